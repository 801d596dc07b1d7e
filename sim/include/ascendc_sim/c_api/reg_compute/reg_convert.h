// The C API's type conversions, SDK include/c_api/reg_compute/reg_convert.h (docs/zh/api/SIMD-API/
// C-API/reg/data_type_convert/: asc_<from>2<to>.md, rounding_mode.md; asc_floor ... asc_trunc are in
// reg_relayout.h). A name spells the C++ Reg API's Cast trait:
//   _rd / _rn / _rna / _ru / _rz / _ro   RoundMode CAST_FLOOR / RINT / ROUND / CEIL / TRUNC / ODD
//   _sat                                 SatMode SAT (no suffix: NO_SAT), for the pairs that take one
//   _v2                                  RegLayout ONE (no suffix: ZERO) when the widths differ: a widening
//                                        reads the odd b16 elements ("数据读取索引为奇数的位置"), a
//                                        narrowing writes the odd b16 slots
// The unselected elements are 0 ("mask未筛选的元素在输出中置零"). The pairs are those the C++ Reg
// API's Cast models (engine/reg_cast.h: half / bfloat16_t <-> float, half <-> bfloat16_t, float <->
// int32_t, half -> int32_t, float -> int16_t), each with every name the SDK gives it; the integer pairs
// and the other float <-> integer ones are in reg_convert_int.h, the fp8 / hif8 / fp4 ones in
// reg_convert_lowfp.h, the int4x2 ones in reg_convert_int4.h (all included at the end). Saturation
// follows CTRL as the C++ API's Cast does (CTRL[60] = 1, the reset state: CTRL[48] / CTRL[59] decide).
// The names are generated from the table below (ASCSIM_CAPI_CVT_*), not written one by one.
#pragma once

#include <cstdint>

#include "ascendc_sim/c_api/reg_compute/reg_types.h"
#include "ascendc_sim/engine/reg_cast.h"

namespace ascsim::capi {

template <AscendC::Reg::RegLayout layout, AscendC::Reg::SatMode sat, AscendC::RoundMode round>
inline constexpr AscendC::Reg::CastTrait kCvtTrait = {layout, sat, AscendC::Reg::MaskMergeMode::ZEROING, round};

} // namespace ascsim::capi

