// BilinearInterpolation (docs/zh/api/SIMD-API/基础API/Memory矢量计算/基础算术/BilinearInterpolation(ISASI).md; SDK
// basic_api/kernel_operator_vec_bilinearinterpolation_intf.h:38-48): the mask[] and mask forms, half only (数据类型).
// The computation and the checks: engine/bilinear_engine.h. The mask[] form writes MASK as its 3510 impl does
// (SetVectorMask; engine/mask_plan.h MaskSprClobber); the mask is one repeat's, read as half's.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/engine/bilinear_engine.h"
#include "ascendc_sim/engine/mask_plan.h"
#include "ascendc_sim/types/local_tensor.h"

namespace AscendC {

namespace detail {
template <typename T>
inline void BilinearSpelling(ascsim::kern::SrcLoc loc, const uint64_t* bits, uint64_t count, const LocalTensor<T>& dst,
                             const LocalTensor<T>& src0, const LocalTensor<uint32_t>& src0Offset,
                             const LocalTensor<T>& src1, const BilinearArgs& a)
{
    static_assert(std::is_same_v<T, half>, "BilinearInterpolation: half only (数据类型)");
    const RepPlan plan = PlanMask<half, true>(bits, count, 1, ascsim::ops::BilinearInterpolation::kName, loc);
    const RepMask mask = plan.repeats > 0 ? plan.At(0) : RepMask{{0, 0}};
    Bilinear(loc, mask, dst, src0, src0.GetSize(), src0Offset, src1, src1.GetSize(), a);
}
} // namespace detail

template <typename T>
__aicore__ inline void BilinearInterpolation(const LocalTensor<T>& dst, const LocalTensor<T>& src0,
                                             const LocalTensor<uint32_t>& src0Offset, const LocalTensor<T>& src1,
                                             uint64_t mask, uint8_t hRepeat, bool repeatMode, uint16_t dstBlkStride,
                                             uint16_t vROffset, uint8_t vRepeat,
                                             const LocalTensor<uint8_t>& sharedTmpBuffer,
                                             ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    (void)sharedTmpBuffer; // not used on 950 (sharedTmpBuffer空间说明)
    detail::BilinearSpelling<T>(loc, nullptr, mask, dst, src0, src0Offset, src1,
                                detail::BilinearArgs{hRepeat, repeatMode, dstBlkStride, vROffset, vRepeat});
}
template <typename T>
__aicore__ inline void BilinearInterpolation(const LocalTensor<T>& dst, const LocalTensor<T>& src0,
                                             const LocalTensor<uint32_t>& src0Offset, const LocalTensor<T>& src1,
                                             uint64_t mask[], uint8_t hRepeat, bool repeatMode, uint16_t dstBlkStride,
                                             uint16_t vROffset, uint8_t vRepeat,
                                             const LocalTensor<uint8_t>& sharedTmpBuffer,
                                             ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    (void)sharedTmpBuffer;
    detail::BilinearSpelling<T>(loc, mask, 0, dst, src0, src0Offset, src1,
                                detail::BilinearArgs{hRepeat, repeatMode, dstBlkStride, vROffset, vRepeat});
}

} // namespace AscendC
