// The SIMT half and half2 functions of SDK simt_api/asc_fp16.h (docs/zh/api/SIMT-API/数学函数/half类型/: 算术函数,
// 比较函数, 数学库函数, 精度转换函数 and the half2 pages of each) with the half / half2 forms of the atomics, the warp
// shuffles and reduces and the cache-hinted accesses. `half` is the sim's one kernel half (numerics/half.h), shared
// with the SIMD API and host code; half2 is vector_types.h's. Rounding, saturation and what is shared with
// bfloat16_t: float16_detail.h.
//
// Saturation per page (float16_detail.h, Sat): "受全局饱和模式影响" on __hadd, __hsub, __hmul, __hdiv, __hneg, __hfma,
// __hfma_relu, __hmin, every half2 arithmetic page (__haddx2 ... __hnegx2, __habsx2, __hfmax2, __hfmax2_relu),
// __hmaxx2, __hminx2, every math page (hsin ... h2trunc), the float / bfloat16_t -> half conversions without
// _sat and __half2half_*; not on __habs ("不受全局饱和模式影响"), __hmax, __hmax_nan, __hmin_nan, __hmaxx2_nan,
// __hminx2_nan, __hcmadd (no saturation column). Integer -> half without _sat: IEEE (__uint2half_rn.md: x >=
// 65520 -> inf); with _sat: +-ASCRT_MAX_NORMAL_FP16.
//
// Doc conflicts and the choice made:
//   __float2half_rn.md lists nan -> 0 and inf -> MAX, the saturated values, without a 饱和 column, while
//   __float2half.md (same CAST_RINT) gives both columns: every float -> half conversion follows the mode, which in
//   the reset state gives __float2half_rn.md's table.
//   __hmin.md says the function follows the saturation mode, __hmax.md does not: each page is followed.
//   __hne.md gives true for a NaN operand, __hnex2.md / __hbnex2.md give false: each page is followed.
//   __hequx2_mask.md's row "±inf, 异号inf -> 0xFFFF" contradicts its 功能说明 (equality): the 功能说明 is followed.
#pragma once

#include <cmath>
#include <cstdint>

#include "ascendc_sim/simt_api/float16_detail.h"

#define ASCRT_INF_FP16 __ushort_as_half((unsigned short)0x7C00U)
#define ASCRT_MAX_NORMAL_FP16 __ushort_as_half((unsigned short)0x7BFFU)
#define ASCRT_MIN_DENORM_FP16 __ushort_as_half((unsigned short)0x0001U)
#define ASCRT_NAN_FP16 __ushort_as_half((unsigned short)0x7FFFU)
#define ASCRT_NEG_ZERO_FP16 __ushort_as_half((unsigned short)0x8000U)
#define ASCRT_ONE_FP16 __ushort_as_half((unsigned short)0x3C00U)
#define ASCRT_ZERO_FP16 __ushort_as_half((unsigned short)0x0000U)

// 精度转换函数/__ushort_as_half.md: the 16 bits as a half.
inline half __ushort_as_half(const unsigned short int x) { return half::FromBits(x); }
// 内置数据类型-139.md, make_half2.
inline half2 make_half2(half x, half y) { return half2{x, y}; }

ASCSIM_SIMT_F16_SHARED(half, half2)

