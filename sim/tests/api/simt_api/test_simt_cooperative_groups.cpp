// Cooperative groups, first slice (docs/zh/api/SIMT-API/协作组/thread_block/): thread_block's queries against
// the launch configuration computed here, its sync() as a block barrier, the thread_group base, and the two
// 约束说明 rules of this_thread_block(block_tile_memory&) (memcheck.simt-cg-block-size, simt-cg-scratch-space).
#include <gtest/gtest.h>

#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "simt_api/asc_simt.h"
#include "simt_api/cooperative_groups.h"
#include "simt_test_util.h"

namespace cg = cooperative_groups;

namespace {

constexpr uint32_t kFields = 12;

// out[(block, rank) * kFields ...] = what the thread's block reports of itself.
__global__ void describe_block(uint32_t* out)
{
    const cg::thread_block b = cg::this_thread_block();
    const cg::thread_group& g = b;
    const uint32_t block = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
    uint32_t* o = out + (block * b.size() + b.thread_rank()) * kFields;
    const dim3 gi = b.group_index(), ti = b.thread_index(), dt = b.dim_threads(), gd = b.group_dim();
    o[0] = b.thread_rank();
    o[1] = b.num_threads();
    o[2] = b.size();
    o[3] = (gi.x << 16) | (gi.y << 8) | gi.z;
    o[4] = (ti.x << 16) | (ti.y << 8) | ti.z;
    o[5] = (dt.x << 16) | (dt.y << 8) | dt.z;
    o[6] = (gd.x << 16) | (gd.y << 8) | gd.z;
    o[7] = static_cast<uint32_t>(g.thread_rank());
    o[8] = static_cast<uint32_t>(g.size());
    o[9] = static_cast<uint32_t>(g.num_threads());
    o[10] = static_cast<uint32_t>(g.get_type());
    o[11] = 0xC0FFEE;
}

// Each thread writes its slot, the block syncs (through the group, then through the base), each reads its
// right neighbour's slot: without the barrier a thread would read a slot its neighbour has not written yet.
__global__ void rotate_with_group_sync(const float* in, float* scratch, float* out)
{
    cg::thread_block b = cg::this_thread_block();
    const uint32_t n = b.size();
    const uint32_t base = blockIdx.x * n;
    const uint32_t r = b.thread_rank();
    scratch[base + r] = 2.0f * in[base + r];
    b.sync();
    const float v = scratch[base + (r + 1) % n];
    static_cast<const cg::thread_group&>(b).sync(); // everyone has read before anyone writes again
    scratch[base + r] = v;
    cg::thread_block::sync();
    out[base + r] = scratch[base + (r + n - 1) % n];
}

// this_thread_block with the cross-warp scratch: in GM (a kernel argument), or on the thread's stack.
__global__ void block_with_gm_scratch(cg::block_tile_memory<256>* scratch, uint32_t* out)
{
    cg::thread_block b = cg::this_thread_block(*scratch);
    out[blockIdx.x * b.size() + b.thread_rank()] = b.thread_rank() + 1;
}
__global__ void block_with_stack_scratch(uint32_t* out)
{
    cg::block_tile_memory<256> scratch{};
    cg::thread_block b = cg::this_thread_block(scratch);
    out[b.thread_rank()] = 1;
}

struct SimtCooperativeGroups : SimtTest {
    std::string Failure()
    {
        EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
        return aclGetRecentErrMsg();
    }
};

TEST_F(SimtCooperativeGroups, ThreadBlockReportsTheLaunchConfigurationOfEachThread)
{
    const dim3 grid(3, 2, 1), block(8, 4, 2);
    const uint32_t threads = 64, blocks = 6;
    uint32_t* out = Device(std::vector<uint32_t>(blocks * threads * kFields, 0));
    SIMT_LAUNCH(describe_block, grid, block, 0, stream, out);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<uint32_t> got = Host(out, blocks * threads * kFields);
    for (uint32_t by = 0; by < 2; ++by)
        for (uint32_t bx = 0; bx < 3; ++bx)
            for (uint32_t tz = 0; tz < 2; ++tz)
                for (uint32_t ty = 0; ty < 4; ++ty)
                    for (uint32_t tx = 0; tx < 8; ++tx) {
                        const uint32_t rank = tx + 8 * (ty + 4 * tz);
                        const uint32_t* o = &got[((bx + 3 * by) * threads + rank) * kFields];
                        const std::vector<uint32_t> want = {rank,
                                                            threads,
                                                            threads,
                                                            (bx << 16) | (by << 8),
                                                            (tx << 16) | (ty << 8) | tz,
                                                            (8U << 16) | (4U << 8) | 2U,
                                                            (8U << 16) | (4U << 8) | 2U,
                                                            rank,
                                                            threads,
                                                            threads,
                                                            static_cast<uint32_t>(cg::group_type::thread_block_type),
                                                            0xC0FFEE};
                        ASSERT_EQ(std::vector<uint32_t>(o, o + kFields), want) << bx << by << tx << ty << tz;
                    }
}

TEST_F(SimtCooperativeGroups, SyncIsABarrierOfTheWholeBlock)
{
    const uint32_t blocks = 3, threads = 512;
    std::vector<float> in(blocks * threads);
    std::iota(in.begin(), in.end(), 1.0f);
    float* inD = Device(in);
    float* scratch = Device(std::vector<float>(in.size(), -1.0f));
    float* out = Device(std::vector<float>(in.size(), 0.0f));
    SIMT_LAUNCH(rotate_with_group_sync, blocks, threads, 0, stream, inD, scratch, out);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<float> got = Host(out, in.size());
    // Rotated right by one, then read back from the left neighbour: every thread ends with its own value.
    for (uint32_t i = 0; i < in.size(); ++i) {
        ASSERT_EQ(got[i], 2.0f * in[i]) << i;
    }
}

TEST_F(SimtCooperativeGroups, TheScratchInGlobalMemoryServesABlockUpToItsMaxBlockSize)
{
    static_assert(sizeof(cg::block_tile_memory<256>) % 8 == 0, "8-byte aligned exchange slots");
    auto* scratch = Device(std::vector<uint8_t>(sizeof(cg::block_tile_memory<256>), 0));
    uint32_t* out = Device(std::vector<uint32_t>(2 * 256, 0));
    SIMT_LAUNCH(block_with_gm_scratch, 2, 256, 0, stream, reinterpret_cast<cg::block_tile_memory<256>*>(scratch), out);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<uint32_t> got = Host(out, 2 * 256);
    for (uint32_t i = 0; i < got.size(); ++i) {
        ASSERT_EQ(got[i], i % 256 + 1) << i;
    }
}

TEST_F(SimtCooperativeGroups, ABlockLargerThanTheScratchsMaxBlockSizeFails)
{
    auto* scratch = Device(std::vector<uint8_t>(sizeof(cg::block_tile_memory<256>), 0));
    uint32_t* out = Device(std::vector<uint32_t>(512, 0));
    SIMT_LAUNCH(block_with_gm_scratch, 1, 288, 0, stream, reinterpret_cast<cg::block_tile_memory<256>*>(scratch), out);
    const std::string msg = Failure();
    EXPECT_NE(msg.find("memcheck"), std::string::npos) << msg;
    EXPECT_NE(msg.find("threads_per_block (288, 1, 1) holds 288 threads: more than the block_tile_memory's "
                       "MaxBlockSize 256"),
              std::string::npos)
        << msg;
}

TEST_F(SimtCooperativeGroups, AScratchOnTheThreadsStackFails)
{
    uint32_t* out = Device(std::vector<uint32_t>(64, 0));
    SIMT_LAUNCH(block_with_stack_scratch, 1, 64, 0, stream, out);
    const std::string msg = Failure();
    EXPECT_NE(msg.find("the block_tile_memory lies on the thread's stack"), std::string::npos) << msg;
}

} // namespace
