// The op table of the Memory-API data rearrangement (SIMD-API/基础API/Memory矢量计算/数据重排（ISASI）/:
// Interleave.md, DeInterleave.md), one row each (op_row.h says what a row holds). Their engines are
// engine/interleave_engine.h's, reached by the Memory API's spellings
// (basic_api/memory_vector/vector_interleave.h) and, through UbOperand, by the C API. Both are of the
// simple class (附录/Reg矢量计算接口理论性能汇总.md 表14: one VL per cycle). Lanes: element moves between
// two sources and two destinations.
// The Reg forms (SIMD-API/基础API/Reg矢量计算/数据重排/Interleave.md, DeInterleave.md, and the MaskReg
// forms of the same names, MaskReg计算/Interleave.md, DeInterleave.md; reg_compute/relayout.h) share
// these rows: VINTLV / VDINTLV / PINTLV / PDINTLV are single-issue register instructions (kCross,
// 指令单双发汇总.md 表2) of 1 cycle (理论性能汇总.md 表14 / 表5), with no mask and so no MERGING.
#pragma once

#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/op_row.h"
#include "ascendc_sim/vf/vf_events.h"

namespace ascsim::ops {

// The Reg fields of both rows.
struct RegRelayoutRow {
    static constexpr kern::VfOp kVfOp = kern::VfOp::kCross;
    static constexpr bool kMerging = false;
    static constexpr int kCycles = 1;
};

struct Interleave : RegRelayoutRow {
    static constexpr const char* kName = "Interleave";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};
struct DeInterleave : RegRelayoutRow {
    static constexpr const char* kName = "DeInterleave";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};

inline constexpr auto kRearrangeCosts = CostRows<Interleave, DeInterleave>();

} // namespace ascsim::ops
