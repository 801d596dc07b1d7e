// Negative-kernel suite, racecheck: GM conflicts between the cores of one launch. The emulator
// models no cross-core synchronisation, so two cores writing the same bytes, or one core reading
// bytes another writes, race. The report names both call sites.
#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

class RacecheckTest : public KernelTest {};

constexpr uint32_t kCores = 4;
constexpr uint32_t kBlockLen = 64; // elements per core

// Each core copies its slice of x to z; broken: every core writes z[0..64).
void SameBytesWritten(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, kBlockLen * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    const int64_t idx = GetBlockIdx();
    GlobalTensor<float> in, out;
    in.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x) + idx * kBlockLen, kBlockLen);
    out.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z) + (Broken() ? 0 : idx * kBlockLen), kBlockLen);
    DataCopy(t, in, kBlockLen);
    KT_FLAG(MTE2_MTE3);
    KT_MARK(g_line);
    DataCopy(out, t, kBlockLen);
}
TEST_F(RacecheckTest, TwoCoresWriteTheSameBytes)
{
    const LaunchOutcome r = ExpectBrokenAndTwin(&SameBytesWritten, "racecheck", "both write GM bytes", __FILE__,
                                                kCores);
    EXPECT_TRUE(Contains(r.report, "(256 bytes), with no cross-core synchronisation")) << r.report;
    EXPECT_TRUE(Contains(r.report, "kernel broken_kernel")) << r.report;
    EXPECT_TRUE(Contains(r.report, "DataCopy(UB->GM)")) << r.report;
}

// Core 0 writes z[0..64); broken: core 1 reads it back as its input.
void ReadsWhatAnotherWrites(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, kBlockLen * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    const int64_t idx = GetBlockIdx();
    GlobalTensor<float> in, out;
    const bool readZ = Broken() && idx == 1;
    in.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(readZ ? z : x) + (readZ ? 0 : idx * kBlockLen), kBlockLen);
    out.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z) + idx * kBlockLen, kBlockLen);
    KT_MARK(g_line);
    DataCopy(t, in, kBlockLen);
    KT_FLAG(MTE2_MTE3);
    DataCopy(out, t, kBlockLen);
}
TEST_F(RacecheckTest, OneCoreReadsWhatAnotherWrites)
{
    const LaunchOutcome r = ExpectBrokenAndTwin(&ReadsWhatAnotherWrites, "racecheck",
                                                "core 1 reads what core 0 writes, GM bytes", __FILE__, 2);
    EXPECT_TRUE(Contains(r.report, "DataCopy(GM->UB)")) << r.report;
}

// Core 1 also loads core 0's slice of z while core 0 writes it, unordered. The twin never uses what it
// loaded (it even refills the buffer, which keeps it unused): no race can reach a result. Broken: it
// reads the loaded bytes, so the race does (rule racecheck.read-write, exempt: unused loads).
void LoadOfRacingBytes(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    TBuf<TPosition::VECIN> b;
    pipe.InitBuffer(a, kBlockLen * sizeof(float));
    pipe.InitBuffer(b, kBlockLen * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    LocalTensor<float> peerCopy = b.Get<float>();
    const int64_t idx = GetBlockIdx();
    GlobalTensor<float> in, out, peer;
    in.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x) + idx * kBlockLen, kBlockLen);
    out.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z) + idx * kBlockLen, kBlockLen);
    peer.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z), kBlockLen);
    DataCopy(t, in, kBlockLen);
    KT_FLAG(MTE2_MTE3);
    DataCopy(out, t, kBlockLen);
    if (idx != 1) {
        return;
    }
    KT_MARK(g_line);
    DataCopy(peerCopy, peer, kBlockLen);
    PipeBarrier<PIPE_MTE2>();
    DataCopy(peerCopy, peer, kBlockLen);
    if (Broken()) {
        KT_FLAG(MTE2_S);
        const float seen = peerCopy.GetValue(0);
        out.SetValue(0, seen);
    }
}
TEST_F(RacecheckTest, OnlyALoadWhoseBytesAreUsedRaces)
{
    const LaunchOutcome r = ExpectBrokenAndTwin(&LoadOfRacingBytes, "racecheck", "core 1 reads what core 0 writes",
                                                __FILE__, 2, false);
    EXPECT_TRUE(Contains(r.report, "DataCopy(GM->UB)")) << r.report;
}

