// Fast element paths of the Memory vector API for fp32, bit-identical to the numerics layer
// (ascendc_sim/numerics/) for every input they accept; any other input goes to the numerics
// function itself. The numerics layer computes in integer arithmetic (exact by construction, but
// ~100 instructions per element); these use the host's IEEE binary32/64 arithmetic where that is
// provably the same result, which is what makes a 16 M-element launch take a fraction of a second.
// sim/tests/api/basic_api/test_vector.cpp (FastPaths*) compares the two on millions of operands.
//
// Why the host results are the numerics results:
//   Add/Sub/Mul (arith.h, FloatBinary: the double result rounded once to float): the host float op
//     is the correctly rounded result too (IEEE 754, round to nearest even, subnormals kept; the
//     host runs SSE arithmetic with the default MXCSR, no FTZ/DAZ). NaN results are replaced by
//     the canonical NaN as FloatBinary does (NaN operand, inf - inf, 0 * inf).
//   Sqrt/Div (sqrt.h, div.h): for positive normal x (Sqrt) and normal a, b with a normal quotient
//     (Div), float(sqrt(double(x))) and float(double(a) / double(b)) are correctly rounded (double
//     has 53 >= 2 * 24 + 2 bits, so the second rounding is innocuous), and the exact product
//     cr * cr (resp. cr * b) in double tells whether cr is exact and on which side of the exact
//     result it lies. That is the Bracket numerics builds from a long double reference (lo = the
//     float below, hi = the float above, cr, exact), and the 1-ulp choice is numerics' own
//     WithinOneUlp on it, with numerics' ElementHash. Specials, subnormals, zero, inf, NaN, the
//     FAST_INVERSE range bound and the boundary pins (MAX / MAX) all take the numerics path.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_sim/numerics/numerics.h"

