// SDK include/simt_api/cpp/kernel_simt_bessel_intf.h, namespace AscendC::Simt: J0, J1, Jn, Y0, Y1, Yn. The whole C++
// SIMT layer is one header, ascendc_sim/simt_api/simt_cpp_api.h, which cites each declaration.
#pragma once

#include "ascendc_sim/simt_api/simt_cpp_api.h"
