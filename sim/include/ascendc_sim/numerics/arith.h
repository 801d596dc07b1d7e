// Exact (0-ulp) element semantics of the 950 vector arithmetic: Add Sub Mul Max Min, their scalar
// forms Adds Muls Maxs Mins, and Abs. No config, no salt: these results are fully determined.
//
// Docs (Ascend 950PR/950DT):
//   types:      docs/zh/api/SIMD-API/基础API/Memory矢量计算/基础算术/{Add,Sub,Mul,Max,Min,Adds,Muls,
//               Maxs,Mins,Abs}.md, "数据类型" (the kSupports* predicates below list them)
//   precision:  docs/zh/api/附录/Reg矢量计算接口精度标准汇总.md, table 1 (the Memory APIs run the Reg
//               APIs on 950: "该接口通过VF调用Reg矢量计算API实现"):
//                 Add/Adds/Mul: "half/float: 0ulp, support denormalized numbers";
//                 bfloat16_t: "Add(x, y) = rint_to_bf16(Add(cast_to_f32(x), cast_to_f32(y)))",
//                 same for Mul; Sub(x, y) = Add(x, Neg(y)); Muls: "half/float: 0ulp, support
//                 denormalized numbers" (bfloat16_t Muls: doc silent, treated as Mul).
//               -> correctly rounded IEEE results, subnormal inputs and results kept (no FTZ).
//   specials:   docs/zh/api/附录/Reg矢量计算接口边界值汇总.md, tables 7, 11, 12, 14, 16, 19-23, INF/NAN
//               mode ("计算结果是inf、-inf、nan的三类场景，按原样输出", results "与IEEE754理论结果一致"):
//               IEEE specials; integer Add/Sub/Mul wrap modulo 2^n (e.g. int16 32767 + 32767 = -2,
//               -32768 * -32768 = 0). The saturation mode CTRL selects for half / bfloat16_t results
//               is applied on top by the kernel layer (ascendc_sim/core/saturation.h, saturate.h).
// Choices where the docs are silent:
//   * NaN results are the canonical NaN (all-ones mantissa, cf. Div.md table 8: 0x7FFFFFFF).
//   * Max/Min: a NaN operand gives NaN (tables 19/20: "nan" for any NaN operand); for +0 vs -0 the
//     tables are not sign-precise, so IEEE 754-2019 maximum/minimum is used: Max(+0,-0) = +0,
//     Min(+0,-0) = -0.
//   * Abs of the most negative integer (no representable result, not in table 7): poison.
//   * The host floating-point environment is never used for the final rounding (all roundings are
//     integer-exact), so a host FTZ/DAZ setting cannot leak into results.
#pragma once

#include <cstdint>
#include <limits>
#include <type_traits>

#include "ascendc_sim/numerics/bits.h"
#include "ascendc_sim/numerics/poison.h"
#include "ascendc_sim/numerics/traits.h"

