// The op table of the Memory-API UB -> UB moves (SIMD-API/基础API/Memory矢量计算/数据搬运/:
// Copy（UBToUB连续数据搬运）.md, Copy（UBToUB掩码式高维数据搬运）.md, DataCopy（UBToUB连续数据搬运）.md,
// DataCopy（UBToUB高维切分数据搬运）.md), one row each (op_row.h says what a row holds); the GM <-> UB copies
// are DMA, not V-pipe VFs, and have no row. The engines are engine/copy_engine.h's and
// engine/ub_copy_engine.h's, reached by the Memory API's spellings (basic_api/memory_vector/vector_copy.h,
// basic_api/data_movement/data_copy_ub.h) and, through UbOperand, by the C API. Both are of the simple
// class (附录/Vector指令理论性能汇总.md 表3: DataCopy(UB->UB) 256 bytes per cycle). Lanes: bits moved as
// they are.
// The Reg API's UB <-> register moves (SIMD-API/基础API/Reg矢量计算/Reg数据搬入/, Reg数据搬出/; the spellings
// reg_compute/load_store.h, load_store_dual_block.h, unaligned.h, gather_scatter.h, mask_move.h) are
// V-pipe instructions inside a VF with a VF class each (vf/vf_events.h), so they have rows here too,
// Reg-only; a MaskReg form (MaskReg搬入（LoadAlign）, MaskReg搬出（StoreAlign）, MaskReg非对齐搬出
// （StoreUnAlign）) shares the row of its name. None takes a MaskMergeMode (the stores write only the
// selected lanes; the loads fill the register). Cost classes (a row must have one; no Memory-API
// spelling issues under these names): the contiguous moves kSimple, like DataCopy(UB->UB) (one VL per
// cycle); GatherB and Scatter kGatherB (理论性能汇总.md 表1 / 表2: 2 cycles per VL);
// MaskGenWithRegTensor kGather (the class of 4 cycles per VL, MOVVP's 表3 figure). The UB Gather
// (离散搬入（Gather）, VGATHER2) is GatherLoad, derived from gather.h's Gather: one name, one cost row.
// Latencies (cycles, passed with the class; 理论性能汇总.md 表1 - 表4): the two-VL and DataBlock forms of
// LoadAlign / StoreAlign 2, GatherB / Gather / Scatter 2, the unaligned stores 1, MOVVP 4.
#pragma once

#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/gather.h"
#include "ascendc_sim/engine/ops/op_row.h"
#include "ascendc_sim/vf/vf_events.h"

namespace ascsim::ops {

struct Copy {
    static constexpr const char* kName = "Copy";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};
struct DataCopyUbToUb {
    static constexpr const char* kName = "DataCopy(UB->UB)";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};
// The C API's UB -> UB copy (C-API/vector_datamove/asc_copy_ub2ub.md, PIPE_V): DataCopy(UB->UB)'s engine.
struct AscCopyUbToUb {
    static constexpr const char* kName = "asc_copy_ub2ub";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};

// What the Reg move rows share.
struct RegMoveRow {
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr bool kMerging = false;
};

// LoadAlign (连续对齐搬入, 非连续对齐搬入, MaskReg搬入（LoadAlign）): VLDS, a dual-issue read of one VL;
// the single-issue forms (two registers, DIST_DS, RegTraitNumTwo, the DataBlock form VSLDB) read for
// two cycles of the port.
struct LoadAlign : RegMoveRow {
    static constexpr const char* kName = "LoadAlign";
    static constexpr kern::VfOp kVfOp = kern::VfOp::kLoad;
    static constexpr kern::VfOp VfOpOf(bool singleIssue) { return singleIssue ? kern::VfOp::kLoadSingle : kVfOp; }
    static constexpr int Cycles(bool singleIssue) { return singleIssue ? 2 : 0; }
};
// StoreAlign (连续对齐搬出, 非连续对齐搬出, MaskReg搬出（StoreAlign）): VSTS, one VL written; the two-register
// and DataBlock (VSSTB) forms write with a latency of 2.
struct StoreAlign : RegMoveRow {
    static constexpr const char* kName = "StoreAlign";
    static constexpr kern::VfOp kVfOp = kern::VfOp::kStore;
    static constexpr kern::VfOp VfOpOf(bool singleIssue) { return singleIssue ? kern::VfOp::kStoreN : kVfOp; }
    static constexpr int Cycles(bool singleIssue) { return singleIssue ? 2 : 0; }
};
// 连续非对齐搬入（LoadUnAlign）.md: the priming read of the aligned block, then one VL per LoadUnAlign.
struct LoadUnAlignPre : RegMoveRow {
    static constexpr const char* kName = "LoadUnAlignPre";
    static constexpr kern::VfOp kVfOp = kern::VfOp::kLoad;
};
struct LoadUnAlign : RegMoveRow {
    static constexpr const char* kName = "LoadUnAlign";
    static constexpr kern::VfOp kVfOp = kern::VfOp::kLoad;
};
// 连续非对齐搬出（StoreUnAlign）.md, MaskReg非对齐搬出（StoreUnAlign）.md: VSTUS / VSTAS, 1 cycle.
struct StoreUnAlign : RegMoveRow {
    static constexpr const char* kName = "StoreUnAlign";
    static constexpr kern::VfOp kVfOp = kern::VfOp::kStoreN;
    static constexpr int kCycles = 1;
};
struct StoreUnAlignPost : RegMoveRow {
    static constexpr const char* kName = "StoreUnAlignPost";
    static constexpr kern::VfOp kVfOp = kern::VfOp::kStoreN;
    static constexpr int kCycles = 1;
};
// 离散搬入（GatherB）.md (VGATHERB) and 离散搬出（Scatter）.md (VSCATTER): single issue, 2 cycles per VL.
struct GatherB : RegMoveRow {
    static constexpr const char* kName = "GatherB";
    static constexpr kern::CostClass kCost = kern::CostClass::kGatherB;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kLoadSingle;
    static constexpr int kCycles = 2;
};
struct Scatter : RegMoveRow {
    static constexpr const char* kName = "Scatter";
    static constexpr kern::CostClass kCost = kern::CostClass::kGatherB;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kStoreN;
    static constexpr int kCycles = 2;
};
// 离散搬入（Gather）.md (VGATHER2): Gather's name and cost class, a single-issue UB read of 2 cycles.
struct GatherLoad : Gather {
    static constexpr kern::VfOp kVfOp = kern::VfOp::kLoadSingle;
    static constexpr int kCycles = 2;
};
// MaskReg搬入（MaskGenWithRegTensor）.md (MOVVP): single issue, 4 cycles.
struct MaskGenWithRegTensor : RegMoveRow {
    static constexpr const char* kName = "MaskGenWithRegTensor";
    static constexpr kern::CostClass kCost = kern::CostClass::kGather;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kCross;
    static constexpr int kCycles = 4;
};

inline constexpr auto
    kDataMoveCosts = CostRows<Copy, DataCopyUbToUb, AscCopyUbToUb, LoadAlign, StoreAlign, LoadUnAlignPre, LoadUnAlign,
                              StoreUnAlign, StoreUnAlignPost, GatherB, Scatter, MaskGenWithRegTensor>();

} // namespace ascsim::ops
