// The C API's index generation, rearrangement, packing and rounding in place
// (docs/zh/api/SIMD-API/C-API/reg/index_operate/asc_arange.md, data_rearrange/asc_intlv.md,
// asc_deintlv.md, data_compress/asc_pack_to_low.md, asc_pack_to_high.md, asc_unpack.md,
// data_type_convert/asc_floor.md, asc_ceil.md, asc_rint.md, asc_round.md, asc_trunc.md; SDK
// include/c_api/reg_compute/reg_vector.h, reg_convert.h):
//   asc_arange(dst, value) / asc_arange_descend   {value, value + 1, ...} / {value + VL_T - 1, ..., value};
//                                                 integers wrap
//   asc_intlv(dst0, dst1, src0, src1)             the elements of src0 and src1 alternately, dst0 then dst1
//   asc_deintlv(dst0, dst1, src0, src1)           the even elements of src0:src1 to dst0, the odd to dst1
//   asc_pack_to_low / _high(dst, src)             the low half of each element into the low / high half
//                                                 of dst (the other half: not specified, undefined)
//   asc_unpack_lower / _upper(dst, src)           the low / high half of src's elements widened
//   asc_floor / ceil / rint / round / trunc(dst, src, mask)  an integral value of the same type, the
//                                                 unselected elements 0
// The engines of the C++ Reg API's Arange, Interleave, DeInterleave, Pack, UnPack and Truncate
// (engine/reg_arange.h, reg_relayout.h, reg_truncate.h). The vector_bool forms are not modelled here.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/c_api/reg_compute/reg_types.h"
#include "ascendc_sim/engine/reg_arange.h"
#include "ascendc_sim/engine/reg_relayout.h"
#include "ascendc_sim/engine/reg_truncate.h"

template <typename T, ASCSIM_CAPI_TYPES(T, int8_t, int16_t, int32_t, half, float)>
__simd_callee__ inline void asc_arange(ascsim::capi::vreg<T>& dst, ascsim::capi::NoDeduce<T> value,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::ArangeRegs<AscendC::Reg::DefaultType, AscendC::Reg::IndexOrder::INCREASE_ORDER>(dst, value,
                                                                                                          loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, int8_t, int16_t, int32_t, half, float)>
__simd_callee__ inline void asc_arange_descend(ascsim::capi::vreg<T>& dst, ascsim::capi::NoDeduce<T> value,
                                               ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::ArangeRegs<AscendC::Reg::DefaultType, AscendC::Reg::IndexOrder::DECREASE_ORDER>(dst, value,
                                                                                                          loc);
}

template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_B8_32)>
__simd_callee__ inline void asc_intlv(ascsim::capi::vreg<T>& dst0, ascsim::capi::vreg<T>& dst1,
                                      ascsim::capi::vreg<T> src0, ascsim::capi::vreg<T> src1,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::InterleaveRegs<AscendC::Reg::DefaultType>(dst0, dst1, src0, src1, loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_B8_32)>
__simd_callee__ inline void asc_deintlv(ascsim::capi::vreg<T>& dst0, ascsim::capi::vreg<T>& dst1,
                                        ascsim::capi::vreg<T> src0, ascsim::capi::vreg<T> src1,
                                        ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::DeInterleaveRegs<AscendC::Reg::DefaultType>(dst0, dst1, src0, src1, loc);
}

namespace ascsim::capi {
template <typename T>
using HalfOf = typename AscendC::Reg::detail::UIntOf<sizeof(T) / 2>::type;
template <typename T>
using WideOf = std::conditional_t<std::is_signed_v<T>,
                                  std::make_signed_t<typename AscendC::Reg::detail::UIntOf<2 * sizeof(T)>::type>,
                                  typename AscendC::Reg::detail::UIntOf<2 * sizeof(T)>::type>;
} // namespace ascsim::capi

template <typename T, ASCSIM_CAPI_TYPES(T, uint16_t, uint32_t)>
__simd_callee__ inline void asc_pack_to_low(ascsim::capi::vreg<ascsim::capi::HalfOf<T>>& dst, ascsim::capi::vreg<T> src,
                                            ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::PackRegs<AscendC::Reg::DefaultType, AscendC::Reg::DefaultType,
                                   AscendC::Reg::HighLowPart::LOWEST>(dst, src, loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, uint16_t, uint32_t)>
__simd_callee__ inline void asc_pack_to_high(ascsim::capi::vreg<ascsim::capi::HalfOf<T>>& dst,
                                             ascsim::capi::vreg<T> src,
                                             ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::PackRegs<AscendC::Reg::DefaultType, AscendC::Reg::DefaultType,
                                   AscendC::Reg::HighLowPart::HIGHEST>(dst, src, loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, int8_t, uint8_t, int16_t, uint16_t)>
__simd_callee__ inline void asc_unpack_lower(ascsim::capi::vreg<ascsim::capi::WideOf<T>>& dst,
                                             ascsim::capi::vreg<T> src,
                                             ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::UnPackRegs<AscendC::Reg::DefaultType, AscendC::Reg::DefaultType,
                                     AscendC::Reg::HighLowPart::LOWEST>(dst, src, loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, int8_t, uint8_t, int16_t, uint16_t)>
__simd_callee__ inline void asc_unpack_upper(ascsim::capi::vreg<ascsim::capi::WideOf<T>>& dst,
                                             ascsim::capi::vreg<T> src,
                                             ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::UnPackRegs<AscendC::Reg::DefaultType, AscendC::Reg::DefaultType,
                                     AscendC::Reg::HighLowPart::HIGHEST>(dst, src, loc);
}

#define ASCSIM_CAPI_ROUND(name, MODE)                                                                         \
    template <typename T, ASCSIM_CAPI_TYPES(T, half, bfloat16_t, float)>                                      \
    __simd_callee__ inline void name(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src, vector_bool mask, \
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                 \
    {                                                                                                         \
        AscendC::Reg::detail::TruncateRegs<AscendC::Reg::DefaultType, AscendC::RoundMode::MODE,               \
                                           AscendC::Reg::MaskMergeMode::ZEROING>(dst, src, mask, loc);        \
    }
ASCSIM_CAPI_ROUND(asc_floor, CAST_FLOOR)
ASCSIM_CAPI_ROUND(asc_ceil, CAST_CEIL)
ASCSIM_CAPI_ROUND(asc_rint, CAST_RINT)
ASCSIM_CAPI_ROUND(asc_round, CAST_ROUND)
ASCSIM_CAPI_ROUND(asc_trunc, CAST_TRUNC)
#undef ASCSIM_CAPI_ROUND
