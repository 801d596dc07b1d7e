// The timing model of the kernel emulator (sim/docs/timing_model.md §5; parameters in the SoC
// profile). Expected values are computed here in float64 from the profile's numbers and the
// published parameter sheet, independently of the model's code:
//   - a DMA transfer takes bytes / (per-core share of HBM bandwidth) + the per-transfer latency, and a
//     streaming DMA-only kernel on every core runs at the HBM bandwidth;
//   - a vector instruction takes lanes / P cycles per full VL (Reg矢量计算接口理论性能汇总.md), or its
//     UB port time when that is longer (Reg矢量计算接口指令单双发汇总.md);
//   - double buffering hides DMA behind compute, single buffering does not;
//   - more cores shorten a fixed-size kernel until the HBM bandwidth binds.
#include <cstdio>
#include <cstring>
#include <iterator>
#include <fstream>
#include <sstream>

#include "ascendc_sim/engine/op_costs.h"
#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

struct TimingCase {
    uint64_t perCore = 0; // elements per core
    uint32_t tile = 0;    // elements per tile
    uint32_t count = 0;   // vector kernel: elements
    uint32_t instrs = 0;  // vector kernel: instructions; copy-compute-copy: Exp calls per tile
    int op = 0;           // vector kernel: 0 Exp, 1 Add
};
TimingCase g_tc;

constexpr double kClockHz = 1.65e9; // timing_model.md §2 (950PR)

double Cycles(double us) { return us * 1e-6 * kClockHz; }

// Fitted parameters of the active profile (their values and sources: soc_profile.cpp, timing_model.md §8).
// One active core's read (MTE2) latency (timing_model.md §2.1: it grows with the active cores).
double DmaLatency() { return ascsim::DmaLatencyCycles(ascsim::ActiveSocProfile(), 1, false); }
double CoreCap() { return ascsim::ActiveSocProfile().dmaCoreCapBytesPerCycle; }
double VfCall() { return ascsim::ActiveSocProfile().vfCallCycles; }

class TimingTest : public KernelTest {
protected:
    void SetUp() override
    {
        KernelTest::SetUp();
        ascsim::kern::ResetL2Cache(); // every test starts from an empty L2 (timing_model.md §5.7)
        unsetenv("ASCEND_SIM_TIMING");
        unsetenv("ASCEND_SIM_PROFILE");
        unsetenv("ASCEND_SIM_PROFILE_CSV");
    }
    void TearDown() override
    {
        ascsim::SetActiveSocProfileForTest("");
        unsetenv("ASCEND_SIM_TIMING");
        unsetenv("ASCEND_SIM_PROFILE_CSV");
        KernelTest::TearDown();
    }
};

// One DataCopy GM->UB of `count` floats.
void OneCopyKernel(GM_ADDR src)
{
    TPipe pipe;
    TBuf<TPosition::VECIN> buf;
    pipe.InitBuffer(buf, g_tc.count * sizeof(float));
    GlobalTensor<float> s;
    s.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(src), g_tc.count);
    LocalTensor<float> t = buf.Get<float>();
    DataCopy(t, s, g_tc.count);
}

// Streams perCore floats GM -> UB -> GM through kStreamBufs UB buffers ordered by flags (no vector
// work). Enough buffers are in flight to cover the per-transfer latency: a buffer's round trip is
// 2 × (transfer + latency), and kStreamBufs transfers of 2 × transfer port time fill it.
constexpr int kStreamBufs = 8;
void StreamCopyKernel(GM_ADDR src, GM_ADDR dst)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> buf;
    const uint32_t tile = g_tc.tile;
    pipe.InitBuffer(buf, kStreamBufs * tile * sizeof(float));
    const uint64_t base = GetBlockIdx() * g_tc.perCore;
    GlobalTensor<float> s, d;
    s.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(src) + base, g_tc.perCore);
    d.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(dst) + base, g_tc.perCore);
    LocalTensor<float> all = buf.Get<float>();
    const uint64_t tiles = g_tc.perCore / tile;
    for (uint64_t i = 0; i < tiles; ++i) {
        const int b = static_cast<int>(i % kStreamBufs);
        LocalTensor<float> t = all[b * tile];
        if (i >= kStreamBufs) {
            WaitFlag<HardEvent::MTE3_MTE2>(b);
        }
        DataCopy(t, s[i * tile], tile);
        SetFlag<HardEvent::MTE2_MTE3>(b);
        WaitFlag<HardEvent::MTE2_MTE3>(b);
        DataCopy(d[i * tile], t, tile);
        if (i + kStreamBufs < tiles) {
            SetFlag<HardEvent::MTE3_MTE2>(b);
        }
    }
}

