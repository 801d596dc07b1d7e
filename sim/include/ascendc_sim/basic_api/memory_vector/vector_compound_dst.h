// Memory vector API, the compound instructions that read their destination, for Ascend 950
// (docs/zh/api/SIMD-API/基础API/Memory矢量计算/复合计算/):
//   MulAddDst (MulAddDst.md)       dst = src0 * src1 + dst
//   FusedMulAdd (FusedMulAdd.md)   dst = src0 * dst + src1
//   MulAddRelu (MulAddRelu.md)     dst = max(src0 * dst + src1, 0)
//   FusedMulAddRelu                MulAddRelu's older name (kernel_operator_vec_binary_intf.h:654, "has been
//                                  updated, please use MulAddRelu instead"; the same impl), issued as MulAddRelu
// each with its count form and its mask[] / mask forms, declared for arch 3510 in
// kernel_operator_vec_binary_intf.h:247-269 (MulAddDst), 595-619 (FusedMulAdd), 639-684 (MulAddRelu,
// FusedMulAddRelu). Lanes: their op-table rows (engine/ops/compound.h; one rounding, as the SDK's
// dav_3510 impl runs Reg MulAddDst / FusedMulDstAdd; (u)int64 modulo 2^64).
// Types on 950 (each page's 数据类型): MulAddDst (src, dst) = (half, half), (float, float), (half, float)
// (+ (u)int64 count form only); FusedMulAdd half, bfloat16_t, float (+ (u)int64 count form only);
// MulAddRelu half, float (+ (u)int64 count form only).
// MulAddDst with half sources and a float dst: the exact widening, then the float instruction; the mask
// forms follow the float layout (64 elements per repeat, MulAddDst.md 约束说明; the sources' elements
// at Cast's mixed-width positions, engine/vector_repeat_cast.h), and sources and destination may not
// overlap at all (约束说明: "不支持地址重叠").
// The mask forms take the 8 KB UB temporary (each page's 约束说明). MulAddDst.md's bank-conflict note
// (half the rate when dst, src0, src1 lie apart) is not modelled: one VF at the simple rate.
#pragma once

#include <array>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "ascendc_sim/basic_api/memory_vector/repeat_params.h"
#include "ascendc_sim/basic_api/memory_vector/vector_api.h"
#include "ascendc_sim/basic_api/memory_vector/vector_mask_mode.h"
#include "ascendc_sim/basic_api/memory_vector/vector_repeat.h"
#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/engine/ops/compound.h"
#include "ascendc_sim/engine/vector_count_engine.h"
#include "ascendc_sim/engine/vector_repeat_cast.h"
#include "ascendc_sim/engine/vector_repeat_engine.h"

