// Cross-core synchronisation of the kernel emulator (xcore.h; kernel side: cross_core.h).
#include "xcore/xcore.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <iterator>
#include <limits>
#include <type_traits>

#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/core/ctrl_bits.h"
#include "ascendc_sim/numerics/bfloat16.h"
#include "ascendc_sim/numerics/half.h"
#include "ascendc_sim/numerics/saturate.h"
#include "core/core_state.h"
#include "core/event_emit.h"

namespace ascsim::kern {

// ---- VClock ----------------------------------------------------------------------------------

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

// ---- per core ----------------------------------------------------------------------------------

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
        if (pipe != p.pipe && core.known[static_cast<int>(pipe)][static_cast<int>(p.pipe)] < p.seq) {
            return p.preEpoch;
        }
    }
    return epoch;
}

namespace {

constexpr auto kWaitSlice = std::chrono::milliseconds(2); // waiters re-check plain GM writes this often

// A release by `pipe` (kAllPipes: every pipe) at the current point of the core: the accesses the pipe
// is not ordered after move to the next epoch; returns what the release publishes.
VClockPtr ReleaseCore(CoreState& core, int pipe)
{
    XcoreCore& x = core.xcore;
    uint64_t cover[kPipeCount];
    for (int q = 0; q < kPipeCount; ++q) {
        cover[q] = (pipe == kAllPipes || q == pipe) ? core.clock[q] : core.known[pipe][q];
    }
    const uint32_t next = x.epoch + 1;
    auto retag = [&](std::vector<GmInterval>& list, size_t& first) {
        size_t stillOpen = list.size();
        for (size_t i = first; i < list.size(); ++i) {
            GmInterval& iv = list[i];
            if (iv.seq > cover[static_cast<int>(iv.pipe)]) {
                iv.epoch = next;
                stillOpen = std::min(stillOpen, i);
            }
        }
        first = stillOpen;
    };
    retag(core.gmReads, x.uncoveredReads);
    retag(core.gmWrites, x.uncoveredWrites);
    const Pipe asPipe = pipe == kAllPipes ? Pipe::S : static_cast<Pipe>(pipe);
    auto vc = std::make_shared<VClock>(*x.clocks[pipe == kAllPipes ? x.epoch : x.EpochFor(core, asPipe)]);
    vc->Raise(x.self, next);
    x.clocks.push_back(x.clocks[x.epoch]);
    x.epoch = next;
    return vc;
}

// An acquire of `v` by `pipe` (kAllPipes: every pipe from now on). `seq`: the acquiring instruction
// on `pipe` (0: the pipe's next one).
void AcquireCore(CoreState& core, int pipe, const VClock& v, uint64_t seq)
{
    XcoreCore& x = core.xcore;
    auto joined = std::make_shared<VClock>(*x.clocks[x.epoch]);
    if (!joined->Join(v)) {
        return;
    }
    const uint32_t pre = x.epoch;
    x.clocks.push_back(std::move(joined));
    ++x.epoch;
    if (pipe != kAllPipes) {
        x.pending.push_back(
            XcoreCore::PendingAcquire{static_cast<Pipe>(pipe), seq != 0 ? seq : core.clock[pipe] + 1, pre});
    }
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

// The release ReleaseCore just made (the epoch it opened names it), told to the launch's observers;
// the timing model records when `pipe` completes what it issued. With LaunchSync::mu held.
ReleaseId NoteRelease(CoreState& core, int pipe)
{
    const ReleaseId id{core.xcore.self, core.xcore.epoch};
    Emit(core, [&](KernelEventObserver& o, const OrderingView& v) { o.OnXcoreRelease(v, pipe, id); });
    return id;
}

// `pipe` acquires the releases `ids` (the timing model: it continues no earlier than the latest).
// With LaunchSync::mu held.
void NoteAcquire(CoreState& core, int pipe, const ReleaseSet& ids, const char* what)
{
    Emit(core, [&](KernelEventObserver& o, const OrderingView& v) { o.OnXcoreAcquire(v, pipe, ids, what); });
}

// The scalar issue of a cross-core API (the timing model charges it).
void NoteCrossCoreCall(CoreState& core, SrcLoc loc, const char* api)
{
    Emit(core, [&](KernelEventObserver& o, const OrderingView& v) { o.OnCrossCoreCall(v, loc, api); });
}

LaunchSync* LaunchOf(CoreState* core) { return core == nullptr ? nullptr : core->xcore.launch; }

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

std::string Where(SrcLoc loc)
{
    std::string f = loc.file == nullptr ? "?" : loc.file;
    const size_t slash = f.find_last_of('/');
    if (slash != std::string::npos) {
        f = f.substr(slash + 1);
    }
    return f + ":" + std::to_string(loc.line);
}

} // namespace

// ---- LaunchSync -------------------------------------------------------------------------------

LaunchSync::LaunchSync(uint32_t blockDim, uint32_t aivCores, uint32_t maxResident)
    : blockDim_(blockDim), aivCores_(aivCores), maxResident_(std::max(1U, maxResident))
{}

LaunchSync::~LaunchSync() { JoinSpawned(); }

bool LaunchSync::TakeNext(uint32_t* idx)
{
    std::lock_guard<std::mutex> lock(mu);
    if (stop_ || next_ >= blockDim_ || resident_ >= maxResident_) {
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

// ---- the kernel side (cross_core.h) -----------------------------------------------------------

XcoreLock*& XcoreHeldLock()
{
    thread_local XcoreLock* held = nullptr;
    return held;
}

std::mutex& XcoreMutex()
{
    static std::mutex outside;
    LaunchSync* l = LaunchOf(BoundCore());
    return l == nullptr ? outside : l->mu;
}

void XcoreBegin(const char* api, SrcLoc loc, const char* docPage, bool requireResident)
{
    CoreState* core = BoundCore();
    LaunchSync* l = LaunchOf(core);
    if (l == nullptr) {
        return;
    }
    l->MarkUsed();
    if (requireResident && core->sanitize && l->blockDim() > l->aivCores()) {
        Fail(Check::kSynccheck, api,
             std::string("deadlock: a launch of ") + std::to_string(l->blockDim()) + " blocks on a SoC with " +
                 std::to_string(l->aivCores()) +
                 " AIV cores synchronises across cores: the blocks beyond the cores run in a later wave, and "
                 "the cores waiting for them never finish (" +
                 docPage + " 约束说明: numBlocks must not exceed the cores that run the operator)",
             loc);
    }
}

void XcoreWaitUntilImpl(XcoreLock& lock, bool (*pred)(const void*), const void* arg, const char* api, SrcLoc loc,
                        const std::string& what)
{
    CoreState* core = BoundCore();
    LaunchSync* l = LaunchOf(core);
    if (pred(arg)) {
        return;
    }
    if (l == nullptr) {
        return; // outside a launch there is nothing to wait for
    }
    Waiter w;
    w.pred = pred;
    w.arg = arg;
    w.core = core->blockIdx;
    w.api = api;
    w.loc = loc;
    w.what = what;
    switch (l->Wait(lock.Get(), w)) {
        case LaunchSync::WaitEnd::kReady:
            return;
        case LaunchSync::WaitEnd::kStop:
            throw KernelAbort{};
        case LaunchSync::WaitEnd::kDeadlock:
            break;
    }
    Fail(Check::kSynccheck, api, "deadlock: " + w.what, loc);
}

void XcoreRelease(XcoreLock& lock, const void* gm, size_t bytes, int pipe, size_t count, size_t stride, bool accumulate)
{
    (void)lock;
    CoreState* core = BoundCore();
    LaunchSync* l = LaunchOf(core);
    if (l == nullptr) {
        return;
    }
    VClockPtr vc = ReleaseCore(*core, pipe);
    const SyncStamp stamp{std::move(vc), {NoteRelease(*core, pipe)}};
    for (size_t i = 0; i < count; ++i) {
        const auto b = reinterpret_cast<uintptr_t>(gm) + i * stride;
        l->PublishLocked(*core, b, b + bytes, stamp, accumulate);
    }
    l->NoteSyncWriteLocked();
}

void XcoreAcquire(XcoreLock& lock, const void* gm, size_t bytes, int pipe, uint64_t seq)
{
    (void)lock;
    CoreState* core = BoundCore();
    LaunchSync* l = LaunchOf(core);
    if (l == nullptr) {
        return;
    }
    VClock v;
    ReleaseSet releases;
    const auto b = reinterpret_cast<uintptr_t>(gm);
    l->CollectLocked(b, b + bytes, &v, &releases);
    AcquireCore(*core, pipe, v, seq);
    NoteAcquire(*core, pipe, releases, "cross-core wait");
}

void XcoreHardSyncAll(int triggerPipe, int waitPipe, const char* api, SrcLoc loc)
{
    CoreState* core = BoundCore();
    LaunchSync* l = LaunchOf(core);
    if (l == nullptr) {
        return;
    }
    XcoreBegin(api, loc, "SyncAll.md", true);
    if (triggerPipe == kAllPipes) {
        BarrierAll(loc);
    } else {
        Barrier(static_cast<Pipe>(triggerPipe), loc);
    }
    NoteCrossCoreCall(*core, loc, api);
    XcoreLock lock;
    LaunchSync::Barrier& bar = l->allAiv;
    const uint64_t gen = bar.generation;
    VClockPtr rel = ReleaseCore(*core, triggerPipe);
    bar.vc.Join(*rel);
    JoinReleases(&bar.releases, {NoteRelease(*core, triggerPipe)});
    if (++bar.arrived == l->blockDim()) {
        bar.done[gen] = SyncStamp{std::make_shared<const VClock>(bar.vc), std::move(bar.releases)};
        bar.done.erase(bar.done.begin(), bar.done.lower_bound(gen == 0 ? 0 : gen - 1));
        bar.generation = gen + 1;
        bar.arrived = 0;
        bar.vc = VClock{};
        bar.releases.clear();
        l->NoteSyncWriteLocked();
    } else {
        struct Arg {
            const LaunchSync::Barrier* bar;
            uint64_t gen;
        } arg{&bar, gen};
        XcoreWaitUntil(
            lock, [&arg] { return arg.bar->generation != arg.gen; }, api, loc,
            "SyncAll waits for all " + std::to_string(l->blockDim()) +
                " blocks of the launch (GetBlockNum()) to reach a SyncAll");
    }
    const SyncStamp& done = bar.done.at(gen);
    AcquireCore(*core, waitPipe, *done.vc, 0);
    NoteAcquire(*core, waitPipe, done.releases, api);
}

XcoreSyncScope::XcoreSyncScope()
{
    if (CoreState* core = BoundCore()) {
        ++core->xcore.syncScope;
    }
}

XcoreSyncScope::~XcoreSyncScope()
{
    if (CoreState* core = BoundCore()) {
        --core->xcore.syncScope;
    }
}

XcoreApiScope::XcoreApiScope(const char* api, SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core != nullptr && core->xcore.outerApi == nullptr) {
        core->xcore.outerApi = api;
        core->xcore.outerLoc = loc;
        owner_ = true;
    }
}

XcoreApiScope::~XcoreApiScope()
{
    CoreState* core = BoundCore();
    if (core != nullptr && owner_) {
        core->xcore.outerApi = nullptr;
    }
}

void XcorePoll(const char* api, SrcLoc loc, const void* addr)
{
    CoreState* core = BoundCore();
    LaunchSync* l = LaunchOf(core);
    if (l == nullptr) {
        return;
    }
    XcoreCore& x = core->xcore;
    const auto a = reinterpret_cast<uintptr_t>(addr);
    XcoreLock lock;
    const uint64_t progress = l->ProgressLocked();
    if (progress != x.pollMark) {
        x.pollMark = progress;
        x.polled.assign(1, a);
        return;
    }
    if (std::find(x.polled.begin(), x.polled.end(), a) == x.polled.end()) {
        x.polled.push_back(a);
        return;
    }
    // A second poll of the same address with nothing written to GM anywhere in between reads what the
    // first one read: the core would spin. It waits until GM changes, and counts as waiting for the
    // deadlock detection.
    struct Arg {
        LaunchSync* l;
        uint64_t mark;
    } arg{l, progress};
    XcoreWaitUntil(
        lock, [&arg] { return arg.l->ProgressLocked() != arg.mark; }, api, loc,
        std::string(api) + " polls GM that no running core writes any more (a flag that is never set)");
    x.pollMark = l->ProgressLocked();
    x.polled.assign(1, a);
}

void XcoreNoteScalarStore(CoreState& core, uintptr_t begin, uintptr_t end)
{
    LaunchSync* l = core.xcore.launch;
    if (l == nullptr) {
        return;
    }
    XcoreLock lock;
    auto& d = core.xcore.dirtyLines;
    for (uintptr_t line = begin & ~uintptr_t(63); line < end; line += 64) {
        if (std::find(d.begin(), d.end(), line) == d.end()) {
            d.push_back(line);
        }
    }
}

bool XcoreCore::LineInvalid(uintptr_t line) const
{
    if (invalidAll) {
        return fetchedSinceAll.count(line) == 0;
    }
    return std::find(invalidLines.begin(), invalidLines.end(), line) != invalidLines.end();
}

void XcoreCore::Invalidate(uintptr_t line, bool entire)
{
    if (entire) {
        invalidAll = true;
        invalidLines.clear();
        fetchedSinceAll.clear();
    } else if (invalidAll) {
        fetchedSinceAll.erase(line);
    } else if (!LineInvalid(line)) {
        invalidLines.push_back(line);
    }
}

void XcoreCore::Fetched(uintptr_t line)
{
    if (invalidAll) {
        fetchedSinceAll.insert(line);
    } else {
        invalidLines.erase(std::remove(invalidLines.begin(), invalidLines.end(), line), invalidLines.end());
    }
}

void XcoreScalarMiss(XcoreLock& lock, CoreState& core, uint64_t seq, uintptr_t begin, uintptr_t end, const char* api,
                     SrcLoc loc)
{
    XcoreCore& x = core.xcore;
    LaunchSync* l = x.launch;
    for (uintptr_t line = begin & ~uintptr_t(63); line < end; line += 64) {
        if (!x.LineInvalid(line)) {
            continue;
        }
        struct Arg {
            LaunchSync* l;
            uintptr_t line;
            uint32_t self;
        } arg{l, line, x.self};
        XcoreWaitUntil(
            lock, [&arg] { return !arg.l->LineDirtyElsewhereLocked(arg.line, arg.self); }, api, loc,
            std::string(api) + " loads a cache line another core wrote with scalar stores and never cleaned "
                               "(DataCacheCleanAndInvalid with CACHELINE_OUT)");
        XcoreAcquire(lock, reinterpret_cast<const void*>(line), 64, static_cast<int>(Pipe::S), seq);
        x.Fetched(line);
    }
}

void XcoreNoteWrite(XcoreLock& lock)
{
    (void)lock;
    LaunchSync* l = LaunchOf(BoundCore());
    if (l != nullptr) {
        l->NoteSyncWriteLocked();
    }
}

namespace {

template <typename T>
T AtomicCombine(T old, T in, int op, bool satFloat)
{
    if constexpr (std::is_integral_v<T>) {
        switch (op) {
            case 0: { // CTRL[53] = 0 (the only value the sim allows): wrap
                using U = std::make_unsigned_t<T>;
                return static_cast<T>(static_cast<U>(static_cast<U>(old) + static_cast<U>(in)));
            }
            case 1:
                return std::max(old, in);
            default:
                return std::min(old, in);
        }
    } else {
        const double a = static_cast<float>(old);
        const double b = static_cast<float>(in);
        double r;
        if (op == 0) {
            r = a + b;
        } else if (std::isnan(a) || std::isnan(b)) {
            r = std::numeric_limits<double>::quiet_NaN(); // docs silent: NaN propagates (stricter)
        } else {
            r = op == 1 ? std::max(a, b) : std::min(a, b);
        }
        if constexpr (std::is_same_v<T, float>) {
            (void)satFloat;
            return static_cast<float>(r);
        } else {
            const T v = T(r); // one rounding (the sum of two halves is exact in double)
            return satFloat ? num::Saturate(v) : v;
        }
    }
}

template <typename T>
void AtomicStore(uint8_t* dst, const uint8_t* src, size_t bytes, int op, bool satFloat)
{
    const size_t n = bytes / sizeof(T);
    for (size_t i = 0; i < n; ++i) {
        T a;
        T b;
        std::memcpy(&a, dst + i * sizeof(T), sizeof(T));
        std::memcpy(&b, src + i * sizeof(T), sizeof(T));
        const T r = AtomicCombine<T>(a, b, op, satFloat);
        std::memcpy(dst + i * sizeof(T), &r, sizeof(T));
    }
    // A tail shorter than one element (only a transfer whose type differs from the atomic type):
    // copied as it is.
    if (n * sizeof(T) < bytes) {
        std::memcpy(dst + n * sizeof(T), src + n * sizeof(T), bytes - n * sizeof(T));
    }
}

} // namespace

void GmStore(void* dst, const void* src, size_t bytes)
{
    CoreState* core = BoundCore();
    const uint64_t c = core == nullptr ? ctrl::kResetValue : core->ctrl;
    const int type = static_cast<int>((c >> ctrl::kAtomicFirst) & 7U);
    const int op = static_cast<int>((c >> 9) & 3U);
    if (type == 0 || bytes == 0) {
        std::memcpy(dst, src, bytes);
        return;
    }
    const bool sat = !(ctrl::Has(c, ctrl::kGlobalSatSelect) && ctrl::Has(c, ctrl::kFloatNoSat));
    auto* d = static_cast<uint8_t*>(dst);
    const auto* s = static_cast<const uint8_t*>(src);
    XcoreLock lock;
    switch (type) {
        case 1:
            AtomicStore<float>(d, s, bytes, op, sat);
            break;
        case 2:
            AtomicStore<half>(d, s, bytes, op, sat);
            break;
        case 3:
            AtomicStore<int16_t>(d, s, bytes, op, sat);
            break;
        case 4:
            AtomicStore<int32_t>(d, s, bytes, op, sat);
            break;
        case 5:
            AtomicStore<int8_t>(d, s, bytes, op, sat);
            break;
        default:
            AtomicStore<bfloat16_t>(d, s, bytes, op, sat);
            break; // 6 (7 is rejected at the write)
    }
}

// ---- DataCacheCleanAndInvalid ----------------------------------------------------------------------

void XcoreDcci(const void* addr, bool entire, bool clean, const char* api, SrcLoc loc)
{
    CoreState* core = BoundCore();
    LaunchSync* l = LaunchOf(core);
    if (core == nullptr) {
        return;
    }
    NoteCrossCoreCall(*core, loc, api);
    if (l == nullptr) {
        return;
    }
    // A clean-and-invalidate in a loop is how a core polls a flag through the cache.
    XcorePoll(api, loc, reinterpret_cast<const void*>(reinterpret_cast<uintptr_t>(addr) & ~uintptr_t(63)));
    XcoreCore& x = core->xcore;
    const auto a = reinterpret_cast<uintptr_t>(addr);
    // SINGLE_CACHE_LINE: "只刷新传入地址所在的Cache Line，如果该地址非64B对齐，只会操作传入地址到64B对齐的部分".
    const uintptr_t lineBegin = entire ? 0 : a;
    const uintptr_t lineEnd = entire ? UINTPTR_MAX : (a & ~uintptr_t(63)) + 64;
    if (!entire && !x.InDcciLine(a)) {
        x.dcciLines.push_back(a & ~uintptr_t(63));
    }
    // The core's scalar accesses to the line so far were the cached side of the protocol.
    auto retag = [&](std::vector<GmInterval>& list) {
        for (GmInterval& iv : list) {
            if (iv.pipe == Pipe::S && iv.kind == kGmPlain && iv.begin < lineEnd && lineBegin < iv.end) {
                iv.kind = kGmSync;
            }
        }
    };
    retag(core->gmReads);
    retag(core->gmWrites);
    XcoreLock lock;
    const int s = static_cast<int>(Pipe::S);
    // Only a line this core wrote with scalar stores goes out (a clean of a clean line writes nothing,
    // and must not replace what the line's writer released).
    bool wroteBack = false;
    if (clean) {
        auto& d = x.dirtyLines;
        if (entire) {
            wroteBack = !d.empty();
            d.clear();
        } else {
            const auto it = std::remove(d.begin(), d.end(), a & ~uintptr_t(63));
            wroteBack = it != d.end();
            d.erase(it, d.end());
        }
    }
    if (wroteBack) {
        // Clean: the dirty line goes out to GM; what the scalar unit is ordered after goes with it.
        if (entire) {
            VClockPtr vc = ReleaseCore(*core, s);
            const SyncStamp stamp{std::move(vc), {NoteRelease(*core, s)}};
            for (const GmInterval& iv : core->gmWrites) {
                if (iv.pipe == Pipe::S) {
                    l->PublishLocked(*core, iv.begin, iv.end, stamp);
                }
            }
            l->NoteSyncWriteLocked();
        } else {
            XcoreRelease(lock, reinterpret_cast<const void*>(lineBegin), lineEnd - lineBegin, s);
        }
    }
    // Invalidate: the next scalar load of the line misses and fetches it from GM when it runs, with
    // what the line's cleans have released by then (XcoreScalarMiss). The invalidate itself orders
    // nothing and waits for nobody: another core's dirty copy of the line is that core's business
    // until a load of this one needs the line.
    x.Invalidate(a & ~uintptr_t(63), entire);
}

// ---- Mutex ----------------------------------------------------------------------------------------

namespace {
constexpr uint8_t kMaxMutexId = 27; // MAX_MUTEXID (impl/basic_api/kernel_event.h)

XcoreCore::MutexSlot& MutexSlotOf(CoreState& core, uint8_t id, const char* api, SrcLoc loc)
{
    if (id > kMaxMutexId) {
        Fail(Check::kSynccheck, api,
             "MutexID " + std::to_string(id) + " is outside [0, 27] (max MutexID is 27; 28-31 are reserved)", loc);
    }
    return core.xcore.mutexes[id];
}
} // namespace

uint8_t MutexAllocId(SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core == nullptr) {
        return 0;
    }
    NoteCrossCoreCall(*core, loc, "AllocMutexID");
    for (uint8_t id = 0; id <= kMaxMutexId; ++id) {
        if (!core->xcore.mutexes[id].allocated) {
            core->xcore.mutexes[id].allocated = true;
            return id;
        }
    }
    Fail(Check::kSynccheck, "AllocMutexID",
         "all 28 MutexIDs (0..27) are allocated: release them with ReleaseMutexID when done (AllocMutexID-(ISASI).md "
         "约束说明: MutexID有数量限制)",
         loc);
}

void MutexReleaseId(uint8_t id, SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core == nullptr) {
        return;
    }
    NoteCrossCoreCall(*core, loc, "ReleaseMutexID");
    // The 3510 implementation asserts id < MAX_MUTEXID here (so 27 cannot be released).
    if (core->sanitize && (id >= kMaxMutexId || !core->xcore.mutexes[id].allocated)) {
        Fail(Check::kSynccheck, "ReleaseMutexID",
             "MutexID " + std::to_string(id) +
                 (id >= kMaxMutexId ? " is not below 27 (max MutexID)" : " was not allocated with AllocMutexID"),
             loc);
    }
    core->xcore.mutexes[id].allocated = false;
}

