// Index-driven moves (docs/zh/api/SIMD-API/基础API/Reg矢量计算/):
//   Gather(dstReg, baseAddr, index, mask)     Reg数据搬入/离散搬入（Gather）.md   (VGATHER2)
//   GatherB(dstReg, baseAddr, index, mask)    Reg数据搬入/离散搬入（GatherB）.md  (VGATHERB)
//   Scatter(baseAddr, srcReg, index, mask)    Reg数据搬出/离散搬出（Scatter）.md  (VSCATTER)
//   Gather(dstReg, srcReg, indexReg)          离散操作/Gather.md                 (VSELR)
// (declared in include/basic_api/reg_compute/kernel_reg_compute_datacopy_intf.h and
// kernel_reg_compute_gather_mask_intf.h, with the SDK's template parameters and defaults).
//
// Gather (UB): lane i of dstReg = baseAddr[index[i]] for the lanes the mask selects (read in dstReg's
//   element width), index in elements. Type triples of 表3 (dst / src / index): int16 / int8, int16,
//   uint16 / uint8, uint16, half, bfloat16_t with uint16_t indices; int32, uint32, float with uint32_t;
//   int64 / uint64 with uint32_t or uint64_t (b64 combinations of 约束说明: a RegTraitNumOne uint32_t
//   index register's first 32 lanes serve a RegTraitNumOne b64 destination). A b8 source zero-extends
//   ("高8位自动补0", also for int8_t). Lanes the mask does not select: the page does not say; the sim
//   makes them undefined (value 0), the stricter reading.
// GatherB: DataBlock j (j < 8) of dstReg = the 32 bytes at baseAddr + index[j] (bytes, a multiple of
//   32); the mask is read as b32 (bits 0, 4, ..., 28) and "控制dstReg中DataBlock0至DataBlock7是否更新":
//   an unselected block keeps dstReg's previous bytes. b8 / b16 / b32 / b64, uint32_t indices,
//   RegTraitNumOne.
// Scatter: baseAddr[index[i]] = srcReg[i] for the selected lanes; T and index per 表3 (b8 / b16 with
//   uint16_t, b32 with uint32_t, b64 with uint32_t / uint64_t); for b8 the index register's lane j
//   takes srcReg's element 2j ("源操作数中仅偶数位元素有效") and mask bit 2j.
// Gather (register): dstReg[i] = srcReg[indexReg[i] % (VL / sizeof(T))] for every lane ("索引值更新为
//   i % (VL/sizeof(T))"); b8 / b16 / b32 with uint8_t / uint16_t / uint32_t indices of the same width.
//
// Checks (memcheck): baseAddr 32-byte aligned; an element outside the UB kernels may use ("index索引值
// 对应的数据必须在UB有效地址范围内"); a selected lane whose index is undefined (computed from
// never-written data: the address it steers is unknown); GatherB offsets not multiples of 32; Scatter
// indices that repeat among the selected lanes ("index中的值必须唯一"). The accesses are V-pipe reads /
// writes of the VF (synccheck); the loads give bytes a store of the same VF wrote with no LocalMemBar
// the undefined state (load_store.h).
// Cost (附录/Reg矢量计算接口指令单双发汇总.md 表2: all single issue; 理论性能汇总.md 表1 / 表2 / 表13):
// Gather (UB) and GatherB one UB read, Scatter one UB write, 2 cycles per VL (b16 at 64 / cycle ...);
// Gather (register) 4 cycles (b16 at 32 / cycle).
#pragma once

#include <cstdint>
#include <cstring>
#include <set>
#include <string>
#include <type_traits>

#include "ascendc_sim/engine/reg_gather_scatter.h"
#include "ascendc_sim/reg_compute/load_store.h"
#include "ascendc_sim/numerics/traits.h"

namespace AscendC::Reg {

// ---- Gather from UB (离散搬入（Gather）.md) ----------------------------------------------------------
template <typename T0 = DefaultType, typename T1, typename T2 = DefaultType, typename T3, typename T4>
__simd_callee__ inline void Gather(T3& dstReg, __ubuf__ T1* baseAddr, T4& index, MaskReg& mask,
                                   ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::GatherUb<T0, T1, T2, T3, T4>(dstReg, baseAddr, index, mask, loc);
}

// ---- GatherB (离散搬入（GatherB）.md) -----------------------------------------------------------------
template <typename T = DefaultType, typename U, typename S>
__simd_callee__ inline void GatherB(U& dstReg, __ubuf__ T* baseAddr, S& index, MaskReg& mask,
                                    ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::GatherBlocks<T, U, S>(dstReg, baseAddr, index, mask, loc);
}

// ---- Scatter (离散搬出（Scatter）.md) -----------------------------------------------------------------
template <typename T = DefaultType, typename U = DefaultType, typename S, typename V>
__simd_callee__ inline void Scatter(__ubuf__ T* baseAddr, S& srcReg, V& index, MaskReg& mask,
                                    ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::ScatterUb<T, U, S, V>(baseAddr, srcReg, index, mask, loc);
}

// ---- Gather between registers (离散操作/Gather.md) ---------------------------------------------------
template <typename T = DefaultType, typename U = DefaultType, typename S, typename V>
__simd_callee__ inline void Gather(S& dstReg, S& srcReg, V& indexReg,
                                   ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::GatherRegs<T, U, S, V>(dstReg, srcReg, indexReg, loc);
}

} // namespace AscendC::Reg
