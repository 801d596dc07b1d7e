// The SIMT timing model (sim/docs/timing_model.md §10, src/kernel/timing/simt_timing.h): a SIMT block costs the
// V pipe L_vf + W · c_warp + memory, memory = max(L + S · c_sector, D · L) + L when it stores (S: the GM sectors
// its warp instructions touch, D: the most reads of one thread), and a thread's clock() is the block's start +
// warp · c_warp + its reads so far · L. Each test compares two kernels that differ in one term, so that the
// difference is that term alone, computed here from the SoC profile's parameters. The kernels are written in the
// form bisheng gives them (GmIndex on every subscript of a pointer parameter, tests/bisheng checks the rewriting).
#include <gtest/gtest.h>

#include <cstdint>
#include <mutex>
#include <vector>

#include "acl/acl.h"
#include "ascendc_sim/launch/kernel_registry.h"
#include "ascsim/soc_profile.h"
#include "kernel_operator.h"
#include "simt_api/asc_simt.h"
#include "simt_test_util.h"

namespace {

using ascsim::simt::GmIndex;

constexpr uint32_t kThreads = 2048; // one block: 64 warps
constexpr uint32_t kWarps = kThreads / 32;

__global__ void empty_block(const float*, float*) {}

// out[i] = in[i]: per warp instruction 4 sectors of 32 bytes read, 4 written.
__global__ void copy_coalesced(const float* in, float* out)
{
    const uint32_t i = threadIdx.x;
    out[GmIndex(out, i, 'w')] = in[GmIndex(in, i, 'r')];
}

// out[i] = in[i * 8]: each lane reads a sector of its own (32 per warp instruction), writes as above.
__global__ void copy_scattered(const float* in, float* out)
{
    const uint32_t i = threadIdx.x;
    out[GmIndex(out, i, 'w')] = in[GmIndex(in, i * 8, 'r')];
}

// Eight reads per thread, all of the warp's sectors the same: a chain of eight round trips.
__global__ void read_chain(const float* in, float* out)
{
    float sum = 0.0f;
    for (uint32_t k = 0; k < 8; ++k) {
        sum += in[GmIndex(in, k, 'r')];
    }
    out[GmIndex(out, threadIdx.x, 'w')] = sum;
}

// Each thread's clock() before and after two reads, the second at an index the first read.
__global__ void clocked_reads(const uint32_t* index, const float* in, float* out, uint64_t* clocks)
{
    const uint32_t i = threadIdx.x;
    const uint64_t start = clock();
    out[GmIndex(out, i, 'w')] = in[GmIndex(in, index[GmIndex(index, i, 'r')], 'r')];
    const uint64_t end = clock();
    clocks[GmIndex(clocks, 2 * i, 'w')] = start;
    clocks[GmIndex(clocks, 2 * i + 1, 'w')] = end;
}

// SIMT VFs in a SIMD kernel: the block sets its warps up once, a later VF of no more warps starts them at no cost.
__simt_vf__ __launch_bounds__(kThreads) inline void vf_empty(__gm__ float*) {}
__global__ __vector__ void one_vf(__gm__ float* p) { asc_vf_call<vf_empty>(dim3(kThreads), p); }
__global__ __vector__ void two_vfs(__gm__ float* p)
{
    asc_vf_call<vf_empty>(dim3(kThreads), p);
    asc_vf_call<vf_empty>(dim3(kThreads), p);
}
__global__ __vector__ void half_then_full(__gm__ float* p)
{
    asc_vf_call<vf_empty>(dim3(kThreads / 2), p);
    asc_vf_call<vf_empty>(dim3(kThreads), p);
}

// A SIMT VF fills a UB tile, MTE3 copies it out after a V_MTE3 flag: the copy waits for the VF.
constexpr uint32_t kTile = 256;
__simt_vf__ __launch_bounds__(kThreads) inline void vf_fill(__ubuf__ float* ub)
{
    if (threadIdx.x < kTile) {
        ub[threadIdx.x] = 1.0f;
    }
}
__global__ __vector__ void vf_then_copy_out(__gm__ float* p)
{
    AscendC::TPipe pipe;
    AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, kTile * sizeof(float));
    AscendC::LocalTensor<float> tile = buf.Get<float>();
    asc_vf_call<vf_fill>(dim3(kThreads), reinterpret_cast<__ubuf__ float*>(tile.GetPhyAddr()));
    AscendC::SetFlag<AscendC::HardEvent::V_MTE3>(EVENT_ID0);
    AscendC::WaitFlag<AscendC::HardEvent::V_MTE3>(EVENT_ID0);
    AscendC::GlobalTensor<float> out;
    out.SetGlobalBuffer(p, kTile);
    AscendC::DataCopy(out, tile, kTile);
}

