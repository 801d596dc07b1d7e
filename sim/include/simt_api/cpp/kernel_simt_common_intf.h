// SDK include/simt_api/cpp/kernel_simt_common_intf.h, namespace AscendC::Simt: SatMode, GetWarpSize, GetThreadNum,
// GetThreadIdx, GetBlockIdx, GetBlockNum. The whole C++ SIMT layer is one header, ascendc_sim/simt_api/simt_cpp_api.h,
// which cites each declaration.
#pragma once

#include "ascendc_sim/simt_api/simt_cpp_api.h"
