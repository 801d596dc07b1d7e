// L2 cache model of the timing model (sim/docs/timing_model.md §5.7; parameters in the SoC profile).
// Per GM transfer the core's HBM port is charged
//   max(bytes / per-core DMA cap,  hit / L2 share + miss / (NORMAL or DISABLE share))
// where NORMAL-mode traffic moves at the profile's GM streaming rate (it allocates in L2 and the
// victims it displaces are written back: 设置合理的L2-CacheMode.md), CACHE_MODE_DISABLE traffic at
// l2BypassGain times that rate, and MTE2 reads of data an earlier launch left in L2 at the L2 rate.
// What L2 holds is updated between launches (LRU over the launch's NORMAL-mode accesses in completion
// order); reuse within one launch is not modeled (stricter: it costs HBM time).
#pragma once

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
    uint64_t Overlap(uintptr_t lo, uintptr_t hi) const;  // bytes of [lo, hi) resident
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
// Port cycles of one transfer of `bytes` bytes on `pipe`.
double L2PortCycles(const L2Core& l2, Pipe pipe, uint64_t bytes, const DmaGm& gm);
// Logs the transfer for the end-of-launch update.
void L2Log(L2Core& l2, Pipe pipe, const DmaGm& gm, double done);
// Launch end: the launch's accesses (every core's log, in core order) update what L2 holds.
void L2EndLaunch(const SocProfile& soc, const std::vector<std::vector<L2Access>>& logs);

}  // namespace ascsim::kern
