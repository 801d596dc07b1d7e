// Register relayout (docs/zh/api/SIMD-API/基础API/Reg矢量计算/):
//   Interleave<T>(dst0, dst1, src0, src1)     数据重排/Interleave.md
//   DeInterleave<T>(dst0, dst1, src0, src1)   数据重排/DeInterleave.md
//   Interleave<T> / DeInterleave<T> of MaskRegs  MaskReg计算/Interleave.md, MaskReg计算/DeInterleave.md
//   Pack<T, U, part>(dstReg, srcReg)          数据压缩/Pack.md
//   UnPack<T, U, part>(dstReg, srcReg)        数据压缩/UnPack.md
// (declared in include/basic_api/reg_compute/kernel_reg_compute_vec_interleave_intf.h and
// kernel_reg_compute_pack_intf.h).
//
// Interleave: with z[2i] = src0[i], z[2i + 1] = src1[i], dst0 = z[0 .. L) and dst1 = z[L .. 2L) (L the
//   register's lanes). DeInterleave: with z = src0 followed by src1, dst0[i] = z[2i] and dst1[i] =
//   z[2i + 1]. Any element type of the pages (bool, b8, b16, b32; b64 with RegTraitNumTwo only). The
//   sources may be one register and may be the destinations; "dstReg0和dstReg1不能为同一个RegTensor":
//   the same object for both is a memcheck finding.
// MaskReg Interleave / DeInterleave: the same on groups of sizeof(T) bits ("对于uint32_t类型，交织时以
//   4bit为一组"), b8 / b16 / b32 (kernel_reg_compute_maskreg_intf.h).
// Pack: the low half of each source element (b16 -> uint8_t, b32 -> uint16_t, b64 -> uint32_t, 表3)
//   into the low (HighLowPart::LOWEST) or high (HIGHEST) half of dstReg. The other half of dstReg: the
//   page does not say; the sim makes it undefined (value 0), the stricter reading. A RegTraitNumTwo b64
//   source fills the whole uint32_t register (LOWEST only: "RegTraitNumTwo只支持LOWEST模式").
// UnPack: the low (LOWEST) or high (HIGHEST) half of srcReg widened into dstReg, zero-extended for
//   unsigned and sign-extended for signed types (表3: int8 -> int16, uint8 -> uint16, int16 -> int32,
//   uint16 -> uint32, int32 -> int64, uint32 -> uint64).
// Cost (附录/Reg矢量计算接口指令单双发汇总.md 表2: VINTLV / VDINTLV / VPACK / VUNPACK / PINTLV / PDINTLV
// single issue; 理论性能汇总.md 表14 / 表15: a VL per cycle, 表5: 1 cycle): 1 cycle.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/engine/ops/compress.h"
#include "ascendc_sim/engine/ops/rearrange.h"
#include "ascendc_sim/engine/reg_relayout.h"
#include "ascendc_sim/numerics/traits.h"

namespace AscendC::Reg {

template <typename T = DefaultType, typename U>
__simd_callee__ inline void Interleave(U& dstReg0, U& dstReg1, U& srcReg0, U& srcReg1,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::InterleaveRegs<T, U>(dstReg0, dstReg1, srcReg0, srcReg1, loc);
}

template <typename T = DefaultType, typename U>
__simd_callee__ inline void DeInterleave(U& dstReg0, U& dstReg1, U& srcReg0, U& srcReg1,
                                         ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::DeInterleaveRegs<T, U>(dstReg0, dstReg1, srcReg0, srcReg1, loc);
}

template <typename T>
__simd_callee__ inline void Interleave(MaskReg& dst0, MaskReg& dst1, MaskReg& src0, MaskReg& src1,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(sizeof(T) <= 4, "Interleave (MaskReg): b8 / b16 / b32 (MaskReg计算/Interleave.md)");
    using Row = ascsim::ops::Interleave; // the MaskReg form shares the register form's row
    detail::CheckDistinctDst(dst0, dst1, Row::kName, loc);
    detail::VfContext* vf = detail::RequireVf(Row::kName, loc);
    const auto reads = detail::ReadsOf(src0, src1);
    detail::MaskGroups<sizeof(T)>(dst0, dst1, src0, src1, true);
    dst0.vfDef = dst1.vfDef = detail::Tick(vf, Row::kVfOp, reads, {}, Row::kCycles);
}

template <typename T>
__simd_callee__ inline void DeInterleave(MaskReg& dst0, MaskReg& dst1, MaskReg& src0, MaskReg& src1,
                                         ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(sizeof(T) <= 4, "DeInterleave (MaskReg): b8 / b16 / b32 (MaskReg计算/DeInterleave.md)");
    using Row = ascsim::ops::DeInterleave; // the MaskReg form shares the register form's row
    detail::CheckDistinctDst(dst0, dst1, Row::kName, loc);
    detail::VfContext* vf = detail::RequireVf(Row::kName, loc);
    const auto reads = detail::ReadsOf(src0, src1);
    detail::MaskGroups<sizeof(T)>(dst0, dst1, src0, src1, false);
    dst0.vfDef = dst1.vfDef = detail::Tick(vf, Row::kVfOp, reads, {}, Row::kCycles);
}

template <typename T = DefaultType, typename U = DefaultType, HighLowPart part = HighLowPart::LOWEST, typename S,
          typename V>
__simd_callee__ inline void Pack(S& dstReg, V& srcReg, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::PackRegs<T, U, part, S, V>(dstReg, srcReg, loc);
}

template <typename T = DefaultType, typename U = DefaultType, HighLowPart part = HighLowPart::LOWEST, typename S,
          typename V>
__simd_callee__ inline void UnPack(S& dstReg, V& srcReg, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::UnPackRegs<T, U, part, S, V>(dstReg, srcReg, loc);
}

} // namespace AscendC::Reg
