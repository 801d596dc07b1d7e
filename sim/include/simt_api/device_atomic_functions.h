// SDK include/simt_api/device_atomic_functions.h: asc_atomic_add, asc_atomic_sub, asc_atomic_exch, asc_atomic_max,
// asc_atomic_min, asc_atomic_inc, asc_atomic_dec, asc_atomic_cas, asc_atomic_and, asc_atomic_or, asc_atomic_xor.
#pragma once

#include "ascendc_sim/simt_api/atomic_functions.h"
#include "simt_api/device_types.h"
