// Per-core resource limits the 950 docs state (include/ascendc_sim/core/core.h): tensors held
// per TPosition, and the UB TPipe handed out (for the UB region rules, ub_regions.cpp).
#include <string>

#include "core/core_state.h"

namespace ascsim::kern {

namespace {
// TPosition's enumerators (ascendc_sim/types/enums.h) by value, for messages.
const char* PositionName(uint8_t p)
{
    static const char* const kNames[] = {"GM", "A1",  "A2",  "B1",    "B2",     "C1",
                                         "C2", "CO1", "CO2", "VECIN", "VECOUT", "VECCALC"};
    return p < sizeof(kNames) / sizeof(kNames[0]) ? kNames[p] : "TPosition";
}
} // namespace

void QueueTensorAllocated(uint8_t position, const char* api, SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core == nullptr || position >= 32) {
        return;
    }
    uint32_t& held = core->check.queueTensors[position];
    if (core->check.sanitize && held + 1 > kMaxAllocatedTensorsPerPosition) {
        // rule queuecheck.position-tensor-limit: more than 8 tensors allocated and not freed on one TPosition
        //   doc: B/资源管理/TQue/AllocTensor.md (约束说明)
        Fail(Check::kQueuecheck, api,
             std::string("a ") + std::to_string(held + 1) + "th tensor allocated and not yet freed on TPosition::" +
                 PositionName(position) + " (all its queues together): Ascend 950 allows at most " +
                 std::to_string(kMaxAllocatedTensorsPerPosition) + " (资源管理/TQue/AllocTensor.md)",
             loc);
    }
    ++held;
}

void QueueTensorReleased(uint8_t position)
{
    CoreState* core = BoundCore();
    if (core != nullptr && position < 32 && core->check.queueTensors[position] > 0) {
        --core->check.queueTensors[position];
    }
}

void NoteUbCarved(uint64_t endOffset)
{
    CoreState* core = BoundCore();
    if (core != nullptr && endOffset > core->chip.ubCarvedEnd) {
        core->chip.ubCarvedEnd = endOffset;
    }
}

} // namespace ascsim::kern
