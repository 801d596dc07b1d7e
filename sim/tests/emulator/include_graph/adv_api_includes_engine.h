// Checked as if it stood in include/ascendc_sim/adv_api: the advanced API reaching below the spellings.
#pragma once

#include "kernel_operator.h"
#include "ascendc_sim/engine/vector_common.h"
