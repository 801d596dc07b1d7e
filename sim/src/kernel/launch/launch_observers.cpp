// The process-wide observer registry (kernel_events.h) and the ordering view observers read.
#include "launch/launch_observers.h"

#include <algorithm>
#include <mutex>

#include "core/kernel_events.h"

namespace ascsim::kern {

namespace {
std::mutex g_registryMu;
ObserverList g_registered; // guarded by g_registryMu
} // namespace

uint32_t OrderingView::Block() const { return core_.blockIdx; }
uint64_t OrderingView::Clock(Pipe p) const { return core_.chip.clock[static_cast<int>(p)]; }
uint64_t OrderingView::Known(Pipe p, Pipe q) const
{
    return core_.chip.known[static_cast<int>(p)][static_cast<int>(q)];
}

void AddLaunchObserver(KernelEventObserver* observer)
{
    const std::lock_guard<std::mutex> lock(g_registryMu);
    if (observer != nullptr && std::find(g_registered.begin(), g_registered.end(), observer) == g_registered.end()) {
        g_registered.push_back(observer);
    }
}

void RemoveLaunchObserver(KernelEventObserver* observer)
{
    const std::lock_guard<std::mutex> lock(g_registryMu);
    g_registered.erase(std::remove(g_registered.begin(), g_registered.end(), observer), g_registered.end());
}

LaunchObservers ObserversForLaunch(bool timing)
{
    LaunchObservers obs;
    ObserverList others; // registered, with per-instruction events
    ObserverList launchOnly;
    {
        const std::lock_guard<std::mutex> lock(g_registryMu);
        for (KernelEventObserver* o : g_registered) {
            (o->WantsCoreEvents() ? others : launchOnly).push_back(o);
        }
    }
    if (timing) {
        obs.timing = NewTimingModel();
        obs.all.push_back(obs.timing.get());
        launchOnly.insert(launchOnly.begin(), &ProfileFormatter());
    }
    obs.all.insert(obs.all.end(), others.begin(), others.end());
    obs.launch = obs.all;
    obs.launch.insert(obs.launch.end(), launchOnly.begin(), launchOnly.end());
    return obs;
}

} // namespace ascsim::kern
