// Private state of one emulated vector core (see include/ascendc_sim/kernel/core.h).
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "ascendc_sim/kernel/core.h"
#include "ascendc_sim/kernel/vf_clock.h"
#include "call_site_set.h"
#include "l2_model.h"
#include "xcore.h"

namespace ascsim::kern {

struct CoreTrace;          // trace.h
class KernelEventObserver; // kernel_events.h
// The observers of a launch's events, in notification order (kernel_events.h).
using ObserverList = std::vector<KernelEventObserver*>;

// ASCEND_SIM_SANITIZER's initcheck setting (core.h).
enum class InitcheckMode : uint8_t { kOff, kWarn, kFatal };

// One call site whose instructions consumed unknown-result inputs (lanes) or read never-written UB
// bytes (uninitBytes) on this core (initcheck=warn).
struct UnknownSite {
    const char* api;
    SrcLoc loc;
    uint64_t lanes;
    uint64_t instructions;
    const char* reader = nullptr; // the pipe of an uninitialised read, nullptr for unknown results
    uint64_t uninitBytes = 0;
};

struct Finding {
    Check check;
    uint32_t core;
    std::string api;
    std::string message;
    SrcLoc loc;
    std::string space;
    uintptr_t addr;
    size_t len;
};

// Last writer and readers of one 32-byte UB block, as (pipe, sequence number).
// sWriteAuto / sReadAuto: the last S write / read was an access bisheng synchronises itself
// (core.h, AutoSyncOn) in a kernel built with auto-sync on.
struct BlockAccess {
    uint64_t writeSeq = 0;
    uint64_t readSeq[kPipeCount] = {0, 0, 0, 0};
    Pipe writer = Pipe::S;
    bool sWriteAuto = false;
    bool sReadAuto = false;
};

// One GM range a core accessed, with the first API call that produced it (for racecheck reports).
// Consecutive blocks [begin, end) with the same history (the list partitions the whole UB).
struct BlockRun {
    uint32_t begin;
    uint32_t end;
    BlockAccess st;
};

struct GmInterval {
    uintptr_t begin;
    uintptr_t end;
    const char* api = "";
    SrcLoc loc;
    // Cross-core order (xcore.h): the core's epoch, the access kind (kGmPlain / kGmSync / atomic), and
    // the pipe and (highest) sequence number of the instruction(s), for releases made by one pipe.
    uint32_t epoch = 0;
    uint8_t kind = 0;
    Pipe pipe = Pipe::S;
    uint64_t seq = 0;
};

// A SetFlag not yet consumed by its WaitFlag.
struct PendingFlag {
    SyncToken token;
    SrcLoc loc; // where SetFlag was called (reported if it is never waited for)
};

struct CoreState;

// The scheduler of the Vector Function running on a core (vf_timing.cpp; timing_model.md §5.2): Reg
// instructions issue at most two per cycle (a single-issue one alone), within the UB ports, once
// their operands are ready and once the instruction `window` places earlier has retired (in order).
// Times are VF-local cycles; the VF costs L_vf + the cycle its last instruction completes.
struct VfClock {
    static constexpr int kRing = 1024; // cycles of issue-slot / UB-port bookkeeping kept
    CoreState* core = nullptr;
    // Parameters (SoC profile).
    int64_t window = 20;
    int64_t latMask = 1, latLoad = 1, latStore = 1, latSimple = 1;
    int64_t latExp[2] = {4, 8}, latSqrtDiv[2] = {4, 8}; // [b32, b16]
    int64_t sqrt1UlpNoFtz[2] = {9, 13}, sqrt0UlpNoFtz = 31;
    int64_t div0UlpFtz[2] = {46, 50}, div1UlpNoFtz[2] = {112, 116}, div0UlpNoFtz = 154;
    double callCycles = 0.0;
    // State of the running VF.
    uint64_t count = 0;           // instructions issued
    int64_t lastRetire = 0;       // in-order retire time of the last instruction
    int64_t end = 0;              // latest completion
    int64_t base = 0;             // cycles below it are no longer bookable
    std::vector<int64_t> retired; // retire time of instruction i at [i % window]
    uint8_t slots[kRing] = {};    // issue slots used per cycle (ring, index cycle % kRing)
    uint8_t reads[kRing] = {};    // UB VL reads per cycle
    uint8_t writes[kRing] = {};   // UB VL writes per cycle

