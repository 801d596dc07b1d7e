// Cost of a Vector Function launched with asc_vf_call (sim/docs/timing_model.md §1.3, §5.2):
// a list scheduler over the Reg instructions the VF executes, in program order.
//   * issue: two instructions per cycle from the dual-issue set, a single-issue one (StoreAlign) alone
//     in its cycle (Reg矢量计算接口指令单双发汇总.md 表1 / 表2);
//   * UB ports per cycle: two VL reads, or one VL read and one VL write (same page, intro); an access
//     whose blocks meet in a bank or bank group (VfOpEvent::ubBeats, engine/ub_banks.h: 避免bank冲突
//     （NPU架构版本3510）.md) holds its port for that many cycles and finishes that much later;
//   * an instruction issues once its source registers are ready (their producer's latency;
//     Exp/Ln/Sqrt/Div INTRINSIC = lanes / P of Reg矢量计算接口理论性能汇总.md 表6) and once the
//     instruction `window` places earlier has retired (in order): the window stands for how far the
//     compiler's schedule and the hardware overlap successive loop iterations (fitted on
//     gelu_high_performance Cases 1 and 2, timing_model.md §3);
//   * Div on int64_t / uint64_t (SW 表3) is the SDK's chain of 127 dependent instructions
//     (timing/appendix_costs.h): Σ lanes/P cycles of latency, both issue slots held meanwhile;
//   * a named lane-wise instruction (VfOpEvent::name: the Reg arithmetic, fused and carry skeletons) of
//     class kSimple / kExp, or a Sqrt / Div INTRINSIC, is priced by its own rows for its element type:
//     latency = lanes / P of its rate row (Reg矢量计算接口理论性能汇总.md, or the C API's twin table for an
//     asc_* name; at least the class's 1 cycle), issue slots from its 单双发 row (1 dual, 2 single);
//     a (name, type) the tables list as emulated (软仿情况汇总.md) or give no row keeps its class's price;
//   * an emulated Sqrt / Div algorithm (Reg矢量计算接口软仿情况汇总.md 表3) takes its op sequence's
//     Σ lanes/P (the SoC profile's value, §1.4) in issue slots and in latency.
// Register readiness is kept here, per instruction number (VfClock::ready): a register names the
// instruction that wrote it (vf/vf_scope.h), the scheduler knows when that instruction's result is ready.
#include <algorithm>
#include <cmath>
#include <cstring>

#include "ascendc_sim/vf/vf_events.h"
#include "ascendc_sim/numerics/configs.h"
#include "timing/appendix_costs.h"
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
    for (NamedCost& m : memo) {
        m.name = nullptr;
    }
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

// The type names the tables spell an element of `e` with, most common first (the signed and the
// unsigned integer rows carry the same figures; half before bfloat16_t).
int TypeNames(VfElem e, const char* out[2])
{
    if (e.isFloat) {
        out[0] = e.bytes == 2 ? "half" : e.bytes == 4 ? "float" : nullptr;
        out[1] = e.bytes == 2 ? "bfloat16_t" : nullptr;
    } else {
        static const char* const kInts[9][2] = {
            {}, {"int8_t", "uint8_t"},  {"int16_t", "uint16_t"}, {}, {"int32_t", "uint32_t"}, {}, {},
            {}, {"int64_t", "uint64_t"}};
        out[0] = e.bytes <= 8 ? kInts[e.bytes][0] : nullptr;
        out[1] = e.bytes <= 8 ? kInts[e.bytes][1] : nullptr;
    }
    return out[0] == nullptr ? 0 : out[1] == nullptr ? 1 : 2;
}

// The appendix tables' price of instruction `name` on elements `e` (timing_model.md §8.2).
VfClock::NamedCost ResolveNamed(const VfParams& p, const char* name, VfElem e)
{
    namespace ax = appendix;
    VfClock::NamedCost c;
    c.name = name;
    c.elem = static_cast<uint8_t>(e.bytes | (e.isFloat ? 0x80 : 0));
    const char* types[2] = {};
    const int nt = TypeNames(e, types);
    for (int k = 0; k < nt && c.lat < 0; ++k) {
        if (ax::IsEmulated(name, types[k])) {
            break; // 软仿: no figure ("软仿实现的接口和数据类型不提供理论性能")
        }
        if (const ax::Rate* r = ax::FindRate(name, types[k], "")) {
            const double cyc = ax::CyclesPerVl(*r);
            c.lat = static_cast<int16_t>(std::max<int64_t>(p.latSimple, static_cast<int64_t>(std::ceil(cyc))));
        }
    }
    for (const ax::Issue& i : ax::kIssue) {
        if (ax::Same(i.api, name) && i.form[0] == '\0') {
            c.need = static_cast<int8_t>(i.dual ? 1 : 2);
            break;
        }
    }
    return c;
}

const VfClock::NamedCost& Named(VfClock& c, const char* name, VfElem e)
{
    const uint8_t key = static_cast<uint8_t>(e.bytes | (e.isFloat ? 0x80 : 0));
    const auto h = (reinterpret_cast<uintptr_t>(name) >> 3) ^ key;
    VfClock::NamedCost& m = c.memo[h % VfClock::kMemo];
    if (m.name != name || m.elem != key) {
        m = ResolveNamed(*c.p, name, e);
    }
    return m;
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
    const auto op = static_cast<VfOp>(ev.op);
    const bool lanewise = op == VfOp::kSimple || op == VfOp::kExp || op == VfOp::kSqrt || op == VfOp::kDiv;
    if (ev.name != nullptr && lanewise && !emulated && !chain && ev.elem.bytes != 0) {
        // The instruction's own rows (its type's rate, its issue class) instead of its class's.
        const VfClock::NamedCost& nc = Named(c, ev.name, ev.elem);
        if (nc.lat > 0) {
            lat = nc.lat;
        }
        if (nc.need > 0) {
            need = nc.need;
        }
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
    const int64_t beats = (read || write) ? std::max<int64_t>(1, ev.ubBeats) : 1;
    for (int64_t k = 1; k < beats; ++k) { // the conflicting blocks' further beats: the port, no issue slot
        last = Find(c, last + 1, 0, read, write);
        Book(c, last, 0, read, write);
    }
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
    const int64_t done = std::max(first + lat + (beats - 1), last + 1);
    c.lastRetire = std::max(c.lastRetire, done);
    c.retired[slot] = c.lastRetire;
    c.end = std::max(c.end, done);
    // A VF's instructions are numbered consecutively from firstDef (vf/vf_scope.h, Tick), and each
    // comes here once: its entry is the next.
    c.ready.push_back(done);
}

void VfFinish(CoreTiming& t) { ChargeVCycles(t, t.vf.p->callCycles + static_cast<double>(t.vf.end)); }

} // namespace ascsim::kern
