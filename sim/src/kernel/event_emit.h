// How the functional emulator tells the launch's observers (kernel_events.h) what happened on a
// core. With no observer (timing model off, none registered) every Emit is one untaken branch.
#pragma once

#include "core_state.h"
#include "kernel_events.h"

namespace ascsim::kern {

// Calls `notify(observer, view)` for each observer of `list` (null: none).
template <typename F>
inline void EmitTo(const ObserverList* list, const CoreState& core, F&& notify)
{
    if (list != nullptr) {
        const OrderingView view(core);
        for (KernelEventObserver* o : *list) {
            notify(*o, view);
        }
    }
}

// To every observer of the launch, the timing model first.
template <typename F>
inline void Emit(const CoreState& core, F&& notify)
{
    EmitTo(core.observers, core, notify);
}

// To the observers after the timing model only: for the events whose timing the emulator's inlined
// per-instruction paths have already charged (timing.cpp, vf_timing.cpp).
template <typename F>
inline void EmitToOthers(const CoreState& core, F&& notify)
{
    EmitTo(core.otherObservers, core, notify);
}

inline void EmitSync(const CoreState& core, const SyncEvent& ev)
{
    Emit(core, [&](KernelEventObserver& o, const OrderingView& v) { o.OnSync(v, ev); });
}

inline void EmitInstructionNamed(const CoreState& core, Pipe pipe, uint64_t seq, const char* api)
{
    Emit(core, [&](KernelEventObserver& o, const OrderingView& v) { o.OnInstructionNamed(v, pipe, seq, api); });
}

} // namespace ascsim::kern
