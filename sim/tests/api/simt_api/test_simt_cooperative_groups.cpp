// Cooperative groups (docs/zh/api/SIMT-API/协作组/): thread_block's queries against the launch configuration
// computed here, its sync() as a block barrier, the thread_group base, the two 约束说明 rules of
// this_thread_block(block_tile_memory&) (memcheck.simt-cg-block-size, simt-cg-scratch-space); tiles of at most a
// warp from tiled_partition (their ranks, votes, shuffles and sync against values computed here, the pages'
// own examples) and the tile-size rule (memcheck.simt-cg-tile-size).
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

constexpr uint32_t kTileFields = 16;

// Per thread of a 128-thread block: what its tiles of 4, 8 and 32, and a tile of 4 cut from its tile of 32,
// report of themselves, and the pages' example values.
__global__ void describe_tiles(uint32_t* out)
{
    cg::thread_block b = cg::this_thread_block();
    cg::thread_block_tile<4, cg::thread_block> t4 = cg::tiled_partition<4>(b);
    auto t8 = cg::tiled_partition<8>(b);
    cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(b);
    auto t32of4 = cg::tiled_partition<4>(t32);
    uint32_t* o = out + b.thread_rank() * kTileFields;
    o[0] = static_cast<uint32_t>(t4.thread_rank());
    o[1] = static_cast<uint32_t>(t4.size() * 1000 + t4.num_threads());
    o[2] = static_cast<uint32_t>(t4.meta_group_rank());
    o[3] = static_cast<uint32_t>(t4.meta_group_size());
    o[4] = static_cast<uint32_t>(t8.meta_group_rank());
    o[5] = static_cast<uint32_t>(t32.meta_group_rank() * 1000 + t32.meta_group_size());
    o[6] = static_cast<uint32_t>(t32of4.meta_group_rank() * 1000 + t32of4.meta_group_size());
    o[7] = t4.ballot(1);                        // ballot.md: 0xf
    o[8] = t8.ballot(b.thread_rank() % 3 == 0); // bit r: rank r's predicate
    o[9] = static_cast<uint32_t>(t4.any(b.thread_rank() == 5) * 10 + t4.all(b.thread_rank() % 4 != 3));
    o[10] = t4.shfl_down(threadIdx.x + 100, 2); // shfl_down.md: rank + 2 in the tile, else own
    o[11] = t4.shfl_up(threadIdx.x + 100, 1);   // rank - 1 in the tile, else own
    o[12] = t4.shfl_xor(threadIdx.x + 100, 1);  // shfl_xor.md: rank ^ 1
    o[13] = t8.shfl(threadIdx.x + 100, 9);      // shfl.md: rank 9 % 8 = 1 of the tile
    o[14] = static_cast<uint32_t>(t32.shfl(static_cast<int64_t>(threadIdx.x) - 1000, 31) + 1000);
    o[15] = static_cast<uint32_t>(static_cast<const cg::thread_group&>(t8).get_type());
}

// Tiles of one thread: every exchange gives the caller's own value.
__global__ void single_thread_tiles(uint32_t* out)
{
    cg::thread_block b = cg::this_thread_block();
    auto t1 = cg::tiled_partition<1>(b);
    const uint32_t r = b.thread_rank();
    out[r] = t1.shfl(r, 0) + t1.shfl_up(r, 1) + t1.shfl_down(r, 1) + t1.shfl_xor(r, 0) + t1.ballot(1) * 10000 +
             static_cast<uint32_t>(t1.size() * 100000 + t1.thread_rank());
}

// Only the even ranks vote: the odd ranks of each tile are not active, so they vote 0 in ballot and all fails
// (the SDK's implementation compares asc_ballot masked to the tile with the whole tile).
__global__ void vote_on_even_ranks(uint32_t* out)
{
    cg::thread_block b = cg::this_thread_block();
    auto t8 = cg::tiled_partition<8>(b);
    if (b.thread_rank() % 2 == 0) {
        out[b.thread_rank()] = t8.ballot(b.thread_rank() % 4 == 0) * 10 + t8.all(1);
    }
}

