// Memory vector API, data fill (docs/zh/api/SIMD-API/基础API/Memory矢量计算/数据填充/), Ascend 950:
//   Brcb            Brcb.md: repeat i takes src[8i .. 8i+7] and fills DataBlock j of the repeat
//                   (at (i * dstRepStride + j * dstBlkStride) * 32 bytes) with src[8i + j]
//   CreateVecIndex  CreateVecIndex.md: dst = firstValue, firstValue + 1, ...; count form and mask forms
// Brcb: types of 1, 2, 4, 8 bytes; the source is read contiguously (no stride, "源操作数不支持Stride参数
// 配置"); source and destination may not share memory (any overlap is reported); dstBlkStride 0 "可能产生
// 未定义行为" (memcheck) although the SDK's dav_3510 impl treats it as 1; repeatTime 0 is not guaranteed
// to be a no-op on 950 (memcheck). BrcbRepeatParams as the SDK's kernel_struct_brcb.h.
// CreateVecIndex: the dav_3510 impl builds the first VL with Arange (lane k = firstValue + k) and adds
// VL / sizeof(T) per VL / repeat (Adds in T's arithmetic, so a half index sequence rounds as half
// additions do); the mask forms store the enabled lanes of each repeat through the dst strides. Count
// form: int8_t, int16_t, half, int32_t, float, int64_t; mask forms: int16_t, half, int32_t, float.
// The mask forms have no isSetMask parameter (the page's prototypes): the mask always comes from the
// call (Counter mode: its count). dstBlkStride 0 is reported as for every mask form (高维切分.md).
// Timing: one VF at the simple rate (Duplicate's row, 附录/Reg矢量计算接口理论性能汇总.md 表12); Brcb
// reads one operand.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/engine/vector_common.h"
#include "ascendc_sim/basic_api/memory_vector/vector_mask_mode.h"
#include "ascendc_sim/basic_api/memory_vector/vector_repeat.h"
#include "ascendc_sim/numerics/numerics.h"

namespace AscendC {

// Brcb.md, 表3 (field order and defaults as the SDK's kernel_struct_brcb.h).
struct BrcbRepeatParams {
    __aicore__ BrcbRepeatParams() {}
    __aicore__ BrcbRepeatParams(const uint16_t dstBlkStrideIn, const uint16_t dstRepStrideIn)
        : dstRepStride(dstRepStrideIn), dstBlkStride(dstBlkStrideIn)
    {}
    uint32_t blockNumber = DEFAULT_BLK_NUM;
    uint16_t dstRepStride = DEFAULT_REPEAT_STRIDE;
    uint16_t dstBlkStride = DEFAULT_BLK_STRIDE;
    uint8_t src0BlkStride = DEFAULT_BLK_STRIDE;
    uint8_t src1BlkStride = DEFAULT_BLK_STRIDE;
    uint8_t src0RepStride = DEFAULT_REPEAT_STRIDE;
    uint8_t src1RepStride = DEFAULT_REPEAT_STRIDE;
    bool repeatStrideMode = false;
    bool strideSizeMode = false;
};

using ascsim::kern::SrcLoc;

// ---- Brcb (数据填充/Brcb.md) --------------------------------------------------------------------------
template <typename T>
__aicore__ inline void Brcb(const LocalTensor<T>& dst, const LocalTensor<T>& src, const uint8_t repeatTime,
                            const BrcbRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    using namespace ascsim::kern;
    static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8,
                  "Brcb: T must be a 1, 2, 4 or 8-byte type on 950");
    const char* api = "Brcb";
    constexpr uint64_t epb = 32 / sizeof(T);
    const uint64_t repeats = repeatTime;
    const uint64_t blk = repeatParams.dstBlkStride, rep = repeatParams.dstRepStride;
    const uint64_t seq = IssueVector(api, repeats * 8 * epb, sizeof(T), 1, loc);
    const bool san = SanitizerEnabled();
    if (san) {
        detail::VecRequire(repeats > 0, api,
                           "repeatTime 0: on Ascend 950 a zero repeatTime is not guaranteed to be a no-op", loc);
        detail::VecRequire(blk != 0, api, "dstBlkStride 0 is not supported (Brcb.md: \"可能产生未定义行为\")", loc);
        detail::VecAligned(dst, api, loc);
        detail::VecAligned(src, api, loc);
        const auto s0 = reinterpret_cast<uintptr_t>(src.Data());
        const uintptr_t s1 = s0 + repeats * 8 * sizeof(T);
        const auto d0 = reinterpret_cast<uintptr_t>(dst.Data());
        for (uint64_t i = 0; i < repeats; ++i) {
            for (uint64_t j = 0; j < 8; ++j) {
                const uintptr_t b0 = d0 + ((i * rep + j * blk) * epb) * sizeof(T);
                detail::VecRequire(
                    b0 + 32 <= s0 || s1 <= b0, api,
                    "source and destination overlap (Brcb.md: 不支持源操作数与目的操作数使用同一块内存地址)", loc);
            }
        }
        src.Declare(Pipe::V, seq, 0, repeats * 8, false, api, loc);
        for (uint64_t i = 0; i < repeats; ++i) {
            for (uint64_t j = 0; j < 8; ++j) {
                dst.Declare(Pipe::V, seq, (i * rep + j * blk) * epb, epb, true, api, loc);
            }
        }
    }
    for (uint64_t i = 0; i < repeats; ++i) {
        for (uint64_t j = 0; j < 8; ++j) {
            const T* s = src.Data() + i * 8 + j;
            T* d = dst.Data() + (i * rep + j * blk) * epb;
            if (!san && (!detail::InUb(s, sizeof(T)) || !detail::InUb(d, 32))) {
                continue; // sanitizer off: stay inside the UB arena
            }
            const T v = *s;
            for (uint64_t e = 0; e < epb; ++e) {
                d[e] = v;
            }
            if (san) {
                if (UbDefined(s, sizeof(T))) {
                    UbMarkDefined(d, 32);
                } else {
                    UbMarkUndefined(d, 32);
                }
            }
        }
    }
}

