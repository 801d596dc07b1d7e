// The Reg memory barrier inside a Vector Function (the C++ Reg API's LocalMemBar, reg_compute/membar.h,
// and the C API's asc_mem_bar, c_api/reg_compute/): the pairs LocalMemBar.md 表3 allows, and what a
// barrier does in the sim: VEC_STORE (or VEC_ALL) before VEC_LOAD (or VEC_ALL) forgets the VF's stores
// so far, so a later load of their bytes is no synccheck finding (vf/vf_scope.h). The other pairs order
// nothing the sim models and cost nothing.
#pragma once

#include "ascendc_sim/types/reg_enums.h"
#include "ascendc_sim/vf/vf_scope.h"

namespace AscendC::Reg::detail {
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

inline void MemBarrier(MemType src, MemType dst, const char* api, ascsim::kern::SrcLoc loc)
{
    VfContext* vf = RequireVf(api, loc);
    if (vf != nullptr && (src == MemType::VEC_STORE || src == MemType::VEC_ALL) &&
        (dst == MemType::VEC_LOAD || dst == MemType::VEC_ALL)) {
        vf->stores.clear();
    }
}

} // namespace AscendC::Reg::detail
