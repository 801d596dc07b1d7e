// numerics/more_arith.h: Neg, Prelu, Mull, AbsSub, ExpSub against float64 / integer references, every
// half pattern for the unary and a float sample for the binary lanes, with the specials the pages and
// 精度标准汇总 state (Neg flips the sign bit; Prelu keeps -0; AbsSub = Abs(Sub); ExpSub = Exp(Sub) in float).
#include <gtest/gtest.h>

#include "test_util.h"

using namespace reftest;
namespace num = ascsim::num;

namespace {

TEST(MoreArith, NegFlipsTheSignBitOfEveryHalfAndWrapsIntegers)
{
    for (uint32_t b = 0; b < 65536; ++b) {
        const half h = num::FromBits<half>(static_cast<uint16_t>(b));
        ASSERT_EQ(num::Bits(num::Neg(h)), b ^ 0x8000u) << b;
    }
    EXPECT_EQ(F2U(num::Neg(0.0f)), 0x80000000u);
    EXPECT_EQ(num::Neg(int8_t{-128}), int8_t{-128});
    EXPECT_EQ(num::Neg(std::numeric_limits<int64_t>::min()), std::numeric_limits<int64_t>::min());
    EXPECT_EQ(num::Neg(int32_t{12345}), -12345);
}

TEST(MoreArith, PreluKeepsNonNegativesAndRoundsTheProductOnce)
{
    std::mt19937 rng(7);
    std::uniform_real_distribution<float> u(-1000.0f, 1000.0f);
    for (int i = 0; i < 100000; ++i) {
        const float x = u(rng), a = u(rng) / 1000.0f;
        const float want = x >= 0 ? x : static_cast<float>(static_cast<double>(x) * a);
        ASSERT_EQ(F2U(num::Prelu(x, a)), F2U(want)) << x << " " << a;
    }
    EXPECT_EQ(F2U(num::Prelu(-0.0f, 3.0f)), 0x80000000u);
    EXPECT_TRUE(std::isnan(num::Prelu(std::nanf(""), 0.5f)));
    EXPECT_EQ(num::Prelu(-INFINITY, 0.5f), -INFINITY);
    EXPECT_EQ(static_cast<float>(num::Prelu(half(-3.0f), half(0.25f))), -0.75f);
}

TEST(MoreArith, MullGivesTheLowAndHighWords)
{
    const auto s = num::Mull<int32_t>(-2039520159, -1791575569); // Mull(ISASI).md's example
    EXPECT_EQ(s.low, -1560359025);
    EXPECT_EQ(s.high, 850752575);
    const auto u = num::Mull<uint32_t>(0xFFFFFFFFu, 0xFFFFFFFFu);
    EXPECT_EQ(u.low, 1u);
    EXPECT_EQ(u.high, 0xFFFFFFFEu);
    const auto n = num::Mull<int32_t>(-1, 1);
    EXPECT_EQ(n.low, -1);
    EXPECT_EQ(n.high, -1);
}

TEST(MoreArith, AbsSubIsAbsOfTheRoundedDifference)
{
    std::mt19937 rng(9);
    std::uniform_real_distribution<float> u(-100.0f, 100.0f);
    for (int i = 0; i < 100000; ++i) {
        const float x = u(rng), y = u(rng);
        ASSERT_EQ(F2U(num::AbsSub(x, y)), F2U(std::fabs(static_cast<float>(static_cast<double>(x) - y))));
    }
    EXPECT_EQ(num::AbsSub(-INFINITY, 1.0f), INFINITY);
    EXPECT_TRUE(std::isnan(num::AbsSub(INFINITY, INFINITY)));
    EXPECT_EQ(static_cast<float>(num::AbsSub(half(1.0f), half(3.5f))), 2.5f);
}

TEST(MoreArith, ExpSubIsWithinOneUlpOfExpOfTheFloatDifference)
{
    std::mt19937 rng(11);
    std::uniform_real_distribution<float> u(-40.0f, 40.0f);
    for (int i = 0; i < 100000; ++i) {
        const float x = u(rng), y = u(rng);
        const float d = static_cast<float>(static_cast<double>(x) - y);
        const double want = std::exp(static_cast<double>(d));
        const float got = num::ExpSub(x, y, 0);
        const auto lo = static_cast<float>(want);
        ASSERT_TRUE(got == lo || got == std::nextafter(lo, INFINITY) || got == std::nextafter(lo, -INFINITY))
            << x << " " << y << " " << got << " " << want;
    }
    // half sources: the difference in float, never rounded to half (e^(8 - (-8)) = e^16 is beyond half).
    const float h = num::ExpSub(half(8.0f), half(-8.0f), 0);
    EXPECT_NEAR(h, std::exp(16.0), std::exp(16.0) * 2e-7);
    EXPECT_EQ(num::ExpSub(1.0f, 1.0f, 0), 1.0f); // e^0 exactly
    EXPECT_EQ(num::ExpSub(-INFINITY, 0.0f, 0), 0.0f);
    EXPECT_TRUE(std::isnan(num::ExpSub(INFINITY, INFINITY, 0)));
}

} // namespace
