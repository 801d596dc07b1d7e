// The C API's data fill (docs/zh/api/SIMD-API/C-API/reg/data_fill/asc_duplicate_scalar.md,
// asc_duplicate.md; SDK include/c_api/reg_compute/reg_vector.h):
//   asc_duplicate_scalar(dst, value, mask)  the selected elements = value, the others 0
//   asc_duplicate_scalar(dst, value)        every element = value
//   asc_duplicate(dst, src, mask)           the selected elements = src's element 0, the others 0
// The engines of the C++ Reg API's Duplicate (engine/reg_duplicate.h), ZEROING.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/c_api/reg_compute/reg_types.h"
#include "ascendc_sim/engine/reg_duplicate.h"

template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_B8_32)>
__simd_callee__ inline void asc_duplicate_scalar(ascsim::capi::vreg<T>& dst, ascsim::capi::NoDeduce<T> value,
                                                 vector_bool mask,
                                                 ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::DuplicateMasked<AscendC::Reg::DefaultType, AscendC::Reg::MaskMergeMode::ZEROING>(dst, value,
                                                                                                           mask, loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_B8_32)>
__simd_callee__ inline void asc_duplicate_scalar(ascsim::capi::vreg<T>& dst, ascsim::capi::NoDeduce<T> value,
                                                 ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::DuplicateAll<AscendC::Reg::DefaultType>(dst, value, loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_B8_32)>
__simd_callee__ inline void asc_duplicate(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src, vector_bool mask,
                                          ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::DuplicateLowest<AscendC::Reg::DefaultType, AscendC::Reg::HighLowPart::LOWEST,
                                          AscendC::Reg::MaskMergeMode::ZEROING>(dst, src, mask, loc);
}
