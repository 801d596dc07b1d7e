// The events the functional emulator emits while a kernel runs, and the interface of the code that
// watches them (the timing model, the trace writer, tests). The emulator decides what happens; an
// observer only learns of it, through a read-only view of the pipe ordering at that moment. The
// emulator keeps no modeled time: cross-core releases are named (ReleaseId) and the model keeps their
// times, blocks are placed on modeled cores by the model, and GetSystemCycle asks the observers.
// Emission: event_emit.h. Timing model's observer: timing_observer.cpp; the profile's log / CSV:
// profile_formatter.cpp.
#pragma once

#include <cstdint>
#include <vector>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/vf/vf_events.h"
#include "ascendc_sim/launch/kernel_registry.h"

namespace ascsim::kern {

struct CoreState;

// The synccheck ordering of the core an event happened on (chip_state.h), read-only.
class OrderingView {
public:
    explicit OrderingView(const CoreState& core) : core_(core) {}
    uint32_t Block() const;
    // The last sequence number issued on `p`.
    uint64_t Clock(Pipe p) const;
    // The highest sequence number of `q` that instructions issued on `p` from now on observe.
    uint64_t Known(Pipe p, Pipe q) const;
    const CoreState& State() const { return core_; } // for observers inside the emulator library

private:
    const CoreState& core_;
};

// Synchronisation instructions, issued by the scalar unit.
enum class SyncKind : uint8_t {
    kSetFlag,       // SetFlag<src_dst>(eventId)
    kWaitFlag,      // WaitFlag<src_dst>(eventId), after the wait took effect
    kPipeBarrier,   // PipeBarrier<src> for one pipe
    kBarrierAll,    // PipeBarrier<PIPE_ALL>
    kAutoScalarWait // a wait of the scalar unit bisheng inserts itself (auto-sync) before a scalar access
};

struct SyncEvent {
    SyncKind kind;
    Pipe src = Pipe::S;
    Pipe dst = Pipe::S;
    int eventId = -1;
    SrcLoc loc;
};

// An instruction placed on a pipe's in-order queue (sequence number `seq`). A V instruction that is a
// Vector Function of its own (a Memory-API vector instruction, or asc_vf_call) names the launch in
// `vfLaunch` ("VF launch" / "asc_vf_call": the scalar unit's work of launching it, on top of the
// issue); asc_vf_call has no SrcLoc, and `vfEntry`, the VF's address, stands for its call site.
struct IssueEvent {
    Pipe pipe;
    uint64_t seq;
    SrcLoc loc;
    const char* vfLaunch = nullptr;
    const void* vfEntry = nullptr;
};

// A GM <-> UB transfer (MTE2 in, MTE3 out), right after its OnIssue; `gm` is null when the GM side is
// not known.
struct DmaEvent {
    Pipe pipe;
    uint64_t seq;
    uint64_t bytes;
    const DmaGm* gm;
};

// A Memory-API vector instruction (one VF on the V pipe), right after its OnIssue. `api` names it (for
// traces and messages); what it costs is `cost`, its row of engine/op_costs.h (cost_class.h).
struct VectorEvent {
    const char* api;
    CostClass cost;
    uint64_t seq;
    uint64_t elements;
    uint32_t elemBytes;
    uint32_t ubReads;
    int algo; // Sqrt / Div: the SqrtAlgo / DivAlgo value of a non-default config; -1: INTRINSIC
};

// One Reg instruction inside a VF: its cost class `op` (vf_events.h's VfOp, as an integer: the Reg
// headers' vocabulary) and `elem`, its element type where the cost depends on it. Its dataflow: `def` numbers it,
// `reads[0..nreads)` are the numbers of the instructions whose results it reads (the registers' vfDef, vf/vf_scope.h).
// Numbers increase along a thread's instructions; one below the VF's first (OnVfBegin) is a result from before the VF
// (or none, 0). `reads` points into the caller's frame: valid during OnVfOp only (copy what you keep).
struct VfOpEvent {
    uint8_t op;
    VfElem elem;
    int algo;
    const uint64_t* reads;
    uint32_t nreads;
    uint64_t def;
    const char* name = nullptr; // the API name (VfOpIssued), for pricing by the instruction's own row
    uint32_t ubBeats = 1;       // the beats of its UB access (engine/ub_banks.h)
};

// A cross-core release (OnXcoreRelease): the block that made it and the epoch the release opened on
// that block (racecheck's order, xcore.h). Unique within a launch. A join of releases (OnXcoreJoin)
// is named like one, in a row of its own: block = the launch's blockDim, epoch = the join's number.
struct ReleaseId {
    uint32_t block = 0;
    uint32_t epoch = 0;
};
inline bool operator<(ReleaseId a, ReleaseId b) { return a.block != b.block ? a.block < b.block : a.epoch < b.epoch; }
inline bool operator==(ReleaseId a, ReleaseId b) { return a.block == b.block && a.epoch == b.epoch; }
// The releases a cross-core acquire waits for: sorted, without duplicates.
using ReleaseSet = std::vector<ReleaseId>;

// One GM element a SIMT thread reads or writes (OnSimtGmAccess): the thread (its linear index in the block),
// the access's ordinal among that thread's GM accesses (the k-th of the thread: the lanes of a warp at the same
// ordinal make one warp instruction), the element's address and size.
struct SimtGmAccess {
    uint32_t thread;
    uint32_t ordinal;
    uint64_t addr;
    uint32_t bytes;
    bool write;
};

struct LaunchInfo {
    const char* kernel;
    uint32_t blockDim;
    uint32_t cores = 1; // the AIV cores its blocks run on, one block per core at a time: min(blockDim, SoC's)
    const LaunchProfile* profile = nullptr; // at OnLaunchEnd: the timing model's summary (null when it is off)
};

// Every callback runs on the thread of the core the event belongs to; cores run concurrently, so an
// observer that keeps state across cores synchronises it itself (the cross-core release and acquire
// excepted: the launch's lock orders them). The defaults ignore the event.
class KernelEventObserver {
public:
    virtual ~KernelEventObserver() = default;
    // False: only OnLaunchBegin / OnLaunchEnd (the launch then emits nothing to it per instruction).
    virtual bool WantsCoreEvents() const { return true; }
    virtual void OnLaunchBegin(const LaunchInfo&) {}
    // The launch's block scheduler (xcore.h, LaunchSync), with the launch's cross-core lock held and no
    // core bound to the calling thread: `block` takes a core of its own (its OnCoreBegin follows), and
    // `block` has left its core (after its OnCoreEnd). Blocks take cores in the order of these calls.
    virtual void OnBlockScheduled(uint32_t /*block*/) {}
    virtual void OnBlockRetired(uint32_t /*block*/) {}
    virtual void OnCoreBegin(const OrderingView&) {}
    virtual void OnIssue(const OrderingView&, const IssueEvent&) {}
    virtual void OnSync(const OrderingView&, const SyncEvent&) {}
    virtual void OnDma(const OrderingView&, const DmaEvent&) {}
    virtual void OnVector(const OrderingView&, const VectorEvent&) {}
    // asc_vf_call: after the VF's OnIssue, its Reg instructions (OnVfOp) and its return (OnVfEnd).
    virtual void OnVfBegin(const OrderingView&, uint64_t /*seq*/, uint64_t /*firstDef*/) {}
    virtual void OnVfOp(const OrderingView&, const VfOpEvent&) {}
    virtual void OnVfEnd(const OrderingView&) {}
    // A SIMT block on this core (a SIMT kernel's block, or a SIMT VF of asc_vf_call): it starts with `threads`
    // threads (OnSimtBegin), its threads' GM accesses follow in the order the emulator runs the threads (thread by
    // thread, not warp by warp), and it ends (OnSimtEnd; not after a finding stopped it).
    virtual void OnSimtBegin(const OrderingView&, uint32_t /*threads*/) {}
    virtual void OnSimtGmAccess(const OrderingView&, const SimtGmAccess&) {}
    virtual void OnSimtEnd(const OrderingView&) {}
    // The API name of an instruction issued earlier without one (a UB/GM scalar access, a transfer).
    virtual void OnInstructionNamed(const OrderingView&, Pipe, uint64_t /*seq*/, const char* /*api*/) {}
    virtual void OnCoreEnd(const OrderingView&) {}

