// Register-to-register moves of the Reg API:
//   Move<T, mode>(dstReg, srcReg, mask), Move<T>(dstReg, srcReg)   (Reg数据搬入/Move.md; SDK
//     kernel_reg_compute_copy_intf.h): the selected elements of srcReg into dstReg, the others keep
//     dstReg's value. mode: MERGING, the default and the only one ("ZEROING模式当前不支持", 约束说明;
//     附录/Reg矢量计算接口MergeMode支持情况汇总.md). Types (数据类型): bool, the 8..64-bit integers, half,
//     bfloat16_t, float; the element's bits are copied, NaN payloads included. Dual-issue simple
//     instruction, one VL per cycle (附录/Reg矢量计算接口理论性能汇总.md 表1).
//   Move(dst, src, mask), Move(dst, src)   (MaskReg计算/Move.md; kernel_reg_compute_maskreg_intf.h):
//     a MaskReg copied, with a mask the bits it selects and 0 elsewhere ("无效元素填0"); one cycle (表5).
//   MoveMask<T>()   (MaskReg计算/MoveMask.md): a MaskReg from the MASK special register SetVectorMask
//     wrote: b16: the 128 bits {MASK1, MASK0}, each bit to 2 mask bits; b32: the 64 bits of MASK0, each
//     to 4; b16 / b32 types only; one cycle (表5).
//     约束说明: the mode (SetMaskCount / SetMaskNorm) and MASK must be set first. A MoveMask before any
//     SetVectorMask / ResetMask of the launch, or after a Memory-API instruction overwrote MASK as a side
//     effect, is a ctrlcheck finding (as the Memory API's isSetMask = false forms,
//     basic_api/memory_vector/vector_mask_mode.h). The page describes Normal mode only; in Counter mode
//     (CTRL[56] = 1, MASK holding a count) the sim copies the bits the same way and marks the whole
//     MaskReg undefined, so any lane it governs ends undefined (the docs are silent: the strict choice).
#pragma once

#include <cstdint>
#include <string>
#include <type_traits>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/engine/mask_plan.h"
#include "ascendc_sim/engine/reg_lanes.h"
#include "ascendc_sim/engine/reg_move.h"
#include "ascendc_sim/numerics/traits.h"
#include "ascendc_sim/reg_compute/logic.h"

namespace AscendC::Reg {

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::MERGING, typename U>
__simd_callee__ inline void Move(U& dstReg, U& srcReg, MaskReg mask, SrcLoc loc = SrcLoc::Here())
{
    detail::MoveMerging<T, mode>(dstReg, srcReg, mask, loc);
}

template <typename T = DefaultType, typename U>
__simd_callee__ inline void Move(U& dstReg, U& srcReg, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(detail::kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    using E = typename U::ActualT;
    static_assert(ascsim::num::kIsOneOf<E, bool, int8_t, uint8_t, int16_t, uint16_t, half, bfloat16_t, int32_t,
                                        uint32_t, float, int64_t, uint64_t>,
                  "Move: element type not supported (Reg数据搬入/Move.md, 数据类型)");
    detail::VfContext* vf = detail::RequireVf("Move", loc);
    const auto reads = detail::ReadsOf(srcReg);
    std::memcpy(dstReg.bytes, srcReg.bytes, U::kBytes);
    dstReg.undefined = srcReg.undefined;
    dstReg.vfDef = detail::Tick(vf, ascsim::kern::VfOp::kSimple, reads);
}

__simd_callee__ inline void Move(MaskReg& dst, MaskReg& src, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::MaskMoveRegs("Move", dst, src, mask, loc);
}

__simd_callee__ inline void Move(MaskReg& dst, MaskReg& src, SrcLoc loc = SrcLoc::Here())
{
    detail::MaskCopyRegs("Move", dst, src, loc);
}

template <typename T>
__simd_callee__ inline MaskReg MoveMask(SrcLoc loc = SrcLoc::Here())
{
    static_assert(sizeof(T) == 2 || sizeof(T) == 4, "MoveMask: b16 / b32 types only (MoveMask.md, 数据类型)");
    detail::VfContext* vf = detail::RequireVf("MoveMask", loc);
    const ascsim::kern::VecSpr& spr = ascsim::kern::CurrentVecSpr();
    if (ascsim::kern::SanitizerEnabled() && spr.maskState != ascsim::kern::MaskSprState::kSet) {
        const bool unset = spr.maskState == ascsim::kern::MaskSprState::kUnset;
        AscendC::detail::MaskModeFail(
            "MoveMask",
            unset ? std::string("reads the MASK register, which no SetVectorMask / ResetMask has set in this launch "
                                "(MoveMask.md, 约束说明)") :
                    std::string("reads the MASK register, last overwritten as a side effect by ") + spr.maskWriter +
                        " (a bit-wise mask[] form); call SetVectorMask again before MoveMask",
            loc);
    }
    const bool counter = AscendC::detail::IsCounterMode();
    constexpr uint32_t kSpread = sizeof(T) == 2 ? 2 : 4;
    MaskReg r;
    for (uint32_t j = 0; j < detail::kVL; ++j) {
        const uint32_t k = j / kSpread; // the MASK bit mask bit j repeats
        const uint64_t word = k < 64 ? spr.maskLow : spr.maskHigh;
        r.SetBit(j, ((word >> (k % 64)) & 1u) != 0, counter);
    }
    r.vfDef = detail::Tick(vf, ascsim::kern::VfOp::kMask, detail::ReadsOf());
    return r;
}

} // namespace AscendC::Reg
