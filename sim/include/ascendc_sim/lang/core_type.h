// The built-in constant g_coreType and the macros that test it (docs/zh/guide/编程指南/语言扩展层/
// SIMD-BuiltIn关键字.md, 内置常量: "AIC核下，配置为AscendC::AIC，AIV核下，配置为AscendC::AIV ...
// 功能等同于直接使用ASCEND_IS_AIV、ASCEND_IS_AIC"; api/SIMD-API/基础API/工具接口/执行模式/Async.md shows the
// `if ASCEND_IS_AIV { ... }` form that isolates a fused kernel's AIV and AIC code). Values and macro forms
// as the SDK's impl/utils/sys_constants.h and sys_macros.h (the non-CPU-debug branch): the macros expand to
// `constexpr(...)`, so `if ASCEND_IS_AIC { ... }` is an `if constexpr`. The real compiler builds a kernel
// once per core type; the sim builds the AI Vector core's image only (it emulates no cube), so g_coreType is
// AscendC::AIV everywhere, and code under ASCEND_IS_AIC is discarded but must still compile, as in the
// chip's AIV build.
// ASC_IS_AIV / ASC_IS_AIC / ASC_IS_NOT_AIV / ASC_IS_NOT_AIC are the C API's spelling of the same tests (the SDK
// defines them so in impl/c_api/instr_impl/npu_arch_2201/utils_impl/utils_impl.h; its 3510 C API branches and
// official 950 C API kernels use them without an #include that defines them, so the toolchain provides them).
#pragma once

#include <cstdint>

namespace AscendC {
constexpr int32_t MIX = 0;
constexpr int32_t AIC = 1;
constexpr int32_t AIV = 2;
} // namespace AscendC

constexpr int32_t g_coreType = AscendC::AIV;

#define ASCEND_IS_AIV constexpr(g_coreType == AscendC::AIV)
#define ASCEND_IS_AIC constexpr(g_coreType == AscendC::AIC)
#define ASCEND_IS_NOT_AIV constexpr(g_coreType != AscendC::AIV)
#define ASCEND_IS_NOT_AIC constexpr(g_coreType != AscendC::AIC)

#define ASC_IS_AIV ASCEND_IS_AIV
#define ASC_IS_AIC ASCEND_IS_AIC
#define ASC_IS_NOT_AIV ASCEND_IS_NOT_AIV
#define ASC_IS_NOT_AIC ASCEND_IS_NOT_AIC
