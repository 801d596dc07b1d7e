// The two register types of a Vector Function.
//
// RegTensor<T, regTrait> (docs/zh/api/SIMD-API/基础API/Reg矢量计算/寄存器数据类型/RegTensor.md): one
// vector register, VL = 256 bytes, read as 256 / sizeof(T) elements of T, for b8 / b16 / b32 / b64
// element types (complex32 / complex64 are not modelled). RegTraitNumTwo, for b64 only ("支持的数据
// 类型为：complex32、b64"), is a pair of registers holding 2 * VL / 8 = 64 elements: on hardware the
// low 32-bit halves sit in reg[0] and the high halves in reg[1] (RegTensor.md, 图3); the sim keeps
// the 64 elements in order, since no API it models exposes reg[0] / reg[1].
//
// MaskReg (寄存器数据类型/MaskReg.md): VL / 8 = 256 predicate bits. An element of a b8 type owns one
// bit, of a b16 type two, of a b32 type four; "仅...最低位是有效的": element i of T is governed by
// bit i * sizeof(T). A b64 element of a RegTraitNumOne register owns eight bits (bit 8i: the SDK
// builds such masks as b32 ones unpacked, kernel_reg_compute_maskreg_impl.h); the 64 elements of a
// RegTraitNumTwo register are governed like b32 elements (bit 4i: their masks are plain b32 ones).
// RegTensor::kMaskBits is that stride and RegTensor::MaskElemT the element type whose mask it is.
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

#include "ascendc_sim/lang/vf_keywords.h"
#include "ascendc_sim/types/reg_enums.h"

namespace AscendC::Reg {

namespace detail {

// 64 * kWords flags, one per byte of a vector register (256 per VL) or per bit of a mask register.
template <uint32_t kWords>
struct FlagsN {
    uint64_t w[kWords];

    static constexpr FlagsN All(bool v)
    {
        const uint64_t x = v ? ~uint64_t(0) : 0;
        FlagsN f{};
        for (uint32_t k = 0; k < kWords; ++k) {
            f.w[k] = x;
        }
        return f;
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
    bool None() const
    {
        uint64_t any = 0;
        for (uint32_t k = 0; k < kWords; ++k) {
            any |= w[k];
        }
        return any == 0;
    }
};
using Flags256 = FlagsN<4>;

struct NoFillTag {};

// Word-level helpers for lanes of kStride flags (a lane of a kStride-byte element: its byte flags,
// or its mask bits, lane i at flag i * kStride). LanePattern: the lowest flag of every lane;
// LaneAny: any flag of each lane, at the lane's lowest flag; Spread: lane bits (at the lowest
// flags only) copied to all the lane's flags.
template <uint32_t kStride>
constexpr uint64_t LanePattern()
{
    static_assert(kStride == 1 || kStride == 2 || kStride == 4 || kStride == 8, "lane strides 1, 2, 4, 8");
    return kStride == 1 ?
               ~uint64_t(0) :
               (kStride == 2 ? 0x5555555555555555ull : (kStride == 4 ? 0x1111111111111111ull : 0x0101010101010101ull));
}
template <uint32_t kStride>
inline uint64_t LaneAny(uint64_t w)
{
    if constexpr (kStride >= 2) {
        w |= w >> 1;
    }
    if constexpr (kStride >= 4) {
        w |= w >> 2;
    }
    if constexpr (kStride >= 8) {
        w |= w >> 4;
    }
    return w & LanePattern<kStride>();
}
template <uint32_t kStride>
inline uint64_t Spread(uint64_t laneBits)
{
    return laneBits * ((kStride == 8 ? uint64_t(0xFF) : ((uint64_t(1) << kStride) - 1)));
}

template <typename T>
inline constexpr bool kRegElementOk = std::is_trivially_copyable_v<T> &&
                                      (sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8);

// The unsigned integer type of `bytes` bytes.
template <uint32_t bytes>
struct UIntOf;
template <>
struct UIntOf<1> {
    using type = uint8_t;
};
template <>
struct UIntOf<2> {
    using type = uint16_t;
};
template <>
struct UIntOf<4> {
    using type = uint32_t;
};
template <>
struct UIntOf<8> {
    using type = uint64_t;
};

} // namespace detail

template <typename T, const RegTrait& regTrait = RegTraitNumOne>
struct RegTensor {
    static_assert(detail::kRegElementOk<T>, "RegTensor: element types b8 / b16 / b32 / b64 (RegTensor.md, 表1)");
    static_assert(regTrait.REG_NUM == 1 || (regTrait.REG_NUM == 2 && sizeof(T) == 8),
                  "RegTensor: RegTraitNumTwo is for b64 element types (complex types are not modelled)");

