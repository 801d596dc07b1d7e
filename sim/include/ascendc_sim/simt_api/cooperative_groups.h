// Cooperative groups (docs/zh/api/SIMT-API/协作组/; SDK include/simt_api/cooperative_groups.h): thread_block,
// the block as a group (thread_block/), got from this_thread_block() or, when the program will later split the
// block into tiles wider than a warp, this_thread_block(block_tile_memory<N>&) (thread_block构造函数.md); the
// thread_group base, which is also what the run-time tiled_partition(group, tilesz) returns (a tile of at most
// a warp). The compile-time tiles are cooperative_groups_tile.h, coalesced_group cooperative_groups_coalesced.h.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/core/source_location.h"
#include "ascendc_sim/lang/dim3.h"
#include "ascendc_sim/lang/simt_builtins.h"
#include "ascendc_sim/lang/simt_threads.h"
#include "ascendc_sim/simt_api/integer_intrinsics.h"
#include "ascendc_sim/simt_api/sync_functions.h"
#include "ascendc_sim/simt_api/vector_types.h"

namespace ascsim::simt {
// The two 约束说明 rules of thread_block构造函数.md for this_thread_block(scratch): the block launched at
// most `maxBlockSize` threads, and `scratch` lies in Global Memory or the Unified Buffer, not on a stack.
void CheckBlockTileMemory(const void* scratch, unsigned int maxBlockSize, kern::SrcLoc loc);
// tiled_partition.md (约束说明): a tile of `size` threads cut from a parent of `parentSize` threads; `runtime`:
// the non-template form, whose size must be at most 32 (and, here, a power of two).
void CheckTileSize(unsigned long long size, unsigned long long parentSize, bool runtime, kern::SrcLoc loc);
// The rendezvous of a warp's active lanes at `loc` (a tile's sync(): its lanes are in one warp).
void WarpRendezvous(kern::SrcLoc loc);
} // namespace ascsim::simt

