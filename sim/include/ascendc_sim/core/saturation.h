// When a vector instruction saturates its half / bfloat16_t result (inf → ±MAX, NaN → +0:
// ascendc_sim/numerics/saturate.h), from this core's CTRL (ctrl_bits.h). Read once per
// instruction, and only for half / bfloat16_t outputs, so float code pays nothing.
//
// CTRL[60] = 1 (global selection, the reset state): CTRL[48] decides, 0 = saturate
// (特殊寄存器访问/SetCtrlSpr(ISASI).md 表3, 表6; Reg矢量计算/类型转换/Cast.md 表5).
// CTRL[60] = 0 (per instruction):
//   * Memory-API Cast: saturates. The page says nothing; the SDK runs it as a Reg Cast with a
//     hard-coded SatMode::SAT (impl/basic_api/dav_3510/kernel_operator_vec_vconv_impl.h:139-140).
//   * half arithmetic has no per-instruction field and the docs are silent: saturates (strict).
//   * Reg-API Cast: the trait's satMode (reg_compute/cast.h).
// Which instructions: half arithmetic per 附录/Reg矢量计算接口边界值汇总.md (Add Sub Mul Div Adds Muls
// Max Min Maxs Mins Abs Neg Sqrt Exp Ln ...; the sim applies it to every half arithmetic it
// implements, Rsqrt and Reciprocal included, on which the appendix is silent); Cast to half /
// bfloat16_t from float and bfloat16_t → half (表34; not half → bfloat16_t or the widenings).
// bfloat16_t arithmetic: the 950 row of 表3 names half only, the A2/A3 rows half and bfloat16_t,
// and 附录 has no bfloat16_t rows (docs silent): the sim saturates it too (strict).
#pragma once

#include <cstdint>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/ctrl_bits.h"
#include "ascendc_sim/numerics/saturate.h"

namespace ascsim::kern {

// Non-saturating only in the global INF/NaN mode (CTRL[60] = 1 and CTRL[48] = 1).
inline bool FloatSaturationOn()
{
    const uint64_t c = CtrlValue();
    return !(ctrl::Has(c, ctrl::kGlobalSatSelect) && ctrl::Has(c, ctrl::kFloatNoSat));
}

// Whether an instruction with result type T saturates now (false for every other type).
template <typename T>
inline bool SaturatesNow()
{
    if constexpr (num::kSaturable<T>) {
        return FloatSaturationOn();
    } else {
        return false;
    }
}

// One lane's result, given SaturatesNow<T>() taken when the instruction started.
template <typename T>
inline T SaturateIf(T v, bool saturate)
{
    if constexpr (num::kSaturable<T>) {
        return saturate ? num::Saturate(v) : v;
    } else {
        return v;
    }
}

// Half / bfloat16_t arithmetic and Memory-API Cast results: saturate d[0, n) if the mode says so.
template <typename T>
inline void SaturateResults(T* d, uint64_t n)
{
    if constexpr (num::kSaturable<T>) {
        if (FloatSaturationOn()) {
            num::SaturateArray(d, n);
        }
    }
}

} // namespace ascsim::kern
