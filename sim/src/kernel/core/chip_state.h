// The chip as one vector core's kernel sees it: the UB arena, the pipes' clocks and knowledge, the
// pending flags and the special registers (CoreState::chip, core_state.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "ascendc_sim/core/core.h"

namespace ascsim::kern {

// A SetFlag not yet consumed by its WaitFlag.
struct PendingFlag {
    SyncToken token;
    SrcLoc loc; // where SetFlag was called (reported if it is never waited for)
};

struct ChipState {
    std::vector<uint8_t> ub;     // the arena, poison-filled at start
    size_t ubUsable = 0;         // TPipe may use [0, ubUsable)
    uint8_t ubReservesFreed = 0; // the UB reserves the kernel's build freed (core.h, UbReserves)
    uint64_t ubCarvedEnd = 0;    // resource limits (core.h): the end of the UB TPipe handed out
    // The C API's block-scope `__ubuf__ T name[N]` arrays (core.h, UbArraySlot): the bytes they take
    // from the top of the kernel's share, and each declaration site's offset from UbBase().
    uint64_t ubArrayBytes = 0;
    std::map<std::string, uint64_t> ubArraySlots;
    uint64_t ubDynBytes = 0;    // the launch's dynamic UB (core.h, UbDynamicArray)
    bool ubDynPlaced = false;   // UbDynamicArray has placed it
    bool simtDataCache = false; // a SIMT block or VF ran: the Data Cache keeps 32 KB (core.h, NoteSimtDataCache)

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

    // The CTRL special register (ctrl_register.cpp): its value, the value the launch started
    // with, and per bit the API call that last changed it (reported if the kernel returns without
    // restoring the bit).
    uint64_t ctrl = 0;
    uint64_t ctrlAtLaunch = 0;
    const char* ctrlWriter[64] = {};
    SrcLoc ctrlWrittenAt[64];
    // Vector special registers (core.h, VecSpr).
    VecSpr vecSpr;
    // The AR special register of the Reg API (ascendc_sim/basic_api/register/spr.h).
    SprState spr;
};

} // namespace ascsim::kern