void MutexLock(Pipe pipe, uint8_t id, SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core == nullptr) {
        return;
    }
    XcoreCore::MutexSlot& m = MutexSlotOf(*core, id, "Mutex::Lock", loc);
    NoteCrossCoreCall(*core, loc, "Mutex::Lock");
    if (core->sanitize && m.locked) {
        Fail(Check::kSynccheck, "Mutex::Lock",
             std::string("deadlock: Lock<") + PipeName(pipe) + ">(" + std::to_string(id) +
                 ") while the mutex is still "
                 "locked by Lock<" +
                 PipeName(m.pipe) + "> at " + Where(m.lockedAt) +
                 ": Lock and Unlock of one MutexID must strictly alternate (Lock.md 约束说明, 错误写法2); the "
                 "pipe would wait for an Unlock queued behind it",
             loc);
    }
    m.locked = true;
    m.pipe = pipe;
    m.lockedAt = loc;
    if (m.unlock.valid) {
        Acquire(pipe, m.unlock); // the pipe's later instructions wait for the previous Unlock
    }
}

void MutexUnlock(Pipe pipe, uint8_t id, SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core == nullptr) {
        return;
    }
    XcoreCore::MutexSlot& m = MutexSlotOf(*core, id, "Mutex::Unlock", loc);
    NoteCrossCoreCall(*core, loc, "Mutex::Unlock");
    if (core->sanitize && !m.locked) {
        Fail(Check::kSynccheck, "Mutex::Unlock",
             std::string("Unlock<") + PipeName(pipe) + ">(" + std::to_string(id) +
                 ") of a mutex that is not locked: Lock must come first (Lock.md 约束说明, 错误写法1)",
             loc);
    }
    if (core->sanitize && m.pipe != pipe) {
        Fail(Check::kSynccheck, "Mutex::Unlock",
             std::string("Unlock<") + PipeName(pipe) + ">(" + std::to_string(id) + ") of a mutex locked by Lock<" +
                 PipeName(m.pipe) + "> at " + Where(m.lockedAt) + ": Lock and Unlock must name the same pipe",
             loc);
    }
    m.locked = false;
    m.unlock = Snapshot(pipe); // what the pipe issued before the Unlock completes first
}

