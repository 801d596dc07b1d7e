// The observers one launch notifies (kernel_events.h): the timing model when it is on, then the
// observers registered with AddLaunchObserver, fixed when the launch starts; at its begin and end
// also those that want no per-instruction events (the profile formatter, profile sinks).
#pragma once

#include <memory>

#include "core/core_state.h"
#include "core/kernel_events.h"

namespace ascsim::kern {

struct LaunchObservers {
    ObserverList all;    // per-instruction events: the timing model first
    ObserverList launch; // OnLaunchBegin / OnLaunchEnd: all, then the launch-only observers
    // The timing model's observer, this launch's own (it keeps the launch's release times); null when off.
    std::unique_ptr<KernelEventObserver> timing;

    // Points `core` at the per-instruction list (null for an empty one: the emit paths then cost one
    // branch).
    void Attach(CoreState& core) const { core.observers = all.empty() ? nullptr : &all; }
};

LaunchObservers ObserversForLaunch(bool timing);

// A timing model's observer for one launch (timing_observer.cpp): it keeps the launch's cross-core
// release times.
std::unique_ptr<KernelEventObserver> NewTimingObserver();
// The profile's log line / CSV row (ASCEND_SIM_PROFILE, ASCEND_SIM_PROFILE_CSV; profile_formatter.cpp).
KernelEventObserver& ProfileFormatter();

} // namespace ascsim::kern
