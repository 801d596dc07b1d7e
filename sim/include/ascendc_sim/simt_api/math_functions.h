// The SIMT math functions of float and the integer helpers (SDK include/simt_api/math_functions.h; one page per
// function under docs/zh/api/SIMT-API/数学函数/float类型数学库函数/ and .../整型数学库函数/, cited below by file
// name), and the two float intrinsics of device_functions.h (__fdividef, __saturatef).
//
// Precision. docs/zh/api/附录/SIMT接口精度标准汇总.md ("fp32数据类型计算API精度标准") gives a bound for 19 float
// functions, all "1-ulp, Not Support denormalized numbers": expf, sqrtf, fdividef (hardware instruction); tanhf,
// tanpif, atanf, atan2f, atanhf, expm1f, logf, log2f, log10f, log1pf, cosf, acoshf, rsqrtf, cbrtf, rcbrtf, remquof
// (emulated). The pages themselves give none, and no other function has a published bound. The functions of the
// table defined here (rsqrtf, rcbrtf, tanpif, fdividef, and device_math.h's) return a value within 1 ulp of the
// exact one chosen by the numerics adversary (numerics/adversary.h; ASCEND_SIM_NUMERICS=exact: the nearest float),
// the others the float nearest the exact value, computed in double; a subnormal input
// or result of a function the table marks "Not Support denormalized numbers" is flushed to a zero of its sign
// (the pages' wording for the instructions: "处于Subnormal范围内的输入和输出值，都会被刷新为保留符号的0").
//
// Names the C library already declares. A SIMT kernel is host C++ that sees <math.h> and <stdlib.h> (this header
// includes <cmath> and <cstdlib> so that it always does): every function whose SDK signature is a C library
// function's (sinf, expf, ..., labs) cannot be defined again in the global namespace. The SDK declares them as
// device functions, so SIMT code calls the device function and host code the C library's: on the simulator the
// device functions are ::ascsim::simt::device_math's (device_math.h), which the simulator's bisheng calls for
// these names inside SIMT functions and AscendC::Simt calls always. They keep the table's 1 ulp where the C
// library does not (glibc 2.36 x86_64, exhaustive over normal inputs and results: tanhf 2.19 ulp at 0x1.ddca18p-3,
// log10f 2.06 at 0x1.f6e9d6p-1, acoshf 2.00 at 0x1.01cb98p+0, atanhf 1.72 at 0x1.ec2dd8p-4, atan2f 1.49 at
// y = 0x1.e0d2dp-1, x = 0x1.dab96cp+1, log1pf 1.29 at 0x1.a827b4p-2) and give the pages' special values where the
// C library's differ: the 约束说明 subnormal flushes (expf, exp2f, exp10f, powf, expm1f, sqrtf, atan2f, hypotf),
// lrintf / llrintf / lroundf / llroundf of NaN (0), copysignf (|x| for y >= 0 including -0, -|x| for a NaN y),
// fmaxf / fminf of +0 and -0 (fmaxf +0, fminf -0, in either order), remquof's 3 quotient bits (ASCRT_REMQUO_BITS_F),
// jnf / ynf with n < 0 (nan). Host code (a golden computed in the .asc) and SIMT code compiled without the simulator's
// bisheng (a test writing kernels by hand) get the C library's.
// nextafterf(inf, inf) stays the C library's inf (the page: "若x=+inf，y不为nan，返回3.4028235e+38", which its own
// "x等于y时，返回x" contradicts).
// The pages' ranges outside which a result is not promised (acoshf [1, 65504], asinhf [-65504, 65504], coshf and
// sinhf [-89.4, 89.4], jnf and ynf n <= 128) and their "极少数场景" flushes (scalbnf, scalblnf, erfcf, erfcxf,
// jnf, y1f, ynf) leave the C library's values as valid as any.
// isfinite, isnan, isinf and signbit are the C++ library's (<cmath>'s std:: overloads for float, brought into the
// global namespace as <math.h> does): a definition of its own would collide with <math.h>'s using-declarations.
// They agree with the pages, except that signbit returns bool (the SDK: int), 0 or 1 all the same.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>

