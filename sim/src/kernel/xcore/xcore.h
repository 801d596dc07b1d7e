// Cross-core state of the kernel emulator: the launch's block scheduler (resident blocks, worker
// threads started when a block waits, deadlock detection), the happens-before order racecheck uses
// (a vector clock per core epoch), and what a release leaves behind for the cores that acquire it.
// The kernel API of cross-core synchronisation is include/ascendc_sim/core/cross_core.h; this
// header is the emulator's side (the sources of xcore/, launch.cpp, gm_access.cpp, racecheck.cpp).
//
// Ordering model (racecheck). Every GM access a core records carries the core's epoch. A release
// (SyncAll arrival, the GM write of IBSet / NotifyNextBlock / GroupBarrier, WriteGmByPassDCache, a
// DataCacheCleanAndInvalid that writes a line out) closes the epoch: what it publishes says "every
// access of epochs < e + 1 of this core". An acquire (leaving SyncAll, the GM read that ends an
// IBWait / WaitPreBlock / GroupBarrier wait, ReadGmByPassDCache) joins what was published into the
// core's clock and opens a new epoch. Access a (core A, epoch ea) happens before access b (core B,
// epoch eb) when clocks_B[eb][A] > ea. A release made by one pipe covers only the accesses that pipe
// is ordered after (known[pipe][q]); the others move to the next epoch. An acquire made by one pipe
// orders only the later accesses of that pipe and of pipes ordered after it (a scalar poll needs the
// S_MTE2 flag the docs ask for before a DataCopy counts as after it).
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <unordered_set>
#include <utility>
#include <vector>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "core/kernel_events.h"

namespace ascsim::kern {

struct CoreState;
class LaunchSync;

// Sparse vector clock: (core, epochs of that core known to have happened before), sorted by core.
class VClock {
public:
    uint32_t Get(uint32_t core) const;
    void Raise(uint32_t core, uint32_t value); // entry = max(entry, value)
    bool Join(const VClock& other);            // true when something changed
    const std::vector<std::pair<uint32_t, uint32_t>>& Entries() const { return e_; }

private:
    std::vector<std::pair<uint32_t, uint32_t>> e_;
};
using VClockPtr = std::shared_ptr<const VClock>;

// What a release left behind: the releasing core's knowledge and the releases it stands for (one;
// several when joined: a counter several cores add to). The stamps carry no time: the timing model
// learns of each release and acquire through events (kernel_events.h, OnXcoreRelease /
// OnXcoreAcquire) and keeps the release times itself.
struct SyncStamp {
    VClockPtr vc;
    ReleaseSet releases;
};

// GM access kinds racecheck distinguishes (GmInterval::kind). Two sync accesses never race (they are
// the protocol a synchronisation API polls and writes, or scalar atomics / cache-bypassing accesses);
// two DMA atomics of the same operation and type never race; everything else must be ordered.
constexpr uint8_t kGmPlain = 0;
constexpr uint8_t kGmSync = 1;
constexpr uint8_t kGmAtomicBase = 0x80; // | op << 3 | type (CTRL[10:9], CTRL[8:6])

// The cross-core part of one core's state (CoreState::xcore), reset for every block.
struct XcoreCore {
    LaunchSync* launch = nullptr;
    uint32_t self = 0;
    // racecheck
    uint32_t epoch = 0;
    std::vector<VClockPtr> clocks; // clocks[e]: what epoch e of this core is ordered after
    struct PendingAcquire {
        Pipe pipe;
        uint64_t seq;      // the acquiring instruction on `pipe`
        uint32_t preEpoch; // the epoch an access not yet ordered after it belongs to
    };
    std::vector<PendingAcquire> pending;
    size_t uncoveredReads = 0; // gmReads / gmWrites before these indices are covered by a release
    size_t uncoveredWrites = 0;
    int syncScope = 0; // > 0: GM accesses recorded now are protocol (sync) accesses
    // progress, for the detection of spinning polls (LaunchSync::Progress)
    std::atomic<uint64_t> gmWrites{0};
    uint64_t pollMark = 0;
    std::vector<uintptr_t> polled; // addresses polled since the launch's GM last changed
    // Mutex (intra-core, mutex.h): per id, whether locked and by which pipe, the Unlock hand-off.
    struct MutexSlot {
        bool allocated = false;
        bool locked = false;
        Pipe pipe = Pipe::S;
        SrcLoc lockedAt;
        SyncToken unlock;
    };
    MutexSlot mutexes[32];
    // 64-byte lines this core cleaned / invalidated with DataCacheCleanAndInvalid: its scalar accesses
    // to them are the flag protocol of the docs' "经过DCache访问" (sync kind).
    std::vector<uintptr_t> dcciLines;
    // 64-byte lines this core wrote with scalar stores (GlobalTensor::SetValue) and has not cleaned:
    // in its data cache on hardware, invisible to the other cores (guarded by LaunchSync::mu).
    std::vector<uintptr_t> dirtyLines;
    // Lines DataCacheCleanAndInvalid invalidated that no scalar load has fetched since (all lines but
    // `fetchedSinceAll` after an invalidate of the whole cache): the next load misses (XcoreScalarMiss).
    std::vector<uintptr_t> invalidLines;
    bool invalidAll = false;
    std::unordered_set<uintptr_t> fetchedSinceAll; // may grow with every line a kernel loads
    bool AnyLineInvalid() const { return invalidAll || !invalidLines.empty(); }
    bool LineInvalid(uintptr_t line) const;
    void Invalidate(uintptr_t line, bool entire);
    void Fetched(uintptr_t line);
    bool InDcciLine(uintptr_t addr) const
    {
        const uintptr_t line = addr & ~uintptr_t(63);
        for (uintptr_t l : dcciLines) {
            if (l == line) {
                return true;
            }
        }
        return false;
    }
    // WaitPreTaskEnd / SetNextTaskStart calls and where the first was (task_sync.h).
    uint32_t taskCalls[2] = {0, 0};
    SrcLoc taskAt[2];
    bool ndDmaDci = false; // NdDmaDci called (data_copy_nd.h)
    // Loop mode per path (0 UB -> GM, 1 GM -> UB; loop_mode.h) and where it was set.
    bool loopSet[2] = {false, false};
    uint64_t loop[2][6] = {};
    SrcLoc loopAt[2];
    const char* loopApi[2] = {"SetLoopModePara", "SetLoopModePara"}; // who set it (a C API setter or SetLoopModePara)
    void* tpipe = nullptr;                                           // GetTPipePtr
    // The API a synchronisation protocol runs for (XcoreApiScope): findings inside it are reported
    // at the user's call.
    const char* outerApi = nullptr;
    SrcLoc outerLoc;

