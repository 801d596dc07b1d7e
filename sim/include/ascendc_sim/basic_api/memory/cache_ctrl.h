// Data cache maintenance: DataCacheCleanAndInvalid (docs/zh/api/SIMD-API/基础API/缓存控制/
// DataCacheCleanAndInvalid.md; include/basic_api/kernel_operator_cache_intf.h, enums as
// impl/basic_api/kernel_reg.h).
//
// The sim's scalar GM accesses go straight to GM (no data cache is modelled), so the call changes no
// data. What it does model: the cross-core protocol of the page's use cases and of 原子操作/
// 关键特性说明.md ("经过DCache访问 ... 手动调用DataCacheCleanAndInvalid接口，以确保多核间数据的一致性"):
// the scalar accesses of this core to the cleaned line are the flag side of that protocol (they do
// not race with other cores' accesses of the same kind); CACHELINE_OUT / CACHELINE_ALL write the line
// out, releasing what the scalar unit is ordered after; the invalidation makes the next scalar read
// acquire what other cores released to the line; and a clean-and-invalidate in a loop is a poll (a
// core that polls a line nobody writes is reported as a deadlock). SINGLE_CACHE_LINE covers the line
// of the address from the address to the next 64-byte boundary. The LocalTensor form (UB side) has no
// effect in the sim. Cost: one scalar instruction (the docs give none).
#pragma once

#include <cstdint>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/types/global_tensor.h"
#include "ascendc_sim/types/local_tensor.h"

namespace AscendC {

enum class CacheLine : uint64_t { SINGLE_CACHE_LINE = 0, ENTIRE_DATA_CACHE };
enum class DcciDst : uint64_t { CACHELINE_ALL = 0, CACHELINE_UB, CACHELINE_OUT, CACHELINE_ATOMIC };

template <typename T, CacheLine entireType, DcciDst dcciDst>
__aicore__ inline void DataCacheCleanAndInvalid(const GlobalTensor<T>& dst,
                                                ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    const bool clean = dcciDst == DcciDst::CACHELINE_OUT || dcciDst == DcciDst::CACHELINE_ALL;
    ascsim::kern::XcoreDcci(dst.GetPhyAddr(), entireType == CacheLine::ENTIRE_DATA_CACHE, clean,
                            "DataCacheCleanAndInvalid", loc);
}

template <typename T, CacheLine entireType, DcciDst dcciDst>
__aicore__ inline void DataCacheCleanAndInvalid(const LocalTensor<T>& dst,
                                                ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    (void)dst;
    ascsim::kern::XcoreScalarCall("DataCacheCleanAndInvalid", loc);
}

// Without dcciDst: "仅支持保证DCache与GM的一致性" (clean and invalidate toward GM).
template <typename T, CacheLine entireType>
__aicore__ inline void DataCacheCleanAndInvalid(const GlobalTensor<T>& dst,
                                                ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::kern::XcoreDcci(dst.GetPhyAddr(), entireType == CacheLine::ENTIRE_DATA_CACHE, true,
                            "DataCacheCleanAndInvalid", loc);
}

} // namespace AscendC
