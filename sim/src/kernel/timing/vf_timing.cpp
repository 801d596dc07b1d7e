// Cost of a Vector Function launched with asc_vf_call (sim/docs/timing_model.md §1.3, §5.2):
// a list scheduler over the Reg instructions the VF executes, in program order.
//   * issue: two instructions per cycle from the dual-issue set, a single-issue one (StoreAlign) alone
//     in its cycle (Reg矢量计算接口指令单双发汇总.md 表1 / 表2);
//   * UB ports per cycle: two VL reads, or one VL read and one VL write (same page, intro);
//   * an instruction issues once its source registers are ready (their producer's latency;
//     Exp/Ln/Sqrt/Div INTRINSIC = lanes / P of Reg矢量计算接口理论性能汇总.md 表6) and once the
//     instruction `window` places earlier has retired (in order): the window stands for how far the
//     compiler's schedule and the hardware overlap successive loop iterations (fitted on
//     gelu_high_performance Cases 1 and 2, timing_model.md §3);
//   * Div on int64_t / uint64_t (SW 表3) is the SDK's chain of 127 dependent instructions
//     (timing/appendix_costs.h): Σ lanes/P cycles of latency, both issue slots held meanwhile;
//   * an emulated Sqrt / Div algorithm (Reg矢量计算接口软仿情况汇总.md 表3) takes its op sequence's
//     Σ lanes/P (the SoC profile's value, §1.4) in issue slots and in latency.
// Register readiness is kept here, per instruction number (VfClock::ready): a register names the
// instruction that wrote it (vf/vf_scope.h), the scheduler knows when that instruction's result is ready.
#include <algorithm>
#include <cstring>

#include "ascendc_sim/vf/vf_events.h"
#include "ascendc_sim/numerics/configs.h"
#include "core/core_state.h"
#include "timing/core_timing.h"
#include "core/kernel_events.h"

