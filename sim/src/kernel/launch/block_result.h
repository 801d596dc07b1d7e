// What a block leaves behind for its launch (taken from its core when it ends), and the launch's
// outcome made from every block's: the sanitizer's report (findings in block order, then the checks
// that need every block: the task synchronisation and racecheck), the warnings, the printf text.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ascendc_sim/launch/kernel_registry.h"
#include "check/racecheck.h"
#include "core/core_state.h"

namespace ascsim::kern {

struct BlockResult {
    uint32_t taskCalls[2] = {0, 0}; // WaitPreTaskEnd / SetNextTaskStart
    SrcLoc taskAt[2];
    std::vector<Finding> findings;
    std::vector<std::string> warnings;
    std::string printfText;
    CoreTraffic traffic;
};

// Moves block `idx`'s findings, warnings, printf text and GM traffic out of `core`, which the worker
// reuses for its next block.
BlockResult TakeBlockResult(CoreState& core, uint32_t idx);

// Fills `outcome`'s ok, report, warnings and printfText from every block's result (moving out of them).
void MergeBlockResults(std::vector<BlockResult>& results, const std::string& kernel, bool sanitize,
                       LaunchOutcome& outcome);

} // namespace ascsim::kern
