// The SIMT conversion and bit-cast functions of float (SDK include/simt_api/device_functions.h; the pages are
// docs/zh/api/SIMT-API/数学函数/数据类型转换/类型转换函数/<name>.md). Exact: the suffix names the rounding of the
// conversion (the pages' CAST_* modes): rn nearest, ties to even (CAST_RINT); rz toward zero (CAST_TRUNC);
// rd down (CAST_FLOOR); ru up (CAST_CEIL); rna nearest, ties away from zero (CAST_ROUND). Into an integer the
// result saturates: NaN gives 0, +inf and values above the type's range its maximum, -inf and values below its
// minimum (0 for the unsigned types: every negative result). A float -> float result of zero keeps the sign of x
// (__float2float_ru(-0.5f) = -0, as IEEE rounding gives; the pages' "±0 -> 0" rows do not tell the signs apart);
// subnormal inputs are converted, not flushed (the pages: __float2float_ru(ASCRT_MIN_DENORM_F) = 1.0, _rn 0).
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

namespace ascsim::simt::math_detail {

enum class Rounding { kRn, kRz, kRd, kRu, kRna };

// Whether a value whose magnitude is truncated to `kept` (low bit `odd`) with the discarded part compared to one
// half (`cmpHalf` < 0, == 0, > 0; `inexact` when anything was discarded) rounds its magnitude up.
constexpr bool RoundsMagnitudeUp(Rounding r, bool negative, bool odd, int cmpHalf, bool inexact) noexcept
{
    switch (r) {
        case Rounding::kRn:
            return cmpHalf > 0 || (cmpHalf == 0 && odd);
        case Rounding::kRna:
            return cmpHalf >= 0 && inexact;
        case Rounding::kRz:
            return false;
        case Rounding::kRd:
            return inexact && negative;
        case Rounding::kRu:
            return inexact && !negative;
    }
    return false;
}

// x rounded to an integral value (still a float) in the mode r; NaN, inf and |x| >= 2^23 (already integral)
// come back unchanged, a zero result keeps the sign of x.
inline float RoundIntegral(float x, Rounding r) noexcept
{
    if (!(x > -0x1p23F && x < 0x1p23F)) {
        return x;
    }
    const bool negative = std::signbit(x);
    const float mag = std::fabs(x);
    const float kept = static_cast<float>(static_cast<int32_t>(mag)); // exact: mag < 2^23
    const float rest = mag - kept;                                    // exact, in [0, 1)
    const int cmpHalf = rest < 0.5F ? -1 : (rest > 0.5F ? 1 : 0);
    const bool odd = (static_cast<int32_t>(kept) & 1) != 0;
    const float rounded = RoundsMagnitudeUp(r, negative, odd, cmpHalf, rest != 0.0F) ? kept + 1.0F : kept;
    return std::copysign(rounded, x);
}

// x rounded in the mode r, then saturated into Int's range (NaN -> 0). The bounds are compared in double, where
// the rounded float, 2^n (one past the maximum) and the minimum (0 or -2^(n-1)) are all exact.
template <typename Int>
inline Int FloatToInt(float x, Rounding r) noexcept
{
    if (x != x) {
        return 0;
    }
    const double v = static_cast<double>(RoundIntegral(x, r));
    constexpr double kTop = static_cast<double>(std::numeric_limits<Int>::max()) + 1.0; // 2^n, exact
    constexpr double kBottom = static_cast<double>(std::numeric_limits<Int>::min());    // 0 or -2^(n-1)
    if (v >= kTop) {
        return std::numeric_limits<Int>::max();
    }
    if (v <= kBottom) {
        return std::numeric_limits<Int>::min();
    }
    return static_cast<Int>(v);
}

// The float nearest a magnitude in the mode r (negative: the value is -mag); exact arithmetic on the bits.
inline float MagnitudeToFloat(uint64_t mag, bool negative, Rounding r) noexcept
{
    if (mag == 0) {
        return 0.0F;
    }
    int top = 63;
    while ((mag >> top) == 0) {
        --top;
    }
    uint64_t kept = mag;
    int shift = 0;
    if (top > 23) {
        shift = top - 23;
        kept = mag >> shift;
        const uint64_t rest = mag & ((uint64_t{1} << shift) - 1);
        const uint64_t half = uint64_t{1} << (shift - 1);
        const int cmpHalf = rest < half ? -1 : (rest > half ? 1 : 0);
        if (RoundsMagnitudeUp(r, negative, (kept & 1) != 0, cmpHalf, rest != 0)) {
            ++kept; // may reach 2^24: still exact in a float
        }
    }
    // kept <= 2^24 and shift <= 40: kept * 2^shift is a float (at most 2^64)
    const float f = std::ldexp(static_cast<float>(kept), shift);
    return negative ? -f : f;
}

template <typename Int>
inline float IntToFloat(Int x, Rounding r) noexcept
{
    const bool negative = x < 0;
    const uint64_t mag = negative ? uint64_t{0} - static_cast<uint64_t>(x) : static_cast<uint64_t>(x);
    return MagnitudeToFloat(mag, negative, r);
}

template <typename To, typename From>
inline To BitCast(From v) noexcept
{
    // internal: the bit casts of this header pair types of one size.
    static_assert(sizeof(To) == sizeof(From), "a bit cast keeps the size");
    To t;
    std::memcpy(&t, &v, sizeof(To));
    return t;
}

} // namespace ascsim::simt::math_detail

