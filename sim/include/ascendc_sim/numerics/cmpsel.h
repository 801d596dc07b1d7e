// Element semantics of the 950 Compare / Compares and Select instructions.
//
// Compare, docs/zh/api/SIMD-API/基础API/Memory矢量计算/比较与选择/Compare.md and Compares.md: the
// result bit is 1 when "src0 <cmpMode> src1" holds (LT GT EQ LE GE NE). Floating-point comparisons
// are IEEE: any NaN operand makes LT/GT/EQ/LE/GE false and NE true, +0 == -0
// (Reg矢量计算接口边界值汇总.md tables 31/32 list exactly this for half/float).
// Select, docs/zh/api/SIMD-API/基础API/Memory矢量计算/比较与选择/Select.md: "当selMask的比特位是1时，
// 从src0中选取；比特位是0时从src1选取" -- a bitwise copy, NaN payloads included. Within a selMask
// byte, element i uses bit (i % 8) counting from the least significant bit (the doc's mode-2
// example: mask byte 60 = 0b00111100 takes elements 2..5 from src0, 0, 1, 6, 7 from src1).
// Which selMask bits an element uses in each SELMODE is the vector layer's business.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ascendc_sim/numerics/modes.h"
#include "ascendc_sim/numerics/traits.h"

namespace ascsim::num {

template <class T>
inline constexpr bool
    kSupportsCompare = kIsOneOf<T, int8_t, uint8_t, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float>;
template <class T>
inline constexpr bool kSupportsCompares = kSupportsCompare<T>;
template <class T>
inline constexpr bool kSupportsSelect = kSupportsCompare<T>;

template <class T>
constexpr bool Compare(T a, T b, AscendC::CMPMODE mode) noexcept
{
    static_assert(kSupportsCompare<T>, "Compare: element type not supported on Ascend 950 (Compare.md)");
    using AscendC::CMPMODE;
    if constexpr (kIsSimFloat<T>) {
        const float x = static_cast<float>(a), y = static_cast<float>(b); // exact widening
        switch (mode) {
            case CMPMODE::LT:
                return x < y;
            case CMPMODE::GT:
                return x > y;
            case CMPMODE::EQ:
                return x == y;
            case CMPMODE::LE:
                return x <= y;
            case CMPMODE::GE:
                return x >= y;
            case CMPMODE::NE:
                return !(x == y);
        }
    } else {
        switch (mode) {
            case CMPMODE::LT:
                return a < b;
            case CMPMODE::GT:
                return a > b;
            case CMPMODE::EQ:
                return a == b;
            case CMPMODE::LE:
                return a <= b;
            case CMPMODE::GE:
                return a >= b;
            case CMPMODE::NE:
                return a != b;
        }
    }
    return false;
}

// Compares: src0 element against the scalar (Compares.md); same rule.
template <class T>
constexpr bool Compares(T src, T scalar, AscendC::CMPMODE mode) noexcept
{
    return Compare(src, scalar, mode);
}

template <class T>
constexpr T Select(bool take_src0, T src0, T src1) noexcept
{
    static_assert(kSupportsSelect<T>, "Select: element type not supported on Ascend 950 (Select.md)");
    return take_src0 ? src0 : src1;
}

// Bit i of a selMask / Compare result buffer (bytes, least significant bit first).
constexpr bool MaskBit(const uint8_t* mask, size_t i) noexcept { return ((mask[i / 8] >> (i % 8)) & 1u) != 0; }
inline void SetMaskBit(uint8_t* mask, size_t i, bool v) noexcept
{
    const uint8_t bit = static_cast<uint8_t>(1u << (i % 8));
    mask[i / 8] = static_cast<uint8_t>(v ? (mask[i / 8] | bit) : (mask[i / 8] & ~bit));
}

} // namespace ascsim::num
