// Cross-core synchronisation (block_sync.h, determine_sync.h, group_barrier.h, gm_bypass.h,
// cache_ctrl.h; the launch's resident blocks and deadlock detection, xcore.h). Every pattern runs on
// the 4-AIV-core test SoC (ASCEND_SIM_SOC=Ascend950Test4) against a host reference, with its broken
// twin: without the synchronisation the result depends on timing and racecheck reports the
// conflict; a wait nobody satisfies is a deadlock finding within a bounded time instead of a hang.
#include <chrono>

#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

class XcoreSyncTest : public KernelTest {};

constexpr uint32_t kCores = 4;
constexpr uint32_t kTile = 64; // floats per core

// ---- SyncAll: producer / consumer through GM ------------------------------------------------------
// Each core writes 2 * x[its slice] to work[its slice]; after SyncAll every core sums the slices of
// all cores into z[its slice]: z[i] = sum over cores c of 2 * x[c * kTile + i].
void SyncAllSum(GM_ADDR x, GM_ADDR work, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECIN> inBuf;
    TBuf<TPosition::VECOUT> outBuf;
    pipe.InitBuffer(inBuf, kTile * sizeof(float));
    pipe.InitBuffer(outBuf, kTile * sizeof(float));
    LocalTensor<float> in = inBuf.Get<float>();
    LocalTensor<float> acc = outBuf.Get<float>();
    const int64_t me = GetBlockIdx();
    const int64_t n = GetBlockNum();
    GlobalTensor<float> xg, wg, zg;
    xg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), kTile * n);
    wg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(work), kTile * n);
    zg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z), kTile * n);
    DataCopy(in, xg[me * kTile], kTile);
    KT_FLAG(MTE2_V);
    Muls(acc, in, 2.0f, kTile);
    KT_FLAG(V_MTE3);
    DataCopy(wg[me * kTile], acc, kTile);
    if (!Broken()) {
        SyncAll();
    }
    KT_FLAG(MTE3_V);
    Duplicate(acc, 0.0f, kTile);
    for (int64_t c = 0; c < n; ++c) {
        KT_FLAG(V_MTE2);
        KT_MARK(g_line);
        DataCopy(in, wg[c * kTile], kTile);
        KT_FLAG(MTE2_V);
        Add(acc, acc, in, kTile);
    }
    KT_FLAG(V_MTE3);
    DataCopy(zg[me * kTile], acc, kTile);
}

std::vector<float> SyncAllReference(const std::vector<float>& x)
{
    std::vector<float> z(kCores * kTile, 0.0f);
    for (uint32_t i = 0; i < kTile; ++i) {
        float s = 0.0f;
        for (uint32_t c = 0; c < kCores; ++c) {
            s += 2.0f * x[c * kTile + i];
        }
        for (uint32_t c = 0; c < kCores; ++c) {
            z[c * kTile + i] = s;
        }
    }
    return z;
}

TEST_F(XcoreSyncTest, SyncAllOrdersProducerAndConsumer)
{
    const std::vector<float> x = RandomFloats(kCores * kTile, -4.0f, 4.0f, 7);
    for (int round = 0; round < 3; ++round) { // several launches: the interleaving varies
        DeviceBuffer xb = Upload(x), work(kCores * kTile * sizeof(float)), z(kCores * kTile * sizeof(float));
        g_broken = false;
        const LaunchOutcome r = Launch(&SyncAllSum, kCores, {xb.get(), work.get(), z.get()}, "sync_all");
        ExpectClean(r);
        EXPECT_EQ(z.Read<float>(kCores * kTile), SyncAllReference(x));
    }
}

TEST_F(XcoreSyncTest, WithoutSyncAllTheReadsRace)
{
    const std::vector<float> x = RandomFloats(kCores * kTile, -4.0f, 4.0f, 7);
    DeviceBuffer xb = Upload(x), work(kCores * kTile * sizeof(float)), z(kCores * kTile * sizeof(float));
    g_broken = true;
    g_line = 0;
    const LaunchOutcome r = Launch(&SyncAllSum, kCores, {xb.get(), work.get(), z.get()}, "no_sync_all");
    g_broken = false;
    ExpectFinding(r, "racecheck", "reads what core", Where(__FILE__, g_line.load()));
    EXPECT_TRUE(Contains(r.report, "DataCopy(UB->GM)")) << r.report;
}

