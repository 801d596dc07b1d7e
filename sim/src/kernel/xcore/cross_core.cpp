// The kernel side of cross-core synchronisation (include/ascendc_sim/core/cross_core.h; the model:
// xcore.h): the cross-core lock, waits, releases and acquires, SyncAll's hardware barrier (SyncAll.md),
// the scopes of protocol accesses and polls of GM.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "ascendc_sim/core/cross_core.h"
#include "core/core_state.h"
#include "core/event_emit.h"
#include "xcore/xcore.h"
#include "xcore/xcore_internal.h"

namespace ascsim::kern {

// A release by `pipe` (kAllPipes: every pipe) at the current point of the core: the accesses the pipe
// is not ordered after move to the next epoch; returns what the release publishes.
VClockPtr ReleaseCore(CoreState& core, int pipe)
{
    XcoreCore& x = core.xcore;
    uint64_t cover[kPipeCount];
    for (int q = 0; q < kPipeCount; ++q) {
        cover[q] = (pipe == kAllPipes || q == pipe) ? core.chip.clock[q] : core.chip.known[pipe][q];
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
    retag(core.check.gmReads, x.uncoveredReads);
    retag(core.check.gmWrites, x.uncoveredWrites);
    const Pipe asPipe = pipe == kAllPipes ? Pipe::S : static_cast<Pipe>(pipe);
    auto vc = std::make_shared<VClock>(*x.clocks[pipe == kAllPipes ? x.epoch : x.EpochFor(core, asPipe)]);
    vc->Raise(x.self, next);
    x.clocks.push_back(x.clocks[x.epoch]);
    x.epoch = next;
    return vc;
}

// The release ReleaseCore just made (the epoch it opened names it), told to the launch's observers;
// the timing model records when `pipe` completes what it issued. With LaunchSync::mu held.
ReleaseId NoteRelease(CoreState& core, int pipe)
{
    const ReleaseId id{core.xcore.self, core.xcore.epoch};
    Emit(core, [&](KernelEventObserver& o, const OrderingView& v) { o.OnXcoreRelease(v, pipe, id); });
    return id;
}

// The scalar issue of a cross-core API (the timing model charges it).
void NoteCrossCoreCall(CoreState& core, SrcLoc loc, const char* api)
{
    Emit(core, [&](KernelEventObserver& o, const OrderingView& v) { o.OnCrossCoreCall(v, loc, api); });
}

LaunchSync* LaunchOf(CoreState* core) { return core == nullptr ? nullptr : core->xcore.launch; }

namespace {

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
            XcoreCore::PendingAcquire{static_cast<Pipe>(pipe), seq != 0 ? seq : core.chip.clock[pipe] + 1, pre});
    }
}