namespace AscendC {

namespace detail {

template <typename T, typename U>
inline constexpr bool kMulAddDstRep = (std::is_same_v<T, U> && (std::is_same_v<T, half> || std::is_same_v<T, float>)) ||
                                      (std::is_same_v<T, float> && std::is_same_v<U, half>);
template <typename T, typename U>
inline constexpr bool kMulAddDstCount = kMulAddDstRep<T, U> || (std::is_same_v<T, U> && (std::is_same_v<T, int64_t> ||
                                                                                         std::is_same_v<T, uint64_t>));
template <typename T>
inline constexpr bool kFusedMulAddRep = std::is_same_v<T, half> || std::is_same_v<T, float> ||
                                        std::is_same_v<T, bfloat16_t>;
template <typename T>
inline constexpr bool kFusedMulAddCount = kFusedMulAddRep<T> || std::is_same_v<T, int64_t> ||
                                          std::is_same_v<T, uint64_t>;
template <typename T>
inline constexpr bool kMulAddReluRep = std::is_same_v<T, half> || std::is_same_v<T, float>;
template <typename T>
inline constexpr bool kMulAddReluCount = kMulAddReluRep<T> || std::is_same_v<T, int64_t> || std::is_same_v<T, uint64_t>;

// MulAddDst's lane for (dst T, sources U): half sources widen exactly to float first.
template <typename T, typename U>
inline T MulAddDstLane(T d, U a, U b)
{
    using Row = ascsim::ops::MulAddDst;
    if constexpr (std::is_same_v<T, U>) {
        return Row::Lane<T>(d, a, b);
    } else {
        return Row::Lane<T>(d, static_cast<T>(a), static_cast<T>(b));
    }
}

// Mask forms of a same-type dst-reading row: dst is the third source, addressed with dst's strides.
// f(d, a, b) -> the new dst.
template <typename T, typename F>
inline void RepUpdate(const char* api, ascsim::kern::SrcLoc loc, const RepPlan& plan, const LocalTensor<T>& dst,
                      const LocalTensor<T>& src0, const LocalTensor<T>& src1, const BinaryRepeatParams& p, F&& f)
{
    const bool sat = ascsim::kern::SaturatesNow<T>();
    const RepStrides dS{p.dstBlkStride, p.dstRepStride};
    VecRepeat<T, 3>(api, loc, plan, dst, dS, {&src0, &src1, &dst},
                    {RepStrides{p.src0BlkStride, p.src0RepStride}, RepStrides{p.src1BlkStride, p.src1RepStride}, dS},
                    RepOptions{}, [&f, sat](const std::array<T, 3>& v, uint64_t, uint64_t) {
                        return ascsim::kern::SaturateIf(f(v[2], v[0], v[1]), sat);
                    });
}

// Mask forms of MulAddDst with half sources and a float dst: the plan read for float (64 lanes), each
// operand's element k of repeat r where Cast's mixed layout puts it (CastElemOffset).
template <typename D, typename S>
inline void RepMixedMulAddDst(ascsim::kern::SrcLoc loc, const RepPlan& plan, const LocalTensor<D>& dst,
                              const LocalTensor<S>& src0, const LocalTensor<S>& src1, const BinaryRepeatParams& p)
{
    using namespace ascsim::kern;
    const char* api = ascsim::ops::MulAddDst::kName;
    const uint64_t seq = IssueVector(api, plan.repeats * (256 / sizeof(D)), sizeof(D), 3, loc);
    const bool san = SanitizerEnabled();
    const uint64_t repeats = plan.repeats;
    ClaimReservedUb(api, plan.form, loc); // MulAddDst's mask forms are marked (ub_reserve_users.h)
    const RepStrides dS{p.dstBlkStride, p.dstRepStride};
    const std::array<RepStrides, 2> sS{RepStrides{p.src0BlkStride, p.src0RepStride},
                                       RepStrides{p.src1BlkStride, p.src1RepStride}};
    const std::array<const LocalTensor<S>*, 2> srcs{&src0, &src1};
    const RepLanes ksAt = EnabledLanes<D>(plan); // enabled elements of each repeat
    if (san) {
        RequireRepeats(plan, api, loc);
        VecRequire(dS.blk != 0, api, "dstBlkStride 0 is not supported (undefined behaviour)", loc);
        VecAligned(dst, api, loc);
        const auto dspans = CastSpans<D>(dst, ksAt, dS, repeats);
        std::vector<ByteSpan> dAll;
        for (const auto& rs : dspans) {
            dAll.insert(dAll.end(), rs.begin(), rs.end());
        }
        const auto dBase = reinterpret_cast<uintptr_t>(dst.Data());
        for (size_t i = 0; i < 2; ++i) {
            VecAligned(*srcs[i], api, loc);
            const auto sspans = CastSpans<S>(*srcs[i], ksAt, sS[i], repeats);
            std::vector<ByteSpan> sAll;
            for (const auto& rs : sspans) {
                sAll.insert(sAll.end(), rs.begin(), rs.end());
            }
            VecRequire(!SpansOverlap(dAll, sAll), api,
                       "source and destination of different widths may not overlap at all", loc);
            const auto sBase = reinterpret_cast<uintptr_t>(srcs[i]->Data());
            for (const auto& rs : sspans) {
                for (const auto& [a, b] : rs) {
                    srcs[i]->Declare(Pipe::V, seq, (a - sBase) / sizeof(S), (b - a) / sizeof(S), false, api, loc);
                }
            }
        }
        for (bool write : {false, true}) { // dst is read, then written
            for (const auto& rs : dspans) {
                for (const auto& [a, b] : rs) {
                    dst.Declare(Pipe::V, seq, (a - dBase) / sizeof(D), (b - a) / sizeof(D), write, api, loc);
                }
            }
        }
    }
    for (uint64_t r = 0; r < repeats; ++r) {
        for (uint64_t k : ksAt(r)) {
            D* d = dst.Data() + CastElemOffset<D>(k, r, dS);
            const S* a = src0.Data() + CastElemOffset<S>(k, r, sS[0]);
            const S* b = src1.Data() + CastElemOffset<S>(k, r, sS[1]);
            if (!san && (!InUb(d, sizeof(D)) || !InUb(a, sizeof(S)) || !InUb(b, sizeof(S)))) {
                continue; // sanitizer off: stay inside the UB arena
            }
            const bool defined = !san ||
                                 (UbDefined(a, sizeof(S)) && UbDefined(b, sizeof(S)) && UbDefined(d, sizeof(D)));
            *d = MulAddDstLane<D, S>(*d, *a, *b);
            if (san) {
                if (defined) {
                    UbMarkDefined(d, sizeof(D));
                } else {
                    UbMarkUndefined(d, sizeof(D));
                }
            }
        }
    }
}

template <typename T, typename U>
inline void MulAddDstRepeat(ascsim::kern::SrcLoc loc, const RepPlan& plan, const LocalTensor<T>& dst,
                            const LocalTensor<U>& src0, const LocalTensor<U>& src1, const BinaryRepeatParams& p)
{
    if constexpr (std::is_same_v<T, U>) {
        RepUpdate(ascsim::ops::MulAddDst::kName, loc, plan, dst, src0, src1, p,
                  [](T d, T a, T b) { return MulAddDstLane<T, U>(d, a, b); });
    } else {
        RepMixedMulAddDst<T, U>(loc, plan, dst, src0, src1, p);
    }
}

// The count and mask forms of FusedMulAdd / MulAddRelu, from the row.
template <typename Row, typename T>
inline void CountUpdateRow(SrcLoc loc, const LocalTensor<T>& dst, const LocalTensor<T>& src0,
                           const LocalTensor<T>& src1, int64_t count)
{
    VecUpdate(Row::kName, loc, dst, src0, src1, count, [](T d, T a, T b) { return Row::template Lane<T>(d, a, b); });
}
template <typename Row, typename T>
inline void RepUpdateRow(SrcLoc loc, const RepPlan& plan, const LocalTensor<T>& dst, const LocalTensor<T>& src0,
                         const LocalTensor<T>& src1, const BinaryRepeatParams& p)
{
    RepUpdate(Row::kName, loc, plan, dst, src0, src1, p, [](T d, T a, T b) { return Row::template Lane<T>(d, a, b); });
}

} // namespace detail

// ---- MulAddDst (复合计算/MulAddDst.md) ---------------------------------------------------------------
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void MulAddDst(const LocalTensor<T>& dst, const LocalTensor<U>& src0, const LocalTensor<U>& src1,
                                 const uint64_t mask[], const uint8_t repeatTime,
                                 const BinaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kMulAddDstRep<T, U>, "MulAddDst: unsupported (dst, src) type pair for the mask forms on 950");
    using W = detail::CastWide<T, U>;
    detail::MulAddDstRepeat<T, U>(
        loc, detail::PlanMask<W, isSetMask>(mask, 0, repeatTime, ascsim::ops::MulAddDst::kName, loc), dst, src0, src1,
        repeatParams);
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void MulAddDst(const LocalTensor<T>& dst, const LocalTensor<U>& src0, const LocalTensor<U>& src1,
                                 uint64_t mask, const uint8_t repeatTime, const BinaryRepeatParams& repeatParams,
                                 SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kMulAddDstRep<T, U>, "MulAddDst: unsupported (dst, src) type pair for the mask forms on 950");
    using W = detail::CastWide<T, U>;
    detail::MulAddDstRepeat<T, U>(
        loc, detail::PlanMask<W, isSetMask>(nullptr, mask, repeatTime, ascsim::ops::MulAddDst::kName, loc), dst, src0,
        src1, repeatParams);
}
template <typename T, typename U>
__aicore__ inline void MulAddDst(const LocalTensor<T>& dst, const LocalTensor<U>& src0, const LocalTensor<U>& src1,
                                 const int32_t& count, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kMulAddDstCount<T, U>, "MulAddDst: unsupported (dst, src) type pair on 950 (MulAddDst.md)");
    detail::VecUpdate(ascsim::ops::MulAddDst::kName, loc, dst, src0, src1, count,
                      [](T d, U a, U b) { return detail::MulAddDstLane<T, U>(d, a, b); });
}

