// Compare / Compares -> MaskReg and Select (docs/zh/api/SIMD-API/基础API/Reg矢量计算/比较与选择/
// Compare.md, Compares.md, Select.md).
//   Compare<T, mode>(dst, src0, src1, mask): bit of element i = (src0_i mode src1_i) for the
//     selected elements; "通过mask参数控制的未选中元素在目的操作数中被置零" -> 0 for the others.
//   Compares<T, mode>(dst, src, scalar, mask): the same against a scalar (converted to the element
//     type with static_cast).
//   Select(dst, src0, src1, mask): element i = mask bit ? src0_i : src1_i, for every element ("未选中
//     的元素保持源操作数的值而非清零": an unselected element is src1's, never 0).
// Name, lane and VF class: the Compare / Compares / Select rows (engine/ops/compare_select.h).
// Comparison semantics are the numerics layer's (IEEE: NaN compares false except NE, +0 == -0). The
// bits between the valid ones of the result (b16 / b32 elements) are 0 and undefined (registers.h).
#pragma once

#include <cstdint>
#include <cstring>

#include "ascendc_sim/engine/ops/compare_select.h"
#include "ascendc_sim/engine/reg_lanes.h"
#include "ascendc_sim/numerics/numerics.h"

namespace AscendC::Reg {

namespace detail {
// Compare's lanes a word at a time (REG_NUM == 1: lane i's bytes and mask bit both at i * sizeof(E)).
// cmp(i) -> bool for the active lanes; srcUndef: the union of the sources' byte flags.
template <typename U, typename Cmp>
inline MaskReg CompareWords(const MaskReg& mask, const FlagsN<U::kBytes / 64>& srcUndef, Cmp&& cmp)
{
    using E = typename U::ActualT;
    constexpr uint32_t kS = static_cast<uint32_t>(sizeof(E));
    constexpr uint32_t kPerWord = 64 / kS;
    constexpr uint64_t kPattern = LanePattern<kS>();
    Flags256 bits, undef;
    for (uint32_t k = 0; k < 4; ++k) {
        const uint64_t on = mask.BitWords().w[k] & kPattern;
        const uint64_t mu = mask.UndefinedWords().w[k] & kPattern;
        uint64_t r = 0;
        for (uint32_t j = 0; j < kPerWord; ++j) {
            const uint32_t bit = j * kS;
            if (((on >> bit) & 1u) != 0 && cmp(k * kPerWord + j)) {
                r |= uint64_t(1) << bit;
            }
        }
        bits.w[k] = r;
        // the bits between the valid ones 0 and undefined (registers.h), as MaskReg::Cleared
        undef.w[k] = ~kPattern | mu | (on & LaneAny<kS>(srcUndef.w[k]));
    }
    MaskReg out;
    out.SetWords(bits, undef);
    return out;
}

template <typename Row, typename T, typename U, typename Cmp>
inline void CompareLanes(ascsim::kern::SrcLoc loc, MaskReg& dst, MaskReg& mask, const VfReads& reads, Cmp&& cmp)
{
    static_assert(IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    using E = typename U::MaskElemT;
    VfContext* vf = RequireVf(Row::kName, loc);
    MaskReg out = MaskReg::Cleared<E>();
    for (uint32_t i = 0; i < U::kLanes; ++i) {
        const bool on = mask.Active<E>(i);
        const bool maskUndefined = mask.ActiveUndefined<E>(i);
        bool srcUndefined = false;
        const bool r = on ? cmp(i, srcUndefined) : false;
        out.SetActive<E>(i, r, maskUndefined || (on && srcUndefined));
    }
    dst = out;
    dst.vfDef = Tick(vf, Row::kVfOp, reads);
}
} // namespace detail

template <typename T = DefaultType, CMPMODE mode = CMPMODE::EQ, typename U>
__simd_callee__ inline void Compare(MaskReg& dst, U& srcReg0, U& srcReg1, MaskReg& mask,
                                    ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    using Row = ascsim::ops::Compare;
    if constexpr (U::REG_NUM == 1) {
        static_assert(detail::IsRegTensor<U>::value, "operands must be RegTensor");
        static_assert(detail::kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
        detail::VfContext* vf = detail::RequireVf(Row::kName, loc);
        const auto reads = detail::ReadsOf(srcReg0, srcReg1, mask);
        dst = detail::CompareWords<U>(mask, detail::UnionOf(srcReg0.undefined, srcReg1.undefined),
                                      [&](uint32_t i) { return Row::Lane(srcReg0.Lane(i), srcReg1.Lane(i), mode); });
        dst.vfDef = detail::Tick(vf, Row::kVfOp, reads);
        return;
    }
    detail::CompareLanes<Row, T, U>(loc, dst, mask, detail::ReadsOf(srcReg0, srcReg1, mask),
                                    [&](uint32_t i, bool& undefined) {
                                        undefined = srcReg0.LaneUndefined(i) || srcReg1.LaneUndefined(i);
                                        return Row::Lane(srcReg0.Lane(i), srcReg1.Lane(i), mode);
                                    });
}

template <typename T = DefaultType, CMPMODE mode = CMPMODE::EQ, typename U, typename S>
__simd_callee__ inline void Compares(MaskReg& dst, U& srcReg, S scalarValue, MaskReg& mask,
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    using E = typename U::ActualT;
    const E s = static_cast<E>(scalarValue);
    using Row = ascsim::ops::Compares;
    if constexpr (U::REG_NUM == 1) {
        static_assert(detail::IsRegTensor<U>::value, "operands must be RegTensor");
        static_assert(detail::kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
        detail::VfContext* vf = detail::RequireVf(Row::kName, loc);
        const auto reads = detail::ReadsOf(srcReg, mask);
        dst = detail::CompareWords<U>(mask, srcReg.undefined,
                                      [&](uint32_t i) { return Row::Lane(srcReg.Lane(i), s, mode); });
        dst.vfDef = detail::Tick(vf, Row::kVfOp, reads);
        return;
    }
    detail::CompareLanes<Row, T, U>(loc, dst, mask, detail::ReadsOf(srcReg, mask), [&](uint32_t i, bool& undefined) {
        undefined = srcReg.LaneUndefined(i);
        return Row::Lane(srcReg.Lane(i), s, mode);
    });
}

template <typename T = DefaultType, typename U>
__simd_callee__ inline void Select(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask,
                                   ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(detail::kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    using Row = ascsim::ops::Select;
    detail::VfContext* vf = detail::RequireVf(Row::kName, loc);
    const auto reads = detail::ReadsOf(srcReg0, srcReg1, mask);
    if constexpr (U::REG_NUM == 1) {
        // A bitwise copy of whole lanes (b64 included), a word at a time.
        using E = typename U::ActualT;
        constexpr uint32_t kS = static_cast<uint32_t>(sizeof(E));
        constexpr uint64_t kPattern = detail::LanePattern<kS>();
        alignas(32) uint8_t vals[U::kBytes];
        uint64_t undef[4];
        for (uint32_t k = 0; k < 4; ++k) {
            const uint64_t take0 = mask.BitWords().w[k] & kPattern;
            const uint64_t mu = mask.UndefinedWords().w[k] & kPattern;
            const uint64_t lanes = (take0 & detail::LaneAny<kS>(srcReg0.undefined.w[k])) |
                                   (~take0 & kPattern & detail::LaneAny<kS>(srcReg1.undefined.w[k])) | mu;
            undef[k] = detail::Spread<kS>(lanes);
            for (uint32_t bit = 0; bit < 64; bit += kS) {
                const U& from = ((take0 >> bit) & 1u) != 0 ? srcReg0 : srcReg1;
                std::memcpy(vals + k * 64 + bit, from.bytes + k * 64 + bit, kS);
            }
        }
        std::memcpy(dstReg.bytes, vals, U::kBytes);
        for (uint32_t k = 0; k < 4; ++k) {
            dstReg.undefined.w[k] = undef[k];
        }
        dstReg.vfDef = detail::Tick(vf, Row::kVfOp, reads);
        return;
    }
    U out;
    for (uint32_t i = 0; i < U::kLanes; ++i) {
        const bool take0 = mask.LaneOn<U>(i);
        const U& from = take0 ? srcReg0 : srcReg1;
        if constexpr (sizeof(typename U::ActualT) == 8) { // b64: Select.md lists int64_t / uint64_t
            out.SetLane(i, take0 ? srcReg0.Lane(i) : srcReg1.Lane(i),
                        from.LaneUndefined(i) || mask.LaneUndefinedBit<U>(i));
        } else {
            out.SetLane(i, Row::Lane(take0, srcReg0.Lane(i), srcReg1.Lane(i)),
                        from.LaneUndefined(i) || mask.LaneUndefinedBit<U>(i));
        }
    }
    dstReg = out;
    dstReg.vfDef = detail::Tick(vf, Row::kVfOp, reads);
}

} // namespace AscendC::Reg
