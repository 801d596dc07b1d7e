/**
 * @file test_st_functional.cpp
 * @brief AsinGrad end-to-end tests through the generated aclnn API: every dtype and rank, empty
 *        tensors, special values, non-contiguous views, in-place, determinism across SoC profiles.
 *        Results are checked against the float64 reference of st_common.h (PyTorch semantics).
 */
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <initializer_list>
#include <sstream>
#include <tuple>

#include "ascsim/soc_profile.h"
#include "st_common.h"

using namespace st;

namespace {

// The precision targets of the op: fp32 <= 3 ulp, fp16/bf16 <= 1 ulp of the exact result.
double MaxUlp(DType t) { return t == DType::kF32 ? 3.0 : 1.0; }

struct Inputs {
    std::vector<uint32_t> dy;
    std::vector<uint32_t> x;
};

// x uniform over (-1, 1) with a sprinkling of values near +-1 and of tiny ones; dy with random
// sign and magnitude 2^[-8, 8).
Inputs RandomInputs(DType t, size_t n, uint64_t seed)
{
    Rng rng(seed);
    Inputs in;
    in.dy.resize(n);
    in.x.resize(n);
    for (size_t i = 0; i < n; ++i) {
        double x;
        switch (rng.Below(8)) {
            case 0: {
                const int e = -static_cast<int>(rng.Below(12)) - 1; // drawn first: see Rng (st_common.h)
                x = 1.0 - std::ldexp(rng.Uniform(), e);
                break;
            }
            case 1: {
                const int e = -static_cast<int>(rng.Below(30));
                x = std::ldexp(rng.Uniform(0.5, 1.0), e);
                break;
            }
            default:
                x = rng.Uniform(-1.0, 1.0);
                break;
        }
        if (rng.Below(2) == 0) {
            x = -x;
        }
        in.x[i] = Encode(x, t);
        if (Decode(in.x[i], t) == 1.0 || Decode(in.x[i], t) == -1.0) {
            in.x[i] = Encode(0.25, t); // keep this set finite; the specials are tested separately
        }
        const int e = static_cast<int>(rng.Below(16)) - 8;
        const double mag = std::ldexp(rng.Uniform(1.0, 2.0), e);
        in.dy[i] = Encode(rng.Below(2) == 0 ? mag : -mag, t);
    }
    return in;
}

// Every element against the reference; reports the first few mismatches.
::testing::AssertionResult MatchesReference(DType t, const std::vector<uint32_t>& dy, const std::vector<uint32_t>& x,
                                            const std::vector<uint32_t>& dx, double maxUlp)
{
    if (dx.size() != dy.size() || dx.size() != x.size()) {
        return ::testing::AssertionFailure()
               << "size mismatch: dx " << dx.size() << ", dy " << dy.size() << ", x " << x.size();
    }
    size_t bad = 0;
    std::ostringstream os;
    for (size_t i = 0; i < dx.size(); ++i) {
        const double exact = Reference(Decode(dy[i], t), Decode(x[i], t));
        const Check c = CheckElement(dx[i], exact, t, maxUlp);
        if (!c.ok) {
            if (++bad <= 8) {
                os << "\n  [" << i << "] dy=" << Decode(dy[i], t) << " x=" << Decode(x[i], t) << " (bits 0x" << std::hex
                   << x[i] << ") -> dx=" << Decode(dx[i], t) << " (0x" << dx[i] << std::dec << "), exact " << exact
                   << ", " << c.ulp << " ulp";
            }
        }
    }
    if (bad == 0) {
        return ::testing::AssertionSuccess();
    }
    return ::testing::AssertionFailure() << bad << " of " << dx.size() << " elements wrong (" << FormatOf(t).name
                                         << ", max " << maxUlp << " ulp):" << os.str();
}

std::string RunText(const RunResult& r)
{
    return "phase1 " + std::to_string(r.phase1) + ", phase2 " + std::to_string(r.phase2) + ", sync " +
           std::to_string(r.sync) + ", message: " + r.message;
}

std::string DTypeName(DType t) { return FormatOf(t).name; }

// ---- 1. every dtype, ranks 0..8, sizes from one element to several UB tiles per core --------
const std::vector<std::vector<int64_t>>& Shapes()
{
    static const std::vector<std::vector<int64_t>> shapes = {
        {}, // 0-d: one element
        {1},
        {7},
        {63},
        {64},
        {65},
        {4097},
        {100003},         // many cores, a tail core
        {(1 << 20) + 13}, // every core of the 950PR, several UB tiles per core, tails
        {1, 1},
        {3, 1, 5},
        {2, 1, 7, 1},
        {3, 5, 7, 9, 1},
        {2, 3, 1, 5, 7, 1, 3},
        {1, 2, 1, 3, 1, 5, 1, 7}, // 8-d with size-1 dims
        {3, 3, 3, 3, 3, 3, 3, 3}, // 8-d, 6561 elements
        {2, 1, 3, 1, 5, 1, 7, 11},
        {257, 389},
        {17, 4097},
    };
    return shapes;
}

class StShapes : public ::testing::TestWithParam<std::tuple<DType, size_t>> {};

TEST_P(StShapes, MatchesFloat64Reference)
{
    const DType t = std::get<0>(GetParam());
    const std::vector<int64_t>& shape = Shapes()[std::get<1>(GetParam())];
    const auto n = static_cast<size_t>(Numel(shape));
    const Inputs in = RandomInputs(t, n, 0x5eed0000u + n * 3 + static_cast<uint64_t>(t));
    std::vector<uint32_t> dx;
    const RunResult r = ComputeContiguous(t, shape, in.dy, in.x, &dx);
    ASSERT_TRUE(r.ok()) << ShapeString(shape) << ": " << RunText(r);
    EXPECT_EQ(r.workspaceSize, 0u) << "a contiguous call needs no workspace";
    EXPECT_TRUE(MatchesReference(t, in.dy, in.x, dx, MaxUlp(t))) << "shape " << ShapeString(shape);
}

INSTANTIATE_TEST_SUITE_P(AllDTypes, StShapes,
                         ::testing::Combine(::testing::Values(DType::kF32, DType::kF16, DType::kBF16),
                                            ::testing::Range<size_t>(0, Shapes().size())),
                         [](const ::testing::TestParamInfo<StShapes::ParamType>& info) {
                             const std::vector<int64_t>& s = Shapes()[std::get<1>(info.param)];
                             return DTypeName(std::get<0>(info.param)) + "_rank" + std::to_string(s.size()) + "_n" +
                                    std::to_string(Numel(s)) + "_" + std::to_string(std::get<1>(info.param));
                         });

// ---- 2. empty tensors --------------------------------------------------------------------------
class StEmpty : public ::testing::TestWithParam<DType> {};

TEST_P(StEmpty, SucceedWithNoWorkspaceAndWriteNothing)
{
    const DType t = GetParam();
    const std::vector<std::vector<int64_t>> shapes = {{0}, {3, 0}, {0, 5, 2}, {2, 3, 0, 1, 1, 1, 1, 1}, {1, 0, 1}};
    for (const auto& shape : shapes) {
        for (bool nullData : {false, true}) {
            SCOPED_TRACE(ShapeString(shape) + (nullData ? " (dy/x without memory)" : " (dy/x with memory)"));
            // dx views a real allocation filled with a pattern; nothing may change it.
            std::vector<uint32_t> pattern(64);
            for (size_t i = 0; i < pattern.size(); ++i) {
                pattern[i] = Encode(1000.0 + static_cast<double>(i), t);
            }
            const std::vector<uint32_t> inputs = nullData ? std::vector<uint32_t>{} : pattern;
            auto dy = DeviceTensor::View(t, shape, ContiguousStrides(shape), 0, inputs);
            auto x = DeviceTensor::View(t, shape, ContiguousStrides(shape), 0, inputs);
            auto dx = DeviceTensor::View(t, shape, ContiguousStrides(shape), 0, pattern);
            ASSERT_TRUE(dy && x && dx);
            const RunResult r = RunAsinGrad(dy->get(), x->get(), dx->get());
            ASSERT_TRUE(r.ok()) << RunText(r);
            EXPECT_EQ(r.workspaceSize, 0u);
            EXPECT_EQ(dx->ReadStorage(), pattern) << "an empty dx was written to";
        }
    }
}

INSTANTIATE_TEST_SUITE_P(AllDTypes, StEmpty, ::testing::Values(DType::kF32, DType::kF16, DType::kBF16),
                         [](const ::testing::TestParamInfo<DType>& info) { return DTypeName(info.param); });

// ---- 3. special values -------------------------------------------------------------------------
class StSpecialValues : public ::testing::TestWithParam<DType> {};

TEST_P(StSpecialValues, MatchPyTorchSemantics)
{
    const DType t = GetParam();
    const Format& f = FormatOf(t);
    const double minSub = std::ldexp(1.0, f.emin - (f.precision - 1));
    const double minNormal = std::ldexp(1.0, f.emin);
    const double maxFinite = std::ldexp(2.0 - std::ldexp(1.0, 1 - f.precision), f.emax);
    const double below1 = 1.0 - std::ldexp(1.0, -f.precision);    // largest value < 1
    const double above1 = 1.0 + std::ldexp(1.0, 1 - f.precision); // smallest value > 1
    const uint32_t nanBits = Encode(NAN, t);
    const uint32_t negNanBits = nanBits | (t == DType::kF32 ? 0x80000000u : 0x8000u);

    std::vector<uint32_t> dyVals;
    for (double v : std::initializer_list<double>{0.0, -0.0, 1.0, -1.0, 0.5, -3.0, 1e-3, 300.0, INFINITY, -INFINITY,
                                                  minSub, -minSub, 3 * minSub, 37 * minSub, minNormal, -minNormal,
                                                  maxFinite, -maxFinite, maxFinite / 2}) {
        dyVals.push_back(Encode(v, t));
    }
    dyVals.push_back(nanBits);
    dyVals.push_back(negNanBits);
    std::vector<uint32_t> xVals;
    for (double v :
         std::initializer_list<double>{0.0,      -0.0,      0.5,    -0.5,    0.75,      -0.9375, 1.0,       -1.0,
                                       below1,   -below1,   above1, -above1, 2.0,       -2.0,    maxFinite, -maxFinite,
                                       INFINITY, -INFINITY, minSub, -minSub, minNormal, 0.999,   -0.999}) {
        xVals.push_back(Encode(v, t));
    }
    xVals.push_back(nanBits);
    xVals.push_back(negNanBits);

    std::vector<uint32_t> dy;
    std::vector<uint32_t> x;
    for (uint32_t a : dyVals) {
        for (uint32_t b : xVals) {
            dy.push_back(a);
            x.push_back(b);
        }
    }
    std::vector<uint32_t> dx;
    const RunResult r = ComputeContiguous(t, {static_cast<int64_t>(dy.size())}, dy, x, &dx);
    ASSERT_TRUE(r.ok()) << RunText(r);
    // Non-finite and zero results exactly (CheckElement); finite ones within the target.
    EXPECT_TRUE(MatchesReference(t, dy, x, dx, MaxUlp(t)));
    // Subnormal results: exactly the rounded float64 reference, never flushed to zero.
    size_t subnormals = 0;
    for (size_t i = 0; i < dx.size(); ++i) {
        const double exact = Reference(Decode(dy[i], t), Decode(x[i], t));
        const double expected = RoundTo(exact, t);
        if (std::isfinite(expected) && expected != 0.0 && std::fabs(expected) < minNormal) {
            ++subnormals;
            EXPECT_EQ(dx[i], Encode(exact, t)) << "dy=" << Decode(dy[i], t) << " x=" << Decode(x[i], t) << ": got "
                                               << Decode(dx[i], t) << ", expected " << expected;
        }
    }
    EXPECT_GT(subnormals, 20u);
}

INSTANTIATE_TEST_SUITE_P(AllDTypes, StSpecialValues, ::testing::Values(DType::kF32, DType::kF16, DType::kBF16),
                         [](const ::testing::TestParamInfo<DType>& info) { return DTypeName(info.param); });

// Spot checks of the table in the spec, independent of the reference function.
TEST(StSpecialValues, SpecTableFp32)
{
    const float inf = INFINITY;
    const float nan = NAN;
    struct Case {
        float dy, x, want;
    };
    const Case cases[] = {
        {1.0f, 0.0f, 1.0f}, {-2.0f, 0.0f, -2.0f}, {1.0f, 1.0f, inf},    {1.0f, -1.0f, inf}, {-1.0f, 1.0f, -inf},
        {0.0f, 1.0f, nan},  {-0.0f, -1.0f, nan},  {nan, 1.0f, nan},     {1.0f, 1.5f, nan},  {1.0f, -1.0000001f, nan},
        {1.0f, inf, nan},   {1.0f, -inf, nan},    {1.0f, nan, nan},     {inf, 0.5f, inf},   {-inf, -0.5f, -inf},
        {nan, 0.5f, nan},   {0.0f, 0.5f, 0.0f},   {-0.0f, 0.5f, -0.0f}, {0.0f, 2.0f, nan},  {inf, 1.0f, inf},
    };
    std::vector<uint32_t> dy;
    std::vector<uint32_t> x;
    for (const Case& c : cases) {
        dy.push_back(Encode(c.dy, DType::kF32));
        x.push_back(Encode(c.x, DType::kF32));
    }
    std::vector<uint32_t> dx;
    const RunResult r = ComputeContiguous(DType::kF32, {static_cast<int64_t>(dy.size())}, dy, x, &dx);
    ASSERT_TRUE(r.ok()) << RunText(r);
    for (size_t i = 0; i < dx.size(); ++i) {
        const double got = Decode(dx[i], DType::kF32);
        const double want = cases[i].want;
        if (std::isnan(want)) {
            EXPECT_TRUE(std::isnan(got)) << "dy=" << cases[i].dy << " x=" << cases[i].x << " gave " << got;
        } else if (std::isfinite(want) && want != 0.0) {
            EXPECT_LE(UlpError(got, want, DType::kF32), 3.0) << "dy=" << cases[i].dy << " x=" << cases[i].x;
        } else {
            EXPECT_EQ(got, want) << "dy=" << cases[i].dy << " x=" << cases[i].x;
            EXPECT_EQ(std::signbit(got), std::signbit(want)) << "dy=" << cases[i].dy << " x=" << cases[i].x;
        }
    }
}

// fp16 / bf16 spot checks: inf and NaN must reach the output as IEEE / PyTorch has them, not as the
// +-MAX / 0 a 950 produces when its CTRL register is left in the saturating reset state (the
// kernel selects the INF/NaN mode around its final Cast; the sim starts every launch saturating).
TEST(StSpecialValues, SpecTableHalfTypes)
{
    const double inf = INFINITY;
    const double nan = NAN;
    struct Case {
        double dy, x, want;
    };
    for (DType t : {DType::kF16, DType::kBF16}) {
        const double big = t == DType::kF16 ? 60000.0 : 3.0e38;            // dy / sqrt(1 - 0.25) overflows T
        const double above1 = t == DType::kF16 ? 1.0009765625 : 1.0078125; // the next value after 1
        const Case cases[] = {
            {1.0, 1.0, inf}, {1.0, -1.0, inf},   {-1.0, 1.0, -inf},  {2.5, -1.0, inf},    {inf, 1.0, inf},
            {0.0, 1.0, nan}, {nan, -1.0, nan},   {1.0, above1, nan}, {1.0, -above1, nan}, {1.0, 2.0, nan},
            {1.0, inf, nan}, {1.0, -inf, nan},   {1.0, nan, nan},    {nan, 0.5, nan},     {0.0, 2.0, nan},
            {big, 0.5, inf}, {-big, -0.5, -inf}, {inf, 0.5, inf},    {-inf, 0.0, -inf},   {1.0, 0.0, 1.0},
        };
        std::vector<uint32_t> dy;
        std::vector<uint32_t> x;
        for (const Case& c : cases) {
            dy.push_back(Encode(c.dy, t));
            x.push_back(Encode(c.x, t));
        }
        std::vector<uint32_t> dx;
        const RunResult r = ComputeContiguous(t, {static_cast<int64_t>(dy.size())}, dy, x, &dx);
        ASSERT_TRUE(r.ok()) << RunText(r);
        for (size_t i = 0; i < dx.size(); ++i) {
            const double got = Decode(dx[i], t);
            const double want = cases[i].want;
            const std::string what = DTypeName(t) + " dy=" + std::to_string(cases[i].dy) +
                                     " x=" + std::to_string(cases[i].x) + " gave " + std::to_string(got);
            if (std::isnan(want)) {
                EXPECT_TRUE(std::isnan(got)) << what;
            } else {
                EXPECT_EQ(got, want) << what;
            }
        }
    }
}

// ---- 5. non-contiguous views (AutoContiguous) ---------------------------------------------------
class StNonContiguous : public ::testing::TestWithParam<DType> {};

std::vector<uint32_t> Pattern(DType t, size_t n)
{
    std::vector<uint32_t> p(n);
    for (size_t i = 0; i < n; ++i) {
        p[i] = Encode(-7000.0 - static_cast<double>(i % 1000), t);
    }
    return p;
}

// Runs with dy / x / dx each given as (shape, strides, offset, storage size); checks the dx view
// against the reference and that every storage element outside the dx view kept its pattern.
struct ViewSpec {
    std::vector<int64_t> strides; // empty: contiguous
    int64_t offset = 0;
    size_t storage = 0; // 0: exactly the view
};

void RunViews(DType t, const std::vector<int64_t>& shape, const ViewSpec& dySpec, const ViewSpec& xSpec,
              const ViewSpec& dxSpec, bool expectWorkspace, uint64_t seed)
{
    const auto n = static_cast<size_t>(Numel(shape));
    // Overlapping views (stride 0) keep the last value written: `values` is updated to what the
    // view really holds.
    auto make = [&](const ViewSpec& s, std::vector<uint32_t>* values, std::vector<uint32_t>* storageOut) {
        const std::vector<int64_t> strides = s.strides.empty() ? ContiguousStrides(shape) : s.strides;
        const std::vector<int64_t> offs = ViewOffsets(shape, strides, s.offset);
        size_t need = 0;
        for (int64_t o : offs) {
            need = std::max(need, static_cast<size_t>(o) + 1);
        }
        std::vector<uint32_t> storage = Pattern(t, std::max(need, s.storage));
        if (values != nullptr) {
            for (size_t i = 0; i < n; ++i) {
                storage[static_cast<size_t>(offs[i])] = (*values)[i];
            }
            for (size_t i = 0; i < n; ++i) {
                (*values)[i] = storage[static_cast<size_t>(offs[i])];
            }
        }
        if (storageOut != nullptr) {
            *storageOut = storage;
        }
        return DeviceTensor::View(t, shape, strides, s.offset, storage);
    };
    Inputs in = RandomInputs(t, n, seed);
    auto dy = make(dySpec, &in.dy, nullptr);
    auto x = make(xSpec, &in.x, nullptr);
    std::vector<uint32_t> dxBefore;
    auto dx = make(dxSpec, nullptr, &dxBefore);
    ASSERT_TRUE(dy && x && dx);
    const RunResult r = RunAsinGrad(dy->get(), x->get(), dx->get());
    ASSERT_TRUE(r.ok()) << RunText(r);
    if (expectWorkspace) {
        EXPECT_GT(r.workspaceSize, 0u) << "non-contiguous tensors are staged in the workspace";
    }
    EXPECT_TRUE(MatchesReference(t, in.dy, in.x, dx->ReadView(), MaxUlp(t)));
    // Outside the view nothing changed.
    const std::vector<uint32_t> after = dx->ReadStorage();
    const std::vector<int64_t> strides = dxSpec.strides.empty() ? ContiguousStrides(shape) : dxSpec.strides;
    std::vector<bool> inView(after.size(), false);
    for (int64_t o : ViewOffsets(shape, strides, dxSpec.offset)) {
        inView[static_cast<size_t>(o)] = true;
    }
    size_t touched = 0;
    for (size_t i = 0; i < after.size(); ++i) {
        touched += !inView[i] && after[i] != dxBefore[i];
    }
    EXPECT_EQ(touched, 0u) << "elements outside the dx view were written";
}

TEST_P(StNonContiguous, TransposedInput)
{
    // x is the transpose of a contiguous [53, 37] storage: view [37, 53], strides [1, 37].
    RunViews(GetParam(), {37, 53}, {}, {{1, 37}, 0, 0}, {}, true, 11);
}

TEST_P(StNonContiguous, SlicedInputWithOffsetAndStride)
{
    // dy[7 + i * 85 + j * 2] of a bigger buffer: storage offset, inner stride 2, padded rows.
    RunViews(GetParam(), {29, 41}, {{85, 2}, 7, 3000}, {}, {}, true, 12);
}

TEST_P(StNonContiguous, ExpandedInputStrideZero)
{
    // dy broadcast along dim 0 by a zero stride (an expanded view of one row).
    RunViews(GetParam(), {16, 33}, {{0, 1}, 5, 0}, {}, {}, true, 13);
}

TEST_P(StNonContiguous, NonContiguousOutputView)
{
    // dx is every other element of a [29, 83] storage, starting at element 1; the rest must keep
    // its pattern.
    RunViews(GetParam(), {29, 41}, {}, {}, {{83, 2}, 1, 29 * 83}, true, 14);
}

TEST_P(StNonContiguous, AllNonContiguous3dLarge)
{
    // All three strided, large enough for many cores: a permuted 3-d x, a sliced dy, a strided dx.
    const std::vector<int64_t> shape = {6, 129, 131};
    RunViews(GetParam(), shape, {{129 * 263, 263, 2}, 3, 0}, {{1, 6 * 131, 6}, 0, 0}, {{131 * 129 * 2, 131, 1}, 0, 0},
             true, 15);
}

INSTANTIATE_TEST_SUITE_P(AllDTypes, StNonContiguous, ::testing::Values(DType::kF32, DType::kF16, DType::kBF16),
                         [](const ::testing::TestParamInfo<DType>& info) { return DTypeName(info.param); });

// ---- 6. in-place --------------------------------------------------------------------------------
class StInPlace : public ::testing::TestWithParam<DType> {};

TEST_P(StInPlace, DxIsTheDyTensor)
{
    const DType t = GetParam();
    const std::vector<int64_t> shape = {100003};
    const Inputs in = RandomInputs(t, 100003, 21);
    auto dy = DeviceTensor::Contiguous(t, shape, in.dy);
    auto x = DeviceTensor::Contiguous(t, shape, in.x);
    ASSERT_TRUE(dy && x);
    const RunResult r = RunAsinGrad(dy->get(), x->get(), dy->get());
    ASSERT_TRUE(r.ok()) << RunText(r);
    EXPECT_TRUE(MatchesReference(t, in.dy, in.x, dy->ReadStorage(), MaxUlp(t)));
}

TEST_P(StInPlace, DxAliasesDyMemory)
{
    const DType t = GetParam();
    const std::vector<int64_t> shape = {3, 5, 4099};
    const auto n = static_cast<size_t>(Numel(shape));
    const Inputs in = RandomInputs(t, n, 22);
    auto dy = DeviceTensor::Contiguous(t, shape, in.dy);
    auto x = DeviceTensor::Contiguous(t, shape, in.x);
    ASSERT_TRUE(dy && x);
    auto dx = dy->Alias(shape, ContiguousStrides(shape), 0); // a second aclTensor, same memory and view
    ASSERT_TRUE(dx);
    const RunResult r = RunAsinGrad(dy->get(), x->get(), dx->get());
    ASSERT_TRUE(r.ok()) << RunText(r);
    EXPECT_TRUE(MatchesReference(t, in.dy, in.x, dy->ReadStorage(), MaxUlp(t)));
}

TEST_P(StInPlace, StridedViewInPlace)
{
    // dy and dx are the same strided view (every other element); the gaps keep their values.
    const DType t = GetParam();
    const std::vector<int64_t> shape = {301, 67};
    const std::vector<int64_t> strides = {134, 2};
    const auto n = static_cast<size_t>(Numel(shape));
    const Inputs in = RandomInputs(t, n, 23);
    std::vector<uint32_t> storage = Pattern(t, 301 * 134);
    const std::vector<int64_t> offs = ViewOffsets(shape, strides, 0);
    for (size_t i = 0; i < n; ++i) {
        storage[static_cast<size_t>(offs[i])] = in.dy[i];
    }
    auto dy = DeviceTensor::View(t, shape, strides, 0, storage);
    auto x = DeviceTensor::Contiguous(t, shape, in.x);
    ASSERT_TRUE(dy && x);
    auto dx = dy->Alias(shape, strides, 0);
    ASSERT_TRUE(dx);
    const RunResult r = RunAsinGrad(dy->get(), x->get(), dx->get());
    ASSERT_TRUE(r.ok()) << RunText(r);
    EXPECT_TRUE(MatchesReference(t, in.dy, in.x, dx->ReadView(), MaxUlp(t)));
    const std::vector<uint32_t> after = dy->ReadStorage();
    for (size_t i = 0; i < after.size(); i += 2) {
        ASSERT_EQ(after[i + 1], storage[i + 1]) << "gap element " << i + 1 << " changed";
    }
}

TEST_P(StInPlace, DxAliasesX)
{
    const DType t = GetParam();
    const std::vector<int64_t> shape = {70001};
    const Inputs in = RandomInputs(t, 70001, 24);
    auto dy = DeviceTensor::Contiguous(t, shape, in.dy);
    auto x = DeviceTensor::Contiguous(t, shape, in.x);
    ASSERT_TRUE(dy && x);
    const RunResult r = RunAsinGrad(dy->get(), x->get(), x->get());
    ASSERT_TRUE(r.ok()) << RunText(r);
    EXPECT_TRUE(MatchesReference(t, in.dy, in.x, x->ReadStorage(), MaxUlp(t)));
}

INSTANTIATE_TEST_SUITE_P(AllDTypes, StInPlace, ::testing::Values(DType::kF32, DType::kF16, DType::kBF16),
                         [](const ::testing::TestParamInfo<DType>& info) { return DTypeName(info.param); });

// ---- 7. determinism -----------------------------------------------------------------------------
class StDeterminism : public ::testing::TestWithParam<DType> {
protected:
    void TearDown() override { ascsim::SetActiveSocProfileForTest(""); }
};

TEST_P(StDeterminism, SameBitsAcrossRunsAndCoreCounts)
{
    const DType t = GetParam();
    // 1 Mi + 13 elements: 64 cores of several tiles on the 950PR, 4 cores of many tiles on the
    // 4-core test profile, so the split differs completely.
    const size_t n = (1u << 20) + 13;
    const std::vector<int64_t> shape = {static_cast<int64_t>(n)};
    Inputs in = RandomInputs(t, n, 31);
    // Specials too, so NaN payloads and signed zeros are compared as bits.
    const uint32_t specials[] = {Encode(1.0, t), Encode(-1.0, t), Encode(NAN, t), Encode(2.0, t), Encode(-0.0, t)};
    for (size_t i = 0; i < n; i += 97) {
        in.x[i] = specials[(i / 97) % 5];
        if ((i / 97) % 7 == 0) {
            in.dy[i] = Encode(-0.0, t);
        }
    }
    std::vector<std::vector<uint32_t>> results;
    for (const char* soc : {"Ascend950PR", "Ascend950PR", "Ascend950Test4", "Ascend950DT"}) {
        ASSERT_TRUE(ascsim::SetActiveSocProfileForTest(soc)) << soc;
        std::vector<uint32_t> dx;
        const RunResult r = ComputeContiguous(t, shape, in.dy, in.x, &dx);
        ASSERT_TRUE(r.ok()) << soc << ": " << RunText(r);
        results.push_back(std::move(dx));
    }
    EXPECT_TRUE(MatchesReference(t, in.dy, in.x, results[0], MaxUlp(t)));
    for (size_t k = 1; k < results.size(); ++k) {
        size_t diff = 0;
        for (size_t i = 0; i < n; ++i) {
            diff += results[k][i] != results[0][i];
        }
        EXPECT_EQ(diff, 0u) << "run " << k << " differs from run 0 in " << diff << " elements";
    }
}

INSTANTIATE_TEST_SUITE_P(AllDTypes, StDeterminism, ::testing::Values(DType::kF32, DType::kF16, DType::kBF16),
                         [](const ::testing::TestParamInfo<DType>& info) { return DTypeName(info.param); });

} // namespace
