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
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/engine/vector_common.h"

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

template <typename T>
inline constexpr bool kSortType = std::is_same_v<T, half> || std::is_same_v<T, float>;

// One Region Proposal as the sim handles it.
template <typename T>
struct Proposal {
    T score;
    uint32_t index;
    bool defined;
};

template <typename T>
inline double SortKey(T v)
{
    const double d = static_cast<double>(static_cast<float>(v));
    return d != d ? -1e300 : d; // NaN lowest
}

template <typename T>
inline Proposal<T> ReadProposal(const uint8_t* p)
{
    Proposal<T> x{};
    std::memcpy(static_cast<void*>(&x.score), p, sizeof(T));
    std::memcpy(&x.index, p + 4, 4);
    x.defined = !ascsim::kern::SanitizerEnabled() ||
                (ascsim::kern::UbDefined(p, sizeof(T)) && ascsim::kern::UbDefined(p + 4, 4));
    return x;
}

template <typename T>
inline void WriteProposal(uint8_t* p, const Proposal<T>& x)
{
    std::memcpy(p, &x.score, sizeof(T));
    if constexpr (sizeof(T) == 2) {
        const uint16_t reserved = 0xA5A5;
        std::memcpy(p + 2, &reserved, 2);
    }
    std::memcpy(p + 4, &x.index, 4);
    if (ascsim::kern::SanitizerEnabled()) {
        if (x.defined) {
            ascsim::kern::UbMarkDefined(p, 8);
        } else {
            ascsim::kern::UbMarkUndefined(p, 8);
        }
    }
}

template <typename U>
inline void RequireAligned(const LocalTensor<U>& t, uint64_t bytes, const char* api, const char* what,
                           ascsim::kern::SrcLoc loc)
{
    if (t.Data() == nullptr) {
        return;
    }
    const auto off = static_cast<uint64_t>(reinterpret_cast<const uint8_t*>(t.Data()) - ascsim::kern::UbBase());
    VecRequire(off % bytes == 0, api,
               std::string(what) + " starts at UB offset " + std::to_string(off) + ", not " + std::to_string(bytes) +
                   "-byte aligned",
               loc);
}

inline bool BytesOverlap(const void* a, uint64_t an, const void* b, uint64_t bn)
{
    const auto* x = static_cast<const uint8_t*>(a);
    const auto* y = static_cast<const uint8_t*>(b);
    return x < y + bn && y < x + an;
}

// The merge of one repeat: queues (begin, length) -> out; consumed per queue.
template <typename T>
inline void MergeQueues(const std::vector<std::vector<Proposal<T>>>& queues, bool suspend,
                        std::vector<Proposal<T>>& out, uint64_t consumed[4])
{
    std::vector<size_t> pos(queues.size(), 0);
    for (size_t q = 0; q < 4; ++q) {
        consumed[q] = 0;
    }
    while (true) {
        int best = -1;
        bool exhausted = false;
        for (size_t q = 0; q < queues.size(); ++q) {
            if (pos[q] >= queues[q].size()) {
                exhausted = true;
                continue;
            }
            if (best < 0 || SortKey(queues[q][pos[q]].score) > SortKey(queues[best][pos[best]].score)) {
                best = static_cast<int>(q); // strict: an equal score keeps the earlier queue
            }
        }
        if (best < 0 || (suspend && exhausted)) {
            break;
        }
        out.push_back(queues[best][pos[best]]);
        ++pos[best];
        ++consumed[best];
    }
}