// ---- half类型算术函数/ ------------------------------------------------------------------------------------------
// __habs.md, __hadd.md, __hsub.md, __hmul.md, __hdiv.md, __hneg.md, __hfma.md, __hfma_relu.md.
inline half __habs(half x) { return ::ascsim::simt::h16::Abs(x, ::ascsim::simt::h16::Sat::kNone); }
static inline half __hadd(const half x, const half y)
{
    return ::ascsim::simt::h16::Add(x, y, ::ascsim::simt::h16::Sat::kGlobal);
}
static inline half __hsub(const half x, const half y)
{
    return ::ascsim::simt::h16::Sub(x, y, ::ascsim::simt::h16::Sat::kGlobal);
}
static inline half __hmul(const half x, const half y)
{
    return ::ascsim::simt::h16::Mul(x, y, ::ascsim::simt::h16::Sat::kGlobal);
}
static inline half __hdiv(const half x, const half y)
{
    return ::ascsim::simt::h16::Div(x, y, ::ascsim::simt::h16::Sat::kGlobal);
}
static inline half __hneg(const half x) { return ::ascsim::simt::h16::Neg(x, ::ascsim::simt::h16::Sat::kGlobal); }
inline half __hfma(half x, half y, half z)
{
    return ::ascsim::simt::h16::Finish(::ascsim::simt::h16::Fma(x, y, z), ::ascsim::simt::h16::Sat::kGlobal);
}
static inline half __hfma_relu(const half x, const half y, const half z)
{
    return ::ascsim::simt::h16::FmaRelu(x, y, z, ::ascsim::simt::h16::Sat::kGlobal);
}

// ---- half类型比较函数/__hmax.md, __hmin.md (a NaN operand is ignored), __hmax_nan.md, __hmin_nan.md -----------------
inline half __hmax(half x, half y) { return ::ascsim::simt::h16::Max(x, y, true, ::ascsim::simt::h16::Sat::kNone); }
inline half __hmin(half x, half y) { return ::ascsim::simt::h16::Min(x, y, true, ::ascsim::simt::h16::Sat::kGlobal); }
static inline half __hmax_nan(const half x, const half y)
{
    return ::ascsim::simt::h16::Max(x, y, false, ::ascsim::simt::h16::Sat::kNone);
}
static inline half __hmin_nan(const half x, const half y)
{
    return ::ascsim::simt::h16::Min(x, y, false, ::ascsim::simt::h16::Sat::kNone);
}

// ---- half2类型算术函数/, half2类型比较函数/__hmaxx2*.md, __hminx2*.md: per component ------------------------------
#define ASCSIM_H2_BINARY(NAME, EXPR)                        \
    static inline half2 NAME(const half2 x, const half2 y)  \
    {                                                       \
        using namespace ::ascsim::simt::h16;                \
        const auto f = [](half a, half b) { return EXPR; }; \
        return half2{f(x.x, y.x), f(x.y, y.y)};             \
    }
ASCSIM_H2_BINARY(__haddx2, Add(a, b, Sat::kGlobal))
ASCSIM_H2_BINARY(__hsubx2, Sub(a, b, Sat::kGlobal))
ASCSIM_H2_BINARY(__hmulx2, Mul(a, b, Sat::kGlobal))
ASCSIM_H2_BINARY(__hdivx2, Div(a, b, Sat::kGlobal))
ASCSIM_H2_BINARY(__hmaxx2, Max(a, b, false, Sat::kGlobal))
ASCSIM_H2_BINARY(__hminx2, Min(a, b, false, Sat::kGlobal))
ASCSIM_H2_BINARY(__hmaxx2_nan, Max(a, b, false, Sat::kNone))
ASCSIM_H2_BINARY(__hminx2_nan, Min(a, b, false, Sat::kNone))
#undef ASCSIM_H2_BINARY
static inline half2 __habsx2(const half2 x)
{
    return half2{::ascsim::simt::h16::Abs(x.x, ::ascsim::simt::h16::Sat::kGlobal),
                 ::ascsim::simt::h16::Abs(x.y, ::ascsim::simt::h16::Sat::kGlobal)};
}
static inline half2 __hnegx2(const half2 x)
{
    return half2{::ascsim::simt::h16::Neg(x.x, ::ascsim::simt::h16::Sat::kGlobal),
                 ::ascsim::simt::h16::Neg(x.y, ::ascsim::simt::h16::Sat::kGlobal)};
}
static inline half2 __hfmax2(const half2 x, const half2 y, const half2 z)
{
    using namespace ::ascsim::simt::h16;
    return half2{Finish(Fma(x.x, y.x, z.x), Sat::kGlobal), Finish(Fma(x.y, y.y, z.y), Sat::kGlobal)};
}
static inline half2 __hfmax2_relu(const half2 x, const half2 y, const half2 z)
{
    using namespace ::ascsim::simt::h16;
    return half2{FmaRelu(x.x, y.x, z.x, Sat::kGlobal), FmaRelu(x.y, y.y, z.y, Sat::kGlobal)};
}
// __hcmadd.md: x, y, z as complex numbers (x: real part, y: imaginary part), the page's two nested __hfma.
static inline half2 __hcmadd(const half2 x, const half2 y, const half2 z)
{
    using namespace ::ascsim::simt::h16;
    const half re = Fma(Neg(x.y, Sat::kNone), y.y, Fma(x.x, y.x, z.x));
    const half im = Fma(x.y, y.x, Fma(x.x, y.y, z.y));
    return half2{re, im};
}

