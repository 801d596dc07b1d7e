// The engines of the Memory-API UB -> UB Copy (docs/zh/api/SIMD-API/基础API/Memory矢量计算/数据搬运/
// Copy（UBToUB连续数据搬运）.md, Copy（UBToUB掩码式高维数据搬运）.md): the count form, the Counter-mode
// form (the mask counts the elements of each repeat) and the Normal-mode mask/repeat form through the
// repeat engine, with their operand checks, V-pipe declarations and written/taint state. They take
// UbOperand (types/ub_operand.h): a LocalTensor of the C++ API and a __ubuf__ pointer of the C API reach
// the same code. The addressing and checks are described in the spelling's head comment
// (basic_api/memory_vector/vector_copy.h).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/engine/mask_plan.h"
#include "ascendc_sim/engine/ops/data_move.h"
#include "ascendc_sim/engine/vector_common.h"
#include "ascendc_sim/engine/vector_repeat_engine.h"
#include "ascendc_sim/types/ub_operand.h"

namespace AscendC::detail {

using ascsim::kern::SrcLoc;

// The strides of CopyRepeatParams (basic_api/memory_vector/vector_copy.h), field for field.
struct CopyStrides {
    uint16_t dstStride;
    uint16_t srcStride;
    uint16_t dstRepeatSize;
    uint16_t srcRepeatSize;
};

// The count form: count elements, contiguous, bits as they are.
template <typename T>
inline void CopyCount(SrcLoc loc, const UbOperand<T>& dst, const UbOperand<T>& src, uint32_t count)
{
    const uint64_t n = count;
    VecBegin(ascsim::ops::Copy::kName, loc, count, VecOperand<T>{dst, n}, VecOperand<T>{src, n});
    if (n != 0 && dst.Data() != src.Data()) {
        std::memmove(dst.Data(), src.Data(), n * sizeof(T));
    }
    VecPropagate(n, dst, sizeof(T), LaneSrc{src.Data(), sizeof(T)});
}

// Counter mode: `count` elements per repeat over N blocks, block strides b * stride. `form`: the
// overload called (mask[] or integer mask), which uses the Ascend C reserve as in Normal mode.
template <typename T>
inline void CopyCounter(SrcLoc loc, uint64_t count, uint64_t repeats, const UbOperand<T>& dst, const UbOperand<T>& src,
                        const CopyStrides& p, ascsim::ops::ReserveForm form)
{
    using namespace ascsim::kern;
    const char* api = ascsim::ops::Copy::kName;
    constexpr uint64_t epb = 32 / sizeof(T);
    const uint64_t seq = IssueVector(api, repeats * count, sizeof(T), 1, loc);
    ClaimReservedUb(api, form, loc);
    const bool san = SanitizerEnabled();
    auto off = [&](uint64_t k, uint64_t r, uint64_t stride, uint64_t repSize) {
        return (r * repSize + (k / epb) * stride) * epb + k % epb;
    };
    if (san) {
        VecRequire(count > 0 && repeats > 0, api,
                   count == 0 ? "Counter mode with 0 elements: on Ascend 950 this is not guaranteed to be a no-op" :
                                "repeatTime 0: on Ascend 950 a zero repeatTime is not guaranteed to be a no-op",
                   loc);
        const uint64_t blocks = (count + epb - 1) / epb;
        VecRequire(p.dstStride != 0 || blocks <= 1, api,
                   "destination DataBlock stride 0 with " + std::to_string(blocks) +
                       " DataBlocks per repeat: they would all write the same 32 bytes (undefined)",
                   loc);
        VecAligned(dst, api, loc);
        VecAligned(src, api, loc);
        // Per repeat, runs of elements (one per DataBlock).
        std::vector<std::vector<ByteSpan>> ds(repeats), ss(repeats);
        const auto db = reinterpret_cast<uintptr_t>(dst.Data());
        const auto sb = reinterpret_cast<uintptr_t>(src.Data());
        for (uint64_t r = 0; r < repeats; ++r) {
            for (uint64_t b = 0; b < blocks; ++b) {
                const uint64_t k0 = b * epb, k1 = std::min(count, k0 + epb);
                ds[r].emplace_back(db + off(k0, r, p.dstStride, p.dstRepeatSize) * sizeof(T),
                                   db + (off(k1 - 1, r, p.dstStride, p.dstRepeatSize) + 1) * sizeof(T));
                ss[r].emplace_back(sb + off(k0, r, p.srcStride, p.srcRepeatSize) * sizeof(T),
                                   sb + (off(k1 - 1, r, p.srcStride, p.srcRepeatSize) + 1) * sizeof(T));
            }
        }
        RepeatOverlap(ds, ss, false, api, "source", loc);
        for (uint64_t r = 0; r < repeats; ++r) {
            for (const auto& [a, b] : ss[r]) {
                src.Declare(Pipe::V, seq, (a - sb) / sizeof(T), (b - a) / sizeof(T), false, api, loc);
            }
        }
        for (uint64_t r = 0; r < repeats; ++r) {
            for (const auto& [a, b] : ds[r]) {
                dst.Declare(Pipe::V, seq, (a - db) / sizeof(T), (b - a) / sizeof(T), true, api, loc);
            }
        }
    }
    std::vector<std::pair<T*, std::pair<T, bool>>> lanes;
    for (uint64_t r = 0; r < repeats; ++r) {
        lanes.clear(); // a repeat reads all its sources before it writes
        for (uint64_t k = 0; k < count; ++k) {
            T* d = dst.Data() + off(k, r, p.dstStride, p.dstRepeatSize);
            const T* s = src.Data() + off(k, r, p.srcStride, p.srcRepeatSize);
            if (!san && (!InUb(d, sizeof(T)) || !InUb(s, sizeof(T)))) {
                continue; // sanitizer off: stay inside the UB arena
            }
            lanes.push_back({d, {*s, !san || UbDefined(s, sizeof(T))}});
        }
        for (const auto& [d, v] : lanes) {
            std::memcpy(static_cast<void*>(d), &v.first, sizeof(T));
            if (san) {
                if (v.second) {
                    UbMarkDefined(d, sizeof(T));
                } else {
                    UbMarkUndefined(d, sizeof(T));
                }
            }
        }
    }
}

template <typename T, bool isSetMask>
inline void CopyRepeat(SrcLoc loc, const uint64_t* bits, uint64_t cont, uint8_t repeatTime, const UbOperand<T>& dst,
                       const UbOperand<T>& src, const CopyStrides& p)
{
    static_assert(sizeof(T) == 2 || sizeof(T) == 4, "Copy: the mask forms take 16/32-bit types on 950");
    if (IsCounterMode()) {
        uint64_t count = 0;
        if constexpr (isSetMask) {
            count = bits != nullptr ? bits[0] : cont;
        } else {
            count = ReadMaskSpr(ascsim::ops::Copy::kName, loc).maskLow;
        }
        CopyCounter<T>(loc, static_cast<uint32_t>(count), repeatTime, dst, src, p,
                       bits != nullptr ? ascsim::ops::ReserveForm::kMaskBits : ascsim::ops::ReserveForm::kMaskCount);
        return;
    }
    const RepPlan plan = PlanMask<T, isSetMask>(bits, cont, repeatTime, ascsim::ops::Copy::kName, loc);
    RepOptions opt;
    opt.dstBlkZeroOk = true;
    VecRepeat<T, 1>(ascsim::ops::Copy::kName, loc, plan, dst, RepStrides{p.dstStride, p.dstRepeatSize}, {&src},
                    {RepStrides{p.srcStride, p.srcRepeatSize}}, opt,
                    [](const std::array<T, 1>& v, uint64_t, uint64_t) { return v[0]; });
}

} // namespace AscendC::detail
