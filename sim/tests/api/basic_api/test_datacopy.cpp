// DataCopy / DataCopyPad in both directions against the docs
// (docs/zh/api/SIMD-API/基础API/Memory矢量计算/数据搬运/DataCopy（GM与UB连续数据搬运）.md,
// DataCopy（GM与UB高维切分数据搬运）.md, DataCopyPad（GMToUB非对齐数据搬运）.md,
// DataCopyPad（UBToGM非对齐数据搬运）.md). Every kernel stages data in a TBuf and orders the two
// transfers with an MTE2_MTE3 flag; what lands in UB is observed by copying it back out.
#include <numeric>

#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

// Parameters of the kernel under test (set before the launch, read by every core).
struct CopyCase {
    uint32_t ubBytes = 0;
    uint32_t count = 0; // count-form element count
    DataCopyParams in, out;
    DataCopyExtParams extIn, extOut;
    bool isPad = false;
    uint8_t left = 0, right = 0;
    int32_t padValue = 0;
    uint64_t padBits = 0;  // DataCopyPadParams::paddingValue
    uint32_t outCount = 0; // elements copied back with the count form (0: use `out`/`extOut`)
    bool prefill = false;  // Duplicate the UB buffer with 5 before the copy in
};
CopyCase g_case;

void MteFlag()
{
    SetFlag<HardEvent::MTE2_MTE3>(EVENT_ID0);
    WaitFlag<HardEvent::MTE2_MTE3>(EVENT_ID0);
}

void CountCopyKernel(GM_ADDR src, GM_ADDR dst)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> buf;
    pipe.InitBuffer(buf, g_case.count * sizeof(float));
    GlobalTensor<float> s, d;
    s.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(src), g_case.count);
    d.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(dst), g_case.count);
    LocalTensor<float> t = buf.Get<float>();
    DataCopy(t, s, g_case.count);
    MteFlag();
    DataCopy(d, t, g_case.count);
}

void ParamsCopyKernel(GM_ADDR src, GM_ADDR dst)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> buf;
    pipe.InitBuffer(buf, g_case.ubBytes);
    GlobalTensor<float> s, d;
    s.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(src));
    d.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(dst));
    LocalTensor<float> t = buf.Get<float>();
    DataCopy(t, s, g_case.in);
    MteFlag();
    DataCopy(d, t, g_case.out);
}

// DataCopyPad GM->UB with the case's padding, then the count form (or DataCopyPad) back out.
template <typename T, PaddingMode mode = PaddingMode::Normal>
void PadInKernel(GM_ADDR src, GM_ADDR dst)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> buf;
    pipe.InitBuffer(buf, g_case.ubBytes);
    GlobalTensor<T> s, d;
    s.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(src));
    d.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(dst));
    LocalTensor<T> t = buf.Get<T>();
    if (g_case.prefill) {
        Duplicate(t, static_cast<T>(5), static_cast<int32_t>(g_case.ubBytes / sizeof(T)));
        SetFlag<HardEvent::V_MTE2>(EVENT_ID0);
        WaitFlag<HardEvent::V_MTE2>(EVENT_ID0);
        SetFlag<HardEvent::V_MTE3>(EVENT_ID0);
        WaitFlag<HardEvent::V_MTE3>(EVENT_ID0);
    }
    const DataCopyPadExtParams<T> pad{g_case.isPad, g_case.left, g_case.right, static_cast<T>(g_case.padValue)};
    DataCopyPad<T, mode>(t, s, g_case.extIn, pad);
    MteFlag();
    if (g_case.outCount != 0) {
        DataCopy(d, t, g_case.outCount);
    } else {
        DataCopy(d, t, g_case.out);
    }
}

// DataCopy count form GM->UB, then DataCopyPad UB->GM with the case's extOut.
template <typename T, PaddingMode mode = PaddingMode::Normal>
void PadOutKernel(GM_ADDR src, GM_ADDR dst)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> buf;
    pipe.InitBuffer(buf, g_case.ubBytes);
    GlobalTensor<T> s, d;
    s.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(src));
    d.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(dst));
    LocalTensor<T> t = buf.Get<T>();
    DataCopy(t, s, g_case.ubBytes / sizeof(T));
    MteFlag();
    DataCopyPad<T, mode>(d, t, g_case.extOut);
}

