// L2 cache model of the timing model (sim/docs/timing_model.md §5.7; parameters in the SoC profile).
// Per GM transfer the core's HBM port is charged
//   max(bytes / per-core DMA cap,  hit / L2 share + miss / (NORMAL or DISABLE share))
// where NORMAL-mode traffic moves at the profile's GM streaming rate (it allocates in L2 and the
// victims it displaces are written back: 设置合理的L2-CacheMode.md), CACHE_MODE_DISABLE traffic at
// l2BypassGain times that rate, and MTE2 reads of data an earlier launch left in L2 at the L2 rate.
// What L2 holds is updated between launches (LRU over the launch's NORMAL-mode accesses in completion
// order); reuse within one launch is not modeled (stricter: it costs HBM time).
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "ascendc_sim/kernel/core.h"

namespace ascsim {
struct SocProfile;
}

namespace ascsim::kern {

// GM ranges resident in L2 when a launch started, sorted and disjoint (read-only during the launch).
struct L2Snapshot {
    std::vector<std::pair<uintptr_t, uintptr_t>> ranges;
    uint64_t Overlap(uintptr_t lo, uintptr_t hi) const  // bytes of [lo, hi) resident
    {
        // The first range ending after lo (ranges are disjoint and sorted, so their ends are too).
        auto it = std::upper_bound(ranges.begin(), ranges.end(), lo,
                                   [](uintptr_t v, const std::pair<uintptr_t, uintptr_t>& r) { return v < r.second; });
        uint64_t bytes = 0;
        for (; it != ranges.end() && it->first < hi; ++it) {
            bytes += std::min(hi, it->second) - std::max(lo, it->first);
        }
        return bytes;
    }
};

// One transfer's GM footprint, logged for the end-of-launch L2 update.
struct L2Access {
    uintptr_t lo;
    uintptr_t hi;
    double done;  // completion time on its core (cycles), orders the launch's accesses
    bool normal;  // CACHE_MODE_NORMAL (else DISABLE)
    bool write;
};

// Per-core L2 parameters and log (part of CoreTiming).
struct L2Core {
    bool on = false;
    double capBytesPerCycle = 1.0;     // per-core DMA cap
    double normalBytesPerCycle = 1.0;  // share of the NORMAL-mode GM streaming rate
    double bypassBytesPerCycle = 1.0;  // share of the CACHE_MODE_DISABLE rate
    double hitBytesPerCycle = 1.0;     // share of the L2 bandwidth
    std::shared_ptr<const L2Snapshot> resident;
    std::vector<L2Access> log;
};

// Launch start: the per-core rates for `activeCores` cores and the current L2 contents.
void ConfigureL2(L2Core& l2, const SocProfile& soc, uint32_t activeCores,
                 const std::shared_ptr<const L2Snapshot>& resident);
// The L2 contents at the start of a launch on `soc` (emptied when the SoC changed since the last launch).
std::shared_ptr<const L2Snapshot> L2BeginLaunch(const SocProfile& soc);
// Port cycles of one transfer of `bytes` bytes on `pipe`. (This and L2Log are inline: they run per
// transfer, and the model may cost the emulator at most 10 %, timing_model.md §8.5.)
inline double L2PortCycles(const L2Core& l2, Pipe pipe, uint64_t bytes, const DmaGm& gm)
{
    const double b = static_cast<double>(bytes);
    const bool normal = gm.cacheMode != 0;
    double hit = 0.0;
    // Only reads are served from L2; a NORMAL write is charged its eventual write-back now (§5.7).
    if (pipe == Pipe::MTE2 && normal && l2.resident && gm.span > 0) {
        const auto lo = reinterpret_cast<uintptr_t>(gm.lo);
        const double resident = static_cast<double>(l2.resident->Overlap(lo, lo + gm.span));
        hit = b * std::min(1.0, resident / static_cast<double>(gm.span));
    }
    const double missRate = normal ? l2.normalBytesPerCycle : l2.bypassBytesPerCycle;
    return std::max(b / l2.capBytesPerCycle, hit / l2.hitBytesPerCycle + (b - hit) / missRate);
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

}  // namespace ascsim::kern
