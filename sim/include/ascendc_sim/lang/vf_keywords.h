// Kernel-language keywords of the Reg vector API and the vector length.
//   __simd_vf__      marks a Vector Function, the entry asc_vf_call launches
//                    (docs/zh/api/SIMD-API/基础API/Reg矢量计算/概述.md, VF调用/asc_vf_call.md).
//   __simd_callee__  marks a function callable from a VF (every Reg API's prototype carries it).
// On the NPU these are compiler qualifiers; the CPU has one execution domain, so they expand to
// nothing (like __aicore__ in macros.h).
//   GetVecLen()      the RegTensor width VL in bytes, the constant 256
//                    (docs/zh/api/SIMD-API/基础API/工具接口/系统资源与变量/GetVecLen.md).
#pragma once

#include <cstdint>

#include "ascendc_sim/lang/keywords.h"

#ifndef __simd_vf__
#define __simd_vf__
#endif
#ifndef __simd_callee__
#define __simd_callee__
#endif

namespace AscendC {

__aicore__ inline constexpr uint32_t GetVecLen() { return 256; }

namespace Reg::detail {
// VL in bytes and in elements of T.
inline constexpr uint32_t kVL = 256;
template <typename T>
inline constexpr uint32_t kLanes = kVL / sizeof(T);
} // namespace Reg::detail

} // namespace AscendC
