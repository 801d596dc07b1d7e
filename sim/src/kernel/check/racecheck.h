// racecheck: GM conflicts between the cores of one launch. Two accesses of different cores to the
// same bytes, at least one a write, race unless the cross-core synchronisation orders them (the
// vector clocks of xcore.h: SyncAll, IBSet -> IBWait, NotifyNextBlock -> WaitPreBlock, GroupBarrier,
// flags written with WriteGmByPassDCache / read with ReadGmByPassDCache ...) or both are atomic:
// protocol / scalar-atomic accesses among themselves, DMA atomics of the same operation and type.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/core_state.h"

namespace ascsim::kern {

struct CoreTraffic {
    uint32_t core;
    std::vector<GmInterval> reads;
    std::vector<GmInterval> writes;
    std::vector<VClockPtr> clocks; // the core's clock per epoch (GmInterval::epoch)
};

// Removes from `reads` the MTE2 loads into UB whose bytes no later instruction used (`filled`: the
// MTE2 sequence numbers that wrote UB, `used`: those whose blocks were read afterwards; both
// CheckState's): racing bytes that never reach a result are no race, as initcheck judges never-written
// ones. A merged range is kept when any of its loads was used.
void DropUnusedLoads(std::vector<GmInterval>& reads, std::vector<uint64_t> filled, std::vector<uint64_t> used);

// Empty when race-free; otherwise a description of the first conflict found.
std::string FindCrossCoreRace(const std::vector<CoreTraffic>& cores);

} // namespace ascsim::kern