// ---- FusedMulAdd (复合计算/FusedMulAdd.md) -----------------------------------------------------------
template <typename T, bool isSetMask = true>
__aicore__ inline void FusedMulAdd(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,
                                   uint64_t mask[], const uint8_t repeatTime, const BinaryRepeatParams& repeatParams,
                                   SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kFusedMulAddRep<T>, "FusedMulAdd: the mask forms take half, float, bfloat16_t on 950");
    using Row = ascsim::ops::FusedMulAdd;
    detail::RepUpdateRow<Row>(loc, detail::PlanMask<T, isSetMask>(mask, 0, repeatTime, Row::kName, loc), dst, src0,
                              src1, repeatParams);
}
template <typename T, bool isSetMask = true>
__aicore__ inline void FusedMulAdd(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,
                                   uint64_t mask, const uint8_t repeatTime, const BinaryRepeatParams& repeatParams,
                                   SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kFusedMulAddRep<T>, "FusedMulAdd: the mask forms take half, float, bfloat16_t on 950");
    using Row = ascsim::ops::FusedMulAdd;
    detail::RepUpdateRow<Row>(loc, detail::PlanMask<T, isSetMask>(nullptr, mask, repeatTime, Row::kName, loc), dst,
                              src0, src1, repeatParams);
}
template <typename T>
__aicore__ inline void FusedMulAdd(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,
                                   const int32_t& count, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kFusedMulAddCount<T>,
                  "FusedMulAdd: T must be half, bfloat16_t, float, int64_t or uint64_t on 950");
    detail::CountUpdateRow<ascsim::ops::FusedMulAdd>(loc, dst, src0, src1, count);
}

