// The Ascend C C API as the sim provides it: the SDK's include/c_api/asc_simd.h umbrella
// (docs/zh/api/SIMD-API/C-API/). Each SDK sub-header has its spelling in ascendc_sim/c_api/,
// named as the SDK's folder; the Reg part (c_api/reg_compute/) exists for arch 3510 only, the
// one this sim emulates. The C API is declared at global scope, as in the SDK.
#pragma once

#if defined(__NPU_COMPILER_INTERNAL_PURE_SIMT__)
#error "asc_simd.h cannot be used with compile flag --enable-simt enabled."
#endif

#include "ascendc_sim/c_api/utils.h"
#include "ascendc_sim/c_api/sync.h"
#include "ascendc_sim/c_api/atomic.h"
#include "ascendc_sim/c_api/sys_var.h"
#include "ascendc_sim/c_api/vector_datamove.h"
#include "ascendc_sim/c_api/misc.h"
#include "ascendc_sim/c_api/cache_ctrl.h"
#include "ascendc_sim/c_api/scalar_compute.h"
#include "ascendc_sim/c_api/vf_call.h"
#include "ascendc_sim/c_api/vector_compute.h"

#include "ascendc_sim/c_api/reg_compute/reg_types.h"
#include "ascendc_sim/c_api/reg_compute/reg_load.h"
#include "ascendc_sim/c_api/reg_compute/reg_store.h"
#include "ascendc_sim/c_api/reg_compute/reg_block_stride.h"
#include "ascendc_sim/c_api/reg_compute/reg_vector.h"
#include "ascendc_sim/c_api/reg_compute/reg_convert.h"