    void Reset(uint32_t idx);
    uint32_t EpochFor(const CoreState& core, Pipe pipe) const; // the epoch an access of `pipe` gets now
};

// A registered cross-core wait: the predicate (evaluated under LaunchSync::mu) and what to report.
struct Waiter {
    bool (*pred)(const void*) = nullptr;
    const void* arg = nullptr;
    uint32_t core = 0;
    const char* api = "";
    SrcLoc loc;
    std::string what;
    bool ready = false; // latched: the predicate held at some moment
    bool Ready()
    {
        if (!ready && pred(arg)) {
            ready = true;
        }
        return ready;
    }
};

// A scalar store to GM [begin, end) outside a synchronisation protocol (AccessGm): the lines are dirty
// in the core's data cache until DataCacheCleanAndInvalid cleans them.
void XcoreNoteScalarStore(CoreState& core, uintptr_t begin, uintptr_t end);

// A scalar load of GM [begin, end) by instruction `seq` of the S pipe (LoadGm, `lock` held). A load of
// a line DataCacheCleanAndInvalid invalidated misses and fetches the line from GM: it waits until no
// other core holds the line dirty (the sim's scalar stores write GM at once, so that is when the line
// holds what GM holds), then acquires, as of the load, what the line's cleans released. A hit does
// nothing (the line as the core last fetched it).
void XcoreScalarMiss(XcoreLock& lock, CoreState& core, uint64_t seq, uintptr_t begin, uintptr_t end, const char* api,
                     SrcLoc loc);

// End-of-kernel check: a Mutex still locked (synccheck).
void CheckMutexesAtExit(CoreState& core);
// End-of-kernel check: loop mode left set (memcheck; SetLoopModePara.md asks for ResetLoopModePara).
void CheckLoopModeAtExit(CoreState& core);

// One launch's scheduler and cross-core synchronisation state.
class LaunchSync {
public:
    LaunchSync(uint32_t blockDim, uint32_t aivCores, uint32_t maxResident);
    ~LaunchSync();

    std::mutex mu;
    std::condition_variable cv;

