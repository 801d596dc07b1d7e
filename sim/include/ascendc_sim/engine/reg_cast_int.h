// The engine of the C API's integer conversions and the float <-> integer ones reg_cast.h does not
// model (docs/zh/api/SIMD-API/C-API/reg/data_type_convert/: asc_half2int8.md, asc_half2uint8.md,
// asc_half2int16.md, asc_bfloat162int32.md, asc_float2int64.md, asc_int642float.md, asc_int162half.md,
// asc_int162float.md, asc_int162int32.md, asc_int162uint32.md, asc_int162uint8.md, asc_int322int16.md,
// asc_int322int64.md, asc_int322uint16.md, asc_int322uint8_deprecated.md, asc_int642int32.md,
// asc_int82half.md, asc_int82int16.md, asc_int82int32_deprecated.md, asc_uint82half.md,
// asc_uint82uint16.md, asc_uint82uint32_deprecated.md, asc_uint162uint32.md, asc_uint162uint8.md,
// asc_uint322int16.md, asc_uint322uint16.md, asc_uint322uint8_deprecated.md; rounding_mode.md).
// One instruction: CastRegsPart<D, S, part, rm, sat>(dst, src, mask, loc).
//   widths     sizeof(D) : sizeof(S) is 1:1, 1:2 / 1:4 (a widening reads source element r * i + part
//              into destination element i) or 2:1 / 4:1 (a narrowing writes source element i into
//              destination element r * i + part, the others 0: "索引为偶数位置的数值置零。反之亦然");
//              part is the C name's _vN minus 1
//   mask       governs the source elements ("mask控制源操作数是否参与计算"), 0 where unselected
//   saturation rounding_mode.md: SAT clamps to the destination's range; NO_SAT keeps the low bits of
//              the (rounded) integer. As reg_cast.h's pairs: with CTRL[60] = 1 (the reset state)
//              CTRL[59] decides (asc_set_ctrl.md: "浮点数转整数或整数转整数时"), 0 = saturate;
//              with CTRL[60] = 0 the name's _sat does. SatMode::UNKNOWN: a pair without the choice
//              (the widenings: exact, except a negative value to an unsigned type, saturated to 0 as
//              the C++ Cast.md's 约束说明 says of int16_t -> uint32_t, asc_int162uint32's instruction)
//   float -> integer  NaN -> 0, +-inf -> the destination's max / min in both modes (rounding_mode.md
//              "浮点转整型"); a negative value to an unsigned type is out of range like any other
//              (saturated to 0, or its low bits)
//   integer -> float  rounded once by rm (exact where the value fits the significand)
#pragma once

#include <cstdint>
#include <limits>
#include <type_traits>

#include "ascendc_sim/core/ctrl_bits.h"
#include "ascendc_sim/engine/ops/cast.h"
#include "ascendc_sim/engine/reg_lanes.h"
#include "ascendc_sim/numerics/numerics.h"

