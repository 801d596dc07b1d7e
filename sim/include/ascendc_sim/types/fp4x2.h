// The 4-bit float types of Ascend 950, two to a byte: fp4x2_e2m1_t, fp4x2_e1m2_t
// (docs/zh/api/SIMD-API/基础API/数据结构/内置数据类型.md, 表5 and 说明 "将两个独立的四位浮点数打包为一个
// 8比特存储单元"), in the global namespace as the SDK's headers use them.
//   e2m1  1/2/1, bias 1: 0, 0.5, 1, 1.5, 2, 3, 4, 6 ([-6, 6]).
//   e1m2  1/1/2: the page's range [-7 * 2^-2, 7 * 2^-2] needs bias 1 (its general formula
//         2^(Ebits-1) - 1 would give 0 and a largest value of 3.5): 0, 0.25, 0.5, 0.75, 1, ..., 1.75.
// Neither has inf or NaN (Reg矢量计算/类型转换/Cast.md, 约束说明). Element 2i of a pair sits in the low
// nibble, 2i+1 in the high one (RegLayout.md's cast_b16_to_b4: dst[2*layout::8] = src[0::2]).
#pragma once

#include <cmath>
#include <cstdint>
#include <type_traits>

#include "ascendc_sim/numerics/minifloat.h"

struct fp4x2_e2m1_t {
    uint8_t storage = 0;
    bool operator==(const fp4x2_e2m1_t& o) const { return storage == o.storage; }
    bool operator!=(const fp4x2_e2m1_t& o) const { return storage != o.storage; }
};
struct fp4x2_e1m2_t {
    uint8_t storage = 0;
    bool operator==(const fp4x2_e1m2_t& o) const { return storage == o.storage; }
    bool operator!=(const fp4x2_e1m2_t& o) const { return storage != o.storage; }
};
static_assert(sizeof(fp4x2_e2m1_t) == 1 && sizeof(fp4x2_e1m2_t) == 1, "two 4-bit values in a byte");

namespace ascsim::num {

inline constexpr mini::Format kE2M1 = {2, 1, 1};
inline constexpr mini::Format kE1M2 = {1, 2, 1};
inline constexpr uint8_t kFp4Max = 0x7; // 6 for e2m1, 1.75 for e1m2

template <typename T>
constexpr const mini::Format& Fp4FormatOf()
{
    if constexpr (std::is_same_v<T, fp4x2_e2m1_t>) {
        return kE2M1;
    } else {
        static_assert(std::is_same_v<T, fp4x2_e1m2_t>, "fp4x2_e2m1_t or fp4x2_e1m2_t");
        return kE1M2;
    }
}

// The value of a 4-bit code (bit 3 the sign).
template <typename T>
double Fp4ToDouble(uint8_t nibble)
{
    const double a = mini::MagnitudeOf(Fp4FormatOf<T>(), nibble & 0x7u);
    return (nibble & 0x8u) ? -a : a;
}

// x to a 4-bit code (Cast.md, 约束说明): rounded by `rm`; inf and values beyond the largest once
// rounded give the signed largest, NaN gives 0. Zero keeps its sign.
template <typename T>
uint8_t ToFp4(double x, AscendC::RoundMode rm)
{
    if (std::isnan(x)) {
        return 0;
    }
    const uint8_t sign = std::signbit(x) ? 0x8u : 0u;
    const uint32_t mag = std::isinf(x) ? 0xFFu : mini::RoundMagnitude(Fp4FormatOf<T>(), x, rm);
    return static_cast<uint8_t>(sign | (mag > kFp4Max ? kFp4Max : mag));
}

} // namespace ascsim::num
