// The second argument of <<<numBlocks, dynUBufSize, stream>>> is a byte count; official code passes
// nullptr there, which is 0 bytes (kernel_launch.h, DynUBufBytes). A pointer variable is no byte count:
// the launch refuses it. As written (nullptr) it compiles; with -DASCSIM_BROKEN=1 it must fail.
// Expect: the dynUBufSize argument of <<<numBlocks, dynUBufSize, stream>>> is a byte count
#include "ascendc_sim/lang/kernel_launch.h"

void Kernel(int) {}

void Launch(void* stream, void* reserved)
{
    const ascsim::asc::LaunchSite site{"launch_pointer_dyn_ubuf.asc", 12, "Kernel"};
    auto call = [](auto&&... a) { Kernel(a...); };
#if defined(ASCSIM_BROKEN) && ASCSIM_BROKEN
    ascsim::asc::KernelLaunch(site, 1, reserved, stream, call, 7);
#else
    (void)reserved;
    ascsim::asc::KernelLaunch(site, 1, nullptr, stream, call, 7);
#endif
}