template <typename T>
inline void MrgSortRun(SrcLoc loc, const LocalTensor<T>& dst, const MrgSortSrcList<T>& src, const MrgSort4Info& p)
{
    using namespace ascsim::kern;
    static_assert(kSortType<T>, "MrgSort: T must be half or float");
    const char* api = "MrgSort";
    const bool san = SanitizerEnabled();
    const int nq = p.validBit == 3 ? 2 : (p.validBit == 7 ? 3 : 4);
    const LocalTensor<T>* list[4] = {&src.src1, &src.src2, &src.src3, &src.src4};
    const uint64_t repeats = p.repeatTimes;
    uint64_t total = 0;
    for (int q = 0; q < nq; ++q) {
        total += p.elementLengths[q];
    }
    const uint64_t seq = IssueVector(api, repeats * total, 8, static_cast<uint32_t>(nq), loc);
    if (san) {
        VecRequire(p.validBit == 3 || p.validBit == 7 || p.validBit == 15, api,
                   "validBit " + std::to_string(p.validBit) + " is not 3, 7 or 15", loc);
        VecRequire(repeats > 0, api, "repeatTimes 0: on Ascend 950 this is not guaranteed to be a no-op", loc);
        for (int q = 0; q < nq; ++q) {
            VecRequire(p.elementLengths[q] <= 4095, api,
                       "elementLengths[" + std::to_string(q) + "] = " + std::to_string(p.elementLengths[q]) +
                           " outside [0, 4095]",
                       loc);
        }
        if (repeats > 1) {
            const uint16_t l = p.elementLengths[0];
            bool ok = nq == 4 && !p.ifExhaustedSuspension && p.elementLengths[1] == l && p.elementLengths[2] == l &&
                      p.elementLengths[3] == l;
            for (int q = 1; q < 4 && ok; ++q) {
                ok = reinterpret_cast<const uint8_t*>(list[q]->Data()) ==
                     reinterpret_cast<const uint8_t*>(list[0]->Data()) + q * l * 8;
            }
            VecRequire(ok, api,
                       "repeatTimes > 1 needs 4 queues of one length stored back to back, ifExhaustedSuspension false "
                       "and validBit 15 (MrgSort.md)",
                       loc);
        }
        RequireAligned(dst, 32, api, "dst", loc);
        for (int q = 0; q < nq; ++q) {
            RequireAligned(*list[q], 8, api, "a source queue", loc);
        }
        const uint64_t outBytes = repeats * total * 8;
        for (int q = 0; q < nq; ++q) {
            const uint64_t qBytes = (repeats - 1) * total * 8 + p.elementLengths[q] * 8;
            VecRequire(!BytesOverlap(dst.Data(), outBytes, list[q]->Data(), qBytes), api,
                       "the destination overlaps source queue " + std::to_string(q + 1), loc);
        }
    }
    auto* d = reinterpret_cast<uint8_t*>(dst.Data());
    uint64_t consumed[4] = {0, 0, 0, 0};
    uint64_t written = 0;
    for (uint64_t r = 0; r < repeats; ++r) {
        std::vector<std::vector<Proposal<T>>> queues(nq);
        for (int q = 0; q < nq; ++q) {
            const auto* base = reinterpret_cast<const uint8_t*>(list[q]->Data()) + r * total * 8;
            if (san) {
                list[q]->Declare(Pipe::V, seq, (r * total * 8) / sizeof(T), p.elementLengths[q] * 8 / sizeof(T), false,
                                 api, loc);
            }
            for (uint64_t i = 0; i < p.elementLengths[q]; ++i) {
                if (!san && !InUb(base + i * 8, 8)) {
                    break;
                }
                queues[q].push_back(ReadProposal<T>(base + i * 8));
            }
        }
        std::vector<Proposal<T>> out;
        MergeQueues<T>(queues, p.ifExhaustedSuspension, out, consumed);
        if (san && !out.empty()) {
            dst.Declare(Pipe::V, seq, (written * 8) / sizeof(T), out.size() * 8 / sizeof(T), true, api, loc);
        }
        for (const auto& x : out) {
            if (!san && !InUb(d + written * 8, 8)) {
                break;
            }
            WriteProposal<T>(d + written * 8, x);
            ++written;
        }
        if (repeats > 1) {
            written = (r + 1) * total;
        }
    }
    VecSpr& spr = CurrentVecSpr();
    spr.vms4 = 0;
    for (int q = 0; q < 4; ++q) {
        spr.vms4 |= (consumed[q] & 0xFFFF) << (16 * q);
    }
    spr.vms4Set = p.ifExhaustedSuspension;
    spr.vms4Seq = seq;
}

template <typename T>
inline void Sort32Run(SrcLoc loc, const LocalTensor<T>& dst, const LocalTensor<T>& src0,
                      const LocalTensor<uint32_t>& src1, int32_t repeatTime)
{
    using namespace ascsim::kern;
    static_assert(kSortType<T>, "Sort32: T must be half or float");
    const char* api = "Sort32";
    const uint64_t repeats = repeatTime > 0 ? static_cast<uint64_t>(repeatTime) : 0;
    const uint64_t seq = IssueVector(api, repeats * 32, sizeof(T), 2, loc);
    const bool san = SanitizerEnabled();
    if (san) {
        VecRequire(repeatTime > 0 && repeatTime <= 255, api,
                   "repeatTime " + std::to_string(repeatTime) +
                       (repeatTime == 0 ? ": on Ascend 950 this is not guaranteed to be a no-op" : " outside [0, 255]"),
                   loc);
        RequireAligned(src0, sizeof(T) == 4 ? 128 : 64, api, "src0", loc);
        RequireAligned(src1, 128, api, "src1", loc);
        RequireAligned(dst, 256, api, "dst", loc);
        VecRequire(!BytesOverlap(dst.Data(), repeats * 256, src0.Data(), repeats * 32 * sizeof(T)) &&
                       !BytesOverlap(dst.Data(), repeats * 256, src1.Data(), repeats * 128),
                   api, "the destination overlaps a source", loc);
        src0.Declare(Pipe::V, seq, 0, repeats * 32, false, api, loc);
        src1.Declare(Pipe::V, seq, 0, repeats * 32, false, api, loc);
        dst.Declare(Pipe::V, seq, 0, repeats * 256 / sizeof(T), true, api, loc);
    }
    auto* d = reinterpret_cast<uint8_t*>(dst.Data());
    for (uint64_t r = 0; r < repeats; ++r) {
        std::vector<Proposal<T>> v(32);
        const T* s = src0.Data() + r * 32;
        const uint32_t* idx = src1.Data() + r * 32;
        if (!san && (!InUb(s, 32 * sizeof(T)) || !InUb(idx, 128) || !InUb(d + r * 256, 256))) {
            continue; // sanitizer off: stay inside the UB arena
        }
        for (uint64_t i = 0; i < 32; ++i) {
            v[i] = Proposal<T>{s[i], idx[i], !san || (UbDefined(s + i, sizeof(T)) && UbDefined(idx + i, 4))};
        }
        std::stable_sort(v.begin(), v.end(), [](const Proposal<T>& x, const Proposal<T>& y) {
            return SortKey(x.score) > SortKey(y.score);
        });
        for (uint64_t i = 0; i < 32; ++i) {
            WriteProposal<T>(d + r * 256 + i * 8, v[i]);
        }
    }
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
    detail::MrgSortRun<T>(loc, dst, src, params);
}

