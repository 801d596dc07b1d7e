// Compare / Compares -> MaskReg and Select (docs/zh/api/SIMD-API/基础API/Reg矢量计算/比较与选择/
// Compare.md, Compares.md, Select.md).
//   Compare<T, mode>(dst, src0, src1, mask): bit of element i = (src0_i mode src1_i) for the
//     selected elements; "通过mask参数控制的未选中元素在目的操作数中被置零" -> 0 for the others.
//   Compares<T, mode>(dst, src, scalar, mask): the same against a scalar (converted to the element
//     type with static_cast).
//   Select(dst, src0, src1, mask): element i = mask bit ? src0_i : src1_i, for every element ("未选中
//     的元素保持源操作数的值而非清零": an unselected element is src1's, never 0).
// Name, lane and VF class: the Compare / Compares / Select rows (engine/ops/compare_select.h).
// Comparison semantics are the numerics layer's (IEEE: NaN compares false except NE, +0 == -0). The
// bits between the valid ones of the result (b16 / b32 elements) are 0 and undefined (registers.h).
#pragma once

#include <cstdint>
#include <cstring>

#include "ascendc_sim/engine/reg_cmpsel.h"

namespace AscendC::Reg {

template <typename T = DefaultType, CMPMODE mode = CMPMODE::EQ, typename U>
__simd_callee__ inline void Compare(MaskReg& dst, U& srcReg0, U& srcReg1, MaskReg& mask,
                                    ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::CompareRegs<T, mode>(dst, srcReg0, srcReg1, mask, loc);
}

template <typename T = DefaultType, CMPMODE mode = CMPMODE::EQ, typename U, typename S>
__simd_callee__ inline void Compares(MaskReg& dst, U& srcReg, S scalarValue, MaskReg& mask,
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::CompareScalar<T, mode>(dst, srcReg, scalarValue, mask, loc);
}

template <typename T = DefaultType, typename U>
__simd_callee__ inline void Select(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask,
                                   ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::SelectRegs<T>(dstReg, srcReg0, srcReg1, mask, loc);
}

} // namespace AscendC::Reg
