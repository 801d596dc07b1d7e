// The engine of Reg Arange (the C++ Reg API's reg_compute/arange.h, the C API's asc_arange /
// asc_arange_descend in c_api/reg_compute/): lane i = start +/- i in the element type (arange.h's
// head comment gives the rules).
#pragma once

#include <cstdint>
#include <type_traits>
#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/engine/ops/index.h"
#include "ascendc_sim/engine/reg_lanes.h"
#include "ascendc_sim/numerics/numerics.h"
#include "ascendc_sim/types/reg_op_enums.h"

namespace AscendC::Reg::detail {

using ascsim::kern::SrcLoc;

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

template <typename T = DefaultType, IndexOrder order = IndexOrder::INCREASE_ORDER, typename U, typename S>
inline void ArangeRegs(S& dstReg, U scalarValue, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<S>::value, "dstReg must be a RegTensor");
    static_assert(kTypeMatches<T, S>, "T must be DefaultType or the RegTensor's element type");
    using E = typename S::ActualT;
    static_assert(ascsim::num::kIsOneOf<E, int8_t, int16_t, int32_t, half, float, int64_t>,
                  "Arange: int8_t / int16_t / int32_t / half / float / int64_t (数据类型)");
    static_assert(std::is_convertible_v<U, E>, "Arange: scalarValue must convert to the register's element type");
    using Row = ascsim::ops::Arange;
    VfContext* vf = RequireVf(Row::kName, loc);
    const E start = static_cast<E>(scalarValue);
    const bool sat = ascsim::kern::SaturatesNow<E>();
    S out;
    for (uint32_t i = 0; i < S::kLanes; ++i) {
        const uint32_t k = order == IndexOrder::INCREASE_ORDER ? i : S::kLanes - 1 - i;
        out.SetLane(i, ascsim::kern::SaturateIf(ArangeLane(start, k), sat), false);
    }
    out.vfDef = Tick(vf, Row::kVfOp, {}, {}, Row::Cycles<E>());
    dstReg = out;
}

} // namespace AscendC::Reg::detail
