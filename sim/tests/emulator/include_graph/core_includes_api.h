// Checked as if it stood in include/ascendc_sim/core: the port naming an API type.
// As: include/ascendc_sim/core
// Expect: rule core: [^\n]*core_includes_api.h: reaches include/ascendc_sim/types/local_tensor.h
#pragma once

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/types/local_tensor.h"
