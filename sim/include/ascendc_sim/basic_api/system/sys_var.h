// System counter and runtime UB size (docs/zh/api/SIMD-API/基础API/工具接口/系统资源与变量/
// GetSystemCycle(ISASI).md, GetRuntimeUBSize.md; include/basic_api/kernel_operator_sys_var_intf.h).
#pragma once

#include <cstdint>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/lang/keywords.h"

namespace AscendC {

// GetSystemCycle: a PIPE_S instruction reading the system counter, which on 950 runs at 1 GHz
// ("time = (cycle数/1000)us"). The sim returns the timing model's clock of the scalar unit at the
// call, in 1 GHz ticks since the launch started (cores of one launch share the counter); 0 when the
// timing model is off (ASCEND_SIM_TIMING=0). As on hardware, other pipes' work is only inside the
// difference of two readings if a PipeBarrier waited for it first.
__aicore__ inline int64_t GetSystemCycle(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::kern::XcoreScalarCall("GetSystemCycle", loc);
    return ascsim::kern::XcoreSystemCycle();
}

// GetRuntimeUBSize: "非SIMD与SIMT混合场景返回值为固定值248KB" (the sim has no SIMT).
__aicore__ inline uint32_t GetRuntimeUBSize() { return 248U * 1024U; }

} // namespace AscendC
