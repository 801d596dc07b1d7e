// Memory vector API, AddRelu (复合计算/AddRelu.md), Axpy (复合计算/Axpy.md), LeakyRelu
// (基础算术/LeakyRelu.md): count and mask forms against double references built from the pages'
// formulas (dst = max(src0 + src1, 0); dst = scalar * src + dst; dst = src >= 0 ? src : scalar * src),
// including the shapes of element_wise_compound_compute.asc / element_wise_arithmetic.asc, the half
// src / float dst Axpy (Cast's mixed-width layout in the mask forms), and sanitizer findings.
#include "memapi_test_util.h"

using namespace memapi;

namespace {

class CompoundApiTest : public KernelTest {};

template <class T>
void ExpectClose(const std::vector<T>& got, const std::vector<double>& want, double rel, size_t from = 0,
                 size_t to = SIZE_MAX)
{
    to = std::min(to, got.size());
    for (size_t i = from; i < to; ++i) {
        ASSERT_NEAR(D(got[i]), want[i], rel * std::max(1.0, std::fabs(want[i]))) << "element " << i;
    }
}
template <class T>
std::vector<double> AsDouble(const std::vector<T>& v)
{
    std::vector<double> out(v.size());
    for (size_t i = 0; i < v.size(); ++i) {
        out[i] = D(v[i]);
    }
    return out;
}

// ---- AddRelu ----------------------------------------------------------------------------------------------
// The example's count form on half; int16_t wraps before the max; float mask form, strided.
MEMAPI_OP(AddReluForms)
{
    AddRelu<half>(As<half>(o), As<half>(a), As<half>(b), 512);
    AddRelu(As<int16_t>(c), As<int16_t>(a)[2048], As<int16_t>(b)[2048], 256);
    uint64_t bits[2] = {0xFFFFFFFF00000000ull, 0};
    AddRelu(As<float>(c)[1024], As<float>(a)[1024], As<float>(b)[1024], bits, 2, {1, 2, 1, 8, 16, 8});
}
TEST_F(CompoundApiTest, AddRelu)
{
    Io io;
    const auto ah = RandomVec<half>(kIoBytes / 2, -8, 8, 1), bh = RandomVec<half>(kIoBytes / 2, -8, 8, 2);
    Io::Put(io.a, ah);
    Io::Put(io.b, bh);
    auto ai = Io::View<int16_t>(io.a), bi = Io::View<int16_t>(io.b);
    for (size_t i = 2048; i < 2304; ++i) {
        ai[i] = static_cast<int16_t>(i % 3 == 0 ? 30000 : -(int)(i % 1000));
        bi[i] = static_cast<int16_t>(i % 3 == 0 ? 10000 : 500);
    }
    Io::Put(io.a, ai);
    Io::Put(io.b, bi);
    const auto af = Io::View<float>(io.a), bf = Io::View<float>(io.b);
    auto wantF = AsDouble(Io::View<float>(io.c));
    ASSERT_TRUE(RunIo<AddReluForms>(io).ok);
    const auto oh = Io::View<half>(io.o);
    for (size_t i = 0; i < 512; ++i) {
        const double sum = static_cast<float>(half(static_cast<float>(D(ah[i]) + D(bh[i])))); // rounded sum
        ASSERT_EQ(D(oh[i]), std::max(sum, 0.0)) << i;
    }
    const auto ci = Io::View<int16_t>(io.c);
    for (size_t i = 0; i < 256; ++i) {
        const int16_t s = static_cast<int16_t>(static_cast<uint16_t>(ai[2048 + i]) +
                                               static_cast<uint16_t>(bi[2048 + i]));
        ASSERT_EQ(ci[i], std::max<int16_t>(s, 0)) << i; // 30000 + 10000 wraps negative -> 0
    }
    const uint64_t m[2] = {0xFFFFFFFF00000000ull, 0};
    for (uint64_t r = 0; r < 2; ++r) {
        for (uint64_t k = 0; k < 64; ++k) {
            if (MaskBit(m, k)) {
                const double sum = static_cast<float>(D(af[1024 + At<float>(k, r, 2, 16)]) +
                                                      D(bf[1024 + At<float>(k, r, 1, 8)]));
                wantF[1024 + At<float>(k, r, 1, 8)] = std::max(sum, 0.0);
            }
        }
    }
    ExpectClose(Io::View<float>(io.c), wantF, 0.0, 1024, 2048);
}

// ---- Axpy ---------------------------------------------------------------------------------------------------
// The example: dst = src1 copied, then Axpy<half, half>(dst, src0, 2.0, n). Also float mask form,
// half src -> float dst (count and mask), bfloat16_t count.
MEMAPI_OP(AxpyForms)
{
    Axpy<half, half>(As<half>(o), As<half>(a), half(2.0f), 512);
    Axpy(As<float>(c), As<float>(a)[1024], 0.75f, static_cast<uint64_t>(50), 2, {2, 1, 16, 8});
    Axpy(As<float>(o)[1024], As<half>(b), half(-1.5f), 200);
    uint64_t bits[2] = {0x5555555555555555ull, 0};
    Axpy(As<float>(c)[1024], As<half>(b)[1024], half(0.5f), bits, 3, {1, 2, 8, 8});
    Axpy(As<bfloat16_t>(b)[3072], As<bfloat16_t>(a)[3072], bfloat16_t(3.0f), 64);
}
TEST_F(CompoundApiTest, Axpy)
{
    Io io;
    Io::Put(io.a, RandomVec<half>(kIoBytes / 2, -4, 4, 3));
    Io::Put(io.o, RandomVec<half>(kIoBytes / 2, -4, 4, 4));
    auto a = io.a;
    auto bvals = RandomVec<half>(kIoBytes / 2, -4, 4, 5);
    Io::Put(io.b, bvals);
    auto cvals = RandomVec<float>(kIoBytes / 4, -4, 4, 6);
    Io::Put(io.c, cvals);
    auto ovals = Io::View<float>(io.o); // the float view of o's upper half (Axpy half -> float count form)
    for (size_t i = 1024; i < 2048; ++i) {
        ovals[i] = static_cast<float>(static_cast<int>(i % 17) - 8) * 0.25f;
    }
    Io::Put(io.o, ovals);
    auto abf = Io::View<bfloat16_t>(io.a);
    auto bbf = Io::View<bfloat16_t>(io.b);
    for (size_t i = 3072; i < 3136; ++i) {
        abf[i] = bfloat16_t(static_cast<float>(static_cast<int>(i % 11) - 5) * 0.375f);
        bbf[i] = bfloat16_t(static_cast<float>(static_cast<int>(i % 7) - 3) * 1.25f);
    }
    Io::Put(io.a, abf);
    Io::Put(io.b, bbf);
    const auto ah = Io::View<half>(io.a), oh0 = Io::View<half>(io.o), bh = Io::View<half>(io.b);
    const auto af = Io::View<float>(io.a), cf0 = Io::View<float>(io.c), of0 = Io::View<float>(io.o);
    ASSERT_TRUE(RunIo<AxpyForms>(io).ok);
    // half: one rounding of 2 * src + dst (exact in double for these magnitudes)
    const auto oh = Io::View<half>(io.o);
    for (size_t i = 0; i < 512; ++i) {
        const double want = static_cast<float>(half(static_cast<float>(2.0 * D(ah[i]) + D(oh0[i]))));
        ASSERT_EQ(D(oh[i]), want) << i;
    }
    auto wantC = AsDouble(cf0);
    for (uint64_t r = 0; r < 2; ++r) {
        for (uint64_t k = 0; k < 50; ++k) {
            const size_t d = At<float>(k, r, 2, 16);
            wantC[d] = static_cast<float>(0.75 * D(af[1024 + At<float>(k, r, 1, 8)]) + cf0[d]);
        }
    }
    // half -> float mask form: 64 elements per repeat, the half source in its first 4 blocks (2 apart)
    const uint64_t m[2] = {0x5555555555555555ull, 0};
    for (uint64_t r = 0; r < 3; ++r) {
        for (uint64_t k = 0; k < 64; ++k) {
            if (MaskBit(m, k)) {
                const size_t d = 1024 + At<float>(k, r, 1, 8);
                wantC[d] = static_cast<float>(static_cast<float>(0.5 * D(bh[1024 + At<half>(k, r, 2, 8)])) + cf0[d]);
            }
        }
    }
    ExpectClose(Io::View<float>(io.c), wantC, 1.2e-7);
    const auto of = Io::View<float>(io.o);
    for (size_t i = 0; i < 200; ++i) {
        const double want = static_cast<float>(static_cast<float>(-1.5 * D(bh[i])) + of0[1024 + i]);
        ASSERT_NEAR(D(of[1024 + i]), want, 1.2e-7 * std::max(1.0, std::fabs(want))) << i;
    }
    const auto bout = Io::View<bfloat16_t>(io.b);
    for (size_t i = 3072; i < 3136; ++i) {
        const float p = static_cast<float>(bfloat16_t(static_cast<float>(3.0 * D(abf[i]))));
        const double want = static_cast<float>(bfloat16_t(p + static_cast<float>(bbf[i])));
        ASSERT_EQ(D(bout[i]), want) << i;
    }
}

// ---- LeakyRelu ----------------------------------------------------------------------------------------------
// element_wise_arithmetic.asc: LeakyRelu(dst, src, half(0.01), mask = 128, 4, {1, 1, 8, 8}).
MEMAPI_OP(LeakyForms)
{
    const half s = 0.01;
    LeakyRelu(As<half>(o), As<half>(a), s, static_cast<uint32_t>(128), 4, {1, 1, 8, 8});
    LeakyRelu(As<float>(c), As<float>(b), 0.2f, 300);
    uint64_t bits[2] = {0x00000000FFFFFFFFull, 0xFFFFFFFF00000000ull};
    LeakyRelu<half, half>(As<half>(o)[2048], As<half>(a)[1024], half(-3.0f), bits, 2, {1, 1, 8, 8});
}
TEST_F(CompoundApiTest, LeakyRelu)
{
    Io io;
    Io::Put(io.a, RandomVec<half>(kIoBytes / 2, -10, 10, 7));
    Io::Put(io.b, RandomVec<float>(kIoBytes / 4, -10, 10, 8));
    const auto ah = Io::View<half>(io.a);
    const auto bf = Io::View<float>(io.b);
    auto wantO = AsDouble(Io::View<half>(io.o));
    ASSERT_TRUE(RunIo<LeakyForms>(io).ok);
    const double s = static_cast<float>(half(0.01f));
    for (size_t i = 0; i < 512; ++i) {
        const double x = D(ah[i]);
        wantO[i] = x >= 0 ? x : static_cast<float>(half(static_cast<float>(x * s)));
    }
    const uint64_t m[2] = {0x00000000FFFFFFFFull, 0xFFFFFFFF00000000ull};
    for (size_t r = 0; r < 2; ++r) {
        for (size_t k = 0; k < 128; ++k) {
            if (MaskBit(m, k)) {
                const double x = D(ah[1024 + r * 128 + k]);
                wantO[2048 + r * 128 + k] = x >= 0 ? x : static_cast<float>(half(static_cast<float>(x * -3.0)));
            }
        }
    }
    ExpectClose(Io::View<half>(io.o), wantO, 0.0);
    const auto cf = Io::View<float>(io.c);
    for (size_t i = 0; i < 300; ++i) {
        const double x = bf[i];
        const double want = x >= 0 ? x : static_cast<float>(x * static_cast<double>(0.2f));
        ASSERT_NEAR(cf[i], want, 1.2e-7 * std::max(1.0, std::fabs(want))) << i;
    }
    EXPECT_EQ(Bits(cf[300]), 0u); // c started as zeros; nothing beyond count written
}

// ---- findings -------------------------------------------------------------------------------------------------
// Axpy.md: a half src and a float dst may not overlap.
MEMAPI_OP(AxpyMixedOverlap)
{
    MEMAPI_MARK();
    Axpy(As<float>(o), As<half>(o)[64], half(1.0f), 128);
}
MEMAPI_OP(LeakyMisaligned)
{
    MEMAPI_MARK();
    LeakyRelu(As<float>(o)[4], As<float>(a), 0.1f, static_cast<uint64_t>(64), 1, {1, 1, 8, 8});
}
MEMAPI_OP(AddReluOutOfBuffer)
{
    MEMAPI_MARK();
    AddRelu(As<float>(o)[1024], As<float>(a), As<float>(b), 2048);
}
TEST_F(CompoundApiTest, Findings)
{
    ExpectIoFinding<AxpyMixedOverlap>("memcheck", "overlap", __FILE__);
    ExpectIoFinding<LeakyMisaligned>("memcheck", "not 32-byte aligned", __FILE__);
    ExpectIoFinding<AddReluOutOfBuffer>("memcheck", "runs outside the LocalTensor's buffer", __FILE__);
}

} // namespace
