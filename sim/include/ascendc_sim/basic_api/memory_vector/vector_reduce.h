// Memory vector API, reductions for Ascend 950 (docs/zh/api/SIMD-API/基础API/Memory矢量计算/归约计算/,
// 归约计算辅助配置接口/):
//   ReduceRepeat<type, T, U, isSetMask>     ReduceRepeat.md    one result per repeat (SUM, or MAX/MIN with
//                                                              the index inside the repeat, by ReduceOrder)
//   ReduceDataBlock<type, T, U, isSetMask>  ReduceDataBlock.md one result per DataBlock (8 per repeat)
//   ReducePairElem<SUM, T, U, isSetMask>    ReducePairElem.md  the sums of adjacent (even, odd) pairs
//   ReduceSum / ReduceMax / ReduceMin       ReduceSum.md, ReduceMax.md, ReduceMin.md: one result over
//                                           everything (count form and mask forms, sharedTmpBuffer)
//   GetReduceRepeatSumSpr<T>                GetReduceRepeatSumSpr(ISASI).md: the count-form ReduceSum result
//   GetReduceRepeatMaxMinSpr, GetReduceMaxMinCount  GetReduceRepeatMaxMinSpr(ISASI).md: not on 950 (compile error)
// with ReduceType (SDK impl/utils/common_types.h), ReduceOrder and ReduceMode (kernel_utils_mode.h).
//
// Arithmetic (附录/Reg矢量计算接口精度标准汇总.md, 归约计算: "0ulp, 采用二叉树结构的成对累加策略";
// ReduceDataBlock.md 关键特性说明): sums add adjacent lanes pairwise, level by level, over the whole VL
// (masked-off lanes are 0, the Reg ops' ZEROING), each addition rounded to the accumulator type (half
// additions also saturate as CTRL selects, saturation.h; int16 / uint16 sources accumulate in int32 /
// uint32). MAX / MIN pick the first lane holding the extreme value ("如果存在多个最值，该指令会将最小
// 索引写入目的操作数").
// Layouts (the SDK's dav_3510 kernel_operator_vec_reduce_impl.h):
//   ReduceRepeat: repeat r's result at dst + r * oneRepOffset * dstRepStride (T elements); oneRepOffset =
//     1 for SUM, 2 for ORDER_VALUE_INDEX / ORDER_INDEX_VALUE, 1 for ORDER_ONLY_VALUE, and for
//     ORDER_ONLY_INDEX 1 (32-bit T) or 2 (16-bit T, the index as uint32_t: ReduceRepeat.md). The index
//     is the lane within the repeat, stored as an integer of T's width (uint16_t / uint32_t bits).
//   ReduceDataBlock: 8 results per repeat at dst + r * 8 * dstRepStride; a DataBlock with no enabled
//     lane gives 0 / -inf / +inf (the 950 note of ReduceDataBlock.md).
//   ReducePairElem: 256 / sizeof(T) / 2 results per repeat at dst + r * that * dstRepStride; a pair with
//     both lanes masked off gives 0 (the 950 note of ReducePairElem.md).
//   dstRepStride 0: only the last repeat is computed, into the first slot (the impl's shortcut).
//   ReduceSum / ReduceMax / ReduceMin: dst[0] = the value; ReduceMax/Min with calIndex: dst[1] = the index
//     (uint16_t bits for 16-bit T, uint32_t for 32-bit T, uint32_t + 4 zero bytes for 64-bit T). The count
//     form reduces src[0, count); the mask forms repeat r's enabled lanes of the VL at
//     src + r * srcRepStride DataBlocks. Index: count form and Counter mode r * VL + lane; Normal mask
//     forms r * srcRepStride * (32 / sizeof(T)) + lane, i.e. the element's offset in src (the impl steps
//     the index by the repeat stride; the pages define the index only for contiguous data).
//   ReduceSum order (ReduceSum.md 关键特性说明 and the dav_3510 impl): Counter mode / count form with
//     256..1024 bytes adds the VLs element-wise first (方式三), otherwise a tree per VL then a tree over the
//     VL results (方式二), three levels past VL * VL elements; the intermediate results go to
//     sharedTmpBuffer, which then has to hold them (ReduceSum.md's size formula; memcheck otherwise) and
//     is written. ReduceMax / ReduceMin do not use it on 950 ("无需使用sharedTmpBuffer").
// Sanitizer: src (and ReducePairElem's dst, ReduceSum's sharedTmpBuffer) 32-byte aligned, dst aligned to
// its per-repeat slot (ReduceRepeat.md 表3, ReduceDataBlock.md: half 16, float 32 bytes); repeatTime,
// mask 0 (Normal mode, no lane enabled) and count 0 are not guaranteed to be no-ops on 950; no repeat may
// read what an earlier repeat wrote (in place is allowed otherwise: reduce.asc reduces a result again);
// the mask/repeat forms take the 8 KB UB temporary; GetReduceRepeatSumSpr before any count-form
// ReduceSum<T> of the launch, or without the V -> S order after it, is a memcheck / synccheck finding.
// Timing: one VF each at the simple rate (附录/Reg矢量计算接口理论性能汇总.md 表11: Reduce, ReduceDataBlock,
// PairReduceElem one VL per cycle).
// The spellings are thin adapters: the engines (operand checks, V-pipe declarations, arithmetic, written
// state) are engine/reduce_engine.h's, which take UbOperand so that the C API reaches them too.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/engine/reduce_engine.h"
#include "ascendc_sim/basic_api/memory_vector/vector_mask_mode.h"
#include "ascendc_sim/basic_api/memory_vector/vector_repeat.h"
#include "ascendc_sim/numerics/numerics.h"

