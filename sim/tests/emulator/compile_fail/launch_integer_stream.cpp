// The stream of <<<numBlocks, dynUBufSize, stream>>> is an aclrtStream: an integer variable does not
// convert to one, so the real compiler rejects it, and so does the simulator's launch (kernel_launch.h;
// bisheng has already turned a literal 0 into nullptr). Built by the kernel_compile_fail_* tests: as
// written it compiles; with -DASCSIM_BROKEN=1 it must fail with the launch's message.
// Expect: an integer does not convert to aclrtStream
#include "ascendc_sim/lang/kernel_launch.h"

void Kernel(int) {}

void Launch(void* stream, int notAStream)
{
    const ascsim::asc::LaunchSite site{"launch_integer_stream.asc", 12, "Kernel"};
    auto call = [](auto&&... a) { Kernel(a...); };
#if defined(ASCSIM_BROKEN) && ASCSIM_BROKEN
    (void)stream;
    ascsim::asc::KernelLaunch(site, 1, 0, notAStream, call, 7);
#else
    (void)notAStream;
    ascsim::asc::KernelLaunch(site, 1, 0, stream, call, 7);
#endif
}
