// SDK include/simt_api/device_functions.h: the float conversions and bit casts (数学函数/数据类型转换/), __fdividef
// and __saturatef, the Lane-ID functions, the integer intrinsics (数学函数/整型数学库函数/: __brev, __clz, __ffs,
// __popc, __byte_perm, __mulhi, __umulhi, __mul64hi, __umul64hi, __mul_i32toi64, __sad, __usad, __mul24, __umul24,
// __hadd, __rhadd, __uhadd, __urhadd), the memory-access functions (访存函数/: asc_ldcg, asc_ldca, asc_stcg,
// asc_stwt, asc_dcci_single, asc_dcci_entire, asc_nop), the address-space predicates and conversions
// (地址空间谓词函数/, 地址空间转换函数/: __isGlobal, __isUbuf, __isLocal, __cvta_*; the SDK declares them for the pure
// SIMT build only, the sim has them in every build), and (included, as the SDK does) the sync, warp and atomic
// functions.
// Not yet: the half / half2 / bfloat16_t / bfloat16x2_t forms of the cache-hinted loads and stores (SDK
// simt_api/asc_fp16.h, asc_bf16.h).
#pragma once

#include "ascendc_sim/simt_api/address_space_functions.h"
#include "ascendc_sim/simt_api/cache_hint_functions.h"
#include "ascendc_sim/simt_api/conversion_functions.h"
#include "ascendc_sim/simt_api/integer_intrinsics.h"
#include "ascendc_sim/simt_api/lane_functions.h"
#include "ascendc_sim/simt_api/math_functions.h"
#include "simt_api/device_atomic_functions.h"
#include "simt_api/device_sync_functions.h"
#include "simt_api/device_types.h"
#include "simt_api/device_warp_functions.h"