namespace AscendC {

using ascsim::kern::SrcLoc;

namespace detail {

template <ReduceType type, typename T, typename U>
inline constexpr bool kReduceRepeatTypes =
    type == ReduceType::SUM ?
        ((std::is_same_v<T, int32_t> && (std::is_same_v<U, int16_t> || std::is_same_v<U, int32_t>)) ||
         (std::is_same_v<T, uint32_t> && (std::is_same_v<U, uint16_t> || std::is_same_v<U, uint32_t>)) ||
         (std::is_same_v<T, half> && std::is_same_v<U, half>) ||
         (std::is_same_v<T, float> && std::is_same_v<U, float>)) :
        (std::is_same_v<T, U> &&
         (std::is_same_v<T, int16_t> || std::is_same_v<T, uint16_t> || std::is_same_v<T, half> ||
          std::is_same_v<T, int32_t> || std::is_same_v<T, uint32_t> || std::is_same_v<T, float>));
template <typename T, typename U>
inline constexpr bool kHalfOrFloatSame = std::is_same_v<T, U> && (std::is_same_v<T, half> || std::is_same_v<T, float>);
} // namespace detail

// ---- ReduceRepeat (归约计算/ReduceRepeat.md) ----------------------------------------------------------------
template <ReduceType reduceType, typename T, typename U, bool isSetMask = true>
__aicore__ inline void ReduceRepeat(const LocalTensor<T>& dst, const LocalTensor<U>& src, const int32_t mask,
                                    const int32_t repeatTime, const int32_t dstRepStride, const int32_t srcBlkStride,
                                    const int32_t srcRepStride, ReduceOrder order = ReduceOrder::ORDER_VALUE_INDEX,
                                    SrcLoc loc = SrcLoc::Here())
{
    static_assert(reduceType == ReduceType::SUM || reduceType == ReduceType::MAX || reduceType == ReduceType::MIN,
                  "ReduceRepeat: reduceType must be SUM, MAX or MIN");
    static_assert(detail::kReduceRepeatTypes<reduceType, T, U>,
                  "ReduceRepeat: unsupported (dst T, src U) types on 950 (ReduceRepeat.md, 数据类型)");
    detail::RepeatReduceRepeat<reduceType, T, U>(
        ascsim::ops::ReduceRepeat::kName, loc,
        detail::PlanMask<U, isSetMask>(nullptr, static_cast<uint64_t>(static_cast<uint32_t>(mask)),
                                       static_cast<uint64_t>(repeatTime < 0 ? 0 : repeatTime),
                                       ascsim::ops::ReduceRepeat::kName, loc),
        dst, src, dstRepStride, srcBlkStride, srcRepStride, order);
}
template <ReduceType reduceType, typename T, typename U, bool isSetMask = true>
__aicore__ inline void ReduceRepeat(const LocalTensor<T>& dst, const LocalTensor<U>& src, const uint64_t mask[],
                                    const int32_t repeatTime, const int32_t dstRepStride, const int32_t srcBlkStride,
                                    const int32_t srcRepStride, ReduceOrder order = ReduceOrder::ORDER_VALUE_INDEX,
                                    SrcLoc loc = SrcLoc::Here())
{
    static_assert(reduceType == ReduceType::SUM || reduceType == ReduceType::MAX || reduceType == ReduceType::MIN,
                  "ReduceRepeat: reduceType must be SUM, MAX or MIN");
    static_assert(detail::kReduceRepeatTypes<reduceType, T, U>,
                  "ReduceRepeat: unsupported (dst T, src U) types on 950 (ReduceRepeat.md, 数据类型)");
    detail::RepeatReduceRepeat<reduceType, T, U>(
        ascsim::ops::ReduceRepeat::kName, loc,
        detail::PlanMask<U, isSetMask>(mask, 0, static_cast<uint64_t>(repeatTime < 0 ? 0 : repeatTime),
                                       ascsim::ops::ReduceRepeat::kName, loc),
        dst, src, dstRepStride, srcBlkStride, srcRepStride, order);
}

// ---- ReduceDataBlock (归约计算/ReduceDataBlock.md) ------------------------------------------------------------
template <ReduceType reduceType, typename T, typename U, bool isSetMask = true>
__aicore__ inline void ReduceDataBlock(const LocalTensor<T>& dst, const LocalTensor<U>& src, const int32_t mask,
                                       const int32_t repeatTime, const int32_t dstRepStride, const int32_t srcBlkStride,
                                       const int32_t srcRepStride, SrcLoc loc = SrcLoc::Here())
{
    static_assert(reduceType == ReduceType::SUM || reduceType == ReduceType::MAX || reduceType == ReduceType::MIN,
                  "ReduceDataBlock: reduceType must be SUM, MAX or MIN");
    static_assert(detail::kHalfOrFloatSame<T, U>, "ReduceDataBlock: T and U must be the same, half or float");
    detail::RepeatReduceDataBlock<reduceType, T>(
        loc,
        detail::PlanMask<U, isSetMask>(nullptr, static_cast<uint64_t>(static_cast<uint32_t>(mask)),
                                       static_cast<uint64_t>(repeatTime < 0 ? 0 : repeatTime),
                                       ascsim::ops::ReduceDataBlock::kName, loc),
        dst, src, dstRepStride, srcBlkStride, srcRepStride);
}
template <ReduceType reduceType, typename T, typename U, bool isSetMask = true>
__aicore__ inline void ReduceDataBlock(const LocalTensor<T>& dst, const LocalTensor<U>& src, const uint64_t mask[],
                                       const int32_t repeatTime, const int32_t dstRepStride, const int32_t srcBlkStride,
                                       const int32_t srcRepStride, SrcLoc loc = SrcLoc::Here())
{
    static_assert(reduceType == ReduceType::SUM || reduceType == ReduceType::MAX || reduceType == ReduceType::MIN,
                  "ReduceDataBlock: reduceType must be SUM, MAX or MIN");
    static_assert(detail::kHalfOrFloatSame<T, U>, "ReduceDataBlock: T and U must be the same, half or float");
    detail::RepeatReduceDataBlock<reduceType, T>(
        loc,
        detail::PlanMask<U, isSetMask>(mask, 0, static_cast<uint64_t>(repeatTime < 0 ? 0 : repeatTime),
                                       ascsim::ops::ReduceDataBlock::kName, loc),
        dst, src, dstRepStride, srcBlkStride, srcRepStride);
}

// ---- ReducePairElem (归约计算/ReducePairElem.md) ---------------------------------------------------------------
template <ReduceType reduceType, typename T, typename U, bool isSetMask = true>
__aicore__ inline void ReducePairElem(const LocalTensor<T>& dst, const LocalTensor<U>& src, const int32_t mask,
                                      const int32_t repeatTime, const int32_t dstRepStride, const int32_t srcBlkStride,
                                      const int32_t srcRepStride, SrcLoc loc = SrcLoc::Here())
{
    static_assert(reduceType == ReduceType::SUM, "ReducePairElem: only ReduceType::SUM is supported");
    static_assert(detail::kHalfOrFloatSame<T, U>, "ReducePairElem: T and U must be the same, half or float");
    detail::RepeatReducePairElem<T>(
        loc,
        detail::PlanMask<U, isSetMask>(nullptr, static_cast<uint64_t>(static_cast<uint32_t>(mask)),
                                       static_cast<uint64_t>(repeatTime < 0 ? 0 : repeatTime),
                                       ascsim::ops::ReducePairElem::kName, loc),
        dst, src, dstRepStride, srcBlkStride, srcRepStride);
}
template <ReduceType reduceType, typename T, typename U, bool isSetMask = true>
__aicore__ inline void ReducePairElem(const LocalTensor<T>& dst, const LocalTensor<U>& src, const uint64_t mask[],
                                      const int32_t repeatTime, const int32_t dstRepStride, const int32_t srcBlkStride,
                                      const int32_t srcRepStride, SrcLoc loc = SrcLoc::Here())
{
    static_assert(reduceType == ReduceType::SUM, "ReducePairElem: only ReduceType::SUM is supported");
    static_assert(detail::kHalfOrFloatSame<T, U>, "ReducePairElem: T and U must be the same, half or float");
    detail::RepeatReducePairElem<T>(
        loc,
        detail::PlanMask<U, isSetMask>(mask, 0, static_cast<uint64_t>(repeatTime < 0 ? 0 : repeatTime),
                                       ascsim::ops::ReducePairElem::kName, loc),
        dst, src, dstRepStride, srcBlkStride, srcRepStride);
}

// ---- ReduceSum / ReduceMax / ReduceMin (归约计算/ReduceSum.md, ReduceMax.md, ReduceMin.md) ---------------------
namespace detail {
template <typename T>
inline constexpr bool kReduceSumTypes = std::is_same_v<T, half> || std::is_same_v<T, float> ||
                                        std::is_same_v<T, int32_t> || std::is_same_v<T, uint32_t>;
template <typename T>
inline constexpr bool kReduceMaxMinTypes = std::is_same_v<T, int16_t> || std::is_same_v<T, uint16_t> ||
                                           std::is_same_v<T, half> || std::is_same_v<T, int32_t> ||
                                           std::is_same_v<T, uint32_t> || std::is_same_v<T, float>;
} // namespace detail

// Count forms ("tensor前n个数据计算").
template <typename T, bool isSetMask = true>
__aicore__ inline void ReduceSum(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                                 const LocalTensor<T>& sharedTmpBuffer, const int32_t count,
                                 SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kReduceSumTypes<T> || std::is_same_v<T, int64_t> || std::is_same_v<T, uint64_t>,
                  "ReduceSum: T must be half, float, int32_t, uint32_t, int64_t or uint64_t on 950");
    detail::CountSum<T>(loc, dst, src, sharedTmpBuffer, sharedTmpBuffer.GetSize(), count);
}
template <typename T>
__aicore__ inline void ReduceMax(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                                 const LocalTensor<T>& sharedTmpBuffer, const int32_t count, bool calIndex = 0,
                                 SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kReduceMaxMinTypes<T> || std::is_same_v<T, int64_t> || std::is_same_v<T, uint64_t>,
                  "ReduceMax: unsupported type on 950");
    (void)sharedTmpBuffer; // not used on 950 (ReduceMax.md)
    detail::CountMaxMin<T>(ascsim::ops::ReduceMax::kName, loc, true, dst, src, count, calIndex);
}
template <typename T>
__aicore__ inline void ReduceMin(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                                 const LocalTensor<T>& sharedTmpBuffer, const int32_t count, bool calIndex = 0,
                                 SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kReduceMaxMinTypes<T> || std::is_same_v<T, int64_t> || std::is_same_v<T, uint64_t>,
                  "ReduceMin: unsupported type on 950");
    (void)sharedTmpBuffer;
    detail::CountMaxMin<T>(ascsim::ops::ReduceMin::kName, loc, false, dst, src, count, calIndex);
}

