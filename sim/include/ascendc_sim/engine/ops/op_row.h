// What an op-table row says of one vector instruction, whatever spelling calls it (engine/ops/*.h):
//   kName      the name it issues under (the SDK's API name; sanitizer reports, traces, profiles)
//   kCost      the Memory-API cost class (engine/op_costs.h collects every row's)
//   kVfOp      the Reg instruction class the VF scheduler prices (vf/vf_events.h)
//   kMerging   the Reg form takes MaskMergeMode::MERGING (附录/Reg矢量计算接口MergeMode支持情况汇总.md)
//   kCycles    the Reg form's latency passed with its class (VfOpIssued's algo: 附录/
//              Reg矢量计算接口理论性能汇总.md, cycles per VL), or Cycles<E>(...) / Cycles(mode) where it
//              depends on the type or mode; none where the class's own latency is the instruction's
//   Lane<E>    the element function (numerics/)
//   kB64       the 64-bit integer lane (numerics/int64.h), for the spellings whose page lists int64_t
// plus, where a row has them, the fp32 host paths the spellings may take instead of Lane (bit-identical:
// engine/vector_fast.h). A spelling is an adapter from its arguments to the row and an engine.
// Every vector instruction of either API has a row, in the table of its SDK doc category (the folder of
// its page): a Memory-API instruction's row also holds its Reg twin's fields; a Reg-only instruction's
// row has kName, a kCost (its head comment says which appendix class and why; the Memory API never
// issues it), kVfOp, kMerging and its cycles. A second Reg form under one name with another VF class
// (Or of MaskRegs, Gather from UB) is a row derived from that name's row: one name, one cost row.
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