// Each thread writes its slot, its tile of 8 syncs, each reads the slot of the next rank of its tile: without
// the rendezvous a thread would read a slot its tile mate has not written yet.
__global__ void rotate_in_tile(uint32_t* slots, uint32_t* out)
{
    cg::thread_block b = cg::this_thread_block();
    auto t8 = cg::tiled_partition<8>(b);
    const uint32_t r = b.thread_rank();
    slots[r] = r * 7 + 1;
    t8.sync();
    out[r] = slots[r - t8.thread_rank() + (t8.thread_rank() + 1) % 8];
}

// coalesced_threads() in a branch that every third rank takes, its tiles of 4, and a binary partition of a tile of
// 32 by parity (values 1000 + rank, so that a shuffle's source shows).
constexpr uint32_t kCoalescedFields = 12;
__global__ void coalesced_groups(uint32_t* out)
{
    cg::thread_block b = cg::this_thread_block();
    const uint32_t r = b.thread_rank();
    uint32_t* o = out + r * kCoalescedFields;
    // Before the branch: the emulator's warp does not reconverge lanes that reach one call site from
    // different paths (the warp functions' rule, thread_runner.cpp), so the whole warp votes here.
    auto t32 = cg::tiled_partition<32>(b);
    cg::coalesced_group half = cg::binary_partition(t32, r % 2 == 1);
    o[10] = static_cast<uint32_t>(half.size() * 1000 + half.thread_rank() * 10 + half.meta_group_rank());
    o[11] = half.shfl(1000 + r, 0);
    if (r % 3 == 0) {
        cg::coalesced_group g = cg::coalesced_threads();
        o[0] = static_cast<uint32_t>(g.size() * 100 + g.thread_rank());
        o[1] = static_cast<uint32_t>(g.meta_group_rank() * 10 + g.meta_group_size());
        o[2] = g.ballot(1);
        o[3] = g.shfl(1000 + r, 1);      // rank 1 of the group
        o[4] = g.shfl_down(1000 + r, 2); // rank + 2, or own
        o[5] = g.shfl_up(1000 + r, 1);   // rank - 1, or own
        o[6] = static_cast<uint32_t>(g.any(g.thread_rank() == 3) * 10 + g.all(1));
        cg::coalesced_group t4 = cg::tiled_partition(g, 4);
        o[7] = static_cast<uint32_t>(t4.size() * 100 + t4.thread_rank());
        o[8] = static_cast<uint32_t>(t4.meta_group_rank() * 100 + t4.meta_group_size());
        o[9] = t4.shfl(1000 + r, 0); // the tile's first member
        g.sync();
    }
}

// What the group types answer through the thread_group base, and the run-time tiled_partition of a
// coalesced group seen as a thread_group (the SDK dispatches both on the group's kind). Ranks 0, 2, 4, ... of
// each warp form the coalesced group.
__global__ void through_the_base(uint32_t* out)
{
    cg::thread_block b = cg::this_thread_block();
    const uint32_t r = b.thread_rank();
    if (r % 2 == 0) {
        cg::coalesced_group g = cg::coalesced_threads();
        const cg::thread_group& base = g;
        cg::thread_group t4 = cg::tiled_partition(base, 4);
        out[r] = static_cast<uint32_t>(base.size() * 10000 + base.thread_rank() * 100 + t4.size() * 10 +
                                       t4.thread_rank());
        base.sync();
    }
}

// binary_partition when every member votes alike: the whole group, meta rank 0 of 1.
__global__ void unanimous_partition(uint32_t* out)
{
    cg::thread_block b = cg::this_thread_block();
    auto t8 = cg::tiled_partition<8>(b);
    cg::coalesced_group g = cg::binary_partition(t8, true);
    out[b.thread_rank()] = static_cast<uint32_t>(g.size() * 100 + g.meta_group_rank() * 10 + g.meta_group_size());
}

