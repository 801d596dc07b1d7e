// The op table of the basic-arithmetic binary instructions, register / tensor op register / tensor
// (SIMD-API/基础API/Memory矢量计算/基础算术/Add.md, Sub.md, Mul.md, Max.md, Min.md; the same pages under
// Reg矢量计算/基础算术/), one row each (op_row.h says what a row holds). The Memory API's count and
// mask/repeat forms (basic_api/memory_vector/) and the Reg API (reg_compute/arith.h) expand from these
// rows, and so will the C API's asc_add, asc_sub, asc_mul, asc_max and asc_min. All five are of the
// simple class (one VL per cycle). MERGING: Add, Max and Min (the MergeMode table's "软件支持").
// Lane<E> is the numerics layer's function, whose static_assert holds the Memory-API pages' type lists;
// the Reg pages add int64_t / uint64_t, whose lanes are kB64's (numerics/int64.h).
#pragma once

#include <cstdint>

#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/op_row.h"
#include "ascendc_sim/engine/vector_fast.h"
#include "ascendc_sim/numerics/int64.h"
#include "ascendc_sim/numerics/numerics.h"
#include "ascendc_sim/vf/vf_events.h"

namespace ascsim::ops {

// What the five rows share: one VL per cycle in both APIs; what differs is an argument.
template <bool merging, num::B64Op b64>
struct SimpleBinaryRow {
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kSimple;
    static constexpr bool kMerging = merging;
    static constexpr num::B64Op kB64 = b64;
};

struct Add : SimpleBinaryRow<true, num::B64Op::kAdd> {
    static constexpr const char* kName = "Add";
    template <typename E>
    static E Lane(E a, E b)
    {
        return num::Add(a, b);
    }
    static float LaneF32(float a, float b) { return AscendC::detail::fast::Canon(a + b); }
    static void BulkF32(float* d, const float* a, const float* b, uint64_t n)
    {
        AscendC::detail::fast::AddF(d, a, b, n);
    }
};

struct Sub : SimpleBinaryRow<false, num::B64Op::kSub> {
    static constexpr const char* kName = "Sub";
    template <typename E>
    static E Lane(E a, E b)
    {
        return num::Sub(a, b);
    }
    static float LaneF32(float a, float b) { return AscendC::detail::fast::Canon(a - b); }
    static void BulkF32(float* d, const float* a, const float* b, uint64_t n)
    {
        AscendC::detail::fast::SubF(d, a, b, n);
    }
};

struct Mul : SimpleBinaryRow<false, num::B64Op::kMul> {
    static constexpr const char* kName = "Mul";
    template <typename E>
    static E Lane(E a, E b)
    {
        return num::Mul(a, b);
    }
    static float LaneF32(float a, float b) { return AscendC::detail::fast::Canon(a * b); }
    static void BulkF32(float* d, const float* a, const float* b, uint64_t n)
    {
        AscendC::detail::fast::MulF(d, a, b, n);
    }
};

struct Max : SimpleBinaryRow<true, num::B64Op::kMax> {
    static constexpr const char* kName = "Max";
    template <typename E>
    static E Lane(E a, E b)
    {
        return num::Max(a, b);
    }
};

struct Min : SimpleBinaryRow<true, num::B64Op::kMin> {
    static constexpr const char* kName = "Min";
    template <typename E>
    static E Lane(E a, E b)
    {
        return num::Min(a, b);
    }
};

// AddC / SubC (Reg矢量计算/基础算术/AddC.md, SubC.md): the 32-bit add with a carry in and a carry out,
// {carry, dst} = a + b + cin, and the subtract as the add of ~b ({carry, dst} = a + ~b + cin: carry 1 =
// no borrow). Reg only (no Memory-API page); every row has a cost class, theirs kSimple (the classes
// have no two-cycle arithmetic row; the VF prices them by kCycles); int32_t and uint32_t, on the bits. VADDCS /
// VSUBCS are dual-issue (附录/Reg矢量计算接口指令单双发汇总.md 表1) at 32 elements per cycle (理论性能汇总.md
// 表6): two cycles per VL, kSimpleN with kCycles.
struct AddC {
    static constexpr const char* kName = "AddC";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kSimpleN;
    static constexpr int kCycles = 2;
    template <typename E>
    static E Lane(E a, E b, bool cin, bool& cout)
    {
        const uint64_t s = uint64_t(static_cast<uint32_t>(a)) + static_cast<uint32_t>(b) + (cin ? 1u : 0u);
        cout = (s >> 32) != 0;
        return static_cast<E>(static_cast<uint32_t>(s));
    }
};
struct SubC {
    static constexpr const char* kName = "SubC";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kSimpleN;
    static constexpr int kCycles = 2;
    template <typename E>
    static E Lane(E a, E b, bool cin, bool& cout)
    {
        return AddC::Lane<E>(a, static_cast<E>(~static_cast<uint32_t>(b)), cin, cout);
    }
};

// Prelu (基础算术/Prelu(ISASI).md): src0 >= 0 ? src0 : src0 * src1 (num::Prelu); Mull (Mull(ISASI).md):
// the 64-bit product's low word and high word, two destinations (num::Mull). Both are simple-class
// (理论性能汇总 表6: Prelu 128 half / 64 float, Mull 32 b32 elements per cycle, Mul's rate for b32) and
// ZEROING only (MergeMode 汇总: Prelu "无"; Mull has no mode parameter).
struct Prelu {
    static constexpr const char* kName = "Prelu";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kSimple;
    static constexpr bool kMerging = false;
    template <typename E>
    static E Lane(E a, E b)
    {
        return num::Prelu(a, b);
    }
};
struct Mull {
    static constexpr const char* kName = "Mull";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kSimple;
    static constexpr bool kMerging = false;
    template <typename E>
    static num::MullWords<E> Lane(E a, E b)
    {
        return num::Mull(a, b);
    }
};

// BilinearInterpolation (基础算术/BilinearInterpolation(ISASI).md; engine/bilinear_engine.h): per iteration a
// DataBlock gather, a Mul and an Add (the 3510 impl's GatherB / Mul / Add). No appendix row; it takes the
// Gatherb class (表1: 2 cycles per VL), its slowest step.
struct BilinearInterpolation {
    static constexpr const char* kName = "BilinearInterpolation";
    static constexpr kern::CostClass kCost = kern::CostClass::kGatherB;
};

inline constexpr auto
    kBasicArithCosts = CostRows<Add, Sub, Mul, Max, Min, Prelu, Mull, AddC, SubC, BilinearInterpolation>();

} // namespace ascsim::ops
