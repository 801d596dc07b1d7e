// Cooperative groups: the compile-time tiles (docs/zh/api/SIMT-API/协作组/thread_block_tile/, tiled_partition.md;
// SDK include/simt_api/cooperative_groups.h). tiled_partition<Size>(parent) gives the caller's thread_block_tile:
// Size consecutive ranks of the parent, aligned to Size. Emulated: tiles of at most a warp (Size 1 .. 32, every
// member of thread_block_tile简介.md 表1); their lanes are one warp's, so each collective is one exchange of
// the warp's active lanes at the caller's call site (lang/simt_threads.h, WarpGather), as the warp functions
// are. Not yet: tiles wider than a warp (Size 64 .. 2048), refused at compile time.
#pragma once

#include <type_traits>

#include "ascendc_sim/simt_api/cooperative_groups.h"
#include "ascendc_sim/simt_api/warp_functions.h"

namespace cooperative_groups {

template <unsigned int Size, typename ParentT = void>
class thread_block_tile;

namespace details {
// A tile type's Size (0: not a tile).
template <typename T>
struct tile_size_of : std::integral_constant<unsigned int, 0> {};
template <unsigned int S, typename P>
struct tile_size_of<thread_block_tile<S, P>> : std::integral_constant<unsigned int, S> {};
} // namespace details

// thread_block_tile简介.md. Size: the tile's threads. thread_block_tile<Size, ParentT> (what tiled_partition
// returns) keeps the parent's type and converts to thread_block_tile<Size>, which does not
// (thread_block_tile构造函数.md, 调用示例).
template <unsigned int Size>
class thread_block_tile<Size, void> : public thread_group {
    // tiled_partition.md / thread_block_tile构造函数.md (约束说明): Size is 2^n, 1 .. 2048.
    static_assert(Size >= 1 && Size <= details::max_thread_block_size && (Size & (Size - 1)) == 0,
                  "thread_block_tile: Size must be a power of two in 1..2048 (tiled_partition.md 约束说明)");
    static_assert(Size <= details::warp_size,
                  "thread_block_tile: the simulator does not emulate tiles wider than a warp (Size > 32) yet");

public:
    // sync.md: every thread of the tile reaches the same sync().
    void sync(::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) const
    {
        ::ascsim::simt::WarpRendezvous(loc);
    }
    unsigned long long num_threads() const { return Size; }                   // num_threads.md
    unsigned long long size() const { return Size; }                          // size.md
    unsigned long long thread_rank() const { return rank_ % Size; }           // thread_rank.md
    unsigned long long meta_group_size() const { return parentSize_ / Size; } // meta_group_size.md
    unsigned long long meta_group_rank() const { return rank_ / Size; }       // meta_group_rank.md

    // shfl.md: the var of rank src_rank % Size.
    template <typename T>
    T shfl(T var, int src_rank, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) const
    {
        return Exchange(var, loc, [&](int32_t w) { return ::ascsim::simt::detail::Shfl<T>(var, src_rank, w, loc); });
    }
    // shfl_up.md / shfl_down.md: rank -/+ delta, or the caller's own var when that leaves the tile.
    template <typename T>
    T shfl_up(T var, unsigned int delta, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) const
    {
        return Exchange(var, loc, [&](int32_t w) { return ::ascsim::simt::detail::ShflUp<T>(var, delta, w, loc); });
    }
    template <typename T>
    T shfl_down(T var, unsigned int delta, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) const
    {
        return Exchange(var, loc, [&](int32_t w) { return ::ascsim::simt::detail::ShflDown<T>(var, delta, w, loc); });
    }
    // shfl_xor.md: the var of rank ^ lane_mask; lane_mask must be below Size (约束说明), else the result is
    // unknown (poison, as asc_shfl_xor's out-of-range mask).
    template <typename T>
    T shfl_xor(T var, unsigned int lane_mask, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) const
    {
        if (lane_mask >= Size) {
            (void)::ascsim::simt::WarpGather(0, loc);
            return ::ascsim::simt::detail::InactiveLaneValue<T>("thread_block_tile::shfl_xor", loc);
        }
        const auto mask = static_cast<int32_t>(lane_mask);
        return Exchange(var, loc, [&](int32_t w) { return ::ascsim::simt::detail::ShflXor<T>(var, mask, w, loc); });
    }
    // any.md / all.md / ballot.md; ballot's bit r is rank r's predicate, a rank not active here votes 0 (the
    // SDK's implementation: asc_ballot masked to the tile).
    int any(int predicate, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) const
    {
        return VotesByRank(details::tile_lanes(Size, Lane()), predicate, loc) != 0 ? 1 : 0;
    }
    int all(int predicate, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) const
    {
        return AllVoted(details::tile_lanes(Size, Lane()), predicate, loc);
    }
    unsigned int ballot(int predicate, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) const
    {
        return VotesByRank(details::tile_lanes(Size, Lane()), predicate, loc);
    }

protected:
    thread_block_tile(unsigned long long parentRank, unsigned long long parentSize)
        : thread_group(group_type::tiled_group_type, Size), rank_(parentRank), parentSize_(parentSize)
    {}

private:
    // A shuffle over the tile's lanes: `op(width)` with width Size; a tile of one thread takes part in the
    // warp's exchange and keeps its own var (asc_shfl's width must be even).
    template <typename T, typename Op>
    static T Exchange(T var, ::ascsim::kern::SrcLoc loc, Op op)
    {
        static_assert(details::is_shfl_type<T>, "thread_block_tile::shfl*: var must be half, int32_t, uint32_t, "
                                                "float, half2, int64_t, uint64_t, bfloat16_t or bfloat16x2_t "
                                                "(thread_block_tile/shfl.md 参数说明)");
        if constexpr (Size == 1) {
            (void)::ascsim::simt::WarpGather(0, loc);
            return var;
        } else {
            return op(static_cast<int32_t>(Size));
        }
    }

    unsigned long long rank_;       // the caller's rank in the parent
    unsigned long long parentSize_; // the parent's threads
};

template <unsigned int Size, typename ParentT>
class thread_block_tile : public thread_block_tile<Size, void> {
    template <unsigned int S, typename P>
    friend thread_block_tile<S, P> tiled_partition(const P& parent, ::ascsim::kern::SrcLoc loc);
    thread_block_tile(unsigned long long parentRank, unsigned long long parentSize)
        : thread_block_tile<Size, void>(parentRank, parentSize)
    {}
};

// tiled_partition.md, the template form: the caller's tile of Size threads of `parent` (a thread_block or a
// thread_block_tile).
template <unsigned int Size, typename ParentT>
thread_block_tile<Size, ParentT> tiled_partition(const ParentT& parent,
                                                 ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())
{
    static_assert(std::is_same<ParentT, thread_block>::value || details::tile_size_of<ParentT>::value != 0,
                  "tiled_partition<Size>: the parent must be a thread_block or a thread_block_tile "
                  "(tiled_partition.md 参数说明)");
    static_assert(
        details::tile_size_of<ParentT>::value == 0 || Size < details::tile_size_of<ParentT>::value,
        "tiled_partition<Size>: a tile's Size must be less than its parent tile's (tiled_partition.md 约束说明)");
    ::ascsim::simt::CheckTileSize(Size, parent.size(), false, loc);
    return thread_block_tile<Size, ParentT>(parent.thread_rank(), parent.size());
}

} // namespace cooperative_groups
