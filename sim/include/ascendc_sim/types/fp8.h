// The 8-bit float types of Ascend 950: fp8_e4m3fn_t, fp8_e5m2_t, fp8_e8m0_t
// (docs/zh/api/SIMD-API/基础API/数据结构/内置数据类型.md, 表5 and its per-type notes), spelled in the
// global namespace as the SDK's headers use them (c_api/reg_compute/reg_convert.h, adv_api/).
//   fp8_e4m3fn_t  1/4/3, bias 7, no inf ("fp8_e4m3fn_t没有inf表示格式", Reg矢量计算/类型转换/Cast.md),
//                 NaN = S.1111.111 (0x7F / 0xFF), largest 2^9 - 2^6 = 448.
//   fp8_e5m2_t    1/5/2, bias 15, IEEE-like: exponent 31 is inf (mantissa 0) or NaN, largest 57344.
//   fp8_e8m0_t    0/8/0: a power of two 2^(E - 127), E = 0..254 ([2^-127, 2^127]); E = 255 is NaN
//                 (Cast.md: "fp8_e8m0_t nan = 0b11111111"); its bits are a bfloat16_t's exponent field.
// Like the SDK (内置数据类型.md, 说明: only the listed types take immediates), these types have no
// arithmetic and no conversion from numbers: a kernel gets them from Cast or memory. The sim's
// conversions are the functions in ascsim::num below (Reg Cast's lanes, engine/reg_cast_lowfp.h).
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>

#include "ascendc_sim/numerics/bfloat16.h"
#include "ascendc_sim/numerics/minifloat.h"

struct fp8_e4m3fn_t {
    uint8_t storage = 0;
    bool operator==(const fp8_e4m3fn_t& o) const { return storage == o.storage; }
    bool operator!=(const fp8_e4m3fn_t& o) const { return storage != o.storage; }
};
struct fp8_e5m2_t {
    uint8_t storage = 0;
    bool operator==(const fp8_e5m2_t& o) const { return storage == o.storage; }
    bool operator!=(const fp8_e5m2_t& o) const { return storage != o.storage; }
};
struct fp8_e8m0_t {
    uint8_t storage = 0;
    bool operator==(const fp8_e8m0_t& o) const { return storage == o.storage; }
    bool operator!=(const fp8_e8m0_t& o) const { return storage != o.storage; }
};
static_assert(sizeof(fp8_e4m3fn_t) == 1 && sizeof(fp8_e5m2_t) == 1 && sizeof(fp8_e8m0_t) == 1, "b8 types");

