// Reg Cast's pairs with the 8-bit and 4-bit float types (docs/zh/api/SIMD-API/基础API/Reg矢量计算/类型转换/
// Cast.md, 表3 / 表7 and 约束说明; the lanes are types/fp8.h, types/fp4x2.h, types/hifloat8.h). Part of
// engine/reg_cast.h's CastRegs, which sends these pairs here; the C API's asc_*2e4m3* ... names reach
// them through c_api/reg_compute/reg_convert_lowfp.h.
//   pair                         layoutMode      satMode          roundMode
//   fp8_e4m3fn_t/e5m2 -> float   ZERO..THREE     UNKNOWN          UNKNOWN (exact)
//   hifloat8_t -> float          ZERO..THREE     UNKNOWN          UNKNOWN (exact)
//   hifloat8_t -> half           ZERO, ONE       UNKNOWN          UNKNOWN (exact)
//   fp8_e8m0_t -> bfloat16_t     ZERO, ONE       UNKNOWN          UNKNOWN (exact)
//   fp4x2_* -> bfloat16_t        ZERO..THREE     UNKNOWN          UNKNOWN (exact)
//   float -> fp8_e4m3fn_t/e5m2   ZERO..THREE     NO_SAT, SAT      CAST_RINT
//   float -> hifloat8_t          ZERO..THREE     NO_SAT, SAT      CAST_ROUND, CAST_HYBRID
//   half -> hifloat8_t           ZERO, ONE       NO_SAT, SAT      CAST_ROUND, CAST_HYBRID
//   bfloat16_t -> fp8_e8m0_t     ZERO, ONE       UNKNOWN          UNKNOWN (the exponent field)
//   bfloat16_t -> fp4x2_*        ZERO..THREE     UNKNOWN          RINT, ROUND, FLOOR, CEIL, TRUNC
// mrgMode ZEROING for all. Layout (RegLayout.md's pseudocode): a b32 <-> b8 pair works on 64
// elements, the b8 one at byte 4i + layout; b16 <-> b8 on 128, the b8 one at byte 2i + layout;
// b16 <-> fp4x2 on 64 pairs of b16 elements (2i, 2i+1), whose two nibbles (low = 2i) sit in byte
// 4i + layout. The mask is read in the source type: a b8 source's byte, a b16 narrowing's element
// 2i ("大转小时mask有效位以偶数位为准"). Unselected results and the other bytes are 0.
// Saturation (float -> fp8 / hif8): CTRL as for the other float results (reg_cast.h, CastSaturates);
// a saturating NaN gives 0, or NaN for e4m3fn / e5m2 when CTRL[50] = 1 (Cast.md 约束说明).
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/core/core.h" // CtrlValue
#include "ascendc_sim/core/ctrl_bits.h"
#include "ascendc_sim/lang/vf_keywords.h"
#include "ascendc_sim/numerics/traits.h"
#include "ascendc_sim/types/fp4x2.h"
#include "ascendc_sim/types/fp8.h"
#include "ascendc_sim/types/hifloat8.h"
#include "ascendc_sim/types/reg_enums.h"
#include "ascendc_sim/types/reg_tensor.h"