// `instrs` vector instructions over `count` elements of T in UB, after one Duplicate.
template <typename T>
void VectorKernel(GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, 2 * g_tc.count * sizeof(T));
    LocalTensor<T> a = buf.Get<T>();
    LocalTensor<T> b = a[g_tc.count];
    Duplicate(a, static_cast<T>(0.5f), static_cast<int32_t>(g_tc.count));
    for (uint32_t i = 0; i < g_tc.instrs; ++i) {
        if (g_tc.op == 0) {
            Exp(b, a, static_cast<int32_t>(g_tc.count));
        } else {
            Add(b, a, a, static_cast<int32_t>(g_tc.count));
        }
    }
}

// A copy in of `count` floats and `instrs` Exp over another `count` floats: ordered by an MTE2_V flag
// (op 1: the Exp reads the copied data), by PipeBarrier<PIPE_ALL> (op 2), or independent (op 0).
void OverlapKernel(GM_ADDR src)
{
    TPipe pipe;
    TBuf<TPosition::VECIN> inBuf;
    TBuf<TPosition::VECCALC> calc;
    const auto n = static_cast<int32_t>(g_tc.count);
    pipe.InitBuffer(inBuf, g_tc.count * sizeof(float));
    pipe.InitBuffer(calc, g_tc.count * sizeof(float));
    GlobalTensor<float> s;
    s.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(src), g_tc.count);
    LocalTensor<float> in = inBuf.Get<float>();
    LocalTensor<float> c = calc.Get<float>();
    Duplicate(c, 0.5f, n);
    DataCopy(in, s, g_tc.count);
    if (g_tc.op == 1) {
        SetFlag<HardEvent::MTE2_V>(EVENT_ID0);
        WaitFlag<HardEvent::MTE2_V>(EVENT_ID0);
    } else if (g_tc.op == 2) {
        PipeBarrier<PIPE_ALL>();
    }
    for (uint32_t i = 0; i < g_tc.instrs; ++i) {
        Exp(c, g_tc.op == 0 ? c : in, n);
    }
}

constexpr SqrtConfig kSqrt0UlpNoFtz = {SqrtAlgo::PRECISION_0ULP_FTZ_FALSE};
constexpr DivConfig kDiv0UlpNoFtz = {DivAlgo::PRECISION_0ULP_FTZ_FALSE};

// One Sqrt and one Div of each given config over `count` fp32 elements (after a Duplicate), through the
// count forms or the mask/repeat forms (64 fp32 lanes per repeat, the documented default strides).
template <bool kRepeatForms>
void EmulatedKernel(GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, 2 * g_tc.count * sizeof(float));
    LocalTensor<float> a = buf.Get<float>();
    LocalTensor<float> b = a[g_tc.count];
    const auto n = static_cast<int32_t>(g_tc.count);
    Duplicate(a, 2.0f, n);
    if constexpr (kRepeatForms) {
        const auto repeats = static_cast<uint8_t>(g_tc.count / 64);
        const UnaryRepeatParams u;
        const BinaryRepeatParams p;
        Sqrt(b, a, 64, repeats, u);
        Sqrt<float, true, kSqrt0UlpNoFtz>(b, a, 64, repeats, u);
        Div(b, a, a, 64, repeats, p);
        Div<float, true, kDiv0UlpNoFtz>(b, a, a, 64, repeats, p);
    } else {
        Sqrt(b, a, n);                         // INTRINSIC
        Sqrt<float, kSqrt0UlpNoFtz>(b, a, n);  // emulated
        Div(b, a, a, n);                       // INTRINSIC
        Div<float, kDiv0UlpNoFtz>(b, a, a, n); // emulated
    }
}

