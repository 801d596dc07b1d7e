// The cost classes of Memory-API vector instructions, one per row of the appendix tables
// (docs/zh/api/附录/Reg矢量计算接口理论性能汇总.md, Vector指令理论性能汇总.md) that
// sim/src/kernel/timing/timing.cpp prices; which instruction has which: engine/op_costs.h.
#pragma once

#include <cstdint>

namespace ascsim::kern {

enum class CostClass : uint8_t {
    kSimple,     // one VL per op cycle: the arithmetic, logic, compare, select, cast, fill, copy, reduce ...
    kExpLn,      // Exp, Ln
    kSqrt,       // Sqrt (a non-default SqrtConfig: its algorithm)
    kDiv,        // Div (a non-default DivConfig: its algorithm)
    kRsqrt,      // Rsqrt
    kReciprocal, // Reciprocal
    kGather,     // Gather: 表13, 4 cycles per VL (b8 through 16-bit lanes: 2)
    kGatherB,    // Gatherb: 表1, 2 cycles per VL
    kSqueeze,    // GatherMask: the Squeeze row of 表9, 5 cycles per VL
    kSort,       // Sort32, MrgSort: Vector指令理论性能汇总.md 表2, 2 elements per cycle
};

struct OpCost {
    const char* api;
    CostClass cost;
};

} // namespace ascsim::kern
