// The float64 reference of AsinGrad, shared by the system tests (tests/st), the fuzz target
// (tests/fuzz) and the benchmark (bench/): the exact dx = dy / sqrt(1 - x^2) with PyTorch's
// special values, and the element formats it is compared in (decode to float64, round back).
// Plain C++17, no CANN header: it shares nothing with the operator's code.
#ifndef ASIN_GRAD_REF_H
#define ASIN_GRAD_REF_H

#include <cstdint>

namespace asin_grad_ref {

enum class DType { kF32, kF16, kBF16 };

// Bits are kept in a uint32_t (the low 16 bits for fp16/bf16). Decode is exact.
double Decode(uint32_t bits, DType t);
// Round a float64 value to the format (round to nearest, ties to even; overflow to +-inf;
// subnormals kept), returning the bits. NaN gives the format's default quiet NaN.
uint32_t Encode(double v, DType t);
// The value Encode would produce, as a double.
double RoundTo(double v, DType t);
// One unit in the last place of the format at |v| (the subnormal quantum below the normal range).
double UlpAt(double v, DType t);
// |got - exact| in ulps of the format at exact (exact finite; got finite).
double UlpError(double got, double exact, DType t);

// The exact result in float64 with PyTorch's special-value semantics (grad * rsqrt(1 - x*x)):
// |x| < 1: dy / sqrt((1 - x)(1 + x)); |x| == 1: dy * inf (NaN for dy = 0 or NaN);
// |x| > 1, x = NaN or x = +-inf: NaN.
double Reference(double dy, double x);

// Outcome of checking one element against the reference.
struct Check {
    bool ok = true;
    bool correctlyRounded = true; // got == RoundTo(exact)
    double ulp = 0.0;             // for finite exact and finite got
};
// Non-finite or zero references must match exactly (NaN-ness, inf sign, zero sign); finite
// references must be within maxUlp and not flushed (a nonzero rounded reference gives nonzero).
Check CheckElement(uint32_t gotBits, double exact, DType t, double maxUlp);

} // namespace asin_grad_ref

#endif // ASIN_GRAD_REF_H