// CopyIn -> `instrs` × Exp -> CopyOut per tile, through TQues of BUFS buffers each. With two buffers
// the loop is software-pipelined (copy in tile i+1 and copy out tile i-1 around the compute of tile i)
// so that AllocTensor finds the other buffer free: the sim's TQue hands out the lowest free buffer.
template <int BUFS>
void CopyComputeCopyKernel(GM_ADDR src, GM_ADDR dst)
{
    TPipe pipe;
    TQue<TPosition::VECIN, BUFS> inQ;
    TQue<TPosition::VECOUT, BUFS> outQ;
    const uint32_t tile = g_tc.tile;
    pipe.InitBuffer(inQ, BUFS, tile * sizeof(float));
    pipe.InitBuffer(outQ, BUFS, tile * sizeof(float));
    const uint64_t base = GetBlockIdx() * g_tc.perCore;
    GlobalTensor<float> s, d;
    s.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(src) + base, g_tc.perCore);
    d.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(dst) + base, g_tc.perCore);
    const int64_t tiles = static_cast<int64_t>(g_tc.perCore / tile);
    auto copyIn = [&](int64_t i) {
        LocalTensor<float> in = inQ.template AllocTensor<float>();
        DataCopy(in, s[i * tile], tile);
        inQ.EnQue(in);
    };
    auto compute = [&]() {
        LocalTensor<float> x = inQ.template DeQue<float>();
        LocalTensor<float> y = outQ.template AllocTensor<float>();
        Exp(y, x, static_cast<int32_t>(tile));
        for (uint32_t k = 1; k < g_tc.instrs; ++k) {
            Exp(y, y, static_cast<int32_t>(tile));
        }
        outQ.EnQue(y);
        inQ.FreeTensor(x);
    };
    auto copyOut = [&](int64_t i) {
        LocalTensor<float> z = outQ.template DeQue<float>();
        DataCopy(d[i * tile], z, tile);
        outQ.FreeTensor(z);
    };
    if (BUFS == 1) {
        for (int64_t i = 0; i < tiles; ++i) {
            copyIn(i);
            compute();
            copyOut(i);
        }
        return;
    }
    copyIn(0);
    for (int64_t i = 0; i < tiles; ++i) {
        if (i + 1 < tiles) {
            copyIn(i + 1);
        }
        compute();
        if (i >= 1) {
            copyOut(i - 1);
        }
    }
    copyOut(tiles - 1);
}

// One VF over `count` fp32 elements in UB (filled by a Duplicate first). op 0: per VL load, `instrs`
// dependent Exp, store (a latency chain); op 1: per VL load, Adds, store, iterations independent (issue
// slots bind); op 2: per VL two loads, Add, store (issue slots and UB ports).
__simd_vf__ inline void RegVf(__ubuf__ float* a, __ubuf__ float* b, uint32_t count, uint32_t instrs, int op)
{
    Reg::RegTensor<float> x, y, z;
    const uint32_t vls = count / 64;
    for (uint32_t i = 0; i < vls; ++i) {
        Reg::MaskReg m = Reg::CreateMask<float>();
        Reg::LoadAlign(x, a + i * 64);
        if (op == 0) {
            for (uint32_t k = 0; k < instrs; ++k) {
                Reg::Exp(x, x, m);
            }
            Reg::StoreAlign(b + i * 64, x, m);
        } else if (op == 1) {
            Reg::Adds(y, x, 1.0f, m);
            Reg::StoreAlign(b + i * 64, y, m);
        } else {
            Reg::LoadAlign(y, a + i * 64 + 64 * (i + 1 < vls ? 1 : 0));
            Reg::Add(z, x, y, m);
            Reg::StoreAlign(b + i * 64, z, m);
        }
    }
}

void RegVfKernel(GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, 2 * g_tc.count * sizeof(float));
    LocalTensor<float> a = buf.Get<float>();
    LocalTensor<float> b = a[g_tc.count];
    Duplicate(a, 0.25f, static_cast<int32_t>(g_tc.count));
    asc_vf_call<RegVf>(a.GetPhyAddr(), b.GetPhyAddr(), g_tc.count, g_tc.instrs, g_tc.op);
}

LaunchOutcome RunStream(uint32_t blockDim, uint64_t total, uint32_t tile, DeviceBuffer& src, DeviceBuffer& dst)
{
    g_tc = TimingCase{};
    g_tc.perCore = total / blockDim;
    g_tc.tile = tile;
    return Launch(StreamCopyKernel, blockDim, {src.get(), dst.get()}, "stream_copy");
}

