// Cache preloads (docs/zh/api/SIMD-API/基础API/缓存控制/DataCachePreload.md, ICachePreLoad(ISASI).md,
// GetICachePreloadStatus(ISASI).md; SDK basic_api/kernel_operator_cache_intf.h:43-57). Hints without a
// visible result: the sim's data cache model (src/kernel/xcore/) keeps no line state that a preload
// could warm and there is no instruction cache, so they only issue on the scalar pipe where a kernel's
// order is checked; GetICachePreloadStatus reports 0 ("已完成"), as a preload of an already-loaded ICache.
// DataCachePreload's cacheOffset is an int16_t or int64_t (表1: "支持的数据类型为：int16_t/int64_t").
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/types/global_tensor.h"

namespace AscendC {

template <typename T>
__aicore__ inline void DataCachePreload(const GlobalTensor<uint64_t>& src, const T cacheOffset,
                                        ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(std::is_same_v<T, int16_t> || std::is_same_v<T, int64_t>,
                  "DataCachePreload: cacheOffset is int16_t or int64_t (DataCachePreload.md 表1)");
    static_cast<void>(src);
    static_cast<void>(cacheOffset);
    ascsim::kern::XcoreScalarCall("DataCachePreload", loc);
}

__aicore__ inline void ICachePreLoad(const int64_t preFetchLen, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_cast<void>(preFetchLen);
    ascsim::kern::XcoreScalarCall("ICachePreLoad", loc);
}

__aicore__ inline int64_t GetICachePreloadStatus() { return 0; }

} // namespace AscendC
