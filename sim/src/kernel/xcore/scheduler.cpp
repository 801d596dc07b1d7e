// One launch's block scheduler (LaunchSync, xcore.h): resident blocks, worker threads started when a
// block waits, deadlock detection, and the stamps releases leave in GM for acquires to collect; each
// core's cross-core state, reset for every block (XcoreCore). Residency: launch.cpp.
#include <algorithm>
#include <chrono>
#include <cstddef>
#include <iterator>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "core/core_state.h"
#include "core/event_emit.h"
#include "xcore/xcore.h"
#include "xcore/xcore_internal.h"

namespace ascsim::kern {

void XcoreCore::Reset(uint32_t idx)
{
    self = idx;
    epoch = 0;
    clocks.assign(1, std::make_shared<const VClock>());
    pending.clear();
    uncoveredReads = uncoveredWrites = 0;
    syncScope = 0;
    gmWrites.store(0, std::memory_order_relaxed);
    pollMark = 0;
    polled.clear();
    for (auto& m : mutexes) {
        m = MutexSlot{};
    }
    dcciLines.clear();
    dirtyLines.clear();
    invalidLines.clear();
    invalidAll = false;
    fetchedSinceAll.clear();
    ndDmaDci = false;
    loopSet[0] = loopSet[1] = false;
    taskCalls[0] = taskCalls[1] = 0;
    tpipe = nullptr;
    outerApi = nullptr;
    outerLoc = SrcLoc{};
}

uint32_t XcoreCore::EpochFor(const CoreState& core, Pipe pipe) const
{
    for (const auto& p : pending) {
        if (pipe != p.pipe && core.chip.known[static_cast<int>(pipe)][static_cast<int>(p.pipe)] < p.seq) {
            return p.preEpoch;
        }
    }
    return epoch;
}

// *into = *into ∪ other (both sorted, without duplicates).
void JoinReleases(ReleaseSet* into, const ReleaseSet& other)
{
    if (other.empty()) {
        return;
    }
    ReleaseSet out;
    out.reserve(into->size() + other.size());
    std::set_union(into->begin(), into->end(), other.begin(), other.end(), std::back_inserter(out));
    *into = std::move(out);
}

std::string Where(SrcLoc loc)
{
    std::string f = loc.file == nullptr ? "?" : loc.file;
    const size_t slash = f.find_last_of('/');
    if (slash != std::string::npos) {
        f = f.substr(slash + 1);
    }
    return f + ":" + std::to_string(loc.line);
}

namespace {

constexpr auto kWaitSlice = std::chrono::milliseconds(2); // waiters re-check plain GM writes this often

// Tells the launch's observers (null: none) of a block taking or leaving a core; with mu held.
template <typename F>
void NotifyScheduler(const ObserverList* observers, F&& notify)
{
    if (__builtin_expect(observers != nullptr, 0)) {
        for (KernelEventObserver* o : *observers) {
            notify(*o);
        }
    }
}

} // namespace

LaunchSync::LaunchSync(uint32_t blockDim, uint32_t aivCores, uint32_t maxResident)
    : blockDim_(blockDim), aivCores_(aivCores), maxResident_(std::max(1U, maxResident))
{}

LaunchSync::~LaunchSync() { JoinSpawned(); }

bool LaunchSync::TakeNext(uint32_t* idx)
{
    std::lock_guard<std::mutex> lock(mu);
    // A finding stops the later waves only: the first wave's blocks (one per core, up to the core count)
    // all start at the launch on a chip, so each runs to its end or its own finding whichever block failed
    // first and however the sim's workers happen to be scheduled (asc-devkit SIMT 01_assert's output on a
    // 950: both blocks of its two-block launch print and assert).
    const bool firstWave = next_ < maxResident_;
    if ((stop_ && !firstWave) || next_ >= blockDim_ || resident_ >= maxResident_) {
        return false;
    }
    *idx = next_++;
    ++resident_;
    const uint32_t block = *idx;
    NotifyScheduler(observers, [block](KernelEventObserver& o) { o.OnBlockScheduled(block); });
    return true;
}

void LaunchSync::Started(uint32_t idx, CoreState* core)
{
    std::lock_guard<std::mutex> lock(mu);
    (void)idx;
    running_.push_back(core);
}

void LaunchSync::Finished(uint32_t idx)
{
    std::lock_guard<std::mutex> lock(mu);
    --resident_;
    NotifyScheduler(observers, [idx](KernelEventObserver& o) { o.OnBlockRetired(idx); });
    // running_ holds the worker's CoreState; the worker finishes one block at a time.
    for (size_t i = 0; i < running_.size(); ++i) {
        if (running_[i]->blockIdx == idx) {
            // Its GM writes stay counted (the progress pollers compare must never go back); lines it
            // left dirty become visible (without ordering anything).
            syncWrites_ += running_[i]->xcore.gmWrites.load(std::memory_order_relaxed);
            running_[i]->xcore.dirtyLines.clear();
            running_.erase(running_.begin() + static_cast<std::ptrdiff_t>(i));
            break;
        }
    }
    ++syncWrites_; // a block that ends may be what a spinning poll waits for
    CheckDeadlockLocked();
    cv.notify_all();
}

bool LaunchSync::LineDirtyElsewhereLocked(uintptr_t line, uint32_t self) const
{
    for (const CoreState* c : running_) {
        if (c->blockIdx == self) {
            continue;
        }
        for (uintptr_t l : c->xcore.dirtyLines) {
            if (l == line) {
                return true;
            }
        }
    }
    return false;
}

void LaunchSync::SetStop()
{
    std::lock_guard<std::mutex> lock(mu);
    stop_ = true;
    cv.notify_all();
}

void LaunchSync::JoinSpawned()
{
    for (;;) {
        std::vector<std::thread> batch;
        {
            std::lock_guard<std::mutex> lock(mu);
            batch.swap(spawned_);
        }
        if (batch.empty()) {
            return;
        }
        for (auto& t : batch) {
            t.join();
        }
    }
}

void LaunchSync::MaybeSpawnLocked()
{
    if (stop_ || next_ >= blockDim_ || resident_ >= maxResident_ || !spawnBody) {
        return;
    }
    // Reserve the block now (as TakeNext would), so that the deadlock check sees it resident.
    const uint32_t idx = next_++;
    ++resident_;
    NotifyScheduler(observers, [idx](KernelEventObserver& o) { o.OnBlockScheduled(idx); });
    spawned_.emplace_back(spawnBody, idx);
}

void LaunchSync::CheckDeadlockLocked()
{
    if (deadlock_ || stop_ || resident_ == 0 || waiting_ < resident_) {
        return;
    }
    if (next_ < blockDim_ && resident_ < maxResident_) {
        return; // a block can still start (MaybeSpawnLocked does it)
    }
    for (Waiter* w : waiters_) {
        if (w->Ready()) {
            return;
        }
    }
    deadlock_ = true;
    cv.notify_all();
}

LaunchSync::WaitEnd LaunchSync::Wait(std::unique_lock<std::mutex>& lk, Waiter& w)
{
    if (w.Ready()) {
        return WaitEnd::kReady;
    }
    waiters_.push_back(&w);
    ++waiting_;
    MaybeSpawnLocked();
    CheckDeadlockLocked();
    WaitEnd end = WaitEnd::kReady;
    for (;;) {
        if (w.Ready()) {
            end = WaitEnd::kReady;
            break;
        }
        if (deadlock_) {
            end = WaitEnd::kDeadlock;
            w.what += DescribeWaitersLocked(w.core);
            break;
        }
        if (stop_) {
            end = WaitEnd::kStop;
            break;
        }
        cv.wait_for(lk, kWaitSlice);
    }
    waiters_.erase(std::find(waiters_.begin(), waiters_.end(), &w));
    --waiting_;
    return end;
}

std::string LaunchSync::DescribeWaitersLocked(uint32_t except) const
{
    std::string out = ". Every resident block waits and none can go on";
    size_t shown = 0;
    for (const Waiter* o : waiters_) {
        if (o->core == except) {
            continue;
        }
        if (shown++ == 6) {
            out += "; ...";
            break;
        }
        out += "; core " + std::to_string(o->core) + " waits in " + o->api + " at " + Where(o->loc);
    }
    if (next_ < blockDim_) {
        out += "; blocks " + std::to_string(next_) + ".." + std::to_string(blockDim_ - 1) +
               " cannot start: the launch has " + std::to_string(blockDim_) + " blocks and the SoC " +
               std::to_string(aivCores_) + " AIV cores, all held by waiting blocks";
    }
    return out;
}

uint64_t LaunchSync::ProgressLocked() const
{
    uint64_t p = syncWrites_;
    for (const CoreState* c : running_) {
        p += c->xcore.gmWrites.load(std::memory_order_relaxed);
    }
    return p;
}

void LaunchSync::NoteSyncWriteLocked()
{
    ++syncWrites_;
    for (Waiter* w : waiters_) {
        w->Ready(); // latched: a poller would have seen the state
    }
    cv.notify_all();
}

void LaunchSync::PublishLocked(CoreState& core, uintptr_t begin, uintptr_t end, const SyncStamp& stamp, bool accumulate)
{
    auto shared = std::make_shared<const SyncStamp>(stamp);
    const SyncStamp* lastOld = nullptr;
    std::shared_ptr<const SyncStamp> lastJoined;
    for (uintptr_t a = begin & ~uintptr_t(3); a < end; a += 4) {
        auto& slot = words_[a];
        if (!accumulate || !slot) {
            slot = shared;
            continue;
        }
        if (slot.get() != lastOld) { // words that shared one stamp share the joined one
            lastOld = slot.get();
            auto vc = std::make_shared<VClock>(*stamp.vc);
            if (slot->vc) {
                vc->Join(*slot->vc);
            }
            ReleaseSet releases = stamp.releases;
            JoinReleases(&releases, slot->releases);
            // One name for the join: the word's set would otherwise grow with every round of additions.
            const ReleaseId joined{blockDim_, joins_++};
            Emit(core, [&](KernelEventObserver& o, const OrderingView& v) { o.OnXcoreJoin(v, joined, releases); });
            lastJoined = std::make_shared<const SyncStamp>(SyncStamp{std::move(vc), ReleaseSet{joined}});
        }
        slot = lastJoined;
    }
}

void LaunchSync::CollectLocked(uintptr_t begin, uintptr_t end, VClock* vc, ReleaseSet* releases) const
{
    const SyncStamp* last = nullptr;
    for (auto it = words_.lower_bound(begin & ~uintptr_t(3)); it != words_.end() && it->first < end; ++it) {
        if (it->second.get() == last) {
            continue;
        }
        last = it->second.get();
        if (last->vc) {
            vc->Join(*last->vc);
        }
        JoinReleases(releases, last->releases);
    }
}

} // namespace ascsim::kern