// ---- half类型数学库函数/h*.md and half2类型数学库函数/h2*.md -------------------------------------------------------
// hrcp 1 / x, hrsqrt 1 / sqrt(x), hrint ties to even. Precision per 附录/SIMT接口精度标准汇总.md's fp16 rows, scalar
// and pair apart since the table parts them: hexp "1-ulp" but h2exp "Not Support denormalized numbers"; h2tanh has a
// row, htanh none. No row: the value rounded once (float16_detail.h, Precision).
#define ASCSIM_H_MATH(NAME, EXPR, FN, SCALAR, PAIR) ASCSIM_SIMT_F16_MATH(half, half2, NAME, EXPR, FN, SCALAR, PAIR)
ASCSIM_H_MATH(cos, std::cos(v), kOther, kNearest, kNearest)
ASCSIM_H_MATH(sin, std::sin(v), kOther, kNearest, kNearest)
ASCSIM_H_MATH(tanh, std::tanh(v), kTanh, kNearest, kOneUlpFtz)            // h2tanh.md
ASCSIM_H_MATH(exp, std::exp(v), kExp, kOneUlp, kOneUlpFtz)                // hexp.md, h2exp.md
ASCSIM_H_MATH(exp2, std::exp2(v), kExp2, kOneUlpFtz, kOneUlpFtz)          // hexp2.md, h2exp2.md
ASCSIM_H_MATH(exp10, std::pow(10.0L, v), kExp10, kOneUlpFtz, kOneUlpFtz)  // hexp10.md, h2exp10.md
ASCSIM_H_MATH(log, std::log(v), kLog, kOneUlpFtz, kOneUlpFtz)             // hlog.md, h2log.md
ASCSIM_H_MATH(log2, std::log2(v), kLog2, kOneUlpFtz, kOneUlpFtz)          // hlog2.md, h2log2.md
ASCSIM_H_MATH(log10, std::log10(v), kLog10, kOneUlpFtz, kOneUlpFtz)       // hlog10.md, h2log10.md
ASCSIM_H_MATH(sqrt, std::sqrt(v), kSqrt, kOneUlpFtz, kOneUlpFtz)          // hsqrt.md, h2sqrt.md
ASCSIM_H_MATH(rsqrt, 1.0L / std::sqrt(v), kRsqrt, kOneUlpFtz, kOneUlpFtz) // hrsqrt.md, h2rsqrt.md
ASCSIM_H_MATH(rcp, 1.0L / v, kOther, kNearest, kNearest)
ASCSIM_H_MATH(floor, std::floor(v), kOther, kNearest, kNearest)
ASCSIM_H_MATH(rint, std::nearbyint(v), kOther, kNearest, kNearest)
ASCSIM_H_MATH(ceil, std::ceil(v), kOther, kNearest, kNearest)
ASCSIM_H_MATH(trunc, std::trunc(v), kOther, kNearest, kNearest)
#undef ASCSIM_H_MATH

