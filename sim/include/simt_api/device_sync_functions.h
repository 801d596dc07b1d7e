// SDK include/simt_api/device_sync_functions.h: asc_syncthreads, asc_threadfence, asc_threadfence_block.
#pragma once

#include "ascendc_sim/simt_api/sync_functions.h"
#include "simt_api/device_types.h"
