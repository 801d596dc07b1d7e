// The C API's data cache maintenance, SDK include/c_api/cache_ctrl/cache_ctrl.h
// (docs/zh/api/SIMD-API/C-API/cache_ctrl/asc_dcci.md, asc_dci.md), on the cross-core model the C++
// DataCacheCleanAndInvalid uses (basic_api/memory/cache_ctrl.h says what the sim models: no cached
// data, the coherence protocol and polls between cores).
//   asc_dcci_single(gm): clean and invalidate the line of `dst` (from it to the next 64-byte boundary).
//   asc_dcci_entire_all / asc_dcci_entire_out: clean and invalidate the whole cache toward GM.
//   asc_dci: invalidate the whole cache without writing dirty lines back.
//   asc_ub_dcci_single / asc_dcci_entire_ub / asc_dcci_entire_atomic: UB / atomic lines, which the sim
//   does not cache: a scalar instruction only.
//   asc_icache_preload / asc_datacache_preload / asc_get_icache_preload_status (asc_icache_preload.md,
//   asc_datacache_preload.md, asc_get_icache_preload_status.md): hints with no visible result, as the C++
//   ICachePreLoad / DataCachePreload (basic_api/memory/cache_preload.h): a scalar instruction; the status
//   is 0 ("空闲"), the sim having no instruction cache to fill.
#pragma once

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/lang/keywords.h"

__aicore__ inline void asc_dcci_single(__gm__ void* dst, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::kern::XcoreDcci(dst, false, true, "asc_dcci_single", loc);
}
__aicore__ inline void asc_dcci_entire_all(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::kern::XcoreDcci(nullptr, true, true, "asc_dcci_entire_all", loc);
}
__aicore__ inline void asc_dcci_entire_out(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::kern::XcoreDcci(nullptr, true, true, "asc_dcci_entire_out", loc);
}
__aicore__ inline void asc_dci(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::kern::XcoreDcci(nullptr, true, false, "asc_dci", loc);
}
__aicore__ inline void asc_ub_dcci_single(__ubuf__ void* dst, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    (void)dst;
    ascsim::kern::XcoreScalarCall("asc_ub_dcci_single", loc);
}
__aicore__ inline void asc_dcci_entire_ub(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::kern::XcoreScalarCall("asc_dcci_entire_ub", loc);
}
__aicore__ inline void asc_dcci_entire_atomic(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::kern::XcoreScalarCall("asc_dcci_entire_atomic", loc);
}

__aicore__ inline void asc_icache_preload(const void* addr, int64_t prefetch_len,
                                          ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    (void)addr;
    (void)prefetch_len;
    ascsim::kern::XcoreScalarCall("asc_icache_preload", loc);
}
__aicore__ inline int64_t asc_get_icache_preload_status() { return 0; }
__aicore__ inline void asc_datacache_preload(__gm__ uint64_t* address, int64_t offset,
                                             ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    (void)address;
    (void)offset;
    ascsim::kern::XcoreScalarCall("asc_datacache_preload", loc);
}
