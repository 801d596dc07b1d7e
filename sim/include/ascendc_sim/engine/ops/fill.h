// The op table of the Memory-API data fills (SIMD-API/基础API/Memory矢量计算/数据填充/: Brcb.md,
// CreateVecIndex.md, Duplicate.md), one row each (op_row.h says what a row holds). Brcb's and
// CreateVecIndex's engines are engine/fill_engine.h's, reached by the Memory API's spellings
// (basic_api/memory_vector/vector_fill.h) and, through UbOperand, by the C API's asc_brcb;
// Duplicate's are the count and repeat engines (basic_api/memory_vector/vector_api.h,
// vector_repeat.h; the Reg form reg_compute/duplicate.h). All are of the simple class (Duplicate's
// row, 附录/Reg矢量计算接口理论性能汇总.md 表12). Lanes: Brcb one source element per destination
// DataBlock; CreateVecIndex firstValue + i per lane; Duplicate the scalar in every lane.
// Duplicate's Reg form (Reg矢量计算/数据填充/Duplicate.md; reg_compute/duplicate.h) takes its row's Reg
// fields: a simple dual-issue instruction, MERGING supported in hardware (附录/
// Reg矢量计算接口MergeMode支持情况汇总.md). Brcb and CreateVecIndex have no Reg form (the Reg API's
// index maker is Arange, index.h).
#pragma once

#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/op_row.h"
#include "ascendc_sim/vf/vf_events.h"

namespace ascsim::ops {

struct Brcb {
    static constexpr const char* kName = "Brcb";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};
struct CreateVecIndex {
    static constexpr const char* kName = "CreateVecIndex";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};

struct Duplicate {
    static constexpr const char* kName = "Duplicate";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kSimple;
    static constexpr bool kMerging = true;
};

inline constexpr auto kFillCosts = CostRows<Brcb, CreateVecIndex, Duplicate>();

} // namespace ascsim::ops