// One conversion: name(dst, src, mask) with the trait {L, SAT, ZEROING, R}.
#define ASCSIM_CAPI_CVT_FN(name, D, S, L, SAT, R)                                                                    \
    __simd_callee__ inline void name(ascsim::capi::vreg<D>& dst, ascsim::capi::vreg<S> src, vector_bool mask,        \
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                        \
    {                                                                                                                \
        AscendC::Reg::detail::CastRegs<                                                                              \
            D, S,                                                                                                    \
            ascsim::capi::kCvtTrait<AscendC::Reg::RegLayout::L, AscendC::Reg::SatMode::SAT, AscendC::RoundMode::R>>( \
            dst, src, mask, loc);                                                                                    \
    }
// name (layout ZERO) and name_v2 (ONE) for a pair of different widths; name alone (UNKNOWN) otherwise.
#define ASCSIM_CAPI_CVT_LAYOUTS(name, D, S, SAT, R) \
    ASCSIM_CAPI_CVT_FN(name, D, S, ZERO, SAT, R) ASCSIM_CAPI_CVT_FN(name##_v2, D, S, ONE, SAT, R)
#define ASCSIM_CAPI_CVT_SAME(name, D, S, SAT, R) ASCSIM_CAPI_CVT_FN(name, D, S, UNKNOWN, SAT, R)
// name (NO_SAT) and name_sat (SAT), each through `layouts`.
#define ASCSIM_CAPI_CVT_SATS(layouts, name, D, S, R) layouts(name, D, S, NO_SAT, R) layouts(name##_sat, D, S, SAT, R)
#define ASCSIM_CAPI_CVT_NOSAT(layouts, name, D, S, R) layouts(name, D, S, UNKNOWN, R)
// The five rounding suffixes of rounding_mode.md.
#define ASCSIM_CAPI_CVT_ROUNDS(sats, layouts, pre, D, S)                                    \
    sats(layouts, pre##_rd, D, S, CAST_FLOOR) sats(layouts, pre##_rn, D, S, CAST_RINT)      \
        sats(layouts, pre##_rna, D, S, CAST_ROUND) sats(layouts, pre##_ru, D, S, CAST_CEIL) \
            sats(layouts, pre##_rz, D, S, CAST_TRUNC)

// ---- the table ------------------------------------------------------------------------------------
// widenings without a rounding mode (asc_half2float.md, asc_bfloat162float.md)
ASCSIM_CAPI_CVT_LAYOUTS(asc_half2float, float, half, UNKNOWN, UNKNOWN)
ASCSIM_CAPI_CVT_LAYOUTS(asc_bfloat162float, float, bfloat16_t, UNKNOWN, UNKNOWN)
// half -> int32_t (asc_half2int32.md): rounding, layouts, no saturation mode
ASCSIM_CAPI_CVT_ROUNDS(ASCSIM_CAPI_CVT_NOSAT, ASCSIM_CAPI_CVT_LAYOUTS, asc_half2int32, int32_t, half)
// narrowings (asc_float2half.md, asc_float2bfloat16.md, asc_float2int16.md): rounding, saturation, layouts
ASCSIM_CAPI_CVT_ROUNDS(ASCSIM_CAPI_CVT_SATS, ASCSIM_CAPI_CVT_LAYOUTS, asc_float2half, half, float)
ASCSIM_CAPI_CVT_SATS(ASCSIM_CAPI_CVT_LAYOUTS, asc_float2half_ro, half, float, CAST_ODD)
ASCSIM_CAPI_CVT_ROUNDS(ASCSIM_CAPI_CVT_SATS, ASCSIM_CAPI_CVT_LAYOUTS, asc_float2bfloat16, bfloat16_t, float)
ASCSIM_CAPI_CVT_ROUNDS(ASCSIM_CAPI_CVT_SATS, ASCSIM_CAPI_CVT_LAYOUTS, asc_float2int16, int16_t, float)
// same widths (asc_float2int32.md, asc_int322float.md, asc_half2bfloat16.md, asc_bfloat162half.md)
ASCSIM_CAPI_CVT_ROUNDS(ASCSIM_CAPI_CVT_SATS, ASCSIM_CAPI_CVT_SAME, asc_float2int32, int32_t, float)
ASCSIM_CAPI_CVT_ROUNDS(ASCSIM_CAPI_CVT_NOSAT, ASCSIM_CAPI_CVT_SAME, asc_int322float, float, int32_t)
ASCSIM_CAPI_CVT_ROUNDS(ASCSIM_CAPI_CVT_NOSAT, ASCSIM_CAPI_CVT_SAME, asc_half2bfloat16, bfloat16_t, half)
ASCSIM_CAPI_CVT_ROUNDS(ASCSIM_CAPI_CVT_SATS, ASCSIM_CAPI_CVT_SAME, asc_bfloat162half, half, bfloat16_t)
// the 8-bit / 4-bit float pairs (fp8_e4m3fn_t, fp8_e5m2_t, hifloat8_t, fp4x2_e2m1_t, fp4x2_e1m2_t)
#include "ascendc_sim/c_api/reg_compute/reg_convert_lowfp.h"

#undef ASCSIM_CAPI_CVT_ROUNDS
#undef ASCSIM_CAPI_CVT_NOSAT
#undef ASCSIM_CAPI_CVT_SATS
#undef ASCSIM_CAPI_CVT_SAME
#undef ASCSIM_CAPI_CVT_LAYOUTS
#undef ASCSIM_CAPI_CVT_FN

#include "ascendc_sim/c_api/reg_compute/reg_convert_int.h"
#include "ascendc_sim/c_api/reg_compute/reg_convert_int4.h"
