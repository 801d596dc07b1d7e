// The op table of the Memory-API layout conversions (SIMD-API/基础API/Memory矢量计算/数据排布转换/:
// Transpose.md, TransDataTo5HD.md), one row each (op_row.h says what a row holds). Their engines are
// engine/transpose_engine.h's, reached by the Memory API's spellings
// (basic_api/memory_vector/vector_transpose.h) and, through UbOperand, by the C API's asc_transpose. Both
// are of the simple class (附录/Vector指令理论性能汇总.md 表1: Transpose 256 bytes per cycle; the same for
// TransDataTo5HD, which has no figure). Lanes: element moves within DataBlocks. The Reg API has no layout
// conversion, so the rows have no Reg fields (kVfOp, kMerging: op_row.h).
#pragma once

#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/op_row.h"

namespace ascsim::ops {

struct Transpose {
    static constexpr const char* kName = "Transpose";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};
struct TransDataTo5HD {
    static constexpr const char* kName = "TransDataTo5HD";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};

// The C API's 16 x 16 transpose (C-API/vector_compute/asc_transpose.md, PIPE_V): Transpose's engine and
// class, named as the C API (its _sync form issues the same instruction).
struct AscTranspose {
    static constexpr const char* kName = "asc_transpose";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};

// The C API's TransDataTo5HD over the VA registers (C-API/vector_compute/asc_transto5hd.md, PIPE_V):
// TransDataTo5HD's engine and class, one name for the b8 / b16 / b32 and _sync forms.
struct AscTransTo5hd {
    static constexpr const char* kName = "asc_transto5hd";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};

inline constexpr auto kLayoutCosts = CostRows<Transpose, TransDataTo5HD, AscTranspose, AscTransTo5hd>();

} // namespace ascsim::ops
