// What the SIMT half and bfloat16_t functions share (half_functions.h, bfloat16_functions.h): the rounding of a
// result into the 16-bit format, the global saturation mode, exact fused multiply-add, the rounding-mode
// suffixes, the comparisons and the atomic / warp / cache-hinted access forms, written once for T = half or
// bfloat16_t and their pairs (half2, bfloat16x2_t).
//
// Rounding: a 0-ulp result is the exact value rounded once into T (+ - * through float, which is correctly rounded
// for p <= 11 since float has 24 >= 2p + 2 bits, as numerics/float16_ops.h; fma exactly, below). The functions with
// a row in 附录/SIMT接口精度标准汇总.md (Precision, below: the 1-ulp math functions and __hdiv / __hdivx2) return a
// value within that 1 ulp chosen by the numerics adversary (numerics/adversary.h; ASCEND_SIM_NUMERICS=exact gives
// the nearest), and the rows marked "Not Support denormalized numbers" flush subnormal inputs and results to a zero
// of their sign, which is what the bfloat16 pages' 约束说明 spell out for that phrase ("处于Subnormal范围内的输入和
// 输出值，都会被刷新为保留符号的0", hexp-177.md, __hdiv-155.md, ...). Functions without a row: the value rounded once.
//
// Saturation ("本接口受全局饱和模式影响" / "受全局饱和寄存器影响" on a page, and its 饱和模式 column): inf -> +-MAX,
// NaN -> 0 (numerics/saturate.h), applied to the result when the core's CTRL selects it (core/saturation.h,
// FloatSaturationOn(); the reset state saturates). Which functions: each page's own statement (Sat below); the
// _sat conversions always saturate.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/numerics/adversary.h"
#include "ascendc_sim/lang/simt_builtins.h"
#include "ascendc_sim/numerics/bits.h"
#include "ascendc_sim/numerics/poison.h"
#include "ascendc_sim/numerics/saturate.h"
#include "ascendc_sim/simt_api/atomic_functions.h"
#include "ascendc_sim/simt_api/conversion_functions.h"
#include "ascendc_sim/simt_api/vector_types.h"
#include "ascendc_sim/simt_api/warp_functions.h"