    using ActualT = T;
    static constexpr RegTrait trait = regTrait;
    static constexpr int REG_NUM = regTrait.REG_NUM;
    static constexpr uint32_t kBytes = detail::kVL * static_cast<uint32_t>(REG_NUM);
    static constexpr uint32_t kLanes = kBytes / sizeof(T);
    // Mask bits per element (see the file comment) and the element type whose mask that is.
    static constexpr uint32_t kMaskBits = static_cast<uint32_t>(sizeof(T)) / static_cast<uint32_t>(REG_NUM);
    using MaskElemT = std::conditional_t<REG_NUM == 2, uint32_t, T>;

    __simd_callee__ inline RegTensor() { std::memset(bytes, 0xFF, sizeof(bytes)); }
    // The sim's own temporaries, about to be overwritten whole: no fill.
    explicit RegTensor(detail::NoFillTag) {}
    // Another register of the same size, its bits reinterpreted: the C API's `(vector_int32_t)reg` casts
    // between its vector types (C-API/reg examples; the compiler's vector types convert so). The
    // undefined bytes and the defining instruction come along.
    template <
        typename U, const RegTrait& tr2,
        std::enable_if_t<!std::is_same_v<RegTensor<U, tr2>, RegTensor> && RegTensor<U, tr2>::kBytes == kBytes, int> = 0>
    explicit RegTensor(const RegTensor<U, tr2>& other) : undefined(other.undefined), vfDef(other.vfDef)
    {
        std::memcpy(bytes, other.bytes, sizeof(bytes));
    }

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
        undefined = detail::FlagsN<kBytes / 64>::All(false);
    }

    alignas(32) uint8_t bytes[kBytes];
    detail::FlagsN<kBytes / 64> undefined = detail::FlagsN<kBytes / 64>::All(true);
    uint64_t vfDef = 0; // the VF instruction whose result this is (vf_scope.h, Tick); 0: none
};

class MaskReg {
public:
    __simd_callee__ inline MaskReg() = default;

    uint64_t vfDef = 0; // the VF instruction whose result this is (vf_scope.h, Tick); 0: none

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
    // Element i of the register type U (RegTensor): its governing bit (U::kMaskBits apart).
    template <typename U>
    bool LaneOn(uint32_t i) const
    {
        return Bit(i * U::kMaskBits);
    }
    template <typename U>
    bool LaneUndefinedBit(uint32_t i) const
    {
        return BitUndefined(i * U::kMaskBits);
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
    // The same as ForElements<T>([n](uint32_t i) { return i < n; }), a word at a time.
    template <typename T>
    static MaskReg FirstElements(uint32_t n)
    {
        constexpr uint32_t kStride = static_cast<uint32_t>(sizeof(T));
        constexpr uint64_t kPattern = detail::LanePattern<kStride>();
        MaskReg m;
        const uint64_t nBits = uint64_t(n < detail::kLanes<T> ? n : detail::kLanes<T>) * kStride; // flags below
        for (uint32_t k = 0; k < 4; ++k) {
            const uint64_t lo = uint64_t(k) * 64;
            const uint64_t below = nBits <= lo ? 0 :
                                                 (nBits - lo >= 64 ? ~uint64_t(0) : (uint64_t(1) << (nBits - lo)) - 1);
            m.bits_.w[k] = below & kPattern;
            m.undefined_.w[k] = ~kPattern;
        }
        return m;
    }
    // Raw words (the sim's word-level fast paths).
    const detail::Flags256& BitWords() const { return bits_; }
    const detail::Flags256& UndefinedWords() const { return undefined_; }
    void SetWords(const detail::Flags256& bits, const detail::Flags256& undefined)
    {
        bits_ = bits;
        undefined_ = undefined;
    }

private:
    detail::Flags256 bits_ = detail::Flags256::All(false);
    detail::Flags256 undefined_ = detail::Flags256::All(true);
};

} // namespace AscendC::Reg
