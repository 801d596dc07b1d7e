// Stand-in for ascendc_sim/lang/asc_prelude.h in the driver's end-to-end test (ASCSIM_PRELUDE): just
// enough of the launch runtime's interface for a rewritten .asc to compile. The real prelude and
// KernelLaunch belong to the launch runtime, which this test does not depend on.
#pragma once
#include <cstdint>

#define __global__
#define __aicore__
#define __gm__

namespace ascsim::asc {
struct LaunchSite {
    const char* file;
    int line;
    const char* kernel;
};
template <typename Blocks, typename UBuf, typename Stream, typename Body, typename... Args>
int KernelLaunch(const LaunchSite& site, Blocks, UBuf, Stream, Body&& body, Args&&... args)
{
    body(static_cast<Args&&>(args)...);
    return site.line;
}
} // namespace ascsim::asc
