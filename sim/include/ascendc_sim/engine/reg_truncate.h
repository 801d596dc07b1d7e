// The engine of Reg Truncate (the C++ Reg API's reg_compute/truncate.h, the C API's asc_floor / asc_ceil /
// asc_rint / asc_round / asc_trunc in c_api/reg_compute/): a float / half / bfloat16_t rounded to an
// integral value of its own type by the RoundMode (truncate.h's head comment gives the rules).
#pragma once

#include <cstdint>
#include <type_traits>
#include "ascendc_sim/engine/ops/cast.h"
#include "ascendc_sim/engine/reg_lanes.h"
#include "ascendc_sim/numerics/numerics.h"

namespace AscendC::Reg::detail {

using ascsim::kern::SrcLoc;

template <typename T = DefaultType, RoundMode roundMode = RoundMode::CAST_NONE,
          MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>
inline void TruncateRegs(S& dstReg, S& srcReg, MaskReg& mask, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<S>::value, "operands must be RegTensor");
    static_assert(kTypeMatches<T, S>, "T must be DefaultType or the RegTensor's element type");
    using E = typename S::ActualT;
    static_assert(ascsim::num::kIsOneOf<E, half, bfloat16_t, float>, "Truncate: half / bfloat16_t / float (数据类型)");
    using Row = ascsim::ops::Truncate;
    static_assert(kMergeModeOk<mode, Row::kMerging>, "Truncate: MaskMergeMode::ZEROING only (MERGING: 当前不支持)");
    static_assert(roundMode == RoundMode::CAST_NONE || roundMode == RoundMode::CAST_RINT ||
                      roundMode == RoundMode::CAST_ROUND || roundMode == RoundMode::CAST_FLOOR ||
                      roundMode == RoundMode::CAST_CEIL || roundMode == RoundMode::CAST_TRUNC,
                  "Truncate: roundMode CAST_RINT / CAST_ROUND / CAST_FLOOR / CAST_CEIL / CAST_TRUNC");
    constexpr RoundMode rm = roundMode == RoundMode::CAST_NONE ? RoundMode::CAST_RINT : roundMode;
    VfContext* vf = RequireVf(Row::kName, loc);
    const auto reads = ReadsOf(srcReg, mask);
    MaskedLanes<E, mode>(dstReg, mask, [&](uint32_t i, bool& undefined) {
        undefined = srcReg.LaneUndefined(i);
        const float f = ascsim::num::Cast<float, float>(static_cast<float>(srcReg.Lane(i)), rm);
        if constexpr (std::is_same_v<E, float>) {
            return f;
        } else {
            return static_cast<E>(f); // exact: an integral half / bfloat16_t value, or a special
        }
    });
    dstReg.vfDef = Tick(vf, Row::kVfOp, reads, ascsim::kern::VfElemOf<E>(), Row::kCycles);
}

} // namespace AscendC::Reg::detail
