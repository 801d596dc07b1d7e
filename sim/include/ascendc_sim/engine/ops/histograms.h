// The op table of the Reg histograms (SIMD-API/基础API/Reg矢量计算/直方图计算/Histograms.md), one row
// (op_row.h says what a row holds); its spelling is reg_compute/histograms.h. Reg-only: the Memory API
// has no such category. DHISTv2 is a single-issue register instruction (kCross, 附录/
// Reg矢量计算接口指令单双发汇总.md 表2) of 8 cycles per VL (理论性能汇总.md 表16: 32 per cycle); it has
// no merge mode (MergeMode支持情况汇总.md lists it not: the counts are always added to dstReg). Cost
// class (a row must have one; no Memory-API spelling issues as Histograms, so it is never priced):
// none of cost_class.h's is 8 cycles per VL; kGather, the slowest per-VL register class (4), is the
// nearest.
#pragma once

#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/op_row.h"
#include "ascendc_sim/vf/vf_events.h"

namespace ascsim::ops {

struct Histograms {
    static constexpr const char* kName = "Histograms";
    static constexpr kern::CostClass kCost = kern::CostClass::kGather;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kCross;
    static constexpr bool kMerging = false;
    static constexpr int kCycles = 8;
};

inline constexpr auto kHistogramsCosts = CostRows<Histograms>();

} // namespace ascsim::ops
