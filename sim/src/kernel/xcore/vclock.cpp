// The sparse vector clocks of the happens-before order racecheck uses (xcore.h, "Ordering model").
#include <algorithm>
#include <utility>
#include <vector>

#include "xcore/xcore.h"

namespace ascsim::kern {

uint32_t VClock::Get(uint32_t core) const
{
    const auto it = std::lower_bound(e_.begin(), e_.end(), core,
                                     [](const std::pair<uint32_t, uint32_t>& p, uint32_t c) { return p.first < c; });
    return it != e_.end() && it->first == core ? it->second : 0;
}

void VClock::Raise(uint32_t core, uint32_t value)
{
    const auto it = std::lower_bound(e_.begin(), e_.end(), core,
                                     [](const std::pair<uint32_t, uint32_t>& p, uint32_t c) { return p.first < c; });
    if (it != e_.end() && it->first == core) {
        it->second = std::max(it->second, value);
    } else {
        e_.insert(it, {core, value});
    }
}

bool VClock::Join(const VClock& other)
{
    bool changed = false;
    std::vector<std::pair<uint32_t, uint32_t>> out;
    out.reserve(e_.size() + other.e_.size());
    size_t i = 0;
    size_t j = 0;
    while (i < e_.size() || j < other.e_.size()) {
        if (j == other.e_.size() || (i < e_.size() && e_[i].first < other.e_[j].first)) {
            out.push_back(e_[i++]);
        } else if (i == e_.size() || other.e_[j].first < e_[i].first) {
            out.push_back(other.e_[j++]);
            changed = true;
        } else {
            if (other.e_[j].second > e_[i].second) {
                changed = true;
            }
            out.emplace_back(e_[i].first, std::max(e_[i].second, other.e_[j].second));
            ++i;
            ++j;
        }
    }
    if (changed) {
        e_ = std::move(out);
    }
    return changed;
}

} // namespace ascsim::kern
