// The engine of Reg Cast (the C++ Reg API's reg_compute/cast.h, the C API's asc_<from>2<to>_<round>[_sat][_v2]
// conversions in c_api/reg_compute/reg_convert.h): the modelled type pairs, the CastTrait each takes,
// layouts, rounding and saturation (reg_compute/cast.h's head comment gives the rules).
#pragma once

#include <cstdint>
#include <limits>
#include <type_traits>
#include "ascendc_sim/core/ctrl_bits.h"
#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/engine/ops/cast.h"
#include "ascendc_sim/engine/reg_cast_fast.h"
#include "ascendc_sim/engine/reg_lanes.h"
#include "ascendc_sim/numerics/numerics.h"

namespace AscendC::Reg::detail {

using ascsim::kern::SrcLoc;

enum class CastKind { kNone, kWiden, kNarrow, kSame };

template <typename D, typename S>
constexpr CastKind CastKindOf()
{
    using ascsim::num::kIsOneOf;
    if constexpr ((std::is_same_v<D, float> && kIsOneOf<S, half, bfloat16_t>) ||
                  (std::is_same_v<D, int32_t> && std::is_same_v<S, half>)) {
        return CastKind::kWiden;
    } else if constexpr ((kIsOneOf<D, half, bfloat16_t> || std::is_same_v<D, int16_t>)&&std::is_same_v<S, float>) {
        return CastKind::kNarrow;
    } else if constexpr ((std::is_same_v<D, half> && std::is_same_v<S, bfloat16_t>) ||
                         (std::is_same_v<D, bfloat16_t> && std::is_same_v<S, half>) ||
                         (std::is_same_v<D, int32_t> && std::is_same_v<S, float>) ||
                         (std::is_same_v<D, float> && std::is_same_v<S, int32_t>)) {
        return CastKind::kSame;
    } else {
        return CastKind::kNone;
    }
}

constexpr bool IsRound5(RoundMode r)
{
    return r == RoundMode::CAST_RINT || r == RoundMode::CAST_ROUND || r == RoundMode::CAST_FLOOR ||
           r == RoundMode::CAST_CEIL || r == RoundMode::CAST_TRUNC;
}
constexpr bool IsSatSet(SatMode s) { return s == SatMode::NO_SAT || s == SatMode::SAT; }

} // namespace AscendC::Reg::detail

// The 8-bit / 4-bit float pairs and the integer pairs (use IsRound5 / IsSatSet above).
#include "ascendc_sim/engine/reg_cast_int_pairs.h"
#include "ascendc_sim/engine/reg_cast_lowfp.h"