// The timing model sees the wait: a core leaving SyncAll continues no earlier than the last arrival.
// Core 0 works long before its SyncAll; every core's system counter after the barrier is at least
// core 0's before it.
void SyncAllTiming(GM_ADDR stamps, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, 8192 * sizeof(float));
    LocalTensor<float> t = buf.Get<float>();
    const int64_t me = GetBlockIdx();
    Duplicate(t, 1.0f, 8192);
    if (me == 0) {
        for (int i = 0; i < 50; ++i) {
            Exp(t, t, 8192);
        }
    }
    PipeBarrier<PIPE_ALL>();
    const int64_t before = GetSystemCycle();
    SyncAll();
    const int64_t after = GetSystemCycle();
    GlobalTensor<int64_t> out;
    out.SetGlobalBuffer(reinterpret_cast<__gm__ int64_t*>(stamps), 2 * kCores);
    out.SetValue(2 * me, before);
    out.SetValue(2 * me + 1, after);
}
TEST_F(XcoreSyncTest, LeavingSyncAllWaitsForTheLastArrivalInModeledTime)
{
    DeviceBuffer stamps(2 * kCores * sizeof(int64_t)), unused(64), unused2(64);
    const LaunchOutcome r = Launch(&SyncAllTiming, kCores, {stamps.get(), unused.get(), unused2.get()}, "timing");
    ExpectClean(r);
    const std::vector<int64_t> s = stamps.Read<int64_t>(2 * kCores);
    ASSERT_GT(s[0], s[2]) << "core 0 should arrive last (it ran 50 Exp first)";
    for (uint32_t c = 0; c < kCores; ++c) {
        EXPECT_GE(s[2 * c + 1], s[0]) << "core " << c << " left SyncAll before core 0 arrived";
    }
    EXPECT_TRUE(r.profile.valid);
    EXPECT_GE(r.profile.aivTimeUs * 1000.0, static_cast<double>(s[0]) * 0.999);
}

// ---- SyncAll: deadlocks ------------------------------------------------------------------------------
void SyncAllOnly(GM_ADDR, GM_ADDR, GM_ADDR)
{
    const bool skip = Broken() && GetBlockIdx() == 2;
    if (!skip) {
        KT_MARK(g_line);
        SyncAll();
    }
}

// 5 blocks on 4 AIV cores: the fifth block runs in a second wave and never meets the first four.
TEST_F(XcoreSyncTest, SyncAllWithMoreBlocksThanCoresIsADeadlockFinding)
{
    NegBuffers b;
    g_line = 0;
    g_broken = false;
    const auto t0 = std::chrono::steady_clock::now();
    const LaunchOutcome r = Launch(&SyncAllOnly, kCores + 1, b.Args(), "sync_all_5");
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    ExpectFinding(r, "synccheck", "deadlock", Where(__FILE__, g_line.load()));
    EXPECT_TRUE(Contains(r.report, "SyncAll at")) << r.report;
    EXPECT_TRUE(Contains(r.report, "5 blocks on a SoC with 4 AIV cores")) << r.report;
    EXPECT_LT(seconds, 10.0);
    // Four blocks are fine.
    ExpectClean(Launch(&SyncAllOnly, kCores, b.Args(), "sync_all_4"));
}

// A core that returns without SyncAll leaves the others waiting forever: every waiting core reports.
TEST_F(XcoreSyncTest, ACoreThatSkipsSyncAllIsADeadlockFinding)
{
    NegBuffers b;
    g_line = 0;
    g_broken = true;
    const auto t0 = std::chrono::steady_clock::now();
    const LaunchOutcome r = Launch(&SyncAllOnly, kCores, b.Args(), "skip_sync_all");
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    g_broken = false;
    ExpectFinding(r, "synccheck", "deadlock: SyncAll waits for all 4 blocks", Where(__FILE__, g_line.load()));
    EXPECT_TRUE(Contains(r.report, "core 0, SyncAll")) << r.report;
    EXPECT_FALSE(Contains(r.report, "core 2, SyncAll")) << r.report;
    EXPECT_TRUE(Contains(r.report, "Every resident block waits")) << r.report;
    EXPECT_LT(seconds, 10.0);
}

