// The engine of Reg Prelu / AbsSub / Mull / ExpSub (the C++ Reg API's reg_compute/more_arith.h, the C
// API's asc_prelu / asc_abs_sub / asc_mull / asc_exp_sub in c_api/reg_compute/); more_arith.h's head
// comment gives the rules.
#pragma once

#include <cstdint>
#include <type_traits>
#include "ascendc_sim/engine/ops/basic_arith.h"
#include "ascendc_sim/engine/ops/compound.h"
#include "ascendc_sim/engine/reg_arith_lanes.h"

namespace AscendC::Reg::detail {

using ascsim::kern::SrcLoc;

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
inline void PreluRegs(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask, SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "operands must be RegTensor");
    using E = typename U::ActualT;
    static_assert(ascsim::num::kIsOneOf<E, half, float>, "Prelu: half or float (Prelu.md)");
    using Row = ascsim::ops::Prelu;
    Binary<T, mode, Row::kMerging>(
        Row::kName, loc, dstReg, srcReg0, srcReg1, mask, [](E a, E b) { return Row::Lane<E>(a, b); }, Row::kVfOp);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
inline void AbsSubRegs(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask, SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "operands must be RegTensor");
    using E = typename U::ActualT;
    static_assert(ascsim::num::kIsOneOf<E, half, float>, "AbsSub: half or float (AbsSub.md)");
    using Row = ascsim::ops::AbsSub;
    Binary<T, mode, Row::kMerging>(
        Row::kName, loc, dstReg, srcReg0, srcReg1, mask, [](E a, E b) { return Row::Lane<E>(a, b); }, Row::kVfOp);
}

template <typename T = DefaultType, typename U>
inline void MullRegs(U& dstReg0, U& dstReg1, U& srcReg0, U& srcReg1, MaskReg& mask, SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    using E = typename U::ActualT;
    static_assert(ascsim::num::kIsOneOf<E, int32_t, uint32_t>, "Mull: int32_t or uint32_t (Mull.md)");
    using Row = ascsim::ops::Mull;
    VfContext* vf = RequireVf(Row::kName, loc);
    const auto reads = ReadsOf(srcReg0, srcReg1, mask);
    const auto undef = UnionOf(srcReg0.undefined, srcReg1.undefined);
    E lo[U::kLanes], hi[U::kLanes];
    for (uint32_t i = 0; i < U::kLanes; ++i) {
        const auto w = Row::Lane<E>(srcReg0.Lane(i), srcReg1.Lane(i));
        lo[i] = w.low;
        hi[i] = w.high;
    }
    MaskedLanesSrc<E, MaskMergeMode::ZEROING>(dstReg0, mask, undef, [&](uint32_t i) { return lo[i]; });
    MaskedLanesSrc<E, MaskMergeMode::ZEROING>(dstReg1, mask, undef, [&](uint32_t i) { return hi[i]; });
    dstReg0.vfDef = dstReg1.vfDef = Tick(vf, Row::kVfOp, reads, ascsim::kern::VfElemOf<E>());
}

template <typename T = DefaultType, typename U = DefaultType, RegLayout layout = RegLayout::ZERO,
          MaskMergeMode mode = MaskMergeMode::ZEROING, typename S, typename V>
inline void ExpSubRegs(S& dstReg, V& srcReg0, V& srcReg1, MaskReg& mask, SrcLoc loc)
{
    static_assert(IsRegTensor<S>::value && IsRegTensor<V>::value, "operands must be RegTensor");
    static_assert(kTypeMatches<T, S> && kTypeMatches<U, V>,
                  "T / U must be DefaultType or the RegTensors' element types");
    static_assert(mode == MaskMergeMode::ZEROING, "ExpSub: MaskMergeMode::MERGING is not supported (ExpSub.md)");
    using D = typename S::ActualT;
    using E = typename V::ActualT;
    static_assert(std::is_same_v<D, float> && ascsim::num::kIsOneOf<E, half, float>,
                  "ExpSub: (src, dst) = (half, float) or (float, float) (ExpSub.md, 表3)");
    static_assert(std::is_same_v<E, float> || layout == RegLayout::ZERO || layout == RegLayout::ONE,
                  "ExpSub: half sources take RegLayout::ZERO or ONE");
    using Row = ascsim::ops::ExpSub;
    VfContext* vf = RequireVf(Row::kName, loc);
    const auto reads = ReadsOf(srcReg0, srcReg1, mask);
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
    dstReg.vfDef = Tick(vf, Row::kVfOp, reads, ascsim::kern::VfElemOf<D>());
    if (unknown != 0) {
        // see rule initcheck.unknown-result
        ascsim::kern::ReportUnknownResult(Row::kName, loc, unknown);
    }
}

} // namespace AscendC::Reg::detail
