// Cooperative groups: coalesced_group (docs/zh/api/SIMT-API/协作组/coalesced_group/), the lanes of one warp
// that were active where coalesced_threads() was called, ranked in lane order; tiled_partition(coalesced_group,
// tilesz) (tiled_partition.md) and binary_partition (binary_partition.md) split such a group further. Each
// collective is one exchange of the warp's active lanes at the caller's call site (lang/simt_threads.h,
// WarpGather), as the warp functions are; a member that is not active there holds no value to read (poison and
// an initcheck report, as asc_shfl's inactive source lane).
#pragma once

#include <cstdint>

#include "ascendc_sim/simt_api/cooperative_groups_tile.h"
#include "ascendc_sim/simt_api/warp_functions.h"

namespace cooperative_groups {

class coalesced_group;
coalesced_group coalesced_threads(::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here());
coalesced_group tiled_partition(const coalesced_group& parent, unsigned int tilesz,
                                ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here());
coalesced_group binary_partition(const coalesced_group& g, bool pred,
                                 ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here());
template <unsigned int Size, typename ParentT>
coalesced_group binary_partition(const thread_block_tile<Size, ParentT>& g, bool pred,
                                 ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here());

// coalesced_group简介.md: the member lanes are the thread_group's Lanes(), ranked in lane order.
class coalesced_group : public thread_group {
public:
    // sync.md, num_threads.md, size.md, thread_rank.md: thread_group's, which answers for a coalesced group.
    // meta_group_rank.md / meta_group_size.md: 0 and 1 for a group from coalesced_threads.
    unsigned long long meta_group_rank() const { return metaRank_; }
    unsigned long long meta_group_size() const { return metaSize_; }

    // shfl.md: the var of rank src_rank % num_threads().
    template <typename T>
    T shfl(T var, int src_rank, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) const
    {
        const ::ascsim::simt::WarpView view = ::ascsim::simt::WarpGather(::ascsim::simt::detail::WarpBits(var), loc);
        const auto rank = static_cast<unsigned int>(static_cast<unsigned int>(src_rank) % num_threads());
        return Read<T>(view, LaneOfRank(rank), "coalesced_group::shfl", loc);
    }
    // shfl_up.md / shfl_down.md: rank -/+ delta, or the caller's own var when that leaves the group.
    template <typename T>
    T shfl_up(T var, unsigned int delta, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) const
    {
        const ::ascsim::simt::WarpView view = ::ascsim::simt::WarpGather(::ascsim::simt::detail::WarpBits(var), loc);
        const auto rank = static_cast<unsigned int>(thread_rank());
        return delta > rank ? var : Read<T>(view, LaneOfRank(rank - delta), "coalesced_group::shfl_up", loc);
    }
    template <typename T>
    T shfl_down(T var, unsigned int delta, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) const
    {
        const ::ascsim::simt::WarpView view = ::ascsim::simt::WarpGather(::ascsim::simt::detail::WarpBits(var), loc);
        const auto rank = static_cast<unsigned int>(thread_rank());
        const auto count = static_cast<unsigned int>(num_threads());
        return delta >= count - rank ? var : Read<T>(view, LaneOfRank(rank + delta), "coalesced_group::shfl_down", loc);
    }
    // any.md / all.md / ballot.md; ballot's bit r is rank r's predicate, a member not active here votes 0 (the
    // SDK's implementation: asc_ballot masked to the members).
    int any(int predicate, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) const
    {
        return VotesByRank(Lanes(), predicate, loc) != 0 ? 1 : 0;
    }
    int all(int predicate, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) const
    {
        return AllVoted(Lanes(), predicate, loc);
    }
    unsigned int ballot(int predicate, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) const
    {
        return VotesByRank(Lanes(), predicate, loc);
    }

private:
    friend coalesced_group coalesced_threads(::ascsim::kern::SrcLoc);
    friend coalesced_group tiled_partition(const coalesced_group&, unsigned int, ::ascsim::kern::SrcLoc);
    friend coalesced_group binary_partition(const coalesced_group&, bool, ::ascsim::kern::SrcLoc);
    template <unsigned int Size, typename ParentT>
    friend coalesced_group binary_partition(const thread_block_tile<Size, ParentT>&, bool, ::ascsim::kern::SrcLoc);

