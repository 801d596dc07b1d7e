// Reg bitwise logic (docs/zh/api/SIMD-API/基础API/Reg矢量计算/逻辑计算/; SDK
// include/basic_api/reg_compute/kernel_reg_compute_vec_binary_intf.h, _vec_unary_intf.h,
// _vec_binary_scalar_intf.h and _maskreg_intf.h), each RegTensor form from its op-table row
// (engine/ops/logic.h: name, lane, VF class):
//   And / Or / Xor<T, mode>(dst, src0, src1, mask)   (And.md, Or.md, Xor.md)  dst_i = src0_i op src1_i
//   Not<T, mode>(dst, src, mask)                     (Not.md)                 dst_i = ~src_i
//   ShiftLeft / ShiftRight<T, U, mode>(dst, src0, src1, mask)  (ShiftLeft.md, ShiftRight.md)
//                                                    dst_i = src0_i << / >> src1_i
//   ShiftLefts / ShiftRights<T, U, mode>(dst, src, scalar, mask)  (ShiftLefts.md, ShiftRights.md)
// 数据类型: And / Or / Xor bool and the 8..64-bit integers; Not the 8..64-bit integers, half and float
// (its bits); the shifts the 8..64-bit integers, the count register the signed twin of the element
// type (表3), the scalar count int16_t (表3; the SDK's "scalarValue data type" assert). A bool or float
// register computes through its same-size unsigned view. mode: ZEROING only ("MERGING模式当前不支持";
// 附录/Reg矢量计算接口MergeMode支持情况汇总.md 表3). All are dual-issue simple instructions, one VL per
// cycle (附录/Reg矢量计算接口理论性能汇总.md 表7; b64 is emulated by the SDK and priced as one here).
// Shifts (约束说明): a count beyond the width gives 0 (or -1 for a negative value shifted right; a count
// equal to the width is treated as beyond, as the Memory API does); a negative count is undefined
// ("负数行为未定义"): a negative per-element count gives the lane poison and an initcheck report, a
// negative scalar count makes every active lane so. Signed left shifts are the row's plain shift (the
// pages' "算术左移" example keeps the sign bit; the shared row does not: see engine/ops/logic.h).
// The MaskReg forms (maskreg_intf.h): per mask bit, src0 op src1 (~src for Not) where `mask` is 1, 0
// where it is 0 ("指示在计算过程中哪些bit有效"; 0 elsewhere assumed, as ZEROING does for registers); a
// result bit is undefined when its mask bit is, or when it depends on an undefined source bit (a defined
// 0 decides And, a defined 1 decides Or). They cost one cycle (理论性能汇总.md 表5, the mask class).
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/engine/ops/logic.h"
#include "ascendc_sim/reg_compute/arith.h"
#include "ascendc_sim/numerics/poison.h"
#include "ascendc_sim/numerics/traits.h"