// SyncAll<true, config>: with the trigger on MTE3 the MTE3 writes before it are published; with the
// trigger on MTE2 they are not (the sim keeps them out of the release), so the reads race.
inline constexpr SyncAllConfig kTriggerMte3 = {PIPE_MTE3, PIPE_ALL};
inline constexpr SyncAllConfig kTriggerMte2 = {PIPE_MTE2, PIPE_ALL};
void SyncAllConfigured(GM_ADDR x, GM_ADDR work, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> buf;
    pipe.InitBuffer(buf, kTile * sizeof(float));
    LocalTensor<float> t = buf.Get<float>();
    const int64_t me = GetBlockIdx();
    GlobalTensor<float> xg, wg, zg;
    xg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), kTile * kCores);
    wg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(work), kTile * kCores);
    zg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z), kTile * kCores);
    DataCopy(t, xg[me * kTile], kTile);
    KT_FLAG(MTE2_MTE3);
    DataCopy(wg[me * kTile], t, kTile);
    if (Broken()) {
        SyncAll<true, kTriggerMte2>();
    } else {
        SyncAll<true, kTriggerMte3>();
    }
    KT_FLAG(MTE3_MTE2);
    KT_MARK(g_line);
    DataCopy(t, wg[((me + 1) % kCores) * kTile], kTile);
    KT_FLAG(MTE2_MTE3);
    DataCopy(zg[me * kTile], t, kTile);
}
TEST_F(XcoreSyncTest, SyncAllConfigReleasesOnlyTheTriggerPipe)
{
    const std::vector<float> x = RandomFloats(kCores * kTile, -1.0f, 1.0f, 3);
    {
        DeviceBuffer xb = Upload(x), work(kCores * kTile * sizeof(float)), z(kCores * kTile * sizeof(float));
        g_broken = false;
        ExpectClean(Launch(&SyncAllConfigured, kCores, {xb.get(), work.get(), z.get()}, "mte3_trigger"));
        const std::vector<float> out = z.Read<float>(kCores * kTile);
        for (uint32_t c = 0; c < kCores; ++c) {
            for (uint32_t i = 0; i < kTile; ++i) {
                EXPECT_EQ(out[c * kTile + i], x[((c + 1) % kCores) * kTile + i]);
            }
        }
    }
}
// (Separate: a deliberately racy kernel, excluded under TSan.)
TEST_F(XcoreSyncTest, SyncAllConfigTriggerOnMte2LeavesTheMte3WritesRacing)
{
    const std::vector<float> x = RandomFloats(kCores * kTile, -1.0f, 1.0f, 3);
    DeviceBuffer xb = Upload(x), work(kCores * kTile * sizeof(float)), z(kCores * kTile * sizeof(float));
    g_broken = true;
    g_line = 0;
    const LaunchOutcome r = Launch(&SyncAllConfigured, kCores, {xb.get(), work.get(), z.get()}, "mte2_trigger");
    g_broken = false;
    ExpectFinding(r, "racecheck", "reads what core", Where(__FILE__, g_line.load()));
}

