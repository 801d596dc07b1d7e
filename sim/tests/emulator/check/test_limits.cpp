// Negative-kernel suite for the 950 limits (each broken kernel has a correct twin):
//   * at most 8 tensors allocated and not freed per TPosition (资源管理/TQue/AllocTensor.md);
//   * at most 64 buffers in one kernel (资源管理/TPipe/InitBuffer.md);
//   * DataCopyPad / DataCopy 950 ranges, UB → GM source positions, GM alignment (Memory矢量计算/数据搬运/);
//   * GetUBSizeInBytes() = 248 KB, what TPipe hands out (the UB regions above it: test_ub_regions.cpp).
// (PipeBarrier<PIPE_S> is a compile error: sim/tests/emulator/compile_fail/.)
#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

class LimitsTest : public KernelTest {};

// Three VECIN queues of three buffers: nine tensors held at once on one TPosition.
void NineTensorsOnVecin(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TQue<TPosition::VECIN, 3> q0, q1, q2;
    TQue<TPosition::VECOUT, 3> out; // another position: does not count
    pipe.InitBuffer(q0, 3, 256);
    pipe.InitBuffer(q1, 3, 256);
    pipe.InitBuffer(q2, 3, 256);
    pipe.InitBuffer(out, 3, 256);
    LocalTensor<float> o = out.AllocTensor<float>();
    LocalTensor<float> t[9];
    for (int i = 0; i < 8; ++i) {
        t[i] = (i < 3 ? q0 : i < 6 ? q1 : q2).AllocTensor<float>();
    }
    if (!Broken()) {
        q0.FreeTensor(t[0]); // the twin gives one back first
    }
    KT_MARK(g_line);
    t[8] = q2.AllocTensor<float>();
    for (int i = Broken() ? 0 : 1; i < 9; ++i) {
        (i < 3 ? q0 : i < 6 ? q1 : q2).FreeTensor(t[i]);
    }
    out.FreeTensor(o);
}
TEST_F(LimitsTest, AtMostEightTensorsHeldPerPosition)
{
    ExpectBrokenAndTwin(&NineTensorsOnVecin, "queuecheck",
                        "a 9th tensor allocated and not yet freed on TPosition::VECIN (all its queues together): "
                        "Ascend 950 allows at most 8",
                        __FILE__);
}

void SixtyFiveBuffers(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TQue<TPosition::VECIN, 4> q;
    TBuf<TPosition::VECCALC> b[61];
    pipe.InitBuffer(q, 4, 64); // four buffers
    for (int i = 0; i < 60; ++i) {
        pipe.InitBuffer(b[i], 64);
    }
    if (Broken()) {
        KT_MARK(g_line);
        pipe.InitBuffer(b[60], 64); // the 65th
    }
}
TEST_F(LimitsTest, AtMostSixtyFourBuffersPerKernel)
{
    ExpectBrokenAndTwin(&SixtyFiveBuffers, "queuecheck",
                        "InitBuffer would bring the kernel's buffers to 65: at most 64 in one kernel", __FILE__);
}

TEST_F(LimitsTest, GetUbSizeInBytesIsWhatTPipeHandsOut)
{
    EXPECT_EQ(GetUBSizeInBytes(), 253952U);
    // 248 KB fits (above), one more block does not.
    NegBuffers b;
    auto tooBig = [](GM_ADDR, GM_ADDR, GM_ADDR) {
        TPipe pipe;
        TBuf<TPosition::VECCALC> t;
        KT_MARK(g_line);
        pipe.InitBuffer(t, GetUBSizeInBytes() + 32);
    };
    const LaunchOutcome o = Launch(+tooBig, 1, b.Args());
    ExpectFinding(o, "memcheck", "TPipe buffers need 253984 bytes but the Unified Buffer has 253952 usable bytes",
                  Where(__FILE__, g_line.load()));
}

// One DataCopyPad UB -> GM of a filled VECOUT tensor into kNegFloats floats of GM, with the
// parameters the test sets for the broken run and for its twin.
DataCopyExtParams g_badOut{1, 4, 0, 0, 0};
DataCopyExtParams g_goodOut{1, 4, 0, 0, 0};
void PadOut(GM_ADDR, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TQue<TPosition::VECOUT, 1> q;
    pipe.InitBuffer(q, 1, 256);
    LocalTensor<float> t = q.AllocTensor<float>();
    Duplicate(t, 1.0f, 64);
    q.EnQue(t);
    t = q.DeQue<float>();
    GlobalTensor<float> gz;
    gz.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z), kNegFloats);
    KT_MARK(g_line);
    DataCopyPad(gz, t, Broken() ? g_badOut : g_goodOut);
    q.FreeTensor(t);
}
TEST_F(LimitsTest, DataCopyPadUbToGmSrcStrideRange)
{
    // 950: srcStride in [0, 65535] data blocks.
    g_badOut = DataCopyExtParams{1, 40, 65536, 0, 0};
    g_goodOut = DataCopyExtParams{1, 40, 0, 0, 0};
    ExpectBrokenAndTwin(&PadOut, "memcheck", "srcStride 65536 is outside its Ascend 950 range [0, 65535]", __FILE__);
}
TEST_F(LimitsTest, DataCopyPadUbToGmBlockCountRange)
{
    // 4096 empty blocks would touch nothing; the range still does not allow them.
    g_badOut = DataCopyExtParams{4096, 0, 0, 0, 0};
    g_goodOut = DataCopyExtParams{4095, 0, 0, 0, 0};
    ExpectBrokenAndTwin(&PadOut, "memcheck", "blockCount 4096 is outside its Ascend 950 range [0, 4095]", __FILE__);
}

