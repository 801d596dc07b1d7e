// num::Log2 / num::Log10 (numerics/explog.h) against long double references: within 1 ulp over a
// log-uniform float sample and every positive half, not always the correctly rounded value in the
// adversarial mode, exactly it in the exact mode; subnormal inputs flushed (-inf) unless
// PRECISION_1ULP_FTZ_FALSE; the specials of 附录/Reg矢量计算接口边界值汇总.md 表4 / 表5.
#include <cmath>
#include <limits>
#include <random>

#include <gtest/gtest.h>

#include "ascendc_sim/numerics/numerics.h"
#include "test_util.h"

namespace {

using namespace ascsim;
using namespace reftest;
using num::Mode;
using num::ScopedMode;

constexpr float kInf = std::numeric_limits<float>::infinity();
constexpr float kMax = std::numeric_limits<float>::max();
constexpr AscendC::Log2Config k2[] = {{AscendC::Log2Algo::INTRINSIC},
                                      {AscendC::Log2Algo::PRECISION_1ULP_FTZ_TRUE},
                                      {AscendC::Log2Algo::PRECISION_1ULP_FTZ_FALSE}};
constexpr AscendC::Log10Config k10[] = {{AscendC::Log10Algo::INTRINSIC},
                                        {AscendC::Log10Algo::PRECISION_1ULP_FTZ_TRUE},
                                        {AscendC::Log10Algo::PRECISION_1ULP_FTZ_FALSE}};

std::vector<float> Sample(uint64_t seed, int n, int loExp, int hiExp)
{
    std::mt19937_64 rng(seed);
    std::vector<float> v;
    for (int i = 0; i < n; ++i) {
        v.push_back(RandomLogUniform(rng, loExp, hiExp));
    }
    return v;
}

// op(x, salt) within 1 ulp of ref(x) for every x; in the adversarial mode off the correctly rounded
// value for a fifth of them at least, in the exact mode always on it.
template <class Op, class Ref>
void CheckFloat(const std::vector<float>& xs, Op op, Ref ref, const char* what)
{
    size_t differ = 0;
    for (Mode m : {Mode::kAdversarial, Mode::kExact}) {
        ScopedMode scope(m);
        for (size_t i = 0; i < xs.size(); ++i) {
            const long double r = ref(static_cast<long double>(xs[i]));
            const float got = op(xs[i], uint64_t(i));
            ASSERT_TRUE(FloatWithinOneUlp(got, r)) << what << " x=" << xs[i] << " got=" << got;
            const bool cr = F2U(got) == F2U(CorrectlyRoundedFloat(r));
            if (m == Mode::kExact) {
                ASSERT_TRUE(cr) << what << " exact mode x=" << xs[i];
            } else {
                differ += cr ? 0 : 1;
            }
        }
    }
    EXPECT_GE(differ, xs.size() / 5) << what << ": adversary too timid";
}

template <class Op, class Ref>
void CheckHalf(Op op, Ref ref, const char* what)
{
    for (Mode m : {Mode::kAdversarial, Mode::kExact}) {
        ScopedMode scope(m);
        for (uint32_t b = 0x0001; b < 0x7C00; ++b) { // every positive finite half, subnormals included
            const half x = half::FromBits(uint16_t(b));
            if (b == 0x3C00) {
                continue; // 1: +0 exactly, below
            }
            const long double r = ref(static_cast<long double>(HalfToDouble(uint16_t(b))));
            const half got = op(x, uint64_t(b) * 31);
            ASSERT_TRUE(HalfWithinOneUlp(got, r)) << what << " x=" << float(x) << " got=" << float(got);
            if (m == Mode::kExact) {
                ASSERT_EQ(got.bits(), HalfCorrectlyRounded(r)) << what << " x=" << float(x);
            }
        }
    }
}

long double Log2Ref(long double x) { return std::log2(x); }
long double Log10Ref(long double x) { return std::log10(x); }

TEST(Log2Log10, WithinOneUlpOfFloat64)
{
    auto xs = Sample(71, 40000, -126, 128);
    std::mt19937_64 rng(72);
    for (int i = 0; i < 4000; ++i) {
        xs.push_back(1.0f + std::ldexp(float(int(rng() % 2001) - 1000), -20)); // near 1, results tiny
    }
    const auto subs = Sample(73, 10000, -149, -126);
    for (int k = 0; k < 3; ++k) {
        CheckFloat(
            xs, [k](float x, uint64_t s) { return num::Log2(x, k2[k], s); }, Log2Ref, "Log2");
        CheckFloat(
            xs, [k](float x, uint64_t s) { return num::Log10(x, k10[k], s); }, Log10Ref, "Log10");
        const bool ftz = k < 2;
        for (float x : subs) {
            if (ftz) {
                ASSERT_EQ(num::Log2(x, k2[k], 1), -kInf) << x; // FTZ: read as 0
                ASSERT_EQ(num::Log10(x, k10[k], 1), -kInf) << x;
            }
        }
    }
    CheckFloat(
        subs, [](float x, uint64_t s) { return num::Log2(x, k2[2], s); }, Log2Ref, "Log2 subnormal");
    CheckFloat(
        subs, [](float x, uint64_t s) { return num::Log10(x, k10[2], s); }, Log10Ref, "Log10 subnormal");
    CheckHalf([](half x, uint64_t s) { return num::Log2(x, k2[2], s); }, Log2Ref, "half Log2");
    CheckHalf([](half x, uint64_t s) { return num::Log10(x, k10[2], s); }, Log10Ref, "half Log10");
}

TEST(Log2Log10, SpecialValuesOfTheBoundaryTables)
{
    const float nan = std::numeric_limits<float>::quiet_NaN();
    for (int k = 0; k < 3; ++k) {
        for (float x : {0.0f, -0.0f}) {
            EXPECT_EQ(num::Log2(x, k2[k], 1), -kInf);
            EXPECT_EQ(num::Log10(x, k10[k], 1), -kInf);
        }
        for (float x : {-1.0f, -kMax, -kInf, nan}) {
            EXPECT_TRUE(std::isnan(num::Log2(x, k2[k], 1))) << x;
            EXPECT_TRUE(std::isnan(num::Log10(x, k10[k], 1))) << x;
        }
        EXPECT_EQ(num::Log2(kInf, k2[k], 1), kInf);
        EXPECT_EQ(num::Log10(kInf, k10[k], 1), kInf);
        EXPECT_EQ(F2U(num::Log2(1.0f, k2[k], 1)), 0u);
        EXPECT_EQ(F2U(num::Log10(1.0f, k10[k], 1)), 0u);
        EXPECT_NEAR(num::Log2(kMax, k2[k], 1), 128.0f, 1e-4f);
        EXPECT_NEAR(num::Log10(kMax, k10[k], 1), 38.5318f, 1e-4f);
        EXPECT_NEAR(float(num::Log2(half(65504.0f), k2[k], 1)), 16.0f, 2e-2f);
        EXPECT_NEAR(float(num::Log10(half(65504.0f), k10[k], 1)), 4.8164f, 5e-3f);
        EXPECT_EQ(num::Log2(half(0.0f), k2[k], 1).bits(), 0xFC00); // -inf
        EXPECT_TRUE(std::isnan(float(num::Log10(half(-2.0f), k10[k], 1))));
    }
}

} // namespace
