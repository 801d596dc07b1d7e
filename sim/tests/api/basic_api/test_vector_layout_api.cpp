// Memory vector API, layout conversion and the CmpMask register: Transpose and TransDataTo5HD
// (数据排布转换/Transpose.md, TransDataTo5HD.md) against index-loop references (numpy's .T / transpose
// axes, the pages' b8 / b16 / b32 figures), the three scenarios of transpose.asc; Compare（结果存入寄存器）
// with GetCmpMask / SetCmpMask (compare.asc scenario 2); findings.
#include "memapi_test_util.h"

using namespace memapi;

namespace {

class LayoutApiTest : public KernelTest {};

// ---- Transpose ----------------------------------------------------------------------------------------------------
// transpose.asc scenario 1 ([16, 16] half), in place as well; scenario 2 ([3, 3, 2, 8] NCHW -> NHWC,
// 2560 bytes of sharedTmpBuffer) and its inverse.
MEMAPI_OP(TransposeScenarios)
{
    Transpose<half>(As<half>(o), As<half>(a));
    Transpose(As<uint16_t>(a)[512], As<uint16_t>(a)[512]); // in place
    TransposeParamsExt p;
    p.nSize = 3;
    p.cSize = 3;
    p.hSize = 2;
    p.wSize = 8;
    p.transposeType = TransposeType::TRANSPOSE_NCHW2NHWC;
    Transpose(As<half>(o)[1024], As<half>(b), c, p);
    p.transposeType = TransposeType::TRANSPOSE_NHWC2NCHW;
    Transpose(As<half>(o)[2048], As<half>(o)[1024], c[2560], p); // back: NHWC -> NCHW (needs (2 c + 1) blocks)
}
TEST_F(LayoutApiTest, TransposeScenarios)
{
    Io io;
    io.a = RandomVec<uint8_t>(kIoBytes, 0, 255, 1);
    io.b = RandomVec<uint8_t>(kIoBytes, 0, 255, 2);
    const auto a = Io::View<uint16_t>(io.a);
    const auto b = Io::View<uint16_t>(io.b);
    ASSERT_TRUE(RunIo<TransposeScenarios>(io).ok);
    const auto o = Io::View<uint16_t>(io.o);
    const auto a2 = Io::View<uint16_t>(io.a);
    for (int i = 0; i < 16; ++i) {
        for (int j = 0; j < 16; ++j) {
            ASSERT_EQ(o[j * 16 + i], a[i * 16 + j]) << i << "," << j; // dst = src.T
            ASSERT_EQ(a2[512 + j * 16 + i], a[512 + i * 16 + j]) << i << "," << j;
        }
    }
    const int N = 3, C = 3, HW = 16;
    for (int n = 0; n < N; ++n) {
        for (int c = 0; c < C; ++c) {
            for (int x = 0; x < HW; ++x) {
                // np.transpose(src_nchw, axes=(0, 2, 3, 1))
                ASSERT_EQ(o[1024 + (n * HW + x) * C + c], b[(n * C + c) * HW + x]) << n << "," << c << "," << x;
                ASSERT_EQ(o[2048 + (n * C + c) * HW + x], b[(n * C + c) * HW + x]) << n << "," << c << "," << x;
            }
        }
    }
}

// ---- TransDataTo5HD ----------------------------------------------------------------------------------------------
// transpose.asc scenario 3, scaled to one block of 16 channels: NCHW [1, 16, 16, 16] half -> NC1HWC0,
// srcList = the 16 HW planes, dstList = 16 consecutive blocks, repeatTimes 16, dstRepStride 16,
// srcRepStride 1 (the uint64_t address form, from GetPhyAddr as the example does).
MEMAPI_OP(TransData5HD)
{
    TransDataTo5HDParams p;
    p.dstHighHalf = false;
    p.srcHighHalf = false;
    p.repeatTimes = 16;
    p.dstRepStride = 16;
    p.srcRepStride = 1;
    LocalTensor<half> src = As<half>(a), dst = As<half>(o);
    uint64_t dstList[16], srcList[16];
    for (int i = 0; i < 16; ++i) {
        dstList[i] = reinterpret_cast<uint64_t>(dst[16 * i].GetPhyAddr());
        srcList[i] = reinterpret_cast<uint64_t>(src[256 * i].GetPhyAddr());
    }
    TransDataTo5HD<half>(dstList, srcList, p);
}
TEST_F(LayoutApiTest, TransDataTo5HDNchwToNc1hwc0)
{
    Io io;
    io.a = RandomVec<uint8_t>(kIoBytes, 0, 255, 3);
    const auto a = Io::View<uint16_t>(io.a);
    ASSERT_TRUE(RunIo<TransData5HD>(io).ok);
    const auto o = Io::View<uint16_t>(io.o);
    for (int c = 0; c < 16; ++c) {
        for (int x = 0; x < 256; ++x) {
            ASSERT_EQ(o[x * 16 + c], a[c * 256 + x]) << c << "," << x; // NC1HWC0 with C0 = 16
        }
    }
}

// b32 through the LocalTensor-array form (one repeat with strides 0: the lists themselves), b8 with
// the high halves through the address-tensor form (repeatTimes 1 starts one stride on).
MEMAPI_OP(TransDataWidths)
{
    LocalTensor<float> dl[16], sl[16];
    for (int i = 0; i < 16; ++i) {
        dl[i] = As<float>(o)[8 * i];
        sl[i] = As<float>(a)[8 * i];
    }
    TransDataTo5HD<float>(dl, sl, TransDataTo5HDParams(false, false, 1, 0, 0));
    LocalTensor<uint64_t> dAddr = As<uint64_t>(b), sAddr = As<uint64_t>(b)[16];
    for (int i = 0; i < 16; ++i) {
        dAddr.SetValue(i, reinterpret_cast<uint64_t>(As<uint8_t>(c)[32 * i].GetPhyAddr()));
        sAddr.SetValue(i, reinterpret_cast<uint64_t>(As<uint8_t>(a)[1024 + 32 * i].GetPhyAddr()));
    }
    TransDataTo5HD<uint8_t>(dAddr, sAddr, TransDataTo5HDParams(true, true, 1, 16, 16));
}
TEST_F(LayoutApiTest, TransDataTo5HDWidths)
{
    Io io;
    io.a = RandomVec<uint8_t>(kIoBytes, 0, 255, 4);
    const auto a32 = Io::View<uint32_t>(io.a);
    auto wantC = io.c;
    ASSERT_TRUE(RunIo<TransDataWidths>(io).ok);
    const auto o32 = Io::View<uint32_t>(io.o);
    for (int j = 0; j < 8; ++j) {
        for (int h = 0; h < 2; ++h) {
            for (int e = 0; e < 8; ++e) {
                ASSERT_EQ(o32[(2 * j + h) * 8 + e], a32[(8 * h + e) * 8 + j]) << j << "," << h << "," << e;
            }
        }
    }
    // b8: repeatTimes 1 -> src / dst start 16 blocks (512 bytes) on; dst block j's high half byte i =
    // src block i byte j + 16
    for (int j = 0; j < 16; ++j) {
        for (int i = 0; i < 16; ++i) {
            wantC[512 + 32 * j + 16 + i] = io.a[1024 + 512 + 32 * i + j + 16];
        }
    }
    EXPECT_EQ(io.c, wantC);
}

// ---- Compare to CmpMask + GetCmpMask / SetCmpMask (compare.asc scenario 2) -------------------------------------
MEMAPI_OP(CompareRegister)
{
    Duplicate(As<float>(o), 0.0f, 8);
    BinaryRepeatParams repeatParams;
    Compare(As<float>(a), As<float>(b), CMPMODE::LT, static_cast<uint32_t>(64), repeatParams);
    PipeBarrier<PIPE_V>();
    GetCmpMask(o);
    // half, bit-wise mask, src0 blocks 2 apart
    uint64_t bits[2] = {0xFFFF0000FFFF0000ull, 0x00000000000000FFull};
    Compare(As<half>(a), As<half>(b), CMPMODE::GE, bits, {1, 2, 1, 8, 8, 8});
    GetCmpMask(o[64]);
    // SetCmpMask then GetCmpMask round trip
    SetCmpMask(As<uint64_t>(c));
    GetCmpMask(As<uint16_t>(o)[128]);
}
TEST_F(LayoutApiTest, CompareToCmpMask)
{
    Io io;
    Io::Put(io.a, RandomVec<float>(kIoBytes / 4, -1, 1, 5));
    Io::Put(io.b, RandomVec<float>(kIoBytes / 4, -1, 1, 6));
    const std::vector<uint64_t> cm = {0x0123456789ABCDEFull, 0xFEDCBA9876543210ull};
    Io::Put(io.c, cm);
    const auto af = Io::View<float>(io.a), bf = Io::View<float>(io.b);
    const auto ah = Io::View<half>(io.a), bh = Io::View<half>(io.b);
    ASSERT_TRUE(RunIo<CompareRegister>(io).ok);
    const auto w = Io::View<uint64_t>(io.o);
    uint64_t want0 = 0;
    for (int k = 0; k < 64; ++k) {
        want0 |= static_cast<uint64_t>(af[k] < bf[k]) << k;
    }
    EXPECT_EQ(w[0], want0);
    EXPECT_EQ(w[1], 0u); // float: the high 64 bits are cleared
    const uint64_t m[2] = {0xFFFF0000FFFF0000ull, 0x00000000000000FFull};
    uint64_t wh[2] = {0, 0};
    for (int k = 0; k < 128; ++k) {
        if (MaskBit(m, k) && D(ah[At<half>(k, 0, 2, 8)]) >= D(bh[k])) {
            wh[k / 64] |= 1ull << (k % 64);
        }
    }
    EXPECT_EQ(w[8], wh[0]);
    EXPECT_EQ(w[9], wh[1]);
    EXPECT_EQ(w[32], cm[0]);
    EXPECT_EQ(w[33], cm[1]);
}

// ---- findings -------------------------------------------------------------------------------------------------------
MEMAPI_OP(TransposeTmpTooSmall)
{
    TransposeParamsExt p(3, 3, 2, 8, TransposeType::TRANSPOSE_NCHW2NHWC);
    MEMAPI_MARK();
    Transpose(As<half>(o), As<half>(b), c[kIoBytes - 1024], p);
}
MEMAPI_OP(TransDataMisaligned)
{
    uint64_t dl[16], sl[16];
    for (int i = 0; i < 16; ++i) {
        dl[i] = reinterpret_cast<uint64_t>(As<half>(o)[16 * i].GetPhyAddr());
        sl[i] = reinterpret_cast<uint64_t>(As<half>(a)[16 * i + (i == 5 ? 1 : 0)].GetPhyAddr());
    }
    MEMAPI_MARK();
    TransDataTo5HD<half>(dl, sl, TransDataTo5HDParams(false, false, 1, 0, 0));
}
MEMAPI_OP(GetCmpMaskSmallDst)
{
    Compare(As<float>(a), As<float>(b), CMPMODE::EQ, static_cast<uint64_t>(64), BinaryRepeatParams{});
    auto small = As<uint8_t>(o);
    small.SetSize(8);
    MEMAPI_MARK();
    GetCmpMask(small);
}
MEMAPI_OP(TransposeUnsupportedType)
{
    TransposeParamsExt p(1, 1, 16, 16, TransposeType::TRANSPOSE_ND2ND_ONLY);
    MEMAPI_MARK();
    Transpose(As<half>(o), As<half>(a), c, p);
}
TEST_F(LayoutApiTest, Findings)
{
    ExpectIoFinding<TransposeTmpTooSmall>("memcheck", "this transpose needs 2560", __FILE__);
    ExpectIoFinding<TransDataMisaligned>("memcheck", "list entry 5 is not 32-byte aligned", __FILE__);
    ExpectIoFinding<GetCmpMaskSmallDst>("memcheck", "GetCmpMask stores the 16 bytes", __FILE__);
    ExpectIoFinding<TransposeUnsupportedType>("memcheck", "is not supported", __FILE__);
}

} // namespace
