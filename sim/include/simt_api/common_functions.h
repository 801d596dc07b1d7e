// SIMT common functions (SDK include/simt_api/common_functions.h): asc_vf_call with thread dimensions for
// SIMD and SIMT in one kernel, and the debug utilities usable in SIMT code (printf, assert, clock).
#pragma once

#include "ascendc_sim/vf/simt_vf_call.h"
#include "simt_api/device_types.h"
#include "utils/debug/asc_assert.h"
#include "utils/debug/asc_printf.h"
#include "utils/debug/asc_time.h"
