// The C API's multi-dimensional GM -> UB move, SDK include/c_api/vector_datamove/vector_datamove.h
// (docs/zh/api/SIMD-API/C-API/vector_datamove/asc_ndim_copy_gm2ub.md, asc_set_ndim_loop_stride.md,
// asc_set_ndim_pad_count.md, asc_set_ndim_pad_value.md; struct/asc_ndim_pad_count_config.md), on the C++
// NDDMA DataCopy's engine (engine/nddma_engine.h, detail::NdDmaRun; basic_api/data_movement/data_copy_nd.h): five
// dimensions, 0 innermost; dimension i holds loopi_lp_count padding elements, loopi_size data elements and
// loopi_rp_count padding elements, loopi_dst_stride elements apart, data element k read at k * loopi_src_stride; a
// position that is padding in any dimension takes pad_value (padding_mode true) or the nearest source
// element (false). Its checks: the ranges of 表1 / 表2, destination positions that coincide (约束说明).
//   asc_set_ndim_loop<i>_stride(dst_stride, src_stride), asc_set_ndim_pad_count(config) (dimensions 1..4),
//   asc_set_ndim_pad_value(value): PIPE_S writes of the core's NDDMA registers, 0 at launch ("默认值：0").
// Docs-silent choices: padding_mode true with a padding position and no asc_set_ndim_pad_value in the launch,
// or a pad value written with another element size ("数据类型需要与...保持一致"), is a memcheck finding; the
// C pages name no NDDMA cache refresh (the C++ page's NdDmaDci), so none is required.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>

#include "ascendc_sim/c_api/utils.h"
#include "ascendc_sim/c_api/vector_datamove.h"
#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/engine/nddma_engine.h"
#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/numerics/bfloat16.h"
#include "ascendc_sim/numerics/half.h"
#include "ascendc_sim/types/ub_operand.h"

namespace AscendC::detail {

inline void CApiNdimStride(int dim, uint64_t dst_stride, uint64_t src_stride, const char* api, ascsim::kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    XcoreScalarCall(api, loc);
    if (SanitizerEnabled() && (dst_stride >= (uint64_t{1} << 20) || src_stride >= (uint64_t{1} << 40))) {
        // rule memcheck.c-ndim-stride-range: an asc_set_ndim_loop<i>_stride outside [0, 2^20 - 1] (dst) / [0, 2^40 - 1]
        //     (src)
        //   doc: api/SIMD-API/C-API/vector_datamove/asc_set_ndim_loop_stride.md (参数说明)
        Fail(Check::kMemcheck, api,
             "dst_stride " + std::to_string(dst_stride) + " / src_stride " + std::to_string(src_stride) +
                 " outside [0, 2^20 - 1] / [0, 2^40 - 1] elements",
             loc);
    }
    VecSpr& reg = CurrentVecSpr();
    reg.ndimDstStride[dim] = dst_stride;
    reg.ndimSrcStride[dim] = src_stride;
}

template <typename T>
inline void CApiNdimCopy(T* dst, T* src, const uint32_t (&size)[5], uint8_t lp0, uint8_t rp0, bool constantPad,
                         uint8_t l2, ascsim::kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    const char* api = "asc_ndim_copy_gm2ub";
    const uint8_t cache = CApiCacheMode(l2, true, api, loc);
    const VecSpr& reg = CurrentVecSpr();
    MultiCopyLoopInfo<5> li;
    uint32_t lp[5] = {lp0};
    uint32_t rp[5] = {rp0};
    bool padded = lp0 != 0 || rp0 != 0;
    for (int d = 0; d < 5; ++d) {
        li.loopSrcStride[d] = reg.ndimSrcStride[d];
        li.loopDstStride[d] = static_cast<uint32_t>(reg.ndimDstStride[d]);
        li.loopSize[d] = size[d];
        if (d > 0) {
            lp[d] = static_cast<uint8_t>(reg.ndimPadCount >> (16 * (d - 1)));
            rp[d] = static_cast<uint8_t>(reg.ndimPadCount >> (16 * (d - 1) + 8));
            padded = padded || lp[d] != 0 || rp[d] != 0;
        }
    }
    T value{};
    if (constantPad && padded) {
        if (SanitizerEnabled() && (!reg.ndimPadSet || reg.ndimPadBytes != sizeof(T))) {
            // rule memcheck.c-ndim-pad-value: asc_ndim_copy_gm2ub pads with the constant (padding_mode true) but no
            //     asc_set_ndim_pad_value of the launch set it, or set it with another element size
            //   doc: api/SIMD-API/C-API/vector_datamove/asc_set_ndim_pad_value.md (参数说明)
            //   choice: the pages give no value at launch: padding with an unset value is reported
            Fail(Check::kMemcheck, api,
                 reg.ndimPadSet ? "the pad value was set with " + std::to_string(reg.ndimPadBytes) +
                                      "-byte elements, the copy moves " + std::to_string(sizeof(T)) +
                                      "-byte ones (asc_set_ndim_pad_value.md: the types must agree)" :
                                  std::string("padding_mode true with no asc_set_ndim_pad_value in this launch"),
                 loc);
        }
        std::memcpy(static_cast<void*>(&value), &reg.ndimPadBits, sizeof(T));
    }
    NdDmaRun<T, 5>(UbOperand<T>::FromUbPointer(dst), src, nullptr, 0, cache, li, lp, rp, value, !constantPad, false,
                   api, loc);
}

} // namespace AscendC::detail