namespace AscendC::detail::fast {

inline uint32_t Bits32(float f)
{
    uint32_t u;
    std::memcpy(&u, &f, sizeof(u));
    return u;
}
inline float Float32(uint32_t u)
{
    float f;
    std::memcpy(&f, &u, sizeof(f));
    return f;
}

// FloatBinary's NaN rule: any NaN result is the canonical NaN.
inline float Canon(float r) { return r != r ? Float32(ascsim::num::detail::Fp32Format::kCanonicalNaN) : r; }

// d[i] = Canon(x[i] op y[i]) (vector_fast.cpp); d may be x or y.
void AddF(float* d, const float* x, const float* y, uint64_t n);
void SubF(float* d, const float* x, const float* y, uint64_t n);
void MulF(float* d, const float* x, const float* y, uint64_t n);
void AddsF(float* d, const float* x, float s, uint64_t n);
void MulsF(float* d, const float* x, float s, uint64_t n);

// A positive normal float strictly between FLT_MIN and FLT_MAX (bit test).
inline bool PositiveNormal(uint32_t b) { return b >= 0x00800000u && b < 0x7F800000u; }
inline bool Normal(uint32_t b) { return PositiveNormal(b & 0x7FFFFFFFu); }

// The float just below / above a finite nonzero float, as bits.
// Branch-free: the sign of a quotient is data, and a mispredicted branch costs more than the op.
inline uint32_t Below(uint32_t b) { return b - 1u + ((b >> 31) << 1); } // negative: b + 1
inline uint32_t Above(uint32_t b) { return b + 1u - ((b >> 31) << 1); } // negative: b - 1

// The bracket of an exact result whose correctly rounded value is `cr`: `side` > 0 when cr is
// above the exact result, < 0 below, 0 when exact.
inline ascsim::num::Bracket<float> BracketAround(uint32_t cr, int side)
{
    if (side == 0) {
        return {cr, cr, cr, true};
    }
    return side > 0 ? ascsim::num::Bracket<float>{Below(cr), cr, cr, false} :
                      ascsim::num::Bracket<float>{cr, Above(cr), cr, false};
}

// numerics' WithinOneUlp (adversary.h) on such a bracket, for a correctly rounded value strictly
// between FLT_MIN and FLT_MAX in magnitude: then every candidate is normal and finite, so the FTZ
// filter keeps them all and the pick is cand[(hash >> 32) % n] of {lo, hi} or, exact, of
// {cr, cr toward zero, cr away from zero}. Other values go to WithinOneUlp itself.
inline float PickWithinOneUlp(const ascsim::num::Bracket<float>& br, uint64_t hash, bool ftz)
{
    const uint32_t mag = br.cr & 0x7FFFFFFFu;
    if (mag <= 0x00800000u || mag >= 0x7F7FFFFFu) {
        return ascsim::num::WithinOneUlp(br, hash, ftz);
    }
    if (ascsim::num::GetMode() == ascsim::num::Mode::kExact) {
        return Float32(br.cr);
    }
    const uint64_t h = hash >> 32;
    if (!br.exact) {
        return Float32((h & 1u) != 0 ? br.hi : br.lo);
    }
    const uint32_t sign = br.cr & 0x80000000u;
    const uint32_t cand[3] = {br.cr, sign | (mag - 1), sign | (mag + 1)};
    return Float32(cand[h % 3]);
}

// Sqrt of fp32 (sqrt.h, Sqrt). `cfg` decides 0 ulp / 1 ulp and FTZ exactly as numerics does.
inline float Sqrt(float x, const SqrtConfig& cfg, uint64_t salt)
{
    using A = SqrtAlgo;
    const uint32_t b = Bits32(x);
    // [FLT_MIN, 2^126): normal, positive, below the FAST_INVERSE bound 2^126 + 2^102.
    if (!(b >= 0x00800000u && b < 0x7E800000u) || !ascsim::num::SqrtSupported<float>(cfg)) {
        return ascsim::num::Sqrt(x, cfg, salt);
    }
    const bool zeroUlp = cfg.algo == A::FAST_INVERSE || cfg.algo == A::PRECISION_0ULP_FTZ_FALSE;
    const bool ftz = cfg.algo == A::INTRINSIC || cfg.algo == A::PRECISION_1ULP_FTZ_TRUE;
    const double xd = static_cast<double>(x);
    const float cr = static_cast<float>(std::sqrt(xd));
    if (zeroUlp) {
        return cr;
    }
    const double sq = static_cast<double>(cr) * static_cast<double>(cr); // exact: 48 bits
    const int side = sq > xd ? 1 : (sq < xd ? -1 : 0);
    const uint64_t hash = ascsim::num::ElementHash(ascsim::num::OpId::kSqrt, b, 0, salt);
    const float r = PickWithinOneUlp(BracketAround(Bits32(cr), side), hash, ftz);
    return ftz ? ascsim::num::FlushSubnormal(r) : r;
}

// Div of fp32 (div.h, Div).
inline float Div(float a, float b, const DivConfig& cfg, uint64_t salt)
{
    using A = DivAlgo;
    const uint32_t ba = Bits32(a), bb = Bits32(b);
    const uint32_t maxMag = 0x7F7FFFFFu;
    if (!Normal(ba) || !Normal(bb) || (ba & 0x7FFFFFFFu) == maxMag || (bb & 0x7FFFFFFFu) == maxMag ||
        !ascsim::num::DivSupported<float>(cfg)) {
        return ascsim::num::Div(a, b, cfg, salt);
    }
    const double ad = static_cast<double>(a), bd = static_cast<double>(b);
    const float cr = static_cast<float>(ad / bd);
    const uint32_t bc = Bits32(cr);
    if (!Normal(bc)) { // overflow, or a subnormal / zero quotient: numerics decides
        return ascsim::num::Div(a, b, cfg, salt);
    }
    const bool ftz = cfg.algo == A::INTRINSIC || cfg.algo == A::PRECISION_1ULP_FTZ_TRUE ||
                     cfg.algo == A::DIFF_COMPENSATION || cfg.algo == A::PRECISION_0ULP_FTZ_TRUE;
    const bool zeroUlp = cfg.algo == A::DIFF_COMPENSATION || cfg.algo == A::PRECISION_0ULP_FTZ_TRUE ||
                         cfg.algo == A::PRECISION_0ULP_FTZ_FALSE;
    if (zeroUlp) {
        return cr;
    }
    // cr * b is exact in double; its difference to a has the sign of (cr - a / b) * sign(b). An exact
    // quotient is returned exact (numerics/div.h).
    const double r = static_cast<double>(cr) * bd - ad;
    if (r == 0.0) {
        return cr;
    }
    const int side = r == 0.0 ? 0 : ((r > 0.0) == (bd > 0.0) ? 1 : -1);
    const uint64_t hash = ascsim::num::ElementHash(ascsim::num::OpId::kDiv, ba, bb, salt);
    const float q = PickWithinOneUlp(BracketAround(bc, side), hash, ftz);
    return ftz ? ascsim::num::FlushSubnormal(q) : q;
}

// ascsim::num::ElementHash(op, a, b, salt) with its first, operand-independent mixing step done
// once per instruction (adversary.h: Mix64(salt ^ op << 56), then a, then b * 0xD6E8FEB86659FD93).
// test_vector.cpp checks it against ElementHash.
struct OpHash {
    uint64_t h0;
    OpHash(ascsim::num::OpId op, uint64_t salt)
        : h0(ascsim::num::detail::Mix64(salt ^ (static_cast<uint64_t>(op) << 56)))
    {}
    uint64_t operator()(uint64_t aBits, uint64_t bBits) const
    {
        using ascsim::num::detail::Mix64;
        return Mix64(Mix64(h0 ^ aBits) ^ (bBits * 0xD6E8FEB86659FD93ull));
    }
};

// ---- whole arrays (sim/src/kernel/engine/vector_fast.cpp) ------------------------------------------
// The same results as Sqrt / Div above element by element, arranged for throughput: compiled
// once in the emulator library with the vectoriser on and per-ISA clones (the hash of the ulp
// adversary is 64-bit multiplies), the correctly rounded values in one pass, the hashes in
// another, the choice in a third without calls or unpredictable branches; operands outside the
// fast range go to numerics. d may be one of the sources (in place).
void SqrtArray(float* d, const float* s, uint64_t n, const SqrtConfig& cfg, uint64_t salt);
void DivArray(float* d, const float* a, const float* b, uint64_t n, const DivConfig& cfg, uint64_t salt);

// d[i] = fma(a[i], b[i], c[i]) (the Reg fused multiply-adds, fused.h), vectorised where the ISA
// has FMA; a lane with two or more NaN operands calls the library fmaf(a, b, c) itself, so which
// NaN comes out never depends on the instruction form the vectoriser picked. d may be a source.
void FmaF(float* d, const float* a, const float* b, const float* c, uint64_t n);

// Select on 32-bit lanes (a bitwise copy, cmpsel.h): d[i] = bit ? s0[i] : (s1 ? s1[i] : s1Scalar),
// bit i % 8 of mask byte (i / 8) % periodBytes. n a multiple of 8.
void SelectBits32(uint32_t* d, const uint8_t* m, const uint32_t* s0, const uint32_t* s1, uint32_t s1Scalar, uint64_t n,
                  uint64_t periodBytes);

} // namespace AscendC::detail::fast
