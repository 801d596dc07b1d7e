// Memory vector API, sort and merge for Ascend 950 (docs/zh/api/SIMD-API/基础API/Memory矢量计算/排序组合（ISASI）/):
//   Sort32            Sort32.md: each repeat sorts 32 (score, index) pairs by score, descending
//   MrgSort           MrgSort.md: merges up to 4 sorted queues of Region Proposals, descending
//   GetMrgSortResult  GetMrgSortResult.md: the proposals MrgSort consumed per queue (VMS4_SR)
// plus the other 950 entry points of the SDK's kernel_operator_proposal_intf.h: MrgSort<T,
// isExhaustedSuspension>(dst, list, elementCountList, sortedNum, validBit, repeatTime), Sort<T, isFullSort>
// (Sort32, then for isFullSort the whole sequence merged), Concat (on 950: concat = src), Extract
// (scores and indices out of sorted proposals), GetSortOffset / GetSortLen (proposal offsets in T
// elements: half 4, float 2). MrgSortSrcList and MrgSort4Info as kernel_struct_proposal.h.
// MrgSort4, RpSort16, ProposalConcat and ProposalExtract are not supported on 950 (the dav_3510 impl
// reports them as unsupported): calls do not compile.
//
// A Region Proposal is 8 bytes: float score in bytes 0-3 and uint32_t index in bytes 4-7; half score in
// bytes 0-1, 2 bytes "保留" (reserved: the pages do not say what the hardware writes there; the sim
// writes 0xA5A5 so that nothing can take them for a value), index in bytes 4-7 (Sort32.md).
// Order: descending score; equal scores keep their input order ("score[i]==score[j]并且i>j，将优先选取
// score[j]"): within a Sort32 repeat by position, in MrgSort queue 1 before queue 2 ... (the queues' order
// in the input). NaN scores are not ordered by the docs; the sim sorts them as the lowest.
// MrgSort: validBit 3 / 7 / 15 (the first 2 / 3 / 4 queues), elementLengths[i] ∈ [0, 4095] proposals;
// repeatTimes > 1 needs 4 queues of one length, stored back to back, ifExhaustedSuspension false and
// validBit 15 (MrgSort.md: "repeatTimes参数生效需要满足4个条件": the sim reports a call that breaks them);
// repeat r merges the 4 queues at src1 + r * 4 * length proposals into dst + r * 4 * length.
// ifExhaustedSuspension: the merge stops when a valid queue runs out; GetMrgSortResult / sortedNum then
// tell how many proposals of each queue went out. GetMrgSortResult reads VMS4_SR with the scalar unit:
// the sim requires the V -> S order after the MrgSort (as for any scalar read of what V produced) and a
// preceding MrgSort with ifExhaustedSuspension true ("MrgSort接口中的ifExhaustedSuspension参数必须设置为true").
// Sanitizer: Sort32's per-repeat alignment (src0 128 B float / 64 B half, src1 128 B, dst 256 B: the
// page's 约束说明), MrgSort's dst 32 B and sources 8 B, no source/destination overlap, repeatTime 0.
// Timing: Sort32 and MrgSort 2 elements per cycle (附录/Vector指令理论性能汇总.md 表2;
// sim/src/kernel/timing/timing.cpp).
// The spellings are thin adapters: the engines (checks, V-pipe declarations, the sort and merge, written
// state, VMS4_SR) are engine/sort_engine.h's, which take UbOperand so that the C API reaches them too.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/engine/sort_engine.h"