// ---- software SyncAll -------------------------------------------------------------------------------
void SoftSyncAllSum(GM_ADDR x, GM_ADDR work, GM_ADDR z, GM_ADDR syncWs)
{
    TPipe pipe;
    TBuf<TPosition::VECIN> inBuf;
    TBuf<TPosition::VECOUT> outBuf;
    TBuf<TPosition::VECCALC> wsBuf;
    pipe.InitBuffer(inBuf, kTile * sizeof(float));
    pipe.InitBuffer(outBuf, kTile * sizeof(float));
    pipe.InitBuffer(wsBuf, kCores * 32);
    LocalTensor<float> in = inBuf.Get<float>();
    LocalTensor<float> acc = outBuf.Get<float>();
    LocalTensor<int32_t> ubWs = wsBuf.Get<int32_t>();
    const int64_t me = GetBlockIdx();
    GlobalTensor<float> xg, wg, zg;
    GlobalTensor<int32_t> sg;
    xg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), kTile * kCores);
    wg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(work), kTile * kCores);
    zg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z), kTile * kCores);
    sg.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(syncWs), kCores * 8);
    for (int round = 0; round < 2; ++round) { // twice: the second round counts on from the first
        DataCopy(in, xg[me * kTile], kTile);
        KT_FLAG(MTE2_V);
        Muls(acc, in, static_cast<float>(round + 1), kTile);
        KT_FLAG(V_MTE3);
        DataCopy(wg[me * kTile], acc, kTile);
        SyncAll(sg, ubWs);
        KT_FLAG(MTE3_V);
        Duplicate(acc, 0.0f, kTile);
        for (uint32_t c = 0; c < kCores; ++c) {
            KT_FLAG(V_MTE2);
            DataCopy(in, wg[c * kTile], kTile);
            KT_FLAG(MTE2_V);
            Add(acc, acc, in, kTile);
        }
        KT_FLAG(V_MTE3);
        DataCopy(zg[me * kTile], acc, kTile);
        SyncAll(sg, ubWs); // before the next round overwrites work
    }
}
TEST_F(XcoreSyncTest, SoftwareSyncAllThroughAWorkspace)
{
    const std::vector<float> x = RandomFloats(kCores * kTile, -4.0f, 4.0f, 11);
    DeviceBuffer xb = Upload(x), work(kCores * kTile * sizeof(float)), z(kCores * kTile * sizeof(float));
    DeviceBuffer ws = Upload(std::vector<int32_t>(kCores * 8, 0));
    const LaunchOutcome r = ascsim::kern::LaunchKernel(MakeInstance("soft_sync_all", &SoftSyncAllSum), kCores,
                                                       {xb.get(), work.get(), z.get(), ws.get()});
    ExpectClean(r);
    EXPECT_EQ(z.Read<float>(kCores * kTile), SyncAllReference(x)); // the second round's factor is 2
    EXPECT_EQ(ws.Read<int32_t>(kCores * 8)[0], 4);                 // four software SyncAll rounds
}
// Without the zero-initialised workspace the rounds never match: a deadlock, not a hang.
TEST_F(XcoreSyncTest, SoftwareSyncAllOnAnUninitialisedWorkspaceIsADeadlockFinding)
{
    const std::vector<float> x = RandomFloats(kCores * kTile, -4.0f, 4.0f, 11);
    DeviceBuffer xb = Upload(x), work(kCores * kTile * sizeof(float)), z(kCores * kTile * sizeof(float));
    std::vector<int32_t> garbage(kCores * 8, 0);
    garbage[3 * 8] = 100; // core 3's slot not zeroed
    DeviceBuffer ws = Upload(garbage);
    const LaunchOutcome r = ascsim::kern::LaunchKernel(MakeInstance("soft_sync_all", &SoftSyncAllSum), kCores,
                                                       {xb.get(), work.get(), z.get(), ws.get()});
    ExpectFinding(r, "synccheck", "deadlock: the software SyncAll", "");
}

// ---- IBSet / IBWait -------------------------------------------------------------------------------
// A chain: core i waits for core i - 1, reads its running value v from GM, writes 3 * v + i + 1 and
// signals core i + 1. The result depends on the order: v_3 = 3 * (3 * (3 * 1 + 2) + 3) + 4.
void IbChain(GM_ADDR acc, GM_ADDR ws, GM_ADDR)
{
    TPipe pipe;
    TQue<TPosition::VECIN, 1> syncQ;
    pipe.InitBuffer(syncQ, 1, 32);
    GlobalTensor<int32_t> a, sync;
    a.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(acc), 8);
    sync.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(ws), kCores * 8 * 2);
    const int32_t me = static_cast<int32_t>(GetBlockIdx());
    LocalTensor<int32_t> ub = syncQ.AllocTensor<int32_t>();
    if (me > 0 && !Broken()) {
        IBWait(sync, ub, me - 1, 0);
    }
    KT_MARK(g_line);
    const int32_t v = me == 0 ? 0 : a.GetValue(0);
    a.SetValue(0, 3 * v + me + 1);
    if (me + 1 < static_cast<int32_t>(GetBlockNum()) && !Broken()) {
        IBSet(sync, ub, me, 0);
    }
    syncQ.FreeTensor(ub);
}
TEST_F(XcoreSyncTest, IBSetIBWaitOrderTheCores)
{
    for (int round = 0; round < 3; ++round) {
        DeviceBuffer acc = Upload(std::vector<int32_t>(8, 0));
        DeviceBuffer ws = Upload(std::vector<int32_t>(kCores * 8 * 2, 0));
        DeviceBuffer unused(64);
        g_broken = false;
        ExpectClean(Launch(&IbChain, kCores, {acc.get(), ws.get(), unused.get()}, "ib_chain"));
        EXPECT_EQ(acc.Read<int32_t>(1)[0], 3 * (3 * (3 * 1 + 2) + 3) + 4);
    }
}
TEST_F(XcoreSyncTest, TheChainWithoutIBSetIBWaitRaces)
{
    DeviceBuffer acc = Upload(std::vector<int32_t>(8, 0));
    DeviceBuffer ws = Upload(std::vector<int32_t>(kCores * 8 * 2, 0));
    DeviceBuffer unused(64);
    g_broken = true;
    g_line = 0;
    const LaunchOutcome r = Launch(&IbChain, kCores, {acc.get(), ws.get(), unused.get()}, "ib_chain_broken");
    g_broken = false;
    EXPECT_FALSE(r.ok);
    EXPECT_TRUE(Contains(r.report, "] racecheck:")) << r.report;
    EXPECT_TRUE(Contains(r.report, "GlobalTensor::SetValue")) << r.report;
}

