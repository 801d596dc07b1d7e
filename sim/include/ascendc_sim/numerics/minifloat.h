// Rounding a real value onto the grid of a small binary float format (the 8-bit and 4-bit formats of
// docs/zh/api/SIMD-API/基础API/数据结构/内置数据类型.md, 表5 and its formulas: normal
// (1 + M / 2^Mbits) * 2^(E - Bias), subnormal (M / 2^Mbits) * 2^(1 - Bias)). The special codes
// (inf, NaN) and what overflow gives are each type's own (types/fp8.h, types/fp4x2.h): this file only
// finds the magnitude code, with an exponent field that may run past the format's top, so a caller
// sees overflow as a code above its largest finite one.
#pragma once

#include <cmath>
#include <cstdint>

#include "ascendc_sim/numerics/modes.h"

namespace ascsim::num::mini {

struct Format {
    int expBits;
    int manBits;
    int bias;
};

// The magnitude a code of `f` stands for (sign and special codes excluded).
constexpr double MagnitudeOf(const Format& f, uint32_t code)
{
    const uint32_t man = code & ((1u << f.manBits) - 1u);
    const int exp = static_cast<int>(code >> f.manBits);
    const double frac = static_cast<double>(man) / static_cast<double>(1u << f.manBits);
    if (exp == 0) {
        return std::ldexp(frac, 1 - f.bias);
    }
    return std::ldexp(1.0 + frac, exp - f.bias);
}

// The magnitude code of |x| (x finite) rounded by `rm` (CAST_NONE counts as RINT); the sign of x
// matters for FLOOR / CEIL. The exponent field is unbounded above.
inline uint32_t RoundMagnitude(const Format& f, double x, AscendC::RoundMode rm)
{
    const double a = std::fabs(x);
    if (a == 0.0) {
        return 0;
    }
    const int emin = 1 - f.bias;
    int e2 = 0;
    (void)std::frexp(a, &e2); // a = g * 2^e2, g in [0.5, 1)
    const int exp = e2 - 1 < emin ? emin : e2 - 1;
    const double quantum = std::ldexp(1.0, exp - f.manBits);
    const double n = a / quantum; // exact: powers of two
    const double lo = std::floor(n);
    const double rest = n - lo;
    bool up = false;
    switch (rm) {
        case AscendC::RoundMode::CAST_FLOOR:
            up = x < 0 && rest > 0;
            break;
        case AscendC::RoundMode::CAST_CEIL:
            up = x > 0 && rest > 0;
            break;
        case AscendC::RoundMode::CAST_TRUNC:
            up = false;
            break;
        case AscendC::RoundMode::CAST_ROUND:
            up = rest >= 0.5;
            break;
        default: // RINT
            up = rest > 0.5 || (rest == 0.5 && std::fmod(lo, 2.0) != 0.0);
            break;
    }
    const double r = (up ? lo + 1.0 : lo) * quantum;
    if (r == 0.0) {
        return 0;
    }
    const double minNormal = std::ldexp(1.0, emin);
    if (r < minNormal) {
        return static_cast<uint32_t>(r / std::ldexp(1.0, emin - f.manBits));
    }
    int re = 0;
    const double g = std::frexp(r, &re); // r = g * 2^re
    const uint32_t biased = static_cast<uint32_t>(re - 1 + f.bias);
    const uint32_t man = static_cast<uint32_t>((2.0 * g - 1.0) * static_cast<double>(1u << f.manBits));
    return (biased << f.manBits) | man;
}

// Whether `rm` rounds x toward zero: a finite x beyond a format's largest value then gives the
// largest value rather than overflowing (IEEE 754 7.4; num::Cast<half, float> does the same).
constexpr bool TowardZero(double x, AscendC::RoundMode rm)
{
    return rm == AscendC::RoundMode::CAST_TRUNC || (rm == AscendC::RoundMode::CAST_FLOOR && x > 0) ||
           (rm == AscendC::RoundMode::CAST_CEIL && x < 0);
}

} // namespace ascsim::num::mini
