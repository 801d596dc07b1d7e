// The SIMT function qualifiers (docs/zh/api/SIMT-API/SIMD与SIMT混合编程简介/扩展语法/函数执行空间限定符-142.md)
// and __launch_bounds__ (SIMT编程简介/扩展语法/核函数配置.md). On the NPU they select the SIMT compilation
// and the registers per thread; the CPU has one execution domain, so they expand to nothing, as __aicore__ does.
//   __simt_vf__            a SIMT VF, launched from a SIMD kernel with asc_vf_call<fn>(dim3, args...)
//   __simt_callee__        a function callable from SIMT code
//   __launch_bounds__(N)   the most threads per block the kernel is compiled for
//   LAUNCH_BOUND(N)        the same for a SIMT VF. No header of the SDK or of asc-devkit defines it, yet the
//                          SDK's own SIMT API tests (asc-devkit tests/api/simt_api/, e.g.
//                          test_operator_simt_cast.cpp) and ops-math's arch35 SIMT kernels write
//                          `__simt_vf__ LAUNCH_BOUND(1024) inline __aicore__ void F(...)` unconditionally: the
//                          compiler provides it.
#pragma once

#ifndef __simt_vf__
#define __simt_vf__
#endif
#ifndef __simt_callee__
#define __simt_callee__
#endif
#ifndef __launch_bounds__
#define __launch_bounds__(...)
#endif
#ifndef LAUNCH_BOUND
#define LAUNCH_BOUND(...)
#endif
