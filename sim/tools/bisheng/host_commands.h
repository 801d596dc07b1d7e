// The host compiler command lines the simulator's bisheng runs: Ascend C and host sources are
// compiled by g++ (ASCSIM_HOST_CXX overrides the default `c++`; it may hold several words such as
// `ccache g++`), and links add the simulator's libraries.
#pragma once

#include "options.h"
#include "toolkit_paths.h"

#include <string>
#include <vector>

namespace ascsim::bisheng {

// The prelude force-included into every Ascend C translation unit. ASCSIM_PRELUDE=<path>
// overrides it (tests compile against a stub prelude that way).
constexpr const char* kDefaultPrelude = "ascendc_sim/lang/asc_prelude.h";

// The libraries every simulator link gets, after the user's.
extern const std::vector<std::string> kSimLibraries;

std::vector<std::string> HostCompiler(); // from ASCSIM_HOST_CXX, default {"c++"}
std::string Prelude();                   // from ASCSIM_PRELUDE, default kDefaultPrelude

// The flags an Ascend C source at `sourcePath` is compiled with before any other (its language): the prelude
// force-included, and, as the compiler reads a rewritten copy, the source's own directory first for
// #include "...". Then the toolkit's include directory (-I), where the prelude is found.
std::vector<std::string> AscSourceFlags(const std::string& sourcePath, const std::string& toolkitIncludeDir);

struct CompileJob {
    const InputFile* source; // the user's source (its language decides the flags)
    std::string input;       // the file g++ reads: the rewritten .ascsim.cpp or the source itself
    std::string output;      // the object (or, with preprocess, the -E output; empty: stdout)
    bool preprocess = false; // -E instead of -c
};

std::vector<std::string> CompileCommand(const Options& options, const Toolkit& toolkit, const CompileJob& job);

// `objects[i]` replaces the input i (the temporary object of a source compiled first); inputs that
// are not sources keep their own path.
std::vector<std::string> LinkCommand(const Options& options, const Toolkit& toolkit,
                                     const std::vector<std::string>& objects);

// `ar rcs <output> <objects>` for -lib.
std::vector<std::string> ArchiveCommand(const Options& options, const std::vector<std::string>& objects);

} // namespace ascsim::bisheng
