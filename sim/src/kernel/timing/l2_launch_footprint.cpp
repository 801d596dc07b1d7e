// One core's in-launch GM footprint for the L2 model (l2_launch_footprint.h).
#include "timing/l2_launch_footprint.h"

#include <algorithm>
#include <iterator>

namespace ascsim::kern {

void L2LaunchFootprint::Clear(double slack)
{
    ranges_.clear();
    limit_ = kMinLimit;
    slack_ = slack;
    last_ = ranges_.end();
}

L2LaunchFootprint::Probe L2LaunchFootprint::Touch(uintptr_t lo, uintptr_t hi, double freshFrom, double stamp)
{
    Probe probe;
    if (hi <= lo) {
        return probe;
    }
    // The usual stream: this access starts where the last one ended and nothing lies beyond it.
    if (last_ != ranges_.end() && last_->second.hi == lo && Close(last_->second.stamp, stamp)) {
        const auto after = std::next(last_);
        if (after == ranges_.end() || after->first >= hi) {
            last_->second.hi = hi;
            return probe;
        }
    }
    auto it = ranges_.upper_bound(lo);
    if (it != ranges_.begin()) {
        const auto before = std::prev(it);
        if (before->second.hi > lo) {
            it = before;
        }
    }
    last_ = ranges_.end(); // the loop may erase it
    while (it != ranges_.end() && it->first < hi) {
        const uintptr_t rlo = it->first;
        const Range r = it->second;
        const uintptr_t a = std::max(lo, rlo);
        const uintptr_t b = std::min(hi, r.hi);
        probe.touched += b - a;
        if (r.stamp >= freshFrom) {
            probe.fresh += b - a;
        }
        it = ranges_.erase(it);
        if (rlo < lo) {
            ranges_.emplace(rlo, Range{lo, r.stamp}); // the part before the access keeps its stamp
        }
        if (r.hi > hi) {
            ranges_.emplace(hi, Range{r.hi, r.stamp}); // and the part after it; nothing further overlaps
            break;
        }
    }
    // Extend the range that ends where this one starts, when its stamp is close enough; else a new range.
    auto at = ranges_.lower_bound(lo);
    if (at != ranges_.begin()) {
        const auto before = std::prev(at);
        if (before->second.hi == lo && Close(before->second.stamp, stamp)) {
            before->second.hi = hi;
            last_ = before;
            return probe;
        }
    }
    last_ = ranges_.emplace_hint(at, lo, Range{hi, stamp});
    if (ranges_.size() > limit_) {
        Compact(freshFrom);
        last_ = ranges_.end();
    }
    return probe;
}

// Stale ranges lose their stamp and merge with stale neighbours they touch; the limit then doubles the
// size left, so the sweeps cost O(1) per access amortised.
void L2LaunchFootprint::Compact(double freshFrom)
{
    auto it = ranges_.begin();
    while (it != ranges_.end()) {
        if (it->second.stamp < freshFrom) {
            it->second.stamp = kStale;
        }
        const auto next = std::next(it);
        if (next != ranges_.end() && it->second.stamp == kStale && next->second.stamp < freshFrom &&
            it->second.hi == next->first) {
            it->second.hi = next->second.hi;
            ranges_.erase(next);
            continue; // the merged range may touch the next one too
        }
        it = next;
    }
    limit_ = std::max(kMinLimit, 2 * ranges_.size());
}

} // namespace ascsim::kern
