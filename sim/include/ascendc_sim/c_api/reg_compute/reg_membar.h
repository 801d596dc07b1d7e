// The C API's barrier inside a Vector Function (docs/zh/api/SIMD-API/C-API/reg/sync_control/
// asc_mem_bar.md; SDK include/c_api/reg_compute/reg_vector.h, where asc_mem_bar is a macro onto a
// builtin and MEM_TYPE is described in a comment):
//   asc_mem_bar(mem_type)   the destination pipe waits for the source pipe (表2: VV_ALL = VEC_ALL /
//                           VEC_ALL, VST_VLD = VEC_STORE / VEC_LOAD, ..., ST_ST = SCALAR_STORE /
//                           SCALAR_STORE). The docs' calls name the values unqualified
//                           (asc_mem_bar(VST_VLD)), so MEM_TYPE is an unscoped enumeration here.
// The engine is the C++ Reg API's LocalMemBar's (engine/reg_membar.h): VST_VLD and VV_ALL let a later
// load read the VF's earlier stores without a synccheck finding; the scalar pairs (SS_ALL, ST_LD, LD_ST,
// ST_ST, which LocalMemBar.md 表3 lacks) order nothing the sim models.
#pragma once

#include <cstdint>

#include "ascendc_sim/engine/reg_membar.h"

enum MEM_TYPE : uint8_t {
    VV_ALL,
    VST_VLD,
    VLD_VST,
    VST_VST,
    VS_ALL,
    VST_LD,
    VLD_ST,
    VST_ST,
    SV_ALL,
    ST_VLD,
    LD_VST,
    ST_VST,
    SS_ALL,
    ST_LD,
    LD_ST,
    ST_ST
};

namespace ascsim::capi {

// 表2: the source and destination pipes of each value.
struct MemPipes {
    AscendC::Reg::MemType src, dst;
};
inline MemPipes PipesOf(MEM_TYPE t)
{
    using M = AscendC::Reg::MemType;
    constexpr MemPipes kTable[] = {
        {M::VEC_ALL, M::VEC_ALL},           {M::VEC_STORE, M::VEC_LOAD},       {M::VEC_LOAD, M::VEC_STORE},
        {M::VEC_STORE, M::VEC_STORE},       {M::VEC_ALL, M::SCALAR_ALL},       {M::VEC_STORE, M::SCALAR_LOAD},
        {M::VEC_LOAD, M::SCALAR_STORE},     {M::VEC_STORE, M::SCALAR_STORE},   {M::SCALAR_ALL, M::VEC_ALL},
        {M::SCALAR_STORE, M::VEC_LOAD},     {M::SCALAR_LOAD, M::VEC_STORE},    {M::SCALAR_STORE, M::VEC_STORE},
        {M::SCALAR_ALL, M::SCALAR_ALL},     {M::SCALAR_STORE, M::SCALAR_LOAD}, {M::SCALAR_LOAD, M::SCALAR_STORE},
        {M::SCALAR_STORE, M::SCALAR_STORE},
    };
    return kTable[static_cast<uint8_t>(t) & 15u];
}

} // namespace ascsim::capi

__simd_callee__ inline void asc_mem_bar(MEM_TYPE mem_type, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    const ascsim::capi::MemPipes p = ascsim::capi::PipesOf(mem_type);
    AscendC::Reg::detail::MemBarrier(p.src, p.dst, "asc_mem_bar", loc);
}