// An IBWait whose IBSet never comes.
void IbWaitAlone(GM_ADDR ws, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> b;
    pipe.InitBuffer(b, 32);
    LocalTensor<int32_t> ub = b.Get<int32_t>();
    GlobalTensor<int32_t> sync;
    sync.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(ws), 2 * 8);
    if (GetBlockIdx() == 1) {
        KT_MARK(g_line);
        IBWait(sync, ub, 0, 0);
    } else if (!Broken()) {
        IBSet(sync, ub, 0, 0);
    }
}
TEST_F(XcoreSyncTest, AnIBWaitWhoseIBSetNeverComesIsADeadlockFinding)
{
    DeviceBuffer ws = Upload(std::vector<int32_t>(2 * 8, 0));
    DeviceBuffer u1(64), u2(64);
    g_broken = true;
    g_line = 0;
    const auto t0 = std::chrono::steady_clock::now();
    const LaunchOutcome r = Launch(&IbWaitAlone, 2, {ws.get(), u1.get(), u2.get()}, "ib_wait_alone");
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    g_broken = false;
    ExpectFinding(r, "synccheck", "deadlock: IBWait (blockIdx 0, eventID 0) polls its GM flag until it is 1",
                  Where(__FILE__, g_line.load()));
    EXPECT_TRUE(Contains(r.report, "core 1, IBWait")) << r.report;
    EXPECT_LT(seconds, 10.0);
    DeviceBuffer ws2 = Upload(std::vector<int32_t>(2 * 8, 0));
    ExpectClean(Launch(&IbWaitAlone, 2, {ws2.get(), u1.get(), u2.get()}, "ib_pair"));
    EXPECT_EQ(ws2.Read<int32_t>(1)[0], 0); // set, then consumed
}

// The software protocols take their event ids from the TPipe.
void IbSetWithoutTPipe(GM_ADDR ws, GM_ADDR, GM_ADDR)
{
    LocalMemAllocator<Hardware::UB> alloc;
    LocalTensor<int32_t> ub = alloc.Alloc<int32_t, 8>();
    GlobalTensor<int32_t> sync;
    sync.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(ws), 8);
    KT_MARK(g_line);
    IBSet(sync, ub, 0, 0);
}
TEST_F(XcoreSyncTest, IBSetWithoutATPipeIsAFinding)
{
    DeviceBuffer ws = Upload(std::vector<int32_t>(8, 0));
    DeviceBuffer u1(64), u2(64);
    g_line = 0;
    const LaunchOutcome r = Launch(&IbSetWithoutTPipe, 1, {ws.get(), u1.get(), u2.get()}, "ib_no_pipe");
    ExpectFinding(r, "synccheck", "needs a live TPipe", Where(__FILE__, g_line.load()));
}

