// Independent references for the numerics tests. Nothing here uses the layer's own rounding code:
// values of the 16-bit formats are decoded with ldexp, and rounding into half / bfloat16_t is done
// by searching a sorted table of every finite value and comparing against exact double midpoints.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

#include "ascendc_sim/numerics/numerics.h"

namespace reftest {

using AscendC::RoundMode;

inline uint32_t F2U(float f)
{
    uint32_t u;
    std::memcpy(&u, &f, 4);
    return u;
}
inline float U2F(uint32_t u)
{
    float f;
    std::memcpy(&f, &u, 4);
    return f;
}

// Decodes a 1/e/m format value to double with ldexp (exact for half and bfloat16_t).
inline double Decode16(uint16_t b, int exp_bits, int man_bits)
{
    const int bias = (1 << (exp_bits - 1)) - 1;
    const bool neg = (b >> 15) & 1;
    const int e = (b >> man_bits) & ((1 << exp_bits) - 1);
    const int m = b & ((1 << man_bits) - 1);
    double v;
    if (e == (1 << exp_bits) - 1) {
        v = m ? std::numeric_limits<double>::quiet_NaN() : std::numeric_limits<double>::infinity();
    } else if (e == 0) {
        v = std::ldexp(double(m), 1 - bias - man_bits);
    } else {
        v = std::ldexp(double(m + (1 << man_bits)), e - bias - man_bits);
    }
    return neg ? -v : v;
}
inline double HalfToDouble(uint16_t b) { return Decode16(b, 5, 10); }
inline double Bf16ToDouble(uint16_t b) { return Decode16(b, 8, 7); }

// A 16-bit format described by its positive finite values in increasing order (index = bits).
struct Table16 {
    int exp_bits, man_bits;
    std::vector<double> pos; // pos[i] = value of bits i, i in [0, max_finite]
    double overflow_value;   // 2^(emax+1): where "inf" sits for rounding purposes
    uint16_t inf_bits, max_bits;
};

inline const Table16& HalfTable()
{
    static const Table16 t = [] {
        Table16 r{5, 10, {}, 65536.0, 0x7C00, 0x7BFF};
        for (uint32_t b = 0; b <= 0x7BFF; ++b)
            r.pos.push_back(HalfToDouble(uint16_t(b)));
        return r;
    }();
    return t;
}
inline const Table16& Bf16Table()
{
    static const Table16 t = [] {
        Table16 r{8, 7, {}, std::ldexp(1.0, 128), 0x7F80, 0x7F7F};
        for (uint32_t b = 0; b <= 0x7F7F; ++b)
            r.pos.push_back(Bf16ToDouble(uint16_t(b)));
        return r;
    }();
    return t;
}

// Rounds a finite double v into the format of table t with mode rm. Returns bits.
inline uint16_t RoundTo16(const Table16& t, double v, RoundMode rm)
{
    const bool neg = std::signbit(v);
    const uint16_t sign = neg ? 0x8000 : 0;
    const double a = std::fabs(v);
    // lo_i: largest index with pos[lo_i] <= a (or max_bits when a is beyond MAX).
    size_t lo_i;
    bool above_max = a > t.pos.back();
    if (above_max) {
        lo_i = t.max_bits;
    } else {
        lo_i = size_t(std::upper_bound(t.pos.begin(), t.pos.end(), a) - t.pos.begin()) - 1;
    }
    const double lo = t.pos[lo_i];
    if (lo == a)
        return uint16_t(sign | lo_i);
    const double hi = above_max || lo_i == t.max_bits ? t.overflow_value : t.pos[lo_i + 1];
    const uint16_t hi_bits = above_max || lo_i == t.max_bits ? t.inf_bits : uint16_t(lo_i + 1);
    const uint16_t lo_bits = uint16_t(lo_i);
    const double mid = (lo + hi) / 2; // exact
    uint16_t mag;
    switch (rm) {
        case RoundMode::CAST_TRUNC:
            mag = lo_bits;
            break;
        case RoundMode::CAST_FLOOR:
            mag = neg ? hi_bits : lo_bits;
            break;
        case RoundMode::CAST_CEIL:
            mag = neg ? lo_bits : hi_bits;
            break;
        case RoundMode::CAST_ROUND:
            mag = a >= mid ? hi_bits : lo_bits;
            break;
        case RoundMode::CAST_ODD:
            mag = (lo_bits & 1) ? lo_bits : hi_bits;
            break;
        default: // RINT / NONE
            if (a > mid)
                mag = hi_bits;
            else if (a < mid)
                mag = lo_bits;
            else
                mag = (lo_bits & 1) ? hi_bits : lo_bits;
            break;
    }
    if (rm == RoundMode::CAST_ODD && hi_bits == t.inf_bits)
        mag = lo_bits; // MAX is odd
    return uint16_t(sign | mag);
}

// Bracket of a long double in float using only the host's conversion and nextafter.
struct FloatBracket {
    float lo, hi;
    bool exact;
};
inline FloatBracket BracketFloat(long double r)
{
    const float f = static_cast<float>(r);
    if (std::isinf(f) && std::fabs(r) >= std::ldexp(1.0L, 128))
        return {f, f, true};
    if (static_cast<long double>(f) == r)
        return {f, f, true};
    if (static_cast<long double>(f) < r)
        return {f, std::nextafter(f, std::numeric_limits<float>::infinity()), false};
    return {std::nextafter(f, -std::numeric_limits<float>::infinity()), f, false};
}
inline float CorrectlyRoundedFloat(long double r) { return static_cast<float>(r); }

// Bracket of a long double in a 16-bit format (bits).
struct Bracket16 {
    uint16_t lo, hi;
    bool exact;
};
inline Bracket16 BracketTo16(const Table16& t, long double r)
{
    if (std::isinf(r)) {
        const uint16_t b = uint16_t((r < 0 ? 0x8000 : 0) | t.inf_bits);
        return {b, b, true};
    }
    if (std::fabs(r) >= t.overflow_value) {
        const uint16_t b = uint16_t((r < 0 ? 0x8000 : 0) | t.inf_bits);
        return {b, b, true};
    }
    // Decide the side with long double precision, then use the table.
    const double d = static_cast<double>(r);
    const uint16_t f = RoundTo16(t, d, RoundMode::CAST_FLOOR);
    const uint16_t c = RoundTo16(t, d, RoundMode::CAST_CEIL);
    const long double fv = Decode16(f, t.exp_bits, t.man_bits);
    if (fv == r)
        return {f, f, true};
    if (f == c) { // the double rounding of r landed on a value exactly; look at r itself
        if (fv < r)
            return {f, uint16_t(r < 0 ? f - 1 : f + 1), false};
        return {uint16_t(r < 0 ? f + 1 : f - 1), f, false};
    }
    return {f, c, false};
}

// Is `got` within one ulp of the exact value bracketed by br? (the layer's documented candidate set)
template <class S>
inline bool WithinOneUlpBits(S got, S lo, S hi, bool exact, S sign_mask, S inf_bits)
{
    if (!exact)
        return got == lo || got == hi;
    if (got == lo)
        return true;
    const S mag = S(lo & ~sign_mask);
    if (mag == 0 || mag == inf_bits)
        return false;
    const S sign = S(lo & sign_mask);
    return got == S(sign | S(mag - 1)) || (S(mag + 1) != inf_bits && got == S(sign | S(mag + 1)));
}

inline bool FloatWithinOneUlp(float got, long double exact_value)
{
    const FloatBracket br = BracketFloat(exact_value);
    return WithinOneUlpBits<uint32_t>(F2U(got), F2U(br.lo), F2U(br.hi), br.exact, 0x80000000u, 0x7F800000u);
}
inline bool HalfWithinOneUlp(half got, long double exact_value)
{
    const Bracket16 br = BracketTo16(HalfTable(), exact_value);
    return WithinOneUlpBits<uint16_t>(got.bits(), br.lo, br.hi, br.exact, 0x8000u, 0x7C00u);
}
inline uint16_t HalfCorrectlyRounded(long double r)
{
    const Bracket16 br = BracketTo16(HalfTable(), r);
    if (br.exact)
        return br.lo;
    const long double lo = HalfToDouble(br.lo);
    const long double hi = (br.hi & 0x7FFF) == 0x7C00 ? std::copysign(65536.0L, r) : HalfToDouble(br.hi);
    const long double dl = std::fabs(r - lo), dh = std::fabs(hi - r);
    if (dl < dh)
        return br.lo;
    if (dh < dl)
        return br.hi;
    return (br.lo & 1) ? br.hi : br.lo;
}

// Log-uniform random positive float in [2^lo_exp, 2^hi_exp).
inline float RandomLogUniform(std::mt19937_64& rng, int lo_exp, int hi_exp)
{
    std::uniform_real_distribution<double> e(lo_exp, hi_exp);
    return static_cast<float>(std::exp2(e(rng)));
}

} // namespace reftest
