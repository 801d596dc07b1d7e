// The C API's compare and select (docs/zh/api/SIMD-API/C-API/reg/compare_and_select/: asc_eq.md,
// asc_ne.md, asc_gt.md, asc_ge.md, asc_lt.md, asc_le.md, their _scalar pages, asc_select.md; SDK
// include/c_api/reg_compute/reg_vector.h):
//   asc_<cmp>(dst, src0, src1, mask)          bit of element i = src0_i <cmp> src1_i, 0 where mask drops it
//   asc_<cmp>_scalar(dst, src, value, mask)   the same against value
//   asc_select(dst, src0, src1, mask)         element i = mask_i ? src0_i : src1_i
// The engines of the C++ Reg API's Compare / Compares / Select (engine/reg_cmpsel.h): IEEE comparisons
// (NaN false except ne), the bits between a b16 / b32 element's valid bit 0 and undefined.
// asc_select on vector_bool operands picks mask registers' bits (engine/reg_logic.h, MaskSelectRegs).
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/c_api/reg_compute/reg_types.h"
#include "ascendc_sim/engine/reg_cmpsel.h"
#include "ascendc_sim/engine/reg_logic.h"

#define ASCSIM_CAPI_COMPARE(name, MODE, ...)                                                                          \
    template <typename T, ASCSIM_CAPI_TYPES(T, __VA_ARGS__)>                                                          \
    __simd_callee__ inline void name(vector_bool& dst, ascsim::capi::vreg<T> src0, ascsim::capi::vreg<T> src1,        \
                                     vector_bool mask, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())       \
    {                                                                                                                 \
        AscendC::Reg::detail::CompareRegs<AscendC::Reg::DefaultType, AscendC::CMPMODE::MODE>(dst, src0, src1, mask,   \
                                                                                             loc);                    \
    }                                                                                                                 \
    template <typename T, ASCSIM_CAPI_TYPES(T, __VA_ARGS__)>                                                          \
    __simd_callee__ inline void name##_scalar(vector_bool& dst, ascsim::capi::vreg<T> src,                            \
                                              ascsim::capi::NoDeduce<T> value, vector_bool mask,                      \
                                              ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                \
    {                                                                                                                 \
        AscendC::Reg::detail::CompareScalar<AscendC::Reg::DefaultType, AscendC::CMPMODE::MODE>(dst, src, value, mask, \
                                                                                               loc);                  \
    }
ASCSIM_CAPI_COMPARE(asc_eq, EQ, ASCSIM_CAPI_B8_32)
ASCSIM_CAPI_COMPARE(asc_ne, NE, ASCSIM_CAPI_B8_32)
ASCSIM_CAPI_COMPARE(asc_gt, GT, ASCSIM_CAPI_B8_32)
ASCSIM_CAPI_COMPARE(asc_ge, GE, ASCSIM_CAPI_B8_32)
ASCSIM_CAPI_COMPARE(asc_lt, LT, ASCSIM_CAPI_B8_32)
ASCSIM_CAPI_COMPARE(asc_le, LE, ASCSIM_CAPI_B8_32)
#undef ASCSIM_CAPI_COMPARE

__simd_callee__ inline void asc_select(vector_bool& dst, vector_bool src0, vector_bool src1, vector_bool mask,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::MaskSelectRegs("asc_select", dst, src0, src1, mask, loc);
}

template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_B8_32)>
__simd_callee__ inline void asc_select(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src0,
                                       ascsim::capi::vreg<T> src1, vector_bool mask,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::SelectRegs<AscendC::Reg::DefaultType>(dst, src0, src1, mask, loc);
}
