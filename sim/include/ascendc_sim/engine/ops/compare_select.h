// The op table of the compare and select instructions (SIMD-API/基础API/Memory矢量计算/比较与选择/
// Compare.md, Compares.md, Select.md, and their flexible-scalar and 结果存入寄存器 pages; the Reg pages
// under Reg矢量计算/比较与选择/), one row each (op_row.h says what a row holds). The Memory API's count
// and mask/repeat forms (basic_api/memory_vector/vector_api.h, vector_repeat.h, vector_cmpmask.h; the
// mask/repeat engines: engine/vector_repeat_cmpsel.h) and the Reg API (reg_compute/cmpsel.h) expand
// from these rows. All three are of the simple class (附录/Reg矢量计算接口理论性能汇总.md: one VL per
// cycle); none takes a MaskMergeMode (附录/Reg矢量计算接口MergeMode支持情况汇总.md does not list them:
// Compare zeroes the unselected bits, Select picks every lane).
//   Compare::Lane(a, b, mode)     the bit of one element: a <mode> b (numerics/cmpsel.h: IEEE for floats)
//   Compares::Lane(x, s, mode)    the same against the scalar (CompareScalar, the older name, is Compares)
//   Select::Lane(bit, a, b)       bit ? a : b, a bitwise copy
// Which mask bit an element uses (SELMODE, repeats) is the spellings' and engines' business.
// Squeeze (Reg矢量计算/比较与选择/Squeeze.md; reg_compute/squeeze.h) is a Reg-only row of this table:
// VSQZ is a single-issue register instruction (kCross, 指令单双发汇总.md 表2) of 5 cycles per VL
// (理论性能汇总.md 表9: 12.8 b32 per cycle), the kSqueeze class (its own 表9 row, which the Memory
// API's GatherMask, gather.h, is priced by), with no merge mode (the unselected lanes are packed out).
#pragma once

#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/op_row.h"
#include "ascendc_sim/numerics/numerics.h"
#include "ascendc_sim/vf/vf_events.h"

namespace ascsim::ops {

// What the compare / select rows share: one VL per cycle in both APIs, no merge mode.
struct CompareSelectRow {
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kSimple;
    static constexpr bool kMerging = false;
};

struct Compare : CompareSelectRow {
    static constexpr const char* kName = "Compare";
    template <typename E>
    static bool Lane(E a, E b, AscendC::CMPMODE mode)
    {
        return num::Compare(a, b, mode);
    }
};

struct Compares : CompareSelectRow {
    static constexpr const char* kName = "Compares";
    template <typename E>
    static bool Lane(E x, E scalar, AscendC::CMPMODE mode)
    {
        return num::Compares(x, scalar, mode);
    }
};

struct Select : CompareSelectRow {
    static constexpr const char* kName = "Select";
    template <typename E>
    static E Lane(bool takeSrc0, E src0, E src1)
    {
        return num::Select(takeSrc0, src0, src1);
    }
};

struct Squeeze {
    static constexpr const char* kName = "Squeeze";
    static constexpr kern::CostClass kCost = kern::CostClass::kSqueeze;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kCross;
    static constexpr bool kMerging = false;
    static constexpr int kCycles = 5;
};

inline constexpr auto kCompareSelectCosts = CostRows<Compare, Compares, Select, Squeeze>();

} // namespace ascsim::ops
