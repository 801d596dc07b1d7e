// The C API's aligned stores from registers (docs/zh/api/SIMD-API/C-API/reg/reg_store/: asc_storealign.md,
// asc_storealign_postupdate.md, asc_storealign_pack.md, asc_storealign_pack_postupdate.md,
// asc_storealign_pack_quarter.md, asc_storealign_pack_quarter_postupdate.md, asc_storealign_1st.md,
// asc_storealign_1st_postupdate.md; SDK include/c_api/reg_compute/reg_store.h). Each name is one distribution mode of
// the C++ Reg API's StoreAlign, by the element size of T:
//   asc_storealign              DIST_NORM                the selected elements at their index
//   asc_storealign_pack         DIST_PACK_B16/B32/B64    the low half of each selected element, contiguous
//   asc_storealign_pack_quarter DIST_PACK4_B32           the low quarter of each selected b32 element
//   asc_storealign_1st          DIST_FIRST_ELEMENT_B8/16/32  element 0 only, no mask
// Forms: (dst, src[, offset], mask): to dst + offset elements of T; (dst, src, addr_reg offset, mask): to dst +
// the address register's offset (reg_addr.h); _postupdate(dst&, src, offset, mask):
// to dst, then dst += offset. The pack forms take a T pointer but write the narrow parts ("低半部分bit
// 数据连续存储", asc_storealign_pack.md): the register is viewed as its unsigned narrow type, as the C++
// API's StoreAlign<narrow, DIST_PACK_*> does, and the offset counts elements of T.
// The engine is the C++ API's (engine/reg_load_store.h): alignment / range memcheck, VF accesses, timing.
// asc_storealign_intlv(dst, src0, src1[, offset]): src0 and src1 interleaved over 2 VL, no mask
// (DIST_INTLV_B8/16/32, the C++ API's dual StoreAlign, engine/reg_load_store_dual.h).
// The vector_bool forms are in reg_mask_move.h. The block_stride / repeat_stride forms are in
// reg_block_stride.h. Not modelled here: the _v2 names. The unaligned moves (asc_loadunalign*, asc_load,
// asc_storeunalign*, asc_store) are in reg_unaligned.h.
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

namespace ascsim::capi {

using AscendC::Reg::StoreDist;

// The register the store reads, and the element type it writes: T itself, or the unsigned type of
// sizeof(T) / kShrink bytes.
template <typename T, uint32_t kShrink>
using StoreElem = std::conditional_t<kShrink == 1, T, typename AscendC::Reg::detail::UIntOf<sizeof(T) / kShrink>::type>;

template <StoreDist dist, uint32_t kShrink, typename T>
inline void StoreAt(const char* api, T* dst, vreg<T>& src, int64_t offset, AscendC::Reg::MaskReg& mask,
                    kern::SrcLoc loc)
{
    using N = StoreElem<T, kShrink>;
    static_assert(sizeof(vreg<N>) == sizeof(vreg<T>), "a register and its narrow view have one layout");
    auto* out = reinterpret_cast<N*>(reinterpret_cast<uint8_t*>(dst) + offset * int64_t(sizeof(T)));
    AscendC::Reg::detail::DoStore<N, dist>(out, reinterpret_cast<vreg<N>&>(src), mask, api, loc);
}

// The addr_reg form (asc_storealign.md): to dst + the register's offset, counted in elements of T.
template <StoreDist dist, uint32_t kShrink, typename T>
inline void StoreAddrReg(const char* api, T* dst, vreg<T>& src, const addr_reg& offset, AscendC::Reg::MaskReg& mask,
                         kern::SrcLoc loc)
{
    const uint64_t bytes = offset.TakeBytes(sizeof(T), AscendC::Reg::detail::StoreShapeOf(dist).align, api, loc);
    StoreAt<dist, kShrink>(api, reinterpret_cast<T*>(reinterpret_cast<uintptr_t>(dst) + bytes), src, 0, mask, loc);
}
template <StoreDist dist, uint32_t kShrink, typename T>
inline void StorePost(const char* api, T*& dst, vreg<T>& src, int32_t offset, AscendC::Reg::MaskReg& mask,
                      kern::SrcLoc loc)
{
    AscendC::Reg::detail::CheckStride(int64_t(offset) * int64_t(sizeof(T)),
                                      AscendC::Reg::detail::StoreShapeOf(dist).align, api, loc);
    StoreAt<dist, kShrink>(api, dst, src, 0, mask, loc);
    dst += offset;
}

template <typename T, StoreDist b16, StoreDist b32, StoreDist b64>
inline constexpr StoreDist kPackBySize = sizeof(T) == 2 ? b16 : (sizeof(T) == 4 ? b32 : b64);
template <typename T>
inline constexpr StoreDist kFirstBySize = sizeof(T) == 1 ? StoreDist::DIST_FIRST_ELEMENT_B8 :
                                                           (sizeof(T) == 2 ? StoreDist::DIST_FIRST_ELEMENT_B16 :
                                                                             StoreDist::DIST_FIRST_ELEMENT_B32);

} // namespace ascsim::capi

