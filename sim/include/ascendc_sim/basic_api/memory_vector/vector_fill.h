// Memory vector API, data fill (docs/zh/api/SIMD-API/基础API/Memory矢量计算/数据填充/), Ascend 950:
//   Brcb            Brcb.md: repeat i takes src[8i .. 8i+7] and fills DataBlock j of the repeat
//                   (at (i * dstRepStride + j * dstBlkStride) * 32 bytes) with src[8i + j]
//   CreateVecIndex  CreateVecIndex.md: dst = firstValue, firstValue + 1, ...; count form and mask forms
// Brcb: types of 1, 2, 4, 8 bytes; the source is read contiguously (no stride, "源操作数不支持Stride参数
// 配置"); source and destination may not share memory (any overlap is reported); dstBlkStride 0 "可能产生
// 未定义行为" (memcheck) although the SDK's dav_3510 impl treats it as 1; repeatTime 0 is not guaranteed
// to be a no-op on 950 (memcheck). BrcbRepeatParams as the SDK's kernel_struct_brcb.h.
// CreateVecIndex: the dav_3510 impl builds the first VL with Arange (lane k = firstValue + k) and adds
// VL / sizeof(T) per VL / repeat (Adds in T's arithmetic, so a half index sequence rounds as half
// additions do); the mask forms store the enabled lanes of each repeat through the dst strides. Count
// form: int8_t, int16_t, half, int32_t, float, int64_t; mask forms: int16_t, half, int32_t, float.
// The mask forms have no isSetMask parameter (the page's prototypes): the mask always comes from the
// call (Counter mode: its count). dstBlkStride 0 is reported as for every mask form (高维切分.md).
// Timing: one VF at the simple rate (Duplicate's row, 附录/Reg矢量计算接口理论性能汇总.md 表12); Brcb
// reads one operand.
// The spellings are thin adapters: the engines (checks, V-pipe declarations, the fill, written state) are
// engine/fill_engine.h's, which take UbOperand so that the C API reaches them too.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/engine/fill_engine.h"
#include "ascendc_sim/basic_api/memory_vector/vector_mask_mode.h"
#include "ascendc_sim/basic_api/memory_vector/vector_repeat.h"
#include "ascendc_sim/numerics/numerics.h"

namespace AscendC {

// Brcb.md, 表3 (field order and defaults as the SDK's kernel_struct_brcb.h).
struct BrcbRepeatParams {
    __aicore__ BrcbRepeatParams() {}
    __aicore__ BrcbRepeatParams(const uint16_t dstBlkStrideIn, const uint16_t dstRepStrideIn)
        : dstRepStride(dstRepStrideIn), dstBlkStride(dstBlkStrideIn)
    {}
    uint32_t blockNumber = DEFAULT_BLK_NUM;
    uint16_t dstRepStride = DEFAULT_REPEAT_STRIDE;
    uint16_t dstBlkStride = DEFAULT_BLK_STRIDE;
    uint8_t src0BlkStride = DEFAULT_BLK_STRIDE;
    uint8_t src1BlkStride = DEFAULT_BLK_STRIDE;
    uint8_t src0RepStride = DEFAULT_REPEAT_STRIDE;
    uint8_t src1RepStride = DEFAULT_REPEAT_STRIDE;
    bool repeatStrideMode = false;
    bool strideSizeMode = false;
};

using ascsim::kern::SrcLoc;

// ---- Brcb (数据填充/Brcb.md) --------------------------------------------------------------------------
template <typename T>
__aicore__ inline void Brcb(const LocalTensor<T>& dst, const LocalTensor<T>& src, const uint8_t repeatTime,
                            const BrcbRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8,
                  "Brcb: T must be a 1, 2, 4 or 8-byte type on 950");
    detail::BrcbRun<T>(loc, dst, src, repeatTime, repeatParams.dstBlkStride, repeatParams.dstRepStride);
}

// ---- CreateVecIndex (数据填充/CreateVecIndex.md) -------------------------------------------------------
template <typename T>
__aicore__ inline void CreateVecIndex(LocalTensor<T> dst, const T& firstValue, uint32_t count,
                                      SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kVciCountType<T>,
                  "CreateVecIndex: T must be int8_t, int16_t, half, int32_t, float or int64_t on 950");
    detail::VciCount<T>(loc, dst, firstValue, count);
}

template <typename T>
__aicore__ inline void CreateVecIndex(LocalTensor<T>& dst, const T& firstValue, uint64_t mask[], uint8_t repeatTime,
                                      uint16_t dstBlkStride, uint8_t dstRepStride, SrcLoc loc = SrcLoc::Here())
{
    detail::VciRepeat<T>(loc, detail::PlanMask<T, true>(mask, 0, repeatTime, ascsim::ops::CreateVecIndex::kName, loc),
                         dst, firstValue, dstBlkStride, dstRepStride);
}
template <typename T>
__aicore__ inline void CreateVecIndex(LocalTensor<T>& dst, const T& firstValue, uint64_t mask, uint8_t repeatTime,
                                      uint16_t dstBlkStride, uint8_t dstRepStride, SrcLoc loc = SrcLoc::Here())
{
    detail::VciRepeat<T>(loc,
                         detail::PlanMask<T, true>(nullptr, mask, repeatTime, ascsim::ops::CreateVecIndex::kName, loc),
                         dst, firstValue, dstBlkStride, dstRepStride);
}

} // namespace AscendC