// DataCopyPad GM->UB with DataCopyParams / DataCopyPadParams (data_copy_intf.h:371-375), out with
// the aligned DataCopy.
template <typename T>
void PadParamsInKernel(GM_ADDR src, GM_ADDR dst)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> buf;
    pipe.InitBuffer(buf, g_case.ubBytes);
    GlobalTensor<T> s, d;
    s.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(src));
    d.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(dst));
    LocalTensor<T> t = buf.Get<T>();
    const DataCopyPadParams pad{g_case.isPad, g_case.left, g_case.right, g_case.padBits};
    DataCopyPad(t, s, g_case.in, pad);
    MteFlag();
    if (g_case.outCount != 0) {
        DataCopy(d, t, g_case.outCount);
    } else {
        DataCopy(d, t, g_case.out);
    }
}

// Aligned DataCopy in, DataCopyPad UB->GM with DataCopyParams (data_copy_intf.h:377-379).
template <typename T>
void PadParamsOutKernel(GM_ADDR src, GM_ADDR dst)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> buf;
    pipe.InitBuffer(buf, g_case.ubBytes);
    GlobalTensor<T> s, d;
    s.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(src));
    d.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(dst));
    LocalTensor<T> t = buf.Get<T>();
    DataCopy(t, s, g_case.ubBytes / sizeof(T));
    MteFlag();
    DataCopyPad(d, t, g_case.out);
}

// The call shape of ops-math math/asin_grad/op_kernel/arch35/asin_grad.h: DataCopyParams filled
// field by field, the padding as a braced list, both directions.
void PadParamsRoundTripKernel(GM_ADDR src, GM_ADDR dst)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> buf;
    pipe.InitBuffer(buf, 64 * sizeof(float));
    GlobalTensor<float> s, d;
    s.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(src), g_case.count);
    d.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(dst), g_case.count);
    LocalTensor<float> t = buf.Get<float>();
    DataCopyParams copyParams;
    copyParams.blockCount = 1;
    copyParams.blockLen = g_case.count * sizeof(float);
    copyParams.srcStride = 0;
    copyParams.dstStride = 0;
    DataCopyPad(t, s, copyParams, {false, 0, 0, 0});
    MteFlag();
    DataCopyPad(d, t, copyParams);
}

// Range violations: blockCount 4096 either way (docs: blockCount in [0, 4095]); an 8-byte type
// with a non-zero padding value (dav_3510 DataCopyPadGm2UBImpl: "b64 paddingValue ... only support 0").
std::atomic<int> g_badMode{0};
void PadParamsRangeKernel(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> buf;
    pipe.InitBuffer(buf, 64);
    GlobalTensor<float> in, out;
    in.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), kNegFloats);
    out.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z), kNegFloats);
    LocalTensor<float> t = buf.Get<float>();
    const int mode = g_badMode.load();
    // blockLen 0 keeps the correct twins NOPs; the ranges are checked before the NOP.
    const uint16_t rows = Broken() ? 4096 : 4095;
    if (mode == 0) {
        KT_MARK(g_line);
        DataCopyPad(t, in[0], DataCopyParams(rows, 0, 0, 0), DataCopyPadParams{});
    } else if (mode == 1) {
        KT_MARK(g_line);
        DataCopyPad(out, t, DataCopyParams(rows, 0, 0, 0));
    } else {
        LocalTensor<int64_t> t64 = buf.Get<int64_t>();
        GlobalTensor<int64_t> in64;
        in64.SetGlobalBuffer(reinterpret_cast<__gm__ int64_t*>(x), kNegFloats / 2);
        const DataCopyPadParams pad(true, 0, 1, Broken() ? 1 : 0);
        KT_MARK(g_line);
        DataCopyPad(t64, in64, DataCopyParams(1, 8, 0, 0), pad);
    }
}

std::vector<float> Iota(size_t n, float start = 1.0f)
{
    std::vector<float> v(n);
    std::iota(v.begin(), v.end(), start);
    return v;
}

class DataCopyTest : public KernelTest {
protected:
    void SetUp() override
    {
        KernelTest::SetUp();
        g_case = CopyCase{};
    }
};

// Doc example: "输入数据srcGlobal：[1 2 3 ... 512]  输出数据srcLocal：[1 2 3 ... 512]" (count form).
TEST_F(DataCopyTest, CountFormRoundTrip)
{
    g_case.count = 512;
    const auto in = Iota(512);
    DeviceBuffer src = Upload(in), dst(512 * sizeof(float));
    ExpectClean(Launch(&CountCopyKernel, 1, {src.get(), dst.get()}));
    EXPECT_EQ(dst.ReadAll<float>(), in);
}

