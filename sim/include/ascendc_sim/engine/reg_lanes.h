// The lane-wise skeleton every Reg compute API shares: operand type checks, and a result computed
// lane by lane under a mask.
//
// Lanes the mask does not select (MaskMergeMode.md; every compute page's "mask未筛选的元素"):
//   ZEROING (the default, and the only mode the hardware has for most APIs): 0, a defined value;
//   MERGING (Add / Max / Min, "软件支持", and Duplicate, per 附录/Reg矢量计算接口MergeMode支持情况汇总.md):
//   the destination's previous value, its undefined state kept.
// A lane whose governing mask bit is itself undefined gets an undefined result (value: what the
// bit's 0/1 says, computed or zero/kept).
// The result is built in a temporary, so the destination may be one of the sources.
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_sim/types/reg_tensor.h"
#include "ascendc_sim/vf/vf_scope.h"
#include "ascendc_sim/numerics/poison.h"

namespace AscendC::Reg::detail {

template <typename U>
struct IsRegTensor : std::false_type {};
template <typename T, const RegTrait& tr>
struct IsRegTensor<RegTensor<T, tr>> : std::true_type {};

// The explicit T of a Reg API is DefaultType or the register's element type (the SDK's
// "T type is not correct!").
template <typename T, typename U>
inline constexpr bool kTypeMatches = std::is_same_v<T, DefaultType> || std::is_same_v<T, typename U::ActualT>;

template <MaskMergeMode mode, bool mergingSupported>
inline constexpr bool kMergeModeOk = mode == MaskMergeMode::ZEROING ||
                                     (mergingSupported && mode == MaskMergeMode::MERGING);

// dst[i] = f(i, undefined) for the selected lanes of element type E; f sets `undefined` when the
// lane's sources were undefined. Returns how many defined lanes met an unknown-result input
// (ascsim::num::UnknownResult), for initcheck.
template <typename E, MaskMergeMode mode, const RegTrait& tr, typename F>
inline uint64_t MaskedLanes(RegTensor<E, tr>& dst, const MaskReg& mask, F&& f)
{
    uint64_t& unknownCounter = ascsim::num::UnknownLaneCounter();
    unknownCounter = 0;
    uint64_t unknownLanes = 0;
    using R = RegTensor<E, tr>;
    R out{NoFillTag{}};
    if constexpr (mode == MaskMergeMode::MERGING) {
        out = dst;
    } else {
        out.ZeroDefined();
    }
    for (uint32_t i = 0; i < R::kLanes; ++i) {
        const bool on = mask.LaneOn<R>(i);
        const bool maskUndefined = mask.LaneUndefinedBit<R>(i);
        if (!on && !maskUndefined) {
            continue;
        }
        if (on) {
            bool srcUndefined = false;
            const uint64_t before = unknownCounter;
            const E v = f(i, srcUndefined);
            unknownLanes += unknownCounter != before && !srcUndefined && !maskUndefined ? 1 : 0;
            out.SetLane(i, v, srcUndefined || maskUndefined);
        } else {
            out.SetLane(i, out.Lane(i), true);
        }
    }
    dst = out;
    unknownCounter = 0;
    return unknownLanes;
}

// The byte flags of a register: any flag of either.
template <uint32_t kWords>
inline FlagsN<kWords> UnionOf(const FlagsN<kWords>& a, const FlagsN<kWords>& b)
{
    FlagsN<kWords> r;
    for (uint32_t k = 0; k < kWords; ++k) {
        r.w[k] = a.w[k] | b.w[k];
    }
    return r;
}

// MaskedLanes for an f(i) -> E whose lane is undefined exactly when a byte of that lane is set in
// `srcUndef` (the union of the sources' byte flags): the same results, undefined states and
// unknown-lane count, with the flags done a 64-bit word at a time and no temporary register. f is
// called for the active lanes only, in lane order, before dst is written (dst may be a source).
template <typename E, MaskMergeMode mode, const RegTrait& tr, typename F>
inline uint64_t MaskedLanesSrc(RegTensor<E, tr>& dst, const MaskReg& mask,
                               const FlagsN<RegTensor<E, tr>::kBytes / 64>& srcUndef, F&& f)
{
    using R = RegTensor<E, tr>;
    if constexpr (R::REG_NUM != 1) { // lane bytes and mask bits in different index spaces
        return MaskedLanes<E, mode>(dst, mask, [&](uint32_t i, bool& undefined) {
            undefined = srcUndef.Any(i * static_cast<uint32_t>(sizeof(E)), sizeof(E));
            return f(i);
        });
    } else {
        constexpr uint32_t kS = static_cast<uint32_t>(sizeof(E));
        constexpr uint32_t kPerWord = 64 / kS;
        constexpr uint64_t kPattern = LanePattern<kS>();
        uint64_t& unknownCounter = ascsim::num::UnknownLaneCounter();
        unknownCounter = 0;
        uint64_t unknownLanes = 0;
        alignas(32) uint8_t vals[R::kBytes];
        uint64_t outU[4];
        const Flags256& mb = mask.BitWords();
        const Flags256& mu = mask.UndefinedWords();
        for (uint32_t k = 0; k < 4; ++k) {
            const uint64_t on = mb.w[k] & kPattern;
            const uint64_t mUndef = mu.w[k] & kPattern;
            const uint64_t laneU = mUndef | (on & LaneAny<kS>(srcUndef.w[k]));
            if constexpr (mode == MaskMergeMode::MERGING) {
                const uint64_t touched = Spread<kS>(on | mUndef);
                outU[k] = (touched & Spread<kS>(laneU)) | (~touched & dst.undefined.w[k]);
            } else {
                outU[k] = Spread<kS>(laneU);
            }
            uint8_t* wv = vals + k * 64;
            if (on == kPattern && laneU == 0) { // every lane active and defined
                for (uint32_t j = 0; j < kPerWord; ++j) {
                    const uint64_t before = unknownCounter;
                    const E v = f(k * kPerWord + j);
                    unknownLanes += unknownCounter != before ? 1 : 0;
                    std::memcpy(wv + j * kS, &v, kS);
                }
                continue;
            }
            for (uint32_t j = 0; j < kPerWord; ++j) {
                const uint32_t bit = j * kS;
                if (((on >> bit) & 1u) != 0) {
                    const uint64_t before = unknownCounter;
                    const E v = f(k * kPerWord + j);
                    unknownLanes += unknownCounter != before && ((laneU >> bit) & 1u) == 0 ? 1 : 0;
                    std::memcpy(wv + j * kS, &v, kS);
                } else if constexpr (mode == MaskMergeMode::MERGING) {
                    std::memcpy(wv + j * kS, dst.bytes + k * 64 + j * kS, kS);
                } else {
                    std::memset(wv + j * kS, 0, kS);
                }
            }
        }
        std::memcpy(dst.bytes, vals, R::kBytes);
        for (uint32_t k = 0; k < 4; ++k) {
            dst.undefined.w[k] = outU[k];
        }
        unknownCounter = 0;
        return unknownLanes;
    }
}

// The same-size unsigned register a bool / float / half register computes through.
template <typename U>
using BitsRegOf = RegTensor<typename UIntOf<sizeof(typename U::ActualT)>::type,
                            U::REG_NUM == 2 ? RegTraitNumTwo : RegTraitNumOne>;
template <typename U>
inline BitsRegOf<U>& AsBitsReg(U& r)
{
    static_assert(sizeof(BitsRegOf<U>) == sizeof(U), "a register and its unsigned view have one layout");
    return reinterpret_cast<BitsRegOf<U>&>(r);
}

} // namespace AscendC::Reg::detail
