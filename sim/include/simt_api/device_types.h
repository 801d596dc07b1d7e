// SIMT device types (SDK include/simt_api/device_types.h): dim3 and the built-in variables, and the
// function qualifiers (ascendc_sim/lang/); the short vector types (half2, float2, int4 ...), which the SDK's
// compiler builds in (内置数据类型-139.md, 短向量类型; no SDK header defines them), come with it.
#pragma once

#include "ascendc_sim/lang/simt_prelude.h"
#include "ascendc_sim/simt_api/vector_types.h"
