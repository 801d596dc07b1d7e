// Element semantics of the 950 Cast instruction among half, bfloat16_t, float, int32_t, int16_t,
// int8_t and uint8_t.
//
//   template <class Dst, class Src> constexpr bool CastSupported(AscendC::RoundMode rm);
//   template <class Dst, class Src> constexpr Dst Cast(Src x, AscendC::RoundMode rm);
// Cast of an unsupported (Dst, Src, rm) returns poison; check CastSupported first.
//
// Supported pairs and modes: docs/zh/api/SIMD-API/基础API/Memory矢量计算/类型转换/Cast.md, table
// "Ascend 950PR/Ascend 950DT支持的数据类型组合情况", restricted to the seven types above:
//   int8_t  -> int16_t, half, int32_t              NONE
//   uint8_t -> half                                NONE
//   int16_t -> uint8_t, int32_t, float             NONE
//   int16_t -> half                                RINT FLOOR CEIL ROUND TRUNC
//   half    -> int8_t, uint8_t, int16_t, int32_t, bfloat16_t   RINT FLOOR CEIL ROUND TRUNC
//   half    -> float                               NONE
//   bfloat16_t -> half, int32_t                    RINT FLOOR CEIL ROUND TRUNC
//   bfloat16_t -> float                            NONE
//   int32_t -> uint8_t, int16_t                    NONE
//   int32_t -> float                               RINT FLOOR CEIL ROUND TRUNC
//   float   -> int16_t, int32_t, bfloat16_t, float RINT FLOOR CEIL ROUND TRUNC
//   float   -> half                                RINT FLOOR CEIL ROUND TRUNC ODD NONE
//   (int32_t -> half exists on 950 only as a dequantisation with SetDeqScale, "roundMode不生效":
//   not an element cast, so unsupported here; the Memory Cast sends it to engine/deq_engine.h.)
// Rounding: docs/zh/api/SIMD-API/基础API/数据结构/precision_conversion.md table 1 (bits.h). NONE =
// RINT where precision is lost, exact otherwise. float -> float rounds to an integral value
// ("按照精度舍入模式取整，仍以float格式存入"), keeping the sign of zero.
// Out of range: precision_conversion.md: "当源值超出目标类型的表示范围时溢出，溢出默认按照饱和模式处理"
// (e.g. float 2^22+0.5 -> int16_t 32767, half 127.5 -> int8_t 127, int32_t 2^31-1 -> int16_t 32767)
// -> integer results saturate. (Reg矢量计算接口边界值汇总.md table 34 shows wrap-around for some pairs
// in its INF/NAN column, e.g. float MAX -> int32_t 0; the Memory-level doc's saturation is followed
// and the conflict noted here.) Floating results overflow per IEEE directed rounding (bits.h).
// Specials into integers (table 34, both columns agree): NaN -> 0, +inf -> MAX, -inf -> MIN (0 for
// uint8_t).
// Into uint8_t from signed sources: "负数输入会被视为异常" (precision_conversion.md, int16_t/int32_t/
// half -> uint8_t) -> a negative input (x < 0; -0 is not negative) gives poison, except half -inf,
// which table 34 pins to 0. int16_t/int32_t -> uint8_t keep the low 8 bits ("高位截断").
// Floating-point NaN stays NaN (sign and leading payload kept, quiet bit set); subnormal results
// are produced (precision_conversion.md's bfloat16_t -> half example 2.90573e-06 -> 2.9e-06 /
// 2.861e-06 is a half subnormal).
#pragma once

#include <cstdint>
#include <limits>
#include <type_traits>

#include "ascendc_sim/numerics/bits.h"
#include "ascendc_sim/numerics/modes.h"
#include "ascendc_sim/numerics/poison.h"
#include "ascendc_sim/numerics/traits.h"