namespace AscendC::Reg::detail {

// Whether an instruction of a pair with the _sat choice saturates (see the head comment).
template <SatMode sat>
inline bool IntCastSaturates()
{
    namespace ctrl = ascsim::kern::ctrl;
    const uint64_t c = ascsim::kern::CtrlValue();
    if (ctrl::Has(c, ctrl::kGlobalSatSelect)) {
        return !ctrl::Has(c, ctrl::kToIntTruncate);
    }
    return sat == SatMode::SAT;
}

// The low sizeof(D) bytes of a 64-bit two's-complement value.
template <typename D>
inline D LowBits(uint64_t v)
{
    return static_cast<D>(static_cast<std::make_unsigned_t<D>>(v));
}

template <typename D, typename S>
inline D IntToInt(S x, bool saturate)
{
    if (saturate) {
        if constexpr (std::is_signed_v<S>) {
            const int64_t v = x;
            const int64_t lo = static_cast<int64_t>(std::numeric_limits<D>::min());
            const int64_t hi = static_cast<int64_t>(std::numeric_limits<D>::max());
            return static_cast<D>(v < lo ? lo : (v > hi ? hi : v));
        } else {
            const uint64_t v = x;
            const uint64_t hi = static_cast<uint64_t>(std::numeric_limits<D>::max());
            return static_cast<D>(v > hi ? hi : v);
        }
    }
    return LowBits<D>(static_cast<uint64_t>(static_cast<int64_t>(x)));
}

template <typename D, typename S>
inline D FloatToInt(S x, RoundMode rm, bool saturate)
{
    namespace nd = ascsim::num::detail;
    using SF = typename ascsim::num::FpTraits<S>::Format;
    const nd::Decomposed d = nd::DecomposeBits<SF>(ascsim::num::Bits(x));
    constexpr D kMin = std::numeric_limits<D>::min(), kMax = std::numeric_limits<D>::max();
    if (d.cls == nd::FpClass::kNaN) {
        return D(0);
    }
    if (d.cls == nd::FpClass::kInf) {
        return d.neg ? kMin : kMax;
    }
    const nd::IntMagnitude m = nd::RoundToIntegerMagnitude(d, rm);
    constexpr uint64_t kPosMax = static_cast<uint64_t>(kMax);
    constexpr uint64_t kNegMax = std::is_signed_v<D> ? kPosMax + 1 : 0; // |min|
    const bool inRange = !m.overflow && (d.neg ? m.mag <= kNegMax : m.mag <= kPosMax);
    if (!inRange && saturate) {
        return d.neg ? kMin : kMax;
    }
    // In range, or its low bits. Beyond 2^64 the value is an integer (sig * 2^exp2, exp2 > 0).
    const uint64_t mag = !m.overflow ? m.mag : (d.exp2 >= 64 ? 0 : d.sig << d.exp2);
    return LowBits<D>(d.neg ? uint64_t(0) - mag : mag);
}

template <typename D, typename S>
inline D ConvertLane(S x, RoundMode rm, bool saturate)
{
    if constexpr (std::is_integral_v<D> && std::is_integral_v<S>) {
        return IntToInt<D>(x, saturate);
    } else if constexpr (std::is_integral_v<D>) {
        return FloatToInt<D>(x, rm, saturate);
    } else {
        static_assert(std::is_integral_v<S>, "internal: reg_cast_int.h converts to or from an integer type");
        using DF = typename ascsim::num::FpTraits<D>::Format;
        return ascsim::num::FromBits<D>(ascsim::num::detail::FromInteger<DF>(x, rm));
    }
}

template <typename D, typename S, uint32_t part, RoundMode rm, SatMode sat>
inline void CastRegsPart(RegTensor<D>& dstReg, RegTensor<S>& srcReg, MaskReg& mask, ascsim::kern::SrcLoc loc)
{
    constexpr uint32_t kRatio = sizeof(D) > sizeof(S) ? sizeof(D) / sizeof(S) : sizeof(S) / sizeof(D);
    static_assert(part < kRatio, "internal: the _vN part is within the width ratio");
    static_assert(std::is_integral_v<D> || std::is_integral_v<S>, "internal: reg_cast.h has the float pairs");
    using Row = ascsim::ops::Cast;
    VfContext* vf = RequireVf(Row::kName, loc);
    const auto reads = ReadsOf(srcReg, mask);
    // A pair without the choice saturates only a negative value to an unsigned type (Cast.md 约束说明,
    // 整数转整数: int16_t -> uint32_t "只支持饱和模式，输入负数会被饱和成0"); its others are exact.
    constexpr bool kSignedToUnsigned = std::is_integral_v<D> && std::is_integral_v<S> && std::is_signed_v<S> &&
                                       std::is_unsigned_v<D>;
    const bool saturate = sat != SatMode::UNKNOWN ? IntCastSaturates<sat>() : kSignedToUnsigned;
    const RoundMode r = rm == RoundMode::UNKNOWN ? RoundMode::CAST_RINT : rm; // exact when unnamed
    RegTensor<D> out;
    out.ZeroDefined();
    if constexpr (sizeof(D) > sizeof(S)) {
        for (uint32_t i = 0; i < kLanes<D>; ++i) {
            const uint32_t j = kRatio * i + part;
            const bool on = mask.Active<S>(j), mu = mask.ActiveUndefined<S>(j);
            if (on) {
                out.SetLane(i, ConvertLane<D>(srcReg.Lane(j), r, saturate), srcReg.LaneUndefined(j) || mu);
            } else if (mu) {
                out.SetLane(i, D(0), true);
            }
        }
    } else {
        for (uint32_t i = 0; i < kLanes<S>; ++i) {
            const uint32_t j = kRatio * i + part;
            const bool on = mask.Active<S>(i), mu = mask.ActiveUndefined<S>(i);
            if (on) {
                out.SetLane(j, ConvertLane<D>(srcReg.Lane(i), r, saturate), srcReg.LaneUndefined(i) || mu);
            } else if (mu) {
                out.SetLane(j, D(0), true);
            }
        }
    }
    dstReg = out;
    dstReg.vfDef = Tick(vf, Row::kVfOp, reads);
}

} // namespace AscendC::Reg::detail
