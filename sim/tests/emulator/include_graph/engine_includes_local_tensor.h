// Checked as if it stood in include/ascendc_sim/engine: an engine that takes the C++ API's tensor type.
// As: include/ascendc_sim/engine
// Expect: rule engine: [^\n]*engine_includes_local_tensor.h: reaches include/ascendc_sim/types/local_tensor.h
#pragma once

#include "ascendc_sim/types/local_tensor.h"
