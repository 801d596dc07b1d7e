// L2 cache model of the timing model (sim/docs/timing_model.md §5.7; parameters in the SoC profile).
// Per GM transfer of b bytes the core's port is charged one of two ways (SocProfile::l2Model):
//
// kFittedBypassGain (the default):  max(b / cap,  hit / L2 share + miss / (HBM share or, for a
//   CACHE_MODE_DISABLE read, l2BypassGain x HBM share)): a NORMAL read of resident data is a hit,
//   anything else (a NORMAL write included: its eventual write-back; a DISABLE write) crosses HBM at the
//   NORMAL streaming rate, bypassing reads l2BypassGain (fitted on the 950 Add Cases 4 / 5, where x and
//   y bypass and z does not) times faster.
// kMechanism:  max(b / cap,  HBM bytes / HBM share,  L2 bytes / L2 share). NORMAL traffic goes through
//   L2 (L2 bytes = b): a read of resident data is a hit (no HBM bytes); a read miss allocates and fills
//   from HBM; a write allocates a dirty line unless the line is resident, and the dirty line's
//   write-back to HBM is charged to that write (HBM bytes = the bytes not resident). CACHE_MODE_DISABLE
//   traffic goes straight to HBM (HBM bytes = b) and allocates nothing.
//
// Residency (both): what the L2 held when the launch started (l2_lru.h, updated between launches),
// less what the launch's allocations have pushed out so far, estimated with every active core
// allocating as this one does (see L2Core::allocated); and what this core itself moved earlier in the
// launch with CACHE_MODE_NORMAL, while the allocations since then, counted the same way, fit the
// capacity (l2_launch_footprint.h; transfers whose rows the engine reports, DmaGm::rowBytes).
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

#include "ascendc_sim/core/core.h"
#include "timing/l2_launch_footprint.h"
#include "timing/l2_lru.h"

#include "ascsim/soc_profile.h"

namespace ascsim::kern {

// What L2 held when a launch started (read-only during the launch): the resident GM ranges by address,
// and, built on first use (only a launch whose allocations exceed the free capacity needs it), each
// held byte's place in the eviction queue (least recently used first).
struct L2Snapshot {
    std::vector<std::pair<uintptr_t, uintptr_t>> ranges; // disjoint, sorted, adjacent ones joined
    std::vector<L2Lru::Seg> segs;                        // the same bytes with their stamps
    uint64_t held = 0;                                   // bytes resident

