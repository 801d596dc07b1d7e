// Truncate<T, roundMode, mode>(dstReg, srcReg, mask) (docs/zh/api/SIMD-API/基础API/Reg矢量计算/类型转换/
// Truncate.md; declared in include/basic_api/reg_compute/kernel_reg_compute_vec_vconv_intf.h).
//   Each selected element rounded to an integral value in its own type (half, bfloat16_t, float) with
//   roundMode CAST_RINT / CAST_ROUND / CAST_FLOOR / CAST_CEIL / CAST_TRUNC; the default CAST_NONE
//   rounds as CAST_RINT (the SDK's TruncateImpl maps it so; the page lists the five only). Unselected
//   elements 0 (ZEROING; MERGING "当前不支持": compile error).
// Element rules: the numerics layer's float -> float Cast ("按照精度舍入模式取整，仍以float格式存入",
//   the sign of zero kept, ascendc_sim/numerics/cast.h); half / bfloat16_t go through float, exactly
//   (every half / bfloat16_t is a float, and an integral value of one is representable in it).
//   Specials (附录/Reg矢量计算接口边界值汇总.md 表33): ±inf, NaN, ±MAX come out unchanged in both the
//   INF/NAN and the saturation column, so Truncate never saturates ("float类型只支持不饱和模式").
// Cost: VTRC is in the dual-issue set (指令单双发汇总.md 表1); lanes / P (理论性能汇总.md 表10: half /
// bfloat16_t 64, float 32 per cycle) = 2 cycles.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/engine/ops/cast.h"
#include "ascendc_sim/engine/reg_truncate.h"
#include "ascendc_sim/numerics/numerics.h"

namespace AscendC::Reg {

template <typename T = DefaultType, RoundMode roundMode = RoundMode::CAST_NONE,
          MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>
__simd_callee__ inline void Truncate(S& dstReg, S& srcReg, MaskReg& mask,
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::TruncateRegs<T, roundMode, mode, S>(dstReg, srcReg, mask, loc);
}

} // namespace AscendC::Reg
