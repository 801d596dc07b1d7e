// Memory vector API, data rearrangement for Ascend 950
// (docs/zh/api/SIMD-API/基础API/Memory矢量计算/数据重排（ISASI）/Interleave.md, DeInterleave.md):
//   Interleave(dst0, dst1, src0, src1, count)      z = src0[0], src1[0], src0[1], src1[1], ... (2 * count
//                                                  elements); dst0 = z[0, count), dst1 = z[count, 2 count)
//   DeInterleave(dst0, dst1, src0, src1, count)    z = src0 ++ src1; dst0 = z[0], z[2], ...; dst1 = z[1], z[3], ...
//   DeInterleave(dst0, dst1, src, srcCount)        dst0 = src[0], src[2], ...; dst1 = src[1], src[3], ...
// (the pages' figures; the SDK's dav_3510 InterleaveImplNormal: Reg::Interleave of the two sources' k-th
// VLs stored as 2 VLs into dst0, then the same for the second halves into dst1). count / srcCount must be
// even (reported otherwise); operands 32-byte aligned; sources and destinations may not overlap at all
// ("不支持源操作数与目的操作数地址重叠"), and the docs being silent on dst0 against dst1, the sim
// reports that overlap too. Types: 1, 2, 4, 8-byte.
// Timing: one VF; Interleave / DeInterleave move one VL per cycle (附录/Reg矢量计算接口理论性能汇总.md
// 表14): 2 * count elements at the simple rate, two UB reads.
// The spellings are thin adapters: the engines (checks, V-pipe declarations, the moves, written state) are
// engine/interleave_engine.h's, which take UbOperand so that the C API reaches them too.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/engine/interleave_engine.h"

namespace AscendC {

using ascsim::kern::SrcLoc;

template <typename T>
__aicore__ inline void Interleave(const LocalTensor<T>& dst0, const LocalTensor<T>& dst1, const LocalTensor<T>& src0,
                                  const LocalTensor<T>& src1, const int32_t count, SrcLoc loc = SrcLoc::Here())
{
    static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8,
                  "Interleave: T must be a 1, 2, 4 or 8-byte type");
    detail::InterleaveRun<T>(loc, dst0, dst1, src0, src1, count);
}

template <typename T>
__aicore__ inline void DeInterleave(const LocalTensor<T>& dst0, const LocalTensor<T>& dst1, const LocalTensor<T>& src0,
                                    const LocalTensor<T>& src1, const int32_t count, SrcLoc loc = SrcLoc::Here())
{
    static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8,
                  "DeInterleave: T must be a 1, 2, 4 or 8-byte type");
    detail::DeInterleaveRun<T>(loc, dst0, dst1, src0, src1, count);
}

template <typename T>
__aicore__ inline void DeInterleave(const LocalTensor<T>& dst0, const LocalTensor<T>& dst1, const LocalTensor<T>& src,
                                    const int32_t srcCount, SrcLoc loc = SrcLoc::Here())
{
    static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8,
                  "DeInterleave: T must be a 1, 2, 4 or 8-byte type");
    detail::DeInterleaveRun<T>(loc, dst0, dst1, src, srcCount);
}

} // namespace AscendC
