// The two register types of a Vector Function.
//
// RegTensor<T, regTrait> (docs/zh/api/SIMD-API/基础API/Reg矢量计算/寄存器数据类型/RegTensor.md): one
// vector register, VL = 256 bytes, read as 256 / sizeof(T) elements of T. Only RegTraitNumOne and
// the b8/b16/b32 element types are modelled (RegTraitNumTwo exists for b64/complex types).
//
// MaskReg (寄存器数据类型/MaskReg.md): VL / 8 = 256 predicate bits. An element of a b8 type owns one
// bit, of a b16 type two, of a b32 type four; "仅...最低位是有效的": element i of T is governed by
// bit i * sizeof(T).
//
// Both carry, next to their bits, the sanitizer's "undefined" state (core.h, UbMarkUndefined):
//   * RegTensor: per byte. Bytes loaded from never-written UB, computed from undefined bytes, or
//     of a register never assigned are undefined; a StoreAlign of them marks the UB bytes it
//     writes never-written, so the memcheck finding comes when they leave the core (MTE3 / S).
//   * MaskReg: per bit. A mask never assigned is undefined. The bits between the valid ones
//     (bits 1..3 of a b32 element's group, bit 1 of a b16 element's pair) are not specified by
//     the docs: CreateMask / UpdateMask / Compare leave them 0 *and undefined*, so a kernel that
//     reads a b32 mask as a b16 one (or uses RegLayout::ONE with a b32 mask) gets lanes whose
//     activity is undefined, and those lanes' results are undefined in turn.
// A register the kernel never wrote holds 0xFF bytes, like never-written UB.
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_sim/kernel/reg/keywords.h"
#include "ascendc_sim/kernel/reg/types.h"

namespace AscendC::Reg {

namespace detail {

// 256 flags, one per byte of a vector register or per bit of a mask register.
struct Flags256 {
    uint64_t w[4];

    static constexpr Flags256 All(bool v)
    {
        const uint64_t x = v ? ~uint64_t(0) : 0;
        return Flags256{{x, x, x, x}};
    }
    bool Get(uint32_t i) const { return ((w[i >> 6] >> (i & 63)) & 1u) != 0; }
    void Set(uint32_t i, bool v)
    {
        const uint64_t bit = uint64_t(1) << (i & 63);
        w[i >> 6] = v ? (w[i >> 6] | bit) : (w[i >> 6] & ~bit);
    }
    // Any flag set in [first, first + n) (n <= 8, within one word for aligned element lanes).
    bool Any(uint32_t first, uint32_t n) const
    {
        for (uint32_t k = 0; k < n; ++k) {
            if (Get(first + k)) {
                return true;
            }
        }
        return false;
    }
    void SetRange(uint32_t first, uint32_t n, bool v)
    {
        for (uint32_t k = 0; k < n; ++k) {
            Set(first + k, v);
        }
    }
    bool None() const { return (w[0] | w[1] | w[2] | w[3]) == 0; }
};

template <typename T>
inline constexpr bool kRegElementOk = std::is_trivially_copyable_v<T> && (sizeof(T) == 1 || sizeof(T) == 2 ||
                                                                          sizeof(T) == 4);

}  // namespace detail

template <typename T, const RegTrait& regTrait = RegTraitNumOne>
struct RegTensor {
    static_assert(detail::kRegElementOk<T>,
                  "RegTensor: the sim models b8 / b16 / b32 element types (b64 and complex types need "
                  "RegTraitNumTwo, not modelled)");
    static_assert(regTrait.REG_NUM == 1, "RegTensor: the sim models RegTraitNumOne only");

    using ActualT = T;
    static constexpr RegTrait trait = regTrait;
    static constexpr int REG_NUM = 1;
    static constexpr uint32_t kLanes = detail::kLanes<T>;

    __simd_callee__ inline RegTensor() { std::memset(bytes, 0xFF, sizeof(bytes)); }

    // ---- used by the sim's Reg APIs and tests, not part of the Ascend C surface --------------
    T Lane(uint32_t i) const
    {
        T v;
        std::memcpy(&v, bytes + i * sizeof(T), sizeof(T));
        return v;
    }
    void SetLane(uint32_t i, T v, bool isUndefined)
    {
        std::memcpy(bytes + i * sizeof(T), &v, sizeof(T));
        undefined.SetRange(i * static_cast<uint32_t>(sizeof(T)), sizeof(T), isUndefined);
    }
    bool LaneUndefined(uint32_t i) const { return undefined.Any(i * static_cast<uint32_t>(sizeof(T)), sizeof(T)); }
    // Every byte 0 and defined (a ZEROING result before its active lanes are written).
    void ZeroDefined()
    {
        std::memset(bytes, 0, sizeof(bytes));
        undefined = detail::Flags256::All(false);
    }

    alignas(32) uint8_t bytes[detail::kVL];
    detail::Flags256 undefined = detail::Flags256::All(true);
    int64_t vfReady = 0;  // timing model: VF-local cycle the value is ready (vf_clock.h)
};

class MaskReg {
public:
    __simd_callee__ inline MaskReg() = default;

    int64_t vfReady = 0;  // timing model: VF-local cycle the value is ready (vf_clock.h)

    // ---- used by the sim's Reg APIs and tests, not part of the Ascend C surface --------------
    bool Bit(uint32_t i) const { return bits_.Get(i); }
    bool BitUndefined(uint32_t i) const { return undefined_.Get(i); }
    void SetBit(uint32_t i, bool v, bool isUndefined)
    {
        bits_.Set(i, v);
        undefined_.Set(i, isUndefined);
    }
    // Element i of a sizeof(T)-byte type: its governing bit.
    template <typename T>
    bool Active(uint32_t i) const
    {
        return Bit(i * static_cast<uint32_t>(sizeof(T)));
    }
    template <typename T>
    bool ActiveUndefined(uint32_t i) const
    {
        return BitUndefined(i * static_cast<uint32_t>(sizeof(T)));
    }
    template <typename T>
    void SetActive(uint32_t i, bool v, bool isUndefined)
    {
        SetBit(i * static_cast<uint32_t>(sizeof(T)), v, isUndefined);
    }
    // A mask for sizeof(T)-byte elements with every element inactive (defined) and the bits
    // between valid ones 0 and undefined (see the file comment).
    template <typename T>
    static MaskReg Cleared()
    {
        MaskReg m;
        m.bits_ = detail::Flags256::All(false);
        m.undefined_ = detail::Flags256::All(sizeof(T) > 1);
        for (uint32_t i = 0; i < detail::kLanes<T>; ++i) {
            m.undefined_.Set(i * static_cast<uint32_t>(sizeof(T)), false);
        }
        return m;
    }
    // Element i active iff on(i).
    template <typename T, typename On>
    static MaskReg ForElements(On&& on)
    {
        MaskReg m = Cleared<T>();
        for (uint32_t i = 0; i < detail::kLanes<T>; ++i) {
            m.SetActive<T>(i, on(i), false);
        }
        return m;
    }

private:
    detail::Flags256 bits_ = detail::Flags256::All(false);
    detail::Flags256 undefined_ = detail::Flags256::All(true);
};

}  // namespace AscendC::Reg
