// The SIMT bfloat16_t and bfloat16x2_t functions of SDK simt_api/asc_bf16.h (docs/zh/api/SIMT-API/数学函数/
// bfloat16类型/: the pages carry a number suffix, e.g. 算术函数/__hadd-152.md, 数学库函数/hsin-184.md) with the
// bfloat16_t / bfloat16x2_t forms of the atomics, the warp shuffles and the cache-hinted accesses, and the
// half <-> bfloat16_t conversions the SDK declares in asc_bf16.h (pages under half类型/half类型精度转换函数/
// __bfloat162half_*.md and bfloat16类型/bfloat16类型精度转换函数/__half2bfloat16_*.md). Shared code and rules:
// float16_detail.h; the half counterpart: half_functions.h.
//
// Saturation per page: unlike half, the bfloat16_t arithmetic pages say "不受全局饱和模式影响" (__habs-150, __hadd-152,
// __hsub-153, __hmul-154, __hneg-156, __hfma-151, __hfma_relu-157, __hmax-158, __hmin-159, __hmax_nan-174,
// __hmin_nan-175) except __hdiv-155 ("受全局饱和模式影响"); the bfloat16x2_t arithmetic and max / min pages show no
// saturation column except __hdivx2-195; every math page (hsin-184 ... h2trunc-257) and the float -> bfloat16_t
// conversions follow the mode. half -> bfloat16_t is exact in range (bfloat16_t's is wider) and keeps inf / NaN.
// bfloat16_t has no ro rounding and no _sat integer conversions (asc_bf16.h declares none).
#pragma once

#include <cmath>
#include <cstdint>

#include "ascendc_sim/simt_api/float16_detail.h"
#include "ascendc_sim/simt_api/half_functions.h"

#define ASCRT_INF_BF16 __ushort_as_bfloat16((unsigned short)0x7F80U)
#define ASCRT_MAX_NORMAL_BF16 __ushort_as_bfloat16((unsigned short)0x7F7FU)
#define ASCRT_MIN_DENORM_BF16 __ushort_as_bfloat16((unsigned short)0x0001U)
#define ASCRT_NAN_BF16 __ushort_as_bfloat16((unsigned short)0x7FFFU)
#define ASCRT_NEG_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x8000U)
#define ASCRT_ONE_BF16 __ushort_as_bfloat16((unsigned short)0x3F80U)
#define ASCRT_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x0000U)

// bfloat16类型精度转换函数/__ushort_as_bfloat16.md: the 16 bits as a bfloat16_t.
inline bfloat16_t __ushort_as_bfloat16(const unsigned short int x) { return bfloat16_t::FromBits(x); }
// 内置数据类型-139.md, make_bfloat162.
inline bfloat16x2_t make_bfloat162(bfloat16_t x, bfloat16_t y) { return bfloat16x2_t{x, y}; }

ASCSIM_SIMT_F16_SHARED(bfloat16_t, bfloat16x2_t)

// ---- bfloat16类型算术函数/ ------------------------------------------------------------------------------------------
// __habs-150.md, __hadd-152.md, __hsub-153.md, __hmul-154.md, __hdiv-155.md, __hneg-156.md, __hfma-151.md,
// __hfma_relu-157.md.
inline bfloat16_t __habs(bfloat16_t x) { return ::ascsim::simt::h16::Abs(x, ::ascsim::simt::h16::Sat::kNone); }
static inline bfloat16_t __hadd(const bfloat16_t x, const bfloat16_t y)
{
    return ::ascsim::simt::h16::Add(x, y, ::ascsim::simt::h16::Sat::kNone);
}
static inline bfloat16_t __hsub(const bfloat16_t x, const bfloat16_t y)
{
    return ::ascsim::simt::h16::Sub(x, y, ::ascsim::simt::h16::Sat::kNone);
}
static inline bfloat16_t __hmul(const bfloat16_t x, const bfloat16_t y)
{
    return ::ascsim::simt::h16::Mul(x, y, ::ascsim::simt::h16::Sat::kNone);
}
static inline bfloat16_t __hdiv(const bfloat16_t x, const bfloat16_t y)
{
    return ::ascsim::simt::h16::Div(x, y, ::ascsim::simt::h16::Sat::kGlobal);
}
static inline bfloat16_t __hneg(const bfloat16_t x)
{
    return ::ascsim::simt::h16::Neg(x, ::ascsim::simt::h16::Sat::kNone);
}
inline bfloat16_t __hfma(bfloat16_t x, bfloat16_t y, bfloat16_t z) { return ::ascsim::simt::h16::Fma(x, y, z); }
static inline bfloat16_t __hfma_relu(const bfloat16_t x, const bfloat16_t y, const bfloat16_t z)
{
    return ::ascsim::simt::h16::FmaRelu(x, y, z, ::ascsim::simt::h16::Sat::kNone);
}