// Mask forms ("tensor高维切分计算"); repeatTime may exceed 255 here (the pages: up to int32_t).
template <typename T>
__aicore__ inline void ReduceSum(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                                 const LocalTensor<T>& sharedTmpBuffer, const int32_t mask, const int32_t repeatTime,
                                 const int32_t srcRepStride, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kReduceSumTypes<T>, "ReduceSum: the mask forms take half, float, int32_t, uint32_t on 950");
    detail::WholeMaskForm<T>(ascsim::ops::ReduceSum::kName, loc, 0, dst, src, sharedTmpBuffer,
                             sharedTmpBuffer.GetSize(), nullptr, static_cast<uint64_t>(static_cast<uint32_t>(mask)),
                             repeatTime, srcRepStride, false);
}
template <typename T>
__aicore__ inline void ReduceSum(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                                 const LocalTensor<T>& sharedTmpBuffer, const uint64_t mask[], const int32_t repeatTime,
                                 const int32_t srcRepStride, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kReduceSumTypes<T>, "ReduceSum: the mask forms take half, float, int32_t, uint32_t on 950");
    detail::WholeMaskForm<T>(ascsim::ops::ReduceSum::kName, loc, 0, dst, src, sharedTmpBuffer,
                             sharedTmpBuffer.GetSize(), mask, 0, repeatTime, srcRepStride, false);
}
template <typename T>
__aicore__ inline void ReduceMax(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                                 const LocalTensor<T>& sharedTmpBuffer, const int32_t mask, const int32_t repeatTime,
                                 const int32_t srcRepStride, bool calIndex = 0, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kReduceMaxMinTypes<T>, "ReduceMax: the mask forms take 16/32-bit types on 950");
    detail::WholeMaskForm<T>(ascsim::ops::ReduceMax::kName, loc, 1, dst, src, sharedTmpBuffer,
                             sharedTmpBuffer.GetSize(), nullptr, static_cast<uint64_t>(static_cast<uint32_t>(mask)),
                             repeatTime, srcRepStride, calIndex);
}
template <typename T>
__aicore__ inline void ReduceMax(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                                 const LocalTensor<T>& sharedTmpBuffer, const uint64_t mask[], const int32_t repeatTime,
                                 const int32_t srcRepStride, bool calIndex = 0, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kReduceMaxMinTypes<T>, "ReduceMax: the mask forms take 16/32-bit types on 950");
    detail::WholeMaskForm<T>(ascsim::ops::ReduceMax::kName, loc, 1, dst, src, sharedTmpBuffer,
                             sharedTmpBuffer.GetSize(), mask, 0, repeatTime, srcRepStride, calIndex);
}
template <typename T>
__aicore__ inline void ReduceMin(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                                 const LocalTensor<T>& sharedTmpBuffer, const int32_t mask, const int32_t repeatTime,
                                 const int32_t srcRepStride, bool calIndex = 0, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kReduceMaxMinTypes<T>, "ReduceMin: the mask forms take 16/32-bit types on 950");
    detail::WholeMaskForm<T>(ascsim::ops::ReduceMin::kName, loc, 2, dst, src, sharedTmpBuffer,
                             sharedTmpBuffer.GetSize(), nullptr, static_cast<uint64_t>(static_cast<uint32_t>(mask)),
                             repeatTime, srcRepStride, calIndex);
}
template <typename T>
__aicore__ inline void ReduceMin(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                                 const LocalTensor<T>& sharedTmpBuffer, const uint64_t mask[], const int32_t repeatTime,
                                 const int32_t srcRepStride, bool calIndex = 0, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kReduceMaxMinTypes<T>, "ReduceMin: the mask forms take 16/32-bit types on 950");
    detail::WholeMaskForm<T>(ascsim::ops::ReduceMin::kName, loc, 2, dst, src, sharedTmpBuffer,
                             sharedTmpBuffer.GetSize(), mask, 0, repeatTime, srcRepStride, calIndex);
}

