// Fused multiply-add of one lane, a * b + c with one rounding (half, float, bfloat16_t) or modulo 2^64
// (int64_t, uint64_t): the lane semantics of the Reg API's MulAddDst / MulDstAdd (复合计算/MulAddDst.md,
// MulDstAdd.md) and of the Memory API's Axpy (Memory矢量计算/复合计算/Axpy.md), which share it.
#pragma once

#include <cmath>
#include <type_traits>

#include "ascendc_sim/numerics/arith.h"
#include "ascendc_sim/numerics/bfloat16.h"
#include "ascendc_sim/numerics/half.h"
#include "ascendc_sim/numerics/traits.h"

namespace ascsim::num {

template <typename E>
inline E FusedMulAdd(E a, E b, E c)
{
    if constexpr (std::is_same_v<E, float>) {
        return std::fma(a, b, c);
    } else if constexpr (std::is_same_v<E, half>) {
        if (IsNaN(a) || IsNaN(b) || IsNaN(c)) {
            return CanonicalNaN<E>();
        }
        const double r = std::fma(detail::ExactDouble(a), detail::ExactDouble(b), detail::ExactDouble(c));
        return r != r ? CanonicalNaN<E>() : detail::RoundDouble<E>(r);
    } else if constexpr (std::is_same_v<E, bfloat16_t>) {
        const float r = std::fma(static_cast<float>(a), static_cast<float>(b), static_cast<float>(c));
        return r != r ? CanonicalNaN<E>() : bfloat16_t(r);
    } else {
        using UE = std::make_unsigned_t<E>;
        return static_cast<E>(static_cast<UE>(static_cast<UE>(a) * static_cast<UE>(b) + static_cast<UE>(c)));
    }
}

} // namespace ascsim::num
