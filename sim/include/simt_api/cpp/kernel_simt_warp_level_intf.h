// SDK include/simt_api/cpp/kernel_simt_warp_level_intf.h, namespace AscendC::Simt: the warp vote, shuffle and reduce
// functions, ThreadBarrier, ThreadFence (Uni is left out). The whole C++ SIMT layer is one header,
// ascendc_sim/simt_api/simt_cpp_api.h, which cites each declaration.
#pragma once

#include "ascendc_sim/simt_api/simt_cpp_api.h"