    // Cross-core synchronisation (xcore/). The scalar unit issues a cross-core API (SyncAll, IBSet,
    // a Mutex, DataCacheCleanAndInvalid, GetSystemCycle, ...).
    virtual void OnCrossCoreCall(const OrderingView&, SrcLoc, const char* /*api*/) {}
    // OnXcoreRelease and OnXcoreAcquire run with the launch's cross-core lock held (LaunchSync::mu,
    // xcore.h): a release is seen before every acquire that names it, and an observer may keep a
    // launch-wide table of releases without a lock of its own. They must not wait for other cores.
    // `pipe` (a Pipe as int, or kAllPipes: every pipe) publishes what it has issued so far as release `id`.
    virtual void OnXcoreRelease(const OrderingView&, int /*pipe*/, ReleaseId /*id*/) {}
    // `pipe` (kAllPipes: the scalar unit, so everything issued after it) continues once the releases
    // `ids` are visible; `what` names the wait (a trace label).
    virtual void OnXcoreAcquire(const OrderingView&, int /*pipe*/, const ReleaseSet& /*ids*/, const char* /*what*/) {}
    // Releases meet in one GM word (an atomic counter several cores add to, GroupBarrier): from now on
    // `joined` stands for all of `parts`, so that the word names one release however many rounds of
    // contributions it holds. Under the same lock, before any acquire that names `joined`.
    virtual void OnXcoreJoin(const OrderingView&, ReleaseId /*joined*/, const ReleaseSet& /*parts*/) {}
    // A query, not an event: the core's time now, in cycles from the launch's start (GetSystemCycle).
    // False when the observer keeps no clock; the first observer that answers is taken.
    virtual bool ModeledCycles(const OrderingView&, double* /*cycles*/) { return false; }
    // A query: the SIMT clock of `thread` of the running SIMT block (clock() in SIMT code), in cycles from the
    // launch's start. False when the observer keeps no clock.
    virtual bool ModeledSimtClock(const OrderingView&, uint32_t /*thread*/, double* /*cycles*/) { return false; }
    virtual void OnLaunchEnd(const LaunchInfo&) {}
};

// The observers of a launch's events, in notification order.
using ObserverList = std::vector<KernelEventObserver*>;

// Observers that every later launch of the process notifies, after the timing model (tests, tools).
// Register before a launch and remove after it; the observer must outlive the launches it watches.
void AddLaunchObserver(KernelEventObserver* observer);
void RemoveLaunchObserver(KernelEventObserver* observer);

} // namespace ascsim::kern