// DataCopyPad GM -> UB: srcStride below -blockLen (950: [-blockLen, 2^40-1]); the twin's -blockLen
// re-reads the first block, as the page's example does.
void PadInNegativeStride(GM_ADDR x, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TQue<TPosition::VECIN, 1> q;
    pipe.InitBuffer(q, 1, 256);
    LocalTensor<float> t = q.AllocTensor<float>();
    GlobalTensor<float> gx;
    gx.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), kNegFloats);
    const int64_t stride = Broken() ? -52 : -48;
    KT_MARK(g_line);
    DataCopyPad(t, gx[64], DataCopyExtParams{2, 48, stride, 0, 0}, DataCopyPadExtParams<float>{});
    q.EnQue(t);
    t = q.DeQue<float>();
    q.FreeTensor(t);
}
TEST_F(LimitsTest, DataCopyPadGmToUbSrcStrideRange)
{
    ExpectBrokenAndTwin(&PadInNegativeStride, "memcheck", "srcStride -52 is outside its Ascend 950 range [-48, ",
                        __FILE__);
}

// UB -> GM from a buffer outside the UB (an L1 position, which AI Vector cores do not have) is
// refused; VECIN, VECOUT and VECCALC are all sources (the official 950 examples copy VECCALC tensors).
template <TPosition kBadPos, TPosition kGoodPos, bool kPad>
void CopyOutFrom(GM_ADDR, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<kBadPos> bad;
    TBuf<kGoodPos> good;
    pipe.InitBuffer(bad, 256);
    pipe.InitBuffer(good, 256);
    LocalTensor<float> t = Broken() ? bad.template Get<float>() : good.template Get<float>();
    Duplicate(t, 1.0f, 64);
    KT_FLAG(V_MTE3);
    GlobalTensor<float> gz;
    gz.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z), 64);
    if constexpr (kPad) {
        KT_MARK(g_line);
        DataCopyPad(gz, t, DataCopyExtParams{1, 40, 0, 0, 0});
    } else {
        KT_MARK(g_line);
        DataCopy(gz, t, 64);
    }
}
TEST_F(LimitsTest, CopiesToGmComeFromTheUnifiedBuffer)
{
    ExpectBrokenAndTwin(&CopyOutFrom<TPosition::A1, TPosition::VECCALC, true>, "memcheck",
                        "the source LocalTensor's TPosition must be a Unified Buffer position", __FILE__);
    ExpectBrokenAndTwin(&CopyOutFrom<TPosition::A1, TPosition::VECCALC, false>, "memcheck",
                        "the source LocalTensor's TPosition must be a Unified Buffer position", __FILE__);
    for (auto fn : {&CopyOutFrom<TPosition::VECIN, TPosition::VECOUT, true>,
                    &CopyOutFrom<TPosition::VECIN, TPosition::VECOUT, false>}) {
        NegBuffers b;
        g_broken = true;
        const LaunchOutcome o = Launch(fn, 1, b.Args());
        EXPECT_TRUE(o.ok) << o.report;
    }
}

// DataCopy with a GM address that is not a multiple of sizeof(T).
void MisalignedGm(GM_ADDR x, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TQue<TPosition::VECIN, 1> q;
    pipe.InitBuffer(q, 1, 256);
    LocalTensor<float> t = q.AllocTensor<float>();
    GlobalTensor<float> gx;
    gx.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x + (Broken() ? 2 : 0)), 64);
    KT_MARK(g_line);
    DataCopy(t, gx, 64);
    q.EnQue(t);
    t = q.DeQue<float>();
    q.FreeTensor(t);
}
TEST_F(LimitsTest, DataCopyGmAddressIsElementAligned)
{
    ExpectBrokenAndTwin(&MisalignedGm, "memcheck", "GM address is not aligned to sizeof(T) = 4 bytes", __FILE__);
}

} // namespace