struct SimtTiming : SimtTest {
    // The profile of one launch of `kernel` with `blocks` blocks of `threads` threads.
    template <typename K, typename... A>
    ascsim::kern::LaunchProfile Profile(K kernel, uint32_t blocks, uint32_t threads, A... args)
    {
        std::mutex mu;
        ascsim::kern::LaunchProfile got;
        {
            const ascsim::kern::ScopedProfileSink sink([&](const ascsim::kern::LaunchProfile& p) {
                const std::lock_guard<std::mutex> lock(mu);
                got = p;
            });
            ascsim::simt::SimtKernelLaunch(ascsim::asc::LaunchSite{__FILE__, __LINE__, "timed"}, dim3(blocks),
                                           dim3(threads), 0, stream, kernel, args...);
            EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
        }
        EXPECT_TRUE(got.valid);
        return got;
    }
    // The profile of one launch of the SIMD kernel `kernel` on one block.
    template <typename K>
    ascsim::kern::LaunchProfile MixedProfile(K kernel, float* p)
    {
        std::mutex mu;
        ascsim::kern::LaunchProfile got;
        {
            const ascsim::kern::ScopedProfileSink sink([&](const ascsim::kern::LaunchProfile& prof) {
                const std::lock_guard<std::mutex> lock(mu);
                got = prof;
            });
            ascsim::asc::KernelLaunch(ascsim::asc::LaunchSite{__FILE__, __LINE__, "mixed"}, 1, 0, stream, kernel, p);
            EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
        }
        EXPECT_TRUE(got.valid);
        return got;
    }
    // The scalar unit's issue of a block's V task (as of any VF launch): before its warps start.
    double Issue() const { return soc.scalarIssueCycles + soc.vfScalarCycles; }
    double Cycles(const ascsim::kern::LaunchProfile& p) const { return p.aivTimeUs * 1e-6 * soc.aivClockHz; }
    const ascsim::SocProfile& soc = ascsim::ActiveSocProfile();
    std::vector<float> zeros = std::vector<float>(8 * kThreads, 0.0f);
};

TEST_F(SimtTiming, AnEmptyBlockCostsItsWarpsStart)
{
    float* in = Device(zeros);
    float* out = Device(zeros);
    const auto full = Profile([](auto&&... a) { empty_block(a...); }, 1, kThreads, in, out);
    const auto one = Profile([](auto&&... a) { empty_block(a...); }, 1, 32, in, out);
    EXPECT_NEAR(Cycles(full), Issue() + soc.vfCallCycles + kWarps * soc.simtWarpCycles, 1e-6);
    EXPECT_NEAR(Cycles(full) - Cycles(one), (kWarps - 1) * soc.simtWarpCycles, 1e-6);
    // SIMT time is V-pipe time (msprof's aiv_vec_time): all of it but the scalar unit's issue.
    EXPECT_NEAR(full.aivVecTimeUs * 1e-6 * soc.aivClockHz, Cycles(full) - Issue(), 1e-6);
}

TEST_F(SimtTiming, ScatteredReadsCostTheirSectors)
{
    float* in = Device(zeros);
    float* out = Device(zeros);
    const auto coalesced = Profile([](auto&&... a) { copy_coalesced(a...); }, 1, kThreads, in, out);
    const auto scattered = Profile([](auto&&... a) { copy_scattered(a...); }, 1, kThreads, in, out);
    // Both: one read per thread, so D · L = L < L + S · c_sector; the write-back L.
    const double base = Issue() + soc.vfCallCycles + kWarps * soc.simtWarpCycles + 2 * soc.simtGmLatencyCycles;
    EXPECT_NEAR(Cycles(coalesced), base + kWarps * (4 + 4) * soc.simtSectorCycles, 1e-6);
    EXPECT_NEAR(Cycles(scattered) - Cycles(coalesced), kWarps * (32 - 4) * soc.simtSectorCycles, 1e-6);
}

