// Compare / Compares -> MaskReg and Select (docs/zh/api/SIMD-API/基础API/Reg矢量计算/比较与选择/
// Compare.md, Compares.md, Select.md).
//   Compare<T, mode>(dst, src0, src1, mask): bit of element i = (src0_i mode src1_i) for the
//     selected elements; "通过mask参数控制的未选中元素在目的操作数中被置零" -> 0 for the others.
//   Compares<T, mode>(dst, src, scalar, mask): the same against a scalar (converted to the element
//     type with static_cast).
//   Select(dst, src0, src1, mask): element i = mask bit ? src0_i : src1_i, for every element ("未选中
//     的元素保持源操作数的值而非清零": an unselected element is src1's, never 0).
// Comparison semantics are the numerics layer's (IEEE: NaN compares false except NE, +0 == -0). The
// bits between the valid ones of the result (b16 / b32 elements) are 0 and undefined (registers.h).
#pragma once

#include <cstdint>

#include "ascendc_sim/kernel/reg/lanes.h"
#include "ascendc_sim/numerics/numerics.h"

namespace AscendC::Reg {

namespace detail {
template <typename T, typename U, typename Cmp>
inline void CompareLanes(const char* api, ascsim::kern::SrcLoc loc, MaskReg& dst, MaskReg& mask, int64_t ready,
                         Cmp&& cmp)
{
    static_assert(IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    using E = typename U::MaskElemT;
    VfContext* vf = RequireVf(api, loc);
    MaskReg out = MaskReg::Cleared<E>();
    for (uint32_t i = 0; i < U::kLanes; ++i) {
        const bool on = mask.Active<E>(i);
        const bool maskUndefined = mask.ActiveUndefined<E>(i);
        bool srcUndefined = false;
        const bool r = on ? cmp(i, srcUndefined) : false;
        out.SetActive<E>(i, r, maskUndefined || (on && srcUndefined));
    }
    dst = out;
    dst.vfReady = Tick(vf, ascsim::kern::VfOp::kSimple, ready);
}
}  // namespace detail

template <typename T = DefaultType, CMPMODE mode = CMPMODE::EQ, typename U>
__simd_callee__ inline void Compare(MaskReg& dst, U& srcReg0, U& srcReg1, MaskReg& mask,
                                    ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::CompareLanes<T, U>("Compare", loc, dst, mask, detail::ReadyOf(srcReg0, srcReg1, mask), [&](uint32_t i, bool& undefined) {
        undefined = srcReg0.LaneUndefined(i) || srcReg1.LaneUndefined(i);
        return ascsim::num::Compare(srcReg0.Lane(i), srcReg1.Lane(i), mode);
    });
}

template <typename T = DefaultType, CMPMODE mode = CMPMODE::EQ, typename U, typename S>
__simd_callee__ inline void Compares(MaskReg& dst, U& srcReg, S scalarValue, MaskReg& mask,
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    using E = typename U::ActualT;
    const E s = static_cast<E>(scalarValue);
    detail::CompareLanes<T, U>("Compares", loc, dst, mask, detail::ReadyOf(srcReg, mask), [&](uint32_t i, bool& undefined) {
        undefined = srcReg.LaneUndefined(i);
        return ascsim::num::Compares(srcReg.Lane(i), s, mode);
    });
}

template <typename T = DefaultType, typename U>
__simd_callee__ inline void Select(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask,
                                   ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(detail::kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    detail::VfContext* vf = detail::RequireVf("Select", loc);
    const int64_t ready = detail::ReadyOf(srcReg0, srcReg1, mask);
    U out;
    for (uint32_t i = 0; i < U::kLanes; ++i) {
        const bool take0 = mask.LaneOn<U>(i);
        const U& from = take0 ? srcReg0 : srcReg1;
        if constexpr (sizeof(typename U::ActualT) == 8) {  // b64: Select.md lists int64_t / uint64_t
            out.SetLane(i, take0 ? srcReg0.Lane(i) : srcReg1.Lane(i), from.LaneUndefined(i) || mask.LaneUndefinedBit<U>(i));
        } else {
            out.SetLane(i, ascsim::num::Select(take0, srcReg0.Lane(i), srcReg1.Lane(i)),
                        from.LaneUndefined(i) || mask.LaneUndefinedBit<U>(i));
        }
    }
    dstReg = out;
    dstReg.vfReady = detail::Tick(vf, ascsim::kern::VfOp::kSimple, ready);
}

}  // namespace AscendC::Reg
