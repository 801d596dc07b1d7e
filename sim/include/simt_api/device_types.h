// SIMT device types (SDK include/simt_api/device_types.h): dim3 and the built-in variables, and the
// function qualifiers (ascendc_sim/lang/).
#pragma once

#include "ascendc_sim/lang/simt_prelude.h"
