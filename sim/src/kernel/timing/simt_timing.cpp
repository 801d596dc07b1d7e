// The SIMT timing model (simt_timing.h; sim/docs/timing_model.md §10).
#include "timing/simt_timing.h"

#include <algorithm>

#include "timing/core_timing.h"

namespace ascsim::kern {

namespace {

constexpr uint32_t kWarpLanes = 32;

int V() { return static_cast<int>(Pipe::V); }

} // namespace

void SimtBegin(CoreTiming& t, uint32_t threads)
{
    SimtClock& s = t.simt;
    s.running = true;
    s.threads = threads;
    s.base = t.start[V()] + t.p->vfCallCycles; // the block's V task was just issued; its warps start after L_vf
    s.warpsBefore = s.warpsReady;
    s.reads.assign(threads, 0);
    s.mostReads = 0;
    s.readSectors = s.writeSectors = 0;
    const uint32_t warps = (threads + kWarpLanes - 1) / kWarpLanes;
    if (s.sectors.size() < warps) {
        s.sectors.resize(warps);
    }
    for (uint32_t w = 0; w < warps; ++w) {
        for (std::vector<uint64_t>& ordinal : s.sectors[w]) {
            ordinal.clear();
        }
    }
}

void SimtAccess(CoreTiming& t, const SimtGmAccess& a)
{
    SimtClock& s = t.simt;
    if (!s.running || a.thread >= s.threads || a.bytes == 0) {
        return;
    }
    if (!a.write) {
        s.mostReads = std::max(s.mostReads, ++s.reads[a.thread]);
    }
    std::vector<std::vector<uint64_t>>& warp = s.sectors[a.thread / kWarpLanes];
    if (warp.size() <= a.ordinal) {
        warp.resize(a.ordinal + size_t{1});
    }
    std::vector<uint64_t>& seen = warp[a.ordinal];
    const uint64_t bytes = t.p->simt.sectorBytes;
    for (uint64_t sector = a.addr / bytes; sector <= (a.addr + a.bytes - 1) / bytes; ++sector) {
        if (std::find(seen.begin(), seen.end(), sector) == seen.end()) {
            seen.push_back(sector);
            ++(a.write ? s.writeSectors : s.readSectors);
        }
    }
}

void SimtEnd(CoreTiming& t)
{
    SimtClock& s = t.simt;
    if (!s.running) {
        return;
    }
    s.running = false;
    const SimtParams& p = t.p->simt;
    const uint32_t warps = (s.threads + kWarpLanes - 1) / kWarpLanes;
    const double started = static_cast<double>(warps > s.warpsBefore ? warps - s.warpsBefore : 0);
    s.warpsReady = std::max(s.warpsReady, warps);
    const double through = static_cast<double>(s.readSectors + s.writeSectors) * p.sectorCycles;
    double memory = s.readSectors != 0 ? std::max(p.gmLatency + through, s.mostReads * p.gmLatency) : through;
    if (s.writeSectors != 0) {
        memory += p.gmLatency; // the stores' write-back before the block ends
    }
    ChargeVCycles(t, started * p.warpCycles + memory); // its V task; L_vf comes with its return (VfFinish)
}

double SimtThreadCycles(const CoreTiming& t, uint32_t thread)
{
    const SimtClock& s = t.simt;
    if (!s.running || thread >= s.threads) {
        return t.sclk;
    }
    const uint32_t warp = thread / kWarpLanes;
    const double setUp = warp >= s.warpsBefore ? static_cast<double>(warp - s.warpsBefore) : 0.0;
    return s.base + setUp * t.p->simt.warpCycles + s.reads[thread] * t.p->simt.gmLatency;
}

} // namespace ascsim::kern
