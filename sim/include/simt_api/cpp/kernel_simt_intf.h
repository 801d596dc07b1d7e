// SDK include/simt_api/cpp/kernel_simt_intf.h: the C++ SIMT API (namespace AscendC::Simt), included by
// kernel_operator.h as the SDK's basic_api/kernel_operator_intf.h:136 does. Implementation:
// ascendc_sim/simt_api/simt_cpp_api.h.
#pragma once

#include "simt_api/device_types.h"
#include "simt_api/cpp/kernel_simt_common_intf.h"
#include "simt_api/cpp/kernel_simt_atomic_intf.h"
#include "simt_api/cpp/kernel_simt_cast_intf.h"
#include "simt_api/cpp/kernel_simt_cmp_intf.h"
#include "simt_api/cpp/kernel_simt_print_intf.h"
#include "simt_api/cpp/kernel_simt_math_intf.h"
#include "simt_api/cpp/kernel_simt_transcendental_intf.h"
#include "simt_api/cpp/kernel_simt_warp_level_intf.h"
#include "simt_api/cpp/kernel_simt_bessel_intf.h"
