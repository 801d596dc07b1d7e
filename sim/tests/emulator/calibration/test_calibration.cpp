// Calibration of the timing model against published Ascend 950PR profiles (sim/docs/timing_model.md
// §3, §8). The kernels are written here against the sim's SDK headers with the formula, shape,
// tiling and API style of the asc-devkit Gelu best-practice cases
// (examples/01_simd_cpp_api/05_best_practices/02_reg_compute/gelu_high_performance/README.md):
// fp32 8192 x 8192 on 64 cores, a 256 x 4096 block per core, 128 tiles of 2 rows x 4096 per core,
// x / y ping-pong buffers ordered with SetFlag / WaitFlag, and
//   C0: eight Memory-API instructions per tile with PipeBarrier<PIPE_V> between them;
//   C1: one fused asc_vf_call per tile (a loop of 128 VLs);
//   C2: C1 with `#pragma unroll 6`. On the CPU the pragma means nothing, so C2's body is written
//       unrolled: six iterations interleaved instruction by instruction (what the compiler's schedule
//       of the unrolled loop issues), then the 128 % 6 remaining iterations rolled.
// The expected figures are the README's (Task Duration, aiv_vec_time); the model must land within
// ±6 % / ±17.1 % (the largest measured errors, 4.5 % and 15.6 %, plus 1.5 points) and keep the
// published order C0 > C1 > C2.
//
// Emulating all 64 cores takes minutes (the Reg API runs at ~1 M elements per CPU-second), so the tests
// launch the full kernel on 64 cores but let only core 0 work: in the model each core's timeline depends
// only on its own instructions and its static 1/64 share of HBM (timing_model.md §5.3), and the launch
// profile reports the slowest core, i.e. core 0 with its full 128 tiles. The DISABLED_ (long) test below
// checks that against all 64 cores working (run it with --gtest_also_run_disabled_tests).
#include <cmath>

#include "calibration_out.h"
#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

constexpr uint32_t kTotalN = 8192;
constexpr uint32_t kSingleCoreN = 4096;
constexpr uint32_t kTileLen = 2 * kSingleCoreN; // 2 rows per tile
constexpr uint32_t kTileRows = kTileLen / kSingleCoreN;
constexpr uint32_t kMBlocks = 32;    // 8192 rows / 256 rows per core
constexpr uint32_t kCores = 64;      // 32 x 2 blocks
constexpr uint32_t kFullTiles = 128; // 256 rows / 2 rows per tile
constexpr float kCoeffA = 0.044715f;
constexpr float kCoeffB = -1.595769f;

struct GeluCase {
    uint32_t tiles = kFullTiles; // tiles per core (rows per core = 2 x tiles)
    int scenario = 0;            // GH: 0 Memory API, 1 fused VF, 2 fused VF unrolled x6; GE: 10 + case
    uint32_t working = kCores;   // cores that run the kernel; the others return at once
};
GeluCase g_gc;

// ---- C0: the Memory API, one instruction at a time -------------------------------------------
void GeluMemory(const LocalTensor<float>& x, const LocalTensor<float>& y, uint32_t n)
{
    const auto cnt = static_cast<int32_t>(n);
    Mul(y, x, x, cnt); // x^2
    PipeBarrier<PIPE_V>();
    Mul(y, y, x, cnt); // x^3
    PipeBarrier<PIPE_V>();
    Muls(y, y, kCoeffA, cnt);
    PipeBarrier<PIPE_V>();
    Add(y, x, y, cnt); // x + A x^3
    PipeBarrier<PIPE_V>();
    Muls(y, y, kCoeffB, cnt);
    PipeBarrier<PIPE_V>();
    Exp(y, y, cnt);
    PipeBarrier<PIPE_V>();
    Adds(y, y, 1.0f, cnt);
    PipeBarrier<PIPE_V>();
    Div(y, x, y, cnt); // x / (1 + exp(B (x + A x^3)))
}

// ---- C1: one fused Vector Function per tile --------------------------------------------------
constexpr uint32_t kVlFloats = 256 / sizeof(float);

