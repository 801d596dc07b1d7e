// Duplicate (docs/zh/api/SIMD-API/基础API/Reg矢量计算/数据填充/Duplicate.md):
//   Duplicate(dst, scalar)              every element = scalar (no mask)
//   Duplicate<T, mode>(dst, scalar, m)  the selected elements = scalar; the others 0 (ZEROING) or kept
//                                       (MERGING, which Duplicate supports in hardware)
//   Duplicate<T, pos, mode>(dst, src, m) the selected elements = src's lowest element (pos LOWEST
//                                       only: "暂不支持其他取值")
// The scalar is converted to the element type with static_cast.
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_sim/engine/ops/fill.h"
#include "ascendc_sim/engine/reg_lanes.h"

namespace AscendC::Reg {

template <typename T = DefaultType, typename U, typename S, std::enable_if_t<!detail::IsRegTensor<U>::value, int> = 0>
__simd_callee__ inline void Duplicate(S& dstReg, U scalarValue, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<S>::value, "dstReg must be a RegTensor");
    static_assert(detail::kTypeMatches<T, S>, "T must be DefaultType or the RegTensor's element type");
    using Row = ascsim::ops::Duplicate;
    using E = typename S::ActualT;
    detail::VfContext* vf = detail::RequireVf(Row::kName, loc);
    const E v = static_cast<E>(scalarValue);
    for (uint32_t i = 0; i < S::kLanes; ++i) {
        std::memcpy(dstReg.bytes + i * sizeof(E), &v, sizeof(E));
    }
    dstReg.undefined = detail::FlagsN<S::kBytes / 64>::All(false);
    dstReg.vfDef = detail::Tick(vf, Row::kVfOp, {});
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U, typename S,
          std::enable_if_t<!detail::IsRegTensor<U>::value, int> = 0>
__simd_callee__ inline void Duplicate(S& dstReg, U scalarValue, MaskReg& mask,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<S>::value, "dstReg must be a RegTensor");
    static_assert(detail::kTypeMatches<T, S>, "T must be DefaultType or the RegTensor's element type");
    using Row = ascsim::ops::Duplicate;
    static_assert(detail::kMergeModeOk<mode, Row::kMerging>, "Duplicate: ZEROING or MERGING");
    using E = typename S::ActualT;
    detail::VfContext* vf = detail::RequireVf(Row::kName, loc);
    const auto reads = mode == MaskMergeMode::MERGING ? detail::ReadsOf(mask, dstReg) : detail::ReadsOf(mask);
    const E v = static_cast<E>(scalarValue);
    detail::MaskedLanesSrc<E, mode>(dstReg, mask, detail::FlagsN<S::kBytes / 64>::All(false),
                                    [v](uint32_t) { return v; });
    dstReg.vfDef = detail::Tick(vf, Row::kVfOp, reads);
}

template <typename T = DefaultType, HighLowPart pos = HighLowPart::LOWEST, MaskMergeMode mode = MaskMergeMode::ZEROING,
          typename S>
__simd_callee__ inline void Duplicate(S& dstReg, S& srcReg, MaskReg& mask,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<S>::value, "operands must be RegTensor");
    static_assert(detail::kTypeMatches<T, S>, "T must be DefaultType or the RegTensor's element type");
    using Row = ascsim::ops::Duplicate;
    static_assert(pos == HighLowPart::LOWEST, "Duplicate: pos LOWEST only (Duplicate.md)");
    static_assert(detail::kMergeModeOk<mode, Row::kMerging>, "Duplicate: ZEROING or MERGING");
    using E = typename S::ActualT;
    detail::VfContext* vf = detail::RequireVf(Row::kName, loc);
    const auto reads = mode == MaskMergeMode::MERGING ? detail::ReadsOf(srcReg, mask, dstReg) :
                                                        detail::ReadsOf(srcReg, mask);
    const E v = srcReg.Lane(0);
    const bool undefined = srcReg.LaneUndefined(0);
    detail::MaskedLanesSrc<E, mode>(dstReg, mask, detail::FlagsN<S::kBytes / 64>::All(undefined),
                                    [v](uint32_t) { return v; });
    dstReg.vfDef = detail::Tick(vf, Row::kVfOp, reads);
}

} // namespace AscendC::Reg