namespace AscendC::Reg::detail {

enum class LowFpKind { kNone, kWiden, kNarrow, kFp4Widen, kFp4Narrow };

template <typename D, typename S>
constexpr LowFpKind LowFpKindOf()
{
    using ascsim::num::kIsOneOf;
    if constexpr ((std::is_same_v<D, float> && kIsOneOf<S, fp8_e4m3fn_t, fp8_e5m2_t, hifloat8_t>) ||
                  (std::is_same_v<D, half> && std::is_same_v<S, hifloat8_t>) ||
                  (std::is_same_v<D, bfloat16_t> && std::is_same_v<S, fp8_e8m0_t>)) {
        return LowFpKind::kWiden;
    } else if constexpr ((std::is_same_v<S, float> && kIsOneOf<D, fp8_e4m3fn_t, fp8_e5m2_t, hifloat8_t>) ||
                         (std::is_same_v<S, half> && std::is_same_v<D, hifloat8_t>) ||
                         (std::is_same_v<S, bfloat16_t> && std::is_same_v<D, fp8_e8m0_t>)) {
        return LowFpKind::kNarrow;
    } else if constexpr (std::is_same_v<D, bfloat16_t> && kIsOneOf<S, fp4x2_e2m1_t, fp4x2_e1m2_t>) {
        return LowFpKind::kFp4Widen;
    } else if constexpr (std::is_same_v<S, bfloat16_t> && kIsOneOf<D, fp4x2_e2m1_t, fp4x2_e1m2_t>) {
        return LowFpKind::kFp4Narrow;
    } else {
        return LowFpKind::kNone;
    }
}
template <typename D, typename S>
inline constexpr bool kIsLowFpCast = LowFpKindOf<D, S>() != LowFpKind::kNone;

// Elements of the narrow type per element of the wide one: 4 for b32 <-> b8 and b16 <-> fp4x2 (a
// byte per pair), 2 for b16 <-> b8.
template <typename D, typename S>
constexpr uint32_t LowFpRatio()
{
    constexpr LowFpKind k = LowFpKindOf<D, S>();
    if constexpr (k == LowFpKind::kFp4Widen || k == LowFpKind::kFp4Narrow) {
        return 4;
    } else {
        return sizeof(D) > sizeof(S) ? sizeof(D) / sizeof(S) : sizeof(S) / sizeof(D);
    }
}

constexpr bool LayoutUpTo(RegLayout l, uint32_t ratio)
{
    return l == RegLayout::ZERO || l == RegLayout::ONE ||
           (ratio == 4 && (l == RegLayout::TWO || l == RegLayout::THREE));
}

// The trait values Cast.md 表7 lists for the pair.
template <typename D, typename S>
constexpr bool LowFpTraitOk(const CastTrait& t)
{
    if (t.mrgMode != MaskMergeMode::ZEROING || !LayoutUpTo(t.layoutMode, LowFpRatio<D, S>())) {
        return false;
    }
    constexpr LowFpKind k = LowFpKindOf<D, S>();
    if constexpr (k == LowFpKind::kWiden || k == LowFpKind::kFp4Widen || std::is_same_v<D, fp8_e8m0_t>) {
        return t.satMode == SatMode::UNKNOWN && t.roundMode == RoundMode::UNKNOWN;
    } else if constexpr (k == LowFpKind::kFp4Narrow) {
        return t.satMode == SatMode::UNKNOWN && IsRound5(t.roundMode);
    } else if constexpr (std::is_same_v<D, hifloat8_t>) {
        return IsSatSet(t.satMode) && (t.roundMode == RoundMode::CAST_ROUND || t.roundMode == RoundMode::CAST_HYBRID);
    } else { // float -> fp8_e4m3fn_t / fp8_e5m2_t
        return IsSatSet(t.satMode) && t.roundMode == RoundMode::CAST_RINT;
    }
}

// One element, D from S.
template <typename D, typename S>
inline D LowFpElement(S x, RoundMode rm, bool saturate, bool nanKeep)
{
    namespace num = ascsim::num;
    if constexpr (std::is_same_v<D, float> || std::is_same_v<D, half>) { // from hifloat8_t / fp8
        return D(static_cast<float>(num::ToDouble(x)));                  // exact
    } else if constexpr (std::is_same_v<D, bfloat16_t>) {
        return num::ToBf16(x); // from fp8_e8m0_t
    } else if constexpr (std::is_same_v<D, fp8_e8m0_t>) {
        return num::ToE8M0(x);
    } else if constexpr (std::is_same_v<D, hifloat8_t>) {
        return num::ToHif8(x, rm, saturate);
    } else if constexpr (std::is_same_v<D, fp8_e4m3fn_t>) {
        return num::ToE4M3(static_cast<float>(x), rm, saturate, nanKeep);
    } else {
        static_assert(std::is_same_v<D, fp8_e5m2_t>, "a low-precision Cast pair");
        return num::ToE5M2(static_cast<float>(x), rm, saturate, nanKeep);
    }
}

// The lanes of a low-precision Cast into `out` (zeroed and defined by the caller).
template <typename D, typename E, uint32_t layout, typename S, typename V>
inline void CastLowFpLanes(S& out, const V& src, const MaskReg& mask, RoundMode rm, bool sat)
{
    constexpr LowFpKind k = LowFpKindOf<D, E>();
    constexpr uint32_t r = LowFpRatio<D, E>();
    const bool nanKeep = ascsim::kern::ctrl::Has(ascsim::kern::CtrlValue(), ascsim::kern::ctrl::kFp8NanKeep);
    if constexpr (k == LowFpKind::kWiden) {
        for (uint32_t i = 0; i < kLanes<D>; ++i) {
            const uint32_t j = r * i + layout;
            const bool on = mask.Active<E>(j), mu = mask.ActiveUndefined<E>(j);
            if (on) {
                out.SetLane(i, LowFpElement<D>(src.Lane(j), rm, sat, nanKeep), src.LaneUndefined(j) || mu);
            } else if (mu) {
                out.SetLane(i, D{}, true);
            }
        }
    } else if constexpr (k == LowFpKind::kNarrow) {
        for (uint32_t i = 0; i < kLanes<E>; ++i) {
            const bool on = mask.Active<E>(i), mu = mask.ActiveUndefined<E>(i);
            if (on) {
                out.SetLane(r * i + layout, LowFpElement<D>(src.Lane(i), rm, sat, nanKeep), src.LaneUndefined(i) || mu);
            } else if (mu) {
                out.SetLane(r * i + layout, D{}, true);
            }
        }
    } else if constexpr (k == LowFpKind::kFp4Widen) {
        for (uint32_t i = 0; i < kLanes<D> / 2; ++i) {
            const uint32_t j = 4 * i + layout;
            const bool on = mask.Active<E>(j), mu = mask.ActiveUndefined<E>(j);
            const uint8_t byte = src.Lane(j).storage;
            const bool und = src.LaneUndefined(j) || mu;
            for (uint32_t h = 0; h < 2; ++h) {
                if (on) {
                    const double v = ascsim::num::Fp4ToDouble<E>(static_cast<uint8_t>(byte >> (4 * h)));
                    out.SetLane(2 * i + h, bfloat16_t(static_cast<float>(v)), und);
                } else if (mu) {
                    out.SetLane(2 * i + h, bfloat16_t{}, true);
                }
            }
        }
    } else {
        for (uint32_t i = 0; i < kLanes<E> / 2; ++i) {
            const bool on = mask.Active<E>(2 * i), mu = mask.ActiveUndefined<E>(2 * i);
            if (on) {
                const uint8_t lo = ascsim::num::ToFp4<D>(static_cast<float>(src.Lane(2 * i)), rm);
                const uint8_t hi = ascsim::num::ToFp4<D>(static_cast<float>(src.Lane(2 * i + 1)), rm);
                out.SetLane(4 * i + layout, D{static_cast<uint8_t>(lo | hi << 4)},
                            src.LaneUndefined(2 * i) || src.LaneUndefined(2 * i + 1) || mu);
            } else if (mu) {
                out.SetLane(4 * i + layout, D{}, true);
            }
        }
    }
}

} // namespace AscendC::Reg::detail
