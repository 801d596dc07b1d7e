// The SIMT float math (simt_api/math_functions.h, simt_api/math_constants.h) and the float conversions and bit
// casts of simt_api/device_functions.h, each called by its SDK name inside a SIMT kernel, in the form the
// simulator's bisheng gives a call of a name the C library also holds (`::ascsim::simt::device_math::atanhf(x)`
// for `atanhf(x)`; tests/bisheng checks the rewriting):
//  * the constants against their definitions;
//  * the 19 functions with a published bound (附录/SIMT接口精度标准汇总.md: 1 ulp, "Not Support denormalized
//    numbers") against long double over special, random and known hard inputs (among them the inputs where
//    glibc's float functions exceed the bound);
//  * the functions the simulator defines without a published bound: within 1 ulp of long double (its own claim,
//    the nearest float to a double computation; the docs give none);
//  * every page's special values (返回值说明, 约束说明), with the one the simulator does not follow;
//  * the conversions exactly, in all five roundings (ties, NaN, +-inf, out of range), and the bit casts.
#include <gtest/gtest.h>

#include <cfenv>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "ascendc_sim/numerics/mode.h"
#include "ascendc_sim/simt_api/device_math_names.h"
#include "simt_api/asc_simt.h"
#include "simt_api/device_functions.h"
#include "simt_api/math_constants.h"
#include "simt_api/math_functions.h"
#include "simt_test_util.h"

namespace {

constexpr uint32_t kBlock = 256;
constexpr float kInf = std::numeric_limits<float>::infinity();
constexpr float kNan = std::numeric_limits<float>::quiet_NaN();
constexpr float kMax = std::numeric_limits<float>::max();
constexpr float kSub = 1e-40F; // a subnormal
constexpr long double kPiL = 3.141592653589793238462643383279502884L;

uint32_t Grid(size_t n) { return static_cast<uint32_t>((n + kBlock - 1) / kBlock); }
uint32_t Bits(float f)
{
    uint32_t u;
    std::memcpy(&u, &f, 4);
    return u;
}
float FromBits(uint32_t u)
{
    float f;
    std::memcpy(&f, &u, 4);
    return f;
}
std::string Show(float f)
{
    char b[64];
    std::snprintf(b, sizeof b, "%a (%.9g, 0x%08x)", f, f, Bits(f));
    return b;
}
// a and b are the same float: both NaN, or the same encoding (anyZero: or both zero, either sign).
bool Same(float a, float b, bool anyZero = false)
{
    if (std::isnan(a) || std::isnan(b)) {
        return std::isnan(a) && std::isnan(b);
    }
    if (anyZero && a == 0.0F && b == 0.0F) {
        return true;
    }
    return Bits(a) == Bits(b);
}

// The error of `got` against the exact value, in units of the float ulp at the exact value's magnitude (the
// ulp of 2^-126 below it). An exact value beyond the largest float must come back as inf of its sign.
double UlpError(float got, long double exact)
{
    if (std::isnan(exact)) {
        return std::isnan(got) ? 0.0 : HUGE_VAL;
    }
    if (std::isnan(got)) {
        return HUGE_VAL;
    }
    const long double a = std::fabs(exact);
    if (std::isinf(got) || a >= 0x1.ffffffp127L) {
        return (std::isinf(got) && (got > 0) == (exact > 0) && a >= 0x1.ffffffp127L) ? 0.0 : HUGE_VAL;
    }
    int e = 0;
    std::frexp(a, &e);
    const long double ulp = std::ldexp(1.0L, std::max(e - 1, -126) - 23);
    return static_cast<double>(std::fabs(static_cast<long double>(got) - exact) / ulp);
}
bool IsSubnormal(long double v) { return v != 0 && std::fabs(v) < 0x1p-126L; }

// ---- kernels: each calls the function by its SDK name ------------------------------------------------------------

#define ONE_ARG_KERNEL(fn)                                           \
    __global__ void run_##fn(const float* x, float* out, uint32_t n) \
    {                                                                \
        const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;    \
        if (i < n) {                                                 \
            out[i] = ::ascsim::simt::device_math::fn(x[i]);          \
        }                                                            \
    }
#define TWO_ARG_KERNEL(fn)                                                           \
    __global__ void run_##fn(const float* x, const float* y, float* out, uint32_t n) \
    {                                                                                \
        const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;                    \
        if (i < n) {                                                                 \
            out[i] = ::ascsim::simt::device_math::fn(x[i], y[i]);                    \
        }                                                                            \
    }

ONE_ARG_KERNEL(expf)
ONE_ARG_KERNEL(tanhf)
ONE_ARG_KERNEL(tanpif)
ONE_ARG_KERNEL(atanf)
ONE_ARG_KERNEL(atanhf)
ONE_ARG_KERNEL(expm1f)
ONE_ARG_KERNEL(logf)
ONE_ARG_KERNEL(log2f)
ONE_ARG_KERNEL(log10f)
ONE_ARG_KERNEL(log1pf)
ONE_ARG_KERNEL(cosf)
ONE_ARG_KERNEL(acoshf)
ONE_ARG_KERNEL(sqrtf)
ONE_ARG_KERNEL(rsqrtf)
ONE_ARG_KERNEL(cbrtf)
ONE_ARG_KERNEL(rcbrtf)
ONE_ARG_KERNEL(sinpif)
ONE_ARG_KERNEL(cospif)
ONE_ARG_KERNEL(erfinvf)
ONE_ARG_KERNEL(erfcinvf)
ONE_ARG_KERNEL(normcdfinvf)
ONE_ARG_KERNEL(normcdff)
ONE_ARG_KERNEL(erfcxf)
ONE_ARG_KERNEL(cyl_bessel_i0f)
ONE_ARG_KERNEL(cyl_bessel_i1f)
TWO_ARG_KERNEL(atan2f)
TWO_ARG_KERNEL(fdividef)
TWO_ARG_KERNEL(rhypotf)

__global__ void run_fdividef_intrinsic(const float* x, const float* y, float* out, uint32_t n)
{
    const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = __fdividef(x[i], y[i]);
    }
}

__global__ void run_sincospif(const float* x, float* s, float* c, uint32_t n)
{
    const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        sincospif(x[i], &s[i], &c[i]);
    }
}

__global__ void run_remquof(const float* x, const float* y, float* r, int* q, uint32_t n)
{
    const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        r[i] = ::ascsim::simt::device_math::remquof(x[i], y[i], &q[i]);
    }
}

// out[4 * i ..]: norm3df, rnorm3df, norm4df, rnorm4df of v[4 * i .. 4 * i + 3] (norm3df of the first three);
// out2[2 * i ..]: normf and rnormf of the first m[i] of them.
__global__ void run_norms(float* v, const int* m, float* out, float* out2, uint32_t n)
{
    const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float* a = v + 4 * i;
        out[4 * i] = norm3df(a[0], a[1], a[2]);
        out[4 * i + 1] = rnorm3df(a[0], a[1], a[2]);
        out[4 * i + 2] = norm4df(a[0], a[1], a[2], a[3]);
        out[4 * i + 3] = rnorm4df(a[0], a[1], a[2], a[3]);
        out2[2 * i] = normf(m[i], a);
        out2[2 * i + 1] = rnormf(m[i], a);
    }
}

struct SimtMathTest : SimtTest {
    template <void (*K)(const float*, float*, uint32_t)>
    std::vector<float> Map(const std::vector<float>& x)
    {
        const float* xd = Device(x);
        float* out = Device(std::vector<float>(x.size(), 0.0F));
        SIMT_LAUNCH(K, Grid(x.size()), kBlock, 0, stream, xd, out, static_cast<uint32_t>(x.size()));
        EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
        return Host(out, x.size());
    }
    template <void (*K)(const float*, const float*, float*, uint32_t)>
    std::vector<float> Map(const std::vector<float>& x, const std::vector<float>& y)
    {
        const float* xd = Device(x);
        const float* yd = Device(y);
        float* out = Device(std::vector<float>(x.size(), 0.0F));
        SIMT_LAUNCH(K, Grid(x.size()), kBlock, 0, stream, xd, yd, out, static_cast<uint32_t>(x.size()));
        EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
        return Host(out, x.size());
    }
};

// ---- inputs --------------------------------------------------------------------------------------------------------

const std::vector<float>& Specials()
{
    static const std::vector<float> v = {
        0.0F, -0.0F, kInf,          -kInf,          kNan,     1.0F,      -1.0F,      0.5F,      -0.5F,
        2.0F, -2.0F, 1.5F,          kMax,           -kMax,    0x1p-126F, -0x1p-126F, 0x1p-149F, -0x1p-149F,
        kSub, -kSub, 0x1.000002p0F, 0x1.fffffep-1F, 65504.0F, 89.4F,     -89.4F,     1e-20F,    1e20F};
    return v;
}

// Special values, then `count` random encodings (every magnitude equally likely), `count` uniform in [lo, hi],
// then `extra`.
std::vector<float> Inputs(uint32_t seed, size_t count, float lo, float hi, std::vector<float> extra = {})
{
    std::mt19937 gen(seed);
    std::vector<float> v = Specials();
    for (size_t i = 0; i < count; ++i) {
        v.push_back(FromBits(static_cast<uint32_t>(gen())));
    }
    std::uniform_real_distribution<float> u(lo, hi);
    for (size_t i = 0; i < count; ++i) {
        v.push_back(u(gen));
    }
    v.insert(v.end(), extra.begin(), extra.end());
    return v;
}

// ---- the constants --------------------------------------------------------------------------------------------------

TEST(SimtMathConstants, EachIsTheFloatNearestItsDefinition)
{
    const long double pi = kPiL;
    const long double sqrtHalf = std::sqrt(0.5L);
    EXPECT_EQ(ASCRT_SQRT_HALF_F, static_cast<float>(sqrtHalf));
    EXPECT_EQ(ASCRT_SQRT_HALF_HI_F, static_cast<float>(sqrtHalf));
    EXPECT_EQ(ASCRT_SQRT_HALF_LO_F, static_cast<float>(sqrtHalf - ASCRT_SQRT_HALF_HI_F));
    EXPECT_EQ(ASCRT_SQRT_TWO_F, static_cast<float>(std::sqrt(2.0L)));
    EXPECT_EQ(ASCRT_THIRD_F, static_cast<float>(1.0L / 3.0L));
    EXPECT_EQ(ASCRT_PIO4_F, static_cast<float>(pi / 4));
    EXPECT_EQ(ASCRT_PIO2_F, static_cast<float>(pi / 2));
    EXPECT_EQ(ASCRT_3PIO4_F, static_cast<float>(3 * pi / 4));
    EXPECT_EQ(ASCRT_2_OVER_PI_F, static_cast<float>(2 / pi));
    EXPECT_EQ(ASCRT_SQRT_2_OVER_PI_F, static_cast<float>(std::sqrt(2 / pi)));
    EXPECT_EQ(ASCRT_PI_F, static_cast<float>(pi));
    EXPECT_EQ(ASCRT_L2E_F, static_cast<float>(1 / std::log(2.0L)));
    EXPECT_EQ(ASCRT_L2T_F, static_cast<float>(std::log(10.0L) / std::log(2.0L)));
    EXPECT_EQ(ASCRT_LG2_F, static_cast<float>(std::log10(2.0L)));
    EXPECT_EQ(ASCRT_LGE_F, static_cast<float>(1 / std::log(10.0L)));
    EXPECT_EQ(ASCRT_LN2_F, static_cast<float>(std::log(2.0L)));
    EXPECT_EQ(ASCRT_LNT_F, static_cast<float>(std::log(10.0L)));
    EXPECT_EQ(ASCRT_LNPI_F, static_cast<float>(std::log(pi)));
    EXPECT_EQ(ASCRT_TWO_TO_M126_F, std::ldexp(1.0F, -126));
    EXPECT_EQ(ASCRT_TWO_TO_126_F, std::ldexp(1.0F, 126));
    EXPECT_EQ(ASCRT_NORM_HUGE_F, kMax);
    EXPECT_EQ(ASCRT_TWO_TO_23_F, 8388608.0F);
    EXPECT_EQ(ASCRT_TWO_TO_24_F, 16777216.0F);
    EXPECT_EQ(ASCRT_TWO_TO_31_F, 2147483648.0F);
    EXPECT_EQ(ASCRT_TWO_TO_32_F, 4294967296.0F);
    EXPECT_EQ(ASCRT_TRIG_PLOSS_F, 105615.0F);
    EXPECT_EQ(ASCRT_PIO8_F, static_cast<float>(pi / 8));
    EXPECT_EQ(ASCRT_SCALAR_LN2_F, static_cast<float>(std::log(2.0L)));
    EXPECT_EQ(ASCRT_2OPI_F, static_cast<float>(2 / pi));
    EXPECT_EQ(ASCRT_MINUS_PIO2_HI_F, static_cast<float>(-pi / 2));
    EXPECT_EQ(ASCRT_MINUS_PIO2_LO_F, static_cast<float>(-pi / 2 - ASCRT_MINUS_PIO2_HI_F));

    EXPECT_EQ(Bits(ASCRT_INF_F), 0x7f800000u);
    EXPECT_EQ(Bits(ASCRT_NAN_F), 0x7fffffffu);
    EXPECT_EQ(Bits(ASCRT_MIN_DENORM_F), 0x00000001u);
    EXPECT_EQ(Bits(ASCRT_MAX_NORMAL_F), 0x7f7fffffu);
    EXPECT_EQ(Bits(ASCRT_NEG_ZERO_F), 0x80000000u);
    EXPECT_EQ(Bits(ASCRT_ZERO_F), 0u);
    EXPECT_EQ(ASCRT_ONE_F, 1.0F);
    EXPECT_EQ(static_cast<uint32_t>(ASCRT_NAN_F_VALUE), 0x7fffffffu);
    EXPECT_EQ(ASCRT_MIN_DENORM_F_VALUE, 1);
    EXPECT_EQ(static_cast<uint32_t>(ASCRT_MAX_NORMAL_F_VALUE), 0x7f7fffffu);
    EXPECT_EQ(static_cast<uint32_t>(ASCRT_NEG_ZERO_F_VALUE), 0x80000000u);

    EXPECT_EQ(ASCRT_REMQUO_BITS_F, 3u);
    EXPECT_EQ(ASCRT_REMQUO_MASK_F, 7u);
    EXPECT_EQ(ASCRT_MAN_BIT_FLOAT_U, 0x007fffffu);
    EXPECT_EQ(ASCRT_EXP_BIT_FLOAT_U, 0x7f800000u);
    EXPECT_EQ(ASCRT_NEG_SIGN_BIT_U, 0x80000000u);
    EXPECT_EQ(ASCRT_INF_U, Bits(kInf));
    static_assert(std::is_same_v<decltype(ASCRT_MIN_VAL_S), unsigned int>, "the SDK's literal 0x80000000");
    EXPECT_EQ(static_cast<int>(ASCRT_MIN_VAL_S), INT_MIN);
    EXPECT_EQ(ASCRT_MAX_VAL_S, INT_MAX);
    EXPECT_EQ(ASCRT_INT32_INF_S, static_cast<int>(Bits(kInf)));
}