namespace ascsim::simt::h16 {

using ::AscendC::RoundMode;
using Rounding = ::ascsim::simt::math_detail::Rounding;

// The pair type of a 16-bit float type.
template <typename T>
struct PairOf;
template <>
struct PairOf<half> {
    using type = half2;
};
template <>
struct PairOf<bfloat16_t> {
    using type = bfloat16x2_t;
};
template <typename T>
using X2 = typename PairOf<T>::type;

// kNone: the page says the function is not affected by the saturation mode (or is silent and shows no 饱和
// column); kGlobal: affected ("受全局饱和模式影响"); kAlways: the _sat conversions.
enum class Sat { kNone, kGlobal, kAlways };

inline bool Saturating(Sat s)
{
    return s == Sat::kAlways || (s == Sat::kGlobal && ::ascsim::kern::FloatSaturationOn());
}

template <typename T>
inline T Finish(T v, Sat s)
{
    return Saturating(s) ? ::ascsim::num::Saturate(v) : v;
}

template <typename T>
constexpr bool IsNan(T v) noexcept
{
    return (v.bits() & 0x7FFFu) > T::Format::kInf;
}
template <typename T>
constexpr bool IsInf(T v) noexcept
{
    return (v.bits() & 0x7FFFu) == T::Format::kInf;
}

// x rounded once into T in the mode rm (NaN stays NaN; overflow per rm: inf, or MAX for a mode toward zero).
template <typename T>
inline T FromDouble(double x, RoundMode rm)
{
    using namespace ::ascsim::num::detail;
    return T::FromBits(ConvertFormat<typename T::Format, Fp64Format>(BitCast<uint64_t>(x), rm));
}
template <typename T>
inline T FromFloat(float x, RoundMode rm)
{
    using namespace ::ascsim::num::detail;
    return T::FromBits(ConvertFormat<typename T::Format, Fp32Format>(BitCast<uint32_t>(x), rm));
}
template <typename T, typename I>
inline T FromInt(I x, RoundMode rm)
{
    return T::FromBits(::ascsim::num::detail::FromInteger<typename T::Format>(x, rm));
}

inline double Wide(half x) { return static_cast<double>(static_cast<float>(x)); }
inline double Wide(bfloat16_t x) { return static_cast<double>(static_cast<float>(x)); }

// x * y + z rounded once (CAST_RINT): the product is exact in double (at most 22 significant bits), the sum is
// rounded to odd in double (53 >= p + 2 bits), which then rounds to nearest even in T exactly as the infinitely
// precise sum would.
template <typename T>
inline T Fma(T x, T y, T z)
{
    const double p = Wide(x) * Wide(y);
    const double c = Wide(z);
    double s = p + c;
    if (std::isfinite(s) && std::isfinite(p) && std::isfinite(c)) {
        const double bv = s - p;
        const double err = (p - (s - bv)) + (c - bv); // s + err is p + c exactly (TwoSum)
        uint64_t u = 0;
        std::memcpy(&u, &s, sizeof u);
        if (err != 0.0 && (u & 1u) == 0) {
            s = std::nextafter(
                s, err > 0 ? std::numeric_limits<double>::infinity() : -std::numeric_limits<double>::infinity());
        }
    }
    return FromDouble<T>(s, RoundMode::CAST_RINT);
}

template <typename T>
inline T Add(T x, T y, Sat s)
{
    return Finish(T(static_cast<float>(x) + static_cast<float>(y)), s);
}
template <typename T>
inline T Sub(T x, T y, Sat s)
{
    return Finish(T(static_cast<float>(x) - static_cast<float>(y)), s);
}
template <typename T>
inline T Mul(T x, T y, Sat s)
{
    return Finish(T(static_cast<float>(x) * static_cast<float>(y)), s);
}
template <typename T>
inline T Neg(T x, Sat s)
{
    return Finish(T::FromBits(static_cast<uint16_t>(x.bits() ^ 0x8000u)), s);
}
template <typename T>
inline T Abs(T x, Sat s)
{
    return Finish(T::FromBits(static_cast<uint16_t>(x.bits() & 0x7FFFu)), s);
}
// __hfma_relu.md: "负数结果置为0" (a NaN stays NaN; -0 is not negative and is kept).
template <typename T>
inline T FmaRelu(T x, T y, T z, Sat s)
{
    T r = Fma(x, y, z);
    if (!IsNan(r) && static_cast<float>(r) < 0.0F) {
        r = T::FromBits(0);
    }
    return Finish(r, s);
}

// Order with -0 below +0 (__hmax.md: max(0, -0) = 0, max(-0, -0) = -0; __hminx2.md: min(0, -0) = -0).
template <typename T>
inline bool Less(T a, T b)
{
    const float fa = static_cast<float>(a);
    const float fb = static_cast<float>(b);
    if (fa == fb) {
        return std::signbit(fa) && !std::signbit(fb);
    }
    return fa < fb;
}
// nanIgnored (__hmax.md, __hmin.md: "nan, y -> y"; both NaN -> NaN) or NaN-propagating (__hmax_nan.md,
// __hmaxx2.md, __hmaxx2_nan.md: "任一输入为nan时结果为nan").
template <typename T>
inline T Max(T x, T y, bool nanIgnored, Sat s)
{
    if (IsNan(x) || IsNan(y)) {
        if (nanIgnored && !(IsNan(x) && IsNan(y))) {
            return Finish(IsNan(x) ? y : x, s);
        }
        return Finish(T::FromBits(T::Format::kCanonicalNaN), s);
    }
    return Finish(Less(x, y) ? y : x, s);
}
template <typename T>
inline T Min(T x, T y, bool nanIgnored, Sat s)
{
    if (IsNan(x) || IsNan(y)) {
        if (nanIgnored && !(IsNan(x) && IsNan(y))) {
            return Finish(IsNan(x) ? y : x, s);
        }
        return Finish(T::FromBits(T::Format::kCanonicalNaN), s);
    }
    return Finish(Less(y, x) ? y : x, s);
}

// A function's row in 附录/SIMT接口精度标准汇总.md, and what its page's 约束说明 adds.
enum class Precision {
    kNearest,    // no row: the value rounded once (nearest even)
    kNearestFtz, // no row; the page flushes subnormal inputs and results (bfloat16 hrcp-187.md, h2rcp-253.md)
    kOneUlp,     // "1-ulp" (half hexp.md)
    kOneUlpFtz,  // "1-ulp, Not Support denormalized numbers"
};
constexpr bool Flushes(Precision p) { return p == Precision::kNearestFtz || p == Precision::kOneUlpFtz; }
constexpr bool OneUlpBound(Precision p) { return p == Precision::kOneUlp || p == Precision::kOneUlpFtz; }

// The functions' numbers in the adversary's hash (with the operands' bits and the format).
enum class MathFn : uint32_t { kDiv = 1, kTanh, kExp, kExp2, kExp10, kLog, kLog2, kLog10, kSqrt, kRsqrt, kOther };

// `exact` (long double: its 64-bit significand places a value against the 16-bit values and their midpoints) as
// the row allows: the nearest T, or one within 1 ulp picked from a hash of fn and the operands' bits.
template <typename T>
inline T Bounded(long double exact, Precision p, MathFn fn, uint16_t a, uint16_t b)
{
    using namespace ::ascsim::num;
    const Bracket<T> br = BracketOf<T>(exact);
    if (!OneUlpBound(p)) {
        return T::FromBits(br.cr);
    }
    constexpr uint64_t kFormatSalt = std::is_same<T, half>::value ? 0x16 : 0xBF16;
    const uint64_t hash = ElementHash(OpId::kSimtMath, a, (static_cast<uint64_t>(fn) << 32) | b, kFormatSalt);
    return ::ascsim::num::WithinOneUlp<T>(br, hash, Flushes(p));
}

// The inputs whose results the pages' 返回值说明 tables state (+-0, +-inf, nan): that value, not a neighbour.
template <typename T>
inline bool IsSpecialInput(T x)
{
    return ::ascsim::num::IsZero(x) || IsInf(x) || IsNan(x);
}

// The math library: f of the (flushed) input, bounded as the row says, the result flushed as the row says.
template <typename T>
inline T Math(T x, long double (*f)(long double), Sat s, Precision p, MathFn fn)
{
    if (Flushes(p)) {
        x = ::ascsim::num::FlushSubnormal(x);
    }
    const long double exact = f(static_cast<long double>(Wide(x)));
    T r = Bounded<T>(exact, IsSpecialInput(x) ? Precision::kNearest : p, fn, x.bits(), 0);
    if (Flushes(p)) {
        r = ::ascsim::num::FlushSubnormal(r);
    }
    return Finish(r, s);
}

// h<NAME>(T) and h2<NAME>(T2) of a math page: EXPR of the long double v, the scalar form bounded as SCALAR says,
// each component of the pair form as PAIR says (the precision table parts them for half).
#define ASCSIM_SIMT_F16_MATH(T, T2, NAME, EXPR, FN, SCALAR, PAIR)                                \
    inline T h##NAME(T x)                                                                        \
    {                                                                                            \
        using namespace ::ascsim::simt::h16;                                                     \
        return Math(                                                                             \
            x, [](long double v) { return EXPR; }, Sat::kGlobal, Precision::SCALAR, MathFn::FN); \
    }                                                                                            \
    inline T2 h2##NAME(T2 x)                                                                     \
    {                                                                                            \
        using namespace ::ascsim::simt::h16;                                                     \
        const auto f = [](long double v) { return EXPR; };                                       \
        return T2{Math(x.x, f, Sat::kGlobal, Precision::PAIR, MathFn::FN),                       \
                  Math(x.y, f, Sat::kGlobal, Precision::PAIR, MathFn::FN)};                      \
    }

// __hdiv.md / __hdiv-155.md (and the x2 forms): 1-ulp, Not Support denormalized numbers. A zero, inf or nan
// operand gives the page's special row exactly (the quotient of the flushed operands rounded once).
template <typename T>
inline T Div(T x, T y, Sat s)
{
    x = ::ascsim::num::FlushSubnormal(x);
    y = ::ascsim::num::FlushSubnormal(y);
    const bool special = IsSpecialInput(x) || IsSpecialInput(y);
    const long double exact = static_cast<long double>(Wide(x)) / static_cast<long double>(Wide(y));
    const T r = Bounded<T>(exact, special ? Precision::kNearest : Precision::kOneUlpFtz, MathFn::kDiv, x.bits(),
                           y.bits());
    return Finish(::ascsim::num::FlushSubnormal(r), s);
}

// Comparisons (half类型比较函数/, half2类型比较函数/). Ordered: false when either is NaN; unordered (the u forms):
// true when either is NaN.
enum class Cmp { kEq, kNe, kLt, kLe, kGt, kGe };
template <typename T>
inline bool Compare(T x, T y, Cmp c, bool unordered)
{
    if (IsNan(x) || IsNan(y)) {
        return unordered;
    }
    const float a = static_cast<float>(x);
    const float b = static_cast<float>(y);
    switch (c) {
        case Cmp::kEq:
            return a == b;
        case Cmp::kNe:
            return a != b;
        case Cmp::kLt:
            return a < b;
        case Cmp::kLe:
            return a <= b;
        case Cmp::kGt:
            return a > b;
        case Cmp::kGe:
            return a >= b;
    }
    return false;
}

// Round to an integral value of T (__half2half_*.md, hrint / hfloor / hceil / htrunc): exact in double.
inline double RoundIntegral(double v, Rounding r)
{
    switch (r) {
        case Rounding::kRn:
            return std::nearbyint(v);
        case Rounding::kRz:
            return std::trunc(v);
        case Rounding::kRd:
            return std::floor(v);
        case Rounding::kRu:
            return std::ceil(v);
        case Rounding::kRna:
            return std::round(v);
    }
    return v;
}

template <typename T>
inline T ToIntegral(T x, Rounding r, Sat s)
{
    return Finish(FromDouble<T>(RoundIntegral(Wide(x), r), RoundMode::CAST_RINT), s);
}

template <typename I, typename T>
inline I ToInt(T x, Rounding r)
{
    return ::ascsim::simt::math_detail::FloatToInt<I>(static_cast<float>(x), r);
}

// Pairs: f on both components.
template <typename V, typename F>
inline V Pair(const V& a, F f)
{
    return V{f(a.x), f(a.y)};
}

// The bits of a 16-bit float as 0x0000 / 0xFFFF masks and as 1.0 / 0.0 (half2类型比较函数/*_mask.md, __heqx2.md).
template <typename T>
inline T OneOrZero(bool b)
{
    return b ? T(1.0F) : T(0.0F);
}

// ---- atomics (原子操作/asc_atomic_*.md, the half / bfloat16_t / half2 / bfloat16x2_t rows of 表2) ----------------
// A compare-exchange loop on the 2- or 4-byte object (atomic_functions.h, Update). Arithmetic per component,
// rounded to nearest even, not saturated (the pages give no saturation). The scalar forms' return value: "half和
// bfloat16_t类型的返回值不是精确的原值, 不能使用" (the pages, 约束说明): the sim returns poison.
template <typename T>
inline T AtomicScalarResult()
{
    return ::ascsim::num::Poison<T>();
}

// The value of a 16-bit float or a pair as an unsigned integer of its size, and back (the warp exchange moves bits).
template <typename T>
using BitsOf = std::conditional_t<sizeof(T) == 2, uint16_t, uint32_t>;
template <typename T>
inline BitsOf<T> ToBitsOf(const T& v)
{
    BitsOf<T> b;
    std::memcpy(&b, static_cast<const void*>(&v), sizeof b);
    return b;
}
template <typename T>
inline T FromBitsOf(BitsOf<T> b)
{
    T v;
    std::memcpy(static_cast<void*>(&v), &b, sizeof v);
    return v;
}

} // namespace ascsim::simt::h16