namespace ascsim::num {

inline constexpr mini::Format kE4M3 = {4, 3, 7};
inline constexpr mini::Format kE5M2 = {5, 2, 15};
inline constexpr uint8_t kE4M3Max = 0x7E; // 448
inline constexpr uint8_t kE4M3NaN = 0x7F; // with the sign bit: 0xFF
inline constexpr uint8_t kE5M2Max = 0x7B; // 57344
inline constexpr uint8_t kE5M2Inf = 0x7C; // with the sign bit: -inf
inline constexpr uint8_t kE5M2NaN = 0x7E; // the quiet NaN the sim writes (mantissa's top bit set)
inline constexpr uint8_t kE8M0Max = 0xFE; // 2^127
inline constexpr uint8_t kE8M0NaN = 0xFF;

inline double ToDouble(fp8_e4m3fn_t v)
{
    const uint32_t mag = v.storage & 0x7Fu;
    if (mag == kE4M3NaN) {
        return std::numeric_limits<double>::quiet_NaN();
    }
    const double a = mini::MagnitudeOf(kE4M3, mag);
    return (v.storage & 0x80u) ? -a : a;
}
inline double ToDouble(fp8_e5m2_t v)
{
    const uint32_t mag = v.storage & 0x7Fu;
    if (mag > kE5M2Inf) {
        return std::numeric_limits<double>::quiet_NaN();
    }
    const double a = mag == kE5M2Inf ? std::numeric_limits<double>::infinity() : mini::MagnitudeOf(kE5M2, mag);
    return (v.storage & 0x80u) ? -a : a;
}
inline double ToDouble(fp8_e8m0_t v)
{
    return v.storage == kE8M0NaN ? std::numeric_limits<double>::quiet_NaN() : std::ldexp(1.0, int(v.storage) - 127);
}

// x (a float's value) to fp8_e4m3fn_t / fp8_e5m2_t, Cast.md 约束说明 and 表4 (float -> float):
//   not saturating: NaN -> NaN; inf and values beyond the largest once rounded -> inf for e5m2,
//                   NaN for e4m3fn (it has no inf), except that a mode rounding a finite value
//                   toward zero gives the largest value (IEEE 754, as num::Cast<half, float> does);
//   saturating:     inf and values beyond -> the signed largest; NaN -> 0, or NaN when CTRL[50] = 1
//                   (`nanKeep`).
// Zero keeps its sign; values below the smallest subnormal round by `rm` like any other.
inline fp8_e4m3fn_t ToE4M3(double x, AscendC::RoundMode rm, bool saturate, bool nanKeep)
{
    const uint8_t sign = std::signbit(x) ? 0x80u : 0u;
    if (std::isnan(x)) {
        return fp8_e4m3fn_t{static_cast<uint8_t>(saturate && !nanKeep ? 0u : (sign | kE4M3NaN))};
    }
    const uint32_t mag = std::isinf(x) ? 0xFFFFu : mini::RoundMagnitude(kE4M3, x, rm);
    if (mag > kE4M3Max) {
        const bool toMax = saturate || (!std::isinf(x) && mini::TowardZero(x, rm));
        return fp8_e4m3fn_t{static_cast<uint8_t>(sign | (toMax ? kE4M3Max : kE4M3NaN))};
    }
    return fp8_e4m3fn_t{static_cast<uint8_t>(sign | mag)};
}
inline fp8_e5m2_t ToE5M2(double x, AscendC::RoundMode rm, bool saturate, bool nanKeep)
{
    const uint8_t sign = std::signbit(x) ? 0x80u : 0u;
    if (std::isnan(x)) {
        return fp8_e5m2_t{static_cast<uint8_t>(saturate && !nanKeep ? 0u : (sign | kE5M2NaN))};
    }
    const uint32_t mag = std::isinf(x) ? 0xFFFFu : mini::RoundMagnitude(kE5M2, x, rm);
    if (mag > kE5M2Max) {
        const bool toMax = saturate || (!std::isinf(x) && mini::TowardZero(x, rm));
        return fp8_e5m2_t{static_cast<uint8_t>(sign | (toMax ? kE5M2Max : kE5M2Inf))};
    }
    return fp8_e5m2_t{static_cast<uint8_t>(sign | mag)};
}

// bfloat16_t -> fp8_e8m0_t (Cast.md 约束说明; 内置数据类型.md: e8m0's bits are bfloat16's with the
// sign and mantissa dropped): the exponent field, so |x| rounds down to a power of two and the sign
// is dropped (the pages give no rounding mode: the trait's roundMode is UNKNOWN); +-inf -> 0xFE, NaN ->
// 0xFF. Zero and subnormals have exponent field 0: 2^-127.
inline fp8_e8m0_t ToE8M0(bfloat16_t x)
{
    const uint32_t b = x.bits();
    const uint32_t exp = (b >> 7) & 0xFFu;
    if (exp == 0xFFu) {
        return fp8_e8m0_t{(b & 0x7Fu) != 0 ? kE8M0NaN : kE8M0Max};
    }
    return fp8_e8m0_t{static_cast<uint8_t>(exp)};
}
// fp8_e8m0_t -> bfloat16_t: exact (2^-127 is bfloat16_t's subnormal 0x0040); NaN -> 0x7FC0.
inline bfloat16_t ToBf16(fp8_e8m0_t v)
{
    if (v.storage == kE8M0NaN) {
        return bfloat16_t::FromBits(0x7FC0);
    }
    return bfloat16_t::FromBits(v.storage == 0 ? uint16_t(0x0040) : static_cast<uint16_t>(uint32_t(v.storage) << 7));
}

} // namespace ascsim::num
