// The C API's scalar bit operations, SDK include/c_api/scalar_compute/scalar_compute.h
// (docs/zh/api/SIMD-API/C-API/scalar_compute/: asc_popc.md, asc_zero_bits_cnt.md, asc_clz.md, asc_ffs.md,
// asc_ffz.md, asc_sflbits.md, asc_set_nthbit.md, asc_clear_nthbit.md). PIPE_S register arithmetic,
// exact; bit positions count from 0 at the least significant bit (asc_ffz.md: 33 -> 1).
//   asc_ffs / asc_ffz: -1 when there is no such bit; asc_clz(0) is 64.
//   asc_sflbits: the bits after the sign bit equal to it; -1 for 0 and -1 (asc_sflbits.md).
//   asc_set_nthbit / asc_clear_nthbit: idx outside [0, 63] is taken as (idx % 64 + 64) % 64.
// Not yet: asc_float2int32_*, asc_store_dev and the scalar GM atomics.
#pragma once

#include <cstdint>

#include "ascendc_sim/lang/keywords.h"

__aicore__ inline int64_t asc_popc(uint64_t value) { return __builtin_popcountll(value); }
__aicore__ inline int64_t asc_zero_bits_cnt(uint64_t value) { return 64 - __builtin_popcountll(value); }
__aicore__ inline int64_t asc_clz(uint64_t value_in) { return value_in == 0 ? 64 : __builtin_clzll(value_in); }
__aicore__ inline int64_t asc_ffs(uint64_t value) { return value == 0 ? -1 : __builtin_ctzll(value); }
__aicore__ inline int64_t asc_ffz(uint64_t value) { return ~value == 0 ? -1 : __builtin_ctzll(~value); }
__aicore__ inline int64_t asc_sflbits(int64_t value)
{
    const uint64_t bits = static_cast<uint64_t>(value);
    const uint64_t same = (bits >> 63) != 0 ? ~bits : bits; // the sign bit becomes 0
    if (same == 0) {
        return -1; // 0 or -1: every bit equals the sign
    }
    return __builtin_clzll(same) - 1; // the leading zeros after the sign bit
}
__aicore__ inline uint64_t asc_set_nthbit(uint64_t bits, int64_t idx)
{
    return bits | (uint64_t{1} << ((idx % 64 + 64) % 64));
}
__aicore__ inline uint64_t asc_clear_nthbit(uint64_t bits, int64_t idx)
{
    return bits & ~(uint64_t{1} << ((idx % 64 + 64) % 64));
}
