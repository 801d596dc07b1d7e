// Arange<T, order>(dstReg, scalarValue) (docs/zh/api/SIMD-API/基础API/Reg矢量计算/索引操作/Arange.md;
// declared in include/basic_api/reg_compute/kernel_reg_compute_vec_arange_intf.h).
//   INCREASE_ORDER: lane i = scalarValue + i; DECREASE_ORDER: "以传入的scalarValue的值为终止值，生成递减
//   的索引": lane i = scalarValue + (lanes - 1 - i) (the SDK's b64 path builds it as Arange<order>(0)
//   plus scalarValue). Every lane, no mask. Types int8_t / int16_t / int32_t / half / float / int64_t
//   (int64_t with either RegTrait); scalarValue converted to the element type with static_cast.
// Element rules (附录/Reg矢量计算接口边界值汇总.md 表38): integers wrap ("当索引超过该数据类型的边界值时会
//   翻转为负数"); half / float: the exact sum rounded to the element type. The table's half rows fix
//   the rounding of ties: 65504 + i gives "16个65504，其余为inf" and -65504 + i "16个-65504，32个-65472，
//   32个-65440 ...", i.e. -65504 + 16 -> -65472 and 65504 + 16 -> inf: a tie goes toward +inf (not to
//   even, which would give -65504 + 48 -> -65472 and a 33-element run). The sim rounds ties toward +inf
//   for half and, the docs being silent there, for float too. half results saturate (inf -> MAX, NaN
//   -> 0) when CTRL selects it (表38's 饱和模式 column).
// Cost: VCI is in the dual-issue set (指令单双发汇总.md 表1); lanes / P (理论性能汇总.md 表17) = 2 cycles
// for int16 / int32 (64 / 32 per cycle), 1 for the others; int64 is built from several instructions
// by the SDK: 4 cycles assumed.
#pragma once

#include <cmath>
#include <cstdint>
#include <type_traits>

#include "ascendc_sim/reg_compute/op_enums.h"
#include "ascendc_sim/engine/reg_arange.h"
#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/engine/ops/index.h"
#include "ascendc_sim/numerics/numerics.h"

namespace AscendC::Reg {

template <typename T = DefaultType, IndexOrder order = IndexOrder::INCREASE_ORDER, typename U, typename S>
__simd_callee__ inline void Arange(S& dstReg, U scalarValue, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::ArangeRegs<T, order, U, S>(dstReg, scalarValue, loc);
}

} // namespace AscendC::Reg
