// The device side of the SIMT math functions whose names the C library also holds (expf, atanhf, lrintf, ...).
//
// The SDK declares them as device functions (include/simt_api/math_functions.h: `__SIMT_DEVICE_FUNCTIONS_DECL__
// inline float atanhf(float x);`, i.e. __simt_callee__, or __aicore__ in a pure SIMT compile; device_types.h),
// so a call in SIMT code resolves to the device function and a call in host code to the C library's. On the
// simulator both sides are host C++, where the C library's declaration cannot be redefined: the simulator's
// bisheng rewrites such a call inside a SIMT function to `::ascsim::simt::device_math::<name>(...)`
// (tools/bisheng/simt_gm_rewriter.h; device_math_names.h lists the names), and AscendC::Simt's functions call
// the same (simt_cpp_api.h). This namespace holds every one of those names:
//  * own definitions where the documents promise what the C library does not give:
//    - the functions of 附录/SIMT接口精度标准汇总.md ("1-ulp, Not Support denormalized numbers") that carry a C
//      library name -- expf, sqrtf, tanhf, atanf, atan2f, atanhf, expm1f, logf, log2f, log10f, log1pf, cosf,
//      acoshf, cbrtf: a value within 1 ulp of the exact one (glibc's float functions go up to 2.19 ulp,
//      math_functions.h lists them), chosen by the numerics adversary (numerics/adversary.h: not always the
//      nearest float, from a hash of the function and the operand bits; ASCEND_SIM_NUMERICS=exact gives the nearest),
//      subnormal inputs and results flushed to a zero of their sign as the pages' 约束说明 say for the instructions,
//      and each page's own subnormal results (atan2f, expm1f); remquof (in the table too) is exact;
//    - the pages' special values that differ from the C library's (math_functions.h lists them): the subnormal
//      flushes of exp2f, exp10f, powf and hypotf, lrintf/llrintf/lroundf/llroundf of NaN (0), copysignf, fmaxf /
//      fminf of +0 and -0, remquof's three quotient bits (ASCRT_REMQUO_BITS_F), jnf / ynf of n < 0 (nan);
//  * using-declarations of the C library's function for the rest (its results are within what the pages say).
// math_functions.h adds the simulator's own functions (rsqrtf, tanpif, ...) by using-declarations, so that
// AscendC::Simt reaches every function through this one namespace. This header itself declares nothing in the
// global namespace: the prelude includes it (lang/simt_prelude.h), as a SIMT source calls these without an include.
// nextafterf(+inf, y) stays the C library's: its page says both "x=+inf, y not nan -> 3.4028235e+38" and "x == y
// -> x", which contradict each other at y = +inf.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>

#include "ascendc_sim/numerics/adversary.h"

// exp10f and sincosf (GNU) and the float Bessel functions j0f ... ynf (__USE_MISC) come from glibc; a C library
// without them would need definitions here.
#if !defined(__GLIBC__) || !defined(__USE_GNU) || !defined(__USE_MISC)
#error "the SIMT math functions expect glibc's GNU extensions (exp10f, sincosf, j0f, ..., ynf)"
#endif