void CheckMutexesAtExit(CoreState& core)
{
    for (uint8_t id = 0; id <= kMaxMutexId; ++id) {
        const XcoreCore::MutexSlot& m = core.xcore.mutexes[id];
        if (m.locked) {
            Report(Check::kSynccheck, "Mutex::Lock",
                   std::string("Lock<") + PipeName(m.pipe) + ">(" + std::to_string(id) +
                       ") never unlocked before the kernel returned: a later Lock of the MutexID would wait forever",
                   m.lockedAt);
        }
    }
}

void* XcoreTPipe()
{
    CoreState* core = BoundCore();
    return core == nullptr ? nullptr : core->xcore.tpipe;
}

void XcoreSetTPipe(void* pipe)
{
    if (CoreState* core = BoundCore()) {
        core->xcore.tpipe = pipe;
    }
}

void XcoreDropTPipe(void* pipe)
{
    CoreState* core = BoundCore();
    if (core != nullptr && core->xcore.tpipe == pipe) {
        core->xcore.tpipe = nullptr;
    }
}

void XcoreTaskSync(bool setNext, SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core == nullptr) {
        return;
    }
    const char* api = setNext ? "SetNextTaskStart" : "WaitPreTaskEnd";
    NoteCrossCoreCall(*core, loc, api);
    XcoreCore& x = core->xcore;
    const int k = setNext ? 1 : 0;
    if (core->sanitize && x.taskCalls[k] != 0) {
        Fail(Check::kSynccheck, api,
             std::string(api) + " called a second time on this core (first at " + Where(x.taskAt[k]) +
                 "): each core must call it exactly once (" + api +
                 ".md 约束说明), otherwise the task "
                 "synchronisation counts do not match and the kernel hangs",
             loc);
    }
    if (x.taskCalls[k]++ == 0) {
        x.taskAt[k] = loc;
    }
}

