// Reg twins of issue 27's Memory-API instructions (docs/zh/api/SIMD-API/基础API/Reg矢量计算/):
//   Prelu   (基础算术/Prelu.md)    dst_i = src0_i >= 0 ? src0_i : src0_i * src1_i      half, float
//   Mull    (基础算术/Mull.md)     dst0_i, dst1_i = low, high word of src0_i * src1_i   int32_t, uint32_t
//   AbsSub  (复合计算/AbsSub.md)   dst_i = |src0_i - src1_i|                           half, float
//   ExpSub  (复合计算/ExpSub.md)   dst_i = e^(src0_i - src1_i), float dst from half or float sources
// declared for arch 3510 in kernel_reg_compute_vec_binary_intf.h:70-74 (Prelu, Mull) and
// kernel_reg_compute_vec_fused_intf.h:37-43 (AbsSub, ExpSub). Lanes: the Memory API's op-table rows
// (engine/ops/basic_arith.h Prelu / Mull, compound.h AbsSub / ExpSub), so a Reg kernel matches its
// Memory-API twin bit for bit. ZEROING only (附录/Reg矢量计算接口MergeMode支持情况汇总.md: Prelu, AbsSub,
// ExpSub "无"; Mull has no mode). ExpSub with half sources reads half lane 2i + layout for float lane i
// (RegLayout ZERO / ONE, as Cast's widening; the layout has no effect for float sources), under the
// mask read for float (the SDK's dav_3510 impl builds it with UpdateMask<float>). Costs: the simple class
// for Prelu, Mull, AbsSub, Exp's for ExpSub (理论性能汇总 表6 / 表8).
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/engine/ops/basic_arith.h"
#include "ascendc_sim/engine/ops/compound.h"
#include "ascendc_sim/engine/reg_lanes.h"
#include "ascendc_sim/engine/reg_more_arith.h"
#include "ascendc_sim/reg_compute/arith.h"

namespace AscendC::Reg {

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Prelu(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::PreluRegs<T, mode, U>(dstReg, srcReg0, srcReg1, mask, loc);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void AbsSub(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::AbsSubRegs<T, mode, U>(dstReg, srcReg0, srcReg1, mask, loc);
}

// Both words come from the sources as they were (a destination may be a source register).
template <typename T = DefaultType, typename U>
__simd_callee__ inline void Mull(U& dstReg0, U& dstReg1, U& srcReg0, U& srcReg1, MaskReg& mask,
                                 SrcLoc loc = SrcLoc::Here())
{
    detail::MullRegs<T, U>(dstReg0, dstReg1, srcReg0, srcReg1, mask, loc);
}

template <typename T = DefaultType, typename U = DefaultType, RegLayout layout = RegLayout::ZERO,
          MaskMergeMode mode = MaskMergeMode::ZEROING, typename S, typename V>
__simd_callee__ inline void ExpSub(S& dstReg, V& srcReg0, V& srcReg1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::ExpSubRegs<T, U, layout, mode, S, V>(dstReg, srcReg0, srcReg1, mask, loc);
}

} // namespace AscendC::Reg
