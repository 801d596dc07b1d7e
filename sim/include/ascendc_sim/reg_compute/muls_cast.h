// Reg MulsCast (docs/zh/api/SIMD-API/基础API/Reg矢量计算/复合计算/MulsCast.md; SDK
// basic_api/reg_compute/kernel_reg_compute_vec_fused_intf.h:32-35): dst = half(src * scalarValue), float
// src and scalar (表3), CAST_ROUND (约束说明), the lane of its op-table row (engine/ops/compound_cast.h,
// numerics/compound_cast.h). A narrowing b32 -> b16 instruction: source lane i goes to destination lane
// 2i + layout (RegLayout ZERO / ONE only, as Cast's narrowing, 辅助数据类型/RegLayout.md), selected by the
// source's (float) mask bit; the other lane of each pair is 0. The result saturates as CTRL says (the
// half arithmetic rule, core/saturation.h; 附录/Reg矢量计算接口边界值汇总.md 表30 gives both modes).
// ZEROING only (the page names no mode). Timing: VMULSCVT, a dual-issue simple instruction (指令单双发汇总.md),
// 64 float per cycle (理论性能汇总.md): one VL, the row's kSimple.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/engine/ops/compound_cast.h"
#include "ascendc_sim/engine/reg_lanes.h"

namespace AscendC::Reg {

template <typename T0 = DefaultType, typename T1 = DefaultType, typename T2, RegLayout layout = RegLayout::ZERO,
          typename T3, typename T4>
__simd_callee__ inline void MulsCast(T3& dstReg, T4& srcReg, T2 scalarValue, MaskReg& mask,
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<T3>::value && detail::IsRegTensor<T4>::value, "operands must be RegTensor");
    static_assert(detail::kTypeMatches<T0, T3>, "T0 must be DefaultType or the destination's element type");
    static_assert(detail::kTypeMatches<T1, T4>, "T1 must be DefaultType or the source's element type");
    static_assert(std::is_same_v<typename T3::ActualT, half> && std::is_same_v<typename T4::ActualT, float> &&
                      std::is_same_v<T2, float>,
                  "MulsCast: (src, scalar, dst) must be (float, float, half) (MulsCast.md 表3)");
    static_assert(layout == RegLayout::ZERO || layout == RegLayout::ONE, "MulsCast: RegLayout ZERO or ONE");
    static_assert(T3::REG_NUM == 1 && T4::REG_NUM == 1, "MulsCast: single-register operands");
    using Row = ascsim::ops::MulsCast;
    detail::VfContext* vf = detail::RequireVf(Row::kName, loc);
    const auto reads = detail::ReadsOf(srcReg, mask);
    const bool sat = ascsim::kern::SaturatesNow<half>();
    constexpr uint32_t lo = layout == RegLayout::ONE ? 1u : 0u;
    T3 out;
    out.ZeroDefined();
    for (uint32_t i = 0; i < detail::kLanes<float>; ++i) {
        const bool on = mask.Active<float>(i), mu = mask.ActiveUndefined<float>(i);
        if (on) {
            out.SetLane(2 * i + lo, Row::Lane(srcReg.Lane(i), scalarValue, sat), srcReg.LaneUndefined(i) || mu);
        } else if (mu) {
            out.SetLane(2 * i + lo, half(0.0f), true);
        }
    }
    dstReg = out;
    dstReg.vfDef = detail::Tick(vf, Row::kVfOp, reads);
}

} // namespace AscendC::Reg
