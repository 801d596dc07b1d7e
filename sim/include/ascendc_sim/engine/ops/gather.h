// The op table of the Memory-API gathers (SIMD-API/基础API/Memory矢量计算/离散与聚合/: Gather.md,
// Gatherb(ISASI).md; and GatherMask, whose page is 比较与选择/GatherMask.md but whose engine is this
// family's), one row each (op_row.h says what a row holds). Their engines are engine/gather_engine.h's,
// reached by the Memory API's spellings (basic_api/memory_vector/vector_gather.h) and, through UbOperand,
// by the C API. Cost classes (附录/Reg矢量计算接口理论性能汇总.md): Gather 表13 (4 cycles per VL), Gatherb
// 表1 GatherB (2 cycles per VL), GatherMask the Squeeze row of 表9 (5 cycles per VL).
// Lanes: Gather one element per offset (count form) or per enabled lane (mask forms); Gatherb one
// DataBlock per offset, 8 per repeat; GatherMask the selected elements of each repeat, packed.
// The Reg Gather between registers (Reg矢量计算/离散操作/Gather.md, VSELR; reg_compute/gather_scatter.h)
// is Gather's Reg form: the instruction 表13 prices, a single-issue register instruction (kCross,
// 指令单双发汇总.md 表2) of 4 cycles, without a mask. Its UB namesake (Reg数据搬入/离散搬入（Gather）.md,
// VGATHER2) is data_move.h's GatherLoad, a row derived from this one (one name, one cost row).
#pragma once

#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/op_row.h"
#include "ascendc_sim/vf/vf_events.h"

namespace ascsim::ops {

struct Gather {
    static constexpr const char* kName = "Gather";
    static constexpr kern::CostClass kCost = kern::CostClass::kGather;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kCross;
    static constexpr bool kMerging = false;
    static constexpr int kCycles = 4;
};
struct Gatherb {
    static constexpr const char* kName = "Gatherb";
    static constexpr kern::CostClass kCost = kern::CostClass::kGatherB;
};
struct GatherMask {
    static constexpr const char* kName = "GatherMask";
    static constexpr kern::CostClass kCost = kern::CostClass::kSqueeze;
};

inline constexpr auto kGatherCosts = CostRows<Gather, Gatherb, GatherMask>();

} // namespace ascsim::ops
