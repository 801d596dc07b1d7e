// CallSiteSet's out-of-line steps (call_site_set.h): starting empty, and growth.
#include "timing/call_site_set.h"

#include <utility>

namespace ascsim::kern {

namespace {
constexpr size_t kInitialSlots = 64;
}

void CallSiteSet::Clear()
{
    slots_.assign(kInitialSlots, Slot{});
    mask_ = kInitialSlots - 1;
    epoch_ = 1;
    count_ = 0;
}

void CallSiteSet::Grow()
{
    const std::vector<Slot> old = std::move(slots_);
    slots_.assign(old.size() * 2, Slot{});
    mask_ = slots_.size() - 1;
    for (const Slot& s : old) {
        if (s.epoch == epoch_) {
            size_t h = Home(s.site, s.line);
            while (slots_[h].epoch == epoch_) {
                h = (h + 1) & mask_;
            }
            slots_[h] = s;
        }
    }
}

} // namespace ascsim::kern
