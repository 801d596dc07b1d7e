// SDK include/simt_api/cpp/kernel_simt_utils.h, namespace AscendC::Simt: Dim3 and VF_CALL. The whole C++ SIMT
// layer is one header, ascendc_sim/simt_api/simt_cpp_api.h, which cites each declaration.
#pragma once

#include "ascendc_sim/simt_api/simt_cpp_api.h"
