// The C API's vector data movement, SDK include/c_api/vector_datamove/vector_datamove.h, in its Ascend 950
// forms (docs/zh/api/SIMD-API/C-API/vector_datamove/: asc_copy_gm2ub_align/asc_copy_gm2ub_align_arch_3510.md,
// asc_copy_ub2gm_align/asc_copy_ub2gm_align_arch_3510.md, asc_copy_gm2ub/asc_copy_gm2ub_arch_3510.md,
// asc_copy_ub2gm/asc_copy_ub2gm_arch_3510.md, asc_copy_ub2ub.md, asc_set_copy_pad_val.md).
// They run on the engines the C++ DataCopy / DataCopyPad use, with the same checks (engine/
// gm_ub_copy_engine.h, engine/ub_copy_engine.h): UB operands inside the UB and 32-byte aligned, GM rows
// inside live device memory, synccheck between the pipes, racecheck between cores.
//   size forms (前n个数据搬运): one row of `size` bytes, a multiple of 32.
//   high-dimension forms: n_burst rows ([1, 4095]) of len_burst bytes ([1, 2097151]); the strides are
//       head to head in bytes (GM <-> UB) or gaps in DataBlocks (asc_copy_ub2ub). A UB-side stride other
//       than len_burst must be 32-byte aligned; a UB-side stride equal to len_burst packs the rows back to
//       back (the sim's reading: only then may a row end inside a DataBlock).
//   _align GM -> UB: left_padding_num / right_padding_num elements (at most 32 bytes each) around each
//       row, the row filled up to a DataBlock; the padding is asc_set_copy_pad_val's value when
//       enable_constant_pad, else the row's first element. With the value never set in the launch the
//       padding is unknown (left unwritten: initcheck reports a read).
//   _sync forms ("同步计算包含同步等待"): the copy, then every pipe is ordered after it.
//   l2_cache_mode: NOTALLOC_* modes bypass the timing model's L2 (engine DmaGm cacheMode 0); a raw value
//       (the deprecated uint8_t forms) outside the enumeration is a memcheck finding.
//   asc_ndim_copy_gm2ub and its registers: vector_ndim_copy.h.
//   loop registers (vector_loop_mode.h): with a path's loop size above 1, each copy of it runs the loops.
// Element types: those the sim has (int8_t, uint8_t, int16_t, uint16_t, half, bfloat16_t, int32_t,
// uint32_t, float); the fp8 / hifloat8 forms are not emulated.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>

#include "ascendc_sim/c_api/utils.h"
#include "ascendc_sim/c_api/vector_loop_mode.h"
#include "ascendc_sim/core/core.h"
#include "ascendc_sim/engine/gm_ub_copy_engine.h"
#include "ascendc_sim/engine/ops/data_move.h"
#include "ascendc_sim/engine/ub_copy_engine.h"
#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/numerics/bfloat16.h"
#include "ascendc_sim/numerics/half.h"
#include "ascendc_sim/types/ub_operand.h"

namespace AscendC::detail {

using ascsim::kern::SrcLoc;

inline void CApiUbStride(uint64_t stride, uint64_t len, const char* field, const char* api, SrcLoc loc)
{
    if (ascsim::kern::SanitizerEnabled() && stride != len && stride % kDataBlockBytes != 0) {
        // rule memcheck.c-copy-stride-32b: a C API copy's UB-side stride that differs from len_burst and is not a
        //     multiple of 32 bytes
        //   doc: api/SIMD-API/C-API/vector_datamove/asc_copy_gm2ub_align/asc_copy_gm2ub_align_arch_3510.md (约束说明)
        //   doc: api/SIMD-API/C-API/vector_datamove/asc_copy_ub2gm_align/asc_copy_ub2gm_align_arch_3510.md (约束说明)
        //   doc: api/SIMD-API/C-API/vector_datamove/asc_copy_gm2ub/asc_copy_gm2ub_arch_3510.md (约束说明)
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api,
                           std::string(field) + " " + std::to_string(stride) + " differs from len_burst " +
                               std::to_string(len) + " and is not a multiple of 32 bytes",
                           loc);
    }
}

