// The C API's conversions to and from the 8-bit and 4-bit float types, SDK include/c_api/reg_compute/
// reg_convert.h (docs/zh/api/SIMD-API/C-API/reg/data_type_convert/: asc_float2e4m3_deprecated.md,
// asc_float2e5m2_deprecated.md, asc_e4m32float_deprecated.md, asc_e5m22float_deprecated.md,
// asc_float2hif8_deprecated.md, asc_hif82float_deprecated.md, asc_half2hif8.md, asc_hif82half.md,
// asc_bfloat162e2m1x2_deprecated.md, asc_bfloat162e1m2x2_deprecated.md, asc_e2m1x22bfloat16_deprecated.md,
// asc_e1m2x22bfloat16_deprecated.md; rounding_mode.md). The pages' "_deprecated" is their file name
// only: the SDK header declares the names without it, for arch 3510.
// A name spells the C++ Reg API's Cast trait as reg_convert.h's head comment says, plus:
//   _rh                  RoundMode CAST_HYBRID (hifloat8_t results: Cast.md's hybrid rule)
//   _v2 / _v3 / _v4      RegLayout ONE / TWO / THREE (no suffix: ZERO) for the 4:1 pairs: a widening
//                        reads byte 4i + 1 / 2 / 3 ("选取索引0、索引1、索引2或者索引3"), a narrowing
//                        writes it; b16 <-> fp4x2 pairs take element pairs (2i, 2i+1) to byte 4i + k.
// The lanes, layouts, saturation (CTRL as for the other float results; CTRL[50] for e4m3 / e5m2 NaN)
// and checks are the C++ Reg Cast's (engine/reg_cast_lowfp.h). The SDK has no C API name for
// fp8_e8m0_t conversions. Included by reg_convert.h, whose ASCSIM_CAPI_CVT_* macros it uses.
#pragma once

#ifndef ASCSIM_CAPI_CVT_FN
#error "reg_convert_lowfp.h is included by reg_convert.h"
#endif

// name (ZERO), name_v2 (ONE), name_v3 (TWO), name_v4 (THREE): the 4:1 pairs.
#define ASCSIM_CAPI_CVT_LAYOUTS4(name, D, S, SAT, R) \
    ASCSIM_CAPI_CVT_FN(name, D, S, ZERO, SAT, R)     \
    ASCSIM_CAPI_CVT_FN(name##_v2, D, S, ONE, SAT, R) \
    ASCSIM_CAPI_CVT_FN(name##_v3, D, S, TWO, SAT, R) ASCSIM_CAPI_CVT_FN(name##_v4, D, S, THREE, SAT, R)

// widenings, exact (no rounding or saturation mode)
ASCSIM_CAPI_CVT_LAYOUTS4(asc_e4m32float, float, fp8_e4m3fn_t, UNKNOWN, UNKNOWN)
ASCSIM_CAPI_CVT_LAYOUTS4(asc_e5m22float, float, fp8_e5m2_t, UNKNOWN, UNKNOWN)
ASCSIM_CAPI_CVT_LAYOUTS4(asc_hif82float, float, hifloat8_t, UNKNOWN, UNKNOWN)
ASCSIM_CAPI_CVT_LAYOUTS(asc_hif82half, half, hifloat8_t, UNKNOWN, UNKNOWN)
ASCSIM_CAPI_CVT_LAYOUTS4(asc_e2m1x22bfloat16, bfloat16_t, fp4x2_e2m1_t, UNKNOWN, UNKNOWN)
ASCSIM_CAPI_CVT_LAYOUTS4(asc_e1m2x22bfloat16, bfloat16_t, fp4x2_e1m2_t, UNKNOWN, UNKNOWN)
// float -> fp8: RINT only, saturation
ASCSIM_CAPI_CVT_SATS(ASCSIM_CAPI_CVT_LAYOUTS4, asc_float2e4m3_rn, fp8_e4m3fn_t, float, CAST_RINT)
ASCSIM_CAPI_CVT_SATS(ASCSIM_CAPI_CVT_LAYOUTS4, asc_float2e5m2_rn, fp8_e5m2_t, float, CAST_RINT)
// -> hifloat8_t: ROUND (_rna) or HYBRID (_rh), saturation
ASCSIM_CAPI_CVT_SATS(ASCSIM_CAPI_CVT_LAYOUTS4, asc_float2hif8_rna, hifloat8_t, float, CAST_ROUND)
ASCSIM_CAPI_CVT_SATS(ASCSIM_CAPI_CVT_LAYOUTS4, asc_float2hif8_rh, hifloat8_t, float, CAST_HYBRID)
ASCSIM_CAPI_CVT_SATS(ASCSIM_CAPI_CVT_LAYOUTS, asc_half2hif8_rna, hifloat8_t, half, CAST_ROUND)
ASCSIM_CAPI_CVT_SATS(ASCSIM_CAPI_CVT_LAYOUTS, asc_half2hif8_rh, hifloat8_t, half, CAST_HYBRID)
// bfloat16_t -> fp4x2: the five rounding modes, no saturation mode (always to the largest)
ASCSIM_CAPI_CVT_ROUNDS(ASCSIM_CAPI_CVT_NOSAT, ASCSIM_CAPI_CVT_LAYOUTS4, asc_bfloat162e2m1x2, fp4x2_e2m1_t, bfloat16_t)
ASCSIM_CAPI_CVT_ROUNDS(ASCSIM_CAPI_CVT_NOSAT, ASCSIM_CAPI_CVT_LAYOUTS4, asc_bfloat162e1m2x2, fp4x2_e1m2_t, bfloat16_t)

#undef ASCSIM_CAPI_CVT_LAYOUTS4
