// SubRelu, AbsSub / FusedAbsSub, ExpSub / FusedExpSub (Memory矢量计算/复合计算/SubRelu.md, AbsSub(ISASI).md,
// ExpSub(ISASI).md), added by following sim/README.md's "Adding an API": every listed type against
// integer / float64 references (the difference rounded to T first, as the chip runs Sub then Maxs /
// Abs / Exp), the page's example, SubRelu's mask form, the specials of 边界值汇总 表25 in both CTRL modes,
// ExpSub within Exp's 1 ulp, and findings. Names and classes: emulator/events/test_op_rows_issue27.cpp.
#include <limits>

#include "memapi_test_util.h"

using namespace memapi;

namespace {

class CompoundSubTest : public KernelTest {};

constexpr uint32_t kN = 256;

// The float64 value rounded once to T.
template <class T>
double InT(double x)
{
    if constexpr (std::is_integral_v<T>) {
        return x;
    } else {
        return D(static_cast<T>(static_cast<float>(x))); // exact differences: one rounding
    }
}

// ---- SubRelu --------------------------------------------------------------------------------------------
MEMAPI_OP(SubReluCounts)
{
    SubRelu(As<float>(o), As<float>(a), As<float>(b), static_cast<int32_t>(kN));
    SubRelu(As<half>(o)[1024], As<half>(a)[1024], As<half>(b)[1024], static_cast<int32_t>(kN));
    SubRelu(As<int16_t>(o)[1536], As<int16_t>(a)[1536], As<int16_t>(b)[1536], static_cast<int32_t>(kN));
    SubRelu(As<int64_t>(c), As<int64_t>(a)[512], As<int64_t>(b)[512], static_cast<int32_t>(kN));
    SubRelu(As<uint64_t>(c)[256], As<uint64_t>(a)[768], As<uint64_t>(b)[768], static_cast<int32_t>(kN));
}
TEST_F(CompoundSubTest, SubReluCountForms)
{
    Io io;
    std::vector<float> af(kIoBytes / 4), bf(kIoBytes / 4);
    const auto ra = RandomVec<float>(kN, -100, 100, 1), rb = RandomVec<float>(kN, -100, 100, 2);
    std::copy(ra.begin(), ra.end(), af.begin());
    std::copy(rb.begin(), rb.end(), bf.begin());
    Io::Put(io.a, af);
    Io::Put(io.b, bf);
    auto ah = Io::View<half>(io.a), bh = Io::View<half>(io.b);
    const auto rha = RandomVec<half>(kN, -100, 100, 3), rhb = RandomVec<half>(kN, -100, 100, 4);
    std::copy(rha.begin(), rha.end(), ah.begin() + 1024);
    std::copy(rhb.begin(), rhb.end(), bh.begin() + 1024);
    Io::Put(io.a, ah);
    Io::Put(io.b, bh);
    auto ai = Io::View<int16_t>(io.a), bi = Io::View<int16_t>(io.b);
    for (uint32_t i = 0; i < kN; ++i) {
        ai[1536 + i] = static_cast<int16_t>(i % 3 == 0 ? -30000 : static_cast<int>(i * 37) - 4000);
        bi[1536 + i] = static_cast<int16_t>(i % 3 == 0 ? 10000 : 500); // -30000 - 10000 wraps positive
    }
    Io::Put(io.a, ai);
    Io::Put(io.b, bi);
    auto a64 = Io::View<int64_t>(io.a), b64 = Io::View<int64_t>(io.b);
    const auto r64a = RandomVec<int64_t>(2 * kN, -1.0e15, 1.0e15, 5),
               r64b = RandomVec<int64_t>(2 * kN, -1.0e15, 1.0e15, 6);
    std::copy(r64a.begin(), r64a.end(), a64.begin() + 512);
    std::copy(r64b.begin(), r64b.end(), b64.begin() + 512);
    a64[512] = std::numeric_limits<int64_t>::min();
    b64[512] = 1; // wraps to INT64_MAX
    Io::Put(io.a, a64);
    Io::Put(io.b, b64);
    const Io in = io;
    ExpectClean(RunIo<SubReluCounts>(io));
    const auto of = Io::View<float>(io.o);
    const auto oh = Io::View<half>(io.o);
    const auto oi = Io::View<int16_t>(io.o);
    const auto c64 = Io::View<int64_t>(io.c);
    const auto cu = Io::View<uint64_t>(io.c), au = Io::View<uint64_t>(in.a), bu = Io::View<uint64_t>(in.b);
    const auto xh = Io::View<half>(in.a), yh = Io::View<half>(in.b);
    for (uint32_t i = 0; i < kN; ++i) {
        EXPECT_EQ(D(of[i]), std::max(InT<float>(D(af[i]) - D(bf[i])), 0.0)) << i;
        EXPECT_EQ(D(oh[1024 + i]), std::max(InT<half>(D(xh[1024 + i]) - D(yh[1024 + i])), 0.0)) << i;
        const auto s16 = static_cast<int16_t>(static_cast<uint16_t>(ai[1536 + i]) -
                                              static_cast<uint16_t>(bi[1536 + i]));
        EXPECT_EQ(oi[1536 + i], std::max<int16_t>(s16, 0)) << i;
        const auto s64 = static_cast<int64_t>(static_cast<uint64_t>(a64[512 + i]) -
                                              static_cast<uint64_t>(b64[512 + i]));
        EXPECT_EQ(c64[i], std::max<int64_t>(s64, 0)) << i;
        EXPECT_EQ(cu[256 + i], au[768 + i] - bu[768 + i]) << i; // unsigned: the max is the identity
    }
    EXPECT_EQ(c64[0], std::numeric_limits<int64_t>::max());
}

// The page's example (src0 = 1..512, src1 = 0, 1, 4, ...) on the mask forms, continuous and bit-wise:
// dst = [1 1 0 ... 0]-shaped; strided float mask form.
MEMAPI_OP(SubReluMasks)
{
    SubRelu(As<half>(o), As<half>(a), As<half>(b), static_cast<uint64_t>(128), 4, {1, 1, 1, 8, 8, 8});
    uint64_t bits[2] = {0x00FF00FF00FF00FFull, 0};
    SubRelu(As<float>(c), As<float>(a)[1024], As<float>(b)[1024], bits, 2, {1, 2, 1, 8, 16, 8});
}
TEST_F(CompoundSubTest, SubReluMaskForms)
{
    Io io;
    std::vector<half> a(512), b(512);
    for (int i = 0; i < 512; ++i) {
        a[i] = half(static_cast<float>(i + 1));
        b[i] = half(static_cast<float>(i % 3 == 2 ? i + 2 : i)); // the example's 0, 1, 4, ...
    }
    Io::Put(io.a, a);
    Io::Put(io.b, b);
    auto af = Io::View<float>(io.a), bf = Io::View<float>(io.b);
    const auto ra = RandomVec<float>(1024, -10, 10, 7), rb = RandomVec<float>(1024, -10, 10, 8);
    std::copy(ra.begin(), ra.end(), af.begin() + 1024);
    std::copy(rb.begin(), rb.end(), bf.begin() + 1024);
    Io::Put(io.a, af);
    Io::Put(io.b, bf);
    ExpectClean(RunIo<SubReluMasks>(io));
    const auto oh = Io::View<half>(io.o);
    EXPECT_EQ(D(oh[0]), 1.0);
    EXPECT_EQ(D(oh[1]), 1.0);
    EXPECT_EQ(D(oh[2]), 0.0);
    for (int i = 0; i < 512; ++i) {
        EXPECT_EQ(D(oh[i]), i % 3 == 2 ? 0.0 : 1.0) << i;
    }
    const auto cf = Io::View<float>(io.c);
    const uint64_t m[2] = {0x00FF00FF00FF00FFull, 0};
    std::vector<double> want(cf.size(), 0.0); // c starts as zeros
    for (uint64_t r = 0; r < 2; ++r) {
        for (uint64_t k = 0; k < 64; ++k) {
            if (MaskBit(m, k)) {
                const double d = D(af[1024 + At<float>(k, r, 2, 16)]) - D(bf[1024 + At<float>(k, r, 1, 8)]);
                want[At<float>(k, r, 1, 8)] = std::max(InT<float>(d), 0.0);
            }
        }
    }
    for (size_t i = 0; i < 256; ++i) {
        EXPECT_EQ(D(cf[i]), want[i]) << i;
    }
}

// 边界值汇总 表25 on half, in the default (saturating) mode and in the INF/NaN mode (CTRL[48] = 1).
MEMAPI_OP(SubReluSpecials)
{
    SubRelu(As<half>(o), As<half>(a), As<half>(b), 16);
    const int64_t saved = GetCtrlSpr<48, 48>();
    SetCtrlSpr<48, 48>(1);
    SubRelu(As<half>(c), As<half>(a), As<half>(b), 16);
    SetCtrlSpr<48, 48>(saved);
}
TEST_F(CompoundSubTest, SubReluSpecialsInBothModes)
{
    Io io;
    const float inf = INFINITY;
    Io::Put(io.a, std::vector<half>{half(inf), half(-inf), half(0.0f), half(-0.0f), half(NAN), half(inf),
                                    half(65504.0f), half(-65504.0f)});
    Io::Put(io.b, std::vector<half>{half(-inf), half(1.0f), half(-0.0f), half(0.0f), half(1.0f), half(inf),
                                    half(-65504.0f), half(65504.0f)});
    ExpectClean(RunIo<SubReluSpecials>(io));
    const auto sat = Io::View<half>(io.o), ieee = Io::View<half>(io.c);
    // inf - (-inf) = inf: MAX saturated, inf kept.
    EXPECT_EQ(D(sat[0]), 65504.0);
    EXPECT_EQ(D(ieee[0]), D(half(inf)));
    // -inf - 1 -> relu +0 in both; +0 - -0 = +0; -0 - +0 = -0 -> relu +0.
    for (int i : {1, 2, 3}) {
        EXPECT_EQ(Bits(sat[i]), 0u) << i;
        EXPECT_EQ(Bits(ieee[i]), 0u) << i;
    }
    // NaN and inf - inf: +0 saturated, NaN kept.
    for (int i : {4, 5}) {
        EXPECT_EQ(Bits(sat[i]), 0u) << i;
        EXPECT_TRUE(std::isnan(D(ieee[i]))) << i;
    }
    // MAX - MIN overflows: MAX / inf; MIN - MAX: +0.
    EXPECT_EQ(D(sat[6]), 65504.0);
    EXPECT_EQ(D(ieee[6]), D(half(inf)));
    EXPECT_EQ(Bits(sat[7]), 0u);
}

// ---- AbsSub, ExpSub -------------------------------------------------------------------------------------
MEMAPI_OP(AbsExpSub)
{
    AbsSub(As<float>(o), As<float>(a), As<float>(b), kN);
    FusedAbsSub(As<half>(o)[1024], As<half>(a)[1024], As<half>(b)[1024], kN);
    ExpSub(As<float>(c), As<float>(a), As<float>(b), kN);
    FusedExpSub(As<float>(c)[kN], As<half>(a)[1024], As<half>(b)[1024], kN);
}
// Within Exp's 1 ulp of e^d (d the float difference): got is want's float neighbour on either side.
bool WithinOneUlp(float got, double want)
{
    const auto lo = static_cast<float>(want);
    return got == lo || got == std::nextafter(lo, INFINITY) || got == std::nextafter(lo, -INFINITY);
}
TEST_F(CompoundSubTest, AbsSubAndExpSub)
{
    Io io;
    std::vector<float> af(kIoBytes / 4), bf(kIoBytes / 4);
    const auto ra = RandomVec<float>(kN, -20, 20, 9), rb = RandomVec<float>(kN, -20, 20, 10);
    std::copy(ra.begin(), ra.end(), af.begin());
    std::copy(rb.begin(), rb.end(), bf.begin());
    af[0] = INFINITY; // |inf - 1| = inf; e^inf = inf
    bf[0] = 1.0f;
    af[1] = 1.0f; // e^(1 - inf) = 0
    bf[1] = INFINITY;
    af[2] = NAN;
    Io::Put(io.a, af);
    Io::Put(io.b, bf);
    auto ah = Io::View<half>(io.a), bh = Io::View<half>(io.b);
    const auto rha = RandomVec<half>(kN, -8, 8, 11), rhb = RandomVec<half>(kN, -8, 8, 12);
    std::copy(rha.begin(), rha.end(), ah.begin() + 1024);
    std::copy(rhb.begin(), rhb.end(), bh.begin() + 1024);
    ah[1024] = half(65504.0f); // |MAX - (-MAX)| overflows: saturated to MAX in the default mode
    bh[1024] = half(-65504.0f);
    Io::Put(io.a, ah);
    Io::Put(io.b, bh);
    const Io in = io;
    ExpectClean(RunIo<AbsExpSub>(io));
    const auto of = Io::View<float>(io.o), cf = Io::View<float>(io.c);
    const auto oh = Io::View<half>(io.o);
    const auto xh = Io::View<half>(in.a), yh = Io::View<half>(in.b);
    for (uint32_t i = 3; i < kN; ++i) {
        const float d = static_cast<float>(D(af[i]) - D(bf[i])); // the rounded difference
        EXPECT_EQ(D(of[i]), std::fabs(D(d))) << i;
        EXPECT_TRUE(WithinOneUlp(cf[i], std::exp(D(d)))) << i << ": " << cf[i] << " vs " << std::exp(D(d));
    }
    for (uint32_t i = 1; i < kN; ++i) {
        const double dh = D(xh[1024 + i]) - D(yh[1024 + i]); // exact in float
        EXPECT_EQ(D(oh[1024 + i]), std::fabs(InT<half>(dh))) << i;
        EXPECT_TRUE(WithinOneUlp(cf[kN + i], std::exp(dh))) << i; // half sources: float difference
    }
    EXPECT_EQ(of[0], INFINITY);
    EXPECT_EQ(cf[0], INFINITY);
    EXPECT_EQ(Bits(cf[1]), 0u);
    EXPECT_TRUE(std::isnan(of[2]));
    EXPECT_TRUE(std::isnan(cf[2]));
    EXPECT_EQ(D(oh[1024]), 65504.0);
    // ExpSub of half sources is not clipped to half: e^(65504 - (-65504)) is float inf.
    EXPECT_EQ(cf[kN], INFINITY);
}

// A half source and the float destination overlapping partly: reported.
MEMAPI_OP(ExpSubOverlap)
{
    MEMAPI_MARK();
    ExpSub(As<float>(o), As<half>(o)[64], As<half>(a), 128);
}
MEMAPI_OP(SubReluMisaligned)
{
    MEMAPI_MARK();
    SubRelu(As<float>(o)[4], As<float>(a), As<float>(b), static_cast<uint64_t>(64), 1, {1, 1, 1, 8, 8, 8});
}
TEST_F(CompoundSubTest, Findings)
{
    ExpectIoFinding<ExpSubOverlap>("memcheck", "overlap", __FILE__);
    ExpectIoFinding<SubReluMisaligned>("memcheck", "not 32-byte aligned", __FILE__);
}

} // namespace
