// What the simulator's bisheng does with a parsed command line: rewrite Ascend C sources, compile
// them and the host sources with the host compiler, link or archive.
#pragma once

#include "options.h"
#include "toolkit_paths.h"

namespace ascsim::bisheng {

// The exit code: the first failing host command's, 1 for the driver's own errors.
int RunDriver(const Options& options, const Toolkit& toolkit);

// The version line of --version / -v.
const char* VersionLine();

} // namespace ascsim::bisheng
