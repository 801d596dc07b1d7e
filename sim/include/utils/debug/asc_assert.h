// ascendc_assert at the SDK's header path (include/utils/debug/asc_assert.h); see
// ascendc_sim/utils/asc_assert.h.
#pragma once

#include "ascendc_sim/utils/asc_assert.h"