    // Bytes of [lo, hi) resident and not among the first `evicted` bytes of the eviction queue.
    uint64_t Resident(uintptr_t lo, uintptr_t hi, uint64_t evicted) const
    {
        if (evicted == 0) {
            // The first range ending after lo (ranges are disjoint and sorted, so their ends are too).
            auto it = std::upper_bound(
                ranges.begin(), ranges.end(), lo,
                [](uintptr_t v, const std::pair<uintptr_t, uintptr_t>& r) { return v < r.second; });
            uint64_t bytes = 0;
            for (; it != ranges.end() && it->first < hi; ++it) {
                bytes += std::min(hi, it->second) - std::max(lo, it->first);
            }
            return bytes;
        }
        if (evicted >= held) {
            return 0;
        }
        std::call_once(queueOnce_, [this] { queued_ = L2Lru::QueueOf(segs); });
        auto it = std::upper_bound(queued_.begin(), queued_.end(), lo,
                                   [](uintptr_t v, const L2QueuedRange& r) { return v < r.hi; });
        uint64_t bytes = 0;
        for (; it != queued_.end() && it->lo < hi; ++it) {
            const uintptr_t a = std::max(lo, it->lo);
            const uintptr_t b = std::min(hi, it->hi);
            // Byte p of the range is at queue position it->queue + (p - it->lo); it is still resident
            // when that position is >= evicted.
            const uint64_t qa = it->queue + (a - it->lo);
            const uint64_t qb = it->queue + (b - it->lo);
            if (qb > evicted) {
                bytes += qb - std::max(qa, evicted);
            }
        }
        return bytes;
    }

private:
    mutable std::once_flag queueOnce_;
    mutable std::vector<L2QueuedRange> queued_;
};

// One transfer's GM footprint, logged for the end-of-launch L2 update.
struct L2Access {
    uintptr_t lo;
    uintptr_t hi;
    double done; // completion time on its core (cycles), orders the launch's accesses
    bool normal; // CACHE_MODE_NORMAL (else DISABLE)
    bool write;
};

// Per-core L2 parameters and log (part of CoreTiming).
struct L2Core {
    bool on = false;
    bool mechanism = false;           // SocProfile::L2Model::kMechanism
    double bypassBytesPerCycle = 1.0; // kFittedBypassGain: share of the CACHE_MODE_DISABLE rate
    double capBytesPerCycle = 1.0;    // per-core DMA cap
    double hbmBytesPerCycle = 1.0;    // share of the HBM bandwidth
    double l2BytesPerCycle = 1.0;     // share of the L2 bandwidth
    // In-launch eviction estimate: the launch's allocations (NORMAL bytes that were not resident) fill
    // the free capacity first, then push out the held bytes in queue order. This core has allocated
    // `allocated` bytes so far; the others, running the same code on their own data side by side,
    // are taken to have allocated as much (cores x allocated in all).
    double cores = 1.0;
    double freeBytes = 0.0; // capacity - held at launch start
    double allocated = 0.0;
    double reuseBytes = 0.0; // capacity / cores: this core's share of the LRU window for in-launch reuse
    std::shared_ptr<const L2Snapshot> resident;
    L2LaunchFootprint footprint; // this core's NORMAL transfers of the launch
    std::vector<L2Access> log;
    double readBytes = 0.0;    // MTE2 bytes of the launch, every CacheMode
    double readHitBytes = 0.0; // of those, the bytes L2 served
};

// The bytes of a transfer's rows this core moved earlier in the launch (touched) and, of those, the ones
// still resident (fresh), as fractions of the rows' bytes; marks the rows moved now. Nothing when the
// engine did not report the rows.
struct L2Reuse {
    double touched = 0.0;
    double fresh = 0.0;
};
inline L2Reuse L2TouchRows(L2Core& l2, const DmaGm& gm)
{
    L2Reuse reuse;
    if (gm.rowBytes == 0 || gm.rows == 0) {
        return reuse;
    }
    const double freshFrom = l2.allocated - l2.reuseBytes;
    const auto lo = reinterpret_cast<uintptr_t>(gm.lo);
    uint64_t touched = 0;
    uint64_t fresh = 0;
    for (uint64_t i = 0; i < gm.rows; ++i) {
        const uintptr_t a = lo + i * gm.rowPitch;
        const L2LaunchFootprint::Probe p = l2.footprint.Touch(a, a + gm.rowBytes, freshFrom, l2.allocated);
        touched += p.touched;
        fresh += p.fresh;
    }
    const double all = static_cast<double>(gm.rows) * static_cast<double>(gm.rowBytes);
    reuse.touched = static_cast<double>(touched) / all;
    reuse.fresh = static_cast<double>(fresh) / all;
    return reuse;
}

// A write that bypassed L2: its rows are no longer resident for this core's later reads.
inline void L2DropRows(L2Core& l2, const DmaGm& gm)
{
    const auto lo = reinterpret_cast<uintptr_t>(gm.lo);
    for (uint64_t i = 0; gm.rowBytes != 0 && i < gm.rows; ++i) {
        l2.footprint.Drop(lo + i * gm.rowPitch, lo + i * gm.rowPitch + gm.rowBytes);
    }
}

// Launch start: the per-core rates for `activeCores` cores and the current L2 contents.
void ConfigureL2(L2Core& l2, const SocProfile& soc, uint32_t activeCores,
                 const std::shared_ptr<const L2Snapshot>& resident);
// The L2 contents at the start of a launch on `soc` (emptied when the SoC changed since the last launch).
std::shared_ptr<const L2Snapshot> L2BeginLaunch(const SocProfile& soc);
// Port cycles of one transfer of `bytes` bytes on `pipe`; counts its allocation. (This and L2Log are
// inline: they run per transfer, and the model may cost the emulator at most 10 %, timing_model.md §8.5.)
inline double L2PortCycles(L2Core& l2, Pipe pipe, uint64_t bytes, const DmaGm& gm)
{
    const double b = static_cast<double>(bytes);
    const double cap = b / l2.capBytesPerCycle;
    if (pipe == Pipe::MTE2) {
        l2.readBytes += b;
    }
    if (gm.cacheMode == 0) { // CACHE_MODE_DISABLE: nothing allocated, and nothing served from L2
        if (pipe == Pipe::MTE3) {
            L2DropRows(l2, gm); // what L2 held of the range is gone (as at the end of the launch, l2_lru.h)
        }
        // kFittedBypassGain: the gain is fitted on bypassing reads; no published case bypasses a write.
        const bool gain = !l2.mechanism && pipe == Pipe::MTE2;
        return std::max(cap, b / (gain ? l2.bypassBytesPerCycle : l2.hbmBytesPerCycle));
    }
    // kFittedBypassGain charges a write its write-back whatever L2 holds, and does not look up what the
    // launch started with (this runs per transfer); what this core moved in the launch it sees either way.
    const bool lookUp = l2.mechanism || pipe == Pipe::MTE2;
    const L2Reuse reuse = L2TouchRows(l2, gm);
    double resident = b * reuse.fresh; // bytes of the transfer L2 holds (not pushed out yet by this launch)
    if (lookUp && l2.resident && l2.resident->held > 0 && gm.span > 0 && reuse.touched < 1.0) {
        // The bytes this launch has not moved yet are resident as the launch's start left them.
        const auto lo = reinterpret_cast<uintptr_t>(gm.lo);
        const double pushed = l2.cores * l2.allocated - l2.freeBytes;
        const uint64_t evicted = pushed > 0.0 ? static_cast<uint64_t>(pushed) : 0;
        const double held = static_cast<double>(l2.resident->Resident(lo, lo + gm.span, evicted));
        resident += b * (1.0 - reuse.touched) * std::min(1.0, held / static_cast<double>(gm.span));
    }
    l2.allocated += b - resident; // what L2 did not hold it allocates
    if (pipe == Pipe::MTE2) {
        l2.readHitBytes += resident;
    }
    if (!lookUp) {
        return std::max(cap, b / l2.hbmBytesPerCycle); // its write-back
    }
    if (l2.mechanism) {
        // HBM bytes: a read's fill, or the write-back of the lines a write dirties.
        return std::max(cap, std::max((b - resident) / l2.hbmBytesPerCycle, b / l2.l2BytesPerCycle));
    }
    // kFittedBypassGain serves reads from L2.
    return std::max(cap, resident / l2.l2BytesPerCycle + (b - resident) / l2.hbmBytesPerCycle);
}

// Logs the transfer for the end-of-launch update.
inline void L2Log(L2Core& l2, Pipe pipe, const DmaGm& gm, double done)
{
    if (gm.span == 0) {
        return;
    }
    const auto lo = reinterpret_cast<uintptr_t>(gm.lo);
    const L2Access access{lo, lo + gm.span, done, gm.cacheMode != 0, pipe == Pipe::MTE3};
    l2.log.push_back(access);
}
// Launch end: the launch's accesses (every core's log, in core order) update what L2 holds.
void L2EndLaunch(const SocProfile& soc, const std::vector<std::vector<L2Access>>& logs);

} // namespace ascsim::kern
