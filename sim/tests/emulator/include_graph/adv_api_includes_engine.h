// Checked as if it stood in include/ascendc_sim/adv_api: the advanced API reaching below the spellings.
// As: include/ascendc_sim/adv_api
// Expect: rule adv_api: [^\n]*adv_api_includes_engine.h: reaches include/ascendc_sim/engine/vector_common.h
#pragma once

#include "kernel_operator.h"
#include "ascendc_sim/engine/vector_common.h"