namespace AscendC {

constexpr uint8_t MRG_SORT_ELEMENT_LEN = 4;

struct MrgSort4Info {
    __aicore__ MrgSort4Info() {}
    __aicore__ MrgSort4Info(const uint16_t elementLengthsIn[MRG_SORT_ELEMENT_LEN], const bool ifExhaustedSuspensionIn,
                            const uint16_t validBitIn, const uint16_t repeatTimesIn)
        : ifExhaustedSuspension(ifExhaustedSuspensionIn),
          validBit(validBitIn),
          repeatTimes(static_cast<uint8_t>(repeatTimesIn))
    {
        for (int32_t i = 0; i < MRG_SORT_ELEMENT_LEN; ++i) {
            elementLengths[i] = elementLengthsIn[i];
        }
    }
    uint16_t elementLengths[MRG_SORT_ELEMENT_LEN] = {0};
    bool ifExhaustedSuspension = false;
    uint16_t validBit = 0;
    uint8_t repeatTimes = 1;
};

template <typename T>
struct MrgSortSrcList {
    __aicore__ MrgSortSrcList() {}
    __aicore__ MrgSortSrcList(const LocalTensor<T>& src1In, const LocalTensor<T>& src2In, const LocalTensor<T>& src3In,
                              const LocalTensor<T>& src4In)
    {
        src1 = src1In[0];
        src2 = src2In[0];
        src3 = src3In[0];
        src4 = src4In[0];
    }
    LocalTensor<T> src1;
    LocalTensor<T> src2;
    LocalTensor<T> src3;
    LocalTensor<T> src4;
};

using ascsim::kern::SrcLoc;

namespace detail {
inline MrgSortGeom MrgSortGeomOf(const MrgSort4Info& p)
{
    MrgSortGeom g{{p.elementLengths[0], p.elementLengths[1], p.elementLengths[2], p.elementLengths[3]},
                  p.ifExhaustedSuspension,
                  p.validBit,
                  p.repeatTimes};
    return g;
}
} // namespace detail

// ---- Sort32 (Sort32.md) -------------------------------------------------------------------------------------
template <typename T>
__aicore__ inline void Sort32(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<uint32_t>& src1,
                              const int32_t repeatTime, SrcLoc loc = SrcLoc::Here())
{
    detail::Sort32Run<T>(loc, dst, src0, src1, repeatTime);
}

// ---- MrgSort (MrgSort.md) ------------------------------------------------------------------------------------
template <typename T>
__aicore__ inline void MrgSort(const LocalTensor<T>& dst, const MrgSortSrcList<T>& src, const MrgSort4Info& params,
                               SrcLoc loc = SrcLoc::Here())
{
    detail::MrgSortRun<T>(loc, dst, {&src.src1, &src.src2, &src.src3, &src.src4}, detail::MrgSortGeomOf(params));
}

// The SDK's other MrgSort (kernel_operator_proposal_intf.h): sortedNum receives the consumed counts when
// isExhaustedSuspension.
template <typename T, bool isExhaustedSuspension = false>
__aicore__ inline void MrgSort(const LocalTensor<T>& dst, const MrgSortSrcList<T>& sortList,
                               const uint16_t elementCountList[4], uint32_t sortedNum[4], uint16_t validBit,
                               const int32_t repeatTime, SrcLoc loc = SrcLoc::Here())
{
    const MrgSort4Info info(elementCountList, isExhaustedSuspension, validBit, static_cast<uint16_t>(repeatTime));
    detail::MrgSortRun<T>(loc, dst, {&sortList.src1, &sortList.src2, &sortList.src3, &sortList.src4},
                          detail::MrgSortGeomOf(info));
    if constexpr (isExhaustedSuspension) {
        const uint64_t r = ascsim::kern::CurrentVecSpr().vms4;
        for (int q = 0; q < 4; ++q) {
            sortedNum[q] = static_cast<uint32_t>((r >> (16 * q)) & 0xFFFF);
        }
    }
}

// ---- GetMrgSortResult (GetMrgSortResult.md) ------------------------------------------------------------------
__aicore__ inline void GetMrgSortResult(uint16_t& mrgSortList1, uint16_t& mrgSortList2, uint16_t& mrgSortList3,
                                        uint16_t& mrgSortList4, SrcLoc loc = SrcLoc::Here())
{
    using namespace ascsim::kern;
    const char* api = "GetMrgSortResult";
    (void)Issue(Pipe::S, loc);
    const VecSpr& r = CurrentVecSpr();
    if (SanitizerEnabled()) {
        if (!r.vms4Set) {
            // rule memcheck.mrgsort-result-unset: GetMrgSortResult with no suspending MrgSort before it
            //   doc: B/Memory矢量计算/排序组合（ISASI）/GetMrgSortResult.md (约束说明)
            Fail(Check::kMemcheck, api,
                 "no MrgSort with ifExhaustedSuspension true has run before it (GetMrgSortResult.md, 约束说明): the "
                 "counts are undefined",
                 loc);
        }
        if (!ScalarObservesAuto(Pipe::V, r.vms4Seq)) { // the V -> S wait bisheng inserts with auto-sync on
            // see rule synccheck.spr-read-order
            Fail(Check::kSynccheck, api,
                 "reads MrgSort's counts (written by V) without a V -> S order after it (SetFlag/WaitFlag<V_S>)", loc);
        }
    }
    mrgSortList1 = static_cast<uint16_t>(r.vms4 & 0xFFFF);
    mrgSortList2 = static_cast<uint16_t>((r.vms4 >> 16) & 0xFFFF);
    mrgSortList3 = static_cast<uint16_t>((r.vms4 >> 32) & 0xFFFF);
    mrgSortList4 = static_cast<uint16_t>((r.vms4 >> 48) & 0xFFFF);
}

// ---- Sort / Concat / Extract / GetSortOffset / GetSortLen (kernel_operator_proposal_intf.h, 950 paths) ---------
// Sort: Sort32 on `concat` with `index`; isFullSort then merges all repeatTime * 32 proposals into one
// descending sequence (the impl's rounds of 4-way MrgSort through `tmp`, which it overwrites with copies
// of dst: the sim marks that many bytes of tmp written).
template <typename T, bool isFullSort>
__aicore__ inline void Sort(const LocalTensor<T>& dst, const LocalTensor<T>& concat, const LocalTensor<uint32_t>& index,
                            LocalTensor<T>& tmp, const int32_t repeatTime, SrcLoc loc = SrcLoc::Here())
{
    detail::Sort32Run<T>(loc, dst, concat, index, repeatTime);
    if constexpr (isFullSort) {
        detail::SortFullRun<T>(loc, dst, tmp, repeatTime);
    }
}

// Concat: on 950 the scores are sorted in place, so concat simply becomes src (the impl: "concat = src").
template <typename T>
__aicore__ inline void Concat(LocalTensor<T>& concat, const LocalTensor<T>& src, const LocalTensor<T>& tmp,
                              const int32_t repeatTime)
{
    static_assert(detail::kSortType<T>, "Concat: T must be half or float");
    (void)tmp;
    (void)repeatTime;
    concat = src;
}

// Extract: the scores and indices of repeatTime * 32 sorted proposals (the dav_3510 ExtractVf).
template <typename T>
__aicore__ inline void Extract(const LocalTensor<T>& dstValue, const LocalTensor<uint32_t>& dstIndex,
                               const LocalTensor<T>& sorted, const int32_t repeatTime, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kSortType<T>, "Extract: T must be half or float");
    detail::ExtractRun<T>(loc, dstValue, dstIndex, sorted, repeatTime);
}

