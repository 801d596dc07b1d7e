// The op table of the tensor-scalar basic-arithmetic instructions, dst_i = src_i op scalar
// (SIMD-API/基础API/Memory矢量计算/基础算术/Adds.md, Muls.md, Maxs.md, Mins.md, LeakyRelu.md; Reg矢量计算/
// 基础算术/Adds.md ... LeakyRelu.md), one row each (op_row.h). All are of the simple class (one VL per
// cycle) and ZEROING only in the Reg API (MergeMode table: no software MERGING). ShiftLeft /
// ShiftRight are 逻辑计算 (the MergeMode table's 表3), not here.
// Adds / Muls / Maxs / Mins are the same arithmetic as Add / Mul / Max / Min (basic_arith.h) with the
// scalar broadcast; each names that row as Binary. Their Lane stays the numerics layer's scalar
// function (num::Adds ...): the arithmetic is the binary one, but its static_assert holds the scalar
// page's own type list (Adds.md lists other types than Add.md), which the binary lane would not check.
// The fp32 host paths are the binary row's (LaneF32) or its broadcast twin (BulkF32, vector_fast.h).
// The flexible-scalar forms (Adds（灵活标量位置）.md ...), which take the scalar from a tensor element,
// run the Reg two-register instruction and so take Binary's lane. Subs and Divs come only in that
// form (rows at the end).
#pragma once

#include <cstdint>

#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/basic_arith.h"
#include "ascendc_sim/engine/ops/op_row.h"
#include "ascendc_sim/engine/ops/precision_arith.h"
#include "ascendc_sim/engine/vector_fast.h"
#include "ascendc_sim/numerics/int64.h"
#include "ascendc_sim/numerics/numerics.h"
#include "ascendc_sim/vf/vf_events.h"

namespace ascsim::ops {

// What the rows share: one VL per cycle in both APIs, ZEROING only.
struct SimpleScalarRow {
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kSimple;
    static constexpr bool kMerging = false;
};

struct Adds : SimpleScalarRow {
    static constexpr const char* kName = "Adds";
    using Binary = Add;
    template <typename E>
    static E Lane(E a, E s)
    {
        return num::Adds(a, s);
    }
    static float LaneF32(float a, float s) { return Add::LaneF32(a, s); }
    static void BulkF32(float* d, const float* a, float s, uint64_t n) { AscendC::detail::fast::AddsF(d, a, s, n); }
};

struct Muls : SimpleScalarRow {
    static constexpr const char* kName = "Muls";
    using Binary = Mul;
    template <typename E>
    static E Lane(E a, E s)
    {
        return num::Muls(a, s);
    }
    static float LaneF32(float a, float s) { return Mul::LaneF32(a, s); }
    static void BulkF32(float* d, const float* a, float s, uint64_t n) { AscendC::detail::fast::MulsF(d, a, s, n); }
};

struct Maxs : SimpleScalarRow {
    static constexpr const char* kName = "Maxs";
    using Binary = Max;
    template <typename E>
    static E Lane(E a, E s)
    {
        return num::Maxs(a, s);
    }
};

struct Mins : SimpleScalarRow {
    static constexpr const char* kName = "Mins";
    using Binary = Min;
    template <typename E>
    static E Lane(E a, E s)
    {
        return num::Mins(a, s);
    }
};

// LeakyRelu (LeakyRelu.md): src_i > 0 ? src_i : src_i * scalar, the product rounded to E (vlrelu);
// half and float. The sign bit decides (附录/Reg矢量计算接口边界值汇总.md 表24): +0 passes whatever the
// scalar, -0 is multiplied (-0 * inf = nan), NaN stays NaN either way.
struct LeakyRelu : SimpleScalarRow {
    static constexpr const char* kName = "LeakyRelu";
    template <typename E>
    static E Lane(E x, E s)
    {
        return num::SignBit(x) ? num::Mul(x, s) : x;
    }
};

// Subs / Divs (Subs（灵活标量位置）.md, Divs（灵活标量位置）.md; 950 only, and only with the scalar in either
// position): dst_i = src_i op scalar or scalar op src_i, the scalar's side being the operand order.
// The arithmetic is Sub's / Div's (Div's default DivConfig: Divs takes none), so Lane(a, b) is the
// binary row's with a and b in source order; kTypeOk is the page's type list (complex not modelled),
// the 64-bit integers through the b64 lanes (numerics/int64.h). Divs costs what Div costs.
struct Subs : SimpleScalarRow {
    static constexpr const char* kName = "Subs";
    using Binary = Sub;
    template <typename E>
    static constexpr bool kTypeOk = num::kSupportsSubs<E> || num::kIsB64Int<E>;
    template <typename E>
    static E Lane(E a, E b)
    {
        if constexpr (num::kIsB64Int<E>) {
            return num::B64Lane<num::B64Op::kSub>(a, b);
        } else {
            return Sub::Lane<E>(a, b);
        }
    }
};

struct Divs {
    static constexpr const char* kName = "Divs";
    static constexpr kern::CostClass kCost = Div::kCost;
    static constexpr kern::VfOp kVfOp = Div::kVfOp;
    static constexpr bool kMerging = false;
    using Binary = Div;
    template <typename E>
    static constexpr bool kTypeOk = num::kSupportsDivs<E> || num::kIsB64Int<E>;
    template <typename E>
    static E Lane(E a, E b)
    {
        if constexpr (num::kIsB64Int<E>) {
            return num::B64Lane<num::B64Op::kDiv>(a, b);
        } else {
            return Div::Lane<E>(a, b, AscendC::DEFAULT_DIV_CONFIG);
        }
    }
};

inline constexpr auto kScalarArithCosts = CostRows<Adds, Muls, Maxs, Mins, LeakyRelu, Subs, Divs>();

} // namespace ascsim::ops
