// Per-type plumbing for the instruction semantics: raw bits of half / bfloat16_t / float, value
// classification, the input flush (DAZ) and result flush (FTZ) used by the FTZ configs, and exact
// conversions to/from long double for the references.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/numerics/bfloat16.h"
#include "ascendc_sim/numerics/bits.h"
#include "ascendc_sim/numerics/half.h"

namespace ascsim::num {

template <class T>
inline constexpr bool kIsSimFloat = std::is_same_v<T, half> || std::is_same_v<T, bfloat16_t> ||
                                    std::is_same_v<T, float>;

template <class T>
inline constexpr bool kIsSimInt = std::is_same_v<T, int8_t> || std::is_same_v<T, uint8_t> ||
                                  std::is_same_v<T, int16_t> || std::is_same_v<T, uint16_t> ||
                                  std::is_same_v<T, int32_t> || std::is_same_v<T, uint32_t>;

template <class T, class... Us>
inline constexpr bool kIsOneOf = (std::is_same_v<T, Us> || ...);

template <class T>
struct FpTraits;

template <>
struct FpTraits<float> {
    using Format = detail::Fp32Format;
    using Storage = uint32_t;
    static constexpr Storage ToBits(float v) noexcept { return detail::BitCast<uint32_t>(v); }
    static constexpr float FromBits(Storage b) noexcept { return detail::BitCast<float>(b); }
};
template <>
struct FpTraits<half> {
    using Format = detail::Fp16Format;
    using Storage = uint16_t;
    static constexpr Storage ToBits(half v) noexcept { return v.bits(); }
    static constexpr half FromBits(Storage b) noexcept { return half::FromBits(b); }
};
template <>
struct FpTraits<bfloat16_t> {
    using Format = detail::Bf16Format;
    using Storage = uint16_t;
    static constexpr Storage ToBits(bfloat16_t v) noexcept { return v.bits(); }
    static constexpr bfloat16_t FromBits(Storage b) noexcept { return bfloat16_t::FromBits(b); }
};

template <class T>
constexpr auto Bits(T v) noexcept
{
    return FpTraits<T>::ToBits(v);
}
template <class T>
constexpr T FromBits(typename FpTraits<T>::Storage b) noexcept
{
    return FpTraits<T>::FromBits(b);
}

template <class T>
constexpr bool IsNaN(T v) noexcept
{
    using F = typename FpTraits<T>::Format;
    const auto b = Bits(v);
    return (b & F::kExpMask) == F::kExpMask && (b & F::kManMask) != 0;
}
template <class T>
constexpr bool IsInf(T v) noexcept
{
    using F = typename FpTraits<T>::Format;
    return (Bits(v) & ~F::kSignMask & (F::kExpMask | F::kManMask)) == F::kInf;
}
template <class T>
constexpr bool IsZero(T v) noexcept
{
    using F = typename FpTraits<T>::Format;
    return (Bits(v) & (F::kExpMask | F::kManMask)) == 0;
}
template <class T>
constexpr bool IsSubnormal(T v) noexcept
{
    using F = typename FpTraits<T>::Format;
    const auto b = Bits(v);
    return (b & F::kExpMask) == 0 && (b & F::kManMask) != 0;
}
template <class T>
constexpr bool SignBit(T v) noexcept
{
    using F = typename FpTraits<T>::Format;
    return (Bits(v) & F::kSignMask) != 0;
}

template <class T>
constexpr T CanonicalNaN() noexcept
{
    return FromBits<T>(FpTraits<T>::Format::kCanonicalNaN);
}
template <class T>
constexpr T SignedZero(bool neg) noexcept
{
    return FromBits<T>(neg ? FpTraits<T>::Format::kSignMask : 0);
}
template <class T>
constexpr T SignedInf(bool neg) noexcept
{
    using F = typename FpTraits<T>::Format;
    return FromBits<T>(static_cast<typename F::Storage>((neg ? F::kSignMask : 0) | F::kInf));
}
template <class T>
constexpr T MaxFinite(bool neg = false) noexcept
{
    using F = typename FpTraits<T>::Format;
    return FromBits<T>(static_cast<typename F::Storage>((neg ? F::kSignMask : 0) | F::kMaxFinite));
}

// Subnormal -> zero of the same sign. Used for inputs ("denormals are zero") and results ("flush to
// zero") of the configs whose docs say Subnormal is not supported / is flushed.
template <class T>
constexpr T FlushSubnormal(T v) noexcept
{
    return IsSubnormal(v) ? SignedZero<T>(SignBit(v)) : v;
}

template <class T>
constexpr long double ToLongDouble(T v) noexcept
{
    return static_cast<long double>(static_cast<float>(v));
}

// Nearest (ties to even) value of T to a long double.
template <class T>
inline T RoundLongDouble(long double v, AscendC::RoundMode rm = AscendC::RoundMode::CAST_RINT) noexcept
{
    using F = typename FpTraits<T>::Format;
    return FromBits<T>(detail::EncodeDecomposed<F>(detail::DecomposeLongDouble(v), rm));
}

} // namespace ascsim::num
