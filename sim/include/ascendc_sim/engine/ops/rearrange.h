// The op table of the Memory-API data rearrangement (SIMD-API/基础API/Memory矢量计算/数据重排（ISASI）/:
// Interleave.md, DeInterleave.md), one row each (op_row.h says what a row holds). Their engines are
// engine/interleave_engine.h's, reached by the Memory API's spellings
// (basic_api/memory_vector/vector_interleave.h) and, through UbOperand, by the C API. Both are of the
// simple class (附录/Reg矢量计算接口理论性能汇总.md 表14: one VL per cycle). Lanes: element moves between
// two sources and two destinations. The rows have no Reg-form fields
// yet (kVfOp, kMerging, Lane: op_row.h).
#pragma once

#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/op_row.h"

namespace ascsim::ops {

struct Interleave {
    static constexpr const char* kName = "Interleave";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};
struct DeInterleave {
    static constexpr const char* kName = "DeInterleave";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};

inline constexpr auto kRearrangeCosts = CostRows<Interleave, DeInterleave>();

} // namespace ascsim::ops
