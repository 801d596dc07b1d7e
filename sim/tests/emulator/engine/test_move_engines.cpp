// The data fill, copy, rearrangement and layout engines (engine/fill_engine.h, copy_engine.h,
// interleave_engine.h, ub_copy_engine.h, transpose_engine.h) under both spellings: reached through C-API
// style __ubuf__ pointers (UbOperand::FromUbPointer) they compute, bit for bit, what the Memory-API
// spellings compute through LocalTensors, for Brcb, CreateVecIndex (count and mask forms), Copy (count and
// mask forms), Interleave, DeInterleave, DataCopy UB -> UB and the 16 x 16 Transpose; and a pointer
// destination that runs past the UB is a memcheck finding (the pointer's bounds: the whole UB).
#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

constexpr uint32_t kN = 256;    // floats of each source
constexpr uint32_t kOut = 1024; // floats of each output tile

class MoveEnginesTest : public KernelTest {};

template <typename T>
GlobalTensor<T> Gm(GM_ADDR p, uint64_t n)
{
    GlobalTensor<T> g;
    g.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(p), n);
    return g;
}

template <typename T>
UbOperand<T> Ptr(const LocalTensor<T>& t)
{
    return UbOperand<T>::FromUbPointer(t.GetPhyAddr());
}

// Where each result goes, in floats from the output tile.
constexpr uint32_t kBrcb = 0;                // 2 repeats of 8 DataBlocks: 128
constexpr uint32_t kVciCount = 128;          // 64
constexpr uint32_t kVciMask = 192;           // mask 48, 2 repeats 8 DataBlocks apart: 128
constexpr uint32_t kCopyCount = 320;         // 64
constexpr uint32_t kCopyMask = 384;          // mask 40, 2 repeats: 128
constexpr uint32_t kIlv0 = 512, kIlv1 = 576; // 64 each
constexpr uint32_t kDe0 = 640, kDe1 = 672;   // 32 each
constexpr uint32_t kUbCopy = 704;            // 2 blocks of 2 DataBlocks, gaps 1: 40
constexpr uint32_t kTrans = 768;             // 256 int16_t: 128

void BothSpellings(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, (2 * kN + 2 * kOut) * sizeof(float));
    LocalTensor<float> all = buf.Get<float>();
    LocalTensor<float> a = all, b = all[kN], outT = all[2 * kN], outP = all[2 * kN + kOut];
    DataCopy(a, Gm<float>(x, kN), kN);
    DataCopy(b, Gm<float>(y, kN), kN);
    Duplicate(outT, 0.0f, kOut);
    Duplicate(outP, 0.0f, kOut);
    KT_FLAG(MTE2_V);
    const SrcLoc here = SrcLoc::Here();

    Brcb(outT[kBrcb], a, 2, BrcbRepeatParams(1, 8));
    detail::BrcbRun<float>(here, Ptr(outP[kBrcb]), Ptr(a), 2, 1, 8);

    CreateVecIndex(outT[kVciCount], 0.5f, 64);
    detail::VciCount<float>(here, Ptr(outP[kVciCount]), 0.5f, 64);
    LocalTensor<float> vciMask = outT[kVciMask];
    CreateVecIndex(vciMask, 0.5f, static_cast<uint64_t>(48), 2, 1, 8);
    detail::VciRepeat<float>(here, detail::PlanMask<float, true>(nullptr, 48, 2, "CreateVecIndex", here),
                             Ptr(outP[kVciMask]), 0.5f, 1, 8);

    Copy(outT[kCopyCount], a, 64);
    detail::CopyCount<float>(here, Ptr(outP[kCopyCount]), Ptr(a), 64);
    Copy(outT[kCopyMask], a, static_cast<uint64_t>(40), 2, CopyRepeatParams(1, 1, 8, 8));
    detail::CopyRepeat<float, true>(here, nullptr, 40, 2, Ptr(outP[kCopyMask]), Ptr(a),
                                    detail::CopyStrides{1, 1, 8, 8});

    Interleave(outT[kIlv0], outT[kIlv1], a, b, 64);
    detail::InterleaveRun<float>(here, Ptr(outP[kIlv0]), Ptr(outP[kIlv1]), Ptr(a), Ptr(b), 64);
    DeInterleave(outT[kDe0], outT[kDe1], b, 64);
    detail::DeInterleaveRun<float>(here, Ptr(outP[kDe0]), Ptr(outP[kDe1]), Ptr(b), 64);

    DataCopy(outT[kUbCopy], a, DataCopyParams(2, 2, 1, 1));
    detail::CopyUbToUb<float>(Ptr(outP[kUbCopy]), Ptr(a), detail::UbCopyBlocks{2, 2, 1, 1}, "DataCopy(UB->UB)", here);

    const LocalTensor<int16_t> a16 = a.ReinterpretCast<int16_t>();
    Transpose(outT[kTrans].ReinterpretCast<int16_t>(), a16);
    detail::Transpose16<int16_t>("Transpose", here, Ptr(outP[kTrans].ReinterpretCast<int16_t>()), Ptr(a16));

    KT_FLAG(V_MTE3);
    DataCopy(Gm<float>(z, 2 * kOut), outT, kOut);
    DataCopy(Gm<float>(z, 2 * kOut)[kOut], outP, kOut);
}