// A later fill replaces a load's bytes only in the 32-byte blocks it covers whole; a block it covers
// in part keeps some of the load's bytes, which a read of that block may use. Twin: core 1's racing
// load is refilled whole before the buffer is read. Broken: the refill stops 4 floats short.
void PartlyRefilledLoad(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECIN> b;
    pipe.InitBuffer(b, kBlockLen * sizeof(float));
    LocalTensor<float> buf = b.Get<float>();
    const int64_t idx = GetBlockIdx();
    GlobalTensor<float> out, peer, in;
    out.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z) + idx * kBlockLen, kBlockLen);
    peer.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z), kBlockLen);
    in.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), kBlockLen);
    if (idx == 0) {
        DataCopy(buf, in, kBlockLen);
        KT_FLAG(MTE2_MTE3);
        DataCopy(out, buf, kBlockLen);
        return;
    }
    KT_MARK(g_line);
    DataCopy(buf, peer, kBlockLen); // races with core 0's write
    PipeBarrier<PIPE_MTE2>();
    // Broken: 60 floats and 2 of right padding the hardware fills with unknown values, so UB's last
    // block gets 16 bytes of data and keeps the rest as the load left it.
    const uint32_t shortBy = Broken() ? 4 : 0;
    const DataCopyExtParams p{1, static_cast<uint32_t>((kBlockLen - shortBy) * sizeof(float)), 0, 0, 0};
    DataCopyPad(buf, in, p, DataCopyPadExtParams<float>{false, 0, static_cast<uint8_t>(shortBy / 2), 0.0f});
    KT_FLAG(MTE2_MTE3);
    DataCopy(out, buf, kBlockLen);
}
TEST_F(RacecheckTest, APartialRefillLeavesTheLoadInUse)
{
    ExpectBrokenAndTwin(&PartlyRefilledLoad, "racecheck", "core 1 reads what core 0 writes", __FILE__, 2, false);
}

// Scalar stores race as well.
void ScalarStoresCollide(GM_ADDR, GM_ADDR, GM_ADDR z)
{
    GlobalTensor<int32_t> out;
    out.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(z), kNegFloats);
    const int64_t idx = GetBlockIdx();
    KT_MARK(g_line);
    out.SetValue(Broken() ? 5 : static_cast<uint64_t>(idx), static_cast<int32_t>(idx));
}
TEST_F(RacecheckTest, ScalarStoresToTheSameWord)
{
    const LaunchOutcome r = ExpectBrokenAndTwin(&ScalarStoresCollide, "racecheck", "(4 bytes)", __FILE__, kCores);
    EXPECT_TRUE(Contains(r.report, "GlobalTensor::SetValue")) << r.report;
}

// ---- the off-by-one block split ------------------------------------------------------------------
// A realistic multi-core kernel: total = kCores * kBlockLen elements, core i handles
// [i * blockLen, (i + 1) * blockLen) in tiles through double-buffered queues. The broken split
// makes every core process blockLen + 1 elements, so each core also writes the first element of
// its neighbour's slice. (z has room past the end, so only racecheck can tell.)
class SplitKernel {
public:
    __aicore__ inline void Init(GM_ADDR x, GM_ADDR y, GM_ADDR z)
    {
        const int64_t idx = GetBlockIdx();
        len_ = kBlockLen + (Broken() ? 1 : 0);
        x_.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x) + idx * kBlockLen);
        y_.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(y) + idx * kBlockLen);
        z_.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z) + idx * kBlockLen);
        pipe_.InitBuffer(xq_, 2, kTile * sizeof(float));
        pipe_.InitBuffer(yq_, 2, kTile * sizeof(float));
        pipe_.InitBuffer(zq_, 2, kTile * sizeof(float));
    }
    __aicore__ inline void Process()
    {
        for (int64_t off = 0; off < len_; off += kTile) {
            const uint32_t n = static_cast<uint32_t>(len_ - off < kTile ? len_ - off : kTile);
            const DataCopyExtParams p{1, static_cast<uint32_t>(n * sizeof(float)), 0, 0, 0};
            LocalTensor<float> a = xq_.AllocTensor<float>(), b = yq_.AllocTensor<float>();
            DataCopyPad(a, x_[off], p, DataCopyPadExtParams<float>{false, 0, 0, 0.0f});
            DataCopyPad(b, y_[off], p, DataCopyPadExtParams<float>{false, 0, 0, 0.0f});
            xq_.EnQue(a);
            yq_.EnQue(b);
            a = xq_.DeQue<float>();
            b = yq_.DeQue<float>();
            LocalTensor<float> c = zq_.AllocTensor<float>();
            Sub(c, a, b, static_cast<int32_t>(n));
            zq_.EnQue(c);
            xq_.FreeTensor(a);
            yq_.FreeTensor(b);
            c = zq_.DeQue<float>();
            KT_MARK(g_line);
            DataCopyPad(z_[off], c, p);
            zq_.FreeTensor(c);
        }
    }

