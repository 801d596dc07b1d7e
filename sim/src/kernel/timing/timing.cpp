// Timing model of the kernel emulator, per core (sim/docs/timing_model.md §5.1-5.3; parameters in the
// SoC profile, sim/src/platform/soc_profile.cpp). The model's observer (timing_observer.cpp) hands it
// each instruction's issue (TimingIssue: a start time) and then, for a Memory-API vector instruction
// or a transfer, its cost (ChargeVector / ChargeDma). Ordering is the synccheck machinery's: an
// instruction of pipe p starts no earlier than the completion of instruction known[p][q] of every
// other pipe q (flags, queue hand-offs, PIPE_ALL barriers raise it).
#include <algorithm>

#include "ascendc_sim/numerics/configs.h"
#include "core/core_state.h"
#include "timing/core_timing.h"
#include "core/kernel_events.h"
#include "timing/trace.h"

namespace ascsim::kern {

namespace {

constexpr int Idx(Pipe p) { return static_cast<int>(p); }

using Interval = std::pair<double, double>;

// push_back(const&) inlines where GCC keeps emplace_back out of line (this runs per transfer).
void Append(std::vector<Interval>& v, double a, double b)
{
    const Interval iv(a, b);
    v.push_back(iv);
}

int DmaSlot(int q) { return q == Idx(Pipe::MTE2) ? 0 : (q == Idx(Pipe::MTE3) ? 1 : -1); }

// Earliest time an instruction of pipe P may start on account of the other pipes. Reading a transfer's
// completion fixes it (it is no longer re-booked). P is a template argument so that the loop unrolls
// (this runs for every issued instruction).
template <int P>
[[gnu::always_inline]] inline double DepReadyOf(const CoreState& core)
{
    const CoreTiming& t = *core.timing;
    const uint64_t* known = core.chip.known[P];
    double ready = 0.0;
    for (int q = 0; q < kPipeCount; ++q) {
        // known[q] - 1 < size: a sequence number this core has issued (0 wraps round: nothing known).
        const uint64_t k = known[q] - 1;
        if (q != P && k < t.ends[q].size()) {
            ready = std::max(ready, t.ends[q][k]);
        }
    }
    for (int d = 0; d < 2; ++d) {
        CoreTiming::DmaBooking& b = t.lastDma[d];
        const int q = d == 0 ? Idx(Pipe::MTE2) : Idx(Pipe::MTE3);
        if (q != P && b.open && known[q] == b.idx + 1) {
            b.open = false;
        }
    }
    return ready;
}

// Removes the intervals `pieces` (each inside one booked interval) from the port list.
void Unbook(CoreTiming& t, const std::vector<std::pair<double, double>>& pieces)
{
    for (const auto& pc : pieces) {
        for (size_t i = t.port.size(); i-- > 0;) { // the pieces are usually at the end of the list
            auto& iv = t.port[i];
            if (iv.first <= pc.first && pc.second <= iv.second) {
                const std::pair<double, double> right(pc.second, iv.second);
                iv.second = pc.first;
                if (right.second > right.first) {
                    t.port.insert(t.port.begin() + static_cast<std::ptrdiff_t>(i) + 1, right);
                }
                if (t.port[i].second <= t.port[i].first) {
                    t.port.erase(t.port.begin() + static_cast<std::ptrdiff_t>(i));
                }
                break;
            }
        }
    }
}

// Uses `need` cycles of the core's HBM share from `ready` on, in the free gaps of what MTE2 and MTE3
// already booked (a transfer issued later in program order may fill a gap before an earlier one:
// the two pipes share the bandwidth, they do not queue behind each other). Returns the finish time.
double PortFill(CoreTiming& t, double ready, double need, std::vector<std::pair<double, double>>* added)
{
    added->clear();
    // Nothing issued from now on starts before min(MTE2, MTE3 occupancy) nor before the scalar clock.
    const double horizon = std::max(t.sclk, std::min(t.occ[Idx(Pipe::MTE2)], t.occ[Idx(Pipe::MTE3)]));
    size_t drop = 0;
    while (drop < t.port.size() && t.port[drop].second <= horizon) {
        ++drop;
    }
    if (drop > 0) {
        t.port.erase(t.port.begin(), t.port.begin() + static_cast<std::ptrdiff_t>(drop));
    }
    // Common case: nothing booked after `ready`: append (or extend the last interval).
    if (t.port.empty() || ready >= t.port.back().second) {
        if (!t.port.empty() && ready == t.port.back().second) {
            t.port.back().second = ready + need;
        } else {
            Append(t.port, ready, ready + need);
        }
        Append(*added, ready, ready + need);
        return ready + need;
    }
    std::vector<std::pair<double, double>>& merged = t.scratch;
    merged.clear();
    double now = ready;
    for (const auto& iv : t.port) {
        if (need > 0.0 && iv.first > now) {
            const double use = std::min(iv.first - now, need);
            Append(merged, now, now + use);
            Append(*added, now, now + use);
            need -= use;
            now += use;
        }
        merged.push_back(iv);
        if (need > 0.0) {
            now = std::max(now, iv.second);
        }
    }
    if (need > 0.0) {
        Append(merged, now, now + need);
        Append(*added, now, now + need);
        now += need;
    }
    // merged is sorted already (each new piece lies between the intervals around it); coalesce it.
    t.port.clear();
    for (const auto& iv : merged) {
        if (!t.port.empty() && iv.first <= t.port.back().second) {
            t.port.back().second = std::max(t.port.back().second, iv.second);
        } else {
            t.port.push_back(iv);
        }
    }
    return now;
}

// Cycles per VL of an emulated Sqrt / Div algorithm; `fallback` (INTRINSIC rate) for the others.
double SqrtAlgoCycles(const CoreTiming& t, int algo, bool b16, double fallback)
{
    using A = AscendC::SqrtAlgo;
    switch (static_cast<A>(algo)) {
        case A::PRECISION_1ULP_FTZ_FALSE:
            return t.p->sqrt1UlpNoFtz[b16 ? 1 : 0];
        case A::PRECISION_0ULP_FTZ_FALSE:
            return b16 ? fallback : t.p->sqrt0UlpNoFtz; // float only
        default:
            return fallback;
    }
}
double DivAlgoCycles(const CoreTiming& t, int algo, bool b16, double fallback)
{
    using A = AscendC::DivAlgo;
    switch (static_cast<A>(algo)) {
        case A::PRECISION_0ULP_FTZ_TRUE:
            return t.p->div0UlpFtz[b16 ? 1 : 0];
        case A::PRECISION_1ULP_FTZ_FALSE:
            return t.p->div1UlpNoFtz[b16 ? 1 : 0];
        case A::PRECISION_0ULP_FTZ_FALSE:
            return b16 ? fallback : t.p->div0UlpNoFtz; // float only
        default:
            return fallback;
    }
}

} // namespace

void CoreTiming::Reset(bool enabled)
{
    on = enabled;
    startOffset = 0.0;
    sclk = 0.0;
    for (int p = 0; p < kPipeCount; ++p) {
        start[p] = occ[p] = busy[p] = covered[p] = 0.0;
        ends[p].clear();
    }
    port.clear();
    lastDma[0] = lastDma[1] = DmaBooking{};
    sites.Clear();
    loopIterations = 0;
    simt.running = false;
    simt.warpsReady = 0;
}

double CoreTiming::End() const
{
    double end = sclk;
    for (int p = 0; p < kPipeCount; ++p) {
        if (!ends[p].empty()) {
            end = std::max(end, ends[p].back());
        }
        end = std::max(end, occ[p]);
    }
    return end;
}

// NoteCallSite (timing/core_timing.h) counts loop iterations through CallSiteSet: every iteration of a loop
// whose body calls an API (loops without one are not seen) and, as a side effect, a second call of one
// helper in the same iteration (a call costs about as much).
void NoteLoopIteration(CoreTiming& t)
{
    ++t.loopIterations;
    ScalarSpend(t, t.p->loopIterCycles, "loop iteration");
}

namespace {

// TimingIssue for pipe P (a template argument, so that DepReadyOf's loop over the other pipes unrolls:
// this runs for every instruction, timing_model.md §8.5).
template <int P>
[[gnu::always_inline]] inline void TimingIssueOf(const CoreState& core, SrcLoc loc)
{
    CoreTiming& t = *core.timing;
    NoteCallSite(t, loc.file, loc.line);
    const int s = Idx(Pipe::S);
    // The scalar unit spends scalarCost on the API call, then hands the instruction to its pipe.
    const double issued = t.sclk + t.p->scalarCost;
    t.AddBusy(s, t.sclk, issued);
    const double issueBegin = t.sclk;
    t.sclk = issued;
    const double begin = std::max(std::max(issued, t.occ[P]), DepReadyOf<P>(core));
    t.start[P] = begin;
    if (t.trace != nullptr) {
        TraceIssue(*t.trace, static_cast<Pipe>(P), core.chip.clock[P], issueBegin, issued, begin);
    }
    if (P == s) {
        // A scalar load/store: the scalar unit itself waits for what it is ordered after.
        const double end = begin + t.p->scalarCost;
        t.AddBusy(s, begin, end);
        t.sclk = end;
        t.occ[P] = end;
        t.ends[P].push_back(end);
        return;
    }
    t.occ[P] = begin;
    t.ends[P].push_back(begin); // zero cost until the API charges it
}

} // namespace

void TimingIssue(const CoreState& core, const IssueEvent& ev)
{
    if (ev.vfLaunch != nullptr) {
        // The scalar unit launches the VF (its call site noted first: a loop iteration comes before the
        // launch), then issues it.
        CoreTiming& t = *core.timing;
        if (ev.vfEntry != nullptr) {
            NoteCallSite(t, ev.vfEntry, -1);
        } else {
            NoteCallSite(t, ev.loc.file, ev.loc.line);
        }
        ScalarSpend(t, t.p->vfScalarCycles, ev.vfLaunch);
        return TimingIssueOf<Idx(Pipe::V)>(core, SrcLoc{});
    }
    switch (ev.pipe) {
        case Pipe::S:
            return TimingIssueOf<Idx(Pipe::S)>(core, ev.loc);
        case Pipe::V:
            return TimingIssueOf<Idx(Pipe::V)>(core, ev.loc);
        case Pipe::MTE2:
            return TimingIssueOf<Idx(Pipe::MTE2)>(core, ev.loc);
        case Pipe::MTE3:
            return TimingIssueOf<Idx(Pipe::MTE3)>(core, ev.loc);
    }
}

namespace {

[[gnu::always_inline]] inline void ChargeV(CoreTiming& t, double cycles)
{
    const int v = Idx(Pipe::V);
    if (t.ends[v].empty()) {
        return;
    }
    double& end = t.ends[v].back();
    end += cycles;
    t.occ[v] = end;
    t.AddBusy(v, t.start[v], end);
}

} // namespace

void ChargeVCycles(CoreTiming& t, double cycles) { ChargeV(t, cycles); }

void ScalarSpendTraced(CoreTiming& t, double cycles, const char* what)
{
    const int s = Idx(Pipe::S);
    if (cycles > 0.0) {
        TraceScalar(*t.trace, what, t.sclk, t.sclk + cycles); // on the SCALAR lane, as the profile counts it
    }
    t.AddBusy(s, t.sclk, t.sclk + cycles);
    t.sclk += cycles;
}

void TimingScalarWait(const CoreState& core)
{
    core.timing->sclk = std::max(core.timing->sclk, DepReadyOf<Idx(Pipe::S)>(core));
}

void TimingBarrierAll(const CoreState& core)
{
    CoreTiming& t = *core.timing;
    for (int p = 0; p < kPipeCount; ++p) {
        if (!t.ends[p].empty()) {
            t.sclk = std::max(t.sclk, t.ends[p].back());
        }
    }
    t.lastDma[0].open = t.lastDma[1].open = false;
}

namespace {

// V-pipe cycles of one Memory-API instruction (0 for an empty one), by its cost class
// (engine/op_costs.h); `algo` as IssueVector's (core.h).
// (Inline in ChargeVector, which runs for every Memory-API instruction.)
[[gnu::always_inline]] inline double VectorCycles(const CoreTiming& t, CostClass cost, uint64_t elements,
                                                  uint32_t elemBytes, uint32_t ubReads, int algo)
{
    if (elements == 0) {
        return 0.0;
    }
    const bool b16 = elemBytes <= 2;
    double op = t.p->simple;
    switch (cost) {
        case CostClass::kSimple:
            break;
        case CostClass::kExpLn:
            op = b16 ? t.p->slowB16 : t.p->slowB32;
            break;
        case CostClass::kSqrt:
            op = b16 ? t.p->slowB16 : t.p->slowB32;
            if (algo >= 0) {
                op = SqrtAlgoCycles(t, algo, b16, op);
            }
            break;
        case CostClass::kDiv:
            op = b16 ? t.p->slowB16 : t.p->slowB32;
            if (algo >= 0) {
                op = DivAlgoCycles(t, algo, b16, op);
            }
            break;
        case CostClass::kRsqrt:
            op = b16 ? t.p->rsqrtB16 : t.p->rsqrtB32;
            break;
        case CostClass::kReciprocal:
            op = b16 ? t.p->recipB16 : t.p->recipB32;
            break;
        // The appendix tables' rates (timing/appendix_costs.h, via TimingParams): Gather from UB (b8
        // through 16-bit lanes, RP 表1; b16 / b32, RP 表13), Gatherb (RP 表1), GatherMask (the Squeeze
        // row of RP 表9), Sort32 / MrgSort (VP 表2, elements per cycle).
        case CostClass::kGather:
            op = elemBytes == 1 ? t.p->gatherB8 : t.p->gather;
            break;
        case CostClass::kGatherB:
            op = t.p->gatherB;
            break;
        case CostClass::kSqueeze:
            op = t.p->squeeze;
            break;
        case CostClass::kSort:
            return t.p->vfCallCycles + static_cast<double>(elements) / t.p->sortPerCycle * t.p->simple;
    }
    // UB ports per VL: ubReads VL reads and one VL write, at most ubSlots accesses and ubWrites writes
    // per cycle (Reg矢量计算接口指令单双发汇总.md); a Memory-API instruction is load -> op -> store.
    const double ub = std::max((static_cast<double>(ubReads) + 1.0) / t.p->ubSlots, 1.0 / t.p->ubWrites);
    const uint64_t vlBytes = 256;
    const uint64_t vls = (elements * std::max<uint32_t>(elemBytes, 1) + vlBytes - 1) / vlBytes;
    // Each Memory-API call is one VF (timing_model.md §1.1): L_vf on top of its VLs.
    return t.p->vfCallCycles + static_cast<double>(vls) * std::max(op, ub);
}

void ChargeDmaOn(const CoreState& core, Pipe pipe, uint64_t bytes, const DmaGm* gm)
{
    CoreTiming& t = *core.timing;
    const int p = Idx(pipe);
    if (t.ends[p].empty()) {
        return;
    }
    const double begin = t.start[p];
    // With the GM side known, the L2 model prices the port time by CacheMode and residency (l2_model.h).
    const bool l2 = gm != nullptr && t.l2.on;
    const double need = l2 ? L2PortCycles(t.l2, pipe, bytes, *gm) : static_cast<double>(bytes) / t.p->dmaBytesPerCycle;
    // The port serves transfers in the order they become ready, not in program order: the other pipe's
    // last transfer, booked earlier but ready later than this one and not yet waited for, goes behind it
    // (e.g. the copy in of tile t + 1 is ready before the copy out of tile t that precedes it in the code).
    // (Its L2 log entry keeps its first completion time: residency order only, see l2_model.h.)
    const int me = DmaSlot(p);
    const int other = 1 - me;
    const int q = other == 0 ? Idx(Pipe::MTE2) : Idx(Pipe::MTE3);
    CoreTiming::DmaBooking& y = t.lastDma[other];
    const bool rebook = y.open && y.ready > begin && y.idx + 1 == t.ends[q].size();
    if (rebook) {
        Unbook(t, y.pieces);
    }
    CoreTiming::DmaBooking& x = t.lastDma[me];
    const double finish = PortFill(t, begin, need, &x.pieces);
    const double done = finish + t.p->dmaLatency[me]; // [0] read (MTE2), [1] write (MTE3)
    if (l2) {
        L2Log(t.l2, pipe, *gm, done);
    }
    t.ends[p].back() = done;
    t.occ[p] = finish; // the next transfer of this pipe may start while this one's latency runs
    t.AddBusy(p, begin, done);
    x.idx = t.ends[p].size() - 1;
    x.ready = begin;
    x.need = need;
    x.open = true;
    if (rebook) {
        t.occ[q] = y.ready; // PortFill keeps the port history from min(MTE2, MTE3 occupancy) on
        const double yFinish = PortFill(t, y.ready, y.need, &y.pieces);
        const double yDone = yFinish + t.p->dmaLatency[other]; // later than before: it only lost port time
        t.ends[q].back() = yDone;
        t.occ[q] = yFinish;
        t.AddBusy(q, y.ready, yDone);
    }
}

} // namespace

void ChargeVector(const CoreState& core, const VectorEvent& ev)
{
    TraceNameIf(core, Pipe::V, ev.seq, ev.api);
    if (ev.elements != 0) {
        CoreTiming& t = *core.timing;
        ChargeV(t, VectorCycles(t, ev.cost, ev.elements, ev.elemBytes, ev.ubReads, ev.algo));
    }
}

void ChargeDma(const CoreState& core, const DmaEvent& ev)
{
    if (ev.gm != nullptr) {
        TraceNameIf(core, ev.pipe, ev.seq, ev.gm->api);
    }
    ChargeDmaOn(core, ev.pipe, ev.bytes, ev.gm);
}

} // namespace ascsim::kern
