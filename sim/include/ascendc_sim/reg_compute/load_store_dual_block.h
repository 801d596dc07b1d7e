// The two-register and the DataBlock forms of LoadAlign / StoreAlign
// (docs/zh/api/SIMD-API/基础API/Reg矢量计算/Reg数据搬入/连续对齐搬入（LoadAlign）.md "双搬入模式",
//  Reg数据搬出/连续对齐搬出（StoreAlign）.md "双搬出模式", Reg数据搬入/非连续对齐搬入（LoadAlign）.md,
//  Reg数据搬出/非连续对齐搬出（StoreAlign）.md; declared in include/basic_api/reg_compute/
//  kernel_reg_compute_datacopy_intf.h, "vld dual", "vst dual", "vsldb", "vsstb").
//
// Two registers (RegTraitNumOne only, as the SDK asserts):
//   LoadAlign<T, dist>(dst0, dst1, srcAddr [, AddrReg])  and <T, POST_MODE_UPDATE, dist>(dst0, dst1,
//     srcAddr&, postUpdateStride): 2 * VL bytes read, elements 0, 2, 4, ... to dst0 and 1, 3, 5, ...
//     to dst1; dist DIST_DINTLV_B8 / B16 / B32 (表6), which must match sizeof(T); align 32.
//   StoreAlign<T, dist>(dstAddr, src0, src1, mask [, AddrReg]): 2 * VL bytes written, element 2i =
//     src0[i], 2i + 1 = src1[i]; dist DIST_INTLV_B8 / B16 / B32, which "忽略mask"; align 32.
//   Single issue (指令单双发汇总.md 表2 "双搬入模式"), 2 VL through the port: latency 2 cycles.
// DataBlocks (dataMode DATA_BLOCK_COPY; b8 / b16 / b32; RegTraitNumOne):
//   LoadAlign<T, DATA_BLOCK_COPY>(dst, srcAddr, dataBlockStride, mask): DataBlock j (32 bytes) of the
//     register from srcAddr + j * dataBlockStride * 32 B, j = 0..7. A block any element of which the
//     mask selects is read whole; a block with none selected is not read (no check, "即使UB越界也不会
//     报错") and its elements are 0. Address 32-byte aligned.
//   LoadAlign<T, DATA_BLOCK_COPY, postMode>(dst, srcAddr&, dataBlockStride, repeatStride, mask):
//     POST_MODE_NORMAL reads at srcAddr + repeatStride * 32 B; POST_MODE_UPDATE reads at srcAddr and
//     then moves it by repeatStride * 32 B.
//   StoreAlign<T, DATA_BLOCK_COPY[, postMode]>(dstAddr[&], src, dataBlockStride[, repeatStride], mask):
//     DataBlock j to dstAddr + j * dataBlockStride * 32 B; the selected elements are written (the mask
//     is "源操作数元素操作的有效指示"; whether a block with some elements selected is written whole the
//     page does not say: the sim writes only the selected ones, so unselected bytes keep their value).
//   Single issue (表2 VSLDB / VSSTB); latency lanes / P = 2 cycles (理论性能汇总.md 表1 / 表2).
// UB checks: range and alignment per block / per access (memcheck), V-pipe accesses (synccheck); the
// loads give bytes a store of the same VF wrote with no LocalMemBar the undefined state
// (load_store.h, RawRule::kUndefined).
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_sim/reg_compute/addr_reg.h"
#include "ascendc_sim/reg_compute/op_enums.h"
#include "ascendc_sim/engine/reg_load_store_dual.h"
#include "ascendc_sim/reg_compute/load_store.h"

