// The compiler's scalar bit and conversion builtins: bisheng provides them to kernel code without an
// #include, and the SDK's 3510 branches implement the documented scalar APIs with nothing else
// (impl/c_api/instr_impl/npu_arch_3510/scalar_compute_impl/asc_*_impl.h: asc_clz is clz, asc_popc bcnt1,
// asc_zero_bits_cnt bcnt0, asc_ffs sff1, asc_ffz sff0, asc_sflbits sflbits, asc_set_nthbit sbitset1,
// asc_clear_nthbit sbitset0, asc_float2int32_rn / rna / rd / ru conv_f322s32r / a / f / c;
// impl/basic_api/kernel_scalar.h the same for CountLeadingZero, GetBitCount, GetSFFValue). No page documents
// the builtins themselves; official 950 kernels call them directly (a scalar clz in SIMD code), so each one
// here has the semantics of the page of the API the SDK builds on it (docs/zh/api/SIMD-API/C-API/
// scalar_compute/asc_clz.md, asc_popc.md, asc_zero_bits_cnt.md, asc_ffs.md, asc_ffz.md, asc_sflbits.md,
// asc_set_nthbit.md, asc_clear_nthbit.md, asc_float2int32.md):
//   clz(0) is 64; sff0 / sff1 are -1 when there is no such bit (bit positions from 0 at the LSB);
//   sflbits counts the bits after the sign bit equal to it, -1 for 0 and -1; sbitset0 / sbitset1 take an
//   index outside [0, 63] as (idx % 64 + 64) % 64; the conversions saturate to int32_t and take NaN to 0
//   (numerics/cast.h, as the vector conversions of the same pair).
#pragma once

#include <cstdint>

#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/numerics/cast.h"
#include "ascendc_sim/types/enums.h"

__aicore__ inline int64_t bcnt1(uint64_t value) { return __builtin_popcountll(value); }
__aicore__ inline int64_t bcnt0(uint64_t value) { return 64 - __builtin_popcountll(value); }
__aicore__ inline int64_t clz(uint64_t value) { return value == 0 ? 64 : __builtin_clzll(value); }
__aicore__ inline int64_t sff1(uint64_t value) { return value == 0 ? -1 : __builtin_ctzll(value); }
__aicore__ inline int64_t sff0(uint64_t value) { return ~value == 0 ? -1 : __builtin_ctzll(~value); }
__aicore__ inline int64_t sflbits(int64_t value)
{
    const uint64_t bits = static_cast<uint64_t>(value);
    const uint64_t same = (bits >> 63) != 0 ? ~bits : bits; // the sign bit becomes 0
    if (same == 0) {
        return -1; // 0 or -1: every bit equals the sign
    }
    return __builtin_clzll(same) - 1; // the leading zeros after the sign bit
}
__aicore__ inline uint64_t sbitset1(uint64_t bits, int64_t idx)
{
    return bits | (uint64_t{1} << ((idx % 64 + 64) % 64));
}
__aicore__ inline uint64_t sbitset0(uint64_t bits, int64_t idx)
{
    return bits & ~(uint64_t{1} << ((idx % 64 + 64) % 64));
}

__aicore__ inline int32_t conv_f322s32r(float value)
{
    return ascsim::num::Cast<int32_t>(value, AscendC::RoundMode::CAST_RINT);
}
__aicore__ inline int32_t conv_f322s32a(float value)
{
    return ascsim::num::Cast<int32_t>(value, AscendC::RoundMode::CAST_ROUND);
}
__aicore__ inline int32_t conv_f322s32f(float value)
{
    return ascsim::num::Cast<int32_t>(value, AscendC::RoundMode::CAST_FLOOR);
}
__aicore__ inline int32_t conv_f322s32c(float value)
{
    return ascsim::num::Cast<int32_t>(value, AscendC::RoundMode::CAST_CEIL);
}
