// The timing model as an observer of the functional emulator's events (kernel_events.h): the cost of
// issuing an instruction and of the synchronisation instructions (sim/docs/timing_model.md §5.1).
// Each event arrives on the thread of its core, so the core's timing state is the bound core's. The
// per-instruction costs of Memory-API, DMA and Reg instructions are charged on the inlined paths of
// timing.cpp / vf_timing.cpp instead (the model may cost the emulator at most 10 %, §8.5). A traced
// core's Chrome trace (trace.h) is started and written here, at the core's begin and end.
#include "core_state.h"
#include "core_timing.h"
#include "kernel_events.h"
#include "launch_observers.h"
#include "trace.h"

namespace ascsim::kern {

namespace {

int Idx(Pipe p) { return static_cast<int>(p); }

// The scalar unit issues a synchronisation instruction: its cost (`what` on the trace's SCALAR lane),
// and the item `flow` on the FLOWCTRL lane.
void ScalarIssue(CoreTiming& t, SrcLoc loc, const char* what, const char* flow, int src, int dst, int eventId)
{
    NoteCallSite(t, loc.file, loc.line);
    const double before = t.sclk;
    ScalarSpend(t, t.p->scalarCost, what);
    if (t.trace != nullptr) {
        TraceFlow(*t.trace, flow, before, t.sclk, src, dst, eventId);
    }
}

class TimingModelObserver final : public KernelEventObserver {
public:
    void OnIssue(const OrderingView&, const IssueEvent& ev) override { TimingIssue(*BoundCore(), ev.pipe, ev.loc); }

    void OnSync(const OrderingView&, const SyncEvent& ev) override
    {
        CoreState& core = *BoundCore();
        CoreTiming& t = *core.timing;
        switch (ev.kind) {
            case SyncKind::kSetFlag:
                ScalarIssue(t, ev.loc, "SetFlag", "SetFlag", Idx(ev.src), Idx(ev.dst), ev.eventId);
                return;
            case SyncKind::kWaitFlag: {
                NoteCallSite(t, ev.loc.file, ev.loc.line);
                const double before = t.sclk;
                ScalarSpend(t, t.p->scalarCost, "WaitFlag"); // the scalar unit issues the wait_flag
                if (ev.dst == Pipe::S) {
                    TimingScalarWait(core); // WaitFlag<x_S> stalls the scalar unit
                }
                if (t.trace != nullptr) {
                    TraceFlow(*t.trace, "WaitFlag", before, t.sclk, Idx(ev.src), Idx(ev.dst), ev.eventId);
                }
                return;
            }
            case SyncKind::kPipeBarrier: {
                static const char* const kNames[kPipeCount] = {"PipeBarrier<PIPE_S>", "PipeBarrier<PIPE_V>",
                                                               "PipeBarrier<PIPE_MTE2>", "PipeBarrier<PIPE_MTE3>"};
                ScalarIssue(t, ev.loc, "PipeBarrier", kNames[Idx(ev.src)], -1, -1, -1);
                return;
            }
            case SyncKind::kBarrierAll: {
                NoteCallSite(t, ev.loc.file, ev.loc.line);
                const double before = t.sclk;
                TimingBarrierAll(core); // the scalar unit waits until every pipe drained
                if (t.trace != nullptr) {
                    TraceFlow(*t.trace, "PipeBarrier<PIPE_ALL>", before, t.sclk, -1, -1, -1);
                }
                return;
            }
            case SyncKind::kAutoScalarWait:
                TimingScalarWait(core); // the inserted WaitFlag<x_S> stalls the scalar unit
                return;
        }
    }

    void OnInstructionNamed(const OrderingView&, Pipe pipe, uint64_t seq, const char* api) override
    {
        TraceNameIf(*BoundCore(), pipe, seq, api);
    }
    void OnCoreBegin(const OrderingView& v) override
    {
        CoreTiming& t = *BoundCore()->timing;
        const TraceSettings* s = t.p->trace;
        if (s != nullptr && s->on && s->Wants(v.Block())) {
            thread_local CoreTrace records; // one core at a time per worker thread; its capacity is kept
            records.records.clear();
            t.trace = &records;
        }
    }
    void OnCoreEnd(const OrderingView& v) override
    {
        CoreTiming& t = *BoundCore()->timing;
        if (t.trace != nullptr) {
            WriteCoreTrace(t.p->trace->dir, v.Block(), t.p->kernel, *t.trace, t, t.p->clockHz);
            t.trace = nullptr;
        }
    }
};

} // namespace

KernelEventObserver& TimingObserver()
{
    static TimingModelObserver observer;
    return observer;
}

} // namespace ascsim::kern