// The forms every 16-bit type has under the same names (stamped for half in half_functions.h and for bfloat16_t in
// bfloat16_functions.h). T: the type, T2: its pair.
#define ASCSIM_SIMT_F16_SHARED(T, T2)                                                                                      \
    /* 比较函数/__hisnan.md, __hisinf.md */                                                                            \
    inline bool __hisnan(T x) { return ::ascsim::simt::h16::IsNan(x); }                                                    \
    inline bool __hisinf(T x) { return ::ascsim::simt::h16::IsInf(x); }                                                    \
    /* 比较函数/__heq.md ... __hgtu.md; __hne: "nan 任意值 -> true" (the page) */                                   \
    static inline bool __heq(T x, T y)                                                                                     \
    {                                                                                                                      \
        return ::ascsim::simt::h16::Compare(x, y, ::ascsim::simt::h16::Cmp::kEq, false);                                   \
    }                                                                                                                      \
    static inline bool __hne(T x, T y)                                                                                     \
    {                                                                                                                      \
        return ::ascsim::simt::h16::Compare(x, y, ::ascsim::simt::h16::Cmp::kNe, true);                                    \
    }                                                                                                                      \
    static inline bool __hle(T x, T y)                                                                                     \
    {                                                                                                                      \
        return ::ascsim::simt::h16::Compare(x, y, ::ascsim::simt::h16::Cmp::kLe, false);                                   \
    }                                                                                                                      \
    static inline bool __hge(T x, T y)                                                                                     \
    {                                                                                                                      \
        return ::ascsim::simt::h16::Compare(x, y, ::ascsim::simt::h16::Cmp::kGe, false);                                   \
    }                                                                                                                      \
    static inline bool __hlt(T x, T y)                                                                                     \
    {                                                                                                                      \
        return ::ascsim::simt::h16::Compare(x, y, ::ascsim::simt::h16::Cmp::kLt, false);                                   \
    }                                                                                                                      \
    static inline bool __hgt(T x, T y)                                                                                     \
    {                                                                                                                      \
        return ::ascsim::simt::h16::Compare(x, y, ::ascsim::simt::h16::Cmp::kGt, false);                                   \
    }                                                                                                                      \
    static inline bool __hequ(T x, T y)                                                                                    \
    {                                                                                                                      \
        return ::ascsim::simt::h16::Compare(x, y, ::ascsim::simt::h16::Cmp::kEq, true);                                    \
    }                                                                                                                      \
    static inline bool __hneu(T x, T y)                                                                                    \
    {                                                                                                                      \
        return ::ascsim::simt::h16::Compare(x, y, ::ascsim::simt::h16::Cmp::kNe, true);                                    \
    }                                                                                                                      \
    static inline bool __hleu(T x, T y)                                                                                    \
    {                                                                                                                      \
        return ::ascsim::simt::h16::Compare(x, y, ::ascsim::simt::h16::Cmp::kLe, true);                                    \
    }                                                                                                                      \
    static inline bool __hgeu(T x, T y)                                                                                    \
    {                                                                                                                      \
        return ::ascsim::simt::h16::Compare(x, y, ::ascsim::simt::h16::Cmp::kGe, true);                                    \
    }                                                                                                                      \
    static inline bool __hltu(T x, T y)                                                                                    \
    {                                                                                                                      \
        return ::ascsim::simt::h16::Compare(x, y, ::ascsim::simt::h16::Cmp::kLt, true);                                    \
    }                                                                                                                      \
    static inline bool __hgtu(T x, T y)                                                                                    \
    {                                                                                                                      \
        return ::ascsim::simt::h16::Compare(x, y, ::ascsim::simt::h16::Cmp::kGt, true);                                    \
    }                                                                                                                      \
    ASCSIM_SIMT_F16_CMP2(T, T2, eq, kEq)                                                                                   \
    ASCSIM_SIMT_F16_CMP2(T, T2, ne, kNe)                                                                                   \
    ASCSIM_SIMT_F16_CMP2(T, T2, le, kLe)                                                                                   \
    ASCSIM_SIMT_F16_CMP2(T, T2, ge, kGe)                                                                                   \
    ASCSIM_SIMT_F16_CMP2(T, T2, lt, kLt)                                                                                   \
    ASCSIM_SIMT_F16_CMP2(T, T2, gt, kGt)                                                                                   \
    /* half2类型比较函数/__isnanx2.md: 1 / 0 per component */                                                        \
    static inline T2 __isnanx2(T2 x)                                                                                       \
    {                                                                                                                      \
        return T2{::ascsim::simt::h16::OneOrZero<T>(::ascsim::simt::h16::IsNan(x.x)),                                      \
                  ::ascsim::simt::h16::OneOrZero<T>(::ascsim::simt::h16::IsNan(x.y))};                                     \
    }                                                                                                                      \
    /* Pair construction and access (精度转换函数/__halves2half2.md, __low2half.md, __lowhigh2highlow.md ...) */     \
    inline T2 __lowhigh2highlow(const T2 x) { return T2{x.y, x.x}; }                                                       \
    inline float __low2float(const T2 x) { return static_cast<float>(x.x); }                                               \
    inline float __high2float(const T2 x) { return static_cast<float>(x.y); }                                              \
    /* 访存函数/asc_ldcg.md, asc_ldca.md, asc_stcg.md, asc_stwt.md: a load / store (the cache hint has no effect on */ \
    /* the values a program sees) */                                                                                       \
    inline T asc_ldcg(T* address) { return *address; }                                                                     \
    inline T2 asc_ldcg(T2* address) { return *address; }                                                                   \
    inline T asc_ldca(T* address) { return *address; }                                                                     \
    inline T2 asc_ldca(T2* address) { return *address; }                                                                   \
    inline void asc_stcg(T* address, T val) { *address = val; }                                                            \
    inline void asc_stcg(T2* address, T2 val) { *address = val; }                                                          \
    inline void asc_stwt(T* address, T val) { *address = val; }                                                            \
    inline void asc_stwt(T2* address, T2 val) { *address = val; }                                                          \
    ASCSIM_SIMT_F16_ATOMICS(T, T2)                                                                                         \
    ASCSIM_SIMT_F16_SHFL(T)                                                                                                \
    ASCSIM_SIMT_F16_SHFL(T2)

