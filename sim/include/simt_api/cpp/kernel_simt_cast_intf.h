// SDK include/simt_api/cpp/kernel_simt_cast_intf.h, namespace AscendC::Simt: Round, Rint, Floor, Ceil, Trunc (Cast is
// left out). The whole C++ SIMT layer is one header, ascendc_sim/simt_api/simt_cpp_api.h, which cites each declaration.
#pragma once

#include "ascendc_sim/simt_api/simt_cpp_api.h"