namespace ascsim::simt::device_math {

namespace detail {

constexpr float kNan = std::numeric_limits<float>::quiet_NaN();
constexpr unsigned kRemquoMask = 7; // ASCRT_REMQUO_MASK_F (math_constants.h): the 3 quotient bits remquof keeps

// The numerics layer's (numerics/traits.h): a subnormal to a zero of its sign.
using ::ascsim::num::FlushSubnormal;
using ::ascsim::num::IsSubnormal;

// The precision table's functions, numbered for the adversary's hash.
enum class TableFn : uint64_t {
    kExpf = 1,
    kSqrtf,
    kTanhf,
    kAtanf,
    kAtan2f,
    kAtanhf,
    kExpm1f,
    kLogf,
    kLog2f,
    kLog10f,
    kLog1pf,
    kCosf,
    kAcoshf,
    kCbrtf,
    kRsqrtf,
    kRcbrtf,
    kTanpif,
    kFdividef
};

// A float within 1 ulp of `exact` (long double: its 64-bit significand places the exact value against the floats
// and their midpoints), chosen from the operands' bits, with no subnormal result.
inline float WithinOneUlp(TableFn fn, long double exact, uint32_t a, uint32_t b = 0)
{
    using namespace ::ascsim::num;
    const uint64_t hash = ElementHash(OpId::kSimtMath, a, (static_cast<uint64_t>(fn) << 32) | b, 0);
    return FlushSubnormal(::ascsim::num::WithinOneUlp<float>(BracketOf<float>(exact), hash, true));
}

// The inputs whose results the pages' 返回值说明 state (+-0, +-inf, nan: expf(-inf) = 0, tanhf(inf) = 1, atanf(inf)
// = pi/2 rounded, ...): the nearest float, not a 1-ulp neighbour.
inline bool IsSpecial(float x) { return x == 0.0F || !std::isfinite(x); }

// A function of one float in the table: the subnormal input flushed, then f(x) within 1 ulp (exact at the special
// inputs).
inline float Table1(TableFn fn, float x, long double (*f)(long double))
{
    x = FlushSubnormal(x);
    const long double exact = f(static_cast<long double>(x));
    return IsSpecial(x) ? static_cast<float>(exact) : WithinOneUlp(fn, exact, ::ascsim::num::Bits(x));
}

} // namespace detail

// ---- the precision table's functions (SIMT接口精度标准汇总.md; each page's 返回值说明 for the special values, which
// the long double functions give: exp(-inf) = 0, log(0) = -inf, atanh(+-1) = +-inf, acosh(x < 1) = nan, ...) --------
#define ASCSIM_SIMT_TABLE_FUNCTION(name, id, exact)                                                 \
    inline float name(float x)                                                                      \
    {                                                                                               \
        return detail::Table1(detail::TableFn::id, x, [](long double v) { return std::exact(v); }); \
    }
ASCSIM_SIMT_TABLE_FUNCTION(expf, kExpf, exp)       // expf.md
ASCSIM_SIMT_TABLE_FUNCTION(sqrtf, kSqrtf, sqrt)    // sqrtf.md
ASCSIM_SIMT_TABLE_FUNCTION(tanhf, kTanhf, tanh)    // tanhf.md
ASCSIM_SIMT_TABLE_FUNCTION(atanf, kAtanf, atan)    // atanf.md
ASCSIM_SIMT_TABLE_FUNCTION(atanhf, kAtanhf, atanh) // atanhf.md
ASCSIM_SIMT_TABLE_FUNCTION(logf, kLogf, log)       // logf.md
ASCSIM_SIMT_TABLE_FUNCTION(log2f, kLog2f, log2)    // log2f.md
ASCSIM_SIMT_TABLE_FUNCTION(log10f, kLog10f, log10) // log10f.md
ASCSIM_SIMT_TABLE_FUNCTION(log1pf, kLog1pf, log1p) // log1pf.md
ASCSIM_SIMT_TABLE_FUNCTION(cosf, kCosf, cos)       // cosf.md
ASCSIM_SIMT_TABLE_FUNCTION(acoshf, kAcoshf, acosh) // acoshf.md
ASCSIM_SIMT_TABLE_FUNCTION(cbrtf, kCbrtf, cbrt)    // cbrtf.md
#undef ASCSIM_SIMT_TABLE_FUNCTION

// expm1f.md 约束说明: a subnormal x gives 0 (x flushed: expm1(0)); a large negative x whose expf is subnormal gives
// -1.0 (expf flushed to 0): exp(x) < 2^-126 when x < -126 ln 2 (no float lies on that irrational bound).
inline float expm1f(float x)
{
    constexpr long double kLn2 = 0.693147180559945309417232121458176568L;
    if (static_cast<long double>(x) < -126 * kLn2) {
        return -1.0F;
    }
    return detail::Table1(detail::TableFn::kExpm1f, x, [](long double v) { return std::expm1(v); });
}

// atan2f.md 约束说明 (the division it uses flushes subnormals): x and y both subnormal -> nan; y alone subnormal ->
// 0 for a positive x, pi of y's sign for a negative one (atan2 of a y flushed to a signed zero); a subnormal x alone
// counts as +-0 (atan2(y, +-0) = +-pi/2).
inline float atan2f(float y, float x)
{
    if (detail::IsSubnormal(y) && detail::IsSubnormal(x)) {
        return detail::kNan;
    }
    if (detail::IsSubnormal(y) && x > 0.0F) {
        return 0.0F;
    }
    y = detail::FlushSubnormal(y);
    x = detail::FlushSubnormal(x);
    const long double exact = std::atan2(static_cast<long double>(y), static_cast<long double>(x));
    if (detail::IsSpecial(y) || detail::IsSpecial(x)) {
        return static_cast<float>(exact); // the page's table of zeros and infinities
    }
    return detail::WithinOneUlp(detail::TableFn::kAtan2f, exact, ::ascsim::num::Bits(y), ::ascsim::num::Bits(x));
}

// remquof.md: the remainder of x / y (exact, as remquo's is) with the quotient's low ASCRT_REMQUO_BITS_F bits and its
// sign in *quo; nan for a nan operand, y = 0 or an infinite x; x for an infinite y.
inline float remquof(float x, float y, int* quo)
{
    int q = 0;
    const float r = ::remquof(detail::FlushSubnormal(x), detail::FlushSubnormal(y), &q);
    const int bits = static_cast<int>(static_cast<unsigned>(q < 0 ? -q : q) & detail::kRemquoMask);
    *quo = q < 0 ? -bits : bits;
    return detail::FlushSubnormal(r);
}

// ---- the pages' special values that differ from the C library's -------------------------------------------------
// exp2f.md / exp10f.md 约束说明: subnormal inputs and results are flushed to a zero of their sign.
inline float exp2f(float x) { return detail::FlushSubnormal(::exp2f(detail::FlushSubnormal(x))); }
inline float exp10f(float x) { return detail::FlushSubnormal(::exp10f(detail::FlushSubnormal(x))); }
// powf.md 约束说明: a subnormal result is flushed to a zero of its sign.
inline float powf(float x, float y) { return detail::FlushSubnormal(::powf(x, y)); }
// hypotf.md 约束说明: all inputs subnormal -> nan.
inline float hypotf(float x, float y)
{
    return detail::IsSubnormal(x) && detail::IsSubnormal(y) ? detail::kNan : ::hypotf(x, y);
}
// lrintf.md, llrintf.md, lroundf.md, llroundf.md: nan -> 0.
inline long int lrintf(float x) { return std::isnan(x) ? 0L : ::lrintf(x); }
inline long long int llrintf(float x) { return std::isnan(x) ? 0LL : ::llrintf(x); }
inline long int lroundf(float x) { return std::isnan(x) ? 0L : ::lroundf(x); }
inline long long int llroundf(float x) { return std::isnan(x) ? 0LL : ::llroundf(x); }
// copysignf.md: |x| for y >= 0 (so for y = -0) and +inf, -|x| for y < 0, -inf and nan.
inline float copysignf(float x, float y) { return y >= 0.0F ? std::fabs(x) : -std::fabs(x); }
// fmaxf.md: +0 for +0 and -0 in either order; fminf.md: -0. Otherwise the C library's (nan operands ignored).
inline float fmaxf(float x, float y) { return x == 0.0F && y == 0.0F ? (std::signbit(x) ? y : x) : ::fmaxf(x, y); }
inline float fminf(float x, float y) { return x == 0.0F && y == 0.0F ? (std::signbit(x) ? x : y) : ::fminf(x, y); }
// jnf.md, ynf.md: n < 0 -> nan.
inline float jnf(int n, float x) { return n < 0 ? detail::kNan : ::jnf(n, x); }
inline float ynf(int n, float x) { return n < 0 ? detail::kNan : ::ynf(n, x); }

// ---- the C library's functions, whose results agree with the pages ----------------------------------------------
using ::acosf;
using ::asinf;
using ::asinhf;
using ::ceilf;
using ::coshf;
using ::erfcf;
using ::erff;
using ::fabsf;
using ::fdimf;
using ::floorf;
using ::fmaf;
using ::fmodf;
using ::frexpf;
using ::ilogbf;
using ::j0f;
using ::j1f;
using ::labs;
using ::ldexpf;
using ::lgammaf;
using ::llabs;
using ::logbf;
using ::modff;
using ::nearbyintf;
using ::nextafterf;
using ::remainderf;
using ::rintf;
using ::roundf;
using ::scalblnf;
using ::scalbnf;
using ::sincosf;
using ::sinf;
using ::sinhf;
using ::tanf;
using ::tgammaf;
using ::truncf;
using ::y0f;
using ::y1f;

} // namespace ascsim::simt::device_math
