// SDK include/simt_api/vector_functions.h: the make_* short vector constructors
// (docs/zh/api/SIMT-API/SIMT编程简介/扩展语法/内置数据类型-139.md, 短向量类型). Implementation and the types:
// ascendc_sim/simt_api/vector_functions.h, vector_types.h.
#pragma once

#include "ascendc_sim/simt_api/vector_functions.h"
#include "simt_api/device_types.h"
