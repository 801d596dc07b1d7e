// The sanitizer's state of one vector core: its settings, the shadow of UB and GM accesses it
// checks against, and what it found (CoreState::check, core_state.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "ascendc_sim/core/core.h"

namespace ascsim::kern {

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

// One call site whose instructions touched the VF stack region of the UB on this core (core.h, UB
// regions): reported once, as a warning.
struct UbRegionSite {
    const char* api;
    SrcLoc loc;
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
    // An earlier MTE2 write of the block that the last one (writeSeq, also MTE2) was not ordered after
    // (0: none): the block holds whichever of the two landed last, which a later read must not use.
    uint64_t unorderedSeq = 0;
    bool loadUsed = false; // an MTE2 writer's bytes were used (CheckState::mte2Used has writeSeq)
};

// Consecutive blocks [begin, end) with the same history (the list partitions the whole UB).
struct BlockRun {
    uint32_t begin;
    uint32_t end;
    BlockAccess st;
};

// One GM range a core accessed, with the first API call that produced it (for racecheck reports).
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
    uint64_t seqFirst = 0;  // the lowest sequence number merged into the range (seq is the highest)
    uint64_t bytesHash = 0; // a plain write's bytes (StoreGm; FNV-1a, never 0); 0: not known
};

struct CheckState {
    bool sanitize = true;
    InitcheckMode initcheck = InitcheckMode::kWarn;

    std::vector<uint8_t> ubWritten;    // per byte: written since the core started
    std::vector<uint8_t> simtUbBefore; // the UB when a SIMT block or VF started (core.h, SimtUbWritesBegin)
    std::vector<BlockRun> runs;        // per 32-byte block, as runs of equal history (ub_access.cpp)

    // GM traffic of this core, for racecheck (merged by the launcher) and for MTE3→MTE2 order.
    std::vector<GmInterval> gmReads;
    std::vector<GmInterval> gmWrites;
    struct PendingWrite {
        GmInterval range;
        uint64_t seq;
    };
    std::vector<PendingWrite> mte3Writes; // MTE3 writes not yet known to be complete
    // MTE2 instructions that filled UB, and those whose UB bytes a later instruction read (or a later
    // write left partly in place): a GM load nothing reads cannot carry a race into a result
    // (racecheck.h, DropUnusedLoads).
    std::vector<uint64_t> mte2Filled;
    std::vector<uint64_t> mte2Used;

    // Resource limits (core.h): tensors held per TPosition.
    uint32_t queueTensors[32] = {};

    std::vector<Finding> findings;
    std::vector<UnknownSite> unknownSites;
    std::vector<UbRegionSite> vfStackSites;
};

} // namespace ascsim::kern
