// The op table of the compound instructions that end in a narrowing cast (SIMD-API/基础API/Memory矢量计算/
// 复合计算/MulCast.md, AddReluCast.md, SubReluCast.md, MulsCast(ISASI).md; Reg矢量计算/复合计算/MulsCast.md),
// one row each (op_row.h), following the SDK's dav_3510 Reg sequences (impl/basic_api/dav_3510/
// kernel_operator_vec_mulcast_impl.h, kernel_operator_vec_vconv_impl.h, reg_compute/dav_3510/
// kernel_reg_compute_vec_fused_impl.h):
//   MulCast      Mul in the source type (half: rounded and saturated as CTRL says; int64_t modulo 2^64),
//                then the {SAT, CAST_RINT} narrowing (numerics/compound_cast.h);
//   AddReluCast  AddRelu's lane (Add then Maxs(0): compound.h ReluOf), then the same narrowing;
//   SubReluCast  SubRelu's lane, then the narrowing;
//   MulsCast     float * scalar, then CAST_ROUND to half (VMULSCVT); FusedMulsCast is its older name
//                ("has been updated, please use MulsCast instead") and issues under this row.
// All four are of the simple class: 附录/Vector指令理论性能汇总.md prices MulCast / AddReluCast / SubReluCast
// at one source VL per cycle (128 half, 64 float), 附录/Reg矢量计算接口理论性能汇总.md MulsCast at 64 float
// per cycle (one VL); MulsCast is a dual-issue simple Reg instruction (指令单双发汇总.md, VMULSCVT).
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/compound.h"
#include "ascendc_sim/engine/ops/op_row.h"
#include "ascendc_sim/numerics/compound_cast.h"
#include "ascendc_sim/numerics/numerics.h"
#include "ascendc_sim/vf/vf_events.h"

namespace ascsim::ops {

template <typename T, typename U, typename... P>
inline constexpr bool kPairIn = (... || (std::is_same_v<T, typename P::first_type> &&
                                         std::is_same_v<U, typename P::second_type>));
template <typename T, typename U>
struct TypePair {
    using first_type = T;
    using second_type = U;
};

// Lane<T, U>(a, b, sat): dst element T from sources a, b of type U; sat = SaturatesNow<half>() of the
// instruction (only a half result or a half intermediate reads it).
struct MulCast {
    static constexpr const char* kName = "MulCast";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr bool kMerging = false;
    // (dst, src) pairs on 950 (MulCast.md 数据类型; the int64_t pairs only in the count form).
    template <typename T, typename U>
    static constexpr bool kRepPair = kPairIn<T, U, TypePair<int8_t, half>, TypePair<uint8_t, half>>;
    template <typename T, typename U>
    static constexpr bool kCountPair = kRepPair<T, U> ||
                                       kPairIn<T, U, TypePair<int32_t, int64_t>, TypePair<float, int64_t>>;
    template <typename T, typename U>
    static T Lane(U a, U b, bool sat)
    {
        if constexpr (std::is_same_v<U, int64_t>) {
            const auto p = static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b)); // wraps
            return num::NarrowRintSat<T, U>(p, sat);
        } else {
            return num::NarrowRintSat<T, U>(kern::SaturateIf(num::Mul(a, b), sat), sat);
        }
    }
};

// AddReluCast / SubReluCast: the relu of the sum / difference, then the narrowing.
template <bool add>
struct ReluCastRow {
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr bool kMerging = false;
    // (dst, src) pairs on 950 (the pages' 数据类型; the SDK's mask forms take the first three only:
    // CheckAddReluCastSupportType / CheckSubReluCastSupportType).
    template <typename T, typename U>
    static constexpr bool
        kRepPair = kPairIn<T, U, TypePair<half, float>, TypePair<int8_t, half>, TypePair<int8_t, int16_t>>;
    template <typename T, typename U>
    static constexpr bool kCountPair = kRepPair<T, U> ||
                                       kPairIn<T, U, TypePair<float, int64_t>, TypePair<int32_t, int64_t>>;
    template <typename T, typename U>
    static T Lane(U a, U b, bool sat)
    {
        return num::NarrowRintSat<T, U>(ReluOf<add>(a, b), sat);
    }
};
struct AddReluCast : ReluCastRow<true> {
    static constexpr const char* kName = "AddReluCast";
};
struct SubReluCast : ReluCastRow<false> {
    static constexpr const char* kName = "SubReluCast";
};

// Lane(x, s, sat): half(x * s), float sources (MulsCast(ISASI).md, Reg MulsCast.md 数据类型).
struct MulsCast {
    static constexpr const char* kName = "MulsCast";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kSimple;
    static constexpr bool kMerging = false;
    static half Lane(float x, float s, bool sat) { return num::MulsCastRound(x, s, sat); }
};

// The dequantising instructions (复合计算/CastDequant.md, AddDeqRelu.md; the engine and its lanes:
// engine/deq_engine.h). CastDequant is priced at one source VL per cycle (Vector指令理论性能汇总.md:
// 128 int16_t, 64 int32_t): the simple class. AddDeqRelu has no appendix row; it takes AddRelu's /
// AddReluCast's class (the simple one), its nearest compounds. CastDeq, the SDK's older name of
// CastDequant ("has been updated, please use CastDequant instead"), issues under CastDequant's row.
struct CastDequant {
    static constexpr const char* kName = "CastDequant";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};
struct AddDeqRelu {
    static constexpr const char* kName = "AddDeqRelu";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
};

inline constexpr auto
    kCompoundCastCosts = CostRows<MulCast, AddReluCast, SubReluCast, MulsCast, CastDequant, AddDeqRelu>();

} // namespace ascsim::ops
