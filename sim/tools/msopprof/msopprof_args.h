// The command line of the simulator's msopprof (bin/msopprof), the msOpProf tool's two documented forms
// (guide/编程指南/调试调优/性能调优.md, 表1 and the steps beside it):
//   msopprof <application> [arguments]                                  on-board profiling
//   msopprof simulator [--soc-version=<Chip Name_NPU Name>] <application> [arguments]   simulation
// Nothing else of the msOpProf user guide is on the pages this project reads, so any other option is
// refused by name rather than ignored.
#pragma once

#include <string>
#include <vector>

namespace ascsim::msopprof {

struct Args {
    bool simulator = false;
    std::string socVersion;               // as given (simulator only); empty: the simulator's default SoC
    std::vector<std::string> application; // the program and its arguments
    bool help = false;
};

// Parses argv[1..] into *out. Returns an empty string, or the message of a usage error.
std::string ParseArgs(const std::vector<std::string>& args, Args* out);

// The usage text, one line per form.
std::string Usage();

} // namespace ascsim::msopprof
