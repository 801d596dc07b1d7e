// The mask/repeat engine of Cast (SIMD-API/基础API/Memory矢量计算/类型转换/Cast.md: the tensor高维切分计算
// form), on UbOperand (types/ub_operand.h), so a LocalTensor and a C-API __ubuf__ pointer reach the same
// code; the spellings (basic_api/memory_vector/vector_repeat.h) pass their repeat parameters as
// RepStrides. The element is Cast's op-table row's (engine/ops/cast.h: Supported, Lane, kSaturable).
// When the widths differ, the page says the mask follows the wider of the two types, and one repeat
// holds 256 / sizeof(wider) elements: element k of repeat r of an operand of type X is element
// k % (32 / sizeof(X)) of its DataBlock k / (32 / sizeof(X)) (the narrower operand uses the first
// 8 * sizeof(X) / sizeof(wider) blocks). This is the dav_3510 impl's DATA_BLOCK_COPY load / store with
// UnPack / Pack around the register cast (kernel_operator_vec_vconv_impl.h, GenLoadL0 / GenStoreL0). The
// mask is read as the wider type's (ContinuousMask / BitwiseMask<wider>). CastWide, CastElemOffset and
// CastSpans serve the compound casts too (basic_api/memory_vector/vector_compound.h).
#pragma once

#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/engine/mask_plan.h"
#include "ascendc_sim/engine/ops/cast.h"
#include "ascendc_sim/engine/vector_common.h"
#include "ascendc_sim/engine/vector_repeat_engine.h"
#include "ascendc_sim/numerics/numerics.h"
#include "ascendc_sim/types/ub_operand.h"