TEST_F(TimingTest, OneTransferTakesBytesOverBandwidthPlusLatency)
{
    ASSERT_TRUE(ascsim::SetActiveSocProfileForTest("Ascend950PR"));
    const ascsim::SocProfile& soc = ascsim::ActiveSocProfile();
    g_tc = TimingCase{};
    g_tc.count = 16384; // 64 KB
    DeviceBuffer src(g_tc.count * sizeof(float));
    const LaunchOutcome out = Launch(OneCopyKernel, 1, {src.get()}, "one_copy");
    ExpectClean(out);
    ASSERT_TRUE(out.profile.valid);
    // One active core: min(HBM share 1.6e12 / 1.65e9 B/cycle, the per-core cap).
    const double rate = std::min(1.6e12 / kClockHz, CoreCap());
    const double expected = 65536.0 / rate + DmaLatency();
    EXPECT_NEAR(Cycles(out.profile.aivMte2TimeUs), expected, 1e-6 * expected);
    EXPECT_DOUBLE_EQ(soc.hbmBandwidthBytesPerSec, 1.6e12);
    // aiv_time: the transfer plus the scalar issue of its API calls (a few cycles).
    EXPECT_GE(Cycles(out.profile.aivTimeUs), expected);
    EXPECT_LT(Cycles(out.profile.aivTimeUs), expected + 16.0);
    EXPECT_NEAR(out.profile.taskDurationUs, out.profile.aivTimeUs + 0.248, 1e-9); // one core (§2.1)
    EXPECT_NEAR(out.profile.aivMte2Ratio, out.profile.aivMte2TimeUs / out.profile.aivTimeUs, 1e-12);
    EXPECT_EQ(out.profile.aivVecTimeUs, 0.0);
    EXPECT_EQ(out.profile.aivMte3TimeUs, 0.0);
}

TEST_F(TimingTest, DmaOnlyStreamRunsAtHbmBandwidth)
{
    for (const char* socName : {"Ascend950PR", "Ascend950DT"}) {
        SCOPED_TRACE(socName);
        ASSERT_TRUE(ascsim::SetActiveSocProfileForTest(socName));
        const double bw = ascsim::ActiveSocProfile().hbmBandwidthBytesPerSec;
        const uint64_t total = 64ULL * 64 * 4096; // 64 Mi B each way: 64 cores × 64 tiles of 16 KB
        DeviceBuffer src(total * sizeof(float)), dst(total * sizeof(float));
        const LaunchOutcome out = RunStream(64, total, 4096, src, dst);
        ExpectClean(out);
        ASSERT_TRUE(out.profile.valid);
        // Reads and writes share the bandwidth (分析性能数据.md): T = (bytes in + bytes out) / BW.
        const double roofUs = 2.0 * total * sizeof(float) / bw * 1e6;
        // Above the roofline by at most the first read's and the last write's latency (2 × 1 µs at most).
        EXPECT_GE(out.profile.aivTimeUs, roofUs);
        EXPECT_LE(out.profile.aivTimeUs, roofUs + 2.0 + 0.01 * roofUs);
        // MTE2 and MTE3 take turns on the shared bandwidth: between them always busy.
        EXPECT_GT(out.profile.aivMte2Ratio + out.profile.aivMte3Ratio, 0.99);
        EXPECT_GT(out.profile.aivMte2Ratio, 0.3);
        EXPECT_GT(out.profile.aivMte3Ratio, 0.3);
        EXPECT_EQ(out.profile.blockDim, 64U);
        EXPECT_NEAR(out.profile.aivTotalCycles, 64.0 * Cycles(out.profile.aivTimeUs),
                    0.01 * 64.0 * Cycles(out.profile.aivTimeUs));
    }
}

TEST_F(TimingTest, VectorTimeIsInstructionsTimesLanesOverParallelism)
{
    struct Row {
        int op;
        bool half;
        double cyclesPerVl; // expected, from the parameter sheet
    };
    // Exp: 16 elements/cycle (表6): 64 fp32 lanes -> 4 cycles, 128 fp16 lanes -> 8 cycles.
    // Add: 64 fp32 / cycle -> 1 cycle of compute, but 2 VL reads + 1 VL write need 1.5 cycles of the
    // UB ports (2 accesses per cycle, at most one a write).
    const Row rows[] = {{0, false, 4.0}, {0, true, 8.0}, {1, false, 1.5}};
    for (const Row& r : rows) {
        SCOPED_TRACE(r.op * 10 + r.half);
        g_tc = TimingCase{};
        g_tc.count = 8192;
        g_tc.instrs = 10;
        g_tc.op = r.op;
        DeviceBuffer dummy(64);
        const LaunchOutcome out = r.half ? Launch(VectorKernel<half>, 1, {dummy.get()}, "vec") :
                                           Launch(VectorKernel<float>, 1, {dummy.get()}, "vec");
        ExpectClean(out);
        ASSERT_TRUE(out.profile.valid);
        const double vls = 8192.0 * (r.half ? 2 : 4) / 256.0;
        // Duplicate: 1 cycle per VL (one write per cycle) + the instructions; each one VF launch (L_vf).
        const double expected = vls * 1.0 + g_tc.instrs * vls * r.cyclesPerVl + (g_tc.instrs + 1) * VfCall();
        EXPECT_NEAR(Cycles(out.profile.aivVecTimeUs), expected, 1e-6 * expected);
        EXPECT_GE(Cycles(out.profile.aivTimeUs), expected);
        EXPECT_LT(Cycles(out.profile.aivTimeUs), expected + 32.0);
        EXPECT_GT(out.profile.aivVecRatio, 0.99);
    }
}

