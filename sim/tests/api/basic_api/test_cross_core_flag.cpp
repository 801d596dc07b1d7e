// CrossCoreSetFlag / CrossCoreWaitFlag (同步控制/核间同步/CrossCoreSetFlag(ISASI).md, CrossCoreWaitFlag(ISASI).md;
// cross_core_flag.h, xcore XcoreCrossFlagSet / Wait) on the 4-AIV test SoC: mode 0 orders every core's MTE3 copy
// before every core's later reads (the producer / consumer sum against a host reference, several rounds of one
// flagId, the counter), its broken twin races; a wait nobody completes, modes 1 / 2 / 4, an unsupported pipe and
// a counter above 15 are findings, each with its silent twin.
#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

class CrossCoreFlagTest : public KernelTest {};

constexpr uint32_t kCores = 4;
constexpr uint32_t kTile = 64;

// Each core writes 2 * x[its slice] to work; after the flag round every core sums all slices into z. Two
// rounds of flagId 3 (a second write of 3 * x, then the sum again into z's second half).
void FlagSum(GM_ADDR x, GM_ADDR work, GM_ADDR z)
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
    wg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(work), kTile * n * 2);
    zg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z), kTile * n * 2);
    for (int round = 0; round < 2; ++round) {
        KT_FLAG(V_MTE2);
        DataCopy(in, xg[me * kTile], kTile);
        KT_FLAG(MTE2_V);
        Muls(acc, in, round == 0 ? 2.0f : 3.0f, kTile);
        KT_FLAG(V_MTE3);
        DataCopy(wg[(round * n + me) * kTile], acc, kTile);
        if (!Broken()) {
            CrossCoreSetFlag<0, PIPE_MTE3>(3);
            CrossCoreWaitFlag<0, PIPE_MTE2>(3); // the reads below are MTE2's
        }
        KT_FLAG(MTE3_V);
        Duplicate(acc, 0.0f, kTile);
        for (int64_t c = 0; c < n; ++c) {
            KT_FLAG(V_MTE2);
            KT_MARK(g_line);
            DataCopy(in, wg[(round * n + c) * kTile], kTile);
            KT_FLAG(MTE2_V);
            Add(acc, acc, in, kTile);
        }
        KT_FLAG(V_MTE3);
        DataCopy(zg[(round * n + me) * kTile], acc, kTile);
        KT_FLAG(MTE3_V); // acc is rewritten in the next round
    }
}

TEST_F(CrossCoreFlagTest, Mode0OrdersEveryCoresCopies)
{
    const std::vector<float> x = RandomFloats(kCores * kTile, -4.0f, 4.0f, 11);
    for (int launch = 0; launch < 3; ++launch) {
        DeviceBuffer xb = Upload(x), work(2 * kCores * kTile * sizeof(float)), z(2 * kCores * kTile * sizeof(float));
        g_broken = false;
        ExpectClean(Launch(&FlagSum, kCores, {xb.get(), work.get(), z.get()}, "cross_core_flag"));
        const std::vector<float> got = z.Read<float>(2 * kCores * kTile);
        for (uint32_t round = 0; round < 2; ++round) {
            for (uint32_t i = 0; i < kTile; ++i) {
                float s = 0.0f;
                for (uint32_t c = 0; c < kCores; ++c) {
                    s += (round == 0 ? 2.0f : 3.0f) * x[c * kTile + i];
                }
                for (uint32_t c = 0; c < kCores; ++c) {
                    EXPECT_EQ(got[(round * kCores + c) * kTile + i], s) << round << " " << c << " " << i;
                }
            }
        }
    }
}

TEST_F(CrossCoreFlagTest, WithoutTheFlagsTheReadsRace)
{
    const std::vector<float> x = RandomFloats(kCores * kTile, -4.0f, 4.0f, 11);
    DeviceBuffer xb = Upload(x), work(2 * kCores * kTile * sizeof(float)), z(2 * kCores * kTile * sizeof(float));
    g_broken = true;
    g_line = 0;
    const LaunchOutcome r = Launch(&FlagSum, kCores, {xb.get(), work.get(), z.get()}, "no_cross_core_flag");
    g_broken = false;
    ExpectFinding(r, "racecheck", "reads what core", Where(__FILE__, g_line.load()));
}

// A wait whose round one core never joins (core 3 skips its set) is a deadlock; the twin: every core sets.
void MissingSet(GM_ADDR, GM_ADDR, GM_ADDR)
{
    if (!(Broken() && GetBlockIdx() == 3)) {
        CrossCoreSetFlag<0, PIPE_V>(5);
    }
    KT_MARK(g_line);
    CrossCoreWaitFlag(5);
}
TEST_F(CrossCoreFlagTest, WaitWithoutEverySetIsADeadlock)
{
    ExpectBrokenAndTwin(&MissingSet, "synccheck", "deadlock", __FILE__, kCores, false);
}

// Mode 1 (the AIVs of one AI Core) in the sim's vector-only launch; the twin uses mode 0.
void Mode1(GM_ADDR, GM_ADDR, GM_ADDR)
{
    KT_MARK(g_line);
    if (Broken()) {
        CrossCoreSetFlag<1, PIPE_V>(0);
    } else {
        CrossCoreSetFlag<0, PIPE_V>(0);
    }
    CrossCoreWaitFlag(0);
}
TEST_F(CrossCoreFlagTest, Mode1IsReported)
{
    ExpectBrokenAndTwin(&Mode1, "synccheck", "mode 1 synchronises within an AI Core", __FILE__, kCores, false);
}

// CrossCoreSetFlag on PIPE_S (modes 0-2 exclude it); the twin sets on PIPE_V.
void ScalarPipe(GM_ADDR, GM_ADDR, GM_ADDR)
{
    KT_MARK(g_line);
    if (Broken()) {
        CrossCoreSetFlag<0, PIPE_S>(1);
    } else {
        CrossCoreSetFlag<0, PIPE_V>(1);
    }
    CrossCoreWaitFlag<0, PIPE_V>(1);
}
TEST_F(CrossCoreFlagTest, SetOnPipeSIsReported)
{
    ExpectBrokenAndTwin(&ScalarPipe, "synccheck", "pipe PIPE_S is not supported", __FILE__, kCores, false);
}

// 16 rounds nobody waits for take the counters above 15; the twin: 15 rounds, then 15 waits.
void CounterOverflow(GM_ADDR, GM_ADDR, GM_ADDR)
{
    const int rounds = Broken() ? 16 : 15;
    for (int i = 0; i < rounds; ++i) {
        CrossCoreSetFlag<0, PIPE_V>(7);
    }
    for (int i = 0; i < 15; ++i) {
        CrossCoreWaitFlag(7);
    }
}
TEST_F(CrossCoreFlagTest, CounterAbove15IsReported)
{
    ExpectBrokenAndTwin(&CounterOverflow, "synccheck", "counter would exceed 15", __FILE__, kCores, false);
}

} // namespace