#define ASCSIM_CAPI_STORE(name, DIST, SHRINK, ...)                                                              \
    template <typename T, ASCSIM_CAPI_TYPES(T, __VA_ARGS__)>                                                    \
    __simd_callee__ inline void name(__ubuf__ T* dst_align32b, ascsim::capi::vreg<T> src, vector_bool mask,     \
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                   \
    {                                                                                                           \
        ascsim::capi::StoreAt<DIST, SHRINK>(#name, dst_align32b, src, 0, mask, loc);                            \
    }                                                                                                           \
    template <typename T, ASCSIM_CAPI_TYPES(T, __VA_ARGS__)>                                                    \
    __simd_callee__ inline void name(__ubuf__ T* dst_align32b, ascsim::capi::vreg<T> src, int32_t offset,       \
                                     vector_bool mask, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here()) \
    {                                                                                                           \
        ascsim::capi::StoreAt<DIST, SHRINK>(#name, dst_align32b, src, offset, mask, loc);                       \
    }                                                                                                           \
    template <typename T, ASCSIM_CAPI_TYPES(T, __VA_ARGS__)>                                                    \
    __simd_callee__ inline void name(__ubuf__ T* dst_align32b, ascsim::capi::vreg<T> src, addr_reg offset,      \
                                     vector_bool mask, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here()) \
    {                                                                                                           \
        ascsim::capi::StoreAddrReg<DIST, SHRINK>(#name, dst_align32b, src, offset, mask, loc);                  \
    }                                                                                                           \
    template <typename T, ASCSIM_CAPI_TYPES(T, __VA_ARGS__)>                                                    \
    __simd_callee__ inline void name##_postupdate(__ubuf__ T*& dst_align32b, ascsim::capi::vreg<T> src,         \
                                                  int32_t offset, vector_bool mask,                             \
                                                  ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())      \
    {                                                                                                           \
        ascsim::capi::StorePost<DIST, SHRINK>(#name "_postupdate", dst_align32b, src, offset, mask, loc);       \
    }

ASCSIM_CAPI_STORE(asc_storealign, AscendC::Reg::StoreDist::DIST_NORM, 1, ASCSIM_CAPI_B8_32)
ASCSIM_CAPI_STORE(
    asc_storealign_pack,
    (ascsim::capi::kPackBySize<T, AscendC::Reg::StoreDist::DIST_PACK_B16, AscendC::Reg::StoreDist::DIST_PACK_B32,
                               AscendC::Reg::StoreDist::DIST_PACK_B64>),
    2, int16_t, uint16_t, int32_t, uint32_t, int64_t, uint64_t, half, float, bfloat16_t)
ASCSIM_CAPI_STORE(asc_storealign_pack_quarter, AscendC::Reg::StoreDist::DIST_PACK4_B32, 4, int32_t, uint32_t, float)
#undef ASCSIM_CAPI_STORE

// asc_storealign_1st(dst, src[, offset]) and _postupdate(dst&, src, offset): element 0, no mask.
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_B8_32)>
__simd_callee__ inline void asc_storealign_1st(__ubuf__ T* dst_align32b, ascsim::capi::vreg<T> src, int32_t offset = 0,
                                               ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    vector_bool all; // DIST_FIRST_ELEMENT ignores the mask
    ascsim::capi::StoreAt<ascsim::capi::kFirstBySize<T>, 1>("asc_storealign_1st", dst_align32b, src, offset, all, loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_B8_32)>
__simd_callee__ inline void asc_storealign_1st_postupdate(__ubuf__ T*& dst_align32b, ascsim::capi::vreg<T> src,
                                                          int32_t offset,
                                                          ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    vector_bool all;
    ascsim::capi::StorePost<ascsim::capi::kFirstBySize<T>, 1>("asc_storealign_1st_postupdate", dst_align32b, src,
                                                              offset, all, loc);
}

// ---- two registers, interleaved (asc_storealign_intlv.md: "忽略mask", 2 VL) -----------------------
template <typename T, ASCSIM_CAPI_TYPES(T, int8_t, uint8_t, int16_t, uint16_t, int32_t, uint32_t, half, bfloat16_t)>
__simd_callee__ inline void asc_storealign_intlv(__ubuf__ T* dst_align32b, ascsim::capi::vreg<T> src0,
                                                 ascsim::capi::vreg<T> src1, int32_t offset = 0,
                                                 ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    constexpr AscendC::Reg::StoreDist dist = sizeof(T) == 1 ?
                                                 AscendC::Reg::StoreDist::DIST_INTLV_B8 :
                                                 (sizeof(T) == 2 ? AscendC::Reg::StoreDist::DIST_INTLV_B16 :
                                                                   AscendC::Reg::StoreDist::DIST_INTLV_B32);
    vector_bool all = AscendC::Reg::MaskReg::ForElements<T>([](uint32_t) { return true; });
    AscendC::Reg::detail::DoStoreDual<T, dist>(dst_align32b + offset, src0, src1, all, "asc_storealign_intlv", loc);
}
