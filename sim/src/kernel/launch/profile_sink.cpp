// ScopedProfileSink (kernel_registry.h): an observer of launch ends only, registered for its lifetime.
#include "ascendc_sim/launch/kernel_registry.h"
#include "core/kernel_events.h"

namespace ascsim::kern {

class ScopedProfileSink::Observer final : public KernelEventObserver {
public:
    explicit Observer(std::function<void(const LaunchProfile&)> sink) : sink_(std::move(sink)) {}
    bool WantsCoreEvents() const override { return false; }
    void OnLaunchEnd(const LaunchInfo& info) override
    {
        if (info.profile != nullptr && info.profile->valid) {
            sink_(*info.profile);
        }
    }

private:
    std::function<void(const LaunchProfile&)> sink_;
};

ScopedProfileSink::ScopedProfileSink(std::function<void(const LaunchProfile&)> sink)
    : observer_(std::make_unique<Observer>(std::move(sink)))
{
    AddLaunchObserver(observer_.get());
}

ScopedProfileSink::~ScopedProfileSink() { RemoveLaunchObserver(observer_.get()); }

} // namespace ascsim::kern