__simd_vf__ inline void GeluVf(__ubuf__ float* xAddr, __ubuf__ float* yAddr, uint32_t n, uint32_t loops)
{
    Reg::MaskReg mask;
    Reg::RegTensor<float> xr, yr;
    for (uint32_t i = 0; i < loops; ++i) {
        mask = Reg::UpdateMask<float>(n);
        Reg::LoadAlign(xr, xAddr + i * kVlFloats);
        Reg::Mul(yr, xr, xr, mask);
        Reg::Mul(yr, yr, xr, mask);
        Reg::Muls(yr, yr, kCoeffA, mask);
        Reg::Add(yr, xr, yr, mask);
        Reg::Muls(yr, yr, kCoeffB, mask);
        Reg::Exp(yr, yr, mask);
        Reg::Adds(yr, yr, 1.0f, mask);
        Reg::Div(yr, xr, yr, mask);
        Reg::StoreAlign(yAddr + i * kVlFloats, yr, mask);
    }
}

// ---- C2: C1 unrolled six times, the six iterations interleaved ------------------------------
constexpr uint32_t kUnroll = 6;

__simd_vf__ inline void GeluVfUnrolled(__ubuf__ float* xAddr, __ubuf__ float* yAddr, uint32_t n, uint32_t loops)
{
    Reg::MaskReg m[kUnroll];
    Reg::RegTensor<float> xr[kUnroll], yr[kUnroll];
    uint32_t i = 0;
    for (; i + kUnroll <= loops; i += kUnroll) {
        for (uint32_t u = 0; u < kUnroll; ++u) {
            m[u] = Reg::UpdateMask<float>(n);
        }
        for (uint32_t u = 0; u < kUnroll; ++u) {
            Reg::LoadAlign(xr[u], xAddr + (i + u) * kVlFloats);
        }
        for (uint32_t u = 0; u < kUnroll; ++u) {
            Reg::Mul(yr[u], xr[u], xr[u], m[u]);
        }
        for (uint32_t u = 0; u < kUnroll; ++u) {
            Reg::Mul(yr[u], yr[u], xr[u], m[u]);
        }
        for (uint32_t u = 0; u < kUnroll; ++u) {
            Reg::Muls(yr[u], yr[u], kCoeffA, m[u]);
        }
        for (uint32_t u = 0; u < kUnroll; ++u) {
            Reg::Add(yr[u], xr[u], yr[u], m[u]);
        }
        for (uint32_t u = 0; u < kUnroll; ++u) {
            Reg::Muls(yr[u], yr[u], kCoeffB, m[u]);
        }
        for (uint32_t u = 0; u < kUnroll; ++u) {
            Reg::Exp(yr[u], yr[u], m[u]);
        }
        for (uint32_t u = 0; u < kUnroll; ++u) {
            Reg::Adds(yr[u], yr[u], 1.0f, m[u]);
        }
        for (uint32_t u = 0; u < kUnroll; ++u) {
            Reg::Div(yr[u], xr[u], yr[u], m[u]);
        }
        for (uint32_t u = 0; u < kUnroll; ++u) {
            Reg::StoreAlign(yAddr + (i + u) * kVlFloats, yr[u], m[u]);
        }
    }
    for (; i < loops; ++i) { // the remainder, rolled
        m[0] = Reg::UpdateMask<float>(n);
        Reg::LoadAlign(xr[0], xAddr + i * kVlFloats);
        Reg::Mul(yr[0], xr[0], xr[0], m[0]);
        Reg::Mul(yr[0], yr[0], xr[0], m[0]);
        Reg::Muls(yr[0], yr[0], kCoeffA, m[0]);
        Reg::Add(yr[0], xr[0], yr[0], m[0]);
        Reg::Muls(yr[0], yr[0], kCoeffB, m[0]);
        Reg::Exp(yr[0], yr[0], m[0]);
        Reg::Adds(yr[0], yr[0], 1.0f, m[0]);
        Reg::Div(yr[0], xr[0], yr[0], m[0]);
        Reg::StoreAlign(yAddr + i * kVlFloats, yr[0], m[0]);
    }
}

// ---- gelu_eltwise_high_performance: y = exp(D (gelu(x) + C)^2 + E) ----------------------------
// (README.md and gelu_eltwise.asc of that example; timing_model.md §3.3.) GE C0: the fused loop with a
// fixed 32-lane mask (CreateMask VL32, 32 floats per iteration); C1: full VL; C2: the Gelu and the tail
// in two loops over the tile (the second reloads y); C3: C2 unrolled x6 (written interleaved, like GH C2).
constexpr float kCoeffC = 1.0f;
constexpr float kCoeffD = -0.5f;
constexpr float kCoeffE = 2.0f;