    coalesced_group(uint32_t lanes, unsigned long long metaRank, unsigned long long metaSize)
        : thread_group(group_type::coalesced_group_type, 0, lanes), metaRank_(metaRank), metaSize_(metaSize)
    {}
    unsigned int LaneOfRank(unsigned int rank) const
    {
        for (unsigned int l = 0; l < details::warp_size; ++l) {
            if ((Lanes() >> l & 1U) != 0 && rank-- == 0) {
                return l;
            }
        }
        return details::warp_size;
    }
    template <typename T>
    static T Read(const ::ascsim::simt::WarpView& view, unsigned int lane, const char* api, ::ascsim::kern::SrcLoc loc)
    {
        static_assert(details::is_shfl_type<T>, "coalesced_group::shfl*: var must be half, int32_t, uint32_t, float, "
                                                "half2, int64_t, uint64_t, bfloat16_t or bfloat16x2_t "
                                                "(coalesced_group/shfl.md 参数说明)");
        if (lane >= details::warp_size) {
            return ::ascsim::simt::detail::InactiveLaneValue<T>(api, loc);
        }
        return ::ascsim::simt::detail::LaneValue<T>(view, lane, api, loc);
    }
    // binary_partition.md over the members `members`: those whose pred equals the caller's. When every member
    // voted alike the group is kept whole (meta rank 0 of 1), else the caller's side is meta rank pred of 2
    // (the pages are silent; the SDK's implementation, impl/simt_api/cooperative_groups_impl.h).
    static coalesced_group Split(uint32_t members, bool pred, ::ascsim::kern::SrcLoc loc)
    {
        const ::ascsim::simt::WarpView view = ::ascsim::simt::WarpGather(pred ? 1 : 0, loc);
        uint32_t set = 0;
        for (unsigned int l = 0; l < details::warp_size; ++l) {
            set |= (view.active >> l & 1U) != 0 && view.values[l] != 0 ? 1U << l : 0U;
        }
        set &= members;
        if (set == members || set == 0) {
            return coalesced_group(members, 0, 1);
        }
        return coalesced_group(pred ? set : members & ~set, pred ? 1 : 0, 2);
    }

    unsigned long long metaRank_;
    unsigned long long metaSize_;
};

// coalesced_group构造函数.md: the lanes of the caller's warp active here.
inline coalesced_group coalesced_threads(::ascsim::kern::SrcLoc loc)
{
    return coalesced_group(::ascsim::simt::WarpGather(0, loc).active, 0, 1);
}

// tiled_partition.md, the coalesced form: the caller's tile of `tilesz` consecutive ranks (1, 2, 4, 8, 16 or
// 32; the last tile may hold fewer, a parent of at most tilesz members is its own tile); its meta rank is the
// tile's index, its meta size the number of tiles.
inline coalesced_group tiled_partition(const coalesced_group& parent, unsigned int tilesz, ::ascsim::kern::SrcLoc loc)
{
    ::ascsim::simt::CheckTileSize(tilesz, parent.size(), true, loc);
    const unsigned long long count = parent.size();
    if (count <= tilesz) {
        return parent;
    }
    const auto rank = static_cast<unsigned int>(parent.thread_rank());
    return coalesced_group(details::member_tile(parent.Lanes(), rank, tilesz), rank / tilesz,
                           (count + tilesz - 1) / tilesz);
}

// binary_partition.md: the members of `g` whose pred equals the caller's.
inline coalesced_group binary_partition(const coalesced_group& g, bool pred, ::ascsim::kern::SrcLoc loc)
{
    return coalesced_group::Split(g.Lanes(), pred, loc);
}
// binary_partition.md (约束说明): a thread_block_tile parent of more than 32 threads does not compile.
template <unsigned int Size, typename ParentT>
coalesced_group binary_partition(const thread_block_tile<Size, ParentT>& g, bool pred, ::ascsim::kern::SrcLoc loc)
{
    static_assert(Size <= details::warp_size, "binary_partition: a thread_block_tile parent must have Size <= 32 "
                                              "(binary_partition.md 约束说明)");
    (void)g;
    return coalesced_group::Split(details::tile_lanes(Size, coalesced_group::Lane()), pred, loc);
}

} // namespace cooperative_groups
