// Memory vector API, the compound instructions on a difference, for Ascend 950:
//   SubRelu      (docs/zh/api/SIMD-API/基础API/Memory矢量计算/复合计算/SubRelu.md)   dst = max(src0 - src1, 0)
//   AbsSub       (复合计算/AbsSub(ISASI).md)                                        dst = |src0 - src1|
//   ExpSub       (复合计算/ExpSub(ISASI).md)                                        dst = e^(src0 - src1), float
//   FusedAbsSub, FusedExpSub  the SDK's older names of AbsSub, ExpSub ("has been updated, please use ...
//                instead", the same impl), issued as AbsSub, ExpSub
// declared for arch 3510 in kernel_operator_vec_binary_intf.h:703-718 (SubRelu: count form and mask[] /
// mask forms), 762-771 (AbsSub, FusedAbsSub), 783-792 (ExpSub<T, U>, FusedExpSub<T, U>; count form only).
// Lanes: their op-table rows (engine/ops/compound.h; numerics/more_arith.h).
// Types on 950: SubRelu int16_t, half, float (+ int64_t, uint64_t count form only); AbsSub half, float;
// ExpSub dst float with half or float sources. ExpSub.md says "T和U支持的数据类型为：half、float"; the SDK's
// impl static_asserts (T, U) in {(float, half), (float, float)} and the Reg page's 表3 has float dst
// only: the sim takes the SDK's pairs.
// Timing: one VF; SubRelu and AbsSub at the simple rate, ExpSub at Exp's (理论性能汇总 表8, 16 per cycle).
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/basic_api/memory_vector/repeat_params.h"
#include "ascendc_sim/basic_api/memory_vector/vector_api.h"
#include "ascendc_sim/basic_api/memory_vector/vector_mask_mode.h"
#include "ascendc_sim/basic_api/memory_vector/vector_repeat.h"
#include "ascendc_sim/engine/ops/compound.h"
#include "ascendc_sim/engine/vector_count_engine.h"

namespace AscendC {

namespace detail {

template <typename T>
inline constexpr bool kSubReluCount = std::is_same_v<T, int16_t> || std::is_same_v<T, half> ||
                                      std::is_same_v<T, float> || std::is_same_v<T, int64_t> ||
                                      std::is_same_v<T, uint64_t>;
template <typename T>
inline constexpr bool kSubReluRep = std::is_same_v<T, int16_t> || std::is_same_v<T, half> || std::is_same_v<T, float>;
template <typename T>
inline constexpr bool kAbsSubType = std::is_same_v<T, half> || std::is_same_v<T, float>;
template <typename T, typename U>
inline constexpr bool kExpSubPair = std::is_same_v<T, float> && (std::is_same_v<U, half> || std::is_same_v<U, float>);

} // namespace detail

// ---- SubRelu (复合计算/SubRelu.md) -------------------------------------------------------------------
template <typename T>
__aicore__ inline void SubRelu(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,
                               const int32_t& count, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kSubReluCount<T>, "SubRelu: T must be int16_t, half, float, int64_t or uint64_t on 950");
    detail::CountBinary<ascsim::ops::SubRelu>(loc, dst, src0, src1, count);
}
template <typename T, bool isSetMask = true>
__aicore__ inline void SubRelu(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,
                               uint64_t mask[], const uint8_t repeatTime, const BinaryRepeatParams& repeatParams,
                               SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kSubReluRep<T>, "SubRelu: the mask forms take int16_t, half, float on 950");
    using Row = ascsim::ops::SubRelu;
    detail::RepBinary(Row::kName, loc, detail::PlanMask<T, isSetMask>(mask, 0, repeatTime, Row::kName, loc), dst, src0,
                      src1, repeatParams, false, [](T a, T b) { return Row::Lane<T>(a, b); });
}
template <typename T, bool isSetMask = true>
__aicore__ inline void SubRelu(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,
                               uint64_t mask, const uint8_t repeatTime, const BinaryRepeatParams& repeatParams,
                               SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kSubReluRep<T>, "SubRelu: the mask forms take int16_t, half, float on 950");
    using Row = ascsim::ops::SubRelu;
    detail::RepBinary(Row::kName, loc, detail::PlanMask<T, isSetMask>(nullptr, mask, repeatTime, Row::kName, loc), dst,
                      src0, src1, repeatParams, false, [](T a, T b) { return Row::Lane<T>(a, b); });
}

// ---- AbsSub, FusedAbsSub (复合计算/AbsSub(ISASI).md) -------------------------------------------------
template <typename T>
__aicore__ inline void AbsSub(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,
                              const uint32_t count, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kAbsSubType<T>, "AbsSub: T must be half or float on 950 (AbsSub(ISASI).md)");
    detail::CountBinary<ascsim::ops::AbsSub>(loc, dst, src0, src1, count);
}
template <typename T>
__aicore__ inline void FusedAbsSub(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,
                                   const uint32_t count, SrcLoc loc = SrcLoc::Here())
{
    AbsSub<T>(dst, src0, src1, count, loc);
}

// ---- ExpSub, FusedExpSub (复合计算/ExpSub(ISASI).md) -------------------------------------------------
template <typename T, typename U>
__aicore__ inline void ExpSub(const LocalTensor<T>& dst, const LocalTensor<U>& src0, const LocalTensor<U>& src1,
                              const uint32_t count, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kExpSubPair<T, U>, "ExpSub: dst float with half or float sources on 950");
    using Row = ascsim::ops::ExpSub;
    detail::VecBinaryTo(Row::kName, loc, dst, src0, src1, count, [](U a, U b) { return Row::Lane<U>(a, b); });
}
template <typename T, typename U>
__aicore__ inline void FusedExpSub(const LocalTensor<T>& dst, const LocalTensor<U>& src0, const LocalTensor<U>& src1,
                                   const uint32_t count, SrcLoc loc = SrcLoc::Here())
{
    ExpSub<T, U>(dst, src0, src1, count, loc);
}

} // namespace AscendC