private:
    static constexpr int64_t kTile = 24;
    TPipe pipe_;
    TQue<TPosition::VECIN, 2> xq_, yq_;
    TQue<TPosition::VECOUT, 2> zq_;
    GlobalTensor<float> x_, y_, z_;
    int64_t len_ = 0;
};
void OffByOneSplit(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    SplitKernel k;
    k.Init(x, y, z);
    k.Process();
}
TEST_F(RacecheckTest, OffByOneBlockSplitIsCaught)
{
    const LaunchOutcome r = ExpectBrokenAndTwin(&OffByOneSplit, "racecheck", "both write GM bytes", __FILE__, kCores);
    EXPECT_TRUE(Contains(r.report, "(4 bytes)")) << r.report; // exactly the one extra element
    EXPECT_TRUE(Contains(r.report, "core 0: DataCopyPad(UB->GM) at ")) << r.report;
}

// The correct split's results, for good measure.
TEST_F(RacecheckTest, CorrectSplitComputes)
{
    NegBuffers b;
    g_broken = false;
    ExpectClean(Launch(&OffByOneSplit, kCores, b.Args()));
    for (uint32_t i = 0; i < kCores * kBlockLen; ++i) {
        EXPECT_EQ(b.z.as<float>()[i], 0.5f * static_cast<float>(i + 1)) << i;
    }
    EXPECT_EQ(b.z.as<float>()[kCores * kBlockLen], 0.0f);
}

// Reads shared by every core are no race.
void SharedReads(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, kBlockLen * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    const int64_t idx = GetBlockIdx();
    GlobalTensor<float> in, out;
    in.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), kBlockLen);
    out.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z) + idx * kBlockLen, kBlockLen);
    DataCopy(t, in, kBlockLen);
    KT_FLAG(MTE2_MTE3);
    DataCopy(out, t, kBlockLen);
}
TEST_F(RacecheckTest, SharedReadsAreNoRace)
{
    NegBuffers b;
    ExpectClean(Launch(&SharedReads, kCores, b.Args()));
}

// Every core writes the same 64 floats to z[0..64) (rule racecheck.write-write, exempt: the same bytes
// to the same range; either order leaves them, as when every core of an official example writes one
// identical index vector). Broken: core 2 writes other bytes there, and the order decides the result.
void IdenticalBytesWritten(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, kBlockLen * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    GlobalTensor<float> in, out;
    const bool odd = Broken() && GetBlockIdx() == 2;
    in.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x) + (odd ? kBlockLen : 0), kBlockLen);
    out.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z), kBlockLen);
    DataCopy(t, in, kBlockLen);
    KT_FLAG(MTE2_MTE3);
    DataCopy(out, t, kBlockLen);
}
TEST_F(RacecheckTest, OnlyWritesOfDifferentBytesRace)
{
    // The report names whichever pair of cores it meets first; core 2 is one of them.
    const LaunchOutcome r = ExpectBrokenAndTwin(&IdenticalBytesWritten, "racecheck", "both write GM bytes", __FILE__,
                                                kCores, false);
    EXPECT_TRUE(Contains(r.report, "core 2")) << r.report;
}

} // namespace
