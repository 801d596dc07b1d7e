// Cast<T, U, trait>(dst, src, mask) (docs/zh/api/SIMD-API/基础API/Reg矢量计算/类型转换/Cast.md), every
// pair of its 表3:
//   half / bfloat16_t -> float      (表7; widening, layoutMode ZERO / ONE)
//   float -> half / bfloat16_t      (表7; narrowing, layoutMode ZERO / ONE, satMode NO_SAT / SAT)
//   half -> int32_t                 (表6; widening, layoutMode ZERO / ONE, round modes, no satMode)
//   float -> int16_t                (表6; narrowing, layoutMode ZERO / ONE, satMode, round modes)
//   half <-> bfloat16_t             (表7; same width, layoutMode UNKNOWN)
//   float <-> int32_t               (表6 / 表8; same width, layoutMode UNKNOWN)
//   the 8-bit / 4-bit float pairs   (表7: fp8_e4m3fn_t / fp8_e5m2_t / hifloat8_t <-> float, hifloat8_t
//                                    <-> half, fp8_e8m0_t / fp4x2_e2m1_t / fp4x2_e1m2_t <-> bfloat16_t;
//                                    engine/reg_cast_lowfp.h gives their traits, layouts and lanes)
//   the other integer pairs         (表6 / 表8 / 表9: int4x2_t, int8_t, uint8_t, int16_t, uint16_t,
//                                    int32_t, uint32_t, int64_t with each other and the float types;
//                                    engine/reg_cast_int_pairs.h lists them, the lanes are the C API's
//                                    engines for the same instructions)
// Other pairs are a compile error. The trait must name exactly what the doc's
// tables list for the pair (layoutMode, satMode, roundMode; mrgMode ZEROING, the only mode of
// 附录/Reg矢量计算接口MergeMode支持情况汇总.md 表5); RoundMode::UNKNOWN, listed for the exact widenings,
// converts exactly (CAST_NONE). Name and VF class: Cast's op-table row (engine/ops/cast.h); the lane is
// the trait's (CastElement below), not the row's RoundMode lane.
//
// Register layout when the widths differ (辅助数据类型/RegLayout.md, the pseudocode): the
// instruction works on the wider type's VL / 4 elements; the mask is read in the source type
// ("MaskReg根据输入的源操作数进行有效元素筛选"):
//   widening b16 -> b32: dst element i = cvt(src element 2i + layout), selected by src element
//     (2i + layout)'s mask bit (with a b32 mask from UpdateMask<float>, layout ZERO reads the valid
//     bit 4i; layout ONE reads bit 4i + 2, which such a mask leaves undefined, registers.h).
//     The source is typically loaded with LoadDist::DIST_UNPACK_B16, which puts UB element k at
//     b16 slot 2k.
//   narrowing b32 -> b16: src element i selected by bit 4i; its result goes to dst b16 slot
//     2i + layout, the other slot of the pair is 0; unselected pairs are 0 ("目的操作数中的无效元素
//     均为0"). StoreAlign with StoreDist::DIST_PACK_B32 then stores the low halves contiguously.
// Element conversion: the numerics layer (ascendc_sim/numerics/cast.h) for the rounding, then the
// saturation mode (Cast.md 表4), which CTRL selects (CastSaturates below: CTRL[48] / CTRL[59] when
// CTRL[60] = 1, the reset state; the trait's satMode only when CTRL[60] = 0):
//   float -> float narrowing, not saturating: IEEE (overflow to +-inf, NaN stays NaN); saturating:
//     NaN -> +0 (sign: docs silent), values beyond the range (infinities included) -> the signed
//     largest finite value.
//   float -> int32_t / int16_t, saturating: NaN -> 0, +-inf and values beyond the range -> MAX / MIN;
//     not saturating: NaN -> 0, +-inf -> MAX / MIN, and finite values beyond the range (after the
//     round mode) keep their low 32 / 16 bits ("截断为目标格式的数据宽度（保留最低有效位）").
//   half -> int32_t: every finite half fits; +-inf -> MAX / MIN, NaN -> 0 (numerics layer).
#pragma once

#include <cstdint>
#include <limits>
#include <type_traits>

#include "ascendc_sim/engine/reg_cast.h"

namespace AscendC::Reg {

template <typename T = DefaultType, typename U = DefaultType, const CastTrait& trait = castTrait, typename S,
          typename V>
__simd_callee__ inline void Cast(S& dstReg, V& srcReg, MaskReg& mask,
                                 ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::CastRegs<T, U, trait, S, V>(dstReg, srcReg, mask, loc);
}

} // namespace AscendC::Reg
