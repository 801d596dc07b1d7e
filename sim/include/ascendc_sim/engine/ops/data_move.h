// The op table of the Memory-API UB -> UB moves (SIMD-API/基础API/Memory矢量计算/数据搬运/:
// Copy（UBToUB连续数据搬运）.md, Copy（UBToUB掩码式高维数据搬运）.md, DataCopy（UBToUB连续数据搬运）.md,
// DataCopy（UBToUB高维切分数据搬运）.md), one row each (op_row.h says what a row holds); the GM <-> UB copies
// are DMA, not V-pipe VFs, and have no row. The engines are engine/copy_engine.h's and
// engine/ub_copy_engine.h's, reached by the Memory API's spellings (basic_api/memory_vector/vector_copy.h,
// basic_api/data_movement/data_copy_ub.h) and, through UbOperand, by the C API. Both are of the simple
// class (附录/Vector指令理论性能汇总.md 表3: DataCopy(UB->UB) 256 bytes per cycle). Lanes: bits moved as
// they are. The rows have no Reg-form fields
// yet (kVfOp, kMerging, Lane: op_row.h).
#pragma once

#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/op_row.h"

namespace ascsim::ops {

struct Copy {
    static constexpr const char* kName = "Copy";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};
struct DataCopyUbToUb {
    static constexpr const char* kName = "DataCopy(UB->UB)";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};

inline constexpr auto kDataMoveCosts = CostRows<Copy, DataCopyUbToUb>();

} // namespace ascsim::ops
