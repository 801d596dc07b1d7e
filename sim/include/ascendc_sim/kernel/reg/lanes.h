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
#include <type_traits>

#include "ascendc_sim/kernel/reg/registers.h"
#include "ascendc_sim/kernel/reg/vf_scope.h"
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
inline constexpr bool kMergeModeOk = mode == MaskMergeMode::ZEROING || (mergingSupported && mode == MaskMergeMode::MERGING);

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
    R out;
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

}  // namespace AscendC::Reg::detail
