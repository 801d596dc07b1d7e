// Checked as if it stood in include/ascendc_sim/vf: the VF scope taking a helper from the Reg API's
// spelling, which SIMT VFs and the C API's register functions would then drag in.
// As: include/ascendc_sim/vf
// Expect: rule vf: [^\n]*vf_includes_reg_compute.h: reaches include/ascendc_sim/reg_compute/op_enums.h
#pragma once

#include "ascendc_sim/reg_compute/op_enums.h"