// ---- bfloat16类型比较函数/__hmax-158.md, __hmin-159.md (NaN ignored), __hmax_nan-174.md, __hmin_nan-175.md
// -----------------
inline bfloat16_t __hmax(bfloat16_t x, bfloat16_t y)
{
    return ::ascsim::simt::h16::Max(x, y, true, ::ascsim::simt::h16::Sat::kNone);
}
inline bfloat16_t __hmin(bfloat16_t x, bfloat16_t y)
{
    return ::ascsim::simt::h16::Min(x, y, true, ::ascsim::simt::h16::Sat::kNone);
}
static inline bfloat16_t __hmax_nan(const bfloat16_t x, const bfloat16_t y)
{
    return ::ascsim::simt::h16::Max(x, y, false, ::ascsim::simt::h16::Sat::kNone);
}
static inline bfloat16_t __hmin_nan(const bfloat16_t x, const bfloat16_t y)
{
    return ::ascsim::simt::h16::Min(x, y, false, ::ascsim::simt::h16::Sat::kNone);
}

// ---- bfloat16x2类型算术函数/, bfloat16x2类型比较函数/__hmaxx2-238.md ... __hminx2_nan-241.md: per component
// ------------------------------
#define ASCSIM_BF2_BINARY(NAME, EXPR)                                           \
    static inline bfloat16x2_t NAME(const bfloat16x2_t x, const bfloat16x2_t y) \
    {                                                                           \
        using namespace ::ascsim::simt::h16;                                    \
        const auto f = [](bfloat16_t a, bfloat16_t b) { return EXPR; };         \
        return bfloat16x2_t{f(x.x, y.x), f(x.y, y.y)};                          \
    }
ASCSIM_BF2_BINARY(__haddx2, Add(a, b, Sat::kNone))
ASCSIM_BF2_BINARY(__hsubx2, Sub(a, b, Sat::kNone))
ASCSIM_BF2_BINARY(__hmulx2, Mul(a, b, Sat::kNone))
ASCSIM_BF2_BINARY(__hdivx2, Div(a, b, Sat::kGlobal))
ASCSIM_BF2_BINARY(__hmaxx2, Max(a, b, false, Sat::kNone))
ASCSIM_BF2_BINARY(__hminx2, Min(a, b, false, Sat::kNone))
ASCSIM_BF2_BINARY(__hmaxx2_nan, Max(a, b, false, Sat::kNone))
ASCSIM_BF2_BINARY(__hminx2_nan, Min(a, b, false, Sat::kNone))
#undef ASCSIM_BF2_BINARY
static inline bfloat16x2_t __habsx2(const bfloat16x2_t x)
{
    return bfloat16x2_t{::ascsim::simt::h16::Abs(x.x, ::ascsim::simt::h16::Sat::kNone),
                        ::ascsim::simt::h16::Abs(x.y, ::ascsim::simt::h16::Sat::kNone)};
}
static inline bfloat16x2_t __hnegx2(const bfloat16x2_t x)
{
    return bfloat16x2_t{::ascsim::simt::h16::Neg(x.x, ::ascsim::simt::h16::Sat::kNone),
                        ::ascsim::simt::h16::Neg(x.y, ::ascsim::simt::h16::Sat::kNone)};
}
static inline bfloat16x2_t __hfmax2(const bfloat16x2_t x, const bfloat16x2_t y, const bfloat16x2_t z)
{
    using namespace ::ascsim::simt::h16;
    return bfloat16x2_t{Fma(x.x, y.x, z.x), Fma(x.y, y.y, z.y)};
}
static inline bfloat16x2_t __hfmax2_relu(const bfloat16x2_t x, const bfloat16x2_t y, const bfloat16x2_t z)
{
    using namespace ::ascsim::simt::h16;
    return bfloat16x2_t{FmaRelu(x.x, y.x, z.x, Sat::kNone), FmaRelu(x.y, y.y, z.y, Sat::kNone)};
}
// __hcmadd-200.md: x, y, z as complex numbers (x: real part, y: imaginary part), the page's two nested __hfma.
static inline bfloat16x2_t __hcmadd(const bfloat16x2_t x, const bfloat16x2_t y, const bfloat16x2_t z)
{
    using namespace ::ascsim::simt::h16;
    const bfloat16_t re = Fma(Neg(x.y, Sat::kNone), y.y, Fma(x.x, y.x, z.x));
    const bfloat16_t im = Fma(x.y, y.x, Fma(x.x, y.y, z.y));
    return bfloat16x2_t{re, im};
}

