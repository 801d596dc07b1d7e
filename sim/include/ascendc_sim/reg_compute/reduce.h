// Reductions inside one register (docs/zh/api/SIMD-API/基础API/Reg矢量计算/归约计算/):
//   Reduce<type, T, U, mode>(dstReg, srcReg, mask)           Reduce.md
//   ReduceDataBlock<type, T, mode>(dstReg, srcReg, mask)      ReduceDataBlock.md (and the <type, T, U,
//                                                            mode> form with different register types)
//   PairReduceElem<PairReduce::SUM, T, mode>(dstReg, srcReg, mask)   PairReduceElem.md
// (declared in include/basic_api/reg_compute/kernel_reg_compute_vec_reduce_intf.h; srcReg and mask by
// value, as there).
//
// Reduce: SUM puts the sum of the selected elements in lane 0; MAX / MIN put the extreme value in lane
//   0 and the index of its first occurrence in lane 1, as the bits of the destination type ("索引按照
//   dstReg的数据类型存储"). Every other lane is 0 (ZEROING; the official reduce example's golden data
//   expects zeros there). Types: 表3 (SUM: half, float, int32 <- int16, uint32 <- uint16, int32,
//   uint32, int64, uint64) and 表4 (MAX / MIN: int16, uint16, half, int32, uint32, float, int64,
//   uint64).
// ReduceDataBlock: the same per 32-byte DataBlock; the result of block j in lane j (j < 8), no
//   index, the other lanes 0. Types: 表3 / 表4 of its page (no b64).
// PairReduceElem: lane i = src[2i] + src[2i + 1] for i < lanes / 2, the upper half 0; half / float.
// Element rules:
//   * unselected elements count as 0 (SUM), the type's lowest (MAX) or highest (MIN) finite value
//     ("被当作数据类型的最小值/最大值进行处理"; 边界值汇总.md 表35 calls -3.4028235e+38 float's MIN);
//     PairReduceElem with one element selected gives that element ("仅元素a参与计算，目的操作数结果为a"),
//     which the sums here follow too: an unselected element is left out rather than added as +0, so
//     a lone -0.0 stays -0.0.
//   * sums: the binary tree of Reduce.md ("data1和data2相加得到data01 ..."), each addition rounded to the
//     element type (精度标准汇总.md: "0ulp, 采用二叉树结构的成对累加策略"); integer sums wrap.
//   * MAX / MIN: a NaN gives NaN and the first NaN's index ("如果输入数据存在nan，将该数据类型的nan写入
//     dstReg，将第一个nan的索引保存在dstReg中"); max(-0, +0) = +0, min(-0, +0) = -0. When the result is
//     an unselected element's stand-in value (no element selected, or all selected ones beyond it,
//     e.g. all -inf for MAX), the index is unspecified: the sim leaves lane 1 undefined.
//   * half results saturate as the other half arithmetic does when CTRL selects it (表35-37).
// A result is undefined when an element it depends on, or a mask bit that selects one, is.
// Cost (附录/Reg矢量计算接口指令单双发汇总.md 表2: single issue; 理论性能汇总.md 表11): lanes / P =
// 1 cycle (b16 at 128, b32 at 64 per cycle), 2 for an int16 / uint16 sum into b32; the b64 forms
// are emulated in the SDK (several instructions) and have no figure: 8 cycles assumed.
#pragma once

#include <cstdint>
#include <limits>
#include <type_traits>

#include "ascendc_sim/engine/reg_reduce.h"
#include "ascendc_sim/reg_compute/op_enums.h"

namespace AscendC::Reg {

using ascsim::kern::SrcLoc;

// ---- Reduce (Reduce.md) ----
template <ReduceType type = ReduceType::SUM, typename T = DefaultType, typename U = DefaultType,
          MaskMergeMode mode = MaskMergeMode::ZEROING, typename S, typename V>
__simd_callee__ inline void Reduce(S& dstReg, V srcReg, MaskReg mask, SrcLoc loc = SrcLoc::Here())
{
    detail::ReduceRegs<type, T, U, mode>(dstReg, srcReg, mask, loc);
}

// ---- ReduceDataBlock (ReduceDataBlock.md) ----
template <ReduceType type = ReduceType::SUM, typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING,
          typename U>
__simd_callee__ inline void ReduceDataBlock(U& dstReg, U srcReg, MaskReg mask, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(detail::kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    static_assert(detail::kMergeModeOk<mode, ascsim::ops::ReduceDataBlock::kMerging>,
                  "ReduceDataBlock: MaskMergeMode::ZEROING only");
    detail::ReduceBlocks<type>(dstReg, srcReg, mask, loc);
}

template <ReduceType type = ReduceType::SUM, typename T = DefaultType, typename U = DefaultType,
          MaskMergeMode mode = MaskMergeMode::ZEROING, typename S, typename V>
__simd_callee__ inline void ReduceDataBlock(S& dstReg, V srcReg, MaskReg mask, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<S>::value && detail::IsRegTensor<V>::value, "operands must be RegTensor");
    static_assert(detail::kTypeMatches<T, S>, "T must be DefaultType or dstReg's element type");
    static_assert(detail::kTypeMatches<U, V>, "U must be DefaultType or srcReg's element type");
    static_assert(detail::kMergeModeOk<mode, ascsim::ops::ReduceDataBlock::kMerging>,
                  "ReduceDataBlock: MaskMergeMode::ZEROING only");
    detail::ReduceBlocks<type>(dstReg, srcReg, mask, loc);
}

// ---- PairReduceElem (PairReduceElem.md) ----
template <PairReduce type = PairReduce::SUM, typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING,
          typename U>
__simd_callee__ inline void PairReduceElem(U& dstReg, U srcReg, MaskReg mask, SrcLoc loc = SrcLoc::Here())
{
    detail::PairReduceRegs<type, T, mode>(dstReg, srcReg, mask, loc);
}

} // namespace AscendC::Reg
