// Reg twins of issue 27's Memory-API instructions (docs/zh/api/SIMD-API/基础API/Reg矢量计算/):
//   Prelu   (基础算术/Prelu.md)    dst_i = src0_i >= 0 ? src0_i : src0_i * src1_i      half, float
//   Mull    (基础算术/Mull.md)     dst0_i, dst1_i = low, high word of src0_i * src1_i   int32_t, uint32_t
//   AbsSub  (复合计算/AbsSub.md)   dst_i = |src0_i - src1_i|                           half, float
//   ExpSub  (复合计算/ExpSub.md)   dst_i = e^(src0_i - src1_i), float dst from half or float sources
// declared for arch 3510 in kernel_reg_compute_vec_binary_intf.h:70-74 (Prelu, Mull) and
// kernel_reg_compute_vec_fused_intf.h:37-43 (AbsSub, ExpSub). Lanes: the Memory API's op-table rows
// (engine/ops/basic_arith.h Prelu / Mull, compound.h AbsSub / ExpSub), so a Reg kernel matches its
// Memory-API twin bit for bit. ZEROING only (附录/Reg矢量计算接口MergeMode支持情况汇总.md: Prelu, AbsSub,
// ExpSub "无"; Mull has no mode). ExpSub with half sources reads half lane 2i + layout for float lane i
// (RegLayout ZERO / ONE, as Cast's widening; the layout has no effect for float sources), under the
// mask read for float (the SDK's dav_3510 impl builds it with UpdateMask<float>). Costs: the simple class
// for Prelu, Mull, AbsSub, Exp's for ExpSub (理论性能汇总 表6 / 表8).
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/engine/ops/basic_arith.h"
#include "ascendc_sim/engine/ops/compound.h"
#include "ascendc_sim/engine/reg_lanes.h"
#include "ascendc_sim/reg_compute/arith.h"

namespace AscendC::Reg {

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Prelu(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<U>::value, "operands must be RegTensor");
    using E = typename U::ActualT;
    static_assert(ascsim::num::kIsOneOf<E, half, float>, "Prelu: half or float (Prelu.md)");
    using Row = ascsim::ops::Prelu;
    detail::Binary<T, mode, Row::kMerging>(
        Row::kName, loc, dstReg, srcReg0, srcReg1, mask, [](E a, E b) { return Row::Lane<E>(a, b); }, Row::kVfOp);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void AbsSub(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<U>::value, "operands must be RegTensor");
    using E = typename U::ActualT;
    static_assert(ascsim::num::kIsOneOf<E, half, float>, "AbsSub: half or float (AbsSub.md)");
    using Row = ascsim::ops::AbsSub;
    detail::Binary<T, mode, Row::kMerging>(
        Row::kName, loc, dstReg, srcReg0, srcReg1, mask, [](E a, E b) { return Row::Lane<E>(a, b); }, Row::kVfOp);
}

// Both words come from the sources as they were (a destination may be a source register).
template <typename T = DefaultType, typename U>
__simd_callee__ inline void Mull(U& dstReg0, U& dstReg1, U& srcReg0, U& srcReg1, MaskReg& mask,
                                 SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(detail::kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    using E = typename U::ActualT;
    static_assert(ascsim::num::kIsOneOf<E, int32_t, uint32_t>, "Mull: int32_t or uint32_t (Mull.md)");
    using Row = ascsim::ops::Mull;
    detail::VfContext* vf = detail::RequireVf(Row::kName, loc);
    const auto reads = detail::ReadsOf(srcReg0, srcReg1, mask);
    const auto undef = detail::UnionOf(srcReg0.undefined, srcReg1.undefined);
    E lo[U::kLanes], hi[U::kLanes];
    for (uint32_t i = 0; i < U::kLanes; ++i) {
        const auto w = Row::Lane<E>(srcReg0.Lane(i), srcReg1.Lane(i));
        lo[i] = w.low;
        hi[i] = w.high;
    }
    detail::MaskedLanesSrc<E, MaskMergeMode::ZEROING>(dstReg0, mask, undef, [&](uint32_t i) { return lo[i]; });
    detail::MaskedLanesSrc<E, MaskMergeMode::ZEROING>(dstReg1, mask, undef, [&](uint32_t i) { return hi[i]; });
    dstReg0.vfDef = dstReg1.vfDef = detail::Tick(vf, Row::kVfOp, reads, ascsim::kern::VfElemOf<E>());
}

template <typename T = DefaultType, typename U = DefaultType, RegLayout layout = RegLayout::ZERO,
          MaskMergeMode mode = MaskMergeMode::ZEROING, typename S, typename V>
__simd_callee__ inline void ExpSub(S& dstReg, V& srcReg0, V& srcReg1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<S>::value && detail::IsRegTensor<V>::value, "operands must be RegTensor");
    static_assert(detail::kTypeMatches<T, S> && detail::kTypeMatches<U, V>,
                  "T / U must be DefaultType or the RegTensors' element types");
    static_assert(mode == MaskMergeMode::ZEROING, "ExpSub: MaskMergeMode::MERGING is not supported (ExpSub.md)");
    using D = typename S::ActualT;
    using E = typename V::ActualT;
    static_assert(std::is_same_v<D, float> && ascsim::num::kIsOneOf<E, half, float>,
                  "ExpSub: (src, dst) = (half, float) or (float, float) (ExpSub.md, 表3)");
    static_assert(std::is_same_v<E, float> || layout == RegLayout::ZERO || layout == RegLayout::ONE,
                  "ExpSub: half sources take RegLayout::ZERO or ONE");
    using Row = ascsim::ops::ExpSub;
    detail::VfContext* vf = detail::RequireVf(Row::kName, loc);
    const auto reads = detail::ReadsOf(srcReg0, srcReg1, mask);
    constexpr uint32_t kStep = std::is_same_v<E, half> ? 2u : 1u;
    constexpr uint32_t kOff = std::is_same_v<E, half> && layout == RegLayout::ONE ? 1u : 0u;
    S out;
    out.ZeroDefined();
    uint64_t& unknownCounter = ascsim::num::UnknownLaneCounter();
    unknownCounter = 0;
    uint64_t unknown = 0;
    for (uint32_t i = 0; i < S::kLanes; ++i) {
        const uint32_t j = kStep * i + kOff;
        const bool on = mask.Active<D>(i), mu = mask.ActiveUndefined<D>(i);
        if (on) {
            const bool undefined = srcReg0.LaneUndefined(j) || srcReg1.LaneUndefined(j) || mu;
            const uint64_t before = unknownCounter;
            out.SetLane(i, Row::Lane<E>(srcReg0.Lane(j), srcReg1.Lane(j)), undefined);
            unknown += unknownCounter != before && !undefined ? 1 : 0;
        } else if (mu) {
            out.SetLane(i, D(0), true);
        }
    }
    unknownCounter = 0;
    dstReg = out;
    dstReg.vfDef = detail::Tick(vf, Row::kVfOp, reads, ascsim::kern::VfElemOf<D>());
    if (unknown != 0) {
        ascsim::kern::ReportUnknownResult(Row::kName, loc, unknown);
    }
}

} // namespace AscendC::Reg
