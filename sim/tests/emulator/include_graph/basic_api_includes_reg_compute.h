// Checked as if it stood in include/ascendc_sim/basic_api: one spelling including another's header.
// As: include/ascendc_sim/basic_api
// Expect: rule spelling_basic_api: [^\n]*_includes_reg_compute.h: reaches include/ascendc_sim/reg_compute/op_enums.h
#pragma once

#include "ascendc_sim/reg_compute/op_enums.h"
