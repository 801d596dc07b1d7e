// The C API's aligned loads into registers (docs/zh/api/SIMD-API/C-API/reg/reg_load/: asc_loadalign.md,
// asc_loadalign_postupdate.md, asc_loadalign_brc_elem(_postupdate).md, asc_loadalign_upsample(_postupdate).md,
// asc_loadalign_downsample(_postupdate).md, asc_loadalign_unpack(_postupdate).md,
// asc_loadalign_unpack4(_postupdate).md, asc_loadalign_brc_datablock(_postupdate).md,
// asc_loadalign_brc_elem2datablock(_postupdate).md, asc_copy.md; SDK include/c_api/reg_compute/reg_load.h).
// Each name is one distribution mode of the C++ Reg API's LoadAlign, by the element size of T:
//   asc_loadalign                         DIST_NORM          VL bytes
//   asc_loadalign_brc / _brc_elem         DIST_BRC_B8/16/32  element 0 to every slot
//   asc_loadalign_upsample                DIST_US_B8/16      VL/2 bytes, element k to slots 2k, 2k+1
//   asc_loadalign_downsample              DIST_DS_B8/16      2 VL bytes, slot i from element 2i
//   asc_loadalign_unpack                  DIST_UNPACK_B8/16/32  VL/2 bytes, element k to slot 2k, 0 in 2k+1
//   asc_loadalign_unpack4                 DIST_UNPACK4_B8    VL/4 bytes, element k to slot 4k, 0 in the next 3
//   asc_loadalign_brc_datablock           DIST_BLK           one 32-byte DataBlock repeated
//   asc_loadalign_brc_elem2datablock      DIST_E2B_B16/32    element k fills DataBlock k
// Forms: (dst, src), (dst, src, offset): from src + offset elements; (dst, src, addr_reg offset): from src +
// the address register's offset (reg_addr.h); _postupdate(dst, src&, offset): from src, then src += offset. The engine
// (engine/reg_load_store.h) is the C++ API's: the same alignment and UB-range memcheck findings, VF access records and
// timing. The C++ API's sanitizer rules apply (the offset's bytes must keep the mode's alignment). asc_copy(dst, src,
// mask): the selected elements of src into dst, the others keep dst's value (MERGING, asc_copy.md 功能说明), the engine
// of the C++ Reg API's Move (engine/reg_move.h). asc_loadalign_deintlv(dst0, dst1, src[, offset]) / _postupdate: 2 VL
// from src, the even elements to dst0, the odd to dst1 (DIST_DINTLV_B8/16/32, the C++ API's dual LoadAlign,
// engine/reg_load_store_dual.h). The vector_bool forms are in reg_mask_move.h. The block_stride / repeat_stride forms
// are in reg_block_stride.h. asc_copy between mask registers (MaskMoveRegs / MaskCopyRegs) and from a vector
// register's block `part` into a mask register (asc_copy(vector_bool&, vector_uint16_t / vector_uint32_t, part),
// the engine of the Reg API's MaskGenWithRegTensor) are here too. Not modelled here: the _v2 / _v3 deprecated
// names. The unaligned moves (asc_loadunalign*, asc_load, asc_storeunalign*, asc_store) are in reg_unaligned.h.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/c_api/reg_compute/reg_addr.h"
#include "ascendc_sim/c_api/reg_compute/reg_gather.h"
#include "ascendc_sim/c_api/reg_compute/reg_mask_move.h"
#include "ascendc_sim/c_api/reg_compute/reg_unaligned.h"
#include "ascendc_sim/c_api/reg_compute/reg_types.h"
#include "ascendc_sim/engine/ops/data_move.h"
#include "ascendc_sim/engine/reg_load_store.h"
#include "ascendc_sim/engine/reg_load_store_dual.h"
#include "ascendc_sim/engine/reg_logic.h"
#include "ascendc_sim/engine/reg_move.h"

namespace ascsim::capi {

using AscendC::Reg::LoadDist;

template <typename T, LoadDist b8, LoadDist b16, LoadDist b32, LoadDist b64 = LoadDist::DIST_NORM>
inline constexpr LoadDist kLoadBySize = sizeof(T) == 1 ? b8 : (sizeof(T) == 2 ? b16 : (sizeof(T) == 4 ? b32 : b64));

template <LoadDist dist, typename T>
inline void LoadAt(const char* api, vreg<T>& dst, T* src, int32_t offset, kern::SrcLoc loc)
{
    AscendC::Reg::detail::DoLoad<T, dist>(dst, src + offset, api, loc);
}

template <LoadDist dist, typename T>
inline void LoadPost(const char* api, vreg<T>& dst, T*& src, int32_t offset, kern::SrcLoc loc)
{
    AscendC::Reg::detail::CheckStride(int64_t(offset) * int64_t(sizeof(T)), AscendC::Reg::detail::LoadShape(dist).align,
                                      api, loc);
    AscendC::Reg::detail::DoLoad<T, dist>(dst, src, api, loc);
    src += offset;
}

// The addr_reg form (asc_loadalign.md, "通过addr_reg地址寄存器传入偏移"): from src + the register's offset.
template <LoadDist dist, typename T>
inline void LoadAddrReg(const char* api, vreg<T>& dst, T* src, const addr_reg& offset, kern::SrcLoc loc)
{
    const uint64_t bytes = offset.TakeBytes(sizeof(T), AscendC::Reg::detail::LoadShape(dist).align, api, loc);
    AscendC::Reg::detail::DoLoad<T, dist>(dst, reinterpret_cast<T*>(reinterpret_cast<uintptr_t>(src) + bytes), api,
                                          loc);
}

} // namespace ascsim::capi

