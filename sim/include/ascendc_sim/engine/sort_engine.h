// The engines of the Memory-API sort family (docs/zh/api/SIMD-API/基础API/Memory矢量计算/排序组合（ISASI）/
// Sort32.md, MrgSort.md, and the 950 paths of Sort / Extract): Region Proposals (8 bytes: score, reserved
// bytes for half, uint32_t index), the per-repeat sort, the 4-way merge with its VMS4_SR counts, the full
// sort and the extraction, with their operand checks, V-pipe declarations and written/taint state. They
// take UbOperand (types/ub_operand.h): a LocalTensor of the C++ API and a __ubuf__ pointer of the C API
// reach the same code. The order, layouts and checks are described in the spelling's head comment
// (basic_api/memory_vector/vector_sort.h).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/engine/ops/sort.h"
#include "ascendc_sim/engine/vector_common.h"
#include "ascendc_sim/engine/vector_repeat_engine.h"
#include "ascendc_sim/numerics/numerics.h"
#include "ascendc_sim/types/ub_operand.h"

namespace AscendC::detail {

using ascsim::kern::SrcLoc;

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
inline void RequireAligned(const UbOperand<U>& t, uint64_t bytes, const char* api, const char* what,
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

// The fields of MrgSort4Info (basic_api/memory_vector/vector_sort.h), field for field.
struct MrgSortGeom {
    uint16_t elementLengths[4];
    bool ifExhaustedSuspension;
    uint16_t validBit;
    uint8_t repeatTimes;
};

// Whose page a call follows. The C++ spellings (Sort32.md, MrgSort.md) run through VF on 950: repeat 0 is
// not guaranteed to be a no-op, Sort32 needs its per-repeat alignment, MrgSort's sources 8 bytes. The C API
// (C-API/vector_compute/asc_bitsort.md, asc_mrgsort4.md) issues the vbs / vmrgsort4 instruction itself
// (the SDK's dav_3510 asc_bitsort_impl / asc_mrgsort4_impl): asc_bitsort's repeat is in [0, 255] and 0
// sorts nothing; every operand starts 32-byte aligned. `api` names the call in findings and timing.
struct SortPage {
    const char* api;
    bool cApi;
};
inline constexpr SortPage kSort32Page{ascsim::ops::Sort32::kName, false};
inline constexpr SortPage kMrgSortPage{ascsim::ops::MrgSort::kName, false};

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
inline void MrgSortRun(SrcLoc loc, const UbOperand<T>& dst, const std::array<const UbOperand<T>*, 4>& list,
                       const MrgSortGeom& p, const SortPage& page = kMrgSortPage)
{
    using namespace ascsim::kern;
    static_assert(kSortType<T>, "MrgSort: T must be half or float");
    const char* api = page.api;
    const bool san = SanitizerEnabled();
    const int nq = p.validBit == 3 ? 2 : (p.validBit == 7 ? 3 : 4);
    const uint64_t repeats = p.repeatTimes;
    uint64_t total = 0;
    for (int q = 0; q < nq; ++q) {
        total += p.elementLengths[q];
    }
    const uint64_t seq = IssueVector(api, repeats * total, 8, static_cast<uint32_t>(nq), loc);
    if (san) {
        VecRequire(
            p.validBit == 3 || p.validBit == 7 || p.validBit == 15, api,
            std::string(page.cApi ? "valid_bit " : "validBit ") + std::to_string(p.validBit) + " is not 3, 7 or 15",
            loc);
        VecRequire(page.cApi || repeats > 0, api, "repeatTimes 0: on Ascend 950 this is not guaranteed to be a no-op",
                   loc);
        for (int q = 0; q < nq; ++q) {
            VecRequire(p.elementLengths[q] <= 4095, api,
                       std::string(page.cApi ? "element_length_" : "elementLengths[") + std::to_string(q) +
                           (page.cApi ? " = " : "] = ") + std::to_string(p.elementLengths[q]) + " outside [0, 4095]",
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
                       std::string(page.cApi ? "repeat > 1 needs 4 queues of one length stored back to back, "
                                               "if_exhausted_suspension false and valid_bit 15 (asc_mrgsort4.md)" :
                                               "repeatTimes > 1 needs 4 queues of one length stored back to back, "
                                               "ifExhaustedSuspension false and validBit 15 (MrgSort.md)"),
                       loc);
        }
        RequireAligned(dst, 32, api, "dst", loc);
        for (int q = 0; q < nq; ++q) {
            RequireAligned(*list[q], page.cApi ? 32 : 8, api, "a source queue", loc);
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
inline void Sort32Run(SrcLoc loc, const UbOperand<T>& dst, const UbOperand<T>& src0, const UbOperand<uint32_t>& src1,
                      int32_t repeatTime, const SortPage& page = kSort32Page)
{
    using namespace ascsim::kern;
    static_assert(kSortType<T>, "Sort32: T must be half or float");
    const char* api = page.api;
    const uint64_t repeats = repeatTime > 0 ? static_cast<uint64_t>(repeatTime) : 0;
    const uint64_t seq = IssueVector(api, repeats * 32, sizeof(T), 2, loc);
    const bool san = SanitizerEnabled();
    if (san) {
        if (page.cApi) {
            VecRequire(repeatTime >= 0 && repeatTime <= 255, api,
                       "repeat " + std::to_string(repeatTime) + " outside [0, 255]", loc);
            RequireAligned(src0, 32, api, "src0", loc);
            RequireAligned(src1, 32, api, "src1", loc);
            RequireAligned(dst, 32, api, "dst", loc);
        } else {
            VecRequire(
                repeatTime > 0 && repeatTime <= 255, api,
                "repeatTime " + std::to_string(repeatTime) +
                    (repeatTime == 0 ? ": on Ascend 950 this is not guaranteed to be a no-op" : " outside [0, 255]"),
                loc);
            RequireAligned(src0, sizeof(T) == 4 ? 128 : 64, api, "src0", loc);
            RequireAligned(src1, 128, api, "src1", loc);
            RequireAligned(dst, 256, api, "dst", loc);
        }
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

// Sort<T, true>'s second step: the repeatTime * 32 proposals Sort32 left in dst merged into one descending
// sequence (the impl's rounds of 4-way MrgSort through tmp, which it overwrites with copies of dst: the
// sim marks that many bytes of tmp written).
template <typename T>
inline void SortFullRun(SrcLoc loc, const UbOperand<T>& dst, const UbOperand<T>& tmp, int32_t repeatTime)
{
    using namespace ascsim::kern;
    const uint64_t n = repeatTime > 0 ? static_cast<uint64_t>(repeatTime) * 32 : 0;
    const uint64_t seq = IssueVector(ascsim::ops::Sort::kName, n, 8, 1, loc);
    auto* d = reinterpret_cast<uint8_t*>(dst.Data());
    const bool san = SanitizerEnabled();
    if (san) {
        dst.Declare(Pipe::V, seq, 0, n * 8 / sizeof(T), false, ascsim::ops::Sort::kName, loc);
        tmp.Declare(Pipe::V, seq, 0, n * 8 / sizeof(T), true, ascsim::ops::Sort::kName, loc);
        dst.Declare(Pipe::V, seq, 0, n * 8 / sizeof(T), true, ascsim::ops::Sort::kName, loc);
    }
    std::vector<Proposal<T>> all(n);
    for (uint64_t i = 0; i < n; ++i) {
        all[i] = ReadProposal<T>(d + i * 8);
    }
    std::stable_sort(all.begin(), all.end(),
                     [](const Proposal<T>& x, const Proposal<T>& y) { return SortKey(x.score) > SortKey(y.score); });
    auto* t = reinterpret_cast<uint8_t*>(tmp.Data());
    for (uint64_t i = 0; i < n; ++i) {
        WriteProposal<T>(t + i * 8, all[i]);
        WriteProposal<T>(d + i * 8, all[i]);
    }
}

// Extract: the scores and indices of repeatTime * 32 sorted proposals (the dav_3510 ExtractVf).
template <typename T>
inline void ExtractRun(SrcLoc loc, const UbOperand<T>& dstValue, const UbOperand<uint32_t>& dstIndex,
                       const UbOperand<T>& sorted, int32_t repeatTime)
{
    using namespace ascsim::kern;
    const char* api = ascsim::ops::Extract::kName;
    const uint64_t n = repeatTime > 0 ? static_cast<uint64_t>(repeatTime) * 32 : 0;
    const uint64_t seq = IssueVector(api, n * 2, 4, 1, loc);
    const bool san = SanitizerEnabled();
    if (san) {
        VecRequire(repeatTime > 0 && repeatTime <= 255, api, "repeatTime outside [1, 255]", loc);
        VecAligned(dstValue, api, loc);
        VecAligned(dstIndex, api, loc);
        VecAligned(sorted, api, loc);
        sorted.Declare(Pipe::V, seq, 0, n * 8 / sizeof(T), false, api, loc);
        dstValue.Declare(Pipe::V, seq, 0, n, true, api, loc);
        dstIndex.Declare(Pipe::V, seq, 0, n, true, api, loc);
    }
    const auto* s = reinterpret_cast<const uint8_t*>(sorted.Data());
    for (uint64_t i = 0; i < n; ++i) {
        const auto x = ReadProposal<T>(s + i * 8);
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

} // namespace AscendC::detail