namespace AscendC::Reg::detail {

// The trait values Cast.md's tables 6-8 list for the pair (表9's integer pairs: reg_cast_int_pairs.h).
template <typename D, typename S>
constexpr bool CastTraitOk(const CastTrait& t)
{
    if (t.mrgMode != MaskMergeMode::ZEROING)
        return false;
    constexpr CastKind k = CastKindOf<D, S>();
    if constexpr (k == CastKind::kWiden && std::is_same_v<D, int32_t>) { // half -> int32 (表6)
        return (t.layoutMode == RegLayout::ZERO || t.layoutMode == RegLayout::ONE) && t.satMode == SatMode::UNKNOWN &&
               IsRound5(t.roundMode);
    } else if constexpr (k == CastKind::kWiden) { // half / bf16 -> float
        return (t.layoutMode == RegLayout::ZERO || t.layoutMode == RegLayout::ONE) && t.satMode == SatMode::UNKNOWN &&
               t.roundMode == RoundMode::UNKNOWN;
    } else if constexpr (k == CastKind::kNarrow && std::is_same_v<D, int16_t>) { // float -> int16 (表6)
        return (t.layoutMode == RegLayout::ZERO || t.layoutMode == RegLayout::ONE) && IsSatSet(t.satMode) &&
               IsRound5(t.roundMode);
    } else if constexpr (k == CastKind::kNarrow) { // float -> half / bf16
        const bool roundOk = IsRound5(t.roundMode) || (std::is_same_v<D, half> && t.roundMode == RoundMode::CAST_ODD);
        return (t.layoutMode == RegLayout::ZERO || t.layoutMode == RegLayout::ONE) && IsSatSet(t.satMode) && roundOk;
    } else if constexpr (std::is_same_v<D, bfloat16_t> && std::is_same_v<S, half>) {
        return t.layoutMode == RegLayout::UNKNOWN && t.satMode == SatMode::UNKNOWN && IsRound5(t.roundMode);
    } else if constexpr (std::is_same_v<D, half> && std::is_same_v<S, bfloat16_t>) {
        return t.layoutMode == RegLayout::UNKNOWN && IsSatSet(t.satMode) && IsRound5(t.roundMode);
    } else if constexpr (std::is_same_v<D, int32_t>) { // float -> int32
        return t.layoutMode == RegLayout::UNKNOWN && IsSatSet(t.satMode) && IsRound5(t.roundMode);
    } else if constexpr (std::is_same_v<D, float>) { // int32 -> float
        return t.layoutMode == RegLayout::UNKNOWN && t.satMode == SatMode::UNKNOWN && IsRound5(t.roundMode);
    } else {
        return false;
    }
}

// float -> int32_t / int16_t without saturation: the low bits of a finite value beyond the range
// (rounded to an integer first, as roundMode says; a float that large is an integer except for
// int16_t, where |x| >= 2^15 can still carry a fraction).
template <typename D>
inline D WrapToInt(float x, RoundMode rm)
{
    const float r = ascsim::num::Cast<float, float>(x, rm);
    const uint32_t b = ascsim::num::Bits(r);
    const int exp = static_cast<int>((b >> 23) & 0xFFu) - 127;
    const uint64_t sig = (b & 0x7FFFFFu) | 0x800000u;
    const int shift = exp - 23;
    uint64_t mag = 0;
    if (shift >= 0) {
        mag = shift >= 64 ? 0 : sig << shift;
    } else {
        mag = shift <= -64 ? 0 : sig >> -shift; // exact: r is an integer
    }
    const uint64_t v = (b & 0x80000000u) ? 0 - mag : mag;
    using UD = std::make_unsigned_t<D>;
    return static_cast<D>(static_cast<UD>(v));
}

// The pairs whose result depends on a saturation mode (Cast.md 表4 / 表7: those that take
// satMode NO_SAT / SAT): float -> half / bfloat16_t, bfloat16_t -> half, float -> int32_t.
template <typename D, typename S>
inline constexpr bool kCastHasSatMode = (kIsLowFpCast<D, S> && LowFpKindOf<D, S>() == LowFpKind::kNarrow &&
                                         !std::is_same_v<D, fp8_e8m0_t>) ||
                                        (ascsim::num::kSaturable<D> && std::is_same_v<S, float>) ||
                                        (std::is_same_v<D, half> && std::is_same_v<S, bfloat16_t>) ||
                                        (ascsim::num::kIsOneOf<D, int32_t, int16_t> && std::is_same_v<S, float>);

// Whether this instruction saturates (Cast.md 表5; SetCtrlSpr(ISASI).md 表3, 表6): with CTRL[60] = 1
// (the reset state) the trait is ignored and CTRL[48] (float results) or CTRL[59] (int32_t results)
// decides, 0 = saturate; with CTRL[60] = 0 the trait's satMode decides (UNKNOWN, which these pairs
// reject at compile time, would saturate: the stricter choice).
template <typename D, const CastTrait& t>
inline bool CastSaturates()
{
    namespace ctrl = ascsim::kern::ctrl;
    const uint64_t c = ascsim::kern::CtrlValue();
    if (ctrl::Has(c, ctrl::kGlobalSatSelect)) {
        return !ctrl::Has(c, std::is_integral_v<D> ? ctrl::kToIntTruncate : ctrl::kFloatNoSat);
    }
    return t.satMode != SatMode::NO_SAT;
}

template <typename D, typename S, const CastTrait& t>
inline D CastElement(S x, bool saturate)
{
    const RoundMode rm = t.roundMode == RoundMode::UNKNOWN ? RoundMode::CAST_NONE : t.roundMode;
    if constexpr (std::is_integral_v<D>) {
        if constexpr (std::is_same_v<S, float>) { // the pairs with a saturation mode
            // Beyond the range once rounded: wrap unless saturating (Cast.md 表4).
            const float r = ascsim::num::IsNaN(x) || ascsim::num::IsInf(x) ? 0.0f :
                                                                             ascsim::num::Cast<float, float>(x, rm);
            if (!saturate && (r > static_cast<float>(std::numeric_limits<D>::max()) ||
                              r < static_cast<float>(std::numeric_limits<D>::min()))) {
                return WrapToInt<D>(x, rm);
            }
        }
        return ascsim::num::Cast<D, S>(x, rm);
    } else {
        const D r = ascsim::num::Cast<D, S>(x, rm);
        return ascsim::kern::SaturateIf(r, saturate); // NaN -> +0, inf (also from overflow) -> +-MAX
    }
}

// The pairs CastKindOf lists and the 8-bit / 4-bit float ones (CastRegs below has checked the trait).
template <typename D, typename E, const CastTrait& trait, typename S, typename V>
inline void CastFloatRegs(S& dstReg, V& srcReg, MaskReg& mask, ascsim::kern::SrcLoc loc)
{
    constexpr CastKind kind = CastKindOf<D, E>();
    constexpr bool lowFp = kIsLowFpCast<D, E>;
    using Row = ascsim::ops::Cast;
    VfContext* vf = RequireVf(Row::kName, loc);
    const auto reads = ReadsOf(srcReg, mask);
    bool sat = false;
    if constexpr (kCastHasSatMode<D, E>) {
        sat = CastSaturates<D, trait>();
    }
    S out;
    out.ZeroDefined();
    constexpr uint32_t layout = trait.layoutMode == RegLayout::UNKNOWN ? 0u : static_cast<uint32_t>(trait.layoutMode);
    if constexpr (lowFp) {
        CastLowFpLanes<D, E, layout>(out, srcReg, mask, trait.roundMode, sat);
    } else if constexpr (kRegCastFast<D, E>) { // the loops below, a register at a time (cast_fast.h)
        if constexpr (kind == CastKind::kWiden) {
            CastWidenB16<layout>(out, srcReg, mask);
        } else {
            constexpr RoundMode rm = trait.roundMode == RoundMode::UNKNOWN ? RoundMode::CAST_NONE : trait.roundMode;
            CastNarrowB32<layout>(out, srcReg, mask, rm, sat);
        }
    } else if constexpr (kind == CastKind::kWiden) {
        for (uint32_t i = 0; i < kLanes<D>; ++i) {
            const uint32_t j = 2 * i + layout;
            const bool on = mask.Active<E>(j), mu = mask.ActiveUndefined<E>(j);
            if (on) {
                out.SetLane(i, CastElement<D, E, trait>(srcReg.Lane(j), sat), srcReg.LaneUndefined(j) || mu);
            } else if (mu) {
                out.SetLane(i, D(0), true);
            }
        }
    } else if constexpr (kind == CastKind::kNarrow) {
        for (uint32_t i = 0; i < kLanes<E>; ++i) {
            const bool on = mask.Active<E>(i), mu = mask.ActiveUndefined<E>(i);
            if (on) {
                out.SetLane(2 * i + layout, CastElement<D, E, trait>(srcReg.Lane(i), sat),
                            srcReg.LaneUndefined(i) || mu);
            } else if (mu) {
                out.SetLane(2 * i + layout, D(0), true);
            }
        }
    } else {
        for (uint32_t i = 0; i < kLanes<D>; ++i) {
            const bool on = mask.Active<E>(i), mu = mask.ActiveUndefined<E>(i);
            if (on) {
                out.SetLane(i, CastElement<D, E, trait>(srcReg.Lane(i), sat), srcReg.LaneUndefined(i) || mu);
            } else if (mu) {
                out.SetLane(i, D(0), true);
            }
        }
    }
    dstReg = out;
    dstReg.vfDef = Tick(vf, Row::kVfOp, reads);
}

template <typename T = DefaultType, typename U = DefaultType, const CastTrait& trait = castTrait, typename S,
          typename V>
inline void CastRegs(S& dstReg, V& srcReg, MaskReg& mask, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<S>::value && IsRegTensor<V>::value, "operands must be RegTensor");
    static_assert(kTypeMatches<T, S>, "T must be DefaultType or the destination's element type");
    static_assert(kTypeMatches<U, V>, "U must be DefaultType or the source's element type");
    using D = typename S::ActualT;
    using E = typename V::ActualT;
    constexpr CastKind kind = CastKindOf<D, E>();
    constexpr bool lowFp = kIsLowFpCast<D, E>;
    constexpr bool intPair = kIsIntCast<D, E>;
    static_assert(kind != CastKind::kNone || lowFp || intPair,
                  "Cast: not a type pair of Cast.md table 3 (the sim models every pair it lists)");
    static_assert(
        lowFp ? LowFpTraitOk<D, E>(trait) : (intPair ? IntCastTraitOk<D, E>(trait) : CastTraitOk<D, E>(trait)),
        "Cast: the CastTrait does not match what Cast.md tables 6-9 list for this type pair");
    if constexpr (intPair) { // engine/reg_cast_int_pairs.h: the lanes of the C API's same instructions
        CastIntPair<D, E, trait>(dstReg, srcReg, mask, loc);
    } else {
        CastFloatRegs<D, E, trait>(dstReg, srcReg, mask, loc);
    }
}

} // namespace AscendC::Reg::detail
