// SDK include/simt_api/asc_fp16.h: the half / half2 arithmetic, comparison, math and conversion functions
// (docs/zh/api/SIMT-API/数学函数/half类型/) and the half / half2 forms of the atomics, shuffles, reduces and
// cache-hinted accesses. Implementation: ascendc_sim/simt_api/half_functions.h.
#pragma once

#include "ascendc_sim/simt_api/half_functions.h"
#include "simt_api/asc_simt.h"
#include "simt_api/device_types.h"