// Launch overhead and transfer latency as functions of the active cores (timing_model.md §2.1): the
// one-core values fitted on trait (0.248 µs; 505 / 124 cycles), the loaded ones at 64 cores (0.8 µs, 1650),
// linear in between, flat beyond.
TEST_F(TimingTest, LaunchOverheadAndLatencyFollowTheCoreCount)
{
    ASSERT_TRUE(ascsim::SetActiveSocProfileForTest("Ascend950PR"));
    const ascsim::SocProfile& soc = ascsim::ActiveSocProfile();
    EXPECT_DOUBLE_EQ(ascsim::LaunchOverheadUs(soc, 1), 0.248);
    EXPECT_DOUBLE_EQ(ascsim::LaunchOverheadUs(soc, 64), 0.8);
    EXPECT_DOUBLE_EQ(ascsim::LaunchOverheadUs(soc, 200), 0.8);
    EXPECT_NEAR(ascsim::LaunchOverheadUs(soc, 32), 0.248 + 31.0 / 63.0 * (0.8 - 0.248), 1e-12);
    EXPECT_DOUBLE_EQ(ascsim::DmaLatencyCycles(soc, 1, false), 505.0);
    EXPECT_DOUBLE_EQ(ascsim::DmaLatencyCycles(soc, 1, true), 124.0);
    EXPECT_DOUBLE_EQ(ascsim::DmaLatencyCycles(soc, 64, false), 1650.0);
    EXPECT_DOUBLE_EQ(ascsim::DmaLatencyCycles(soc, 64, true), 1650.0);
    // A launch of 64 blocks reports the loaded overhead; of one, the one-core overhead.
    g_tc = TimingCase{};
    g_tc.count = 16384;
    DeviceBuffer src(g_tc.count * sizeof(float));
    const LaunchOutcome one = Launch(OneCopyKernel, 1, {src.get()}, "one_copy");
    const LaunchOutcome all = Launch(OneCopyKernel, 64, {src.get()}, "one_copy_64");
    ExpectClean(one);
    ExpectClean(all);
    EXPECT_NEAR(one.profile.taskDurationUs - one.profile.aivTimeUs, 0.248, 1e-9);
    EXPECT_NEAR(all.profile.taskDurationUs - all.profile.aivTimeUs, 0.8, 1e-9);
    // One core's 64 KB read: bytes / cap + the one-core read latency.
    EXPECT_NEAR(Cycles(one.profile.aivMte2TimeUs), 65536.0 / 128.0 + 505.0, 1e-6);
}

TEST_F(TimingTest, PipesOverlapUnlessOrdered)
{
    const double vls = 4096.0 / 64.0;
    const double dup = vls * 1.0 + VfCall();
    const double dma = 4096.0 * 4 / CoreCap() + DmaLatency(); // one active core of Ascend950Test4: the cap binds
    const double vec = 20 * (vls * 4.0 + VfCall());           // 20 Exp, 4 cycles per fp32 VL
    DeviceBuffer src(4096 * sizeof(float));
    std::vector<float> ones(4096, 1.0f);
    src.Fill(ones);
    double t[3];
    for (int op = 0; op < 3; ++op) {
        SCOPED_TRACE(op);
        g_tc = TimingCase{};
        g_tc.count = 4096;
        g_tc.instrs = 20;
        g_tc.op = op;
        const LaunchOutcome out = Launch(OverlapKernel, 1, {src.get()}, "overlap");
        ExpectClean(out);
        ASSERT_TRUE(out.profile.valid);
        t[op] = Cycles(out.profile.aivTimeUs);
    }
    // Independent: the copy runs under the vector work (V is the longer pipe).
    EXPECT_GE(t[0], std::max(dup + vec, dma));
    EXPECT_LT(t[0], std::max(dup + vec, dma) + 32.0);
    // MTE2_V flag: the Exp start after the copy completes (the Duplicate ran meanwhile).
    EXPECT_GE(t[1], dma + vec);
    EXPECT_LT(t[1], dma + vec + 32.0);
    // PIPE_ALL: everything before the barrier completes first (the Duplicate overlapped the copy).
    EXPECT_GE(t[2], std::max(dup, dma) + vec);
    EXPECT_LT(t[2], std::max(dup, dma) + vec + 32.0);
}

