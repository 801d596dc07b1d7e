// ascendc_assert at the SDK's header path (include/utils/debug/asc_assert.h); see
// ascendc_sim/kernel/asc_assert.h.
#pragma once

#include "ascendc_sim/kernel/asc_assert.h"