namespace ascsim::num {

namespace detail {

constexpr bool IsRoundingMode5(AscendC::RoundMode rm) noexcept
{
    using AscendC::RoundMode;
    return rm == RoundMode::CAST_RINT || rm == RoundMode::CAST_FLOOR || rm == RoundMode::CAST_CEIL ||
           rm == RoundMode::CAST_ROUND || rm == RoundMode::CAST_TRUNC;
}

} // namespace detail

template <class Dst, class Src>
constexpr bool CastSupported(AscendC::RoundMode rm) noexcept
{
    using AscendC::RoundMode;
    const bool none = rm == RoundMode::CAST_NONE;
    const bool r5 = detail::IsRoundingMode5(rm);
    if constexpr (std::is_same_v<Src, int8_t>) {
        return kIsOneOf<Dst, int16_t, half, int32_t> && none;
    } else if constexpr (std::is_same_v<Src, uint8_t>) {
        return std::is_same_v<Dst, half> && none;
    } else if constexpr (std::is_same_v<Src, int16_t>) {
        if constexpr (std::is_same_v<Dst, half>)
            return r5;
        else
            return kIsOneOf<Dst, uint8_t, int32_t, float> && none;
    } else if constexpr (std::is_same_v<Src, half>) {
        if constexpr (std::is_same_v<Dst, float>)
            return none;
        else
            return kIsOneOf<Dst, int8_t, uint8_t, int16_t, int32_t, bfloat16_t> && r5;
    } else if constexpr (std::is_same_v<Src, bfloat16_t>) {
        if constexpr (std::is_same_v<Dst, float>)
            return none;
        else
            return kIsOneOf<Dst, half, int32_t> && r5;
    } else if constexpr (std::is_same_v<Src, int32_t>) {
        if constexpr (std::is_same_v<Dst, float>)
            return r5;
        else
            return kIsOneOf<Dst, uint8_t, int16_t> && none;
    } else if constexpr (std::is_same_v<Src, float>) {
        if constexpr (std::is_same_v<Dst, half>)
            return r5 || none || rm == RoundMode::CAST_ODD;
        else
            return kIsOneOf<Dst, int16_t, int32_t, bfloat16_t, float> && r5;
    } else {
        return false;
    }
}

template <class Dst, class Src>
constexpr Dst Cast(Src x, AscendC::RoundMode rm) noexcept
{
    if constexpr (!((kIsSimFloat<Dst> || kIsSimInt<Dst>)&&(kIsSimFloat<Src> || kIsSimInt<Src>))) {
        static_assert(sizeof(Dst) == 0, "Cast: only half, bfloat16_t, float and 8/16/32-bit integers");
    } else {
        if (!CastSupported<Dst, Src>(rm))
            return Poison<Dst>();
        if constexpr (kIsSimFloat<Src>) {
            using SF = typename FpTraits<Src>::Format;
            const detail::Decomposed d = detail::DecomposeBits<SF>(Bits(x));
            if constexpr (std::is_same_v<Dst, Src>) { // float -> float: round to integral
                if (d.cls != detail::FpClass::kFinite || d.exp2 >= 0)
                    return x;
                const detail::IntMagnitude m = detail::RoundToIntegerMagnitude(d, rm);
                return FromBits<Dst>(detail::RoundToFormat<SF>(d.neg, m.mag, 0, false, rm));
            } else if constexpr (kIsSimFloat<Dst>) {
                using DF = typename FpTraits<Dst>::Format;
                return FromBits<Dst>(detail::ConvertFormat<DF, SF>(Bits(x), rm));
            } else {
                if (d.cls == detail::FpClass::kNaN)
                    return Dst(0);
                if constexpr (std::is_same_v<Dst, uint8_t>) {
                    if (d.neg && d.cls == detail::FpClass::kInf)
                        return Dst(0);
                    if (d.neg && d.cls == detail::FpClass::kFinite)
                        return UnknownResult<Dst>();
                }
                if (d.cls == detail::FpClass::kInf) {
                    return d.neg ? std::numeric_limits<Dst>::min() : std::numeric_limits<Dst>::max();
                }
                return detail::SaturateToInt<Dst>(d.neg, detail::RoundToIntegerMagnitude(d, rm));
            }
        } else { // integer source
            if constexpr (kIsSimFloat<Dst>) {
                using DF = typename FpTraits<Dst>::Format;
                return FromBits<Dst>(detail::FromInteger<DF>(x, rm));
            } else if constexpr (std::is_same_v<Dst, uint8_t> && std::is_signed_v<Src>) {
                if (x < 0)
                    return UnknownResult<Dst>();
                return static_cast<Dst>(static_cast<uint32_t>(x) & 0xFFu);
            } else {
                const bool neg = x < 0;
                uint64_t mag = static_cast<uint64_t>(static_cast<int64_t>(x));
                if (neg)
                    mag = uint64_t(0) - mag;
                return detail::SaturateToInt<Dst>(neg, detail::IntMagnitude{mag, false});
            }
        }
    }
}

} // namespace ascsim::num
