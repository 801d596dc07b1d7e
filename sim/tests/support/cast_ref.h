// References for the conversion tests (Reg Cast, the C API's asc_<from>2<to> names): rounding to an
// integer by each mode of rounding_mode.md in long double, an integer destination saturated or keeping
// its low bits (Cast.md 表4), an integer rounded to a float significand, and the CastTrait of one
// instantiation. Independent of the simulator's numerics.
#pragma once

#include <cmath>
#include <limits>
#include <type_traits>

#include "ascendc_sim/numerics/modes.h"  // RoundMode
#include "ascendc_sim/types/reg_enums.h" // CastTrait, RegLayout, SatMode

namespace castref {

// rounding_mode.md's suffixes: _rd / _rn / _rna / _ru / _rz.
enum class Rm { kRd, kRn, kRna, kRu, kRz };

// The C++ API's RoundMode for the same rounding (CAST_RINT for UNKNOWN: exact conversions do not round).
constexpr Rm RmOf(AscendC::RoundMode m)
{
    switch (m) {
        case AscendC::RoundMode::CAST_FLOOR:
            return Rm::kRd;
        case AscendC::RoundMode::CAST_CEIL:
            return Rm::kRu;
        case AscendC::RoundMode::CAST_TRUNC:
            return Rm::kRz;
        case AscendC::RoundMode::CAST_ROUND:
            return Rm::kRna;
        default:
            return Rm::kRn;
    }
}

inline long double RefRound(long double v, Rm m)
{
    switch (m) {
        case Rm::kRd:
            return std::floor(v);
        case Rm::kRu:
            return std::ceil(v);
        case Rm::kRz:
            return std::trunc(v);
        case Rm::kRna: { // half away from zero
            const long double a = std::floor(std::fabs(v) + 0.5L);
            return v < 0 ? -a : a;
        }
        default: { // half to even
            const long double f = std::floor(v), d = v - f;
            if (d < 0.5L)
                return f;
            if (d > 0.5L)
                return f + 1;
            return std::fmod(f, 2.0L) == 0 ? f : f + 1;
        }
    }
}

// The value v (an integer, or inf / NaN for float sources) converted to the integer type D: NaN 0,
// +-inf the extremes, beyond the range the extremes (sat) or the low bits of two's complement.
template <typename D>
D RefToInt(long double v, Rm m, bool sat)
{
    if (std::isnan(v))
        return D(0);
    if (std::isinf(v))
        return v > 0 ? std::numeric_limits<D>::max() : std::numeric_limits<D>::min();
    const long double r = RefRound(v, m);
    const long double lo = static_cast<long double>(std::numeric_limits<D>::min());
    const long double hiExcl = std::ldexp(1.0L, std::numeric_limits<D>::digits);
    if (r >= lo && r < hiExcl)
        return static_cast<D>(r);
    if (sat)
        return r < lo ? std::numeric_limits<D>::min() : std::numeric_limits<D>::max();
    const long double mod = std::ldexp(1.0L, 8 * static_cast<int>(sizeof(D)));
    long double low = std::fmod(r, mod); // the low bits of the two's-complement integer
    if (low < 0)
        low += mod;
    if (std::is_signed_v<D> && low >= mod / 2)
        low -= mod;
    if constexpr (std::is_signed_v<D>)
        return static_cast<D>(static_cast<long long>(low));
    else
        return static_cast<D>(static_cast<unsigned long long>(low));
}

// An integer v rounded to a float type with `man` explicit significand bits.
inline long double RefRoundToFloat(long double v, int man, Rm m)
{
    if (v == 0)
        return 0;
    const int e = std::ilogb(v); // 2^e <= |v| < 2^(e+1)
    const long double ulp = std::ldexp(1.0L, e - man);
    return RefRound(v / ulp, m) * ulp;
}

// The CastTrait of one Reg Cast instantiation (mrgMode ZEROING, the only one the tables list).
template <AscendC::Reg::RegLayout L, AscendC::Reg::SatMode S, AscendC::RoundMode M>
struct CastTr {
    static constexpr AscendC::Reg::CastTrait v = {L, S, AscendC::Reg::MaskMergeMode::ZEROING, M};
};

} // namespace castref
