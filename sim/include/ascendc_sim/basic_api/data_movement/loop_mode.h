// Loop mode of the data-movement paths: SetLoopModePara / ResetLoopModePara, LoopModeParams,
// DataCopyMVType (docs/zh/api/SIMD-API/基础API/Memory矢量计算/数据搬运辅助配置接口/SetLoopModePara.md,
// ResetLoopModePara.md; include/basic_api/kernel_operator_data_copy_intf.h). With loop mode set for a
// path, a DataCopyPad of that path runs loop2Size x loop1Size times, the outer loop moving the GM and
// UB sides by loop2SrcStride / loop2DstStride bytes, the inner by loop1SrcStride / loop1DstStride
// (data_copy.h). Checked: the 950 ranges of the page (sizes below 2^21; UB-side strides below 2^21 and
// 32-byte aligned, GM-side strides below 2^40), a kernel that returns with loop mode still set
// (memcheck at the SetLoopModePara: "需要...通过ResetLoopModePara进行寄存器的复位"). Docs-silent
// choices: a loop size of 0 runs once; DataCopy (not DataCopyPad) with loop mode set, and strides that
// are not whole elements of the transfer's type, are findings (not modelled by the sim); each
// iteration is timed as its own transfer.
#pragma once

#include <cstdint>
#include <string>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/lang/keywords.h"

namespace AscendC {

struct LoopModeParams {
    uint32_t loop1Size = 0;
    uint32_t loop2Size = 0;
    uint64_t loop1SrcStride = 0;
    uint64_t loop1DstStride = 0;
    uint64_t loop2SrcStride = 0;
    uint64_t loop2DstStride = 0;
};

enum class DataCopyMVType : uint8_t { UB_TO_OUT = 0, OUT_TO_UB = 1 };

__aicore__ inline void SetLoopModePara(const LoopModeParams& loopParams, DataCopyMVType type,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    using namespace ascsim::kern;
    const bool toUb = type == DataCopyMVType::OUT_TO_UB;
    const uint64_t ubStrides[2] = {toUb ? loopParams.loop1DstStride : loopParams.loop1SrcStride,
                                   toUb ? loopParams.loop2DstStride : loopParams.loop2SrcStride};
    const uint64_t gmStrides[2] = {toUb ? loopParams.loop1SrcStride : loopParams.loop1DstStride,
                                   toUb ? loopParams.loop2SrcStride : loopParams.loop2DstStride};
    if (SanitizerEnabled()) {
        const bool bad = loopParams.loop1Size >= (1U << 21) || loopParams.loop2Size >= (1U << 21) ||
                         ubStrides[0] >= (uint64_t{1} << 21) || ubStrides[1] >= (uint64_t{1} << 21) ||
                         ubStrides[0] % 32 != 0 || ubStrides[1] % 32 != 0 || gmStrides[0] >= (uint64_t{1} << 40) ||
                         gmStrides[1] >= (uint64_t{1} << 40);
        if (bad) {
            // rule memcheck.loop-mode-range: LoopModeParams outside the 950 ranges (loop sizes, UB strides, GM strides)
            //   doc: B/Memory矢量计算/数据搬运辅助配置接口/SetLoopModePara.md (参数说明, 表2)
            //   doc: B/Memory矢量计算/数据搬运辅助配置接口/SetLoopModePara.md (约束说明)
            Fail(Check::kMemcheck, "SetLoopModePara",
                 "LoopModeParams outside the 950 ranges (SetLoopModePara.md 表2: loop sizes < 2^21; UB-side strides < "
                 "2^21 and 32-byte aligned; GM-side strides < 2^40)",
                 loc);
        }
    }
    const uint64_t p[6] = {loopParams.loop1Size,      loopParams.loop2Size,      loopParams.loop1SrcStride,
                           loopParams.loop1DstStride, loopParams.loop2SrcStride, loopParams.loop2DstStride};
    XcoreSetLoopMode(toUb ? 1 : 0, p, true, "SetLoopModePara", loc);
}

__aicore__ inline void ResetLoopModePara(DataCopyMVType type, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    const uint64_t p[6] = {};
    ascsim::kern::XcoreSetLoopMode(type == DataCopyMVType::OUT_TO_UB ? 1 : 0, p, false, "ResetLoopModePara", loc);
}

} // namespace AscendC
