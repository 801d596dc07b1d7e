// What an op-table row says of one vector instruction, whatever spelling calls it (engine/ops/*.h):
//   kName      the name it issues under (the SDK's API name; sanitizer reports, traces, profiles)
//   kCost      the Memory-API cost class (engine/op_costs.h collects every row's)
//   kVfOp      the Reg instruction class the VF scheduler prices (vf/vf_events.h)
//   kMerging   the Reg form takes MaskMergeMode::MERGING (附录/Reg矢量计算接口MergeMode支持情况汇总.md)
//   Lane<E>    the element function (numerics/)
//   kB64       the 64-bit integer lane (numerics/int64.h), for the spellings whose page lists int64_t
// plus, where a row has them, the fp32 host paths the spellings may take instead of Lane (bit-identical:
// engine/vector_fast.h). A spelling is an adapter from its arguments to the row and an engine.
#pragma once

#include <array>
#include <cstddef>

#include "ascendc_sim/engine/cost_class.h"

namespace ascsim::ops {

// The cost rows of a table's instructions, for engine/op_costs.h.
template <typename... Rows>
constexpr std::array<kern::OpCost, sizeof...(Rows)> CostRows()
{
    return {kern::OpCost{Rows::kName, Rows::kCost}...};
}

} // namespace ascsim::ops