// blockCount 3, blockLen 2 blocks (16 floats), srcGap 1 block in GM, dstGap 2 blocks in UB; back
// out with srcGap 2 (UB) and dstGap 0: GM row i = source elements [24 i, 24 i + 16).
TEST_F(DataCopyTest, ParamsGatherWithGaps)
{
    g_case.ubBytes = 3 * 64 + 2 * 64;
    g_case.in = DataCopyParams(3, 2, 1, 2);
    g_case.out = DataCopyParams(3, 2, 2, 0);
    const auto in = Iota(3 * 24);
    DeviceBuffer src = Upload(in), dst(3 * 16 * sizeof(float));
    ExpectClean(Launch(&ParamsCopyKernel, 1, {src.get(), dst.get()}));
    const auto out = dst.ReadAll<float>();
    for (int i = 0; i < 3; ++i) {
        for (int j = 0; j < 16; ++j) {
            EXPECT_EQ(out[i * 16 + j], in[i * 24 + j]) << i << "," << j;
        }
    }
}

// The GM-side gap of UB->GM leaves those GM bytes untouched.
TEST_F(DataCopyTest, ParamsScatterLeavesGmGapsUntouched)
{
    g_case.ubBytes = 2 * 64;
    g_case.in = DataCopyParams(1, 4, 0, 0);
    g_case.out = DataCopyParams(2, 2, 0, 1);
    const auto in = Iota(32);
    DeviceBuffer src = Upload(in);
    DeviceBuffer dst = Upload(std::vector<float>(40, -7.0f));
    ExpectClean(Launch(&ParamsCopyKernel, 1, {src.get(), dst.get()}));
    const auto out = dst.ReadAll<float>();
    for (int j = 0; j < 40; ++j) {
        const int row = j / 24, col = j % 24;
        const float want = (j < 48 && col < 16) ? in[row * 16 + col] : -7.0f;
        EXPECT_EQ(out[j], want) << j;
    }
}

// Doc example 2 (GM->UB): blockLen 47 bytes, srcStride 1 byte, dstStride 1 block; no padding, so
// the filler up to 32 bytes repeats the block's first element ("dummy会默认填充待搬运数据块的第一个元素值").
TEST_F(DataCopyTest, PadInDummyIsFirstElement)
{
    g_case.ubBytes = 2 * 96;
    g_case.extIn = DataCopyExtParams(2, 47, 1, 1, 0);
    g_case.out = DataCopyParams(2, 2, 1, 0); // the two 64-byte rows, skipping the 32-byte UB gap
    std::vector<uint8_t> in(96);
    for (size_t i = 0; i < in.size(); ++i) {
        in[i] = static_cast<uint8_t>(i + 10);
    }
    DeviceBuffer src = Upload(in), dst(128);
    ExpectClean(Launch(&PadInKernel<uint8_t>, 1, {src.get(), dst.get()}));
    const auto out = dst.ReadAll<uint8_t>();
    for (int row = 0; row < 2; ++row) {
        for (int j = 0; j < 64; ++j) {
            const uint8_t want = j < 47 ? in[row * 48 + j] : in[row * 48];
            EXPECT_EQ(out[row * 64 + j], want) << row << "," << j;
        }
    }
}

// isPad with left and right padding: [2 x pad][5 data][3 x pad] then the filler to 32 bytes, all
// paddingValue ("若leftPadding/rightPadding不为0 ... 否则为paddingValue").
TEST_F(DataCopyTest, PadInLeftRightPaddingValue)
{
    g_case.ubBytes = 2 * 64;
    g_case.extIn = DataCopyExtParams(2, 5 * sizeof(float), 0, 0, 0);
    g_case.isPad = true;
    g_case.left = 2;
    g_case.right = 3;
    g_case.padValue = -1;
    g_case.outCount = 32;
    const auto in = Iota(10);
    DeviceBuffer src = Upload(in), dst(32 * sizeof(float));
    ExpectClean(Launch(&PadInKernel<float>, 1, {src.get(), dst.get()}));
    const auto out = dst.ReadAll<float>();
    for (int row = 0; row < 2; ++row) {
        for (int j = 0; j < 16; ++j) {
            const float want = (j >= 2 && j < 7) ? in[row * 5 + j - 2] : -1.0f;
            EXPECT_EQ(out[row * 16 + j], want) << row << "," << j;
        }
    }
}

