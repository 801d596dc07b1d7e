// Memory vector API Scatter for Ascend 950 (docs/zh/api/SIMD-API/基础API/Memory矢量计算/离散与聚合/
// Scatter(ISASI).md; SDK basic_api/kernel_operator_vec_scatter_intf.h:47-80): src's elements written to
// dst at the byte offsets dstOffset[i] from dstBaseAddr, in the count form and the mask[] / mask forms
// (each repeat: 256 bytes of sources at r * srcRepStride DataBlocks, its offsets from dstOffset[r * (256 /
// sizeof(T))]). Types: int8_t, uint8_t (count form only), int16_t, uint16_t, half, bfloat16_t, int32_t,
// uint32_t, float, int64_t, uint64_t. The engine, its index arithmetic and its checks:
// engine/scatter_engine.h. Issued under the Reg Scatter's row (engine/ops/data_move.h: VSCATTER, the
// GatherB class, 理论性能汇总.md 表2).
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/basic_api/memory_vector/repeat_params.h"
#include "ascendc_sim/engine/scatter_engine.h"
#include "ascendc_sim/lang/keywords.h"

namespace AscendC {

namespace detail {
template <typename T>
inline constexpr bool kScatterType = std::is_same_v<T, int8_t> || std::is_same_v<T, uint8_t> ||
                                     std::is_same_v<T, int16_t> || std::is_same_v<T, uint16_t> ||
                                     std::is_same_v<T, half> || std::is_same_v<T, bfloat16_t> ||
                                     std::is_same_v<T, int32_t> || std::is_same_v<T, uint32_t> ||
                                     std::is_same_v<T, float> || std::is_same_v<T, int64_t> ||
                                     std::is_same_v<T, uint64_t>;
} // namespace detail

template <typename T>
__aicore__ inline void Scatter(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                               const LocalTensor<uint32_t>& dstOffset, const uint32_t dstBaseAddr, const uint32_t count,
                               ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::kScatterType<T>, "Scatter: element type not supported on 950 (Scatter(ISASI).md 数据类型)");
    detail::ScatterCount<T>(loc, dst, src, dstOffset, dstBaseAddr, count);
}
template <typename T>
__aicore__ inline void Scatter(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                               const LocalTensor<uint32_t>& dstOffset, const uint32_t dstBaseAddr,
                               const uint64_t mask[], const uint8_t repeatTime, const uint8_t srcRepStride,
                               ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::kScatterType<T> && sizeof(T) > 1,
                  "Scatter: the mask forms take 16/32/64-bit types on 950 (Scatter(ISASI).md 数据类型)");
    detail::ScatterRepeat<T>(loc, detail::ScatterPlan<T>(mask, 0, repeatTime, loc), dst, src, dstOffset, dstBaseAddr,
                             srcRepStride);
}
template <typename T>
__aicore__ inline void Scatter(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                               const LocalTensor<uint32_t>& dstOffset, const uint32_t dstBaseAddr, const uint64_t mask,
                               const uint8_t repeatTime, const uint8_t srcRepStride,
                               ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::kScatterType<T> && sizeof(T) > 1,
                  "Scatter: the mask forms take 16/32/64-bit types on 950 (Scatter(ISASI).md 数据类型)");
    detail::ScatterRepeat<T>(loc, detail::ScatterPlan<T>(nullptr, mask, repeatTime, loc), dst, src, dstOffset,
                             dstBaseAddr, srcRepStride);
}

} // namespace AscendC
