// How the functional emulator tells the launch's observers (kernel_events.h) what happened on a
// core. With no observer (timing model off, none registered) every Emit is one untaken branch.
#pragma once

#include "core/core_state.h"
#include "core/kernel_events.h"

namespace ascsim::kern {

// Calls `notify(observer, view)` for each observer of `list` (null: none).
template <typename F>
inline void EmitTo(const ObserverList* list, const CoreState& core, F&& notify)
{
    if (__builtin_expect(list != nullptr, 0)) {
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

// The per-instruction events, out of line behind an inline test: their callers run for every
// instruction, and with no observer (the timing model off) must not keep their arguments in memory
// for a call that does not happen (event_emit.cpp).
void NotifyIssue(const CoreState& core, const ObserverList& list, Pipe pipe, uint64_t seq, SrcLoc loc);
void NotifyInstructionNamed(const CoreState& core, Pipe pipe, uint64_t seq, const char* api);
// A Memory-API vector instruction / a transfer just issued: its OnIssue, then its OnVector / OnDma.
void NotifyVector(const CoreState& core, const char* api, uint64_t seq, uint64_t elements, uint32_t elemBytes,
                  uint32_t ubReads, int algo, SrcLoc loc);
void NotifyDma(const CoreState& core, Pipe pipe, uint64_t seq, uint64_t bytes, const DmaGm* gm, SrcLoc loc);

inline void EmitIssue(const CoreState& core, Pipe pipe, uint64_t seq, SrcLoc loc)
{
    if (__builtin_expect(core.observers != nullptr, 0)) {
        NotifyIssue(core, *core.observers, pipe, seq, loc);
    }
}

inline void EmitInstructionNamed(const CoreState& core, Pipe pipe, uint64_t seq, const char* api)
{
    if (__builtin_expect(core.observers != nullptr, 0)) {
        NotifyInstructionNamed(core, pipe, seq, api);
    }
}

inline void EmitVector(const CoreState& core, const char* api, uint64_t seq, uint64_t elements, uint32_t elemBytes,
                       uint32_t ubReads, int algo, SrcLoc loc)
{
    if (__builtin_expect(core.observers != nullptr, 0)) {
        NotifyVector(core, api, seq, elements, elemBytes, ubReads, algo, loc);
    }
}

inline void EmitDma(const CoreState& core, Pipe pipe, uint64_t seq, uint64_t bytes, const DmaGm* gm, SrcLoc loc)
{
    if (__builtin_expect(core.observers != nullptr, 0)) {
        NotifyDma(core, pipe, seq, bytes, gm, loc);
    }
}

inline void EmitSync(const CoreState& core, const SyncEvent& ev)
{
    Emit(core, [&](KernelEventObserver& o, const OrderingView& v) { o.OnSync(v, ev); });
}

} // namespace ascsim::kern
