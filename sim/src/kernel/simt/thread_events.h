// What the thread runner (thread_runner.cpp) tells the core's observers about the running SIMT thread, for the
// library's other SIMT code: its GM accesses (gm_access_check.cpp), its clock (xcore/device_clock.cpp) and its
// stack (stack_check.cpp).
#pragma once

#include <cstddef>
#include <cstdint>

namespace ascsim::simt {

// Whether the running SIMT block's GM accesses are observed (the core has observers: the timing model).
bool SimtGmObserved();
// The running SIMT thread reads (write = false) or writes `bytes` bytes of GM at `addr` (OnSimtGmAccess).
void NoteSimtGmAccess(uintptr_t addr, std::size_t bytes, bool write);
// The running SIMT thread's clock (kernel_events.h, ModeledSimtClock); false outside a SIMT thread or with no
// observer that keeps one.
bool SimtThreadClock(double* cycles);
// The running SIMT thread's stack bytes in use (stack_check.cpp) and, in *limit, its SIMT stack's size; null
// outside a SIMT thread.
uint64_t* SimtThreadStack(uint32_t* limit);

} // namespace ascsim::simt
