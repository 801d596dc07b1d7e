// Reg bitwise logic (docs/zh/api/SIMD-API/基础API/Reg矢量计算/逻辑计算/; SDK
// include/basic_api/reg_compute/kernel_reg_compute_vec_binary_intf.h, _vec_unary_intf.h,
// _vec_binary_scalar_intf.h and _maskreg_intf.h), each RegTensor form from its op-table row
// (engine/ops/logic.h: name, lane, VF class):
//   And / Or / Xor<T, mode>(dst, src0, src1, mask)   (And.md, Or.md, Xor.md)  dst_i = src0_i op src1_i
//   Not<T, mode>(dst, src, mask)                     (Not.md)                 dst_i = ~src_i
//   ShiftLeft / ShiftRight<T, U, mode>(dst, src0, src1, mask)  (ShiftLeft.md, ShiftRight.md)
//                                                    dst_i = src0_i << / >> src1_i
//   ShiftLefts / ShiftRights<T, U, mode>(dst, src, scalar, mask)  (ShiftLefts.md, ShiftRights.md)
// 数据类型: And / Or / Xor bool and the 8..64-bit integers; Not the 8..64-bit integers, half and float
// (its bits); the shifts the 8..64-bit integers, the count register the signed twin of the element
// type (表3), the scalar count int16_t (表3; the SDK's "scalarValue data type" assert). A bool or float
// register computes through its same-size unsigned view. mode: ZEROING only ("MERGING模式当前不支持";
// 附录/Reg矢量计算接口MergeMode支持情况汇总.md 表3). All are dual-issue simple instructions, one VL per
// cycle (附录/Reg矢量计算接口理论性能汇总.md 表7; b64 is emulated by the SDK and priced as one here).
// Shifts (约束说明): a count beyond the width gives 0 (or -1 for a negative value shifted right; a count
// equal to the width is treated as beyond, as the Memory API does); a negative count is undefined
// ("负数行为未定义"): a negative per-element count gives the lane poison and an initcheck report, a
// negative scalar count makes every active lane so. Signed left shifts are the row's plain shift (the
// pages' "算术左移" example keeps the sign bit; the shared row does not: see engine/ops/logic.h).
// The MaskReg forms (maskreg_intf.h): per mask bit, src0 op src1 (~src for Not) where `mask` is 1, 0
// where it is 0 ("指示在计算过程中哪些bit有效"; 0 elsewhere assumed, as ZEROING does for registers); a
// result bit is undefined when its mask bit is, or when it depends on an undefined source bit (a defined
// 0 decides And, a defined 1 decides Or). They cost one cycle (理论性能汇总.md 表5, the mask class).
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/engine/ops/logic.h"
#include "ascendc_sim/engine/reg_logic.h"
#include "ascendc_sim/reg_compute/arith.h"
#include "ascendc_sim/numerics/poison.h"
#include "ascendc_sim/numerics/traits.h"

namespace AscendC::Reg {

// ---- RegTensor forms ------------------------------------------------------------------------------
template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void And(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::AndRegs<T, mode, U>(dstReg, srcReg0, srcReg1, mask, loc);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Or(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::OrRegs<T, mode, U>(dstReg, srcReg0, srcReg1, mask, loc);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Xor(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::XorRegs<T, mode, U>(dstReg, srcReg0, srcReg1, mask, loc);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Not(U& dstReg, U& srcReg, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::NotRegs<T, mode, U>(dstReg, srcReg, mask, loc);
}

template <typename T = DefaultType, typename U = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S,
          typename V>
__simd_callee__ inline void ShiftLeft(S& dstReg, S& srcReg0, V& srcReg1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::ShiftByRegister<ascsim::ops::ShiftLeft, T, U, mode>(loc, dstReg, srcReg0, srcReg1, mask);
}
template <typename T = DefaultType, typename U = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S,
          typename V>
__simd_callee__ inline void ShiftRight(S& dstReg, S& srcReg0, V& srcReg1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::ShiftByRegister<ascsim::ops::ShiftRight, T, U, mode>(loc, dstReg, srcReg0, srcReg1, mask);
}
template <typename T = DefaultType, typename U, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>
__simd_callee__ inline void ShiftLefts(S& dstReg, S& srcReg, U scalarValue, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::ShiftByScalar<ascsim::ops::ShiftLeft, T, U, mode>("ShiftLefts", loc, dstReg, srcReg, scalarValue, mask);
}
template <typename T = DefaultType, typename U, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>
__simd_callee__ inline void ShiftRights(S& dstReg, S& srcReg, U scalarValue, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::ShiftByScalar<ascsim::ops::ShiftRight, T, U, mode>("ShiftRights", loc, dstReg, srcReg, scalarValue, mask);
}

// ---- MaskReg forms (engine/reg_logic.h, MaskAndRegs ...) ----------------------------------------------------------
__simd_callee__ inline void And(MaskReg& dst, MaskReg& src0, MaskReg& src1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::MaskAndRegs("And", dst, src0, src1, mask, loc);
}
__simd_callee__ inline void Xor(MaskReg& dst, MaskReg& src0, MaskReg& src1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::MaskXorRegs("Xor", dst, src0, src1, mask, loc);
}
__simd_callee__ inline void Not(MaskReg& dst, MaskReg& src, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::MaskNotRegs("Not", dst, src, mask, loc);
}
__simd_callee__ inline void Or(MaskReg& dst, MaskReg& src0, MaskReg& src1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::MaskOrRegs(ascsim::ops::OrMask::kName, dst, src0, src1, mask, loc);
}
// Select's MaskReg form (kernel_reg_compute_maskreg_intf.h): the mask picks src0's bit (1) or src1's (0).
__simd_callee__ inline void Select(MaskReg& dst, MaskReg& src0, MaskReg& src1, MaskReg& mask,
                                   SrcLoc loc = SrcLoc::Here())
{
    detail::MaskSelectRegs("Select", dst, src0, src1, mask, loc);
}

} // namespace AscendC::Reg
