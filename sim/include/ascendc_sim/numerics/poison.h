// Poison: the fixed value returned where a doc says the result is unknown ("可能会产生未知结果"),
// an input is "treated as an exception" ("视为异常"), or an operation/type/mode is unsupported.
// Floating-point poison is deliberately NOT NaN (a NaN would propagate and look like a plausible
// "invalid" answer): it is a large finite value near the top of the type's range whose low bits
// read A5 / 5A, easy to spot in a hex dump and unlikely as a genuine result. Integer poison uses the
// same byte pattern (positive for signed types).
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/numerics/traits.h"

namespace ascsim::num {

inline constexpr uint32_t kPoisonBitsF32 = 0x7F7FA5A5u; // 3.39945e+38 (MAX is 0x7F7FFFFF)
inline constexpr uint16_t kPoisonBitsF16 = 0x7BA5u;     // 62624 (MAX is 0x7BFF = 65504)
inline constexpr uint16_t kPoisonBitsBF16 = 0x7F5Au;    // 2.89875e+38 (MAX is 0x7F7F)

inline constexpr float kPoisonF32 = detail::BitCast<float>(kPoisonBitsF32);
inline constexpr half kPoisonF16 = half::FromBits(kPoisonBitsF16);
inline constexpr bfloat16_t kPoisonBF16 = bfloat16_t::FromBits(kPoisonBitsBF16);
inline constexpr int8_t kPoisonI8 = 0x5A;
inline constexpr uint8_t kPoisonU8 = 0xA5u;
inline constexpr int16_t kPoisonI16 = 0x5AA5;
inline constexpr uint16_t kPoisonU16 = 0xA5A5u;
inline constexpr int32_t kPoisonI32 = 0x5AA5A5A5;
inline constexpr uint32_t kPoisonU32 = 0xA5A5A5A5u;
inline constexpr int64_t kPoisonI64 = 0x5AA5A5A5A5A5A5A5;
inline constexpr uint64_t kPoisonU64 = 0xA5A5A5A5A5A5A5A5u;

template <class T>
constexpr T Poison() noexcept
{
    if constexpr (std::is_same_v<T, float>)
        return kPoisonF32;
    else if constexpr (std::is_same_v<T, half>)
        return kPoisonF16;
    else if constexpr (std::is_same_v<T, bfloat16_t>)
        return kPoisonBF16;
    else if constexpr (std::is_same_v<T, int8_t>)
        return kPoisonI8;
    else if constexpr (std::is_same_v<T, uint8_t>)
        return kPoisonU8;
    else if constexpr (std::is_same_v<T, int16_t>)
        return kPoisonI16;
    else if constexpr (std::is_same_v<T, uint16_t>)
        return kPoisonU16;
    else if constexpr (std::is_same_v<T, int32_t>)
        return kPoisonI32;
    else if constexpr (std::is_same_v<T, uint32_t>)
        return kPoisonU32;
    else if constexpr (std::is_same_v<T, int64_t>)
        return kPoisonI64;
    else if constexpr (std::is_same_v<T, uint64_t>)
        return kPoisonU64;
    else
        // internal: every element type the sim's engines poison has a value above.
        static_assert(sizeof(T) == 0, "no poison value for this type");
}

// An input in a documented unknown-result domain (Sqrt of a negative number, Reciprocal of 0,
// integer division by 0, ...; each call site cites its page): the lane gets poison and is counted
// on this thread, so that the kernel layer can report which instruction consumed it (initcheck,
// ascendc_sim/core/core.h). Unsupported type/config pairs return plain Poison() instead: those
// are compile-time or memcheck errors, not data.
namespace detail {
inline thread_local uint64_t tUnknownLanes = 0;
} // namespace detail
inline uint64_t& UnknownLaneCounter() noexcept { return detail::tUnknownLanes; }
template <class T>
inline T UnknownResult() noexcept
{
    ++detail::tUnknownLanes;
    return Poison<T>();
}

// Bitwise comparison with the poison value.
template <class T>
constexpr bool IsPoison(T v) noexcept
{
    if constexpr (kIsSimFloat<T>)
        return Bits(v) == Bits(Poison<T>());
    else
        return v == Poison<T>();
}

} // namespace ascsim::num
