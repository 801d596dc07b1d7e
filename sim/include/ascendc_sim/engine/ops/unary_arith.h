// The op table of the exact unary basic-arithmetic instructions (SIMD-API/基础API/Memory矢量计算/基础算术/
// Abs.md, Relu.md; the same pages under Reg矢量计算/基础算术/), one row each (op_row.h says what a row
// holds). Their results are fully determined (no config, no salt); both are of the simple class (one
// VL per cycle, 附录/Reg矢量计算接口理论性能汇总.md) and ZEROING only in the Reg API (the MergeMode
// table lists no software MERGING for either). Lane<E> is the numerics layer's function, whose
// static_assert holds the pages' type lists; Relu's int64_t lane is num::Relu's own, so no kB64.
// The Memory API's count and mask/repeat forms (basic_api/memory_vector/) and the Reg API
// (reg_compute/arith.h) expand from these rows.
#pragma once

#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/op_row.h"
#include "ascendc_sim/numerics/numerics.h"
#include "ascendc_sim/vf/vf_events.h"

namespace ascsim::ops {

// What the rows share: one VL per cycle in both APIs, ZEROING only.
struct SimpleUnaryRow {
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kSimple;
    static constexpr bool kMerging = false;
};

struct Abs : SimpleUnaryRow {
    static constexpr const char* kName = "Abs";
    template <typename E>
    static E Lane(E a)
    {
        return num::Abs(a);
    }
};

struct Relu : SimpleUnaryRow {
    static constexpr const char* kName = "Relu";
    template <typename E>
    static E Lane(E a)
    {
        return num::Relu(a);
    }
};

// Neg (基础算术/Neg(ISASI).md; 精度标准汇总 "符号位取反"): num::Neg, whose static_assert holds the Memory
// page's list (int8_t, int16_t, half, int32_t, float, int64_t); 理论性能汇总 表6: one VL per cycle.
struct Neg : SimpleUnaryRow {
    static constexpr const char* kName = "Neg";
    template <typename E>
    static E Lane(E a)
    {
        return num::Neg(a);
    }
};

inline constexpr auto kUnaryArithCosts = CostRows<Abs, Relu, Neg>();

} // namespace ascsim::ops
