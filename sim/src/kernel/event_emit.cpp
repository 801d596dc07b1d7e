// The out-of-line halves of the per-instruction emits (event_emit.h).
#include "event_emit.h"

namespace ascsim::kern {

void NotifyIssue(const CoreState& core, const ObserverList& list, Pipe pipe, uint64_t seq, SrcLoc loc)
{
    EmitTo(&list, core, [&](KernelEventObserver& o, const OrderingView& v) {
        o.OnIssue(v, IssueEvent{pipe, seq, loc});
    });
}

void NotifyInstructionNamed(const CoreState& core, Pipe pipe, uint64_t seq, const char* api)
{
    Emit(core, [&](KernelEventObserver& o, const OrderingView& v) { o.OnInstructionNamed(v, pipe, seq, api); });
}

void NotifyVector(const CoreState& core, const char* api, uint64_t seq, uint64_t elements, uint32_t elemBytes,
                  uint32_t ubReads, int algo, bool withIssue, SrcLoc loc)
{
    EmitToOthers(core, [&](KernelEventObserver& o, const OrderingView& v) {
        if (withIssue) {
            o.OnIssue(v, IssueEvent{Pipe::V, seq, loc});
        }
        o.OnVector(v, VectorEvent{api, seq, elements, elemBytes, ubReads, algo});
    });
}

void NotifyDma(const CoreState& core, Pipe pipe, uint64_t seq, uint64_t bytes, const DmaGm* gm, bool withIssue,
               SrcLoc loc)
{
    EmitToOthers(core, [&](KernelEventObserver& o, const OrderingView& v) {
        if (withIssue) {
            o.OnIssue(v, IssueEvent{pipe, seq, loc});
        }
        o.OnDma(v, DmaEvent{pipe, seq, bytes, gm});
    });
}

} // namespace ascsim::kern
