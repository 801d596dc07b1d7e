// The engine of the Memory-API Scatter (docs/zh/api/SIMD-API/基础API/Memory矢量计算/离散与聚合/Scatter(ISASI).md),
// on UbOperand (types/ub_operand.h). The index arithmetic is Gather's mirrored (the SDK's dav_3510
// kernel_operator_vec_scatter_impl.h): source element i goes to dst element GatherIndex<T>(dstBaseAddr,
// dstOffset[i]) (byte offsets; 8/16-bit offsets held in 16-bit lanes); the mask forms take repeat r's
// sources from src + r * srcRepStride DataBlocks and its offsets from dstOffset[r * (256 / sizeof(T)) ...].
// Sanitizer (the page's 约束说明): dstBaseAddr and every offset a multiple of sizeof(T), each offset within
// the page's range (8-bit [0, 2^16 - 1], 16-bit [0, 2^17 - 1], wider: uint32_t), two lanes with the same
// destination ("行为是不可预期的"), every written element inside dst's buffer (memcheck on its address),
// a written element overlapping src or dstOffset (通用地址重叠约束: only identical operands may overlap),
// 32-byte alignment of dst, src, dstOffset; count / repeat 0 as elsewhere.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/engine/gather_engine.h"
#include "ascendc_sim/engine/mask_plan.h"
#include "ascendc_sim/engine/ops/data_move.h"
#include "ascendc_sim/engine/vector_common.h"
#include "ascendc_sim/types/ub_operand.h"

