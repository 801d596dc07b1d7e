// The observers one launch notifies (kernel_events.h): the timing model when it is on, then the
// observers registered with AddLaunchObserver, fixed when the launch starts.
#pragma once

#include "core_state.h"

namespace ascsim::kern {

struct LaunchObservers {
    ObserverList all;    // the timing model first
    ObserverList others; // all but the timing model

    // Points `core` at these lists (null for an empty one: the emit paths then cost one branch).
    void Attach(CoreState& core) const
    {
        core.observers = all.empty() ? nullptr : &all;
        core.otherObservers = others.empty() ? nullptr : &others;
    }
};

LaunchObservers ObserversForLaunch(bool timing);

// The timing model's observer (timing_observer.cpp).
KernelEventObserver& TimingObserver();

} // namespace ascsim::kern
