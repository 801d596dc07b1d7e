// Saturation of a half / bfloat16_t result, the "饱和模式" of the 950 CTRL register
// (docs/zh/api/SIMD-API/基础API/特殊寄存器访问/SetCtrlSpr(ISASI).md, 表3 CTRL[48]: "inf→±MAX,
// NaN→0"; 附录/Reg矢量计算接口边界值汇总.md, the 饱和模式 columns, e.g. 表34 Cast float→half
// inf → 65504, nan → 0.0). Whether an instruction saturates is the kernel layer's business
// (ascendc_sim/core/saturation.h reads CTRL); this file only says what saturation does.
// Docs silent on the sign of the zero a NaN becomes: +0 is chosen.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/numerics/traits.h"

namespace ascsim::num {

// The element types CTRL[48] saturates (float results are never affected: "float数据类型输入仅支持
// INF/NAN模式", Reg…边界值汇总.md).
template <class T>
inline constexpr bool kSaturable = std::is_same_v<T, half> || std::is_same_v<T, bfloat16_t>;

// ±inf → ±MAX, NaN → +0, every other value unchanged (an overflowing result is already ±inf).
template <class T>
constexpr T Saturate(T v) noexcept
{
    static_assert(kSaturable<T>, "Saturate: half / bfloat16_t only");
    if (IsNaN(v))
        return SignedZero<T>(false);
    if (IsInf(v))
        return MaxFinite<T>(SignBit(v));
    return v;
}

// Saturate(d[i]) for i < n; the test on the exponent bits keeps the common all-finite case cheap.
template <class T>
inline void SaturateArray(T* d, uint64_t n) noexcept
{
    static_assert(kSaturable<T>, "SaturateArray: half / bfloat16_t only");
    using F = typename FpTraits<T>::Format;
    for (uint64_t i = 0; i < n; ++i) {
        if ((Bits(d[i]) & F::kExpMask) == F::kExpMask) {
            d[i] = Saturate(d[i]);
        }
    }
}

} // namespace ascsim::num
