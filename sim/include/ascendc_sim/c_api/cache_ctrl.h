// The C API's data cache maintenance, SDK include/c_api/cache_ctrl/cache_ctrl.h
// (docs/zh/api/SIMD-API/C-API/cache_ctrl/asc_dcci.md, asc_dci.md), on the cross-core model the C++
// DataCacheCleanAndInvalid uses (basic_api/memory/cache_ctrl.h says what the sim models: no cached
// data, the coherence protocol and polls between cores).
//   asc_dcci_single(gm): clean and invalidate the line of `dst` (from it to the next 64-byte boundary).
//   asc_dcci_entire_all / asc_dcci_entire_out: clean and invalidate the whole cache toward GM.
//   asc_dci: invalidate the whole cache without writing dirty lines back.
//   asc_ub_dcci_single / asc_dcci_entire_ub / asc_dcci_entire_atomic: UB / atomic lines, which the sim
//   does not cache: a scalar instruction only.
// Not yet: asc_icache_preload, asc_datacache_preload, asc_get_icache_preload_status.
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