namespace ascsim::num {

// ---- supported element types on 950 (Memory矢量计算/基础算术/*.md, "数据类型"; 64-bit and complex
// types are outside this layer) ----
template <class T>
inline constexpr bool
    kSupportsAdd = kIsOneOf<T, int8_t, uint8_t, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float>;
template <class T>
inline constexpr bool kSupportsSub = kSupportsAdd<T>;
template <class T>
inline constexpr bool kSupportsMul = kIsOneOf<T, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float>;
template <class T>
inline constexpr bool kSupportsMax = kSupportsAdd<T>;
template <class T>
inline constexpr bool kSupportsMin = kSupportsAdd<T>;
template <class T>
inline constexpr bool kSupportsAdds = kIsOneOf<T, int8_t, uint8_t, int16_t, half, bfloat16_t, int32_t, float>;
template <class T>
inline constexpr bool kSupportsMuls = kIsOneOf<T, int16_t, half, bfloat16_t, int32_t, float>;
template <class T>
inline constexpr bool kSupportsMaxs = kIsOneOf<T, int8_t, uint8_t, int16_t, half, bfloat16_t, int32_t, float>;
template <class T>
inline constexpr bool kSupportsMins = kSupportsMaxs<T>;
// Subs / Divs exist only with the scalar in either position (Subs（灵活标量位置）.md, Divs（灵活标量位置）.md;
// their 64-bit types are the b64 lanes', int64.h).
template <class T>
inline constexpr bool kSupportsSubs = kIsOneOf<T, int16_t, half, bfloat16_t, int32_t, float>;
template <class T>
inline constexpr bool kSupportsDivs = kIsOneOf<T, half, float>;
template <class T>
inline constexpr bool kSupportsAbs = kIsOneOf<T, int8_t, int16_t, half, int32_t, float>;
// Relu: Memory矢量计算/基础算术/Relu.md and Reg矢量计算/基础算术/Relu.md, 数据类型 (int64_t: the Memory
// API's count form and the Reg API only; the spellings say which).
template <class T>
inline constexpr bool kSupportsRelu = kIsOneOf<T, half, int32_t, float, int64_t>;

namespace detail {

// Exact widening of half / bfloat16_t / float to double (integer decode; no host conversion).
template <class T>
constexpr double ExactDouble(T v) noexcept
{
    using F = typename FpTraits<T>::Format;
    return BitCast<double>(ConvertFormat<Fp64Format, F>(Bits(v), AscendC::RoundMode::CAST_NONE));
}
// double -> T, round to nearest even (integer-exact).
template <class T>
constexpr T RoundDouble(double v) noexcept
{
    using F = typename FpTraits<T>::Format;
    return FromBits<T>(ConvertFormat<F, Fp64Format>(BitCast<uint64_t>(v), AscendC::RoundMode::CAST_RINT));
}

enum class BinOp { kAdd, kSub, kMul };

constexpr double ApplyDouble(BinOp op, double a, double b) noexcept
{
    switch (op) {
        case BinOp::kAdd:
            return a + b;
        case BinOp::kSub:
            return a - b;
        default:
            return a * b;
    }
}

// Correctly rounded a op b for half/float (the double result of a half or float +,-,* is either
// exact or, for float +/-, rounded with 53 >= 2*24+2 bits, so the second rounding is innocuous);
// bfloat16_t goes through a correctly rounded float result as its doc defines.
template <class T>
constexpr T FloatBinary(BinOp op, T a, T b) noexcept
{
    if (IsNaN(a) || IsNaN(b))
        return CanonicalNaN<T>();
    if constexpr (std::is_same_v<T, bfloat16_t>) {
        const float f = FloatBinary<float>(op, static_cast<float>(a), static_cast<float>(b));
        return IsNaN(f) ? CanonicalNaN<T>() : bfloat16_t(f);
    } else {
        const double r = ApplyDouble(op, ExactDouble(a), ExactDouble(b));
        if (r != r)
            return CanonicalNaN<T>(); // inf - inf, 0 * inf
        return RoundDouble<T>(r);
    }
}

template <class T>
constexpr T IntBinary(BinOp op, T a, T b) noexcept
{
    using U = std::make_unsigned_t<T>;
    const uint64_t x = static_cast<U>(a);
    const uint64_t y = static_cast<U>(b);
    uint64_t r = 0;
    switch (op) {
        case BinOp::kAdd:
            r = x + y;
            break;
        case BinOp::kSub:
            r = x - y;
            break;
        default:
            r = x * y;
            break;
    }
    return static_cast<T>(static_cast<U>(r)); // modulo 2^n (INF/NAN mode wrap-around)
}

template <class T>
constexpr T Binary(BinOp op, T a, T b) noexcept
{
    if constexpr (kIsSimFloat<T>)
        return FloatBinary(op, a, b);
    else
        return IntBinary(op, a, b);
}

template <class T>
constexpr T MaxMin(bool is_max, T a, T b) noexcept
{
    if constexpr (kIsSimFloat<T>) {
        if (IsNaN(a) || IsNaN(b))
            return CanonicalNaN<T>();
        if (IsZero(a) && IsZero(b))
            return SignBit(a) == is_max ? b : a;
        const float fa = static_cast<float>(a), fb = static_cast<float>(b);
        return is_max ? (fa >= fb ? a : b) : (fa <= fb ? a : b);
    } else {
        return is_max ? (a >= b ? a : b) : (a <= b ? a : b);
    }
}

} // namespace detail

template <class T>
constexpr T Add(T a, T b) noexcept
{
    static_assert(kSupportsAdd<T>, "Add: element type not supported on Ascend 950 (Add.md)");
    return detail::Binary(detail::BinOp::kAdd, a, b);
}
template <class T>
constexpr T Sub(T a, T b) noexcept
{
    static_assert(kSupportsSub<T>, "Sub: element type not supported on Ascend 950 (Sub.md)");
    return detail::Binary(detail::BinOp::kSub, a, b);
}
template <class T>
constexpr T Mul(T a, T b) noexcept
{
    static_assert(kSupportsMul<T>, "Mul: element type not supported on Ascend 950 (Mul.md)");
    return detail::Binary(detail::BinOp::kMul, a, b);
}
template <class T>
constexpr T Max(T a, T b) noexcept
{
    static_assert(kSupportsMax<T>, "Max: element type not supported on Ascend 950 (Max.md)");
    return detail::MaxMin(true, a, b);
}
template <class T>
constexpr T Min(T a, T b) noexcept
{
    static_assert(kSupportsMin<T>, "Min: element type not supported on Ascend 950 (Min.md)");
    return detail::MaxMin(false, a, b);
}

// Scalar forms: dst_i = src_i op scalarValue, scalarValue of the element type (Adds.md etc.).
template <class T>
constexpr T Adds(T src, T scalar) noexcept
{
    static_assert(kSupportsAdds<T>, "Adds: element type not supported on Ascend 950 (Adds.md)");
    return detail::Binary(detail::BinOp::kAdd, src, scalar);
}
template <class T>
constexpr T Muls(T src, T scalar) noexcept
{
    static_assert(kSupportsMuls<T>, "Muls: element type not supported on Ascend 950 (Muls.md)");
    return detail::Binary(detail::BinOp::kMul, src, scalar);
}
template <class T>
constexpr T Maxs(T src, T scalar) noexcept
{
    static_assert(kSupportsMaxs<T>, "Maxs: element type not supported on Ascend 950 (Maxs.md)");
    return detail::MaxMin(true, src, scalar);
}
template <class T>
constexpr T Mins(T src, T scalar) noexcept
{
    static_assert(kSupportsMins<T>, "Mins: element type not supported on Ascend 950 (Mins.md)");
    return detail::MaxMin(false, src, scalar);
}

// |x|: the sign bit cleared for floating types (NaN stays NaN, -0 -> +0: boundary table 7);
// integers: the magnitude, poison for the most negative value.
template <class T>
constexpr T Abs(T x) noexcept
{
    static_assert(kSupportsAbs<T>, "Abs: element type not supported on Ascend 950 (Abs.md)");
    if constexpr (kIsSimFloat<T>) {
        using F = typename FpTraits<T>::Format;
        return FromBits<T>(static_cast<typename F::Storage>(Bits(x) & ~F::kSignMask));
    } else {
        if (x == std::numeric_limits<T>::min())
            return UnknownResult<T>();
        return x < 0 ? static_cast<T>(-x) : x;
    }
}

// max(0, x) (Relu.md), with the specials of 附录/Reg矢量计算接口边界值汇总.md 表9 and Memory矢量计算接口
// 边界值汇总.md 表8 in the INF/NaN mode: NaN -> NaN (canonical), -0 -> +0, -inf -> +0, +inf -> +inf; the
// saturation mode's half results (NaN -> 0, inf -> MAX) come from the spellings' saturation step.
template <class T>
constexpr T Relu(T x) noexcept
{
    static_assert(kSupportsRelu<T>, "Relu: element type not supported on Ascend 950 (Relu.md)");
    if constexpr (kIsSimFloat<T>) {
        if (IsNaN(x)) {
            return CanonicalNaN<T>();
        }
        return !SignBit(x) && !IsZero(x) ? x : FromBits<T>(0);
    } else {
        return x > 0 ? x : T(0);
    }
}

} // namespace ascsim::num