// __float2float_rn.md ... __float2float_rna.md: x rounded to an integral float ("float转float只支持非饱和行为":
// inf stays inf, NaN stays NaN).
inline float __float2float_rn(const float x)
{
    return ::ascsim::simt::math_detail::RoundIntegral(x, ::ascsim::simt::math_detail::Rounding::kRn);
}
inline float __float2float_rz(const float x)
{
    return ::ascsim::simt::math_detail::RoundIntegral(x, ::ascsim::simt::math_detail::Rounding::kRz);
}
inline float __float2float_rd(const float x)
{
    return ::ascsim::simt::math_detail::RoundIntegral(x, ::ascsim::simt::math_detail::Rounding::kRd);
}
inline float __float2float_ru(const float x)
{
    return ::ascsim::simt::math_detail::RoundIntegral(x, ::ascsim::simt::math_detail::Rounding::kRu);
}
inline float __float2float_rna(const float x)
{
    return ::ascsim::simt::math_detail::RoundIntegral(x, ::ascsim::simt::math_detail::Rounding::kRna);
}

// __float2uint_*.md: NaN 0, inf 4294967295, -inf and negatives 0, above 2^32 - 1: 4294967295.
inline unsigned int __float2uint_rn(const float x)
{
    return ::ascsim::simt::math_detail::FloatToInt<unsigned int>(x, ::ascsim::simt::math_detail::Rounding::kRn);
}
inline unsigned int __float2uint_rz(const float x)
{
    return ::ascsim::simt::math_detail::FloatToInt<unsigned int>(x, ::ascsim::simt::math_detail::Rounding::kRz);
}
inline unsigned int __float2uint_rd(const float x)
{
    return ::ascsim::simt::math_detail::FloatToInt<unsigned int>(x, ::ascsim::simt::math_detail::Rounding::kRd);
}
inline unsigned int __float2uint_ru(const float x)
{
    return ::ascsim::simt::math_detail::FloatToInt<unsigned int>(x, ::ascsim::simt::math_detail::Rounding::kRu);
}
inline unsigned int __float2uint_rna(const float x)
{
    return ::ascsim::simt::math_detail::FloatToInt<unsigned int>(x, ::ascsim::simt::math_detail::Rounding::kRna);
}