// ---- MulAddRelu, FusedMulAddRelu (复合计算/MulAddRelu.md) ---------------------------------------------
#define ASCSIM_MULADDRELU(Name)                                                                                    \
    template <typename T, bool isSetMask = true>                                                                   \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1, \
                                uint64_t mask[], const uint8_t repeatTime, const BinaryRepeatParams& repeatParams, \
                                SrcLoc loc = SrcLoc::Here())                                                       \
    {                                                                                                              \
        static_assert(detail::kMulAddReluRep<T>, #Name ": the mask forms take half, float on 950");                \
        using Row = ascsim::ops::MulAddRelu;                                                                       \
        detail::RepUpdateRow<Row>(loc, detail::PlanMask<T, isSetMask>(mask, 0, repeatTime, Row::kName, loc), dst,  \
                                  src0, src1, repeatParams);                                                       \
    }                                                                                                              \
    template <typename T, bool isSetMask = true>                                                                   \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1, \
                                uint64_t mask, const uint8_t repeatTime, const BinaryRepeatParams& repeatParams,   \
                                SrcLoc loc = SrcLoc::Here())                                                       \
    {                                                                                                              \
        static_assert(detail::kMulAddReluRep<T>, #Name ": the mask forms take half, float on 950");                \
        using Row = ascsim::ops::MulAddRelu;                                                                       \
        detail::RepUpdateRow<Row>(loc, detail::PlanMask<T, isSetMask>(nullptr, mask, repeatTime, Row::kName, loc), \
                                  dst, src0, src1, repeatParams);                                                  \
    }                                                                                                              \
    template <typename T>                                                                                          \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1, \
                                const int32_t& count, SrcLoc loc = SrcLoc::Here())                                 \
    {                                                                                                              \
        static_assert(detail::kMulAddReluCount<T>, #Name ": T must be half, float, int64_t or uint64_t on 950");   \
        detail::CountUpdateRow<ascsim::ops::MulAddRelu>(loc, dst, src0, src1, count);                              \
    }
ASCSIM_MULADDRELU(MulAddRelu)
ASCSIM_MULADDRELU(FusedMulAddRelu)
#undef ASCSIM_MULADDRELU

} // namespace AscendC