void XcoreStackBuffer(uint64_t* offset, uint64_t* bytes)
{
    CoreState* core = BoundCore();
    *offset = 0;
    *bytes = 0;
    if (core == nullptr) {
        return;
    }
    // The highest end of what TPipe handed out in this launch (resource_limits.cpp), 32-byte aligned.
    const uint64_t begin = (core->ubCarvedEnd + 31) & ~uint64_t(31);
    *offset = begin;
    *bytes = begin < core->ubUsable ? core->ubUsable - begin : 0;
}

bool XcoreNdDmaDci(bool set)
{
    CoreState* core = BoundCore();
    if (core == nullptr) {
        return true;
    }
    if (set) {
        core->xcore.ndDmaDci = true;
    }
    return core->xcore.ndDmaDci;
}

void XcoreSetLoopMode(int path, const uint64_t params[6], bool set, const char* api, SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core == nullptr) {
        return;
    }
    NoteCrossCoreCall(*core, loc, api);
    XcoreCore& x = core->xcore;
    x.loopSet[path] = set;
    if (set) {
        std::copy(params, params + 6, x.loop[path]);
        x.loopAt[path] = loc;
    }
}

bool XcoreLoopMode(int path, uint64_t params[6])
{
    CoreState* core = BoundCore();
    if (core == nullptr || !core->xcore.loopSet[path]) {
        return false;
    }
    std::copy(core->xcore.loop[path], core->xcore.loop[path] + 6, params);
    return true;
}

