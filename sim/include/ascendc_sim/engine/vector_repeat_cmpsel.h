// The mask/repeat engines of Compare / Compares and Select (SIMD-API/基础API/Memory矢量计算/比较与选择/
// Compare.md, Compares.md, Select.md: the tensor高维切分计算 forms), on UbOperand (types/ub_operand.h), so a
// LocalTensor and a C-API __ubuf__ pointer reach the same code; the spellings (basic_api/memory_vector/
// vector_repeat.h) pass their repeat parameters as RepStrides and the lane of their op-table row
// (engine/ops/compare_select.h). Checks and V-pipe declarations as vector_repeat_engine.h's.
//   RepCompareImpl: the sources are addressed as in every mask/repeat form; the result of repeat r is a
//     bit mask of 256 / sizeof(T) bits (one per element, LSB first, masked-off elements 0) written
//     contiguously at byte r * 32 / sizeof(T) of dst: the dav_3510 impl (kernel_operator_vec_cmp_impl.h,
//     CompareLevel0NormalMode / CompareScalarLevel0NormalMode) stores each repeat's predicate with
//     StoreUnAlign, so the destination strides are not used.
//   RepSelect: element k of repeat r (enabled by the mask) takes src0 where its selMask bit is 1, else
//     src1 (a tensor, or the scalar when src1 is null); the destination's masked-off elements keep their
//     value (StoreAlign under the mask). selMask bits: with VSEL_CMPMASK_SPR the first 256 / sizeof(T)
//     bits serve every repeat (the dav_3510 impl loads them once, SelectMode0Level0);
//     VSEL_TENSOR_TENSOR_MODE and the scalar form (VSEL_TENSOR_SCALAR_MODE) consume 256 / sizeof(T) bits
//     per repeat (SelectMode2Level0 / SelectMode1Level0). A tensor src1 needs mode 0 or 2, a scalar src1
//     mode 1.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/engine/mask_plan.h"
#include "ascendc_sim/engine/ops/compare_select.h"
#include "ascendc_sim/engine/vector_common.h"
#include "ascendc_sim/engine/vector_repeat_engine.h"
#include "ascendc_sim/numerics/numerics.h"
#include "ascendc_sim/types/ub_operand.h"

