// The engines of the Memory-API reductions (docs/zh/api/SIMD-API/基础API/Memory矢量计算/归约计算/:
// ReduceRepeat.md, ReduceDataBlock.md, ReducePairElem.md, ReduceSum.md, ReduceMax.md, ReduceMin.md):
// the per-repeat reductions (RepeatReduce: one result per repeat, DataBlock or pair) and the whole
// reductions (WholeSum / WholeMaxMin: one result over every element, count form and mask forms, with
// ReduceSum's sharedTmpBuffer), i.e. the operand checks, the V-pipe declarations, the pairwise-tree
// arithmetic and the written/taint state of the results. They take UbOperand (types/ub_operand.h): a
// LocalTensor of the C++ API and a __ubuf__ pointer of the C API reach the same code. The layouts,
// orders and checks are described in the spelling's head comment (basic_api/memory_vector/vector_reduce.h).
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/engine/mask_plan.h"
#include "ascendc_sim/engine/ops/reduce.h"
#include "ascendc_sim/engine/vector_common.h"
#include "ascendc_sim/engine/vector_repeat_engine.h"
#include "ascendc_sim/numerics/numerics.h"
#include "ascendc_sim/types/enums.h"
#include "ascendc_sim/types/ub_operand.h"

namespace AscendC::detail {

using ascsim::kern::SrcLoc;

// ---- element arithmetic ---------------------------------------------------------------------------------
template <typename A>
inline A RedAdd(A a, A b, bool sat)
{
    if constexpr (std::is_integral_v<A>) {
        using UA = std::make_unsigned_t<A>;
        return static_cast<A>(static_cast<UA>(static_cast<UA>(a) + static_cast<UA>(b)));
    } else {
        return ascsim::kern::SaturateIf(ascsim::num::Add(a, b), sat);
    }
}
template <typename A>
inline double RedD(A v)
{
    if constexpr (std::is_integral_v<A>) {
        return static_cast<double>(v);
    } else {
        return static_cast<double>(static_cast<float>(v));
    }
}
// The identity of MAX (the lowest value) / MIN (the highest).
template <typename A>
inline A RedLowest()
{
    if constexpr (std::is_integral_v<A>) {
        return std::numeric_limits<A>::lowest();
    } else {
        return A(-std::numeric_limits<float>::infinity());
    }
}
template <typename A>
inline A RedHighest()
{
    if constexpr (std::is_integral_v<A>) {
        return std::numeric_limits<A>::max();
    } else {
        return A(std::numeric_limits<float>::infinity());
    }
}

// Pairwise tree sum of n lanes (n a power of two; lanes past the data are 0).
template <typename A>
inline A TreeSum(std::vector<A> v, bool sat)
{
    if (v.empty()) {
        return A(0);
    }
    while (v.size() > 1) {
        const size_t h = v.size() / 2;
        for (size_t i = 0; i < h; ++i) {
            v[i] = RedAdd(v[2 * i], v[2 * i + 1], sat);
        }
        v.resize(h);
    }
    return v[0];
}

// The extreme of the enabled lanes and the first lane holding it.
template <typename A>
struct Extreme {
    A value;
    uint64_t index;
    bool any;
};
template <typename A>
inline bool Better(bool isMax, A x, A best)
{
    return isMax ? RedD(x) > RedD(best) : RedD(x) < RedD(best);
}

template <typename T>
using IndexOf = std::conditional_t<sizeof(T) == 2, uint16_t, uint32_t>;

template <typename T, typename I>
inline T BitsAs(I idx)
{
    T out{};
    std::memcpy(static_cast<void*>(&out), &idx, std::min(sizeof(T), sizeof(I)));
    return out;
}

template <typename U>
inline void RequireAlignedTo(const UbOperand<U>& t, uint64_t bytes, const char* api, const char* what, SrcLoc loc)
{
    if (t.Data() == nullptr) {
        return;
    }
    const auto offset = static_cast<uint64_t>(reinterpret_cast<const uint8_t*>(t.Data()) - ascsim::kern::UbBase());
    VecRequire(offset % bytes == 0, api,
               std::string(what) + " starts at UB offset " + std::to_string(offset) + ", not " + std::to_string(bytes) +
                   "-byte aligned",
               loc);
}

// ---- per-repeat reductions (ReduceRepeat, ReduceDataBlock, ReducePairElem) --------------------------------
// compute(lanes, enabled, out): lanes / enabled of one repeat (256 / sizeof(U) each), `outElems` T results.
template <typename T, typename U, typename Compute>
inline void RepeatReduce(const char* api, SrcLoc loc, const RepPlan& plan, const UbOperand<T>& dst,
                         const UbOperand<U>& src, int32_t dstRepStride, int32_t srcBlkStride, int32_t srcRepStride,
                         uint64_t outElems, uint64_t dstAlign, Compute&& compute)
{
    using namespace ascsim::kern;
    constexpr uint64_t e = 256 / sizeof(U);
    constexpr uint64_t epb = 32 / sizeof(U);
    const uint64_t seq = IssueVector(api, plan.repeats * e, sizeof(U), 1, loc);
    const bool san = SanitizerEnabled();
    ClaimReservedUb(api, plan.form, loc);
    const uint64_t repeats = plan.repeats;
    const RepStrides sS{static_cast<uint64_t>(srcBlkStride), static_cast<uint64_t>(srcRepStride)};
    const PlanRuns runs = MakeRuns<U>(plan);
    // dstRepStride 0: only the last repeat is computed (into slot 0)
    const uint64_t firstRepeat = dstRepStride == 0 && repeats > 0 ? repeats - 1 : 0;
    auto slot = [&](uint64_t r) { return dstRepStride == 0 ? 0 : r * outElems * static_cast<uint64_t>(dstRepStride); };
    if (san) {
        RequireRepeats(plan, api, loc);
        VecRequire(dstRepStride >= 0 && srcBlkStride >= 0 && srcRepStride >= 0, api,
                   "dstRepStride / srcBlkStride / srcRepStride must be in [0, 65535]", loc);
        VecRequire(plan.body.Any() && plan.last.Any(), api,
                   "mask 0 (no element enabled): on Ascend 950 this is not guaranteed to be a no-op", loc);
        VecAligned(src, api, loc);
        RequireAlignedTo(dst, dstAlign, api, "dst", loc);
        const auto sspans = OperandSpans<U>(src, runs, sS, repeats);
        const auto db = reinterpret_cast<uintptr_t>(dst.Data());
        for (uint64_t r = firstRepeat; r < repeats; ++r) {
            const uintptr_t d0 = db + slot(r) * sizeof(T), d1 = d0 + outElems * sizeof(T);
            for (uint64_t q = r + 1; q < repeats; ++q) {
                for (const auto& sp : sspans[q]) {
                    VecRequire(sp.second <= d0 || d1 <= sp.first, api,
                               "repeat " + std::to_string(q) + " reads source bytes repeat " + std::to_string(r) +
                                   " wrote (overlap between repeats is not allowed)",
                               loc);
                }
            }
        }
        for (uint64_t r = firstRepeat; r < repeats; ++r) {
            for (const auto& [e0, e1] : RepeatRuns<U>(runs, sS, r)) {
                src.Declare(Pipe::V, seq, e0, e1 - e0, false, api, loc);
            }
        }
        for (uint64_t r = firstRepeat; r < repeats; ++r) {
            dst.Declare(Pipe::V, seq, slot(r), outElems, true, api, loc);
        }
    }
    std::vector<U> lanes(e);
    std::vector<uint8_t> en(e);
    std::vector<T> out(outElems);
    for (uint64_t r = firstRepeat; r < repeats; ++r) {
        const RepMask& m = plan.At(r);
        bool defined = true;
        bool inside = true;
        for (uint64_t k = 0; k < e; ++k) {
            en[k] = m.Bit(k) ? 1 : 0;
            lanes[k] = U{};
            if (!en[k]) {
                continue;
            }
            const U* s = src.Data() + (r * sS.rep + (k / epb) * sS.blk) * epb + k % epb;
            if (!san && !InUb(s, sizeof(U))) {
                inside = false;
                break;
            }
            lanes[k] = *s;
            defined = defined && (!san || UbDefined(s, sizeof(U)));
        }
        T* d = dst.Data() + slot(r);
        if (!inside || (!san && !InUb(d, outElems * sizeof(T)))) {
            continue; // sanitizer off: stay inside the UB arena
        }
        compute(lanes, en, out);
        std::memcpy(static_cast<void*>(d), out.data(), outElems * sizeof(T));
        if (san) {
            if (defined) {
                UbMarkDefined(d, outElems * sizeof(T));
            } else {
                UbMarkUndefined(d, outElems * sizeof(T));
            }
        }
    }
}

template <ReduceType type, typename T, typename U>
inline void RepeatReduceRepeat(const char* api, SrcLoc loc, const RepPlan& plan, const UbOperand<T>& dst,
                               const UbOperand<U>& src, int32_t dstRepStride, int32_t srcBlkStride,
                               int32_t srcRepStride, ReduceOrder order)
{
    constexpr uint64_t e = 256 / sizeof(U);
    if constexpr (type == ReduceType::SUM) {
        const bool sat = ascsim::kern::SaturatesNow<T>();
        RepeatReduce<T, U>(api, loc, plan, dst, src, dstRepStride, srcBlkStride, srcRepStride, 1, sizeof(T),
                           [sat](const std::vector<U>& l, const std::vector<uint8_t>& en, std::vector<T>& out) {
                               std::vector<T> v(e);
                               for (uint64_t k = 0; k < e; ++k) {
                                   v[k] = en[k] ? static_cast<T>(l[k]) : T(0);
                               }
                               out[0] = TreeSum(std::move(v), sat);
                           });
    } else {
        const bool isMax = type == ReduceType::MAX;
        uint64_t oneRep = (order == ReduceOrder::ORDER_VALUE_INDEX || order == ReduceOrder::ORDER_INDEX_VALUE) ? 2 : 1;
        if (sizeof(T) == 2 && order == ReduceOrder::ORDER_ONLY_INDEX) {
            oneRep = 2;
        }
        RepeatReduce<T, U>(
            api, loc, plan, dst, src, dstRepStride, srcBlkStride, srcRepStride, oneRep, oneRep * sizeof(T),
            [isMax, order](const std::vector<U>& l, const std::vector<uint8_t>& en, std::vector<T>& out) {
                bool any = false;
                T best{};
                uint64_t idx = 0;
                for (uint64_t k = 0; k < e; ++k) {
                    if (en[k] && (!any || Better(isMax, l[k], best))) {
                        best = l[k];
                        idx = k;
                        any = true;
                    }
                }
                const T ix = BitsAs<T>(static_cast<IndexOf<T>>(idx));
                switch (order) {
                    case ReduceOrder::ORDER_VALUE_INDEX:
                        out[0] = best;
                        out[1] = ix;
                        break;
                    case ReduceOrder::ORDER_INDEX_VALUE:
                        out[0] = ix;
                        out[1] = best;
                        break;
                    case ReduceOrder::ORDER_ONLY_VALUE:
                        out[0] = best;
                        break;
                    case ReduceOrder::ORDER_ONLY_INDEX:
                        if constexpr (sizeof(T) == 2) {
                            const uint32_t i32 = static_cast<uint32_t>(idx);
                            std::memcpy(static_cast<void*>(out.data()), &i32, 4);
                        } else {
                            out[0] = ix;
                        }
                        break;
                }
            });
    }
}

template <ReduceType type, typename T>
inline void RepeatReduceDataBlock(SrcLoc loc, const RepPlan& plan, const UbOperand<T>& dst, const UbOperand<T>& src,
                                  int32_t dstRepStride, int32_t srcBlkStride, int32_t srcRepStride)
{
    constexpr uint64_t epb = 32 / sizeof(T);
    const bool sat = ascsim::kern::SaturatesNow<T>();
    RepeatReduce<T, T>(ascsim::ops::ReduceDataBlock::kName, loc, plan, dst, src, dstRepStride, srcBlkStride,
                       srcRepStride, 8, 8 * sizeof(T),
                       [sat](const std::vector<T>& l, const std::vector<uint8_t>& en, std::vector<T>& out) {
                           for (uint64_t b = 0; b < 8; ++b) {
                               if constexpr (type == ReduceType::SUM) {
                                   std::vector<T> v(epb);
                                   for (uint64_t k = 0; k < epb; ++k) {
                                       v[k] = en[b * epb + k] ? l[b * epb + k] : T(0);
                                   }
                                   out[b] = TreeSum(std::move(v), sat);
                               } else {
                                   constexpr bool isMax = type == ReduceType::MAX;
                                   T best = isMax ? RedLowest<T>() : RedHighest<T>(); // the empty-block default
                                   for (uint64_t k = 0; k < epb; ++k) {
                                       if (en[b * epb + k] && Better(isMax, l[b * epb + k], best)) {
                                           best = l[b * epb + k];
                                       }
                                   }
                                   out[b] = best;
                               }
                           }
                       });
}

template <typename T>
inline void RepeatReducePairElem(SrcLoc loc, const RepPlan& plan, const UbOperand<T>& dst, const UbOperand<T>& src,
                                 int32_t dstRepStride, int32_t srcBlkStride, int32_t srcRepStride)
{
    constexpr uint64_t half = 256 / sizeof(T) / 2;
    const bool sat = ascsim::kern::SaturatesNow<T>();
    RepeatReduce<T, T>(ascsim::ops::ReducePairElem::kName, loc, plan, dst, src, dstRepStride, srcBlkStride,
                       srcRepStride, half, 32,
                       [sat](const std::vector<T>& l, const std::vector<uint8_t>& en, std::vector<T>& out) {
                           for (uint64_t j = 0; j < half; ++j) {
                               const T a = en[2 * j] ? l[2 * j] : T(0);
                               const T b = en[2 * j + 1] ? l[2 * j + 1] : T(0);
                               out[j] = RedAdd(a, b, sat);
                           }
                       });
}

// One whole reduction: the source elements in order (their element offsets and global indices).
struct RedElem {
    uint64_t off;   // element offset from src
    uint64_t index; // the index the API reports
    uint64_t vl;    // which VL chunk (for the sum's order)
    uint64_t lane;  // lane within the VL
};

// The elements of a whole reduction. counter: `count` elements VL by VL, VL v at v * srcRepStride
// DataBlocks; normal: repeat r's enabled lanes of the VL at r * srcRepStride DataBlocks.
template <typename T>
inline std::vector<RedElem> WholeElems(bool counter, uint64_t count, const RepMask& mask, uint64_t repeats,
                                       uint64_t srcRepStride)
{
    constexpr uint64_t e = 256 / sizeof(T);
    constexpr uint64_t epb = 32 / sizeof(T);
    std::vector<RedElem> out;
    if (counter) {
        for (uint64_t i = 0; i < count; ++i) {
            const uint64_t v = i / e, k = i % e;
            out.push_back(RedElem{v * srcRepStride * epb + k, v * e + k, v, k});
        }
    } else {
        for (uint64_t r = 0; r < repeats; ++r) {
            for (uint64_t k = 0; k < e; ++k) {
                if (mask.Bit(k)) {
                    const uint64_t off = r * srcRepStride * epb + k;
                    out.push_back(RedElem{off, off, r, k});
                }
            }
        }
    }
    return out;
}

// Declares the reads of a whole reduction and checks its operands; returns the V sequence number.
template <typename T>
inline uint64_t WholeBegin(const char* api, SrcLoc loc, const UbOperand<T>& dst, const UbOperand<T>& src,
                           const std::vector<RedElem>& elems, uint64_t vlCount, uint64_t dstElems,
                           ascsim::ops::ReserveForm form, int64_t countOrRepeat)
{
    using namespace ascsim::kern;
    const uint64_t seq = IssueVector(api, vlCount * (256 / sizeof(T)), sizeof(T), 1, loc);
    // The SDK marks none of ReduceSum's / ReduceMax's / ReduceMin's overloads on 3510.
    ClaimReservedUb(api, form, loc);
    const bool maskForm = form != ascsim::ops::ReserveForm::kCount;
    if (!SanitizerEnabled()) {
        return seq;
    }
    VecRequire(countOrRepeat > 0, api,
               std::string(maskForm ? "repeatTime / mask" : "count") + " 0: on Ascend 950 this is not guaranteed to "
                                                                       "be a no-op",
               loc);
    VecRequire(!elems.empty(), api, "no element enabled: on Ascend 950 this is not guaranteed to be a no-op", loc);
    VecAligned(src, api, loc);
    RequireAlignedTo(dst, dstElems * sizeof(T), api, "dst", loc);
    const auto* d0 = reinterpret_cast<const uint8_t*>(dst.Data());
    const auto* d1 = d0 + dstElems * sizeof(T);
    for (size_t i = 0; i < elems.size();) {
        size_t j = i + 1;
        while (j < elems.size() && elems[j].off == elems[j - 1].off + 1) {
            ++j;
        }
        const auto* s0 = reinterpret_cast<const uint8_t*>(src.Data() + elems[i].off);
        const auto* s1 = reinterpret_cast<const uint8_t*>(src.Data() + elems[j - 1].off + 1);
        VecRequire(s1 <= d0 || d1 <= s0, api, "dst overlaps the source", loc);
        src.Declare(Pipe::V, seq, elems[i].off, elems[j - 1].off + 1 - elems[i].off, false, api, loc);
        i = j;
    }
    dst.Declare(Pipe::V, seq, 0, dstElems, true, api, loc);
    return seq;
}

template <typename T>
inline bool WholeDefined(const UbOperand<T>& src, const std::vector<RedElem>& elems)
{
    if (!ascsim::kern::SanitizerEnabled()) {
        return true;
    }
    for (const RedElem& x : elems) {
        if (!ascsim::kern::UbDefined(src.Data() + x.off, sizeof(T))) {
            return false;
        }
    }
    return true;
}

template <typename T>
inline void WholeStore(const UbOperand<T>& dst, const T* vals, uint64_t n, bool defined)
{
    T* d = dst.Data();
    if (!ascsim::kern::SanitizerEnabled() && !InUb(d, n * sizeof(T))) {
        return;
    }
    std::memcpy(static_cast<void*>(d), vals, n * sizeof(T));
    if (ascsim::kern::SanitizerEnabled()) {
        if (defined) {
            ascsim::kern::UbMarkDefined(d, n * sizeof(T));
        } else {
            ascsim::kern::UbMarkUndefined(d, n * sizeof(T));
        }
    }
}

// The tree sum of `count` consecutive values of `vals` (VL by VL as the Counter-mode ReduceSum does).
template <typename T>
inline T SumCounter(const std::vector<T>& vals, bool sat, std::vector<T>* partials)
{
    constexpr uint64_t e = 256 / sizeof(T);
    const uint64_t count = vals.size();
    auto vl = [&](uint64_t v) { // VL v, lanes past count zero
        std::vector<T> out(e, T(0));
        for (uint64_t k = 0; k < e && v * e + k < count; ++k) {
            out[k] = vals[v * e + k];
        }
        return out;
    };
    auto addInto = [&](std::vector<T>& a, const std::vector<T>& b, uint64_t lanes) {
        for (uint64_t k = 0; k < lanes; ++k) {
            a[k] = RedAdd(a[k], b[k], sat);
        }
    };
    if (count <= e) {
        return TreeSum(vl(0), sat);
    }
    if (count <= 4 * e) { // 方式三: element-wise adds of the VLs first
        std::vector<T> acc = vl(0);
        const uint64_t vls = (count + e - 1) / e;
        const uint64_t lastLanes = count - (vls - 1) * e;
        if (vls == 2) {
            addInto(acc, vl(1), lastLanes);
        } else if (vls == 3) {
            addInto(acc, vl(1), e);
            addInto(acc, vl(2), lastLanes);
        } else {
            std::vector<T> w = vl(2);
            addInto(acc, vl(1), e);
            addInto(w, vl(3), lastLanes);
            addInto(acc, w, e);
        }
        return TreeSum(std::move(acc), sat);
    }
    // 方式二: a tree per VL, then over the VL results (again VL by VL past VL * VL elements)
    std::vector<T> level(vals);
    while (level.size() > 1) {
        std::vector<T> next((level.size() + e - 1) / e);
        for (uint64_t v = 0; v < next.size(); ++v) {
            std::vector<T> chunk(e, T(0));
            for (uint64_t k = 0; k < e && v * e + k < level.size(); ++k) {
                chunk[k] = level[v * e + k];
            }
            next[v] = TreeSum(std::move(chunk), sat);
        }
        if (partials != nullptr && partials->empty()) {
            *partials = next; // what the first level leaves in sharedTmpBuffer
        }
        level = std::move(next);
    }
    return level[0];
}

// sharedTmpBuffer of the 方式二 sums: it receives the per-VL (or per-repeat) results, `n` of them.
template <typename T>
inline void SumTmpWrite(const char* api, SrcLoc loc, uint64_t seq, const UbOperand<T>& tmp, uint64_t tmpElems,
                        const std::vector<T>& vals)
{
    using namespace ascsim::kern;
    if (vals.empty()) {
        return;
    }
    const uint64_t need = (vals.size() * sizeof(T) + 31) / 32 * 32 / sizeof(T);
    if (SanitizerEnabled()) {
        VecAligned(tmp, api, loc);
        VecRequire(tmpElems >= need, api,
                   "sharedTmpBuffer holds " + std::to_string(tmpElems) + " elements, the intermediate results need " +
                       std::to_string(need) + " (ReduceSum.md, 关键特性说明)",
                   loc);
        tmp.Declare(Pipe::V, seq, 0, vals.size(), true, api, loc);
    }
    T* t = tmp.Data();
    if (!SanitizerEnabled() && !InUb(t, vals.size() * sizeof(T))) {
        return;
    }
    std::memcpy(static_cast<void*>(t), vals.data(), vals.size() * sizeof(T));
    if (SanitizerEnabled()) {
        UbMarkDefined(t, vals.size() * sizeof(T));
    }
}

// ReduceSum over the elements; `counterOrder` selects the Counter-mode order, else the Normal-mode one
// (a tree per repeat over its enabled lanes, then over the repeat results).
template <typename T>
inline void WholeSum(SrcLoc loc, const UbOperand<T>& dst, const UbOperand<T>& src, const UbOperand<T>& tmp,
                     uint64_t tmpElems, const std::vector<RedElem>& elems, bool counterOrder, uint64_t repeats,
                     ascsim::ops::ReserveForm form, int64_t countOrRepeat, bool setAcc)
{
    const char* api = ascsim::ops::ReduceSum::kName;
    constexpr uint64_t e = 256 / sizeof(T);
    const uint64_t vlCount = elems.empty() ? 0 : elems.back().vl + 1;
    const uint64_t seq = WholeBegin<T>(api, loc, dst, src, elems, vlCount, 1, form, countOrRepeat);
    const bool sat = ascsim::kern::SaturatesNow<T>();
    std::vector<T> vals;
    vals.reserve(elems.size());
    for (const RedElem& x : elems) {
        vals.push_back(src.Data()[x.off]);
    }
    T result{};
    std::vector<T> partials;
    if (counterOrder) {
        result = SumCounter<T>(vals, sat, &partials);
    } else {
        std::vector<T> reps(repeats, T(0));
        for (uint64_t r = 0; r < repeats; ++r) {
            std::vector<T> lanes(e, T(0));
            for (size_t i = 0; i < elems.size(); ++i) {
                if (elems[i].vl == r) {
                    lanes[elems[i].lane] = vals[i];
                }
            }
            reps[r] = TreeSum(std::move(lanes), sat);
        }
        if (repeats > 1) {
            partials = reps;
            result = SumCounter<T>(reps, sat, nullptr);
        } else {
            result = reps.empty() ? T(0) : reps[0];
        }
    }
    SumTmpWrite<T>(api, loc, seq, tmp, tmpElems, partials);
    WholeStore<T>(dst, &result, 1, WholeDefined(src, elems));
    if constexpr (std::is_same_v<T, half> || std::is_same_v<T, float>) {
        if (setAcc) {
            ascsim::kern::VecSpr& spr = ascsim::kern::CurrentVecSpr();
            if constexpr (std::is_same_v<T, half>) {
                spr.accHalfBits = ascsim::num::Bits(result);
                spr.accHalfSet = true;
                spr.accHalfSeq = seq;
            } else {
                spr.accFloat = result;
                spr.accFloatSet = true;
                spr.accFloatSeq = seq;
            }
        }
    }
}

template <typename T>
inline void WholeMaxMin(const char* api, SrcLoc loc, bool isMax, const UbOperand<T>& dst, const UbOperand<T>& src,
                        const std::vector<RedElem>& elems, bool calIndex, ascsim::ops::ReserveForm form,
                        int64_t countOrRepeat)
{
    const uint64_t vlCount = elems.empty() ? 0 : elems.back().vl + 1;
    WholeBegin<T>(api, loc, dst, src, elems, vlCount, calIndex ? 2 : 1, form, countOrRepeat);
    bool any = false;
    T best{};
    uint64_t idx = 0;
    for (const RedElem& x : elems) {
        const T v = src.Data()[x.off];
        const bool tie = any && !Better(isMax, v, best) && !Better(isMax, best, v);
        if (!any || Better(isMax, v, best) || (tie && x.index < idx)) { // the smallest index among equals
            best = v;
            idx = x.index;
            any = true;
        }
    }
    if (ascsim::kern::SanitizerEnabled() && calIndex && sizeof(T) == 2) {
        VecRequire(
            idx <= 0xFFFFu, api,
            "the index " + std::to_string(idx) + " does not fit uint16_t (ReduceMax.md: half indices up to 65535)",
            loc);
    }
    T out[2] = {best, T{}};
    if (calIndex) {
        out[1] = BitsAs<T>(static_cast<IndexOf<T>>(idx));
    }
    WholeStore<T>(dst, out, calIndex ? 2 : 1, WholeDefined(src, elems));
}

// The mask forms of ReduceSum / ReduceMax / ReduceMin ("tensor高维切分计算"; repeatTime may exceed 255:
// the pages take an int32_t), Normal or Counter mode as CTRL selects.
template <typename T>
inline void WholeMaskForm(const char* api, SrcLoc loc, int which /* 0 sum, 1 max, 2 min */, const UbOperand<T>& dst,
                          const UbOperand<T>& src, const UbOperand<T>& tmp, uint64_t tmpElems, const uint64_t* bits,
                          uint64_t cont, int32_t repeatTime, int32_t srcRepStride, bool calIndex)
{
    const uint64_t rep = repeatTime > 0 ? static_cast<uint64_t>(repeatTime) : 0;
    const uint64_t stride = srcRepStride > 0 ? static_cast<uint64_t>(srcRepStride) : 0;
    const auto form = bits != nullptr ? ascsim::ops::ReserveForm::kMaskBits : ascsim::ops::ReserveForm::kMaskCount;
    if (IsCounterMode()) {
        const uint64_t count = static_cast<uint32_t>(bits != nullptr ? bits[0] : cont);
        const auto elems = WholeElems<T>(true, count, FirstN(0), 0, stride);
        if (which == 0) {
            WholeSum<T>(loc, dst, src, tmp, tmpElems, elems, true, 0, form, static_cast<int64_t>(count), false);
        } else {
            WholeMaxMin<T>(api, loc, which == 1, dst, src, elems, calIndex, form, static_cast<int64_t>(count));
        }
        return;
    }
    RepMask m{{0, 0}};
    if (bits != nullptr) {
        MaskSprClobber(bits[1], bits[0], api, loc);
        m = BitwiseMask<T>(bits);
    } else {
        m = ContinuousMask<T>(cont, api, loc);
    }
    const auto elems = WholeElems<T>(false, 0, m, rep, stride);
    if (which == 0) {
        WholeSum<T>(loc, dst, src, tmp, tmpElems, elems, false, rep, form, repeatTime, false);
    } else {
        WholeMaxMin<T>(api, loc, which == 1, dst, src, elems, calIndex, form, repeatTime);
    }
}

// ---- the count forms of ReduceSum / ReduceMax / ReduceMin ("tensor前n个数据计算") -------------------------
// ReduceSum over src[0, count): 64-bit T in one pass (方式三 over 2-register VLs: the sum modulo 2^64 does
// not depend on the order), 32/16-bit T through WholeSum (sets the GetReduceRepeatSumSpr value).
// tmpElems: how many T sharedTmpBuffer holds.
template <typename T>
inline void CountSum(SrcLoc loc, const UbOperand<T>& dst, const UbOperand<T>& src, const UbOperand<T>& tmp,
                     uint64_t tmpElems, int32_t count)
{
    const uint64_t n = count > 0 ? static_cast<uint64_t>(count) : 0;
    if constexpr (sizeof(T) == 8) {
        (void)tmp;
        (void)tmpElems;
        std::vector<RedElem> e64(n);
        for (uint64_t i = 0; i < n; ++i) {
            e64[i] = RedElem{i, i, i / 32, i % 32};
        }
        WholeBegin<T>(ascsim::ops::ReduceSum::kName, loc, dst, src, e64, (n + 31) / 32, 1,
                      ascsim::ops::ReserveForm::kCount, count);
        T sum = 0;
        for (uint64_t i = 0; i < n; ++i) {
            sum = RedAdd(sum, src.Data()[i], false);
        }
        WholeStore<T>(dst, &sum, 1, WholeDefined(src, e64));
    } else {
        const auto elems = WholeElems<T>(true, n, FirstN(0), 0, 8);
        WholeSum<T>(loc, dst, src, tmp, tmpElems, elems, true, 0, ascsim::ops::ReserveForm::kCount, count, true);
    }
}

// ReduceMax / ReduceMin over src[0, count) (api: ascsim::ops::ReduceMax::kName or ascsim::ops::ReduceMin::kName).
template <typename T>
inline void CountMaxMin(const char* api, SrcLoc loc, bool isMax, const UbOperand<T>& dst, const UbOperand<T>& src,
                        int32_t count, bool calIndex)
{
    const uint64_t n = count > 0 ? static_cast<uint64_t>(count) : 0;
    std::vector<RedElem> elems(n);
    for (uint64_t i = 0; i < n; ++i) {
        elems[i] = RedElem{i, i, i / (256 / sizeof(T)), i % (256 / sizeof(T))};
    }
    WholeMaxMin<T>(api, loc, isMax, dst, src, elems, calIndex, ascsim::ops::ReserveForm::kCount, count);
}

} // namespace AscendC::detail
