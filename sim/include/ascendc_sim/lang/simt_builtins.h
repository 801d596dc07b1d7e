// The SIMT built-in variables (docs/zh/api/SIMT-API/SIMT编程简介/扩展语法/内置变量.md): threadIdx, blockIdx,
// blockDim, gridDim (dim3) and warpSize (const int32_t, 32), for SIMT kernels and VFs. They are variables, not
// macros, so that host code may still name its own `blockDim` (a local shadows them). On the simulator the
// thread runner (src/kernel/simt/thread_runner.cpp) sets them for the SIMT thread running on this host thread.
#pragma once

#include <cstdint>

#include "ascendc_sim/lang/dim3.h"

extern thread_local dim3 threadIdx;
extern thread_local dim3 blockIdx;
extern thread_local dim3 blockDim;
extern thread_local dim3 gridDim;

inline constexpr int32_t warpSize = 32;
