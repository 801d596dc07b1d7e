// Reg add / subtract with carry (docs/zh/api/SIMD-API/基础API/Reg矢量计算/基础算术/AddC.md, SubC.md; SDK
// include/basic_api/reg_compute/kernel_reg_compute_vec_binary_intf.h, template <typename T = DefaultType,
// typename U> void AddC / SubC(MaskReg& carry, U& dstReg, U& srcReg0, U& srcReg1, MaskReg& carrySrc,
// MaskReg& mask)):
//   AddC  {carry_i, dst_i} = src0_i + src1_i + carrySrc_i
//   SubC  {carry_i, dst_i} = src0_i + ~src1_i + carrySrc_i   (carry 1: no borrow; carrySrc 1 for a plain
//         difference)
// int32_t and uint32_t (数据类型), on the bits (wrapping; 边界值汇总 表13 / 表15 give no saturation). The
// carry of element i is bit 4i of carrySrc (b32 elements own 4 mask bits, MaskReg.md) and goes to all four
// bits of element i in carry ("在carry中对应位置每4bit设置1，否则写0"). The pages give no mode: the lanes
// the mask leaves out are 0 in dstReg (ZEROING, the default of every Reg compute page) and, where the
// docs are silent, 0 and *undefined* in carry, so a later instruction that takes such a carry gets an
// undefined lane. Rows: engine/ops/basic_arith.h (dual issue, two cycles per VL).
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/engine/ops/basic_arith.h"
#include "ascendc_sim/engine/reg_carry.h"
#include "ascendc_sim/numerics/traits.h"

namespace AscendC::Reg {

template <typename T = DefaultType, typename U>
__simd_callee__ inline void AddC(MaskReg& carry, U& dstReg, U& srcReg0, U& srcReg1, MaskReg& carrySrc, MaskReg& mask,
                                 SrcLoc loc = SrcLoc::Here())
{
    detail::WithCarry<ascsim::ops::AddC, T>(loc, carry, dstReg, srcReg0, srcReg1, carrySrc, mask);
}

template <typename T = DefaultType, typename U>
__simd_callee__ inline void SubC(MaskReg& carry, U& dstReg, U& srcReg0, U& srcReg1, MaskReg& carrySrc, MaskReg& mask,
                                 SrcLoc loc = SrcLoc::Here())
{
    detail::WithCarry<ascsim::ops::SubC, T>(loc, carry, dstReg, srcReg0, srcReg1, carrySrc, mask);
}

} // namespace AscendC::Reg
