// Making masks in the C API (docs/zh/api/SIMD-API/C-API/reg/reg_data_types/asc_create_mask.md,
// asc_update_mask.md; SDK include/c_api/reg_compute/reg_vector.h):
//   asc_create_mask_b8/b16/b32(pat_mode)  the PAT_* pattern over 256 / 128 / 64 elements (PAT_H / PAT_Q:
//                                         the lower half / quarter; PAT_M3 / PAT_M4: every 3rd / 4th)
//   asc_update_mask_b8/b16/b32(value)     the first min(value, VL_T) elements; value -= VL_T, floored at 0
// The same engines as the C++ Reg API's CreateMask / UpdateMask (engine/reg_mask_make.h). The SDK
// spells asc_create_mask_* as macros onto compiler builtins; here they are functions taking the pattern
// as a value. A VLn pattern wider than the register (PAT_VL128 for b32) selects every element.
#pragma once

#include <cstdint>

#include "ascendc_sim/c_api/reg_compute/reg_types.h"
#include "ascendc_sim/engine/reg_mask_make.h"

__simd_callee__ inline vector_bool asc_create_mask_b8(AscendC::Reg::MaskPattern pat_mode,
                                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    return AscendC::Reg::detail::PatternMask<vector_uint8_t>(pat_mode, loc);
}
__simd_callee__ inline vector_bool asc_create_mask_b16(AscendC::Reg::MaskPattern pat_mode,
                                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    return AscendC::Reg::detail::PatternMask<vector_uint16_t>(pat_mode, loc);
}
__simd_callee__ inline vector_bool asc_create_mask_b32(AscendC::Reg::MaskPattern pat_mode,
                                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    return AscendC::Reg::detail::PatternMask<vector_uint32_t>(pat_mode, loc);
}

__simd_callee__ inline vector_bool asc_update_mask_b8(uint32_t& value,
                                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    return AscendC::Reg::detail::FirstLanesMask<vector_uint8_t>(value, loc);
}
__simd_callee__ inline vector_bool asc_update_mask_b16(uint32_t& value,
                                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    return AscendC::Reg::detail::FirstLanesMask<vector_uint16_t>(value, loc);
}
__simd_callee__ inline vector_bool asc_update_mask_b32(uint32_t& value,
                                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    return AscendC::Reg::detail::FirstLanesMask<vector_uint32_t>(value, loc);
}
