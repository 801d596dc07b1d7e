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

// coalesced_group简介.md. `mask_`: bit l set when warp lane l is a member.
class coalesced_group : public thread_group {
public:
    void sync(::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) const // sync.md
    {
        ::ascsim::simt::WarpRendezvous(loc);
    }
    unsigned long long num_threads() const { return static_cast<unsigned long long>(Count(mask_)); } // num_threads.md
    unsigned long long size() const { return num_threads(); }                                        // size.md
    unsigned long long thread_rank() const { return RankOfLane(Lane()); }                            // thread_rank.md
    // meta_group_rank.md / meta_group_size.md: 0 and 1 for a group from coalesced_threads.
    unsigned long long meta_group_rank() const { return metaRank_; }
    unsigned long long meta_group_size() const { return metaSize_; }

    // shfl.md: the var of rank src_rank % num_threads().
    template <typename T>
    T shfl(T var, int src_rank, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) const
    {
        const ::ascsim::simt::WarpView view = ::ascsim::simt::WarpGather(::ascsim::simt::detail::WarpBits(var), loc);
        const unsigned int rank = static_cast<unsigned int>(src_rank) % Count(mask_);
        return Read<T>(view, LaneOfRank(rank), "coalesced_group::shfl", loc);
    }
    // shfl_up.md / shfl_down.md: rank -/+ delta, or the caller's own var when that leaves the group.
    template <typename T>
    T shfl_up(T var, unsigned int delta, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) const
    {
        const ::ascsim::simt::WarpView view = ::ascsim::simt::WarpGather(::ascsim::simt::detail::WarpBits(var), loc);
        const unsigned int rank = RankOfLane(view.lane);
        return delta > rank ? var : Read<T>(view, LaneOfRank(rank - delta), "coalesced_group::shfl_up", loc);
    }
    template <typename T>
    T shfl_down(T var, unsigned int delta, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) const
    {
        const ::ascsim::simt::WarpView view = ::ascsim::simt::WarpGather(::ascsim::simt::detail::WarpBits(var), loc);
        const unsigned int rank = RankOfLane(view.lane);
        const unsigned int count = Count(mask_);
        return delta >= count - rank ? var : Read<T>(view, LaneOfRank(rank + delta), "coalesced_group::shfl_down", loc);
    }
    // any.md / all.md / ballot.md over the members active here; ballot's bit r is rank r's predicate.
    int any(int predicate, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) const
    {
        return Votes(predicate, loc) != 0 ? 1 : 0;
    }
    int all(int predicate, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) const
    {
        unsigned int present = 0;
        return Votes(predicate, loc, &present) == present ? 1 : 0;
    }
    unsigned int ballot(int predicate, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) const
    {
        return Votes(predicate, loc);
    }

private:
    friend coalesced_group coalesced_threads(::ascsim::kern::SrcLoc);
    friend coalesced_group tiled_partition(const coalesced_group&, unsigned int, ::ascsim::kern::SrcLoc);
    friend coalesced_group binary_partition(const coalesced_group&, bool, ::ascsim::kern::SrcLoc);
    template <unsigned int Size, typename ParentT>
    friend coalesced_group binary_partition(const thread_block_tile<Size, ParentT>&, bool, ::ascsim::kern::SrcLoc);