TEST_F(TimingTest, EmulatedSqrtAndDivCostTheirSequence)
{
    g_tc = TimingCase{};
    g_tc.count = 4096;
    DeviceBuffer dummy(64);
    const LaunchOutcome out = Launch(EmulatedKernel<false>, 1, {dummy.get()}, "emulated");
    ExpectClean(out);
    ASSERT_TRUE(out.profile.valid);
    const double vls = 4096.0 / 64.0;
    // timing_model.md §1.4: Duplicate 1, Sqrt INTRINSIC 4, Sqrt PRECISION_0ULP_FTZ_FALSE 31,
    // Div INTRINSIC 4, Div PRECISION_0ULP_FTZ_FALSE ≈154 cycles per fp32 VL.
    const double expected = vls * (1.0 + 4.0 + 31.0 + 4.0 + 154.0) + 5 * VfCall();
    EXPECT_NEAR(Cycles(out.profile.aivVecTimeUs), expected, 1e-6 * expected);
    // The mask/repeat forms take the config as a template argument too and cost the same.
    const LaunchOutcome rep = Launch(EmulatedKernel<true>, 1, {dummy.get()}, "emulated_repeat");
    ExpectClean(rep);
    ASSERT_TRUE(rep.profile.valid);
    EXPECT_NEAR(Cycles(rep.profile.aivVecTimeUs), expected, 1e-6 * expected);
}

// A VF (asc_vf_call) costs L_vf plus its Reg instructions scheduled two per cycle, a StoreAlign alone in
// its cycle, at most 2 UB VL reads or 1 read + 1 write per cycle (Reg矢量计算接口指令单双发汇总.md), each
// once its operands are ready (Exp: lanes/P = 4 cycles for fp32, 理论性能汇总.md 表6; the others 1 cycle).
TEST_F(TimingTest, RegVfCostsIssueSlotsPortsAndLatency)
{
    const double dup = 64.0 * 1.0 + VfCall(); // the Duplicate of 4096 floats (64 VLs)
    struct Row {
        int op;
        uint32_t instrs;
        double lo, hi; // expected VF cycles beyond L_vf
    };
    const double vls = 64.0;
    const Row rows[] = {
        // Per VL a chain of 1 (load) + 4 per Exp + 1 (store) cycles; the retire window overlaps successive
        // VLs partly: at least one VL's chain, at most one chain per VL.
        {0, 5, 1.0 + 4 * 5 + 1.0, vls * (1.0 + 4 * 5 + 1.0)},
        // Independent VLs: CreateMask, LoadAlign, Adds (1 slot each) and StoreAlign (2) = 5 slots = 2.5 cycles
        // per VL, plus the pipeline fill (the first VL's chain, 3 cycles).
        {1, 0, vls * 2.5, vls * 2.5 + 4.0},
        // Two loads, Add, store and the mask: 6 slots = 3 cycles per VL (the UB needs only 1.5).
        {2, 0, vls * 3.0, vls * 3.0 + 4.0},
    };
    for (const Row& r : rows) {
        SCOPED_TRACE(r.op);
        g_tc = TimingCase{};
        g_tc.count = 4096;
        g_tc.instrs = r.instrs;
        g_tc.op = r.op;
        DeviceBuffer dummy(64);
        const LaunchOutcome out = Launch(RegVfKernel, 1, {dummy.get()}, "reg_vf");
        ExpectClean(out);
        ASSERT_TRUE(out.profile.valid);
        const double vf = Cycles(out.profile.aivVecTimeUs) - dup - VfCall();
        std::printf("[timing] Reg VF case %d: %.1f cycles beyond L_vf\n", r.op, vf);
        EXPECT_GE(vf, r.lo - 1e-6);
        EXPECT_LE(vf, r.hi + 1e-6);
        if (r.op == 0) {
            // The chain binds, not issue: issue alone would take 4.5 cycles per VL (CreateMask, LoadAlign and
            // 5 Exp one slot each, StoreAlign two: 9 slots).
            EXPECT_GT(vf, 1.5 * vls * 4.5);
        }
    }
    // Timing off: the VF costs nothing and no profile is made.
    setenv("ASCEND_SIM_TIMING", "0", 1);
    g_tc.op = 1;
    DeviceBuffer dummy(64);
    const LaunchOutcome off = Launch(RegVfKernel, 1, {dummy.get()}, "reg_vf_off");
    ExpectClean(off);
    EXPECT_FALSE(off.profile.valid);
}

