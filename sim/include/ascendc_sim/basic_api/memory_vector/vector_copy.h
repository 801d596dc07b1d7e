// Memory vector API, UB -> UB Copy for Ascend 950 (docs/zh/api/SIMD-API/基础API/Memory矢量计算/数据搬运/):
//   Copy（UBToUB连续数据搬运）.md        Copy<T, isSetMask>(dst, src, count): count elements, contiguous
//   Copy（UBToUB掩码式高维数据搬运）.md  Copy<T, isSetMask>(dst, src, mask[] / mask, repeatTime,
//                                        CopyRepeatParams): the mask/repeat addressing of 高维切分.md
// A copy on the V pipe (the dav_3510 impls are VFs of LoadAlign / StoreAlign): bits are moved as they
// are (no saturation, NaN payloads kept). Types: the count form any 1/2/4/8-byte type (the page lists
// the fp8/fp4 types too), the mask forms 16/32-bit (the SDK's static_assert "only support type b16/b32").
// CopyRepeatParams' strides may be 0 (the page's ranges start at 0; the SDK default is 0): a
// destination DataBlock stride of 0 is accepted only while one DataBlock of a repeat is enabled
// (otherwise several blocks would write the same bytes: reported). The page does not list the 8 KB
// UB temporary for Copy, so the sim does not take it.
// Counter mode differs from the other mask forms (the page's 约束说明 and the dav_3510 VecCopyLevel0VFImpl):
// the mask is the element count of EACH repeat and repeatTime is effective; a repeat's elements fill
// N = ceil(mask * sizeof(T) / 32) DataBlocks, block b at b * srcStride / b * dstStride blocks from the
// repeat's start, repeats srcRepeatSize / dstRepeatSize blocks apart (copy_ub2ub scenario 3: mask 144
// int32_t, srcStride 8, one repeat = the first block of 18 rows).
// Timing: DataCopy(UB->UB) 256 bytes per cycle (附录/Vector指令理论性能汇总.md 表3): the simple rate.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/engine/vector_common.h"
#include "ascendc_sim/basic_api/memory_vector/vector_mask_mode.h"
#include "ascendc_sim/basic_api/memory_vector/vector_repeat.h"

namespace AscendC {

// Copy（UBToUB掩码式高维数据搬运）.md 表3; defaults as the SDK's kernel_struct_data_copy.h
// (DEFAULT_DATA_COPY_STRIDE = 0, DEFAULT_REPEAT_STRIDE = 8).
struct CopyRepeatParams {
    __aicore__ CopyRepeatParams() {}
    __aicore__ CopyRepeatParams(const uint16_t dstStrideIn, const uint16_t srcStrideIn, uint16_t dstRepeatSizeIn,
                                uint16_t srcRepeatSizeIn)
        : dstStride(dstStrideIn), srcStride(srcStrideIn), dstRepeatSize(dstRepeatSizeIn), srcRepeatSize(srcRepeatSizeIn)
    {}
    uint16_t dstStride = 0;
    uint16_t srcStride = 0;
    uint16_t dstRepeatSize = DEFAULT_REPEAT_STRIDE;
    uint16_t srcRepeatSize = DEFAULT_REPEAT_STRIDE;
};

using ascsim::kern::SrcLoc;

// ---- count form ----------------------------------------------------------------------------------------
template <typename T, bool isSetMask = true>
__aicore__ inline void Copy(const LocalTensor<T>& dst, const LocalTensor<T>& src, const uint32_t count,
                            SrcLoc loc = SrcLoc::Here())
{
    static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8,
                  "Copy: T must be a 1, 2, 4 or 8-byte type");
    const uint64_t n = count;
    detail::VecBegin("Copy", loc, count, detail::VecOperand<T>{dst, n}, detail::VecOperand<T>{src, n});
    if (n != 0 && dst.Data() != src.Data()) {
        std::memmove(dst.Data(), src.Data(), n * sizeof(T));
    }
    detail::VecPropagate(n, dst, sizeof(T), detail::LaneSrc{src.Data(), sizeof(T)});
}

namespace detail {
// Counter mode: `count` elements per repeat over N blocks, block strides b * stride.
template <typename T>
inline void CopyCounter(SrcLoc loc, uint64_t count, uint64_t repeats, const LocalTensor<T>& dst,
                        const LocalTensor<T>& src, const CopyRepeatParams& p)
{
    using namespace ascsim::kern;
    const char* api = "Copy";
    constexpr uint64_t epb = 32 / sizeof(T);
    const uint64_t seq = IssueVector(api, repeats * count, sizeof(T), 1, loc);
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
inline void CopyRepeat(SrcLoc loc, const uint64_t* bits, uint64_t cont, uint8_t repeatTime, const LocalTensor<T>& dst,
                       const LocalTensor<T>& src, const CopyRepeatParams& p)
{
    static_assert(sizeof(T) == 2 || sizeof(T) == 4, "Copy: the mask forms take 16/32-bit types on 950");
    if (IsCounterMode()) {
        uint64_t count = 0;
        if constexpr (isSetMask) {
            count = bits != nullptr ? bits[0] : cont;
        } else {
            count = ReadMaskSpr("Copy", loc).maskLow;
        }
        CopyCounter<T>(loc, static_cast<uint32_t>(count), repeatTime, dst, src, p);
        return;
    }
    const RepPlan plan = PlanMask<T, isSetMask>(bits, cont, repeatTime, "Copy", loc);
    RepOptions opt;
    opt.tempUb = false;
    opt.dstBlkZeroOk = true;
    VecRepeat<T, 1>("Copy", loc, plan, dst, RepStrides{p.dstStride, p.dstRepeatSize}, {&src},
                    {RepStrides{p.srcStride, p.srcRepeatSize}}, opt,
                    [](const std::array<T, 1>& v, uint64_t, uint64_t) { return v[0]; });
}
} // namespace detail

// ---- mask forms ------------------------------------------------------------------------------------------
template <typename T, bool isSetMask = true>
__aicore__ inline void Copy(const LocalTensor<T>& dst, const LocalTensor<T>& src, const uint64_t mask[],
                            const uint8_t repeatTime, const CopyRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    detail::CopyRepeat<T, isSetMask>(loc, mask, 0, repeatTime, dst, src, repeatParams);
}
template <typename T, bool isSetMask = true>
__aicore__ inline void Copy(const LocalTensor<T>& dst, const LocalTensor<T>& src, const uint64_t mask,
                            const uint8_t repeatTime, const CopyRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    detail::CopyRepeat<T, isSetMask>(loc, nullptr, mask, repeatTime, dst, src, repeatParams);
}

} // namespace AscendC