// `pipe` acquires the releases `ids` (the timing model: it continues no earlier than the latest).
// With LaunchSync::mu held.
void NoteAcquire(CoreState& core, int pipe, const ReleaseSet& ids, const char* what)
{
    Emit(core, [&](KernelEventObserver& o, const OrderingView& v) { o.OnXcoreAcquire(v, pipe, ids, what); });
}

} // namespace

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
    if (requireResident && core->check.sanitize && l->blockDim() > l->aivCores()) {
        // rule synccheck.blocks-resident: a cross-core synchronising launch with more blocks than AIV cores
        //   doc: B/同步控制/核间同步/IBSet.md (约束说明)
        //   doc: B/同步控制/核间同步/SyncAll.md (约束说明)
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
    // rule synccheck.xcore-deadlock: a cross-core wait that no other core can release
    //   doc: B/同步控制/核间同步/IBWait.md (约束说明)
    //   doc: B/同步控制/核间同步/CrossCoreWaitFlag(ISASI).md (约束说明)
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

void XcoreCrossFlagSet(int pipe, uint16_t flagId, const char* api, SrcLoc loc)
{
    CoreState* core = BoundCore();
    LaunchSync* l = LaunchOf(core);
    if (l == nullptr) {
        return;
    }
    XcoreBegin(api, loc, "CrossCoreSetFlag(ISASI).md", true);
    NoteCrossCoreCall(*core, loc, api);
    XcoreLock lock;
    const uint32_t n = l->blockDim();
    LaunchSync::CrossFlag& f = l->crossFlags[flagId];
    if (f.sets.size() != n) {
        f.sets.resize(n);
        f.rounds.resize(n);
    }
    VClockPtr rel = ReleaseCore(*core, pipe);
    f.sets[core->blockIdx].push_back(SyncStamp{std::move(rel), {NoteRelease(*core, pipe)}});
    const bool complete = std::all_of(f.sets.begin(), f.sets.end(), [](const auto& q) { return !q.empty(); });
    if (!complete) {
        return;
    }
    VClock vc;
    ReleaseSet releases;
    for (auto& q : f.sets) {
        vc.Join(*q.front().vc);
        JoinReleases(&releases, q.front().releases);
        q.pop_front();
    }
    const SyncStamp round{std::make_shared<const VClock>(vc), std::move(releases)};
    bool overflow = false;
    for (auto& q : f.rounds) {
        q.push_back(round);
        overflow = overflow || q.size() > 15;
    }
    l->NoteSyncWriteLocked();
    if (overflow && core->check.sanitize) {
        // rule synccheck.cross-flag-counter: a CrossCoreSetFlag round that takes a core's flagId counter above 15
        //     (more sets than that core has waited for)
        //   doc: B/同步控制/核间同步/CrossCoreSetFlag(ISASI).md (约束说明)
        Fail(Check::kSynccheck, api,
             "flagId " + std::to_string(flagId) +
                 ": a core's counter would exceed 15 (its range 0-15): more CrossCoreSetFlag rounds than "
                 "CrossCoreWaitFlag calls",
             loc);
    }
}

void XcoreCrossFlagWait(int pipe, uint16_t flagId, const char* api, SrcLoc loc)
{
    CoreState* core = BoundCore();
    LaunchSync* l = LaunchOf(core);
    if (l == nullptr) {
        return;
    }
    XcoreBegin(api, loc, "CrossCoreWaitFlag(ISASI).md", true);
    NoteCrossCoreCall(*core, loc, api);
    XcoreLock lock;
    const uint32_t n = l->blockDim();
    const uint32_t me = core->blockIdx;
    LaunchSync::CrossFlag& f = l->crossFlags[flagId];
    if (f.sets.size() != n) {
        f.sets.resize(n);
        f.rounds.resize(n);
    }
    const auto& mine = f.rounds[me];
    XcoreWaitUntil(
        lock, [&mine] { return !mine.empty(); }, api, loc,
        "CrossCoreWaitFlag(" + std::to_string(flagId) + ") waits for all " + std::to_string(n) +
            " blocks of the launch to call CrossCoreSetFlag(" + std::to_string(flagId) + ") (mode 0)");
    const SyncStamp round = f.rounds[me].front();
    f.rounds[me].pop_front();
    AcquireCore(*core, pipe, *round.vc, 0);
    NoteAcquire(*core, pipe, round.releases, api);
}

void XcoreFlagArrive(uint64_t key, int pipe, const char* api, SrcLoc loc)
{
    CoreState* core = BoundCore();
    LaunchSync* l = LaunchOf(core);
    if (l == nullptr) {
        return;
    }
    XcoreBegin(api, loc, "asc_sync_inter_arrive.md", false);
    NoteCrossCoreCall(*core, loc, api);
    XcoreLock lock;
    std::deque<SyncStamp>& q = l->hwFlags[key];
    if (core->check.sanitize && q.size() >= 15) {
        // rule synccheck.c-flag-overflow: a C API flag counter arrived at a 16th time before a wait consumed one
        //   doc: api/SIMD-API/C-API/sync/asc_sync_block_arrive.md (约束说明)
        //   doc: api/SIMD-API/C-API/sync/asc_sync_block_wait.md (约束说明)
        Fail(Check::kSynccheck, api,
             "the flag's counter already holds 15 arrivals (同一flag_id的计数器最多设置15次: a 4-bit counter "
             "that must not overflow)",
             loc);
    }
    VClockPtr rel = ReleaseCore(*core, pipe);
    q.push_back(SyncStamp{std::move(rel), {NoteRelease(*core, pipe)}});
    l->NoteSyncWriteLocked();
}

void XcoreFlagWait(uint64_t key, int pipe, const char* api, SrcLoc loc, const std::string& what)
{
    CoreState* core = BoundCore();
    LaunchSync* l = LaunchOf(core);
    if (l == nullptr) {
        return;
    }
    // Only the launch-wide counters (the C API's scope byte 1, c_api/sync.h CApiFlagKey) wait for other
    // cores, which must then be resident; a group's counter (the core itself) waits for its own arrivals.
    XcoreBegin(api, loc, "asc_sync_inter_wait.md", (key >> 56) == 1);
    NoteCrossCoreCall(*core, loc, api);
    XcoreLock lock;
    std::deque<SyncStamp>& q = l->hwFlags[key];
    XcoreWaitUntil(
        lock, [&q] { return !q.empty(); }, api, loc, what);
    const SyncStamp s = q.front();
    q.pop_front();
    AcquireCore(*core, pipe, *s.vc, 0);
    NoteAcquire(*core, pipe, s.releases, api);
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

void XcoreNoteWrite(XcoreLock& lock)
{
    (void)lock;
    LaunchSync* l = LaunchOf(BoundCore());
    if (l != nullptr) {
        l->NoteSyncWriteLocked();
    }
}

} // namespace ascsim::kern
