// GetTPipePtr (docs/zh/api/SIMD-API/基础API/资源管理/GetTPipePtr.md; the SDK declares it in the
// global namespace, include/basic_api/kernel_common.h): the TPipe the core constructed last and has
// not destroyed. The docs are silent on a call with no TPipe alive (the SDK then returns a null
// pointer the caller dereferences): the sim reports it as a memcheck finding instead of crashing.
#pragma once

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/basic_api/resource/tpipe.h"

__aicore__ inline AscendC::TPipe* GetTPipePtr(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    auto* pipe = static_cast<AscendC::TPipe*>(ascsim::kern::XcoreTPipe());
    if (pipe == nullptr && ascsim::kern::InsideKernel()) {
        // rule memcheck.tpipe-ptr-null: GetTPipePtr inside a kernel with no live TPipe
        //   choice: GetTPipePtr.md (约束说明) says 无; the null pointer it returns would be dereferenced
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, "GetTPipePtr",
                           "no TPipe is alive on this core (construct one first; the pointer is cleared by "
                           "TPipe::Destroy): the returned null pointer would be dereferenced",
                           loc);
    }
    return pipe;
}
