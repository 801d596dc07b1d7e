// The C API's integer conversions and the float <-> integer ones beyond reg_convert.h's table, SDK
// include/c_api/reg_compute/reg_convert.h (docs/zh/api/SIMD-API/C-API/reg/data_type_convert/, each
// asc_<from>2<to>[_deprecated].md below; rounding_mode.md). The engine: engine/reg_cast_int.h.
// A name's suffixes:
//   _rd / _rn / _rna / _ru / _rz   RoundMode CAST_FLOOR / RINT / ROUND / CEIL / TRUNC
//   _sat                           SatMode SAT (no suffix: NO_SAT), for the pairs that take one
//   (none) / _v2 / _v3 / _v4       the part of the wider register: a widening reads, a narrowing
//                                  writes, elements r * i + 0 / 1 / 2 / 3 (r = the width ratio;
//                                  "索引为偶数 / 奇数的位置", "索引0 ... 索引3")
// asc_int322int64.md and asc_int322uint16.md also say "上半部分 / 下半部分" of the plain / _v2
// names; their prototypes' comments and every sibling page say even / odd elements, which is
// what this follows.
// Not here: the int4x2 pairs (asc_half2int4x2, asc_int4x22half / bfloat16 / int16): reg_convert_int4.h;
// the 8-bit / 4-bit float pairs: reg_convert_lowfp.h.
#pragma once

#include <cstdint>

#include "ascendc_sim/c_api/reg_compute/reg_types.h"
#include "ascendc_sim/engine/reg_cast_int.h"

