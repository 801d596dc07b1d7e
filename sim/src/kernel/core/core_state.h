// Private state of one emulated vector core (see include/ascendc_sim/core/core.h).
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "ascendc_sim/core/core.h"
#include "xcore/xcore.h"

namespace ascsim::kern {

struct CoreTiming; // core_timing.h

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

struct CoreState {
    uint32_t blockIdx = 0;
    uint32_t blockDim = 1;
    CoreTiming* timing = nullptr;   // the timing model's state of this core (core_timing.h), set by the launch
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

    // The AR special register of the Reg API (ascendc_sim/basic_api/register/spr.h).
    SprState spr;

    bool sanitize = true;
    bool autoSync = true; // the kernel was built with --cce-auto-sync=on (core.h, AutoSyncOn)
    InitcheckMode initcheck = InitcheckMode::kWarn;
    std::vector<UnknownSite> unknownSites;

    XcoreCore xcore; // cross-core synchronisation, racecheck order, atomics (xcore.h)

    // The launch's event observers (event_emit.h), the timing model first; null when there is none.
    const ObserverList* observers = nullptr;

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

// Issue on a known core (pipe_sync.cpp): BumpClock, then the issue event to the launch's observers.
uint64_t IssueOn(CoreState& core, Pipe pipe, SrcLoc loc = SrcLoc{});
// The next sequence number of `pipe`, known to the pipe itself.
inline uint64_t BumpClock(CoreState& core, Pipe pipe)
{
    const int p = static_cast<int>(pipe);
    core.known[p][p] = ++core.clock[p];
    return core.clock[p];
}

// The core bound to the calling thread (nullptr outside a launch).
CoreState* BoundCore();
void BindCore(CoreState* core);

} // namespace ascsim::kern