// Every name the simulator's bisheng gives its device function (device_math_names.h) has one: a name missing from
// device_math would stop every SIMT kernel calling it at compile time.
#define ASCSIM_TEST_DEVICE_FUNCTION(name) \
    static_assert(sizeof(&::ascsim::simt::device_math::name) != 0, #name " has no device function");
ASCSIM_SIMT_DEVICE_MATH_NAMES(ASCSIM_TEST_DEVICE_FUNCTION)
#undef ASCSIM_TEST_DEVICE_FUNCTION

// ---- the published bound: 1 ulp -------------------------------------------------------------------------------------

struct Bounded {
    const char* name;
    std::vector<float> (SimtMathTest::*run)(const std::vector<float>&);
    long double (*exact)(long double);
    float lo, hi; // sampled uniformly (besides random encodings)
    std::vector<float> hard;
};

Bounded B(const char* name, std::vector<float> (SimtMathTest::*run)(const std::vector<float>&),
          long double (*exact)(long double), float lo, float hi, std::vector<float> hard)
{
    return Bounded{name, run, exact, lo, hi, std::move(hard)};
}

long double TanPiL(long double x)
{
    const long double r = x - std::nearbyint(x);
    return std::tan(kPiL * r);
}

// The table's functions of one float. Inputs and exact results that are subnormal are left out: the table
// excludes them ("Not Support denormalized numbers"); what each page says about them is in the special values.
// `hard`: where glibc's float function errs most (2.36, exhaustive; math_functions.h), which the device function
// must not.
TEST_F(SimtMathTest, TheFunctionsWithAPublishedBoundAreWithinIt)
{
    using L = long double;
    const std::vector<Bounded> fns = {
        B("expf", &SimtMathTest::Map<run_expf>, [](L x) { return std::exp(x); }, -104, 89, {-0x1.ce651ep-8F}),
        B("tanhf", &SimtMathTest::Map<run_tanhf>, [](L x) { return std::tanh(x); }, -10, 10,
          {0x1.ddca18p-3F, -0x1.df1534p-3F}),
        B("tanpif", &SimtMathTest::Map<run_tanpif>, TanPiL, -1e6F, 1e6F,
          {0.49999997F, -0.49999997F, 0.25F, 8388607.25F, 12345.75F}),
        B("atanf", &SimtMathTest::Map<run_atanf>, [](L x) { return std::atan(x); }, -8, 8,
          {-0x1.5d50d4p-1F, 0x1.626772p-1F}),
        B("atanhf", &SimtMathTest::Map<run_atanhf>, [](L x) { return std::atanh(x); }, -1, 1,
          {0x1.f9b328p-4F, 0x1.ec2dd8p-4F}),
        B("expm1f", &SimtMathTest::Map<run_expm1f>, [](L x) { return std::expm1(x); }, -10, 10,
          {0x1.766154p-2F, 0x1.738e06p-2F}),
        B("logf", &SimtMathTest::Map<run_logf>, [](L x) { return std::log(x); }, 0, 4,
          {0x1.03e67ep+0F, 0x1.060106p+0F}),
        B("log2f", &SimtMathTest::Map<run_log2f>, [](L x) { return std::log2(x); }, 0, 4,
          {0x1.00565ap+0F, 0x1.0057f8p+0F}),
        B("log10f", &SimtMathTest::Map<run_log10f>, [](L x) { return std::log10(x); }, 0, 4,
          {0x1.f7c34ep-1F, 0x1.f6e9d6p-1F}),
        B("log1pf", &SimtMathTest::Map<run_log1pf>, [](L x) { return std::log1p(x); }, -1, 4,
          {-0x1.34d1c4p-2F, 0x1.a827b4p-2F}),
        B("cosf", &SimtMathTest::Map<run_cosf>, [](L x) { return std::cos(x); }, -100, 100,
          {-0x1.580d2ap+35F, 0x1.ff282p+51F}),
        B("acoshf", &SimtMathTest::Map<run_acoshf>, [](L x) { return std::acosh(x); }, 1, 65504,
          {0x1.007d6ep+0F, 0x1.01cb98p+0F}),
        B("sqrtf", &SimtMathTest::Map<run_sqrtf>, [](L x) { return std::sqrt(x); }, 0, 100, {0x1.fffffep-79F}),
        B("rsqrtf", &SimtMathTest::Map<run_rsqrtf>, [](L x) { return 1 / std::sqrt(x); }, 0, 100,
          {0x1.fffffep-79F, 4.0F, 0x1p-126F}),
        B("cbrtf", &SimtMathTest::Map<run_cbrtf>, [](L x) { return std::cbrt(x); }, -100, 100,
          {0x1.0034c8p-34F, 0x1.0034c8p-124F}),
        B("rcbrtf", &SimtMathTest::Map<run_rcbrtf>, [](L x) { return 1 / std::cbrt(x); }, -100, 100, {27.0F, -0.125F}),
    };
    // acoshf.md: "本接口支持的输入数据为[1, 65504.0]范围内的数据"; tanpif: its poles and the x whose x * pi
    // overflows (nan, tanpif.md) are special values.
    const auto inDomain = [](const Bounded& f, float x) {
        if (std::string(f.name) == "acoshf") {
            return x >= 1.0F && x <= 65504.0F;
        }
        if (std::string(f.name) == "tanpif") {
            return std::fabs(x * ASCRT_PI_F) != kInf && std::fabs(x - std::nearbyint(x)) != 0.5F;
        }
        return true;
    };
    for (size_t k = 0; k < fns.size(); ++k) {
        const Bounded& f = fns[k];
        const std::vector<float> x = Inputs(static_cast<uint32_t>(100 + k), 8192, f.lo, f.hi, f.hard);
        const std::vector<float> got = (this->*f.run)(x);
        double worst = 0.0;
        float worstAt = 0.0F;
        size_t checked = 0;
        for (size_t i = 0; i < x.size(); ++i) {
            if (!std::isfinite(x[i]) || std::fabs(x[i]) < 0x1p-126F || !inDomain(f, x[i])) {
                continue; // zeros and non-finite inputs: the special values below
            }
            const long double exact = f.exact(x[i]);
            if (IsSubnormal(exact) || (exact != 0 && std::fabs(exact) < 0x1p-149L)) {
                continue;
            }
            ++checked;
            const double err = UlpError(got[i], exact);
            if (err > worst) {
                worst = err;
                worstAt = x[i];
            }
        }
        EXPECT_GT(checked, 8000u) << f.name;
        EXPECT_LE(worst, 1.0) << f.name << ": " << worst << " ulp at x = " << Show(worstAt);
        std::printf("  %-8s max error %.3f ulp at %a\n", f.name, worst, worstAt);
    }
}

// The bound is used, not only kept: by default (ASCEND_SIM_NUMERICS=adversarial) a good share of the results is the
// other neighbour of the exact value, the same one on every run; in exact mode every result is the nearest float.
// A kernel that holds only for correctly rounded results fails here as it could on the chip.
TEST_F(SimtMathTest, TheBoundedFunctionsUseTheirUlp)
{
    std::mt19937 gen(41);
    std::uniform_real_distribution<float> u(0x1p-20F, 0.99F); // normal inputs and results
    std::vector<float> x(8192);
    for (float& v : x) {
        v = u(gen);
    }
    const auto nearestShare = [&](const std::vector<float>& got) {
        size_t nearest = 0;
        for (size_t i = 0; i < x.size(); ++i) {
            const float want = static_cast<float>(std::atanh(static_cast<long double>(x[i])));
            nearest += Same(got[i], want) ? 1 : 0;
            EXPECT_LE(UlpError(got[i], std::atanh(static_cast<long double>(x[i]))), 1.0) << Show(x[i]);
        }
        return static_cast<double>(nearest) / static_cast<double>(x.size());
    };
    double adversarialShare = 0.0;
    {
        ascsim::num::ScopedMode adversarial(ascsim::num::Mode::kAdversarial); // the default, whatever the environment
        const std::vector<float> first = Map<run_atanhf>(x);
        adversarialShare = nearestShare(first);
        EXPECT_LT(adversarialShare, 0.75) << "atanhf returns the nearest float almost always";
        const std::vector<float> second = Map<run_atanhf>(x);
        EXPECT_EQ(std::memcmp(second.data(), first.data(), first.size() * sizeof(float)), 0)
            << "the choice within the bound is not reproducible";
    }
    double exactShare = 0.0;
    {
        ascsim::num::ScopedMode exact(ascsim::num::Mode::kExact);
        exactShare = nearestShare(Map<run_atanhf>(x));
    }
    EXPECT_EQ(exactShare, 1.0);
    std::printf("  atanhf: nearest float in %.1f %% of results (adversarial), %.1f %% (exact)\n",
                100.0 * adversarialShare, 100.0 * exactShare);
}

TEST_F(SimtMathTest, TheTwoArgumentFunctionsWithAPublishedBoundAreWithinIt)
{
    std::mt19937 gen(7);
    std::vector<float> x;
    std::vector<float> y;
    std::uniform_real_distribution<float> u(-4.0F, 4.0F);
    for (int i = 0; i < 20000; ++i) {
        if (i % 2 == 0) {
            x.push_back(FromBits(static_cast<uint32_t>(gen())));
            y.push_back(FromBits(static_cast<uint32_t>(gen())));
        } else {
            x.push_back(u(gen));
            y.push_back(u(gen));
        }
    }
    x.push_back(0x1.e0d2dp-1F); // atan2f's largest error found (glibc 2.36, 4.4e8 random pairs): 1.49 ulp
    y.push_back(0x1.dab96cp+1F);
    const auto usable = [](float a, float b) {
        return std::isfinite(a) && std::isfinite(b) && std::fabs(a) >= 0x1p-126F && std::fabs(b) >= 0x1p-126F;
    };
    // atan2f(y, x), fdividef and __fdividef: the device functions.
    const std::vector<float> a2 = Map<run_atan2f>(x, y);
    const std::vector<float> fd = Map<run_fdividef>(x, y);
    const std::vector<float> fd2 = Map<run_fdividef_intrinsic>(x, y);
    double worstAtan2 = 0.0;
    double worstDiv = 0.0;
    for (size_t i = 0; i < x.size(); ++i) {
        if (!usable(x[i], y[i])) {
            continue;
        }
        const long double at = std::atan2(static_cast<long double>(x[i]), static_cast<long double>(y[i]));
        if (!IsSubnormal(at)) {
            worstAtan2 = std::max(worstAtan2, UlpError(a2[i], at));
        }
        const long double q = static_cast<long double>(x[i]) / y[i];
        if (!IsSubnormal(q) && !(q != 0 && std::fabs(q) < 0x1p-149L)) {
            worstDiv = std::max(worstDiv, UlpError(fd[i], q));
            EXPECT_TRUE(Same(fd[i], fd2[i])) << x[i] << " / " << y[i];
        }
    }
    EXPECT_LE(worstAtan2, 1.0) << "atan2f";
    EXPECT_LE(worstDiv, 1.0) << "fdividef";
    std::printf("  atan2f max error %.3f ulp; fdividef %.3f ulp\n", worstAtan2, worstDiv);

    // remquof: the remainder is exact, the quotient's sign and low 3 bits those of round-half-even(x / y).
    std::vector<float> rx;
    std::vector<float> ry;
    for (int i = 0; i < 20000; ++i) {
        rx.push_back(u(gen) * 1000.0F);
        ry.push_back(u(gen));
    }
    rx.push_back(7.5F);
    ry.push_back(1.0F);
    const float* xd = Device(rx);
    const float* yd = Device(ry);
    float* rd = Device(std::vector<float>(rx.size(), 0.0F));
    int* qd = Device(std::vector<int>(rx.size(), 0));
    SIMT_LAUNCH(run_remquof, Grid(rx.size()), kBlock, 0, stream, xd, yd, rd, qd, static_cast<uint32_t>(rx.size()));
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<float> r = Host(rd, rx.size());
    const std::vector<int> q = Host(qd, rx.size());
    for (size_t i = 0; i < rx.size(); ++i) {
        if (ry[i] == 0.0F) {
            continue;
        }
        const long double want = std::remainder(static_cast<long double>(rx[i]), static_cast<long double>(ry[i]));
        ASSERT_TRUE(Same(r[i], static_cast<float>(want))) << rx[i] << " rem " << ry[i];
        const long long n = std::llrint((static_cast<long double>(rx[i]) - want) / ry[i]);
        ASSERT_EQ(std::abs(q[i]), std::llabs(n) % 8) << rx[i] << " rem " << ry[i] << " quo " << q[i];
        if (q[i] != 0) { // the sign of x / y; a quotient whose low bits are 0 stores 0
            ASSERT_EQ(q[i] < 0, n < 0) << rx[i] << " rem " << ry[i];
        }
    }
}

// ---- the simulator's functions without a published bound: within 1 ulp of long double ----------------------------

// |r - y| <= 1 ulp for the y with f(y) = target, f increasing (decreasing: `increasing` false): target lies between
// f of r's neighbours.
template <typename F>
bool InverseWithinOneUlp(float r, long double target, F f, bool increasing)
{
    const long double lo = f(std::nextafter(r, -kInf));
    const long double hi = f(std::nextafter(r, kInf));
    return increasing ? (lo <= target && target <= hi) : (hi <= target && target <= lo);
}

// sin(pi v), cos(pi v) in long double, exact at the integers and half-integers: v reduced to r in [-1, 1], then
// sin(pi r) = sin(pi (+-1 - r)) and cos(pi r) = sin(pi (1/2 - |r|)).
long double SinPiL(long double v)
{
    long double r = v - 2 * std::nearbyint(v / 2);
    r = r > 0.5L ? 1 - r : (r < -0.5L ? -1 - r : r);
    return std::sin(kPiL * r);
}
long double CosPiL(long double v)
{
    const long double r = std::fabs(v - 2 * std::nearbyint(v / 2));
    return std::sin(kPiL * (0.5L - r));
}

TEST_F(SimtMathTest, TheSimulatorsFunctionsWithoutAPublishedBoundAreWithinOneUlp)
{
    const std::vector<float> x = Inputs(11, 8192, -4.0F, 4.0F, {0.5F, 1.5F, 2.5F, -3.5F, 8388607.5F, 1e6F + 0.25F});
    struct Unary {
        const char* name;
        std::vector<float> got;
        long double (*exact)(long double);
        float lo, hi;
    };
    const std::vector<Unary> fns = {
        {"sinpif", Map<run_sinpif>(x), SinPiL, -kMax, kMax},
        {"cospif", Map<run_cospif>(x), CosPiL, -kMax, kMax},
        {"normcdff", Map<run_normcdff>(x), [](long double v) { return std::erfc(-v / std::sqrt(2.0L)) / 2; }, -kMax,
         kMax},
        {"erfcxf", Map<run_erfcxf>(x), [](long double v) { return std::exp(v * v) * std::erfc(v); }, -kMax, 100.0F},
        {"cyl_bessel_i0f", Map<run_cyl_bessel_i0f>(x),
         [](long double v) { return std::cyl_bessel_i(0.0L, std::fabs(v)); }, -100.0F, 100.0F},
        {"cyl_bessel_i1f", Map<run_cyl_bessel_i1f>(x),
         [](long double v) { return (v < 0 ? -1 : 1) * std::cyl_bessel_i(1.0L, std::fabs(v)); }, -100.0F, 100.0F},
    };
    for (const Unary& f : fns) {
        double worst = 0.0;
        float worstAt = 0.0F;
        for (size_t i = 0; i < x.size(); ++i) {
            if (!std::isfinite(x[i]) || x[i] < f.lo || x[i] > f.hi || std::fabs(x[i] * ASCRT_PI_F) == kInf) {
                continue;
            }
            const long double exact = f.exact(x[i]);
            if (exact != 0 && std::fabs(exact) < 0x1p-149L) {
                continue;
            }
            const double err = UlpError(f.got[i], exact);
            if (err > worst) {
                worst = err;
                worstAt = x[i];
            }
        }
        EXPECT_LE(worst, 1.0) << f.name << " at " << Show(worstAt);
        std::printf("  %-15s simulator max error %.3f ulp\n", f.name, worst);
    }

    // sincospif is sinpif and cospif.
    const float* xd = Device(x);
    float* sd = Device(std::vector<float>(x.size(), 0.0F));
    float* cd = Device(std::vector<float>(x.size(), 0.0F));
    SIMT_LAUNCH(run_sincospif, Grid(x.size()), kBlock, 0, stream, xd, sd, cd, static_cast<uint32_t>(x.size()));
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<float> s = Host(sd, x.size());
    const std::vector<float> c = Host(cd, x.size());
    for (size_t i = 0; i < x.size(); ++i) {
        ASSERT_TRUE(Same(s[i], fns[0].got[i]) && Same(c[i], fns[1].got[i])) << Show(x[i]);
    }

    // The inverses, checked through their forward function in long double.
    const std::vector<float> p = Inputs(12, 8192, 0.0F, 1.0F, {0x1p-149F, 0.975F, 1e-30F, 0.999999F});
    const std::vector<float> w = Inputs(13, 8192, -1.0F, 1.0F, {0.9999999F, -0.5F, 1e-6F});
    const std::vector<float> z = Inputs(14, 8192, 0.0F, 2.0F, {0x1p-149F, 1.9999999F, 1.5F, 0.5F});
    const std::vector<float> ncdfinv = Map<run_normcdfinvf>(p);
    const std::vector<float> einv = Map<run_erfinvf>(w);
    const std::vector<float> ecinv = Map<run_erfcinvf>(z);
    const auto phi = [](long double v) { return std::erfc(-v / std::sqrt(2.0L)) / 2; };
    const auto erfl = [](long double v) { return std::erf(v); };
    const auto erfcl = [](long double v) { return std::erfc(v); };
    size_t checked = 0;
    for (size_t i = 0; i < p.size(); ++i) {
        if (p[i] > 0.0F && p[i] < 1.0F) {
            ++checked;
            EXPECT_TRUE(InverseWithinOneUlp(ncdfinv[i], p[i], phi, true)) << "normcdfinvf(" << Show(p[i]) << ")";
        }
    }
    for (size_t i = 0; i < w.size(); ++i) {
        if (w[i] > -1.0F && w[i] < 1.0F && w[i] != 0.0F) {
            ++checked;
            // near +-1, through erfc: erfinv(w) = erfcinv(1 - w) (1 - |w| is exact in long double)
            const bool tail = std::fabs(w[i]) > 0.5F;
            const float mag = std::fabs(einv[i]);
            const bool ok = tail ? InverseWithinOneUlp(mag, 1.0L - std::fabs(w[i]), erfcl, false) :
                                   InverseWithinOneUlp(einv[i], w[i], erfl, true);
            EXPECT_TRUE(ok && std::signbit(einv[i]) == std::signbit(w[i])) << "erfinvf(" << Show(w[i]) << ")";
        }
    }
    for (size_t i = 0; i < z.size(); ++i) {
        if (z[i] > 0.0F && z[i] < 2.0F) {
            ++checked;
            EXPECT_TRUE(InverseWithinOneUlp(ecinv[i], z[i], erfcl, false)) << "erfcinvf(" << Show(z[i]) << ")";
        }
    }
    EXPECT_GT(checked, 3u * 8000u);
}

TEST_F(SimtMathTest, TheNormsAreWithinOneUlpOfLongDouble)
{
    std::mt19937 gen(21);
    std::uniform_real_distribution<float> u(-1000.0F, 1000.0F);
    std::uniform_int_distribution<int> scale(-60, 60);
    const size_t n = 4000;
    std::vector<float> v;
    std::vector<int> m;
    for (size_t i = 0; i < n; ++i) {
        const int s = scale(gen);
        for (int k = 0; k < 4; ++k) {
            v.push_back(std::ldexp(u(gen), s));
        }
        m.push_back(static_cast<int>(i % 4) + 1);
    }
    float* vd = Device(v);
    const int* md = Device(m);
    float* out = Device(std::vector<float>(4 * n, 0.0F));
    float* out2 = Device(std::vector<float>(2 * n, 0.0F));
    SIMT_LAUNCH(run_norms, Grid(n), kBlock, 0, stream, vd, md, out, out2, static_cast<uint32_t>(n));
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<float> got = Host(out, 4 * n);
    const std::vector<float> got2 = Host(out2, 2 * n);
    const std::vector<float> rh = Map<run_rhypotf>(std::vector<float>(v.begin(), v.begin() + n),
                                                   std::vector<float>(v.begin() + n, v.begin() + 2 * n));
    double worst = 0.0;
    for (size_t i = 0; i < n; ++i) {
        const float* a = &v[4 * i];
        const auto sum = [&](int k) {
            long double s = 0;
            for (int j = 0; j < k; ++j) {
                s += static_cast<long double>(a[j]) * a[j];
            }
            return s;
        };
        const auto check = [&](float g, long double exact, const char* what) {
            if (IsSubnormal(exact)) {
                return; // the reciprocals flush (the pages: the division does not produce subnormals)
            }
            const double e = UlpError(g, exact);
            worst = std::max(worst, e);
            EXPECT_LE(e, 1.0) << what << " of row " << i;
        };
        check(got[4 * i], std::sqrt(sum(3)), "norm3df");
        check(got[4 * i + 1], 1 / std::sqrt(sum(3)), "rnorm3df");
        check(got[4 * i + 2], std::sqrt(sum(4)), "norm4df");
        check(got[4 * i + 3], 1 / std::sqrt(sum(4)), "rnorm4df");
        check(got2[2 * i], std::sqrt(sum(m[i])), "normf");
        check(got2[2 * i + 1], 1 / std::sqrt(sum(m[i])), "rnormf");
        const long double hx = v[i];
        const long double hy = v[n + i];
        check(rh[i], 1 / std::sqrt(hx * hx + hy * hy), "rhypotf");
    }
    std::printf("  norms simulator max error %.3f ulp\n", worst);
}

// ---- every page's special values --------------------------------------------------------------------------------

// clang-format off
enum class Fn : uint32_t {
    kSinf, kCosf, kTanf, kSincosf, kExpf, kExp2f, kExp10f, kExpm1f, kLogf, kLog2f, kLog10f, kLog1pf, kTanhf, kAtanf,
    kAtan2f, kAtanhf, kAcoshf, kAsinhf, kAsinf, kAcosf, kCoshf, kSinhf, kCbrtf, kCeilf, kFloorf, kTruncf, kRoundf,
    kRintf, kNearbyintf, kLrintf, kLlrintf, kLroundf, kLlroundf, kCopysignf, kFabsf, kFdimf, kFmaf, kFmaxf, kFminf,
    kFmodf, kFrexpf, kHypotf, kIlogbf, kJ0f, kJ1f, kJnf, kY0f, kY1f, kYnf, kLdexpf, kLgammaf, kTgammaf, kLogbf,
    kModff, kNextafterf, kPowf, kRemainderf, kRemquof, kScalbnf, kScalblnf, kSqrtf, kErff, kErfcf, kRsqrtf, kRcbrtf,
    kFdividef, kFdividefIntrinsic, kSaturatef, kSinpif, kCospif, kTanpif, kSincospif, kCylBesselI0f, kCylBesselI1f,
    kErfinvf, kErfcinvf, kErfcxf, kNormcdff, kNormcdfinvf, kNorm3df, kRnorm3df, kNorm4df, kRnorm4df, kNormf, kRnormf,
    kRhypotf,
};
// clang-format on

struct Call {
    Fn fn;
    float a, b, c, d;
    int n;
};
struct Result {
    float f;
    float f2;
    long long i;
};

__global__ void evaluate(const Call* calls, Result* out, uint32_t count)
{
    const uint32_t t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= count) {
        return;
    }
    const Call c = calls[t];
    Result r{0.0F, 0.0F, 0};
    float v[4] = {c.a, c.b, c.c, c.d};
    int q = 0;
    // clang-format off
    switch (c.fn) {
        case Fn::kSinf: r.f = ::ascsim::simt::device_math::sinf(c.a); break;
        case Fn::kCosf: r.f = ::ascsim::simt::device_math::cosf(c.a); break;
        case Fn::kTanf: r.f = ::ascsim::simt::device_math::tanf(c.a); break;
        case Fn::kSincosf: ::ascsim::simt::device_math::sincosf(c.a, &r.f, &r.f2); break;
        case Fn::kExpf: r.f = ::ascsim::simt::device_math::expf(c.a); break;
        case Fn::kExp2f: r.f = ::ascsim::simt::device_math::exp2f(c.a); break;
        case Fn::kExp10f: r.f = ::ascsim::simt::device_math::exp10f(c.a); break;
        case Fn::kExpm1f: r.f = ::ascsim::simt::device_math::expm1f(c.a); break;
        case Fn::kLogf: r.f = ::ascsim::simt::device_math::logf(c.a); break;
        case Fn::kLog2f: r.f = ::ascsim::simt::device_math::log2f(c.a); break;
        case Fn::kLog10f: r.f = ::ascsim::simt::device_math::log10f(c.a); break;
        case Fn::kLog1pf: r.f = ::ascsim::simt::device_math::log1pf(c.a); break;
        case Fn::kTanhf: r.f = ::ascsim::simt::device_math::tanhf(c.a); break;
        case Fn::kAtanf: r.f = ::ascsim::simt::device_math::atanf(c.a); break;
        case Fn::kAtan2f: r.f = ::ascsim::simt::device_math::atan2f(c.a, c.b); break;
        case Fn::kAtanhf: r.f = ::ascsim::simt::device_math::atanhf(c.a); break;
        case Fn::kAcoshf: r.f = ::ascsim::simt::device_math::acoshf(c.a); break;
        case Fn::kAsinhf: r.f = ::ascsim::simt::device_math::asinhf(c.a); break;
        case Fn::kAsinf: r.f = ::ascsim::simt::device_math::asinf(c.a); break;
        case Fn::kAcosf: r.f = ::ascsim::simt::device_math::acosf(c.a); break;
        case Fn::kCoshf: r.f = ::ascsim::simt::device_math::coshf(c.a); break;
        case Fn::kSinhf: r.f = ::ascsim::simt::device_math::sinhf(c.a); break;
        case Fn::kCbrtf: r.f = ::ascsim::simt::device_math::cbrtf(c.a); break;
        case Fn::kCeilf: r.f = ::ascsim::simt::device_math::ceilf(c.a); break;
        case Fn::kFloorf: r.f = ::ascsim::simt::device_math::floorf(c.a); break;
        case Fn::kTruncf: r.f = ::ascsim::simt::device_math::truncf(c.a); break;
        case Fn::kRoundf: r.f = ::ascsim::simt::device_math::roundf(c.a); break;
        case Fn::kRintf: r.f = ::ascsim::simt::device_math::rintf(c.a); break;
        case Fn::kNearbyintf: r.f = ::ascsim::simt::device_math::nearbyintf(c.a); break;
        case Fn::kLrintf: r.i = ::ascsim::simt::device_math::lrintf(c.a); break;
        case Fn::kLlrintf: r.i = ::ascsim::simt::device_math::llrintf(c.a); break;
        case Fn::kLroundf: r.i = ::ascsim::simt::device_math::lroundf(c.a); break;
        case Fn::kLlroundf: r.i = ::ascsim::simt::device_math::llroundf(c.a); break;
        case Fn::kCopysignf: r.f = ::ascsim::simt::device_math::copysignf(c.a, c.b); break;
        case Fn::kFabsf: r.f = ::ascsim::simt::device_math::fabsf(c.a); break;
        case Fn::kFdimf: r.f = ::ascsim::simt::device_math::fdimf(c.a, c.b); break;
        case Fn::kFmaf: r.f = ::ascsim::simt::device_math::fmaf(c.a, c.b, c.c); break;
        case Fn::kFmaxf: r.f = ::ascsim::simt::device_math::fmaxf(c.a, c.b); break;
        case Fn::kFminf: r.f = ::ascsim::simt::device_math::fminf(c.a, c.b); break;
        case Fn::kFmodf: r.f = ::ascsim::simt::device_math::fmodf(c.a, c.b); break;
        case Fn::kFrexpf: r.f = ::ascsim::simt::device_math::frexpf(c.a, &q), r.i = q; break;
        case Fn::kHypotf: r.f = ::ascsim::simt::device_math::hypotf(c.a, c.b); break;
        case Fn::kIlogbf: r.i = ::ascsim::simt::device_math::ilogbf(c.a); break;
        case Fn::kJ0f: r.f = ::ascsim::simt::device_math::j0f(c.a); break;
        case Fn::kJ1f: r.f = ::ascsim::simt::device_math::j1f(c.a); break;
        case Fn::kJnf: r.f = ::ascsim::simt::device_math::jnf(c.n, c.a); break;
        case Fn::kY0f: r.f = ::ascsim::simt::device_math::y0f(c.a); break;
        case Fn::kY1f: r.f = ::ascsim::simt::device_math::y1f(c.a); break;
        case Fn::kYnf: r.f = ::ascsim::simt::device_math::ynf(c.n, c.a); break;
        case Fn::kLdexpf: r.f = ::ascsim::simt::device_math::ldexpf(c.a, c.n); break;
        case Fn::kLgammaf: r.f = ::ascsim::simt::device_math::lgammaf(c.a); break;
        case Fn::kTgammaf: r.f = ::ascsim::simt::device_math::tgammaf(c.a); break;
        case Fn::kLogbf: r.f = ::ascsim::simt::device_math::logbf(c.a); break;
        case Fn::kModff: r.f = ::ascsim::simt::device_math::modff(c.a, &r.f2); break;
        case Fn::kNextafterf: r.f = ::ascsim::simt::device_math::nextafterf(c.a, c.b); break;
        case Fn::kPowf: r.f = ::ascsim::simt::device_math::powf(c.a, c.b); break;
        case Fn::kRemainderf: r.f = ::ascsim::simt::device_math::remainderf(c.a, c.b); break;
        case Fn::kRemquof: r.f = ::ascsim::simt::device_math::remquof(c.a, c.b, &q), r.i = q; break;
        case Fn::kScalbnf: r.f = ::ascsim::simt::device_math::scalbnf(c.a, static_cast<int32_t>(c.n)); break;
        case Fn::kScalblnf: r.f = ::ascsim::simt::device_math::scalblnf(c.a, static_cast<int64_t>(c.n)); break;
        case Fn::kSqrtf: r.f = ::ascsim::simt::device_math::sqrtf(c.a); break;
        case Fn::kErff: r.f = ::ascsim::simt::device_math::erff(c.a); break;
        case Fn::kErfcf: r.f = ::ascsim::simt::device_math::erfcf(c.a); break;
        case Fn::kRsqrtf: r.f = rsqrtf(c.a); break;
        case Fn::kRcbrtf: r.f = rcbrtf(c.a); break;
        case Fn::kFdividef: r.f = fdividef(c.a, c.b); break;
        case Fn::kFdividefIntrinsic: r.f = __fdividef(c.a, c.b); break;
        case Fn::kSaturatef: r.f = __saturatef(c.a); break;
        case Fn::kSinpif: r.f = sinpif(c.a); break;
        case Fn::kCospif: r.f = cospif(c.a); break;
        case Fn::kTanpif: r.f = tanpif(c.a); break;
        case Fn::kSincospif: sincospif(c.a, &r.f, &r.f2); break;
        case Fn::kCylBesselI0f: r.f = cyl_bessel_i0f(c.a); break;
        case Fn::kCylBesselI1f: r.f = cyl_bessel_i1f(c.a); break;
        case Fn::kErfinvf: r.f = erfinvf(c.a); break;
        case Fn::kErfcinvf: r.f = erfcinvf(c.a); break;
        case Fn::kErfcxf: r.f = erfcxf(c.a); break;
        case Fn::kNormcdff: r.f = normcdff(c.a); break;
        case Fn::kNormcdfinvf: r.f = normcdfinvf(c.a); break;
        case Fn::kNorm3df: r.f = norm3df(c.a, c.b, c.c); break;
        case Fn::kRnorm3df: r.f = rnorm3df(c.a, c.b, c.c); break;
        case Fn::kNorm4df: r.f = norm4df(c.a, c.b, c.c, c.d); break;
        case Fn::kRnorm4df: r.f = rnorm4df(c.a, c.b, c.c, c.d); break;
        case Fn::kNormf: r.f = normf(c.n, v); break;
        case Fn::kRnormf: r.f = rnormf(c.n, v); break;
        case Fn::kRhypotf: r.f = rhypotf(c.a, c.b); break;
    }
    // clang-format on
    out[t] = r;
}