// ---- bfloat16类型数学库函数/h*-NNN.md and bfloat16x2类型数学库函数/h2*-NNN.md ---------------------------------------
// hrcp 1 / x, hrsqrt 1 / sqrt(x), hrint ties to even. Precision per 附录/SIMT接口精度标准汇总.md's bf16 rows (scalar
// and pair alike there); hrcp-187.md / h2rcp-253.md have no row but flush a subnormal x (their division does: the
// result is +-inf). No row: the value rounded once (float16_detail.h, Precision).
#define ASCSIM_BF_MATH(NAME, EXPR, FN, PRECISION) \
    ASCSIM_SIMT_F16_MATH(bfloat16_t, bfloat16x2_t, NAME, EXPR, FN, PRECISION, PRECISION)
ASCSIM_BF_MATH(cos, std::cos(v), kOther, kNearest)
ASCSIM_BF_MATH(sin, std::sin(v), kOther, kNearest)
ASCSIM_BF_MATH(tanh, std::tanh(v), kTanh, kOneUlpFtz)          // htanh-176.md, h2tanh-242.md
ASCSIM_BF_MATH(exp, std::exp(v), kExp, kOneUlpFtz)             // hexp-177.md, h2exp-243.md
ASCSIM_BF_MATH(exp2, std::exp2(v), kExp2, kOneUlpFtz)          // hexp2-178.md, h2exp2-244.md
ASCSIM_BF_MATH(exp10, std::pow(10.0L, v), kExp10, kOneUlpFtz)  // hexp10-179.md, h2exp10-245.md
ASCSIM_BF_MATH(log, std::log(v), kLog, kOneUlpFtz)             // hlog-180.md, h2log-246.md
ASCSIM_BF_MATH(log2, std::log2(v), kLog2, kOneUlpFtz)          // hlog2-181.md, h2log2-247.md
ASCSIM_BF_MATH(log10, std::log10(v), kLog10, kOneUlpFtz)       // hlog10-182.md, h2log10-248.md
ASCSIM_BF_MATH(sqrt, std::sqrt(v), kSqrt, kOneUlpFtz)          // hsqrt-185.md, h2sqrt-251.md
ASCSIM_BF_MATH(rsqrt, 1.0L / std::sqrt(v), kRsqrt, kOneUlpFtz) // hrsqrt-186.md, h2rsqrt-252.md
ASCSIM_BF_MATH(rcp, 1.0L / v, kOther, kNearestFtz)             // hrcp-187.md, h2rcp-253.md
ASCSIM_BF_MATH(floor, std::floor(v), kOther, kNearest)
ASCSIM_BF_MATH(rint, std::nearbyint(v), kOther, kNearest)
ASCSIM_BF_MATH(ceil, std::ceil(v), kOther, kNearest)
ASCSIM_BF_MATH(trunc, std::trunc(v), kOther, kNearest)
#undef ASCSIM_BF_MATH

