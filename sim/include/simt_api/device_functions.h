// SDK include/simt_api/device_functions.h: the float conversions and bit casts (数学函数/数据类型转换/), __fdividef
// and __saturatef, the Lane-ID functions, and (included, as the SDK does) the sync, warp and atomic functions.
// Not yet: the cache-hinted loads and stores (asc_ldcg, asc_ldca, asc_stcg, asc_stwt), the integer intrinsics
// (__brev, __clz, __ffs, __popc, __byte_perm, __mulhi, __umulhi, __mul64hi, __umul64hi, __mul_i32toi64, __sad,
// __usad, __mul24, __umul24, __hadd, __rhadd, __uhadd, __urhadd), the address-space predicates and conversions
// (__isGlobal, __cvta_*), asc_dcci_entire, asc_dcci_single and asc_nop.
#pragma once

#include "ascendc_sim/simt_api/conversion_functions.h"
#include "ascendc_sim/simt_api/lane_functions.h"
#include "ascendc_sim/simt_api/math_functions.h"
#include "simt_api/device_atomic_functions.h"
#include "simt_api/device_sync_functions.h"
#include "simt_api/device_types.h"
#include "simt_api/device_warp_functions.h"