namespace AscendC::detail {

// extra: an operand the engine does not know (VecRepeat's hook).
template <typename T, size_t NS, typename Cmp, typename Extra = NoExtraOperand>
inline void RepCompareImpl(const char* api, ascsim::kern::SrcLoc loc, const RepPlan& plan,
                           const UbOperand<uint8_t>& dst, const std::array<const UbOperand<T>*, NS>& srcs,
                           const std::array<RepStrides, NS>& srcS, Cmp&& cmp, Extra&& extra = Extra{})
{
    using namespace ascsim::kern;
    static_assert(kRepeatTypeOk<T>, "the mask/repeat forms take 16- or 32-bit elements on Ascend 950");
    constexpr uint64_t elems = kRepElems<T>;
    constexpr uint64_t bytesPerRep = elems / 8;
    const uint64_t seq = IssueVector(api, plan.repeats * (256 / sizeof(T)), sizeof(T), NS, loc);
    ClaimReservedUb(api, plan.form, loc); // Compares' overloads are marked, Compare's with a dst not
    const bool san = SanitizerEnabled();
    const uint64_t repeats = plan.repeats;
    const PlanRuns runs = MakeRuns<T>(plan);
    if (san) {
        RequireRepeats(plan, api, loc);
        VecAligned(dst, api, loc);
        std::vector<std::vector<ByteSpan>> dspans(repeats);
        const auto dBase = reinterpret_cast<uintptr_t>(dst.Data());
        for (uint64_t r = 0; r < repeats; ++r) {
            dspans[r].emplace_back(dBase + r * bytesPerRep, dBase + (r + 1) * bytesPerRep);
        }
        std::vector<RepSpans> sspans;
        size_t i = 0;
        for (const UbOperand<T>* s : srcs) {
            VecAligned(*s, api, loc);
            sspans.push_back(OperandSpans<T>(*s, runs, srcS[i], repeats));
            RepeatOverlap(dspans, sspans.back(), false, api, NS == 1 ? "source" : (i == 0 ? "src0" : "src1"), loc);
            for (uint64_t r = 0; r < repeats; ++r) {
                for (const auto& [e0, e1] : RepeatRuns<T>(runs, srcS[i], r)) {
                    s->Declare(Pipe::V, seq, e0, e1 - e0, false, api, loc);
                }
            }
            ++i;
        }
        extra(seq, dspans, sspans);
        dst.Declare(Pipe::V, seq, 0, repeats * bytesPerRep, true, api, loc);
    }
    constexpr uint64_t epb = kBlkElems<T>;
    uint8_t* out = dst.Data();
    for (uint64_t r = 0; r < repeats; ++r) {
        uint8_t bits[bytesPerRep] = {};
        bool defined[bytesPerRep];
        for (uint64_t j = 0; j < bytesPerRep; ++j) {
            defined[j] = true;
        }
        bool inside = !san ? InUb(out + r * bytesPerRep, bytesPerRep) : true;
        const RepMask& mask = plan.At(r);
        for (uint64_t k = 0; k < elems && inside; ++k) {
            if (!mask.Bit(k)) {
                continue;
            }
            std::array<T, NS> in{};
            for (size_t i = 0; i < NS; ++i) {
                const T* p = srcs[i]->Data() + (r * srcS[i].rep + (k / epb) * srcS[i].blk) * epb + k % epb;
                if (!san && !InUb(p, sizeof(T))) {
                    inside = false; // sanitizer off: stay inside the UB arena
                    break;
                }
                in[i] = *p;
                if (san && !UbDefined(p, sizeof(T))) {
                    defined[k / 8] = false;
                }
            }
            if (inside && cmp(in)) {
                bits[k / 8] = static_cast<uint8_t>(bits[k / 8] | (1u << (k % 8)));
            }
        }
        if (!inside) {
            continue;
        }
        for (uint64_t j = 0; j < bytesPerRep; ++j) {
            out[r * bytesPerRep + j] = bits[j];
            if (san) {
                if (defined[j]) {
                    UbMarkDefined(out + r * bytesPerRep + j, 1);
                } else {
                    UbMarkUndefined(out + r * bytesPerRep + j, 1);
                }
            }
        }
    }
}

template <typename T, typename U, typename Extra = NoExtraOperand>
inline void RepSelect(const char* api, ascsim::kern::SrcLoc loc, const RepPlan& plan, const UbOperand<T>& dst,
                      const UbOperand<U>& selMask, const UbOperand<T>& src0, const UbOperand<T>* src1, T scalar,
                      SELMODE selMode, RepStrides dS, RepStrides s0S, RepStrides s1S, bool scalarFirst = false,
                      Extra&& extra = Extra{})
{
    // scalarFirst (mode 1 with the scalar as src0, Select（灵活标量位置）.md): a set bit picks the scalar.
    // extra: an operand the engine does not know (VecRepeat's hook; the scalar's tensor element).
    using namespace ascsim::kern;
    static_assert(kRepeatTypeOk<T>, "the mask/repeat forms take 16- or 32-bit elements on Ascend 950");
    constexpr uint64_t elems = kRepElems<T>;
    constexpr uint64_t epb = kBlkElems<T>;
    const uint64_t seq = IssueVector(api, plan.repeats * (256 / sizeof(T)), sizeof(T), 3, loc);
    ClaimReservedUb(api, plan.form, loc); // on 3510 the SDK marks Select's selMode overloads for 2201 only
    const bool san = SanitizerEnabled();
    const uint64_t repeats = plan.repeats;
    const bool spr = selMode == SELMODE::VSEL_CMPMASK_SPR;
    const PlanRuns runs = MakeRuns<T>(plan);
    const uint64_t maskBytes = (spr ? elems : repeats * elems) / 8;
    if (san) {
        if (src1 != nullptr) {
            VecRequire(selMode != SELMODE::VSEL_TENSOR_SCALAR_MODE, api,
                       "a tensor src1 needs SELMODE::VSEL_CMPMASK_SPR or VSEL_TENSOR_TENSOR_MODE", loc);
        } else {
            VecRequire(selMode == SELMODE::VSEL_TENSOR_SCALAR_MODE, api,
                       "a scalar src1 needs SELMODE::VSEL_TENSOR_SCALAR_MODE", loc);
        }
        RequireRepeats(plan, api, loc);
        VecRequire(dS.blk != 0, api, "dstBlkStride 0 is not supported (undefined behaviour)", loc);
        VecAligned(dst, api, loc);
        VecAligned(selMask, api, loc);
        VecAligned(src0, api, loc);
        const auto dspans = OperandSpans<T>(dst, runs, dS, repeats);
        std::vector<RepSpans> sspans{OperandSpans<T>(src0, runs, s0S, repeats)};
        RepeatOverlap(dspans, sspans.back(), false, api, "src0", loc);
        if (src1 != nullptr) {
            VecAligned(*src1, api, loc);
            sspans.push_back(OperandSpans<T>(*src1, runs, s1S, repeats));
            RepeatOverlap(dspans, sspans.back(), false, api, "src1", loc);
        }
        extra(seq, dspans, sspans);
        for (uint64_t r = 0; r < repeats; ++r) {
            for (const auto& [e0, e1] : RepeatRuns<T>(runs, s0S, r)) {
                src0.Declare(Pipe::V, seq, e0, e1 - e0, false, api, loc);
            }
            if (src1 != nullptr) {
                for (const auto& [e0, e1] : RepeatRuns<T>(runs, s1S, r)) {
                    src1->Declare(Pipe::V, seq, e0, e1 - e0, false, api, loc);
                }
            }
        }
        selMask.Declare(Pipe::V, seq, 0, (maskBytes + sizeof(U) - 1) / sizeof(U), false, api, loc);
        for (uint64_t r = 0; r < repeats; ++r) {
            for (const auto& [e0, e1] : RepeatRuns<T>(runs, dS, r)) {
                dst.Declare(Pipe::V, seq, e0, e1 - e0, true, api, loc);
            }
        }
    }
    const auto* m = reinterpret_cast<const uint8_t*>(selMask.Data());
    std::vector<RepLane<T>> lanes;
    lanes.reserve(elems);
    for (uint64_t r = 0; r < repeats; ++r) {
        lanes.clear();
        const RepMask& mask = plan.At(r);
        for (uint64_t k = 0; k < elems; ++k) {
            if (!mask.Bit(k)) {
                continue;
            }
            const uint64_t bit = spr ? k : r * elems + k;
            T* d = dst.Data() + (r * dS.rep + (k / epb) * dS.blk) * epb + k % epb;
            const T* a = src0.Data() + (r * s0S.rep + (k / epb) * s0S.blk) * epb + k % epb;
            const T* b = src1 != nullptr ? src1->Data() + (r * s1S.rep + (k / epb) * s1S.blk) * epb + k % epb : nullptr;
            if (!san && (!InUb(d, sizeof(T)) || !InUb(a, sizeof(T)) || (b != nullptr && !InUb(b, sizeof(T))) ||
                         !InUb(m + bit / 8, 1))) {
                continue; // sanitizer off: stay inside the UB arena
            }
            const T other = b != nullptr ? *b : scalar;
            bool defined = true;
            if (san) {
                defined = UbDefined(a, sizeof(T)) && (b == nullptr || UbDefined(b, sizeof(T))) &&
                          UbDefined(m + bit / 8, 1);
            }
            const bool pick = ascsim::num::MaskBit(m, bit);
            lanes.push_back(RepLane<T>{
                d,
                scalarFirst ? ascsim::ops::Select::Lane(pick, other, *a) : ascsim::ops::Select::Lane(pick, *a, other),
                defined});
        }
        WriteRepLanes(lanes, san);
    }
}
} // namespace AscendC::detail