TEST_F(TimingTest, DoubleBufferingHidesTheCopies)
{
    g_tc = TimingCase{};
    const uint32_t tile = 4096;
    const uint64_t n = 32ULL * tile;
    DeviceBuffer src(n * sizeof(float)), dst(n * sizeof(float));
    auto run = [&](bool dbl) {
        g_tc = TimingCase{};
        g_tc.perCore = n;
        g_tc.tile = tile;
        g_tc.instrs = 8;
        return dbl ? Launch(CopyComputeCopyKernel<2>, 1, {src.get(), dst.get()}, "ccc_double") :
                     Launch(CopyComputeCopyKernel<1>, 1, {src.get(), dst.get()}, "ccc_single");
    };
    const LaunchOutcome single = run(false);
    const LaunchOutcome dbl = run(true);
    ExpectClean(single);
    ExpectClean(dbl);
    ASSERT_TRUE(single.profile.valid && dbl.profile.valid);
    // Same work on every pipe.
    EXPECT_NEAR(single.profile.aivVecTimeUs, dbl.profile.aivVecTimeUs, 1e-9);
    const double vecCycles = 32.0 * 8 *
                             ((tile / 64.0) * 4.0 + VfCall()); // 32 tiles × 8 Exp × (64 VL × 4 cycles + L_vf)
    EXPECT_NEAR(Cycles(dbl.profile.aivVecTimeUs), vecCycles, 1e-6 * vecCycles);
    // Single buffering: per tile the copy in waits for the compute of the previous tile to free the
    // input buffer, and the compute waits for the copy in and for the previous copy out (both
    // transfers share the core's bandwidth: 2 × bytes/rate of port time, then the latency).
    const double rate = CoreCap(); // one active core of Ascend950Test4: the per-core cap binds
    const double xfer = tile * 4.0 / rate;
    const double compute = 8.0 * ((tile / 64.0) * 4.0 + VfCall());
    const double perTile = compute + 2.0 * xfer + DmaLatency();
    EXPECT_GE(Cycles(single.profile.aivTimeUs), 32.0 * perTile - xfer);
    EXPECT_LT(Cycles(single.profile.aivTimeUs), 32.0 * perTile + 2.0 * (xfer + DmaLatency()) + 64.0 * 32);
    const double copy = xfer + DmaLatency();
    EXPECT_LT(dbl.profile.taskDurationUs, single.profile.taskDurationUs);
    EXPECT_LT(Cycles(dbl.profile.aivTimeUs), vecCycles + 2.0 * copy + 64.0 * 32);
    EXPECT_GT(dbl.profile.aivVecRatio, 0.9);
    EXPECT_LT(single.profile.aivVecRatio, compute / perTile + 0.01);
}

TEST_F(TimingTest, MoreCoresAreFasterUntilBandwidthBound)
{
    ASSERT_TRUE(ascsim::SetActiveSocProfileForTest("Ascend950PR"));
    const uint64_t total = 64ULL * 16 * 4096; // 16 MiB each way
    DeviceBuffer src(total * sizeof(float)), dst(total * sizeof(float));
    const double bytes = 2.0 * total * sizeof(float);
    const double roofUs = bytes / 1.6e12 * 1e6;
    double prev = 0.0;
    for (uint32_t cores : {1U, 2U, 4U, 8U, 16U, 32U, 64U}) {
        SCOPED_TRACE(cores);
        // Cold L2 for every run: this test is about HBM scaling, and the previous run's 32 MiB of traffic
        // would otherwise still be in the (128 MiB) L2 and be read from there (timing_model.md §5.7).
        ascsim::kern::ResetL2Cache();
        const LaunchOutcome out = RunStream(cores, total, 4096, src, dst);
        ExpectClean(out);
        ASSERT_TRUE(out.profile.valid);
        const double t = out.profile.taskDurationUs;
        // Per-core rate: min(BW / cores, the per-core cap); reads and writes share it.
        const double rate = std::min(1.6e12 / kClockHz / cores, CoreCap());
        const double modelUs = bytes / cores / rate / kClockHz * 1e6;
        EXPECT_GE(out.profile.aivTimeUs, modelUs);
        EXPECT_LE(out.profile.aivTimeUs, modelUs + 2.0 + 0.01 * modelUs);
        EXPECT_GE(out.profile.aivTimeUs, roofUs);
        if (prev > 0.0) {
            if (cores <= 8) { // the cap binds up to 1.6e12 / 1.65e9 / 128 = 7.6 cores
                EXPECT_LT(t, prev * 0.6) << "doubling the cores below the bandwidth limit nearly halves the time";
            } else {
                // Bandwidth-bound: the same roofline plus at most the exposed latencies (2 µs).
                EXPECT_NEAR(t, prev, 2.0 + 0.02 * prev) << "bandwidth-bound: more cores do not help";
            }
        }
        prev = t;
    }
}

