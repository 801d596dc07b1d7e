// Nop, EngineType and Async (docs/zh/api/SIMD-API/基础API/标量计算/Nop.md, 工具接口/执行模式/Async.md; SDK
// basic_api/kernel_operator_utils_intf.h:37-66).
//   Nop<count>()  delays count cycles; the SDK's 3510 branch brackets the nops with PipeBarrier<PIPE_ALL>,
//                 so the sim runs the two barriers (a full pipe drain, what synccheck and the timing model
//                 see); count <= 0 does nothing, as there.
//   Async<engine, funPtr>(args...)  runs funPtr(args...) on the engine named: the sim's kernels run on
//                 vector cores only (KERNEL_TYPE_AIV_ONLY), so AIV calls it and AIC does not.
#pragma once

#include <cstdint>

#include "ascendc_sim/basic_api/sync/sync.h"
#include "ascendc_sim/lang/keywords.h"

namespace AscendC {

template <int count = 1>
__aicore__ inline void Nop(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    if (count <= 0) {
        return;
    }
    PipeBarrier<PIPE_ALL>(loc);
    PipeBarrier<PIPE_ALL>(loc);
}

enum class EngineType : int32_t { AIC = 1, AIV = 2 };

template <EngineType engine, auto funPtr, class... Args>
__aicore__ void Async(Args... args)
{
    if constexpr (engine == EngineType::AIV) {
        funPtr(args...);
    }
}

} // namespace AscendC
