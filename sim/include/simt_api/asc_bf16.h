// SDK include/simt_api/asc_bf16.h: the bfloat16_t / bfloat16x2_t functions (docs/zh/api/SIMT-API/数学函数/
// bfloat16类型/), the half <-> bfloat16_t conversions and the bfloat16_t / bfloat16x2_t forms of the atomics, shuffles
// and cache-hinted accesses. Implementation: ascendc_sim/simt_api/bfloat16_functions.h.
#pragma once

#include "ascendc_sim/simt_api/bfloat16_functions.h"
#include "simt_api/asc_fp16.h"
#include "simt_api/asc_simt.h"
#include "simt_api/device_types.h"
