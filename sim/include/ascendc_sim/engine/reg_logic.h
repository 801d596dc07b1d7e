// The engine of the Reg logic and shifts (the C++ Reg API's reg_compute/logic.h And / Or / Xor / Not /
// ShiftLeft(s) / ShiftRight(s) and their MaskReg helpers, the C API's asc_and ... asc_shiftright_scalar in
// c_api/reg_compute/); logic.h's head comment gives the rules.
#pragma once

#include <cstdint>
#include <type_traits>
#include "ascendc_sim/engine/ops/logic.h"
#include "ascendc_sim/engine/reg_arith_lanes.h"
#include "ascendc_sim/numerics/poison.h"
#include "ascendc_sim/numerics/traits.h"

namespace AscendC::Reg::detail {

using ascsim::kern::SrcLoc;

template <typename E>
inline constexpr bool kAndXorType = ascsim::num::kIsOneOf<E, bool, int8_t, uint8_t, int16_t, uint16_t, int32_t,
                                                          uint32_t, int64_t, uint64_t>;
template <typename E>
inline constexpr bool
    kShiftType = ascsim::num::kIsOneOf<E, int8_t, uint8_t, int16_t, uint16_t, int32_t, uint32_t, int64_t, uint64_t>;

// A lane whose shift count is negative: undefined (poison, counted for initcheck; 64-bit types have
// no poison value: 0, still counted).
template <typename E>
inline E UnknownShift()
{
    if constexpr (sizeof(E) < 8) {
        return ascsim::num::UnknownResult<E>();
    } else {
        ++ascsim::num::UnknownLaneCounter();
        return E(0);
    }
}

// A RegTensor bit operation of a row, on the register's unsigned view when its type is not an integer.
template <typename Row, typename T, MaskMergeMode mode, typename U>
inline void BitBinary(SrcLoc loc, U& dst, U& a, U& b, MaskReg& mask)
{
    static_assert(IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    if constexpr (std::is_same_v<typename U::ActualT, bool>) {
        BitBinary<Row, DefaultType, mode>(loc, AsBitsReg(dst), AsBitsReg(a), AsBitsReg(b), mask);
    } else {
        Binary<DefaultType, mode, Row::kMerging>(
            Row::kName, loc, dst, a, b, mask, [](auto x, auto y) { return Row::Lane(x, y); }, Row::kVfOp);
    }
}

// dst_i = Row::Lane(src_i, count_i) under the mask, count_i from countAt(i) (int64_t); a negative count
// is an unknown result.
template <typename Row, MaskMergeMode mode, typename S, typename CountAt>
inline void ShiftLanes(const char* api, SrcLoc loc, S& dst, S& src, MaskReg& mask,
                       const FlagsN<S::kBytes / 64>& srcUndef, CountAt&& countAt, const VfReads& reads)
{
    using E = typename S::ActualT;
    static_assert(kShiftType<E>, "ShiftLeft / ShiftRight: 8..64-bit integer element types only (表3)");
    static_assert(mode == MaskMergeMode::ZEROING, "ShiftLeft / ShiftRight: MaskMergeMode::ZEROING only (MERGING "
                                                  "模式当前不支持)");
    VfContext* vf = RequireVf(api, loc);
    const uint64_t unknown = MaskedLanesSrc<E, mode>(dst, mask, srcUndef, [&](uint32_t i) {
        const int64_t n = countAt(i);
        return n < 0 ? UnknownShift<E>() : Row::template Lane<E>(src.Lane(i), n);
    });
    dst.vfDef = Tick(vf, Row::kVfOp, reads);
    if (unknown != 0) {
        // see rule initcheck.unknown-result
        ascsim::kern::ReportUnknownResult(api, loc, unknown);
    }
}

template <typename Row, typename T, typename U, MaskMergeMode mode, typename S, typename V>
inline void ShiftByRegister(SrcLoc loc, S& dst, S& src0, V& src1, MaskReg& mask)
{
    static_assert(IsRegTensor<S>::value && IsRegTensor<V>::value, "operands must be RegTensor");
    static_assert(kTypeMatches<T, S>, "T must be DefaultType or the RegTensor's element type");
    static_assert(kTypeMatches<U, V>, "U must be DefaultType or the count RegTensor's element type");
    using E = typename S::ActualT;
    static_assert(std::is_integral_v<E> && !std::is_same_v<E, bool>,
                  "ShiftLeft / ShiftRight: 8..64-bit integer element types only (表3)");
    using C = typename V::ActualT;
    static_assert(std::is_same_v<C, std::make_signed_t<E>> && V::REG_NUM == S::REG_NUM,
                  "ShiftLeft / ShiftRight: the count register holds the signed type of the element's width (表3)");
    ShiftLanes<Row, mode>(
        Row::kName, loc, dst, src0, mask, UnionOf(src0.undefined, src1.undefined),
        [&src1](uint32_t i) { return static_cast<int64_t>(src1.Lane(i)); }, ReadsOf(src0, src1, mask));
}

// The scalar forms issue under their own names (ShiftLefts / ShiftRights), on the register form's row.
template <typename Row, typename T, typename U, MaskMergeMode mode, typename S>
inline void ShiftByScalar(const char* api, SrcLoc loc, S& dst, S& src, U scalar, MaskReg& mask)
{
    static_assert(IsRegTensor<S>::value, "operands must be RegTensor");
    static_assert(kTypeMatches<T, S>, "T must be DefaultType or the RegTensor's element type");
    static_assert(std::is_same_v<U, int16_t>, "ShiftLefts / ShiftRights: the scalar count is an int16_t (表3)");
    ShiftLanes<Row, mode>(
        api, loc, dst, src, mask, src.undefined, [scalar](uint32_t) { return static_cast<int64_t>(scalar); },
        ReadsOf(src, mask));
}

// A MaskReg bit operation: per bit, op(a, b) where the mask is 1, 0 where it is 0; bitUndefined(a, ua, b,
// ub) says whether an active result bit is undefined.
template <typename Op, typename Undef>
inline void MaskBits(const char* api, SrcLoc loc, MaskReg& dst, const MaskReg& src0, const MaskReg& src1,
                     const MaskReg& mask, const VfReads& reads, Op&& op, Undef&& bitUndefined)
{
    VfContext* vf = RequireVf(api, loc);
    MaskReg r;
    for (uint32_t i = 0; i < kVL; ++i) {
        const bool a = src0.Bit(i), b = src1.Bit(i);
        const bool on = mask.Bit(i);
        const bool undefined = mask.BitUndefined(i) ||
                               (on && bitUndefined(a, src0.BitUndefined(i), b, src1.BitUndefined(i)));
        r.SetBit(i, on && op(a, b), undefined);
    }
    r.vfDef = Tick(vf, ascsim::kern::VfOp::kMask, reads);
    dst = r;
}

// The MaskReg And / Xor / Not / Or of both spellings (reg_compute/logic.h; the C API's vector_bool asc_and ...).
inline void MaskAndRegs(const char* api, MaskReg& dst, const MaskReg& src0, const MaskReg& src1, const MaskReg& mask,
                        SrcLoc loc)
{
    MaskBits(
        api, loc, dst, src0, src1, mask, ReadsOf(src0, src1, mask), [](bool a, bool b) { return a && b; },
        [](bool a, bool ua, bool b, bool ub) { return !((!a && !ua) || (!b && !ub)) && (ua || ub); });
}
inline void MaskXorRegs(const char* api, MaskReg& dst, const MaskReg& src0, const MaskReg& src1, const MaskReg& mask,
                        SrcLoc loc)
{
    MaskBits(
        api, loc, dst, src0, src1, mask, ReadsOf(src0, src1, mask), [](bool a, bool b) { return a != b; },
        [](bool, bool ua, bool, bool ub) { return ua || ub; });
}
inline void MaskNotRegs(const char* api, MaskReg& dst, const MaskReg& src, const MaskReg& mask, SrcLoc loc)
{
    MaskBits(
        api, loc, dst, src, src, mask, ReadsOf(src, mask), [](bool a, bool) { return !a; },
        [](bool, bool ua, bool, bool) { return ua; });
}
// A result bit is undefined when its mask bit is, or when it depends on an undefined source bit (a defined 1 on
// the other side decides it). Its own cost row (ops::OrMask).
inline void MaskOrRegs(const char* api, MaskReg& dst, const MaskReg& src0, const MaskReg& src1, const MaskReg& mask,
                       SrcLoc loc)
{
    VfContext* vf = RequireVf(api, loc);
    MaskReg r;
    for (uint32_t i = 0; i < kVL; ++i) {
        const bool a = src0.Bit(i), b = src1.Bit(i);
        const bool ua = src0.BitUndefined(i), ub = src1.BitUndefined(i);
        const bool on = mask.Bit(i);
        const bool decided = (a && !ua) || (b && !ub);
        const bool undefined = mask.BitUndefined(i) || (on && !decided && (ua || ub));
        r.SetBit(i, on && (a || b), undefined);
    }
    r.vfDef = Tick(vf, ascsim::ops::OrMask::kVfOp, ReadsOf(src0, src1, mask));
    dst = r;
}

// MaskReg moves (Move.md; the C API's vector_bool asc_copy, asc_copy.md): with a mask, the selected bits of src
// and 0 elsewhere ("未被mask筛选的位置填0"); without one, every bit.
inline void MaskMoveRegs(const char* api, MaskReg& dst, const MaskReg& src, const MaskReg& mask, SrcLoc loc)
{
    MaskBits(
        api, loc, dst, src, src, mask, ReadsOf(src, mask), [](bool a, bool) { return a; },
        [](bool, bool ua, bool, bool) { return ua; });
}
inline void MaskCopyRegs(const char* api, MaskReg& dst, const MaskReg& src, SrcLoc loc)
{
    VfContext* vf = RequireVf(api, loc);
    const auto reads = ReadsOf(src);
    MaskReg r = src;
    r.vfDef = Tick(vf, ascsim::kern::VfOp::kMask, reads);
    dst = r;
}

// MaskReg Select (Select.md's MaskReg form; the C API's vector_bool asc_select, asc_select.md): bit i is src0's
// where the mask bit is 1 and src1's where it is 0; undefined when the mask bit or the chosen source bit is.
inline void MaskSelectRegs(const char* api, MaskReg& dst, const MaskReg& src0, const MaskReg& src1, const MaskReg& mask,
                           SrcLoc loc)
{
    VfContext* vf = RequireVf(api, loc);
    MaskReg r;
    for (uint32_t i = 0; i < kVL; ++i) {
        const bool on = mask.Bit(i);
        const bool undefined = mask.BitUndefined(i) || (on ? src0.BitUndefined(i) : src1.BitUndefined(i));
        r.SetBit(i, on ? src0.Bit(i) : src1.Bit(i), undefined);
    }
    r.vfDef = Tick(vf, ascsim::kern::VfOp::kMask, ReadsOf(src0, src1, mask));
    dst = r;
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
inline void AndRegs(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask, SrcLoc loc)
{
    static_assert(kAndXorType<typename U::ActualT>,
                  "And: bool and 8..64-bit integer element types only (And.md, 数据类型)");
    BitBinary<ascsim::ops::And, T, mode>(loc, dstReg, srcReg0, srcReg1, mask);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
inline void OrRegs(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask, SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(std::is_integral_v<typename U::ActualT>,
                  "Or: integer element types only (Or.md, 数据类型); view a float register as its unsigned twin");
    using Row = ascsim::ops::Or;
    Binary<T, mode, Row::kMerging>(
        Row::kName, loc, dstReg, srcReg0, srcReg1, mask, [](auto a, auto b) { return Row::Lane(a, b); }, Row::kVfOp);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
inline void XorRegs(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask, SrcLoc loc)
{
    static_assert(kAndXorType<typename U::ActualT>,
                  "Xor: bool and 8..64-bit integer element types only (Xor.md, 数据类型)");
    BitBinary<ascsim::ops::Xor, T, mode>(loc, dstReg, srcReg0, srcReg1, mask);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
inline void NotRegs(U& dstReg, U& srcReg, MaskReg& mask, SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    using E = typename U::ActualT;
    static_assert(
        ascsim::num::kIsOneOf<E, int8_t, uint8_t, int16_t, uint16_t, half, int32_t, uint32_t, float, int64_t, uint64_t>,
        "Not: 8..64-bit integers, half and float only (Not.md, 数据类型)");
    using Row = ascsim::ops::Not;
    auto& d = AsBitsReg(dstReg);
    auto& s = AsBitsReg(srcReg);
    Unary<DefaultType, mode>(
        Row::kName, loc, d, s, mask, [](auto a) { return Row::Lane(a); }, Row::kVfOp);
}

} // namespace AscendC::Reg::detail
