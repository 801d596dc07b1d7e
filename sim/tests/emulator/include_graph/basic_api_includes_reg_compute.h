// Checked as if it stood in include/ascendc_sim/basic_api: one spelling including another's header.
#pragma once

#include "ascendc_sim/reg_compute/types.h"
