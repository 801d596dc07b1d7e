// Chrome trace-event files of the timing model, one per traced core (sim/docs/timing_model.md §5.8):
// ASCEND_SIM_TRACE_DIR=<dir> writes <dir>/kernel_<launch>_<name>/trace_core<N>.json for the cores
// ASCEND_SIM_TRACE_CORES selects ("0" by default, "all", or a list such as "0-2,12", as npusim's -n).
// Nothing is recorded unless a core is traced (CoreTiming::trace stays null).
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/core_state.h"
#include "timing/core_timing.h"

namespace ascsim::kern {

// One issued instruction (lane = its pipe) or one FLOWCTRL item (lane 4).
struct TraceRecord {
    const char* name = nullptr; // API name (nullptr: the lane's default)
    double issueBegin = 0.0;    // the scalar unit's issue slot [issueBegin, issueEnd); FLOWCTRL: the item
    double issueEnd = 0.0;
    double begin = 0.0; // start on its pipe; the end is CoreTiming::ends[lane][seq - 1]
    uint64_t seq = 0;
    uint8_t lane = 0;
    int8_t src = -1, dst = -1, eventId = -1; // FLOWCTRL: the flag's pipes and event id
    bool scalarOnly = false;                 // scalar work with no pipe instruction (a flag, a barrier, a VF launch)
};

struct CoreTrace {
    std::vector<TraceRecord> records;
};

constexpr uint8_t kFlowLane = 4;

// Per launch, from the environment (read on the launching thread).
struct TraceSettings {
    bool on = false;
    std::string dir; // the launch's directory, created
    bool all = false;
    std::vector<std::pair<uint32_t, uint32_t>> cores; // inclusive ranges
    bool Wants(uint32_t core) const;
};
TraceSettings TraceSettingsForLaunch(const std::string& kernel);

// Recording (called only when CoreTiming::trace is set).
void TraceIssue(CoreTrace& tr, Pipe pipe, uint64_t seq, double issueBegin, double issueEnd, double begin);
void TraceName(CoreTrace& tr, Pipe pipe, uint64_t seq, const char* api);
void TraceFlow(CoreTrace& tr, const char* name, double begin, double end, int src, int dst, int eventId);
void TraceScalar(CoreTrace& tr, const char* name, double begin, double end);

inline void TraceNameIf(const CoreState& core, Pipe pipe, uint64_t seq, const char* api)
{
    if (core.timing->trace != nullptr) {
        TraceName(*core.timing->trace, pipe, seq, api);
    }
}

// Writes one core's trace; false (and a line on stderr) when the file cannot be written.
bool WriteCoreTrace(const std::string& dir, uint32_t core, const std::string& kernel, const CoreTrace& tr,
                    const CoreTiming& timing, double clockHz);

} // namespace ascsim::kern