#include "ascendc_sim/simt_api/device_math.h"
#include "ascendc_sim/simt_api/math_constants.h"

// The C library's functions with the SDK's names and signatures, declared by <cmath> (C) and <cstdlib> (labs,
// llabs): lroundf llroundf lrintf llrintf truncf roundf rintf floorf ceilf sqrtf log2f logf expf fmaf fabsf modff
// fdimf remquof fmodf remainderf copysignf nearbyintf nextafterf scalbnf scalblnf fmaxf fminf tanf tanhf atanf
// atan2f atanhf cosf coshf asinf acosf acoshf sinf sinhf asinhf sincosf exp2f exp10f expm1f frexpf ldexpf hypotf
// powf log10f log1pf logbf ilogbf cbrtf erff erfcf tgammaf lgammaf j0f j1f jnf y0f y1f ynf labs llabs.
using std::isfinite;
using std::isinf;
using std::isnan;
using std::signbit;

namespace ascsim::simt::math_detail {

constexpr float kInf = std::numeric_limits<float>::infinity();
constexpr float kNan = std::numeric_limits<float>::quiet_NaN();
constexpr double kPi = 3.14159265358979323846;
constexpr double kTwoOverSqrtPi = 1.12837916709551257390; // 2 / sqrt(pi)
constexpr double kSqrtPiOverTwo = 0.88622692545275801365; // sqrt(pi) / 2
constexpr double kSqrtPi = 1.77245385090551602730;
constexpr double kSqrtTwo = 1.41421356237309504880;

// internal: device_math.h (in the prelude, without the SDK's ASCRT_* macros) keeps its own copy of the mask.
static_assert(::ascsim::simt::device_math::detail::kRemquoMask == ASCRT_REMQUO_MASK_F,
              "device_math.h keeps remquof's quotient bits by its own copy of the mask");
using ::ascsim::simt::device_math::detail::FlushSubnormal;
using ::ascsim::simt::device_math::detail::IsSubnormal;

// y >= 0 with erf(y) = w, for w in [0, 1/2]: Newton from y = w sqrt(pi)/2, which lies below the root (erf is
// concave there), so the steps approach it from below.
inline double ErfInvSmall(double w)
{
    double y = w * kSqrtPiOverTwo;
    for (int i = 0; i < 50 && y > 0.0; ++i) {
        const double step = (std::erf(y) - w) / (kTwoOverSqrtPi * std::exp(-y * y));
        y -= step;
        if (std::fabs(step) <= 1e-17 * y) {
            break;
        }
    }
    return y;
}

// y > 0 with erfc(y) = z, for z in (0, 1/2]: Newton on log(erfc(y)) - log(z), which is concave and decreasing,
// from y = sqrt(-log z), which lies above the root (erfc(y) <= exp(-y^2)): the steps approach it from above and
// erfc never underflows (y <= 10.2 for z >= 2^-149).
inline double ErfcInvTail(double z)
{
    const double logZ = std::log(z);
    double y = std::sqrt(-logZ);
    for (int i = 0; i < 100; ++i) {
        const double e = std::erfc(y);
        const double step = (std::log(e) - logZ) / (-kTwoOverSqrtPi * std::exp(-y * y) / e);
        y -= step;
        if (std::fabs(step) <= 1e-17 * y) {
            break;
        }
    }
    return y;
}

// erfcinv(z) for z in (0, 2) (the differences 1 - z and 2 - z of float-derived z are exact in double).
inline double ErfcInv(double z)
{
    if (z < 0.5) {
        return ErfcInvTail(z);
    }
    if (z > 1.5) {
        return -ErfcInvTail(2.0 - z);
    }
    const double w = 1.0 - z;
    return w < 0.0 ? -ErfInvSmall(-w) : ErfInvSmall(w);
}

// erfc(x) exp(x^2): directly while erfc(x) is a normal double (x < 26), else its asymptotic series
// 1/(x sqrt(pi)) sum (-1)^n (2n-1)!! / (2x^2)^n, whose 12th term is below 1e-26 for x >= 26.
inline double Erfcx(double x)
{
    if (x < 26.0) {
        return std::exp(x * x) * std::erfc(x); // x * x is exact for a float x
    }
    const double t = 1.0 / (2.0 * x * x);
    double term = 1.0;
    double sum = 1.0;
    for (int n = 1; n < 12; ++n) {
        term *= -(2.0 * n - 1.0) * t;
        sum += term;
    }
    return sum / (x * kSqrtPi);
}

// The modified Bessel functions I0 and I1 of ax >= 0 from their power series (positive terms: no cancellation).
inline double BesselI0(double ax)
{
    const double q = ax * ax / 4.0;
    double term = 1.0;
    double sum = 1.0;
    for (int k = 1; k < 1000; ++k) {
        term *= q / (static_cast<double>(k) * k);
        sum += term;
        if (term < sum * 1e-18) {
            break;
        }
    }
    return sum;
}
inline double BesselI1(double ax)
{
    const double q = ax * ax / 4.0;
    double term = 1.0;
    double sum = 1.0;
    for (int k = 1; k < 1000; ++k) {
        term *= q / (static_cast<double>(k) * (k + 1));
        sum += term;
        if (term < sum * 1e-18) {
            break;
        }
    }
    return sum * ax / 2.0;
}

// sin(pi x) for a finite float x: x - 2 round(x / 2) is exact in double and lies in [-1, 1]; sin(pi r) =
// sin(pi (1 - r)) brings it to [-1/2, 1/2], where sin is well conditioned. A zero result has the sign of x (C23
// sinpi: +0 for positive integers, -0 for negative ones).
inline double SinPi(float x)
{
    const double xd = x;
    double r = xd - 2.0 * std::nearbyint(xd / 2.0);
    if (r > 0.5) {
        r = 1.0 - r;
    } else if (r < -0.5) {
        r = -1.0 - r;
    }
    const double s = std::sin(kPi * r);
    return s == 0.0 ? std::copysign(0.0, xd) : s;
}

// cos(pi x) = sin(pi (1/2 - |r|)) with r = x - 2 round(x / 2) in [-1, 1]: exact arguments, +0 at the zeros (C23).
inline double CosPi(float x)
{
    const double xd = x;
    const double r = std::fabs(xd - 2.0 * std::nearbyint(xd / 2.0));
    const double s = std::sin(kPi * (0.5 - r));
    return s == 0.0 ? 0.0 : s;
}

// tan(pi x): r = x - round(x) in [-1/2, 1/2] (exact), tan(pi r) = sin(pi r) / sin(pi (1/2 - |r|)) up to the sign.
// At the poles (r = +-1/2) +inf after an even integer, -inf after an odd one; at the integers +0 for positive
// even and negative odd ones, -0 otherwise (C23 tanpi).
inline double TanPi(float x)
{
    const double xd = x;
    const double n = std::nearbyint(xd);
    const double r = xd - n;
    const bool nOdd = std::fmod(n, 2.0) != 0.0;
    if (r == 0.0) {
        return ((xd > 0.0) == !nOdd) ? 0.0 : -0.0;
    }
    if (std::fabs(r) == 0.5) {
        const double base = r > 0.0 ? n : n - 1.0; // x = base + 1/2
        return std::fmod(base, 2.0) == 0.0 ? HUGE_VAL : -HUGE_VAL;
    }
    const double c = std::sin(kPi * (0.5 - std::fabs(r)));
    return std::sin(kPi * r) / c;
}

// Whether x * pi overflows in float: the pages of sinpif, cospif, tanpif and sincospif return nan then.
inline bool PiProductOverflows(float x) { return std::fabs(x * ASCRT_PI_F) == kInf; }

// sqrt(v[0]^2 + ... + v[n-1]^2) (or its reciprocal) for norm3df ... rnormf and hypotf: inf if any input is
// infinite (the reciprocal 0), else nan if any is nan; the sum of the squares is exact enough in double (each
// square is exact). The pages' constraint: all inputs subnormal -> nan (the division of the emulation sees only
// flushed zeros). A reciprocal that is subnormal in float is flushed to 0 (the pages: "若...的平方根超出float最大
// 范围，返回值为0"; the division does not produce subnormals).
inline float Norm(const float* v, int n, bool reciprocal)
{
    bool anyInf = false;
    bool anyNan = false;
    bool allSubnormal = true;
    double sum = 0.0;
    for (int i = 0; i < n; ++i) {
        const double d = v[i];
        anyInf = anyInf || std::isinf(v[i]);
        anyNan = anyNan || std::isnan(v[i]);
        allSubnormal = allSubnormal && IsSubnormal(v[i]);
        sum += d * d;
    }
    if (anyInf) {
        return reciprocal ? 0.0F : kInf;
    }
    if (anyNan || allSubnormal) {
        return kNan;
    }
    const double root = std::sqrt(sum);
    return reciprocal ? FlushSubnormal(static_cast<float>(1.0 / root)) : static_cast<float>(root);
}

} // namespace ascsim::simt::math_detail

