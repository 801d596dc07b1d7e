// Reg fused multiply-add (docs/zh/api/SIMD-API/基础API/Reg矢量计算/复合计算/):
//   MulAddDst (MulAddDst.md)  dst_i = src0_i * src1_i + dst_i
//   MulDstAdd (MulDstAdd.md)  dst_i = dst_i * src0_i + src1_i
//   Axpy      (Axpy.md)       dst_i = scalar * src_i + dst_i   (SDK kernel_reg_compute_vec_ternary_scalar_intf.h;
//             表3: half, float, int64_t, uint64_t, the scalar of the element type; one rounding as Fma, the
//             row of engine/ops/compound.h; specials 边界值汇总 表25, IEEE; the simple rate, ZEROING only)
// Precision (附录/Reg矢量计算接口精度标准汇总.md, 复合指令): "equivalent to Fma(x, y, z)", one rounding;
// MulAddDst.md 关键特性说明: a single hardware instruction for every type but (u)int64, which is
// emulated. The sim computes:
//   float       std::fma, exactly one rounding (subnormals kept, as Mul's "support denormalized");
//   half        the product is exact in double (11 + 11 bits) and so is the sum unless the addend is
//               more than 31 binades away, where only its sticky bit matters; rounded once to half;
//   bfloat16_t  through a float Fma rounded to bfloat16, the way 精度标准汇总 defines bf16 Mul
//               (rint_to_bf16 of the float operation); the docs are silent on bf16 Fma;
//   integers    modulo 2^n.
// Types per each page's 表3: MulAddDst int16/uint16/half/bf16/int32/uint32/float/int64/uint64;
// MulDstAdd half/bf16/float (the page's half-in/float-out row mixes register types, which one
// U cannot express; the SDK declares a single U, so that row is not callable as declared).
// Special values: IEEE (表28 / 表29); half / bf16 results saturate unless CTRL selects INF/NaN mode.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_sim/engine/ops/compound.h"
#include "ascendc_sim/engine/reg_fused.h"
#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/engine/vector_fast.h"
#include "ascendc_sim/numerics/numerics.h"

namespace AscendC::Reg {

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void MulAddDst(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::MulAddDstRegs<T, mode, U>(dstReg, srcReg0, srcReg1, mask, loc);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void MulDstAdd(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::MulDstAddRegs<T, mode, U>(dstReg, srcReg0, srcReg1, mask, loc);
}

template <typename T = DefaultType, typename U, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>
__simd_callee__ inline void Axpy(S& dstReg, S& srcReg, const U scalarValue, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::AxpyRegs<T, U, mode, S>(dstReg, srcReg, scalarValue, mask, loc);
}

} // namespace AscendC::Reg