namespace ascsim::kern {

void VfClock::Start(uint64_t firstInstruction)
{
    firstDef = firstInstruction;
    ready.clear();
    lastRetire = 0;
    end = 0;
    base = 0;
    std::memset(slots, 0, sizeof(slots));
    std::memset(reads, 0, sizeof(reads));
    std::memset(writes, 0, sizeof(writes));
}

namespace {

// Drops the bookkeeping of cycles below `to` (nothing issues there any more).
void Advance(VfClock& c, int64_t to)
{
    if (to <= c.base) {
        return;
    }
    const int64_t from = std::max(c.base, to - VfClock::kRing);
    for (int64_t k = from; k < to; ++k) {
        const int64_t i = k % VfClock::kRing;
        c.slots[i] = c.reads[i] = c.writes[i] = 0;
    }
    c.base = to;
}

bool Fits(const VfClock& c, int64_t cycle, int need, bool read, bool write)
{
    const int64_t i = cycle % VfClock::kRing;
    if (c.slots[i] + need > 2) {
        return false;
    }
    // UB: two VL reads, or one read and one write, per cycle.
    const int r = c.reads[i] + (read ? 1 : 0);
    const int w = c.writes[i] + (write ? 1 : 0);
    return w <= 1 && r + w <= 2;
}

void Book(VfClock& c, int64_t cycle, int need, bool read, bool write)
{
    const int64_t i = cycle % VfClock::kRing;
    c.slots[i] = static_cast<uint8_t>(c.slots[i] + need);
    c.reads[i] = static_cast<uint8_t>(c.reads[i] + (read ? 1 : 0));
    c.writes[i] = static_cast<uint8_t>(c.writes[i] + (write ? 1 : 0));
}

// First bookable cycle at or after `from`.
int64_t Find(VfClock& c, int64_t from, int need, bool read, bool write)
{
    int64_t cycle = std::max(from, c.base);
    for (;; ++cycle) {
        if (cycle - c.base >= VfClock::kRing) {
            Advance(c, cycle - VfClock::kRing + 1); // the ring keeps kRing cycles
        }
        if (Fits(c, cycle, need, read, write)) {
            return cycle;
        }
    }
}

// Latency of Sqrt / Div with algorithm `algo`; > 0 in *seq for an emulated op sequence.
int64_t SqrtDivCycles(const VfClock& c, bool isDiv, bool b16, int algo, bool* emulated)
{
    const int h = b16 ? 1 : 0;
    int64_t seq = 0;
    if (isDiv) {
        using A = AscendC::DivAlgo;
        switch (static_cast<A>(algo)) {
            case A::PRECISION_0ULP_FTZ_TRUE:
                seq = c.p->div0UlpFtz[h];
                break;
            case A::PRECISION_1ULP_FTZ_FALSE:
                seq = c.p->div1UlpNoFtz[h];
                break;
            case A::PRECISION_0ULP_FTZ_FALSE:
                seq = b16 ? 0 : c.p->div0UlpNoFtz;
                break; // float only
            default:
                break;
        }
    } else {
        using A = AscendC::SqrtAlgo;
        switch (static_cast<A>(algo)) {
            case A::PRECISION_1ULP_FTZ_FALSE:
                seq = c.p->sqrt1UlpNoFtz[h];
                break;
            case A::PRECISION_0ULP_FTZ_FALSE:
                seq = b16 ? 0 : c.p->sqrt0UlpNoFtz;
                break; // float only
            default:
                break;
        }
    }
    *emulated = seq > 0;
    return seq > 0 ? seq : c.p->latSqrtDiv[h];
}

} // namespace

void VfSchedule(VfClock& c, const VfOpEvent& ev)
{
    const int64_t srcReady = c.ReadyOf(ev.reads, ev.nreads);
    const bool b16 = ev.elem.bytes != 0 && ev.elem.bytes <= 2; // the b16 rows of the tables
    const int algo = ev.algo;
    const int h = b16 ? 1 : 0;
    int need = 1; // issue slots
    int64_t lat = c.p->latSimple;
    bool read = false;
    bool write = false;
    bool emulated = false;
    bool chain = false;
    switch (static_cast<VfOp>(ev.op)) {
        case VfOp::kMask:
            lat = c.p->latMask;
            break;
        case VfOp::kLoad:
            lat = c.p->latLoad;
            read = true;
            break;
        case VfOp::kStore:
            lat = c.p->latStore;
            write = true;
            need = 2;
            break;
        case VfOp::kSimple:
            break;
        case VfOp::kExp:
            lat = c.p->latExp[h];
            break;
        case VfOp::kSqrt:
            lat = SqrtDivCycles(c, false, b16, algo, &emulated);
            break;
        case VfOp::kDiv:
            if (ev.elem.bytes == 8 && !ev.elem.isFloat) {
                // int64_t / uint64_t: emulated (SW 表3) by a dependent chain of 127 instructions
                // (appendix_costs.h kDivB64Sequence); in-order issue runs nothing past it meanwhile.
                lat = c.p->divB64;
                chain = true;
                need = 2;
                break;
            }
            lat = SqrtDivCycles(c, true, b16, algo, &emulated);
            break;
        case VfOp::kCross:
            lat = std::max<int64_t>(c.p->latSimple, algo);
            need = 2;
            break;
        case VfOp::kSimpleN:
            lat = std::max<int64_t>(c.p->latSimple, algo);
            break;
        case VfOp::kLoadSingle:
            lat = std::max<int64_t>(c.p->latLoad, algo);
            read = true;
            need = 2;
            break;
        case VfOp::kStoreN:
            lat = std::max<int64_t>(c.p->latStore, algo);
            write = true;
            need = 2;
            break;
    }
    const auto w = static_cast<uint64_t>(c.p->window);
    const uint64_t count = c.ready.size(); // instructions issued before this one
    const uint64_t slot = count % w;       // this instruction's entry of `retired`
    if (count >= w) {
        Advance(c, c.retired[slot]); // the instruction `window` places back retired
    }
    const int64_t earliest = std::max(srcReady, c.base);
    int64_t first = Find(c, earliest, need, read, write);
    int64_t last = first;
    Book(c, first, need, read, write);
    if (chain) {
        // The chain holds both issue slots until its last instruction issues.
        for (int64_t k = 1; k < lat; ++k) {
            last = Find(c, last + 1, 2, false, false);
            Book(c, last, 2, false, false);
        }
    } else if (emulated) {
        // The op sequence: lat issue slots in all, two per cycle where free.
        for (int64_t left = lat - 1; left > 0;) {
            last = Find(c, last, 1, false, false);
            const int take = c.slots[last % VfClock::kRing] == 0 && left >= 2 ? 2 : 1;
            Book(c, last, take, false, false);
            left -= take;
        }
    }
    const int64_t done = std::max(first + lat, last + 1);
    c.lastRetire = std::max(c.lastRetire, done);
    c.retired[slot] = c.lastRetire;
    c.end = std::max(c.end, done);
    // A VF's instructions are numbered consecutively from firstDef (vf/vf_scope.h, Tick), and each
    // comes here once: its entry is the next.
    c.ready.push_back(done);
}

void VfFinish(CoreTiming& t) { ChargeVCycles(t, t.vf.p->callCycles + static_cast<double>(t.vf.end)); }

} // namespace ascsim::kern