// The SDK's other MrgSort (kernel_operator_proposal_intf.h): sortedNum receives the consumed counts when
// isExhaustedSuspension.
template <typename T, bool isExhaustedSuspension = false>
__aicore__ inline void MrgSort(const LocalTensor<T>& dst, const MrgSortSrcList<T>& sortList,
                               const uint16_t elementCountList[4], uint32_t sortedNum[4], uint16_t validBit,
                               const int32_t repeatTime, SrcLoc loc = SrcLoc::Here())
{
    const MrgSort4Info info(elementCountList, isExhaustedSuspension, validBit, static_cast<uint16_t>(repeatTime));
    detail::MrgSortRun<T>(loc, dst, sortList, info);
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
            Fail(Check::kMemcheck, api,
                 "no MrgSort with ifExhaustedSuspension true has run before it (GetMrgSortResult.md, 约束说明): the "
                 "counts are undefined",
                 loc);
        }
        if (!ScalarObservesAuto(Pipe::V, r.vms4Seq)) { // the V -> S wait bisheng inserts with auto-sync on
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
    using namespace ascsim::kern;
    detail::Sort32Run<T>(loc, dst, concat, index, repeatTime);
    if constexpr (isFullSort) {
        const uint64_t n = repeatTime > 0 ? static_cast<uint64_t>(repeatTime) * 32 : 0;
        const uint64_t seq = IssueVector("Sort", n, 8, 1, loc);
        auto* d = reinterpret_cast<uint8_t*>(dst.Data());
        const bool san = SanitizerEnabled();
        if (san) {
            dst.Declare(Pipe::V, seq, 0, n * 8 / sizeof(T), false, "Sort", loc);
            tmp.Declare(Pipe::V, seq, 0, n * 8 / sizeof(T), true, "Sort", loc);
            dst.Declare(Pipe::V, seq, 0, n * 8 / sizeof(T), true, "Sort", loc);
        }
        std::vector<detail::Proposal<T>> all(n);
        for (uint64_t i = 0; i < n; ++i) {
            all[i] = detail::ReadProposal<T>(d + i * 8);
        }
        std::stable_sort(all.begin(), all.end(), [](const detail::Proposal<T>& x, const detail::Proposal<T>& y) {
            return detail::SortKey(x.score) > detail::SortKey(y.score);
        });
        auto* t = reinterpret_cast<uint8_t*>(tmp.Data());
        for (uint64_t i = 0; i < n; ++i) {
            detail::WriteProposal<T>(t + i * 8, all[i]);
            detail::WriteProposal<T>(d + i * 8, all[i]);
        }
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
    using namespace ascsim::kern;
    static_assert(detail::kSortType<T>, "Extract: T must be half or float");
    const char* api = "Extract";
    const uint64_t n = repeatTime > 0 ? static_cast<uint64_t>(repeatTime) * 32 : 0;
    const uint64_t seq = IssueVector(api, n * 2, 4, 1, loc);
    const bool san = SanitizerEnabled();
    if (san) {
        detail::VecRequire(repeatTime > 0 && repeatTime <= 255, api, "repeatTime outside [1, 255]", loc);
        detail::VecAligned(dstValue, api, loc);
        detail::VecAligned(dstIndex, api, loc);
        detail::VecAligned(sorted, api, loc);
        sorted.Declare(Pipe::V, seq, 0, n * 8 / sizeof(T), false, api, loc);
        dstValue.Declare(Pipe::V, seq, 0, n, true, api, loc);
        dstIndex.Declare(Pipe::V, seq, 0, n, true, api, loc);
    }
    const auto* s = reinterpret_cast<const uint8_t*>(sorted.Data());
    for (uint64_t i = 0; i < n; ++i) {
        const auto x = detail::ReadProposal<T>(s + i * 8);
        dstValue.Data()[i] = x.score;
        dstIndex.Data()[i] = x.index;
        if (san) {
            if (x.defined) {
                UbMarkDefined(dstValue.Data() + i, sizeof(T));
                UbMarkDefined(dstIndex.Data() + i, 4);
            } else {
                UbMarkUndefined(dstValue.Data() + i, sizeof(T));
                UbMarkUndefined(dstIndex.Data() + i, 4);
            }
        }
    }
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