// What a row checks besides the float result.
// kOneUlp: a value of a function with the table's 1-ulp bound, away from the pages' special values: the float result
// may be either neighbour too (the numerics adversary picks among them).
enum : uint32_t { kF = 1, kI = 2, kF2 = 4, kAnyZero = 8, kOnlyI = 16, kOneUlp = 32 };

struct Value {
    float f = 0.0F;
    long long i = 0;
    float f2 = 0.0F;
};

struct Row {
    const char* what; // the page and its line
    Call call;
    Value doc;                      // the value the page documents
    uint32_t checks;                // kF (the float result) and kI / kF2 / kAnyZero; kOnlyI: the integer alone
    const char* cLibrary = nullptr; // why the simulator gives the C library's value (`sim`), not the page's
    Value sim{};
};

Call C1(Fn fn, float a) { return Call{fn, a, 0.0F, 0.0F, 0.0F, 0}; }
Call C2(Fn fn, float a, float b) { return Call{fn, a, b, 0.0F, 0.0F, 0}; }
Call C3(Fn fn, float a, float b, float c) { return Call{fn, a, b, c, 0.0F, 0}; }
Call C4(Fn fn, float a, float b, float c, float d) { return Call{fn, a, b, c, d, 0}; }
Call CN(Fn fn, int n, float a) { return Call{fn, a, 0.0F, 0.0F, 0.0F, n}; }
Call CV(Fn fn, int n, float a, float b, float c, float d) { return Call{fn, a, b, c, d, n}; }
Row R(const char* what, Call call, float want, uint32_t extra = 0)
{
    return Row{what, call, {want, 0, 0.0F}, kF | extra};
}
Row RI(const char* what, Call call, long long want) { return Row{what, call, {0.0F, want, 0.0F}, kOnlyI}; }
Row RFI(const char* what, Call call, float want, long long wantI)
{
    return Row{what, call, {want, wantI, 0.0F}, kF | kI};
}
Row R2(const char* what, Call call, float want, float want2, uint32_t extra = 0)
{
    return Row{what, call, {want, 0, want2}, kF | kF2 | extra};
}
Row Dev(Row r, const char* why, Value sim)
{
    r.cLibrary = why;
    r.sim = sim;
    return r;
}

bool Matches(const Result& got, const Value& v, uint32_t checks)
{
    if (checks & kOnlyI) {
        return got.i == v.i;
    }
    const bool anyZero = (checks & kAnyZero) != 0;
    if (checks & kOneUlp) {
        const int64_t d = static_cast<int64_t>(Bits(got.f)) - static_cast<int64_t>(Bits(v.f));
        return std::isfinite(got.f) && (got.f < 0) == (v.f < 0) && d >= -1 && d <= 1;
    }
    return Same(got.f, v.f, anyZero) && (!(checks & kI) || got.i == v.i) &&
           (!(checks & kF2) || Same(got.f2, v.f2, anyZero));
}