// One conversion: name(dst, src, mask), part P of the wider register, rounding R, saturation SAT.
#define ASCSIM_CAPI_ICVT_FN(name, D, S, P, SAT, R)                                                                     \
    __simd_callee__ inline void name(ascsim::capi::vreg<D>& dst, ascsim::capi::vreg<S> src, vector_bool mask,          \
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                          \
    {                                                                                                                  \
        AscendC::Reg::detail::CastRegsPart<D, S, P, AscendC::RoundMode::R, AscendC::Reg::SatMode::SAT>(dst, src, mask, \
                                                                                                       loc);           \
    }
// The parts: one (same widths), two (name, name_v2) or four (name ... name_v4).
#define ASCSIM_CAPI_ICVT_P1(name, D, S, SAT, R) ASCSIM_CAPI_ICVT_FN(name, D, S, 0, SAT, R)
#define ASCSIM_CAPI_ICVT_P2(name, D, S, SAT, R) \
    ASCSIM_CAPI_ICVT_FN(name, D, S, 0, SAT, R) ASCSIM_CAPI_ICVT_FN(name##_v2, D, S, 1, SAT, R)
#define ASCSIM_CAPI_ICVT_P4(name, D, S, SAT, R)     \
    ASCSIM_CAPI_ICVT_FN(name, D, S, 0, SAT, R)      \
    ASCSIM_CAPI_ICVT_FN(name##_v2, D, S, 1, SAT, R) \
    ASCSIM_CAPI_ICVT_FN(name##_v3, D, S, 2, SAT, R) ASCSIM_CAPI_ICVT_FN(name##_v4, D, S, 3, SAT, R)
// name (NO_SAT) and name_sat (SAT), each through `parts`; or no saturation choice.
#define ASCSIM_CAPI_ICVT_SATS(parts, name, D, S, R) parts(name, D, S, NO_SAT, R) parts(name##_sat, D, S, SAT, R)
#define ASCSIM_CAPI_ICVT_NOSAT(parts, name, D, S, R) parts(name, D, S, UNKNOWN, R)
// The five rounding suffixes of rounding_mode.md; or none.
#define ASCSIM_CAPI_ICVT_ROUNDS(sats, parts, pre, D, S)                                 \
    sats(parts, pre##_rd, D, S, CAST_FLOOR) sats(parts, pre##_rn, D, S, CAST_RINT)      \
        sats(parts, pre##_rna, D, S, CAST_ROUND) sats(parts, pre##_ru, D, S, CAST_CEIL) \
            sats(parts, pre##_rz, D, S, CAST_TRUNC)
#define ASCSIM_CAPI_ICVT_PLAIN(sats, parts, name, D, S) sats(parts, name, D, S, UNKNOWN)

// ---- the table ------------------------------------------------------------------------------------
// float -> integer: rounding, saturation (asc_half2int8.md, asc_half2uint8.md, asc_half2int16.md,
// asc_bfloat162int32.md, asc_float2int64.md)
ASCSIM_CAPI_ICVT_ROUNDS(ASCSIM_CAPI_ICVT_SATS, ASCSIM_CAPI_ICVT_P2, asc_half2int8, int8_t, half)
ASCSIM_CAPI_ICVT_ROUNDS(ASCSIM_CAPI_ICVT_SATS, ASCSIM_CAPI_ICVT_P2, asc_half2uint8, uint8_t, half)
ASCSIM_CAPI_ICVT_ROUNDS(ASCSIM_CAPI_ICVT_SATS, ASCSIM_CAPI_ICVT_P1, asc_half2int16, int16_t, half)
ASCSIM_CAPI_ICVT_ROUNDS(ASCSIM_CAPI_ICVT_SATS, ASCSIM_CAPI_ICVT_P2, asc_bfloat162int32, int32_t, bfloat16_t)
ASCSIM_CAPI_ICVT_ROUNDS(ASCSIM_CAPI_ICVT_SATS, ASCSIM_CAPI_ICVT_P2, asc_float2int64, int64_t, float)
// integer -> float: rounding where the value can exceed the significand (asc_int162half.md,
// asc_int642float.md), none where it cannot (asc_int162float.md, asc_int82half.md, asc_uint82half.md)
ASCSIM_CAPI_ICVT_ROUNDS(ASCSIM_CAPI_ICVT_NOSAT, ASCSIM_CAPI_ICVT_P1, asc_int162half, half, int16_t)
ASCSIM_CAPI_ICVT_ROUNDS(ASCSIM_CAPI_ICVT_NOSAT, ASCSIM_CAPI_ICVT_P2, asc_int642float, float, int64_t)
ASCSIM_CAPI_ICVT_PLAIN(ASCSIM_CAPI_ICVT_NOSAT, ASCSIM_CAPI_ICVT_P2, asc_int162float, float, int16_t)
ASCSIM_CAPI_ICVT_PLAIN(ASCSIM_CAPI_ICVT_NOSAT, ASCSIM_CAPI_ICVT_P2, asc_int82half, half, int8_t)
ASCSIM_CAPI_ICVT_PLAIN(ASCSIM_CAPI_ICVT_NOSAT, ASCSIM_CAPI_ICVT_P2, asc_uint82half, half, uint8_t)
// integer widenings (asc_int162int32.md, asc_int162uint32.md, asc_int322int64.md, asc_int82int16.md,
// asc_int82int32_deprecated.md, asc_uint82uint16.md, asc_uint82uint32_deprecated.md, asc_uint162uint32.md)
ASCSIM_CAPI_ICVT_PLAIN(ASCSIM_CAPI_ICVT_NOSAT, ASCSIM_CAPI_ICVT_P2, asc_int162int32, int32_t, int16_t)
ASCSIM_CAPI_ICVT_PLAIN(ASCSIM_CAPI_ICVT_NOSAT, ASCSIM_CAPI_ICVT_P2, asc_int162uint32, uint32_t, int16_t)
ASCSIM_CAPI_ICVT_PLAIN(ASCSIM_CAPI_ICVT_NOSAT, ASCSIM_CAPI_ICVT_P2, asc_int322int64, int64_t, int32_t)
ASCSIM_CAPI_ICVT_PLAIN(ASCSIM_CAPI_ICVT_NOSAT, ASCSIM_CAPI_ICVT_P2, asc_int82int16, int16_t, int8_t)
ASCSIM_CAPI_ICVT_PLAIN(ASCSIM_CAPI_ICVT_NOSAT, ASCSIM_CAPI_ICVT_P4, asc_int82int32, int32_t, int8_t)
ASCSIM_CAPI_ICVT_PLAIN(ASCSIM_CAPI_ICVT_NOSAT, ASCSIM_CAPI_ICVT_P2, asc_uint82uint16, uint16_t, uint8_t)
ASCSIM_CAPI_ICVT_PLAIN(ASCSIM_CAPI_ICVT_NOSAT, ASCSIM_CAPI_ICVT_P4, asc_uint82uint32, uint32_t, uint8_t)
ASCSIM_CAPI_ICVT_PLAIN(ASCSIM_CAPI_ICVT_NOSAT, ASCSIM_CAPI_ICVT_P2, asc_uint162uint32, uint32_t, uint16_t)
// integer narrowings, saturation (asc_int162uint8.md, asc_int322int16.md, asc_int322uint16.md,
// asc_int322uint8_deprecated.md, asc_int642int32.md, asc_uint162uint8.md, asc_uint322int16.md,
// asc_uint322uint16.md, asc_uint322uint8_deprecated.md)
ASCSIM_CAPI_ICVT_PLAIN(ASCSIM_CAPI_ICVT_SATS, ASCSIM_CAPI_ICVT_P2, asc_int162uint8, uint8_t, int16_t)
ASCSIM_CAPI_ICVT_PLAIN(ASCSIM_CAPI_ICVT_SATS, ASCSIM_CAPI_ICVT_P2, asc_int322int16, int16_t, int32_t)
ASCSIM_CAPI_ICVT_PLAIN(ASCSIM_CAPI_ICVT_SATS, ASCSIM_CAPI_ICVT_P2, asc_int322uint16, uint16_t, int32_t)
ASCSIM_CAPI_ICVT_PLAIN(ASCSIM_CAPI_ICVT_SATS, ASCSIM_CAPI_ICVT_P4, asc_int322uint8, uint8_t, int32_t)
ASCSIM_CAPI_ICVT_PLAIN(ASCSIM_CAPI_ICVT_SATS, ASCSIM_CAPI_ICVT_P2, asc_int642int32, int32_t, int64_t)
ASCSIM_CAPI_ICVT_PLAIN(ASCSIM_CAPI_ICVT_SATS, ASCSIM_CAPI_ICVT_P2, asc_uint162uint8, uint8_t, uint16_t)
ASCSIM_CAPI_ICVT_PLAIN(ASCSIM_CAPI_ICVT_SATS, ASCSIM_CAPI_ICVT_P2, asc_uint322int16, int16_t, uint32_t)
ASCSIM_CAPI_ICVT_PLAIN(ASCSIM_CAPI_ICVT_SATS, ASCSIM_CAPI_ICVT_P2, asc_uint322uint16, uint16_t, uint32_t)
ASCSIM_CAPI_ICVT_PLAIN(ASCSIM_CAPI_ICVT_SATS, ASCSIM_CAPI_ICVT_P4, asc_uint322uint8, uint8_t, uint32_t)

#undef ASCSIM_CAPI_ICVT_PLAIN
#undef ASCSIM_CAPI_ICVT_ROUNDS
#undef ASCSIM_CAPI_ICVT_NOSAT
#undef ASCSIM_CAPI_ICVT_SATS
#undef ASCSIM_CAPI_ICVT_P4
#undef ASCSIM_CAPI_ICVT_P2
#undef ASCSIM_CAPI_ICVT_P1
#undef ASCSIM_CAPI_ICVT_FN
