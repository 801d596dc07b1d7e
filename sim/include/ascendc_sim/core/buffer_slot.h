// The state behind one TQue/TBuf buffer, shared by every LocalTensor handed out for it, so that
// queuecheck can tell a live tensor from one used after FreeTensor.
#pragma once

#include <cstdint>

#include "ascendc_sim/core/core.h"

namespace ascsim::kern {

enum class SlotState : uint8_t { kFree, kAllocated, kQueued, kDequeued, kPermanent /* TBuf */ };

struct BufferSlot {
    uint8_t* base = nullptr;
    uint32_t bytes = 0;
    uint32_t generation = 1; // bumped by FreeTensor: older LocalTensors become stale
    SlotState state = SlotState::kFree;
    const void* owner = nullptr; // the TQue / TBuf
    SyncToken handOff;           // producer knowledge carried by EnQue / FreeTensor
    SrcLoc heldAt;               // the AllocTensor / DeQue that last handed it out (queuecheck reports)
};

} // namespace ascsim::kern
