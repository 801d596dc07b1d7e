// The narrowing conversions at the end of the 950 compound-and-cast instructions (SIMD-API/基础API/
// Memory矢量计算/复合计算/MulCast.md, AddReluCast.md, SubReluCast.md, MulsCast(ISASI).md; Reg矢量计算/复合计算/
// MulsCast.md), as the SDK's dav_3510 impl runs them (impl/basic_api/dav_3510/kernel_operator_vec_mulcast_impl.h,
// kernel_operator_vec_vconv_impl.h: a Reg Cast with the trait {SAT, CAST_RINT}; MulsCast: VMULSCVT, CAST_ROUND):
//   half    -> int8_t / uint8_t   RINT, saturating to the integer range, NaN -> 0 (Cast's own rules: cast.h)
//   int16_t -> int8_t             through half (RINT), then half -> int8_t (the impl's two casts)
//   float   -> half               RINT; a NaN gives +0 (附录/Memory矢量计算接口边界值汇总.md 表26 / 表27, in both
//                                 modes); inf -> MAX only when the instruction saturates (the caller says)
//   int64_t -> float              round to nearest even; int64_t -> int32_t saturates to the int32_t range
// MulsCast's product: the float product rounded (精度标准汇总 复合指令: cast_to_f16<roundingmode>(x * y),
// its operands float), then CAST_ROUND to half (the pages); the docs are silent on whether the product is
// rounded before the cast: the sim rounds it (a double rounding only changes half-way ties).
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "ascendc_sim/numerics/arith.h"
#include "ascendc_sim/numerics/cast.h"
#include "ascendc_sim/numerics/saturate.h"

namespace ascsim::num {

// The {SAT, CAST_RINT} narrowing of MulCast / AddReluCast / SubReluCast; `saturate` = the half result
// saturates (the CTRL mode of the instruction, core/saturation.h).
template <class D, class S>
D NarrowRintSat(S x, bool saturate) noexcept
{
    using AscendC::RoundMode;
    if constexpr (std::is_same_v<S, int64_t> && std::is_same_v<D, int32_t>) {
        constexpr int64_t lo = std::numeric_limits<int32_t>::min(), hi = std::numeric_limits<int32_t>::max();
        return static_cast<int32_t>(x < lo ? lo : (x > hi ? hi : x));
    } else if constexpr (std::is_same_v<S, int64_t> && std::is_same_v<D, float>) {
        return static_cast<float>(x); // the host's round-to-nearest-even
    } else if constexpr (std::is_same_v<S, int16_t>) {
        static_assert(std::is_same_v<D, int8_t>, "int16_t narrows to int8_t only");
        return Cast<int8_t, half>(Cast<half, int16_t>(x, RoundMode::CAST_RINT), RoundMode::CAST_RINT);
    } else if constexpr (std::is_same_v<S, float>) {
        static_assert(std::is_same_v<D, half>, "float narrows to half only");
        const half r = Cast<half, float>(x, RoundMode::CAST_RINT);
        if (std::isnan(static_cast<float>(r))) {
            return half(0.0f);
        }
        return saturate ? Saturate(r) : r;
    } else {
        static_assert(std::is_same_v<S, half> && (std::is_same_v<D, int8_t> || std::is_same_v<D, uint8_t>),
                      "half narrows to int8_t / uint8_t only");
        return Cast<D, half>(x, RoundMode::CAST_RINT);
    }
}

// MulsCast / VMULSCVT: half(x * s), the float product rounded, then CAST_ROUND; saturating as CTRL says
// (NaN -> +0, inf -> MAX: 附录/Reg矢量计算接口边界值汇总.md 表30's saturated column).
inline half MulsCastRound(float x, float s, bool saturate) noexcept
{
    const half r = Cast<half, float>(Mul(x, s), AscendC::RoundMode::CAST_ROUND);
    return saturate ? Saturate(r) : r;
}

} // namespace ascsim::num
