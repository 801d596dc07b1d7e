// The op table of the Memory-API data fills (SIMD-API/基础API/Memory矢量计算/数据填充/: Brcb.md,
// CreateVecIndex.md), one row each (op_row.h says what a row holds). Their engines are
// engine/fill_engine.h's, reached by the Memory API's spellings (basic_api/memory_vector/vector_fill.h)
// and, through UbOperand, by the C API's asc_brcb. Both are of the simple class (Duplicate's row,
// 附录/Reg矢量计算接口理论性能汇总.md 表12). Lanes: Brcb one source element per destination DataBlock;
// CreateVecIndex firstValue + i per lane. (Duplicate, of this category too, is still listed in
// engine/op_costs.h: its engine is the count / repeat engines'.) The rows have no Reg-form fields
// yet (kVfOp, kMerging, Lane: op_row.h).
#pragma once

#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/op_row.h"

namespace ascsim::ops {

struct Brcb {
    static constexpr const char* kName = "Brcb";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};
struct CreateVecIndex {
    static constexpr const char* kName = "CreateVecIndex";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};

inline constexpr auto kFillCosts = CostRows<Brcb, CreateVecIndex>();

} // namespace ascsim::ops
