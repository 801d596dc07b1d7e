// Moving MaskReg contents: from UB (LoadAlign), to UB (StoreAlign), and from a RegTensor
// (MaskGenWithRegTensor)
// (docs/zh/api/SIMD-API/基础API/Reg矢量计算/Reg数据搬入/MaskReg搬入（LoadAlign）.md,
//  Reg数据搬出/MaskReg搬出（StoreAlign）.md, Reg数据搬入/MaskReg搬入（MaskGenWithRegTensor）.md; declared in
//  include/basic_api/reg_compute/kernel_reg_compute_datacopy_intf.h "pld/plds/pst/psts" and
//  kernel_reg_compute_maskreg_intf.h).
//
// A MaskReg is 256 bits = 32 bytes; bit j is bit j % 8 of byte j / 8 (least significant first, as
// the official select example's generator reads it: mask[i // 8] >> (i % 8) & 1).
//   LoadAlign<T, dist>(mask, srcAddr [, AddrReg] | <T, POST_MODE_UPDATE, dist>(mask, srcAddr&, offset)):
//     MaskDist::DIST_NORM  32 bytes, bit j <- bit j                 align 32
//     MaskDist::DIST_US    16 bytes, bit j <- bit j / 2 ("每bit数据重复搬运两次")   align 16
//     MaskDist::DIST_DS    64 bytes, bit j <- bit 2j ("每间隔1bit舍弃数据")     align 32
//   StoreAlign<T, dist>(dstAddr, mask [, AddrReg] | <T, POST_MODE_UPDATE, dist>(dstAddr&, mask, offset)):
//     MaskDist::DIST_NORM  32 bytes                                 align 32
//     MaskDist::DIST_PACK  16 bytes, bit j -> bit 2j of the mask ("每间隔1bit舍弃数据")   align 16
//   The post-update offset is in bytes ("单位：字节") and must meet the dist's alignment, as must the
//   AddrReg offset * sizeof(T); POST_MODE_NORMAL is "不支持".
//   MaskGenWithRegTensor<T, offset>(mask, srcReg): b16: the 16-byte block `offset` (0..15) of srcReg,
//     each bit to 2 mask bits; b32: the 8-byte block `offset` (0..31), each bit to 4 mask bits.
// Undefined state: a mask bit loaded from a never-written (or stale, load_store.h) UB byte, or made
// from an undefined register byte, is undefined; a stored byte is undefined when any of its bits is.
// Cost (附录/Reg矢量计算接口指令单双发汇总.md, 理论性能汇总.md 表3 / 表4): PLDS dual issue, one read,
// 1 cycle; PSTS single issue, one write, 1 cycle; MOVVP single issue, 4 cycles.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>

#include "ascendc_sim/reg_compute/addr_reg.h"
#include "ascendc_sim/reg_compute/op_enums.h"
#include "ascendc_sim/engine/reg_mask_move.h"
#include "ascendc_sim/reg_compute/load_store.h"

namespace AscendC::Reg {

// ---- LoadAlign (MaskReg搬入（LoadAlign）.md) ---------------------------------------------------------
template <typename T, MaskDist dist = MaskDist::DIST_NORM>
__simd_callee__ inline void LoadAlign(MaskReg& mask, __ubuf__ T* srcAddr,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::DoLoadMask<T, dist>(mask, srcAddr, ascsim::ops::LoadAlign::kName, loc);
}

template <typename T, PostLiteral postMode, MaskDist dist = MaskDist::DIST_NORM>
__simd_callee__ inline void LoadAlign(MaskReg& mask, __ubuf__ T*& srcAddr, int32_t offset,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(postMode == PostLiteral::POST_MODE_UPDATE, "LoadAlign (MaskReg): POST_MODE_NORMAL is not supported");
    detail::CheckMaskOffset(offset, detail::MaskLoadAlign(dist), ascsim::ops::LoadAlign::kName, loc);
    detail::DoLoadMask<T, dist>(mask, srcAddr, ascsim::ops::LoadAlign::kName, loc);
    srcAddr = detail::Offset(srcAddr, static_cast<uint64_t>(static_cast<int64_t>(offset)));
}

template <typename T, MaskDist dist = MaskDist::DIST_NORM>
__simd_callee__ inline void LoadAlign(MaskReg& mask, __ubuf__ T* srcAddr, AddrReg offset,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    const uint64_t off = detail::AddrRegOffset(offset, sizeof(T), detail::MaskLoadAlign(dist),
                                               ascsim::ops::LoadAlign::kName, loc);
    detail::DoLoadMask<T, dist>(mask, detail::Offset(srcAddr, off), ascsim::ops::LoadAlign::kName, loc);
}

// ---- StoreAlign (MaskReg搬出（StoreAlign）.md) --------------------------------------------------------
template <typename T, MaskDist dist = MaskDist::DIST_NORM>
__simd_callee__ inline void StoreAlign(__ubuf__ T* dstAddr, MaskReg& mask,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::DoStoreMask<T, dist>(dstAddr, mask, ascsim::ops::StoreAlign::kName, loc);
}

template <typename T, PostLiteral postMode, MaskDist dist = MaskDist::DIST_NORM>
__simd_callee__ inline void StoreAlign(__ubuf__ T*& dstAddr, MaskReg& mask, int32_t offset,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(postMode == PostLiteral::POST_MODE_UPDATE, "StoreAlign (MaskReg): POST_MODE_NORMAL is not supported");
    detail::CheckMaskOffset(offset, dist == MaskDist::DIST_PACK ? 16 : 32, ascsim::ops::StoreAlign::kName, loc);
    detail::DoStoreMask<T, dist>(dstAddr, mask, ascsim::ops::StoreAlign::kName, loc);
    dstAddr = detail::Offset(dstAddr, static_cast<uint64_t>(static_cast<int64_t>(offset)));
}

template <typename T, MaskDist dist = MaskDist::DIST_NORM>
__simd_callee__ inline void StoreAlign(__ubuf__ T* dstAddr, MaskReg& mask, AddrReg offset,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    const uint64_t off = detail::AddrRegOffset(offset, sizeof(T), dist == MaskDist::DIST_PACK ? 16 : 32,
                                               ascsim::ops::StoreAlign::kName, loc);
    detail::DoStoreMask<T, dist>(detail::Offset(dstAddr, off), mask, ascsim::ops::StoreAlign::kName, loc);
}

// ---- MaskGenWithRegTensor (MaskReg搬入（MaskGenWithRegTensor）.md) ----------------------------------
template <typename T = DefaultType, int16_t offset, typename U>
__simd_callee__ inline void MaskGenWithRegTensor(MaskReg& dst, U& srcReg,
                                                 ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<U>::value, "srcReg must be a RegTensor");
    static_assert(detail::kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    using E = typename U::ActualT;
    static_assert(sizeof(E) == 2 || sizeof(E) == 4, "MaskGenWithRegTensor: b16 / b32 types (数据类型)");
    static_assert(sizeof(E) != 2 || (offset >= 0 && offset <= 15), "MaskGenWithRegTensor: offset in [0, 15] for b16");
    static_assert(sizeof(E) != 4 || (offset >= 0 && offset <= 31), "MaskGenWithRegTensor: offset in [0, 31] for b32");
    detail::MaskFromRegBlock(ascsim::ops::MaskGenWithRegTensor::kName, dst, srcReg, static_cast<uint32_t>(offset), loc);
}

} // namespace AscendC::Reg