    coalesced_group(uint32_t mask, unsigned long long metaRank, unsigned long long metaSize)
        : thread_group(group_type::coalesced_group_type), mask_(mask), metaRank_(metaRank), metaSize_(metaSize)
    {}
    static unsigned int Count(uint32_t bits)
    {
        unsigned int n = 0;
        for (; bits != 0; bits &= bits - 1) {
            ++n;
        }
        return n;
    }
    static unsigned int Lane() { return static_cast<unsigned int>(BlockRank() % details::warp_size); }
    unsigned int RankOfLane(unsigned int lane) const { return Count(mask_ & ((1U << lane) - 1U)); }
    unsigned int LaneOfRank(unsigned int rank) const
    {
        for (unsigned int l = 0; l < details::warp_size; ++l) {
            if ((mask_ >> l & 1U) != 0 && rank-- == 0) {
                return l;
            }
        }
        return details::warp_size;
    }
    template <typename T>
    static T Read(const ::ascsim::simt::WarpView& view, unsigned int lane, const char* api, ::ascsim::kern::SrcLoc loc)
    {
        if (lane >= details::warp_size) {
            return ::ascsim::simt::detail::InactiveLaneValue<T>(api, loc);
        }
        return ::ascsim::simt::detail::LaneValue<T>(view, lane, api, loc);
    }
    // The members' predicates by rank (bit r: rank r voted nonzero) and, in *present, the ranks active here.
    unsigned int Votes(int predicate, ::ascsim::kern::SrcLoc loc, unsigned int* present = nullptr) const
    {
        const ::ascsim::simt::WarpView view = ::ascsim::simt::WarpGather(predicate != 0 ? 1 : 0, loc);
        unsigned int votes = 0;
        unsigned int here = 0;
        unsigned int rank = 0;
        for (unsigned int l = 0; l < details::warp_size; ++l) {
            if ((mask_ >> l & 1U) == 0) {
                continue;
            }
            if ((view.active >> l & 1U) != 0) {
                here |= 1U << rank;
                votes |= view.values[l] != 0 ? 1U << rank : 0U;
            }
            ++rank;
        }
        if (present != nullptr) {
            *present = here;
        }
        return votes;
    }

    uint32_t mask_;
    unsigned long long metaRank_;
    unsigned long long metaSize_;
};

// coalesced_group构造函数.md: the lanes of the caller's warp active here.
inline coalesced_group coalesced_threads(::ascsim::kern::SrcLoc loc)
{
    return coalesced_group(::ascsim::simt::WarpGather(0, loc).active, 0, 1);
}

// tiled_partition.md, the coalesced form: the caller's tile of `tilesz` consecutive ranks (at most 32; the
// last tile may hold fewer); its meta rank is the tile's index, its meta size the number of tiles.
inline coalesced_group tiled_partition(const coalesced_group& parent, unsigned int tilesz, ::ascsim::kern::SrcLoc loc)
{
    ::ascsim::simt::CheckTileSize(tilesz, parent.size(), true, loc);
    const unsigned int rank = static_cast<unsigned int>(parent.thread_rank());
    const unsigned int first = rank / tilesz * tilesz;
    uint32_t mask = 0;
    unsigned int r = 0;
    for (unsigned int l = 0; l < details::warp_size; ++l) {
        if ((parent.mask_ >> l & 1U) != 0) {
            mask |= r >= first && r < first + tilesz ? 1U << l : 0U;
            ++r;
        }
    }
    const unsigned long long count = parent.size();
    return coalesced_group(mask, rank / tilesz, (count + tilesz - 1) / tilesz);
}

// binary_partition.md: the members of `g` whose pred equals the caller's. Meta rank: the caller's pred
// (0 or 1), meta size 2 (the page does not say; the two subgroups, ranked by their label).
inline coalesced_group binary_partition(const coalesced_group& g, bool pred, ::ascsim::kern::SrcLoc loc)
{
    const ::ascsim::simt::WarpView view = ::ascsim::simt::WarpGather(pred ? 1 : 0, loc);
    uint32_t mask = 0;
    for (unsigned int l = 0; l < details::warp_size; ++l) {
        if ((g.mask_ >> l & 1U) != 0 && (view.active >> l & 1U) != 0 && (view.values[l] != 0) == pred) {
            mask |= 1U << l;
        }
    }
    return coalesced_group(mask, pred ? 1 : 0, 2);
}
// binary_partition.md (约束说明): a thread_block_tile parent of more than 32 threads does not compile.
template <unsigned int Size, typename ParentT>
coalesced_group binary_partition(const thread_block_tile<Size, ParentT>& g, bool pred, ::ascsim::kern::SrcLoc loc)
{
    static_assert(Size <= details::warp_size, "binary_partition: a thread_block_tile parent must have Size <= 32 "
                                              "(binary_partition.md 约束说明)");
    const unsigned int lane = static_cast<unsigned int>(coalesced_group::BlockRank() % details::warp_size);
    const unsigned int first = lane / Size * Size;
    const uint32_t tile = Size == 32 ? 0xFFFFFFFFU : ((1U << Size) - 1U) << first;
    (void)g;
    return binary_partition(coalesced_group(tile, 0, 1), pred, loc);
}

} // namespace cooperative_groups
