// The engines of the Memory-API data fills (docs/zh/api/SIMD-API/基础API/Memory矢量计算/数据填充/Brcb.md,
// CreateVecIndex.md): Brcb's DataBlock broadcast and CreateVecIndex's index sequence (count form through
// the count-form begin/propagate of engine/vector_common.h, mask forms through the repeat engine), with
// their operand checks, V-pipe declarations and written/taint state. They take UbOperand
// (types/ub_operand.h): a LocalTensor of the C++ API and a __ubuf__ pointer of the C API reach the same
// code. The arithmetic and checks are described in the spelling's head comment
// (basic_api/memory_vector/vector_fill.h).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/engine/mask_plan.h"
#include "ascendc_sim/engine/ops/fill.h"
#include "ascendc_sim/engine/vector_common.h"
#include "ascendc_sim/engine/vector_repeat_engine.h"
#include "ascendc_sim/numerics/numerics.h"
#include "ascendc_sim/types/ub_operand.h"

namespace AscendC::detail {

using ascsim::kern::SrcLoc;

// Brcb: repeat i takes src[8i .. 8i+7] and fills DataBlock j of the repeat (at (i * dstRepStride + j *
// dstBlkStride) DataBlocks from dst) with src[8i + j].
template <typename T>
inline void BrcbRun(SrcLoc loc, const UbOperand<T>& dst, const UbOperand<T>& src, uint8_t repeatTime,
                    uint64_t dstBlkStride, uint64_t dstRepStride)
{
    using namespace ascsim::kern;
    const char* api = ascsim::ops::Brcb::kName;
    constexpr uint64_t epb = 32 / sizeof(T);
    const uint64_t repeats = repeatTime;
    const uint64_t blk = dstBlkStride, rep = dstRepStride;
    const uint64_t seq = IssueVector(api, repeats * 8 * epb, sizeof(T), 1, loc);
    const bool san = SanitizerEnabled();
    if (san) {
        VecRequire(repeats > 0, api, "repeatTime 0: on Ascend 950 a zero repeatTime is not guaranteed to be a no-op",
                   loc);
        VecRequire(blk != 0, api, "dstBlkStride 0 is not supported (Brcb.md: \"可能产生未定义行为\")", loc);
        VecAligned(dst, api, loc);
        VecAligned(src, api, loc);
        const auto s0 = reinterpret_cast<uintptr_t>(src.Data());
        const uintptr_t s1 = s0 + repeats * 8 * sizeof(T);
        const auto d0 = reinterpret_cast<uintptr_t>(dst.Data());
        for (uint64_t i = 0; i < repeats; ++i) {
            for (uint64_t j = 0; j < 8; ++j) {
                const uintptr_t b0 = d0 + ((i * rep + j * blk) * epb) * sizeof(T);
                VecRequire(b0 + 32 <= s0 || s1 <= b0, api,
                           "source and destination overlap (Brcb.md: 不支持源操作数与目的操作数使用同一块内存地址)",
                           loc);
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
            if (!san && (!InUb(s, sizeof(T)) || !InUb(d, 32))) {
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

// CreateVecIndex, count form: dst[i] = firstValue + i for i < count, VL by VL as the impl adds.
template <typename T>
inline void VciCount(SrcLoc loc, const UbOperand<T>& dst, const T& firstValue, uint32_t count)
{
    const char* api = ascsim::ops::CreateVecIndex::kName;
    const uint64_t n = count;
    VecBegin(api, loc, count, VecOperand<T>{dst, n});
    T* d = dst.Data();
    if constexpr (sizeof(T) == 8) {
        for (uint64_t i = 0; i < n; ++i) { // the b64 impl recomputes firstValue + i per VL: exact
            d[i] = VciAdd(firstValue, static_cast<T>(i));
        }
    } else {
        constexpr uint64_t lanes = 256 / sizeof(T);
        VciRegister<T> reg(firstValue);
        for (uint64_t i = 0; i < n; ++i) {
            d[i] = reg.Lane(i / lanes, i % lanes);
        }
    }
    VecPropagate(n, dst, sizeof(T));
}

// CreateVecIndex, mask forms: the enabled lanes of each repeat through the dst strides.
template <typename T>
inline void VciRepeat(SrcLoc loc, const RepPlan& plan, const UbOperand<T>& dst, const T& firstValue,
                      uint16_t dstBlkStride, uint8_t dstRepStride)
{
    static_assert(kVciRepType<T>, "CreateVecIndex: the mask forms take int16_t, half, int32_t, float on 950");
    VciRegister<T> reg(firstValue);
    VecRepeat<T, 0>(ascsim::ops::CreateVecIndex::kName, loc, plan, dst, RepStrides{dstBlkStride, dstRepStride}, {}, {},
                    false, [&reg](const std::array<T, 0>&, uint64_t r, uint64_t k) { return reg.Lane(r, k); });
}

} // namespace AscendC::detail
