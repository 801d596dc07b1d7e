// Making masks: CreateMask (fixed patterns) and UpdateMask (the first n elements, n decremented)
// (docs/zh/api/SIMD-API/基础API/Reg矢量计算/寄存器数据类型/MaskReg.md, 函数原型, 表1, 表2).
// For a b64 T the element count is the register's: 32 with RegTraitNumOne (H / Q select 16 / 8, as
// the SDK maps them to VL16 / VL8), 64 with RegTraitNumTwo, whose mask is a b32 one (registers.h).
#pragma once

#include <cstdint>

#include "ascendc_sim/engine/reg_mask_make.h"

namespace AscendC::Reg {

// CreateMask<T, mode>(): ALL, the lowest 1/2/3/4/8/16/32/64/128 elements, every 3rd / 4th element
// (index % 3 == 0 / % 4 == 0, starting with element 0), the lowest half / quarter, or none (ALLF).
// A VLn pattern wider than VL / sizeof(T) elements has no documented meaning: compile error.
template <typename T, MaskPattern mode = MaskPattern::ALL, const RegTrait& regTrait = RegTraitNumOne>
__simd_callee__ inline MaskReg CreateMask(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::kRegElementOk<T>, "CreateMask: b8 / b16 / b32 / b64 element types");
    static_assert(regTrait.REG_NUM == 1 || sizeof(T) == 8, "CreateMask: RegTraitNumTwo is for b64 element types");
    using R = RegTensor<T, regTrait>;
    constexpr uint32_t lanes = R::kLanes;
    static_assert(detail::PatternCount(mode, lanes) <= lanes,
                  "CreateMask: this VLn pattern selects more elements than one register holds");
    return detail::PatternMask<R>(mode, loc);
}

// UpdateMask<T>(n): the first min(n, VL_T) elements active; then
// n = (n < VL_T) ? 0 : (n - VL_T) (MaskReg.md, 表2).
template <typename T, const RegTrait& regTrait = RegTraitNumOne>
__simd_callee__ inline MaskReg UpdateMask(uint32_t& scalarValue,
                                          ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::kRegElementOk<T>, "UpdateMask: b8 / b16 / b32 / b64 element types");
    static_assert(regTrait.REG_NUM == 1 || sizeof(T) == 8, "UpdateMask: RegTraitNumTwo is for b64 element types");
    using R = RegTensor<T, regTrait>;
    return detail::FirstLanesMask<R>(scalarValue, loc);
}

} // namespace AscendC::Reg