// rsqrtf.md: 1/sqrt(x); 0 -> inf, inf -> 0, x < 0 (-inf) -> nan. Bound: 1 ulp (SIMT接口精度标准汇总.md). The page's
// constraint: a subnormal x gives +inf (sqrtf flushes it to 0); a negative subnormal flushes to -0 and gives
// -inf, as -0 does (1/sqrt(-0) = 1/-0). A template only so that a C library declaring rsqrtf (C23) keeps its own.
template <typename = void>
inline float rsqrtf(float x)
{
    x = ::ascsim::simt::math_detail::FlushSubnormal(x);
    if (x == 0.0F) {
        return std::copysign(::ascsim::simt::math_detail::kInf, x);
    }
    if (!(x >= 0.0F)) {
        return ::ascsim::simt::math_detail::kNan;
    }
    // inf -> 0: the adversary keeps an exact zero (and inf, nan) as it is.
    return ::ascsim::simt::device_math::detail::WithinOneUlp(::ascsim::simt::device_math::detail::TableFn::kRsqrtf,
                                                             1.0L / std::sqrt(static_cast<long double>(x)),
                                                             ::ascsim::num::Bits(x));
}

// rcbrtf.md: 1/cbrt(x); 0 -> inf, +-inf -> 0, nan -> nan. Bound: 1 ulp, "Not Support denormalized numbers": a
// subnormal x counts as a zero of its sign (-> +-inf).
inline float rcbrtf(float x)
{
    x = ::ascsim::simt::math_detail::FlushSubnormal(x);
    if (x == 0.0F) {
        return std::copysign(::ascsim::simt::math_detail::kInf, x);
    }
    // +-inf -> +-0, nan -> nan: kept as they are by the adversary.
    return ::ascsim::simt::device_math::detail::WithinOneUlp(::ascsim::simt::device_math::detail::TableFn::kRcbrtf,
                                                             1.0L / std::cbrt(static_cast<long double>(x)),
                                                             ::ascsim::num::Bits(x));
}