// half2类型比较函数/__h<op>x2.md (1.0 / 0.0), __h<op>x2_mask.md (0xFFFF / 0 per 16 bits, x.x low), __hb<op>x2.md
// (both components), and their unordered u forms. __hnex2, __hnex2_mask, __hbnex2: NaN gives false (the pages).
#define ASCSIM_SIMT_F16_CMP2(T, T2, OP, C)                                                                         \
    static inline T2 __h##OP##x2(T2 x, T2 y)                                                                       \
    {                                                                                                              \
        using namespace ::ascsim::simt::h16;                                                                       \
        return T2{OneOrZero<T>(Compare(x.x, y.x, Cmp::C, false)), OneOrZero<T>(Compare(x.y, y.y, Cmp::C, false))}; \
    }                                                                                                              \
    static inline T2 __h##OP##ux2(T2 x, T2 y)                                                                      \
    {                                                                                                              \
        using namespace ::ascsim::simt::h16;                                                                       \
        return T2{OneOrZero<T>(Compare(x.x, y.x, Cmp::C, true)), OneOrZero<T>(Compare(x.y, y.y, Cmp::C, true))};   \
    }                                                                                                              \
    static inline unsigned int __h##OP##x2_mask(T2 x, T2 y)                                                        \
    {                                                                                                              \
        using namespace ::ascsim::simt::h16;                                                                       \
        return (Compare(x.x, y.x, Cmp::C, false) ? 0xFFFFu : 0u) |                                                 \
               (Compare(x.y, y.y, Cmp::C, false) ? 0xFFFF0000u : 0u);                                              \
    }                                                                                                              \
    static inline unsigned int __h##OP##ux2_mask(T2 x, T2 y)                                                       \
    {                                                                                                              \
        using namespace ::ascsim::simt::h16;                                                                       \
        return (Compare(x.x, y.x, Cmp::C, true) ? 0xFFFFu : 0u) |                                                  \
               (Compare(x.y, y.y, Cmp::C, true) ? 0xFFFF0000u : 0u);                                               \
    }                                                                                                              \
    static inline bool __hb##OP##x2(T2 x, T2 y)                                                                    \
    {                                                                                                              \
        using namespace ::ascsim::simt::h16;                                                                       \
        return Compare(x.x, y.x, Cmp::C, false) && Compare(x.y, y.y, Cmp::C, false);                               \
    }                                                                                                              \
    static inline bool __hb##OP##ux2(T2 x, T2 y)                                                                   \
    {                                                                                                              \
        using namespace ::ascsim::simt::h16;                                                                       \
        return Compare(x.x, y.x, Cmp::C, true) && Compare(x.y, y.y, Cmp::C, true);                                 \
    }