inline void CApiRows(uint64_t n, uint64_t len, const char* api, SrcLoc loc)
{
    RequireInRange(static_cast<int64_t>(n), 1, 4095, "n_burst", api, loc);
    RequireInRange(static_cast<int64_t>(len), 1, 2097151, "len_burst", api, loc);
}

// The timing model's cacheMode (DmaGm: 0 no L2 allocation, 1 normal) of a raw l2_cache_mode value.
inline uint8_t CApiCacheMode(uint8_t mode, bool load, const char* api, SrcLoc loc)
{
    const bool known = mode <= 2 || mode == 4 || (load && (mode == 5 || mode == 6));
    if (!known && ascsim::kern::SanitizerEnabled()) {
        // rule memcheck.c-l2-cache-mode: an l2_cache_mode value outside asc_load_l2_cache_mode /
        //     asc_store_l2_cache_mode
        //   doc: api/SIMD-API/C-API/enum/asc_load_l2_cache_mode.md (枚举值详解)
        //   doc: api/SIMD-API/C-API/enum/asc_store_l2_cache_mode.md (枚举值详解)
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api,
                           "l2_cache_mode " + std::to_string(mode) + " is not a value of " +
                               (load ? "asc_load_l2_cache_mode" : "asc_store_l2_cache_mode"),
                           loc);
    }
    return mode >= 4 ? 0 : 1;
}

template <typename T>
inline void CApiGm2UbAlign(T* dst, T* src, uint16_t n_burst, uint32_t len_burst, uint8_t left, uint8_t right,
                           bool constant, uint8_t l2, uint64_t src_stride, uint32_t dst_stride, SrcLoc loc)
{
    const char* api = "asc_copy_gm2ub_align";
    const uint8_t cache = CApiCacheMode(l2, true, api, loc);
    CApiRows(n_burst, len_burst, api, loc);
    CApiUbStride(dst_stride, len_burst, "dst_stride", api, loc);
    if (ascsim::kern::SanitizerEnabled() && (left * sizeof(T) > 32 || right * sizeof(T) > 32)) {
        // rule memcheck.c-copy-padding-32b: asc_copy_gm2ub_align left_padding_num or right_padding_num of more than
        //     32 bytes
        //   doc: api/SIMD-API/C-API/vector_datamove/asc_copy_gm2ub_align/asc_copy_gm2ub_align_arch_3510.md (约束说明)
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api,
                           "left_padding_num / right_padding_num may not exceed 32 bytes each (" +
                               std::to_string(left) + " / " + std::to_string(right) + " elements of " +
                               std::to_string(sizeof(T)) + " bytes)",
                           loc);
    }
    const ascsim::kern::VecSpr& reg = ascsim::kern::CurrentVecSpr();
    RawPad pad;
    pad.elemBytes = sizeof(T);
    pad.left = left;
    pad.right = right;
    pad.compact = n_burst > 1 && dst_stride == len_burst;
    pad.fill = constant ? static_cast<const void*>(&reg.movPadBits) : nullptr; // the low sizeof(T) bytes
    pad.fillKnown = !constant || reg.movPadSet;
    const uint64_t ubPitch = n_burst > 1 ? dst_stride : 0;
    CApiLoops(kCApiGmToUb, [&](uint64_t gm, uint64_t ub) {
        RawCopyGmToUb(reinterpret_cast<uint8_t*>(dst) + ub, reinterpret_cast<const uint8_t*>(src) + gm,
                      RawRows{n_burst, len_burst, src_stride, ubPitch}, pad, cache, api, loc);
    });
}

template <typename T>
inline void CApiUb2GmAlign(T* dst, T* src, uint16_t n_burst, uint32_t len_burst, uint8_t l2, uint64_t dst_stride,
                           uint32_t src_stride, SrcLoc loc)
{
    const char* api = "asc_copy_ub2gm_align";
    const uint8_t cache = CApiCacheMode(l2, false, api, loc);
    CApiRows(n_burst, len_burst, api, loc);
    CApiUbStride(src_stride, len_burst, "src_stride", api, loc);
    CApiLoops(kCApiUbToGm, [&](uint64_t gm, uint64_t ub) {
        RawCopyUbToGm(reinterpret_cast<uint8_t*>(dst) + gm, reinterpret_cast<const uint8_t*>(src) + ub,
                      RawRows{n_burst, len_burst, dst_stride, n_burst > 1 ? src_stride : 0}, cache, api, loc);
    });
}

