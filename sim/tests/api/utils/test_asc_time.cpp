// clock() (Utils-API/调测接口/clock.md; utils/debug/asc_time.h): in SIMD code, unqualified (the name kernels
// use) and as __asc_aicore::clock, it reads the system counter GetSystemCycle reads, so it counts the
// modeled time of the work between two calls; in a SIMT VF (unqualified and __asc_simt_vf::clock) it reads
// the SIMT clock: the thread's modeled time in AIV cycles (timing_model.md §10), which starts after the SIMD
// work before the VF and one warp start later from warp to warp. On the host, clock() stays the C library's.
#include <ctime>

#include "ascsim/soc_profile.h"
#include "kernel_test_util.h"
#include "simt_api/asc_simt.h"
#include "utils/debug/asc_time.h"

using namespace AscendC;
using namespace ktest;

namespace {

constexpr uint32_t kThreads = 64;

class AscTimeTest : public KernelTest {};

void SimdClocks(GM_ADDR out, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> b;
    pipe.InitBuffer(b, 4096 * sizeof(float));
    LocalTensor<float> t = b.Get<float>();
    GlobalTensor<uint64_t> o;
    o.SetGlobalBuffer(reinterpret_cast<__gm__ uint64_t*>(out), 4);
    const auto c0 = static_cast<uint64_t>(GetSystemCycle());
    const auto k1 = static_cast<uint64_t>(clock());
    Duplicate(t, 1.0f, 4096);
    Exp(t, t, 4096);
    PipeBarrier<PIPE_ALL>();
    const uint64_t k2 = __asc_aicore::clock();
    const auto c3 = static_cast<uint64_t>(GetSystemCycle());
    o.SetValue(0, c0);
    o.SetValue(1, k1);
    o.SetValue(2, k2);
    o.SetValue(3, c3);
}

TEST_F(AscTimeTest, SimdClockIsTheSystemCounter)
{
    DeviceBuffer out = Upload(std::vector<uint64_t>(4, 0)), u(64), u2(64);
    ExpectClean(Launch(&SimdClocks, 1, {out.get(), u.get(), u2.get()}, "clock"));
    const std::vector<uint64_t> o = out.Read<uint64_t>(4);
    // c0 <= k1 < k2 <= c3: the clock() readings are the counter's, in order.
    EXPECT_LE(o[0], o[1]);
    EXPECT_LT(o[1], o[2]);
    EXPECT_LE(o[2], o[3]);
    // Exp of 4096 floats and the barrier lie between the two clock() readings: hundreds of cycles.
    EXPECT_GT(o[2] - o[1], 100u);
    // The C library's clock() (CPU time in microseconds) would not lie between two system-counter readings.
    EXPECT_GT(std::clock(), 0);
}

__simt_vf__ __launch_bounds__(kThreads) inline void SimtClocks(__gm__ uint64_t* out)
{
    out[2 + 2 * threadIdx.x] = clock();
    out[3 + 2 * threadIdx.x] = __asc_simt_vf::clock();
}

void MixedClocks(GM_ADDR out, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> b;
    pipe.InitBuffer(b, 4096 * sizeof(float));
    LocalTensor<float> t = b.Get<float>();
    auto* o = reinterpret_cast<__gm__ uint64_t*>(out);
    Duplicate(t, 1.0f, 4096);
    PipeBarrier<PIPE_ALL>();
    const uint64_t before = clock();
    asc_vf_call<SimtClocks>(dim3(kThreads), o);
    const uint64_t after = clock();
    o[0] = before;
    o[1] = after;
}

TEST_F(AscTimeTest, SimtClockCountsTheThreadsCycles)
{
    DeviceBuffer out = Upload(std::vector<uint64_t>(2 + 2 * kThreads, 0)), u(64), u2(64);
    ExpectClean(Launch(&MixedClocks, 1, {out.get(), u.get(), u2.get()}, "simt_clock"));
    const std::vector<uint64_t> o = out.Read<uint64_t>(2 + 2 * kThreads);
    const ascsim::SocProfile& soc = ascsim::ActiveSocProfile();
    EXPECT_GT(o[0], 0u); // the Duplicate before it took modeled time
    // The SIMD reading before the VF, from the 1 GHz system counter to AIV cycles.
    const double before = static_cast<double>(o[0]) * soc.aivClockHz / 1e9;
    for (uint32_t t = 0; t < kThreads; ++t) {
        EXPECT_EQ(o[2 + 2 * t], o[3 + 2 * t]) << t; // both forms, no GM read between them
        EXPECT_GE(static_cast<double>(o[2 + 2 * t]) + 1.0, before) << t;
        EXPECT_NEAR(static_cast<double>(o[2 + 2 * t]) - static_cast<double>(o[2 + 2 * (t % 32)]),
                    (t / 32) * soc.simtWarpCycles, 1.0)
            << t;
    }
}

} // namespace
