// SDK include/simt_api/cpp/kernel_simt_math_intf.h, namespace AscendC::Simt: Abs, Fma, Max, Min, Fdim, RemQuo, Mod,
// Remainder, CopySign, NearbyInt, NextAfter, ScaLbn, Brev, Clz, Popc, BytePerm, Ffs, MulHi, UintDiv. The
// whole C++ SIMT layer is one header, ascendc_sim/simt_api/simt_cpp_api.h, which cites each declaration.
#pragma once

#include "ascendc_sim/simt_api/simt_cpp_api.h"