// ---- half类型精度转换函数/ ---------------------------------------------------------------------------------------
// The suffix names the rounding (the pages' CAST_* modes): rn CAST_RINT, rz CAST_TRUNC, rd CAST_FLOOR, ru CAST_CEIL,
// rna CAST_ROUND, ro CAST_ODD; _sat: inf -> +-MAX, NaN -> 0.
// __float2half.md, __float2half_<r>[_sat].md, __float22half2_<r>[_sat].md, __floats2half2_rn.md, __half2float.md,
// __half22float2.md.
inline half __float2half(const float x)
{
    using namespace ::ascsim::simt::h16;
    return Finish(FromFloat<half>(x, RoundMode::CAST_RINT), Sat::kGlobal);
}
#define ASCSIM_H_FROM_FLOAT(SUF, RM)                                                \
    inline half __float2half_##SUF(const float x)                                   \
    {                                                                               \
        using namespace ::ascsim::simt::h16;                                        \
        return Finish(FromFloat<half>(x, RoundMode::RM), Sat::kGlobal);             \
    }                                                                               \
    inline half __float2half_##SUF##_sat(const float x)                             \
    {                                                                               \
        using namespace ::ascsim::simt::h16;                                        \
        return Finish(FromFloat<half>(x, RoundMode::RM), Sat::kAlways);             \
    }                                                                               \
    inline half2 __float22half2_##SUF(const float2 x)                               \
    {                                                                               \
        return half2{__float2half_##SUF(x.x), __float2half_##SUF(x.y)};             \
    }                                                                               \
    inline half2 __float22half2_##SUF##_sat(const float2 x)                         \
    {                                                                               \
        return half2{__float2half_##SUF##_sat(x.x), __float2half_##SUF##_sat(x.y)}; \
    }
ASCSIM_H_FROM_FLOAT(rn, CAST_RINT)
ASCSIM_H_FROM_FLOAT(rz, CAST_TRUNC)
ASCSIM_H_FROM_FLOAT(rd, CAST_FLOOR)
ASCSIM_H_FROM_FLOAT(ru, CAST_CEIL)
ASCSIM_H_FROM_FLOAT(rna, CAST_ROUND)
ASCSIM_H_FROM_FLOAT(ro, CAST_ODD)
#undef ASCSIM_H_FROM_FLOAT
inline half2 __floats2half2_rn(const float x, const float y) { return half2{__float2half_rn(x), __float2half_rn(y)}; }
inline float __half2float(const half x) { return static_cast<float>(x); }
inline float2 __half22float2(const half2 x) { return float2{static_cast<float>(x.x), static_cast<float>(x.y)}; }

// __half2half_<r>.md (an integral half in the mode), __half2<uint|int|ull|ll>_<r>.md (saturating: NaN -> 0, beyond
// the range -> the type's bound, as the float forms), __<uint|int|ll|ull>2half_<r>[_sat].md.
#define ASCSIM_H_ROUNDINGS(SUF, RM, R)                                                                  \
    inline half __half2half_##SUF(const half x)                                                         \
    {                                                                                                   \
        using namespace ::ascsim::simt::h16;                                                            \
        return ToIntegral(x, Rounding::R, Sat::kGlobal);                                                \
    }                                                                                                   \
    inline unsigned int __half2uint_##SUF(const half x)                                                 \
    {                                                                                                   \
        return ::ascsim::simt::h16::ToInt<unsigned int>(x, ::ascsim::simt::h16::Rounding::R);           \
    }                                                                                                   \
    inline int __half2int_##SUF(const half x)                                                           \
    {                                                                                                   \
        return ::ascsim::simt::h16::ToInt<int>(x, ::ascsim::simt::h16::Rounding::R);                    \
    }                                                                                                   \
    inline unsigned long long int __half2ull_##SUF(const half x)                                        \
    {                                                                                                   \
        return ::ascsim::simt::h16::ToInt<unsigned long long int>(x, ::ascsim::simt::h16::Rounding::R); \
    }                                                                                                   \
    inline long long int __half2ll_##SUF(const half x)                                                  \
    {                                                                                                   \
        return ::ascsim::simt::h16::ToInt<long long int>(x, ::ascsim::simt::h16::Rounding::R);          \
    }                                                                                                   \
    inline half __uint2half_##SUF(const unsigned int x)                                                 \
    {                                                                                                   \
        return ::ascsim::simt::h16::FromInt<half>(x, ::AscendC::RoundMode::RM);                         \
    }                                                                                                   \
    inline half __uint2half_##SUF##_sat(const unsigned int x)                                           \
    {                                                                                                   \
        using namespace ::ascsim::simt::h16;                                                            \
        return Finish(FromInt<half>(x, RoundMode::RM), Sat::kAlways);                                   \
    }                                                                                                   \
    inline half __int2half_##SUF(const int x)                                                           \
    {                                                                                                   \
        return ::ascsim::simt::h16::FromInt<half>(x, ::AscendC::RoundMode::RM);                         \
    }                                                                                                   \
    inline half __int2half_##SUF##_sat(const int x)                                                     \
    {                                                                                                   \
        using namespace ::ascsim::simt::h16;                                                            \
        return Finish(FromInt<half>(x, RoundMode::RM), Sat::kAlways);                                   \
    }                                                                                                   \
    inline half __ll2half_##SUF(const long long int x)                                                  \
    {                                                                                                   \
        return ::ascsim::simt::h16::FromInt<half>(x, ::AscendC::RoundMode::RM);                         \
    }                                                                                                   \
    inline half __ull2half_##SUF(const unsigned long long int x)                                        \
    {                                                                                                   \
        return ::ascsim::simt::h16::FromInt<half>(x, ::AscendC::RoundMode::RM);                         \
    }
ASCSIM_H_ROUNDINGS(rn, CAST_RINT, kRn)
ASCSIM_H_ROUNDINGS(rz, CAST_TRUNC, kRz)
ASCSIM_H_ROUNDINGS(rd, CAST_FLOOR, kRd)
ASCSIM_H_ROUNDINGS(ru, CAST_CEIL, kRu)
ASCSIM_H_ROUNDINGS(rna, CAST_ROUND, kRna)
#undef ASCSIM_H_ROUNDINGS

// Pair construction and access: __halves2half2.md, __low2half.md, __high2half.md, __low2half2.md (x.x twice),
// __high2half2.md (x.y twice), __lows2half2.md ({x.x, y.x}), __highs2half2.md ({x.y, y.y}).
inline half2 __halves2half2(const half x, const half y) { return half2{x, y}; }
inline half __low2half(const half2 x) { return x.x; }
inline half __high2half(const half2 x) { return x.y; }
inline half2 __low2half2(const half2 x) { return half2{x.x, x.x}; }
inline half2 __high2half2(const half2 x) { return half2{x.y, x.y}; }
inline half2 __lows2half2(const half2 x, const half2 y) { return half2{x.x, y.x}; }
inline half2 __highs2half2(const half2 x, const half2 y) { return half2{x.y, y.y}; }

// Warp函数/Warp-Reduce类函数/asc_reduce_add.md, asc_reduce_max.md, asc_reduce_min.md (half rows): the pairwise tree
// of warp_functions.h, each partial sum rounded to half.
inline half asc_reduce_add(half val, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())
{
    using namespace ::ascsim::simt::h16;
    return half::FromBits(::ascsim::simt::detail::ReduceTree<uint16_t>(
        val.bits(), [](uint16_t a, uint16_t b) { return half(half::FromBits(a) + half::FromBits(b)).bits(); }, loc));
}
inline half asc_reduce_max(half val, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())
{
    return half::FromBits(::ascsim::simt::detail::ReduceTree<uint16_t>(
        val.bits(), [](uint16_t a, uint16_t b) { return half::FromBits(b) > half::FromBits(a) ? b : a; }, loc));
}
inline half asc_reduce_min(half val, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())
{
    return half::FromBits(::ascsim::simt::detail::ReduceTree<uint16_t>(
        val.bits(), [](uint16_t a, uint16_t b) { return half::FromBits(b) < half::FromBits(a) ? b : a; }, loc));
}
