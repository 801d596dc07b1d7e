// Element semantics of Neg, Prelu, Mull, AbsSub and ExpSub on Ascend 950 (docs/zh/api/SIMD-API/基础API/
// Memory矢量计算/基础算术/Neg(ISASI).md, Prelu(ISASI).md, Mull(ISASI).md; 复合计算/AbsSub(ISASI).md,
// ExpSub(ISASI).md; the same names under Reg矢量计算/), with 附录/Reg矢量计算接口精度标准汇总.md:
//   Neg     "符号位取反": the sign bit flipped for half / float (NaN payloads, -0 included); integers
//           wrap (the most negative value stays itself, as two's complement negation does);
//   Prelu   src0 >= 0 ? src0 : src0 * src1, the product rounded once (Mul, 0 ulp); NaN src0 fails the
//           comparison and so is multiplied: NaN (canonical, as Mul gives);
//   Mull    the full 64-bit product of two 32-bit lanes: low word to dst0, high word to dst1 (the
//           page's example: -2039520159 * -1791575569 -> dst0 -1560359025, dst1 850752575);
//   AbsSub  "指令串行, AbsSub(x) = Abs(Sub(x))": the difference rounded to T, then its sign cleared;
//   ExpSub  Exp(Sub(cast_to_f32(x), cast_to_f32(y))): the float difference rounded once, then Exp with
//           the hardware's "1ulp, not support denormalized numbers" (Exp's INTRINSIC algorithm, picked
//           adversarially within the ulp: numerics/explog.h).
// half results saturate in the spellings (core/saturation.h), as every half arithmetic does.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/numerics/arith.h"
#include "ascendc_sim/numerics/configs.h"
#include "ascendc_sim/numerics/explog.h"
#include "ascendc_sim/numerics/traits.h"

namespace ascsim::num {

template <class T>
inline constexpr bool kSupportsNeg = kIsOneOf<T, int8_t, int16_t, half, int32_t, float, int64_t>;

template <class T>
constexpr T Neg(T x) noexcept
{
    static_assert(kSupportsNeg<T>, "Neg: element type not supported on Ascend 950 (Neg(ISASI).md)");
    if constexpr (kIsSimFloat<T>) {
        using F = typename FpTraits<T>::Format;
        return FromBits<T>(static_cast<typename F::Storage>(Bits(x) ^ F::kSignMask));
    } else {
        using U = std::make_unsigned_t<T>;
        return static_cast<T>(static_cast<U>(U(0) - static_cast<U>(x)));
    }
}

template <class T>
constexpr T Prelu(T x, T alpha) noexcept
{
    static_assert(kIsOneOf<T, half, float>, "Prelu: half or float on Ascend 950 (Prelu(ISASI).md)");
    return !IsNaN(x) && (IsZero(x) || !SignBit(x)) ? x : Mul(x, alpha);
}

// Mull's two words of a * b.
template <class T>
struct MullWords {
    T low;
    T high;
};
template <class T>
constexpr MullWords<T> Mull(T a, T b) noexcept
{
    static_assert(kIsOneOf<T, int32_t, uint32_t>, "Mull: int32_t or uint32_t on Ascend 950 (Mull(ISASI).md)");
    using W = std::conditional_t<std::is_signed_v<T>, int64_t, uint64_t>;
    const auto p = static_cast<uint64_t>(static_cast<W>(a) * static_cast<W>(b)); // exact in 64 bits
    return {static_cast<T>(static_cast<uint32_t>(p)), static_cast<T>(static_cast<uint32_t>(p >> 32))};
}

template <class T>
constexpr T AbsSub(T a, T b) noexcept
{
    static_assert(kIsOneOf<T, half, float>, "AbsSub: half or float on Ascend 950 (AbsSub(ISASI).md)");
    return Abs(Sub(a, b));
}

// dst float, src half or float (the SDK's static_assert and the Reg page's 表3: float out only).
template <class U>
inline float ExpSub(U a, U b, uint64_t salt) noexcept
{
    static_assert(kIsOneOf<U, half, float>, "ExpSub: half or float sources on Ascend 950 (ExpSub(ISASI).md)");
    const float d = Sub(static_cast<float>(a), static_cast<float>(b)); // half -> float is exact
    return Exp<float>(d, AscendC::ExpConfig{AscendC::ExpAlgo::INTRINSIC}, salt);
}

} // namespace ascsim::num