namespace AscendC::detail {

// One scattered lane: source element s (from src's start) -> the destination named by offset entry o.
struct ScatterLane {
    uint64_t s;
    uint64_t o;
};

template <typename T>
inline void ScatterRun(SrcLoc loc, int64_t countOrRepeats, bool repeatForm, const UbOperand<T>& dst,
                       const UbOperand<T>& src, const UbOperand<uint32_t>& dstOffset, uint32_t dstBaseAddr,
                       const std::vector<ScatterLane>& lanes, uint64_t offsetsRead, uint64_t srcRead, uint64_t vlElems)
{
    using namespace ascsim::kern;
    const char* api = ascsim::ops::Scatter::kName;
    const uint64_t seq = IssueVector(api, vlElems, sizeof(T), 2, loc);
    const bool san = SanitizerEnabled();
    const T* s = src.Data();
    const uint32_t* off = dstOffset.Data();
    T* d = dst.Data();
    if (san) {
        VecRequire(
            countOrRepeats > 0, api,
            std::string(repeatForm ? "repeatTime" : "count") + " 0: on Ascend 950 this is not guaranteed to be a no-op",
            loc);
        VecAligned(dst, api, loc);
        VecAligned(src, api, loc);
        VecAligned(dstOffset, api, loc);
        VecRequire(dstBaseAddr % sizeof(T) == 0, api,
                   "dstBaseAddr " + std::to_string(dstBaseAddr) + " is not a multiple of the element size " +
                       std::to_string(sizeof(T)) + " (the data would land misplaced)",
                   loc);
        dstOffset.Declare(Pipe::V, seq, 0, offsetsRead, false, api, loc);
        for (const ScatterLane& l : lanes) {
            src.Declare(Pipe::V, seq, l.s, 1, false, api, loc);
        }
        const auto* sLo = reinterpret_cast<const uint8_t*>(s);
        const auto* sHi = sLo + srcRead * sizeof(T);
        const auto* oLo = reinterpret_cast<const uint8_t*>(off);
        const auto* oHi = oLo + offsetsRead * 4;
        std::unordered_map<uint64_t, uint64_t> firstLane; // destination element -> offset entry
        for (const ScatterLane& l : lanes) {
            const uint32_t o = off[l.o];
            RequireByteOffset<T>(o, l.o, "dstOffset", "Scatter(ISASI).md", api, loc);
            const uint64_t idx = GatherIndex<T>(dstBaseAddr, o);
            const auto [it, fresh] = firstLane.emplace(idx, l.o);
            VecRequire(fresh, api,
                       "dstOffset[" + std::to_string(it->second) + "] and dstOffset[" + std::to_string(l.o) +
                           "] name the same destination (duplicate offsets: the result is unpredictable)",
                       loc);
            const auto* e = reinterpret_cast<const uint8_t*>(d + idx);
            VecRequire((e + sizeof(T) <= sLo || sHi <= e) && (e + sizeof(T) <= oLo || oHi <= e), api,
                       "destination element " + std::to_string(idx) + " overlaps src or dstOffset", loc);
            dst.Declare(Pipe::V, seq, idx, 1, true, api, loc);
        }
    }
    for (const ScatterLane& l : lanes) {
        if (!san && (!InUb(off + l.o, 4) || !InUb(s + l.s, sizeof(T)))) {
            continue;
        }
        T* e = d + GatherIndex<T>(dstBaseAddr, off[l.o]);
        if (!san && !InUb(e, sizeof(T))) {
            continue; // sanitizer off: stay inside the UB arena
        }
        *e = s[l.s];
        if (san) {
            if (UbDefined(s + l.s, sizeof(T)) && UbDefined(off + l.o, 4)) {
                UbMarkDefined(e, sizeof(T));
            } else {
                UbMarkUndefined(e, sizeof(T));
            }
        }
    }
}

// The count form: src[i] -> dst at (dstBaseAddr, dstOffset[i]) for i < count.
template <typename T>
inline void ScatterCount(SrcLoc loc, const UbOperand<T>& dst, const UbOperand<T>& src,
                         const UbOperand<uint32_t>& dstOffset, uint32_t dstBaseAddr, uint32_t count)
{
    std::vector<ScatterLane> lanes(count);
    for (uint32_t i = 0; i < count; ++i) {
        lanes[i] = ScatterLane{i, i};
    }
    ScatterRun<T>(loc, count, false, dst, src, dstOffset, dstBaseAddr, lanes, count, count, count);
}

// The mask forms: repeat r's enabled lanes k, src element r * srcRepStride * (32 / sizeof(T)) + k, offset
// entry r * (256 / sizeof(T)) + k.
template <typename T>
inline void ScatterRepeat(SrcLoc loc, const RepPlan& plan, const UbOperand<T>& dst, const UbOperand<T>& src,
                          const UbOperand<uint32_t>& dstOffset, uint32_t dstBaseAddr, uint8_t srcRepStride)
{
    static_assert(sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8,
                  "Scatter: the mask forms take 16/32/64-bit types on 950 (8-bit: count form only)");
    constexpr uint64_t e = 256 / sizeof(T);
    constexpr uint64_t epb = 32 / sizeof(T);
    std::vector<ScatterLane> lanes;
    uint64_t srcRead = 0;
    for (uint64_t r = 0; r < plan.repeats; ++r) {
        const RepMask& m = plan.At(r);
        for (uint64_t k = 0; k < e; ++k) {
            if (m.Bit(k)) {
                lanes.push_back(ScatterLane{r * srcRepStride * epb + k, r * e + k});
                srcRead = std::max(srcRead, r * srcRepStride * epb + k + 1);
            }
        }
    }
    if (ascsim::kern::SanitizerEnabled() && plan.repeats == 0) {
        RequireRepeats(plan, ascsim::ops::Scatter::kName, loc);
    }
    uint64_t offsetsRead = 0;
    for (const ScatterLane& l : lanes) {
        offsetsRead = std::max(offsetsRead, l.o + 1);
    }
    ScatterRun<T>(loc, static_cast<int64_t>(plan.repeats), true, dst, src, dstOffset, dstBaseAddr, lanes, offsetsRead,
                  srcRead, plan.repeats * e);
}

// The mask of the mask forms: the bit form writes MASK (the impl's SetVectorMask, a clobber) and masks
// every repeat; the continuous form masks every repeat with its first `cont` lanes; Counter mode counts
// elements (the impl's VecMicroGetRepeatTimes / UpdateMask).
template <typename T>
inline RepPlan ScatterPlan(const uint64_t* bits, uint64_t cont, uint8_t repeatTime, SrcLoc loc)
{
    const char* api = ascsim::ops::Scatter::kName;
    if (IsCounterMode()) {
        return CounterPlan<T>(static_cast<uint32_t>(bits != nullptr ? bits[0] : cont));
    }
    if (bits != nullptr) {
        MaskSprClobber(bits[1], bits[0], api, loc);
        RepMask m{{bits[0], sizeof(T) == 2 ? bits[1] : 0}};
        if constexpr (sizeof(T) == 8) {
            m.w[0] &= 0xFFFFFFFFull; // 掩码.md: 32 valid bits for 64-bit types
        }
        return NormalPlan(m, repeatTime);
    }
    constexpr uint64_t maxMask = 256 / sizeof(T);
    if (ascsim::kern::SanitizerEnabled() && cont > maxMask) {
        VecRequire(false, api,
                   "continuous mask " + std::to_string(cont) + " outside [0, " + std::to_string(maxMask) + "]", loc);
    }
    return NormalPlan(FirstN(cont > maxMask ? maxMask : cont), repeatTime);
}

} // namespace AscendC::detail