TEST_F(SimtTiming, AChainOfReadsCostsItsRoundTrips)
{
    float* in = Device(zeros);
    float* out = Device(zeros);
    // One warp: 8 reads of one sector and 4 sectors written, far below the chain of 8 round trips.
    const auto chain = Profile([](auto&&... a) { read_chain(a...); }, 1, 32, in, out);
    EXPECT_NEAR(Cycles(chain), Issue() + soc.vfCallCycles + soc.simtWarpCycles + 9 * soc.simtGmLatencyCycles, 1e-6);
}

TEST_F(SimtTiming, BlocksBeyondTheCoresRunInWaves)
{
    float* in = Device(zeros);
    float* out = Device(zeros);
    const uint32_t cores = soc.aivCores;
    const auto one = Profile([](auto&&... a) { empty_block(a...); }, cores, kThreads, in, out);
    const auto three = Profile([](auto&&... a) { empty_block(a...); }, 3 * cores, kThreads, in, out);
    EXPECT_NEAR(Cycles(three), 3 * Cycles(one), 1e-6);
    EXPECT_NEAR(three.taskDurationUs - three.aivTimeUs, one.taskDurationUs - one.aivTimeUs, 1e-9);
}

TEST_F(SimtTiming, AThreadsClockCountsItsWarpsStartAndItsRoundTrips)
{
    std::vector<uint32_t> index(64);
    for (uint32_t i = 0; i < index.size(); ++i) {
        index[i] = (i * 37) % 64;
    }
    const uint32_t* idx = Device(index);
    float* in = Device(zeros);
    float* out = Device(zeros);
    uint64_t* clocks = Device(std::vector<uint64_t>(2 * 64, 0));
    (void)Profile([](auto&&... a) { clocked_reads(a...); }, 1, 64, idx, in, out, clocks);
    const std::vector<uint64_t> c = Host(clocks, 2 * 64);
    for (uint32_t t = 0; t < 64; ++t) {
        // Two round trips; clock() truncates the modeled cycle count.
        EXPECT_NEAR(static_cast<double>(c[2 * t + 1] - c[2 * t]), 2 * soc.simtGmLatencyCycles, 1.0) << t;
        EXPECT_EQ(c[2 * t], c[2 * (t - t % 32)]) << t; // a warp's lanes start together
    }
    EXPECT_NEAR(static_cast<double>(c[2 * 32] - c[0]), soc.simtWarpCycles, 1.0); // warp 1 starts c_warp later
}

TEST_F(SimtTiming, ABlockStartsItsWarpsOnceForAllItsVfs)
{
    float* p = Device(zeros);
    const auto one = MixedProfile([](auto&&... a) { one_vf(a...); }, p);
    const auto two = MixedProfile([](auto&&... a) { two_vfs(a...); }, p);
    const auto grown = MixedProfile([](auto&&... a) { half_then_full(a...); }, p);
    EXPECT_NEAR(Cycles(two) - Cycles(one), soc.vfCallCycles, 1e-6); // the second VF: its launch only
    EXPECT_NEAR(Cycles(grown), Cycles(two), 1e-6);                  // 32 warps, then the other 32
    EXPECT_GT(Cycles(one), kWarps * soc.simtWarpCycles);
}

TEST_F(SimtTiming, ATransferOrderedAfterASimtVfWaitsForIt)
{
    float* p = Device(zeros);
    const auto got = MixedProfile([](auto&&... a) { vf_then_copy_out(a...); }, p);
    const double vf = Issue() + soc.vfCallCycles + kWarps * soc.simtWarpCycles;
    EXPECT_NEAR(got.aivVecTimeUs * 1e-6 * soc.aivClockHz, vf - Issue(), 1e-6); // the VF's V task
    EXPECT_GT(got.aivMte3TimeUs, 0.0);
    EXPECT_GE(Cycles(got) + 1e-6, vf + got.aivMte3TimeUs * 1e-6 * soc.aivClockHz); // the copy starts after it
}

} // namespace