// fdividef.md, __fdividef.md: x / y; +-x / 0 -> +-inf, 0 / 0 and nan -> nan. Bound (fdividef): 1 ulp; both pages:
// subnormal inputs and results are flushed to zeros of their sign.
inline float fdividef(float x, float y)
{
    namespace dm = ::ascsim::simt::device_math::detail;
    x = dm::FlushSubnormal(x);
    y = dm::FlushSubnormal(y);
    // Zeros, infinities and nan of x / y are kept as they are by the adversary.
    return dm::WithinOneUlp(dm::TableFn::kFdividef, static_cast<long double>(x) / y, ::ascsim::num::Bits(x),
                            ::ascsim::num::Bits(y));
}
inline float __fdividef(float x, float y) { return fdividef(x, y); }

// __saturatef.md: x clamped to [0, 1]; nan -> 0.
inline float __saturatef(float x)
{
    if (!(x > 0.0F)) {
        return 0.0F; // x <= 0 and nan
    }
    return x >= 1.0F ? 1.0F : x;
}

// sinpif.md, cospif.md, tanpif.md, sincospif.md: sin(pi x), cos(pi x), tan(pi x); nan when x is nan or +-inf or
// when x * pi overflows float (the pages: "当x*π超出float最大范围/最小范围，返回值为nan"). tanpif's bound: 1 ulp,
// "Not Support denormalized numbers" (a subnormal x counts as a zero of its sign); sinpif and cospif have none.
// Between the pages' cases the values follow C23 (signed zeros at the integers, tanpif's poles +-inf).
// Templates only so that a C library declaring them (C23) keeps its own.
template <typename = void>
inline float sinpif(float x)
{
    if (!std::isfinite(x) || ::ascsim::simt::math_detail::PiProductOverflows(x)) {
        return ::ascsim::simt::math_detail::kNan;
    }
    return static_cast<float>(::ascsim::simt::math_detail::SinPi(x));
}
template <typename = void>
inline float cospif(float x)
{
    if (!std::isfinite(x) || ::ascsim::simt::math_detail::PiProductOverflows(x)) {
        return ::ascsim::simt::math_detail::kNan;
    }
    return static_cast<float>(::ascsim::simt::math_detail::CosPi(x));
}
template <typename = void>
inline float tanpif(float x)
{
    if (!std::isfinite(x) || ::ascsim::simt::math_detail::PiProductOverflows(x)) {
        return ::ascsim::simt::math_detail::kNan;
    }
    x = ::ascsim::simt::math_detail::FlushSubnormal(x);
    // The page's zeros and poles (+-0, +-inf) are kept as they are by the adversary.
    return ::ascsim::simt::device_math::detail::WithinOneUlp(::ascsim::simt::device_math::detail::TableFn::kTanpif,
                                                             ::ascsim::simt::math_detail::TanPi(x),
                                                             ::ascsim::num::Bits(x));
}
inline void sincospif(float x, float* s, float* c)
{
    if (!std::isfinite(x) || ::ascsim::simt::math_detail::PiProductOverflows(x)) {
        *s = ::ascsim::simt::math_detail::kNan;
        *c = ::ascsim::simt::math_detail::kNan;
        return;
    }
    *s = static_cast<float>(::ascsim::simt::math_detail::SinPi(x));
    *c = static_cast<float>(::ascsim::simt::math_detail::CosPi(x));
}

