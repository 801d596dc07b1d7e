#include "msopprof_args.h"

namespace ascsim::msopprof {

std::string Usage()
{
    return "usage: msopprof <application> [arguments]\n"
           "       msopprof simulator [--soc-version=<soc_version>] <application> [arguments]\n";
}

std::string ParseArgs(const std::vector<std::string>& args, Args* out)
{
    *out = Args{};
    size_t i = 0;
    if (i < args.size() && args[i] == "simulator") {
        out->simulator = true;
        ++i;
    }
    for (; i < args.size() && args[i].rfind("-", 0) == 0; ++i) {
        const std::string& a = args[i];
        const std::string socOpt = "--soc-version=";
        if (a == "--help" || a == "-h") {
            out->help = true;
            return "";
        }
        if (a.rfind(socOpt, 0) == 0) {
            if (!out->simulator) {
                return "--soc-version is an option of `msopprof simulator`; on-board profiling runs on the "
                       "device's own SoC";
            }
            out->socVersion = a.substr(socOpt.size());
            if (out->socVersion.empty()) {
                return "--soc-version= needs a value (Chip Name_NPU Name, e.g. Ascend950PR_9589)";
            }
            continue;
        }
        return "option " + a +
               " is not supported by the simulator's msopprof (it takes --soc-version=<soc_version> "
               "after `simulator`, and the application)";
    }
    out->application.assign(args.begin() + static_cast<std::ptrdiff_t>(i), args.end());
    if (out->application.empty()) {
        return "no application to profile";
    }
    return "";
}

} // namespace ascsim::msopprof