// 原子操作/asc_atomic_add.md (T, T2), asc_atomic_sub.md (T2), asc_atomic_exch.md (T2), asc_atomic_max.md,
// asc_atomic_min.md (T, T2), asc_atomic_cas.md (T2: both components equal by value, as the float form).
#define ASCSIM_SIMT_F16_ATOMICS(T, T2)                                                                           \
    inline T asc_atomic_add(T* address, T val, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())      \
    {                                                                                                            \
        ::ascsim::simt::atomic_detail::CheckAddress("asc_atomic_add", address, loc);                             \
        ::ascsim::simt::atomic_detail::Update(address, [val](T old) { return T(old + val); });                   \
        return ::ascsim::simt::h16::AtomicScalarResult<T>();                                                     \
    }                                                                                                            \
    inline T2 asc_atomic_add(T2* address, T2 val, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())   \
    {                                                                                                            \
        ::ascsim::simt::atomic_detail::CheckAddress("asc_atomic_add", address, loc);                             \
        return ::ascsim::simt::atomic_detail::Update(address, [val](T2 old) { return old + val; });              \
    }                                                                                                            \
    inline T2 asc_atomic_sub(T2* address, T2 val, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())   \
    {                                                                                                            \
        ::ascsim::simt::atomic_detail::CheckAddress("asc_atomic_sub", address, loc);                             \
        return ::ascsim::simt::atomic_detail::Update(address, [val](T2 old) { return old - val; });              \
    }                                                                                                            \
    inline T2 asc_atomic_exch(T2* address, T2 val, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())  \
    {                                                                                                            \
        ::ascsim::simt::atomic_detail::CheckAddress("asc_atomic_exch", address, loc);                            \
        return ::ascsim::simt::atomic_detail::Update(address, [val](T2) { return val; });                        \
    }                                                                                                            \
    inline T asc_atomic_max(T* address, T val, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())      \
    {                                                                                                            \
        ::ascsim::simt::atomic_detail::CheckAddress("asc_atomic_max", address, loc);                             \
        ::ascsim::simt::atomic_detail::Update(address, [val](T old) { return old > val ? old : val; });          \
        return ::ascsim::simt::h16::AtomicScalarResult<T>();                                                     \
    }                                                                                                            \
    inline T2 asc_atomic_max(T2* address, T2 val, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())   \
    {                                                                                                            \
        ::ascsim::simt::atomic_detail::CheckAddress("asc_atomic_max", address, loc);                             \
        return ::ascsim::simt::atomic_detail::Update(address, [val](T2 old) {                                    \
            return T2{old.x > val.x ? old.x : val.x, old.y > val.y ? old.y : val.y};                             \
        });                                                                                                      \
    }                                                                                                            \
    inline T asc_atomic_min(T* address, T val, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())      \
    {                                                                                                            \
        ::ascsim::simt::atomic_detail::CheckAddress("asc_atomic_min", address, loc);                             \
        ::ascsim::simt::atomic_detail::Update(address, [val](T old) { return old < val ? old : val; });          \
        return ::ascsim::simt::h16::AtomicScalarResult<T>();                                                     \
    }                                                                                                            \
    inline T2 asc_atomic_min(T2* address, T2 val, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())   \
    {                                                                                                            \
        ::ascsim::simt::atomic_detail::CheckAddress("asc_atomic_min", address, loc);                             \
        return ::ascsim::simt::atomic_detail::Update(address, [val](T2 old) {                                    \
            return T2{old.x < val.x ? old.x : val.x, old.y < val.y ? old.y : val.y};                             \
        });                                                                                                      \
    }                                                                                                            \
    inline T2 asc_atomic_cas(T2* address, T2 compare, T2 val,                                                    \
                             ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())                        \
    {                                                                                                            \
        ::ascsim::simt::atomic_detail::CheckAddress("asc_atomic_cas", address, loc);                             \
        return ::ascsim::simt::atomic_detail::Update(                                                            \
            address, [compare, val](T2 old) { return (old.x == compare.x && old.y == compare.y) ? val : old; }); \
    }

