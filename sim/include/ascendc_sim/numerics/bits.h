// Exact, integer-only rounding between binary floating-point formats and integers.
//
// Everything here works on (sign, integer significand, power-of-two exponent) triples, so no
// host floating-point operation (and no host FTZ/DAZ or rounding-mode state) is involved, and the
// conversions are usable in constant expressions.
//
// Rounding rules follow docs/zh/api/SIMD-API/基础API/数据结构/precision_conversion.md, table 1
// ("精度舍入模式"): RINT = nearest/ties-to-even, ROUND = nearest/ties-away, FLOOR, CEIL, TRUNC,
// ODD = inexact results get an odd last bit. NONE means RINT when precision is lost (same doc).
// Overflow past the largest finite value follows IEEE 754 directed-rounding semantics: RINT and
// ROUND give inf, TRUNC gives MAX, FLOOR/CEIL give MAX on the side they round toward zero; ODD
// (truncate, then force the last bit) gives MAX. Subnormal results are produced exactly (gradual
// underflow); flushing is an instruction property applied by the callers.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include "ascendc_sim/numerics/modes.h"

namespace ascsim::num::detail {

template <class To, class From>
constexpr To BitCast(const From& from) noexcept
{
    static_assert(sizeof(To) == sizeof(From), "BitCast needs equal sizes");
    static_assert(std::is_trivially_copyable_v<To> && std::is_trivially_copyable_v<From>);
    return __builtin_bit_cast(To, from);
}

constexpr int HighestBit(uint64_t v) noexcept { return 63 - __builtin_clzll(v); } // v != 0

// An IEEE-754-style binary format: 1 sign bit, kExp exponent bits, kMan stored mantissa bits.
template <int kExpBits, int kManBits, class StorageT>
struct BinaryFormat {
    using Storage = StorageT;
    static constexpr int kExp = kExpBits;
    static constexpr int kMan = kManBits;
    static constexpr int kBias = (1 << (kExpBits - 1)) - 1;
    static constexpr int kEmin = 1 - kBias; // exponent of the smallest normal
    static constexpr int kEmax = kBias;     // exponent of the largest finite
    static constexpr Storage kSignMask = Storage(Storage(1) << (kExpBits + kManBits));
    static constexpr Storage kExpMask = Storage(((Storage(1) << kExpBits) - 1) << kManBits);
    static constexpr Storage kManMask = Storage((Storage(1) << kManBits) - 1);
    static constexpr Storage kInf = kExpMask;
    static constexpr Storage kMaxFinite = Storage(kExpMask - 1);
    static constexpr Storage kMinNormal = Storage(Storage(1) << kManBits);
    static constexpr Storage kQuietBit = Storage(Storage(1) << (kManBits - 1));
    // NaN produced by arithmetic: all-ones mantissa. The 950 Div doc's Subnormal example shows a
    // generated float NaN as 0x7FFFFFFF (docs/zh/api/SIMD-API/基础API/Reg矢量计算/基础算术/Div.md,
    // table 8); the same pattern is used for half/bfloat16_t.
    static constexpr Storage kCanonicalNaN = Storage(kExpMask | kManMask);
};
using Fp16Format = BinaryFormat<5, 10, uint16_t>;
using Bf16Format = BinaryFormat<8, 7, uint16_t>;
using Fp32Format = BinaryFormat<8, 23, uint32_t>;
using Fp64Format = BinaryFormat<11, 52, uint64_t>;

enum class FpClass : uint8_t { kZero, kFinite, kInf, kNaN };

// |value| = sig * 2^exp2, plus "sticky": nonzero bits exist below sig's last bit.
struct Decomposed {
    bool neg = false;
    FpClass cls = FpClass::kZero;
    uint64_t sig = 0;
    int exp2 = 0;
    bool sticky = false;
};

template <class F>
constexpr Decomposed DecomposeBits(typename F::Storage b) noexcept
{
    Decomposed d;
    d.neg = (b & F::kSignMask) != 0;
    const uint64_t e = (b & F::kExpMask) >> F::kMan;
    const uint64_t m = b & F::kManMask;
    if (e == (F::kExpMask >> F::kMan)) {
        d.cls = m != 0 ? FpClass::kNaN : FpClass::kInf;
        d.sig = m;
    } else if (e == 0) {
        d.cls = m != 0 ? FpClass::kFinite : FpClass::kZero;
        d.sig = m;
        d.exp2 = F::kEmin - F::kMan;
    } else {
        d.cls = FpClass::kFinite;
        d.sig = m | (uint64_t(1) << F::kMan);
        d.exp2 = int(e) - F::kBias - F::kMan;
    }
    return d;
}

// Exact decomposition of a host long double (64-bit significand on x86; on targets with a wider
// long double the bits below 64 become the sticky flag, which keeps every rounding exact).
inline Decomposed DecomposeLongDouble(long double v) noexcept
{
    Decomposed d;
    d.neg = std::signbit(v);
    if (std::isnan(v)) {
        d.cls = FpClass::kNaN;
        return d;
    }
    if (std::isinf(v)) {
        d.cls = FpClass::kInf;
        return d;
    }
    if (v == 0)
        return d;
    int e = 0;
    const long double m = std::frexp(std::fabs(v), &e); // [0.5, 1)
    const long double s = std::ldexp(m, 64);            // [2^63, 2^64)
    const long double fl = std::floor(s);
    d.cls = FpClass::kFinite;
    d.sig = static_cast<uint64_t>(fl);
    d.sticky = s != fl;
    d.exp2 = e - 64;
    return d;
}

// Whether a magnitude whose last kept bit is lsb_odd, first dropped bit guard and any further
// dropped nonzero bits rest, is incremented under rm.
constexpr bool RoundsUp(bool neg, bool lsb_odd, bool guard, bool rest, AscendC::RoundMode rm) noexcept
{
    using AscendC::RoundMode;
    const bool inexact = guard || rest;
    switch (rm) {
        case RoundMode::CAST_ROUND:
            return guard;
        case RoundMode::CAST_FLOOR:
            return neg && inexact;
        case RoundMode::CAST_CEIL:
            return !neg && inexact;
        case RoundMode::CAST_TRUNC:
        case RoundMode::CAST_ZERO:
            return false;
        case RoundMode::CAST_ODD:
            return inexact && !lsb_odd;
        default:
            return guard && (rest || lsb_odd); // NONE, RINT, EVEN
    }
}

// Drops `shift` (> 0) low bits of sig; returns the kept part and the guard/rest flags.
struct Dropped {
    uint64_t kept;
    bool guard;
    bool rest;
};
constexpr Dropped DropBits(uint64_t sig, int shift, bool sticky) noexcept
{
    if (shift > 64)
        return {0, false, sig != 0 || sticky};
    if (shift == 64)
        return {0, (sig >> 63) != 0, (sig << 1) != 0 || sticky};
    const uint64_t rest_mask = (uint64_t(1) << (shift - 1)) - 1;
    return {sig >> shift, ((sig >> (shift - 1)) & 1) != 0, (sig & rest_mask) != 0 || sticky};
}

// Rounds (-1)^neg * (sig * 2^exp2 + sticky) into format F.
template <class F>
constexpr typename F::Storage RoundToFormat(bool neg, uint64_t sig, int exp2, bool sticky,
                                            AscendC::RoundMode rm) noexcept
{
    using S = typename F::Storage;
    using AscendC::RoundMode;
    const S sign = neg ? F::kSignMask : S(0);
    if (sig == 0) { // zero, or (sticky only) a nonzero value far below the smallest subnormal
        if (!sticky)
            return sign;
        sig = 1;
        exp2 = F::kEmin - F::kMan - 200;
        sticky = false;
    }
    const int e_val = exp2 + HighestBit(sig); // value in [2^e_val, 2^(e_val+1))
    const int e_tgt = e_val < F::kEmin ? F::kEmin : e_val;
    int quantum = e_tgt - F::kMan; // exponent of the result's last bit
    const int shift = quantum - exp2;
    uint64_t n = 0;
    if (shift <= 0) {
        n = sig << (-shift); // fits: HighestBit(n) <= kMan
        if (sticky && RoundsUp(neg, (n & 1) != 0, false, true, rm))
            ++n;
    } else {
        const Dropped dr = DropBits(sig, shift, sticky);
        n = dr.kept;
        if (RoundsUp(neg, (n & 1) != 0, dr.guard, dr.rest, rm))
            ++n;
    }
    if (n >> (F::kMan + 1)) { // carried into the next binade
        n >>= 1;
        ++quantum;
    }
    if (n == 0)
        return sign;
    if (n < (uint64_t(1) << F::kMan))
        return S(sign | S(n)); // subnormal
    const int e_res = quantum + F::kMan;
    if (e_res > F::kEmax) {
        bool to_inf = true;
        switch (rm) {
            case RoundMode::CAST_TRUNC:
            case RoundMode::CAST_ZERO:
            case RoundMode::CAST_ODD:
                to_inf = false;
                break;
            case RoundMode::CAST_FLOOR:
                to_inf = neg;
                break;
            case RoundMode::CAST_CEIL:
                to_inf = !neg;
                break;
            default:
                break;
        }
        return S(sign | (to_inf ? F::kInf : F::kMaxFinite));
    }
    return S(sign | S(uint64_t(e_res + F::kBias) << F::kMan) | S(n & F::kManMask));
}

// NaN of format From re-encoded in format To: sign and leading payload kept, quiet bit forced so
// the result stays a NaN whatever the payload.
template <class To, class From>
constexpr typename To::Storage ConvertNaN(typename From::Storage b) noexcept
{
    using S = typename To::Storage;
    uint64_t payload = b & From::kManMask;
    if constexpr (From::kMan > To::kMan) {
        payload >>= (From::kMan - To::kMan);
    } else {
        payload <<= (To::kMan - From::kMan);
    }
    const S sign = (b & From::kSignMask) ? To::kSignMask : S(0);
    return S(sign | To::kInf | To::kQuietBit | S(payload & To::kManMask));
}

template <class To>
constexpr typename To::Storage EncodeDecomposed(const Decomposed& d, AscendC::RoundMode rm) noexcept
{
    using S = typename To::Storage;
    const S sign = d.neg ? To::kSignMask : S(0);
    switch (d.cls) {
        case FpClass::kZero:
            return sign;
        case FpClass::kInf:
            return S(sign | To::kInf);
        case FpClass::kNaN:
            return S(sign | To::kCanonicalNaN);
        default:
            return RoundToFormat<To>(d.neg, d.sig, d.exp2, d.sticky, rm);
    }
}

template <class To, class From>
constexpr typename To::Storage ConvertFormat(typename From::Storage b, AscendC::RoundMode rm) noexcept
{
    const Decomposed d = DecomposeBits<From>(b);
    if (d.cls == FpClass::kNaN)
        return ConvertNaN<To, From>(b);
    return EncodeDecomposed<To>(d, rm);
}

template <class To, class I>
constexpr typename To::Storage FromInteger(I v, AscendC::RoundMode rm) noexcept
{
    static_assert(std::is_integral_v<I>);
    const bool neg = v < 0;
    uint64_t mag = static_cast<uint64_t>(v);
    if (neg)
        mag = uint64_t(0) - mag;
    return RoundToFormat<To>(neg, mag, 0, false, rm);
}

// Rounds |value| of a finite Decomposed to an integer magnitude. `overflow` means >= 2^64.
struct IntMagnitude {
    uint64_t mag;
    bool overflow;
};
constexpr IntMagnitude RoundToIntegerMagnitude(const Decomposed& d, AscendC::RoundMode rm) noexcept
{
    if (d.cls == FpClass::kZero || (d.sig == 0 && !d.sticky))
        return {0, false};
    if (d.exp2 >= 0) {
        if (HighestBit(d.sig) + d.exp2 >= 64)
            return {0, true};
        uint64_t n = d.sig << d.exp2;
        if (d.sticky && RoundsUp(d.neg, (n & 1) != 0, false, true, rm)) {
            if (n == ~uint64_t(0))
                return {0, true};
            ++n;
        }
        return {n, false};
    }
    const Dropped dr = DropBits(d.sig, -d.exp2, d.sticky);
    uint64_t n = dr.kept;
    if (RoundsUp(d.neg, (n & 1) != 0, dr.guard, dr.rest, rm)) {
        if (n == ~uint64_t(0))
            return {0, true};
        ++n;
    }
    return {n, false};
}

// Saturates a signed magnitude into integer type I.
template <class I>
constexpr I SaturateToInt(bool neg, IntMagnitude m) noexcept
{
    static_assert(std::is_integral_v<I>);
    using U = std::make_unsigned_t<I>;
    constexpr uint64_t kMax = uint64_t(std::numeric_limits<I>::max());
    if constexpr (std::is_signed_v<I>) {
        constexpr uint64_t kNegMax = kMax + 1; // |min|
        if (neg) {
            if (m.overflow || m.mag >= kNegMax)
                return std::numeric_limits<I>::min();
            return static_cast<I>(U(0) - static_cast<U>(m.mag));
        }
    } else if (neg) {
        return I(0); // callers decide what a negative value means for an unsigned destination
    }
    if (m.overflow || m.mag > kMax)
        return std::numeric_limits<I>::max();
    return static_cast<I>(m.mag);
}

} // namespace ascsim::num::detail
