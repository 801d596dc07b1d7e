// The op table of the Reg data compression (SIMD-API/基础API/Reg矢量计算/数据压缩/: Pack.md, UnPack.md,
// Unsqueeze.md; the MaskReg Pack / UnPack of MaskReg计算/ share the rows of their names), one row each
// (op_row.h says what a row holds). The Memory API has no such category: the rows are Reg-only, and
// their spellings are reg_compute/relayout.h (Pack, UnPack) and reg_compute/squeeze.h (Unsqueeze).
// All three are single-issue register instructions (VPACK / VUNPACK / VUSQZ, kCross: 附录/
// Reg矢量计算接口指令单双发汇总.md 表2) without a mask to merge into (附录/
// Reg矢量计算接口MergeMode支持情况汇总.md lists none of them). Cost classes (a row must have one; no
// Memory-API spelling issues under these names, so they are never priced): Pack / UnPack kSimple (表5 /
// 表15: one VL per cycle); Unsqueeze kGather, the class of 4 cycles per VL, its 表15 rate (16 b32
// lanes per cycle).
#pragma once

#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/op_row.h"
#include "ascendc_sim/vf/vf_events.h"

namespace ascsim::ops {

struct RegCompressRow {
    static constexpr kern::VfOp kVfOp = kern::VfOp::kCross;
    static constexpr bool kMerging = false;
};

struct Pack : RegCompressRow {
    static constexpr const char* kName = "Pack";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr int kCycles = 1;
};
struct UnPack : RegCompressRow {
    static constexpr const char* kName = "UnPack";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr int kCycles = 1;
};
struct Unsqueeze : RegCompressRow {
    static constexpr const char* kName = "Unsqueeze";
    static constexpr kern::CostClass kCost = kern::CostClass::kGather;
    static constexpr int kCycles = 4;
};

inline constexpr auto kCompressCosts = CostRows<Pack, UnPack, Unsqueeze>();

} // namespace ascsim::ops
