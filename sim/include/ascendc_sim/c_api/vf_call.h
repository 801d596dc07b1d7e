// The C API's Vector Function launch: asc_vf_call<f>(args...) (docs/zh/api/SIMD-API/基础API/Reg矢量计算/
// VF调用/asc_vf_call.md), the vf/ scope every spelling shares. A direct call `f(args...)` of a function
// declared __simd_vf__, as the C API's examples write it, becomes asc_vf_call<f>(args...) in the sim's
// bisheng (sim/tools/bisheng/c_api_rewriter.h), so both reach this.
#pragma once

#include "ascendc_sim/vf/vf_scope.h"
