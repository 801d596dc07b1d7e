// One core's GM footprint during a launch, for the L2 model's in-launch reuse (l2_model.h;
// sim/docs/timing_model.md §5.7): the byte ranges this core moved with CACHE_MODE_NORMAL since the launch
// started, each stamped with the core's allocation count at that access. Under least-recently-used
// replacement a line survives until the capacity's worth of newer allocations has happened; with every
// active core allocating as this one does, a range is still resident while
// cores x (allocated now - its stamp) <= L2 capacity, i.e. its stamp >= `freshFrom`.
//
// Ranges are disjoint (a later access overwrites the stamp of what it covers). An access that continues the
// range before it, whose stamp is at most `slack` older, extends that range (keeping the older stamp), so
// a byte's recorded stamp is at most `slack` below its true one: a stream costs no map node per access. A
// range whose stamp fell below freshFrom can never be fresh again (allocations only grow), so when the map
// grows past its limit such ranges lose their stamp and adjacent ones merge.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>

namespace ascsim::kern {

class L2LaunchFootprint {
public:
    struct Probe {
        uint64_t touched = 0; // bytes of the range this core moved earlier in the launch
        uint64_t fresh = 0;   // of those, the bytes still resident (stamp >= freshFrom)
    };

    // Forgets every range; `slack` as above (0: only equal stamps merge, every stamp exact).
    void Clear(double slack = 0.0);
    // Probes [lo, hi) against the earlier accesses, then marks it accessed at `stamp`.
    Probe Touch(uintptr_t lo, uintptr_t hi, double freshFrom, double stamp);
    // Marks [lo, hi) no longer in L2 (a write that bypassed it): touched, and never fresh again.
    void Drop(uintptr_t lo, uintptr_t hi) { (void)Touch(lo, hi, 0.0, kStale); }
    std::size_t Entries() const { return ranges_.size(); }

private:
    struct Range {
        uintptr_t hi;
        double stamp; // kStale: evicted for good
    };
    static constexpr double kStale = -1.0e300;
    static constexpr std::size_t kMinLimit = 4096;
    void Compact(double freshFrom);
    // A range stamped `older` may take an access at `stamp` (a dropped range only another drop).
    bool Close(double older, double stamp) const
    {
        return older == stamp || (older < stamp && older >= stamp - slack_);
    }
    using Iter = std::map<uintptr_t, Range>::iterator;

    std::map<uintptr_t, Range> ranges_; // by lo
    std::size_t limit_ = kMinLimit;
    double slack_ = 0.0;
    Iter last_ = ranges_.end(); // the range the last access ended in (end(): none)
};

} // namespace ascsim::kern
