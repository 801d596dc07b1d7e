// Memory vector API, gather family for Ascend 950:
//   Gather      (docs/zh/api/SIMD-API/基础API/Memory矢量计算/离散与聚合/Gather.md) count form and mask forms:
//               dst[i] = src[(srcBaseAddr + srcOffset[i]) / sizeof(T)], byte offsets
//   Gatherb     (离散与聚合/Gatherb(ISASI).md): whole DataBlocks, repeat i block j <- the 32 bytes at
//               src + offset[8 i + j], stored at (i * dstRepStride + j * dstBlkStride) * 32
//   GatherMask  (比较与选择/GatherMask.md): the elements of src0 selected by a built-in pattern (1..7)
//               or a user bit pattern, packed into dst; rsvdCnt = how many
// with GatherRepeatParams, GatherMaskParams and GatherMaskMode as the SDK's kernel_struct_gather.h.
//
// Gather, per the SDK's dav_3510 impl (kernel_operator_vec_gather_impl.h): the element index is
// srcBaseAddr / sizeof(T) + srcOffset[i] / sizeof(T), 16-bit for 8/16-bit T (the offsets are packed to
// uint16 lanes), 32-bit for 32/64-bit T. The mask forms (16/32/64-bit T) take the offsets of repeat r
// from srcOffset[r * (256 / sizeof(T)) ...] and store the repeat contiguously at dst + r * dstRepStride
// DataBlocks (no block stride); Normal mode masks every repeat (the impl writes the mask to MASK,
// continuous masks included: a clobber, vector_mask_mode.h), Counter mode counts elements.
// Sanitizer: each offset (and srcBaseAddr) a multiple of sizeof(T) and within the page's range (8-bit
// [0, 2^16 - 1], 16-bit [0, 2^17 - 1], 32/64-bit uint32_t); every gathered element inside src's buffer
// (memcheck on its address, as any read); dst may not overlap a gathered element or the offsets
// ("不支持源操作数与目的操作数使用同一块内存地址"); 32-byte alignment of dst, src, srcOffset; count /
// repeat 0 as elsewhere.
// Gatherb: offsets are byte offsets from src, multiples of 32 ("偏移地址后需要32字节对齐"), uint32_t;
// dstBlkStride 0 is treated as 1 on A2/A3 only: the 950 page is silent, the sim reports it.
// GatherMask (the SDK's dav_3510 kernel_operator_vec_gather_mask_impl.h):
//   reduceMode false (Normal): gatherMaskParams.repeatTimes repeats of one full VL of src0 (block /
//     repeat strides in DataBlocks); the pattern covers the VL (user pattern: 256 / sizeof(T) bits at
//     src1Pattern + r * src1RepeatStride DataBlocks); mask is ignored;
//   reduceMode true (Counter, "配置方式一" on 950): each of repeatTimes repeats covers `mask` elements,
//     VL after VL (the k-th element of a repeat at DataBlock k / (32 / sizeof(T)) times src0BlockStride),
//     the user pattern consumed bit by bit from the repeat's start;
//   the selected elements of every repeat are appended to dst (StoreUnAlign), rsvdCnt is their total.
//   dst may coincide with src0 (gather.asc scenario 1 runs in place): dst either starts at src0 or
//   does not overlap it, and no repeat may read bytes an earlier repeat already wrote; the pattern
//   tensor may not overlap dst. The built-in patterns overwrite MASK (SetVectorMask in the impl: a
//   clobber) and take the 8 KB UB temporary (GatherMask.md, 约束说明), the user pattern does not.
//   After the call the mask mode is Normal (GatherMask.md: "接口内部执行结束后会设置为Normal模式").
// Timing (附录/Reg矢量计算接口理论性能汇总.md): Gather 表13 (b16 32, b32 16 elements per cycle: 4 cycles
// per VL), Gatherb 表1 GatherB (2 cycles per VL), GatherMask the Squeeze row of 表9 (5 cycles per VL);
// see sim/src/kernel/timing/timing.cpp.
// The spellings are thin adapters: the engines (checks, V-pipe declarations, the gather, written state)
// are engine/gather_engine.h's, which take UbOperand so that the C API reaches them too.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/basic_api/memory_vector/repeat_params.h"
#include "ascendc_sim/engine/gather_engine.h"
#include "ascendc_sim/basic_api/memory_vector/vector_mask_mode.h"
#include "ascendc_sim/basic_api/memory_vector/vector_repeat.h"