// ---- GetReduceRepeatSumSpr / GetAccVal (归约计算辅助配置接口/GetReduceRepeatSumSpr(ISASI).md) ------------------
// The result of the last count-form ReduceSum<T> (half, float), read by the scalar unit: it must be
// ordered after that V instruction (a V_S flag), as any scalar read of what V produced.
template <typename T>
__aicore__ inline T GetReduceRepeatSumSpr(SrcLoc loc = SrcLoc::Here())
{
    using namespace ascsim::kern;
    static_assert(std::is_same_v<T, half> || std::is_same_v<T, float>,
                  "GetReduceRepeatSumSpr: T must be half or float");
    const char* api = "GetReduceRepeatSumSpr";
    (void)Issue(Pipe::S, loc);
    const VecSpr& r = CurrentVecSpr();
    const bool set = std::is_same_v<T, half> ? r.accHalfSet : r.accFloatSet;
    const uint64_t seq = std::is_same_v<T, half> ? r.accHalfSeq : r.accFloatSeq;
    if (SanitizerEnabled()) {
        if (!set) {
            // rule memcheck.reduce-spr-unset: GetReduceRepeatSumSpr with no count-form ReduceSum before it
            //   doc: B/Memory矢量计算/归约计算辅助配置接口/GetReduceRepeatSumSpr(ISASI).md (约束说明)
            Fail(Check::kMemcheck, api,
                 std::string("no count-form ReduceSum<") + (std::is_same_v<T, half> ? "half" : "float") +
                     "> has run in this launch: the value is undefined (GetReduceRepeatSumSpr(ISASI).md, 约束说明)",
                 loc);
        }
        if (!ScalarObservesAuto(Pipe::V, seq)) { // the V -> S wait bisheng inserts with auto-sync on
            // rule synccheck.spr-read-order: a scalar read of a V-written SPR (the ReduceSum or MrgSort result)
            //     with no V -> S order after the writer
            //   doc: B/同步控制/核内同步/关键特性说明.md (开启cce-auto-sync编译选项自动同步（毕昇编译器自动插入）)
            //   exempt: with auto-sync on, bisheng's V -> S wait (GetReduceRepeatSumSpr and GetMrgSortResult are in
            //       the page's PIPE_S set)
            Fail(Check::kSynccheck, api,
                 "reads the ReduceSum result (written by V) without a V -> S order after it (SetFlag/WaitFlag<V_S>)",
                 loc);
        }
    }
    if constexpr (std::is_same_v<T, half>) {
        return half::FromBits(r.accHalfBits);
    } else {
        return r.accFloat;
    }
}
// GetAccVal: the older name (reduce_intf.h: "GetAccVal has been updated, please use GetReduceRepeatSumSpr").
template <typename T>
__aicore__ inline T GetAccVal(SrcLoc loc = SrcLoc::Here())
{
    return GetReduceRepeatSumSpr<T>(loc);
}

