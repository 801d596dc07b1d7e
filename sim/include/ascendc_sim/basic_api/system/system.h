// Core identity and system calls of a kernel (docs/zh/api/SIMD-API/基础API/系统变量访问/
// GetBlockIdx.md, GetBlockNum.md; InitSocState.md; 调试接口/printf.md).
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <utility>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/ctrl_bits.h"
#include "ascendc_sim/lang/keywords.h"

// TILING_KEY_IS(key): whether this launch runs with tiling key `key` (set by the tiling function's
// SetTilingKey), for kernels that branch on it instead of using ASCENDC_TPL templates.
#define TILING_KEY_IS(key) (ascsim::kern::CurrentTilingKey() == static_cast<uint64_t>(key))

namespace ascsim::kern {
// C printf formatting of a device print (at most 1023 characters), shared by AscendC::printf and
// ascendc_assert.
template <typename... Args>
inline std::string FormatPrintf(const char* fmt, Args&&... args)
{
    char buffer[1024];
    int n;
    if constexpr (sizeof...(Args) == 0) {
        n = std::snprintf(buffer, sizeof(buffer), "%s", fmt);
    } else {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
#pragma GCC diagnostic ignored "-Wformat-security"
        n = std::snprintf(buffer, sizeof(buffer), fmt, std::forward<Args>(args)...);
#pragma GCC diagnostic pop
    }
    if (n <= 0) {
        return std::string();
    }
    return std::string(buffer, static_cast<size_t>(n) < sizeof(buffer) ? static_cast<size_t>(n) : sizeof(buffer) - 1);
}
} // namespace ascsim::kern

namespace AscendC {

// The UB a kernel may use, in bytes (工具接口/系统资源与变量/GetUBSizeInBytes.md: "Ascend 950PR/
// Ascend 950DT架构下，返回常量248KB"; header kernel_operator_sys_var_intf.h). The emulated cores' TPipe
// hands out exactly this much (the SoC profile's usable UB).
__aicore__ inline constexpr uint32_t GetUBSizeInBytes() { return 248U * 1024U; }

// One DataBlock of UB / DMA, in bytes (工具接口/系统资源与变量/GetDataBlockSizeInBytes.md; the SDK's
// include/basic_api/kernel_operator_sys_var_intf.h returns ONE_BLK_SIZE, 32).
__aicore__ inline constexpr int16_t GetDataBlockSizeInBytes() { return 32; }

// Index of the core running this instance, in [0, GetBlockNum()).
__aicore__ inline int64_t GetBlockIdx() { return ascsim::kern::CurrentBlockIdx(); }
// Number of cores of this launch (blockDim).
__aicore__ inline int64_t GetBlockNum() { return ascsim::kern::CurrentBlockNum(); }
// InitSocState (工具接口/系统初始化/InitSocState.md; SDK impl/basic_api/kernel_utils_base.h:91-92):
// every CTRL bit back to its default except CTRL[48], which is kept. Run by the TPipe constructor.
__aicore__ inline void InitSocState(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::kern::CtrlWrite(ascsim::kern::ctrl::AfterInitSocState(ascsim::kern::CtrlValue()), "InitSocState", loc);
}

// AscendC::printf: formatted like C printf; the launcher prints each core's output after the
// launch, in block order, every line prefixed "[AIV Block <i>/<blockDim>] " as on 950 (printf.md).
// ASCENDC_DUMP=0 (调试接口/关闭ASCENDC_DUMP说明.md: a compile definition or a #define before the
// includes) makes it print nothing.
template <typename... Args>
__aicore__ inline void printf(const char* fmt, Args&&... args)
{
#if defined(ASCENDC_DUMP) && (ASCENDC_DUMP == 0)
    (void)fmt;
    ((void)args, ...);
#else
    ascsim::kern::AppendPrintf(ascsim::kern::FormatPrintf(fmt, std::forward<Args>(args)...));
#endif
}
template <typename... Args>
__aicore__ inline void PRINTF(const char* fmt, Args&&... args)
{
    printf(fmt, std::forward<Args>(args)...);
}

} // namespace AscendC
