// The timing model's state of one emulated core and the functions the timing code shares
// (sim/docs/timing_model.md §5; timing.cpp, vf_timing.cpp, timing_observer.cpp). The functional
// emulator does not include this header: it reaches the model only through events (kernel_events.h).
#pragma once

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

#include "timing/call_site_set.h"
#include "core/core_state.h"
#include "core/kernel_events.h"
#include "timing/l2_model.h"
#include "timing/simt_timing.h"

namespace ascsim::kern {

struct CoreTrace;     // trace.h
struct TraceSettings; // trace.h

// The VF scheduler's parameters (from the SoC profile; latencies in whole cycles: an emulated op
// sequence rounds its Σ lanes/P up).
struct VfParams {
    int64_t window = 20;
    int64_t latMask = 1, latLoad = 1, latStore = 1, latSimple = 1;
    int64_t latExp[2] = {4, 8}, latSqrtDiv[2] = {4, 8}; // [b32, b16]
    int64_t sqrt1UlpNoFtz[2] = {9, 13}, sqrt0UlpNoFtz = 31;
    int64_t div0UlpFtz[2] = {46, 50}, div1UlpNoFtz[2] = {112, 116}, div0UlpNoFtz = 154;
    // Div on int64_t / uint64_t (SW 表3): Σ lanes/P of the SDK's sequence (appendix_costs.h), a dependent
    // chain that holds the in-order issue stage for that many cycles.
    int64_t divB64 = 196;
    double callCycles = 0.0;
};

// The timing model's parameters of one launch: derived once from the SoC profile and the launch's
// block count (MakeTimingParams), read-only, shared by every core of the launch.
struct TimingParams {
    uint32_t activeCores = 1;      // cores the launch's blocks run on at once: min(blockDim, AIV cores)
    double dmaBytesPerCycle = 1.0; // this core's share of HBM bandwidth, capped by the per-core DMA rate
    double dmaLatency[2] = {};     // a read's (MTE2) and a write's (MTE3), for activeCores (DmaLatencyCycles)
    double scalarCost = 0.0;
    double ubSlots = 2.0;
    double ubWrites = 1.0;
    double simple = 1.0, slowB32 = 4.0, slowB16 = 8.0, rsqrtB32 = 11.0, rsqrtB16 = 19.0, recipB32 = 5.0, recipB16 = 9.0;
    double sqrt1UlpNoFtz[2] = {}, sqrt0UlpNoFtz = 0.0; // [b32, b16]
    double div0UlpFtz[2] = {}, div1UlpNoFtz[2] = {}, div0UlpNoFtz = 0.0;
    // Memory-API families with a rate of their own, in cycles per VL (appendix_costs.h): Gather (b8,
    // b16/b32), Gatherb, GatherMask (the Squeeze row); Sort32 / MrgSort in elements per cycle.
    double gatherB8 = 2.0, gather = 4.0, gatherB = 2.0, squeeze = 5.0, sortPerCycle = 2.0;
    double vfCallCycles = 0.0;   // L_vf: V-pipe cycles of launching one VF (Memory API call or asc_vf_call)
    double vfScalarCycles = 0.0; // scalar cycles of issuing one VF, on top of scalarCost
    double loopIterCycles = 0.0; // scalar cycles of one loop iteration (NoteCallSite)
    VfParams vf;
    SimtParams simt; // SIMT blocks (simt_timing.h)
    // The Chrome trace of the launch (trace.h; null: none) and what its files record.
    const TraceSettings* trace = nullptr;
    const char* kernel = "";
    double clockHz = 1.0;
};

// The scheduler of the Vector Function running on a core (vf_timing.cpp; timing_model.md §5.2): Reg
// instructions issue at most two per cycle (a single-issue one alone), within the UB ports, once
// their operands are ready and once the instruction `window` places earlier has retired (in order).
// Times are VF-local cycles; the VF costs L_vf + the cycle its last instruction completes.
struct VfClock {
    static constexpr int kRing = 1024; // cycles of issue-slot / UB-port bookkeeping kept
    const VfParams* p = nullptr;       // the launch's (TimingParams::vf)
    // State of the running VF.
    uint64_t firstDef = 1;        // the number of its first instruction (VfOpEvent::def)
    std::vector<int64_t> ready;   // when the result of instruction firstDef + i is ready, at [i]; size: issued
    int64_t lastRetire = 0;       // in-order retire time of the last instruction
    int64_t end = 0;              // latest completion
    int64_t base = 0;             // cycles below it are no longer bookable
    std::vector<int64_t> retired; // retire time of instruction i at [i % window]
    uint8_t slots[kRing] = {};    // issue slots used per cycle (ring, index cycle % kRing)
    uint8_t reads[kRing] = {};    // UB VL reads per cycle
    uint8_t writes[kRing] = {};   // UB VL writes per cycle
    // The costs of named instructions resolved from the appendix tables (vf_timing.cpp, NamedCost),
    // by name pointer and element type; emptied at each VF start (a pointer is a string of a loaded image).
    struct NamedCost {
        const char* name = nullptr;
        uint8_t elem = 0; // VfElem bytes | isFloat << 7
        int16_t lat = -1; // cycles per VL of its rate row (at least latSimple); -1: no row, the class prices it
        int8_t need = 0;  // issue slots: 1 dual (DI 表1), 2 single (DI 表2); 0: no issue row, the class's
    };
    static constexpr int kMemo = 64;
    NamedCost memo[kMemo];