// ---- InitDetermineComputeWorkspace / WaitPreBlock / NotifyNextBlock ----------------------------------
// sequential_block_sync: every core adds its tile to z with the float DMA atomic, in block order, for
// two rounds. The sum is then bit-for-bit the sequential one.
constexpr uint32_t kSeqLen = 64;
void SequentialAdd(GM_ADDR x, GM_ADDR z, GM_ADDR ws)
{
    TPipe pipe;
    GlobalTensor<float> xg, zg;
    GlobalTensor<int32_t> gmWs;
    xg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), kCores * 2 * kSeqLen);
    zg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z), 2 * kSeqLen);
    gmWs.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(ws), kCores * 8);
    TQue<TPosition::VECIN, 1> wsQ;
    pipe.InitBuffer(wsQ, 1, kCores * 32 + 32);
    LocalTensor<int32_t> ubWs = wsQ.AllocTensor<int32_t>();
    InitDetermineComputeWorkspace(gmWs, ubWs);
    TQue<TPosition::VECIN, 1> que;
    pipe.InitBuffer(que, 1, kSeqLen * sizeof(float));
    const int64_t me = GetBlockIdx();
    for (uint32_t round = 0; round < 2; ++round) {
        LocalTensor<float> t = que.AllocTensor<float>();
        DataCopy(t, xg[(me * 2 + round) * kSeqLen], kSeqLen);
        if (!Broken()) {
            WaitPreBlock(gmWs, ubWs);
        }
        SetAtomicAdd<float>();
        KT_FLAG(MTE2_MTE3);
        DataCopy(zg[round * kSeqLen], t, kSeqLen);
        DisableDmaAtomic();
        if (!Broken()) {
            NotifyNextBlock(gmWs, ubWs);
        } else {
            PipeBarrier<PIPE_ALL>();
        }
        que.FreeTensor(t);
    }
    wsQ.FreeTensor(ubWs);
}
TEST_F(XcoreSyncTest, WaitPreBlockNotifyNextBlockRunTheBlocksInOrder)
{
    const std::vector<float> x = RandomFloats(kCores * 2 * kSeqLen, -1e3f, 1e3f, 21);
    std::vector<float> ref(2 * kSeqLen, 0.0f);
    for (uint32_t round = 0; round < 2; ++round) {
        for (uint32_t c = 0; c < kCores; ++c) {
            for (uint32_t i = 0; i < kSeqLen; ++i) {
                ref[round * kSeqLen + i] += x[(c * 2 + round) * kSeqLen + i]; // in block order
            }
        }
    }
    for (int rep = 0; rep < 3; ++rep) {
        DeviceBuffer xb = Upload(x), z = Upload(std::vector<float>(2 * kSeqLen, 0.0f));
        DeviceBuffer ws = Upload(std::vector<int32_t>(kCores * 8, 123)); // need not be 0
        g_broken = false;
        ExpectClean(Launch(&SequentialAdd, kCores, {xb.get(), z.get(), ws.get()}, "sequential"));
        const std::vector<float> out = z.Read<float>(2 * kSeqLen);
        for (uint32_t i = 0; i < 2 * kSeqLen; ++i) {
            EXPECT_EQ(FloatBits(out[i]), FloatBits(ref[i])) << i;
        }
    }
}

// A block that waits more often than the previous one notifies.
void WaitPreBlockTwice(GM_ADDR, GM_ADDR, GM_ADDR ws)
{
    TPipe pipe;
    GlobalTensor<int32_t> gmWs;
    gmWs.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(ws), 2 * 8);
    TBuf<TPosition::VECCALC> b;
    pipe.InitBuffer(b, 2 * 32 + 32);
    LocalTensor<int32_t> ubWs = b.Get<int32_t>();
    InitDetermineComputeWorkspace(gmWs, ubWs);
    WaitPreBlock(gmWs, ubWs);
    NotifyNextBlock(gmWs, ubWs);
    if (GetBlockIdx() == 1) {
        KT_MARK(g_line);
        WaitPreBlock(gmWs, ubWs);
    }
}
TEST_F(XcoreSyncTest, AnUnpairedWaitPreBlockIsADeadlockFinding)
{
    DeviceBuffer ws = Upload(std::vector<int32_t>(2 * 8, 0));
    DeviceBuffer u1(64), u2(64);
    g_line = 0;
    const LaunchOutcome r = Launch(&WaitPreBlockTwice, 2, {u1.get(), u2.get(), ws.get()}, "wait_twice");
    ExpectFinding(r, "synccheck", "deadlock: WaitPreBlock (round 2)", Where(__FILE__, g_line.load()));
}