inline void GeluBody(Reg::RegTensor<float>& xr, Reg::RegTensor<float>& yr, Reg::MaskReg& m)
{
    Reg::Mul(yr, xr, xr, m);
    Reg::Mul(yr, yr, xr, m);
    Reg::Muls(yr, yr, kCoeffA, m);
    Reg::Add(yr, xr, yr, m);
    Reg::Muls(yr, yr, kCoeffB, m);
    Reg::Exp(yr, yr, m);
    Reg::Adds(yr, yr, 1.0f, m);
    Reg::Div(yr, xr, yr, m);
}
inline void TailBody(Reg::RegTensor<float>& yr, Reg::MaskReg& m)
{
    Reg::Adds(yr, yr, kCoeffC, m);
    Reg::Mul(yr, yr, yr, m);
    Reg::Muls(yr, yr, kCoeffD, m);
    Reg::Adds(yr, yr, kCoeffE, m);
    Reg::Exp(yr, yr, m);
}

__simd_vf__ inline void GeEltwiseBasic(__ubuf__ float* xAddr, __ubuf__ float* yAddr, uint32_t n, uint32_t loops,
                                       uint32_t step)
{
    Reg::MaskReg mask;
    if (step != kVlFloats) {
        mask = Reg::CreateMask<float, Reg::MaskPattern::VL32>();
    }
    Reg::RegTensor<float> xr, yr;
    for (uint32_t i = 0; i < loops; ++i) {
        if (step == kVlFloats) {
            mask = Reg::UpdateMask<float>(n);
        }
        Reg::LoadAlign(xr, xAddr + i * step);
        GeluBody(xr, yr, mask);
        TailBody(yr, mask);
        Reg::StoreAlign(yAddr + i * step, yr, mask);
    }
}

// One loop of GE C2 / C3 over `loops` VLs: groups of `unroll` iterations interleaved instruction by
// instruction, the rest one at a time. tail: the second loop (reload y, the exp tail).
template <bool tail>
inline void GeLoop(__ubuf__ float* src, __ubuf__ float* yAddr, uint32_t n, uint32_t loops, uint32_t unroll)
{
    Reg::MaskReg m[kUnroll];
    Reg::RegTensor<float> xr[kUnroll], yr[kUnroll];
    uint32_t i = 0;
    const auto group = [&](uint32_t width) {
        for (uint32_t u = 0; u < width; ++u) {
            m[u] = Reg::UpdateMask<float>(n);
        }
        for (uint32_t u = 0; u < width; ++u) {
            Reg::LoadAlign(tail ? yr[u] : xr[u], src + (i + u) * kVlFloats);
        }
        if constexpr (tail) {
            for (uint32_t u = 0; u < width; ++u)
                Reg::Adds(yr[u], yr[u], kCoeffC, m[u]);
            for (uint32_t u = 0; u < width; ++u)
                Reg::Mul(yr[u], yr[u], yr[u], m[u]);
            for (uint32_t u = 0; u < width; ++u)
                Reg::Muls(yr[u], yr[u], kCoeffD, m[u]);
            for (uint32_t u = 0; u < width; ++u)
                Reg::Adds(yr[u], yr[u], kCoeffE, m[u]);
            for (uint32_t u = 0; u < width; ++u)
                Reg::Exp(yr[u], yr[u], m[u]);
        } else {
            for (uint32_t u = 0; u < width; ++u)
                Reg::Mul(yr[u], xr[u], xr[u], m[u]);
            for (uint32_t u = 0; u < width; ++u)
                Reg::Mul(yr[u], yr[u], xr[u], m[u]);
            for (uint32_t u = 0; u < width; ++u)
                Reg::Muls(yr[u], yr[u], kCoeffA, m[u]);
            for (uint32_t u = 0; u < width; ++u)
                Reg::Add(yr[u], xr[u], yr[u], m[u]);
            for (uint32_t u = 0; u < width; ++u)
                Reg::Muls(yr[u], yr[u], kCoeffB, m[u]);
            for (uint32_t u = 0; u < width; ++u)
                Reg::Exp(yr[u], yr[u], m[u]);
            for (uint32_t u = 0; u < width; ++u)
                Reg::Adds(yr[u], yr[u], 1.0f, m[u]);
            for (uint32_t u = 0; u < width; ++u)
                Reg::Div(yr[u], xr[u], yr[u], m[u]);
        }
        for (uint32_t u = 0; u < width; ++u) {
            Reg::StoreAlign(yAddr + (i + u) * kVlFloats, yr[u], m[u]);
        }
    };
    for (; i + unroll <= loops; i += unroll) {
        group(unroll);
    }
    for (; i < loops; ++i) {
        group(1);
    }
}