// erfinvf.md: erf^-1(x); 0 -> 0, +-1 -> +-inf, outside [-1, 1] and nan -> nan.
inline float erfinvf(float x)
{
    using namespace ::ascsim::simt::math_detail;
    if (!(x >= -1.0F && x <= 1.0F)) {
        return kNan;
    }
    if (x == 0.0F) {
        return x;
    }
    const double a = std::fabs(static_cast<double>(x));
    const double y = a == 1.0 ? HUGE_VAL : (a <= 0.5 ? ErfInvSmall(a) : ErfcInvTail(1.0 - a));
    return static_cast<float>(x < 0.0F ? -y : y);
}

// erfcinvf.md: erfc^-1(x); 0 -> inf, 2 -> -inf, outside [0, 2] and nan -> nan.
inline float erfcinvf(float x)
{
    using namespace ::ascsim::simt::math_detail;
    if (!(x >= 0.0F && x <= 2.0F)) {
        return kNan;
    }
    if (x == 0.0F) {
        return kInf;
    }
    if (x == 2.0F) {
        return -kInf;
    }
    return static_cast<float>(ErfcInv(x));
}

// normcdfinvf.md: the standard normal quantile -sqrt(2) erfc^-1(2x); 0 -> -inf, 1 -> inf, outside [0, 1] and nan
// -> nan.
inline float normcdfinvf(float x)
{
    using namespace ::ascsim::simt::math_detail;
    if (!(x >= 0.0F && x <= 1.0F)) {
        return kNan;
    }
    if (x == 0.0F) {
        return -kInf;
    }
    if (x == 1.0F) {
        return kInf;
    }
    return static_cast<float>(-kSqrtTwo * ErfcInv(2.0 * x));
}

