// Per-core resource limits the 950 docs state (include/ascendc_sim/core/core.h): tensors held
// per TPosition, and the UB temporary of the mask/repeat vector forms.
#include <cstring>
#include <string>

#include "ascendc_sim/numerics/poison.h"
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

void UseHighDimTempUb(const char* api, SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core == nullptr || core->chip.ubUsable < kHighDimTempUbBytes) {
        return;
    }
    const uint64_t tempBegin = core->chip.ubUsable - kHighDimTempUbBytes;
    if (core->check.sanitize && core->chip.ubCarvedEnd > tempBegin) {
        Fail(Check::kMemcheck, api,
             "the mask/repeat form uses 8 KB of UB as temporary space on Ascend 950 (e.g. Sqrt.md, Div.md: "
             "\"tensor高维切分计算占用8KB Unified Buffer\"); the docs do not say where, the simulator takes the top "
             "8 KB of the " +
                 std::to_string(core->chip.ubUsable) + " usable bytes, and TPipe buffers reach byte " +
                 std::to_string(core->chip.ubCarvedEnd) + ": keep them below " + std::to_string(tempBegin) +
                 " or use the count form (\"tensor前n个数据计算\", no temporary)",
             loc, "UB", tempBegin, kHighDimTempUbBytes);
    }
    uint8_t* temp = core->chip.ub.data() + tempBegin;
    for (uint64_t i = 0; i + 4 <= kHighDimTempUbBytes; i += 4) {
        std::memcpy(temp + i, &num::kPoisonBitsF32, 4);
    }
    UbMarkUndefined(temp, kHighDimTempUbBytes);
}

} // namespace ascsim::kern
