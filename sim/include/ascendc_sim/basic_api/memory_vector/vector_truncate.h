// Memory vector API, Truncate (docs/zh/api/SIMD-API/基础API/Memory矢量计算/类型转换/Truncate(ISASI).md), 950
// only: template <typename T, RoundMode roundMode> Truncate(dst, src, count), declared for arch 3510 in
// kernel_operator_vec_vconv_intf.h:244-245 (count form only). Each element rounded to an integral value in
// its own type under roundMode, one of the page's five (CAST_RINT, CAST_ROUND, CAST_FLOOR, CAST_CEIL,
// CAST_TRUNC); T half, float, bfloat16_t. The lane is its op-table row's (engine/ops/cast.h), the one the
// Reg Truncate computes; results never saturate (边界值汇总 表33: ±inf, NaN, ±MAX unchanged in both modes).
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/basic_api/memory_vector/vector_api.h"
#include "ascendc_sim/engine/ops/cast.h"
#include "ascendc_sim/engine/vector_count_engine.h"

namespace AscendC {

template <typename T, RoundMode roundMode>
__aicore__ inline void Truncate(const LocalTensor<T>& dst, const LocalTensor<T>& src, const uint32_t count,
                                SrcLoc loc = SrcLoc::Here())
{
    static_assert(std::is_same_v<T, half> || std::is_same_v<T, float> || std::is_same_v<T, bfloat16_t>,
                  "Truncate: T must be half, float or bfloat16_t on 950 (Truncate(ISASI).md)");
    static_assert(roundMode == RoundMode::CAST_RINT || roundMode == RoundMode::CAST_ROUND ||
                      roundMode == RoundMode::CAST_FLOOR || roundMode == RoundMode::CAST_CEIL ||
                      roundMode == RoundMode::CAST_TRUNC,
                  "Truncate: roundMode must be CAST_RINT, CAST_ROUND, CAST_FLOOR, CAST_CEIL or CAST_TRUNC");
    using Row = ascsim::ops::Truncate;
    detail::VecUnary<-1, false>(Row::kName, loc, dst, src, count, [](T x) { return Row::Lane<T>(x, roundMode); });
}

} // namespace AscendC