std::vector<Row> PageRows()
{
    const float pi = ASCRT_PI_F;
    const float sub = kSub;
    std::vector<Row> rows = {
        // trigonometric (sinf.md, cosf.md, tanf.md, sincosf.md)
        R("sinf.md: inf -> nan", C1(Fn::kSinf, kInf), kNan),
        R("sinf.md: -inf -> nan", C1(Fn::kSinf, -kInf), kNan),
        R("sinf.md: nan -> nan", C1(Fn::kSinf, kNan), kNan),
        R("cosf.md: inf -> nan", C1(Fn::kCosf, kInf), kNan),
        R("cosf.md: -inf -> nan", C1(Fn::kCosf, -kInf), kNan),
        R("cosf.md: nan -> nan", C1(Fn::kCosf, kNan), kNan),
        R("tanf.md: inf -> nan", C1(Fn::kTanf, kInf), kNan),
        R("tanf.md: -inf -> nan", C1(Fn::kTanf, -kInf), kNan),
        R("tanf.md: nan -> nan", C1(Fn::kTanf, kNan), kNan),
        R2("sincosf.md: inf -> nan, nan", C1(Fn::kSincosf, kInf), kNan, kNan),
        R2("sincosf.md: -inf -> nan, nan", C1(Fn::kSincosf, -kInf), kNan, kNan),
        R2("sincosf.md: nan -> nan, nan", C1(Fn::kSincosf, kNan), kNan, kNan),
        // exponentials (expf.md, exp2f.md, exp10f.md, expm1f.md)
        R("expf.md: inf -> inf", C1(Fn::kExpf, kInf), kInf),
        R("expf.md: -inf -> 0", C1(Fn::kExpf, -kInf), 0.0F),
        R("expf.md: nan -> nan", C1(Fn::kExpf, kNan), kNan),
        R("expf.md 约束说明: a subnormal result is flushed to +0", C1(Fn::kExpf, -100.0F), 0.0F),
        R("expf.md 约束说明: a subnormal input is flushed: exp(+0) = 1", C1(Fn::kExpf, 0x1p-130F), 1.0F),
        R("exp2f.md: inf -> inf", C1(Fn::kExp2f, kInf), kInf),
        R("exp2f.md: -inf -> 0", C1(Fn::kExp2f, -kInf), 0.0F),
        R("exp2f.md: nan -> nan", C1(Fn::kExp2f, kNan), kNan),
        R("exp2f.md: beyond float -> inf", C1(Fn::kExp2f, 200.0F), kInf),
        R("exp2f.md 约束说明: a subnormal result is flushed to +0", C1(Fn::kExp2f, -140.0F), 0.0F),
        R("exp10f.md: inf -> inf", C1(Fn::kExp10f, kInf), kInf),
        R("exp10f.md: -inf -> 0", C1(Fn::kExp10f, -kInf), 0.0F),
        R("exp10f.md: nan -> nan", C1(Fn::kExp10f, kNan), kNan),
        R("exp10f.md 约束说明: a subnormal result is flushed to +0", C1(Fn::kExp10f, -40.0F), 0.0F),
        R("expm1f.md: inf -> inf", C1(Fn::kExpm1f, kInf), kInf),
        R("expm1f.md: -inf -> -1", C1(Fn::kExpm1f, -kInf), -1.0F),
        R("expm1f.md: nan -> nan", C1(Fn::kExpm1f, kNan), kNan),
        R("expm1f.md 约束说明: a large negative x -> -1", C1(Fn::kExpm1f, -100.0F), -1.0F),
        R("expm1f.md 约束说明: a subnormal x -> 0", C1(Fn::kExpm1f, sub), 0.0F),
        // logarithms (logf.md, log2f.md, log10f.md, log1pf.md, logbf.md, ilogbf.md)
        R("logf.md: x < 0 -> nan", C1(Fn::kLogf, -1.0F), kNan),
        R("logf.md: nan -> nan", C1(Fn::kLogf, kNan), kNan),
        R("logf.md: 0 -> -inf", C1(Fn::kLogf, 0.0F), -kInf),
        R("logf.md: inf -> inf", C1(Fn::kLogf, kInf), kInf),
        R("log2f.md: inf -> inf", C1(Fn::kLog2f, kInf), kInf),
        R("log2f.md: -inf -> nan", C1(Fn::kLog2f, -kInf), kNan),
        R("log2f.md: nan -> nan", C1(Fn::kLog2f, kNan), kNan),
        R("log10f.md: inf -> inf", C1(Fn::kLog10f, kInf), kInf),
        R("log10f.md: -inf -> nan", C1(Fn::kLog10f, -kInf), kNan),
        R("log10f.md: nan -> nan", C1(Fn::kLog10f, kNan), kNan),
        R("log1pf.md: inf -> inf", C1(Fn::kLog1pf, kInf), kInf),
        R("log1pf.md: -inf -> nan", C1(Fn::kLog1pf, -kInf), kNan),
        R("log1pf.md: nan -> nan", C1(Fn::kLog1pf, kNan), kNan),
        R("logbf.md: inf -> inf", C1(Fn::kLogbf, kInf), kInf),
        R("logbf.md: -inf -> inf", C1(Fn::kLogbf, -kInf), kInf),
        R("logbf.md: nan -> nan", C1(Fn::kLogbf, kNan), kNan),
        R("logbf.md: 0 -> -inf", C1(Fn::kLogbf, 0.0F), -kInf),
        R("logbf.md: floor(log2 |x|)", C1(Fn::kLogbf, -12.0F), 3.0F),
        RI("ilogbf.md: +0 -> ASCRT_MIN_VAL_S", C1(Fn::kIlogbf, 0.0F), INT_MIN),
        RI("ilogbf.md: -0 -> ASCRT_MIN_VAL_S", C1(Fn::kIlogbf, -0.0F), INT_MIN),
        RI("ilogbf.md: inf -> ASCRT_MAX_VAL_S", C1(Fn::kIlogbf, kInf), INT_MAX),
        RI("ilogbf.md: -inf -> ASCRT_MAX_VAL_S", C1(Fn::kIlogbf, -kInf), INT_MAX),
        RI("ilogbf.md: nan -> ASCRT_MIN_VAL_S", C1(Fn::kIlogbf, kNan), INT_MIN),
        RI("ilogbf.md: floor(log2 |x|)", C1(Fn::kIlogbf, 0.3F), -2),
        // hyperbolic and inverse (tanhf.md, atanf.md, atan2f.md, atanhf.md, acoshf.md, asinhf.md, asinf.md,
        // acosf.md, coshf.md, sinhf.md)
        R("tanhf.md: inf -> 1", C1(Fn::kTanhf, kInf), 1.0F),
        R("tanhf.md: -inf -> -1", C1(Fn::kTanhf, -kInf), -1.0F),
        R("tanhf.md: nan -> nan", C1(Fn::kTanhf, kNan), kNan),
        R("atanf.md: inf -> pi/2", C1(Fn::kAtanf, kInf), ASCRT_PIO2_F),
        R("atanf.md: -inf -> -pi/2", C1(Fn::kAtanf, -kInf), -ASCRT_PIO2_F),
        R("atanf.md: nan -> nan", C1(Fn::kAtanf, kNan), kNan),
        // atan2f.md's table, (x, y) -> atan2f(y, x)
        R("atan2f.md: y nan -> nan", C2(Fn::kAtan2f, kNan, 1.0F), kNan),
        R("atan2f.md: x nan -> nan", C2(Fn::kAtan2f, 1.0F, kNan), kNan),
        R("atan2f.md: x > 0, y +0 -> +0", C2(Fn::kAtan2f, 0.0F, 2.0F), 0.0F),
        R("atan2f.md: x +0, y +0 -> +0", C2(Fn::kAtan2f, 0.0F, 0.0F), 0.0F),
        R("atan2f.md: x > 0, y -0 -> -0", C2(Fn::kAtan2f, -0.0F, 2.0F), -0.0F),
        R("atan2f.md: x < 0, y +0 -> pi", C2(Fn::kAtan2f, 0.0F, -2.0F), pi),
        R("atan2f.md: x -0, y +0 -> pi", C2(Fn::kAtan2f, 0.0F, -0.0F), pi),
        R("atan2f.md: x < 0, y -0 -> -pi", C2(Fn::kAtan2f, -0.0F, -2.0F), -pi),
        R("atan2f.md: x inf, y inf -> pi/4", C2(Fn::kAtan2f, kInf, kInf), ASCRT_PIO4_F),
        R("atan2f.md: x inf, y -inf -> -pi/4", C2(Fn::kAtan2f, -kInf, kInf), -ASCRT_PIO4_F),
        R("atan2f.md: x inf, y 1 -> 0", C2(Fn::kAtan2f, 1.0F, kInf), 0.0F),
        R("atan2f.md: x -inf, y inf -> 3pi/4", C2(Fn::kAtan2f, kInf, -kInf), ASCRT_3PIO4_F),
        R("atan2f.md: x -inf, y -inf -> -3pi/4", C2(Fn::kAtan2f, -kInf, -kInf), -ASCRT_3PIO4_F),
        R("atan2f.md: x -inf, y 1 -> pi", C2(Fn::kAtan2f, 1.0F, -kInf), pi),
        R("atan2f.md: x 1, y inf -> pi/2", C2(Fn::kAtan2f, kInf, 1.0F), ASCRT_PIO2_F),
        R("atan2f.md: x 1, y -inf -> -pi/2", C2(Fn::kAtan2f, -kInf, 1.0F), -ASCRT_PIO2_F),
        R("atan2f.md 约束说明: y subnormal, x < 0 -> pi of y's sign", C2(Fn::kAtan2f, sub, -1.0F), pi),
        R("atan2f.md 约束说明: y subnormal, x > 0 -> 0", C2(Fn::kAtan2f, sub, 1.0F), 0.0F),
        R("atan2f.md 约束说明: x and y subnormal -> nan", C2(Fn::kAtan2f, sub, sub), kNan),
        R("atanhf.md: inf -> nan", C1(Fn::kAtanhf, kInf), kNan),
        R("atanhf.md: -inf -> nan", C1(Fn::kAtanhf, -kInf), kNan),
        R("atanhf.md: nan -> nan", C1(Fn::kAtanhf, kNan), kNan),
        R("acoshf.md: inf -> inf", C1(Fn::kAcoshf, kInf), kInf),
        R("acoshf.md: -inf -> nan", C1(Fn::kAcoshf, -kInf), kNan),
        R("acoshf.md: nan -> nan", C1(Fn::kAcoshf, kNan), kNan),
        R("acoshf.md: 1 -> 0", C1(Fn::kAcoshf, 1.0F), 0.0F),
        R("acoshf.md: x < 1 -> nan", C1(Fn::kAcoshf, 0.5F), kNan),
        R("asinhf.md: inf -> inf", C1(Fn::kAsinhf, kInf), kInf),
        R("asinhf.md: -inf -> -inf", C1(Fn::kAsinhf, -kInf), -kInf),
        R("asinhf.md: nan -> nan", C1(Fn::kAsinhf, kNan), kNan),
        R("asinhf.md: 0 -> 0", C1(Fn::kAsinhf, 0.0F), 0.0F),
        R("asinf.md: inf -> nan", C1(Fn::kAsinf, kInf), kNan),
        R("asinf.md: -inf -> nan", C1(Fn::kAsinf, -kInf), kNan),
        R("asinf.md: nan -> nan", C1(Fn::kAsinf, kNan), kNan),
        R("asinf.md: 0 -> 0", C1(Fn::kAsinf, 0.0F), 0.0F),
        R("asinf.md: x > 1 -> nan", C1(Fn::kAsinf, 1.5F), kNan),
        R("asinf.md: x < -1 -> nan", C1(Fn::kAsinf, -1.5F), kNan),
        R("acosf.md: inf -> nan", C1(Fn::kAcosf, kInf), kNan),
        R("acosf.md: -inf -> nan", C1(Fn::kAcosf, -kInf), kNan),
        R("acosf.md: nan -> nan", C1(Fn::kAcosf, kNan), kNan),
        R("acosf.md: 1 -> 0", C1(Fn::kAcosf, 1.0F), 0.0F),
        R("acosf.md: x > 1 -> nan", C1(Fn::kAcosf, 1.5F), kNan),
        R("acosf.md: x < -1 -> nan", C1(Fn::kAcosf, -1.5F), kNan),
        R("coshf.md: inf -> inf", C1(Fn::kCoshf, kInf), kInf),
        R("coshf.md: -inf -> inf", C1(Fn::kCoshf, -kInf), kInf),
        R("coshf.md: nan -> nan", C1(Fn::kCoshf, kNan), kNan),
        R("coshf.md: 0 -> 1", C1(Fn::kCoshf, 0.0F), 1.0F),
        R("sinhf.md: inf -> inf", C1(Fn::kSinhf, kInf), kInf),
        R("sinhf.md: -inf -> -inf", C1(Fn::kSinhf, -kInf), -kInf),
        R("sinhf.md: nan -> nan", C1(Fn::kSinhf, kNan), kNan),
        R("sinhf.md: 0 -> 0", C1(Fn::kSinhf, 0.0F), 0.0F),
        // roots (cbrtf.md, sqrtf.md, rsqrtf.md, rcbrtf.md)
        R("cbrtf.md: 0 -> 0", C1(Fn::kCbrtf, 0.0F), 0.0F),
        R("cbrtf.md: nan -> nan", C1(Fn::kCbrtf, kNan), kNan),
        R("cbrtf.md: inf -> inf", C1(Fn::kCbrtf, kInf), kInf),
        R("cbrtf.md: -inf -> -inf", C1(Fn::kCbrtf, -kInf), -kInf),
        R("sqrtf.md: 0 -> 0", C1(Fn::kSqrtf, 0.0F), 0.0F),
        R("sqrtf.md: inf -> inf", C1(Fn::kSqrtf, kInf), kInf),
        R("sqrtf.md: -inf -> nan", C1(Fn::kSqrtf, -kInf), kNan),
        R("sqrtf.md: nan -> nan", C1(Fn::kSqrtf, kNan), kNan),
        R("sqrtf.md 约束说明: x < 0 -> nan", C1(Fn::kSqrtf, -4.0F), kNan),
        R("sqrtf.md 约束说明: a subnormal x is flushed to +0", C1(Fn::kSqrtf, sub), 0.0F),
        R("rsqrtf.md: 0 -> inf", C1(Fn::kRsqrtf, 0.0F), kInf),
        R("rsqrtf.md: inf -> 0", C1(Fn::kRsqrtf, kInf), 0.0F),
        R("rsqrtf.md: -inf -> nan", C1(Fn::kRsqrtf, -kInf), kNan),
        R("rsqrtf.md: nan -> nan", C1(Fn::kRsqrtf, kNan), kNan),
        R("rsqrtf.md 约束说明: x < 0 -> nan", C1(Fn::kRsqrtf, -4.0F), kNan),
        R("rsqrtf.md 约束说明: a subnormal x -> +inf", C1(Fn::kRsqrtf, sub), kInf),
        R("rsqrtf.md: -0 -> -inf (1/sqrt(-0); the page's 0 -> inf without a sign)", C1(Fn::kRsqrtf, -0.0F), -kInf),
        R("rsqrtf: 4 -> 0.5 (within 1 ulp)", C1(Fn::kRsqrtf, 4.0F), 0.5F, kOneUlp),
        R("rcbrtf.md: 0 -> inf", C1(Fn::kRcbrtf, 0.0F), kInf),
        R("rcbrtf.md: nan -> nan", C1(Fn::kRcbrtf, kNan), kNan),
        R("rcbrtf.md: inf -> 0", C1(Fn::kRcbrtf, kInf), 0.0F),
        R("rcbrtf.md: -inf -> 0", C1(Fn::kRcbrtf, -kInf), 0.0F, kAnyZero),
        R("rcbrtf: 精度汇总 no denormals: a subnormal x counts as 0", C1(Fn::kRcbrtf, sub), kInf),
        R("rcbrtf: -8 -> -0.5 (within 1 ulp)", C1(Fn::kRcbrtf, -8.0F), -0.5F, kOneUlp),
        // rounding (ceilf.md, floorf.md, truncf.md, roundf.md, rintf.md, nearbyintf.md, lrintf.md, llrintf.md,
        // lroundf.md, llroundf.md)
        R("ceilf.md: nan -> nan", C1(Fn::kCeilf, kNan), kNan),
        R("ceilf.md: inf -> inf", C1(Fn::kCeilf, kInf), kInf),
        R("ceilf.md: -inf -> -inf", C1(Fn::kCeilf, -kInf), -kInf),
        R("ceilf: 1.2 -> 2", C1(Fn::kCeilf, 1.2F), 2.0F),
        R("floorf.md: nan -> nan", C1(Fn::kFloorf, kNan), kNan),
        R("floorf.md: inf -> inf", C1(Fn::kFloorf, kInf), kInf),
        R("floorf.md: -inf -> -inf", C1(Fn::kFloorf, -kInf), -kInf),
        R("floorf: -1.2 -> -2", C1(Fn::kFloorf, -1.2F), -2.0F),
        R("truncf.md: nan -> nan", C1(Fn::kTruncf, kNan), kNan),
        R("truncf.md: inf -> inf", C1(Fn::kTruncf, kInf), kInf),
        R("truncf.md: -inf -> -inf", C1(Fn::kTruncf, -kInf), -kInf),
        R("truncf: -1.7 -> -1", C1(Fn::kTruncf, -1.7F), -1.0F),
        R("roundf.md: nan -> nan", C1(Fn::kRoundf, kNan), kNan),
        R("roundf.md: inf -> inf", C1(Fn::kRoundf, kInf), kInf),
        R("roundf.md: -inf -> -inf", C1(Fn::kRoundf, -kInf), -kInf),
        R("roundf.md: 四舍五入, 2.5 -> 3", C1(Fn::kRoundf, 2.5F), 3.0F),
        R("roundf.md: 四舍五入, -2.5 -> -3", C1(Fn::kRoundf, -2.5F), -3.0F),
        R("rintf.md: 0 -> 0", C1(Fn::kRintf, 0.0F), 0.0F),
        R("rintf.md: 0.5 -> 0", C1(Fn::kRintf, 0.5F), 0.0F),
        R("rintf.md: 1.5 -> 2", C1(Fn::kRintf, 1.5F), 2.0F),
        R("rintf.md: nan -> nan", C1(Fn::kRintf, kNan), kNan),
        R("rintf.md: inf -> inf", C1(Fn::kRintf, kInf), kInf),
        R("rintf.md: -inf -> -inf", C1(Fn::kRintf, -kInf), -kInf),
        R("nearbyintf.md: inf -> inf", C1(Fn::kNearbyintf, kInf), kInf),
        R("nearbyintf.md: -inf -> -inf", C1(Fn::kNearbyintf, -kInf), -kInf),
        R("nearbyintf.md: nan -> nan", C1(Fn::kNearbyintf, kNan), kNan),
        R("nearbyintf.md: ties to even, 2.5 -> 2", C1(Fn::kNearbyintf, 2.5F), 2.0F),
        RI("lrintf.md: 0 -> 0", C1(Fn::kLrintf, 0.0F), 0),
        RI("lrintf.md: 0.5 -> 0", C1(Fn::kLrintf, 0.5F), 0),
        RI("lrintf.md: 1.5 -> 2", C1(Fn::kLrintf, 1.5F), 2),
        RI("lrintf.md: nan -> 0", C1(Fn::kLrintf, kNan), 0),
        RI("llrintf.md: 0 -> 0", C1(Fn::kLlrintf, 0.0F), 0),
        RI("llrintf.md: 0.5 -> 0", C1(Fn::kLlrintf, 0.5F), 0),
        RI("llrintf.md: 1.5 -> 2", C1(Fn::kLlrintf, 1.5F), 2),
        RI("llrintf.md: nan -> 0", C1(Fn::kLlrintf, kNan), 0),
        RI("lroundf.md: 四舍五入, 2.5 -> 3", C1(Fn::kLroundf, 2.5F), 3),
        RI("lroundf.md: nan -> 0", C1(Fn::kLroundf, kNan), 0),
        RI("llroundf.md: 四舍五入, -2.5 -> -3", C1(Fn::kLlroundf, -2.5F), -3),
        RI("llroundf.md: nan -> 0", C1(Fn::kLlroundf, kNan), 0),
        // sign, magnitude, min and max (copysignf.md, fabsf.md, fdimf.md, fmaxf.md, fminf.md)
        R("copysignf.md: y >= 0 -> |x|", C2(Fn::kCopysignf, -3.0F, 2.0F), 3.0F),
        R("copysignf.md: y < 0 -> -|x|", C2(Fn::kCopysignf, 3.0F, -2.0F), -3.0F),
        R("copysignf.md: y = -inf -> -|x|", C2(Fn::kCopysignf, 3.0F, -kInf), -3.0F),
        R("copysignf.md: y = inf -> |x|", C2(Fn::kCopysignf, -3.0F, kInf), 3.0F),
        R("copysignf.md: y = nan -> -|x|", C2(Fn::kCopysignf, 3.0F, kNan), -3.0F),
        R("copysignf.md: y = -0 (y >= 0) -> |x|", C2(Fn::kCopysignf, 3.0F, -0.0F), 3.0F),
        R("fabsf.md: +0 -> +0", C1(Fn::kFabsf, 0.0F), 0.0F),
        R("fabsf.md: -0 -> +0", C1(Fn::kFabsf, -0.0F), 0.0F),
        R("fabsf.md: nan -> nan", C1(Fn::kFabsf, kNan), kNan),
        R("fabsf.md: inf -> inf", C1(Fn::kFabsf, kInf), kInf),
        R("fabsf.md: -inf -> inf", C1(Fn::kFabsf, -kInf), kInf),
        R("fdimf.md: x nan -> nan", C2(Fn::kFdimf, kNan, 1.0F), kNan),
        R("fdimf.md: y nan -> nan", C2(Fn::kFdimf, 1.0F, kNan), kNan),
        R("fdimf.md: inf, -inf -> inf", C2(Fn::kFdimf, kInf, -kInf), kInf),
        R("fdimf.md: -inf, inf -> 0", C2(Fn::kFdimf, -kInf, kInf), 0.0F),
        R("fdimf.md: inf, inf -> 0", C2(Fn::kFdimf, kInf, kInf), 0.0F),
        R("fdimf.md: x < y -> 0", C2(Fn::kFdimf, 1.0F, 2.0F), 0.0F),
        R("fmaxf.md: +0, -0 -> x", C2(Fn::kFmaxf, 0.0F, -0.0F), 0.0F),
        R("fmaxf.md: -0, +0 -> y", C2(Fn::kFmaxf, -0.0F, 0.0F), 0.0F),
        R("fmaxf.md: nan, y -> y", C2(Fn::kFmaxf, kNan, 2.0F), 2.0F),
        R("fmaxf.md: x, nan -> x", C2(Fn::kFmaxf, 2.0F, kNan), 2.0F),
        R("fmaxf.md: nan, nan -> nan", C2(Fn::kFmaxf, kNan, kNan), kNan),
        R("fmaxf.md: inf -> inf", C2(Fn::kFmaxf, 2.0F, kInf), kInf),
        R("fmaxf.md: x -inf -> y", C2(Fn::kFmaxf, -kInf, -2.0F), -2.0F),
        R("fmaxf.md: y -inf -> x", C2(Fn::kFmaxf, -2.0F, -kInf), -2.0F),
        R("fminf.md: -0, +0 -> x", C2(Fn::kFminf, -0.0F, 0.0F), -0.0F),
        R("fminf.md: +0, -0 -> y", C2(Fn::kFminf, 0.0F, -0.0F), -0.0F),
        R("fminf.md: nan, y -> y", C2(Fn::kFminf, kNan, 2.0F), 2.0F),
        R("fminf.md: x, nan -> x", C2(Fn::kFminf, 2.0F, kNan), 2.0F),
        R("fminf.md: nan, nan -> nan", C2(Fn::kFminf, kNan, kNan), kNan),
        R("fminf.md: -inf -> -inf", C2(Fn::kFminf, 2.0F, -kInf), -kInf),
        R("fminf.md: x inf -> y", C2(Fn::kFminf, kInf, 2.0F), 2.0F),
        R("fminf.md: y inf -> x", C2(Fn::kFminf, 2.0F, kInf), 2.0F),
        // fmaf.md
        R("fmaf.md: inf * 0 -> nan", C3(Fn::kFmaf, kInf, 0.0F, 1.0F), kNan),
        R("fmaf.md: 0 * -inf -> nan", C3(Fn::kFmaf, 0.0F, -kInf, 1.0F), kNan),
        R("fmaf.md: inf + -inf -> nan", C3(Fn::kFmaf, kInf, 2.0F, -kInf), kNan),
        R("fmaf.md: -inf + inf -> nan", C3(Fn::kFmaf, kInf, -2.0F, kInf), kNan),
        R("fmaf.md: above float -> inf", C3(Fn::kFmaf, kMax, 2.0F, 0.0F), kInf),
        R("fmaf.md: below float -> -inf", C3(Fn::kFmaf, kMax, -2.0F, 0.0F), -kInf),
        R("fmaf.md: nan -> nan", C3(Fn::kFmaf, 1.0F, 1.0F, kNan), kNan),
        R("fmaf: one rounding", C3(Fn::kFmaf, 0x1.001p0F, 0x1.001p0F, -0x1.002p0F), 0x1p-24F),
        // remainders (fmodf.md, remainderf.md, remquof.md, modff.md)
        R("fmodf.md: 0, y != 0 -> 0", C2(Fn::kFmodf, 0.0F, 3.0F), 0.0F),
        R("fmodf.md: finite, inf -> x", C2(Fn::kFmodf, 2.5F, kInf), 2.5F),
        R("fmodf.md: finite, -inf -> x", C2(Fn::kFmodf, 2.5F, -kInf), 2.5F),
        R("fmodf.md: inf -> nan", C2(Fn::kFmodf, kInf, 2.0F), kNan),
        R("fmodf.md: y = 0 -> nan", C2(Fn::kFmodf, 2.0F, 0.0F), kNan),
        R("fmodf.md: nan -> nan", C2(Fn::kFmodf, kNan, 2.0F), kNan),
        R("fmodf: quotient truncated, 5.5 mod -2 -> 1.5", C2(Fn::kFmodf, 5.5F, -2.0F), 1.5F),
        R("remainderf.md: y = 0 -> nan", C2(Fn::kRemainderf, 2.0F, 0.0F), kNan),
        R("remainderf.md: inf -> nan", C2(Fn::kRemainderf, -kInf, 2.0F), kNan),
        R("remainderf.md: finite, inf -> x", C2(Fn::kRemainderf, 2.5F, kInf), 2.5F),
        R("remainderf.md: nan -> nan", C2(Fn::kRemainderf, 2.0F, kNan), kNan),
        R("remainderf.md: ties to even, 5 rem 2 -> 1", C2(Fn::kRemainderf, 5.0F, 2.0F), 1.0F),
        R("remainderf.md: ties to even, 7 rem 2 -> -1", C2(Fn::kRemainderf, 7.0F, 2.0F), -1.0F),
        R("remquof.md: nan -> nan", C2(Fn::kRemquof, kNan, 2.0F), kNan),
        R("remquof.md: y = 0 -> nan", C2(Fn::kRemquof, 2.0F, 0.0F), kNan),
        R("remquof.md: inf -> nan", C2(Fn::kRemquof, kInf, 2.0F), kNan),
        R("remquof.md: finite, inf -> x", C2(Fn::kRemquof, 2.5F, -kInf), 2.5F),
        RFI("remquof.md: -11 rem 1 -> -0, quo -3", C2(Fn::kRemquof, -11.0F, 1.0F), -0.0F, -3),
        RFI("remquof: 7.5 rem 1 -> -0.5, quo 8 mod 8 = 0 (ASCRT_REMQUO_BITS_F)", C2(Fn::kRemquof, 7.5F, 1.0F), -0.5F,
            0),
        R2("modff.md: nan -> nan", C1(Fn::kModff, kNan), kNan, kNan),
        R2("modff.md: inf -> 0", C1(Fn::kModff, kInf), 0.0F, kInf),
        R2("modff.md: -inf -> 0", C1(Fn::kModff, -kInf), 0.0F, -kInf, kAnyZero),
        R2("modff: -2.75 -> -0.75, -2", C1(Fn::kModff, -2.75F), -0.75F, -2.0F),
        // frexpf.md, ldexpf.md, scalbnf.md, scalblnf.md, nextafterf.md
        RFI("frexpf.md: inf -> inf, exp 0", C1(Fn::kFrexpf, kInf), kInf, 0),
        RFI("frexpf.md: -inf -> -inf, exp 0", C1(Fn::kFrexpf, -kInf), -kInf, 0),
        RFI("frexpf.md: nan -> nan, exp 0", C1(Fn::kFrexpf, kNan), kNan, 0),
        RFI("frexpf.md: [1/2, 1) * 2^exp, 12 -> 0.75, 4", C1(Fn::kFrexpf, 12.0F), 0.75F, 4),
        R("ldexpf.md: nan -> nan", CN(Fn::kLdexpf, 3, kNan), kNan),
        R("ldexpf.md: inf -> inf", CN(Fn::kLdexpf, 3, kInf), kInf),
        R("ldexpf.md: -inf -> -inf", CN(Fn::kLdexpf, 3, -kInf), -kInf),
        R("ldexpf: 3 * 2^4 -> 48", CN(Fn::kLdexpf, 4, 3.0F), 48.0F),
        R("scalbnf.md: nan -> nan", CN(Fn::kScalbnf, 3, kNan), kNan),
        R("scalbnf.md: inf -> inf", CN(Fn::kScalbnf, 3, kInf), kInf),
        R("scalbnf.md: -inf -> -inf", CN(Fn::kScalbnf, 3, -kInf), -kInf),
        R("scalbnf: 3 * 2^-4", CN(Fn::kScalbnf, -4, 3.0F), 0.1875F),
        R("scalblnf.md: nan -> nan", CN(Fn::kScalblnf, 3, kNan), kNan),
        R("scalblnf.md: inf -> inf", CN(Fn::kScalblnf, 3, kInf), kInf),
        R("scalblnf.md: -inf -> -inf", CN(Fn::kScalblnf, 3, -kInf), -kInf),
        R("scalblnf: 3 * 2^100", CN(Fn::kScalblnf, 100, 3.0F), 0x1.8p101F),
        R("nextafterf.md: y > x -> up", C2(Fn::kNextafterf, 1.0F, 2.0F), 0x1.000002p0F),
        R("nextafterf.md: y < x -> down", C2(Fn::kNextafterf, 1.0F, 0.0F), 0x1.fffffep-1F),
        R("nextafterf.md: x = y -> x", C2(Fn::kNextafterf, 1.0F, 1.0F), 1.0F),
        R("nextafterf.md: nan -> nan", C2(Fn::kNextafterf, kNan, 1.0F), kNan),
        R("nextafterf.md: nan -> nan", C2(Fn::kNextafterf, 1.0F, kNan), kNan),
        R("nextafterf.md: +inf, y -> 3.4028235e+38", C2(Fn::kNextafterf, kInf, 0.0F), kMax),
        R("nextafterf.md: -inf, y -> -3.4028235e+38", C2(Fn::kNextafterf, -kInf, 0.0F), -kMax),
        Dev(R("nextafterf.md: +inf, +inf -> 3.4028235e+38", C2(Fn::kNextafterf, kInf, kInf), kMax),
            "glibc returns inf (the page's x = y -> x says so too)", {kInf}),
        // hypotf.md
        R("hypotf.md: beyond float -> inf", C2(Fn::kHypotf, kMax, kMax), kInf),
        R("hypotf.md: inf -> inf", C2(Fn::kHypotf, -kInf, 1.0F), kInf),
        R("hypotf.md: inf beats nan -> inf", C2(Fn::kHypotf, kNan, kInf), kInf),
        R("hypotf.md: nan -> nan", C2(Fn::kHypotf, kNan, 1.0F), kNan),
        R("hypotf: 3, 4 -> 5", C2(Fn::kHypotf, 3.0F, 4.0F), 5.0F),
        R("hypotf.md 约束说明: all subnormal -> nan", C2(Fn::kHypotf, sub, sub), kNan),
        // powf.md
        R("powf.md: beyond float -> inf", C2(Fn::kPowf, 10.0F, 40.0F), kInf),
        R("powf.md: +0, odd y < 0 -> +inf", C2(Fn::kPowf, 0.0F, -3.0F), kInf),
        R("powf.md: -0, odd y < 0 -> -inf", C2(Fn::kPowf, -0.0F, -3.0F), -kInf),
        R("powf.md: -0, y < 0 not odd -> inf", C2(Fn::kPowf, -0.0F, -2.0F), kInf),
        R("powf.md: -0, odd y > 0 -> -0", C2(Fn::kPowf, -0.0F, 3.0F), -0.0F),
        R("powf.md: -0, y > 0 not odd -> 0", C2(Fn::kPowf, -0.0F, 2.5F), 0.0F),
        R("powf.md: -1, inf -> 1", C2(Fn::kPowf, -1.0F, kInf), 1.0F),
        R("powf.md: -1, -inf -> 1", C2(Fn::kPowf, -1.0F, -kInf), 1.0F),
        R("powf.md: 1, nan -> 1", C2(Fn::kPowf, 1.0F, kNan), 1.0F),
        R("powf.md: nan, 0 -> 1", C2(Fn::kPowf, kNan, 0.0F), 1.0F),
        R("powf.md: nan, -0 -> 1", C2(Fn::kPowf, kNan, -0.0F), 1.0F),
        R("powf.md: x < 0, y not integral -> nan", C2(Fn::kPowf, -2.0F, 0.5F), kNan),
        R("powf.md: |x| < 1, -inf -> inf", C2(Fn::kPowf, 0.5F, -kInf), kInf),
        R("powf.md: |x| > 1, -inf -> 0", C2(Fn::kPowf, -2.0F, -kInf), 0.0F),
        R("powf.md: |x| < 1, inf -> 0", C2(Fn::kPowf, -0.5F, kInf), 0.0F),
        R("powf.md: |x| > 1, inf -> inf", C2(Fn::kPowf, 2.0F, kInf), kInf),
        R("powf.md: -inf, odd y < 0 -> -0", C2(Fn::kPowf, -kInf, -3.0F), -0.0F),
        R("powf.md: -inf, y < 0 not odd -> 0", C2(Fn::kPowf, -kInf, -2.0F), 0.0F),
        R("powf.md: -inf, odd y > 0 -> -inf", C2(Fn::kPowf, -kInf, 3.0F), -kInf),
        R("powf.md: -inf, y > 0 not odd -> inf", C2(Fn::kPowf, -kInf, 2.0F), kInf),
        R("powf.md: inf, y < 0 -> 0", C2(Fn::kPowf, kInf, -1.0F), 0.0F),
        R("powf.md: inf, y > 0 -> inf", C2(Fn::kPowf, kInf, 0.5F), kInf),
        R("powf.md: nan, y != 0 -> nan", C2(Fn::kPowf, kNan, 2.0F), kNan),
        R("powf.md: x != 1, nan -> nan", C2(Fn::kPowf, 2.0F, kNan), kNan),
        R("powf.md: nan, nan -> nan", C2(Fn::kPowf, kNan, kNan), kNan),
        R("powf.md 约束说明: a subnormal result is flushed to +0", C2(Fn::kPowf, 2.0F, -140.0F), 0.0F),
        // erff.md, erfcf.md, tgammaf.md, lgammaf.md
        R("erff.md: 0 -> 0", C1(Fn::kErff, 0.0F), 0.0F),
        R("erff.md: nan -> nan", C1(Fn::kErff, kNan), kNan),
        R("erff.md: inf -> 1", C1(Fn::kErff, kInf), 1.0F),
        R("erff.md: -inf -> -1", C1(Fn::kErff, -kInf), -1.0F),
        R("erfcf.md: nan -> nan", C1(Fn::kErfcf, kNan), kNan),
        R("erfcf.md: inf -> 0", C1(Fn::kErfcf, kInf), 0.0F),
        R("erfcf.md: -inf -> 2", C1(Fn::kErfcf, -kInf), 2.0F),
        R("tgammaf.md: +0 -> inf", C1(Fn::kTgammaf, 0.0F), kInf),
        R("tgammaf.md: -0 -> -inf", C1(Fn::kTgammaf, -0.0F), -kInf),
        R("tgammaf.md: inf -> inf", C1(Fn::kTgammaf, kInf), kInf),
        R("tgammaf.md: -inf -> nan", C1(Fn::kTgammaf, -kInf), kNan),
        R("tgammaf.md: nan -> nan", C1(Fn::kTgammaf, kNan), kNan),
        R("tgammaf.md: beyond float -> inf", C1(Fn::kTgammaf, 40.0F), kInf),
        R("tgammaf: 5 -> 24", C1(Fn::kTgammaf, 5.0F), 24.0F),
        R("lgammaf.md: 0 -> inf", C1(Fn::kLgammaf, 0.0F), kInf),
        R("lgammaf.md: inf -> inf", C1(Fn::kLgammaf, kInf), kInf),
        R("lgammaf.md: -inf -> inf", C1(Fn::kLgammaf, -kInf), kInf),
        R("lgammaf.md: nan -> nan", C1(Fn::kLgammaf, kNan), kNan),
        R("lgammaf.md: beyond float -> inf", C1(Fn::kLgammaf, 1e38F), kInf),
        // Bessel functions of the first and second kind (j0f.md, j1f.md, jnf.md, y0f.md, y1f.md, ynf.md)
        R("j0f.md: inf -> 0", C1(Fn::kJ0f, kInf), 0.0F),
        R("j0f.md: -inf -> 0", C1(Fn::kJ0f, -kInf), 0.0F),
        R("j0f.md: nan -> nan", C1(Fn::kJ0f, kNan), kNan),
        R("j1f.md: 0 -> 0", C1(Fn::kJ1f, 0.0F), 0.0F),
        R("j1f.md: inf -> 0", C1(Fn::kJ1f, kInf), 0.0F),
        R("j1f.md: -inf -> 0", C1(Fn::kJ1f, -kInf), 0.0F, kAnyZero),
        R("j1f.md: nan -> nan", C1(Fn::kJ1f, kNan), kNan),
        R("jnf.md: inf -> 0", CN(Fn::kJnf, 3, kInf), 0.0F, kAnyZero),
        R("jnf.md: -inf -> 0", CN(Fn::kJnf, 3, -kInf), 0.0F, kAnyZero),
        R("jnf.md: nan -> nan", CN(Fn::kJnf, 3, kNan), kNan),
        R("jnf.md: n < 0 -> nan", CN(Fn::kJnf, -1, 1.0F), kNan),
        R("y0f.md: x < 0 -> nan", C1(Fn::kY0f, -1.0F), kNan),
        R("y0f.md: 0 -> -inf", C1(Fn::kY0f, 0.0F), -kInf),
        R("y0f.md: inf -> 0", C1(Fn::kY0f, kInf), 0.0F),
        R("y0f.md: nan -> nan", C1(Fn::kY0f, kNan), kNan),
        R("y1f.md: x < 0 -> nan", C1(Fn::kY1f, -1.0F), kNan),
        R("y1f.md: 0 -> -inf", C1(Fn::kY1f, 0.0F), -kInf),
        R("y1f.md: inf -> 0", C1(Fn::kY1f, kInf), 0.0F),
        R("y1f.md: nan -> nan", C1(Fn::kY1f, kNan), kNan),
        R("ynf.md: n < 0 -> nan", CN(Fn::kYnf, -1, 1.0F), kNan),
        R("ynf.md: 0 -> -inf", CN(Fn::kYnf, 2, 0.0F), -kInf),
        R("ynf.md: x < 0 -> nan", CN(Fn::kYnf, 2, -1.0F), kNan),
        R("ynf.md: inf -> 0", CN(Fn::kYnf, 2, kInf), 0.0F),
        R("ynf.md: nan -> nan", CN(Fn::kYnf, 2, kNan), kNan),
        // the simulator's: fdividef.md, __fdividef.md, __saturatef.md
        R("fdividef.md: x > 0, 0 -> inf", C2(Fn::kFdividef, 2.0F, 0.0F), kInf),
        R("fdividef.md: x < 0, 0 -> -inf", C2(Fn::kFdividef, -2.0F, 0.0F), -kInf),
        R("fdividef.md: 0, 0 -> nan", C2(Fn::kFdividef, 0.0F, 0.0F), kNan),
        R("fdividef.md: nan -> nan", C2(Fn::kFdividef, kNan, 2.0F), kNan),
        R("fdividef.md: nan -> nan", C2(Fn::kFdividef, 2.0F, kNan), kNan),
        R("fdividef.md 约束说明: a subnormal x is flushed", C2(Fn::kFdividef, -sub, 1e-10F), -0.0F),
        R("fdividef.md 约束说明: a subnormal y is flushed", C2(Fn::kFdividef, 1.0F, -sub), -kInf),
        R("fdividef.md 约束说明: a subnormal result is flushed", C2(Fn::kFdividef, 1e-30F, 1e10F), 0.0F),
        R("__fdividef.md: x > 0, 0 -> inf", C2(Fn::kFdividefIntrinsic, 2.0F, 0.0F), kInf),
        R("__fdividef.md: x < 0, 0 -> -inf", C2(Fn::kFdividefIntrinsic, -2.0F, 0.0F), -kInf),
        R("__fdividef.md: 0, 0 -> nan", C2(Fn::kFdividefIntrinsic, 0.0F, 0.0F), kNan),
        R("__fdividef.md: nan -> nan", C2(Fn::kFdividefIntrinsic, kNan, 2.0F), kNan),
        R("__fdividef.md 约束说明: a subnormal result is flushed", C2(Fn::kFdividefIntrinsic, -1e-30F, 1e10F), -0.0F),
        R("__fdividef.md 约束说明: a subnormal x is flushed", C2(Fn::kFdividefIntrinsic, sub, 1.0F), 0.0F),
        R("__saturatef.md: x <= 0 -> 0", C1(Fn::kSaturatef, -3.0F), 0.0F),
        R("__saturatef.md: x <= 0 -> 0", C1(Fn::kSaturatef, -0.0F), 0.0F, kAnyZero),
        R("__saturatef.md: x >= 1 -> 1", C1(Fn::kSaturatef, 7.0F), 1.0F),
        R("__saturatef.md: x = 1 -> 1", C1(Fn::kSaturatef, 1.0F), 1.0F),
        R("__saturatef.md: 0 < x < 1 -> x", C1(Fn::kSaturatef, 0.375F), 0.375F),
        R("__saturatef.md: nan -> 0", C1(Fn::kSaturatef, kNan), 0.0F),
        // the simulator's: sinpif.md, cospif.md, tanpif.md, sincospif.md
        R("sinpif.md: x * pi beyond float -> nan", C1(Fn::kSinpif, 2e38F), kNan),
        R("sinpif.md: x * pi below float -> nan", C1(Fn::kSinpif, -2e38F), kNan),
        R("sinpif.md: inf -> nan", C1(Fn::kSinpif, kInf), kNan),
        R("sinpif.md: -inf -> nan", C1(Fn::kSinpif, -kInf), kNan),
        R("sinpif.md: nan -> nan", C1(Fn::kSinpif, kNan), kNan),
        R("sinpif: 0.5 -> 1", C1(Fn::kSinpif, 0.5F), 1.0F),
        R("sinpif: (C23) 1 -> +0", C1(Fn::kSinpif, 1.0F), 0.0F),
        R("sinpif: (C23) -1 -> -0", C1(Fn::kSinpif, -1.0F), -0.0F),
        R("sinpif: (C23) -0 -> -0", C1(Fn::kSinpif, -0.0F), -0.0F),
        R("sinpif: 1e38 (x * pi in float) -> 0", C1(Fn::kSinpif, 1e38F), 0.0F),
        R("cospif.md: x * pi beyond float -> nan", C1(Fn::kCospif, 2e38F), kNan),
        R("cospif.md: x * pi below float -> nan", C1(Fn::kCospif, -2e38F), kNan),
        R("cospif.md: inf -> nan", C1(Fn::kCospif, kInf), kNan),
        R("cospif.md: -inf -> nan", C1(Fn::kCospif, -kInf), kNan),
        R("cospif.md: nan -> nan", C1(Fn::kCospif, kNan), kNan),
        R("cospif: 1 -> -1", C1(Fn::kCospif, 1.0F), -1.0F),
        R("cospif: (C23) 0.5 -> +0", C1(Fn::kCospif, 0.5F), 0.0F),
        R("cospif: (C23) -1.5 -> +0", C1(Fn::kCospif, -1.5F), 0.0F),
        R("tanpif.md: x * pi beyond float -> nan", C1(Fn::kTanpif, 2e38F), kNan),
        R("tanpif.md: x * pi below float -> nan", C1(Fn::kTanpif, -2e38F), kNan),
        R("tanpif.md: inf -> nan", C1(Fn::kTanpif, kInf), kNan),
        R("tanpif.md: -inf -> nan", C1(Fn::kTanpif, -kInf), kNan),
        R("tanpif.md: nan -> nan", C1(Fn::kTanpif, kNan), kNan),
        R("tanpif: 0.25 -> 1 (within 1 ulp)", C1(Fn::kTanpif, 0.25F), 1.0F, kOneUlp),
        R("tanpif: (C23) 0.5 -> inf", C1(Fn::kTanpif, 0.5F), kInf),
        R("tanpif: (C23) 1.5 -> -inf", C1(Fn::kTanpif, 1.5F), -kInf),
        R("tanpif: (C23) 1 -> -0", C1(Fn::kTanpif, 1.0F), -0.0F),
        R("tanpif: (C23) -1 -> +0", C1(Fn::kTanpif, -1.0F), 0.0F),
        R("tanpif: 精度汇总 no denormals: a subnormal x counts as 0", C1(Fn::kTanpif, -sub), -0.0F),
        R2("sincospif.md: x * pi beyond float -> nan", C1(Fn::kSincospif, 2e38F), kNan, kNan),
        R2("sincospif.md: x * pi below float -> nan", C1(Fn::kSincospif, -2e38F), kNan, kNan),
        R2("sincospif.md: inf -> nan", C1(Fn::kSincospif, kInf), kNan, kNan),
        R2("sincospif.md: -inf -> nan", C1(Fn::kSincospif, -kInf), kNan, kNan),
        R2("sincospif.md: nan -> nan", C1(Fn::kSincospif, kNan), kNan, kNan),
        R2("sincospif: 1/6 -> 0.5, cos", C1(Fn::kSincospif, 1.0F / 6.0F), 0.5F,
           static_cast<float>(std::sqrt(3.0L) / 2)),
        // the simulator's special functions: cyl_bessel_i0f.md, cyl_bessel_i1f.md, erfinvf.md, erfcinvf.md,
        // erfcxf.md, normcdff.md, normcdfinvf.md
        R("cyl_bessel_i0f.md: 0 -> 1", C1(Fn::kCylBesselI0f, 0.0F), 1.0F),
        R("cyl_bessel_i0f.md: inf -> inf", C1(Fn::kCylBesselI0f, kInf), kInf),
        R("cyl_bessel_i0f.md: -inf -> inf", C1(Fn::kCylBesselI0f, -kInf), kInf),
        R("cyl_bessel_i0f.md: nan -> nan", C1(Fn::kCylBesselI0f, kNan), kNan),
        R("cyl_bessel_i0f.md: beyond float -> inf", C1(Fn::kCylBesselI0f, -95.0F), kInf),
        R("cyl_bessel_i1f.md: 0 -> 0", C1(Fn::kCylBesselI1f, 0.0F), 0.0F),
        R("cyl_bessel_i1f.md: inf -> inf", C1(Fn::kCylBesselI1f, kInf), kInf),
        R("cyl_bessel_i1f.md: -inf -> -inf", C1(Fn::kCylBesselI1f, -kInf), -kInf),
        R("cyl_bessel_i1f.md: nan -> nan", C1(Fn::kCylBesselI1f, kNan), kNan),
        R("cyl_bessel_i1f.md: beyond float -> inf", C1(Fn::kCylBesselI1f, 95.0F), kInf),
        R("cyl_bessel_i1f.md: below float -> -inf", C1(Fn::kCylBesselI1f, -95.0F), -kInf),
        R("erfinvf.md: 0 -> 0", C1(Fn::kErfinvf, 0.0F), 0.0F),
        R("erfinvf.md: nan -> nan", C1(Fn::kErfinvf, kNan), kNan),
        R("erfinvf.md: 1 -> inf", C1(Fn::kErfinvf, 1.0F), kInf),
        R("erfinvf.md: -1 -> -inf", C1(Fn::kErfinvf, -1.0F), -kInf),
        R("erfinvf.md: outside [-1, 1] -> nan", C1(Fn::kErfinvf, 1.5F), kNan),
        R("erfinvf.md: outside [-1, 1] -> nan", C1(Fn::kErfinvf, -kInf), kNan),
        R("erfcinvf.md: 0 -> inf", C1(Fn::kErfcinvf, 0.0F), kInf),
        R("erfcinvf.md: nan -> nan", C1(Fn::kErfcinvf, kNan), kNan),
        R("erfcinvf.md: 2 -> -inf", C1(Fn::kErfcinvf, 2.0F), -kInf),
        R("erfcinvf.md: outside [0, 2] -> nan", C1(Fn::kErfcinvf, -0.5F), kNan),
        R("erfcinvf.md: outside [0, 2] -> nan", C1(Fn::kErfcinvf, 2.5F), kNan),
        R("erfcinvf: 1 -> 0", C1(Fn::kErfcinvf, 1.0F), 0.0F, kAnyZero),
        R("erfcxf.md: 0 -> 1", C1(Fn::kErfcxf, 0.0F), 1.0F),
        R("erfcxf.md: nan -> nan", C1(Fn::kErfcxf, kNan), kNan),
        R("erfcxf.md: -inf -> inf", C1(Fn::kErfcxf, -kInf), kInf),
        R("erfcxf.md: inf -> 0", C1(Fn::kErfcxf, kInf), 0.0F),
        R("normcdff.md: -inf -> 0", C1(Fn::kNormcdff, -kInf), 0.0F),
        R("normcdff.md: inf -> 1", C1(Fn::kNormcdff, kInf), 1.0F),
        R("normcdff.md: nan -> nan", C1(Fn::kNormcdff, kNan), kNan),
        R("normcdff: 0 -> 0.5", C1(Fn::kNormcdff, 0.0F), 0.5F),
        R("normcdfinvf.md: 0 -> -inf", C1(Fn::kNormcdfinvf, 0.0F), -kInf),
        R("normcdfinvf.md: nan -> nan", C1(Fn::kNormcdfinvf, kNan), kNan),
        R("normcdfinvf.md: 1 -> inf", C1(Fn::kNormcdfinvf, 1.0F), kInf),
        R("normcdfinvf.md: outside [0, 1] -> nan", C1(Fn::kNormcdfinvf, 1.5F), kNan),
        R("normcdfinvf.md: outside [0, 1] -> nan", C1(Fn::kNormcdfinvf, -0.5F), kNan),
        R("normcdfinvf: 0.5 -> 0", C1(Fn::kNormcdfinvf, 0.5F), 0.0F, kAnyZero),
        // the simulator's norms: norm3df.md, norm4df.md, normf.md, rnorm3df.md, rnorm4df.md, rnormf.md, rhypotf.md
        R("norm3df.md: beyond float -> inf", C3(Fn::kNorm3df, kMax, kMax, 1.0F), kInf),
        R("norm3df.md: inf -> inf", C3(Fn::kNorm3df, 1.0F, -kInf, kNan), kInf),
        R("norm3df.md: nan -> nan", C3(Fn::kNorm3df, 1.0F, kNan, 2.0F), kNan),
        R("norm3df.md 约束说明: all subnormal -> nan", C3(Fn::kNorm3df, sub, -sub, sub), kNan),
        R("norm3df: 2, 3, 6 -> 7", C3(Fn::kNorm3df, 2.0F, 3.0F, -6.0F), 7.0F),
        R("norm4df.md: beyond float -> inf", C4(Fn::kNorm4df, kMax, 1.0F, 1.0F, kMax), kInf),
        R("norm4df.md: inf -> inf", C4(Fn::kNorm4df, kNan, 1.0F, 1.0F, kInf), kInf),
        R("norm4df.md: nan -> nan", C4(Fn::kNorm4df, kNan, 1.0F, 1.0F, 1.0F), kNan),
        R("norm4df.md 约束说明: all subnormal -> nan", C4(Fn::kNorm4df, sub, sub, sub, sub), kNan),
        R("norm4df: 1, 2, 4, 10 -> 11", C4(Fn::kNorm4df, 1.0F, 2.0F, 4.0F, 10.0F), 11.0F),
        R("rnorm3df.md: sqrt beyond float -> 0", C3(Fn::kRnorm3df, kMax, kMax, 1.0F), 0.0F),
        R("rnorm3df.md: 1/sqrt beyond float -> inf", C3(Fn::kRnorm3df, sub, 0.0F, 0.0F), kInf),
        R("rnorm3df.md: all 0 -> inf", C3(Fn::kRnorm3df, 0.0F, -0.0F, 0.0F), kInf),
        R("rnorm3df.md: inf -> 0", C3(Fn::kRnorm3df, kNan, -kInf, 1.0F), 0.0F),
        R("rnorm3df.md: nan -> nan", C3(Fn::kRnorm3df, kNan, 1.0F, 1.0F), kNan),
        R("rnorm3df.md 约束说明: all subnormal -> nan", C3(Fn::kRnorm3df, sub, sub, sub), kNan),
        R("rnorm4df.md: sqrt beyond float -> 0", C4(Fn::kRnorm4df, kMax, kMax, 1.0F, 1.0F), 0.0F),
        R("rnorm4df.md: all 0 -> inf", C4(Fn::kRnorm4df, 0.0F, 0.0F, 0.0F, 0.0F), kInf),
        R("rnorm4df.md: inf -> 0", C4(Fn::kRnorm4df, 1.0F, 1.0F, kInf, kNan), 0.0F),
        R("rnorm4df.md: nan -> nan", C4(Fn::kRnorm4df, 1.0F, 1.0F, 1.0F, kNan), kNan),
        R("rnorm4df.md 约束说明: all subnormal -> nan", C4(Fn::kRnorm4df, sub, sub, sub, sub), kNan),
        R("rnorm4df: 1, 2, 4, 10 -> 1/11", C4(Fn::kRnorm4df, 1.0F, 2.0F, 4.0F, 10.0F), 1.0F / 11.0F),
        R("normf.md: beyond float -> inf", CV(Fn::kNormf, 2, kMax, kMax, 0.0F, 0.0F), kInf),
        R("normf.md: inf -> inf", CV(Fn::kNormf, 3, kNan, 1.0F, -kInf, 0.0F), kInf),
        R("normf.md: nan -> nan", CV(Fn::kNormf, 3, kNan, 1.0F, 1.0F, 0.0F), kNan),
        R("normf.md: n < 1 -> |a[0]|", CV(Fn::kNormf, 0, -5.0F, 100.0F, 0.0F, 0.0F), 5.0F),
        R("normf.md: only the first n", CV(Fn::kNormf, 2, 3.0F, 4.0F, kNan, kInf), 5.0F),
        R("normf.md 约束说明: all subnormal -> nan", CV(Fn::kNormf, 2, sub, sub, 1.0F, 0.0F), kNan),
        R("rnormf.md: sqrt beyond float -> 0", CV(Fn::kRnormf, 2, kMax, kMax, 0.0F, 0.0F), 0.0F),
        R("rnormf.md: all 0 -> inf", CV(Fn::kRnormf, 4, 0.0F, 0.0F, 0.0F, 0.0F), kInf),
        R("rnormf.md: inf -> 0", CV(Fn::kRnormf, 2, kNan, kInf, 0.0F, 0.0F), 0.0F),
        R("rnormf.md: nan -> nan", CV(Fn::kRnormf, 2, kNan, 1.0F, 0.0F, 0.0F), kNan),
        R("rnormf.md: n < 1 -> 1/|a[0]|", CV(Fn::kRnormf, -1, -4.0F, 1.0F, 0.0F, 0.0F), 0.25F),
        R("rnormf.md: n < 1, a[0] = 0 -> inf", CV(Fn::kRnormf, 0, 0.0F, 1.0F, 0.0F, 0.0F), kInf),
        R("rnormf.md 约束说明: all subnormal -> nan", CV(Fn::kRnormf, 3, sub, sub, sub, 0.0F), kNan),
        R("rhypotf.md: sqrt beyond float -> 0", C2(Fn::kRhypotf, kMax, -kMax), 0.0F),
        R("rhypotf.md: 1/sqrt beyond float -> inf", C2(Fn::kRhypotf, 0.0F, sub), kInf),
        R("rhypotf.md: both 0 -> inf", C2(Fn::kRhypotf, 0.0F, -0.0F), kInf),
        R("rhypotf.md: inf -> 0", C2(Fn::kRhypotf, kNan, -kInf), 0.0F),
        R("rhypotf.md: nan -> nan", C2(Fn::kRhypotf, kNan, 2.0F), kNan),
        R("rhypotf.md 约束说明: all subnormal -> nan", C2(Fn::kRhypotf, sub, -sub), kNan),
        R("rhypotf: 3, 4 -> 0.2", C2(Fn::kRhypotf, 3.0F, 4.0F), 0.2F),
    };
    return rows;
}