__simd_vf__ inline void GeEltwiseSplit(__ubuf__ float* xAddr, __ubuf__ float* yAddr, uint32_t n, uint32_t loops,
                                       uint32_t unroll)
{
    uint32_t n2 = n;
    GeLoop<false>(xAddr, yAddr, n, loops, unroll);
    // The second loop reads what the first stored: the sim asks for the barrier LocalMemBar.md describes.
    Reg::LocalMemBar<Reg::MemType::VEC_STORE, Reg::MemType::VEC_LOAD>();
    GeLoop<true>(yAddr, yAddr, n2, loops, unroll);
}

void GeluCompute(const LocalTensor<float>& x, const LocalTensor<float>& y, uint32_t n)
{
    if (g_gc.scenario == 0) {
        GeluMemory(x, y, n);
        return;
    }
    const uint32_t loops = (n + kVlFloats - 1) / kVlFloats;
    if (g_gc.scenario >= 10) {
        const int c = g_gc.scenario - 10;
        if (c <= 1) {
            const uint32_t step = c == 0 ? 32 : kVlFloats;
            asc_vf_call<GeEltwiseBasic>(x.GetPhyAddr(), y.GetPhyAddr(), n, n / step, step);
        } else {
            asc_vf_call<GeEltwiseSplit>(x.GetPhyAddr(), y.GetPhyAddr(), n, loops, c == 2 ? 1U : kUnroll);
        }
        return;
    }
    __ubuf__ float* xa = x.GetPhyAddr();
    __ubuf__ float* ya = y.GetPhyAddr();
    if (g_gc.scenario == 1) {
        asc_vf_call<GeluVf>(xa, ya, n, loops);
    } else {
        asc_vf_call<GeluVfUnrolled>(xa, ya, n, loops);
    }
}