    void Start();
};

// Timing model of one core (timing.cpp; sim/docs/timing_model.md §5). Times in AIV cycles from the
// core's start. Each pipe is in order; an instruction starts no earlier than the scalar unit issued
// it, the previous instruction of its pipe left the pipe, and the completion of every instruction
// of another pipe it is ordered after (known[p][q] of the synccheck machinery).
struct CoreTiming {
    bool on = false;
    double sclk = 0.0;                    // scalar issue time
    double start[kPipeCount] = {};        // start of the last instruction issued on the pipe
    double occ[kPipeCount] = {};          // the pipe is occupied until then
    std::vector<double> ends[kPipeCount]; // completion per sequence number (index seq - 1)
    double busy[kPipeCount] = {};         // union of [start, completion] intervals
    double covered[kPipeCount] = {};      // end of that union so far
    // This core's share of HBM bandwidth, shared by MTE2 and MTE3: sorted disjoint busy intervals.
    std::vector<std::pair<double, double>> port;
    std::vector<std::pair<double, double>> scratch; // PortFill's work list (kept to reuse its capacity)
    // The last transfer booked on MTE2 ([0]) and MTE3 ([1]): while nothing has read its completion it
    // may be re-booked behind a transfer of the other pipe that was ready earlier (timing.cpp, ChargeDmaOn).
    struct DmaBooking {
        size_t idx = 0;                                // its index in ends[pipe]
        double ready = 0.0;                            // when it could start
        double need = 0.0;                             // port cycles
        bool open = false;                             // booked and its completion not read yet
        std::vector<std::pair<double, double>> pieces; // its port intervals
    };
    mutable DmaBooking lastDma[2];
    // Parameters of the launch (SoC profile).
    double dmaBytesPerCycle = 1.0;
    double dmaLatency = 0.0;
    double scalarCost = 0.0;
    double ubSlots = 2.0;
    double ubWrites = 1.0;
    double simple = 1.0, slowB32 = 4.0, slowB16 = 8.0, rsqrtB32 = 11.0, rsqrtB16 = 19.0, recipB32 = 5.0, recipB16 = 9.0;
    double sqrt1UlpNoFtz[2] = {}, sqrt0UlpNoFtz = 0.0; // [b32, b16]
    double div0UlpFtz[2] = {}, div1UlpNoFtz[2] = {}, div0UlpNoFtz = 0.0;
    double vfCallCycles = 0.0;   // L_vf: V-pipe cycles of launching one VF (Memory API call or asc_vf_call)
    double vfScalarCycles = 0.0; // scalar cycles of issuing one VF, on top of scalarCost
    double loopIterCycles = 0.0; // scalar cycles of one loop iteration (NoteCallSite)
    // Loop iterations, seen as API call sites (NoteCallSite): the sites called since the last back
    // edge, and the back edges counted so far.
    CallSiteSet sites;
    uint64_t loopIterations = 0;
    VfClock vf;
    int nextSqrtAlgo = -1; // NextVectorAlgo: the next Sqrt / Div's emulated algorithm (-1: INTRINSIC)
    int nextDivAlgo = -1;
    L2Core l2;                  // L2 model (l2_model.h): per-core rates, the launch's L2 contents, access log
    CoreTrace* trace = nullptr; // Chrome trace of this core (trace.h), null when not traced

    void Reset(bool enabled);
    double End() const; // when the core's last instruction completes
    // Adds [s, e) to pipe p's busy union (pipes are in order: s and e never decrease).
    void AddBusy(int p, double s, double e)
    {
        if (e > covered[p]) {
            busy[p] += e - std::max(s, covered[p]);
            covered[p] = e;
        }
    }
};

struct CoreState {
    uint32_t blockIdx = 0;
    uint32_t blockDim = 1;
    CoreTiming timing;
    std::vector<uint8_t> ub;        // the arena, poison-filled at start
    size_t ubUsable = 0;            // TPipe may use [0, ubUsable)
    std::vector<uint8_t> ubWritten; // per byte: written since the core started
    std::vector<BlockRun> runs;     // per 32-byte block, as runs of equal history (ub_access.cpp)

    // Pipe knowledge: known[p][q] = highest sequence number of pipe q that instructions issued
    // on p from now on are guaranteed to observe. clock[p] = last sequence number issued on p.
    uint64_t clock[kPipeCount] = {0, 0, 0, 0};
    uint64_t known[kPipeCount][kPipeCount] = {};
    // ownDone[p]: p's own instructions up to this sequence number are known to be complete before
    // p's next one starts: raised by PipeBarrier<p> / PIPE_ALL, and by a hand-off whose producer had
    // seen them complete (e.g. MTE2 -> V by MTE2_V, then V -> MTE2 by V_MTE2: the second MTE2 transfer
    // is ordered after the first). Same-pipe MTE2 (UB) and MTE3 (GM) write ordering uses it.
    uint64_t ownDone[kPipeCount] = {0, 0, 0, 0};

    // Pending SetFlags per (src, dst, event id).
    std::map<uint32_t, std::vector<PendingFlag>> flags;

