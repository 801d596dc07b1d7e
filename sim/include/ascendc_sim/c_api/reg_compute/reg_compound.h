// The C API's compound and carry arithmetic (docs/zh/api/SIMD-API/C-API/reg/compound_compute/:
// asc_madd.md, asc_axpy.md, asc_abs_sub.md, asc_exp_sub_deprecated.md; arithmetic_compute/: asc_mull.md,
// asc_prelu.md, asc_leakyrelu.md, asc_addc.md, asc_subc.md; SDK include/c_api/reg_compute/reg_vector.h):
//   asc_madd(dst, src0, src1, mask)        dst_i = dst_i * src0_i + src1_i, one rounding
//   asc_axpy(dst, src, value, mask)        dst_i = src_i * value + dst_i, one rounding
//   asc_abs_sub(dst, src0, src1, mask)     dst_i = |src0_i - src1_i|
//   asc_exp_sub(dst, src0, src1, mask)     dst_i = exp(src0_i - src1_i) into float (half sources: the even
//                                          elements)
//   asc_mull(dst0, dst1, src0, src1, mask) the low and high words of src0_i * src1_i
//   asc_prelu(dst, src0, src1, mask)       src0_i > 0 ? src0_i : src0_i * src1_i
//   asc_leakyrelu(dst, src, value, mask)   src_i > 0 ? src_i : src_i * value
//   asc_addc / asc_subc(carry, dst, src0, src1, carry_src, mask)  uint32_t with carry in and out
// ZEROING throughout. The engines of the C++ Reg API's MulDstAdd, Axpy, AbsSub, ExpSub, Mull, Prelu,
// LeakyRelu, AddC, SubC (engine/reg_fused.h, reg_more_arith.h, reg_carry.h, reg_arith_lanes.h).
// Not modelled here: the carry-out forms of asc_add / asc_sub, asc_exp_sub_v2.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/c_api/reg_compute/reg_types.h"
#include "ascendc_sim/engine/ops/scalar_arith.h"
#include "ascendc_sim/engine/reg_arith_lanes.h"
#include "ascendc_sim/engine/reg_carry.h"
#include "ascendc_sim/engine/reg_fused.h"
#include "ascendc_sim/engine/reg_more_arith.h"

#define ASCSIM_CAPI_ZEROING AscendC::Reg::DefaultType, AscendC::Reg::MaskMergeMode::ZEROING

template <typename T, ASCSIM_CAPI_TYPES(T, half, float)>
__simd_callee__ inline void asc_madd(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src0, ascsim::capi::vreg<T> src1,
                                     vector_bool mask, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::MulDstAddRegs<ASCSIM_CAPI_ZEROING>(dst, src0, src1, mask, loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, half, float)>
__simd_callee__ inline void asc_axpy(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src,
                                     ascsim::capi::NoDeduce<T> value, vector_bool mask,
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::AxpyRegs<AscendC::Reg::DefaultType, T, AscendC::Reg::MaskMergeMode::ZEROING>(dst, src, value,
                                                                                                       mask, loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, half, float)>
__simd_callee__ inline void asc_abs_sub(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src0,
                                        ascsim::capi::vreg<T> src1, vector_bool mask,
                                        ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::AbsSubRegs<ASCSIM_CAPI_ZEROING>(dst, src0, src1, mask, loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, half, float)>
__simd_callee__ inline void asc_exp_sub(vector_float& dst, ascsim::capi::vreg<T> src0, ascsim::capi::vreg<T> src1,
                                        vector_bool mask, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::ExpSubRegs<AscendC::Reg::DefaultType, AscendC::Reg::DefaultType,
                                     AscendC::Reg::RegLayout::ZERO, AscendC::Reg::MaskMergeMode::ZEROING>(
        dst, src0, src1, mask, loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, int32_t, uint32_t)>
__simd_callee__ inline void asc_mull(ascsim::capi::vreg<T>& dst0, ascsim::capi::vreg<T>& dst1,
                                     ascsim::capi::vreg<T> src0, ascsim::capi::vreg<T> src1, vector_bool mask,
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::MullRegs<AscendC::Reg::DefaultType>(dst0, dst1, src0, src1, mask, loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, half, float)>
__simd_callee__ inline void asc_prelu(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src0,
                                      ascsim::capi::vreg<T> src1, vector_bool mask,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::PreluRegs<ASCSIM_CAPI_ZEROING>(dst, src0, src1, mask, loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, half, float)>
__simd_callee__ inline void asc_leakyrelu(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src,
                                          ascsim::capi::NoDeduce<T> value, vector_bool mask,
                                          ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    using Row = ascsim::ops::LeakyRelu;
    AscendC::Reg::detail::Unary<ASCSIM_CAPI_ZEROING>(
        "asc_leakyrelu", loc, dst, src, mask, [value](T a) { return Row::Lane<T>(a, value); }, Row::kVfOp);
}

__simd_callee__ inline void asc_addc(vector_bool& carry, vector_uint32_t& dst, vector_uint32_t src0,
                                     vector_uint32_t src1, vector_bool carry_src, vector_bool mask,
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::WithCarry<ascsim::ops::AddC, AscendC::Reg::DefaultType>(loc, carry, dst, src0, src1,
                                                                                  carry_src, mask);
}
__simd_callee__ inline void asc_subc(vector_bool& carry, vector_uint32_t& dst, vector_uint32_t src0,
                                     vector_uint32_t src1, vector_bool carry_src, vector_bool mask,
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::WithCarry<ascsim::ops::SubC, AscendC::Reg::DefaultType>(loc, carry, dst, src0, src1,
                                                                                  carry_src, mask);
}
#undef ASCSIM_CAPI_ZEROING