template <typename T>
__aicore__ inline uint32_t GetSortOffset(const uint32_t elemOffset)
{
    static_assert(detail::kSortType<T>, "GetSortOffset: T must be half or float");
    return elemOffset * (sizeof(T) == 2 ? 4u : 2u);
}
template <typename T>
__aicore__ inline uint32_t GetSortLen(const uint32_t elemCount)
{
    static_assert(detail::kSortType<T>, "GetSortLen: T must be half or float");
    return elemCount * (sizeof(T) == 2 ? 4u : 2u);
}

// Not on 950 (the dav_3510 impl marks them "unsupported API on current device").
namespace detail {
template <typename T>
inline constexpr bool kProposalOn950 = false;
}
template <typename T>
__aicore__ inline void MrgSort4(const LocalTensor<T>&, const MrgSortSrcList<T>&, const MrgSort4Info&)
{
    static_assert(detail::kProposalOn950<T>, "MrgSort4 is not supported on Ascend 950 (use MrgSort)");
}
template <typename T>
__aicore__ inline void RpSort16(const LocalTensor<T>&, const LocalTensor<T>&, const int32_t)
{
    static_assert(detail::kProposalOn950<T>, "RpSort16 is not supported on Ascend 950 (use Sort32)");
}
template <typename T>
__aicore__ inline void ProposalConcat(const LocalTensor<T>&, const LocalTensor<T>&, const int32_t, const int32_t)
{
    static_assert(detail::kProposalOn950<T>, "ProposalConcat is not supported on Ascend 950");
}
template <typename T>
__aicore__ inline void ProposalExtract(const LocalTensor<T>&, const LocalTensor<T>&, const int32_t, const int32_t)
{
    static_assert(detail::kProposalOn950<T>, "ProposalExtract is not supported on Ascend 950");
}

} // namespace AscendC