    // GM traffic of this core, for racecheck (merged by the launcher) and for MTE3→MTE2 order.
    std::vector<GmInterval> gmReads;
    std::vector<GmInterval> gmWrites;
    struct PendingWrite {
        GmInterval range;
        uint64_t seq;
    };
    std::vector<PendingWrite> mte3Writes; // MTE3 writes not yet known to be complete

    std::vector<Finding> findings;
    std::string printfText;
    uint64_t tilingKey = 0; // of the launch, for TILING_KEY_IS

    // The CTRL special register (ctrl_register.cpp): its value, the value the launch started
    // with, and per bit the API call that last changed it (reported if the kernel returns without
    // restoring the bit).
    uint64_t ctrl = 0;
    uint64_t ctrlAtLaunch = 0;
    const char* ctrlWriter[64] = {};
    SrcLoc ctrlWrittenAt[64];
    // Resource limits (core.h): tensors held per TPosition, the UB TPipe handed out.
    uint32_t queueTensors[32] = {};
    uint64_t ubCarvedEnd = 0;
    // Vector special registers (core.h, VecSpr).
    VecSpr vecSpr;

    // The AR special register of the Reg API (ascendc_sim/kernel/spr.h).
    SprState spr;

    bool sanitize = true;
    bool autoSync = true; // the kernel was built with --cce-auto-sync=on (core.h, AutoSyncOn)
    InitcheckMode initcheck = InitcheckMode::kWarn;
    std::vector<UnknownSite> unknownSites;

    XcoreCore xcore; // cross-core synchronisation, racecheck order, atomics (xcore.h)

    // The launch's event observers (event_emit.h): all of them, the timing model first, and those
    // after the timing model; null when the list is empty.
    const ObserverList* observers = nullptr;
    const ObserverList* otherObservers = nullptr;

    void Reset(uint32_t idx, uint32_t dim, size_t ubTotal, size_t usable, bool sanitizeOn);
};

// ASCEND_SIM_SANITIZER's initcheck setting (read at every launch).
InitcheckMode InitcheckSetting();

// initcheck=warn at the kernel's return: one line per call site (empty when there is none).
std::vector<std::string> UnknownResultWarnings(const CoreState& core);

// An MTE3 or S read of UB bytes that were never written (or were computed from such bytes): an
// initcheck report (ub_access.cpp), a finding with initcheck=fatal, a warning otherwise.
void ReportUninitializedUbRead(CoreState& core, const char* reader, const char* api, SrcLoc loc, size_t firstOffset,
                               size_t bytes);

// ctrlcheck at the kernel's return: CTRL bits a kernel can write that differ from the launch value.
void CheckCtrlAtExit(CoreState& core);

// Timing model: the start of an instruction just issued on `p` (Issue) and the scalar stall of a
// WaitFlag with destination S / a PipeBarrier<PIPE_ALL> (pipe_sync.cpp calls these).
void TimingIssue(CoreState& core, Pipe p, SrcLoc loc = SrcLoc{});
// A scalar loop iteration is charged when an API call site repeats (timing_model.md §5.8): `site`
// and `line` name it (a SrcLoc's file and line, or a VF entry's address and -1); line 0 = unknown.
// (Inline: it runs for every API call.)
void NoteLoopIteration(CoreTiming& t); // a call site came round again
inline void NoteCallSite(CoreTiming& t, const void* site, int line)
{
    if (line != 0 && t.sites.Note(site, line)) {
        NoteLoopIteration(t);
    }
}
// Adds `cycles` to the V instruction issued last (its completion and the pipe's busy time).
void ChargeVCycles(CoreTiming& t, double cycles);
// The scalar unit spends `cycles` (issue work beyond scalarCost).
void ScalarSpendTraced(CoreTiming& t, double cycles, const char* what); // `what` names it in a trace
inline void ScalarSpend(CoreTiming& t, double cycles, const char* what)
{
    if (t.trace != nullptr) {
        ScalarSpendTraced(t, cycles, what);
        return;
    }
    t.AddBusy(static_cast<int>(Pipe::S), t.sclk, t.sclk + cycles);
    t.sclk += cycles;
}
// Issue on a known core (pipe_sync.cpp): BumpClock, then the timing model's TimingIssue.
uint64_t IssueOn(CoreState& core, Pipe pipe, SrcLoc loc = SrcLoc{});
// The next sequence number of `pipe`, known to the pipe itself.
inline uint64_t BumpClock(CoreState& core, Pipe pipe)
{
    const int p = static_cast<int>(pipe);
    core.known[p][p] = ++core.clock[p];
    return core.clock[p];
}
void TimingScalarWait(CoreState& core);
void TimingBarrierAll(CoreState& core);

// The core bound to the calling thread (nullptr outside a launch).
CoreState* BoundCore();
void BindCore(CoreState* core);

} // namespace ascsim::kern
