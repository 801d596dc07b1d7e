// The op table of the logic instructions (SIMD-API/基础API/Memory矢量计算/逻辑计算/And.md, Or.md, Not.md,
// Ands.md, Ors.md, ShiftLeft.md, ShiftRight.md and the 左移位数为Tensor / 右移位数为Tensor pages; the Reg
// pages under Reg矢量计算/逻辑计算/), one row each (op_row.h says what a row holds). The Memory API's count
// and mask/repeat forms (basic_api/memory_vector/vector_logic.h) and the Reg API's And, Or, Xor, Not,
// ShiftLeft(s), ShiftRight(s) (reg_compute/logic.h) expand from these rows; Or.md's MaskReg form (POR, a
// dual-issue mask instruction: kMask) is OrMask, a row derived from Or's (one name, one cost row); Xor
// (Reg矢量计算/逻辑计算/Xor.md) has no Memory-API page on 950, but every row has a cost class: kSimple,
// as the other logic rows. All eight are of the simple class (附录/
// Reg矢量计算接口理论性能汇总.md: one VL per cycle); no Reg logic instruction takes MERGING (附录/
// Reg矢量计算接口MergeMode支持情况汇总.md: ZEROING only). The lanes are bit operations on an integer
// element of any width the pages list (the spellings hold each page's type list).
// Shifts: unsigned types shift logically, signed types arithmetically (ShiftLeft.md, Memory and Reg
// pages alike: "算术左移 ... 次高位被丢弃", int16_t 1010101010101010 << 1 = 1101010101010100, << 3 =
// 1101010101010000: the sign bit stays, the bits below it shift and the highest of them drop out). A
// count of the bit width or more gives 0 (a signed left shift: the sign bit alone; a negative value
// shifted right: -1). A count is never negative here: the spellings reject (scalar) or poison (per
// element) a negative one before the lane.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/op_row.h"
#include "ascendc_sim/vf/vf_events.h"

namespace ascsim::ops {

// What the logic rows share: one VL per cycle in both APIs, ZEROING only.
struct LogicRow {
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kSimple;
    static constexpr bool kMerging = false;
};

struct And : LogicRow {
    static constexpr const char* kName = "And";
    template <typename E>
    static E Lane(E a, E b)
    {
        return static_cast<E>(a & b);
    }
};

struct Or : LogicRow {
    static constexpr const char* kName = "Or";
    template <typename E>
    static E Lane(E a, E b)
    {
        return static_cast<E>(a | b);
    }
};

struct Not : LogicRow {
    static constexpr const char* kName = "Not";
    template <typename E>
    static E Lane(E a)
    {
        return static_cast<E>(~a);
    }
};

// Ands / Ors: the vector element and the scalar (& and | commute: the scalar's position is the
// spelling's business).
struct Ands : LogicRow {
    static constexpr const char* kName = "Ands";
    template <typename E>
    static E Lane(E a, E s)
    {
        return static_cast<E>(a & s);
    }
};

struct Ors : LogicRow {
    static constexpr const char* kName = "Ors";
    template <typename E>
    static E Lane(E a, E s)
    {
        return static_cast<E>(a | s);
    }
};

// x << n on the bits of E, for any n >= 0: logical for unsigned E; for signed E the sign bit is kept
// and only the bits below it shift (the pages' 算术左移).
struct ShiftLeft : LogicRow {
    static constexpr const char* kName = "ShiftLeft";
    template <typename E>
    static E Lane(E x, int64_t n)
    {
        using UE = std::make_unsigned_t<E>;
        constexpr int64_t w = 8 * sizeof(E);
        const UE shifted = n >= w ? UE(0) : static_cast<UE>(static_cast<UE>(x) << n);
        if constexpr (std::is_signed_v<E>) {
            constexpr UE sign = static_cast<UE>(UE(1) << (w - 1));
            return static_cast<E>(static_cast<UE>((static_cast<UE>(x) & sign) | (shifted & static_cast<UE>(~sign))));
        } else {
            return static_cast<E>(shifted);
        }
    }
};

// x >> n on the bits of E, for any n >= 0: arithmetic for signed E, logical for unsigned.
struct ShiftRight : LogicRow {
    static constexpr const char* kName = "ShiftRight";
    template <typename E>
    static E Lane(E x, int64_t n)
    {
        constexpr int64_t w = 8 * sizeof(E);
        if constexpr (std::is_signed_v<E>) {
            if (n >= w) {
                return x < 0 ? E(-1) : E(0);
            }
            return static_cast<E>(x >> n); // arithmetic (C++20 semantics, what GCC does for C++17 too)
        } else {
            if (n >= w) {
                return E(0);
            }
            return static_cast<E>(x >> n);
        }
    }
};

// Xor: Reg only (the Memory API has no Xor); its cost class is the logic rows' (see the head comment).
struct Xor {
    static constexpr const char* kName = "Xor";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kSimple;
    static constexpr bool kMerging = false;
    template <typename E>
    static E Lane(E a, E b)
    {
        return static_cast<E>(a ^ b);
    }
};

// Or of two MaskRegs (Or.md, the MaskReg form): Or's name and cost class, the mask class in the VF.
struct OrMask : Or {
    static constexpr kern::VfOp kVfOp = kern::VfOp::kMask;
};

inline constexpr auto kLogicCosts = CostRows<And, Or, Not, Ands, Ors, ShiftLeft, ShiftRight, Xor>();

} // namespace ascsim::ops