inline void CApiGm2Ub(void* dst, const void* src, uint32_t size, const char* api, SrcLoc loc)
{
    RequireBlockMultiple(size, api, loc);
    CApiLoops(kCApiGmToUb, [&](uint64_t gm, uint64_t ub) {
        RawCopyGmToUb(static_cast<uint8_t*>(dst) + ub, static_cast<const uint8_t*>(src) + gm, RawRows{1, size, 0, 0},
                      RawPad{}, 1, api, loc);
    });
}

inline void CApiUb2Gm(void* dst, const void* src, uint32_t size, const char* api, SrcLoc loc)
{
    RequireBlockMultiple(size, api, loc);
    CApiLoops(kCApiUbToGm, [&](uint64_t gm, uint64_t ub) {
        RawCopyUbToGm(static_cast<uint8_t*>(dst) + gm, static_cast<const uint8_t*>(src) + ub, RawRows{1, size, 0, 0}, 1,
                      api, loc);
    });
}

} // namespace AscendC::detail

// ---- asc_copy_gm2ub_align / asc_copy_ub2gm_align, one set per element type ------------------------
#define ASCSIM_C_API_ALIGN_COPIES(T)                                                                                  \
    __aicore__ inline void asc_copy_gm2ub_align(__ubuf__ T* dst, __gm__ T* src, uint32_t size,                        \
                                                ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())              \
    {                                                                                                                 \
        AscendC::detail::CApiGm2Ub(dst, src, size, "asc_copy_gm2ub_align", loc);                                      \
    }                                                                                                                 \
    __aicore__ inline void asc_copy_gm2ub_align_sync(__ubuf__ T* dst, __gm__ T* src, uint32_t size,                   \
                                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())         \
    {                                                                                                                 \
        AscendC::detail::CApiGm2Ub(dst, src, size, "asc_copy_gm2ub_align_sync", loc);                                 \
        AscendC::detail::RawWaitForPipe(ascsim::kern::Pipe::MTE2);                                                    \
    }                                                                                                                 \
    __aicore__ inline void asc_copy_gm2ub_align(                                                                      \
        __ubuf__ T* dst, __gm__ T* src, uint16_t n_burst, uint32_t len_burst, uint8_t left_padding_num,               \
        uint8_t right_padding_num, bool enable_constant_pad, asc_load_l2_cache_mode l2_cache_mode,                    \
        uint64_t src_stride, uint32_t dst_stride, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())            \
    {                                                                                                                 \
        AscendC::detail::CApiGm2UbAlign<T>(dst, src, n_burst, len_burst, left_padding_num, right_padding_num,         \
                                           enable_constant_pad, static_cast<uint8_t>(l2_cache_mode), src_stride,      \
                                           dst_stride, loc);                                                          \
    }                                                                                                                 \
    __aicore__ inline void asc_copy_gm2ub_align(                                                                      \
        __ubuf__ T* dst, __gm__ T* src, uint16_t n_burst, uint32_t len_burst, uint8_t left_padding_num,               \
        uint8_t right_padding_num, bool enable_constant_pad, uint8_t l2_cache_mode, uint64_t src_stride,              \
        uint32_t dst_stride, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                                 \
    {                                                                                                                 \
        AscendC::detail::CApiGm2UbAlign<T>(dst, src, n_burst, len_burst, left_padding_num, right_padding_num,         \
                                           enable_constant_pad, l2_cache_mode, src_stride, dst_stride, loc);          \
    }                                                                                                                 \
    __aicore__ inline void asc_copy_ub2gm_align(__gm__ T* dst, __ubuf__ T* src, uint32_t size,                        \
                                                ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())              \
    {                                                                                                                 \
        AscendC::detail::CApiUb2Gm(dst, src, size, "asc_copy_ub2gm_align", loc);                                      \
    }                                                                                                                 \
    __aicore__ inline void asc_copy_ub2gm_align_sync(__gm__ T* dst, __ubuf__ T* src, uint32_t size,                   \
                                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())         \
    {                                                                                                                 \
        AscendC::detail::CApiUb2Gm(dst, src, size, "asc_copy_ub2gm_align_sync", loc);                                 \
        AscendC::detail::RawWaitForPipe(ascsim::kern::Pipe::MTE3);                                                    \
    }                                                                                                                 \
    __aicore__ inline void asc_copy_ub2gm_align(                                                                      \
        __gm__ T* dst, __ubuf__ T* src, uint16_t n_burst, uint32_t len_burst, asc_store_l2_cache_mode l2_cache_mode,  \
        uint64_t dst_stride, uint32_t src_stride, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())            \
    {                                                                                                                 \
        AscendC::detail::CApiUb2GmAlign<T>(dst, src, n_burst, len_burst, static_cast<uint8_t>(l2_cache_mode),         \
                                           dst_stride, src_stride, loc);                                              \
    }                                                                                                                 \
    __aicore__ inline void asc_copy_ub2gm_align(__gm__ T* dst, __ubuf__ T* src, uint16_t n_burst, uint32_t len_burst, \
                                                uint8_t l2_cache_mode, uint64_t dst_stride, uint32_t src_stride,      \
                                                ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())              \
    {                                                                                                                 \
        AscendC::detail::CApiUb2GmAlign<T>(dst, src, n_burst, len_burst, l2_cache_mode, dst_stride, src_stride, loc); \
    }

ASCSIM_C_API_ALIGN_COPIES(int8_t)
ASCSIM_C_API_ALIGN_COPIES(uint8_t)
ASCSIM_C_API_ALIGN_COPIES(int16_t)
ASCSIM_C_API_ALIGN_COPIES(uint16_t)
ASCSIM_C_API_ALIGN_COPIES(half)
ASCSIM_C_API_ALIGN_COPIES(bfloat16_t)
ASCSIM_C_API_ALIGN_COPIES(int32_t)
ASCSIM_C_API_ALIGN_COPIES(uint32_t)
ASCSIM_C_API_ALIGN_COPIES(float)
#undef ASCSIM_C_API_ALIGN_COPIES

// ---- asc_set_copy_pad_val: the padding register (the C++ SetPadValue's), for asc_copy_gm2ub_align ------
#define ASCSIM_C_API_PAD_VAL(T)                                    \
    __aicore__ inline void asc_set_copy_pad_val(T pad_value)       \
    {                                                              \
        ascsim::kern::VecSpr& reg = ascsim::kern::CurrentVecSpr(); \
        reg.movPadBits = 0;                                        \
        std::memcpy(&reg.movPadBits, &pad_value, sizeof(T));       \
        reg.movPadBytes = sizeof(T);                               \
        reg.movPadSet = true;                                      \
    }
ASCSIM_C_API_PAD_VAL(int8_t)
ASCSIM_C_API_PAD_VAL(uint8_t)
ASCSIM_C_API_PAD_VAL(int16_t)
ASCSIM_C_API_PAD_VAL(uint16_t)
ASCSIM_C_API_PAD_VAL(half)
ASCSIM_C_API_PAD_VAL(bfloat16_t)
ASCSIM_C_API_PAD_VAL(int32_t)
ASCSIM_C_API_PAD_VAL(uint32_t)
ASCSIM_C_API_PAD_VAL(float)
#undef ASCSIM_C_API_PAD_VAL

// ---- asc_copy_gm2ub / asc_copy_ub2gm (untyped) ----------------------------------------------------------
__aicore__ inline void asc_copy_gm2ub(__ubuf__ void* dst, __gm__ void* src, uint32_t size,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::detail::CApiGm2Ub(dst, src, size, "asc_copy_gm2ub", loc);
}
__aicore__ inline void asc_copy_gm2ub_sync(__ubuf__ void* dst, __gm__ void* src, uint32_t size,
                                           ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::detail::CApiGm2Ub(dst, src, size, "asc_copy_gm2ub_sync", loc);
    AscendC::detail::RawWaitForPipe(ascsim::kern::Pipe::MTE2);
}
__aicore__ inline void asc_copy_gm2ub(__ubuf__ void* dst, __gm__ void* src, uint16_t n_burst, uint16_t len_burst,
                                      uint16_t src_stride, uint16_t dst_stride,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    using namespace AscendC::detail;
    CApiRows(n_burst, len_burst, "asc_copy_gm2ub", loc);
    CApiUbStride(dst_stride, len_burst, "dst_stride", "asc_copy_gm2ub", loc);
    RawPad pad;
    pad.compact = n_burst > 1 && dst_stride == len_burst;
    CApiLoops(kCApiGmToUb, [&](uint64_t gm, uint64_t ub) {
        RawCopyGmToUb(static_cast<uint8_t*>(dst) + ub, static_cast<const uint8_t*>(src) + gm,
                      RawRows{n_burst, len_burst, src_stride, n_burst > 1 ? dst_stride : 0u}, pad, 1, "asc_copy_gm2ub",
                      loc);
    });
}
__aicore__ inline void asc_copy_ub2gm(__gm__ void* dst, __ubuf__ void* src, uint32_t size,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::detail::CApiUb2Gm(dst, src, size, "asc_copy_ub2gm", loc);
}
__aicore__ inline void asc_copy_ub2gm_sync(__gm__ void* dst, __ubuf__ void* src, uint32_t size,
                                           ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::detail::CApiUb2Gm(dst, src, size, "asc_copy_ub2gm_sync", loc);
    AscendC::detail::RawWaitForPipe(ascsim::kern::Pipe::MTE3);
}
__aicore__ inline void asc_copy_ub2gm(__gm__ void* dst, __ubuf__ void* src, uint16_t n_burst, uint16_t len_burst,
                                      uint16_t dst_stride, uint16_t src_stride,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    using namespace AscendC::detail;
    CApiRows(n_burst, len_burst, "asc_copy_ub2gm", loc);
    CApiUbStride(src_stride, len_burst, "src_stride", "asc_copy_ub2gm", loc);
    CApiLoops(kCApiUbToGm, [&](uint64_t gm, uint64_t ub) {
        RawCopyUbToGm(static_cast<uint8_t*>(dst) + gm, static_cast<const uint8_t*>(src) + ub,
                      RawRows{n_burst, len_burst, dst_stride, n_burst > 1 ? src_stride : 0u}, 1, "asc_copy_ub2gm", loc);
    });
}

// ---- asc_copy_ub2ub (PIPE_V): the C++ UB -> UB DataCopy's engine ----------------------------------------
__aicore__ inline void asc_copy_ub2ub(__ubuf__ void* dst, __ubuf__ void* src, uint16_t n_burst, uint16_t len_burst,
                                      uint16_t src_gap, uint16_t dst_gap,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    using namespace AscendC::detail;
    RequireInRange(n_burst, 1, 4095, "n_burst", ascsim::ops::AscCopyUbToUb::kName, loc);
    RequireInRange(len_burst, 1, 65535, "len_burst", ascsim::ops::AscCopyUbToUb::kName, loc);
    CopyUbToUb(AscendC::UbOperand<uint8_t>::FromUbPointer(static_cast<uint8_t*>(dst)),
               AscendC::UbOperand<uint8_t>::FromUbPointer(static_cast<uint8_t*>(src)),
               UbCopyBlocks{n_burst, len_burst, src_gap, dst_gap}, ascsim::ops::AscCopyUbToUb::kName, loc);
}
__aicore__ inline void asc_copy_ub2ub(__ubuf__ void* dst, __ubuf__ void* src, uint32_t size,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    using namespace AscendC::detail;
    RequireBlockMultiple(size, ascsim::ops::AscCopyUbToUb::kName, loc);
    RequireInRange(size / kDataBlockBytes, 1, 65535, "size / 32", ascsim::ops::AscCopyUbToUb::kName, loc);
    CopyUbToUb(AscendC::UbOperand<uint8_t>::FromUbPointer(static_cast<uint8_t*>(dst)),
               AscendC::UbOperand<uint8_t>::FromUbPointer(static_cast<uint8_t*>(src)),
               UbCopyBlocks{1, static_cast<uint16_t>(size / kDataBlockBytes), 0, 0}, ascsim::ops::AscCopyUbToUb::kName,
               loc);
}
__aicore__ inline void asc_copy_ub2ub_sync(__ubuf__ void* dst, __ubuf__ void* src, uint32_t size,
                                           ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    asc_copy_ub2ub(dst, src, size, loc);
    AscendC::detail::RawWaitForPipe(ascsim::kern::Pipe::V);
}

// asc_ndim_copy_gm2ub uses this file's helpers (CApiCacheMode).
#include "ascendc_sim/c_api/vector_ndim_copy.h"
