// The SIMT warp functions (SIMT-API/Warp函数/): vote, shuffle (with the group rules of each page), reduce (the
// binary tree of asc_reduce_add.md), the lane functions, lanes that ended or diverged, and a shuffle that reads
// an inactive lane (poison). Each expected value is computed here from the page's rule, lane by lane.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <vector>

#include "ascendc_sim/numerics/poison.h"
#include "simt_api/device_sync_functions.h"
#include "simt_api/device_warp_functions.h"
#include "ascendc_sim/simt_api/lane_functions.h"
#include "simt_test_util.h"

namespace {

uint32_t Linear() { return threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y; }

// out[t * 4 + k]: ballot, all, any, activemask of predicate (t % 3 == 0).
__global__ void votes(uint32_t* out)
{
    const uint32_t t = Linear();
    const int32_t p = t % 3 == 0;
    out[t * 4 + 0] = asc_ballot(p);
    out[t * 4 + 1] = static_cast<uint32_t>(asc_all(p));
    out[t * 4 + 2] = static_cast<uint32_t>(asc_any(p));
    out[t * 4 + 3] = asc_activemask();
}

// out[t * 4 + k]: shfl(v, 5, 16), shfl_up(v, 2, 16), shfl_down(v, 3, 8), shfl_xor(v, 16, 16), v = 1000 + lane.
__global__ void shuffles(int32_t* out)
{
    const uint32_t t = Linear();
    const int32_t v = 1000 + laneid();
    out[t * 4 + 0] = asc_shfl(v, 5, 16);
    out[t * 4 + 1] = asc_shfl_up(v, 2u, 16);
    out[t * 4 + 2] = asc_shfl_down(v, 3u, 8);
    out[t * 4 + 3] = asc_shfl_xor(v, 16, 16);
}

__global__ void wide_shuffle(uint64_t* out)
{
    const uint64_t v = 0x100000000ull * static_cast<uint64_t>(laneid()) + 7;
    out[Linear()] = asc_shfl_xor(v, 1);
}

// Lanes 20.. of each warp return; the rest read lane 25 (ended: poison) and the active mask.
__global__ void ended_lanes(int32_t* out, uint32_t* mask)
{
    if (laneid() >= 20) {
        return;
    }
    out[Linear()] = asc_shfl(laneid(), 25);
    mask[Linear()] = asc_activemask();
}

// Even lanes reduce at one call site, odd lanes at another: two paths, two groups.
__global__ void diverged_reduce(int32_t* out)
{
    const int32_t lane = laneid();
    if (lane % 2 == 0) {
        out[Linear()] = asc_reduce_add(lane);
    } else {
        out[Linear()] = asc_reduce_max(lane * 3) + asc_reduce_min(lane);
    }
}

__global__ void float_reduce(const float* in, float* out) { out[Linear()] = asc_reduce_add(in[Linear()]); }

// A warp function on each side of a block barrier.
__global__ void warp_then_barrier(const uint32_t* in, uint32_t* scratch, uint32_t* out)
{
    const uint32_t t = Linear();
    scratch[t] = asc_reduce_add(in[t]);
    asc_syncthreads();
    out[t] = asc_shfl(scratch[(t + 32) % blockDim.x], 0);
}

__global__ void lane_masks(int32_t* out)
{
    const uint32_t t = Linear();
    out[t * 6 + 0] = laneid();
    out[t * 6 + 1] = lanemask_eq();
    out[t * 6 + 2] = lanemask_lt();
    out[t * 6 + 3] = lanemask_le();
    out[t * 6 + 4] = lanemask_gt();
    out[t * 6 + 5] = lanemask_ge();
}

using SimtWarpTest = SimtTest;

TEST_F(SimtWarpTest, VotesSeeTheActiveLanesOfTheirWarpAndAPartialLastWarp)
{
    const uint32_t threads = 40; // warp 1 has 8 lanes
    uint32_t* out = Device(std::vector<uint32_t>(threads * 4, 0xEEEEEEEEu));
    SIMT_LAUNCH(votes, 1, threads, 0, stream, out);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const auto got = Host(out, threads * 4);
    for (uint32_t t = 0; t < threads; ++t) {
        const uint32_t w = t / 32, lanes = w == 0 ? 32 : threads - 32;
        uint32_t ballot = 0;
        for (uint32_t l = 0; l < lanes; ++l) {
            ballot |= ((w * 32 + l) % 3 == 0 ? 1u : 0u) << l;
        }
        const uint32_t active = lanes == 32 ? 0xFFFFFFFFu : (1u << lanes) - 1;
        EXPECT_EQ(got[t * 4 + 0], ballot) << t;
        EXPECT_EQ(got[t * 4 + 1], ballot == active ? 1u : 0u) << t;
        EXPECT_EQ(got[t * 4 + 2], ballot != 0 ? 1u : 0u) << t;
        EXPECT_EQ(got[t * 4 + 3], active) << t;
    }
}

TEST_F(SimtWarpTest, ShufflesFollowEachPagesGroupRule)
{
    const dim3 block(8, 8); // lanes by linear thread number across rows
    int32_t* out = Device(std::vector<int32_t>(64 * 4, -1));
    SIMT_LAUNCH(shuffles, 1, block, 0, stream, out);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const auto got = Host(out, 64 * 4);
    for (int32_t t = 0; t < 64; ++t) {
        const int32_t lane = t % 32, own = 1000 + lane;
        const int32_t start16 = lane / 16 * 16, start8 = lane / 8 * 8;
        EXPECT_EQ(got[t * 4 + 0], 1000 + start16 + 5) << t;                     // asc_shfl.md
        EXPECT_EQ(got[t * 4 + 1], lane - 2 < start16 ? own : own - 2) << t;     // asc_shfl_up.md
        EXPECT_EQ(got[t * 4 + 2], lane + 3 >= start8 + 8 ? own : own + 3) << t; // asc_shfl_down.md
        const int32_t dst = lane ^ 16;                                          // asc_shfl_xor.md:
        EXPECT_EQ(got[t * 4 + 3], dst >= start16 + 16 ? own : 1000 + dst) << t; // lower group read
    }
}

TEST_F(SimtWarpTest, SixtyFourBitOperandsMoveWhole)
{
    uint64_t* out = Device(std::vector<uint64_t>(32, 0));
    SIMT_LAUNCH(wide_shuffle, 1, 32, 0, stream, out);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const auto got = Host(out, 32);
    for (uint64_t l = 0; l < 32; ++l) {
        EXPECT_EQ(got[l], 0x100000000ull * (l ^ 1) + 7) << l;
    }
}

// Warp函数简介.md: an ended lane is inactive; reading it gives "未初始化的值" (asc_shfl.md 约束说明): poison.
TEST_F(SimtWarpTest, EndedLanesAreInactiveAndReadingOneGivesPoison)
{
    int32_t* out = Device(std::vector<int32_t>(64, -1));
    uint32_t* mask = Device(std::vector<uint32_t>(64, 0));
    SIMT_LAUNCH(ended_lanes, 1, 64, 0, stream, out, mask);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const auto got = Host(out, 64);
    const auto masks = Host(mask, 64);
    for (uint32_t t = 0; t < 64; ++t) {
        if (t % 32 < 20) {
            EXPECT_EQ(got[t], ascsim::num::Poison<int32_t>()) << t;
            EXPECT_EQ(masks[t], 0xFFFFFu) << t;
        }
    }
}

TEST_F(SimtWarpTest, DivergedLanesFormOneGroupPerPath)
{
    int32_t* out = Device(std::vector<int32_t>(32, -1));
    SIMT_LAUNCH(diverged_reduce, 1, 32, 0, stream, out);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const auto got = Host(out, 32);
    int32_t evenSum = 0;
    for (int32_t l = 0; l < 32; l += 2) {
        evenSum += l;
    }
    for (int32_t l = 0; l < 32; ++l) {
        EXPECT_EQ(got[l], l % 2 == 0 ? evenSum : 31 * 3 + 1) << l;
    }
}

// asc_reduce_add.md (约束说明): a binary tree, whose float result can differ from the sequential sum.
TEST_F(SimtWarpTest, FloatReduceAddsInABinaryTree)
{
    std::vector<float> in(32, 1.0f);
    in[0] = 16777216.0f; // 2^24: adding 1 to it sequentially is lost every time
    float* inD = Device(in);
    float* out = Device(std::vector<float>(32, 0.0f));
    SIMT_LAUNCH(float_reduce, 1, 32, 0, stream, inD, out);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    // tree: (2^24 + 1) rounds to 2^24; the other 30 ones sum exactly to 30 in their subtrees; 2^24 + 30 is exact
    float sequential = 0.0f;
    for (float v : in) {
        sequential += v;
    }
    EXPECT_EQ(sequential, 16777216.0f);
    const auto got = Host(out, 32);
    for (float g : got) {
        EXPECT_EQ(g, 16777216.0f + 30.0f);
    }
}

TEST_F(SimtWarpTest, WarpFunctionsOnBothSidesOfABlockBarrier)
{
    const uint32_t threads = 96;
    std::vector<uint32_t> in(threads);
    for (uint32_t i = 0; i < threads; ++i) {
        in[i] = i * i;
    }
    uint32_t* inD = Device(in);
    uint32_t* scratch = Device(std::vector<uint32_t>(threads, 0));
    uint32_t* out = Device(std::vector<uint32_t>(threads, 0));
    SIMT_LAUNCH(warp_then_barrier, 1, threads, 0, stream, inD, scratch, out);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    std::vector<uint32_t> warpSum(3, 0);
    for (uint32_t i = 0; i < threads; ++i) {
        warpSum[i / 32] += in[i];
    }
    const auto got = Host(out, threads);
    for (uint32_t t = 0; t < threads; ++t) {
        // lane 0 of warp w read scratch[(32 w + 32) % 96], the sum of the next warp
        EXPECT_EQ(got[t], warpSum[(t / 32 + 1) % 3]) << t;
    }
}

TEST_F(SimtWarpTest, LaneMasksOfATwoDimensionalBlock)
{
    int32_t* out = Device(std::vector<int32_t>(64 * 6, 0));
    SIMT_LAUNCH(lane_masks, 1, dim3(16, 4), 0, stream, out);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const auto got = Host(out, 64 * 6);
    for (uint32_t t = 0; t < 64; ++t) {
        const uint32_t lane = t % 32;
        const uint64_t below = (uint64_t(1) << lane) - 1;
        EXPECT_EQ(static_cast<uint32_t>(got[t * 6 + 0]), lane);
        EXPECT_EQ(static_cast<uint32_t>(got[t * 6 + 1]), 1u << lane);
        EXPECT_EQ(static_cast<uint32_t>(got[t * 6 + 2]), static_cast<uint32_t>(below));
        EXPECT_EQ(static_cast<uint32_t>(got[t * 6 + 3]), static_cast<uint32_t>(below | (1u << lane)));
        EXPECT_EQ(static_cast<uint32_t>(got[t * 6 + 4]), ~static_cast<uint32_t>(below | (1u << lane)));
        EXPECT_EQ(static_cast<uint32_t>(got[t * 6 + 5]), ~static_cast<uint32_t>(below));
    }
}

} // namespace
