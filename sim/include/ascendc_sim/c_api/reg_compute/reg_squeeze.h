// The C API's squeeze family (docs/zh/api/SIMD-API/C-API/reg/compare_and_select/asc_squeeze.md,
// asc_squeeze_with_status.md, data_compress/asc_unsqueeze.md, system_variables_access/asc_clear_ar_spr.md;
// SDK include/c_api/reg_compute/reg_vector.h):
//   asc_squeeze(dst, src, mask)              the selected elements of src, in order, to dst's lowest lanes;
//                                            the others 0
//   asc_squeeze_with_status(dst, src, mask)  the same, and their byte count to AR for the next
//                                            asc_storeunalign (GatherMaskMode::STORE_REG)
//   asc_unsqueeze(dst, mask)                 lane 0 = 0, lane i = the selected elements among 0 .. i - 1
//   asc_clear_ar_spr()                       AR = 0
// The engines of the C++ Reg API's Squeeze / Unsqueeze / ClearSpr (engine/reg_squeeze.h), with their
// findings (a second STORE_REG squeeze before the store used the first count, a count from undefined
// mask bits). bfloat16_t, which the C++ page does not list, moves as its 16 bits.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/c_api/reg_compute/reg_types.h"
#include "ascendc_sim/engine/reg_squeeze.h"

namespace ascsim::capi {

template <AscendC::Reg::GatherMaskMode store, typename T>
inline void Squeeze(vreg<T>& dst, vreg<T>& src, AscendC::Reg::MaskReg& mask, kern::SrcLoc loc)
{
    namespace d = AscendC::Reg::detail;
    if constexpr (std::is_same_v<T, bfloat16_t>) {
        d::SqueezeRegs<AscendC::Reg::DefaultType, store>(d::AsBitsReg(dst), d::AsBitsReg(src), mask, loc);
    } else {
        d::SqueezeRegs<AscendC::Reg::DefaultType, store>(dst, src, mask, loc);
    }
}

} // namespace ascsim::capi

template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_B8_32)>
__simd_callee__ inline void asc_squeeze(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src, vector_bool mask,
                                        ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::capi::Squeeze<AscendC::Reg::GatherMaskMode::NO_STORE_REG>(dst, src, mask, loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_B8_32)>
__simd_callee__ inline void asc_squeeze_with_status(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src,
                                                    vector_bool mask,
                                                    ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::capi::Squeeze<AscendC::Reg::GatherMaskMode::STORE_REG>(dst, src, mask, loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, int8_t, uint8_t, int16_t, uint16_t, int32_t, uint32_t)>
__simd_callee__ inline void asc_unsqueeze(ascsim::capi::vreg<T>& dst, vector_bool mask,
                                          ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::UnsqueezeRegs<AscendC::Reg::DefaultType>(dst, mask, loc);
}
__simd_callee__ inline void asc_clear_ar_spr(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::ClearSprRegs<AscendC::SpecialPurposeReg::AR>(loc);
}