// ---- bfloat16类型精度转换函数/
// --------------------------------------------------------------------------------------- The suffix names the rounding
// (the pages' CAST_* modes): rn CAST_RINT, rz CAST_TRUNC, rd CAST_FLOOR, ru CAST_CEIL, rna CAST_ROUND; _sat: inf ->
// +-MAX, NaN -> 0.
// __float2bfloat16.md, __float2bfloat16_<r>[_sat].md, __float22bfloat162_<r>[_sat].md, __floats2bfloat162_rn.md,
// __bfloat162float.md,
// __bfloat1622float2.md.
inline bfloat16_t __float2bfloat16(const float x)
{
    using namespace ::ascsim::simt::h16;
    return Finish(FromFloat<bfloat16_t>(x, RoundMode::CAST_RINT), Sat::kGlobal);
}
#define ASCSIM_BF_FROM_FLOAT(SUF, RM)                                                              \
    inline bfloat16_t __float2bfloat16_##SUF(const float x)                                        \
    {                                                                                              \
        using namespace ::ascsim::simt::h16;                                                       \
        return Finish(FromFloat<bfloat16_t>(x, RoundMode::RM), Sat::kGlobal);                      \
    }                                                                                              \
    inline bfloat16_t __float2bfloat16_##SUF##_sat(const float x)                                  \
    {                                                                                              \
        using namespace ::ascsim::simt::h16;                                                       \
        return Finish(FromFloat<bfloat16_t>(x, RoundMode::RM), Sat::kAlways);                      \
    }                                                                                              \
    inline bfloat16x2_t __float22bfloat162_##SUF(const float2 x)                                   \
    {                                                                                              \
        return bfloat16x2_t{__float2bfloat16_##SUF(x.x), __float2bfloat16_##SUF(x.y)};             \
    }                                                                                              \
    inline bfloat16x2_t __float22bfloat162_##SUF##_sat(const float2 x)                             \
    {                                                                                              \
        return bfloat16x2_t{__float2bfloat16_##SUF##_sat(x.x), __float2bfloat16_##SUF##_sat(x.y)}; \
    }
ASCSIM_BF_FROM_FLOAT(rn, CAST_RINT)
ASCSIM_BF_FROM_FLOAT(rz, CAST_TRUNC)
ASCSIM_BF_FROM_FLOAT(rd, CAST_FLOOR)
ASCSIM_BF_FROM_FLOAT(ru, CAST_CEIL)
ASCSIM_BF_FROM_FLOAT(rna, CAST_ROUND)
#undef ASCSIM_BF_FROM_FLOAT
inline bfloat16x2_t __floats2bfloat162_rn(const float x, const float y)
{
    return bfloat16x2_t{__float2bfloat16_rn(x), __float2bfloat16_rn(y)};
}
inline float __bfloat162float(const bfloat16_t x) { return static_cast<float>(x); }
inline float2 __bfloat1622float2(const bfloat16x2_t x)
{
    return float2{static_cast<float>(x.x), static_cast<float>(x.y)};
}

// __bfloat162bfloat16_<r>.md (an integral bfloat16_t in the mode), __bfloat162<uint|int|ull|ll>_<r>.md (saturating: NaN
// -> 0, beyond the range -> the type's bound, as the float forms), __<uint|int|ll|ull>2bfloat16_<r>.md.
#define ASCSIM_BF_ROUNDINGS(SUF, RM, R)                                                                 \
    inline bfloat16_t __bfloat162bfloat16_##SUF(const bfloat16_t x)                                     \
    {                                                                                                   \
        using namespace ::ascsim::simt::h16;                                                            \
        return ToIntegral(x, Rounding::R, Sat::kGlobal);                                                \
    }                                                                                                   \
    inline unsigned int __bfloat162uint_##SUF(const bfloat16_t x)                                       \
    {                                                                                                   \
        return ::ascsim::simt::h16::ToInt<unsigned int>(x, ::ascsim::simt::h16::Rounding::R);           \
    }                                                                                                   \
    inline int __bfloat162int_##SUF(const bfloat16_t x)                                                 \
    {                                                                                                   \
        return ::ascsim::simt::h16::ToInt<int>(x, ::ascsim::simt::h16::Rounding::R);                    \
    }                                                                                                   \
    inline unsigned long long int __bfloat162ull_##SUF(const bfloat16_t x)                              \
    {                                                                                                   \
        return ::ascsim::simt::h16::ToInt<unsigned long long int>(x, ::ascsim::simt::h16::Rounding::R); \
    }                                                                                                   \
    inline long long int __bfloat162ll_##SUF(const bfloat16_t x)                                        \
    {                                                                                                   \
        return ::ascsim::simt::h16::ToInt<long long int>(x, ::ascsim::simt::h16::Rounding::R);          \
    }                                                                                                   \
    inline bfloat16_t __uint2bfloat16_##SUF(const unsigned int x)                                       \
    {                                                                                                   \
        return ::ascsim::simt::h16::FromInt<bfloat16_t>(x, ::AscendC::RoundMode::RM);                   \
    }                                                                                                   \
    inline bfloat16_t __int2bfloat16_##SUF(const int x)                                                 \
    {                                                                                                   \
        return ::ascsim::simt::h16::FromInt<bfloat16_t>(x, ::AscendC::RoundMode::RM);                   \
    }                                                                                                   \
    inline bfloat16_t __ll2bfloat16_##SUF(const long long int x)                                        \
    {                                                                                                   \
        return ::ascsim::simt::h16::FromInt<bfloat16_t>(x, ::AscendC::RoundMode::RM);                   \
    }                                                                                                   \
    inline bfloat16_t __ull2bfloat16_##SUF(const unsigned long long int x)                              \
    {                                                                                                   \
        return ::ascsim::simt::h16::FromInt<bfloat16_t>(x, ::AscendC::RoundMode::RM);                   \
    }
ASCSIM_BF_ROUNDINGS(rn, CAST_RINT, kRn)
ASCSIM_BF_ROUNDINGS(rz, CAST_TRUNC, kRz)
ASCSIM_BF_ROUNDINGS(rd, CAST_FLOOR, kRd)
ASCSIM_BF_ROUNDINGS(ru, CAST_CEIL, kRu)
ASCSIM_BF_ROUNDINGS(rna, CAST_ROUND, kRna)
#undef ASCSIM_BF_ROUNDINGS

// Pair construction and access: __halves2bfloat162.md, __low2bfloat16.md, __high2bfloat16.md, __low2bfloat162.md (x.x
// twice),
// __high2bfloat162.md (x.y twice), __lows2bfloat162.md ({x.x, y.x}), __highs2bfloat162.md ({x.y, y.y}).
inline bfloat16x2_t __halves2bfloat162(const bfloat16_t x, const bfloat16_t y) { return bfloat16x2_t{x, y}; }
inline bfloat16_t __low2bfloat16(const bfloat16x2_t x) { return x.x; }
inline bfloat16_t __high2bfloat16(const bfloat16x2_t x) { return x.y; }
inline bfloat16x2_t __low2bfloat162(const bfloat16x2_t x) { return bfloat16x2_t{x.x, x.x}; }
inline bfloat16x2_t __high2bfloat162(const bfloat16x2_t x) { return bfloat16x2_t{x.y, x.y}; }
inline bfloat16x2_t __lows2bfloat162(const bfloat16x2_t x, const bfloat16x2_t y) { return bfloat16x2_t{x.x, y.x}; }
inline bfloat16x2_t __highs2bfloat162(const bfloat16x2_t x, const bfloat16x2_t y) { return bfloat16x2_t{x.y, y.y}; }

// __float2bfloat162_rn.md (x in both components), __bfloat162bfloat162.md (likewise).
inline bfloat16x2_t __float2bfloat162_rn(const float x)
{
    const bfloat16_t b = __float2bfloat16_rn(x);
    return bfloat16x2_t{b, b};
}
inline bfloat16x2_t __bfloat162bfloat162(const bfloat16_t x) { return bfloat16x2_t{x, x}; }

// half类型精度转换函数/__bfloat162half_<r>[_sat].md: follows the mode without _sat (the pages' 饱和 columns),
// bfloat16_t values beyond half's range overflow per the rounding (rn: inf).
#define ASCSIM_BF_TO_HALF(SUF, RM)                                                                                         \
    inline half __bfloat162half_##SUF(const bfloat16_t x)                                                                  \
    {                                                                                                                      \
        using namespace ::ascsim::simt::h16;                                                                               \
        return Finish(FromFloat<half>(static_cast<float>(x), RoundMode::RM), Sat::kGlobal);                                \
    }                                                                                                                      \
    inline half __bfloat162half_##SUF##_sat(const bfloat16_t x)                                                            \
    {                                                                                                                      \
        using namespace ::ascsim::simt::h16;                                                                               \
        return Finish(FromFloat<half>(static_cast<float>(x), RoundMode::RM), Sat::kAlways);                                \
    }                                                                                                                      \
    /* bfloat16类型精度转换函数/__half2bfloat16_<r>.md: half -> bfloat16_t, rounded in the mode, inf / NaN kept */ \
    inline bfloat16_t __half2bfloat16_##SUF(const half x)                                                                  \
    {                                                                                                                      \
        return ::ascsim::simt::h16::FromFloat<bfloat16_t>(static_cast<float>(x), ::AscendC::RoundMode::RM);                \
    }
ASCSIM_BF_TO_HALF(rn, CAST_RINT)
ASCSIM_BF_TO_HALF(rz, CAST_TRUNC)
ASCSIM_BF_TO_HALF(rd, CAST_FLOOR)
ASCSIM_BF_TO_HALF(ru, CAST_CEIL)
ASCSIM_BF_TO_HALF(rna, CAST_ROUND)
#undef ASCSIM_BF_TO_HALF
