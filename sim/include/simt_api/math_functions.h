// SDK include/simt_api/math_functions.h: the float math functions, the integer max/min helpers and the constants
// (数学函数/float类型数学库函数/, 数学函数/整型数学库函数/). What comes from the C library and what is defined
// here: ascendc_sim/simt_api/math_functions.h.
#pragma once

#include "ascendc_sim/simt_api/math_functions.h"
#include "simt_api/device_types.h"
#include "simt_api/math_constants.h"
