// L2 cache hints of GlobalTensor (docs/zh/api/SIMD-API/基础API/数据结构/GlobalTensor/SetL2CacheHint.md).
#pragma once

#include <cstdint>

namespace AscendC {

// 表2 of SetL2CacheHint.md, with the page's values. The SDK header (impl/basic_api/utils/
// kernel_utils_macros.h) also has CACHE_MODE_LAST = 2; the page does not list it, so the sim leaves it
// out (stricter: code using it does not compile).
enum class CacheMode : uint8_t {
    CACHE_MODE_DISABLE = 0,    // 不启用L2 Cache
    CACHE_MODE_NORMAL = 1,     // 启用L2 Cache (the default)
    CACHE_MODE_PERSISTENT = 4, // 驻留模式: "尚在开发中，暂不支持" (a finding on 950, global_tensor.h)
};

// 表1: "预留参数 ... 使用默认值即可". The page prints a plain enum; the SDK declares an enum class
// (kernel_utils_macros.h), which the sim follows (CacheRwMode::RW works with both).
enum class CacheRwMode { READ = 1, WRITE = 2, RW = 3 };

} // namespace AscendC
