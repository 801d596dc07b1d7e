// NumericLimits<T> (docs/zh/api/SIMD-API/基础API/工具接口/NumericLimits工具类/: 简介.md, Max.md, Lowest.md, Min.md,
// Infinity.md, NegativeInfinity.md, QuietNaN.md, SignalingNaN.md, DeNormMin.md; SDK
// basic_api/kernel_operator_limits_intf.h). The scalar forms are constexpr bit patterns of each page's
// 表2 (Min: the smallest positive normal of a float type, the lowest value of an integer type); the
// vector forms fill dst's first count elements through Duplicate (the SDK's implementation, so the same
// checks and pipe). Types: Max / Lowest / Min int8_t ... uint32_t, half, float, bfloat16_t; the others
// half, float, bfloat16_t (a different T does not compile, as with the SDK).
#pragma once

#include <cstdint>
#include <limits>
#include <type_traits>

#include "ascendc_sim/basic_api/memory_vector/vector_api.h"
#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/numerics/bfloat16.h"
#include "ascendc_sim/numerics/half.h"

namespace AscendC {

namespace detail {
template <typename T>
inline constexpr bool kLimitsAny = std::is_same_v<T, uint8_t> || std::is_same_v<T, int8_t> ||
                                   std::is_same_v<T, uint16_t> || std::is_same_v<T, int16_t> ||
                                   std::is_same_v<T, uint32_t> || std::is_same_v<T, int32_t> ||
                                   std::is_same_v<T, half> || std::is_same_v<T, float> || std::is_same_v<T, bfloat16_t>;
template <typename T>
inline constexpr bool kLimitsFloat = std::is_same_v<T, half> || std::is_same_v<T, float> ||
                                     std::is_same_v<T, bfloat16_t>;
// The float type T with bit pattern b16 (half, bfloat16_t) or b32 (float).
template <typename T>
constexpr T FloatOfBits(uint16_t b16, uint16_t bf16, uint32_t b32)
{
    if constexpr (std::is_same_v<T, half>) {
        return half::FromBits(b16);
    } else if constexpr (std::is_same_v<T, bfloat16_t>) {
        return bfloat16_t::FromBits(bf16);
    } else {
        return __builtin_bit_cast(float, b32);
    }
}
} // namespace detail

template <typename T>
struct NumericLimits {
    static_assert(detail::kLimitsAny<T>, "NumericLimits: T not supported on Ascend 950 (数据类型)");

    constexpr __aicore__ static inline T Max()
    {
        if constexpr (detail::kLimitsFloat<T>) {
            return detail::FloatOfBits<T>(0x7BFFu, 0x7F7Fu, 0x7F7FFFFFu);
        } else {
            return std::numeric_limits<T>::max();
        }
    }
    constexpr __aicore__ static inline T Lowest()
    {
        if constexpr (detail::kLimitsFloat<T>) {
            return detail::FloatOfBits<T>(0xFBFFu, 0xFF7Fu, 0xFF7FFFFFu);
        } else {
            return std::numeric_limits<T>::lowest();
        }
    }
    constexpr __aicore__ static inline T Min()
    {
        if constexpr (detail::kLimitsFloat<T>) {
            return detail::FloatOfBits<T>(0x0400u, 0x0080u, 0x00800000u);
        } else {
            return std::numeric_limits<T>::lowest();
        }
    }
    constexpr __aicore__ static inline T Infinity()
    {
        static_assert(detail::kLimitsFloat<T>, "NumericLimits::Infinity: half, float, bfloat16_t");
        return detail::FloatOfBits<T>(0x7C00u, 0x7F80u, 0x7F800000u);
    }
    constexpr __aicore__ static inline T NegativeInfinity()
    {
        static_assert(detail::kLimitsFloat<T>, "NumericLimits::NegativeInfinity: half, float, bfloat16_t");
        return detail::FloatOfBits<T>(0xFC00u, 0xFF80u, 0xFF800000u);
    }
    constexpr __aicore__ static inline T QuietNaN()
    {
        static_assert(detail::kLimitsFloat<T>, "NumericLimits::QuietNaN: half, float, bfloat16_t");
        return detail::FloatOfBits<T>(0x7E00u, 0x7FC0u, 0x7FC00000u);
    }
    constexpr __aicore__ static inline T SignalingNaN()
    {
        static_assert(detail::kLimitsFloat<T>, "NumericLimits::SignalingNaN: half, float, bfloat16_t");
        return detail::FloatOfBits<T>(0x7D00u, 0x7FA0u, 0x7FA00000u);
    }
    constexpr __aicore__ static inline T DeNormMin()
    {
        static_assert(detail::kLimitsFloat<T>, "NumericLimits::DeNormMin: half, float, bfloat16_t");
        return detail::FloatOfBits<T>(0x0001u, 0x0001u, 0x00000001u);
    }

#define ASCSIM_LIMITS_FILL(Name)                                                                \
    __aicore__ static inline void Name(const LocalTensor<T>& dst, uint32_t count,               \
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here()) \
    {                                                                                           \
        Duplicate(dst, Name(), static_cast<int32_t>(count), loc);                               \
    }
    ASCSIM_LIMITS_FILL(Max)
    ASCSIM_LIMITS_FILL(Lowest)
    ASCSIM_LIMITS_FILL(Min)
    ASCSIM_LIMITS_FILL(Infinity)
    ASCSIM_LIMITS_FILL(NegativeInfinity)
    ASCSIM_LIMITS_FILL(QuietNaN)
    ASCSIM_LIMITS_FILL(SignalingNaN)
    ASCSIM_LIMITS_FILL(DeNormMin)
#undef ASCSIM_LIMITS_FILL
};

} // namespace AscendC
