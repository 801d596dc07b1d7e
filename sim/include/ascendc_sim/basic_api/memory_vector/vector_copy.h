// Memory vector API, UB -> UB Copy for Ascend 950 (docs/zh/api/SIMD-API/基础API/Memory矢量计算/数据搬运/):
//   Copy（UBToUB连续数据搬运）.md        Copy<T, isSetMask>(dst, src, count): count elements, contiguous
//   Copy（UBToUB掩码式高维数据搬运）.md  Copy<T, isSetMask>(dst, src, mask[] / mask, repeatTime,
//                                        CopyRepeatParams): the mask/repeat addressing of 高维切分.md
// A copy on the V pipe (the dav_3510 impls are VFs of LoadAlign / StoreAlign): bits are moved as they
// are (no saturation, NaN payloads kept). Types: the count form any 1/2/4/8-byte type (the page lists
// the fp8/fp4 types too), the mask forms 16/32-bit (the SDK's static_assert "only support type b16/b32").
// CopyRepeatParams' strides may be 0 (the page's ranges start at 0; the SDK default is 0): a
// destination DataBlock stride of 0 is accepted only while one DataBlock of a repeat is enabled
// (otherwise several blocks would write the same bytes: reported). The page does not list the 8 KB
// UB temporary for Copy, so the sim does not take it.
// Counter mode differs from the other mask forms (the page's 约束说明 and the dav_3510 VecCopyLevel0VFImpl):
// the mask is the element count of EACH repeat and repeatTime is effective; a repeat's elements fill
// N = ceil(mask * sizeof(T) / 32) DataBlocks, block b at b * srcStride / b * dstStride blocks from the
// repeat's start, repeats srcRepeatSize / dstRepeatSize blocks apart (copy_ub2ub scenario 3: mask 144
// int32_t, srcStride 8, one repeat = the first block of 18 rows).
// Timing: DataCopy(UB->UB) 256 bytes per cycle (附录/Vector指令理论性能汇总.md 表3): the simple rate.
// The spellings are thin adapters: the engines (checks, V-pipe declarations, the copy, written state) are
// engine/copy_engine.h's, which take UbOperand so that the C API reaches them too.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/engine/copy_engine.h"
#include "ascendc_sim/basic_api/memory_vector/vector_mask_mode.h"
#include "ascendc_sim/basic_api/memory_vector/vector_repeat.h"

namespace AscendC {

// Copy（UBToUB掩码式高维数据搬运）.md 表3; defaults as the SDK's kernel_struct_data_copy.h
// (DEFAULT_DATA_COPY_STRIDE = 0, DEFAULT_REPEAT_STRIDE = 8).
struct CopyRepeatParams {
    __aicore__ CopyRepeatParams() {}
    __aicore__ CopyRepeatParams(const uint16_t dstStrideIn, const uint16_t srcStrideIn, uint16_t dstRepeatSizeIn,
                                uint16_t srcRepeatSizeIn)
        : dstStride(dstStrideIn), srcStride(srcStrideIn), dstRepeatSize(dstRepeatSizeIn), srcRepeatSize(srcRepeatSizeIn)
    {}
    uint16_t dstStride = 0;
    uint16_t srcStride = 0;
    uint16_t dstRepeatSize = DEFAULT_REPEAT_STRIDE;
    uint16_t srcRepeatSize = DEFAULT_REPEAT_STRIDE;
};

using ascsim::kern::SrcLoc;

namespace detail {
inline CopyStrides CopyStridesOf(const CopyRepeatParams& p)
{
    return CopyStrides{p.dstStride, p.srcStride, p.dstRepeatSize, p.srcRepeatSize};
}
} // namespace detail

// ---- count form ----------------------------------------------------------------------------------------
template <typename T, bool isSetMask = true>
__aicore__ inline void Copy(const LocalTensor<T>& dst, const LocalTensor<T>& src, const uint32_t count,
                            SrcLoc loc = SrcLoc::Here())
{
    static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8,
                  "Copy: T must be a 1, 2, 4 or 8-byte type");
    detail::CopyCount<T>(loc, dst, src, count);
}

// ---- mask forms ------------------------------------------------------------------------------------------
template <typename T, bool isSetMask = true>
__aicore__ inline void Copy(const LocalTensor<T>& dst, const LocalTensor<T>& src, const uint64_t mask[],
                            const uint8_t repeatTime, const CopyRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    detail::CopyRepeat<T, isSetMask>(loc, mask, 0, repeatTime, dst, src, detail::CopyStridesOf(repeatParams));
}
template <typename T, bool isSetMask = true>
__aicore__ inline void Copy(const LocalTensor<T>& dst, const LocalTensor<T>& src, const uint64_t mask,
                            const uint8_t repeatTime, const CopyRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    detail::CopyRepeat<T, isSetMask>(loc, nullptr, mask, repeatTime, dst, src, detail::CopyStridesOf(repeatParams));
}

} // namespace AscendC