namespace AscendC::detail {

template <typename D, typename S>
using CastWide = std::conditional_t<(sizeof(D) >= sizeof(S)), D, S>;

// Element offset (in X elements from the tensor start) of element k of repeat r.
template <typename X>
inline uint64_t CastElemOffset(uint64_t k, uint64_t r, RepStrides st)
{
    constexpr uint64_t epb = kBlkElems<X>;
    return (r * st.rep + (k / epb) * st.blk) * epb + k % epb;
}

// The enabled elements of each repeat of a plan, as index lists (the last repeat's mask may differ):
// lanes(r) is repeat r's. Built once per instruction for the mixed-width engines, which walk them.
struct RepLanes {
    std::vector<uint64_t> body, last;
    uint64_t repeats = 0;
    const std::vector<uint64_t>& operator()(uint64_t r) const { return r + 1 == repeats ? last : body; }
};
template <typename W>
inline RepLanes EnabledLanes(const RepPlan& plan)
{
    RepLanes l;
    l.repeats = plan.repeats;
    for (uint64_t k = 0; k < kRepElems<W>; ++k) {
        if (plan.body.Bit(k)) {
            l.body.push_back(k);
        }
        if (plan.last.Bit(k)) {
            l.last.push_back(k);
        }
    }
    return l;
}

// Byte spans of one operand per repeat, for the enabled elements (adjacent elements merged).
template <typename X, typename KsAt>
inline std::vector<std::vector<ByteSpan>> CastSpans(const UbOperand<X>& t, KsAt&& ksAt, RepStrides st, uint64_t repeats)
{
    std::vector<std::vector<ByteSpan>> out(repeats);
    const auto base = reinterpret_cast<uintptr_t>(t.Data());
    for (uint64_t r = 0; r < repeats; ++r) {
        for (uint64_t k : ksAt(r)) {
            const uintptr_t a = base + CastElemOffset<X>(k, r, st) * sizeof(X);
            if (!out[r].empty() && out[r].back().second == a) {
                out[r].back().second = a + sizeof(X);
            } else {
                out[r].emplace_back(a, a + sizeof(X));
            }
        }
    }
    return out;
}

template <typename D, typename S>
inline void RepCast(const char* api, ascsim::kern::SrcLoc loc, const RepPlan& plan, const UbOperand<D>& dst,
                    const UbOperand<S>& src, RoundMode roundMode, RepStrides dS, RepStrides sS)
{
    using namespace ascsim::kern;
    using W = CastWide<D, S>;
    static_assert(kRepeatTypeOk<W>, "Cast (mask/repeat forms): the wider type must be 16- or 32-bit here");
    const uint64_t seq = IssueVector(api, plan.repeats * (256 / sizeof(W)), sizeof(W), 1, loc);
    ClaimReservedUb(api, plan.form, loc); // both of Cast's mask/repeat overloads are marked
    const bool san = SanitizerEnabled();
    const uint64_t repeats = plan.repeats;
    const RepLanes ksAt = EnabledLanes<W>(plan); // enabled elements of each repeat
    if (san) {
        if (!ascsim::ops::Cast::Supported<D, S>(roundMode)) {
            // rule memcheck.cast-pair: a Cast source/destination type pair and RoundMode the 950 page does not list
            //   doc: B/Memory矢量计算/类型转换/Cast.md (数据类型)
            Fail(Check::kMemcheck, api,
                 "this source/destination type pair and RoundMode " + std::to_string(static_cast<int>(roundMode)) +
                     " is not supported on Ascend 950",
                 loc);
        }
        RequireRepeats(plan, api, loc);
        VecRequire(dS.blk != 0, api, "dstBlkStride 0 is not supported (undefined behaviour)", loc);
        VecAligned(dst, api, loc);
        VecAligned(src, api, loc);
        const auto dspans = CastSpans<D>(dst, ksAt, dS, repeats);
        const auto sspans = CastSpans<S>(src, ksAt, sS, repeats);
        RepeatOverlap(dspans, sspans, false, api, "source", loc);
        for (uint64_t r = 0; r < repeats; ++r) {
            const auto sBase = reinterpret_cast<uintptr_t>(src.Data());
            for (const auto& [a, b] : sspans[r]) {
                src.Declare(Pipe::V, seq, (a - sBase) / sizeof(S), (b - a) / sizeof(S), false, api, loc);
            }
        }
        for (uint64_t r = 0; r < repeats; ++r) {
            const auto dBase = reinterpret_cast<uintptr_t>(dst.Data());
            for (const auto& [a, b] : dspans[r]) {
                dst.Declare(Pipe::V, seq, (a - dBase) / sizeof(D), (b - a) / sizeof(D), true, api, loc);
            }
        }
    }
    bool sat = false;
    if constexpr (ascsim::ops::Cast::kSaturable<D, S>) {
        sat = SaturatesNow<D>(); // saturation.h
    }
    std::vector<RepLane<D>> lanes;
    lanes.reserve(ksAt.body.size());
    uint64_t& unknownCounter = ascsim::num::UnknownLaneCounter();
    unknownCounter = 0;
    uint64_t unknownLanes = 0; // initcheck (core.h): e.g. a negative value into uint8_t
    for (uint64_t r = 0; r < repeats; ++r) {
        lanes.clear();
        for (uint64_t k : ksAt(r)) {
            D* d = dst.Data() + CastElemOffset<D>(k, r, dS);
            const S* sp = src.Data() + CastElemOffset<S>(k, r, sS);
            if (!san && (!InUb(d, sizeof(D)) || !InUb(sp, sizeof(S)))) {
                continue; // sanitizer off: stay inside the UB arena
            }
            const uint64_t before = unknownCounter;
            D v = ascsim::ops::Cast::Lane<D, S>(*sp, roundMode);
            if constexpr (ascsim::ops::Cast::kSaturable<D, S>) {
                v = SaturateIf(v, sat);
            }
            const bool defined = !san || UbDefined(sp, sizeof(S));
            unknownLanes += unknownCounter != before && defined ? 1 : 0;
            lanes.push_back(RepLane<D>{d, v, defined});
        }
        WriteRepLanes(lanes, san);
    }
    unknownCounter = 0;
    if (san) {
        // see rule initcheck.unknown-result
        ReportUnknownResult(api, loc, unknownLanes);
    }
}
// Declares an operand's byte spans (CastSpans) on the V pipe.
template <typename X>
inline void DeclareSpans(const UbOperand<X>& t, const std::vector<std::vector<ByteSpan>>& spans, uint64_t seq,
                         bool write, const char* api, ascsim::kern::SrcLoc loc)
{
    const auto base = reinterpret_cast<uintptr_t>(t.Data());
    for (const auto& repeat : spans) {
        for (const auto& [a, b] : repeat) {
            t.Declare(ascsim::kern::Pipe::V, seq, (a - base) / sizeof(X), (b - a) / sizeof(X), write, api, loc);
        }
    }
}

// The mask forms of the two-source compounds that end in a narrowing cast (复合计算/MulCast.md,
// AddReluCast.md, SubReluCast.md): Cast's mixed-width layout for the destination and both sources (the
// mask read as the wider, source, type; MulCast.md 约束说明: one repeat's 128 half sources fill the
// first 4 DataBlocks of an int8_t destination), f(a, b) the row's lane. Overlap, alignment, pipe
// declarations and initcheck as RepCast.
template <typename D, typename S, typename F>
inline void RepMixedBinary(const char* api, ascsim::kern::SrcLoc loc, const RepPlan& plan, const UbOperand<D>& dst,
                           const UbOperand<S>& src0, const UbOperand<S>& src1, RepStrides dS, RepStrides s0S,
                           RepStrides s1S, F&& f)
{
    using namespace ascsim::kern;
    using W = CastWide<D, S>;
    static_assert(kRepeatTypeOk<W>, "the mask/repeat forms take 16- or 32-bit sources here");
    const uint64_t seq = IssueVector(api, plan.repeats * (256 / sizeof(W)), sizeof(W), 2, loc);
    ClaimReservedUb(api, plan.form, loc);
    const bool san = SanitizerEnabled();
    const uint64_t repeats = plan.repeats;
    const RepLanes ksAt = EnabledLanes<W>(plan);
    if (san) {
        RequireRepeats(plan, api, loc);
        VecRequire(dS.blk != 0, api, "dstBlkStride 0 is not supported (undefined behaviour)", loc);
        VecAligned(dst, api, loc);
        VecAligned(src0, api, loc);
        VecAligned(src1, api, loc);
        const auto dspans = CastSpans<D>(dst, ksAt, dS, repeats);
        const auto s0spans = CastSpans<S>(src0, ksAt, s0S, repeats);
        const auto s1spans = CastSpans<S>(src1, ksAt, s1S, repeats);
        RepeatOverlap(dspans, s0spans, false, api, "source", loc);
        RepeatOverlap(dspans, s1spans, false, api, "source", loc);
        DeclareSpans(src0, s0spans, seq, false, api, loc);
        DeclareSpans(src1, s1spans, seq, false, api, loc);
        DeclareSpans(dst, dspans, seq, true, api, loc);
    }
    std::vector<RepLane<D>> lanes;
    lanes.reserve(ksAt.body.size());
    uint64_t& unknownCounter = ascsim::num::UnknownLaneCounter();
    unknownCounter = 0;
    uint64_t unknownLanes = 0;
    for (uint64_t r = 0; r < repeats; ++r) {
        lanes.clear();
        for (uint64_t k : ksAt(r)) {
            D* d = dst.Data() + CastElemOffset<D>(k, r, dS);
            const S* a = src0.Data() + CastElemOffset<S>(k, r, s0S);
            const S* b = src1.Data() + CastElemOffset<S>(k, r, s1S);
            if (!san && (!InUb(d, sizeof(D)) || !InUb(a, sizeof(S)) || !InUb(b, sizeof(S)))) {
                continue; // sanitizer off: stay inside the UB arena
            }
            const uint64_t before = unknownCounter;
            const D v = f(*a, *b);
            const bool defined = !san || (UbDefined(a, sizeof(S)) && UbDefined(b, sizeof(S)));
            unknownLanes += unknownCounter != before && defined ? 1 : 0;
            lanes.push_back(RepLane<D>{d, v, defined});
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
