// The SIMT API (SDK include/simt_api/asc_simt.h; docs/zh/api/SIMT-API/SIMT-API.md). What the simulator emulates
// so far and what not: sim/docs/emulator.md, "SIMT kernels".
#pragma once

#include "simt_api/common_functions.h"
#include "simt_api/device_atomic_functions.h"
#include "simt_api/device_functions.h"
#include "simt_api/device_sync_functions.h"
#include "simt_api/device_types.h"
#include "simt_api/device_warp_functions.h"
#include "simt_api/math_constants.h"
#include "simt_api/math_functions.h"
