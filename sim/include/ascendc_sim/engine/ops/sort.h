// The op table of the Memory-API sort and merge (SIMD-API/基础API/Memory矢量计算/排序组合（ISASI）/:
// Sort32.md, MrgSort.md; Sort and Extract, the 950 entry points of the SDK's
// kernel_operator_proposal_intf.h), one row each (op_row.h says what a row holds). Their engines are
// engine/sort_engine.h's, reached by the Memory API's spellings (basic_api/memory_vector/vector_sort.h)
// and, through UbOperand, by the C API. Cost classes: Sort32 and MrgSort 2 elements per cycle
// (附录/Vector指令理论性能汇总.md 表2); Sort's full-sort step and Extract the simple class.
// Lanes: 8-byte Region Proposals (score, index); Sort32 32 per repeat, MrgSort up to 4 queues merged,
// Extract one score and one index per proposal. The Reg API has no sort instruction, so the rows have
// no Reg fields (kVfOp, kMerging: op_row.h); the semantics are the engine's (whole repeats, not lanes).
#pragma once

#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/op_row.h"

namespace ascsim::ops {

struct Sort32 {
    static constexpr const char* kName = "Sort32";
    static constexpr kern::CostClass kCost = kern::CostClass::kSort;
};
struct MrgSort {
    static constexpr const char* kName = "MrgSort";
    static constexpr kern::CostClass kCost = kern::CostClass::kSort;
};
// The C API's spellings of the same instructions (C-API/vector_compute/asc_bitsort.md, asc_mrgsort4.md):
// Sort32's and MrgSort's engines and class.
struct AscBitsort {
    static constexpr const char* kName = "asc_bitsort";
    static constexpr kern::CostClass kCost = kern::CostClass::kSort;
};
struct AscMrgsort4 {
    static constexpr const char* kName = "asc_mrgsort4";
    static constexpr kern::CostClass kCost = kern::CostClass::kSort;
};
struct Sort {
    static constexpr const char* kName = "Sort";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};
struct Extract {
    static constexpr const char* kName = "Extract";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};

inline constexpr auto kSortCosts = CostRows<Sort32, MrgSort, AscBitsort, AscMrgsort4, Sort, Extract>();

} // namespace ascsim::ops