// Each page's 返回值说明 and 约束说明, called in a SIMT kernel (by the device function, as the simulator's bisheng
// rewrites a SIMT call of a C library name). Where the simulator keeps the C library's value against a page (one
// case: the page contradicts itself, device_math.h), the row says why and checks that value: the list below is
// the complete, current set.
TEST_F(SimtMathTest, EveryPagesSpecialValues)
{
    const std::vector<Row> rows = PageRows();
    std::vector<Call> calls;
    for (const Row& r : rows) {
        calls.push_back(r.call);
    }
    const Call* cd = Device(calls);
    Result* out = Device(std::vector<Result>(calls.size(), Result{0.0F, 0.0F, 0}));
    SIMT_LAUNCH(evaluate, Grid(calls.size()), kBlock, 0, stream, cd, out, static_cast<uint32_t>(calls.size()));
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<Result> got = Host(out, calls.size());
    size_t departures = 0;
    for (size_t i = 0; i < rows.size(); ++i) {
        const Row& r = rows[i];
        const std::string shown = "f " + Show(got[i].f) + ", i " + std::to_string(got[i].i) + ", f2 " + Show(got[i].f2);
        if (r.cLibrary == nullptr) {
            EXPECT_TRUE(Matches(got[i], r.doc, r.checks)) << r.what << ": got " << shown;
            continue;
        }
        ++departures;
        EXPECT_TRUE(Matches(got[i], r.sim, r.checks)) << r.what << " (C library: " << r.cLibrary << "): got " << shown;
        EXPECT_FALSE(Matches(got[i], r.doc, r.checks)) << r.what << ": no longer a departure, update the list";
        std::printf("  departure: %s -- %s\n", r.what, r.cLibrary);
    }
    EXPECT_EQ(departures, 1u);
}