// Warp函数/Warp-Shfl类函数/asc_shfl.md ... asc_shfl_xor.md (the half / half2 / bfloat16_t / bfloat16x2_t rows): the
// warp_functions.h exchange on the value's bits (an inactive source lane gives the poison bits of the 16- or 32-bit
// integer, as for the integer forms).
#define ASCSIM_SIMT_F16_SHFL(T)                                                                             \
    inline T asc_shfl(T var, int32_t src_lane, int32_t width = warpSize,                                    \
                      ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())                          \
    {                                                                                                       \
        using B = ::ascsim::simt::h16::BitsOf<T>;                                                           \
        return ::ascsim::simt::h16::FromBitsOf<T>(                                                          \
            ::ascsim::simt::detail::Shfl<B>(::ascsim::simt::h16::ToBitsOf(var), src_lane, width, loc));     \
    }                                                                                                       \
    inline T asc_shfl_up(T var, uint32_t delta, int32_t width = warpSize,                                   \
                         ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())                       \
    {                                                                                                       \
        using B = ::ascsim::simt::h16::BitsOf<T>;                                                           \
        return ::ascsim::simt::h16::FromBitsOf<T>(                                                          \
            ::ascsim::simt::detail::ShflUp<B>(::ascsim::simt::h16::ToBitsOf(var), delta, width, loc));      \
    }                                                                                                       \
    inline T asc_shfl_down(T var, uint32_t delta, int32_t width = warpSize,                                 \
                           ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())                     \
    {                                                                                                       \
        using B = ::ascsim::simt::h16::BitsOf<T>;                                                           \
        return ::ascsim::simt::h16::FromBitsOf<T>(                                                          \
            ::ascsim::simt::detail::ShflDown<B>(::ascsim::simt::h16::ToBitsOf(var), delta, width, loc));    \
    }                                                                                                       \
    inline T asc_shfl_xor(T var, int32_t lane_mask, int32_t width = warpSize,                               \
                          ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())                      \
    {                                                                                                       \
        using B = ::ascsim::simt::h16::BitsOf<T>;                                                           \
        return ::ascsim::simt::h16::FromBitsOf<T>(                                                          \
            ::ascsim::simt::detail::ShflXor<B>(::ascsim::simt::h16::ToBitsOf(var), lane_mask, width, loc)); \
    }
