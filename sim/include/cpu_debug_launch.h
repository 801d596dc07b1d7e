// CPU debug mode (CMAKE_ASC_RUN_MODE=cpu: bisheng --run-mode=cpu defines ASCENDC_CPU_DEBUG), as in
// asc-devkit examples/01_simd_cpp_api/01_utilities/06_cpu_debug/: a .asc includes this header under
// #ifdef ASCENDC_CPU_DEBUG and launches its kernels with <<<>>> unchanged. On the simulator every run
// mode already runs on the CPU emulator, so the launch needs nothing more than the prelude's.
#pragma once

#include "ascendc_sim/lang/kernel_launch.h"