// ---- CreateVecIndex (数据填充/CreateVecIndex.md) -------------------------------------------------------
namespace detail {
template <typename T>
inline constexpr bool kVciCountType = std::is_same_v<T, int8_t> || std::is_same_v<T, int16_t> ||
                                      std::is_same_v<T, half> || std::is_same_v<T, int32_t> ||
                                      std::is_same_v<T, float> || std::is_same_v<T, int64_t>;
template <typename T>
inline constexpr bool kVciRepType = std::is_same_v<T, int16_t> || std::is_same_v<T, half> ||
                                    std::is_same_v<T, int32_t> || std::is_same_v<T, float>;

// a + b in T's arithmetic (integers wrap, as the vector unit's adds).
template <typename T>
inline T VciAdd(T a, T b)
{
    if constexpr (std::is_integral_v<T>) {
        using UT = std::make_unsigned_t<T>;
        return static_cast<T>(static_cast<UT>(static_cast<UT>(a) + static_cast<UT>(b)));
    } else {
        return ascsim::num::Add(a, b);
    }
}
template <typename T>
inline T VciLane(uint64_t k)
{
    if constexpr (std::is_integral_v<T>) {
        return static_cast<T>(k);
    } else {
        return T(static_cast<float>(k)); // k < 256: exact in half and float
    }
}

// The index register of one VL, advanced VL by VL (Arange, then Adds of the lanes per VL).
template <typename T>
struct VciRegister {
    static constexpr uint64_t kLanes = 256 / sizeof(T);
    std::array<T, kLanes> v{};
    uint64_t at = 0; // the VL (repeat) the register holds
    explicit VciRegister(T first)
    {
        for (uint64_t k = 0; k < kLanes; ++k) {
            v[k] = VciAdd(first, VciLane<T>(k));
        }
    }
    const T& Lane(uint64_t r, uint64_t k)
    {
        while (at < r) {
            const T step = VciLane<T>(kLanes);
            for (auto& x : v) {
                x = VciAdd(x, step);
            }
            ++at;
        }
        return v[k];
    }
};
} // namespace detail

template <typename T>
__aicore__ inline void CreateVecIndex(LocalTensor<T> dst, const T& firstValue, uint32_t count,
                                      SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kVciCountType<T>,
                  "CreateVecIndex: T must be int8_t, int16_t, half, int32_t, float or int64_t on 950");
    const char* api = "CreateVecIndex";
    const uint64_t n = count;
    detail::VecBegin(api, loc, count, detail::VecOperand<T>{dst, n});
    T* d = dst.Data();
    if constexpr (sizeof(T) == 8) {
        for (uint64_t i = 0; i < n; ++i) { // the b64 impl recomputes firstValue + i per VL: exact
            d[i] = detail::VciAdd(firstValue, static_cast<T>(i));
        }
    } else {
        constexpr uint64_t lanes = 256 / sizeof(T);
        detail::VciRegister<T> reg(firstValue);
        for (uint64_t i = 0; i < n; ++i) {
            d[i] = reg.Lane(i / lanes, i % lanes);
        }
    }
    detail::VecPropagate(n, dst, sizeof(T));
}

namespace detail {
template <typename T>
inline void VciRepeat(SrcLoc loc, const RepPlan& plan, const LocalTensor<T>& dst, const T& firstValue,
                      uint16_t dstBlkStride, uint8_t dstRepStride)
{
    static_assert(kVciRepType<T>, "CreateVecIndex: the mask forms take int16_t, half, int32_t, float on 950");
    VciRegister<T> reg(firstValue);
    VecRepeat<T, 0>("CreateVecIndex", loc, plan, dst, RepStrides{dstBlkStride, dstRepStride}, {}, {}, false,
                    [&reg](const std::array<T, 0>&, uint64_t r, uint64_t k) { return reg.Lane(r, k); });
}
} // namespace detail

template <typename T>
__aicore__ inline void CreateVecIndex(LocalTensor<T>& dst, const T& firstValue, uint64_t mask[], uint8_t repeatTime,
                                      uint16_t dstBlkStride, uint8_t dstRepStride, SrcLoc loc = SrcLoc::Here())
{
    detail::VciRepeat<T>(loc, detail::PlanMask<T, true>(mask, 0, repeatTime, "CreateVecIndex", loc), dst, firstValue,
                         dstBlkStride, dstRepStride);
}
template <typename T>
__aicore__ inline void CreateVecIndex(LocalTensor<T>& dst, const T& firstValue, uint64_t mask, uint8_t repeatTime,
                                      uint16_t dstBlkStride, uint8_t dstRepStride, SrcLoc loc = SrcLoc::Here())
{
    detail::VciRepeat<T>(loc, detail::PlanMask<T, true>(nullptr, mask, repeatTime, "CreateVecIndex", loc), dst,
                         firstValue, dstBlkStride, dstRepStride);
}

} // namespace AscendC