// Doc scenario 2: isPad, rightPadding only, blockCount rows of 59 floats padded to 64.
TEST_F(DataCopyTest, PadInRightPaddingRows)
{
    g_case.ubBytes = 4 * 256;
    g_case.extIn = DataCopyExtParams(4, 59 * sizeof(float), 0, 0, 0);
    g_case.isPad = true;
    g_case.right = 5;
    g_case.padValue = 0;
    g_case.outCount = 256;
    const auto in = Iota(4 * 59);
    DeviceBuffer src = Upload(in), dst(256 * sizeof(float));
    ExpectClean(Launch(&PadInKernel<float>, 1, {src.get(), dst.get()}));
    const auto out = dst.ReadAll<float>();
    for (int row = 0; row < 4; ++row) {
        for (int j = 0; j < 64; ++j) {
            EXPECT_EQ(out[row * 64 + j], j < 59 ? in[row * 59 + j] : 0.0f) << row << "," << j;
        }
    }
}

// Doc scenario 3 (Compact): [3, 24] int16 rows land back to back as [1, 80], the last 8 elements
// paddingValue.
TEST_F(DataCopyTest, PadInCompactMode)
{
    g_case.ubBytes = 160;
    g_case.extIn = DataCopyExtParams(3, 24 * sizeof(int16_t), 0, 0, 0);
    g_case.isPad = true;
    g_case.right = 8;
    g_case.padValue = 7;
    g_case.outCount = 80;
    std::vector<int16_t> in(72);
    std::iota(in.begin(), in.end(), int16_t{100});
    DeviceBuffer src = Upload(in), dst(160);
    ExpectClean(Launch(&PadInKernel<int16_t, PaddingMode::Compact>, 1, {src.get(), dst.get()}));
    const auto out = dst.ReadAll<int16_t>();
    for (int j = 0; j < 80; ++j) {
        EXPECT_EQ(out[j], j < 72 ? in[j] : 7) << j;
    }
}

// Compact mode without isPad or padding: the filler after the last row is defined (dummy data), so
// copying the whole 32-byte-aligned span out is clean.
TEST_F(DataCopyTest, PadInCompactDummyFillerIsDefined)
{
    g_case.ubBytes = 64;
    g_case.extIn = DataCopyExtParams(3, 3 * sizeof(float), 0, 0, 0);
    g_case.outCount = 16;
    const auto in = Iota(9);
    DeviceBuffer src = Upload(in), dst(64);
    ExpectClean(Launch(&PadInKernel<float, PaddingMode::Compact>, 1, {src.get(), dst.get()}));
    const auto out = dst.ReadAll<float>();
    for (int j = 0; j < 9; ++j) {
        EXPECT_EQ(out[j], in[j]);
    }
}

// Doc example 3 (950 only): srcStride = -blockLen copies the same GM block again and again.
TEST_F(DataCopyTest, PadInNegativeSrcStrideRepeatsBlock)
{
    g_case.ubBytes = 3 * 64;
    g_case.extIn = DataCopyExtParams(3, 48, -48, 0, 0);
    g_case.outCount = 48;
    const auto in = Iota(12);
    DeviceBuffer src = Upload(in), dst(3 * 64);
    ExpectClean(Launch(&PadInKernel<float>, 1, {src.get(), dst.get()}));
    const auto out = dst.ReadAll<float>();
    for (int row = 0; row < 3; ++row) {
        for (int j = 0; j < 16; ++j) {
            EXPECT_EQ(out[row * 16 + j], j < 12 ? in[j] : in[0]) << row << "," << j;
        }
    }
}

// blockLen 0 (or blockCount 0) is a NOP on 950 ("该接口将被视为NOP（空操作）"): even with isPad and
// padding the UB contents stay as they were.
TEST_F(DataCopyTest, PadInZeroLengthIsNop)
{
    g_case.ubBytes = 64;
    g_case.extIn = DataCopyExtParams(1, 0, 0, 0, 0);
    g_case.isPad = true;
    g_case.left = 1;
    g_case.right = 1;
    g_case.padValue = -3;
    g_case.prefill = true;
    g_case.outCount = 16;
    DeviceBuffer src = Upload(Iota(16)), dst(64);
    ExpectClean(Launch(&PadInKernel<float>, 1, {src.get(), dst.get()}));
    EXPECT_EQ(dst.ReadAll<float>(), std::vector<float>(16, 5.0f));
    g_case.extIn = DataCopyExtParams(0, 16, 0, 0, 0);
    ExpectClean(Launch(&PadInKernel<float>, 1, {src.get(), dst.get()}));
    EXPECT_EQ(dst.ReadAll<float>(), std::vector<float>(16, 5.0f));
}