    void Start(uint64_t firstInstruction);
    // When the registers an instruction reads are ready (0: written before the VF).
    int64_t ReadyOf(const uint64_t* reads, uint32_t n) const
    {
        int64_t r = 0;
        for (uint32_t k = 0; k < n; ++k) {
            const uint64_t i = reads[k] - firstDef; // wraps for a number below firstDef
            if (i < ready.size()) {
                r = std::max(r, ready[i]);
            }
        }
        return r;
    }
};

// Timing model of one core (timing.cpp; sim/docs/timing_model.md §5). Times in AIV cycles from the
// core's start. Each pipe is in order; an instruction starts no earlier than the scalar unit issued
// it, the previous instruction of its pipe left the pipe, and the completion of every instruction
// of another pipe it is ordered after (known[p][q] of the synccheck machinery).
struct CoreTiming {
    bool on = false;
    double startOffset = 0.0;             // where the block starts on its modeled core, in cycles of the launch
    double sclk = 0.0;                    // scalar issue time
    double start[kPipeCount] = {};        // start of the last instruction issued on the pipe
    double occ[kPipeCount] = {};          // the pipe is occupied until then
    std::vector<double> ends[kPipeCount]; // completion per sequence number (index seq - 1)
    double busy[kPipeCount] = {};         // union of [start, completion] intervals
    double covered[kPipeCount] = {};      // end of that union so far
    // This core's share of HBM bandwidth, shared by MTE2 and MTE3: sorted disjoint busy intervals.
    std::vector<std::pair<double, double>> port;
    std::vector<std::pair<double, double>> scratch; // PortFill's work list (kept to reuse its capacity)
    // The last transfer booked on MTE2 ([0]) and MTE3 ([1]): while nothing has read its completion it
    // may be re-booked behind a transfer of the other pipe that was ready earlier (timing.cpp, ChargeDmaOn).
    struct DmaBooking {
        size_t idx = 0;                                // its index in ends[pipe]
        double ready = 0.0;                            // when it could start
        double need = 0.0;                             // port cycles
        bool open = false;                             // booked and its completion not read yet
        std::vector<std::pair<double, double>> pieces; // its port intervals
    };
    mutable DmaBooking lastDma[2];
    const TimingParams* p = nullptr; // the launch's parameters (set with `on`)
    // Loop iterations, seen as API call sites (NoteCallSite): the sites called since the last back
    // edge, and the back edges counted so far.
    CallSiteSet sites;
    uint64_t loopIterations = 0;
    VfClock vf;
    SimtClock simt;             // the running SIMT block (simt_timing.h)
    L2Core l2;                  // L2 model (l2_model.h): per-core rates, the launch's L2 contents, access log
    CoreTrace* trace = nullptr; // Chrome trace of this core (trace.h), null when not traced

    void Reset(bool enabled);
    double End() const; // when the core's last instruction completes
    // Adds [s, e) to pipe p's busy union (pipes are in order: s and e never decrease).
    void AddBusy(int p, double s, double e)
    {
        if (e > covered[p]) {
            busy[p] += e - std::max(s, covered[p]);
            covered[p] = e;
        }
    }
};

// Timing model (timing_observer.cpp calls these): the start of an instruction just issued (OnIssue;
// a VF launch first costs the scalar unit its launch), the cost of a Memory-API vector instruction
// (OnVector) and of a transfer (OnDma), then the scalar stall of a WaitFlag with destination S / a
// PipeBarrier<PIPE_ALL>.
void TimingIssue(const CoreState& core, const IssueEvent& ev);
void ChargeVector(const CoreState& core, const VectorEvent& ev);
void ChargeDma(const CoreState& core, const DmaEvent& ev);
// The VF scheduler (vf_timing.cpp): a Reg instruction of the running VF (OnVfOp; the VF's clock was
// started at OnVfBegin), and the VF's V-pipe interval charged when it returns (OnVfEnd).
void VfSchedule(VfClock& c, const VfOpEvent& ev);
void VfFinish(CoreTiming& t);
// A scalar loop iteration is charged when an API call site repeats (timing_model.md §5.8): `site`
// and `line` name it (a SrcLoc's file and line, or a VF entry's address and -1); line 0 = unknown.
// (Inline: it runs for every API call.)
void NoteLoopIteration(CoreTiming& t); // a call site came round again
inline void NoteCallSite(CoreTiming& t, const void* site, int line)
{
    if (line != 0 && t.sites.Note(site, line)) {
        NoteLoopIteration(t);
    }
}
// Adds `cycles` to the V instruction issued last (its completion and the pipe's busy time).
void ChargeVCycles(CoreTiming& t, double cycles);
// The scalar unit spends `cycles` (issue work beyond scalarCost).
void ScalarSpendTraced(CoreTiming& t, double cycles, const char* what); // `what` names it in a trace
inline void ScalarSpend(CoreTiming& t, double cycles, const char* what)
{
    if (t.trace != nullptr) {
        ScalarSpendTraced(t, cycles, what);
        return;
    }
    t.AddBusy(static_cast<int>(Pipe::S), t.sclk, t.sclk + cycles);
    t.sclk += cycles;
}
void TimingScalarWait(const CoreState& core);
void TimingBarrierAll(const CoreState& core);

// The parameters of a launch whose blocks run on `activeCores` cores at once (timing_params.cpp); its
// trace, kernel name and clock are the caller's to set.
TimingParams MakeTimingParams(const SocProfile& soc, uint32_t activeCores);

} // namespace ascsim::kern
