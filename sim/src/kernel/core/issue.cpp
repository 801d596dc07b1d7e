// The issue of the instructions whose cost depends on more than their pipe: Memory-API vector
// instructions, transfers (core.h), Vector Functions and their Reg instructions (vf_events.h). Each
// takes its pipe's next sequence number and tells the launch's observers what it is; what it costs is
// the timing model's business (timing_observer.cpp).
#include "ascendc_sim/vf/vf_events.h"
#include "core/core_state.h"
#include "core/event_emit.h"

namespace ascsim::kern {

uint64_t IssueVector(const char* api, uint64_t elements, uint32_t elemBytes, uint32_t ubReads, SrcLoc loc, int algo)
{
    CoreState* core = BoundCore();
    if (core == nullptr) {
        return 0;
    }
    const uint64_t seq = BumpClock(*core, Pipe::V);
    EmitVector(*core, api, seq, elements, elemBytes, ubReads, algo, loc);
    return seq;
}

namespace {
uint64_t IssueTransfer(Pipe pipe, uint64_t bytes, const DmaGm* gm, SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core == nullptr) {
        return 0;
    }
    const uint64_t seq = BumpClock(*core, pipe);
    EmitDma(*core, pipe, seq, bytes, gm, loc);
    return seq;
}
} // namespace

uint64_t IssueDma(Pipe pipe, uint64_t bytes, SrcLoc loc) { return IssueTransfer(pipe, bytes, nullptr, loc); }

uint64_t IssueDma(Pipe pipe, uint64_t bytes, const DmaGm& gm, SrcLoc loc)
{
    return IssueTransfer(pipe, bytes, &gm, loc);
}

uint64_t IssueVf(CoreState** listened, const void* entry, uint64_t firstDef)
{
    *listened = nullptr;
    CoreState* core = BoundCore();
    if (core == nullptr) {
        return 0;
    }
    const uint64_t seq = BumpClock(*core, Pipe::V);
    if (core->observers != nullptr) {
        *listened = core;
        Emit(*core, [&](KernelEventObserver& o, const OrderingView& v) {
            o.OnIssue(v, IssueEvent{Pipe::V, seq, SrcLoc{}, "asc_vf_call", entry});
            o.OnVfBegin(v, seq, firstDef);
        });
    }
    return seq;
}

void VfOpIssued(CoreState* listened, VfOp op, VfElem elem, int algo, const uint64_t* reads, uint32_t n, uint64_t def,
                const char* name, uint32_t ubBeats)
{
    const VfOpEvent ev{static_cast<uint8_t>(op), elem, algo, reads, n, def, name, ubBeats};
    Emit(*listened, [&](KernelEventObserver& o, const OrderingView& v) { o.OnVfOp(v, ev); });
}

void VfReturned(CoreState* listened)
{
    Emit(*listened, [](KernelEventObserver& o, const OrderingView& v) { o.OnVfEnd(v); });
}

} // namespace ascsim::kern
