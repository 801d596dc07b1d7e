// Duplicate (docs/zh/api/SIMD-API/基础API/Reg矢量计算/数据填充/Duplicate.md):
//   Duplicate(dst, scalar)              every element = scalar (no mask)
//   Duplicate<T, mode>(dst, scalar, m)  the selected elements = scalar; the others 0 (ZEROING) or kept
//                                       (MERGING, which Duplicate supports in hardware)
//   Duplicate<T, pos, mode>(dst, src, m) the selected elements = src's lowest element (pos LOWEST
//                                       only: "暂不支持其他取值")
// The scalar is converted to the element type with static_cast.
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_sim/engine/reg_duplicate.h"

namespace AscendC::Reg {

template <typename T = DefaultType, typename U, typename S, std::enable_if_t<!detail::IsRegTensor<U>::value, int> = 0>
__simd_callee__ inline void Duplicate(S& dstReg, U scalarValue, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::DuplicateAll<T>(dstReg, scalarValue, loc);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U, typename S,
          std::enable_if_t<!detail::IsRegTensor<U>::value, int> = 0>
__simd_callee__ inline void Duplicate(S& dstReg, U scalarValue, MaskReg& mask,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::DuplicateMasked<T, mode>(dstReg, scalarValue, mask, loc);
}

template <typename T = DefaultType, HighLowPart pos = HighLowPart::LOWEST, MaskMergeMode mode = MaskMergeMode::ZEROING,
          typename S>
__simd_callee__ inline void Duplicate(S& dstReg, S& srcReg, MaskReg& mask,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::DuplicateLowest<T, pos, mode>(dstReg, srcReg, mask, loc);
}

} // namespace AscendC::Reg
