// The timing model as an observer of the functional emulator's events (kernel_events.h): the cost of
// issuing an instruction, of Memory-API vector instructions, transfers and the Reg instructions of a
// VF, of the synchronisation instructions and of the cross-core APIs, and the cross-core waits
// (sim/docs/timing_model.md §5.1, §5.2, §5.9).
// Each event reaches its core's timing state through the event's view (OrderingView::State: the core
// the event belongs to, the one bound to the calling thread; BoundCore() would find it too, at the
// price of a thread-local lookup per event). The costs themselves are timing.cpp's (issue, Memory-API vector
// instructions, transfers) and vf_timing.cpp's (the Reg instructions of a VF). A traced core's Chrome trace (trace.h)
// is started and written here, at the core's begin and end. Cross-core synchronisation: the functional emulator names
// each release (kernel_events.h, ReleaseId) and the stamps it leaves in GM carry those names, not times; this observer
// records when each release happened, in cycles of the launch (the block's start on its modeled core plus the core's
// clock), and an acquire waits for the latest of the releases it names. One observer per launch: the table of release
// times is the launch's. Besides the events, the model owns its state of each core (AttachCore), its
// parameters and the L2 contents a launch starts from and leaves (OnLaunchBegin / OnLaunchEnd), and
// the launch's profile (Summary).
#include <algorithm>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "ascsim/soc_profile.h"
#include "core/core_state.h"
#include "core/kernel_events.h"
#include "launch/launch_observers.h"
#include "timing/core_timing.h"
#include "timing/l2_model.h"
#include "timing/trace.h"

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

// When `pipe` (kAllPipes: every pipe; the caller barriered them) has completed what it issued, in the
// core's cycles: the release point of SyncAll's trigger pipe, of the GM write of a flag.
double ReleaseTime(const CoreTiming& t, int pipe)
{
    double at = t.sclk;
    for (int p = 0; p < kPipeCount; ++p) {
        if ((pipe < 0 || p == pipe) && !t.ends[p].empty()) {
            at = std::max(at, t.ends[p].back());
        }
        if (pipe < 0 || p == pipe) {
            at = std::max(at, t.occ[p]);
        }
    }
    return at;
}

// The waiting `pipe` (kAllPipes or S: the scalar unit, which then issues nothing earlier; MTE2 / MTE3:
// that pipe's next instruction) continues no earlier than `local` (the core's cycles).
void WaitUntil(CoreTiming& t, int pipe, double local, const char* what)
{
    if (pipe < 0 || pipe == Idx(Pipe::S)) {
        const double before = t.sclk;
        t.sclk = std::max(t.sclk, local);
        if (t.trace != nullptr && t.sclk > before) {
            TraceFlow(*t.trace, what, before, t.sclk, -1, -1, -1);
        }
    } else {
        t.occ[pipe] = std::max(t.occ[pipe], local);
    }
}

// Points a core's model at the launch's parameters; its L2 view gets the launch's residents.
void ConfigureTiming(CoreTiming& t, const TimingParams& params, const SocProfile& soc,
                     const std::shared_ptr<const L2Snapshot>& l2Resident)
{
    t.p = &params;
    t.vf.p = &params.vf;
    t.vf.retired.assign(static_cast<size_t>(params.vf.window), 0);
    ConfigureL2(t.l2, soc, params.activeCores, l2Resident);
}

class TimingModelObserver final : public TimingModel {
public:
    void OnLaunchBegin(const LaunchInfo& info) override
    {
        releaseAt_.assign(info.blockDim + size_t{1}, {}); // the last row: joins (kernel_events.h)
        cores_.assign(info.cores, ModeledCore{});
        blocks_.assign(info.blockDim, Placement{});
        soc_ = &ActiveSocProfile();
        kernel_ = info.kernel;
        l2Resident_ = L2BeginLaunch(*soc_); // the L2 contents earlier launches left
        trace_ = TraceSettingsForLaunch(kernel_);
        params_ = MakeTimingParams(*soc_, info.cores);
        params_.trace = &trace_;
        params_.kernel = kernel_.c_str();
        params_.clockHz = soc_->aivClockHz;
    }
    // The launch's accesses (every block's log, in block order) update what L2 holds.
    void OnLaunchEnd(const LaunchInfo&) override
    {
        std::vector<std::vector<L2Access>> logs;
        logs.reserve(blocks_.size());
        for (Placement& b : blocks_) {
            logs.push_back(std::move(b.l2Log));
        }
        L2EndLaunch(*soc_, logs);
    }
    void AttachCore(CoreState& core) override
    {
        if (core.timing == nullptr) { // a worker's first block: its core's state, kept for the launch
            const std::lock_guard<std::mutex> lock(coreStatesMu_);
            coreStates_.push_back(std::make_unique<CoreTiming>());
            core.timing = coreStates_.back().get();
        }
        core.timing->Reset(true);
        ConfigureTiming(*core.timing, params_, *soc_, l2Resident_);
    }
    LaunchProfile Summary(bool synced) override;
    // A block goes to the free modeled core that became free first.
    void OnBlockScheduled(uint32_t block) override
    {
        int best = -1;
        for (size_t c = 0; c < cores_.size(); ++c) {
            if (!cores_[c].busy && (best < 0 || cores_[c].freeAt < cores_[static_cast<size_t>(best)].freeAt)) {
                best = static_cast<int>(c);
            }
        }
        ModeledCore& core = cores_.at(static_cast<size_t>(best));
        core.busy = true;
        blocks_[block].core = best;
        blocks_[block].start = core.freeAt;
    }
    void OnBlockRetired(uint32_t block) override
    {
        const Placement& b = blocks_[block];
        ModeledCore& core = cores_[static_cast<size_t>(b.core)];
        core.freeAt = b.start + b.end;
        core.busy = false;
    }

