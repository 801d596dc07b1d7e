// The op table of the MaskReg makers (SIMD-API/基础API/Reg矢量计算/寄存器数据类型/MaskReg.md: CreateMask,
// UpdateMask), one row each (op_row.h says what a row holds); their spellings are reg_compute/mask.h.
// Reg-only. PSET / PLT are dual-issue mask instructions (kMask: 附录/Reg矢量计算接口指令单双发汇总.md
// 表1) whose latency is the class's own (no cycles field); they write a MaskReg under no mask, so no
// MERGING. Cost class (a row must have one; no Memory-API spelling issues under these names):
// kSimple, one per cycle. The page's other functions are not vector instructions: CreateAddrReg
// (AddrReg.md, reg_compute/addr_reg.h) sets a scalar offset and ClearSpr (系统变量访问/ClearSpr.md,
// reg_compute/squeeze.h) a special register; neither ticks the VF, so neither has a row.
#pragma once

#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/op_row.h"
#include "ascendc_sim/vf/vf_events.h"

namespace ascsim::ops {

struct RegMaskRow {
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kMask;
    static constexpr bool kMerging = false;
};

struct CreateMask : RegMaskRow {
    static constexpr const char* kName = "CreateMask";
};
struct UpdateMask : RegMaskRow {
    static constexpr const char* kName = "UpdateMask";
};

inline constexpr auto kMaskRegCosts = CostRows<CreateMask, UpdateMask>();

} // namespace ascsim::ops