// GetReduceRepeatMaxMinSpr (and the older GetReduceMaxMinCount): A2/A3 / AI Core only; the dav_3510 impl
// asserts "not supported on current device". On 950 a call does not compile.
namespace detail {
template <typename T>
inline constexpr bool kMaxMinSprOn950 = false;
}
template <typename T>
__aicore__ inline void GetReduceRepeatMaxMinSpr(T& maxMinValue, T& maxMinIndex)
{
    static_assert(detail::kMaxMinSprOn950<T>, "GetReduceRepeatMaxMinSpr is not supported on Ascend 950");
    (void)maxMinValue;
    (void)maxMinIndex;
}
template <typename T>
__aicore__ inline void GetReduceRepeatMaxMinSpr(T& maxMinValue)
{
    static_assert(detail::kMaxMinSprOn950<T>, "GetReduceRepeatMaxMinSpr is not supported on Ascend 950");
    (void)maxMinValue;
}
// GetReduceMaxMinCount: the older name (kernel_operator_vec_reduce_intf.h:192-198, "has been updated, please
// use GetReduceRepeatMaxMinSpr instead"; 附录/接口变更说明.md): not on 950 either.
template <typename T>
__aicore__ inline void GetReduceMaxMinCount(T& maxMinValue, T& maxMinIndex)
{
    static_assert(detail::kMaxMinSprOn950<T>, "GetReduceMaxMinCount is not supported on Ascend 950");
    (void)maxMinValue;
    (void)maxMinIndex;
}
template <typename T>
__aicore__ inline void GetReduceMaxMinCount(T& maxMinValue)
{
    static_assert(detail::kMaxMinSprOn950<T>, "GetReduceMaxMinCount is not supported on Ascend 950");
    (void)maxMinValue;
}

} // namespace AscendC
