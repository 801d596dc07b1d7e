// SDK include/simt_api/device_warp_functions.h: the warp vote, shuffle and reduce functions.
#pragma once

#include "ascendc_sim/simt_api/warp_functions.h"
#include "simt_api/device_types.h"