#define ASCSIM_CAPI_LOAD(name, DIST, ...)                                                                       \
    template <typename T, ASCSIM_CAPI_TYPES(T, __VA_ARGS__)>                                                    \
    __simd_callee__ inline void name(ascsim::capi::vreg<T>& dst, __ubuf__ T* src,                               \
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                   \
    {                                                                                                           \
        ascsim::capi::LoadAt<DIST>(#name, dst, src, 0, loc);                                                    \
    }                                                                                                           \
    template <typename T, ASCSIM_CAPI_TYPES(T, __VA_ARGS__)>                                                    \
    __simd_callee__ inline void name(ascsim::capi::vreg<T>& dst, __ubuf__ T* src, int32_t offset,               \
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                   \
    {                                                                                                           \
        ascsim::capi::LoadAt<DIST>(#name, dst, src, offset, loc);                                               \
    }                                                                                                           \
    template <typename T, ASCSIM_CAPI_TYPES(T, __VA_ARGS__)>                                                    \
    __simd_callee__ inline void name(ascsim::capi::vreg<T>& dst, __ubuf__ T* src, addr_reg offset,              \
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                   \
    {                                                                                                           \
        ascsim::capi::LoadAddrReg<DIST>(#name, dst, src, offset, loc);                                          \
    }                                                                                                           \
    template <typename T, ASCSIM_CAPI_TYPES(T, __VA_ARGS__)>                                                    \
    __simd_callee__ inline void name##_postupdate(ascsim::capi::vreg<T>& dst, __ubuf__ T*& src, int32_t offset, \
                                                  ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())      \
    {                                                                                                           \
        ascsim::capi::LoadPost<DIST>(#name "_postupdate", dst, src, offset, loc);                               \
    }

#define ASCSIM_CAPI_BY_SIZE(...) ascsim::capi::kLoadBySize<T, __VA_ARGS__>
ASCSIM_CAPI_LOAD(asc_loadalign, AscendC::Reg::LoadDist::DIST_NORM, ASCSIM_CAPI_B8_64)
ASCSIM_CAPI_LOAD(asc_loadalign_brc,
                 ASCSIM_CAPI_BY_SIZE(AscendC::Reg::LoadDist::DIST_BRC_B8, AscendC::Reg::LoadDist::DIST_BRC_B16,
                                     AscendC::Reg::LoadDist::DIST_BRC_B32),
                 ASCSIM_CAPI_B8_32)
ASCSIM_CAPI_LOAD(asc_loadalign_brc_elem,
                 ASCSIM_CAPI_BY_SIZE(AscendC::Reg::LoadDist::DIST_BRC_B8, AscendC::Reg::LoadDist::DIST_BRC_B16,
                                     AscendC::Reg::LoadDist::DIST_BRC_B32),
                 ASCSIM_CAPI_B8_32)
ASCSIM_CAPI_LOAD(asc_loadalign_upsample,
                 ASCSIM_CAPI_BY_SIZE(AscendC::Reg::LoadDist::DIST_US_B8, AscendC::Reg::LoadDist::DIST_US_B16,
                                     AscendC::Reg::LoadDist::DIST_NORM),
                 int8_t, uint8_t, int16_t, uint16_t, half, bfloat16_t)
ASCSIM_CAPI_LOAD(asc_loadalign_downsample,
                 ASCSIM_CAPI_BY_SIZE(AscendC::Reg::LoadDist::DIST_DS_B8, AscendC::Reg::LoadDist::DIST_DS_B16,
                                     AscendC::Reg::LoadDist::DIST_NORM),
                 int8_t, uint8_t, int16_t, uint16_t, half, bfloat16_t)
ASCSIM_CAPI_LOAD(asc_loadalign_unpack,
                 ASCSIM_CAPI_BY_SIZE(AscendC::Reg::LoadDist::DIST_UNPACK_B8, AscendC::Reg::LoadDist::DIST_UNPACK_B16,
                                     AscendC::Reg::LoadDist::DIST_UNPACK_B32),
                 ASCSIM_CAPI_B8_32)
ASCSIM_CAPI_LOAD(asc_loadalign_unpack4, AscendC::Reg::LoadDist::DIST_UNPACK4_B8, int8_t, uint8_t)
ASCSIM_CAPI_LOAD(asc_loadalign_brc_datablock, AscendC::Reg::LoadDist::DIST_BLK, ASCSIM_CAPI_B8_32)
ASCSIM_CAPI_LOAD(asc_loadalign_brc_elem2datablock,
                 ASCSIM_CAPI_BY_SIZE(AscendC::Reg::LoadDist::DIST_NORM, AscendC::Reg::LoadDist::DIST_E2B_B16,
                                     AscendC::Reg::LoadDist::DIST_E2B_B32),
                 int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float)
#undef ASCSIM_CAPI_BY_SIZE
#undef ASCSIM_CAPI_LOAD

// ---- register to register (asc_copy.md) --------------------------------------------------------
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_B8_32)>
__simd_callee__ inline void asc_copy(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src, vector_bool mask,
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::MoveMerging<AscendC::Reg::DefaultType, AscendC::Reg::MaskMergeMode::MERGING>(dst, src, mask,
                                                                                                       loc);
}

// Mask register to mask register (asc_copy.md, 掩码寄存器复制到掩码寄存器): with a mask, unselected bits become 0.
__simd_callee__ inline void asc_copy(vector_bool& dst, vector_bool src, vector_bool mask,
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::MaskMoveRegs("asc_copy", dst, src, mask, loc);
}
__simd_callee__ inline void asc_copy(vector_bool& dst, vector_bool src,
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::MaskCopyRegs("asc_copy", dst, src, loc);
}

// Vector register to mask register (asc_copy.md, 矢量数据寄存器复制到掩码寄存器 and 关键特性说明): the
// 16-byte (uint16_t) / 8-byte (uint32_t) block `part` of src, each bit broadcast to 2 / 4 mask bits, as
// the Reg API's MaskGenWithRegTensor with a run-time part.
namespace ascsim::capi {
template <typename T>
inline void CopyRegToMask(vector_bool& dst, const AscendC::Reg::RegTensor<T>& src, int16_t part, kern::SrcLoc loc)
{
    constexpr int16_t last = sizeof(T) == 2 ? 15 : 31;
    if (part < 0 || part > last) {
        // rule memcheck.asc-copy-part: asc_copy(vector_bool&, vector_uint16_t / vector_uint32_t, part) with
        //   part outside [0, 15] (uint16_t) / [0, 31] (uint32_t), the blocks of one vector register
        //   doc: api/SIMD-API/C-API/reg/reg_load/asc_copy.md (约束说明)
        kern::Fail(ascsim::kern::Check::kMemcheck, "asc_copy",
                   "part " + std::to_string(part) + " is outside [0, " + std::to_string(last) +
                       "]: a vector register has " + std::to_string(last + 1) + " blocks of " +
                       std::to_string(sizeof(T) == 2 ? 16 : 8) + " bytes",
                   loc);
    }
    AscendC::Reg::detail::MaskFromRegBlock("asc_copy", dst, src, static_cast<uint32_t>(part), loc);
}
} // namespace ascsim::capi
__simd_callee__ inline void asc_copy(vector_bool& dst, vector_uint16_t src, int16_t part,
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::capi::CopyRegToMask(dst, src, part, loc);
}
__simd_callee__ inline void asc_copy(vector_bool& dst, vector_uint32_t src, int16_t part,
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::capi::CopyRegToMask(dst, src, part, loc);
}

// ---- two registers, deinterleaved (asc_loadalign_deintlv.md) -------------------------------------
namespace ascsim::capi {
template <typename T>
inline constexpr LoadDist
    kDeintlvOf = kLoadBySize<T, LoadDist::DIST_DINTLV_B8, LoadDist::DIST_DINTLV_B16, LoadDist::DIST_DINTLV_B32>;
} // namespace ascsim::capi
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_B8_32)>
__simd_callee__ inline void asc_loadalign_deintlv(ascsim::capi::vreg<T>& dst0, ascsim::capi::vreg<T>& dst1,
                                                  __ubuf__ T* src, int32_t offset = 0,
                                                  ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::DoLoadDual<T, ascsim::capi::kDeintlvOf<T>>(dst0, dst1, src + offset, "asc_loadalign_deintlv",
                                                                     loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_B8_32)>
__simd_callee__ inline void asc_loadalign_deintlv_postupdate(ascsim::capi::vreg<T>& dst0, ascsim::capi::vreg<T>& dst1,
                                                             __ubuf__ T*& src, int32_t offset,
                                                             ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::CheckStride(int64_t(offset) * int64_t(sizeof(T)), 32, "asc_loadalign_deintlv_postupdate",
                                      loc);
    AscendC::Reg::detail::DoLoadDual<T, ascsim::capi::kDeintlvOf<T>>(dst0, dst1, src,
                                                                     "asc_loadalign_deintlv_postupdate", loc);
    src += offset;
}