TEST_F(MoveEnginesTest, ThroughAPointerTheEnginesComputeWhatTheTensorSpellingsCompute)
{
    NegBuffers buffers;
    DeviceBuffer z{2 * kOut * sizeof(float)};
    const LaunchOutcome out = Launch(&BothSpellings, 1, {buffers.x.get(), buffers.y.get(), z.get()}, "move_engines");
    ExpectClean(out);
    const float* x = buffers.x.as<float>();
    const float* y = buffers.y.as<float>();
    const float* r = z.as<float>();
    for (uint32_t i = 0; i < kOut; ++i) {
        ASSERT_EQ(FloatBits(r[kOut + i]), FloatBits(r[i])) << i;
    }
    // independent references for a few of them
    for (uint32_t i = 0; i < 128; ++i) {
        EXPECT_EQ(r[kBrcb + i], x[i / 8]) << i;
    }
    for (uint32_t i = 0; i < 64; ++i) {
        EXPECT_EQ(r[kVciCount + i], 0.5f + static_cast<float>(i)) << i;
        EXPECT_EQ(r[kCopyCount + i], x[i]) << i;
        EXPECT_EQ(r[kIlv0 + i], i % 2 == 0 ? x[i / 2] : y[i / 2]) << i;
    }
    for (uint32_t i = 0; i < 32; ++i) {
        EXPECT_EQ(r[kDe0 + i], y[2 * i]) << i;
        EXPECT_EQ(r[kDe1 + i], y[2 * i + 1]) << i;
    }
}

// A Copy destination pointer in the last 64 bytes of the UB: 16 floats fit (the twin), 32 run past it.
void PastTheUb(GM_ADDR x, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, kN * sizeof(float));
    LocalTensor<float> src = buf.Get<float>();
    DataCopy(src, Gm<float>(x, kN), kN);
    KT_FLAG(MTE2_V);
    auto* last = reinterpret_cast<float*>(ascsim::kern::UbBase() + ascsim::kern::UbTotalBytes() - 64);
    const uint32_t count = Broken() ? 32 : 16;
    KT_MARK(g_line);
    detail::CopyCount<float>(SrcLoc::Here(), UbOperand<float>::FromUbPointer(last), Ptr(src), count);
}
TEST_F(MoveEnginesTest, PointerDestinationPastTheUbIsAMemcheckFinding)
{
    ExpectBrokenAndTwin(&PastTheUb, "memcheck", "bytes of the UB", __FILE__);
}

// The other engines' destinations as pointers to the end of the UB: the twin fits, the broken call runs
// one DataBlock or more past the UB.
float* UbTail(uint32_t bytes)
{
    return reinterpret_cast<float*>(ascsim::kern::UbBase() + ascsim::kern::UbTotalBytes() - bytes);
}
LocalTensor<float> LoadedSource(TPipe& pipe, TBuf<TPosition::VECCALC>& buf, GM_ADDR x)
{
    pipe.InitBuffer(buf, kN * sizeof(float));
    LocalTensor<float> src = buf.Get<float>();
    DataCopy(src, Gm<float>(x, kN), kN);
    KT_FLAG(MTE2_V);
    return src;
}

void BrcbPastTheUb(GM_ADDR x, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    const LocalTensor<float> src = LoadedSource(pipe, buf, x);
    const uint8_t repeats = Broken() ? 2 : 1; // 256 bytes each, the last 256 bytes of the UB
    KT_MARK(g_line);
    detail::BrcbRun<float>(SrcLoc::Here(), UbOperand<float>::FromUbPointer(UbTail(256)), Ptr(src), repeats, 1, 8);
}
TEST_F(MoveEnginesTest, BrcbPointerDestinationPastTheUbIsAMemcheckFinding)
{
    ExpectBrokenAndTwin(&BrcbPastTheUb, "memcheck", "bytes of the UB", __FILE__);
}

void InterleavePastTheUb(GM_ADDR x, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    const LocalTensor<float> src = LoadedSource(pipe, buf, x);
    const int32_t count = Broken() ? 32 : 16; // dst1: the last 64 bytes of the UB
    KT_MARK(g_line);
    detail::InterleaveRun<float>(SrcLoc::Here(), Ptr(src[2 * 64]), UbOperand<float>::FromUbPointer(UbTail(64)),
                                 Ptr(src), Ptr(src[64]), count);
}
TEST_F(MoveEnginesTest, InterleavePointerDestinationPastTheUbIsAMemcheckFinding)
{
    ExpectBrokenAndTwin(&InterleavePastTheUb, "memcheck", "bytes of the UB", __FILE__);
}

void UbCopyPastTheUb(GM_ADDR x, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    const LocalTensor<float> src = LoadedSource(pipe, buf, x);
    const uint16_t blocks = Broken() ? 2 : 1; // DataBlocks, into the last 32 bytes of the UB
    const UbOperand<float> dst = UbOperand<float>::FromUbPointer(UbTail(32));
    const detail::UbCopyBlocks p{1, blocks, 0, 0};
    KT_MARK(g_line);
    detail::CopyUbToUb<float>(dst, Ptr(src), p, "DataCopy(UB->UB)", SrcLoc::Here());
}
TEST_F(MoveEnginesTest, UbToUbCopyPointerDestinationPastTheUbIsAMemcheckFinding)
{
    ExpectBrokenAndTwin(&UbCopyPastTheUb, "memcheck", "bytes of the UB", __FILE__);
}

void TransposePastTheUb(GM_ADDR x, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    const LocalTensor<float> src = LoadedSource(pipe, buf, x);
    // 512 bytes: the last 512 bytes of the UB fit, 32 bytes later they run past it
    auto* dst = reinterpret_cast<int16_t*>(UbTail(Broken() ? 480 : 512));
    KT_MARK(g_line);
    detail::Transpose16<int16_t>("Transpose", SrcLoc::Here(), UbOperand<int16_t>::FromUbPointer(dst),
                                 Ptr(src.ReinterpretCast<int16_t>()));
}
TEST_F(MoveEnginesTest, TransposePointerDestinationPastTheUbIsAMemcheckFinding)
{
    ExpectBrokenAndTwin(&TransposePastTheUb, "memcheck", "bytes of the UB", __FILE__);
}

} // namespace