// ---- isnan, isinf, isfinite, signbit; the integer helpers ------------------------------------------------------

__global__ void classify(const float* x, int* out, uint32_t n)
{
    const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[4 * i] = isnan(x[i]);
        out[4 * i + 1] = isinf(x[i]);
        out[4 * i + 2] = isfinite(x[i]);
        out[4 * i + 3] = signbit(x[i]);
    }
}

TEST_F(SimtMathTest, TheClassificationsFollowTheirPages)
{
    // isnan1.md, isinf1.md, isfinite1.md, signbit.md (+nan -> 0, -nan -> 1, +-inf, +-0)
    const std::vector<float> x = {kNan, -kNan, kInf, -kInf, 0.0F, -0.0F, 1.0F, -kSub, kMax, ASCRT_NAN_F};
    const float* xd = Device(x);
    int* out = Device(std::vector<int>(4 * x.size(), -1));
    SIMT_LAUNCH(classify, 1, static_cast<uint32_t>(x.size()), 0, stream, xd, out, static_cast<uint32_t>(x.size()));
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<int> got = Host(out, 4 * x.size());
    const int want[][4] = {{1, 0, 0, 0}, {1, 0, 0, 1}, {0, 1, 0, 0}, {0, 1, 0, 1}, {0, 0, 1, 0},
                           {0, 0, 1, 1}, {0, 0, 1, 0}, {0, 0, 1, 1}, {0, 0, 1, 0}, {1, 0, 0, 0}};
    for (size_t i = 0; i < x.size(); ++i) {
        for (int k = 0; k < 4; ++k) {
            EXPECT_EQ(got[4 * i + k], want[i][k]) << Show(x[i]) << " test " << k;
        }
    }
    static_assert(std::is_same_v<decltype(isnan(1.0F)), bool>);
    static_assert(std::is_same_v<decltype(isinf(1.0F)), bool>);
    static_assert(std::is_same_v<decltype(isfinite(1.0F)), bool>);
}