// ---- GroupBarrier ------------------------------------------------------------------------------------
// Cores 0 and 1 (the Arrive group) add 12 each to out[0] with the int32_t DMA atomic, then arrive;
// cores 2 and 3 (the Wait group) wait, then read out[0] and store it in out[8 + i]. Two rounds.
void GroupBarrierKernel(GM_ADDR out, GM_ADDR ws, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> q;
    pipe.InitBuffer(q, 32);
    GlobalTensor<int32_t> o;
    o.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(out), 32);
    GroupBarrier<PipeMode::MTE3_MODE> bar(ws, 2, 2);
    const int64_t id = GetBlockIdx();
    LocalTensor<int32_t> t = q.Get<int32_t>();
    for (int round = 0; round < 2; ++round) {
        if (id < 2) {
            if (round > 0) {
                KT_FLAG(MTE3_V);
            }
            Duplicate(t, 0, 8);
            KT_FLAG(V_S);
            t.SetValue(0, 12);
            KT_FLAG(S_MTE3);
            SetAtomicAdd<int32_t>();
            DataCopy(o[8 * round], t, 8);
            DisableDmaAtomic();
            if (!Broken()) {
                bar.Arrive(static_cast<uint32_t>(id));
            }
        } else {
            if (!Broken()) {
                bar.Wait(static_cast<uint32_t>(id - 2));
            }
            KT_MARK(g_line);
            const int32_t v = o.GetValue(8 * round);
            o.SetValue(16 + 8 * round + (id - 2), v);
        }
    }
}
TEST_F(XcoreSyncTest, GroupBarrierOrdersTheWaitGroupAfterTheArriveGroup)
{
    for (int rep = 0; rep < 3; ++rep) {
        DeviceBuffer out = Upload(std::vector<int32_t>(32, 0));
        AlignedWorkspace ws(2 * 512);
        DeviceBuffer unused(64);
        g_broken = false;
        const LaunchOutcome r = Launch(&GroupBarrierKernel, kCores, {out.get(), ws.ptr, unused.get()}, "group");
        ExpectClean(r);
        const std::vector<int32_t> o = out.Read<int32_t>(32);
        EXPECT_EQ(o[0], 24);
        EXPECT_EQ(o[8], 24);
        EXPECT_EQ(o[16], 24);
        EXPECT_EQ(o[17], 24);
        EXPECT_EQ(o[24], 24);
        EXPECT_EQ(o[25], 24);
        const auto* w = reinterpret_cast<const int32_t*>(ws.ptr);
        EXPECT_EQ(w[0], 4);      // arrive counter of line 0: 2 Arrive x 2 rounds
        EXPECT_EQ(w[64 / 4], 4); // wait counter of line 0
    }
}
TEST_F(XcoreSyncTest, WithoutGroupBarrierTheWaitGroupRaces)
{
    DeviceBuffer out = Upload(std::vector<int32_t>(32, 0));
    AlignedWorkspace ws(2 * 512);
    DeviceBuffer unused(64);
    g_broken = true;
    g_line = 0;
    const LaunchOutcome r = Launch(&GroupBarrierKernel, kCores, {out.get(), ws.ptr, unused.get()}, "group_broken");
    g_broken = false;
    ExpectFinding(r, "racecheck", "reads what core", Where(__FILE__, g_line.load()));
}

