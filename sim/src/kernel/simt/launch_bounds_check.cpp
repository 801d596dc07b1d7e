// The launch-bounds rule of lang/simt_launch_bounds.h, run by each thread of a SIMT kernel as it starts.
#include <string>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/lang/simt_builtins.h"
#include "ascendc_sim/lang/simt_launch_bounds.h"
#include "ascendc_sim/lang/simt_threads.h"
#include "simt/dim_math.h"

namespace ascsim::simt {

using kern::Check;
using kern::Fail;

namespace {
constexpr long long kDefaultBound = 1024; // no __launch_bounds__
constexpr long long kMaxBound = 2048;
} // namespace

void CheckLaunchBounds(long long n, kern::SrcLoc loc)
{
    if (!InSimtThread()) {
        return; // the kernel function called as a plain function: no launch to bound
    }
    const unsigned long long threads = Volume(blockDim);
    if (n != 0 && (n < 1 || n > kMaxBound)) {
        // rule memcheck.simt-launch-bounds: a SIMT kernel's __launch_bounds__(N) outside [1, 2048], or a block of more
        //     threads than N (1024 without the qualifier)
        //   doc: api/SIMT-API/SIMT编程简介/扩展语法/核函数配置.md (<<<\>\>\>调用)
        //   choice: the compiler rejects a bad N and the runtime a launch beyond it; the simulator sees both when the
        //     kernel's threads start, and fails the launch
        Fail(Check::kMemcheck, "__launch_bounds__",
             "__launch_bounds__(" + std::to_string(n) + ") is outside [1, " + std::to_string(kMaxBound) + "]", loc);
    }
    const long long bound = n == 0 ? kDefaultBound : n;
    if (threads > static_cast<unsigned long long>(bound)) {
        // see rule memcheck.simt-launch-bounds
        Fail(Check::kMemcheck, "__launch_bounds__",
             "threads_per_block " + DimText(blockDim) + " " + HoldsText(blockDim, "threads") + ": more than " +
                 (n == 0 ? "1024, the most a kernel without __launch_bounds__ takes" :
                           "the kernel's __launch_bounds__(" + std::to_string(n) + ")"),
             loc);
    }
}

} // namespace ascsim::simt
