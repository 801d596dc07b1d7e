// The events of a Vector Function (implemented in sim/src/kernel/core/issue.cpp; the launch's observers,
// sim/src/kernel/core/kernel_events.h, the timing model among them, hear them). asc_vf_call issues the VF as
// one V-pipe instruction (IssueVf); every Reg instruction inside it then reports itself and the
// registers it reads (VfOpIssued: a register is named by the instruction that wrote it, never by a
// time), and the VF reports its return (VfReturned). With no observer of core events (ASCEND_SIM_TIMING=0
// and none registered) IssueVf hands out nullptr and the Reg APIs only test it.
#pragma once

#include <cstdint>

#include "ascendc_sim/numerics/traits.h"

namespace ascsim::kern {

struct CoreState; // sim/src/kernel/core/core_state.h

// What a Reg instruction is to the scheduler (issue class, UB port use, latency).
enum class VfOp : uint8_t {
    kMask,   // CreateMask / UpdateMask (PSET / PLT): dual issue
    kLoad,   // LoadAlign single-load mode: dual issue, one UB VL read
    kStore,  // StoreAlign: single issue (VSTS/VST), one UB VL write
    kSimple, // Add Sub Mul Adds Muls Max Min Abs Neg Compare(s) Select Cast Duplicate: dual issue
    kExp,    // Exp / Ln INTRINSIC rate
    kSqrt,   // Sqrt (algo: its SqrtAlgo; the emulated ones cost their op sequence)
    kDiv,    // Div (algo: its DivAlgo)
    // Instructions whose latency is their lanes / P (附录/Reg矢量计算接口理论性能汇总.md, cycles per VL,
    // at least 1) passed in `algo`:
    kCross,      // single-issue register instruction (指令单双发汇总.md 表2): Reduce, ReduceDataBlock,
                 // PairReduceElem, Squeeze, Gather (VSELR), Interleave / DeInterleave, Pack / UnPack,
                 // Histograms, MaskGenWithRegTensor, MaskReg Interleave / DeInterleave
    kSimpleN,    // dual-issue register instruction with a multi-cycle latency (Arange, Truncate)
    kLoadSingle, // single-issue UB read: dual-register / DIST_DS / RegTraitNumTwo LoadAlign, the
                 // DataBlock LoadAlign (VSLDB), Gather (VGATHER2), GatherB (VGATHERB)
    kStoreN,     // single-issue UB write with a latency: Scatter (VSCATTER), DataBlock StoreAlign
                 // (VSSTB), StoreUnAlign / StoreUnAlignPost (VSTUS / VSTAS ...)
};

// The element type a Reg instruction computes on, for the instructions whose cost depends on it (Exp,
// Ln, Sqrt, Div: the appendix tables price b16 and b32, float and integer, apart); bytes 0 where the
// cost does not depend on it.
struct VfElem {
    uint8_t bytes = 0;
    bool isFloat = false;
};
template <typename E>
constexpr VfElem VfElemOf()
{
    return VfElem{static_cast<uint8_t>(sizeof(E)), ascsim::num::kIsSimFloat<E>};
}

// Issues the VF on the V pipe (like Issue(Pipe::V)); *listened = the calling core when its launch has
// observers of core events, else nullptr. `entry` is the VF's address: asc_vf_call has no SrcLoc, so
// the entry stands for its call site. `firstDef`: the number its first Reg instruction gets
// (vf/vf_scope.h, Tick).
uint64_t IssueVf(CoreState** listened, const void* entry, uint64_t firstDef);
// One Reg instruction, number `def`, reading the results of instructions `reads[0..n)` (register
// vfDef values; numbers below the VF's first: available at its start). `name`: the API name the
// instruction issues under (its op-table row's kName, or the C API's asc_* name; a string literal), for
// the instructions the scheduler prices by their own appendix row; nullptr prices the class.
// `ubBeats`: the beats its UB access takes (engine/ub_banks.h: more than 1 when blocks meet in a bank
// or bank group); 1 for an instruction without one.
void VfOpIssued(CoreState* listened, VfOp op, VfElem elem, int algo, const uint64_t* reads, uint32_t n, uint64_t def,
                const char* name = nullptr, uint32_t ubBeats = 1);
// The VF returned.
void VfReturned(CoreState* listened);

} // namespace ascsim::kern
