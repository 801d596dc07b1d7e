// LocalMemBar<src, dst>() (docs/zh/api/SIMD-API/基础API/Reg矢量计算/同步控制/LocalMemBar.md; SDK
// include/basic_api/reg_compute/kernel_reg_compute_membar_intf.h, template <MemType src, MemType dst>
// void LocalMemBar()): instructions of kind dst after it wait for those of kind src before it, inside
// one Vector Function. The pairs allowed are the page's 表3 (any other pair does not compile).
// The sim tracks VEC_STORE -> VEC_LOAD (and VEC_ALL): the barrier forgets the VF's stores so far, so
// a later load of their bytes is no synccheck finding (vf/vf_scope.h says how the finding arises).
// The other pairs order nothing the sim models (its scalar accesses and vector stores complete in
// program order) and cost nothing, as the barrier itself (no issue slot in the VF timing model).
#pragma once

#include "ascendc_sim/engine/reg_membar.h"

namespace AscendC::Reg {

template <MemType src, MemType dst>
__simd_callee__ inline void LocalMemBar(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::MemBarPairOk(src, dst), "LocalMemBar: this src/dst pair is not in LocalMemBar.md table 3");
    detail::MemBarrier(src, dst, "LocalMemBar", loc);
}

} // namespace AscendC::Reg
