// Memory vector API, VectorPadding (docs/zh/api/SIMD-API/基础API/Memory矢量计算/数据填充/VectorPadding(ISASI).md):
// the page lists Ascend 950PR/950DT as "不支持". The SDK header declares it for every arch
// (kernel_operator_vec_vpadding_intf.h:39-51: mask, mask[] and count forms), so the sim declares the same
// three overloads, and a call fails to compile with a message saying so, as GetReduceRepeatMaxMinSpr does.
#pragma once

#include <cstdint>

#include "ascendc_sim/basic_api/memory_vector/repeat_params.h"
#include "ascendc_sim/types/local_tensor.h"

namespace AscendC {

namespace detail {
template <typename T>
inline constexpr bool kVectorPaddingOn950 = false;
}

template <typename T, bool isSetMask = true>
__aicore__ inline void VectorPadding(const LocalTensor<T>& dst, const LocalTensor<T>& src, const uint8_t padMode,
                                     const bool padSide, const uint64_t mask, const uint8_t repeatTime,
                                     const UnaryRepeatParams& repeatParams)
{
    static_assert(detail::kVectorPaddingOn950<T>,
                  "VectorPadding is not supported on Ascend 950 (VectorPadding(ISASI).md)");
    (void)dst, (void)src, (void)padMode, (void)padSide, (void)mask, (void)repeatTime, (void)repeatParams;
}
template <typename T, bool isSetMask = true>
__aicore__ inline void VectorPadding(const LocalTensor<T>& dst, const LocalTensor<T>& src, const uint8_t padMode,
                                     const bool padSide, const uint64_t mask[], const uint8_t repeatTime,
                                     const UnaryRepeatParams& repeatParams)
{
    static_assert(detail::kVectorPaddingOn950<T>,
                  "VectorPadding is not supported on Ascend 950 (VectorPadding(ISASI).md)");
    (void)dst, (void)src, (void)padMode, (void)padSide, (void)mask, (void)repeatTime, (void)repeatParams;
}
template <typename T>
__aicore__ inline void VectorPadding(const LocalTensor<T>& dst, const LocalTensor<T>& src, const uint8_t padMode,
                                     const bool padSide, const uint32_t count)
{
    static_assert(detail::kVectorPaddingOn950<T>,
                  "VectorPadding is not supported on Ascend 950 (VectorPadding(ISASI).md)");
    (void)dst, (void)src, (void)padMode, (void)padSide, (void)count;
}

} // namespace AscendC
