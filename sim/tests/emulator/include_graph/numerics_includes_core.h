// Checked as if it stood in include/ascendc_sim/numerics: lane semantics depending on the emulator.
#pragma once

#include "ascendc_sim/core/core.h"
