// AscendC::Std::abs / sqrt (docs/zh/api/Utils-API/CPP标准库/数学函数/abs1.md, sqrt1.md; SDK
// utils/std/cmath.h:29-30).
//   abs   int8_t, int16_t, int32_t, int64_t, float; the most negative integer has no absolute value: the
//         docs are silent, the sim returns it unchanged (two's complement negation, wrapping)
//   sqrt  float (correctly rounded) and int64_t (the root truncated to an integer, 返回值说明); a negative
//         input "返回值无意义": the sim returns NaN for float and INT64_MIN for int64_t, values no caller can
//         mistake for a root
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

namespace AscendC::Std {

template <typename T>
inline T abs(const T src)
{
    static_assert(std::is_same_v<T, int8_t> || std::is_same_v<T, int16_t> || std::is_same_v<T, int32_t> ||
                      std::is_same_v<T, int64_t> || std::is_same_v<T, float>,
                  "Std::abs: int8_t, int16_t, int32_t, int64_t or float (abs1.md 表1)");
    if constexpr (std::is_floating_point_v<T>) {
        return std::fabs(src);
    } else {
        using UT = std::make_unsigned_t<T>;
        return src < 0 ? static_cast<T>(UT(0) - static_cast<UT>(src)) : src;
    }
}

template <typename T>
inline T sqrt(const T src)
{
    static_assert(std::is_same_v<T, float> || std::is_same_v<T, int64_t>, "Std::sqrt: float or int64_t (sqrt1.md 表1)");
    if constexpr (std::is_same_v<T, float>) {
        return std::sqrt(src);
    } else {
        if (src < 0) {
            return std::numeric_limits<int64_t>::min();
        }
        // floor(sqrt(src)) exactly: a double estimate, then corrected by integer comparisons.
        // r <= 3037000500, so r * r and (r + 1) * (r + 1) fit in uint64_t.
        const auto s = static_cast<uint64_t>(src);
        auto r = static_cast<uint64_t>(std::sqrt(static_cast<double>(src)));
        while (r > 0 && r * r > s) {
            --r;
        }
        while ((r + 1) * (r + 1) <= s) {
            ++r;
        }
        return static_cast<int64_t>(r);
    }
}

} // namespace AscendC::Std
