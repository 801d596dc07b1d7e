// Memory vector API: Brcb and CreateVecIndex (数据填充/Brcb.md, CreateVecIndex.md), Copy
// (数据搬运/Copy（UBToUB连续数据搬运）.md, Copy（UBToUB掩码式高维数据搬运）.md) and Interleave /
// DeInterleave (数据重排（ISASI）/). References are plain index loops from the pages' pseudo code and
// figures; the shapes of brcb.asc, create_vec_index.asc, copy_ub2ub/copy.asc (all three scenarios,
// Counter mode included) and interleave_pair.asc are among the cases.
#include "memapi_test_util.h"

using namespace memapi;

namespace {

class FillCopyApiTest : public KernelTest {};

// ---- Brcb -----------------------------------------------------------------------------------------------
// brcb.asc: 16 uint16_t, repeat 2, {dstBlkStride 1, dstRepStride 8} -> 256 elements; a float case with
// gaps ({2, 16}); int64_t (1 repeat).
MEMAPI_OP(BrcbForms)
{
    Brcb(As<uint16_t>(o), As<uint16_t>(a), 2, {1, 8});
    Brcb(As<float>(c), As<float>(b), 2, {2, 16});
    Brcb(As<int64_t>(o)[512], As<int64_t>(a)[64], 1, {1, 8});
}
TEST_F(FillCopyApiTest, Brcb)
{
    Io io;
    io.a = RandomVec<uint8_t>(kIoBytes, 0, 255, 1);
    Io::Put(io.b, RandomVec<float>(kIoBytes / 4, -5, 5, 2));
    const auto a16 = Io::View<uint16_t>(io.a);
    const auto a64 = Io::View<int64_t>(io.a);
    const auto bf = Io::View<float>(io.b);
    auto want16 = Io::View<uint16_t>(io.o);
    auto wantF = Io::View<float>(io.c);
    auto want64 = Io::View<int64_t>(io.o);
    ASSERT_TRUE(RunIo<BrcbForms>(io).ok);
    // the page's pseudo code: dst[(32 i repStride + 32 j blkStride) / size : +32 / size] = src[8 i + j]
    for (int i = 0; i < 2; ++i) {
        for (int j = 0; j < 8; ++j) {
            for (int e = 0; e < 16; ++e) {
                want16[(32 * i * 8 + 32 * j * 1) / 2 + e] = a16[i * 8 + j];
            }
            for (int e = 0; e < 8; ++e) {
                wantF[(32 * i * 16 + 32 * j * 2) / 4 + e] = bf[i * 8 + j];
            }
        }
    }
    for (int j = 0; j < 8; ++j) {
        for (int e = 0; e < 4; ++e) {
            want64[512 + j * 4 + e] = a64[64 + j];
        }
    }
    const auto got16 = Io::View<uint16_t>(io.o);
    for (size_t i = 0; i < 2048; ++i) { // the uint16_t part of o (bytes [0, 4096))
        ASSERT_EQ(got16[i], want16[i]) << i;
    }
    EXPECT_EQ(Io::View<float>(io.c), wantF);
    const auto got64 = Io::View<int64_t>(io.o);
    for (size_t i = 512; i < 1024; ++i) {
        ASSERT_EQ(got64[i], want64[i]) << i;
    }
}

// ---- CreateVecIndex --------------------------------------------------------------------------------------
// create_vec_index.asc: int16_t from 0, 128 elements; half from 1000 over 2048 elements (past 2048 the
// half sequence rounds: each VL adds 128 in half arithmetic); float mask form with strides.
MEMAPI_OP(VciForms)
{
    CreateVecIndex(As<int16_t>(o), static_cast<int16_t>(0), 128);
    CreateVecIndex(As<half>(o)[1024], half(1000.0f), 1536);
    LocalTensor<float> cf = As<float>(c);
    CreateVecIndex(cf, -7.5f, static_cast<uint64_t>(40), 3, 2, 16);
    uint64_t bits[2] = {0x8000000000000001ull, 0x1ull};
    LocalTensor<int16_t> bi = As<int16_t>(b);
    CreateVecIndex(bi, static_cast<int16_t>(100), bits, 2, 1, 8);
}
TEST_F(FillCopyApiTest, CreateVecIndex)
{
    Io io;
    auto wantO = Io::View<half>(io.o);
    auto wantC = Io::View<float>(io.c);
    auto wantB = Io::View<int16_t>(io.b);
    ASSERT_TRUE(RunIo<VciForms>(io).ok);
    const auto oi = Io::View<int16_t>(io.o);
    for (int i = 0; i < 128; ++i) {
        ASSERT_EQ(oi[i], i) << i;
    }
    const auto oh = Io::View<half>(io.o);
    // Arange then + 128 per VL, each addition rounded to half.
    for (int k = 0; k < 128; ++k) {
        double v = static_cast<float>(half(static_cast<float>(1000 + k)));
        for (int r = 0; r < 12; ++r) {
            ASSERT_EQ(D(oh[1024 + r * 128 + k]), v) << r << "," << k;
            v = static_cast<float>(half(static_cast<float>(v + 128.0)));
        }
    }
    EXPECT_EQ(Bits(oh[1024 + 1536]), 0xEEEEu);
    for (int r = 0; r < 3; ++r) {
        for (int k = 0; k < 40; ++k) {
            wantC[At<float>(k, r, 2, 16)] = static_cast<float>(-7.5 + r * 64 + k);
        }
    }
    EXPECT_EQ(Io::View<float>(io.c), wantC);
    for (int r = 0; r < 2; ++r) {
        for (int k : {0, 63, 64}) {
            wantB[r * 128 + k] = static_cast<int16_t>(100 + r * 128 + k);
        }
    }
    EXPECT_EQ(Io::View<int16_t>(io.b), wantB);
}

// ---- Copy --------------------------------------------------------------------------------------------------
// copy_ub2ub/copy.asc with srcLocal = a (as int32_t [18, 64]) and dstLocal = o / c / b:
//   scenario 1: mask 64, repeat 8, {1, 1, 8, 8}
//   scenario 2: mask 8, repeat 18, {1, 1, 1, 8}: the first 8 of each row, packed
//   scenario 3: Counter mode, SetVectorMask<int32_t, COUNTER>(144), Copy<int32_t, false>(.., 1, {1, 8, 8, 8})
MEMAPI_OP(CopyScenarios)
{
    Copy(As<int32_t>(o), As<int32_t>(a), static_cast<uint64_t>(64), 8, {1, 1, 8, 8});
    Copy(As<int32_t>(c), As<int32_t>(a), static_cast<uint64_t>(8), 18, {1, 1, 1, 8});
    SetMaskCount();
    SetVectorMask<int32_t, MaskMode::COUNTER>(144);
    Copy<int32_t, false>(As<int32_t>(b), As<int32_t>(a), MASK_PLACEHOLDER, 1, {1, 8, 8, 8});
    SetMaskNorm();
    ResetMask();
    Copy(As<half>(c)[2048], As<half>(a)[16], 100); // count form, any start (32-byte aligned: 16 halves)
}
TEST_F(FillCopyApiTest, CopyScenarios)
{
    Io io;
    std::vector<int32_t> src(kIoBytes / 4);
    for (size_t i = 0; i < src.size(); ++i) {
        src[i] = static_cast<int32_t>(i * 3 + 1);
    }
    Io::Put(io.a, src);
    const auto srcH = Io::View<half>(io.a);
    auto wantO = Io::View<int32_t>(io.o);
    auto wantC = Io::View<int32_t>(io.c);
    auto wantB = Io::View<int32_t>(io.b);
    ASSERT_TRUE(RunIo<CopyScenarios>(io).ok);
    for (int i = 0; i < 512; ++i) {
        wantO[i] = src[i];
    }
    for (int row = 0; row < 18; ++row) {
        for (int j = 0; j < 8; ++j) {
            wantC[row * 8 + j] = src[row * 64 + j]; // scenario 2
            wantB[row * 8 + j] = src[row * 64 + j]; // scenario 3: the same [18, 8] in one Counter-mode repeat
        }
    }
    EXPECT_EQ(Io::View<int32_t>(io.o), wantO);
    EXPECT_EQ(Io::View<int32_t>(io.b), wantB);
    const auto gotC = Io::View<int32_t>(io.c);
    for (int i = 0; i < 1024; ++i) {
        ASSERT_EQ(gotC[i], wantC[i]) << i;
    }
    const auto gotCh = Io::View<half>(io.c);
    for (int i = 0; i < 100; ++i) {
        ASSERT_EQ(Bits(gotCh[2048 + i]), Bits(srcH[16 + i])) << i;
    }
}

// Normal-mode Copy with a bit-wise mask and strides on half; dstStride 0 with one enabled block.
MEMAPI_OP(CopyMasked)
{
    uint64_t bits[2] = {0x00000000FFFF0000ull, 0xF0000000000000F0ull};
    Copy(As<half>(o), As<half>(a), bits, 3, {2, 1, 20, 8});
    Copy(As<float>(c), As<float>(b), static_cast<uint64_t>(8), 4, {0, 1, 1, 8}); // one block: stride 0 is fine
}
TEST_F(FillCopyApiTest, CopyMaskedAndStrideZero)
{
    Io io;
    io.a = RandomVec<uint8_t>(kIoBytes, 0, 255, 3);
    Io::Put(io.b, RandomVec<float>(kIoBytes / 4, -9, 9, 4));
    const auto ah = Io::View<uint16_t>(io.a);
    const auto bf = Io::View<float>(io.b);
    auto wantO = Io::View<uint16_t>(io.o);
    auto wantC = Io::View<float>(io.c);
    ASSERT_TRUE(RunIo<CopyMasked>(io).ok);
    const uint64_t m[2] = {0x00000000FFFF0000ull, 0xF0000000000000F0ull};
    for (uint64_t r = 0; r < 3; ++r) {
        for (uint64_t k = 0; k < 128; ++k) {
            if (MaskBit(m, k)) {
                wantO[At<uint16_t>(k, r, 2, 20)] = ah[At<uint16_t>(k, r, 1, 8)];
            }
        }
    }
    for (uint64_t r = 0; r < 4; ++r) {
        for (uint64_t k = 0; k < 8; ++k) {
            wantC[r * 8 + k] = bf[r * 64 + k];
        }
    }
    EXPECT_EQ(Io::View<uint16_t>(io.o), wantO);
    EXPECT_EQ(Io::View<float>(io.c), wantC);
}

// ---- Interleave / DeInterleave ----------------------------------------------------------------------------
// interleave_pair.asc shapes (half, COUNT 512), and the one-source DeInterleave on int64_t.
MEMAPI_OP(InterleaveForms) { Interleave(As<half>(o), As<half>(c), As<half>(a), As<half>(b), 512); }
MEMAPI_OP(DeInterleaveForms)
{
    DeInterleave(As<half>(o), As<half>(c), As<half>(a), As<half>(b), 512);
    DeInterleave(As<int64_t>(o)[512], As<int64_t>(c)[512], As<int64_t>(a)[512], 200);
}
TEST_F(FillCopyApiTest, InterleaveDeInterleave)
{
    Io io;
    io.a = RandomVec<uint8_t>(kIoBytes, 0, 255, 5);
    io.b = RandomVec<uint8_t>(kIoBytes, 0, 255, 6);
    const auto a = Io::View<uint16_t>(io.a), b = Io::View<uint16_t>(io.b);
    {
        Io x = io;
        ASSERT_TRUE(RunIo<InterleaveForms>(x).ok);
        const auto d0 = Io::View<uint16_t>(x.o), d1 = Io::View<uint16_t>(x.c);
        for (int i = 0; i < 512; ++i) {
            // z = a0 b0 a1 b1 ...; dst0 = z[0, 512), dst1 = z[512, 1024)
            ASSERT_EQ(d0[i], i % 2 == 0 ? a[i / 2] : b[i / 2]) << i;
            ASSERT_EQ(d1[i], i % 2 == 0 ? a[256 + i / 2] : b[256 + i / 2]) << i;
        }
        EXPECT_EQ(d0[512], 0xEEEEu);
    }
    {
        Io x = io;
        ASSERT_TRUE(RunIo<DeInterleaveForms>(x).ok);
        const auto d0 = Io::View<uint16_t>(x.o), d1 = Io::View<uint16_t>(x.c);
        for (int i = 0; i < 512; ++i) {
            // z = a ++ b; dst0 = z[0], z[2], ...; dst1 = z[1], z[3], ...
            const int z0 = 2 * i, z1 = 2 * i + 1;
            ASSERT_EQ(d0[i], z0 < 512 ? a[z0] : b[z0 - 512]) << i;
            ASSERT_EQ(d1[i], z1 < 512 ? a[z1] : b[z1 - 512]) << i;
        }
        const auto a64 = Io::View<int64_t>(io.a);
        const auto e0 = Io::View<int64_t>(x.o), e1 = Io::View<int64_t>(x.c);
        for (int i = 0; i < 100; ++i) {
            ASSERT_EQ(e0[512 + i], a64[512 + 2 * i]) << i;
            ASSERT_EQ(e1[512 + i], a64[512 + 2 * i + 1]) << i;
        }
    }
}

// ---- findings ----------------------------------------------------------------------------------------------
MEMAPI_OP(BrcbOverlap)
{
    MEMAPI_MARK();
    Brcb(As<uint16_t>(a), As<uint16_t>(a)[48], 2, {1, 8});
}
MEMAPI_OP(CopyCounterStrideZero)
{
    SetMaskCount();
    MEMAPI_MARK();
    Copy(As<int32_t>(o), As<int32_t>(a), static_cast<uint64_t>(20), 1, {0, 1, 8, 8});
}
MEMAPI_OP(InterleaveOddCount)
{
    MEMAPI_MARK();
    Interleave(As<half>(o), As<half>(c), As<half>(a), As<half>(b), 63);
}
MEMAPI_OP(InterleaveDstOverSrc)
{
    MEMAPI_MARK();
    Interleave(As<half>(o), As<half>(a)[256], As<half>(a), As<half>(b), 512);
}
MEMAPI_OP(VciMisaligned)
{
    MEMAPI_MARK();
    CreateVecIndex(As<int32_t>(o)[1], 0, 64);
}
// the copy reads past a's 8 KB buffer
MEMAPI_OP(CopyOutOfBuffer)
{
    MEMAPI_MARK();
    Copy(As<float>(o), As<float>(a)[1024], static_cast<uint64_t>(64), 20, {1, 1, 8, 8});
}
TEST_F(FillCopyApiTest, Findings)
{
    ExpectIoFinding<BrcbOverlap>("memcheck", "source and destination overlap", __FILE__);
    ExpectIoFinding<CopyCounterStrideZero>("memcheck", "stride 0 with 3 DataBlocks", __FILE__);
    ExpectIoFinding<InterleaveOddCount>("memcheck", "must be even", __FILE__);
    ExpectIoFinding<InterleaveDstOverSrc>("memcheck", "dst1 and src0 overlap", __FILE__);
    ExpectIoFinding<VciMisaligned>("memcheck", "not 32-byte aligned", __FILE__);
    ExpectIoFinding<CopyOutOfBuffer>("memcheck", "runs outside the LocalTensor's buffer", __FILE__);
}

} // namespace
