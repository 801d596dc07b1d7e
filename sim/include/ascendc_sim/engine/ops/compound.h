// The op table of the compound instructions (SIMD-API/基础API/Memory矢量计算/复合计算/AddRelu.md,
// Axpy.md), one row each (op_row.h). The lanes follow the SDK's dav_3510 Reg sequences:
//   AddRelu  max(src0 + src1, 0): Add then Maxs(0), the sum rounded (and, for half, saturated as
//            CTRL says) before the max; integers wrap;
//   Axpy     dst = src * scalar + dst: one rounding (附录/Reg矢量计算接口精度标准汇总.md, 复合指令, "同比
//            Fma") for equal types but bfloat16_t, which is Mul then Add; half src into a float dst
//            is the exact widening, a float Mul, then Add.
// Both are of the simple class (附录/Reg矢量计算接口理论性能汇总.md: one VL per cycle). Axpy has a Reg page
// (Reg矢量计算/复合计算/Axpy.md, ZEROING only in the MergeMode table's 表4), so a kVfOp; AddRelu has none.
// The Memory API's count and mask/repeat forms (basic_api/memory_vector/vector_compound.h) expand from
// these rows.
// MulAddDst and MulDstAdd (Reg矢量计算/复合计算/MulAddDst.md, MulDstAdd.md: dst = src0 * src1 + dst,
// dst = dst * src0 + src1, one rounding as Fma) have rows for the Reg API (reg_compute/fused.h); MulAddDst
// is also the Memory API's (复合计算/MulAddDst.md, the same Reg instruction in the SDK's dav_3510 impl).
// MulDstAdd has no Memory-API spelling, but every row has a cost class: kSimple, Axpy's (the same fused
// multiply-add family, 理论性能汇总.md: one VL per cycle). Both are dual-issue simple instructions
// (附录/Reg矢量计算接口指令单双发汇总.md 表1) and ZEROING only (表4).
// The Memory-API compounds of issue 27 (复合计算/SubRelu.md, FusedMulAdd.md, MulAddRelu.md,
// AbsSub(ISASI).md, ExpSub(ISASI).md), following the SDK's dav_3510 Reg sequences
// (impl/basic_api/dav_3510/kernel_operator_vec_binary{,_continuous}_impl.h):
//   SubRelu      Sub then Maxs(0), as AddRelu: the difference rounded (half: saturated as CTRL says)
//                before the max (附录/Memory矢量计算接口边界值汇总.md 表25's two stages); integers wrap;
//   FusedMulAdd  dst = src0 * dst + src1: FusedMulDstAdd, one rounding (精度标准汇总 复合指令 MulDstAdd,
//                "同比Fma"); (u)int64 Mul then Add modulo 2^64 (the same value);
//   MulAddRelu   FusedMulAdd then Maxs(0), the sum rounded and (half) saturated before the max.
//                边界值汇总 表22 / 表23 show A2/A3 saturating the product before the add; 950 runs one
//                fused instruction, so the sim saturates only its result (the 950 precision row);
//   AbsSub       Abs(Sub) (精度标准汇总: "指令串行"), num::AbsSub;
//   ExpSub       Exp(Sub) in float, dst float (num::ExpSub), the Exp class (理论性能汇总 表8: 16 per cycle).
// FusedMulAddRelu, FusedAbsSub and FusedExpSub are the SDK's older names of MulAddRelu, AbsSub and
// ExpSub ("has been updated, please use ... instead"; the same impl): they issue under these rows.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/op_row.h"
#include "ascendc_sim/engine/vector_fast.h"
#include "ascendc_sim/numerics/fma.h"
#include "ascendc_sim/numerics/numerics.h"
#include "ascendc_sim/vf/vf_events.h"