TEST_F(TimingTest, ProfileCsvAndSwitch)
{
    char path[] = "/tmp/ascsim_profile_XXXXXX";
    const int fd = mkstemp(path);
    ASSERT_GE(fd, 0);
    close(fd);
    setenv("ASCEND_SIM_PROFILE_CSV", path, 1);
    g_tc = TimingCase{};
    g_tc.count = 1024;
    DeviceBuffer src(g_tc.count * sizeof(float));
    ExpectClean(Launch(OneCopyKernel, 1, {src.get()}, "csv_a"));
    ExpectClean(Launch(OneCopyKernel, 2, {src.get()}, "csv_b<float, \"0\">")); // quoted: commas, quotes
    unsetenv("ASCEND_SIM_PROFILE_CSV");
    std::ifstream in(path);
    std::string header, a, b, extra;
    std::getline(in, header);
    std::getline(in, a);
    std::getline(in, b);
    EXPECT_FALSE(static_cast<bool>(std::getline(in, extra)));
    std::remove(path);
    EXPECT_EQ(header.rfind("Op Name,SoC,Block Dim,Task Duration(us),aiv_time(us),aiv_total_cycles,", 0), 0U) << header;
    EXPECT_TRUE(Contains(header, "aiv_mte3_ratio"));
    EXPECT_EQ(a.rfind("\"csv_a\",Ascend950Test4,1,", 0), 0U) << a;
    EXPECT_EQ(b.rfind("\"csv_b<float, \"\"0\"\">\",Ascend950Test4,2,", 0), 0U) << b;

    setenv("ASCEND_SIM_TIMING", "0", 1);
    const LaunchOutcome off = Launch(OneCopyKernel, 1, {src.get()}, "off");
    ExpectClean(off);
    EXPECT_FALSE(off.profile.valid);
}

// The model prices a Memory-API instruction by its cost class (engine/op_costs.h), found by name when
// it is issued: the table must be sorted and hold each name once, or a lookup could miss its row.
TEST(OpCosts, TheTableIsSortedByNameAndHoldsEachNameOnce)
{
    const auto& rows = ascsim::kern::kMemoryApiCosts;
    for (size_t i = 1; i < std::size(rows); ++i) {
        EXPECT_LT(std::strcmp(rows[i - 1].api, rows[i].api), 0) << rows[i - 1].api << " / " << rows[i].api;
    }
    for (const auto& row : rows) {
        const ascsim::kern::OpCost* found = ascsim::kern::FindMemoryApiCost(row.api);
        ASSERT_NE(found, nullptr) << row.api;
        EXPECT_EQ(found, &row);
    }
    EXPECT_EQ(ascsim::kern::FindMemoryApiCost("NoSuchInstruction"), nullptr);
}

// An instruction issued without a row stops the emulator with its name: an emulator defect, which
// no kernel can cause through the API (with the timing model off nothing is costed, nothing stops).
void UnclassifiedKernel(GM_ADDR) { (void)ascsim::kern::IssueVector("NoSuchInstruction", 64, sizeof(float), 1); }

TEST_F(TimingTest, AnInstructionWithoutACostClassStopsTheEmulator)
{
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    DeviceBuffer dummy(64);
    EXPECT_DEATH(Launch(UnclassifiedKernel, 1, {dummy.get()}, "unclassified"),
                 "the Memory-API instruction NoSuchInstruction has no cost class");
    setenv("ASCEND_SIM_TIMING", "0", 1);
    ExpectClean(Launch(UnclassifiedKernel, 1, {dummy.get()}, "unclassified_timing_off"));
}

} // namespace
