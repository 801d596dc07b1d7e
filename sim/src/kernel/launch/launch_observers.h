// The observers one launch notifies (kernel_events.h): the timing model when it is on, then the
// observers registered with AddLaunchObserver, fixed when the launch starts; at its begin and end
// also those that want no per-instruction events (the profile formatter, profile sinks).
#pragma once

#include <memory>

#include "core/core_state.h"
#include "core/kernel_events.h"

namespace ascsim::kern {

// The timing model (timing/timing_observer.cpp): an observer of every event, and what the launch asks of
// it besides, so that the launch names none of the model's state.
class TimingModel : public KernelEventObserver {
public:
    // Before each block a worker runs: points `core` (the worker's, reused for its blocks) at this
    // launch's model of its core, reset and configured.
    virtual void AttachCore(CoreState& core) = 0;
    // Once every block ran: the launch's profile; `synced`: its blocks synchronised across cores, so
    // each started where the model placed it.
    virtual LaunchProfile Summary(bool synced) = 0;
};

struct LaunchObservers {
    ObserverList all;    // per-instruction events: the timing model first
    ObserverList launch; // OnLaunchBegin / OnLaunchEnd: all, then the launch-only observers
    // The timing model, this launch's own (its parameters, cores and release times); null when off.
    std::unique_ptr<TimingModel> timing;

    // Before each block: the timing model's state of the core, and the per-instruction list (null for
    // an empty one: the emit paths then cost one branch).
    void Attach(CoreState& core) const
    {
        if (timing) {
            timing->AttachCore(core);
        }
        core.observers = all.empty() ? nullptr : &all;
    }
};

LaunchObservers ObserversForLaunch(bool timing);

// The timing model of one launch (timing_observer.cpp).
std::unique_ptr<TimingModel> NewTimingModel();
// The profile's log line / CSV row (ASCEND_SIM_PROFILE, ASCEND_SIM_PROFILE_CSV; profile_formatter.cpp).
KernelEventObserver& ProfileFormatter();

} // namespace ascsim::kern
