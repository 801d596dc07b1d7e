// racecheck: GM conflicts between the cores of one launch (no cross-core synchronisation is
// modelled, so any two cores that write the same bytes, or where one reads what another writes,
// race).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core_state.h"

namespace ascsim::kern {

struct CoreTraffic {
    uint32_t core;
    std::vector<GmInterval> reads;
    std::vector<GmInterval> writes;
};

// Empty when race-free; otherwise a description of the first conflict found.
std::string FindCrossCoreRace(const std::vector<CoreTraffic>& cores);

}  // namespace ascsim::kern
