// LocalMemBar<src, dst>() (docs/zh/api/SIMD-API/基础API/Reg矢量计算/同步控制/LocalMemBar.md; SDK
// include/basic_api/reg_compute/kernel_reg_compute_membar_intf.h, template <MemType src, MemType dst>
// void LocalMemBar()): instructions of kind dst after it wait for those of kind src before it, inside
// one Vector Function. The pairs allowed are the page's 表3 (any other pair does not compile).
// The sim tracks VEC_STORE -> VEC_LOAD (and VEC_ALL): the barrier forgets the VF's stores so far, so
// a later load of their bytes is no synccheck finding (vf/vf_scope.h says how the finding arises).
// The other pairs order nothing the sim models (its scalar accesses and vector stores complete in
// program order) and cost nothing, as the barrier itself (no issue slot in the VF timing model).
#pragma once

#include "ascendc_sim/types/reg_enums.h"
#include "ascendc_sim/vf/vf_scope.h"

namespace AscendC::Reg {

namespace detail {
// LocalMemBar's src/dst pairs (LocalMemBar.md, 表3).
constexpr bool MemBarPairOk(MemType s, MemType d)
{
    using M = MemType;
    return (s == M::VEC_STORE &&
            (d == M::VEC_LOAD || d == M::VEC_STORE || d == M::SCALAR_LOAD || d == M::SCALAR_STORE)) ||
           (s == M::VEC_LOAD && (d == M::VEC_STORE || d == M::SCALAR_STORE)) ||
           (s == M::SCALAR_STORE && (d == M::VEC_LOAD || d == M::VEC_STORE)) ||
           (s == M::SCALAR_LOAD && d == M::VEC_STORE) || (s == M::VEC_ALL && (d == M::VEC_ALL || d == M::SCALAR_ALL)) ||
           (s == M::SCALAR_ALL && d == M::VEC_ALL);
}
} // namespace detail

template <MemType src, MemType dst>
__simd_callee__ inline void LocalMemBar(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::MemBarPairOk(src, dst), "LocalMemBar: this src/dst pair is not in LocalMemBar.md table 3");
    detail::VfContext* vf = detail::RequireVf("LocalMemBar", loc);
    if (vf != nullptr && (src == MemType::VEC_STORE || src == MemType::VEC_ALL) &&
        (dst == MemType::VEC_LOAD || dst == MemType::VEC_ALL)) {
        vf->stores.clear();
    }
}

} // namespace AscendC::Reg
