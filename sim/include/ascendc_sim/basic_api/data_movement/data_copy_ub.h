// UB -> UB DataCopy and the DataCopyPad padding register for Ascend 950
// (docs/zh/api/SIMD-API/基础API/Memory矢量计算/):
//   DataCopy(dst, src, count)            数据搬运/DataCopy（UBToUB连续数据搬运）.md
//   DataCopy(dst, src, DataCopyParams)   数据搬运/DataCopy（UBToUB高维切分数据搬运）.md
//   SetPadValue<T, pos>(paddingValue)    数据搬运辅助配置接口/SetPadValue(ISASI).md
// DataCopy UB -> UB: blockCount blocks of blockLen DataBlocks (32 bytes), srcGap / dstGap DataBlocks
// between the end of one block and the start of the next (DataCopyParams' srcStride / dstStride);
// blockCount or blockLen 0 is a NOP (the page, 950 included); fields outside 表4's ranges, addresses
// not 32-byte aligned and (count form) count * sizeof(T) not a multiple of 32 bytes are memcheck
// findings (the page rounds such a count down; the SDK's CPU-debug assert reports it, the stricter
// choice). The count form is one block of count * sizeof(T) / 32 DataBlocks, as the SDK builds it.
// It runs on the V pipe (the dav_3510 DataCopyUB2UBIntf sits in a "#pragma begin_pipe(V)" region:
// copy_ubuf_to_ubuf), so V-pipe ordering rules apply to it (a DataCopy after a Vector instruction on
// the same data needs no flag, one after MTE2 needs MTE2_V). The page lists VECIN -> VECCALC and
// VECCALC -> VECOUT; the SDK checks only that both are UB positions and the official 950 examples
// copy VECCALC -> VECCALC (LocalMemAllocator), so every UB position is accepted. The docs are silent
// on overlapping source and destination: any overlap is a memcheck finding (the stricter choice).
// Timing: no appendix figure; the simple V rate per 256 bytes with one UB read and one write.
// The spellings are thin adapters: the engine (checks, V-pipe declarations, the copy, written state) is
// engine/ub_copy_engine.h's, which takes UbOperand so that the C API reaches it too.
//
// SetPadValue writes the MTE2 padding register (the SDK's set_mov_pad_val; a scalar instruction).
// DataCopyPad GM -> UB with isPad false then pads with it ("调用SetPadValue时，在接口外部配置需要填充
// 的数据", DataCopyPad（GMToUB非对齐数据搬运）.md 表: isPad); without a SetPadValue in the launch the
// padding stays "random" (never written: data_copy.h). isPad true also loads paddingValue into the
// register (the dav_3510 DataCopyPadGm2UBImpl), so a later isPad-false copy pads with that value once
// SetPadValue has been called. T must have the size of the DataCopyPad's element type ("数据类型与
// DataCopyPad接口搬运的数据类型一致"): a different size is a memcheck finding at that DataCopyPad.
// pos: VECIN, VECOUT or MAX (static_assert otherwise).
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>

#include "ascendc_sim/basic_api/data_movement/data_copy.h"
#include "ascendc_sim/types/local_tensor.h"
#include "ascendc_sim/engine/ub_copy_engine.h"

namespace AscendC {

template <typename T>
__aicore__ inline void DataCopy(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                                const DataCopyParams& repeatParams,
                                ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::CopyUbToUb<T>(dst, src,
                          detail::UbCopyBlocks{repeatParams.blockCount, repeatParams.blockLen, repeatParams.srcStride,
                                               repeatParams.dstStride},
                          ascsim::ops::DataCopyUbToUb::kName, loc);
}

template <typename T>
__aicore__ inline void DataCopy(const LocalTensor<T>& dst, const LocalTensor<T>& src, const uint32_t count,
                                ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::CopyUbToUbCount<T>(dst, src, count, loc);
}

template <typename T, TPosition pos = TPosition::MAX>
__aicore__ inline void SetPadValue(T paddingValue, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(pos == TPosition::VECIN || pos == TPosition::VECOUT || pos == TPosition::MAX,
                  "SetPadValue: pos must be TPosition::VECIN, VECOUT or MAX (SetPadValue(ISASI).md)");
    static_assert(sizeof(T) <= 8, "SetPadValue: T must be at most 8 bytes");
    ascsim::kern::Issue(ascsim::kern::Pipe::S, loc);
    ascsim::kern::VecSpr& r = ascsim::kern::CurrentVecSpr();
    uint64_t bits = 0;
    std::memcpy(&bits, &paddingValue, sizeof(T));
    r.movPadBits = bits;
    r.movPadBytes = sizeof(T);
    r.movPadSet = true;
}

} // namespace AscendC
