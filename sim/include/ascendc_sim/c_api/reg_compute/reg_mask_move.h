// The C API's mask register moves to and from UB (docs/zh/api/SIMD-API/C-API/reg/reg_load/
// asc_loadalign.md, asc_loadalign_postupdate.md, asc_loadalign_upsample.md, asc_loadalign_downsample.md,
// reg_store/asc_storealign.md, asc_storealign_postupdate.md, asc_storealign_pack.md; the vector_bool
// forms of SDK include/c_api/reg_compute/reg_load.h, reg_store.h):
//   asc_loadalign(dst, src[, offset])            32 bytes, bit j <- bit j                (MaskDist DIST_NORM)
//   asc_loadalign_upsample(dst, src[, offset])   16 bytes, bit j <- bit j / 2            (DIST_US)
//   asc_loadalign_downsample(dst, src[, offset]) 64 bytes, bit j <- bit 2j               (DIST_DS)
//   asc_storealign(dst, src[, offset])           32 bytes                                 (DIST_NORM)
//   asc_storealign_pack(dst, src[, offset])      16 bytes, the even bits                  (DIST_PACK)
//   _postupdate(dst / src&, ..., offset)         then the pointer moves by offset
// Offsets count bytes ("当搬运掩码寄存器时，ubuf中地址偏移单位为字节", reg_data_types/
// data_type_definition.md) and must keep the mode's alignment. The engine is the C++ Reg API's
// (engine/reg_mask_move.h). The SDK header also declares asc_loadalign_postupdate(dst, src&) without an
// offset, which its page and the official select example do not use: not modelled.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/c_api/reg_compute/reg_types.h"
#include "ascendc_sim/engine/reg_mask_move.h"

namespace ascsim::capi {

template <typename T>
inline T* ByteOffset(T* p, int64_t bytes)
{
    return reinterpret_cast<T*>(reinterpret_cast<uintptr_t>(p) + static_cast<uintptr_t>(bytes));
}

template <AscendC::Reg::MaskDist dist>
inline void MaskLoad(const char* api, AscendC::Reg::MaskReg& dst, uint32_t* src, int64_t offset, kern::SrcLoc loc)
{
    AscendC::Reg::detail::DoLoadMask<uint32_t, dist>(dst, ByteOffset(src, offset), api, loc);
}
template <AscendC::Reg::MaskDist dist>
inline void MaskLoadPost(const char* api, AscendC::Reg::MaskReg& dst, uint32_t*& src, int32_t offset, kern::SrcLoc loc)
{
    AscendC::Reg::detail::CheckMaskOffset(offset, AscendC::Reg::detail::MaskLoadAlign(dist), api, loc);
    AscendC::Reg::detail::DoLoadMask<uint32_t, dist>(dst, src, api, loc);
    src = ByteOffset(src, offset);
}
template <AscendC::Reg::MaskDist dist, typename T>
inline void MaskStore(const char* api, T* dst, AscendC::Reg::MaskReg& src, int64_t offset, kern::SrcLoc loc)
{
    AscendC::Reg::detail::DoStoreMask<T, dist>(ByteOffset(dst, offset), src, api, loc);
}
template <AscendC::Reg::MaskDist dist, typename T>
inline void MaskStorePost(const char* api, T*& dst, AscendC::Reg::MaskReg& src, int32_t offset, kern::SrcLoc loc)
{
    AscendC::Reg::detail::CheckMaskOffset(offset, dist == AscendC::Reg::MaskDist::DIST_PACK ? 16 : 32, api, loc);
    AscendC::Reg::detail::DoStoreMask<T, dist>(dst, src, api, loc);
    dst = ByteOffset(dst, offset);
}

} // namespace ascsim::capi

#define ASCSIM_CAPI_MASK_LOAD(name, DIST)                                                                     \
    __simd_callee__ inline void name(vector_bool& dst, __ubuf__ uint32_t* src,                                \
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                 \
    {                                                                                                         \
        ascsim::capi::MaskLoad<AscendC::Reg::MaskDist::DIST>(#name, dst, src, 0, loc);                        \
    }                                                                                                         \
    __simd_callee__ inline void name(vector_bool& dst, __ubuf__ uint32_t* src, int32_t offset,                \
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                 \
    {                                                                                                         \
        ascsim::capi::MaskLoad<AscendC::Reg::MaskDist::DIST>(#name, dst, src, offset, loc);                   \
    }                                                                                                         \
    __simd_callee__ inline void name##_postupdate(vector_bool& dst, __ubuf__ uint32_t*& src, int32_t offset,  \
                                                  ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())    \
    {                                                                                                         \
        ascsim::capi::MaskLoadPost<AscendC::Reg::MaskDist::DIST>(#name "_postupdate", dst, src, offset, loc); \
    }
ASCSIM_CAPI_MASK_LOAD(asc_loadalign, DIST_NORM)
ASCSIM_CAPI_MASK_LOAD(asc_loadalign_upsample, DIST_US)
ASCSIM_CAPI_MASK_LOAD(asc_loadalign_downsample, DIST_DS)
#undef ASCSIM_CAPI_MASK_LOAD

#define ASCSIM_CAPI_MASK_STORE(name, DIST)                                                                     \
    template <typename T, ASCSIM_CAPI_TYPES(T, uint8_t, uint16_t, uint32_t)>                                   \
    __simd_callee__ inline void name(__ubuf__ T* dst, vector_bool src,                                         \
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                  \
    {                                                                                                          \
        ascsim::capi::MaskStore<AscendC::Reg::MaskDist::DIST>(#name, dst, src, 0, loc);                        \
    }                                                                                                          \
    template <typename T, ASCSIM_CAPI_TYPES(T, uint8_t, uint16_t, uint32_t)>                                   \
    __simd_callee__ inline void name(__ubuf__ T* dst, vector_bool src, int32_t offset,                         \
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                  \
    {                                                                                                          \
        ascsim::capi::MaskStore<AscendC::Reg::MaskDist::DIST>(#name, dst, src, offset, loc);                   \
    }                                                                                                          \
    template <typename T, ASCSIM_CAPI_TYPES(T, uint8_t, uint16_t, uint32_t)>                                   \
    __simd_callee__ inline void name##_postupdate(__ubuf__ T*& dst, vector_bool src, int32_t offset,           \
                                                  ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())     \
    {                                                                                                          \
        ascsim::capi::MaskStorePost<AscendC::Reg::MaskDist::DIST>(#name "_postupdate", dst, src, offset, loc); \
    }
ASCSIM_CAPI_MASK_STORE(asc_storealign, DIST_NORM)
ASCSIM_CAPI_MASK_STORE(asc_storealign_pack, DIST_PACK)
#undef ASCSIM_CAPI_MASK_STORE
