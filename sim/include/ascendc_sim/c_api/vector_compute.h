// The C API's Memory-style vector compute, SDK include/c_api/vector_compute/vector_compute.h
// (docs/zh/api/SIMD-API/C-API/vector_compute/), in the forms Ascend 950 has. Of that header's __ubuf__
// functions the SDK's arch-3510 implementation defines, and the doc pages list as supported on
// 950PR/950DT, only asc_transpose, asc_set_va_reg, asc_bitsort and asc_mrgsort4 (with _sync forms), with
// asc_transto5hd_* (defined by the arch-3510 implementation, read through the VA registers);
// the count / repeat arithmetic, compare, reduce and mask forms (asc_add(__ubuf__ ...) etc.) are the
// older archs' (their pages: "Ascend 950PR/Ascend 950DT：不支持") and are out of scope
// (sim/docs/api_out_of_scope.tsv). Same-named Reg forms (vector_* operands) are in reg_compute/.
#pragma once

#include "ascendc_sim/c_api/vector_compute/sort.h"
#include "ascendc_sim/c_api/vector_compute/transpose.h"
#include "ascendc_sim/c_api/vector_compute/va_reg.h"
