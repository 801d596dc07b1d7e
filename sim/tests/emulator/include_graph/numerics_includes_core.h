// Checked as if it stood in include/ascendc_sim/numerics: lane semantics depending on the emulator.
// As: include/ascendc_sim/numerics
// Expect: rule numerics: [^\n]*numerics_includes_core.h: reaches include/ascendc_sim/core/core.h
#pragma once

#include "ascendc_sim/core/core.h"
