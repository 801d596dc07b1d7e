// Operators shared by the two 16-bit floating-point kernel types, half and bfloat16_t.
//
// Semantics (what a kernel author writing scalar code expects, mirroring the compiler's _Float16 /
// __bf16 arithmetic):
//   * D op D       -> D: computed in float, rounded back to D (round to nearest even). This is the
//                     correctly rounded IEEE result for + - * /, since float's 24-bit significand is
//                     at least 2p+2 bits for half (p = 11) and bfloat16_t (p = 8).
//   * D op integer -> D: the integer is first converted to D.
//   * D op float/double/long double -> that floating type (D is widened exactly).
//   * comparisons follow the same promotions; NaN compares unordered.
//   * unary minus flips the sign bit only.
// Mixing half with bfloat16_t has no operator of its own: both convert to float implicitly, so the
// built-in float operator applies and the result is float.
#pragma once

#include <type_traits>

#include "ascendc_sim/numerics/bits.h"

struct half;
struct bfloat16_t;

namespace ascsim::num::detail {

template <class T>
inline constexpr bool kIsFloat16Type = std::is_same_v<T, ::half> || std::is_same_v<T, ::bfloat16_t>;

template <class O, class Self>
inline constexpr bool kIsOtherFloat16Type = kIsFloat16Type<O> && !std::is_same_v<O, Self>;

// Bits of format F nearest (ties to even) to an arithmetic value.
template <class F, class U>
constexpr typename F::Storage ToFormatBits(U v) noexcept
{
    using AscendC::RoundMode;
    if constexpr (std::is_same_v<U, float>) {
        return ConvertFormat<F, Fp32Format>(BitCast<uint32_t>(v), RoundMode::CAST_RINT);
    } else if constexpr (std::is_same_v<U, double>) {
        return ConvertFormat<F, Fp64Format>(BitCast<uint64_t>(v), RoundMode::CAST_RINT);
    } else if constexpr (std::is_same_v<U, long double>) {
        return EncodeDecomposed<F>(DecomposeLongDouble(v), RoundMode::CAST_RINT);
    } else if constexpr (std::is_same_v<U, bool>) {
        return FromInteger<F>(v ? 1 : 0, RoundMode::CAST_RINT);
    } else {
        // 内置数据类型.md: half / bfloat16_t convert from the arithmetic types only.
        static_assert(std::is_integral_v<U>, "unsupported source type");
        return FromInteger<F>(v, RoundMode::CAST_RINT);
    }
}

template <class U>
using PromotedFloat = std::common_type_t<float, U>;

template <class U>
inline constexpr bool kIsHostFloating = std::is_floating_point_v<U>;
template <class U>
inline constexpr bool kIsHostIntegral = std::is_integral_v<U>;

template <class D>
struct Float16Ops {
#define ASCSIM_F16_BINARY(OP)                                                                                       \
    friend constexpr D operator OP(D a, D b) noexcept { return D(static_cast<float>(a) OP static_cast<float>(b)); } \
    template <class U, std::enable_if_t<kIsHostFloating<U>, int> = 0>                                               \
    friend constexpr PromotedFloat<U> operator OP(D a, U b) noexcept                                                \
    {                                                                                                               \
        return static_cast<PromotedFloat<U>>(static_cast<float>(a)) OP static_cast<PromotedFloat<U>>(b);            \
    }                                                                                                               \
    template <class U, std::enable_if_t<kIsHostFloating<U>, int> = 0>                                               \
    friend constexpr PromotedFloat<U> operator OP(U a, D b) noexcept                                                \
    {                                                                                                               \
        return static_cast<PromotedFloat<U>>(a) OP static_cast<PromotedFloat<U>>(static_cast<float>(b));            \
    }                                                                                                               \
    template <class U, std::enable_if_t<kIsHostIntegral<U>, int> = 0>                                               \
    friend constexpr D operator OP(D a, U b) noexcept                                                               \
    {                                                                                                               \
        return a OP D(b);                                                                                           \
    }                                                                                                               \
    template <class U, std::enable_if_t<kIsHostIntegral<U>, int> = 0>                                               \
    friend constexpr D operator OP(U a, D b) noexcept                                                               \
    {                                                                                                               \
        return D(a) OP b;                                                                                           \
    }                                                                                                               \
    friend constexpr D& operator OP##=(D& a, D b) noexcept { return a = a OP b; }                                   \
    template <class U, std::enable_if_t<std::is_arithmetic_v<U>, int> = 0>                                          \
    friend constexpr D& operator OP##=(D& a, U b) noexcept                                                          \
    {                                                                                                               \
        return a = D(a OP b);                                                                                       \
    }
    ASCSIM_F16_BINARY(+)
    ASCSIM_F16_BINARY(-)
    ASCSIM_F16_BINARY(*)
    ASCSIM_F16_BINARY(/)
#undef ASCSIM_F16_BINARY

#define ASCSIM_F16_COMPARE(OP)                                                                                      \
    friend constexpr bool operator OP(D a, D b) noexcept { return static_cast<float>(a) OP static_cast<float>(b); } \
    template <class U, std::enable_if_t<kIsHostFloating<U>, int> = 0>                                               \
    friend constexpr bool operator OP(D a, U b) noexcept                                                            \
    {                                                                                                               \
        return static_cast<PromotedFloat<U>>(static_cast<float>(a)) OP static_cast<PromotedFloat<U>>(b);            \
    }                                                                                                               \
    template <class U, std::enable_if_t<kIsHostFloating<U>, int> = 0>                                               \
    friend constexpr bool operator OP(U a, D b) noexcept                                                            \
    {                                                                                                               \
        return static_cast<PromotedFloat<U>>(a) OP static_cast<PromotedFloat<U>>(static_cast<float>(b));            \
    }                                                                                                               \
    template <class U, std::enable_if_t<kIsHostIntegral<U>, int> = 0>                                               \
    friend constexpr bool operator OP(D a, U b) noexcept                                                            \
    {                                                                                                               \
        return a OP D(b);                                                                                           \
    }                                                                                                               \
    template <class U, std::enable_if_t<kIsHostIntegral<U>, int> = 0>                                               \
    friend constexpr bool operator OP(U a, D b) noexcept                                                            \
    {                                                                                                               \
        return D(a) OP b;                                                                                           \
    }
    ASCSIM_F16_COMPARE(==)
    ASCSIM_F16_COMPARE(!=)
    ASCSIM_F16_COMPARE(<)
    ASCSIM_F16_COMPARE(<=)
    ASCSIM_F16_COMPARE(>)
    ASCSIM_F16_COMPARE(>=)
#undef ASCSIM_F16_COMPARE

    friend constexpr D operator+(D a) noexcept { return a; }
    friend constexpr D operator-(D a) noexcept { return D::FromBits(static_cast<uint16_t>(a.bits() ^ 0x8000u)); }
    friend constexpr D& operator++(D& a) noexcept { return a += D(1); }
    friend constexpr D& operator--(D& a) noexcept { return a -= D(1); }
    friend constexpr D operator++(D& a, int) noexcept
    {
        D old = a;
        ++a;
        return old;
    }
    friend constexpr D operator--(D& a, int) noexcept
    {
        D old = a;
        --a;
        return old;
    }
};

} // namespace ascsim::num::detail
