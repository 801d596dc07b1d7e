// Neg, Prelu, Mull (Memory矢量计算/基础算术/Neg(ISASI).md, Prelu(ISASI).md, Mull(ISASI).md; count form), added
// by following sim/README.md's "Adding an API": every listed type against integer / float64 references,
// the specials (Neg flips the sign bit, -0 and NaN included; half results saturate in 950's default
// mode), Mull's page example, and the two-destination overlap finding with its clean twin.
// Names and classes: emulator/events/test_op_rows_issue27.cpp.
#include <limits>

#include "memapi_test_util.h"

using namespace memapi;

namespace {

class NegPreluMullTest : public KernelTest {};

constexpr uint32_t kN = 256;

// ---- Neg ------------------------------------------------------------------------------------------------
MEMAPI_OP(NegAll)
{
    Neg(As<int8_t>(o), As<int8_t>(a), kN);
    Neg(As<int16_t>(o)[kN], As<int16_t>(a)[kN], kN);
    Neg(As<int32_t>(o)[kN], As<int32_t>(a)[kN], kN);
    Neg(As<int64_t>(c), As<int64_t>(b), kN);
    Neg(As<float>(c)[2 * kN], As<float>(b)[2 * kN], kN);
    Neg(As<half>(c)[8 * kN], As<half>(b)[8 * kN], kN);
}
TEST_F(NegPreluMullTest, NegOfEveryType)
{
    Io io;
    auto i8 = RandomVec<int8_t>(kN, -128, 127, 1);
    i8[0] = std::numeric_limits<int8_t>::min(); // wraps to itself
    Io::Put(io.a, i8);
    auto a16 = Io::View<int16_t>(io.a);
    auto a32 = Io::View<int32_t>(io.a);
    for (uint32_t i = 0; i < kN; ++i) {
        a16[kN + i] = static_cast<int16_t>(i * 97 - 12000);
    }
    a16[kN] = std::numeric_limits<int16_t>::min();
    Io::Put(io.a, a16);
    a32 = Io::View<int32_t>(io.a);
    for (uint32_t i = 0; i < kN; ++i) {
        a32[kN + i] = static_cast<int32_t>(i * 7919u) - 1000000;
    }
    a32[kN] = std::numeric_limits<int32_t>::min();
    Io::Put(io.a, a32);
    auto b64 = RandomVec<int64_t>(kN, -1.0e12, 1.0e12, 2);
    b64[1] = std::numeric_limits<int64_t>::min();
    Io::Put(io.b, b64);
    auto bf = Io::View<float>(io.b);
    const auto rf = RandomVec<float>(kN, -100, 100, 3);
    std::copy(rf.begin(), rf.end(), bf.begin() + 2 * kN);
    bf[2 * kN] = 0.0f;
    bf[2 * kN + 1] = -0.0f;
    bf[2 * kN + 2] = INFINITY;
    bf[2 * kN + 3] = NAN;
    Io::Put(io.b, bf);
    auto bh = Io::View<half>(io.b);
    const auto rh = RandomVec<half>(kN, -100, 100, 4);
    std::copy(rh.begin(), rh.end(), bh.begin() + 8 * kN);
    bh[8 * kN] = half(INFINITY);
    bh[8 * kN + 1] = half(NAN);
    bh[8 * kN + 2] = half(-0.0f);
    Io::Put(io.b, bh);
    const Io in = io;
    ExpectClean(RunIo<NegAll>(io));
    const auto o8 = Io::View<int8_t>(io.o);
    const auto o16 = Io::View<int16_t>(io.o), i16 = Io::View<int16_t>(in.a);
    const auto o32 = Io::View<int32_t>(io.o), i32 = Io::View<int32_t>(in.a);
    const auto c64 = Io::View<int64_t>(io.c);
    const auto cf = Io::View<float>(io.c), inf = Io::View<float>(in.b);
    const auto ch = Io::View<half>(io.c), inh = Io::View<half>(in.b);
    for (uint32_t i = 0; i < kN; ++i) {
        EXPECT_EQ(o8[i], static_cast<int8_t>(-static_cast<int>(i8[i]))) << i; // -(-128) wraps to -128
        EXPECT_EQ(o16[kN + i], static_cast<int16_t>(-static_cast<int32_t>(i16[kN + i]))) << i;
        EXPECT_EQ(o32[kN + i], static_cast<int32_t>(0u - static_cast<uint32_t>(i32[kN + i]))) << i;
        EXPECT_EQ(c64[i], static_cast<int64_t>(0ull - static_cast<uint64_t>(b64[i]))) << i;
        EXPECT_EQ(Bits(cf[2 * kN + i]), Bits(inf[2 * kN + i]) ^ 0x80000000u) << i; // the sign bit flipped, NaN too
    }
    for (uint32_t i = 3; i < kN; ++i) {
        EXPECT_EQ(D(ch[8 * kN + i]), -D(inh[8 * kN + i])) << i;
    }
    // half in 950's default (saturating) mode: -inf -> -65504, NaN -> +0; -(-0) = +0.
    EXPECT_EQ(D(ch[8 * kN]), -65504.0);
    EXPECT_EQ(Bits(ch[8 * kN + 1]), 0u);
    EXPECT_EQ(Bits(ch[8 * kN + 2]), 0u);
}

// ---- Prelu ------------------------------------------------------------------------------------------------
MEMAPI_OP(PreluAll)
{
    Prelu(As<float>(o), As<float>(a), As<float>(b), kN);
    Prelu(As<half>(c), As<half>(a)[2 * kN], As<half>(b)[2 * kN], kN);
}
TEST_F(NegPreluMullTest, PreluMultipliesTheNegatives)
{
    Io io;
    auto af = RandomVec<float>(kN, -50, 50, 5);
    af[0] = -0.0f;
    af[1] = NAN;
    af[2] = -INFINITY;
    Io::Put(io.a, af);
    Io::Put(io.b, RandomVec<float>(kN, 0.01, 0.5, 6));
    auto ah = Io::View<half>(io.a);
    auto bh = Io::View<half>(io.b);
    const auto rh = RandomVec<half>(kN, -50, 50, 7), sh = RandomVec<half>(kN, 0.01, 0.5, 8);
    std::copy(rh.begin(), rh.end(), ah.begin() + 2 * kN);
    std::copy(sh.begin(), sh.end(), bh.begin() + 2 * kN);
    ah[2 * kN] = half(-60000.0f); // * 2 overflows half: saturated to -65504 in the default mode
    bh[2 * kN] = half(2.0f);
    Io::Put(io.a, ah);
    Io::Put(io.b, bh);
    const Io in = io;
    ExpectClean(RunIo<PreluAll>(io));
    const auto of = Io::View<float>(io.o), xf = Io::View<float>(in.a), yf = Io::View<float>(in.b);
    for (uint32_t i = 3; i < kN; ++i) {
        const double want = xf[i] >= 0 ? D(xf[i]) : D(static_cast<float>(D(xf[i]) * D(yf[i])));
        EXPECT_EQ(D(of[i]), want) << i;
    }
    EXPECT_EQ(Bits(of[0]), Bits(-0.0f)); // -0 >= 0: kept
    EXPECT_TRUE(std::isnan(of[1]));      // NaN fails the comparison: NaN * alpha
    EXPECT_EQ(of[2], -INFINITY);         // -inf * alpha (float keeps inf)
    const auto ch = Io::View<half>(io.c), xh = Io::View<half>(in.a), yh = Io::View<half>(in.b);
    for (uint32_t i = 1; i < kN; ++i) {
        const double x = D(xh[2 * kN + i]), y = D(yh[2 * kN + i]);
        // half * half is exact in float: one rounding to half.
        const double want = x >= 0 ? x : D(half(static_cast<float>(x * y)));
        EXPECT_EQ(D(ch[i]), want) << i;
    }
    EXPECT_EQ(D(ch[0]), -65504.0);
}

// ---- Mull ---------------------------------------------------------------------------------------------------
MEMAPI_OP(MullAll)
{
    Mull(As<int32_t>(o), As<int32_t>(c), As<int32_t>(a), As<int32_t>(b), kN);
    Mull(As<uint32_t>(o)[kN], As<uint32_t>(c)[kN], As<uint32_t>(a)[kN], As<uint32_t>(b)[kN], kN);
}
TEST_F(NegPreluMullTest, MullSplitsTheProduct)
{
    Io io;
    std::vector<int32_t> a(2 * kN), b(2 * kN);
    for (uint32_t i = 0; i < 2 * kN; ++i) {
        a[i] = static_cast<int32_t>(0x9E3779B9u * (i + 1));
        b[i] = static_cast<int32_t>(0x85EBCA6Bu * (i + 7));
    }
    a[0] = -2039520159; // the page's example
    b[0] = -1791575569;
    Io::Put(io.a, a);
    Io::Put(io.b, b);
    ExpectClean(RunIo<MullAll>(io));
    const auto lo = Io::View<int32_t>(io.o), hi = Io::View<int32_t>(io.c);
    EXPECT_EQ(lo[0], -1560359025);
    EXPECT_EQ(hi[0], 850752575);
    for (uint32_t i = 0; i < kN; ++i) {
        const int64_t p = static_cast<int64_t>(a[i]) * b[i];
        EXPECT_EQ(lo[i], static_cast<int32_t>(static_cast<uint32_t>(static_cast<uint64_t>(p)))) << i;
        EXPECT_EQ(hi[i], static_cast<int32_t>(p >> 32)) << i;
        const uint64_t q = static_cast<uint64_t>(static_cast<uint32_t>(a[kN + i])) * static_cast<uint32_t>(b[kN + i]);
        EXPECT_EQ(static_cast<uint32_t>(lo[kN + i]), static_cast<uint32_t>(q)) << i;
        EXPECT_EQ(static_cast<uint32_t>(hi[kN + i]), static_cast<uint32_t>(q >> 32)) << i;
    }
}

// The two destinations overlap: reported; the same call into disjoint ones (MullAll) is clean.
MEMAPI_OP(MullDestinationsOverlap)
{
    MEMAPI_MARK();
    Mull(As<int32_t>(o), As<int32_t>(o)[64], As<int32_t>(a), As<int32_t>(b), 128);
}
MEMAPI_OP(NegZeroCount)
{
    MEMAPI_MARK();
    Neg(As<float>(o), As<float>(a), 0);
}
TEST_F(NegPreluMullTest, Findings)
{
    ExpectIoFinding<MullDestinationsOverlap>("memcheck", "the two destinations overlap", __FILE__);
    ExpectIoFinding<NegZeroCount>("memcheck", "zero count", __FILE__);
}

} // namespace
