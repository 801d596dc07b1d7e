// The C API's index-driven moves (docs/zh/api/SIMD-API/C-API/reg/reg_load/asc_gather.md,
// asc_gather_datablock.md, reg_store/asc_scatter.md; SDK include/c_api/reg_compute/reg_load.h,
// reg_store.h):
//   asc_gather(dst, src, index, mask)       lane i = src[index_i] from UB for the selected lanes, 0 for
//                                           the others (约束说明: "dst中对应的元素将被置零"); a b8 source
//                                           zero-extends into b16 lanes
//   asc_gather(dst, src, index)             lane i = src[index_i % lanes], between registers
//   asc_gather_datablock(dst, src, index[, mask])  DataBlock j = the 32 bytes at src + index_j bytes;
//                                           with a mask an unselected block keeps dst's bytes
//   asc_scatter(dst, src, index, mask)      dst[index_i] = src_i for the selected lanes
// The engines of the C++ Reg API's Gather / GatherB / Scatter (engine/reg_gather_scatter.h): the
// alignment, UB-range, index and repeated-index memcheck findings, VF accesses, cycles.
// Not modelled here: the deprecated asc_scatter(src&, dst, ...) parameter order.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/c_api/reg_compute/reg_types.h"
#include "ascendc_sim/engine/reg_gather_scatter.h"

namespace ascsim::capi {

// The index element type of a gather / scatter from UB: uint16_t for b8 / b16 data, uint32_t for b32.
template <typename D>
using UbIndexOf = std::conditional_t<sizeof(D) == 4, uint32_t, uint16_t>;
// The register a b8 source gathers into: its b16 twin of the same signedness.
template <typename S>
using GatherDstOf = std::conditional_t<std::is_same_v<S, int8_t>, int16_t,
                                       std::conditional_t<std::is_same_v<S, uint8_t>, uint16_t, S>>;

} // namespace ascsim::capi

template <typename S,
          ASCSIM_CAPI_TYPES(S, int8_t, uint8_t, int16_t, uint16_t, int32_t, uint32_t, half, float, bfloat16_t)>
__simd_callee__ inline void asc_gather(ascsim::capi::vreg<ascsim::capi::GatherDstOf<S>>& dst, __ubuf__ S* src,
                                       ascsim::capi::vreg<ascsim::capi::UbIndexOf<ascsim::capi::GatherDstOf<S>>> index,
                                       vector_bool mask, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    using D = ascsim::capi::GatherDstOf<S>;
    using I = ascsim::capi::vreg<ascsim::capi::UbIndexOf<D>>;
    AscendC::Reg::detail::GatherUb<AscendC::Reg::DefaultType, S, AscendC::Reg::DefaultType, ascsim::capi::vreg<D>, I,
                                   true>(dst, src, index, mask, loc);
}
// b16 data with b32 indices (the SDK's second set): the first 64 lanes.
template <typename S, ASCSIM_CAPI_TYPES(S, int16_t, uint16_t, half, bfloat16_t)>
__simd_callee__ inline void asc_gather(ascsim::capi::vreg<S>& dst, __ubuf__ S* src, vector_uint32_t index,
                                       vector_bool mask, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::GatherUb<AscendC::Reg::DefaultType, S, AscendC::Reg::DefaultType, ascsim::capi::vreg<S>,
                                   vector_uint32_t, true>(dst, src, index, mask, loc);
}

template <typename T, ASCSIM_CAPI_TYPES(T, int8_t, uint8_t, int16_t, uint16_t, int32_t, uint32_t, half, bfloat16_t)>
__simd_callee__ inline void asc_gather(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src,
                                       ascsim::capi::vreg<typename AscendC::Reg::detail::UIntOf<sizeof(T)>::type> index,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::GatherRegs<AscendC::Reg::DefaultType, AscendC::Reg::DefaultType>(dst, src, index, loc);
}

template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_B8_64)>
__simd_callee__ inline void asc_gather_datablock(ascsim::capi::vreg<T>& dst, __ubuf__ T* src, vector_uint32_t index,
                                                 vector_bool mask,
                                                 ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::GatherBlocks<T>(dst, src, index, mask, loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_B8_64)>
__simd_callee__ inline void asc_gather_datablock(ascsim::capi::vreg<T>& dst, __ubuf__ T* src, vector_uint32_t index,
                                                 ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    vector_bool all = AscendC::Reg::MaskReg::ForElements<uint32_t>([](uint32_t) { return true; });
    AscendC::Reg::detail::GatherBlocks<T>(dst, src, index, all, loc);
}

template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_B8_32)>
__simd_callee__ inline void asc_scatter(__ubuf__ T* dst, ascsim::capi::vreg<T> src,
                                        ascsim::capi::vreg<ascsim::capi::UbIndexOf<T>> index, vector_bool mask,
                                        ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::ScatterUb<T>(dst, src, index, mask, loc);
}
