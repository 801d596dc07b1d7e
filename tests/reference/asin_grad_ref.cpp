// The float64 reference of AsinGrad (see asin_grad_ref.h).
#include "asin_grad_ref.h"

#include <cmath>
#include <cstring>

namespace asin_grad_ref {
namespace {
struct Params {
    int precision; // significand bits including the hidden bit
    int emin;      // exponent of the smallest normal number
    int emax;      // exponent of the largest finite number
};

Params ParamsOf(DType t)
{
    switch (t) {
        case DType::kF16:
            return {11, -14, 15};
        case DType::kBF16:
            return {8, -126, 127};
        default:
            return {24, -126, 127};
    }
}

float FloatFromBits(uint32_t u)
{
    float f;
    std::memcpy(&f, &u, sizeof(f));
    return f;
}

uint32_t BitsFromFloat(float f)
{
    uint32_t u;
    std::memcpy(&u, &f, sizeof(u));
    return u;
}

double MaxFinite(const Params& f) { return std::ldexp(2.0 - std::ldexp(1.0, 1 - f.precision), f.emax); }
} // namespace

double Decode(uint32_t bits, DType t)
{
    switch (t) {
        case DType::kF32:
            return FloatFromBits(bits);
        case DType::kBF16:
            return FloatFromBits((bits & 0xffffu) << 16);
        case DType::kF16: {
            const bool neg = (bits & 0x8000u) != 0;
            const int exp = static_cast<int>((bits >> 10) & 0x1fu);
            const int mant = static_cast<int>(bits & 0x3ffu);
            double v;
            if (exp == 0) {
                v = std::ldexp(static_cast<double>(mant), -24);
            } else if (exp == 31) {
                v = mant == 0 ? INFINITY : NAN;
            } else {
                v = std::ldexp(static_cast<double>(1024 + mant), exp - 25);
            }
            return neg ? -v : v;
        }
    }
    return NAN;
}

double RoundTo(double v, DType t)
{
    if (!std::isfinite(v) || v == 0.0) {
        return v;
    }
    const Params f = ParamsOf(t);
    const double a = std::fabs(v);
    int e = std::ilogb(a);
    if (e < f.emin) {
        e = f.emin;
    }
    const int q = e - (f.precision - 1);                         // exponent of the quantum
    double r = std::ldexp(std::nearbyint(std::ldexp(a, -q)), q); // ties to even (default mode)
    if (r > MaxFinite(f)) {
        r = INFINITY;
    }
    return std::copysign(r, v);
}

uint32_t Encode(double v, DType t)
{
    if (std::isnan(v)) {
        return t == DType::kF32 ? 0x7fc00000u : (t == DType::kF16 ? 0x7e00u : 0x7fc0u);
    }
    const double r = RoundTo(v, t);
    switch (t) {
        case DType::kF32:
            return BitsFromFloat(static_cast<float>(r));
        case DType::kBF16:
            return BitsFromFloat(static_cast<float>(r)) >> 16; // r has 8 significant bits
        case DType::kF16: {
            const uint32_t sign = std::signbit(r) ? 0x8000u : 0u;
            const double a = std::fabs(r);
            if (std::isinf(a)) {
                return sign | 0x7c00u;
            }
            if (a < std::ldexp(1.0, -14)) {
                return sign | static_cast<uint32_t>(std::ldexp(a, 24));
            }
            const int e = std::ilogb(a);
            const auto mant = static_cast<uint32_t>(std::ldexp(a, 10 - e) - 1024.0);
            return sign | static_cast<uint32_t>(e + 15) << 10 | mant;
        }
    }
    return 0;
}

double UlpAt(double v, DType t)
{
    const Params f = ParamsOf(t);
    const double a = std::fabs(v);
    int e = (a == 0.0 || !std::isfinite(a)) ? f.emin : std::ilogb(a);
    if (e < f.emin) {
        e = f.emin;
    }
    if (e > f.emax) {
        e = f.emax;
    }
    return std::ldexp(1.0, e - (f.precision - 1));
}

double UlpError(double got, double exact, DType t) { return std::fabs(got - exact) / UlpAt(exact, t); }

double Reference(double dy, double x)
{
    if (std::isnan(x) || std::fabs(x) > 1.0) {
        return NAN; // includes x = +-inf
    }
    if (std::fabs(x) == 1.0) {
        return dy * INFINITY; // +-inf; NaN for dy = +-0 or NaN
    }
    // 1 - x and 1 + x are exact in float64 for every fp32/fp16/bf16 x with |x| >= 2^-29; below
    // that their rounding (2^-53 relative) is far under the ulps any test measures.
    return dy / std::sqrt((1.0 - x) * (1.0 + x));
}

Check CheckElement(uint32_t gotBits, double exact, DType t, double maxUlp)
{
    Check c;
    const double got = Decode(gotBits, t);
    const double expected = RoundTo(exact, t);
    if (std::isnan(exact)) {
        c.ok = std::isnan(got);
    } else if (std::isinf(expected) || exact == 0.0) {
        // inf (exact or by overflow) and zeros are exact, signs included: no saturation, no flush.
        c.ok = got == expected && std::signbit(got) == std::signbit(expected);
    } else if (!std::isfinite(got)) {
        c.ok = false;
    } else {
        c.ulp = UlpError(got, exact, t);
        const bool flushed = expected != 0.0 && got == 0.0;
        c.ok = c.ulp <= maxUlp && !flushed && std::signbit(got) == std::signbit(exact);
    }
    c.correctlyRounded = c.ok && (std::isnan(exact) ? std::isnan(got) : got == expected);
    if (!c.ok && std::isnan(c.ulp)) {
        c.ulp = INFINITY;
    }
    return c;
}

} // namespace asin_grad_ref
