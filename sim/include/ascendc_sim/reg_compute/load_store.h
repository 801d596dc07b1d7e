// UB <-> register moves: LoadAlign and StoreAlign, the contiguous aligned forms
// (docs/zh/api/SIMD-API/基础API/Reg矢量计算/Reg数据搬入/连续对齐搬入（LoadAlign）.md,
//  Reg数据搬出/连续对齐搬出（StoreAlign）.md).
//
// Forms (the docs' prototypes; U is the RegTensor type, T its element type):
//   LoadAlign<T, dist>(dstReg, __ubuf__ T* srcAddr)
//   LoadAlign<T, POST_MODE_UPDATE, dist>(dstReg, __ubuf__ T*& srcAddr, int32_t postUpdateStride)
//   StoreAlign<T, dist>(__ubuf__ T* dstAddr, srcReg, mask)
//   StoreAlign<T, POST_MODE_UPDATE, dist>(__ubuf__ T*& dstAddr, srcReg, int32_t postUpdateStride, mask)
// (declared in include/basic_api/reg_compute/kernel_reg_compute_datacopy_intf.h:34-38 and 54-58).
// The SDK has no LocalTensor forms: a VF that takes LocalTensor parameters passes
// tensor.GetPhyAddr(offset).
// POST_MODE_UPDATE moves the address by postUpdateStride elements after the access;
// POST_MODE_NORMAL is "不支持" (compile error).
//
// Distribution modes modelled (表3 of each page; the others are a compile error, as in the SDK's
// CheckLoadDist / CheckStoreDist for arch 3510):
//   LoadDist  DIST_NORM        VL bytes (2 * VL for a RegTraitNumTwo b64 register)   align 32
//             DIST_BRC_B8/B16/B32  one element broadcast to every slot      align 1 / 2 / 4
//             DIST_US_B8/B16   VL/2 bytes, element k -> slots 2k and 2k+1        align 32
//             DIST_DS_B8/B16   2 * VL bytes, slot i <- element 2i                align 32
//             DIST_UNPACK_B8/B16/B32  VL/2 bytes, element k -> slot 2k, 0 in 2k+1  align 32
//             DIST_UNPACK4_B8  VL/4 bytes, element k -> slot 4k, 0 in 4k+1..4k+3  align 32
//             DIST_BLK         one 32-byte DataBlock repeated over VL         align 32
//             DIST_E2B_B16/B32 VL/32 elements, element k fills DataBlock k     align 16 / 32
//   StoreDist DIST_NORM(_B8/_B16/_B32)  the selected elements at their index  align 32
//             DIST_PACK_B16    low byte of each selected b16 element, contiguous   align 32
//             DIST_PACK_B32    low half of each selected b32 element, contiguous   align 32
//             DIST_PACK_B64    low word of each selected b64 element, contiguous   align 32
//             DIST_PACK4_B32   low byte of each selected b32 element, contiguous   align 32
//             DIST_FIRST_ELEMENT_B8/B16/B32  element 0, mask ignored        align 1 / 2 / 4
// A b64 register takes DIST_NORM only ("单搬入模式：b64数据类型只支持LoadDist中的DIST_NORM模式"); a
// RegTraitNumTwo one moves 2 * VL (the SDK's DIST_DINTLV_B32 dual load / two stores) and takes its
// 64-element mask as a b32 one (registers.h). The dual-register (DINTLV / INTLV), AddrReg and
// DataBlock forms are in load_store_dual_block.h / addr_reg.h.
// Alignment is of the UB address (offset from the UB base) and of postUpdateStride * sizeof(T);
// a violation is a memcheck finding. The PACK modes read the mask in the wider source type (bit
// 2i / 4i for element i) and write element i's low part at index i: "有效元素...连续存储" is taken
// as position-preserving (for the prefix masks UpdateMask makes the two readings agree).
//
// UB accesses are V-pipe accesses of the running VF (vf_scope.h): a load declares the bytes it
// reads (the whole VL for DIST_NORM, with no mask: that is what the instruction reads), a store the
// bytes of the elements it writes (unselected elements are not written). Bounds: inside the UB
// (UbTotalBytes, 256 KB; data in the reserves above the kernel's share is judged by the UB region
// rules, core.h); a pointer carries no buffer, so an access past a LocalTensor's buffer but inside
// the UB is not a finding (as on hardware). Stored bytes become defined, or
// never-written where the register bytes were undefined (registers.h).
#pragma once

#include "ascendc_sim/engine/ops/data_move.h"
#include "ascendc_sim/engine/reg_load_store.h"

namespace AscendC::Reg {

// ---- LoadAlign (连续对齐搬入（LoadAlign）.md) --------------------------------------------------
template <typename T = DefaultType, LoadDist dist = LoadDist::DIST_NORM, typename U>
__simd_callee__ inline void LoadAlign(U& dstReg, __ubuf__ T* srcAddr,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::DoLoad<T, dist>(dstReg, srcAddr, ascsim::ops::LoadAlign::kName, loc);
}

template <typename T = DefaultType, PostLiteral postMode, LoadDist dist = LoadDist::DIST_NORM, typename U>
__simd_callee__ inline void LoadAlign(U& dstReg, __ubuf__ T*& srcAddr, int32_t postUpdateStride,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(postMode == PostLiteral::POST_MODE_UPDATE, "LoadAlign: POST_MODE_NORMAL is not supported");
    detail::CheckStride(int64_t(postUpdateStride) * int64_t(sizeof(T)), detail::LoadShape(dist).align,
                        ascsim::ops::LoadAlign::kName, loc);
    detail::DoLoad<T, dist>(dstReg, srcAddr, ascsim::ops::LoadAlign::kName, loc);
    srcAddr += postUpdateStride;
}

// ---- StoreAlign (连续对齐搬出（StoreAlign）.md) ------------------------------------------------
template <typename T = DefaultType, StoreDist dist = StoreDist::DIST_NORM, typename U>
__simd_callee__ inline void StoreAlign(__ubuf__ T* dstAddr, U& srcReg, MaskReg& mask,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::DoStore<T, dist>(dstAddr, srcReg, mask, ascsim::ops::StoreAlign::kName, loc);
}

template <typename T = DefaultType, PostLiteral postMode, StoreDist dist = StoreDist::DIST_NORM, typename U>
__simd_callee__ inline void StoreAlign(__ubuf__ T*& dstAddr, U& srcReg, int32_t postUpdateStride, MaskReg& mask,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(postMode == PostLiteral::POST_MODE_UPDATE, "StoreAlign: POST_MODE_NORMAL is not supported");
    detail::CheckStride(int64_t(postUpdateStride) * int64_t(sizeof(T)), detail::StoreShapeOf(dist).align,
                        ascsim::ops::StoreAlign::kName, loc);
    detail::DoStore<T, dist>(dstAddr, srcReg, mask, ascsim::ops::StoreAlign::kName, loc);
    dstAddr += postUpdateStride;
}

} // namespace AscendC::Reg