// this_thread_block(scratch) syncs the block (the SDK's constructor does): a thread that returns first.
__global__ void scratch_block_without_one_thread(cg::block_tile_memory<64>* scratch, uint32_t* out)
{
    if (threadIdx.x == 5) {
        return;
    }
    cg::thread_block b = cg::this_thread_block(*scratch);
    out[b.thread_rank()] = 1;
}

// The run-time form: a thread_group of `tilesz` threads.
__global__ void runtime_tile(uint32_t tilesz, uint32_t* out)
{
    cg::thread_block b = cg::this_thread_block();
    cg::thread_group g = cg::tiled_partition(b, tilesz);
    out[b.thread_rank()] = static_cast<uint32_t>(g.thread_rank() * 1000 + g.size() * 10) +
                           static_cast<uint32_t>(g.get_type());
    g.sync();
}

struct SimtCooperativeGroups : SimtTest {
    // Runs `launch` (a launch that writes `words` uint32_t to its argument, first set to `init`) and returns them.
    template <typename Launch>
    std::vector<uint32_t> Outputs(size_t words, uint32_t init, Launch launch)
    {
        uint32_t* out = Device(std::vector<uint32_t>(words, init));
        launch(out);
        EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
        return Host(out, words);
    }
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
    const std::vector<uint32_t> got = Outputs(blocks * threads * kFields, 0, [&](uint32_t* out) {
        SIMT_LAUNCH(describe_block, grid, block, 0, stream, out);
    });
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
    const std::vector<uint32_t> got = Outputs(2 * 256, 0, [&](uint32_t* out) {
        SIMT_LAUNCH(block_with_gm_scratch, 2, 256, 0, stream, reinterpret_cast<cg::block_tile_memory<256>*>(scratch),
                    out);
    });
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

TEST_F(SimtCooperativeGroups, TilesOfAtMostAWarpReportTheirRanksVotesAndShuffles)
{
    const uint32_t threads = 128;
    const std::vector<uint32_t> got = Outputs(
        threads * kTileFields, 0, [&](uint32_t* out) { SIMT_LAUNCH(describe_tiles, 1, threads, 0, stream, out); });
    for (uint32_t r = 0; r < threads; ++r) {
        const uint32_t q4 = r % 4, base4 = r - q4, q8 = r % 8, base8 = r - q8, q32 = r % 32;
        uint32_t ballot8 = 0;
        for (uint32_t k = 0; k < 8; ++k) {
            ballot8 |= (base8 + k) % 3 == 0 ? 1U << k : 0U;
        }
        const uint32_t any5 = base4 == 4 ? 1 : 0; // rank 5 is in the tile of ranks 4..7
        const std::vector<uint32_t> want = {q4,
                                            4004,
                                            r / 4,
                                            threads / 4,
                                            r / 8,
                                            (r / 32) * 1000 + 4,
                                            (q32 / 4) * 1000 + 8,
                                            0xF,
                                            ballot8,
                                            any5 * 10 + 0, // all: rank 3 of every tile votes 0
                                            q4 + 2 < 4 ? r + 2 + 100 : r + 100,
                                            q4 >= 1 ? r - 1 + 100 : r + 100,
                                            (base4 + (q4 ^ 1)) + 100,
                                            base8 + 1 + 100,
                                            r - q32 + 31,
                                            static_cast<uint32_t>(cg::group_type::tiled_group_type)};
        ASSERT_EQ(std::vector<uint32_t>(&got[r * kTileFields], &got[r * kTileFields] + kTileFields), want) << r;
    }
}

TEST_F(SimtCooperativeGroups, ATileOfOneThreadExchangesWithItselfOnly)
{
    const std::vector<uint32_t> got = Outputs(
        64, 0, [&](uint32_t* out) { SIMT_LAUNCH(single_thread_tiles, 1, 64, 0, stream, out); });
    for (uint32_t r = 0; r < 64; ++r) {
        ASSERT_EQ(got[r], 4 * r + 10000 + 100000) << r;
    }
}

TEST_F(SimtCooperativeGroups, ATilesInactiveLanesVoteZero)
{
    const std::vector<uint32_t> got = Outputs(
        64, 0xFFFFFFFFu, [&](uint32_t* out) { SIMT_LAUNCH(vote_on_even_ranks, 1, 64, 0, stream, out); });
    for (uint32_t r = 0; r < 64; ++r) {
        // Ranks 0, 4 of each tile of 8 vote 1 (bits 0 and 4); the odd ranks are not active: all(1) is 0.
        ASSERT_EQ(got[r], r % 2 == 0 ? 0x11U * 10 + 0 : 0xFFFFFFFFu) << r;
    }
}

TEST_F(SimtCooperativeGroups, ATilesSyncLetsItsThreadsReadWhatTheirTileMatesWrote)
{
    const uint32_t threads = 256;
    uint32_t* slots = Device(std::vector<uint32_t>(threads, 0));
    const std::vector<uint32_t> got = Outputs(
        threads, 0, [&](uint32_t* out) { SIMT_LAUNCH(rotate_in_tile, 1, threads, 0, stream, slots, out); });
    for (uint32_t r = 0; r < threads; ++r) {
        const uint32_t next = r - r % 8 + (r % 8 + 1) % 8;
        ASSERT_EQ(got[r], next * 7 + 1) << r;
    }
}

TEST_F(SimtCooperativeGroups, TheRunTimeTiledPartitionGivesAThreadGroupOfUpTo32Threads)
{
    const std::vector<uint32_t> got = Outputs(
        64, 0, [&](uint32_t* out) { SIMT_LAUNCH(runtime_tile, 1, 64, 0, stream, 16U, out); });
    for (uint32_t r = 0; r < 64; ++r) {
        ASSERT_EQ(got[r], (r % 16) * 1000 + 160 + static_cast<uint32_t>(cg::group_type::tiled_group_type)) << r;
    }
    uint32_t* out = Device(std::vector<uint32_t>(64, 0));
    for (const uint32_t bad : {64U, 12U}) {
        SIMT_LAUNCH(runtime_tile, 1, 64, 0, stream, bad, out);
        const std::string msg = Failure();
        EXPECT_NE(msg.find("tilesz " + std::to_string(bad) +
                           ": the run-time tiled_partition makes tiles of 1, 2, 4, "
                           "8, 16 or 32 threads"),
                  std::string::npos)
            << msg;
    }
}

TEST_F(SimtCooperativeGroups, CoalescedGroupsRankTheirActiveLanesAndPartitionFurther)
{
    const uint32_t threads = 64;
    const std::vector<uint32_t> got = Outputs(threads * kCoalescedFields, 0, [&](uint32_t* out) {
        SIMT_LAUNCH(coalesced_groups, 1, threads, 0, stream, out);
    });
    for (uint32_t r = 0; r < threads; ++r) {
        const uint32_t* o = &got[r * kCoalescedFields];
        if (r % 3 == 0) {
            // The members: the ranks of r's warp divisible by 3, in lane order.
            std::vector<uint32_t> members;
            for (uint32_t k = r - r % 32; k < r - r % 32 + 32; ++k) {
                if (k % 3 == 0) {
                    members.push_back(k);
                }
            }
            const auto n = static_cast<uint32_t>(members.size());
            uint32_t rank = 0;
            while (members[rank] != r) {
                ++rank;
            }
            const uint32_t tile = rank / 4, tileFirst = tile * 4, tileCount = (n + 3) / 4;
            const uint32_t tileSize = n - tileFirst < 4 ? n - tileFirst : 4;
            const std::vector<uint32_t> want = {n * 100 + rank,
                                                1,
                                                (1U << n) - 1,
                                                1000 + members[1],
                                                1000 + (rank + 2 < n ? members[rank + 2] : r),
                                                1000 + (rank >= 1 ? members[rank - 1] : r),
                                                (n > 3 ? 10U : 0U) + 1,
                                                tileSize * 100 + rank % 4,
                                                tile * 100 + tileCount,
                                                1000 + members[tileFirst]};
            ASSERT_EQ(std::vector<uint32_t>(o, o + 10), want) << r;
        }
        const uint32_t parity = r % 2;
        ASSERT_EQ(o[10], 16 * 1000 + (r % 32) / 2 * 10 + parity) << r;
        ASSERT_EQ(o[11], 1000 + (r - r % 32) + parity) << r;
    }
}

TEST_F(SimtCooperativeGroups, TheRunTimeFormsLastTileMayHoldFewerThreads)
{
    const std::vector<uint32_t> got = Outputs(
        100, 0, [&](uint32_t* out) { SIMT_LAUNCH(runtime_tile, 1, 100, 0, stream, 8U, out); });
    for (uint32_t r = 0; r < 100; ++r) {
        const uint32_t size = r >= 96 ? 4 : 8;
        ASSERT_EQ(got[r], (r % 8) * 1000 + size * 10 + static_cast<uint32_t>(cg::group_type::tiled_group_type)) << r;
    }
}

TEST_F(SimtCooperativeGroups, TheThreadGroupBaseAnswersForACoalescedGroup)
{
    const std::vector<uint32_t> got = Outputs(
        64, 0, [&](uint32_t* out) { SIMT_LAUNCH(through_the_base, 1, 64, 0, stream, out); });
    for (uint32_t r = 0; r < 64; ++r) {
        const uint32_t rank = (r % 32) / 2; // 16 members per warp
        ASSERT_EQ(got[r], r % 2 == 0 ? 16 * 10000 + rank * 100 + 4 * 10 + rank % 4 : 0) << r;
    }
}

TEST_F(SimtCooperativeGroups, ARunTimeTileLargerThanItsParentIsTheWholeParent)
{
    // A block of 16 threads cut into tiles of 32: one tile of 16 (the SDK's partial tile), not a finding.
    const std::vector<uint32_t> got = Outputs(
        16, 0, [&](uint32_t* out) { SIMT_LAUNCH(runtime_tile, 1, 16, 0, stream, 32U, out); });
    for (uint32_t r = 0; r < 16; ++r) {
        ASSERT_EQ(got[r], r * 1000 + 160 + static_cast<uint32_t>(cg::group_type::tiled_group_type)) << r;
    }
}

TEST_F(SimtCooperativeGroups, AUnanimousBinaryPartitionKeepsTheWholeGroup)
{
    const std::vector<uint32_t> got = Outputs(
        32, 0, [&](uint32_t* out) { SIMT_LAUNCH(unanimous_partition, 1, 32, 0, stream, out); });
    for (uint32_t r = 0; r < 32; ++r) {
        ASSERT_EQ(got[r], 8U * 100 + 0 * 10 + 1) << r;
    }
}

TEST_F(SimtCooperativeGroups, ThisThreadBlockWithScratchIsABlockBarrier)
{
    auto* scratch = Device(std::vector<uint8_t>(sizeof(cg::block_tile_memory<64>), 0));
    uint32_t* out = Device(std::vector<uint32_t>(64, 0));
    SIMT_LAUNCH(scratch_block_without_one_thread, 1, 64, 0, stream,
                reinterpret_cast<cg::block_tile_memory<64>*>(scratch), out);
    const std::string msg = Failure();
    EXPECT_NE(msg.find("63 of the 64 threads of block (0, 0, 0) wait at asc_syncthreads, 1 returned without "
                       "reaching it"),
              std::string::npos)
        << msg;
}

TEST_F(SimtCooperativeGroups, TilesThatDoNotDivideTheBlockFail)
{
    uint32_t* out = Device(std::vector<uint32_t>(128 * kTileFields, 0));
    SIMT_LAUNCH(describe_tiles, 1, 100, 0, stream, out); // 100 threads: tiles of 8 and 32 do not divide them
    const std::string msg = Failure();
    EXPECT_NE(msg.find("tiles of 8 threads do not divide the parent group's 100 threads"), std::string::npos) << msg;
}

} // namespace
