// Inputs and the correctness check of the benchmark. Element i of dy and x is a pure function of
// i (a counter-based hash), so inputs of any size are uploaded in chunks and the check recomputes
// the inputs of the sampled elements instead of keeping host copies of 256 M elements.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bench_case.h"

namespace bench {

// dy in [-2, 2), x in (-0.99, 0.99), rounded to t (variants b and c handle no special values).
uint32_t DyBits(DType t, int64_t i);
uint32_t XBits(DType t, int64_t i);
double Decode(uint32_t bits, DType t);

// Uploads dy and x of c. "" on success, else the reason.
std::string FillInputs(const Case& c);

// About `count` positions spread over [0, n), the first and last elements included.
std::vector<int64_t> SamplePositions(int64_t n, int count);
// Writes NaN into dx at the positions, so an element a variant never writes fails the check.
std::string PoisonSamples(const Case& c, const std::vector<int64_t>& at);
// Compares dx at the positions with the float64 reference (tests/reference). "" when every sample is within
// the tolerance, else a description of the first bad elements.
std::string CheckSamples(const Case& c, const std::vector<int64_t>& at);

} // namespace bench