struct IntOut {
    long long llmax_, llmin_;
    unsigned long long ullmax_, ullmin_;
    unsigned int umax_, umin_;
    long labs_;
    long long llabs_;
    long long maxLl, minLl;
    unsigned long long maxUll, minUll;
    unsigned int maxU, minU;
    long maxL, minL;
    int maxI, minI;
    short maxS, minS;
    char maxC, minC;
    unsigned long maxUl, minUl;
    unsigned short maxUs, minUs;
    unsigned char maxUc, minUc;
};

__global__ void integer_helpers(const long long* a, const long long* b, IntOut* out, uint32_t n)
{
    const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) {
        return;
    }
    const long long x = a[i];
    const long long y = b[i];
    IntOut o{};
    o.llmax_ = llmax(x, y);
    o.llmin_ = llmin(x, y);
    o.ullmax_ = ullmax(static_cast<unsigned long long>(x), static_cast<unsigned long long>(y));
    o.ullmin_ = ullmin(static_cast<unsigned long long>(x), static_cast<unsigned long long>(y));
    o.umax_ = umax(static_cast<unsigned int>(x), static_cast<unsigned int>(y));
    o.umin_ = umin(static_cast<unsigned int>(x), static_cast<unsigned int>(y));
    o.labs_ = labs(static_cast<long>(x));
    o.llabs_ = llabs(x);
    o.maxLl = max(x, y);
    o.minLl = min(x, y);
    o.maxUll = max(static_cast<unsigned long long>(x), static_cast<unsigned long long>(y));
    o.minUll = min(static_cast<unsigned long long>(x), static_cast<unsigned long long>(y));
    o.maxU = max(static_cast<unsigned int>(x), static_cast<unsigned int>(y));
    o.minU = min(static_cast<unsigned int>(x), static_cast<unsigned int>(y));
    o.maxL = max(static_cast<long>(x), static_cast<long>(y));
    o.minL = min(static_cast<long>(x), static_cast<long>(y));
    o.maxI = max(static_cast<int>(x), static_cast<int>(y));
    o.minI = min(static_cast<int>(x), static_cast<int>(y));
    o.maxS = max(static_cast<short>(x), static_cast<short>(y));
    o.minS = min(static_cast<short>(x), static_cast<short>(y));
    o.maxC = max(static_cast<char>(x), static_cast<char>(y));
    o.minC = min(static_cast<char>(x), static_cast<char>(y));
    o.maxUl = max(static_cast<unsigned long>(x), static_cast<unsigned long>(y));
    o.minUl = min(static_cast<unsigned long>(x), static_cast<unsigned long>(y));
    o.maxUs = max(static_cast<unsigned short>(x), static_cast<unsigned short>(y));
    o.minUs = min(static_cast<unsigned short>(x), static_cast<unsigned short>(y));
    o.maxUc = max(static_cast<unsigned char>(x), static_cast<unsigned char>(y));
    o.minUc = min(static_cast<unsigned char>(x), static_cast<unsigned char>(y));
    out[i] = o;
}

template <typename T>
T Big(T x, T y)
{
    return x > y ? x : y;
}
template <typename T>
T Small(T x, T y)
{
    return x < y ? x : y;
}

// llmax.md, llmin.md, ullmax.md, ullmin.md, umax.md, umin.md, labs.md, llabs.md, max1.md, min1.md: the larger and
// smaller of two values of each type (each overload keeps its type), and the absolute values.
TEST_F(SimtMathTest, TheIntegerHelpersPickTheLargerAndTheSmallerInTheirOwnType)
{
    static_assert(std::is_same_v<decltype(max(short{1}, short{2})), short>);
    static_assert(std::is_same_v<decltype(min(char{1}, char{2})), char>);
    static_assert(std::is_same_v<decltype(max(1ul, 2ul)), unsigned long>);
    static_assert(std::is_same_v<decltype(min(1ll, 2ll)), long long>);
    static_assert(
        std::is_same_v<decltype(max(static_cast<unsigned char>(1), static_cast<unsigned char>(2))), unsigned char>);
    std::mt19937_64 gen(5);
    std::vector<long long> a = {0, -1, LLONG_MIN, LLONG_MAX, 5, -5, 0x80000000LL, 0x7fffffffLL, 255, -128};
    std::vector<long long> b = {1, 1, LLONG_MAX, LLONG_MIN, -5, 5, -0x80000000LL, 0x80000000LL, 256, 127};
    for (int i = 0; i < 2000; ++i) {
        a.push_back(static_cast<long long>(gen()));
        b.push_back(static_cast<long long>(gen()) >> (i % 64));
    }
    const long long* ad = Device(a);
    const long long* bd = Device(b);
    IntOut* out = Device(std::vector<IntOut>(a.size(), IntOut{}));
    SIMT_LAUNCH(integer_helpers, Grid(a.size()), kBlock, 0, stream, ad, bd, out, static_cast<uint32_t>(a.size()));
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<IntOut> got = Host(out, a.size());
    for (size_t i = 0; i < a.size(); ++i) {
        const long long x = a[i];
        const long long y = b[i];
        const IntOut& o = got[i];
        using ull = unsigned long long;
        EXPECT_EQ(o.llmax_, Big(x, y));
        EXPECT_EQ(o.llmin_, Small(x, y));
        EXPECT_EQ(o.ullmax_, Big<ull>(x, y));
        EXPECT_EQ(o.ullmin_, Small<ull>(x, y));
        EXPECT_EQ(o.umax_, Big<unsigned>(static_cast<unsigned>(x), static_cast<unsigned>(y)));
        EXPECT_EQ(o.umin_, Small<unsigned>(static_cast<unsigned>(x), static_cast<unsigned>(y)));
        if (x != LLONG_MIN) {
            EXPECT_EQ(o.labs_, x < 0 ? -x : x);
            EXPECT_EQ(o.llabs_, x < 0 ? -x : x);
        }
        EXPECT_EQ(o.maxLl, Big(x, y));
        EXPECT_EQ(o.minLl, Small(x, y));
        EXPECT_EQ(o.maxUll, Big<ull>(x, y));
        EXPECT_EQ(o.minUll, Small<ull>(x, y));
        EXPECT_EQ(o.maxU, Big<unsigned>(static_cast<unsigned>(x), static_cast<unsigned>(y)));
        EXPECT_EQ(o.minU, Small<unsigned>(static_cast<unsigned>(x), static_cast<unsigned>(y)));
        EXPECT_EQ(o.maxL, Big<long>(x, y));
        EXPECT_EQ(o.minL, Small<long>(x, y));
        EXPECT_EQ(o.maxI, Big<int>(static_cast<int>(x), static_cast<int>(y)));
        EXPECT_EQ(o.minI, Small<int>(static_cast<int>(x), static_cast<int>(y)));
        EXPECT_EQ(o.maxS, Big<short>(static_cast<short>(x), static_cast<short>(y)));
        EXPECT_EQ(o.minS, Small<short>(static_cast<short>(x), static_cast<short>(y)));
        EXPECT_EQ(o.maxC, Big<char>(static_cast<char>(x), static_cast<char>(y)));
        EXPECT_EQ(o.minC, Small<char>(static_cast<char>(x), static_cast<char>(y)));
        EXPECT_EQ(o.maxUl, Big<unsigned long>(x, y));
        EXPECT_EQ(o.minUl, Small<unsigned long>(x, y));
        EXPECT_EQ(o.maxUs, Big<unsigned short>(static_cast<unsigned short>(x), static_cast<unsigned short>(y)));
        EXPECT_EQ(o.minUs, Small<unsigned short>(static_cast<unsigned short>(x), static_cast<unsigned short>(y)));
        EXPECT_EQ(o.maxUc, Big<unsigned char>(static_cast<unsigned char>(x), static_cast<unsigned char>(y)));
        EXPECT_EQ(o.minUc, Small<unsigned char>(static_cast<unsigned char>(x), static_cast<unsigned char>(y)));
        if (HasFailure()) {
            FAIL() << "inputs " << x << ", " << y;
        }
    }
}

// ---- the conversions
// -------------------------------------------------------------------------------------------------

struct FloatConv {
    float f[5]; // __float2float_rn, _rz, _rd, _ru, _rna
    int i[5];
    unsigned int u[5];
    long long ll[5];
    unsigned long long ull[5];
};

__global__ void from_float(const float* x, FloatConv* out, uint32_t n)
{
    const uint32_t t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n) {
        return;
    }
    const float v = x[t];
    out[t] = FloatConv{
        {__float2float_rn(v), __float2float_rz(v), __float2float_rd(v), __float2float_ru(v), __float2float_rna(v)},
        {__float2int_rn(v), __float2int_rz(v), __float2int_rd(v), __float2int_ru(v), __float2int_rna(v)},
        {__float2uint_rn(v), __float2uint_rz(v), __float2uint_rd(v), __float2uint_ru(v), __float2uint_rna(v)},
        {__float2ll_rn(v), __float2ll_rz(v), __float2ll_rd(v), __float2ll_ru(v), __float2ll_rna(v)},
        {__float2ull_rn(v), __float2ull_rz(v), __float2ull_rd(v), __float2ull_ru(v), __float2ull_rna(v)},
    };
}

// The integral value of x in each mode, by the C library: rn nearbyint (ties to even), rz trunc, rd floor,
// ru ceil, rna round (ties away).
long double Integral(float x, int mode)
{
    switch (mode) {
        case 0:
            return std::nearbyint(static_cast<long double>(x));
        case 1:
            return std::trunc(static_cast<long double>(x));
        case 2:
            return std::floor(static_cast<long double>(x));
        case 3:
            return std::ceil(static_cast<long double>(x));
        default:
            return std::round(static_cast<long double>(x));
    }
}
template <typename T>
T Saturated(float x, int mode)
{
    if (std::isnan(x)) {
        return 0;
    }
    const long double v = Integral(x, mode);
    if (v >= static_cast<long double>(std::numeric_limits<T>::max())) {
        return std::numeric_limits<T>::max();
    }
    if (v <= static_cast<long double>(std::numeric_limits<T>::min())) {
        return std::numeric_limits<T>::min();
    }
    return static_cast<T>(v);
}

const char* const kModes[5] = {"rn", "rz", "rd", "ru", "rna"};