    // ---- scheduling (launch.cpp) --------------------------------------------------------------
    // Worker threads started when a block waits run `spawnBody(first block)`.
    std::function<void(uint32_t)> spawnBody;
    // The launch's observers (null: none), told when a block takes and leaves a core (OnBlockScheduled,
    // OnBlockRetired): the timing model places the blocks on its modeled cores.
    const ObserverList* observers = nullptr;
    // The next block; false when none is left (or after a stop, none of the first wave).
    bool TakeNext(uint32_t* idx);
    // Binds / unbinds a running block's core (progress of spinning polls reads its GM writes).
    void Started(uint32_t idx, CoreState* core);
    // Whether a running core other than `self` holds the line dirty (DataCacheCleanAndInvalid).
    bool LineDirtyElsewhereLocked(uintptr_t line, uint32_t self) const;
    void Finished(uint32_t idx);
    void SetStop();
    void JoinSpawned();
    bool used() const { return used_.load(std::memory_order_relaxed); }
    void MarkUsed() { used_.store(true, std::memory_order_relaxed); }
    uint32_t blockDim() const { return blockDim_; }
    uint32_t aivCores() const { return aivCores_; }
    bool stopped() const { return stop_; }
    double clockHz = 1e9; // the AIV clock of the SoC profile (GetSystemCycle converts to its 1 GHz counter)

    // ---- waits (cross_core.cpp) -----------------------------------------------------------------
    enum class WaitEnd { kReady, kDeadlock, kStop };
    // With mu held (lk): blocks until w.Ready(); kDeadlock when every resident block waits and none
    // can go on; kStop when another core's finding stopped the launch.
    WaitEnd Wait(std::unique_lock<std::mutex>& lk, Waiter& w);
    std::string DescribeWaitersLocked(uint32_t except) const;
    // Progress of the launch's GM: sync writes, finished blocks and every resident core's GM writes.
    uint64_t ProgressLocked() const;
    void NoteSyncWriteLocked(); // a protocol / bypass write changed GM: re-evaluate waiters

    // ---- what releases left in GM (4-byte words) and the hardware all-core barrier ----------
    // `accumulate`: the write adds to what the words hold (an atomic counter), so their stamps join the
    // new one; each joined stamp names a single join of the releases (OnXcoreJoin, emitted on `core`).
    void PublishLocked(CoreState& core, uintptr_t begin, uintptr_t end, const SyncStamp& stamp,
                       bool accumulate = false);
    // Join of the stamps on [begin, end) into *vc; the releases they stand for into *releases.
    void CollectLocked(uintptr_t begin, uintptr_t end, VClock* vc, ReleaseSet* releases) const;

    struct Barrier {
        uint64_t generation = 0;
        uint32_t arrived = 0;
        VClock vc;
        ReleaseSet releases;                // the arrivals of this generation
        std::map<uint64_t, SyncStamp> done; // by generation: what leaving cores acquire
    };
    Barrier allAiv; // SyncAll (hardware)
    // CrossCoreSetFlag / CrossCoreWaitFlag in mode 0 (every AIV core of the launch), by flagId: per block,
    // the releases of its sets not yet in a completed round, and the completed rounds it has not waited
    // for (its counter, CrossCoreSetFlag(ISASI).md 约束说明).
    struct CrossFlag {
        std::vector<std::deque<SyncStamp>> sets, rounds;
    };
    std::map<uint16_t, CrossFlag> crossFlags;
    // The C API's hardware flag counters (asc_sync_block / subblock / inter _arrive / _wait), by key: the
    // arrivals not yet consumed, oldest first (a wait takes one).
    std::map<uint64_t, std::deque<SyncStamp>> hwFlags;

private:
    void MaybeSpawnLocked();
    void CheckDeadlockLocked();
    uint32_t joins_ = 0; // joins named so far (ReleaseId{blockDim, n})

    uint32_t blockDim_;
    uint32_t aivCores_;
    uint32_t maxResident_;
    uint32_t next_ = 0;
    uint32_t resident_ = 0;
    uint32_t waiting_ = 0;
    bool stop_ = false;
    bool deadlock_ = false;
    uint64_t syncWrites_ = 0;
    std::atomic<bool> used_{false};
    std::vector<Waiter*> waiters_;
    std::vector<CoreState*> running_; // by block index (nullptr when not running)
    std::vector<std::thread> spawned_;
    std::map<uintptr_t, std::shared_ptr<const SyncStamp>> words_; // word address -> last release
};

} // namespace ascsim::kern
