// The shared float64 reference (asin_grad_ref.h) against values known independently: closed forms
// of dy / sqrt(1 - x^2), PyTorch's special values, IEEE bit patterns of the formats, and the
// hardware's own double -> float rounding.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>

#include "asin_grad_ref.h"

namespace {
using asin_grad_ref::Decode;
using asin_grad_ref::DType;
using asin_grad_ref::Encode;
using asin_grad_ref::Reference;

TEST(AsinGradRef, ClosedForms)
{
    EXPECT_EQ(Reference(2.0, 0.0), 2.0);
    EXPECT_EQ(Reference(-3.0, 0.6), -3.75);                    // sqrt(1 - 0.36) = 0.8
    EXPECT_EQ(Reference(3.0, -0.8), 5.0);                      // sqrt(1 - 0.64) = 0.6
    EXPECT_DOUBLE_EQ(Reference(1.0, 0.5), 1.1547005383792515); // 2 / sqrt(3)
    EXPECT_EQ(Reference(-0.0, 0.25), -0.0);
    EXPECT_TRUE(std::signbit(Reference(-0.0, 0.25)));
}

TEST(AsinGradRef, SpecialValuesFollowPyTorch)
{
    EXPECT_EQ(Reference(2.0, 1.0), INFINITY);
    EXPECT_EQ(Reference(-1.0, -1.0), -INFINITY);
    EXPECT_EQ(Reference(INFINITY, 0.0), INFINITY);
    EXPECT_TRUE(std::isnan(Reference(0.0, 1.0))); // 0 * inf
    EXPECT_TRUE(std::isnan(Reference(1.0, 1.5)));
    EXPECT_TRUE(std::isnan(Reference(1.0, -INFINITY)));
    EXPECT_TRUE(std::isnan(Reference(1.0, NAN)));
    EXPECT_TRUE(std::isnan(Reference(NAN, 0.0)));
}

TEST(AsinGradRef, DecodeKnownBitPatterns)
{
    EXPECT_EQ(Decode(0x3f800000u, DType::kF32), 1.0);
    EXPECT_EQ(Decode(0x00000001u, DType::kF32), std::ldexp(1.0, -149));
    EXPECT_EQ(Decode(0x3c00u, DType::kF16), 1.0);
    EXPECT_EQ(Decode(0x0001u, DType::kF16), std::ldexp(1.0, -24));
    EXPECT_EQ(Decode(0x7bffu, DType::kF16), 65504.0);
    EXPECT_EQ(Decode(0xfc00u, DType::kF16), -INFINITY);
    EXPECT_TRUE(std::isnan(Decode(0x7e00u, DType::kF16)));
    EXPECT_EQ(Decode(0x3f80u, DType::kBF16), 1.0);
    EXPECT_EQ(Decode(0xc000u, DType::kBF16), -2.0);
}

TEST(AsinGradRef, EncodeRoundsToNearestEven)
{
    EXPECT_EQ(Encode(1.0 / 3.0, DType::kF16), 0x3555u);
    EXPECT_EQ(Encode(1.0 / 3.0, DType::kBF16), 0x3eabu);
    EXPECT_EQ(Encode(65504.0 + 15.9, DType::kF16), 0x7bffu);
    EXPECT_EQ(Encode(65520.0, DType::kF16), 0x7c00u);                        // the tie above the largest finite: inf
    EXPECT_EQ(Encode(1.0 + std::ldexp(1.0, -11), DType::kF16), 0x3c00u);     // tie to even (down)
    EXPECT_EQ(Encode(1.0 + 3 * std::ldexp(1.0, -11), DType::kF16), 0x3c02u); // tie to even (up)
    EXPECT_EQ(Encode(std::ldexp(1.0, -25), DType::kF16), 0x0000u);           // half the smallest subnormal: even 0
    EXPECT_EQ(Encode(-std::ldexp(3.0, -26), DType::kF16), 0x8001u);
    EXPECT_EQ(Encode(NAN, DType::kF32), 0x7fc00000u);
}

TEST(AsinGradRef, EveryHalfWidthPatternRoundTrips)
{
    for (const DType t : {DType::kF16, DType::kBF16}) {
        for (uint32_t b = 0; b <= 0xffffu; ++b) {
            const double v = Decode(b, t);
            if (!std::isnan(v)) {
                ASSERT_EQ(Encode(v, t), b) << (t == DType::kF16 ? "fp16 " : "bf16 ") << b;
            }
        }
    }
}

TEST(AsinGradRef, Fp32RoundingMatchesTheHardware)
{
    std::mt19937_64 rng(7);
    std::uniform_real_distribution<double> mant(1.0, 2.0);
    std::uniform_int_distribution<int> exp(-160, 130);
    for (int i = 0; i < 200000; ++i) {
        const double v = std::ldexp(mant(rng), exp(rng)) * (i % 2 ? -1.0 : 1.0);
        const float f = static_cast<float>(v);
        uint32_t bits;
        std::memcpy(&bits, &f, sizeof(bits));
        ASSERT_EQ(Encode(v, DType::kF32), bits) << v;
    }
}

TEST(AsinGradRef, UlpOfEachFormat)
{
    EXPECT_EQ(asin_grad_ref::UlpAt(1.0, DType::kF32), std::ldexp(1.0, -23));
    EXPECT_EQ(asin_grad_ref::UlpAt(1.0, DType::kF16), std::ldexp(1.0, -10));
    EXPECT_EQ(asin_grad_ref::UlpAt(-3.0, DType::kBF16), std::ldexp(1.0, -6));
    EXPECT_EQ(asin_grad_ref::UlpAt(0.0, DType::kF32), std::ldexp(1.0, -149));
    EXPECT_EQ(asin_grad_ref::UlpError(1.0 + std::ldexp(1.0, -9), 1.0, DType::kF16), 2.0);
}
TEST(AsinGradRef, CheckElementAcceptsOnlyCloseResultsAndExactSpecials)
{
    using asin_grad_ref::CheckElement;
    const double exact = Reference(1.0, 0.5); // 1.1547...
    const uint32_t rounded = Encode(exact, DType::kF32);
    EXPECT_TRUE(CheckElement(rounded, exact, DType::kF32, 1.0).ok);
    EXPECT_TRUE(CheckElement(rounded, exact, DType::kF32, 1.0).correctlyRounded);
    EXPECT_TRUE(CheckElement(rounded + 2, exact, DType::kF32, 3.0).ok);
    EXPECT_FALSE(CheckElement(rounded + 2, exact, DType::kF32, 3.0).correctlyRounded);
    EXPECT_FALSE(CheckElement(rounded + 5, exact, DType::kF32, 3.0).ok);
    EXPECT_FALSE(CheckElement(rounded | 0x80000000u, exact, DType::kF32, 3.0).ok); // wrong sign
    EXPECT_TRUE(CheckElement(0x7c00u, Reference(1.0, 1.0), DType::kF16, 1.0).ok);  // +inf
    EXPECT_FALSE(CheckElement(0x7bffu, Reference(1.0, 1.0), DType::kF16, 1.0).ok); // saturated
    EXPECT_TRUE(CheckElement(0x7fc0u, Reference(1.0, 2.0), DType::kBF16, 1.0).ok); // NaN
    EXPECT_FALSE(CheckElement(0x0000u, Reference(1.0, 2.0), DType::kBF16, 1.0).ok);
    EXPECT_FALSE(CheckElement(0x8000u, Reference(0.0, 0.5), DType::kBF16, 1.0).ok); // -0 for +0
    EXPECT_FALSE(CheckElement(0x0000u, std::ldexp(1.0, -20), DType::kF16, 1.0).ok); // flushed
}
} // namespace