// The tiling and pipeline of the published kernel: block (mIter, nIter) of 2 x tiles rows x 4096
// columns; per tile DataCopyPad in (2 rows, GM stride), compute, DataCopyPad out; ping-pong on
// EVENT_ID0 / EVENT_ID1.
void GeluKernel(GM_ADDR x, GM_ADDR y)
{
    if (GetBlockIdx() >= g_gc.working) {
        return;
    }
    TPipe pipe;
    // x ping / pong, y ping / pong: 4 x 32 KB (the published kernel places VECCALC tensors at fixed UB
    // offsets; the sim copies to GM only from VECIN / VECOUT, so these are TBufs of those positions).
    TBuf<TPosition::VECIN> xBuf;
    TBuf<TPosition::VECOUT> yBuf;
    // GE C0's 32-float steps load a whole VL, the last one 32 floats past the tile: a VL of slack after
    // each x buffer keeps that read off the other buffer (which MTE2 may be filling meanwhile).
    constexpr uint32_t kXStride = kTileLen + kVlFloats;
    pipe.InitBuffer(xBuf, 2 * kXStride * sizeof(float));
    pipe.InitBuffer(yBuf, 2 * kTileLen * sizeof(float));
    LocalTensor<float> xAll = xBuf.Get<float>();
    LocalTensor<float> yAll = yBuf.Get<float>();
    LocalTensor<float> xs[2] = {xAll[0], xAll[kXStride]};
    LocalTensor<float> ys[2] = {yAll[0], yAll[kTileLen]};
    const uint32_t rowsPerCore = kTileRows * g_gc.tiles;
    const uint32_t totalM = kMBlocks * rowsPerCore;
    const uint32_t block = GetBlockIdx();
    const uint64_t gmOffset = uint64_t(block % kMBlocks) * rowsPerCore * kTotalN +
                              uint64_t(block / kMBlocks) * kSingleCoreN;
    GlobalTensor<float> xGm, yGm;
    xGm.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), uint64_t(totalM) * kTotalN);
    yGm.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(y), uint64_t(totalM) * kTotalN);
    xGm = xGm[gmOffset];
    yGm = yGm[gmOffset];
    SetFlag<HardEvent::V_MTE2>(EVENT_ID0);
    SetFlag<HardEvent::V_MTE2>(EVENT_ID1);
    SetFlag<HardEvent::MTE3_V>(EVENT_ID0);
    SetFlag<HardEvent::MTE3_V>(EVENT_ID1);
    const uint32_t gap = (kTotalN - kSingleCoreN) * sizeof(float);
    for (uint32_t t = 0; t < g_gc.tiles; ++t) {
        const int32_t ev = (t & 1) == 0 ? EVENT_ID0 : EVENT_ID1;
        const LocalTensor<float>& xl = xs[t & 1];
        const LocalTensor<float>& yl = ys[t & 1];
        WaitFlag<HardEvent::V_MTE2>(ev);
        DataCopyExtParams in{static_cast<uint16_t>(kTileRows), kSingleCoreN * sizeof(float), gap, 0, 0};
        DataCopyPad<float>(xl, xGm[uint64_t(t) * kTileRows * kTotalN], in, DataCopyPadExtParams<float>{false, 0, 0, 0});
        SetFlag<HardEvent::MTE2_V>(ev);
        WaitFlag<HardEvent::MTE2_V>(ev);
        WaitFlag<HardEvent::MTE3_V>(ev);
        GeluCompute(xl, yl, kTileLen);
        SetFlag<HardEvent::V_MTE2>(ev);
        SetFlag<HardEvent::V_MTE3>(ev);
        WaitFlag<HardEvent::V_MTE3>(ev);
        DataCopyExtParams out{static_cast<uint16_t>(kTileRows), kSingleCoreN * sizeof(float), 0, gap, 0};
        DataCopyPad<float>(yGm[uint64_t(t) * kTileRows * kTotalN], yl, out);
        SetFlag<HardEvent::MTE3_V>(ev);
    }
    WaitFlag<HardEvent::V_MTE2>(EVENT_ID0);
    WaitFlag<HardEvent::V_MTE2>(EVENT_ID1);
    WaitFlag<HardEvent::MTE3_V>(EVENT_ID0);
    WaitFlag<HardEvent::MTE3_V>(EVENT_ID1);
    PipeBarrier<PIPE_ALL>();
}

// The SDK's usual CopyIn / Compute / CopyOut loop through TQues of BUFS buffers (TQue hands them out round
// robin, so with two the copy in of tile t + 1 and the copy out of tile t overlap the compute), the Gelu
// computed by one fused VF per tile; `tiles` tiles of kTileLen contiguous floats per core.
template <int BUFS>
void GeluQueKernel(GM_ADDR x, GM_ADDR y)
{
    TPipe pipe;
    TQue<TPosition::VECIN, BUFS> inQ;
    TQue<TPosition::VECOUT, BUFS> outQ;
    pipe.InitBuffer(inQ, BUFS, kTileLen * sizeof(float));
    pipe.InitBuffer(outQ, BUFS, kTileLen * sizeof(float));
    const uint64_t perCore = uint64_t(g_gc.tiles) * kTileLen;
    GlobalTensor<float> xGm, yGm;
    xGm.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x) + GetBlockIdx() * perCore, perCore);
    yGm.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(y) + GetBlockIdx() * perCore, perCore);
    for (uint32_t t = 0; t < g_gc.tiles; ++t) {
        LocalTensor<float> in = inQ.template AllocTensor<float>();
        DataCopy(in, xGm[uint64_t(t) * kTileLen], kTileLen);
        inQ.EnQue(in);
        LocalTensor<float> xl = inQ.template DeQue<float>();
        LocalTensor<float> yl = outQ.template AllocTensor<float>();
        asc_vf_call<GeluVf>(xl.GetPhyAddr(), yl.GetPhyAddr(), kTileLen, kTileLen / kVlFloats);
        outQ.EnQue(yl);
        inQ.FreeTensor(xl);
        LocalTensor<float> out = outQ.template DeQue<float>();
        DataCopy(yGm[uint64_t(t) * kTileLen], out, kTileLen);
        outQ.FreeTensor(out);
    }
}

