// SDK include/simt_api/cpp/kernel_simt_atomic_intf.h, namespace AscendC::Simt: AtomicAdd, AtomicSub, AtomicExch,
// AtomicMax, AtomicMin, AtomicInc, AtomicDec, AtomicCas, AtomicAnd, AtomicOr, AtomicXor. The whole C++ SIMT layer is
// one header, ascendc_sim/simt_api/simt_cpp_api.h, which cites each declaration.
#pragma once

#include "ascendc_sim/simt_api/simt_cpp_api.h"