// UB->GM, doc's non-aligned picture: blockLen 20 bytes from UB rows 32 bytes + srcStride 1 block
// apart, GM rows dstStride 4 bytes apart; only blockLen bytes of each row reach GM.
TEST_F(DataCopyTest, PadOutNormalStrides)
{
    g_case.ubBytes = 128;
    g_case.extOut = DataCopyExtParams(2, 5 * sizeof(float), 1, 4, 0);
    const auto in = Iota(32);
    DeviceBuffer src = Upload(in);
    DeviceBuffer dst = Upload(std::vector<float>(12, -7.0f));
    ExpectClean(Launch(&PadOutKernel<float>, 1, {src.get(), dst.get()}));
    const auto out = dst.ReadAll<float>();
    const std::vector<float> want = {1, 2, 3, 4, 5, -7, 17, 18, 19, 20, 21, -7};
    EXPECT_EQ(out, want);
}

// UB->GM Compact: rows are read back to back from UB.
TEST_F(DataCopyTest, PadOutCompact)
{
    g_case.ubBytes = 64;
    g_case.extOut = DataCopyExtParams(3, 3 * sizeof(float), 0, 0, 0);
    const auto in = Iota(16);
    DeviceBuffer src = Upload(in);
    DeviceBuffer dst = Upload(std::vector<float>(10, -7.0f));
    ExpectClean(Launch(&PadOutKernel<float, PaddingMode::Compact>, 1, {src.get(), dst.get()}));
    const std::vector<float> want = {1, 2, 3, 4, 5, 6, 7, 8, 9, -7};
    EXPECT_EQ(dst.ReadAll<float>(), want);
}

// Doc call example (UB->GM): one block of the whole length, any length.
TEST_F(DataCopyTest, PadOutUnalignedTotalLength)
{
    g_case.ubBytes = 64;
    g_case.extOut = DataCopyExtParams(1, 13 * sizeof(float), 0, 0, 0);
    const auto in = Iota(16);
    DeviceBuffer src = Upload(in);
    DeviceBuffer dst = Upload(std::vector<float>(14, -7.0f));
    ExpectClean(Launch(&PadOutKernel<float>, 1, {src.get(), dst.get()}));
    auto want = Iota(13);
    want.push_back(-7.0f);
    EXPECT_EQ(dst.ReadAll<float>(), want);
}

// DataCopyPad with DataCopyParams: blockLen is in bytes (20 = 5 floats), srcStride in GM bytes (4:
// one float skipped between rows), dstStride in UB blocks (1); the padding value is a raw bit
// pattern (0xC0200000 = -2.5f). Rows: [pad][5 data][pad pad] = 8 floats, then a 32-byte UB gap,
// which the copy out skips (DataCopy with srcStride 1 block).
TEST_F(DataCopyTest, PadParamsInBytesStridesAndPaddingBits)
{
    g_case.ubBytes = 4 * 32;
    g_case.in = DataCopyParams(2, 5 * sizeof(float), sizeof(float), 1);
    g_case.isPad = true;
    g_case.left = 1;
    g_case.right = 2;
    g_case.padBits = 0xC0200000u;
    g_case.out = DataCopyParams(2, 1, 1, 0);
    const auto in = Iota(12);
    DeviceBuffer src = Upload(in), dst(16 * sizeof(float));
    ExpectClean(Launch(&PadParamsInKernel<float>, 1, {src.get(), dst.get()}));
    const auto out = dst.ReadAll<float>();
    for (int row = 0; row < 2; ++row) {
        for (int j = 0; j < 8; ++j) {
            const float want = (j >= 1 && j <= 5) ? static_cast<float>(row * 6 + j) : -2.5f;
            EXPECT_EQ(out[row * 8 + j], want) << row << "," << j;
        }
    }
}