// normcdff.md: the standard normal distribution function erfc(-x / sqrt(2)) / 2; -inf -> 0, inf -> 1, nan -> nan.
inline float normcdff(float x)
{
    return static_cast<float>(0.5 * std::erfc(-static_cast<double>(x) / ::ascsim::simt::math_detail::kSqrtTwo));
}

// erfcxf.md: exp(x^2) erfc(x); 0 -> 1, -inf -> inf, inf -> 0, nan -> nan.
inline float erfcxf(float x)
{
    if (std::isnan(x)) {
        return x;
    }
    return static_cast<float>(::ascsim::simt::math_detail::Erfcx(x));
}

// cyl_bessel_i0f.md: I0(x); 0 -> 1, +-inf -> inf, nan -> nan, beyond float -> inf (from |x| > 91.9).
inline float cyl_bessel_i0f(float x)
{
    if (std::isnan(x)) {
        return x;
    }
    const double ax = std::fabs(static_cast<double>(x));
    return ax > 100.0 ? ::ascsim::simt::math_detail::kInf :
                        static_cast<float>(::ascsim::simt::math_detail::BesselI0(ax));
}

// cyl_bessel_i1f.md: I1(x), odd; 0 -> 0, +-inf -> +-inf, nan -> nan, beyond float -> +-inf.
inline float cyl_bessel_i1f(float x)
{
    if (std::isnan(x) || x == 0.0F) {
        return x;
    }
    const double ax = std::fabs(static_cast<double>(x));
    const float mag = ax > 100.0 ? ::ascsim::simt::math_detail::kInf :
                                   static_cast<float>(::ascsim::simt::math_detail::BesselI1(ax));
    return x < 0.0F ? -mag : mag;
}

// rhypotf.md: 1/sqrt(x^2 + y^2); any +-inf -> 0, else any nan -> nan, both 0 -> inf, both subnormal -> nan (约束说明).
inline float rhypotf(float x, float y)
{
    const float v[2] = {x, y};
    return ::ascsim::simt::math_detail::Norm(v, 2, true);
}

// norm3df.md, norm4df.md, rnorm3df.md, rnorm4df.md: sqrt(a^2 + b^2 + c^2 (+ d^2)) and its reciprocal; any +-inf ->
// inf (0), else any nan -> nan, all 0 -> 0 (inf), all subnormal -> nan (约束说明).
inline float norm3df(float a, float b, float c)
{
    const float v[3] = {a, b, c};
    return ::ascsim::simt::math_detail::Norm(v, 3, false);
}
inline float rnorm3df(float a, float b, float c)
{
    const float v[3] = {a, b, c};
    return ::ascsim::simt::math_detail::Norm(v, 3, true);
}
inline float norm4df(float a, float b, float c, float d)
{
    const float v[4] = {a, b, c, d};
    return ::ascsim::simt::math_detail::Norm(v, 4, false);
}
inline float rnorm4df(float a, float b, float c, float d)
{
    const float v[4] = {a, b, c, d};
    return ::ascsim::simt::math_detail::Norm(v, 4, true);
}