namespace AscendC::Reg {

// ---- two registers (连续对齐搬入（LoadAlign）.md / 连续对齐搬出（StoreAlign）.md, 双搬入 / 双搬出模式) ----
template <typename T = DefaultType, LoadDist dist, typename U>
__simd_callee__ inline void LoadAlign(U& dstReg0, U& dstReg1, __ubuf__ T* srcAddr,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::DoLoadDual<T, dist>(dstReg0, dstReg1, srcAddr, ascsim::ops::LoadAlign::kName, loc);
}

template <typename T = DefaultType, PostLiteral postMode, LoadDist dist, typename U>
__simd_callee__ inline void LoadAlign(U& dstReg0, U& dstReg1, __ubuf__ T*& srcAddr, int32_t postUpdateStride,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(postMode == PostLiteral::POST_MODE_UPDATE, "LoadAlign: POST_MODE_NORMAL is not supported");
    detail::CheckStride(int64_t(postUpdateStride) * int64_t(sizeof(T)), 32, ascsim::ops::LoadAlign::kName, loc);
    detail::DoLoadDual<T, dist>(dstReg0, dstReg1, srcAddr, ascsim::ops::LoadAlign::kName, loc);
    srcAddr += postUpdateStride;
}

template <typename T = DefaultType, LoadDist dist, typename U>
__simd_callee__ inline void LoadAlign(U& dstReg0, U& dstReg1, __ubuf__ T* srcAddr, AddrReg offset,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    const uint64_t off = detail::AddrRegOffset(offset, sizeof(T), 32, ascsim::ops::LoadAlign::kName, loc);
    detail::DoLoadDual<T, dist>(dstReg0, dstReg1, detail::Offset(srcAddr, off), ascsim::ops::LoadAlign::kName, loc);
}

template <typename T = DefaultType, StoreDist dist, typename U>
__simd_callee__ inline void StoreAlign(__ubuf__ T* dstAddr, U& srcReg0, U& srcReg1, MaskReg& mask,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::DoStoreDual<T, dist>(dstAddr, srcReg0, srcReg1, mask, ascsim::ops::StoreAlign::kName, loc);
}

template <typename T = DefaultType, StoreDist dist, typename U>
__simd_callee__ inline void StoreAlign(__ubuf__ T* dstAddr, U& srcReg0, U& srcReg1, AddrReg offset, MaskReg& mask,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    const uint64_t off = detail::AddrRegOffset(offset, sizeof(T), 32, ascsim::ops::StoreAlign::kName, loc);
    detail::DoStoreDual<T, dist>(detail::Offset(dstAddr, off), srcReg0, srcReg1, mask, ascsim::ops::StoreAlign::kName,
                                 loc);
}

// ---- DataBlocks (非连续对齐搬入（LoadAlign）.md / 非连续对齐搬出（StoreAlign）.md) ---------------------
template <typename T = DefaultType, DataCopyMode dataMode, typename U>
__simd_callee__ inline void LoadAlign(U& dstReg, __ubuf__ T* srcAddr, uint32_t dataBlockStride, MaskReg& mask,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(dataMode == DataCopyMode::DATA_BLOCK_COPY, "LoadAlign: DataCopyMode::DATA_BLOCK_COPY");
    detail::DoLoadBlocks<T>(dstReg, srcAddr, dataBlockStride, mask, ascsim::ops::LoadAlign::kName, loc);
}

template <typename T = DefaultType, DataCopyMode dataMode, PostLiteral postMode, typename U>
__simd_callee__ inline void LoadAlign(U& dstReg, __ubuf__ T*& srcAddr, uint32_t dataBlockStride, uint32_t repeatStride,
                                      MaskReg& mask, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(dataMode == DataCopyMode::DATA_BLOCK_COPY, "LoadAlign: DataCopyMode::DATA_BLOCK_COPY");
    T* const next = detail::Offset(srcAddr, uint64_t(repeatStride) * 32);
    if constexpr (postMode == PostLiteral::POST_MODE_NORMAL) {
        detail::DoLoadBlocks<T>(dstReg, next, dataBlockStride, mask, ascsim::ops::LoadAlign::kName, loc);
    } else {
        detail::DoLoadBlocks<T>(dstReg, srcAddr, dataBlockStride, mask, ascsim::ops::LoadAlign::kName, loc);
        srcAddr = next;
    }
}

template <typename T = DefaultType, DataCopyMode dataMode, typename U>
__simd_callee__ inline void StoreAlign(__ubuf__ T* dstAddr, U& srcReg, uint32_t dataBlockStride, MaskReg& mask,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(dataMode == DataCopyMode::DATA_BLOCK_COPY, "StoreAlign: DataCopyMode::DATA_BLOCK_COPY");
    detail::DoStoreBlocks<T>(dstAddr, srcReg, dataBlockStride, mask, ascsim::ops::StoreAlign::kName, loc);
}

template <typename T = DefaultType, DataCopyMode dataMode, PostLiteral postMode, typename U>
__simd_callee__ inline void StoreAlign(__ubuf__ T*& dstAddr, U& srcReg, uint32_t dataBlockStride, uint32_t repeatStride,
                                       MaskReg& mask, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(dataMode == DataCopyMode::DATA_BLOCK_COPY, "StoreAlign: DataCopyMode::DATA_BLOCK_COPY");
    T* const next = detail::Offset(dstAddr, uint64_t(repeatStride) * 32);
    if constexpr (postMode == PostLiteral::POST_MODE_NORMAL) {
        detail::DoStoreBlocks<T>(next, srcReg, dataBlockStride, mask, ascsim::ops::StoreAlign::kName, loc);
    } else {
        detail::DoStoreBlocks<T>(dstAddr, srcReg, dataBlockStride, mask, ascsim::ops::StoreAlign::kName, loc);
        dstAddr = next;
    }
}

} // namespace AscendC::Reg