void CheckLoopModeAtExit(CoreState& core)
{
    for (int path = 0; path < 2; ++path) {
        if (core.xcore.loopSet[path]) {
            Report(Check::kMemcheck, "SetLoopModePara",
                   std::string("loop mode of the ") + (path == 0 ? "UB_TO_OUT" : "OUT_TO_UB") +
                       " path still set when the kernel returned: reset it with ResetLoopModePara after the "
                       "transfers (SetLoopModePara.md 约束说明: otherwise the next transfers of that path are "
                       "affected)",
                   core.xcore.loopAt[path]);
        }
    }
}

void XcoreScalarCall(const char* what, SrcLoc loc)
{
    if (CoreState* core = BoundCore()) {
        NoteCrossCoreCall(*core, loc, what);
    }
}

int64_t XcoreSystemCycle()
{
    CoreState* core = BoundCore();
    LaunchSync* l = LaunchOf(core);
    if (l == nullptr) {
        return 0;
    }
    // The emulator keeps no clock: the modeled one (the timing model's), 0 without the model.
    double cycles = 0.0;
    bool known = false;
    Emit(*core, [&](KernelEventObserver& o, const OrderingView& v) { known = known || o.ModeledCycles(v, &cycles); });
    if (!known) {
        return 0;
    }
    // 950: the system counter runs at 1 GHz (GetSystemCycle(ISASI).md: "按照1GHz的频率").
    return static_cast<int64_t>(cycles * (1e9 / l->clockHz));
}

} // namespace ascsim::kern
