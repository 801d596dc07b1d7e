// The op table of the Memory-API reductions (SIMD-API/基础API/Memory矢量计算/归约计算/: ReduceRepeat.md,
// ReduceDataBlock.md, ReducePairElem.md, ReduceSum.md, ReduceMax.md, ReduceMin.md), one row each
// (op_row.h says what a row holds). Their engines are engine/reduce_engine.h's, reached by the Memory
// API's spellings (basic_api/memory_vector/vector_reduce.h) and, through UbOperand, by the C API's
// asc_repeat_reduce_* / asc_datablock_reduce_*. All six are of the simple class (附录/
// Reg矢量计算接口理论性能汇总.md 表11: Reduce, ReduceDataBlock, PairReduceElem one VL per cycle).
// Lanes: the per-repeat forms give one result (SUM; MAX / MIN with their index: two) per repeat, eight per
// repeat (ReduceDataBlock) or VL / 2 per repeat (ReducePairElem); the whole reductions one (two with the
// index) over every element.
// The Reg reductions (SIMD-API/基础API/Reg矢量计算/归约计算/: Reduce.md, ReduceDataBlock.md,
// PairReduceElem.md; reg_compute/reduce.h) expand from rows of this table too: ReduceDataBlock shares
// the Memory row of its name; Reduce and PairReduceElem are Reg-only rows, of the simple class as
// their Memory cousins ReduceRepeat / ReducePairElem (表11: one VL per cycle). All three are
// single-issue register instructions (kCross, 指令单双发汇总.md 表2), ZEROING only (附录/
// Reg矢量计算接口MergeMode支持情况汇总.md); their latency is Cycles<E>: lanes / P of 表11.
#pragma once

#include <type_traits>

#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/op_row.h"
#include "ascendc_sim/vf/vf_events.h"

namespace ascsim::ops {

// The Reg fields of the three register reductions.
struct RegReduceRow {
    static constexpr kern::VfOp kVfOp = kern::VfOp::kCross;
    static constexpr bool kMerging = false;
    // Cycles per VL of source element type E (表11): 1 (b16 at 128, b32 at 64 per cycle), 2 for an
    // int16 / uint16 sum into b32; the b64 forms are emulated in the SDK and have no figure: 8 assumed.
    template <typename E>
    static constexpr int Cycles(bool sum)
    {
        return sizeof(E) == 8 ? 8 : (sum && sizeof(E) == 2 && std::is_integral_v<E>) ? 2 : 1;
    }
};

struct ReduceRepeat {
    static constexpr const char* kName = "ReduceRepeat";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};
struct ReduceDataBlock : RegReduceRow {
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
// Reg-only: Reduce.md (SUM / MAX / MIN of one register into lane 0).
struct Reduce : RegReduceRow {
    static constexpr const char* kName = "Reduce";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};
// Reg-only: PairReduceElem.md (lane i = src[2i] + src[2i + 1]); 表11: one VL per cycle for half and
// float, its only types.
struct PairReduceElem : RegReduceRow {
    static constexpr const char* kName = "PairReduceElem";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr int kCycles = 1;
};

inline constexpr auto kReduceCosts = CostRows<ReduceRepeat, ReduceDataBlock, ReducePairElem, ReduceSum, ReduceMax,
                                              ReduceMin, Reduce, PairReduceElem>();

} // namespace ascsim::ops
