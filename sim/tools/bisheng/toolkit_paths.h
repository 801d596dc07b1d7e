// Where the simulated toolkit is: its include/ directory and the directories of its libraries.
// Installed, the driver is <prefix>/bin/bisheng and the toolkit is <prefix> (recognised by
// <prefix>/include/kernel_operator.h); run from a build tree, it uses the paths CMake compiled in
// (the sim's source include/ and the binary directories of its libraries).
#pragma once

#include <string>
#include <vector>

namespace ascsim::bisheng {

struct Toolkit {
    std::string includeDir;
    std::vector<std::string> libDirs;
};

// `exePath`: the driver's own path (/proc/self/exe resolved).
Toolkit LocateToolkitFrom(const std::string& exePath);

// The toolkit of the running driver.
Toolkit LocateToolkit();

} // namespace ascsim::bisheng
