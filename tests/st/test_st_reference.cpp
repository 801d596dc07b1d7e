/**
 * @file test_st_reference.cpp
 * @brief The operator (its fused kernel, op_kernel/asin_grad.h, end to end through aclnn)
 *        against the test-only reference Memory-API kernel (tests/reference_kernel, launched
 *        directly with its own tiling) on the same inputs: every special value identical, finite
 *        results within the sum of their documented bounds of each other and each within its bound
 *        of float64, and the reference really ran (fp32 results differ somewhere, so a test that
 *        compared one kernel with itself would fail here).
 */
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <limits>
#include <vector>

#include "asin_grad_reference.h"
#include "st_common.h"

namespace {

using st::DType;

// Inputs: uniform (-1, 1), values just inside +-1, |x| > 1, +-1, +-0, subnormals, inf, NaN; dy of
// every magnitude including subnormal, zero, inf and NaN.
void MakeInputs(DType t, size_t n, std::vector<uint32_t>* dy, std::vector<uint32_t>* x)
{
    st::Rng rng(20261203);
    const double specials[] = {1.0,
                               -1.0,
                               0.0,
                               -0.0,
                               1.5,
                               -2.0,
                               std::numeric_limits<double>::infinity(),
                               -std::numeric_limits<double>::infinity(),
                               std::nan("")};
    dy->resize(n);
    x->resize(n);
    for (size_t i = 0; i < n; ++i) {
        double xv = rng.Uniform(-1.0, 1.0);
        switch (i % 8) {
            case 0:
                xv = specials[rng.Below(9)];
                break;
            case 1: {
                const double sign = rng.Below(2) ? 1.0 : -1.0; // drawn first: see Rng (st_common.h)
                xv = sign * (1.0 - std::ldexp(rng.Uniform(1.0, 64.0), -24));
                break;
            }
            case 2:
                xv = std::ldexp(rng.Uniform(-1.0, 1.0), -130);
                break; // subnormal in fp32/bf16
            default:
                break;
        }
        const int e = static_cast<int>(rng.Below(60)) - 30; // drawn first: see Rng (st_common.h)
        double dyv = std::ldexp(rng.Uniform(-1.0, 1.0), e);
        switch (i % 11) {
            case 0:
                dyv = specials[rng.Below(9)];
                break;
            case 1:
                dyv = std::ldexp(rng.Uniform(-1.0, 1.0), -135);
                break;
            default:
                break;
        }
        (*dy)[i] = st::Encode(dyv, t);
        (*x)[i] = st::Encode(xv, t);
    }
}

class StReference : public ::testing::TestWithParam<DType> {};

TEST_P(StReference, FusedKernelMatchesTheReferenceKernel)
{
    const DType t = GetParam();
    const size_t n = 3 * 65536 + 77; // several cores, several tiles, a ragged tail
    std::vector<uint32_t> dy, x, fused, reference;
    MakeInputs(t, n, &dy, &x);
    ASSERT_TRUE(st::ComputeContiguous(t, {static_cast<int64_t>(n)}, dy, x, &fused).ok());
    {
        const std::vector<int64_t> shape = {static_cast<int64_t>(n)};
        auto dyDev = st::DeviceTensor::Contiguous(t, shape, dy);
        auto xDev = st::DeviceTensor::Contiguous(t, shape, x);
        // dx starts as a NaN pattern: an element the kernel never wrote fails the checks below.
        auto dxDev = st::DeviceTensor::Contiguous(t, shape, std::vector<uint32_t>(n, st::Encode(std::nan(""), t)));
        const ge::DataType dt = t == DType::kF32 ? ge::DT_FLOAT : t == DType::kF16 ? ge::DT_FLOAT16 : ge::DT_BF16;
        const asin_grad_reference::Result r = asin_grad_reference::Run(dt, static_cast<int64_t>(n), dyDev->data(),
                                                                       xDev->data(), dxDev->data());
        ASSERT_TRUE(r.ok) << r.message;
        EXPECT_GT(r.tiling.usedCoreNum, 1); // several cores, several tiles
        reference = dxDev->ReadStorage();
    }
    const double bound = st::FormatOf(t).bytes == 4 ? 3.0 : 1.0; // the precision tests' bounds
    size_t differ = 0;
    for (size_t i = 0; i < n; ++i) {
        const double exact = st::Reference(st::Decode(dy[i], t), st::Decode(x[i], t));
        const st::Check f = st::CheckElement(fused[i], exact, t, bound);
        const st::Check g = st::CheckElement(reference[i], exact, t, bound);
        ASSERT_TRUE(f.ok) << "fused, element " << i << ": dy " << st::Decode(dy[i], t) << " x " << st::Decode(x[i], t)
                          << " -> " << st::Decode(fused[i], t) << ", exact " << exact;
        ASSERT_TRUE(g.ok) << "reference, element " << i;
        if (std::isnan(exact)) {
            continue; // CheckElement asked both for a NaN; payloads are not specified
        }
        if (std::isinf(exact) || exact == 0.0 || !std::isfinite(st::Decode(reference[i], t))) {
            EXPECT_EQ(fused[i], reference[i]) << i; // inf sign (overflow included), zero sign
        } else {
            EXPECT_LE(st::UlpError(st::Decode(fused[i], t), st::Decode(reference[i], t), t), 2.0 * bound) << i;
        }
        differ += fused[i] != reference[i] ? 1 : 0;
    }
    // The two kernels round differently (INTRINSIC Sqrt/Div + a Newton step vs 0-ulp Sqrt/Div), so
    // some finite results differ; if none did, the same kernel ran twice.
    if (st::FormatOf(t).bytes == 4) {
        EXPECT_GT(differ, 0u);
    }
    std::printf("[AsinGrad fused vs reference] %s: %zu elements, %zu differ\n", st::FormatOf(t).name, n, differ);
}

INSTANTIATE_TEST_SUITE_P(AllTypes, StReference, ::testing::ValuesIn(st::AllDTypes()));

} // namespace
