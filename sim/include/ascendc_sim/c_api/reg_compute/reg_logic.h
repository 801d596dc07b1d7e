// The C API's logic and shifts (docs/zh/api/SIMD-API/C-API/reg/logic_compute/: asc_and.md, asc_or.md,
// asc_xor.md, asc_not.md, asc_shiftleft.md, asc_shiftleft_scalar.md, asc_shiftright.md,
// asc_shiftright_scalar.md; SDK include/c_api/reg_compute/reg_vector.h):
//   asc_and / or / xor(dst, src0, src1, mask)   bitwise on the element bits (half / bfloat16_t / float
//                                              through their unsigned twins), the unselected elements 0
//   asc_not(dst, src, mask)                     bitwise complement
//   asc_shiftleft / right(dst, src0, src1, mask)  element i shifted by src1_i (a signed count of the same
//                                              width); _scalar: by the int16_t value
// The engines of the C++ Reg API's And / Or / Xor / Not / ShiftLeft(s) / ShiftRight(s)
// (engine/reg_logic.h). The vector_bool forms (the same pages: "对掩码寄存器操作", the bits of src0 and src1 that mask
// marks valid) are the engine's MaskReg operations the Reg API's And / Or / Xor / Not use (engine/reg_logic.h):
// unselected bits 0.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/c_api/reg_compute/reg_types.h"
#include "ascendc_sim/engine/reg_logic.h"

#define ASCSIM_CAPI_BITWISE(name, Fn, ...)                                                                            \
    template <typename T, ASCSIM_CAPI_TYPES(T, __VA_ARGS__)>                                                          \
    __simd_callee__ inline void name(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src0,                          \
                                     ascsim::capi::vreg<T> src1, vector_bool mask,                                    \
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                         \
    {                                                                                                                 \
        namespace d = AscendC::Reg::detail;                                                                           \
        d::Fn<AscendC::Reg::DefaultType, AscendC::Reg::MaskMergeMode::ZEROING>(d::AsBitsReg(dst), d::AsBitsReg(src0), \
                                                                               d::AsBitsReg(src1), mask, loc);        \
    }
ASCSIM_CAPI_BITWISE(asc_and, AndRegs, ASCSIM_CAPI_B8_32)
ASCSIM_CAPI_BITWISE(asc_or, OrRegs, int8_t, uint8_t, int16_t, uint16_t, half, int32_t, uint32_t, float)
ASCSIM_CAPI_BITWISE(asc_xor, XorRegs, int8_t, uint8_t, int16_t, uint16_t, half, int32_t, uint32_t, float)
#undef ASCSIM_CAPI_BITWISE

template <typename T, ASCSIM_CAPI_TYPES(T, int8_t, uint8_t, int16_t, uint16_t, half, int32_t, uint32_t, float)>
__simd_callee__ inline void asc_not(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src, vector_bool mask,
                                    ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::NotRegs<AscendC::Reg::DefaultType, AscendC::Reg::MaskMergeMode::ZEROING>(dst, src, mask, loc);
}

#define ASCSIM_CAPI_SHIFT(name, Row)                                                                                  \
    template <typename T, ASCSIM_CAPI_TYPES(T, int8_t, uint8_t, int16_t, uint16_t, int32_t, uint32_t)>                \
    __simd_callee__ inline void name(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src0,                          \
                                     ascsim::capi::vreg<std::make_signed_t<T>> src1, vector_bool mask,                \
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                         \
    {                                                                                                                 \
        AscendC::Reg::detail::ShiftByRegister<ascsim::ops::Row, AscendC::Reg::DefaultType, AscendC::Reg::DefaultType, \
                                              AscendC::Reg::MaskMergeMode::ZEROING>(loc, dst, src0, src1, mask);      \
    }                                                                                                                 \
    template <typename T, ASCSIM_CAPI_TYPES(T, int8_t, uint8_t, int16_t, uint16_t, int32_t, uint32_t)>                \
    __simd_callee__ inline void name##_scalar(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src, int16_t value,   \
                                              vector_bool mask,                                                       \
                                              ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                \
    {                                                                                                                 \
        AscendC::Reg::detail::ShiftByScalar<ascsim::ops::Row, AscendC::Reg::DefaultType, int16_t,                     \
                                            AscendC::Reg::MaskMergeMode::ZEROING>(#name "_scalar", loc, dst, src,     \
                                                                                  value, mask);                       \
    }
ASCSIM_CAPI_SHIFT(asc_shiftleft, ShiftLeft)
ASCSIM_CAPI_SHIFT(asc_shiftright, ShiftRight)
#undef ASCSIM_CAPI_SHIFT

// ---- mask registers (asc_and.md, asc_or.md, asc_xor.md, asc_not.md: 对掩码寄存器操作) ------------------------------
__simd_callee__ inline void asc_and(vector_bool& dst, vector_bool src0, vector_bool src1, vector_bool mask,
                                    ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::MaskAndRegs("asc_and", dst, src0, src1, mask, loc);
}
__simd_callee__ inline void asc_or(vector_bool& dst, vector_bool src0, vector_bool src1, vector_bool mask,
                                   ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::MaskOrRegs("asc_or", dst, src0, src1, mask, loc);
}
__simd_callee__ inline void asc_xor(vector_bool& dst, vector_bool src0, vector_bool src1, vector_bool mask,
                                    ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::MaskXorRegs("asc_xor", dst, src0, src1, mask, loc);
}
__simd_callee__ inline void asc_not(vector_bool& dst, vector_bool src, vector_bool mask,
                                    ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::MaskNotRegs("asc_not", dst, src, mask, loc);
}
