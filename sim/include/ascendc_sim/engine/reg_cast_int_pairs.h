// Reg Cast's integer pairs (docs/zh/api/SIMD-API/基础API/Reg矢量计算/类型转换/Cast.md, 表3 and the CastTrait
// tables 表6 浮点转整数 / 表8 整数转浮点 / 表9 整数转整数) that reg_cast.h's CastKindOf does not list. Part
// of engine/reg_cast.h's CastRegs, which sends these pairs here. The lanes are the C API's engines for the
// same instructions: engine/reg_cast_int.h (CastRegsPart) and, for int4x2_t, engine/reg_cast_int4.h.
//   layouts  how many RegLayout values the pair takes: 1 = UNKNOWN only (same widths), 2 = ZERO / ONE,
//            4 = ZERO..THREE; the layout is the part of the wider register (RegLayout.md's pseudocode,
//            the C names' _vN)
//   sat      the pair takes SatMode NO_SAT / SAT (else UNKNOWN only)
//   round5   the pair takes the five RoundMode values CAST_RINT / ROUND / FLOOR / CEIL / TRUNC (else
//            UNKNOWN only: the conversion is exact)
// mrgMode ZEROING for all. A RegTraitNumTwo b64 register is not among them (a compile error).
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/engine/reg_cast_int.h"
#include "ascendc_sim/engine/reg_cast_int4.h"
#include "ascendc_sim/types/int4x2.h"

namespace AscendC::Reg::detail {

struct IntCastRow {
    uint32_t layouts = 0; // 0: not one of these pairs
    bool sat = false;
    bool round5 = false;
};

template <typename D, typename S>
constexpr IntCastRow IntCastRowOf()
{
    using std::is_same_v;
    constexpr bool fromHalf = is_same_v<S, half>, fromI16 = is_same_v<S, int16_t>;
    // 表6 浮点转整数 (half -> int32_t, float -> int16_t / int32_t: reg_cast.h)
    if constexpr (fromHalf && is_same_v<D, int4x2_t>) {
        return {4, true, true};
    } else if constexpr (fromHalf && (is_same_v<D, int8_t> || is_same_v<D, uint8_t>)) {
        return {2, true, true};
    } else if constexpr (fromHalf && is_same_v<D, int16_t>) {
        return {1, true, true};
    } else if constexpr ((is_same_v<S, bfloat16_t> && is_same_v<D, int32_t>) ||
                         (is_same_v<S, float> && is_same_v<D, int64_t>)) {
        return {2, true, true};
        // 表8 整数转浮点 (int32_t -> float: reg_cast.h)
    } else if constexpr (is_same_v<S, int4x2_t> && (is_same_v<D, half> || is_same_v<D, bfloat16_t>)) {
        return {4, false, false};
    } else if constexpr ((is_same_v<S, int8_t> || is_same_v<S, uint8_t>)&&is_same_v<D, half>) {
        return {2, false, false};
    } else if constexpr (fromI16 && is_same_v<D, half>) {
        return {1, false, true};
    } else if constexpr (fromI16 && is_same_v<D, float>) {
        return {2, false, false};
    } else if constexpr (is_same_v<S, int64_t> && is_same_v<D, float>) {
        return {2, false, true};
        // 表9 整数转整数: widenings (exact, or a negative to an unsigned type saturated to 0)
    } else if constexpr (is_same_v<S, int4x2_t> && is_same_v<D, int16_t>) {
        return {4, false, false};
    } else if constexpr ((is_same_v<S, int8_t> && is_same_v<D, int16_t>) ||
                         (is_same_v<S, uint8_t> && is_same_v<D, uint16_t>) ||
                         (fromI16 && (is_same_v<D, int32_t> || is_same_v<D, uint32_t>)) ||
                         (is_same_v<S, uint16_t> && is_same_v<D, uint32_t>) ||
                         (is_same_v<S, int32_t> && is_same_v<D, int64_t>)) {
        return {2, false, false};
    } else if constexpr ((is_same_v<S, int8_t> && is_same_v<D, int32_t>) ||
                         (is_same_v<S, uint8_t> && is_same_v<D, uint32_t>)) {
        return {4, false, false};
        // 表9 整数转整数: narrowings (NO_SAT keeps the low bits, SAT clamps)
    } else if constexpr ((fromI16 && is_same_v<D, int4x2_t>) ||
                         ((is_same_v<S, int32_t> || is_same_v<S, uint32_t>)&&is_same_v<D, uint8_t>)) {
        return {4, true, false};
    } else if constexpr ((fromI16 && is_same_v<D, uint8_t>) || (is_same_v<S, uint16_t> && is_same_v<D, uint8_t>) ||
                         ((is_same_v<S, int32_t> || is_same_v<S, uint32_t>)&&(is_same_v<D, int16_t> ||
                                                                              is_same_v<D, uint16_t>)) ||
                         (is_same_v<S, int64_t> && is_same_v<D, int32_t>)) {
        return {2, true, false};
    } else {
        return {};
    }
}

template <typename D, typename S>
inline constexpr bool kIsIntCast = IntCastRowOf<D, S>().layouts != 0;

// The trait values the pair's row lists.
template <typename D, typename S>
constexpr bool IntCastTraitOk(const CastTrait& t)
{
    constexpr IntCastRow row = IntCastRowOf<D, S>();
    const int layout = static_cast<int>(t.layoutMode);
    const bool layoutOk = row.layouts == 1 ? t.layoutMode == RegLayout::UNKNOWN :
                                             (layout >= 0 && layout < static_cast<int>(row.layouts));
    const bool satOk = row.sat ? IsSatSet(t.satMode) : t.satMode == SatMode::UNKNOWN;
    const bool roundOk = row.round5 ? IsRound5(t.roundMode) : t.roundMode == RoundMode::UNKNOWN;
    return t.mrgMode == MaskMergeMode::ZEROING && layoutOk && satOk && roundOk;
}

template <typename D, typename E, const CastTrait& t, typename S, typename V>
inline void CastIntPair(S& dstReg, V& srcReg, MaskReg& mask, ascsim::kern::SrcLoc loc)
{
    static_assert(S::REG_NUM == 1 && V::REG_NUM == 1,
                  "Cast: the sim models the integer pairs on RegTraitNumOne registers (RegTensor.md)");
    constexpr uint32_t part = t.layoutMode == RegLayout::UNKNOWN ? 0u : static_cast<uint32_t>(t.layoutMode);
    if constexpr (std::is_same_v<E, int4x2_t>) {
        CastInt4Widen<D, part>(dstReg, srcReg, mask, loc);
    } else if constexpr (std::is_same_v<D, int4x2_t>) {
        CastInt4Narrow<part, t.roundMode, t.satMode>(dstReg, srcReg, mask, loc);
    } else {
        CastRegsPart<D, E, part, t.roundMode, t.satMode>(dstReg, srcReg, mask, loc);
    }
}

} // namespace AscendC::Reg::detail
