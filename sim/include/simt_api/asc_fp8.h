// SDK include/simt_api/asc_fp8.h: the hifloat8x2_t / float8_e4m3x2_t / float8_e5m2x2_t conversions
// (docs/zh/api/SIMT-API/数学函数/fp8类型/). Implementation: ascendc_sim/simt_api/fp8_functions.h. Like the SDK's
// header it brings asc_bf16.h (and through it asc_fp16.h).
#pragma once

#include "ascendc_sim/simt_api/fp8_functions.h"
#include "simt_api/asc_bf16.h"
#include "simt_api/device_types.h"
