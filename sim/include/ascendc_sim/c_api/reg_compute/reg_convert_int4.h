// The C API's int4x2 conversions, SDK include/c_api/reg_compute/reg_convert.h (docs/zh/api/SIMD-API/
// C-API/reg/data_type_convert/: asc_half2int4x2_deprecated.md, asc_int4x22half_deprecated.md,
// asc_int4x22bfloat16_deprecated.md, asc_int4x22int16_deprecated.md; rounding_mode.md). The pages'
// "_deprecated" is their file name only: the SDK header declares the names without it, for arch 3510.
//   asc_half2int4x2_<r>[_sat][_vN]   half -> int4x2, r = rd / rn / rna / ru / rz (CAST_FLOOR / RINT /
//                                    ROUND / CEIL / TRUNC), _sat saturating to [-8, 7]
//   asc_int4x22<half|bfloat16|int16>[_vN]   int4x2 -> b16, exact
// _v2 / _v3 / _v4 (no suffix: byte 4i) select byte 4i + 1 / 2 / 3 of the int4x2 register ("选取索引N的
// 位置"). Lanes, mask, saturation (CTRL as the other float -> integer conversions) and the results of
// out-of-range values: engine/reg_cast_int4.h. Included by reg_convert.h.
#pragma once

#include "ascendc_sim/c_api/reg_compute/reg_types.h"
#include "ascendc_sim/engine/reg_cast_int4.h"

// half -> int4x2: name(dst, src, mask), part P, rounding R, saturation SAT (asc_half2int4x2_deprecated.md).
#define ASCSIM_CAPI_I4_NARROW(name, P, SAT, R)                                                                     \
    __simd_callee__ inline void name(vector_int4x2_t& dst, vector_half src, vector_bool mask,                      \
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                      \
    {                                                                                                              \
        AscendC::Reg::detail::CastInt4Narrow<P, AscendC::RoundMode::R, AscendC::Reg::SatMode::SAT>(dst, src, mask, \
                                                                                                   loc);           \
    }
#define ASCSIM_CAPI_I4_NARROW_PARTS(name, SAT, R) \
    ASCSIM_CAPI_I4_NARROW(name, 0, SAT, R)        \
    ASCSIM_CAPI_I4_NARROW(name##_v2, 1, SAT, R)   \
    ASCSIM_CAPI_I4_NARROW(name##_v3, 2, SAT, R) ASCSIM_CAPI_I4_NARROW(name##_v4, 3, SAT, R)
#define ASCSIM_CAPI_I4_NARROW_SATS(name, R) \
    ASCSIM_CAPI_I4_NARROW_PARTS(name, NO_SAT, R) ASCSIM_CAPI_I4_NARROW_PARTS(name##_sat, SAT, R)
// int4x2 -> D: name(dst, src, mask), part P (asc_int4x22half_deprecated.md,
// asc_int4x22bfloat16_deprecated.md, asc_int4x22int16_deprecated.md).
#define ASCSIM_CAPI_I4_WIDEN(name, D, P)                                                                \
    __simd_callee__ inline void name(ascsim::capi::vreg<D>& dst, vector_int4x2_t src, vector_bool mask, \
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())           \
    {                                                                                                   \
        AscendC::Reg::detail::CastInt4Widen<D, P>(dst, src, mask, loc);                                 \
    }
#define ASCSIM_CAPI_I4_WIDEN_PARTS(name, D) \
    ASCSIM_CAPI_I4_WIDEN(name, D, 0)        \
    ASCSIM_CAPI_I4_WIDEN(name##_v2, D, 1) ASCSIM_CAPI_I4_WIDEN(name##_v3, D, 2) ASCSIM_CAPI_I4_WIDEN(name##_v4, D, 3)

ASCSIM_CAPI_I4_NARROW_SATS(asc_half2int4x2_rd, CAST_FLOOR)
ASCSIM_CAPI_I4_NARROW_SATS(asc_half2int4x2_rn, CAST_RINT)
ASCSIM_CAPI_I4_NARROW_SATS(asc_half2int4x2_rna, CAST_ROUND)
ASCSIM_CAPI_I4_NARROW_SATS(asc_half2int4x2_ru, CAST_CEIL)
ASCSIM_CAPI_I4_NARROW_SATS(asc_half2int4x2_rz, CAST_TRUNC)
ASCSIM_CAPI_I4_WIDEN_PARTS(asc_int4x22half, half)
ASCSIM_CAPI_I4_WIDEN_PARTS(asc_int4x22bfloat16, bfloat16_t)
ASCSIM_CAPI_I4_WIDEN_PARTS(asc_int4x22int16, int16_t)

#undef ASCSIM_CAPI_I4_WIDEN_PARTS
#undef ASCSIM_CAPI_I4_WIDEN
#undef ASCSIM_CAPI_I4_NARROW_SATS
#undef ASCSIM_CAPI_I4_NARROW_PARTS
#undef ASCSIM_CAPI_I4_NARROW
