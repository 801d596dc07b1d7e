// Reg bitwise logic (docs/zh/api/SIMD-API/基础API/Reg矢量计算/逻辑计算/):
//   Or<T, mode>(dst, src0, src1, mask)   (Or.md, the RegTensor form)  dst_i = src0_i | src1_i, the lane
//                                        and class of Or's op-table row (engine/ops/logic.h)
// Or.md 数据类型: integer element types only (bool, int8_t ... uint64_t; the sim's RegTensor has
// b8 / b16 / b32), so a half or bfloat16_t register is Or'ed through a reference to its uint16_t
// view, as the SDK's own kernels do. mode: ZEROING only ("MERGING模式当前不支持"; 附录/
// Reg矢量计算接口MergeMode支持情况汇总.md 表3). VOR is in the dual-issue set (附录/
// Reg矢量计算接口指令单双发汇总.md 表1): one simple issue slot.
//   Or(dst, src0, src1, mask)            (Or.md, the MaskReg form)    per mask bit: src0 | src1 where
//                                        mask is 1, 0 where it is 0 ("指示在计算过程中哪些bits有效";
//                                        0 elsewhere assumed, as ZEROING does for registers)
#pragma once

#include <type_traits>

#include "ascendc_sim/engine/ops/logic.h"
#include "ascendc_sim/reg_compute/arith.h"

namespace AscendC::Reg {

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Or(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(std::is_integral_v<typename U::ActualT>,
                  "Or: integer element types only (Or.md, 数据类型); view a float register as its unsigned twin");
    using Row = ascsim::ops::Or;
    detail::Binary<T, mode, Row::kMerging>(
        Row::kName, loc, dstReg, srcReg0, srcReg1, mask, [](auto a, auto b) { return Row::Lane(a, b); }, Row::kVfOp);
}

// A result bit is undefined when its mask bit is, or when it depends on an undefined source bit (a
// defined 1 on the other side decides it).
__simd_callee__ inline void Or(MaskReg& dst, MaskReg& src0, MaskReg& src1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::VfContext* vf = detail::RequireVf("Or", loc);
    MaskReg r;
    for (uint32_t i = 0; i < detail::kVL; ++i) {
        const bool a = src0.Bit(i), b = src1.Bit(i);
        const bool ua = src0.BitUndefined(i), ub = src1.BitUndefined(i);
        const bool on = mask.Bit(i);
        const bool decided = (a && !ua) || (b && !ub);
        const bool undefined = mask.BitUndefined(i) || (on && !decided && (ua || ub));
        r.SetBit(i, on && (a || b), undefined);
    }
    const auto reads = detail::ReadsOf(src0, src1, mask);
    r.vfDef = detail::Tick(vf, ascsim::kern::VfOp::kMask, reads);
    dst = r;
}

} // namespace AscendC::Reg
