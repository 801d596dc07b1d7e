// The C API's deprecated odd-position forms that code still calls (docs/zh/api/SIMD-API/C-API/reg/
// arithmetic_compute/asc_muls_deprecated.md, compound_compute/asc_exp_sub_deprecated.md; SDK
// include/c_api/reg_compute/reg_vector.h):
//   asc_muls / asc_muls_v2(dst, src, value, mask)  half(src_i * value) with the ROUND mode (CAST_ROUND) into
//                                                  the even / odd half elements of dst, the others 0
//   asc_exp_sub_v2(dst, src0, src1, mask)          exp(src0 - src1) into float from the odd half elements
//                                                  (asc_exp_sub, reg_compound.h, reads the even ones)
// ZEROING ("mask未筛选的元素在输出中置零"). asc_muls's pages give one formula, round_to_half(src_i *
// value), and no precision: the sim's reading is the float product (Muls) then the conversion (the
// C++ Reg API's Cast float -> half, RegLayout ZERO / ONE, CTRL's saturation as asc_float2half_rna),
// two roundings, costed as the two instructions. asc_exp_sub_v2's float-source overload, which the SDK
// marks deprecated in favour of asc_exp_sub, is not modelled.
#pragma once

#include "ascendc_sim/c_api/reg_compute/reg_types.h"
#include "ascendc_sim/engine/ops/scalar_arith.h"
#include "ascendc_sim/engine/reg_arith_lanes.h"
#include "ascendc_sim/engine/reg_cast.h"
#include "ascendc_sim/engine/reg_more_arith.h"

namespace ascsim::capi {

template <AscendC::Reg::RegLayout layout>
inline void MulsToHalf(const char* api, vector_half& dst, vector_float& src, float value, vector_bool& mask,
                       kern::SrcLoc loc)
{
    namespace regd = AscendC::Reg::detail;
    static constexpr AscendC::Reg::CastTrait kTrait = {
        layout, AscendC::Reg::SatMode::NO_SAT, AscendC::Reg::MaskMergeMode::ZEROING, AscendC::RoundMode::CAST_ROUND};
    vector_float product;
    regd::Unary<AscendC::Reg::DefaultType, AscendC::Reg::MaskMergeMode::ZEROING>(
        api, loc, product, src, mask, [value](float a) { return regd::RegLane<ascsim::ops::Muls>{}(a, value); },
        ascsim::ops::Muls::kVfOp);
    regd::CastRegs<half, float, kTrait>(dst, product, mask, loc);
}

} // namespace ascsim::capi

__simd_callee__ inline void asc_muls(vector_half& dst, vector_float src, float value, vector_bool mask,
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::capi::MulsToHalf<AscendC::Reg::RegLayout::ZERO>("asc_muls", dst, src, value, mask, loc);
}
__simd_callee__ inline void asc_muls_v2(vector_half& dst, vector_float src, float value, vector_bool mask,
                                        ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::capi::MulsToHalf<AscendC::Reg::RegLayout::ONE>("asc_muls_v2", dst, src, value, mask, loc);
}

__simd_callee__ inline void asc_exp_sub_v2(vector_float& dst, vector_half src0, vector_half src1, vector_bool mask,
                                           ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::ExpSubRegs<AscendC::Reg::DefaultType, AscendC::Reg::DefaultType, AscendC::Reg::RegLayout::ONE,
                                     AscendC::Reg::MaskMergeMode::ZEROING>(dst, src0, src1, mask, loc);
}
