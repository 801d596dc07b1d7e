// Checked as if it stood in include/ascendc_sim/core: the port naming an API type.
#pragma once

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/types/local_tensor.h"
