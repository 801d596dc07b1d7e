// MulAddDst, FusedMulAdd, MulAddRelu / FusedMulAddRelu (Memory矢量计算/复合计算/MulAddDst.md, FusedMulAdd.md,
// MulAddRelu.md), added by following sim/README.md's "Adding an API": count and mask forms of every
// listed type against float64 / integer references (operands k / 8, whose products and sums are exact
// in float, so the reference is the formula rounded once to T), the single rounding the chip's fused instruction gives
// (a case where rounding the product first would give 0), half src / float dst MulAddDst in Cast's mixed layout, the
// specials of 边界值汇总 表23, and findings. Names and classes: emulator/events/test_op_rows_issue27.cpp.
#include <limits>

#include "memapi_test_util.h"

using namespace memapi;

namespace {

class CompoundDstTest : public KernelTest {};

constexpr uint32_t kN = 256;

// The exact value x (it fits a float: k / 8 operands) rounded once to T.
template <class T>
double R(double x)
{
    return D(static_cast<T>(static_cast<float>(x)));
}

// Values k / 8 for k in [-64, 64): exact in half, bfloat16_t and float, as are their products and sums.
template <class T>
std::vector<T> Eighths(size_t n, uint32_t seed)
{
    std::vector<T> v(n);
    uint32_t s = seed * 2654435761u + 1;
    for (size_t i = 0; i < n; ++i) {
        s = s * 1664525u + 1013904223u;
        v[i] = static_cast<T>(static_cast<float>(static_cast<int>((s >> 8) % 128) - 64) / 8.0f);
    }
    return v;
}

// ---- count forms ---------------------------------------------------------------------------------------
// o: MulAddDst float (dst o), c: FusedMulAdd half and MulAddRelu float, b[2048..]: int64 forms.
MEMAPI_OP(DstCounts)
{
    MulAddDst(As<float>(o), As<float>(a), As<float>(b), static_cast<int32_t>(kN));
    MulAddDst(As<float>(o)[kN], As<half>(a)[1024], As<half>(b)[1024], static_cast<int32_t>(kN));
    FusedMulAdd(As<half>(c), As<half>(a)[1024], As<half>(b)[1024], static_cast<int32_t>(kN));
    FusedMulAdd(As<bfloat16_t>(c)[kN], As<bfloat16_t>(a)[1536], As<bfloat16_t>(b)[1536], static_cast<int32_t>(kN));
    MulAddRelu(As<float>(c)[kN], As<float>(a), As<float>(b), static_cast<int32_t>(kN));
    FusedMulAddRelu(As<half>(c)[1024], As<half>(a)[1024], As<half>(b)[1024], static_cast<int32_t>(kN));
    MulAddDst(As<int64_t>(o)[512], As<int64_t>(a)[512], As<int64_t>(b)[512], static_cast<int32_t>(128));
    FusedMulAdd(As<uint64_t>(o)[640], As<uint64_t>(a)[640], As<uint64_t>(b)[640], static_cast<int32_t>(128));
    MulAddRelu(As<int64_t>(c)[768], As<int64_t>(a)[768], As<int64_t>(b)[768], static_cast<int32_t>(128));
}
TEST_F(CompoundDstTest, CountForms)
{
    Io io;
    std::vector<float> af = Eighths<float>(kIoBytes / 4, 1), bf = Eighths<float>(kIoBytes / 4, 2);
    std::vector<float> of = Eighths<float>(kIoBytes / 4, 3), cf = Eighths<float>(kIoBytes / 4, 4);
    Io::Put(io.a, af);
    Io::Put(io.b, bf);
    Io::Put(io.o, of);
    Io::Put(io.c, cf);
    // half at element 1024 (bytes 2048..), bfloat16_t at 1536; 64-bit integers at bytes 4096...
    auto put16 = [](std::vector<uint8_t>& v, size_t at, const auto& x) {
        std::memcpy(v.data() + at * 2, x.data(), x.size() * 2);
    };
    put16(io.a, 1024, Eighths<half>(kN, 5));
    put16(io.b, 1024, Eighths<half>(kN, 6));
    put16(io.c, 0, Eighths<half>(kN, 7));
    put16(io.c, 1024, Eighths<half>(kN, 8));
    put16(io.a, 1536, Eighths<bfloat16_t>(kN, 9));
    put16(io.b, 1536, Eighths<bfloat16_t>(kN, 10));
    put16(io.c, kN, Eighths<bfloat16_t>(kN, 11));
    for (std::vector<uint8_t>* v : {&io.a, &io.b, &io.o, &io.c}) {
        auto w = Io::View<int64_t>(*v);
        const auto r = RandomVec<int64_t>(384, -1.0e12, 1.0e12, static_cast<uint32_t>(w.size() + (v - &io.a)));
        std::copy(r.begin(), r.end(), w.begin() + 512);
        Io::Put(*v, w);
    }
    const Io in = io;
    ExpectClean(RunIo<DstCounts>(io));
    const auto xf = Io::View<float>(in.a), yf = Io::View<float>(in.b), df = Io::View<float>(in.o);
    const auto dcf = Io::View<float>(in.c);
    const auto xh = Io::View<half>(in.a), yh = Io::View<half>(in.b), dch = Io::View<half>(in.c);
    const auto xb = Io::View<bfloat16_t>(in.a), yb = Io::View<bfloat16_t>(in.b), dcb = Io::View<bfloat16_t>(in.c);
    const auto rf = Io::View<float>(io.o), rcf = Io::View<float>(io.c);
    const auto rch = Io::View<half>(io.c);
    const auto rcb = Io::View<bfloat16_t>(io.c);
    for (uint32_t i = 0; i < kN; ++i) {
        EXPECT_EQ(D(rf[i]), D(xf[i]) * D(yf[i]) + D(df[i])) << i;                          // src0 * src1 + dst
        EXPECT_EQ(D(rf[kN + i]), D(xh[1024 + i]) * D(yh[1024 + i]) + D(df[kN + i])) << i;  // half in, float dst
        EXPECT_EQ(D(rch[i]), R<half>(D(xh[1024 + i]) * D(dch[i]) + D(yh[1024 + i]))) << i; // src0 * dst + src1
        EXPECT_EQ(D(rcb[kN + i]), R<bfloat16_t>(D(xb[1536 + i]) * D(dcb[kN + i]) + D(yb[1536 + i]))) << i;
        EXPECT_EQ(D(rcf[kN + i]), std::max(D(xf[i]) * D(dcf[kN + i]) + D(yf[i]), 0.0)) << i;
        EXPECT_EQ(D(rch[1024 + i]), std::max(R<half>(D(xh[1024 + i]) * D(dch[1024 + i]) + D(yh[1024 + i])), 0.0)) << i;
    }
    const auto xi = Io::View<int64_t>(in.a), yi = Io::View<int64_t>(in.b), di = Io::View<int64_t>(in.o);
    const auto dci = Io::View<int64_t>(in.c), ri = Io::View<int64_t>(io.o), rci = Io::View<int64_t>(io.c);
    const auto u = [](int64_t v) { return static_cast<uint64_t>(v); };
    for (uint32_t i = 0; i < 128; ++i) {
        const size_t j = 512 + i, k = 640 + i, l = 768 + i;
        EXPECT_EQ(u(ri[j]), u(xi[j]) * u(yi[j]) + u(di[j])) << i; // modulo 2^64
        EXPECT_EQ(u(ri[k]), u(xi[k]) * u(di[k]) + u(yi[k])) << i;
        EXPECT_EQ(rci[l], std::max<int64_t>(static_cast<int64_t>(u(xi[l]) * u(dci[l]) + u(yi[l])), 0)) << i;
    }
}

// One rounding: a = 1 + 2^-12 (float) or 1 + 2^-6 (half), a * a + -(1 + 2 * 2^-12): fused gives the tiny
// remainder, a product rounded first would give exactly 0.
MEMAPI_OP(OneRounding)
{
    MulAddDst(As<float>(o), As<float>(a), As<float>(a), static_cast<int32_t>(64));
    FusedMulAdd(As<half>(c), As<half>(b), As<half>(b)[128], static_cast<int32_t>(128));
}
TEST_F(CompoundDstTest, TheMultiplyAddRoundsOnce)
{
    Io io;
    const float af = 1.0f + std::ldexp(1.0f, -12);
    Io::Put(io.a, std::vector<float>(64, af));
    Io::Put(io.o, std::vector<float>(64, -(1.0f + std::ldexp(1.0f, -11))));
    std::vector<half> b(256, half(1.0f + std::ldexp(1.0f, -6)));
    for (int i = 128; i < 256; ++i) {
        b[i] = half(-(1.0f + std::ldexp(1.0f, -5)));
    }
    Io::Put(io.b, b);
    Io::Put(io.c, std::vector<half>(128, half(1.0f + std::ldexp(1.0f, -6))));
    ExpectClean(RunIo<OneRounding>(io));
    EXPECT_EQ(Io::View<float>(io.o)[0], std::ldexp(1.0f, -24));
    EXPECT_EQ(D(Io::View<half>(io.c)[0]), std::ldexp(1.0, -12));
}

// ---- mask forms ------------------------------------------------------------------------------------------
MEMAPI_OP(DstMasks)
{
    uint64_t bits[2] = {0xF0F0F0F0F0F0F0F0ull, 0x0F0F0F0F0F0F0F0Full};
    FusedMulAdd(As<half>(o), As<half>(a), As<half>(b), bits, 2, {1, 1, 2, 8, 8, 16});
    MulAddRelu(As<float>(c), As<float>(a)[1024], As<float>(b)[1024], static_cast<uint64_t>(40), 3, {1, 1, 1, 8, 8, 8});
    FusedMulAddRelu(As<half>(c)[1024], As<half>(a), As<half>(b), static_cast<uint64_t>(128), 1, {1, 1, 1, 8, 8, 8});
    MulAddDst(As<float>(o)[1024], As<float>(a)[1024], As<float>(b)[1024], static_cast<uint64_t>(64), 2,
              {1, 1, 1, 8, 8, 8});
    const uint64_t mixed[2] = {0x5555555555555555ull, 0};
    MulAddDst(As<float>(o)[1536], As<half>(a)[3072], As<half>(b)[3072], mixed, 3, {1, 1, 2, 8, 4, 8});
    FusedMulAdd(As<bfloat16_t>(c)[2048], As<bfloat16_t>(a)[1536], As<bfloat16_t>(b)[1536], static_cast<uint64_t>(128),
                1, {1, 1, 1, 8, 8, 8});
}
TEST_F(CompoundDstTest, MaskForms)
{
    Io io;
    // Bytes 0..4095 half (bf16 sources at 3072), 4096..6143 float (element 1024), 6144.. half (element
    // 3072); bf16 dst at c's byte 4096.
    auto fillHalf = [](std::vector<uint8_t>& v, size_t from, size_t n, uint32_t seed) {
        const auto h = Eighths<half>(n, seed);
        std::memcpy(v.data() + from * 2, h.data(), n * 2);
    };
    auto fillFloat = [](std::vector<uint8_t>& v, size_t from, size_t n, uint32_t seed) {
        const auto f = Eighths<float>(n, seed);
        std::memcpy(v.data() + from * 4, f.data(), n * 4);
    };
    fillHalf(io.a, 0, 2048, 1);
    fillHalf(io.b, 0, 2048, 2);
    fillHalf(io.o, 0, 2048, 3);
    fillHalf(io.c, 0, 2048, 4);
    fillFloat(io.a, 1024, 512, 5);
    fillFloat(io.b, 1024, 512, 6);
    fillFloat(io.o, 1024, 1024, 7);
    fillFloat(io.c, 0, 512, 8); // MulAddRelu's dst (c's first 2048 bytes, over the half fill)
    fillHalf(io.a, 3072, 1024, 9);
    fillHalf(io.b, 3072, 1024, 10);
    {
        const auto bf = Eighths<bfloat16_t>(128, 11);
        std::memcpy(io.a.data() + 3072, bf.data(), 256);
        const auto bg = Eighths<bfloat16_t>(128, 12);
        std::memcpy(io.b.data() + 3072, bg.data(), 256);
        const auto bd = Eighths<bfloat16_t>(128, 13);
        std::memcpy(io.c.data() + 4096, bd.data(), 256);
    }
    const Io in = io;
    ExpectClean(RunIo<DstMasks>(io));
    const auto xh = Io::View<half>(in.a), yh = Io::View<half>(in.b), oh0 = Io::View<half>(in.o);
    const auto oh = Io::View<half>(io.o);
    const uint64_t m[2] = {0xF0F0F0F0F0F0F0F0ull, 0x0F0F0F0F0F0F0F0Full};
    std::vector<double> want(2048);
    for (size_t i = 0; i < 2048; ++i) {
        want[i] = D(oh0[i]);
    }
    for (uint64_t r = 0; r < 2; ++r) {
        for (uint64_t k = 0; k < 128; ++k) {
            if (MaskBit(m, k)) {
                const size_t d = At<half>(k, r, 1, 8); // {dst 1/8, src0 1/8, src1 2/16}
                want[d] = R<half>(D(xh[At<half>(k, r, 1, 8)]) * D(oh0[d]) + D(yh[At<half>(k, r, 2, 16)]));
            }
        }
    }
    for (size_t i = 0; i < 1024; ++i) {
        ASSERT_EQ(D(oh[i]), want[i]) << i;
    }
    // MulAddRelu float, continuous mask 40 of 64, 3 repeats.
    const auto xf = Io::View<float>(in.a), yf = Io::View<float>(in.b), cf0 = Io::View<float>(in.c);
    const auto cf = Io::View<float>(io.c);
    for (size_t r = 0; r < 3; ++r) {
        for (size_t k = 0; k < 64; ++k) {
            const size_t i = r * 64 + k;
            const double w = k < 40 ? std::max(D(xf[1024 + i]) * D(cf0[i]) + D(yf[1024 + i]), 0.0) : D(cf0[i]);
            ASSERT_EQ(D(cf[i]), w) << i;
        }
    }
    // FusedMulAddRelu half, one full repeat into c[1024..]: c's initial half there is the half fill.
    const auto ch0 = Io::View<half>(in.c), ch = Io::View<half>(io.c);
    for (size_t k = 0; k < 128; ++k) {
        ASSERT_EQ(D(ch[1024 + k]), std::max(R<half>(D(xh[k]) * D(ch0[1024 + k]) + D(yh[k])), 0.0)) << k;
    }
    // MulAddDst float, two full repeats.
    const auto of0 = Io::View<float>(in.o), of = Io::View<float>(io.o);
    for (size_t i = 0; i < 128; ++i) {
        ASSERT_EQ(D(of[1024 + i]), D(xf[1024 + i]) * D(yf[1024 + i]) + D(of0[1024 + i])) << i;
    }
    // MulAddDst half -> float: 64 lanes per repeat, the half sources in their own block layout
    // (src0 repeat stride 4 blocks = 64 halves; src1 block stride 2, repeat stride 8).
    const uint64_t mm[2] = {0x5555555555555555ull, 0};
    std::vector<double> wantD(512);
    for (size_t i = 0; i < 512; ++i) {
        wantD[i] = D(of0[1536 + i]);
    }
    for (uint64_t r = 0; r < 3; ++r) {
        for (uint64_t k = 0; k < 64; ++k) {
            if (MaskBit(mm, k)) {
                const size_t d = At<float>(k, r, 1, 8);
                wantD[d] = D(xh[3072 + At<half>(k, r, 1, 4)]) * D(yh[3072 + At<half>(k, r, 2, 8)]) + wantD[d];
            }
        }
    }
    for (size_t i = 0; i < 512; ++i) {
        ASSERT_EQ(D(of[1536 + i]), wantD[i]) << i;
    }
    const auto xb = Io::View<bfloat16_t>(in.a), yb = Io::View<bfloat16_t>(in.b), cb0 = Io::View<bfloat16_t>(in.c);
    const auto cb = Io::View<bfloat16_t>(io.c);
    for (size_t k = 0; k < 128; ++k) {
        ASSERT_EQ(D(cb[2048 + k]), R<bfloat16_t>(D(xb[1536 + k]) * D(cb0[2048 + k]) + D(yb[1536 + k]))) << k;
    }
}

// 边界值汇总 表23 (MulAddRelu, half): saturated in the default mode, IEEE with CTRL[48] = 1.
MEMAPI_OP(MulAddReluSpecials)
{
    MulAddRelu(As<half>(o), As<half>(a), As<half>(b), 16);
    const int64_t saved = GetCtrlSpr<48, 48>();
    SetCtrlSpr<48, 48>(1);
    MulAddRelu(As<half>(c), As<half>(a), As<half>(b), 16);
    SetCtrlSpr<48, 48>(saved);
}
TEST_F(CompoundDstTest, MulAddReluSpecialsInBothModes)
{
    Io io;
    const float inf = INFINITY;
    // src0, dst, src1 per lane: inf * 1 + 0; 0 * inf + 1 (NaN); 65504 * 2 + 0 (overflow); -1 * 5 + 1; nan.
    const std::vector<half> s0 = {half(inf), half(0.0f), half(65504.0f), half(-1.0f), half(NAN)};
    const std::vector<half> d = {half(1.0f), half(inf), half(2.0f), half(5.0f), half(1.0f)};
    const std::vector<half> s1 = {half(0.0f), half(1.0f), half(0.0f), half(1.0f), half(1.0f)};
    Io::Put(io.a, s0);
    Io::Put(io.b, s1);
    Io::Put(io.o, d);
    Io::Put(io.c, d);
    ExpectClean(RunIo<MulAddReluSpecials>(io));
    const auto sat = Io::View<half>(io.o), ieee = Io::View<half>(io.c);
    EXPECT_EQ(D(sat[0]), 65504.0);
    EXPECT_EQ(D(ieee[0]), D(half(inf)));
    EXPECT_EQ(Bits(sat[1]), 0u);
    EXPECT_TRUE(std::isnan(D(ieee[1])));
    EXPECT_EQ(D(sat[2]), 65504.0);
    EXPECT_EQ(D(ieee[2]), D(half(inf)));
    EXPECT_EQ(Bits(sat[3]), 0u);
    EXPECT_EQ(Bits(ieee[3]), 0u);
    EXPECT_EQ(Bits(sat[4]), 0u);
    EXPECT_TRUE(std::isnan(D(ieee[4])));
}

// ---- findings --------------------------------------------------------------------------------------------
// MulAddDst.md: half sources and a float dst may not overlap at all (here the mask form).
MEMAPI_OP(MulAddDstMixedOverlap)
{
    MEMAPI_MARK();
    MulAddDst(As<float>(o), As<half>(o)[64], As<half>(a), static_cast<uint64_t>(64), 2, {1, 1, 1, 8, 4, 4});
}
MEMAPI_OP(FusedMulAddZeroRepeat)
{
    MEMAPI_MARK();
    FusedMulAdd(As<float>(o), As<float>(a), As<float>(b), static_cast<uint64_t>(64), 0, {1, 1, 1, 8, 8, 8});
}
TEST_F(CompoundDstTest, Findings)
{
    ExpectIoFinding<MulAddDstMixedOverlap>("memcheck", "may not overlap at all", __FILE__);
    ExpectIoFinding<FusedMulAddZeroRepeat>("memcheck", "repeatTime", __FILE__);
}

} // namespace
