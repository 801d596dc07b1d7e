// L2 cache model of the timing model: per-transfer port cost by CacheMode and L2 residency, and the
// LRU residency carried from launch to launch (l2_model.h; sim/docs/timing_model.md §5.7).
#include "timing/l2_model.h"

#include <algorithm>
#include <mutex>
#include <string>

#include "ascsim/soc_profile.h"
#include "timing/l2_lru.h"

namespace ascsim::kern {

namespace {

// What L2 holds (l2_lru.h), the SoC it belongs to, and the snapshot launches read.
class L2Contents {
public:
    void Reset(const std::string& soc, uint64_t capacity)
    {
        soc_ = soc;
        lru_.Reset(capacity);
        snapshot_.reset();
    }
    const std::string& Soc() const { return soc_; }

    // The logs in core order, each in its own order: L2Lru orders them by completion time itself (ties:
    // the earlier in this order), no need to sort or join them here.
    void Apply(const std::vector<std::vector<L2Access>>& logs)
    {
        events_.clear();
        for (const std::vector<L2Access>& log : logs) {
            for (const L2Access& a : log) {
                if (a.normal || a.write) { // a DISABLE read leaves L2 as it is
                    events_.push_back(L2Event{a.lo, a.hi, a.normal, a.done});
                }
            }
        }
        lru_.Apply(events_);
        snapshot_.reset();
    }

    std::shared_ptr<const L2Snapshot> Snapshot()
    {
        if (!snapshot_) {
            auto snap = std::make_shared<L2Snapshot>();
            snap->ranges = lru_.Ranges();
            snap->segs = lru_.Segments();
            snap->held = lru_.Bytes();
            snapshot_ = std::move(snap);
        }
        return snapshot_;
    }

private:
    std::string soc_;
    L2Lru lru_;
    std::vector<L2Event> events_; // kept from launch to launch (no allocation per launch)
    std::shared_ptr<const L2Snapshot> snapshot_;
};

std::mutex g_mu;
L2Contents& Contents()
{
    static L2Contents contents;
    return contents;
}

} // namespace

void ConfigureL2(L2Core& l2, const SocProfile& soc, uint32_t activeCores,
                 const std::shared_ptr<const L2Snapshot>& resident)
{
    const double cores = std::max(1U, activeCores);
    l2.on = true;
    l2.capBytesPerCycle = soc.dmaCoreCapBytesPerCycle;
    l2.hbmBytesPerCycle = soc.hbmEfficiency * soc.hbmBandwidthBytesPerSec / soc.aivClockHz / cores;
    l2.l2BytesPerCycle = soc.l2BandwidthBytesPerSec / soc.aivClockHz / cores;
    l2.mechanism = EffectiveL2Model(soc) == SocProfile::L2Model::kMechanism;
    l2.bypassBytesPerCycle = l2.hbmBytesPerCycle * soc.l2BypassGain;
    l2.cores = cores;
    const uint64_t held = resident ? resident->held : 0;
    l2.freeBytes = soc.l2Bytes > held ? static_cast<double>(soc.l2Bytes - held) : 0.0;
    l2.allocated = 0.0;
    l2.reuseBytes = static_cast<double>(soc.l2Bytes) / cores;
    // A byte's recorded stamp may lag by 1/64 of the window (l2_launch_footprint.h): streams cost no node each.
    l2.footprint.Clear(l2.reuseBytes / 64.0);
    l2.readBytes = 0.0;
    l2.readHitBytes = 0.0;
    l2.resident = resident;
    l2.log.clear();
}

std::shared_ptr<const L2Snapshot> L2BeginLaunch(const SocProfile& soc)
{
    std::lock_guard<std::mutex> lock(g_mu);
    L2Contents& c = Contents();
    if (c.Soc() != soc.name) {
        c.Reset(soc.name, soc.l2Bytes);
    }
    return c.Snapshot();
}

void L2EndLaunch(const SocProfile& soc, const std::vector<std::vector<L2Access>>& logs)
{
    std::lock_guard<std::mutex> lock(g_mu);
    L2Contents& c = Contents();
    if (c.Soc() != soc.name) {
        c.Reset(soc.name, soc.l2Bytes);
    }
    c.Apply(logs);
}

void ResetL2Cache()
{
    std::lock_guard<std::mutex> lock(g_mu);
    L2Contents& c = Contents();
    c.Reset(c.Soc(), ActiveSocProfile().l2Bytes);
}

} // namespace ascsim::kern
