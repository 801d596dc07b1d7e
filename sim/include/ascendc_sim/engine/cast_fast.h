// Fast paths of the fp16 / bf16 <-> fp32 conversions (the Memory-API Cast, the Reg Cast),
// bit-identical to ascsim::num::Cast (numerics/cast.h) for the pairs and round modes they take;
// everything else stays with numerics. Cast has no ulp freedom, so neither numerics mode
// (exact / adversarial) changes a result; poison only comes from unsupported (pair, mode)
// combinations, which CastFast declines. Saturation (CTRL) is the callers' step after the
// conversion, as on the numerics path. sim/tests/emulator/engine/test_cast_fast.cpp compares the two: every
// half / bf16 pattern, and dense and random float samples.
//
// Why they are the numerics results:
//   half -> float: exact either way; normal, inf and NaN re-encoded field by field (a NaN's quiet
//     bit set, as numerics' ConvertNaN does), subnormals scaled by the host (exact in float).
//   bf16 -> float: the 16 bits shifted up (exact); a NaN gets its quiet bit set (numerics'
//     ConvertNaN: sign and payload kept, quiet bit forced).
//   float -> half / bf16, RINT or NONE (NONE = RINT, bits.h): integer round-to-nearest-even on the
//     bit pattern, which is numerics' RoundToFormat for these formats: a carry out of the
//     mantissa moves into the exponent (and past the largest finite value to inf, as RINT
//     overflows), half subnormals are the significand shifted into place with the same rounding,
//     values at or below 2^-25 (the tie with the smallest subnormal included) give signed zero;
//     a NaN keeps sign and leading payload, quiet bit set.
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_sim/numerics/numerics.h"

namespace AscendC::detail::fast {

// Whole arrays (sim/src/kernel/engine/cast_fast.cpp); d and s do not overlap.
void HalfToFloat(float* d, const uint16_t* s, uint64_t n);
void Bf16ToFloat(float* d, const uint16_t* s, uint64_t n);
void FloatToHalfRint(uint16_t* d, const float* s, uint64_t n);
void FloatToBf16Rint(uint16_t* d, const float* s, uint64_t n);

// c ? a : b without a branch (the vectoriser takes no control flow in these loops).
inline uint32_t Sel(bool c, uint32_t a, uint32_t b) { return b ^ ((a ^ b) & (0u - static_cast<uint32_t>(c))); }

// One element of HalfToFloat: exact. Normal, inf and NaN: exponent rebiased, mantissa moved up
// (a NaN's quiet bit set); zero and subnormal: m * 2^-24, which float holds exactly.
inline uint32_t HalfBitsToFloat(uint32_t h)
{
    const uint32_t sign = (h & 0x8000u) << 16;
    const uint32_t e = (h >> 10) & 0x1Fu;
    const uint32_t m = h & 0x3FFu;
    const uint32_t normal = sign | ((e + 112u) << 23) | (m << 13);
    const uint32_t special = sign | 0x7F800000u | (m << 13) | Sel(m != 0, 0x00400000u, 0u);
    const float sub = static_cast<float>(m) * 0x1p-24f;
    uint32_t subBits;
    std::memcpy(&subBits, &sub, sizeof(subBits));
    return Sel(e == 0x1Fu, special, Sel(e == 0, sign | subBits, normal));
}

// One element of FloatToHalfRint / FloatToBf16Rint. Every case is computed and one selected, so the
// array loops vectorise; the shifts of the cases not taken are kept in range.
inline uint16_t FloatBitsToHalfRint(uint32_t x)
{
    const uint32_t sign = (x >> 16) & 0x8000u;
    const uint32_t a = x & 0x7FFFFFFFu;
    const uint32_t nan = sign | 0x7E00u | ((a >> 13) & 0x3FFu); // sign and leading payload, quiet
    const uint32_t inf = sign | 0x7C00u;                        // 65520 (the tie above 65504) and up
    const uint32_t r = a - 0x38000000u;                         // a normal half: rebias, round at bit 13
    const uint32_t normal = sign | ((r + 0xFFFu + ((r >> 13) & 1u)) >> 13);
    // A half subnormal (2^-25 < a < 2^-14): the significand in units of 2^-24, to nearest even; a
    // carry to 0x400 is the smallest normal's encoding. Below: zero (2^-25 itself ties to 0).
    const uint32_t e = a >> 23;
    const uint32_t shift = Sel(e - 102u <= 10u, 126u - e, 24u); // 14 .. 24
    const uint32_t m = (a & 0x7FFFFFu) | 0x800000u;
    const uint32_t sub = sign | ((m + (1u << (shift - 1u)) - 1u + ((m >> shift) & 1u)) >> shift);
    uint32_t res = Sel(a > 0x33000000u, sub, sign);
    res = Sel(a >= 0x38800000u, normal, res);
    res = Sel(a >= 0x477FF000u, inf, res);
    return static_cast<uint16_t>(Sel(a > 0x7F800000u, nan, res));
}

inline uint16_t FloatBitsToBf16Rint(uint32_t x)
{
    if ((x & 0x7FFFFFFFu) > 0x7F800000u) { // NaN
        return static_cast<uint16_t>((x >> 16) | 0x0040u);
    }
    return static_cast<uint16_t>((x + 0x7FFFu + ((x >> 16) & 1u)) >> 16);
}

// d[i] = num::Cast<D, S>(s[i], rm) for i < n when (D, S, rm) has a fast path, and true; false
// (nothing written) otherwise. D and S are the sim's element types. Overlapping d and s decline:
// an element-by-element loop over them has its own order of reads and writes.
template <class D, class S>
inline bool CastFast(D* d, const S* s, uint64_t n, AscendC::RoundMode rm)
{
    using ascsim::num::kIsOneOf;
    const auto db = reinterpret_cast<uintptr_t>(d), sb = reinterpret_cast<uintptr_t>(s);
    if (db < sb + n * sizeof(S) && sb < db + n * sizeof(D)) {
        return false;
    }
    const bool rint = rm == AscendC::RoundMode::CAST_RINT || rm == AscendC::RoundMode::CAST_NONE;
    if constexpr (std::is_same_v<D, float> && kIsOneOf<S, half, bfloat16_t>) {
        if (rm != AscendC::RoundMode::CAST_NONE) { // the only mode num::Cast takes for widening
            return false;
        }
        const auto* src = reinterpret_cast<const uint16_t*>(s);
        if constexpr (std::is_same_v<S, half>) {
            HalfToFloat(d, src, n);
        } else {
            Bf16ToFloat(d, src, n);
        }
        return true;
    } else if constexpr (std::is_same_v<S, float> && kIsOneOf<D, half, bfloat16_t>) {
        // float -> bfloat16_t has no NONE (numerics/cast.h): that is poison, numerics' business.
        if (!rint || (std::is_same_v<D, bfloat16_t> && rm == AscendC::RoundMode::CAST_NONE)) {
            return false;
        }
        auto* dst = reinterpret_cast<uint16_t*>(d);
        if constexpr (std::is_same_v<D, half>) {
            FloatToHalfRint(dst, s, n);
        } else {
            FloatToBf16Rint(dst, s, n);
        }
        return true;
    } else {
        return false;
    }
}

} // namespace AscendC::detail::fast