struct Published {
    const char* name;
    double taskUs;   // Task Duration
    double vecUs;    // aiv_vec_time
    double scalarUs; // aiv_scalar_time (not asserted: shown in timing_model.md §8.4)
};
// gelu_high_performance/README.md, 表1 (timing_model.md §3.1).
constexpr Published kGh[3] = {
    {"GH C0", 351.525, 147.895, 9.513}, {"GH C1", 348.868, 66.277, 3.03}, {"GH C2", 344.436, 63.655, 4.757}};

// gelu_eltwise_high_performance/README.md, 表1 (timing_model.md §3.1).
constexpr Published kGe[4] = {{"GE C0", 334.437, 244.299, 3.108},
                              {"GE C1", 324.862, 125.203, 3.187},
                              {"GE C2", 324.039, 97.184, 3.21},
                              {"GE C3", 324.748, 94.339, 4.932}};

struct Modeled {
    double taskUs = 0.0;
    double vecUs = 0.0;
    double scalarUs = 0.0;
    double mte2Us = 0.0;
    uint64_t loops = 0; // loop iterations the model counted on the slowest core
};

class CalibrationTest : public KernelTest {
protected:
    void SetUp() override
    {
        KernelTest::SetUp();
        unsetenv("ASCEND_SIM_TIMING");
        ASSERT_TRUE(ascsim::SetActiveSocProfileForTest("Ascend950PR")); // the published runs are 950PR
    }
    void TearDown() override
    {
        ascsim::SetActiveSocProfileForTest("");
        KernelTest::TearDown();
    }

    // One launch of scenario s, 128 tiles per core, on `working` of the 64 cores; checks the values of
    // a few outputs of every working core.
    static Modeled Run(int s, uint32_t working)
    {
        g_gc.scenario = s;
        g_gc.tiles = kFullTiles;
        g_gc.working = working;
        const size_t elems = size_t(kMBlocks) * kTileRows * kFullTiles * kTotalN; // 8192 x 8192
        DeviceBuffer x(elems * sizeof(float)), y(elems * sizeof(float));
        float* xv = x.as<float>();
        const auto input = [](size_t i) { return static_cast<float>(static_cast<int>(i % 2001) - 1000) / 250.0f; };
        for (size_t i = 0; i < elems; ++i) {
            xv[i] = input(i); // [-4, 4]
        }
        // The published runs stream 2 x 256 MiB through a 128 MiB L2: nothing is reused. Here only core 0
        // works, so its 8 MiB would still be in the model's L2 from the previous case.
        ascsim::kern::ResetL2Cache();
        const LaunchOutcome out = Launch(GeluKernel, kCores, {x.get(), y.get()}, "gelu");
        ExpectClean(out);
        EXPECT_TRUE(out.profile.valid);
        const float* yv = y.as<float>();
        const size_t rowsPerCore = kTileRows * kFullTiles;
        for (size_t k = 0; k < 97; ++k) {
            const uint32_t block = static_cast<uint32_t>(k % working);
            const size_t row = (block % kMBlocks) * rowsPerCore + (k * 37) % rowsPerCore;
            const size_t i = row * kTotalN + (block / kMBlocks) * kSingleCoreN + (k * 1013) % kSingleCoreN;
            const double v = input(i);
            double ref = v / (1.0 + std::exp(double(kCoeffB) * (v + double(kCoeffA) * v * v * v)));
            if (s >= 10) {
                ref = std::exp(double(kCoeffD) * (ref + kCoeffC) * (ref + kCoeffC) + kCoeffE);
            }
            EXPECT_NEAR(yv[i], ref, 1e-5 + 1e-5 * std::fabs(ref)) << "element " << i;
        }
        const auto& p = out.profile;
        return Modeled{p.taskDurationUs, p.aivVecTimeUs, p.aivScalarTimeUs, p.aivMte2TimeUs, p.loopIterations};
    }
};

double RelErr(double modeled, double published) { return (modeled - published) / published; }

// Tolerances: the largest measured error plus 1.5 points (timing_model.md §8.4): Task Duration 4.5 % ([GE] C2),
// aiv_vec_time 15.6 % ([GE] C2), the same in both L2 models (nothing is resident in these runs).
constexpr double kTaskTol = 0.06;
constexpr double kVecTol = 0.171;