// __float2int_*.md: NaN 0, inf and above 2^31 - 1: 2147483647, -inf and below -2^31: -2147483648
// (__float2int_rn(ASCRT_MAX_NORMAL_F) = 2147483647).
inline int __float2int_rn(const float x)
{
    return ::ascsim::simt::math_detail::FloatToInt<int>(x, ::ascsim::simt::math_detail::Rounding::kRn);
}
inline int __float2int_rz(const float x)
{
    return ::ascsim::simt::math_detail::FloatToInt<int>(x, ::ascsim::simt::math_detail::Rounding::kRz);
}
inline int __float2int_rd(const float x)
{
    return ::ascsim::simt::math_detail::FloatToInt<int>(x, ::ascsim::simt::math_detail::Rounding::kRd);
}
inline int __float2int_ru(const float x)
{
    return ::ascsim::simt::math_detail::FloatToInt<int>(x, ::ascsim::simt::math_detail::Rounding::kRu);
}
inline int __float2int_rna(const float x)
{
    return ::ascsim::simt::math_detail::FloatToInt<int>(x, ::ascsim::simt::math_detail::Rounding::kRna);
}

// __float2ull_*.md: NaN 0, inf and above 2^64 - 1: 18446744073709551615, -inf and negatives 0.
inline unsigned long long int __float2ull_rn(const float x)
{
    return ::ascsim::simt::math_detail::FloatToInt<unsigned long long>(x, ::ascsim::simt::math_detail::Rounding::kRn);
}
inline unsigned long long int __float2ull_rz(const float x)
{
    return ::ascsim::simt::math_detail::FloatToInt<unsigned long long>(x, ::ascsim::simt::math_detail::Rounding::kRz);
}
inline unsigned long long int __float2ull_rd(const float x)
{
    return ::ascsim::simt::math_detail::FloatToInt<unsigned long long>(x, ::ascsim::simt::math_detail::Rounding::kRd);
}
inline unsigned long long int __float2ull_ru(const float x)
{
    return ::ascsim::simt::math_detail::FloatToInt<unsigned long long>(x, ::ascsim::simt::math_detail::Rounding::kRu);
}
inline unsigned long long int __float2ull_rna(const float x)
{
    return ::ascsim::simt::math_detail::FloatToInt<unsigned long long>(x, ::ascsim::simt::math_detail::Rounding::kRna);
}

// __float2ll_*.md: NaN 0, inf and above 2^63 - 1: INT64_MAX, -inf and below -2^63: INT64_MIN.
inline long long int __float2ll_rn(const float x)
{
    return ::ascsim::simt::math_detail::FloatToInt<long long>(x, ::ascsim::simt::math_detail::Rounding::kRn);
}
inline long long int __float2ll_rz(const float x)
{
    return ::ascsim::simt::math_detail::FloatToInt<long long>(x, ::ascsim::simt::math_detail::Rounding::kRz);
}
inline long long int __float2ll_rd(const float x)
{
    return ::ascsim::simt::math_detail::FloatToInt<long long>(x, ::ascsim::simt::math_detail::Rounding::kRd);
}
inline long long int __float2ll_ru(const float x)
{
    return ::ascsim::simt::math_detail::FloatToInt<long long>(x, ::ascsim::simt::math_detail::Rounding::kRu);
}
inline long long int __float2ll_rna(const float x)
{
    return ::ascsim::simt::math_detail::FloatToInt<long long>(x, ::ascsim::simt::math_detail::Rounding::kRna);
}

// __uint2float_*.md, __int2float_*.md, __ull2float_*.md, __ll2float_*.md: the float nearest x in the mode
// (__int2float_rd(INT32_MAX) = 2147483520, __ull2float_rd(UINT64_MAX) = 2^64 - 2^40, __uint2float_rna(2^25 + 2) =
// 33554436).
inline float __uint2float_rn(const unsigned int x)
{
    return ::ascsim::simt::math_detail::IntToFloat(x, ::ascsim::simt::math_detail::Rounding::kRn);
}
inline float __uint2float_rz(const unsigned int x)
{
    return ::ascsim::simt::math_detail::IntToFloat(x, ::ascsim::simt::math_detail::Rounding::kRz);
}
inline float __uint2float_rd(const unsigned int x)
{
    return ::ascsim::simt::math_detail::IntToFloat(x, ::ascsim::simt::math_detail::Rounding::kRd);
}
inline float __uint2float_ru(const unsigned int x)
{
    return ::ascsim::simt::math_detail::IntToFloat(x, ::ascsim::simt::math_detail::Rounding::kRu);
}
inline float __uint2float_rna(const unsigned int x)
{
    return ::ascsim::simt::math_detail::IntToFloat(x, ::ascsim::simt::math_detail::Rounding::kRna);
}

