// Squeeze<T, store>(dstReg, srcReg, mask) (docs/zh/api/SIMD-API/基础API/Reg矢量计算/比较与选择/Squeeze.md)
// and Reg::ClearSpr<spr>() (系统变量访问/ClearSpr.md); declared in include/basic_api/reg_compute/
// kernel_reg_compute_gather_mask_intf.h.
//   Squeeze: the selected elements of srcReg, in order, to the lowest lanes of dstReg; the remaining
//   lanes 0 ("剩余位置元素置为0"). Types int8_t, uint8_t, int16_t, uint16_t, half, int32_t, uint32_t,
//   float. With GatherMaskMode::STORE_REG it also records the selected elements' byte count for the
//   AR form of StoreUnAlign (reg_compute/unaligned.h, ascendc_sim/basic_api/register/spr.h); "StoreUnAlign指令和Squeeze
//   指令必须交替使用": a second STORE_REG Squeeze before a StoreUnAlign took the first count is a
//   memcheck finding, as is a STORE_REG count that depends on undefined mask bits (it steers the next
//   store's address). With undefined mask bits, the lanes from the first such bit on are undefined.
//   ClearSpr<SpecialPurposeReg::AR>(): AR = 0 inside a VF (the AscendC:: one is for outside, spr.h).
//   Unsqueeze<T>(dstReg, mask) (数据压缩/Unsqueeze.md, declared in the same header): lane 0 = 0, lane i =
//   the number of selected elements among 0 .. i - 1 ("mask最高位被忽略"); int8_t / uint8_t / int16_t /
//   uint16_t / int32_t / uint32_t; a lane is undefined once an undefined mask bit was counted.
// Cost (附录/Reg矢量计算接口指令单双发汇总.md 表2 VSQZ: single issue; 理论性能汇总.md 表9: 12.8 b32 /
// 25.6 b16 / 51.2 b8 per cycle): 5 cycles; Unsqueeze (VUSQZ, single issue, 表15: 64 b8 / 32 b16 / 16 b32
// per cycle): 4 cycles. ClearSpr is not in the instruction tables: no cost.
#pragma once

#include <cstdint>
#include <string>
#include <type_traits>

#include "ascendc_sim/engine/reg_squeeze.h"
#include "ascendc_sim/reg_compute/op_enums.h"
#include "ascendc_sim/engine/ops/compare_select.h"
#include "ascendc_sim/engine/ops/compress.h"
#include "ascendc_sim/engine/reg_lanes.h"
#include "ascendc_sim/types/enums.h"
#include "ascendc_sim/numerics/traits.h"

namespace AscendC::Reg {

template <typename T = DefaultType, GatherMaskMode store = GatherMaskMode::NO_STORE_REG, typename U>
__simd_callee__ inline void Squeeze(U& dstReg, U& srcReg, MaskReg& mask,
                                    ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::SqueezeRegs<T, store, U>(dstReg, srcReg, mask, loc);
}

template <typename T = DefaultType, typename U>
__simd_callee__ inline void Unsqueeze(U& dstReg, MaskReg& mask, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::UnsqueezeRegs<T, U>(dstReg, mask, loc);
}

template <SpecialPurposeReg spr>
__simd_callee__ inline void ClearSpr(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::ClearSprRegs<spr>(loc);
}

} // namespace AscendC::Reg