// The --calibration-out line of one case: the published figures, the modeled ones, the tolerances.
JsonLine CaseJson(const Published& p, const Modeled& m)
{
    return JsonLine()
        .Str("case", p.name)
        .Num("published_task_us", p.taskUs)
        .Num("task_us", m.taskUs)
        .Num("task_tol", kTaskTol)
        .Num("published_vec_us", p.vecUs)
        .Num("vec_us", m.vecUs)
        .Num("vec_tol", kVecTol)
        .Num("published_scalar_us", p.scalarUs)
        .Num("scalar_us", m.scalarUs)
        .Num("mte2_us", m.mte2Us)
        .Num("loops", static_cast<double>(m.loops));
}

TEST_F(CalibrationTest, GeluCasesLandOnThePublishedProfile)
{
    Modeled m[3];
    std::vector<JsonLine> json;
    for (int s = 0; s < 3; ++s) {
        SCOPED_TRACE(kGh[s].name);
        m[s] = Run(s, 1);
        std::printf(
            "[calibration] %s: Task Duration %.3f us (published %.3f, %+.1f %%), aiv_vec_time %.3f us "
            "(published %.3f, %+.1f %%), aiv_scalar_time %.3f us, aiv_mte2_time %.3f us, %llu loop iterations\n",
            kGh[s].name, m[s].taskUs, kGh[s].taskUs, 100.0 * RelErr(m[s].taskUs, kGh[s].taskUs), m[s].vecUs,
            kGh[s].vecUs, 100.0 * RelErr(m[s].vecUs, kGh[s].vecUs), m[s].scalarUs, m[s].mte2Us,
            static_cast<unsigned long long>(m[s].loops));
        EXPECT_LE(std::fabs(RelErr(m[s].taskUs, kGh[s].taskUs)), kTaskTol);
        EXPECT_LE(std::fabs(RelErr(m[s].vecUs, kGh[s].vecUs)), kVecTol);
        EXPECT_EQ(m[s].loops, kFullTiles - 1U); // one tile loop, one back edge per tile after the first
        json.push_back(CaseJson(kGh[s], m[s]));
    }
    WriteCalibrationJson("gelu_gh", json);
    // The published order: the fused VF beats the Memory API, unrolling beats the rolled loop. C1 and C2
    // are HBM-bound with the same traffic: in the model only the copy latency the shorter VF exposes less
    // separates them (0.02 %); the README's 1.3 % comes with a 1.6 % gap in its aiv_mte2_time.
    EXPECT_GT(m[0].taskUs, m[1].taskUs);
    EXPECT_GT(m[1].taskUs, m[2].taskUs);
    EXPECT_GT(m[0].vecUs, m[1].vecUs);
    EXPECT_GT(m[1].vecUs, m[2].vecUs);
}

// Single buffering serialises copy in, compute and copy out of every tile; double buffering hides the
// compute under the copies (here the copies are the longer part: one core at the per-core DMA cap).
TEST_F(CalibrationTest, SingleBufferedGeluIsSlowerThanItsDoubleBufferedTwin)
{
    const ascsim::SocProfile& soc = ascsim::ActiveSocProfile();
    g_gc.tiles = 32;
    const size_t elems = size_t(g_gc.tiles) * kTileLen;
    DeviceBuffer x(elems * sizeof(float)), y(elems * sizeof(float));
    x.Fill(std::vector<float>(elems, 0.5f));
    ascsim::kern::ResetL2Cache();
    const LaunchOutcome single = Launch(GeluQueKernel<1>, 1, {x.get(), y.get()}, "gelu_single");
    ascsim::kern::ResetL2Cache();
    const LaunchOutcome dbl = Launch(GeluQueKernel<2>, 1, {x.get(), y.get()}, "gelu_double");
    ExpectClean(single);
    ExpectClean(dbl);
    ASSERT_TRUE(single.profile.valid && dbl.profile.valid);
    const double hz = soc.aivClockHz;
    // One active core: min(its HBM share, the per-core cap) bytes per cycle, shared by reads and writes.
    const double rate = std::min(soc.hbmEfficiency * soc.hbmBandwidthBytesPerSec / hz, soc.dmaCoreCapBytesPerCycle);
    const double copy = kTileLen * sizeof(float) / rate; // port cycles of one tile's copy, either way
    // One core's read latency, the longer of the two (timing_model.md §2.1); a write's is shorter.
    const double lat = ascsim::DmaLatencyCycles(soc, 1, false);
    const double latW = ascsim::DmaLatencyCycles(soc, 1, true);
    const double vec = single.profile.aivVecTimeUs * 1e-6 * hz; // the same VFs in both kernels
    EXPECT_NEAR(dbl.profile.aivVecTimeUs, single.profile.aivVecTimeUs, 1e-9);
    const double tSingle = single.profile.aivTimeUs * 1e-6 * hz;
    const double tDouble = dbl.profile.aivTimeUs * 1e-6 * hz;
    // Single: per tile copy in, compute, copy out; only the copy out of tile t and the copy in of tile
    // t + 1 (different queues) may overlap, and they share the core's bandwidth.
    const double serial = g_gc.tiles * (2.0 * copy + lat + latW) + vec;
    EXPECT_GE(tSingle, g_gc.tiles * (2.0 * copy + latW) + vec);
    EXPECT_LE(tSingle, serial);
    // Double: bandwidth-bound, with no compute on the critical path (at worst each copy's latency exposed).
    const double port = g_gc.tiles * 2.0 * copy;
    EXPECT_GE(tDouble, port);
    EXPECT_LE(tDouble, g_gc.tiles * (2.0 * copy + lat + latW));
    EXPECT_LT(tDouble, tSingle - 0.5 * vec);
    EXPECT_LT(dbl.profile.taskDurationUs, single.profile.taskDurationUs);
}

