// The engine of every mask/repeat vector instruction ("tensor高维切分计算" forms: mask + repeatTime +
// repeat strides; docs/zh/api/SIMD-API/基础API/Memory矢量计算/SIMD计算说明/高维切分.md, 掩码.md): the
// operands' DataBlock layout, their checks (repeatTime 0, dstBlkStride 0, 32-byte alignment, the
// overlap rules of 通用说明和约束.md, the UB bytes each repeat touches declared on the V pipe) and the
// element loop under the plan's masks (engine/mask_plan.h). It takes UbOperand (types/ub_operand.h),
// so a LocalTensor and a C-API __ubuf__ pointer reach the same code; the spellings pass their repeat
// parameters as RepStrides.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/engine/mask_plan.h"
#include "ascendc_sim/engine/vector_common.h"
#include "ascendc_sim/numerics/numerics.h"
#include "ascendc_sim/types/ub_operand.h"

namespace AscendC::detail {

template <typename T>
inline constexpr bool kRepeatTypeOk = sizeof(T) == 2 || sizeof(T) == 4;

// Where one operand's repeats and blocks lie, in DataBlocks.
struct RepStrides {
    uint64_t blk;
    uint64_t rep;
};

using ByteSpan = std::pair<uintptr_t, uintptr_t>; // [first, last) byte addresses

using Runs = std::array<std::vector<std::pair<uint64_t, uint64_t>>, 8>;

// Runs of enabled elements [e0, e1) within each of the 8 blocks of one repeat's mask.
template <typename T>
inline Runs BlockRuns(const RepMask& mask)
{
    Runs runs;
    constexpr uint64_t epb = kBlkElems<T>;
    for (uint64_t b = 0; b < 8; ++b) {
        uint64_t e = 0;
        while (e < epb) {
            if (!mask.Bit(b * epb + e)) {
                ++e;
                continue;
            }
            uint64_t f = e;
            while (f < epb && mask.Bit(b * epb + f)) {
                ++f;
            }
            runs[b].emplace_back(e, f);
            e = f;
        }
    }
    return runs;
}

// The block runs of every repeat of a plan (the last repeat's differ in Counter mode).
struct PlanRuns {
    Runs body;
    Runs last;
    uint64_t repeats = 0;
    const Runs& At(uint64_t r) const { return r + 1 == repeats ? last : body; }
};
template <typename T>
inline PlanRuns MakeRuns(const RepPlan& p)
{
    return PlanRuns{BlockRuns<T>(p.body), BlockRuns<T>(p.last), p.repeats};
}

// The element runs (relative to the tensor's first element) one operand touches in repeat r,
// adjacent runs merged.
template <typename T>
inline std::vector<std::pair<uint64_t, uint64_t>> RepeatRuns(const PlanRuns& planRuns, RepStrides s, uint64_t r)
{
    const Runs& runs = planRuns.At(r);
    std::vector<std::pair<uint64_t, uint64_t>> out;
    for (uint64_t b = 0; b < 8; ++b) {
        const uint64_t base = (r * s.rep + b * s.blk) * kBlkElems<T>;
        for (const auto& [e0, e1] : runs[b]) {
            if (!out.empty() && out.back().second == base + e0) {
                out.back().second = base + e1;
            } else {
                out.emplace_back(base + e0, base + e1);
            }
        }
    }
    return out;
}

inline bool SpansOverlap(const std::vector<ByteSpan>& a, const std::vector<ByteSpan>& b)
{
    for (const auto& x : a) {
        for (const auto& y : b) {
            if (x.first < y.second && y.first < x.second) {
                return true;
            }
        }
    }
    return false;
}
inline ByteSpan Hull(const std::vector<ByteSpan>& a)
{
    ByteSpan h{UINTPTR_MAX, 0};
    for (const auto& x : a) {
        h.first = x.first < h.first ? x.first : h.first;
        h.second = x.second > h.second ? x.second : h.second;
    }
    return h;
}

// Every repeat's byte spans of one operand.
template <typename T>
inline std::vector<std::vector<ByteSpan>> OperandSpans(const UbOperand<T>& t, const PlanRuns& runs, RepStrides s,
                                                       uint64_t repeats)
{
    std::vector<std::vector<ByteSpan>> out(repeats);
    const auto base = reinterpret_cast<uintptr_t>(t.Data());
    for (uint64_t r = 0; r < repeats; ++r) {
        for (const auto& [e0, e1] : RepeatRuns<T>(runs, s, r)) {
            out[r].emplace_back(base + e0 * sizeof(T), base + e1 * sizeof(T));
        }
    }
    return out;
}

// 通用说明和约束.md, 通用地址重叠约束: within a repeat source and destination coincide exactly or
// not at all; a later repeat's source may not read an earlier repeat's destination (unless
// `chainOk`: Add/Sub/Mul/Max/Min's src1 with src1RepStride or dstRepStride 0, half/int32_t/float).
inline void RepeatOverlap(const std::vector<std::vector<ByteSpan>>& dst, const std::vector<std::vector<ByteSpan>>& src,
                          bool chainOk, const char* api, const char* srcName, ascsim::kern::SrcLoc loc)
{
    const uint64_t repeats = dst.size();
    std::vector<ByteSpan> dh(repeats), sh(repeats);
    for (uint64_t r = 0; r < repeats; ++r) {
        dh[r] = Hull(dst[r]);
        sh[r] = Hull(src[r]);
    }
    for (uint64_t r = 0; r < repeats; ++r) {
        if (dst[r] != src[r] && dh[r].first < sh[r].second && sh[r].first < dh[r].second &&
            SpansOverlap(dst[r], src[r])) {
            VecRequire(false, api,
                       std::string(srcName) + " and destination overlap partially in repeat " + std::to_string(r) +
                           " (only a 100% overlap is allowed)",
                       loc);
        }
    }
    if (chainOk) {
        return;
    }
    for (uint64_t r = 0; r < repeats; ++r) {
        for (uint64_t q = r + 1; q < repeats; ++q) {
            if (dh[r].first < sh[q].second && sh[q].first < dh[r].second && SpansOverlap(dst[r], src[q])) {
                VecRequire(false, api,
                           "repeat " + std::to_string(q) + " reads as " + srcName + " what repeat " +
                               std::to_string(r) + " wrote as destination (overlap between repeats is not allowed)",
                           loc);
            }
        }
    }
}

inline bool InUb(const void* p, size_t bytes)
{
    const auto* b = ascsim::kern::UbBase();
    const auto* q = static_cast<const uint8_t*>(p);
    return q >= b && q + bytes <= b + ascsim::kern::UbTotalBytes();
}

// Options of one mask/repeat instruction (VecRepeat).
struct RepOptions {
    bool chainOk = false;      // see RepeatOverlap
    bool dstBlkZeroOk = false; // dstBlkStride 0 is allowed (Copy.md's range starts at 0): then at most
                               // one DataBlock of a repeat may be enabled, or they would write the same bytes
    int algo = -1;             // VecAlgo of the API's config (vector_common.h)
    RepOptions() = default;
    RepOptions(bool chain) : chainOk(chain) {} // NOLINT: implicit, for the callers that pass chainOk
};

// An operand the engine does not know, checked and declared by the instruction that reads it: the hook
// gets the instruction's sequence number, the destination's spans and each source's.
using RepSpans = std::vector<std::vector<ByteSpan>>; // every repeat's byte spans of one operand
struct NoExtraOperand {
    void operator()(uint64_t, const RepSpans&, const std::vector<RepSpans>&) const {}
};

// A LocalTensor's first element as the instruction's scalar (Ands / Ors; the flexible-scalar forms of
// Adds ... Divs, Compares, Select). align: its start alignment in bytes (Ors.md: 32; the flexible-scalar
// pages: the element's own, as their impl loads it with a broadcast LoadAlign). sourcesDisjoint: the vector
// sources may not overlap the destination at all either (Adds（灵活标量位置）.md 约束说明: with a single
// LocalTensor element as the scalar, source and destination operands may not overlap). t == nullptr: the
// scalar is a value, there is nothing to check.
template <typename T>
struct ElemScalarOperand {
    const UbOperand<T>* t;
    const char* api;
    ascsim::kern::SrcLoc loc;
    size_t align;
    bool sourcesDisjoint;
    void operator()(uint64_t seq, const RepSpans& dspans, const std::vector<RepSpans>& sspans) const
    {
        using namespace ascsim::kern;
        if (t == nullptr) {
            return;
        }
        if (t->Data() == nullptr) {
            t->Declare(Pipe::V, seq, 0, 1, false, api, loc); // reports the unbound tensor
            return;
        }
        const auto s0 = reinterpret_cast<uintptr_t>(t->Data());
        const auto offset = static_cast<size_t>(reinterpret_cast<const uint8_t*>(t->Data()) - UbBase());
        VecRequire(offset % align == 0, api,
                   "the scalar element at UB offset " + std::to_string(offset) + " is not " +
                       (align == sizeof(T) ? std::string("element-aligned") : std::to_string(align) + "-byte aligned"),
                   loc);
        const std::vector<ByteSpan> element{{s0, s0 + sizeof(T)}};
        for (const auto& rep : dspans) {
            VecRequire(!SpansOverlap(rep, element), api,
                       "with a LocalTensor element as the scalar, source and destination may not overlap", loc);
        }
        for (size_t i = 0; sourcesDisjoint && i < sspans.size(); ++i) {
            for (const auto& drep : dspans) {
                for (const auto& srep : sspans[i]) {
                    VecRequire(!SpansOverlap(drep, srep), api,
                               "with a LocalTensor element as the scalar, the vector source and the destination may "
                               "not overlap at all",
                               loc);
                }
            }
        }
        t->Declare(Pipe::V, seq, 0, 1, false, api, loc);
    }
    // The element as the instruction reads it (after the checks above); with the sanitizer off an unbound
    // tensor or one outside the UB arena is not dereferenced and reads 0.
    T Value() const
    {
        const T* p = t != nullptr ? t->Data() : nullptr;
        return p != nullptr && InUb(p, sizeof(T)) ? *p : T{};
    }
};

// One result lane of a mask/repeat instruction, computed before any of its repeat is written (a source
// may be the destination), and the write-back: the values, and each lane's written or never-written
// state (core.h, UbMarkUndefined) when the sanitizer is on.
template <typename T>
struct RepLane {
    T* d;
    T value;
    bool defined;
};
template <typename T>
inline void WriteRepLanes(const std::vector<RepLane<T>>& lanes, bool san)
{
    for (const RepLane<T>& l : lanes) {
        *l.d = l.value;
        if (san) {
            if (l.defined) {
                ascsim::kern::UbMarkDefined(l.d, sizeof(T));
            } else {
                ascsim::kern::UbMarkUndefined(l.d, sizeof(T));
            }
        }
    }
}

// The engine of every mask/repeat form: NS source tensors, f(std::array<T, NS>, r, k) -> T for
// element k of repeat r. chainOk: see RepeatOverlap. extra(seq, dstSpans, srcSpans): with the sanitizer on,
// checks and declares an operand the engine does not know (a one-element scalar tensor).
template <typename T, size_t NS, typename F, typename Extra = NoExtraOperand>
inline void VecRepeat(const char* api, ascsim::kern::SrcLoc loc, const RepPlan& plan, const UbOperand<T>& dst,
                      RepStrides dstS, const std::array<const UbOperand<T>*, NS>& srcs,
                      const std::array<RepStrides, NS>& srcS, RepOptions opt, F&& f, Extra&& extra = Extra{})
{
    const bool chainOk = opt.chainOk;
    using namespace ascsim::kern;
    static_assert(kRepeatTypeOk<T>, "the mask/repeat forms take 16- or 32-bit elements on Ascend 950");
    const uint64_t seq = IssueVector(api, plan.repeats * (256 / sizeof(T)), sizeof(T), NS, loc, opt.algo);
    const bool san = SanitizerEnabled();
    const uint64_t repeats = plan.repeats;
    // The overloads the SDK marks take the reserves (mask_plan.h, ClaimReservedUb): the arithmetic,
    // logic and compound forms, Copy's and Duplicate's; CreateVecIndex's not.
    ClaimReservedUb(api, plan.form, loc);
    const PlanRuns runs = MakeRuns<T>(plan);
    if (san) {
        // Add.md etc., 约束说明: on 950 a repeatTime of 0 is not guaranteed to be a no-op.
        RequireRepeats(plan, api, loc);
        if (dstS.blk == 0 && opt.dstBlkZeroOk) {
            for (const Runs* rr : {&runs.body, &runs.last}) {
                int blocks = 0;
                for (const auto& b : *rr) {
                    blocks += b.empty() ? 0 : 1;
                }
                VecRequire(blocks <= 1, api,
                           "destination DataBlock stride 0 with " + std::to_string(blocks) +
                               " enabled DataBlocks in a repeat: they would all write the same 32 bytes (undefined)",
                           loc);
            }
        } else {
            VecRequire(dstS.blk != 0, api, "dstBlkStride 0 is not supported (undefined behaviour)", loc);
        }
        VecAligned(dst, api, loc);
        for (const UbOperand<T>* s : srcs) {
            VecAligned(*s, api, loc);
        }
        const auto dspans = OperandSpans<T>(dst, runs, dstS, repeats);
        std::vector<RepSpans> sspans;
        size_t i = 0;
        for (const UbOperand<T>* s : srcs) {
            const char* name = NS == 1 ? "source" : (i == 0 ? "src0" : "src1");
            sspans.push_back(OperandSpans<T>(*s, runs, srcS[i], repeats));
            RepeatOverlap(dspans, sspans.back(), chainOk && i == 1, api, name, loc);
            ++i;
        }
        extra(seq, dspans, sspans);
        i = 0;
        for (const UbOperand<T>* s : srcs) {
            for (uint64_t r = 0; r < repeats; ++r) {
                for (const auto& [e0, e1] : RepeatRuns<T>(runs, srcS[i], r)) {
                    s->Declare(Pipe::V, seq, e0, e1 - e0, false, api, loc);
                }
            }
            ++i;
        }
        for (uint64_t r = 0; r < repeats; ++r) {
            for (const auto& [e0, e1] : RepeatRuns<T>(runs, dstS, r)) {
                dst.Declare(Pipe::V, seq, e0, e1 - e0, true, api, loc);
            }
        }
    }
    // One repeat at a time: all its sources are read before its destination is written.
    std::vector<RepLane<T>> lanes;
    lanes.reserve(kRepElems<T>);
    uint64_t& unknownCounter = ascsim::num::UnknownLaneCounter();
    unknownCounter = 0;
    uint64_t unknownLanes = 0; // initcheck: defined lanes whose inputs had an unknown result
    constexpr uint64_t epb = kBlkElems<T>;
    for (uint64_t r = 0; r < repeats; ++r) {
        lanes.clear();
        const Runs& rr = runs.At(r);
        for (uint64_t b = 0; b < 8; ++b) {
            for (const auto& [e0, e1] : rr[b]) {
                for (uint64_t e = e0; e < e1; ++e) {
                    T* d = dst.Data() + (r * dstS.rep + b * dstS.blk) * epb + e;
                    std::array<T, NS> in{};
                    bool defined = true;
                    bool inside = InUb(d, sizeof(T));
                    size_t i = 0;
                    for (const UbOperand<T>* src : srcs) {
                        const T* s = src->Data() + (r * srcS[i].rep + b * srcS[i].blk) * epb + e;
                        if (!san && !InUb(s, sizeof(T))) {
                            inside = false; // sanitizer off: stay inside the UB arena
                            break;
                        }
                        in[i] = *s;
                        if (san) {
                            defined = defined && UbDefined(s, sizeof(T));
                        }
                        ++i;
                    }
                    if (!inside) {
                        continue;
                    }
                    const uint64_t before = unknownCounter;
                    const T value = f(in, r, b * epb + e);
                    unknownLanes += unknownCounter != before && defined ? 1 : 0;
                    lanes.push_back(RepLane<T>{d, value, defined});
                }
            }
        }
        WriteRepLanes(lanes, san);
    }
    unknownCounter = 0;
    if (san) {
        // see rule initcheck.unknown-result
        ReportUnknownResult(api, loc, unknownLanes);
    }
}

} // namespace AscendC::detail
