// Arange<T, order>(dstReg, scalarValue) (docs/zh/api/SIMD-API/基础API/Reg矢量计算/索引操作/Arange.md;
// declared in include/basic_api/reg_compute/kernel_reg_compute_vec_arange_intf.h).
//   INCREASE_ORDER: lane i = scalarValue + i; DECREASE_ORDER: "以传入的scalarValue的值为终止值，生成递减
//   的索引": lane i = scalarValue + (lanes - 1 - i) (the SDK's b64 path builds it as Arange<order>(0)
//   plus scalarValue). Every lane, no mask. Types int8_t / int16_t / int32_t / half / float / int64_t
//   (int64_t with either RegTrait); scalarValue converted to the element type with static_cast.
// Element rules (附录/Reg矢量计算接口边界值汇总.md 表38): integers wrap ("当索引超过该数据类型的边界值时会
//   翻转为负数"); half / float: the exact sum rounded to the element type. The table's half rows fix
//   the rounding of ties: 65504 + i gives "16个65504，其余为inf" and -65504 + i "16个-65504，32个-65472，
//   32个-65440 ...", i.e. -65504 + 16 -> -65472 and 65504 + 16 -> inf: a tie goes toward +inf (not to
//   even, which would give -65504 + 48 -> -65472 and a 33-element run). The sim rounds ties toward +inf
//   for half and, the docs being silent there, for float too. half results saturate (inf -> MAX, NaN
//   -> 0) when CTRL selects it (表38's 饱和模式 column).
// Cost: VCI is in the dual-issue set (指令单双发汇总.md 表1); lanes / P (理论性能汇总.md 表17) = 2 cycles
// for int16 / int32 (64 / 32 per cycle), 1 for the others; int64 is built from several instructions
// by the SDK: 4 cycles assumed.
#pragma once

#include <cmath>
#include <cstdint>
#include <type_traits>

#include "ascendc_sim/reg_compute/op_enums.h"
#include "ascendc_sim/engine/reg_lanes.h"
#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/engine/ops/index.h"
#include "ascendc_sim/numerics/numerics.h"

namespace AscendC::Reg {

namespace detail {

// The value of a floating-point E as a double, infinities as ±2^(emax + 1) (the next power of two
// above MAX, where round-to-nearest puts the overflow threshold).
template <typename E>
inline double VirtualValue(E x)
{
    if (ascsim::num::IsInf(x)) {
        const double big = std::ldexp(1.0, std::is_same_v<E, half> ? 16 : 128);
        return ascsim::num::SignBit(x) ? -big : big;
    }
    return ascsim::num::detail::ExactDouble(x);
}

// The neighbour of finite-or-infinite x one step up (dir > 0) or down in value.
template <typename E>
inline E StepFrom(E x, int dir)
{
    using F = typename ascsim::num::FpTraits<E>::Format;
    using B = typename F::Storage;
    const B bits = ascsim::num::Bits(x);
    const bool neg = (bits & F::kSignMask) != 0;
    const B mag = static_cast<B>(bits & ~F::kSignMask);
    if (mag == 0) { // ±0: the smallest subnormal of the direction's sign
        return ascsim::num::FromBits<E>(static_cast<B>(dir > 0 ? 1 : (F::kSignMask | 1)));
    }
    const bool away = (dir > 0) != neg; // moving away from zero
    return ascsim::num::FromBits<E>(static_cast<B>(away ? bits + 1 : bits - 1));
}

// s (exact) to E, round to nearest, ties toward +inf (see the file comment).
template <typename E>
inline E RoundTiesUp(double s)
{
    const E r = ascsim::num::detail::RoundDouble<E>(s);
    const double rv = VirtualValue(r);
    if (rv == s || std::isnan(s)) {
        return r;
    }
    const E n = StepFrom(r, rv < s ? 1 : -1);
    const double nv = VirtualValue(n);
    if (std::fabs(nv - s) == std::fabs(rv - s)) {
        return nv > rv ? n : r;
    }
    return r;
}

template <typename E>
inline E ArangeLane(E start, uint32_t k)
{
    if constexpr (std::is_integral_v<E>) {
        using UE = std::make_unsigned_t<E>;
        return static_cast<E>(static_cast<UE>(static_cast<UE>(start) + static_cast<UE>(k)));
    } else {
        if (ascsim::num::IsNaN(start)) {
            return start;
        }
        if (ascsim::num::IsInf(start)) {
            return start;
        }
        return RoundTiesUp<E>(ascsim::num::detail::ExactDouble(start) + static_cast<double>(k));
    }
}

} // namespace detail

template <typename T = DefaultType, IndexOrder order = IndexOrder::INCREASE_ORDER, typename U, typename S>
__simd_callee__ inline void Arange(S& dstReg, U scalarValue, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<S>::value, "dstReg must be a RegTensor");
    static_assert(detail::kTypeMatches<T, S>, "T must be DefaultType or the RegTensor's element type");
    using E = typename S::ActualT;
    static_assert(ascsim::num::kIsOneOf<E, int8_t, int16_t, int32_t, half, float, int64_t>,
                  "Arange: int8_t / int16_t / int32_t / half / float / int64_t (数据类型)");
    static_assert(std::is_convertible_v<U, E>, "Arange: scalarValue must convert to the register's element type");
    using Row = ascsim::ops::Arange;
    detail::VfContext* vf = detail::RequireVf(Row::kName, loc);
    const E start = static_cast<E>(scalarValue);
    const bool sat = ascsim::kern::SaturatesNow<E>();
    S out;
    for (uint32_t i = 0; i < S::kLanes; ++i) {
        const uint32_t k = order == IndexOrder::INCREASE_ORDER ? i : S::kLanes - 1 - i;
        out.SetLane(i, ascsim::kern::SaturateIf(detail::ArangeLane(start, k), sat), false);
    }
    out.vfDef = detail::Tick(vf, Row::kVfOp, {}, {}, Row::Cycles<E>());
    dstReg = out;
}

} // namespace AscendC::Reg
