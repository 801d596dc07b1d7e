// The C API's scalar bit operations, SDK include/c_api/scalar_compute/scalar_compute.h
// (docs/zh/api/SIMD-API/C-API/scalar_compute/: asc_popc.md, asc_zero_bits_cnt.md, asc_clz.md, asc_ffs.md,
// asc_ffz.md, asc_sflbits.md, asc_set_nthbit.md, asc_clear_nthbit.md). PIPE_S register arithmetic,
// exact; bit positions count from 0 at the least significant bit (asc_ffz.md: 33 -> 1).
//   asc_ffs / asc_ffz: -1 when there is no such bit; asc_clz(0) is 64.
//   asc_sflbits: the bits after the sign bit equal to it; -1 for 0 and -1 (asc_sflbits.md).
//   asc_set_nthbit / asc_clear_nthbit: idx outside [0, 63] is taken as (idx % 64 + 64) % 64.
//   asc_store_dev(addr, value) (asc_store_dev.md, "不经过DCache向GM地址上写数据"): WriteGmByPassDCache's
//       write (basic_api/memory/gm_bypass.h): a release other cores acquire by reading the word.
//   asc_float2int32_rn / _rna / _rd / _ru (asc_float2int32.md, PIPE_S): RINT, ROUND, FLOOR, CEIL; the page
//       states no limits, so out-of-range values follow the conversion rules of numerics/cast.h (saturate;
//       NaN -> 0, as the Reg conversions of the same pair).
// Not yet: the scalar GM atomics.
#pragma once

#include <cstdint>

#include <cstring>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/lang/scalar_builtins.h"
#include "ascendc_sim/numerics/cast.h"

// Each is the compiler builtin the SDK's 3510 branch uses (lang/scalar_builtins.h has their semantics).
__aicore__ inline int64_t asc_popc(uint64_t value) { return bcnt1(value); }
__aicore__ inline int64_t asc_zero_bits_cnt(uint64_t value) { return bcnt0(value); }
__aicore__ inline int64_t asc_clz(uint64_t value_in) { return clz(value_in); }
__aicore__ inline int64_t asc_ffs(uint64_t value) { return sff1(value); }
__aicore__ inline int64_t asc_ffz(uint64_t value) { return sff0(value); }
__aicore__ inline int64_t asc_sflbits(int64_t value) { return sflbits(value); }
__aicore__ inline uint64_t asc_set_nthbit(uint64_t bits, int64_t idx) { return sbitset1(bits, idx); }
__aicore__ inline uint64_t asc_clear_nthbit(uint64_t bits, int64_t idx) { return sbitset0(bits, idx); }

// asc_float2int32.md (函数原型): the four rounding modes of a scalar float -> int32_t.
__aicore__ inline int32_t asc_float2int32_rn(float value) { return conv_f322s32r(value); }
__aicore__ inline int32_t asc_float2int32_rna(float value) { return conv_f322s32a(value); }
__aicore__ inline int32_t asc_float2int32_rd(float value) { return conv_f322s32f(value); }
__aicore__ inline int32_t asc_float2int32_ru(float value) { return conv_f322s32c(value); }

namespace ascsim::capi {
// WriteGmByPassDCache's write (basic_api/memory/gm_bypass.h), under asc_store_dev's name.
template <typename T>
inline void StoreDev(__gm__ T* addr, T value, kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    const uint64_t seq = Issue(Pipe::S, loc);
    {
        XcoreSyncScope sync;
        AccessGm(Pipe::S, seq, addr, sizeof(T), true, nullptr, 0, "asc_store_dev", loc);
    }
    XcoreLock lock;
    std::memcpy(addr, &value, sizeof(T));
    XcoreRelease(lock, addr, sizeof(T), static_cast<int>(Pipe::S));
}
} // namespace ascsim::capi

#define ASCSIM_CAPI_STORE_DEV(T)                                                                  \
    __aicore__ inline void asc_store_dev(__gm__ T* addr, T value,                                 \
                                         ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here()) \
    {                                                                                             \
        ascsim::capi::StoreDev(addr, value, loc);                                                 \
    }
ASCSIM_CAPI_STORE_DEV(int8_t)
ASCSIM_CAPI_STORE_DEV(uint8_t)
ASCSIM_CAPI_STORE_DEV(int16_t)
ASCSIM_CAPI_STORE_DEV(uint16_t)
ASCSIM_CAPI_STORE_DEV(int32_t)
ASCSIM_CAPI_STORE_DEV(uint32_t)
ASCSIM_CAPI_STORE_DEV(int64_t)
ASCSIM_CAPI_STORE_DEV(uint64_t)
#undef ASCSIM_CAPI_STORE_DEV
