// What a Memory-API vector instruction costs the timing model, as a class: each class is one row of
// the appendix tables (docs/zh/api/附录/Reg矢量计算接口理论性能汇总.md, Vector指令理论性能汇总.md) that
// sim/src/kernel/timing/timing.cpp prices. The functional side names the class with the instruction
// (core/kernel_events.h, VectorEvent::cost); the model never looks at an API's name. An instruction
// without a row stops the emulator (event_emit.cpp): every instruction issued has a class.
// (The Reg API's instructions carry their class as vf/vf_events.h's VfOp.)
#pragma once

#include <cstdint>
#include <cstring>

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

// Every Memory-API instruction that issues a V-pipe VF, by the name it issues under; sorted by name.
inline constexpr OpCost kMemoryApiCosts[] = {
    {"Abs", CostClass::kSimple},
    {"Add", CostClass::kSimple},
    {"AddRelu", CostClass::kSimple},
    {"Adds", CostClass::kSimple},
    {"And", CostClass::kSimple},
    {"Ands", CostClass::kSimple},
    {"Axpy", CostClass::kSimple},
    {"Brcb", CostClass::kSimple},
    {"Cast", CostClass::kSimple},
    {"Compare", CostClass::kSimple},
    {"Compares", CostClass::kSimple},
    {"Copy", CostClass::kSimple},
    {"CreateVecIndex", CostClass::kSimple},
    {"DataCopy(UB->UB)", CostClass::kSimple},
    {"DeInterleave", CostClass::kSimple},
    {"Div", CostClass::kDiv},
    {"Duplicate", CostClass::kSimple},
    {"Exp", CostClass::kExpLn},
    {"Extract", CostClass::kSimple},
    {"Gather", CostClass::kGather},
    {"GatherMask", CostClass::kSqueeze},
    {"Gatherb", CostClass::kGatherB},
    {"Interleave", CostClass::kSimple},
    {"LeakyRelu", CostClass::kSimple},
    {"Ln", CostClass::kExpLn},
    {"Max", CostClass::kSimple},
    {"Maxs", CostClass::kSimple},
    {"Min", CostClass::kSimple},
    {"Mins", CostClass::kSimple},
    {"MrgSort", CostClass::kSort},
    {"Mul", CostClass::kSimple},
    {"Muls", CostClass::kSimple},
    {"Not", CostClass::kSimple},
    {"Or", CostClass::kSimple},
    {"Ors", CostClass::kSimple},
    {"Reciprocal", CostClass::kReciprocal},
    {"ReduceDataBlock", CostClass::kSimple},
    {"ReduceMax", CostClass::kSimple},
    {"ReduceMin", CostClass::kSimple},
    {"ReducePairElem", CostClass::kSimple},
    {"ReduceRepeat", CostClass::kSimple},
    {"ReduceSum", CostClass::kSimple},
    {"Relu", CostClass::kSimple},
    {"Rsqrt", CostClass::kRsqrt},
    {"Select", CostClass::kSimple},
    {"ShiftLeft", CostClass::kSimple},
    {"ShiftRight", CostClass::kSimple},
    {"Sort", CostClass::kSimple},
    {"Sort32", CostClass::kSort},
    {"Sqrt", CostClass::kSqrt},
    {"Sub", CostClass::kSimple},
    {"TransDataTo5HD", CostClass::kSimple},
    {"Transpose", CostClass::kSimple},
};

// The row of `api`, or nullptr.
inline const OpCost* FindMemoryApiCost(const char* api)
{
    size_t lo = 0;
    size_t hi = sizeof(kMemoryApiCosts) / sizeof(kMemoryApiCosts[0]);
    while (lo < hi) {
        const size_t mid = (lo + hi) / 2;
        const int c = std::strcmp(kMemoryApiCosts[mid].api, api);
        if (c == 0) {
            return &kMemoryApiCosts[mid];
        }
        if (c < 0) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    return nullptr;
}

} // namespace ascsim::kern
