// Inter-task synchronisation of SuperKernel sub-kernels: WaitPreTaskEnd / SetNextTaskStart
// (docs/zh/api/SIMD-API/基础API/同步控制/任务间同步/WaitPreTaskEnd.md, SetNextTaskStart.md;
// include/basic_api/kernel_operator_common_intf.h). They only take effect inside a SuperKernel
// ("需在启用SuperKernel特性后方可生效"), which the sim does not build: a launch runs alone, so they order
// nothing and cost one scalar instruction. Checked (synccheck): each core calls each of them at most
// once, and either every core of the launch calls it or none ("需要保证此接口在每个核上都被调用，且每个
// 核上仅被调用一次").
#pragma once

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/types/enums.h"
#include "ascendc_sim/lang/keywords.h"

namespace AscendC {

template <bool FORCE = false>
__aicore__ inline void WaitPreTaskEnd(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::kern::XcoreTaskSync(false, loc);
}

template <pipe_t AIV_PIPE = PIPE_MTE3, pipe_t AIC_PIPE = PIPE_FIX, bool FORCE = false>
__aicore__ inline void SetNextTaskStart(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(AIV_PIPE == PIPE_MTE2 || AIV_PIPE == PIPE_MTE3 || AIV_PIPE == PIPE_S || AIV_PIPE == PIPE_V,
                  "SetNextTaskStart: AIV_PIPE must be PIPE_MTE2, PIPE_MTE3, PIPE_S or PIPE_V");
    ascsim::kern::XcoreTaskSync(true, loc);
}

} // namespace AscendC
