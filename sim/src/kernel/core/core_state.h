// Private state of one emulated vector core (see include/ascendc_sim/core/core.h).
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "ascendc_sim/core/core.h"
#include "core/check_state.h"
#include "core/chip_state.h"
#include "xcore/xcore.h"

namespace ascsim::kern {

struct CoreTiming; // core_timing.h

// Everything the emulator keeps for one vector core, by concern: the launch's settings, the chip
// (chip_state.h), the sanitizer (check_state.h), cross-core order (xcore.h), printf, and the hooks
// of the timing model and the observers.
struct CoreState {
    // The launch's settings, set before the kernel starts.
    uint32_t blockIdx = 0;
    uint32_t blockDim = 1;
    uint64_t tilingKey = 0; // of the launch, for TILING_KEY_IS
    bool autoSync = true;   // the kernel was built with --cce-auto-sync=on (core.h, AutoSyncOn)

    ChipState chip;   // UB, pipes, flags and special registers: what the kernel's instructions act on
    CheckState check; // the sanitizer's settings, shadow state and findings
    XcoreCore xcore;  // cross-core synchronisation, racecheck order, atomics (xcore.h)

    std::string printfText; // AscendC::printf output, printed after the launch

    CoreTiming* timing = nullptr; // the timing model's state of this core (core_timing.h), set by the launch
    // The launch's event observers (event_emit.h), the timing model first; null when there is none.
    const ObserverList* observers = nullptr;

    void Reset(uint32_t idx, uint32_t dim, size_t ubTotal, size_t usable, bool sanitizeOn);
};

// ASCEND_SIM_SANITIZER's initcheck setting (read at every launch).
InitcheckMode InitcheckSetting();

// initcheck=warn at the kernel's return: one line per call site (empty when there is none).
std::vector<std::string> UnknownResultWarnings(const CoreState& core);
// The UB region rules (check/ub_regions.cpp; core.h, UB regions): where the reserves lie on this core,
// an access of [offset, offset + bytes) noted against them, and the warnings of the sites that
// touched the VF stack.
struct UbRegion {
    uint64_t begin = 0;
    uint64_t end = 0; // empty when begin == end
};
UbRegion UbVfStackRegion(const ChipState& chip);
UbRegion UbAscReserveRegion(const ChipState& chip);
void NoteUbRegionAccess(CoreState& core, size_t offset, size_t bytes, const char* api, SrcLoc loc);
std::vector<std::string> UbRegionWarnings(const CoreState& core);

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
    core.chip.known[p][p] = ++core.chip.clock[p];
    return core.chip.clock[p];
}

// The core bound to the calling thread (nullptr outside a launch).
CoreState* BoundCore();
void BindCore(CoreState* core);

} // namespace ascsim::kern
