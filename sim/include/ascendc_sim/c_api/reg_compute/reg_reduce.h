// The C API's reductions inside one register (docs/zh/api/SIMD-API/C-API/reg/reduce_compute/:
// asc_reduce_sum.md, asc_reduce_max.md, asc_reduce_min.md, asc_reduce_sum_datablock.md,
// asc_reduce_max_datablock.md, asc_reduce_min_datablock.md, asc_pair_reduce_sum.md; SDK
// include/c_api/reg_compute/reg_vector.h):
//   asc_reduce_sum / max / min(dst, src, mask)   lane 0: the sum / extreme of the selected elements
//                                                (max / min: lane 1 its index), the other lanes 0
//   asc_reduce_*_datablock(dst, src, mask)       the same per 32-byte DataBlock, block j in lane j
//   asc_pair_reduce_sum(dst, src, mask)          lane i = src[2i] + src[2i + 1], the upper half 0
// int16_t / uint16_t sums land in int32_t / uint32_t registers. The engines of the C++ Reg API's
// Reduce / ReduceDataBlock / PairReduceElem (engine/reg_reduce.h): tree sums rounded per addition,
// unselected elements left out, NaN and index rules, cycles.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/c_api/reg_compute/reg_types.h"
#include "ascendc_sim/engine/reg_reduce.h"

namespace ascsim::capi {

// The sum's register type: b16 integers sum into their 32-bit types.
template <typename T>
using SumOf = std::conditional_t<std::is_same_v<T, int16_t>, int32_t,
                                 std::conditional_t<std::is_same_v<T, uint16_t>, uint32_t, T>>;

} // namespace ascsim::capi

#define ASCSIM_CAPI_REDUCE_TYPES int16_t, uint16_t, int32_t, uint32_t, half, float

template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_REDUCE_TYPES)>
__simd_callee__ inline void asc_reduce_sum(ascsim::capi::vreg<ascsim::capi::SumOf<T>>& dst, ascsim::capi::vreg<T> src,
                                           vector_bool mask, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::ReduceRegs<AscendC::ReduceType::SUM>(dst, src, mask, loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_REDUCE_TYPES)>
__simd_callee__ inline void asc_reduce_max(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src, vector_bool mask,
                                           ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::ReduceRegs<AscendC::ReduceType::MAX>(dst, src, mask, loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_REDUCE_TYPES)>
__simd_callee__ inline void asc_reduce_min(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src, vector_bool mask,
                                           ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::ReduceRegs<AscendC::ReduceType::MIN>(dst, src, mask, loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_REDUCE_TYPES)>
__simd_callee__ inline void asc_reduce_sum_datablock(ascsim::capi::vreg<ascsim::capi::SumOf<T>>& dst,
                                                     ascsim::capi::vreg<T> src, vector_bool mask,
                                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::ReduceBlocks<AscendC::ReduceType::SUM>(dst, src, mask, loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_REDUCE_TYPES)>
__simd_callee__ inline void asc_reduce_max_datablock(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src,
                                                     vector_bool mask,
                                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::ReduceBlocks<AscendC::ReduceType::MAX>(dst, src, mask, loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_REDUCE_TYPES)>
__simd_callee__ inline void asc_reduce_min_datablock(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src,
                                                     vector_bool mask,
                                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::ReduceBlocks<AscendC::ReduceType::MIN>(dst, src, mask, loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, half, float)>
__simd_callee__ inline void asc_pair_reduce_sum(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src, vector_bool mask,
                                                ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::PairReduceRegs<AscendC::Reg::PairReduce::SUM>(dst, src, mask, loc);
}
#undef ASCSIM_CAPI_REDUCE_TYPES