inline float __int2float_rn(const int x)
{
    return ::ascsim::simt::math_detail::IntToFloat(x, ::ascsim::simt::math_detail::Rounding::kRn);
}
inline float __int2float_rz(const int x)
{
    return ::ascsim::simt::math_detail::IntToFloat(x, ::ascsim::simt::math_detail::Rounding::kRz);
}
inline float __int2float_rd(const int x)
{
    return ::ascsim::simt::math_detail::IntToFloat(x, ::ascsim::simt::math_detail::Rounding::kRd);
}
inline float __int2float_ru(const int x)
{
    return ::ascsim::simt::math_detail::IntToFloat(x, ::ascsim::simt::math_detail::Rounding::kRu);
}
inline float __int2float_rna(const int x)
{
    return ::ascsim::simt::math_detail::IntToFloat(x, ::ascsim::simt::math_detail::Rounding::kRna);
}

inline float __ull2float_rn(const unsigned long long int x)
{
    return ::ascsim::simt::math_detail::IntToFloat(x, ::ascsim::simt::math_detail::Rounding::kRn);
}
inline float __ull2float_rz(const unsigned long long int x)
{
    return ::ascsim::simt::math_detail::IntToFloat(x, ::ascsim::simt::math_detail::Rounding::kRz);
}
inline float __ull2float_rd(const unsigned long long int x)
{
    return ::ascsim::simt::math_detail::IntToFloat(x, ::ascsim::simt::math_detail::Rounding::kRd);
}
inline float __ull2float_ru(const unsigned long long int x)
{
    return ::ascsim::simt::math_detail::IntToFloat(x, ::ascsim::simt::math_detail::Rounding::kRu);
}
inline float __ull2float_rna(const unsigned long long int x)
{
    return ::ascsim::simt::math_detail::IntToFloat(x, ::ascsim::simt::math_detail::Rounding::kRna);
}

inline float __ll2float_rn(const long long int x)
{
    return ::ascsim::simt::math_detail::IntToFloat(x, ::ascsim::simt::math_detail::Rounding::kRn);
}
inline float __ll2float_rz(const long long int x)
{
    return ::ascsim::simt::math_detail::IntToFloat(x, ::ascsim::simt::math_detail::Rounding::kRz);
}
inline float __ll2float_rd(const long long int x)
{
    return ::ascsim::simt::math_detail::IntToFloat(x, ::ascsim::simt::math_detail::Rounding::kRd);
}
inline float __ll2float_ru(const long long int x)
{
    return ::ascsim::simt::math_detail::IntToFloat(x, ::ascsim::simt::math_detail::Rounding::kRu);
}
inline float __ll2float_rna(const long long int x)
{
    return ::ascsim::simt::math_detail::IntToFloat(x, ::ascsim::simt::math_detail::Rounding::kRna);
}

// __int_as_float.md, __uint_as_float.md, __float_as_int.md, __float_as_uint.md: the same 32 bits read as the other
// type (NaN payloads and signs kept: __float_as_uint(-0.0f) = 2147483648).
inline float __int_as_float(const int x) { return ::ascsim::simt::math_detail::BitCast<float>(x); }
inline float __uint_as_float(const unsigned int x) { return ::ascsim::simt::math_detail::BitCast<float>(x); }
inline int __float_as_int(const float x) { return ::ascsim::simt::math_detail::BitCast<int>(x); }
inline unsigned int __float_as_uint(const float x) { return ::ascsim::simt::math_detail::BitCast<unsigned int>(x); }
