// Checked as if it stood in include/ascendc_sim/engine: an engine that includes no spelling itself but
// reaches one through a shared header (utils/asc_assert.h includes the Memory API's system.h).
// As: include/ascendc_sim/engine
// Expect: rule engine: [^\n]*engine_reaches_spelling.h: reaches include/ascendc_sim/basic_api/[^\n]* \(through
// include/ascendc_sim/utils/asc_assert.h\)
#pragma once

#include "ascendc_sim/utils/asc_assert.h"
