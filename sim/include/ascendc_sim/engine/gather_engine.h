// The engines of the Memory-API gather family (docs/zh/api/SIMD-API/基础API/Memory矢量计算/离散与聚合/
// Gather.md, Gatherb(ISASI).md; 比较与选择/GatherMask.md): the operand checks (offset ranges and
// alignment, dst overlapping a gathered element or the offsets, repeat / count 0), the V-pipe
// declarations of every element read and written, the gather itself and the written/taint state, plus
// the Normal-mode MASK writes (clobbers) and GatherMask's return to Normal mode. They take UbOperand
// (types/ub_operand.h): a LocalTensor of the C++ API and a __ubuf__ pointer of the C API reach the same
// code. The index arithmetic, layouts and checks are described in the spelling's head comment
// (basic_api/memory_vector/vector_gather.h).
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/ctrl_bits.h"
#include "ascendc_sim/engine/mask_plan.h"
#include "ascendc_sim/engine/ops/gather.h"
#include "ascendc_sim/engine/vector_common.h"
#include "ascendc_sim/engine/vector_repeat_engine.h"
#include "ascendc_sim/types/ub_operand.h"

namespace AscendC::detail {

using ascsim::kern::SrcLoc;

// ---- Gather --------------------------------------------------------------------------------------------
template <typename T>
inline uint64_t GatherOffsetLimit()
{
    if constexpr (sizeof(T) == 1) {
        return (1ull << 16) - 1;
    } else if constexpr (sizeof(T) == 2) {
        return (1ull << 17) - 1;
    } else {
        return 0xFFFFFFFFull;
    }
}

// One byte-offset entry of Gather's srcOffset or Scatter's dstOffset: a multiple of the element size,
// within the type's reach (the page named by `page`, 约束说明).
template <typename T>
inline void RequireByteOffset(uint32_t o, uint64_t entry, const char* operand, const char* page, const char* api,
                              SrcLoc loc)
{
    VecRequire(o % sizeof(T) == 0, api,
               std::string(operand) + "[" + std::to_string(entry) + "] = " + std::to_string(o) +
                   " is not a multiple of the element size " + std::to_string(sizeof(T)),
               loc);
    VecRequire(o <= GatherOffsetLimit<T>(), api,
               std::string(operand) + "[" + std::to_string(entry) + "] = " + std::to_string(o) + " exceeds " +
                   std::to_string(GatherOffsetLimit<T>()) + " for a " + std::to_string(8 * sizeof(T)) + "-bit type (" +
                   page + ", 约束说明)",
               loc);
}

// The element index the hardware uses for (srcBaseAddr, offset).
template <typename T>
inline uint64_t GatherIndex(uint32_t base, uint32_t offset)
{
    if constexpr (sizeof(T) == 1) {
        return base + (offset & 0xFFFFu);
    } else if constexpr (sizeof(T) == 2) {
        return base / 2 + ((offset >> 1) & 0xFFFFu);
    } else {
        return base / sizeof(T) + offset / sizeof(T);
    }
}

// One gathered lane: destination element d (from dst's start) <- offset list entry o.
struct GatherLane {
    uint64_t d;
    uint64_t o;
};

template <typename T>
inline void GatherRun(const char* api, SrcLoc loc, int64_t countOrRepeats, bool repeatForm, const UbOperand<T>& dst,
                      const UbOperand<T>& src, const UbOperand<uint32_t>& srcOffset, uint32_t srcBaseAddr,
                      const std::vector<GatherLane>& lanes, uint64_t offsetsRead, uint64_t vlElems)
{
    using namespace ascsim::kern;
    const uint64_t seq = IssueVector(api, vlElems, sizeof(T), 2, loc);
    const bool san = SanitizerEnabled();
    const T* s = src.Data();
    const uint32_t* off = srcOffset.Data();
    T* d = dst.Data();
    if (san) {
        VecRequire(countOrRepeats > 0, api,
                   std::string(repeatForm ? "repeatTime" : "count") +
                       " 0: on Ascend 950 this is not guaranteed to be a "
                       "no-op",
                   loc);
        VecAligned(dst, api, loc);
        VecAligned(src, api, loc);
        VecAligned(srcOffset, api, loc);
        VecRequire(srcBaseAddr % sizeof(T) == 0, api,
                   "srcBaseAddr " + std::to_string(srcBaseAddr) + " is not a multiple of the element size " +
                       std::to_string(sizeof(T)),
                   loc);
        srcOffset.Declare(Pipe::V, seq, 0, offsetsRead, false, api, loc);
        uint64_t dMin = UINT64_MAX, dMax = 0;
        for (const GatherLane& l : lanes) {
            dMin = std::min(dMin, l.d);
            dMax = std::max(dMax, l.d + 1);
        }
        const auto* dLo = reinterpret_cast<const uint8_t*>(d + (lanes.empty() ? 0 : dMin));
        const auto* dHi = reinterpret_cast<const uint8_t*>(d + (lanes.empty() ? 0 : dMax));
        const auto* oLo = reinterpret_cast<const uint8_t*>(off);
        VecRequire(oLo + offsetsRead * 4 <= dLo || dHi <= oLo, api, "dst overlaps srcOffset", loc);
        for (const GatherLane& l : lanes) {
            const uint32_t o = off[l.o];
            RequireByteOffset<T>(o, l.o, "srcOffset", "Gather.md", api, loc);
            const uint64_t idx = GatherIndex<T>(srcBaseAddr, o);
            const auto* e = reinterpret_cast<const uint8_t*>(s + idx);
            VecRequire(e + sizeof(T) <= dLo || dHi <= e, api,
                       "element " + std::to_string(idx) +
                           " of src lies in dst (source and destination may not share "
                           "memory)",
                       loc);
            src.Declare(Pipe::V, seq, idx, 1, false, api, loc);
        }
        for (const GatherLane& l : lanes) {
            dst.Declare(Pipe::V, seq, l.d, 1, true, api, loc);
        }
    }
    struct Out {
        uint64_t d;
        T v;
        bool defined;
    };
    std::vector<Out> outs;
    outs.reserve(lanes.size());
    for (const GatherLane& l : lanes) {
        if (!san && !InUb(off + l.o, 4)) {
            continue;
        }
        const T* e = s + GatherIndex<T>(srcBaseAddr, off[l.o]);
        if (!san && (!InUb(e, sizeof(T)) || !InUb(d + l.d, sizeof(T)))) {
            continue; // sanitizer off: stay inside the UB arena
        }
        outs.push_back(Out{l.d, *e, !san || (UbDefined(e, sizeof(T)) && UbDefined(off + l.o, 4))});
    }
    for (const Out& x : outs) {
        d[x.d] = x.v;
        if (san) {
            if (x.defined) {
                UbMarkDefined(d + x.d, sizeof(T));
            } else {
                UbMarkUndefined(d + x.d, sizeof(T));
            }
        }
    }
}

// The count form: dst[i] <- src at (srcBaseAddr, srcOffset[i]) for i < count.
template <typename T>
inline void GatherCount(SrcLoc loc, const UbOperand<T>& dst, const UbOperand<T>& src,
                        const UbOperand<uint32_t>& srcOffset, uint32_t srcBaseAddr, uint32_t count)
{
    std::vector<GatherLane> lanes(count);
    for (uint32_t i = 0; i < count; ++i) {
        lanes[i] = GatherLane{i, i};
    }
    GatherRun<T>(ascsim::ops::Gather::kName, loc, count, false, dst, src, srcOffset, srcBaseAddr, lanes, count, count);
}

// The mask forms: repeat r's enabled lanes, offsets from srcOffset[r * (256 / sizeof(T)) ...], stored at
// dst + r * dstRepStride DataBlocks.
template <typename T>
inline void GatherRepeat(SrcLoc loc, const RepPlan& plan, const UbOperand<T>& dst, const UbOperand<T>& src,
                         const UbOperand<uint32_t>& srcOffset, uint32_t srcBaseAddr, uint16_t dstRepStride)
{
    static_assert(sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8,
                  "Gather: the mask forms take 16/32/64-bit types on 950 (8-bit: count form only)");
    constexpr uint64_t e = 256 / sizeof(T);
    constexpr uint64_t epb = 32 / sizeof(T);
    std::vector<GatherLane> lanes;
    for (uint64_t r = 0; r < plan.repeats; ++r) {
        const RepMask& m = plan.At(r);
        for (uint64_t k = 0; k < e; ++k) {
            if (m.Bit(k)) {
                lanes.push_back(GatherLane{r * dstRepStride * epb + k, r * e + k});
            }
        }
    }
    if (ascsim::kern::SanitizerEnabled() && plan.repeats == 0) {
        RequireRepeats(plan, ascsim::ops::Gather::kName, loc);
    }
    // Every repeat loads a whole VL of offsets (64 uint32_t lanes per register; 128 for 16-bit T).
    GatherRun<T>(ascsim::ops::Gather::kName, loc, static_cast<int64_t>(plan.repeats), true, dst, src, srcOffset,
                 srcBaseAddr, lanes, lanes.empty() ? 0 : lanes.back().o + 1, plan.repeats * e);
}

// The MASK write of the Normal-mode mask forms (the impl calls SetVectorMask with the mask as given).
template <typename T>
inline RepPlan GatherPlan(const uint64_t* bits, uint64_t cont, uint8_t repeatTime, SrcLoc loc)
{
    if (!IsCounterMode()) {
        if (bits != nullptr) {
            MaskSprClobber(bits[1], bits[0], ascsim::ops::Gather::kName, loc);
            RepMask m{{bits[0], sizeof(T) == 2 ? bits[1] : 0}};
            if constexpr (sizeof(T) == 8) {
                m.w[0] &= 0xFFFFFFFFull; // Gather.md / 掩码.md: 32 valid bits for 64-bit types
            }
            return NormalPlan(m, repeatTime);
        }
        uint64_t h = 0, l = 0;
        NormalLenBits(static_cast<int32_t>(cont > 128 ? 128 : cont), h, l);
        MaskSprClobber(h, l, ascsim::ops::Gather::kName, loc);
        constexpr uint64_t maxMask = 256 / sizeof(T);
        if (ascsim::kern::SanitizerEnabled() && cont > maxMask) {
            VecRequire(false, ascsim::ops::Gather::kName,
                       "continuous mask " + std::to_string(cont) + " outside [0, " + std::to_string(maxMask) + "]",
                       loc);
        }
        return NormalPlan(FirstN(cont), repeatTime);
    }
    const uint64_t count = bits != nullptr ? bits[0] : cont;
    return CounterPlan<T>(static_cast<uint32_t>(count));
}

// ---- GatherMask ----------------------------------------------------------------------------------------
// The repeat geometry of GatherMaskParams (basic_api/memory_vector/vector_gather.h), field for field.
struct GatherMaskStrides {
    uint8_t src0BlockStride;
    uint16_t repeatTimes;
    uint16_t src0RepeatStride;
    uint8_t src1RepeatStride;
};

inline bool BuiltinPatternBit(uint8_t pattern, uint64_t k)
{
    switch (pattern) {
        case 1:
            return k % 2 == 0;
        case 2:
            return k % 2 == 1;
        case 3:
            return k % 4 == 0;
        case 4:
            return k % 4 == 1;
        case 5:
            return k % 4 == 2;
        case 6:
            return k % 4 == 3;
        default:
            return true; // 7
    }
}

// src1 == nullptr: the built-in pattern `pattern`.
template <typename T, typename U>
inline void GatherMaskRun(SrcLoc loc, const UbOperand<T>& dst, const UbOperand<T>& src0, const UbOperand<U>* src1,
                          uint8_t pattern, bool reduceMode, uint32_t mask, const GatherMaskStrides& p,
                          uint64_t& rsvdCnt)
{
    using namespace ascsim::kern;
    const char* api = ascsim::ops::GatherMask::kName;
    constexpr uint64_t e = 256 / sizeof(T);
    constexpr uint64_t epb = 32 / sizeof(T);
    const uint64_t repeats = p.repeatTimes;
    const uint64_t perRepeat = reduceMode ? mask : e; // elements each repeat covers
    const uint64_t seq = IssueVector(api, repeats * ((perRepeat + e - 1) / e) * e, sizeof(T), src1 ? 2 : 1, loc);
    const bool san = SanitizerEnabled();
    // The SDK marks the built-in-pattern overload only.
    ClaimReservedUb(
        api, src1 == nullptr ? ascsim::ops::ReserveForm::kBuiltinPattern : ascsim::ops::ReserveForm::kPatternTensor,
        loc);
    if (src1 == nullptr) {
        if constexpr (sizeof(T) != 1) {
            uint64_t lo = 0, hi = 0;
            for (uint64_t k = 0; k < e; ++k) {
                if (pattern >= 1 && pattern <= 6 && BuiltinPatternBit(pattern, k)) {
                    (k < 64 ? lo : hi) |= 1ull << (k % 64);
                }
            }
            if (pattern >= 1 && pattern <= 6) {
                MaskSprClobber(hi, lo, api, loc);
            }
        }
    }
    auto srcElem = [&](uint64_t r, uint64_t q) {
        return (r * p.src0RepeatStride + (q / epb) * p.src0BlockStride) * epb + q % epb;
    };
    // The pattern bit of element q of repeat r (user pattern: src1 bytes from the repeat's start).
    const auto* pat = src1 != nullptr ? reinterpret_cast<const uint8_t*>(src1->Data()) : nullptr;
    const uint64_t patRepBytes = static_cast<uint64_t>(p.src1RepeatStride) * 32;
    auto selected = [&](uint64_t r, uint64_t q) {
        if (pat == nullptr) {
            return BuiltinPatternBit(pattern, q % e);
        }
        const uint8_t* b = pat + r * patRepBytes + q / 8;
        return ((*b >> (q % 8)) & 1u) != 0;
    };
    if (san) {
        VecRequire(src1 != nullptr || (pattern >= 1 && pattern <= 7), api,
                   "built-in src1Pattern " + std::to_string(pattern) + " outside [1, 7]", loc);
        VecRequire(repeats > 0, api,
                   "gatherMaskParams.repeatTimes 0: on Ascend 950 this is not guaranteed to be a no-op", loc);
        VecRequire(!reduceMode || mask > 0, api,
                   "Counter mode (reduceMode true) with mask 0: the range is [1, 2^32 - 1]", loc);
        VecAligned(dst, api, loc);
        VecAligned(src0, api, loc);
        if (src1 != nullptr) {
            VecAligned(*src1, api, loc);
        }
    }
    // Which elements are selected, and where they go.
    struct Pick {
        uint64_t r;
        uint64_t srcIdx;
    };
    std::vector<Pick> picks;
    for (uint64_t r = 0; r < repeats; ++r) {
        for (uint64_t q = 0; q < perRepeat; ++q) {
            if (!san && pat != nullptr && !InUb(pat + r * patRepBytes + q / 8, 1)) {
                continue;
            }
            if (selected(r, q)) {
                picks.push_back(Pick{r, srcElem(r, q)});
            }
        }
    }
    if (san) {
        const auto d0 = reinterpret_cast<uintptr_t>(dst.Data());
        const auto s0 = reinterpret_cast<uintptr_t>(src0.Data());
        const bool inPlace = d0 == s0;
        const uintptr_t dEnd = d0 + picks.size() * sizeof(T);
        if (!inPlace) {
            // dst may not overlap src0 at all unless it starts at src0 (the in-place use of gather.asc)
            for (uint64_t r = 0; r < repeats; ++r) {
                for (uint64_t q = 0; q < perRepeat; q += epb) {
                    const uintptr_t a = s0 + srcElem(r, q) * sizeof(T);
                    const uintptr_t b = a + std::min<uint64_t>(epb, perRepeat - q) * sizeof(T);
                    VecRequire(b <= d0 || dEnd <= a, api, "dst overlaps src0 partially (only dst == src0 may overlap)",
                               loc);
                }
            }
        }
        // source reads per repeat (Normal mode: the whole VL; Counter mode: `mask` elements); in place, no
        // repeat may read what an earlier repeat wrote
        uint64_t written = 0; // elements of dst written by the repeats so far
        size_t pi = 0;
        for (uint64_t r = 0; r < repeats; ++r) {
            uint64_t q = 0;
            while (q < perRepeat) { // one DataBlock run at a time
                const uint64_t q1 = std::min(perRepeat, (q / epb + 1) * epb);
                const uint64_t first = srcElem(r, q);
                const uintptr_t a = s0 + first * sizeof(T), b = a + (q1 - q) * sizeof(T);
                VecRequire(b <= d0 || d0 + written * sizeof(T) <= a, api,
                           "repeat " + std::to_string(r) + " reads src0 bytes an earlier repeat wrote to dst", loc);
                src0.Declare(Pipe::V, seq, first, q1 - q, false, api, loc);
                q = q1;
            }
            while (pi < picks.size() && picks[pi].r == r) {
                ++pi;
                ++written;
            }
        }
        if (src1 != nullptr) {
            const uint64_t bytes = (perRepeat + 7) / 8;
            for (uint64_t r = 0; r < repeats; ++r) {
                const uintptr_t a = reinterpret_cast<uintptr_t>(pat) + r * patRepBytes;
                VecRequire(a + bytes <= d0 || dEnd <= a, api, "dst overlaps the pattern tensor src1Pattern", loc);
                src1->Declare(Pipe::V, seq, (r * patRepBytes) / sizeof(U), (bytes + sizeof(U) - 1) / sizeof(U), false,
                              api, loc);
            }
        }
        if (!picks.empty()) {
            dst.Declare(Pipe::V, seq, 0, picks.size(), true, api, loc);
        }
    }
    struct Out {
        T v;
        bool defined;
    };
    std::vector<Out> outs;
    outs.reserve(picks.size());
    for (const Pick& k : picks) {
        const T* s = src0.Data() + k.srcIdx;
        if (!san && !InUb(s, sizeof(T))) {
            outs.push_back(Out{T{}, false});
            continue;
        }
        outs.push_back(Out{*s, !san || UbDefined(s, sizeof(T))});
    }
    T* d = dst.Data();
    for (size_t i = 0; i < outs.size(); ++i) {
        if (!san && !InUb(d + i, sizeof(T))) {
            continue;
        }
        d[i] = outs[i].v;
        if (san) {
            if (outs[i].defined) {
                UbMarkDefined(d + i, sizeof(T));
            } else {
                UbMarkUndefined(d + i, sizeof(T));
            }
        }
    }
    rsvdCnt = picks.size();
    if (IsCounterMode()) {
        CtrlWrite(CtrlValue() & ~ctrl::Bit(ctrl::kMaskCounter), api, loc);
    }
}

// Gatherb: repeat i's DataBlock j <- the 32 bytes at src + offset[8 i + j] (byte offsets), stored at
// (i * dstRepStride + j * dstBlkStride) DataBlocks from dst.
template <typename T>
inline void GatherbRun(SrcLoc loc, const UbOperand<T>& dst, const UbOperand<T>& src, const UbOperand<uint32_t>& offset,
                       uint8_t repeatTime, uint64_t dstBlkStride, uint64_t dstRepStride)
{
    using namespace ascsim::kern;
    const char* api = ascsim::ops::Gatherb::kName;
    constexpr uint64_t epb = 32 / sizeof(T);
    const uint64_t repeats = repeatTime;
    const uint64_t blk = dstBlkStride, rep = dstRepStride;
    const uint64_t seq = IssueVector(api, repeats * 8 * epb, sizeof(T), 2, loc);
    const bool san = SanitizerEnabled();
    const uint32_t* off = offset.Data();
    const auto* s = reinterpret_cast<const uint8_t*>(src.Data());
    auto* d = reinterpret_cast<uint8_t*>(dst.Data());
    if (san) {
        VecRequire(repeats > 0, api, "repeatTime 0: on Ascend 950 this is not guaranteed to be a no-op", loc);
        VecRequire(blk != 0, api,
                   "dstBlkStride 0: only A2/A3 treat it as 1 (Gatherb(ISASI).md); the 950 behaviour is "
                   "undocumented",
                   loc);
        VecAligned(dst, api, loc);
        VecAligned(src, api, loc);
        VecAligned(offset, api, loc);
        offset.Declare(Pipe::V, seq, 0, repeats * 8, false, api, loc);
        for (uint64_t i = 0; i < repeats; ++i) {
            for (uint64_t j = 0; j < 8; ++j) {
                const uint32_t o = off[i * 8 + j];
                VecRequire(o % 32 == 0, api,
                           "offset[" + std::to_string(i * 8 + j) + "] = " + std::to_string(o) +
                               ": the source DataBlock must be 32-byte aligned",
                           loc);
                const uint8_t* sb = s + o;
                for (uint64_t i2 = 0; i2 < repeats; ++i2) {
                    for (uint64_t j2 = 0; j2 < 8; ++j2) {
                        const uint8_t* db = d + (i2 * rep + j2 * blk) * 32;
                        VecRequire(sb + 32 <= db || db + 32 <= sb, api,
                                   "a gathered source DataBlock lies in dst (source and destination may not "
                                   "share memory)",
                                   loc);
                    }
                }
                src.Declare(Pipe::V, seq, o / sizeof(T), epb, false, api, loc);
            }
        }
        for (uint64_t i = 0; i < repeats; ++i) {
            for (uint64_t j = 0; j < 8; ++j) {
                dst.Declare(Pipe::V, seq, (i * rep + j * blk) * epb, epb, true, api, loc);
            }
        }
    }
    for (uint64_t i = 0; i < repeats; ++i) {
        uint8_t buf[8][32];
        bool defined[8];
        for (uint64_t j = 0; j < 8; ++j) {
            const uint8_t* sb = s + off[i * 8 + j];
            if (!san && (!InUb(off + i * 8 + j, 4) || !InUb(sb, 32))) {
                defined[j] = false;
                std::memset(buf[j], 0, 32);
                continue;
            }
            std::memcpy(buf[j], sb, 32);
            defined[j] = !san || (UbDefined(sb, 32) && UbDefined(off + i * 8 + j, 4));
        }
        for (uint64_t j = 0; j < 8; ++j) {
            uint8_t* db = d + (i * rep + j * blk) * 32;
            if (!san && !InUb(db, 32)) {
                continue;
            }
            std::memcpy(db, buf[j], 32);
            if (san) {
                if (defined[j]) {
                    UbMarkDefined(db, 32);
                } else {
                    UbMarkUndefined(db, 32);
                }
            }
        }
    }
}

} // namespace AscendC::detail
