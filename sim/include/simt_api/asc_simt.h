// The SIMT API (SDK include/simt_api/asc_simt.h; docs/zh/api/SIMT-API/SIMT-API.md). The simulator emulates
// so far: dim3 and the built-in variables, the <<<grid, block, dyn, stream>>> launch, asc_vf_call with thread
// dimensions, asc_syncthreads and the memory fences (sim/docs/simt.md lists what is not there yet).
#pragma once

#include "simt_api/common_functions.h"
#include "simt_api/device_sync_functions.h"
#include "simt_api/device_types.h"
