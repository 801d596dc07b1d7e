// The ulp adversary: turns an exact reference result into the value an instruction returns.
//
// "Maximum error N ulp" (e.g. Sqrt.md 关键特性: "最大精度误差为1ulp") allows any representable value
// within N units in the last place of the exact result. For N = 1 the candidates are
//   * the exact result is not representable: the two neighbours bracketing it (one of them may be
//     +-inf when the exact value lies between MAX and 2^(emax+1), or +-0 below the smallest
//     subnormal);
//   * the exact result is representable and nonzero/finite: it, or either neighbour (never stepping
//     from a finite value to inf);
//   * the exact result is +-0, +-inf or beyond 2^(emax+1): that value alone.
// Adversarial mode picks one candidate from a hash of (operation, operand bits, salt), so the pick
// is a pure function of those and the correctly rounded value is NOT returned for a good fraction of
// inputs. Exact mode returns the correctly rounded value. 0-ulp instructions always return the
// correctly rounded value (they do not come through here).
#pragma once

#include <cstdint>

#include "ascendc_sim/numerics/bits.h"
#include "ascendc_sim/numerics/mode.h"
#include "ascendc_sim/numerics/traits.h"

namespace ascsim::num {

enum class OpId : uint32_t {
    kSqrt = 1,
    kRsqrt,
    kReciprocal,
    kDiv,
    kExp,
    kLn,
    kLog2,
    kLog10,
    kSimtMath, // the SIMT float math functions (simt_api/device_math.h); the function's number goes into b_bits
};

namespace detail {

constexpr uint64_t Mix64(uint64_t z) noexcept
{ // splitmix64 finaliser
    z += 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

} // namespace detail

// Deterministic per-element entropy from the operation, the operand bits and the caller's salt.
constexpr uint64_t ElementHash(OpId op, uint64_t a_bits, uint64_t b_bits, uint64_t salt) noexcept
{
    uint64_t h = detail::Mix64(salt ^ (uint64_t(op) << 56));
    h = detail::Mix64(h ^ a_bits);
    h = detail::Mix64(h ^ (b_bits * 0xD6E8FEB86659FD93ull));
    return h;
}

// The values of T around an exact result.
template <class T>
struct Bracket {
    using Storage = typename FpTraits<T>::Storage;
    Storage lo; // largest value <= exact (bit pattern)
    Storage hi; // smallest value >= exact
    Storage cr; // correctly rounded (nearest, ties to even)
    bool exact; // exact == lo == hi, or the result is pinned to a single value
};

template <class T>
constexpr Bracket<T> SingleValueBracket(T v) noexcept
{
    const auto b = Bits(v);
    return {b, b, b, true};
}

// Bracket of a long double reference. The reference must be accurate enough to tell on which side
// of a representable value / midpoint the exact result lies (see the op headers for why it is).
template <class T>
inline Bracket<T> BracketOf(long double exact) noexcept
{
    using F = typename FpTraits<T>::Format;
    using AscendC::RoundMode;
    const detail::Decomposed d = detail::DecomposeLongDouble(exact);
    if (d.cls != detail::FpClass::kFinite) {
        return SingleValueBracket(FromBits<T>(detail::EncodeDecomposed<F>(d, RoundMode::CAST_RINT)));
    }
    // At or beyond 2^(emax+1) no finite value is within one ulp: only inf.
    if (d.exp2 + detail::HighestBit(d.sig) > F::kEmax)
        return SingleValueBracket(SignedInf<T>(d.neg));
    const auto lo = detail::EncodeDecomposed<F>(d, RoundMode::CAST_FLOOR);
    const auto hi = detail::EncodeDecomposed<F>(d, RoundMode::CAST_CEIL);
    const auto cr = detail::EncodeDecomposed<F>(d, RoundMode::CAST_RINT);
    return {lo, hi, cr, lo == hi};
}

// A value chosen within one ulp of the bracketed exact result (see the file comment). With
// `flushes_subnormals` (the FTZ configs) subnormal candidates are dropped whenever a normal or zero
// candidate exists, so the later flush cannot turn an allowed 1-ulp choice into a larger error.
template <class T>
inline T WithinOneUlp(const Bracket<T>& br, uint64_t hash, bool flushes_subnormals = false) noexcept
{
    using F = typename FpTraits<T>::Format;
    using S = typename FpTraits<T>::Storage;
    if (GetMode() == Mode::kExact)
        return FromBits<T>(br.cr);
    S cand[3];
    int n = 0;
    if (!br.exact) {
        cand[n++] = br.lo;
        cand[n++] = br.hi;
    } else {
        const T c = FromBits<T>(br.lo);
        if (IsZero(c) || IsInf(c) || IsNaN(c))
            return c;
        const S sign = S(br.lo & F::kSignMask);
        const S mag = S(br.lo & ~F::kSignMask);
        cand[n++] = br.lo;
        cand[n++] = S(sign | S(mag - 1)); // toward zero (may reach +-0)
        if (S(mag + 1) != F::kInf)
            cand[n++] = S(sign | S(mag + 1)); // never into inf
    }
    if (flushes_subnormals) {
        int kept = 0;
        S normal[3];
        for (int i = 0; i < n; ++i) {
            if (!IsSubnormal(FromBits<T>(cand[i])))
                normal[kept++] = cand[i];
        }
        if (kept > 0) {
            for (int i = 0; i < kept; ++i)
                cand[i] = normal[i];
            n = kept;
        }
    }
    return FromBits<T>(cand[(hash >> 32) % uint64_t(n)]);
}

} // namespace ascsim::num
