// SDK include/simt_api/math_constants.h: the ASCRT_* float constants, masks and int32 bounds (内置宏.md).
#pragma once

#include "ascendc_sim/simt_api/math_constants.h"