TEST_F(CalibrationTest, GeluEltwiseCasesLandOnThePublishedProfile)
{
    Modeled m[4];
    std::vector<JsonLine> json;
    for (int c = 0; c < 4; ++c) {
        SCOPED_TRACE(kGe[c].name);
        m[c] = Run(10 + c, 1);
        std::printf(
            "[calibration] %s: Task Duration %.3f us (published %.3f, %+.1f %%), aiv_vec_time %.3f us "
            "(published %.3f, %+.1f %%), aiv_scalar_time %.3f us, aiv_mte2_time %.3f us, %llu loop iterations\n",
            kGe[c].name, m[c].taskUs, kGe[c].taskUs, 100.0 * RelErr(m[c].taskUs, kGe[c].taskUs), m[c].vecUs,
            kGe[c].vecUs, 100.0 * RelErr(m[c].vecUs, kGe[c].vecUs), m[c].scalarUs, m[c].mte2Us,
            static_cast<unsigned long long>(m[c].loops));
        EXPECT_LE(std::fabs(RelErr(m[c].taskUs, kGe[c].taskUs)), kTaskTol);
        EXPECT_LE(std::fabs(RelErr(m[c].vecUs, kGe[c].vecUs)), kVecTol);
        EXPECT_EQ(m[c].loops, kFullTiles - 1U);
        json.push_back(CaseJson(kGe[c], m[c]));
    }
    WriteCalibrationJson("gelu_ge", json);
    // Published: the vector time falls case by case; Task Duration only from C0 to the others (C1-C3 lie
    // within 0.3 % of each other, HBM-bound).
    for (int c = 1; c < 4; ++c) {
        EXPECT_GT(m[c - 1].vecUs, m[c].vecUs) << kGe[c].name;
        EXPECT_GT(m[0].taskUs, m[c].taskUs) << kGe[c].name;
    }
}

// The shortcut above against the real thing: all 64 cores working (slow: several minutes).
TEST_F(CalibrationTest, DISABLED_LongGeluOnAllCoresMatchesCoreZero)
{
    for (int s = 0; s < 3; ++s) {
        SCOPED_TRACE(kGh[s].name);
        const Modeled full = Run(s, kCores);
        const Modeled one = Run(s, 1);
        std::printf("[calibration] %s on 64 working cores: Task Duration %.3f us (core 0 alone %.3f), "
                    "aiv_vec_time %.3f us (core 0 alone %.3f)\n",
                    kGh[s].name, full.taskUs, one.taskUs, full.vecUs, one.vecUs);
        EXPECT_NEAR(full.taskUs, one.taskUs, 1e-9 * full.taskUs);
        EXPECT_NEAR(full.vecUs, one.vecUs, 1e-9 * full.vecUs);
        EXPECT_LE(std::fabs(RelErr(full.taskUs, kGh[s].taskUs)), kTaskTol);
        EXPECT_LE(std::fabs(RelErr(full.vecUs, kGh[s].vecUs)), kVecTol);
    }
}

} // namespace
