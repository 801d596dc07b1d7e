// Memory vector API, three basic-arithmetic instructions of 950 in their count form
// (docs/zh/api/SIMD-API/基础API/Memory矢量计算/基础算术/):
//   Neg (Neg(ISASI).md)       dst = -src
//   Prelu (Prelu(ISASI).md)   dst = src0 >= 0 ? src0 : src0 * src1
//   Mull (Mull(ISASI).md)     dst0, dst1 = the low and the high word of src0 * src1
// declared for arch 3510 in kernel_operator_vec_unary_intf.h:421-422 (Neg) and
// kernel_operator_vec_binary_intf.h:729-749 (Prelu, Mull), count form only. Lanes: their op-table rows
// (engine/ops/unary_arith.h Neg, basic_arith.h Prelu and Mull; numerics/more_arith.h).
// Types on 950: Neg int8_t, int16_t, half, int32_t, float, int64_t; Prelu half, float; Mull int32_t,
// uint32_t. Mull's two destinations may not overlap each other; each follows the overlap rule against
// the sources (通用地址重叠约束).
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/basic_api/memory_vector/vector_api.h"
#include "ascendc_sim/engine/ops/basic_arith.h"
#include "ascendc_sim/engine/ops/unary_arith.h"
#include "ascendc_sim/engine/vector_count_engine.h"

namespace AscendC {

template <typename T>
__aicore__ inline void Neg(const LocalTensor<T>& dst, const LocalTensor<T>& src, const uint32_t count,
                           SrcLoc loc = SrcLoc::Here())
{
    static_assert(ascsim::num::kSupportsNeg<T>,
                  "Neg: T must be int8_t, int16_t, half, int32_t, float or int64_t on 950 (Neg(ISASI).md)");
    detail::CountUnary<ascsim::ops::Neg>(loc, dst, src, count);
}

template <typename T>
__aicore__ inline void Prelu(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,
                             const uint32_t count, SrcLoc loc = SrcLoc::Here())
{
    static_assert(std::is_same_v<T, half> || std::is_same_v<T, float>,
                  "Prelu: T must be half or float on 950 (Prelu(ISASI).md)");
    detail::CountBinary<ascsim::ops::Prelu>(loc, dst, src0, src1, count);
}

template <typename T>
__aicore__ inline void Mull(const LocalTensor<T>& dst0, const LocalTensor<T>& dst1, const LocalTensor<T>& src0,
                            const LocalTensor<T>& src1, const uint32_t count, SrcLoc loc = SrcLoc::Here())
{
    static_assert(std::is_same_v<T, int32_t> || std::is_same_v<T, uint32_t>,
                  "Mull: T must be int32_t or uint32_t on 950 (Mull(ISASI).md)");
    using Row = ascsim::ops::Mull;
    detail::VecBinaryPair(Row::kName, loc, dst0, dst1, src0, src1, count, [](T a, T b) { return Row::Lane<T>(a, b); });
}

} // namespace AscendC
