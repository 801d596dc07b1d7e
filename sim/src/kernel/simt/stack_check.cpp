// The SIMT stack limit of lang/simt_stack.h: the running thread's local arrays against simt_stack_size.
#include <string>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/lang/simt_builtins.h"
#include "ascendc_sim/lang/simt_stack.h"
#include "simt/dim_math.h"
#include "simt/thread_events.h"

namespace ascsim::simt {

using kern::Check;
using kern::Fail;

void PushStackObject(std::size_t bytes, kern::SrcLoc loc)
{
    uint32_t limit = 0;
    uint64_t* inUse = SimtThreadStack(&limit);
    if (inUse == nullptr) {
        return;
    }
    *inUse += bytes;
    if (*inUse > limit) {
        // rule assert.simt-stack-overflow: a SIMT thread's local arrays need more than its SIMT stack
        //   doc: guide/编程指南/编程模型/AI-Core-SIMT编程/内存层级.md (GM上的SIMT栈空间)
        //   choice: the exception text is the runtime's, as asc-devkit's stack_overflow example prints it from
        //     aclGetRecentErrMsg; the size is simt_stack_size of aclInit's file or aclrtDeviceSetLimit
        //     (device_limit.cpp), 1152 by default; only local arrays are counted, each in full
        //     (lang/simt_stack.h): a kernel near the limit may overflow on a chip and not here, and one whose
        //     small arrays the compiler keeps in registers may fit on a chip and not here
        Fail(Check::kAssert, "SIMT stack",
             "The extend info: errcode:(354) errorStr: The VEC SIMT stack overflows. Possible cause: The local "
             "variable is too large or there are too many local variables. subErrType: 0x4. (thread " +
                 DimText(threadIdx) + " of block " + DimText(blockIdx) + ": its local arrays take " +
                 std::to_string(*inUse) + " bytes of its " + std::to_string(limit) +
                 "-byte SIMT stack, aclInit's simt_stack_size)",
             loc);
    }
}

void PopStackObject(std::size_t bytes)
{
    uint32_t limit = 0;
    uint64_t* inUse = SimtThreadStack(&limit);
    if (inUse != nullptr) {
        *inUse -= bytes <= *inUse ? bytes : *inUse;
    }
}

} // namespace ascsim::simt
