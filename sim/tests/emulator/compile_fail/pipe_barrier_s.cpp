// PipeBarrier<PIPE_S> does not compile for Ascend 950 (asc-devkit impl/basic_api/kernel_reg.h,
// the __NPU_ARCH__ == 3510 PipeBarrierImpl). Built by the kernel_compile_fail_* tests: as written
// it compiles; with -DASCSIM_BROKEN=1 it must fail with the SDK's message.
// Expect: PipeBarrier<PIPE_S> is not supported on current device!
#include "kernel_operator.h"

void BarrierKernel()
{
#if defined(ASCSIM_BROKEN) && ASCSIM_BROKEN
    AscendC::PipeBarrier<PIPE_S>();
#else
    AscendC::PipeBarrier<PIPE_ALL>();
#endif
}
