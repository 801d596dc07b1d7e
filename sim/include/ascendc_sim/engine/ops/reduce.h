// The op table of the Memory-API reductions (SIMD-API/基础API/Memory矢量计算/归约计算/: ReduceRepeat.md,
// ReduceDataBlock.md, ReducePairElem.md, ReduceSum.md, ReduceMax.md, ReduceMin.md), one row each
// (op_row.h says what a row holds). Their engines are engine/reduce_engine.h's, reached by the Memory
// API's spellings (basic_api/memory_vector/vector_reduce.h) and, through UbOperand, by the C API's
// asc_repeat_reduce_* / asc_datablock_reduce_*. All six are of the simple class (附录/
// Reg矢量计算接口理论性能汇总.md 表11: Reduce, ReduceDataBlock, PairReduceElem one VL per cycle).
// Lanes: the per-repeat forms give one result (SUM; MAX / MIN with their index: two) per repeat, eight per
// repeat (ReduceDataBlock) or VL / 2 per repeat (ReducePairElem); the whole reductions one (two with the
// index) over every element. The rows have no
// Reg-form fields yet (kVfOp, kMerging, Lane: op_row.h).
#pragma once

#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/op_row.h"

namespace ascsim::ops {

struct ReduceRepeat {
    static constexpr const char* kName = "ReduceRepeat";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};
struct ReduceDataBlock {
    static constexpr const char* kName = "ReduceDataBlock";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};
struct ReducePairElem {
    static constexpr const char* kName = "ReducePairElem";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};
struct ReduceSum {
    static constexpr const char* kName = "ReduceSum";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};
struct ReduceMax {
    static constexpr const char* kName = "ReduceMax";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};
struct ReduceMin {
    static constexpr const char* kName = "ReduceMin";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};

inline constexpr auto
    kReduceCosts = CostRows<ReduceRepeat, ReduceDataBlock, ReducePairElem, ReduceSum, ReduceMax, ReduceMin>();

} // namespace ascsim::ops