namespace AscendC::Reg {

namespace detail {

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

} // namespace detail

// ---- RegTensor forms ------------------------------------------------------------------------------
template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void And(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kAndXorType<typename U::ActualT>,
                  "And: bool and 8..64-bit integer element types only (And.md, 数据类型)");
    detail::BitBinary<ascsim::ops::And, T, mode>(loc, dstReg, srcReg0, srcReg1, mask);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Or(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(std::is_integral_v<typename U::ActualT>,
                  "Or: integer element types only (Or.md, 数据类型); view a float register as its unsigned twin");
    using Row = ascsim::ops::Or;
    detail::Binary<T, mode, Row::kMerging>(
        Row::kName, loc, dstReg, srcReg0, srcReg1, mask, [](auto a, auto b) { return Row::Lane(a, b); }, Row::kVfOp);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Xor(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kAndXorType<typename U::ActualT>,
                  "Xor: bool and 8..64-bit integer element types only (Xor.md, 数据类型)");
    detail::BitBinary<ascsim::ops::Xor, T, mode>(loc, dstReg, srcReg0, srcReg1, mask);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Not(U& dstReg, U& srcReg, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(detail::kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    using E = typename U::ActualT;
    static_assert(
        ascsim::num::kIsOneOf<E, int8_t, uint8_t, int16_t, uint16_t, half, int32_t, uint32_t, float, int64_t, uint64_t>,
        "Not: 8..64-bit integers, half and float only (Not.md, 数据类型)");
    using Row = ascsim::ops::Not;
    auto& d = detail::AsBitsReg(dstReg);
    auto& s = detail::AsBitsReg(srcReg);
    detail::Unary<DefaultType, mode>(
        Row::kName, loc, d, s, mask, [](auto a) { return Row::Lane(a); }, Row::kVfOp);
}

template <typename T = DefaultType, typename U = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S,
          typename V>
__simd_callee__ inline void ShiftLeft(S& dstReg, S& srcReg0, V& srcReg1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::ShiftByRegister<ascsim::ops::ShiftLeft, T, U, mode>(loc, dstReg, srcReg0, srcReg1, mask);
}
template <typename T = DefaultType, typename U = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S,
          typename V>
__simd_callee__ inline void ShiftRight(S& dstReg, S& srcReg0, V& srcReg1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::ShiftByRegister<ascsim::ops::ShiftRight, T, U, mode>(loc, dstReg, srcReg0, srcReg1, mask);
}
template <typename T = DefaultType, typename U, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>
__simd_callee__ inline void ShiftLefts(S& dstReg, S& srcReg, U scalarValue, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::ShiftByScalar<ascsim::ops::ShiftLeft, T, U, mode>("ShiftLefts", loc, dstReg, srcReg, scalarValue, mask);
}
template <typename T = DefaultType, typename U, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>
__simd_callee__ inline void ShiftRights(S& dstReg, S& srcReg, U scalarValue, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::ShiftByScalar<ascsim::ops::ShiftRight, T, U, mode>("ShiftRights", loc, dstReg, srcReg, scalarValue, mask);
}

// ---- MaskReg forms --------------------------------------------------------------------------------
__simd_callee__ inline void And(MaskReg& dst, MaskReg& src0, MaskReg& src1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::MaskBits(
        "And", loc, dst, src0, src1, mask, detail::ReadsOf(src0, src1, mask), [](bool a, bool b) { return a && b; },
        [](bool a, bool ua, bool b, bool ub) { return !((!a && !ua) || (!b && !ub)) && (ua || ub); });
}
__simd_callee__ inline void Xor(MaskReg& dst, MaskReg& src0, MaskReg& src1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::MaskBits(
        "Xor", loc, dst, src0, src1, mask, detail::ReadsOf(src0, src1, mask), [](bool a, bool b) { return a != b; },
        [](bool, bool ua, bool, bool ub) { return ua || ub; });
}
__simd_callee__ inline void Not(MaskReg& dst, MaskReg& src, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::MaskBits(
        "Not", loc, dst, src, src, mask, detail::ReadsOf(src, mask), [](bool a, bool) { return !a; },
        [](bool, bool ua, bool, bool) { return ua; });
}

// A result bit is undefined when its mask bit is, or when it depends on an undefined source bit (a
// defined 1 on the other side decides it).
__simd_callee__ inline void Or(MaskReg& dst, MaskReg& src0, MaskReg& src1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    using Row = ascsim::ops::OrMask;
    detail::VfContext* vf = detail::RequireVf(Row::kName, loc);
    MaskReg r;
    for (uint32_t i = 0; i < detail::kVL; ++i) {
        const bool a = src0.Bit(i), b = src1.Bit(i);
        const bool ua = src0.BitUndefined(i), ub = src1.BitUndefined(i);
        const bool on = mask.Bit(i);
        const bool decided = (a && !ua) || (b && !ub);
        const bool undefined = mask.BitUndefined(i) || (on && !decided && (ua || ub));
        r.SetBit(i, on && (a || b), undefined);
    }
    const auto reads = detail::ReadsOf(src0, src1, mask);
    r.vfDef = detail::Tick(vf, Row::kVfOp, reads);
    dst = r;
}

} // namespace AscendC::Reg