// 类型转换函数/__float2{float,int,uint,ll,ull}_{rn,rz,rd,ru,rna}.md: ties, zeros, NaN, +-inf and the range edges.
TEST_F(SimtMathTest, FloatConversionsRoundInTheirModeAndSaturate)
{
    std::vector<float> x = Specials();
    for (int k = -40; k <= 40; ++k) {
        x.push_back(k + 0.5F); // ties
        x.push_back(k + 0.25F);
        x.push_back(k + 0.75F);
        x.push_back(static_cast<float>(k));
    }
    for (float edge : {0x1p23F, 0x1p24F, 0x1p31F, 0x1p32F, 0x1p63F, 0x1p64F}) {
        for (float s : {1.0F, -1.0F}) {
            float v = s * edge;
            x.push_back(v);
            x.push_back(std::nextafter(v, kInf));
            x.push_back(std::nextafter(v, -kInf));
        }
    }
    x.insert(x.end(), {8388607.5F, -8388607.5F, 4194303.5F, 4194302.5F, 0.49999997F, -0.49999997F, 1e-45F});
    std::mt19937 gen(31);
    std::uniform_real_distribution<float> u(-5e9F, 5e9F);
    std::uniform_real_distribution<float> small(-1000.0F, 1000.0F);
    for (int i = 0; i < 6000; ++i) {
        x.push_back(FromBits(static_cast<uint32_t>(gen())));
        x.push_back(u(gen));
        x.push_back(small(gen));
        x.push_back(std::ldexp(static_cast<float>(static_cast<int>(gen() % 4096) - 2048) + 0.5F,
                               static_cast<int>(gen() % 8))); // halves and exact integers
    }
    const float* xd = Device(x);
    FloatConv* out = Device(std::vector<FloatConv>(x.size(), FloatConv{}));
    SIMT_LAUNCH(from_float, Grid(x.size()), kBlock, 0, stream, xd, out, static_cast<uint32_t>(x.size()));
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<FloatConv> got = Host(out, x.size());
    using ll = long long;
    using ull = unsigned long long;
    for (size_t i = 0; i < x.size(); ++i) {
        const float v = x[i];
        for (int m = 0; m < 5; ++m) {
            // float -> float keeps NaN, inf, the sign of a zero result
            const float wantF = std::isfinite(v) ? static_cast<float>(std::copysign(Integral(v, m), v)) : v;
            ASSERT_TRUE(Same(got[i].f[m], wantF)) << "__float2float_" << kModes[m] << "(" << Show(v)
                                                  << ") = " << Show(got[i].f[m]) << ", want " << Show(wantF);
            ASSERT_EQ(got[i].i[m], Saturated<int>(v, m)) << "__float2int_" << kModes[m] << "(" << Show(v) << ")";
            ASSERT_EQ(got[i].u[m], Saturated<unsigned>(v, m)) << "__float2uint_" << kModes[m] << "(" << Show(v) << ")";
            ASSERT_EQ(got[i].ll[m], Saturated<ll>(v, m)) << "__float2ll_" << kModes[m] << "(" << Show(v) << ")";
            ASSERT_EQ(got[i].ull[m], Saturated<ull>(v, m)) << "__float2ull_" << kModes[m] << "(" << Show(v) << ")";
        }
    }

    // The pages' tables, literally.
    const auto at = [&](float v) {
        std::vector<float> one = {v};
        const float* d = Device(one);
        FloatConv* o = Device(std::vector<FloatConv>(1, FloatConv{}));
        SIMT_LAUNCH(from_float, 1, 1, 0, stream, d, o, 1u);
        EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS);
        return Host(o, 1)[0];
    };
    const FloatConv half = at(0.5F);
    const FloatConv oneHalf = at(1.5F);
    const FloatConv mOneHalf = at(-1.5F);
    const FloatConv denorm = at(ASCRT_MIN_DENORM_F);
    const FloatConv huge = at(ASCRT_MAX_NORMAL_F);
    const FloatConv mHuge = at(-ASCRT_MAX_NORMAL_F);
    const FloatConv nan = at(kNan);
    const FloatConv inf = at(kInf);
    const FloatConv mInf = at(-kInf);
    EXPECT_EQ(half.f[0], 0.0F);                 // __float2float_rn.md: 0.5 -> 0
    EXPECT_EQ(oneHalf.f[0], 2.0F);              // 1.5 -> 2.0
    EXPECT_EQ(mOneHalf.f[0], -2.0F);            // -1.5 -> -2.0
    EXPECT_EQ(denorm.f[0], 0.0F);               // ASCRT_MIN_DENORM_F -> 0
    EXPECT_EQ(huge.f[0], ASCRT_MAX_NORMAL_F);   // ASCRT_MAX_NORMAL_F -> itself
    EXPECT_EQ(oneHalf.f[1], 1.0F);              // __float2float_rz.md: 1.5 -> 1.0
    EXPECT_EQ(mHuge.f[1], -ASCRT_MAX_NORMAL_F); // -ASCRT_MAX_NORMAL_F -> itself
    EXPECT_EQ(denorm.f[3], 1.0F);               // __float2float_ru.md: ASCRT_MIN_DENORM_F -> 1.0
    EXPECT_EQ(half.i[0], 0);                    // __float2int_rn.md: 0.5 -> 0
    EXPECT_EQ(mOneHalf.i[0], -2);               // -1.5 -> -2
    EXPECT_EQ(huge.i[0], 2147483647);           // ASCRT_MAX_NORMAL_F -> 2147483647
    EXPECT_EQ(mHuge.i[0], -2147483647 - 1);     // -ASCRT_MAX_NORMAL_F -> -2147483648
    EXPECT_EQ(oneHalf.u[1], 1u);                // __float2uint_rz.md: 1.5 -> 1
    EXPECT_EQ(huge.ll[4], LLONG_MAX);           // __float2ll_rna.md: ASCRT_MAX_NORMAL_F
    EXPECT_EQ(mOneHalf.u[4], 0u);               // __float2uint_rna.md: negatives -> 0
    EXPECT_EQ(mOneHalf.ull[3], 0u);             // __float2ull_ru.md: negatives -> 0
    for (int m = 0; m < 5; ++m) {
        EXPECT_TRUE(std::isnan(nan.f[m]));
        EXPECT_EQ(inf.f[m], kInf);
        EXPECT_EQ(mInf.f[m], -kInf);
        EXPECT_EQ(nan.i[m], 0);
        EXPECT_EQ(nan.u[m], 0u);
        EXPECT_EQ(nan.ll[m], 0);
        EXPECT_EQ(nan.ull[m], 0u);
        EXPECT_EQ(inf.i[m], 2147483647);
        EXPECT_EQ(mInf.i[m], INT_MIN);
        EXPECT_EQ(inf.u[m], 4294967295u);
        EXPECT_EQ(mInf.u[m], 0u);
        EXPECT_EQ(inf.ll[m], LLONG_MAX);
        EXPECT_EQ(mInf.ll[m], LLONG_MIN);
        EXPECT_EQ(inf.ull[m], ULLONG_MAX);
        EXPECT_EQ(mInf.ull[m], 0u);
    }
}

struct IntIn {
    int i;
    unsigned int u;
    long long ll;
    unsigned long long ull;
};
struct IntConv {
    float fi[5]; // __int2float_rn, _rz, _rd, _ru, _rna
    float fu[5];
    float fll[5];
    float full[5];
};

__global__ void to_float(const IntIn* x, IntConv* out, uint32_t n)
{
    const uint32_t t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n) {
        return;
    }
    const IntIn v = x[t];
    out[t] = IntConv{
        {__int2float_rn(v.i), __int2float_rz(v.i), __int2float_rd(v.i), __int2float_ru(v.i), __int2float_rna(v.i)},
        {__uint2float_rn(v.u), __uint2float_rz(v.u), __uint2float_rd(v.u), __uint2float_ru(v.u), __uint2float_rna(v.u)},
        {__ll2float_rn(v.ll), __ll2float_rz(v.ll), __ll2float_rd(v.ll), __ll2float_ru(v.ll), __ll2float_rna(v.ll)},
        {__ull2float_rn(v.ull), __ull2float_rz(v.ull), __ull2float_rd(v.ull), __ull2float_ru(v.ull),
         __ull2float_rna(v.ull)},
    };
}

// The float nearest the (exact, in long double) integer v in the mode, by the FPU's rounding modes; rna from the
// two directed neighbours (a tie goes to the larger magnitude).
float RoundedByTheFpu(long double v, int mode)
{
    const auto with = [v](int rounding) {
        const int saved = std::fegetround();
        std::fesetround(rounding);
        volatile long double in = v;
        volatile float f = static_cast<float>(in);
        std::fesetround(saved);
        return static_cast<float>(f);
    };
    switch (mode) {
        case 0:
            return with(FE_TONEAREST);
        case 1:
            return with(FE_TOWARDZERO);
        case 2:
            return with(FE_DOWNWARD);
        case 3:
            return with(FE_UPWARD);
        default: {
            const float lo = with(FE_DOWNWARD);
            const float hi = with(FE_UPWARD);
            if (lo == hi) {
                return lo;
            }
            const long double dLo = v - lo;
            const long double dHi = hi - v;
            if (dLo != dHi) {
                return dLo < dHi ? lo : hi;
            }
            return v < 0 ? lo : hi;
        }
    }
}

// 类型转换函数/__{int,uint,ll,ull}2float_{rn,rz,rd,ru,rna}.md.
TEST_F(SimtMathTest, IntegerConversionsToFloatRoundInTheirMode)
{
    std::vector<unsigned long long> raw = {0,
                                           1,
                                           16777216,
                                           16777217,
                                           16777219,
                                           33554431,
                                           33554433,
                                           33554434,
                                           33554435,
                                           33554438,
                                           0x7fffffffull,
                                           0x80000000ull,
                                           0xffffffffull,
                                           9007199254740993ull,
                                           0x7fffffffffffffffull,
                                           0x8000000000000000ull,
                                           0xffffffffffffffffull,
                                           0x8000008000000000ull,
                                           0x8000018000000000ull};
    std::mt19937_64 gen(41);
    for (int i = 0; i < 6000; ++i) {
        raw.push_back(gen() >> (gen() % 64)); // every magnitude
        const unsigned long long m = (gen() & 0xffffffull) | 0x1000000ull;
        const int s = static_cast<int>(gen() % 38) + 1;
        raw.push_back((m << s) | (1ull << (s - 1)));       // an exact tie: half of the last kept bit
        raw.push_back((m << s) | ((1ull << (s - 1)) - 1)); // just below it
    }
    std::vector<IntIn> in;
    for (unsigned long long r : raw) {
        in.push_back(
            IntIn{static_cast<int>(static_cast<uint32_t>(r)), static_cast<unsigned>(r), static_cast<long long>(r), r});
        in.push_back(IntIn{-static_cast<int>(static_cast<uint32_t>(r) >> 1), static_cast<unsigned>(r >> 32),
                           -static_cast<long long>(r >> 1), r >> 1});
    }
    in.push_back(IntIn{INT_MIN, UINT_MAX, LLONG_MIN, ULLONG_MAX});
    in.push_back(IntIn{INT_MIN + 1, 0, LLONG_MIN + 1, 0});
    const IntIn* d = Device(in);
    IntConv* out = Device(std::vector<IntConv>(in.size(), IntConv{}));
    SIMT_LAUNCH(to_float, Grid(in.size()), kBlock, 0, stream, d, out, static_cast<uint32_t>(in.size()));
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<IntConv> got = Host(out, in.size());
    for (size_t k = 0; k < in.size(); ++k) {
        for (int m = 0; m < 5; ++m) {
            ASSERT_TRUE(Same(got[k].fi[m], RoundedByTheFpu(in[k].i, m)))
                << "__int2float_" << kModes[m] << "(" << in[k].i << ") = " << Show(got[k].fi[m]);
            ASSERT_TRUE(Same(got[k].fu[m], RoundedByTheFpu(in[k].u, m)))
                << "__uint2float_" << kModes[m] << "(" << in[k].u << ") = " << Show(got[k].fu[m]);
            ASSERT_TRUE(Same(got[k].fll[m], RoundedByTheFpu(in[k].ll, m)))
                << "__ll2float_" << kModes[m] << "(" << in[k].ll << ") = " << Show(got[k].fll[m]);
            ASSERT_TRUE(Same(got[k].full[m], RoundedByTheFpu(in[k].ull, m)))
                << "__ull2float_" << kModes[m] << "(" << in[k].ull << ") = " << Show(got[k].full[m]);
        }
    }

    // The pages' tables, literally.
    const auto at = [&](IntIn v) {
        const IntIn* vd = Device(std::vector<IntIn>{v});
        IntConv* o = Device(std::vector<IntConv>(1, IntConv{}));
        SIMT_LAUNCH(to_float, 1, 1, 0, stream, vd, o, 1u);
        EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS);
        return Host(o, 1)[0];
    };
    const IntConv p = at(IntIn{16777217, 16777217u, 16777217, 16777217ull});
    const IntConv n = at(IntIn{-16777217, 33554434u, -16777217, 33554434ull});
    const IntConv top = at(IntIn{INT_MAX, UINT_MAX, LLONG_MAX, ULLONG_MAX});
    const IntConv bottom = at(IntIn{INT_MIN, 33554435u, LLONG_MIN, 33554431ull});
    // __int2float_*.md
    EXPECT_EQ(p.fi[0], ASCRT_TWO_TO_24_F);
    EXPECT_EQ(p.fi[1], ASCRT_TWO_TO_24_F);
    EXPECT_EQ(p.fi[2], ASCRT_TWO_TO_24_F);
    EXPECT_EQ(p.fi[3], 16777218.0F);
    EXPECT_EQ(p.fi[4], 16777218.0F);
    EXPECT_EQ(n.fi[2], -16777218.0F);
    EXPECT_EQ(n.fi[3], -ASCRT_TWO_TO_24_F);
    EXPECT_EQ(n.fi[1], -ASCRT_TWO_TO_24_F);
    EXPECT_EQ(n.fi[4], -16777218.0F);
    EXPECT_EQ(top.fi[2], 2147483520.0F);
    EXPECT_EQ(top.fi[1], 2147483520.0F);
    EXPECT_EQ(top.fi[0], ASCRT_TWO_TO_31_F);
    EXPECT_EQ(top.fi[3], ASCRT_TWO_TO_31_F);
    EXPECT_EQ(bottom.fi[2], -ASCRT_TWO_TO_31_F);
    // __uint2float_*.md
    EXPECT_EQ(p.fu[2], 16777216.0F);
    EXPECT_EQ(n.fu[2], 33554432.0F);
    EXPECT_EQ(n.fu[4], 33554436.0F);
    EXPECT_EQ(top.fu[2], 4294967040.0F);
    EXPECT_EQ(top.fu[1], 4294967040.0F);
    EXPECT_EQ(top.fu[0], ASCRT_TWO_TO_32_F);
    EXPECT_EQ(bottom.fu[1], 33554432.0F);
    // __ll2float_*.md
    EXPECT_EQ(top.fll[0], 0x1p63F);
    EXPECT_EQ(top.fll[1], 0x1.fffffep62F); // 9.22337149e+18
    EXPECT_EQ(bottom.fll[1], -0x1p63F);
    EXPECT_EQ(n.fll[4], -16777218.0F);
    // __ull2float_*.md
    EXPECT_EQ(top.full[2], 0x1.fffffep63F); // 2^64 - 2^40
    EXPECT_EQ(top.full[1], 0x1.fffffep63F); // the page prints 1.8446744e+19; truncation gives 2^64 - 2^40
    EXPECT_EQ(top.full[0], 0x1p64F);
    EXPECT_EQ(bottom.full[4], 33554432.0F);
    EXPECT_EQ(n.full[4], 33554436.0F);
}

__global__ void bit_casts(const uint32_t* bits, const float* f, float* fromInt, float* fromUint, int* asInt,
                          unsigned int* asUint, uint32_t n)
{
    const uint32_t t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n) {
        fromInt[t] = __int_as_float(static_cast<int>(bits[t]));
        fromUint[t] = __uint_as_float(bits[t]);
        asInt[t] = __float_as_int(f[t]);
        asUint[t] = __float_as_uint(f[t]);
    }
}

// __int_as_float.md, __uint_as_float.md, __float_as_int.md, __float_as_uint.md: the same 32 bits, NaN payloads
// included.
TEST_F(SimtMathTest, BitCastsKeepEveryBit)
{
    std::vector<uint32_t> bits = {0x00000000u, 0x80000000u, 0x7f800000u, 0xff800000u, 0x7fffffffu, 0x7fc00000u,
                                  0x7f7fffffu, 0xff7fffffu, 0x00000001u, 0x7f800001u, 0xffc00001u};
    std::mt19937 gen(3);
    for (int i = 0; i < 4096; ++i) {
        bits.push_back(static_cast<uint32_t>(gen()));
    }
    std::vector<float> f;
    for (uint32_t b : bits) {
        f.push_back(FromBits(b));
    }
    const size_t n = bits.size();
    const uint32_t* bd = Device(bits);
    const float* fd = Device(f);
    float* fromInt = Device(std::vector<float>(n, 0.0F));
    float* fromUint = Device(std::vector<float>(n, 0.0F));
    int* asInt = Device(std::vector<int>(n, 0));
    unsigned int* asUint = Device(std::vector<unsigned int>(n, 0u));
    SIMT_LAUNCH(bit_casts, Grid(n), kBlock, 0, stream, bd, fd, fromInt, fromUint, asInt, asUint,
                static_cast<uint32_t>(n));
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<float> gi = Host(fromInt, n);
    const std::vector<float> gu = Host(fromUint, n);
    const std::vector<int> ai = Host(asInt, n);
    const std::vector<unsigned int> au = Host(asUint, n);
    for (size_t i = 0; i < n; ++i) {
        ASSERT_EQ(Bits(gi[i]), bits[i]);
        ASSERT_EQ(Bits(gu[i]), bits[i]);
        ASSERT_EQ(static_cast<uint32_t>(ai[i]), bits[i]);
        ASSERT_EQ(au[i], bits[i]);
    }
    // the pages' tables: __float_as_int(-0) = ASCRT_MIN_VAL_S, nan (0x7fc00000) = 2143289344, inf =
    // ASCRT_INT32_INF_S, -inf = -8388608, +-ASCRT_MAX_NORMAL_F = 2139095039, -8388609; __float_as_uint(-0) =
    // 2147483648, -inf = 4286578688
    EXPECT_EQ(static_cast<unsigned>(ai[1]), ASCRT_MIN_VAL_S);
    EXPECT_EQ(ai[5], 2143289344);
    EXPECT_EQ(ai[2], ASCRT_INT32_INF_S);
    EXPECT_EQ(ai[3], -8388608);
    EXPECT_EQ(ai[6], 2139095039);
    EXPECT_EQ(ai[7], -8388609);
    EXPECT_EQ(au[1], 2147483648u);
    EXPECT_EQ(au[3], 4286578688u);
    EXPECT_EQ(au[2], ASCRT_INF_U);
    EXPECT_EQ(gi[6], ASCRT_MAX_NORMAL_F);
    EXPECT_EQ(gi[8], ASCRT_MIN_DENORM_F);
}

} // namespace
