// The C API's DataBlock-strided aligned moves ("repeat stride模式": SDK include/c_api/reg_compute/reg_load.h
// and reg_store.h; the pages asc_loadalign.md / asc_storealign.md do not list these prototypes, the SDK does,
// and its 3510 implementation issues the same vsldb / vsstb instruction as the C++ Reg API's
// LoadAlign / StoreAlign<T, DATA_BLOCK_COPY> (非连续对齐搬入（LoadAlign）.md / 非连续对齐搬出（StoreAlign）.md)):
//   asc_loadalign(dst, src, block_stride, repeat_stride, mask): DataBlock j (32 bytes) of dst from
//     src + repeat_stride * 32 B + j * block_stride * 32 B (the C++ API's POST_MODE_NORMAL);
//   asc_loadalign_postupdate(dst, src&, block_stride, repeat_stride, mask): from src, then
//     src += repeat_stride * 32 B (POST_MODE_UPDATE);
//   asc_storealign(dst, src, block_stride, repeat_stride, mask) / _postupdate(dst&, ...): the same for stores.
// The engine is the C++ API's (engine/reg_load_store_dual.h, DoLoadBlocks / DoStoreBlocks): the blocks the
// mask selects none of are not read, the store writes only the selected elements, UB range and 32-byte
// alignment memcheck, VF accesses and timing. b8 / b16 / b32 types, as the engine supports (the SDK's
// 64-bit load overloads are not modelled).
#pragma once

#include <cstdint>

#include "ascendc_sim/c_api/reg_compute/reg_types.h"
#include "ascendc_sim/engine/reg_load_store_dual.h"

namespace ascsim::capi {
template <typename T>
inline T* BlockRepeat(T* p, uint16_t repeatStride)
{
    return reinterpret_cast<T*>(reinterpret_cast<uintptr_t>(p) + uint64_t(repeatStride) * 32);
}
} // namespace ascsim::capi

template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_B8_32)>
__simd_callee__ inline void asc_loadalign(ascsim::capi::vreg<T>& dst, __ubuf__ T* src, uint16_t block_stride,
                                          uint16_t repeat_stride, vector_bool mask,
                                          ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::DoLoadBlocks<T>(dst, ascsim::capi::BlockRepeat(src, repeat_stride), block_stride, mask,
                                          "asc_loadalign", loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_B8_32)>
__simd_callee__ inline void asc_loadalign_postupdate(ascsim::capi::vreg<T>& dst, __ubuf__ T*& src,
                                                     uint16_t block_stride, uint16_t repeat_stride, vector_bool mask,
                                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::DoLoadBlocks<T>(dst, src, block_stride, mask, "asc_loadalign_postupdate", loc);
    src = ascsim::capi::BlockRepeat(src, repeat_stride);
}
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_B8_32)>
__simd_callee__ inline void asc_storealign(__ubuf__ T* dst_align32b, ascsim::capi::vreg<T> src, uint16_t block_stride,
                                           uint16_t repeat_stride, vector_bool mask,
                                           ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::DoStoreBlocks<T>(ascsim::capi::BlockRepeat(dst_align32b, repeat_stride), src, block_stride,
                                           mask, "asc_storealign", loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_B8_32)>
__simd_callee__ inline void asc_storealign_postupdate(__ubuf__ T*& dst_align32b, ascsim::capi::vreg<T> src,
                                                      uint16_t block_stride, uint16_t repeat_stride, vector_bool mask,
                                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::DoStoreBlocks<T>(dst_align32b, src, block_stride, mask, "asc_storealign_postupdate", loc);
    dst_align32b = ascsim::capi::BlockRepeat(dst_align32b, repeat_stride);
}