// A 2-byte type takes the padding value's 2 bytes: int16 rows of 3 elements padded to 16 with 0x1234.
TEST_F(DataCopyTest, PadParamsInInt16PaddingValue)
{
    g_case.ubBytes = 2 * 32;
    g_case.in = DataCopyParams(2, 3 * sizeof(int16_t), 0, 0);
    g_case.isPad = true;
    g_case.right = 13;
    g_case.padBits = 0x1234;
    g_case.outCount = 32;
    std::vector<int16_t> in = {10, 11, 12, 13, 14, 15};
    DeviceBuffer src = Upload(in), dst(64);
    ExpectClean(Launch(&PadParamsInKernel<int16_t>, 1, {src.get(), dst.get()}));
    const auto out = dst.ReadAll<int16_t>();
    for (int row = 0; row < 2; ++row) {
        for (int j = 0; j < 16; ++j) {
            EXPECT_EQ(out[row * 16 + j], j < 3 ? in[row * 3 + j] : 0x1234) << row << "," << j;
        }
    }
}

// half: the pattern 0x3C00 is 1.0; data and padding compared as bit patterns.
TEST_F(DataCopyTest, PadParamsInHalfPaddingBits)
{
    g_case.ubBytes = 32;
    g_case.in = DataCopyParams(1, 5 * sizeof(half), 0, 0);
    g_case.isPad = true;
    g_case.left = 2;
    g_case.right = 1;
    g_case.padBits = 0x3C00;
    g_case.outCount = 16;
    const std::vector<uint16_t> in = {0x4000, 0x4200, 0x4400, 0x4500, 0x4600}; // 2 3 4 5 6
    DeviceBuffer src = Upload(in), dst(32);
    ExpectClean(Launch(&PadParamsInKernel<half>, 1, {src.get(), dst.get()}));
    const auto out = dst.ReadAll<uint16_t>();
    for (int j = 0; j < 16; ++j) {
        EXPECT_EQ(out[j], (j >= 2 && j < 7) ? in[j - 2] : 0x3C00) << j;
    }
}

// UB->GM with DataCopyParams: blockLen 20 bytes, srcStride 1 UB block after each 32-byte row,
// dstStride 4 GM bytes; the GM gaps stay untouched.
TEST_F(DataCopyTest, PadParamsOutBytesAndStrides)
{
    g_case.ubBytes = 128;
    g_case.out = DataCopyParams(2, 5 * sizeof(float), 1, 4);
    const auto in = Iota(32);
    DeviceBuffer src = Upload(in);
    DeviceBuffer dst = Upload(std::vector<float>(12, -7.0f));
    ExpectClean(Launch(&PadParamsOutKernel<float>, 1, {src.get(), dst.get()}));
    const std::vector<float> want = {1, 2, 3, 4, 5, -7, 17, 18, 19, 20, 21, -7};
    EXPECT_EQ(dst.ReadAll<float>(), want);
}

// ops-math asin_grad's call shape, 13 floats (not a whole block) both ways; GM beyond stays.
TEST_F(DataCopyTest, PadParamsRoundTripAsinGradShape)
{
    g_case.count = 13;
    const auto in = Iota(13, -6.0f);
    DeviceBuffer src = Upload(in);
    DeviceBuffer dst = Upload(std::vector<float>(16, 99.0f));
    ExpectClean(Launch(&PadParamsRoundTripKernel, 1, {src.get(), dst.get()}));
    auto want = in;
    want.insert(want.end(), 3, 99.0f);
    EXPECT_EQ(dst.ReadAll<float>(), want);
}

TEST_F(DataCopyTest, PadParamsBlockCountRangeGmToUb)
{
    g_badMode = 0;
    ExpectBrokenAndTwin(&PadParamsRangeKernel, "memcheck", "blockCount must be in [0, 4095]", __FILE__);
}

TEST_F(DataCopyTest, PadParamsBlockCountRangeUbToGm)
{
    g_badMode = 1;
    ExpectBrokenAndTwin(&PadParamsRangeKernel, "memcheck", "blockCount 4096 is outside its Ascend 950 range [0, 4095]",
                        __FILE__);
}

TEST_F(DataCopyTest, PadParamsB64PaddingValueMustBeZero)
{
    g_badMode = 2;
    ExpectBrokenAndTwin(&PadParamsRangeKernel, "memcheck", "paddingValue of an 8-byte type must be 0", __FILE__);
}

} // namespace