// ---- flags through GM without the data cache ----------------------------------------------------------
// data_sync_barrier: core 0 writes data, DataSyncBarrier, then the flag; core 1 polls the flag with
// ReadGmByPassDCache, then reads the data and writes 2 * data.
void BypassFlag(GM_ADDR src, GM_ADDR dst, GM_ADDR)
{
    auto* s = reinterpret_cast<__gm__ int32_t*>(src);
    const int64_t me = GetBlockIdx();
    if (me == 0) {
        WriteGmByPassDCache<int32_t>(s + 1, 7);
        DataSyncBarrier<MemDsbT::DDR>();
        if (!Broken()) {
            WriteGmByPassDCache<int32_t>(s, 6);
        }
    } else if (me == 1) {
        while (true) {
            KT_MARK(g_line);
            const int32_t flag = ReadGmByPassDCache<int32_t>(s);
            if (flag == 6) {
                const int32_t data = ReadGmByPassDCache<int32_t>(s + 1);
                WriteGmByPassDCache<int32_t>(reinterpret_cast<__gm__ int32_t*>(dst), 2 * data);
                return;
            }
        }
    }
}
TEST_F(XcoreSyncTest, AFlagPolledWithReadGmByPassDCache)
{
    for (int rep = 0; rep < 3; ++rep) {
        DeviceBuffer src = Upload(std::vector<int32_t>(8, 0)), dst = Upload(std::vector<int32_t>(8, 0));
        DeviceBuffer unused(64);
        g_broken = false;
        ExpectClean(Launch(&BypassFlag, 2, {src.get(), dst.get(), unused.get()}, "bypass"));
        EXPECT_EQ(dst.Read<int32_t>(1)[0], 14);
    }
    // The flag is never written: the poll is reported, not spun on.
    DeviceBuffer src = Upload(std::vector<int32_t>(8, 0)), dst = Upload(std::vector<int32_t>(8, 0));
    DeviceBuffer unused(64);
    g_broken = true;
    g_line = 0;
    const auto t0 = std::chrono::steady_clock::now();
    const LaunchOutcome r = Launch(&BypassFlag, 2, {src.get(), dst.get(), unused.get()}, "bypass_never");
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    g_broken = false;
    ExpectFinding(r, "synccheck", "deadlock: ReadGmByPassDCache polls GM that no running core writes",
                  Where(__FILE__, g_line.load()));
    EXPECT_LT(seconds, 10.0);
}

// The flag releases only what the scalar unit is ordered after: data moved by MTE3 needs the MTE3_S
// hand-off before the flag write (原子操作/关键特性说明.md, 核内同步2), and the consumer's DataCopy the
// S_MTE2 hand-off after its poll (核内同步3).
void BypassFlagForDma(GM_ADDR x, GM_ADDR work, GM_ADDR flagGm)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> buf;
    pipe.InitBuffer(buf, kTile * sizeof(float));
    LocalTensor<float> t = buf.Get<float>();
    GlobalTensor<float> xg, wg;
    xg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), 2 * kTile);
    wg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(work), 2 * kTile);
    auto* flag = reinterpret_cast<__gm__ int32_t*>(flagGm);
    if (GetBlockIdx() == 0) {
        DataCopy(t, xg, kTile);
        KT_FLAG(MTE2_MTE3);
        KT_MARK(g_line);
        DataCopy(wg, t, kTile);
        if (!Broken()) {
            KT_FLAG(MTE3_S);
        }
        WriteGmByPassDCache<int32_t>(flag, 1);
    } else {
        while (ReadGmByPassDCache<int32_t>(flag) != 1) {
        }
        KT_FLAG(S_MTE2);
        DataCopy(t, wg, kTile);
        KT_FLAG(MTE2_MTE3);
        DataCopy(wg[kTile], t, kTile);
    }
}
TEST_F(XcoreSyncTest, ABypassFlagReleasesOnlyWhatTheScalarUnitIsOrderedAfter)
{
    const std::vector<float> x = RandomFloats(2 * kTile, -1.0f, 1.0f, 5);
    {
        DeviceBuffer xb = Upload(x), work(2 * kTile * sizeof(float)), flag = Upload(std::vector<int32_t>(8, 0));
        g_broken = false;
        ExpectClean(Launch(&BypassFlagForDma, 2, {xb.get(), work.get(), flag.get()}, "flag_dma"));
        const std::vector<float> w = work.Read<float>(2 * kTile);
        for (uint32_t i = 0; i < kTile; ++i) {
            EXPECT_EQ(w[kTile + i], x[i]);
        }
    }
    DeviceBuffer xb = Upload(x), work(2 * kTile * sizeof(float)), flag = Upload(std::vector<int32_t>(8, 0));
    g_broken = true;
    g_line = 0;
    const LaunchOutcome r = Launch(&BypassFlagForDma, 2, {xb.get(), work.get(), flag.get()}, "flag_dma_broken");
    g_broken = false;
    ExpectFinding(r, "racecheck", "core 1 reads what core 0 writes", Where(__FILE__, g_line.load()));
}

} // namespace