namespace ascsim::ops {

// max(a op b, 0) for AddRelu / SubRelu (`add` selects + or -): integers wrap (modulo 2^w); floats take
// num::Add / num::Sub, rounded and (half / bfloat16_t) saturated as CTRL says, before the max.
template <bool add, typename E>
E ReluOf(E a, E b)
{
    if constexpr (std::is_integral_v<E>) {
        using UE = std::make_unsigned_t<E>;
        const UE x = static_cast<UE>(a), y = static_cast<UE>(b);
        const E s = static_cast<E>(static_cast<UE>(add ? x + y : x - y)); // wraps
        return s > E(0) ? s : E(0);
    } else {
        const E r = [&] {
            if constexpr (add) {
                return num::Add(a, b);
            } else {
                return num::Sub(a, b);
            }
        }();
        const E s = kern::SaturateIf(r, kern::SaturatesNow<E>());
        return num::Maxs(s, E(0));
    }
}

struct AddRelu {
    static constexpr const char* kName = "AddRelu";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr bool kMerging = false;
    template <typename E>
    static E Lane(E a, E b)
    {
        return ReluOf<true>(a, b);
    }
};

// Lane<T, U>(d, x, s): the new dst of type T from dst d, source x and scalar s of type U.
struct Axpy {
    static constexpr const char* kName = "Axpy";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kSimple;
    static constexpr bool kMerging = false;
    template <typename T, typename U>
    static T Lane(T d, U x, U s)
    {
        if constexpr (std::is_same_v<T, U> && !std::is_same_v<T, bfloat16_t>) {
            return num::FusedMulAdd<T>(x, s, d); // half, float, (u)int64: one rounding / modulo 2^64
        } else if constexpr (std::is_same_v<T, U>) {
            return num::Add(num::Mul(x, s), d); // bfloat16_t: Mul, then Add
        } else {
            const float p = num::Mul(static_cast<float>(x), static_cast<float>(s)); // half -> float exactly
            return num::Add(p, d);
        }
    }
};

// Lane(d, a, b): the new dst from dst d and sources a, b; LanesF32: the same over fp32 lane arrays
// (std::fma per lane, vector_fast.h).
struct MulAddDst {
    static constexpr const char* kName = "MulAddDst";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kSimple;
    static constexpr bool kMerging = false;
    template <typename E>
    static E Lane(E d, E a, E b)
    {
        return num::FusedMulAdd<E>(a, b, d);
    }
    static void LanesF32(float* r, const float* d, const float* a, const float* b, uint64_t n)
    {
        AscendC::detail::fast::FmaF(r, a, b, d, n);
    }
};
struct MulDstAdd {
    static constexpr const char* kName = "MulDstAdd";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kSimple;
    static constexpr bool kMerging = false;
    template <typename E>
    static E Lane(E d, E a, E b)
    {
        return num::FusedMulAdd<E>(d, a, b);
    }
    static void LanesF32(float* r, const float* d, const float* a, const float* b, uint64_t n)
    {
        AscendC::detail::fast::FmaF(r, d, a, b, n);
    }
};

// Lane(a, b): max(a - b, 0), integers wrapping (uint64_t: the max is the identity).
struct SubRelu {
    static constexpr const char* kName = "SubRelu";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr bool kMerging = false;
    template <typename E>
    static E Lane(E a, E b)
    {
        return ReluOf<false>(a, b);
    }
};

// Lane(d, a, b): the new dst from dst d and sources a (src0), b (src1): a * d + b, one rounding.
struct FusedMulAdd {
    static constexpr const char* kName = "FusedMulAdd";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr bool kMerging = false;
    template <typename E>
    static E Lane(E d, E a, E b)
    {
        return num::FusedMulAdd<E>(a, d, b);
    }
};

// Lane(d, a, b): max(a * d + b, 0), the fused result rounded (and, for half, saturated) first.
struct MulAddRelu {
    static constexpr const char* kName = "MulAddRelu";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr bool kMerging = false;
    template <typename E>
    static E Lane(E d, E a, E b)
    {
        const E s = num::FusedMulAdd<E>(a, d, b);
        if constexpr (std::is_integral_v<E>) {
            return s > E(0) ? s : E(0);
        } else {
            return num::Maxs(kern::SaturateIf(s, kern::SaturatesNow<E>()), E(0));
        }
    }
};

struct AbsSub {
    static constexpr const char* kName = "AbsSub";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kSimple;
    static constexpr bool kMerging = false;
    template <typename E>
    static E Lane(E a, E b)
    {
        return num::AbsSub(a, b);
    }
};

// Lane<U>(a, b): float e^(a - b) of half or float sources (salt 0, as every Memory / Reg lane).
struct ExpSub {
    static constexpr const char* kName = "ExpSub";
    static constexpr kern::CostClass kCost = kern::CostClass::kExpLn;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kExp;
    static constexpr bool kMerging = false;
    template <typename U>
    static float Lane(U a, U b)
    {
        return num::ExpSub<U>(a, b, 0);
    }
};

inline constexpr auto
    kCompoundCosts = CostRows<AddRelu, Axpy, MulAddDst, MulDstAdd, SubRelu, FusedMulAdd, MulAddRelu, AbsSub, ExpSub>();

} // namespace ascsim::ops
