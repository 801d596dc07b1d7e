// Kernel-language keywords of Ascend C on the CPU. On the NPU these are compiler qualifiers
// (docs/zh/guide/编程指南/...: __global__ marks a kernel entry, __aicore__ a device function,
// __gm__ a Global Memory pointer); here they carry no meaning and expand to nothing.
#pragma once

#include <cstdint>

#ifndef __global__
#define __global__
#endif
#ifndef __aicore__
#define __aicore__
#endif
#ifndef __host__
#define __host__ // a host function (SIMT-API/SIMT编程简介/扩展语法/函数执行空间限定符.md): the default
#endif
#ifndef __gm__
#define __gm__
#endif
#ifndef __ubuf__
#define __ubuf__
#endif
#ifndef __ssbuf__
#define __ssbuf__ // SSBuffer (工具接口/系统资源与变量/GetSsbufBaseAddr.md)
#endif
#ifndef __inline__
#define __inline__ inline
#endif

// GM_ADDR: the kernel-argument type of every tensor / workspace / tiling pointer.
#define GM_ADDR __gm__ uint8_t*

// KERNEL_TASK_TYPE_DEFAULT(KERNEL_TYPE_AIV_ONLY) etc. (docs: 设置Kernel类型.md). The sim runs
// every kernel on vector cores, so the declaration is accepted and ignored.
enum KernelMetaType : uint8_t {
    KERNEL_TYPE_AIV_ONLY,
    KERNEL_TYPE_AIC_ONLY,
    KERNEL_TYPE_MIX_AIV_1_0,
    KERNEL_TYPE_MIX_AIC_1_0,
    KERNEL_TYPE_MIX_AIC_1_1,
    KERNEL_TYPE_MIX_AIC_1_2,
    KERNEL_TYPE_AICORE,
    KERNEL_TYPE_VECTORCORE,
    KERNEL_TYPE_MIX_AICORE,
    KERNEL_TYPE_MIX_VECTOR_CORE,
    KERNEL_TYPE_MAX,
};
#define KERNEL_TASK_TYPE_DEFAULT(type) static_cast<void>(type)
#define KERNEL_TASK_TYPE(key, type) static_cast<void>(key), static_cast<void>(type)