#define ASCSIM_CAPI_NDIM_STRIDE(i)                                                                                \
    __aicore__ inline void asc_set_ndim_loop##i##_stride(uint64_t dst_stride, uint64_t src_stride,                \
                                                         ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here()) \
    {                                                                                                             \
        AscendC::detail::CApiNdimStride(i, dst_stride, src_stride, "asc_set_ndim_loop" #i "_stride", loc);        \
    }
ASCSIM_CAPI_NDIM_STRIDE(0)
ASCSIM_CAPI_NDIM_STRIDE(1)
ASCSIM_CAPI_NDIM_STRIDE(2)
ASCSIM_CAPI_NDIM_STRIDE(3)
ASCSIM_CAPI_NDIM_STRIDE(4)
#undef ASCSIM_CAPI_NDIM_STRIDE

__aicore__ inline void asc_set_ndim_pad_count(asc_ndim_pad_count_config& config,
                                              ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::kern::XcoreScalarCall("asc_set_ndim_pad_count", loc);
    ascsim::kern::CurrentVecSpr().ndimPadCount = config.config;
}

#define ASCSIM_CAPI_NDIM(T)                                                                                          \
    __aicore__ inline void asc_set_ndim_pad_value(T pad_value,                                                       \
                                                  ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())           \
    {                                                                                                                \
        ascsim::kern::XcoreScalarCall("asc_set_ndim_pad_value", loc);                                                \
        ascsim::kern::VecSpr& reg = ascsim::kern::CurrentVecSpr();                                                   \
        reg.ndimPadBits = 0;                                                                                         \
        std::memcpy(&reg.ndimPadBits, &pad_value, sizeof(T));                                                        \
        reg.ndimPadBytes = sizeof(T);                                                                                \
        reg.ndimPadSet = true;                                                                                       \
    }                                                                                                                \
    __aicore__ inline void asc_ndim_copy_gm2ub(                                                                      \
        __ubuf__ T* dst, __gm__ T* src, uint32_t loop0_size, uint32_t loop1_size, uint32_t loop2_size,               \
        uint32_t loop3_size, uint32_t loop4_size, uint8_t loop0_lp_count, uint8_t loop0_rp_count, bool padding_mode, \
        asc_load_l2_cache_mode l2_cache_mode, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())               \
    {                                                                                                                \
        AscendC::detail::CApiNdimCopy<T>(dst, src, {loop0_size, loop1_size, loop2_size, loop3_size, loop4_size},     \
                                         loop0_lp_count, loop0_rp_count, padding_mode,                               \
                                         static_cast<uint8_t>(l2_cache_mode), loc);                                  \
    }                                                                                                                \
    __aicore__ inline void asc_ndim_copy_gm2ub(                                                                      \
        __ubuf__ T* dst, __gm__ T* src, uint32_t loop0_size, uint32_t loop1_size, uint32_t loop2_size,               \
        uint32_t loop3_size, uint32_t loop4_size, uint8_t loop0_lp_count, uint8_t loop0_rp_count, bool padding_mode, \
        uint8_t cache_mode, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                                 \
    {                                                                                                                \
        AscendC::detail::CApiNdimCopy<T>(dst, src, {loop0_size, loop1_size, loop2_size, loop3_size, loop4_size},     \
                                         loop0_lp_count, loop0_rp_count, padding_mode, cache_mode, loc);             \
    }
ASCSIM_CAPI_NDIM(int8_t)
ASCSIM_CAPI_NDIM(uint8_t)
ASCSIM_CAPI_NDIM(int16_t)
ASCSIM_CAPI_NDIM(uint16_t)
ASCSIM_CAPI_NDIM(half)
ASCSIM_CAPI_NDIM(bfloat16_t)
ASCSIM_CAPI_NDIM(int32_t)
ASCSIM_CAPI_NDIM(uint32_t)
ASCSIM_CAPI_NDIM(float)
#undef ASCSIM_CAPI_NDIM
