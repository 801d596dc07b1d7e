// The op table of the Reg index generation (SIMD-API/基础API/Reg矢量计算/索引操作/Arange.md), one row
// (op_row.h says what a row holds); its spelling is reg_compute/arange.h. Reg-only (the Memory API's
// CreateVecIndex, 数据填充/, is fill.h's row). VCI is a dual-issue register instruction with a
// multi-cycle latency (kSimpleN: 附录/Reg矢量计算接口指令单双发汇总.md 表1), no mask, so no MERGING.
// Cost class (a row must have one; no Memory-API spelling issues as Arange): kSimple, CreateVecIndex's,
// the same instruction's Memory form.
#pragma once

#include <type_traits>

#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/op_row.h"
#include "ascendc_sim/vf/vf_events.h"

namespace ascsim::ops {

struct Arange {
    static constexpr const char* kName = "Arange";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kSimpleN;
    static constexpr bool kMerging = false;
    // lanes / P (理论性能汇总.md 表17): 2 cycles for int16 / int32 (64 / 32 per cycle), 1 for the
    // others; int64 is built from several instructions by the SDK: 4 cycles assumed.
    template <typename E>
    static constexpr int Cycles()
    {
        return sizeof(E) == 8 ? 4 : (std::is_same_v<E, int16_t> || std::is_same_v<E, int32_t>) ? 2 : 1;
    }
};

inline constexpr auto kIndexCosts = CostRows<Arange>();

} // namespace ascsim::ops