namespace cooperative_groups {

namespace details {
constexpr unsigned int warp_size = 32;
constexpr unsigned int max_thread_block_size = 2048;
// The scratch a block needs for tiles wider than a warp: a barrier word pair for each of the five tile
// sizes above a warp (64 .. 1024 / 2048) and one 8-byte exchange slot per warp (the SDK header's sizes,
// so that sizeof matches the chip's: the page says to take the size from sizeof()).
constexpr unsigned int block_tile_scratch_bytes(unsigned int max_block_size)
{
    return 5U * 8U + max_block_size / warp_size * 8U;
}
} // namespace details

// thread_block构造函数.md, block_tile_memory说明: MaxBlockSize in (0, 2048], a multiple of 32, default 1024.
template <unsigned int MaxBlockSize = 1024>
struct alignas(8) block_tile_memory {
    static_assert(MaxBlockSize > 0 && MaxBlockSize <= details::max_thread_block_size,
                  "block_tile_memory: MaxBlockSize must be in range 1..2048");
    static_assert(MaxBlockSize % details::warp_size == 0, "block_tile_memory: MaxBlockSize must be a multiple of 32");
    unsigned char storage[details::block_tile_scratch_bytes(MaxBlockSize)];
};

// The kinds of group (the SDK's group_type); a thread_group knows which one it is.
enum class group_type : unsigned int {
    thread_block_type,
    tiled_group_type,
    coalesced_group_type,
};

namespace details {
// The var types of the groups' shuffles (thread_block_tile/shfl.md, coalesced_group/shfl.md and their
// shfl_up / shfl_down / shfl_xor pages, 参数说明); the SDK refuses any other at compile time.
template <typename T>
constexpr bool is_shfl_type = std::is_same<T, int32_t>::value || std::is_same<T, uint32_t>::value ||
                              std::is_same<T, int64_t>::value || std::is_same<T, uint64_t>::value ||
                              std::is_same<T, float>::value || std::is_same<T, half>::value ||
                              std::is_same<T, half2>::value || std::is_same<T, bfloat16_t>::value ||
                              std::is_same<T, bfloat16x2_t>::value;
// The lanes of the caller's aligned tile of `size` (a power of two up to 32) consecutive lanes.
inline uint32_t tile_lanes(unsigned int size, unsigned int lane)
{
    return size >= warp_size ? 0xFFFFFFFFU : ((1U << size) - 1U) << (lane / size * size);
}
// The caller's tile of `tilesz` consecutive members of `members` (ranked in lane order), `rank` its rank there.
inline uint32_t member_tile(uint32_t members, unsigned int rank, unsigned int tilesz)
{
    const unsigned int first = rank / tilesz * tilesz;
    uint32_t tile = 0;
    unsigned int r = 0;
    for (unsigned int l = 0; l < warp_size; ++l) {
        if ((members >> l & 1U) != 0) {
            tile |= r >= first && r < first + tilesz ? 1U << l : 0U;
            ++r;
        }
    }
    return tile;
}
} // namespace details

class thread_group;
class thread_block;
thread_group tiled_partition(const thread_group& parent, unsigned int tilesz,
                             ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here());
thread_group tiled_partition(const thread_block& parent, unsigned int tilesz,
                             ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here());

// The base of every group, answering for the kind it is: the block; a tile of at most a warp
// (`tileSize_` consecutive ranks of the block, aligned to the size; the block's last run-time tile may hold
// fewer); or a coalesced group (`lanes_`: the member lanes of the caller's warp, ranked in lane order).
class thread_group {
public:
    unsigned long long size() const { return num_threads(); }
    unsigned long long num_threads() const
    {
        if (type_ == group_type::coalesced_group_type) {
            return static_cast<unsigned int>(__popc(lanes_));
        }
        const unsigned long long block = static_cast<unsigned long long>(blockDim.x) * blockDim.y * blockDim.z;
        if (tileSize_ == 0) {
            return block;
        }
        const unsigned long long first = BlockRank() / tileSize_ * tileSize_;
        return block - first < tileSize_ ? block - first : tileSize_;
    }
    unsigned long long thread_rank() const
    {
        if (type_ == group_type::coalesced_group_type) {
            return static_cast<unsigned int>(__popc(lanes_ & ((1U << Lane()) - 1U)));
        }
        return tileSize_ != 0 ? BlockRank() % tileSize_ : BlockRank();
    }
    // A block's sync is its barrier; a tile's or a coalesced group's, whose lanes are in one warp, the
    // rendezvous of the warp's lanes at the call.
    void sync(::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) const
    {
        if (type_ == group_type::thread_block_type) {
            asc_syncthreads(loc);
        } else {
            ::ascsim::simt::WarpRendezvous(loc);
        }
    }
    group_type get_type() const { return type_; }

protected:
    explicit thread_group(group_type type, unsigned int tileSize = 0, uint32_t lanes = 0)
        : type_(type), tileSize_(tileSize), lanes_(lanes)
    {}
    static unsigned int BlockRank()
    {
        return threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
    }
    static unsigned int Lane() { return BlockRank() % details::warp_size; }
    uint32_t Lanes() const { return lanes_; }
    // One exchange of the warp's lanes at `loc`: the predicates of `members` by rank (bit r: the member of rank
    // r is active here and voted nonzero; a member that is not active votes 0, as in asc_ballot).
    static unsigned int VotesByRank(uint32_t members, int predicate, ::ascsim::kern::SrcLoc loc)
    {
        const ::ascsim::simt::WarpView view = ::ascsim::simt::WarpGather(predicate != 0 ? 1 : 0, loc);
        unsigned int votes = 0;
        unsigned int rank = 0;
        for (unsigned int l = 0; l < details::warp_size; ++l) {
            if ((members >> l & 1U) != 0) {
                votes |= (view.active >> l & 1U) != 0 && view.values[l] != 0 ? 1U << rank : 0U;
                ++rank;
            }
        }
        return votes;
    }
    // All of `members` voted nonzero (every member active: all.md, "组内所有线程的输入均不为0").
    static int AllVoted(uint32_t members, int predicate, ::ascsim::kern::SrcLoc loc)
    {
        const unsigned int n = static_cast<unsigned int>(__popc(members));
        return VotesByRank(members, predicate, loc) == (n >= 32 ? 0xFFFFFFFFU : (1U << n) - 1U) ? 1 : 0;
    }

private:
    friend thread_group tiled_partition(const thread_group&, unsigned int, ::ascsim::kern::SrcLoc);
    group_type type_;
    unsigned int tileSize_; // a tile's threads (0: not a tile)
    uint32_t lanes_;        // a coalesced group's member lanes
};
thread_block this_thread_block();
template <unsigned int MaxBlockSize>
thread_block this_thread_block(block_tile_memory<MaxBlockSize>& scratch,
                               ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here());

// thread_block简介.md: the block the calling thread belongs to. No public constructor (thread_block构造函数.md).
class thread_block : public thread_group {
public:
    // sync.md: every thread of the block must reach the same sync(), as asc_syncthreads.
    static void sync(::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) { asc_syncthreads(loc); }
    // thread_rank.md: threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y.
    static unsigned int thread_rank() { return BlockRank(); }
    static dim3 group_index() { return blockIdx; }                                     // group_index.md
    static dim3 thread_index() { return threadIdx; }                                   // thread_index.md
    static dim3 dim_threads() { return blockDim; }                                     // dim_threads.md
    static unsigned int num_threads() { return blockDim.x * blockDim.y * blockDim.z; } // num_threads.md
    static unsigned int size() { return num_threads(); }                               // size.md
    static dim3 group_dim() { return dim_threads(); }                                  // group_dim.md

private:
    thread_block() : thread_group(group_type::thread_block_type) {}
    friend thread_block this_thread_block();
    template <unsigned int MaxBlockSize>
    friend thread_block this_thread_block(block_tile_memory<MaxBlockSize>&, ::ascsim::kern::SrcLoc);
};

inline thread_block this_thread_block() { return thread_block(); }

// tiled_partition.md, the non-template forms: the caller's tile of `tilesz` threads (1, 2, 4, 8, 16 or 32) of
// the block, or of the coalesced group `parent` is (the SDK's dispatch on the parent's kind). A parent of
// fewer threads is its own tile.
inline thread_group tiled_partition(const thread_group& parent, unsigned int tilesz, ::ascsim::kern::SrcLoc loc)
{
    ::ascsim::simt::CheckTileSize(tilesz, parent.size(), true, loc);
    if (parent.get_type() == group_type::coalesced_group_type) {
        if (parent.size() <= tilesz) {
            return parent;
        }
        const auto rank = static_cast<unsigned int>(parent.thread_rank());
        return thread_group(group_type::coalesced_group_type, 0, details::member_tile(parent.lanes_, rank, tilesz));
    }
    return thread_group(group_type::tiled_group_type, tilesz);
}
inline thread_group tiled_partition(const thread_block& parent, unsigned int tilesz, ::ascsim::kern::SrcLoc loc)
{
    return tiled_partition(static_cast<const thread_group&>(parent), tilesz, loc);
}

template <unsigned int MaxBlockSize>
thread_block this_thread_block(block_tile_memory<MaxBlockSize>& scratch, ::ascsim::kern::SrcLoc loc)
{
    ::ascsim::simt::CheckBlockTileMemory(&scratch, MaxBlockSize, loc);
    // The SDK's constructor clears the scratch's barrier words and then syncs the block (impl/simt_api/
    // cooperative_groups_impl.h): every thread of the block must call it.
    asc_syncthreads(loc);
    return thread_block();
}

} // namespace cooperative_groups
