// Cast: supported pairs, every RoundMode against independent references, the doc examples, and the
// enum/config names and values.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include "test_util.h"

using namespace reftest;
using ascsim::num::Cast;
using ascsim::num::CastSupported;
using ascsim::num::IsPoison;

namespace {

constexpr RoundMode kModes5[] = {RoundMode::CAST_RINT, RoundMode::CAST_FLOOR, RoundMode::CAST_CEIL,
                                 RoundMode::CAST_ROUND, RoundMode::CAST_TRUNC};

// ---- names and values as in the SDK headers ----
static_assert(sizeof(AscendC::RoundMode) == 1 && sizeof(AscendC::CMPMODE) == 1 && sizeof(AscendC::SELMODE) == 1);
static_assert(uint8_t(RoundMode::CAST_NONE) == 0 && uint8_t(RoundMode::CAST_RINT) == 1 &&
              uint8_t(RoundMode::CAST_FLOOR) == 2 && uint8_t(RoundMode::CAST_CEIL) == 3 &&
              uint8_t(RoundMode::CAST_ROUND) == 4 && uint8_t(RoundMode::CAST_TRUNC) == 5 &&
              uint8_t(RoundMode::CAST_ODD) == 6 && uint8_t(RoundMode::CAST_HYBRID) == 7 &&
              uint8_t(RoundMode::CAST_EVEN) == 8 && uint8_t(RoundMode::CAST_ZERO) == 9 &&
              uint8_t(RoundMode::UNKNOWN) == 0xFF);
static_assert(uint8_t(AscendC::CMPMODE::LT) == 0 && uint8_t(AscendC::CMPMODE::GT) == 1 &&
              uint8_t(AscendC::CMPMODE::EQ) == 2 && uint8_t(AscendC::CMPMODE::LE) == 3 &&
              uint8_t(AscendC::CMPMODE::GE) == 4 && uint8_t(AscendC::CMPMODE::NE) == 5);
static_assert(uint8_t(AscendC::SELMODE::VSEL_CMPMASK_SPR) == 0 &&
              uint8_t(AscendC::SELMODE::VSEL_TENSOR_SCALAR_MODE) == 1 &&
              uint8_t(AscendC::SELMODE::VSEL_TENSOR_TENSOR_MODE) == 2);
static_assert(int(AscendC::SqrtAlgo::INTRINSIC) == 0 && int(AscendC::SqrtAlgo::FAST_INVERSE) == 1 &&
              int(AscendC::SqrtAlgo::PRECISION_1ULP_FTZ_TRUE) == 2 &&
              int(AscendC::SqrtAlgo::PRECISION_0ULP_FTZ_FALSE) == 3 &&
              int(AscendC::SqrtAlgo::PRECISION_1ULP_FTZ_FALSE) == 4);
static_assert(int(AscendC::DivAlgo::DIFF_COMPENSATION) == 1 && int(AscendC::DivAlgo::PRECISION_0ULP_FTZ_TRUE) == 3 &&
              int(AscendC::DivAlgo::PRECISION_1ULP_FTZ_FALSE) == 5);
static_assert(int(AscendC::RsqrtAlgo::PRECISION_1ULP_FTZ_FALSE) == 4);
static_assert(int(AscendC::ReciprocalAlgo::PRECISION_1ULP_FTZ_FALSE) == 2);
static_assert(int(AscendC::ExpAlgo::PRECISION_1ULP_FTZ_FALSE) == 2 &&
              int(AscendC::LnAlgo::PRECISION_1ULP_FTZ_TRUE) == 1);
static_assert(AscendC::DEFAULT_SQRT_CONFIG.algo == AscendC::SqrtAlgo::INTRINSIC &&
              AscendC::DEFAULT_DIV_CONFIG.algo == AscendC::DivAlgo::INTRINSIC &&
              AscendC::DEFAULT_RSQRT_CONFIG.algo == AscendC::RsqrtAlgo::INTRINSIC &&
              AscendC::DEFAULT_RECIPROCAL_CONFIG.algo == AscendC::ReciprocalAlgo::INTRINSIC &&
              AscendC::DEFAULT_EXP_CONFIG.algo == AscendC::ExpAlgo::INTRINSIC &&
              AscendC::DEFAULT_LN_CONFIG.algo == AscendC::LnAlgo::INTRINSIC);
static_assert(AscendC::SqrtConfig{}.algo == AscendC::SqrtAlgo::INTRINSIC); // member default

// ---- supported pairs (Cast.md, 950 table) ----
TEST(Cast, SupportedPairsAndModes)
{
    EXPECT_TRUE((CastSupported<float, half>(RoundMode::CAST_NONE)));
    EXPECT_FALSE((CastSupported<float, half>(RoundMode::CAST_RINT)));
    EXPECT_TRUE((CastSupported<half, float>(RoundMode::CAST_ODD)));
    EXPECT_TRUE((CastSupported<half, float>(RoundMode::CAST_NONE)));
    EXPECT_FALSE((CastSupported<half, float>(RoundMode::CAST_HYBRID)));
    EXPECT_FALSE((CastSupported<bfloat16_t, float>(RoundMode::CAST_ODD)));
    EXPECT_FALSE((CastSupported<bfloat16_t, float>(RoundMode::CAST_NONE)));
    EXPECT_FALSE((CastSupported<int32_t, float>(RoundMode::CAST_NONE)));
    EXPECT_FALSE((CastSupported<half, int16_t>(RoundMode::CAST_NONE)));
    EXPECT_TRUE((CastSupported<half, int16_t>(RoundMode::CAST_TRUNC)));
    EXPECT_FALSE((CastSupported<half, int32_t>(RoundMode::CAST_NONE))); // SetDeqScale path only
    EXPECT_FALSE((CastSupported<half, half>(RoundMode::CAST_NONE)));
    EXPECT_TRUE((CastSupported<float, float>(RoundMode::CAST_ROUND)));
    EXPECT_FALSE((CastSupported<int8_t, float>(RoundMode::CAST_RINT)));
    EXPECT_FALSE((CastSupported<uint8_t, int8_t>(RoundMode::CAST_NONE)));
    EXPECT_TRUE((CastSupported<uint8_t, int16_t>(RoundMode::CAST_NONE)));
    EXPECT_TRUE((CastSupported<uint8_t, half>(RoundMode::CAST_CEIL)));
    EXPECT_FALSE((CastSupported<half, bfloat16_t>(RoundMode::CAST_ODD)));
    EXPECT_TRUE((CastSupported<int32_t, bfloat16_t>(RoundMode::CAST_ROUND)));
    EXPECT_FALSE((CastSupported<int16_t, bfloat16_t>(RoundMode::CAST_ROUND)));
    EXPECT_FALSE((CastSupported<half, float>(RoundMode::CAST_EVEN)));
    // unsupported -> poison
    EXPECT_TRUE(IsPoison(Cast<float, half>(half(1.0f), RoundMode::CAST_RINT)));
    EXPECT_TRUE(IsPoison(Cast<int8_t, float>(1.0f, RoundMode::CAST_RINT)));
    EXPECT_TRUE(IsPoison(Cast<half, int32_t>(1, RoundMode::CAST_NONE)));
}

// ---- doc examples (precision_conversion.md, Cast.md) ----
template <class D, class S>
void ExpectModes(S in, const D (&want)[5])
{
    for (int i = 0; i < 5; ++i) {
        const D got = Cast<D, S>(in, kModes5[i]);
        EXPECT_EQ(static_cast<double>(got), static_cast<double>(want[i])) << "mode " << i;
    }
}

TEST(Cast, PrecisionConversionDocExamples)
{
    // int16_t -> half, 2^12 + 2: RINT 2^12, FLOOR 2^12, CEIL 2^12+4, ROUND 2^12+4, TRUNC 2^12
    ExpectModes<half, int16_t>(4098, {half(4096), half(4096), half(4100), half(4100), half(4096)});
    // half -> int4b_t style 1.5 example is covered by half -> int8_t below
    // half -> int8_t, 2^7 - 0.5: 127 in every mode (RINT/CEIL/ROUND overflow and saturate)
    ExpectModes<int8_t, half>(half(127.5f), {int8_t(127), int8_t(127), int8_t(127), int8_t(127), int8_t(127)});
    // half -> uint8_t, 1.75: 2 1 2 2 1
    ExpectModes<uint8_t, half>(half(1.75f), {uint8_t(2), uint8_t(1), uint8_t(2), uint8_t(2), uint8_t(1)});
    // half -> int16_t, 2^7 - 0.5: 128 127 128 128 127
    ExpectModes<int16_t, half>(half(127.5f), {int16_t(128), int16_t(127), int16_t(128), int16_t(128), int16_t(127)});
    // half -> int32_t, -1.5: -2 -2 -1 -2 -1
    ExpectModes<int32_t, half>(half(-1.5f), {-2, -2, -1, -2, -1});
    // bfloat16_t -> half, 2.90573e-06 (a half subnormal): RINT 2.9e-06 (49 * 2^-24), FLOOR/TRUNC
    // 2.861e-06 (48 * 2^-24), CEIL/ROUND 2.9e-06
    {
        const bfloat16_t src(2.90573e-06f);
        const float q = std::ldexp(1.0f, -24);
        ExpectModes<half, bfloat16_t>(src, {half(49 * q), half(48 * q), half(49 * q), half(49 * q), half(48 * q)});
        EXPECT_NEAR(float(Cast<half, bfloat16_t>(src, RoundMode::CAST_RINT)), 2.9e-06f, 0.03e-06f);
        EXPECT_NEAR(float(Cast<half, bfloat16_t>(src, RoundMode::CAST_FLOOR)), 2.861e-06f, 0.001e-06f);
    }
    // bfloat16_t -> int32_t, 2^6 + 0.5: 64 64 65 65 64
    ExpectModes<int32_t, bfloat16_t>(bfloat16_t(64.5f), {64, 64, 65, 65, 64});
    // int32_t -> float, 2^25 + 3: +4, 0, +4, +4, 0
    {
        const float b = 33554432.0f;
        ExpectModes<float, int32_t>((1 << 25) + 3, {b + 4, b, b + 4, b + 4, b});
    }
    // float -> half, 0.5 + 2^-12: 0.5 0.5 0.5+2^-11 0.5+2^-11 0.5; ODD 0.5+2^-11
    {
        const float in = 0.5f + std::ldexp(1.0f, -12), up = 0.5f + std::ldexp(1.0f, -11);
        ExpectModes<half, float>(in, {half(0.5f), half(0.5f), half(up), half(up), half(0.5f)});
        EXPECT_EQ(float(Cast<half, float>(in, RoundMode::CAST_ODD)), up);
        EXPECT_EQ(float(Cast<half, float>(in, RoundMode::CAST_NONE)), 0.5f);
    }
    // float -> bfloat16_t, 0.5 + 2^-9 + 2^-11: 0.5+2^-8, 0.5, 0.5+2^-8, 0.5+2^-8, 0.5
    {
        const float in = 0.5f + std::ldexp(1.0f, -9) + std::ldexp(1.0f, -11), up = 0.5f + std::ldexp(1.0f, -8);
        ExpectModes<bfloat16_t, float>(
            in, {bfloat16_t(up), bfloat16_t(0.5f), bfloat16_t(up), bfloat16_t(up), bfloat16_t(0.5f)});
    }
    // float -> int32_t, 2^22 + 0.5: 2^22, 2^22, +1, +1, 2^22
    ExpectModes<int32_t, float>(4194304.5f, {4194304, 4194304, 4194305, 4194305, 4194304});
    // float -> int16_t, 2^22 + 0.5: 32767 in every mode (saturated)
    ExpectModes<int16_t, float>(4194304.5f,
                                {int16_t(32767), int16_t(32767), int16_t(32767), int16_t(32767), int16_t(32767)});
    // float -> float, 0.5: 0 0 1 1 0
    ExpectModes<float, float>(0.5f, {0.0f, 0.0f, 1.0f, 1.0f, 0.0f});
    // int16_t -> uint8_t: 2^15-1 -> 2^8-1 (high bits dropped); int32_t -> uint8_t likewise
    EXPECT_EQ((Cast<uint8_t, int16_t>(32767, RoundMode::CAST_NONE)), 255);
    EXPECT_EQ((Cast<uint8_t, int16_t>(0x1234, RoundMode::CAST_NONE)), 0x34);
    EXPECT_EQ((Cast<uint8_t, int32_t>(2147483647, RoundMode::CAST_NONE)), 255);
    // int32_t -> int16_t: 2^31 - 1 -> 2^15 - 1 (saturated)
    EXPECT_EQ((Cast<int16_t, int32_t>(2147483647, RoundMode::CAST_NONE)), 32767);
    EXPECT_EQ((Cast<int16_t, int32_t>(-2147483647 - 1, RoundMode::CAST_NONE)), -32768);
    EXPECT_EQ((Cast<int16_t, int32_t>(-1234, RoundMode::CAST_NONE)), -1234);
    // lossless widenings
    EXPECT_EQ((Cast<int16_t, int8_t>(127, RoundMode::CAST_NONE)), 127);
    EXPECT_EQ((Cast<int32_t, int8_t>(-128, RoundMode::CAST_NONE)), -128);
    EXPECT_EQ(float(Cast<half, int8_t>(-1, RoundMode::CAST_NONE)), -1.0f);
    EXPECT_EQ(float(Cast<half, uint8_t>(255, RoundMode::CAST_NONE)), 255.0f);
    EXPECT_EQ((Cast<float, int16_t>(32767, RoundMode::CAST_NONE)), 32767.0f);
    EXPECT_EQ((Cast<float, half>(half(1.5f - std::ldexp(1.0f, -10)), RoundMode::CAST_NONE)),
              1.5f - std::ldexp(1.0f, -10));
    EXPECT_EQ((Cast<float, bfloat16_t>(bfloat16_t(1.5f - std::ldexp(1.0f, -6)), RoundMode::CAST_NONE)),
              1.5f - std::ldexp(1.0f, -6));
}

TEST(Cast, CastDocHalfToInt32Example)
{
    // Cast.md: input [1.4, 1.5, 1.6, 2.4, 2.5, 2.6] (half) -> int32_t
    const float in[] = {1.4f, 1.5f, 1.6f, 2.4f, 2.5f, 2.6f};
    const int32_t ceil[] = {2, 2, 2, 3, 3, 3}, rint[] = {1, 2, 2, 2, 2, 3}, floor[] = {1, 1, 1, 2, 2, 2},
                  round[] = {1, 2, 2, 2, 3, 3}, trunc[] = {1, 1, 1, 2, 2, 2};
    for (int i = 0; i < 6; ++i) {
        const half h(in[i]);
        EXPECT_EQ((Cast<int32_t, half>(h, RoundMode::CAST_CEIL)), ceil[i]);
        EXPECT_EQ((Cast<int32_t, half>(h, RoundMode::CAST_RINT)), rint[i]);
        EXPECT_EQ((Cast<int32_t, half>(h, RoundMode::CAST_FLOOR)), floor[i]);
        EXPECT_EQ((Cast<int32_t, half>(h, RoundMode::CAST_ROUND)), round[i]);
        EXPECT_EQ((Cast<int32_t, half>(h, RoundMode::CAST_TRUNC)), trunc[i]);
    }
}

// ---- hand-picked ties and negatives, every mode, float -> int32_t ----
TEST(Cast, TiesAndNegativesToInteger)
{
    struct Row {
        float in;
        int32_t rint, floor, ceil, round, trunc;
    };
    const Row rows[] = {
        {0.5f, 0, 0, 1, 1, 0},        {1.5f, 2, 1, 2, 2, 1},       {2.5f, 2, 2, 3, 3, 2},    {-0.5f, 0, -1, 0, -1, 0},
        {-1.5f, -2, -2, -1, -2, -1},  {-2.5f, -2, -3, -2, -3, -2}, {-0.25f, 0, -1, 0, 0, 0}, {0.75f, 1, 0, 1, 1, 0},
        {-2.75f, -3, -3, -2, -3, -2}, {3.0f, 3, 3, 3, 3, 3},       {-0.0f, 0, 0, 0, 0, 0},
    };
    for (const Row& r : rows) {
        EXPECT_EQ((Cast<int32_t, float>(r.in, RoundMode::CAST_RINT)), r.rint) << r.in;
        EXPECT_EQ((Cast<int32_t, float>(r.in, RoundMode::CAST_FLOOR)), r.floor) << r.in;
        EXPECT_EQ((Cast<int32_t, float>(r.in, RoundMode::CAST_CEIL)), r.ceil) << r.in;
        EXPECT_EQ((Cast<int32_t, float>(r.in, RoundMode::CAST_ROUND)), r.round) << r.in;
        EXPECT_EQ((Cast<int32_t, float>(r.in, RoundMode::CAST_TRUNC)), r.trunc) << r.in;
    }
}

// ---- ties and negatives into half, every mode including ODD ----
TEST(Cast, TiesAndNegativesToHalf)
{
    const float ulp1 = std::ldexp(1.0f, -10); // half ulp at 1
    struct Row {
        float in;
        float rint, floor, ceil, round, trunc, odd;
    };
    const Row rows[] = {
        // exact tie between 1 (even) and 1+ulp (odd)
        {1 + ulp1 / 2, 1, 1, 1 + ulp1, 1 + ulp1, 1, 1 + ulp1},
        // exact tie between 1+ulp (odd) and 1+2ulp (even)
        {1 + 1.5f * ulp1, 1 + 2 * ulp1, 1 + ulp1, 1 + 2 * ulp1, 1 + 2 * ulp1, 1 + ulp1, 1 + ulp1},
        // negative tie
        {-(1 + ulp1 / 2), -1, -(1 + ulp1), -1, -(1 + ulp1), -1, -(1 + ulp1)},
        // just below a tie, negative
        {-(1 + ulp1 / 4), -1, -(1 + ulp1), -1, -1, -1, -(1 + ulp1)},
        // exact values stay
        {-2.0f, -2, -2, -2, -2, -2, -2},
        // overflow: 65520 is the tie above MAX, 1e6 is far beyond
        {65520.0f, INFINITY, 65504, INFINITY, INFINITY, 65504, 65504},
        {-1e6f, -INFINITY, -INFINITY, -65504, -INFINITY, -65504, -65504},
        // a subnormal tie: 2^-25 between 0 (even) and 2^-24
        {std::ldexp(1.0f, -25), 0, 0, std::ldexp(1.0f, -24), std::ldexp(1.0f, -24), 0, std::ldexp(1.0f, -24)},
    };
    const RoundMode modes[] = {RoundMode::CAST_RINT,  RoundMode::CAST_FLOOR, RoundMode::CAST_CEIL,
                               RoundMode::CAST_ROUND, RoundMode::CAST_TRUNC, RoundMode::CAST_ODD};
    for (const Row& r : rows) {
        const float want[] = {r.rint, r.floor, r.ceil, r.round, r.trunc, r.odd};
        for (int m = 0; m < 6; ++m) {
            EXPECT_EQ(float(Cast<half, float>(r.in, modes[m])), want[m]) << r.in << " mode " << m;
        }
    }
}

// ---- float -> half / bfloat16_t, every mode, dense sample against the table reference ----
template <class D>
void DenseFloatTo16(const Table16& t, std::initializer_list<RoundMode> modes)
{
    const float inf = std::numeric_limits<float>::infinity();
    std::vector<float> samples;
    for (size_t i = 0; i + 1 < t.pos.size(); i += 3) {
        const double lo = t.pos[i], hi = t.pos[i + 1];
        const float mid = float((lo + hi) / 2);
        for (float s : {1.0f, -1.0f}) {
            samples.push_back(s * float(lo));
            samples.push_back(s * mid);
            samples.push_back(s * std::nextafter(mid, inf));
            samples.push_back(s * std::nextafter(mid, -inf));
            samples.push_back(s * float(lo + (hi - lo) / 4));
        }
    }
    std::mt19937_64 rng(5);
    for (int k = 0; k < 60000; ++k) {
        const float f = U2F(uint32_t(rng()));
        if (!std::isnan(f))
            samples.push_back(f);
    }
    for (RoundMode rm : modes) {
        for (float f : samples) {
            const uint16_t want = std::isinf(f) ? uint16_t((f < 0 ? 0x8000 : 0) | t.inf_bits) : RoundTo16(t, f, rm);
            ASSERT_EQ((Cast<D, float>(f, rm)).bits(), want) << f << " mode " << int(rm);
        }
    }
}

TEST(Cast, FloatToHalfAllModes)
{
    DenseFloatTo16<half>(HalfTable(),
                         {RoundMode::CAST_RINT, RoundMode::CAST_FLOOR, RoundMode::CAST_CEIL, RoundMode::CAST_ROUND,
                          RoundMode::CAST_TRUNC, RoundMode::CAST_ODD, RoundMode::CAST_NONE});
}
TEST(Cast, FloatToBf16AllModes)
{
    DenseFloatTo16<bfloat16_t>(Bf16Table(), {RoundMode::CAST_RINT, RoundMode::CAST_FLOOR, RoundMode::CAST_CEIL,
                                             RoundMode::CAST_ROUND, RoundMode::CAST_TRUNC});
}

// ---- half <-> bfloat16_t, exhaustive, every mode ----
TEST(Cast, HalfBf16ExhaustiveAllModes)
{
    for (RoundMode rm : kModes5) {
        for (uint32_t b = 0; b <= 0xFFFF; ++b) {
            const half h = half::FromBits(uint16_t(b));
            const bfloat16_t hb = Cast<bfloat16_t, half>(h, rm);
            const double hv = HalfToDouble(uint16_t(b));
            if (std::isnan(hv)) {
                ASSERT_TRUE(std::isnan(float(hb)));
            } else if (std::isinf(hv)) {
                ASSERT_EQ(hb.bits(), hv > 0 ? 0x7F80 : 0xFF80);
            } else {
                ASSERT_EQ(hb.bits(), RoundTo16(Bf16Table(), hv, rm)) << std::hex << b;
            }
            const bfloat16_t bf = bfloat16_t::FromBits(uint16_t(b));
            const half bh = Cast<half, bfloat16_t>(bf, rm);
            const double bv = Bf16ToDouble(uint16_t(b));
            if (std::isnan(bv)) {
                ASSERT_TRUE(std::isnan(float(bh)));
            } else if (std::isinf(bv)) {
                ASSERT_EQ(bh.bits(), bv > 0 ? 0x7C00 : 0xFC00);
            } else {
                ASSERT_EQ(bh.bits(), RoundTo16(HalfTable(), bv, rm)) << std::hex << b;
            }
        }
    }
}

// ---- int16_t -> half, exhaustive, every mode ----
TEST(Cast, Int16ToHalfExhaustiveAllModes)
{
    for (RoundMode rm : kModes5) {
        for (int v = -32768; v <= 32767; ++v) {
            ASSERT_EQ((Cast<half, int16_t>(int16_t(v), rm)).bits(), RoundTo16(HalfTable(), double(v), rm)) << v;
        }
    }
    for (int v = -128; v <= 127; ++v) {
        ASSERT_EQ((Cast<int16_t, int8_t>(int8_t(v), RoundMode::CAST_NONE)), v);
        ASSERT_EQ(float(Cast<half, int8_t>(int8_t(v), RoundMode::CAST_NONE)), float(v));
    }
    for (int v = 0; v <= 255; ++v)
        ASSERT_EQ(float(Cast<half, uint8_t>(uint8_t(v), RoundMode::CAST_NONE)), float(v));
}

// ---- floating -> integer against std rounding functions in double, with saturation ----
double RefRound(double v, RoundMode rm)
{
    switch (rm) {
        case RoundMode::CAST_FLOOR:
            return std::floor(v);
        case RoundMode::CAST_CEIL:
            return std::ceil(v);
        case RoundMode::CAST_ROUND:
            return std::round(v); // half away from zero
        case RoundMode::CAST_TRUNC:
            return std::trunc(v);
        default:
            return std::nearbyint(v); // default env: ties to even
    }
}
template <class I>
I RefToInt(double v, RoundMode rm)
{
    if (std::isnan(v))
        return 0;
    const double r = RefRound(v, rm);
    if (r >= double(std::numeric_limits<I>::max()))
        return std::numeric_limits<I>::max();
    if (r <= double(std::numeric_limits<I>::min()))
        return std::numeric_limits<I>::min();
    return I(r);
}

TEST(Cast, FloatingToIntegerAllModes)
{
    std::mt19937_64 rng(77);
    std::uniform_real_distribution<double> mag(-40.0, 40.0);
    for (RoundMode rm : kModes5) {
        for (int k = 0; k < 40000; ++k) {
            float f = static_cast<float>(std::exp2(mag(rng)));
            if (k & 1)
                f = -f;
            if (k % 7 == 0)
                f = std::round(f * 2) / 2; // many exact ties
            ASSERT_EQ((Cast<int32_t, float>(f, rm)), RefToInt<int32_t>(f, rm)) << f;
            ASSERT_EQ((Cast<int16_t, float>(f, rm)), RefToInt<int16_t>(f, rm)) << f;
            const bfloat16_t b(f);
            ASSERT_EQ((Cast<int32_t, bfloat16_t>(b, rm)), RefToInt<int32_t>(float(b), rm)) << float(b);
        }
        for (uint32_t hb = 0; hb <= 0xFFFF; ++hb) {
            const half h = half::FromBits(uint16_t(hb));
            const double v = h;
            ASSERT_EQ((Cast<int32_t, half>(h, rm)), RefToInt<int32_t>(v, rm)) << v;
            ASSERT_EQ((Cast<int16_t, half>(h, rm)), RefToInt<int16_t>(v, rm)) << v;
            ASSERT_EQ((Cast<int8_t, half>(h, rm)), RefToInt<int8_t>(v, rm)) << v;
            const uint8_t u = Cast<uint8_t, half>(h, rm);
            if (std::isnan(v) || v == 0) {
                ASSERT_EQ(u, 0);
            } else if (v < 0) {
                // "负数输入会被视为异常": poison, except -inf which the boundary table pins to 0
                ASSERT_EQ(u, std::isinf(v) ? 0 : ascsim::num::kPoisonU8) << v;
            } else {
                ASSERT_EQ(u, RefToInt<uint8_t>(v, rm)) << v;
            }
        }
    }
}

TEST(Cast, SpecialValuesIntoIntegers)
{
    // Reg矢量计算接口边界值汇总.md table 34: nan -> 0, inf -> MAX, -inf -> MIN
    const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
    for (RoundMode rm : kModes5) {
        EXPECT_EQ((Cast<int32_t, float>(nan, rm)), 0);
        EXPECT_EQ((Cast<int32_t, float>(inf, rm)), 2147483647);
        EXPECT_EQ((Cast<int32_t, float>(-inf, rm)), -2147483647 - 1);
        EXPECT_EQ((Cast<int16_t, float>(inf, rm)), 32767);
        EXPECT_EQ((Cast<int16_t, float>(-inf, rm)), -32768);
        EXPECT_EQ((Cast<int16_t, half>(half(-65504.0f), rm)), -32768);
        EXPECT_EQ((Cast<int32_t, half>(half(65504.0f), rm)), 65504);
        EXPECT_EQ((Cast<int32_t, bfloat16_t>(bfloat16_t(-inf), rm)), -2147483647 - 1);
        EXPECT_EQ((Cast<int8_t, half>(half(-inf), rm)), -128);
        EXPECT_EQ((Cast<uint8_t, half>(half(inf), rm)), 255);
        EXPECT_EQ((Cast<uint8_t, half>(half(-inf), rm)), 0);
        EXPECT_EQ((Cast<uint8_t, half>(half(nan), rm)), 0);
        // finite out of range saturates (precision_conversion.md)
        EXPECT_EQ((Cast<int32_t, float>(3e38f, rm)), 2147483647);
        EXPECT_EQ((Cast<int32_t, float>(-3e38f, rm)), -2147483647 - 1);
        EXPECT_EQ((Cast<int32_t, float>(2147483648.0f, rm)), 2147483647);
        EXPECT_EQ((Cast<int32_t, float>(-2147483648.0f, rm)), -2147483647 - 1);
    }
    EXPECT_TRUE(IsPoison(Cast<uint8_t, int16_t>(-1, RoundMode::CAST_NONE)));
    EXPECT_TRUE(IsPoison(Cast<uint8_t, int32_t>(-5, RoundMode::CAST_NONE)));
    EXPECT_TRUE(IsPoison(Cast<uint8_t, half>(half(-0.25f), RoundMode::CAST_ROUND)));
    EXPECT_EQ((Cast<uint8_t, half>(half(-0.0f), RoundMode::CAST_ROUND)), 0);
}

// ---- int32_t -> float against a host bracket ----
TEST(Cast, Int32ToFloatAllModes)
{
    std::mt19937_64 rng(3);
    for (int k = 0; k < 100000; ++k) {
        int32_t v = int32_t(uint32_t(rng()));
        if (k % 3 == 0)
            v = int32_t(v | 0x40000000) & ~int32_t(0x3F); // ties and near ties
        const double d = v;
        const float f = float(d); // host RNE
        float lo = f, hi = f;
        if (double(f) < d)
            hi = std::nextafter(f, INFINITY);
        if (double(f) > d)
            lo = std::nextafter(f, -INFINITY);
        const double mid = (double(lo) + double(hi)) / 2;
        const float floor = lo, ceil = hi, trunc = v < 0 ? hi : lo;
        const float round = lo == hi ? lo : (std::fabs(d) >= std::fabs(mid) ? (v < 0 ? lo : hi) : (v < 0 ? hi : lo));
        ASSERT_EQ((Cast<float, int32_t>(v, RoundMode::CAST_RINT)), f) << v;
        ASSERT_EQ((Cast<float, int32_t>(v, RoundMode::CAST_FLOOR)), floor) << v;
        ASSERT_EQ((Cast<float, int32_t>(v, RoundMode::CAST_CEIL)), ceil) << v;
        ASSERT_EQ((Cast<float, int32_t>(v, RoundMode::CAST_TRUNC)), trunc) << v;
        ASSERT_EQ((Cast<float, int32_t>(v, RoundMode::CAST_ROUND)), round) << v;
    }
}

// ---- float -> float: round to an integral value, sign of zero kept ----
TEST(Cast, FloatToFloatIntegral)
{
    std::mt19937_64 rng(11);
    for (RoundMode rm : kModes5) {
        for (int k = 0; k < 50000; ++k) {
            float f = U2F(uint32_t(rng()));
            if (k % 5 == 0)
                f = std::ldexp(float(int(rng() % 2001) - 1000), -1); // halves
            const float got = Cast<float, float>(f, rm);
            if (std::isnan(f)) {
                ASSERT_TRUE(std::isnan(got));
                continue;
            }
            const float want = static_cast<float>(RefRound(f, rm));
            ASSERT_EQ(F2U(got), F2U(want)) << f << " mode " << int(rm);
        }
    }
    EXPECT_EQ(F2U(Cast<float, float>(-0.5f, RoundMode::CAST_RINT)), 0x80000000u);
    EXPECT_EQ(F2U(Cast<float, float>(-0.5f, RoundMode::CAST_CEIL)), 0x80000000u);
}

} // namespace
