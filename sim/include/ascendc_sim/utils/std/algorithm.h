// AscendC::Std::min / max (docs/zh/api/Utils-API/CPP标准库/算法/min-268.md, max-267.md; SDK
// utils/std/algorithm.h:29-30): the smaller / larger of two values of one type (U is reserved and must
// equal T: 约束说明), bool, int8_t ... uint64_t, float; a NaN operand: the docs are silent, the sim
// returns src1 when the comparison is false (src0 < src1 / src0 > src1), as std::min / std::max with
// the operands swapped would not.
#pragma once

#include <cstdint>
#include <type_traits>

namespace AscendC::Std {

namespace detail {
template <typename T>
inline constexpr bool kMinMaxType = std::is_same_v<T, bool> || std::is_same_v<T, int8_t> ||
                                    std::is_same_v<T, uint8_t> || std::is_same_v<T, int16_t> ||
                                    std::is_same_v<T, uint16_t> || std::is_same_v<T, int32_t> ||
                                    std::is_same_v<T, uint32_t> || std::is_same_v<T, float> ||
                                    std::is_same_v<T, int64_t> || std::is_same_v<T, uint64_t>;
} // namespace detail

template <typename T, typename U>
inline constexpr auto min(const T& src0, const U& src1)
{
    static_assert(std::is_same_v<T, U>, "Std::min: both operands must have the same type (约束说明)");
    static_assert(detail::kMinMaxType<T>, "Std::min: type not supported (min-268.md 表1)");
    return src0 < src1 ? src0 : src1;
}

template <typename T, typename U>
inline constexpr auto max(const T& src0, const U& src1)
{
    static_assert(std::is_same_v<T, U>, "Std::max: both operands must have the same type (约束说明)");
    static_assert(detail::kMinMaxType<T>, "Std::max: type not supported (max-267.md 表1)");
    return src0 > src1 ? src0 : src1;
}

} // namespace AscendC::Std
