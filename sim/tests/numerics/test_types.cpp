// half / bfloat16_t: layout, exhaustive decode and round trip, round-to-nearest-even construction,
// operators. References are independent (test_util.h).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <type_traits>

#include "test_util.h"

using namespace reftest;

namespace {

// ---- compile-time properties a kernel author relies on ----
static_assert(sizeof(half) == 2 && sizeof(bfloat16_t) == 2);
static_assert(std::is_trivially_copyable_v<half> && std::is_trivially_copyable_v<bfloat16_t>);
static_assert(std::is_standard_layout_v<half> && std::is_standard_layout_v<bfloat16_t>);
static_assert(std::is_trivially_default_constructible_v<half>);
static_assert(std::is_convertible_v<float, half> && std::is_convertible_v<half, float>);
static_assert(std::is_convertible_v<int, half> && std::is_convertible_v<double, half>);
static_assert(std::is_convertible_v<float, bfloat16_t> && std::is_convertible_v<bfloat16_t, float>);
static_assert(!std::is_convertible_v<half, bfloat16_t>); // explicit only
static_assert(std::is_constructible_v<bfloat16_t, half> && std::is_constructible_v<half, bfloat16_t>);

constexpr half kOneAndHalf = half(1.5f);
static_assert(kOneAndHalf.bits() == 0x3E00);
static_assert(half(0).bits() == 0x0000);
static_assert(half(-2).bits() == 0xC000);
static_assert(half(65504.0).bits() == 0x7BFF);
static_assert(bfloat16_t(1.0f).bits() == 0x3F80);
static_assert(static_cast<float>(half::FromBits(0x3C00)) == 1.0f);
static_assert(std::numeric_limits<half>::max().bits() == 0x7BFF);

// Promotions: D op D -> D, D op int -> D, D op float -> float, D op double -> double.
static_assert(std::is_same_v<decltype(half() + half()), half>);
static_assert(std::is_same_v<decltype(half() + 1), half>);
static_assert(std::is_same_v<decltype(1 + half()), half>);
static_assert(std::is_same_v<decltype(half() * 1.0f), float>);
static_assert(std::is_same_v<decltype(1.0 / half()), double>);
static_assert(std::is_same_v<decltype(bfloat16_t() - bfloat16_t()), bfloat16_t>);
static_assert(std::is_same_v<decltype(half() < 0.5f), bool>);
static_assert(std::is_same_v<decltype(half() + bfloat16_t()), float>);

TEST(HalfType, KernelAuthorUsageCompiles)
{
    half h = 1.0f;
    half z(0);
    half a = half(0);
    float f = h;
    double d = h;
    int i = static_cast<int>(half(7.75f));
    h += 1;
    h = h * 2;
    h -= 0.5f;
    h /= half(2);
    ++h;
    h++;
    const bool gt = h > 0.5;
    EXPECT_EQ(f, 1.0f);
    EXPECT_EQ(d, 1.0);
    EXPECT_EQ(i, 7);
    EXPECT_EQ(static_cast<float>(h), 3.75f); // ((1+1)*2 - 0.5) / 2 + 1 + 1
    EXPECT_TRUE(gt);
    EXPECT_EQ(z.bits(), 0);
    EXPECT_EQ(a.bits(), 0);
    EXPECT_EQ((-half(2.0f)).bits(), 0xC000);
    EXPECT_TRUE(half(1.0f) == 1);
    EXPECT_TRUE(half(1.0f) != half(2.0f));
    EXPECT_TRUE(half(0.0f) == half(-0.0f));
    half nan = std::numeric_limits<half>::quiet_NaN();
    EXPECT_FALSE(nan == nan);
    EXPECT_TRUE(std::isnan(static_cast<float>(nan)));
    bfloat16_t b = 2.0f;
    b *= 3;
    EXPECT_EQ(static_cast<float>(b), 6.0f);
    EXPECT_EQ(static_cast<float>(bfloat16_t(half(1.5f))), 1.5f);
    EXPECT_EQ(static_cast<float>(half(bfloat16_t(0.75f))), 0.75f);
}

TEST(HalfType, NumericLimits)
{
    using L = std::numeric_limits<half>;
    EXPECT_EQ(static_cast<float>(L::max()), 65504.0f);
    EXPECT_EQ(static_cast<float>(L::lowest()), -65504.0f);
    EXPECT_EQ(static_cast<float>(L::min()), std::ldexp(1.0f, -14));
    EXPECT_EQ(static_cast<float>(L::denorm_min()), std::ldexp(1.0f, -24));
    EXPECT_EQ(static_cast<float>(L::epsilon()), std::ldexp(1.0f, -10));
    EXPECT_TRUE(std::isinf(static_cast<float>(L::infinity())));
    using B = std::numeric_limits<bfloat16_t>;
    EXPECT_EQ(static_cast<double>(static_cast<float>(B::max())), (2.0 - std::ldexp(1.0, -7)) * std::ldexp(1.0, 127));
    EXPECT_EQ(static_cast<float>(B::epsilon()), std::ldexp(1.0f, -7));
    EXPECT_EQ(static_cast<float>(B::min()), std::ldexp(1.0f, -126));
}

// ---- exhaustive decode and round trip over all 65536 bit patterns ----
template <class T>
void ExhaustiveDecodeRoundTrip(double (*ref)(uint16_t))
{
    for (uint32_t b = 0; b <= 0xFFFF; ++b) {
        const T v = T::FromBits(uint16_t(b));
        const float f = v;
        const double want = ref(uint16_t(b));
        if (std::isnan(want)) {
            ASSERT_TRUE(std::isnan(f)) << std::hex << b;
            ASSERT_EQ(std::signbit(f), (b & 0x8000) != 0) << std::hex << b;
            const T back = T(f);
            ASSERT_TRUE(std::isnan(static_cast<float>(back))) << std::hex << b;
            ASSERT_EQ(back.bits() & 0x8000, b & 0x8000) << std::hex << b;
            continue;
        }
        ASSERT_EQ(double(f), want) << std::hex << b;
        ASSERT_EQ(std::signbit(f), (b & 0x8000) != 0) << std::hex << b;
        ASSERT_EQ(T(f).bits(), b) << std::hex << b;         // float -> T
        ASSERT_EQ(T(double(f)).bits(), b) << std::hex << b; // double -> T
        ASSERT_EQ(T(static_cast<long double>(f)).bits(), b) << std::hex << b;
    }
}

TEST(HalfType, ExhaustiveDecodeAndRoundTrip) { ExhaustiveDecodeRoundTrip<half>(&HalfToDouble); }
TEST(Bfloat16Type, ExhaustiveDecodeAndRoundTrip) { ExhaustiveDecodeRoundTrip<bfloat16_t>(&Bf16ToDouble); }

// ---- round to nearest even from float: every value, every midpoint (the ties), one float ulp
// either side of each midpoint, and quarter points; both signs; plus random float bit patterns ----
template <class T>
void DenseFromFloat(const Table16& t)
{
    const float inf = std::numeric_limits<float>::infinity();
    auto check = [&](float f) {
        const uint16_t want = RoundTo16(t, double(f), RoundMode::CAST_RINT);
        ASSERT_EQ(T(f).bits(), want) << "f=" << f << " bits=" << std::hex << F2U(f);
        ASSERT_EQ(T(double(f)).bits(), want) << "f=" << f;
    };
    for (size_t i = 0; i + 1 < t.pos.size(); ++i) {
        const double lo = t.pos[i], hi = t.pos[i + 1];
        const float mid = float((lo + hi) / 2); // exact: a 16-bit midpoint needs <= 12 bits
        for (float s : {1.0f, -1.0f}) {
            check(s * float(lo));
            check(s * mid);
            check(s * std::nextafter(mid, inf));
            check(s * std::nextafter(mid, -inf));
            check(s * float(lo + (hi - lo) / 4));
            check(s * float(lo + 3 * (hi - lo) / 4));
        }
    }
    // Around and beyond MAX, and far below the smallest subnormal.
    const float max = float(t.pos.back());
    const float over = float((t.pos.back() + t.overflow_value) / 2); // tie between MAX and 2^(emax+1)
    for (float f : {max, std::nextafter(over, -inf), over, std::nextafter(over, inf), float(t.overflow_value), inf,
                    -inf, 1e-45f, -1e-45f, 0.0f, -0.0f}) {
        check(f);
    }
    std::mt19937_64 rng(1234);
    for (int k = 0; k < 200000; ++k) {
        const float f = U2F(uint32_t(rng()));
        if (std::isnan(f)) {
            ASSERT_TRUE(std::isnan(static_cast<float>(T(f))));
            continue;
        }
        check(f);
    }
}

TEST(HalfType, RoundToNearestEvenFromFloat) { DenseFromFloat<half>(HalfTable()); }
TEST(Bfloat16Type, RoundToNearestEvenFromFloat) { DenseFromFloat<bfloat16_t>(Bf16Table()); }

TEST(HalfType, SpecificRoundings)
{
    EXPECT_EQ(half(65519.0f).bits(), 0x7BFF); // below the overflow tie
    EXPECT_EQ(half(65520.0f).bits(), 0x7C00); // the tie 65520 rounds to even = inf
    EXPECT_EQ(half(-1e6f).bits(), 0xFC00);
    EXPECT_EQ(half(std::ldexp(1.0f, -25)).bits(), 0x0000); // tie -> even (0)
    EXPECT_EQ(half(std::nextafter(std::ldexp(1.0f, -25), 1.0f)).bits(), 0x0001);
    EXPECT_EQ(half(std::ldexp(3.0f, -25)).bits(), 0x0002);        // 1.5 ulp tie -> 2
    EXPECT_EQ(half(1.0f + std::ldexp(1.0f, -11)).bits(), 0x3C00); // tie -> even
    EXPECT_EQ(half(1.0f + std::ldexp(3.0f, -11)).bits(), 0x3C02); // tie -> even (up)
    // double -> half is one rounding: 1 + 2^-11 + 2^-40 is above the tie (through float it would
    // collapse onto the tie and round down).
    EXPECT_EQ(half(1.0 + std::ldexp(1.0, -11) + std::ldexp(1.0, -40)).bits(), 0x3C01);
    // integers
    EXPECT_EQ(half(2049).bits(), half(2048.0f).bits());
    EXPECT_EQ(half(2051).bits(), half(2052.0f).bits());
    EXPECT_EQ(half(65519).bits(), 0x7BFF);
    EXPECT_EQ(half(65520).bits(), 0x7C00);
    EXPECT_EQ(half(-70000).bits(), 0xFC00);
    EXPECT_EQ(half(int64_t(1) << 62).bits(), 0x7C00);
    EXPECT_EQ(half(true).bits(), 0x3C00);
    // NaN stays NaN (sign kept), also signalling-looking payloads
    EXPECT_TRUE(std::isnan(static_cast<float>(half(U2F(0x7F800001u)))));
    EXPECT_EQ(half(U2F(0xFF800001u)).bits() & 0x8000, 0x8000);
}

TEST(Bfloat16Type, SpecificRoundings)
{
    // docs/zh/api/SIMD-API/基础API/标量计算/Cast（float转bfloat16_t）.md: 3.14159f -> 3.140625
    EXPECT_EQ(static_cast<float>(bfloat16_t(3.14159f)), 3.140625f);
    EXPECT_EQ(bfloat16_t(257).bits(), bfloat16_t(256.0f).bits()); // tie -> even
    EXPECT_EQ(bfloat16_t(259).bits(), bfloat16_t(260.0f).bits()); // tie -> even (up)
    EXPECT_EQ(bfloat16_t(U2F(0x3F808000u)).bits(), 0x3F80);       // tie -> even
    EXPECT_EQ(bfloat16_t(U2F(0x3F818000u)).bits(), 0x3F82);
    EXPECT_EQ(bfloat16_t(U2F(0x3F808001u)).bits(), 0x3F81);
    EXPECT_EQ(bfloat16_t(U2F(0x7F7F8000u)).bits(), 0x7F80); // tie above MAX -> inf
    EXPECT_EQ(bfloat16_t(U2F(0x7F7F7FFFu)).bits(), 0x7F7F);
    EXPECT_EQ(bfloat16_t(U2F(0x00008000u)).bits(), 0x0000); // subnormal tie -> even
    EXPECT_EQ(bfloat16_t(U2F(0x00018000u)).bits(), 0x0002);
    EXPECT_TRUE(std::isnan(static_cast<float>(bfloat16_t(U2F(0x7F800001u))))); // payload below bit 16
    EXPECT_EQ(bfloat16_t(1e39).bits(), 0x7F80);
}

// ---- operators compute in float and round back ----
TEST(HalfType, OperatorsRoundEachOperation)
{
    std::mt19937_64 rng(99);
    const Table16& t = HalfTable();
    for (int k = 0; k < 200000; ++k) {
        const half a = half::FromBits(uint16_t(rng()));
        const half b = half::FromBits(uint16_t(rng()));
        const double x = a, y = b;
        if (std::isnan(x) || std::isnan(y))
            continue;
        auto want = [&](double r) -> uint16_t {
            if (std::isnan(r))
                return 0xFFFF;
            if (std::isinf(r))
                return r > 0 ? 0x7C00 : 0xFC00;
            return RoundTo16(t, r, RoundMode::CAST_RINT);
        };
        auto got = [](half h) -> uint16_t { return std::isnan(float(h)) ? 0xFFFF : h.bits(); };
        // + - * are exact in double for half operands; / is rounded once more, innocuously.
        ASSERT_EQ(got(a + b), want(x + y)) << x << " + " << y;
        ASSERT_EQ(got(a - b), want(x - y)) << x << " - " << y;
        ASSERT_EQ(got(a * b), want(x * y)) << x << " * " << y;
        if (y != 0 || x != 0) {
            ASSERT_EQ(got(a / b), want(x / y)) << x << " / " << y;
        }
        ASSERT_EQ(a < b, x < y);
        ASSERT_EQ(a == b, x == y);
    }
}

TEST(Bfloat16Type, OperatorsRoundEachOperation)
{
    std::mt19937_64 rng(7);
    for (int k = 0; k < 200000; ++k) {
        const bfloat16_t a = bfloat16_t::FromBits(uint16_t(rng()));
        const bfloat16_t b = bfloat16_t::FromBits(uint16_t(rng()));
        const float x = a, y = b;
        if (std::isnan(x) || std::isnan(y))
            continue;
        auto same = [](bfloat16_t g, float w) {
            return std::isnan(w) ? std::isnan(float(g)) : g.bits() == bfloat16_t(w).bits();
        };
        ASSERT_TRUE(same(a + b, x + y));
        ASSERT_TRUE(same(a - b, x - y));
        ASSERT_TRUE(same(a * b, x * y));
        ASSERT_TRUE(same(a / b, x / y));
    }
}

} // namespace