// normf.md, rnormf.md: the same over a[0 .. n-1]; n < 1: |a[0]| and 1/|a[0]| (a[0] = 0 -> inf). (The SDK's
// __ubuf__ and __gm__ overloads are this one: the simulator's address spaces are plain pointers.)
inline float normf(int n, float* a) { return n < 1 ? std::fabs(a[0]) : ::ascsim::simt::math_detail::Norm(a, n, false); }
inline float rnormf(int n, float* a)
{
    return n < 1 ? static_cast<float>(1.0 / std::fabs(static_cast<double>(a[0]))) :
                   ::ascsim::simt::math_detail::Norm(a, n, true);
}

// The integer helpers: labs.md, llabs.md are the C library's; llmax.md, llmin.md, ullmax.md, ullmin.md, umax.md,
// umin.md; max1.md and min1.md (max and min of two values of one integer type).
inline long long int llmax(const long long int x, const long long int y) { return x > y ? x : y; }
inline long long int llmin(const long long int x, const long long int y) { return x < y ? x : y; }
inline unsigned long long int ullmax(const unsigned long long int x, const unsigned long long int y)
{
    return x > y ? x : y;
}
inline unsigned long long int ullmin(const unsigned long long int x, const unsigned long long int y)
{
    return x < y ? x : y;
}
inline unsigned int umax(const unsigned int x, const unsigned int y) { return x > y ? x : y; }
inline unsigned int umin(const unsigned int x, const unsigned int y) { return x < y ? x : y; }

inline long long max(long long x, long long y) { return x > y ? x : y; }
inline unsigned long long max(unsigned long long x, unsigned long long y) { return x > y ? x : y; }
inline unsigned int max(unsigned int x, unsigned int y) { return x > y ? x : y; }
inline long max(long x, long y) { return x > y ? x : y; }
inline int max(int x, int y) { return x > y ? x : y; }
inline short max(short x, short y) { return x > y ? x : y; }
inline char max(char x, char y) { return x > y ? x : y; }
inline unsigned long max(unsigned long x, unsigned long y) { return x > y ? x : y; }
inline unsigned short max(unsigned short x, unsigned short y) { return x > y ? x : y; }
inline unsigned char max(unsigned char x, unsigned char y) { return x > y ? x : y; }

inline long long min(long long x, long long y) { return x < y ? x : y; }
inline unsigned long long min(unsigned long long x, unsigned long long y) { return x < y ? x : y; }
inline unsigned int min(unsigned int x, unsigned int y) { return x < y ? x : y; }
inline long min(long x, long y) { return x < y ? x : y; }
inline int min(int x, int y) { return x < y ? x : y; }
inline short min(short x, short y) { return x < y ? x : y; }
inline char min(char x, char y) { return x < y ? x : y; }
inline unsigned long min(unsigned long x, unsigned long y) { return x < y ? x : y; }
inline unsigned short min(unsigned short x, unsigned short y) { return x < y ? x : y; }
inline unsigned char min(unsigned char x, unsigned char y) { return x < y ? x : y; }

// The simulator's own functions in the device namespace too (device_math.h), beside the C library's names.
namespace ascsim::simt::device_math {
using ::cospif;
using ::cyl_bessel_i0f;
using ::cyl_bessel_i1f;
using ::erfcinvf;
using ::erfcxf;
using ::erfinvf;
using ::fdividef;
using ::norm3df;
using ::norm4df;
using ::normcdff;
using ::normcdfinvf;
using ::normf;
using ::rcbrtf;
using ::rhypotf;
using ::rnorm3df;
using ::rnorm4df;
using ::rnormf;
using ::rsqrtf;
using ::sincospif;
using ::sinpif;
using ::tanpif;
} // namespace ascsim::simt::device_math