namespace AscendC {

struct GatherRepeatParams {
    __aicore__ GatherRepeatParams() {}
    __aicore__ GatherRepeatParams(const uint8_t dstBlkStrideIn, const uint8_t dstRepStrideIn)
        : dstRepStride(dstRepStrideIn), dstBlkStride(dstBlkStrideIn)
    {}
    uint32_t blockNumber = DEFAULT_BLK_NUM;
    uint16_t dstRepStride = DEFAULT_REPEAT_STRIDE;
    uint8_t dstBlkStride = DEFAULT_BLK_STRIDE;
    uint8_t src0BlkStride = DEFAULT_BLK_STRIDE;
    uint8_t src1BlkStride = DEFAULT_BLK_STRIDE;
    uint8_t src0RepStride = DEFAULT_REPEAT_STRIDE;
    uint8_t src1RepStride = DEFAULT_REPEAT_STRIDE;
    bool repeatStrideMode = false;
    bool strideSizeMode = false;
};

enum class GatherMaskMode : uint8_t { VERSION_V1 = 0, VERSION_V2 = 1 };
// The SDK's non-2201 default (kernel_struct_gather.h), both spellings.
const GatherMaskMode defaultGahterMaskMode = GatherMaskMode::VERSION_V1;
const GatherMaskMode defaultGatherMaskMode = GatherMaskMode::VERSION_V1;

struct GatherMaskParams {
    __aicore__ GatherMaskParams() {}
    __aicore__ GatherMaskParams(const uint8_t src0BlockStrideIn, const uint16_t repeatTimesIn,
                                const uint16_t src0RepeatStrideIn, const uint8_t src1RepeatStrideIn)
        : src0BlockStride(src0BlockStrideIn),
          repeatTimes(repeatTimesIn),
          src0RepeatStride(src0RepeatStrideIn),
          src1RepeatStride(src1RepeatStrideIn)
    {}
    uint8_t src0BlockStride = DEFAULT_BLK_STRIDE;
    uint16_t repeatTimes = 0;
    uint16_t src0RepeatStride = DEFAULT_REPEAT_STRIDE;
    uint8_t src1RepeatStride = DEFAULT_REPEAT_STRIDE;
};

using ascsim::kern::SrcLoc;

namespace detail {
inline GatherMaskStrides GatherMaskStridesOf(const GatherMaskParams& p)
{
    return GatherMaskStrides{p.src0BlockStride, p.repeatTimes, p.src0RepeatStride, p.src1RepeatStride};
}
} // namespace detail

// ---- Gather (离散与聚合/Gather.md) ---------------------------------------------------------------------
template <typename T>
__aicore__ inline void Gather(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                              const LocalTensor<uint32_t>& srcOffset, const uint32_t srcBaseAddr, const uint32_t count,
                              SrcLoc loc = SrcLoc::Here())
{
    static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8,
                  "Gather: T must be a 1, 2, 4 or 8-byte type on 950");
    detail::GatherCount<T>(loc, dst, src, srcOffset, srcBaseAddr, count);
}
template <typename T>
__aicore__ inline void Gather(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                              const LocalTensor<uint32_t>& srcOffset, const uint32_t srcBaseAddr, const uint64_t mask[],
                              const uint8_t repeatTime, const uint16_t dstRepStride, SrcLoc loc = SrcLoc::Here())
{
    detail::GatherRepeat<T>(loc, detail::GatherPlan<T>(mask, 0, repeatTime, loc), dst, src, srcOffset, srcBaseAddr,
                            dstRepStride);
}
template <typename T>
__aicore__ inline void Gather(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                              const LocalTensor<uint32_t>& srcOffset, const uint32_t srcBaseAddr, const uint64_t mask,
                              const uint8_t repeatTime, const uint16_t dstRepStride, SrcLoc loc = SrcLoc::Here())
{
    detail::GatherRepeat<T>(loc, detail::GatherPlan<T>(nullptr, mask, repeatTime, loc), dst, src, srcOffset,
                            srcBaseAddr, dstRepStride);
}

// ---- Gatherb (离散与聚合/Gatherb(ISASI).md) ---------------------------------------------------------------
template <typename T>
__aicore__ inline void Gatherb(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                               const LocalTensor<uint32_t>& offset, const uint8_t repeatTime,
                               const GatherRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8,
                  "Gatherb: T must be a 1, 2, 4 or 8-byte type on 950");
    detail::GatherbRun<T>(loc, dst, src, offset, repeatTime, repeatParams.dstBlkStride, repeatParams.dstRepStride);
}

// ---- GatherMask (比较与选择/GatherMask.md) ----------------------------------------------------------------
template <typename T, typename U, GatherMaskMode mode = defaultGatherMaskMode>
__aicore__ inline void GatherMask(const LocalTensor<T>& dst, const LocalTensor<T>& src0,
                                  const LocalTensor<U>& src1Pattern, const bool reduceMode, const uint32_t mask,
                                  const GatherMaskParams& gatherMaskParams, uint64_t& rsvdCnt,
                                  SrcLoc loc = SrcLoc::Here())
{
    static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "GatherMask: T must be an 8/16/32-bit type");
    static_assert(
        std::is_same_v<
            U, std::conditional_t<sizeof(T) == 1, uint8_t, std::conditional_t<sizeof(T) == 2, uint16_t, uint32_t>>>,
        "GatherMask: the pattern type is uint8_t / uint16_t / uint32_t for 8 / 16 / 32-bit T (GatherMask.md)");
    detail::GatherMaskRun<T, U>(loc, dst, src0, &src1Pattern, 0, reduceMode, mask,
                                detail::GatherMaskStridesOf(gatherMaskParams), rsvdCnt);
}
template <typename T, GatherMaskMode mode = defaultGatherMaskMode>
__aicore__ inline void GatherMask(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const uint8_t src1Pattern,
                                  const bool reduceMode, const uint32_t mask, const GatherMaskParams& gatherMaskParams,
                                  uint64_t& rsvdCnt, SrcLoc loc = SrcLoc::Here())
{
    static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "GatherMask: T must be an 8/16/32-bit type");
    detail::GatherMaskRun<T, uint8_t>(loc, dst, src0, nullptr, src1Pattern, reduceMode, mask,
                                      detail::GatherMaskStridesOf(gatherMaskParams), rsvdCnt);
}

} // namespace AscendC
