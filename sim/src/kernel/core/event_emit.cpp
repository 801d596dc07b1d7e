// The out-of-line halves of the per-instruction emits (event_emit.h).
#include "core/event_emit.h"

#include <cstdio>
#include <cstdlib>

#include "ascendc_sim/engine/op_costs.h"

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
                  uint32_t ubReads, int algo, SrcLoc loc)
{
    const IssueEvent issue{Pipe::V, seq, loc, "VF launch"}; // each Memory-API call is one VF
    const OpCost* row = FindMemoryApiCost(api);
    if (row == nullptr) {
        // An emulator defect, not a kernel's: the instruction was added without its row.
        std::fprintf(stderr,
                     "[ascend-sim] internal error: the Memory-API instruction %s has no cost class "
                     "(sim/include/ascendc_sim/engine/op_costs.h)\n",
                     api);
        std::abort();
    }
    const VectorEvent ev{api, row->cost, seq, elements, elemBytes, ubReads, algo};
    Emit(core, [&](KernelEventObserver& o, const OrderingView& v) {
        o.OnIssue(v, issue);
        o.OnVector(v, ev);
    });
}

void NotifyDma(const CoreState& core, Pipe pipe, uint64_t seq, uint64_t bytes, const DmaGm* gm, SrcLoc loc)
{
    const IssueEvent issue{pipe, seq, loc};
    const DmaEvent ev{pipe, seq, bytes, gm};
    Emit(core, [&](KernelEventObserver& o, const OrderingView& v) {
        o.OnIssue(v, issue);
        o.OnDma(v, ev);
    });
}

} // namespace ascsim::kern