    void OnIssue(const OrderingView& v, const IssueEvent& ev) override { TimingIssue(v.State(), ev); }
    void OnVector(const OrderingView& v, const VectorEvent& ev) override { ChargeVector(v.State(), ev); }
    void OnDma(const OrderingView& v, const DmaEvent& ev) override { ChargeDma(v.State(), ev); }
    void OnVfBegin(const OrderingView& v, uint64_t, uint64_t firstDef) override
    {
        v.State().timing->vf.Start(firstDef);
    }
    void OnVfOp(const OrderingView& v, const VfOpEvent& ev) override { VfSchedule(v.State().timing->vf, ev); }
    void OnVfEnd(const OrderingView& v) override { VfFinish(*v.State().timing); }
    void OnSimtBegin(const OrderingView& v, uint32_t threads) override { SimtBegin(*v.State().timing, threads); }
    void OnSimtGmAccess(const OrderingView& v, const SimtGmAccess& a) override { SimtAccess(*v.State().timing, a); }
    void OnSimtEnd(const OrderingView& v) override { SimtEnd(*v.State().timing); }

    void OnSync(const OrderingView& v, const SyncEvent& ev) override
    {
        const CoreState& core = v.State();
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

    void OnInstructionNamed(const OrderingView& v, Pipe pipe, uint64_t seq, const char* api) override
    {
        TraceNameIf(v.State(), pipe, seq, api);
    }
    void OnCoreBegin(const OrderingView& v) override
    {
        CoreTiming& t = *v.State().timing;
        t.startOffset = blocks_[v.Block()].start;
        const TraceSettings* s = t.p->trace;
        if (s != nullptr && s->on && s->Wants(v.Block())) {
            thread_local CoreTrace records; // one core at a time per worker thread; its capacity is kept
            records.records.clear();
            t.trace = &records;
        }
    }
    void OnCoreEnd(const OrderingView& v) override
    {
        CoreTiming& t = *v.State().timing;
        Placement& b = blocks_[v.Block()];
        b.end = t.End();
        std::copy(t.busy, t.busy + kPipeCount, b.busy);
        b.loopIterations = t.loopIterations;
        b.l2ReadBytes = t.l2.readBytes;
        b.l2ReadHitBytes = t.l2.readHitBytes;
        b.l2Log = std::move(t.l2.log);
        t.l2.log.clear();
        if (t.trace != nullptr) {
            WriteCoreTrace(t.p->trace->dir, v.Block(), t.p->kernel, *t.trace, t, t.p->clockHz);
            t.trace = nullptr;
        }
    }

    void OnCrossCoreCall(const OrderingView& v, SrcLoc loc, const char* api) override
    {
        CoreTiming& t = *v.State().timing;
        NoteCallSite(t, loc.file, loc.line);
        ScalarSpend(t, t.p->scalarCost, api);
    }
    void OnXcoreRelease(const OrderingView& v, int pipe, ReleaseId id) override
    {
        const CoreTiming& t = *v.State().timing;
        Record(id, t.startOffset + ReleaseTime(t, pipe));
    }
    void OnXcoreJoin(const OrderingView&, ReleaseId joined, const ReleaseSet& parts) override
    {
        Record(joined, Latest(parts));
    }
    void OnXcoreAcquire(const OrderingView& v, int pipe, const ReleaseSet& ids, const char* what) override
    {
        CoreTiming& t = *v.State().timing;
        WaitUntil(t, pipe, Latest(ids) - t.startOffset, what);
    }
    bool ModeledCycles(const OrderingView& v, double* cycles) override
    {
        const CoreTiming& t = *v.State().timing;
        *cycles = t.startOffset + t.sclk;
        return true;
    }
    bool ModeledSimtClock(const OrderingView& v, uint32_t thread, double* cycles) override
    {
        const CoreTiming& t = *v.State().timing;
        *cycles = t.startOffset + SimtThreadCycles(t, thread);
        return true;
    }

private:
    // The launch's modeled cores, and where each block ran: its core, its start there (cycles of the
    // launch) and its end (the core's own cycles). The cores are read and written only by the
    // scheduler's events (under the launch's cross-core lock); a block's start is written there
    // before the block begins, its end by its own thread before it retires.
    struct ModeledCore {
        double freeAt = 0.0;
        bool busy = false;
    };
    // The block's pipes' busy time, loop iterations and L2 accesses, as its core's model left them.
    struct Placement {
        int core = -1;
        double start = 0.0;
        double end = 0.0;
        double busy[kPipeCount] = {};
        uint64_t loopIterations = 0;
        double l2ReadBytes = 0.0;
        double l2ReadHitBytes = 0.0;
        std::vector<L2Access> l2Log;
    };
    std::vector<ModeledCore> cores_;
    std::vector<Placement> blocks_;
    // The launch's releases: when each became visible, in cycles of the launch, by [block][epoch].
    // Written and read only by the release / join / acquire events, under the launch's cross-core lock;
    // the last row holds the joins.
    std::vector<std::vector<double>> releaseAt_;
    // The launch's parameters (read-only once it started) and each worker's core state.
    const SocProfile* soc_ = nullptr;
    std::string kernel_;
    TraceSettings trace_;
    TimingParams params_;
    std::shared_ptr<const L2Snapshot> l2Resident_;
    std::mutex coreStatesMu_;
    std::vector<std::unique_ptr<CoreTiming>> coreStates_;
    void Record(ReleaseId id, double at)
    {
        std::vector<double>& row = releaseAt_.at(id.block);
        if (row.size() <= id.epoch) {
            row.resize(id.epoch + size_t{1}, 0.0);
        }
        row[id.epoch] = at;
    }
    double Latest(const ReleaseSet& ids) const
    {
        double latest = 0.0;
        for (const ReleaseId& id : ids) {
            latest = std::max(latest, releaseAt_.at(id.block).at(id.epoch));
        }
        return latest;
    }
};

// Blocks run on min(blockDim, AIV cores) cores; a block starts on the first core to become free.
// A launch whose blocks synchronise across cores (`synced`) was timed in absolute cycles: each block
// started where the timing model placed it (its start) and waited for the others on the way.
LaunchProfile TimingModelObserver::Summary(bool synced)
{
    const std::vector<Placement>& results = blocks_;
    const SocProfile& soc = *soc_;
    LaunchProfile prof;
    const auto blockDim = static_cast<uint32_t>(results.size());
    const uint32_t cores = std::max(1U, std::min(blockDim, soc.aivCores));
    std::vector<double> freeAt(cores, 0.0);
    double total = 0.0;
    double readBytes = 0.0;
    double readHitBytes = 0.0;
    for (uint32_t b = 0; b < blockDim; ++b) {
        auto it = std::min_element(freeAt.begin(), freeAt.end());
        *it += results[b].end;
        total += results[b].end;
        readBytes += results[b].l2ReadBytes;
        readHitBytes += results[b].l2ReadHitBytes;
    }
    double aivCycles = *std::max_element(freeAt.begin(), freeAt.end());
    uint32_t slowest = 0;
    for (uint32_t b = 1; b < blockDim; ++b) {
        if (results[b].end > results[slowest].end) {
            slowest = b;
        }
    }
    if (synced) {
        aivCycles = 0.0;
        for (uint32_t b = 0; b < blockDim; ++b) {
            const double end = results[b].start + results[b].end;
            if (end > aivCycles) {
                aivCycles = end;
                slowest = b;
            }
        }
    }
    const double usPerCycle = 1e6 / soc.aivClockHz;
    prof.valid = true;
    prof.kernel = kernel_;
    prof.soc = soc.name;
    prof.blockDim = blockDim;
    prof.slowestCore = slowest;
    prof.aivTimeUs = aivCycles * usPerCycle;
    prof.taskDurationUs = LaunchOverheadUs(soc, cores) + prof.aivTimeUs; // timing_model.md §2.1
    prof.aivTotalCycles = static_cast<uint64_t>(total + 0.5);
    const Placement& r = results[slowest];
    auto ratio = [&](double cyc) { return aivCycles > 0.0 ? cyc / aivCycles : 0.0; };
    prof.aivVecTimeUs = r.busy[static_cast<int>(Pipe::V)] * usPerCycle;
    prof.aivVecRatio = ratio(r.busy[static_cast<int>(Pipe::V)]);
    prof.aivScalarTimeUs = r.busy[static_cast<int>(Pipe::S)] * usPerCycle;
    prof.aivScalarRatio = ratio(r.busy[static_cast<int>(Pipe::S)]);
    prof.aivMte2TimeUs = r.busy[static_cast<int>(Pipe::MTE2)] * usPerCycle;
    prof.aivMte2Ratio = ratio(r.busy[static_cast<int>(Pipe::MTE2)]);
    prof.aivMte3TimeUs = r.busy[static_cast<int>(Pipe::MTE3)] * usPerCycle;
    prof.aivMte3Ratio = ratio(r.busy[static_cast<int>(Pipe::MTE3)]);
    prof.loopIterations = r.loopIterations;
    prof.l2ReadHitRate = readBytes > 0.0 ? readHitBytes / readBytes : 0.0;
    return prof;
}

} // namespace

std::unique_ptr<TimingModel> NewTimingModel() { return std::make_unique<TimingModelObserver>(); }

} // namespace ascsim::kern
