// The Reg Cast between fp16 / bf16 and fp32 (reg_compute/cast.h) a whole register at a time: the element
// conversions through engine/cast_fast.h (num::Cast bit for bit), the mask and undefined-state
// rules of reg_compute/cast.h's lane loops on 64-bit words. Same results, same undefined bytes; the
// timing stays with the caller. sim/tests/emulator/engine/test_cast_fast.cpp compares both ways.
//
// Index spaces (registers.h): a b32 lane i owns mask bit 4i and bytes 4i..4i+3; its b16 slot
// 2i + layout owns mask bit 4i + 2 * layout and bytes 4i + 2 * layout, +1. So one 64-bit word k of
// the mask bits, of the mask's undefined bits and of a register's byte flags covers the same 16
// b32 lanes, and shifting by 2 * layout lines a b16 slot up with its lane.
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_sim/engine/cast_fast.h"
#include "ascendc_sim/types/reg_tensor.h"
#include "ascendc_sim/numerics/numerics.h"

namespace AscendC::Reg::detail {

// The pairs with a whole-register path: half / bfloat16_t <-> float.
template <typename D, typename S>
inline constexpr bool kRegCastFast = (std::is_same_v<D, float> && ascsim::num::kIsOneOf<S, half, bfloat16_t>) ||
                                     (std::is_same_v<S, float> && ascsim::num::kIsOneOf<D, half, bfloat16_t>);

// b16 -> float: lane i = cvt(slot 2i + kLayout) where that slot's mask bit is set, else 0; the lane
// is undefined where the bit is, or where it is set and a byte of the slot is.
template <uint32_t kLayout, typename O, typename I>
inline void CastWidenB16(O& out, const I& src, const MaskReg& mask)
{
    using S = typename I::ActualT;
    static_assert(std::is_same_v<typename O::ActualT, float> && O::REG_NUM == 1 && I::REG_NUM == 1);
    constexpr uint32_t kN = O::kLanes;
    alignas(32) uint16_t h[kN];
    for (uint32_t i = 0; i < kN; ++i) {
        std::memcpy(&h[i], src.bytes + (2 * i + kLayout) * 2, 2);
    }
    alignas(32) float f[kN];
    if constexpr (std::is_same_v<S, half>) {
        AscendC::detail::fast::HalfToFloat(f, h, kN);
    } else {
        AscendC::detail::fast::Bf16ToFloat(f, h, kN);
    }
    constexpr uint64_t kP = LanePattern<4>();
    for (uint32_t k = 0; k < 4; ++k) {
        const uint64_t on = (mask.BitWords().w[k] >> (2 * kLayout)) & kP;
        const uint64_t mU = (mask.UndefinedWords().w[k] >> (2 * kLayout)) & kP;
        const uint64_t su = src.undefined.w[k] >> (2 * kLayout);
        out.undefined.w[k] = Spread<4>(mU | (on & (su | (su >> 1)) & kP));
        for (uint32_t j = 0; j < 16; ++j) {
            uint32_t v;
            std::memcpy(&v, &f[k * 16 + j], 4);
            v &= 0u - static_cast<uint32_t>((on >> (4 * j)) & 1u);
            std::memcpy(out.bytes + 4 * (k * 16 + j), &v, 4);
        }
    }
}

// float -> b16: slot 2i + kLayout = the rounded (and, if `sat`, saturated: numerics/saturate.h)
// lane i where its mask bit is set, else 0; the other slot 0 and defined. The slot is undefined
// where the bit is, or where it is set and a byte of lane i is.
template <uint32_t kLayout, typename O, typename I>
inline void CastNarrowB32(O& out, const I& src, const MaskReg& mask, RoundMode rm, bool sat)
{
    using D = typename O::ActualT;
    static_assert(std::is_same_v<typename I::ActualT, float> && O::REG_NUM == 1 && I::REG_NUM == 1);
    constexpr uint32_t kN = I::kLanes;
    alignas(32) float x[kN];
    std::memcpy(x, src.bytes, sizeof(x));
    alignas(32) D r[kN];
    if (!AscendC::detail::fast::CastFast(r, x, kN, rm)) {
        for (uint32_t i = 0; i < kN; ++i) {
            r[i] = ascsim::num::Cast<D, float>(x[i], rm);
        }
    }
    if (sat) {
        ascsim::num::SaturateArray(r, kN);
    }
    constexpr uint64_t kP = LanePattern<4>();
    for (uint32_t k = 0; k < 4; ++k) {
        const uint64_t on = mask.BitWords().w[k] & kP;
        const uint64_t mU = mask.UndefinedWords().w[k] & kP;
        const uint64_t laneU = mU | (on & LaneAny<4>(src.undefined.w[k]));
        out.undefined.w[k] = Spread<2>(laneU) << (2 * kLayout);
        for (uint32_t j = 0; j < 16; ++j) {
            uint16_t b;
            std::memcpy(&b, &r[k * 16 + j], 2);
            uint32_t v = static_cast<uint32_t>(b) << (16 * kLayout);
            v &= 0u - static_cast<uint32_t>((on >> (4 * j)) & 1u);
            std::memcpy(out.bytes + 4 * (k * 16 + j), &v, 4);
        }
    }
}

} // namespace AscendC::Reg::detail
