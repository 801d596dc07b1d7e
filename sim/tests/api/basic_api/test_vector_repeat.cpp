// Memory vector API, "tensor高维切分计算" forms (mask + repeatTime + UnaryRepeatParams /
// BinaryRepeatParams; docs/zh/api/SIMD-API/基础API/Memory矢量计算/SIMD计算说明/高维切分.md, 掩码.md),
// through the kernel emulator: results against float64 references built from the address rule
// base + (r * repStride + b * blkStride) * 32 B + e * sizeof(T), the docs' 调用示例 (mask 128 / 64,
// repeat 4, strides {1,1,8,8} / {1,1,1,8,8,8}), strided and masked cases, and memcheck findings.
#include <algorithm>
#include <cmath>
#include <functional>

#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

constexpr uint32_t kBytes = 4096; // every operand buffer (UB and GM)

// Copies a, b and the initial destination o into UB, runs Op, copies the destination back to o.
template <class Op>
void RepKernel(GM_ADDR a, GM_ADDR b, GM_ADDR o)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> ta, tb, to;
    pipe.InitBuffer(ta, kBytes);
    pipe.InitBuffer(tb, kBytes);
    pipe.InitBuffer(to, kBytes);
    GlobalTensor<uint8_t> ga, gb, go;
    ga.SetGlobalBuffer(a, kBytes);
    gb.SetGlobalBuffer(b, kBytes);
    go.SetGlobalBuffer(o, kBytes);
    LocalTensor<uint8_t> la = ta.Get<uint8_t>(), lb = tb.Get<uint8_t>(), lo = to.Get<uint8_t>();
    DataCopy(la, ga, kBytes);
    DataCopy(lb, gb, kBytes);
    DataCopy(lo, go, kBytes);
    KT_FLAG(MTE2_V);
    Op::Run(lo, la, lb);
    KT_FLAG(V_MTE3);
    DataCopy(go, lo, kBytes);
}

// Host reference of one mask/repeat instruction: which destination elements change and to what.
struct Geometry {
    uint64_t mask[2]; // bit-wise view of the mask (continuous masks converted)
    uint32_t repeats;
    uint32_t dB, dR, aB, aR, bB, bR; // strides in blocks
};

template <class T>
std::vector<double> Reference(const std::vector<T>& a, const std::vector<T>& b, const std::vector<T>& o,
                              const Geometry& g, const std::function<double(double, double)>& f)
{
    std::vector<double> out(o.size());
    for (size_t i = 0; i < o.size(); ++i) {
        out[i] = static_cast<double>(static_cast<float>(o[i]));
    }
    const uint32_t epb = 32 / sizeof(T);
    for (uint32_t r = 0; r < g.repeats; ++r) {
        for (uint32_t blk = 0; blk < 8; ++blk) {
            for (uint32_t e = 0; e < epb; ++e) {
                const uint32_t bit = blk * epb + e;
                if (((g.mask[bit / 64] >> (bit % 64)) & 1u) == 0) {
                    continue;
                }
                const size_t d = (r * g.dR + blk * g.dB) * epb + e;
                const size_t x = (r * g.aR + blk * g.aB) * epb + e;
                const size_t y = (r * g.bR + blk * g.bB) * epb + e;
                out[d] = f(static_cast<float>(a[x]), static_cast<float>(b[y]));
            }
        }
    }
    return out;
}

template <class T>
std::vector<T> Filled(float lo, float hi, uint32_t seed)
{
    const auto f = RandomFloats(kBytes / sizeof(T), lo, hi, seed);
    std::vector<T> v(f.size());
    for (size_t i = 0; i < f.size(); ++i) {
        v[i] = static_cast<T>(f[i]);
    }
    return v;
}

// Runs Op on (a, b, o) and compares every element of the destination with the reference.
template <class Op, class T>
void Check(const Geometry& g, const std::function<double(double, double)>& f, float lo, float hi, double relTol)
{
    const std::vector<T> a = Filled<T>(lo, hi, 1), b = Filled<T>(lo, hi, 2), o = Filled<T>(-7.0f, -5.0f, 3);
    DeviceBuffer ab = Upload(a), bb = Upload(b), ob = Upload(o);
    const LaunchOutcome r = Launch(&RepKernel<Op>, 1, {ab.get(), bb.get(), ob.get()});
    ASSERT_TRUE(r.ok) << r.report;
    const std::vector<T> got = ob.ReadAll<T>();
    const std::vector<double> want = Reference(a, b, o, g, f);
    size_t changed = 0;
    for (size_t i = 0; i < got.size(); ++i) {
        const double v = static_cast<float>(got[i]);
        changed += static_cast<float>(got[i]) != static_cast<float>(o[i]) ? 1 : 0;
        ASSERT_NEAR(v, want[i], relTol * std::max(1.0, std::fabs(want[i]))) << "element " << i;
    }
    EXPECT_GT(changed, 0u);
}

template <class T>
LocalTensor<T> As(const LocalTensor<uint8_t>& t)
{
    return t.ReinterpretCast<T>();
}

constexpr uint64_t kAll = UINT64_MAX;
constexpr double kExactF = 0.0, kUlpF = 4e-7, kFewUlpF = 2e-6, kHalf = 2e-3;
double Add2(double x, double y) { return x + y; }

class VectorRepeatTest : public KernelTest {};

// ---- the docs' examples: Add.md (mask 128, half; mask[] all ones), Sqrt.md (mask 256 / sizeof(half)) ----
struct AddHalfDoc {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b)
    {
        uint64_t mask = 128;
        Add(As<half>(o), As<half>(a), As<half>(b), mask, 4, {1, 1, 1, 8, 8, 8});
    }
};
struct AddHalfDocBits {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b)
    {
        uint64_t mask[2] = {UINT64_MAX, UINT64_MAX};
        Add(As<half>(o), As<half>(a), As<half>(b), mask, 4, {1, 1, 1, 8, 8, 8});
    }
};
struct SqrtHalfDoc {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&)
    {
        uint64_t mask = 256 / sizeof(half);
        Sqrt(As<half>(o), As<half>(a), mask, 4, {1, 1, 8, 8});
    }
};
TEST_F(VectorRepeatTest, DocExamplesHalf)
{
    const Geometry g{{kAll, kAll}, 4, 1, 8, 1, 8, 1, 8};
    Check<AddHalfDoc, half>(g, Add2, -10.0f, 10.0f, kHalf);
    Check<AddHalfDocBits, half>(g, Add2, -10.0f, 10.0f, kHalf);
    Check<SqrtHalfDoc, half>(
        g, [](double x, double) { return std::sqrt(x); }, 0.0f, 100.0f, kHalf);
}

// The docs' result example (Add.md): 1..512 + 513..1024 in four repeats of 128 halves.
struct AddHalfDocValues {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b)
    {
        Add(As<half>(o), As<half>(a), As<half>(b), static_cast<uint64_t>(128), 4, {1, 1, 1, 8, 8, 8});
    }
};
TEST_F(VectorRepeatTest, AddDocResult)
{
    std::vector<half> a(kBytes / 2, half(0.0f)), b(kBytes / 2, half(0.0f)), o(kBytes / 2, half(0.0f));
    for (int i = 0; i < 512; ++i) {
        a[i] = half(static_cast<float>(i + 1));
        b[i] = half(static_cast<float>(i + 513));
    }
    DeviceBuffer ab = Upload(a), bb = Upload(b), ob = Upload(o);
    const LaunchOutcome r = Launch(&RepKernel<AddHalfDocValues>, 1, {ab.get(), bb.get(), ob.get()});
    ASSERT_TRUE(r.ok) << r.report;
    const auto got = ob.ReadAll<half>();
    EXPECT_EQ(static_cast<float>(got[0]), 514.0f);
    EXPECT_EQ(static_cast<float>(got[1]), 516.0f);
    EXPECT_EQ(static_cast<float>(got[511]), 1536.0f);
    EXPECT_EQ(static_cast<float>(got[512]), 0.0f);
}

// ---- every family, fp32, contiguous (mask 64, repeat 4, {1,1,8,8} / {1,1,1,8,8,8}) -----------------------
#define KT_REP_BINARY(Name, Api)                                                                                     \
    struct Name {                                                                                                    \
        static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b) \
        {                                                                                                            \
            Api(As<float>(o), As<float>(a), As<float>(b), static_cast<uint64_t>(64), 4, {1, 1, 1, 8, 8, 8});         \
        }                                                                                                            \
    }
#define KT_REP_UNARY(Name, Api)                                                                                    \
    struct Name {                                                                                                  \
        static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&) \
        {                                                                                                          \
            Api(As<float>(o), As<float>(a), static_cast<uint64_t>(64), 4, {1, 1, 8, 8});                           \
        }                                                                                                          \
    }
#define KT_REP_SCALAR(Name, Api, S)                                                                                \
    struct Name {                                                                                                  \
        static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&) \
        {                                                                                                          \
            Api(As<float>(o), As<float>(a), static_cast<float>(S), static_cast<uint64_t>(64), 4, {1, 1, 8, 8});    \
        }                                                                                                          \
    }
KT_REP_BINARY(RAdd, Add);
KT_REP_BINARY(RSub, Sub);
KT_REP_BINARY(RMul, Mul);
KT_REP_BINARY(RDiv, Div);
KT_REP_BINARY(RMax, Max);
KT_REP_BINARY(RMin, Min);
KT_REP_SCALAR(RAdds, Adds, -1.25f);
KT_REP_SCALAR(RMuls, Muls, 3.0f);
KT_REP_SCALAR(RMaxs, Maxs, 0.5f);
KT_REP_SCALAR(RMins, Mins, 0.5f);
KT_REP_UNARY(RAbs, Abs);
KT_REP_UNARY(RSqrt, Sqrt);
KT_REP_UNARY(RRsqrt, Rsqrt);
KT_REP_UNARY(RReciprocal, Reciprocal);
KT_REP_UNARY(RExp, Exp);
KT_REP_UNARY(RLn, Ln);
KT_REP_UNARY(RRelu, Relu);

TEST_F(VectorRepeatTest, BinaryFamilyFloat)
{
    const Geometry g{{kAll, 0}, 4, 1, 8, 1, 8, 1, 8};
    Check<RAdd, float>(g, Add2, -100.0f, 100.0f, kUlpF);
    Check<RSub, float>(
        g, [](double x, double y) { return x - y; }, -100.0f, 100.0f, kUlpF);
    Check<RMul, float>(
        g, [](double x, double y) { return x * y; }, -100.0f, 100.0f, kUlpF);
    Check<RDiv, float>(
        g, [](double x, double y) { return x / y; }, 1.0f, 100.0f, kUlpF);
    Check<RMax, float>(
        g, [](double x, double y) { return std::max(x, y); }, -100.0f, 100.0f, kExactF);
    Check<RMin, float>(
        g, [](double x, double y) { return std::min(x, y); }, -100.0f, 100.0f, kExactF);
}
TEST_F(VectorRepeatTest, ScalarFamilyFloat)
{
    const Geometry g{{kAll, 0}, 4, 1, 8, 1, 8, 1, 8};
    Check<RAdds, float>(
        g, [](double x, double) { return x - 1.25; }, -100.0f, 100.0f, kUlpF);
    Check<RMuls, float>(
        g, [](double x, double) { return x * 3.0; }, -100.0f, 100.0f, kUlpF);
    Check<RMaxs, float>(
        g, [](double x, double) { return std::max(x, 0.5); }, -2.0f, 2.0f, kExactF);
    Check<RMins, float>(
        g, [](double x, double) { return std::min(x, 0.5); }, -2.0f, 2.0f, kExactF);
}
TEST_F(VectorRepeatTest, UnaryFamilyFloat)
{
    const Geometry g{{kAll, 0}, 4, 1, 8, 1, 8, 1, 8};
    Check<RAbs, float>(
        g, [](double x, double) { return std::fabs(x); }, -100.0f, 100.0f, kExactF);
    Check<RSqrt, float>(
        g, [](double x, double) { return std::sqrt(x); }, 0.0f, 100.0f, kUlpF);
    Check<RRsqrt, float>(
        g, [](double x, double) { return 1.0 / std::sqrt(x); }, 0.01f, 100.0f, kFewUlpF);
    Check<RReciprocal, float>(
        g, [](double x, double) { return 1.0 / x; }, 0.01f, 100.0f, kFewUlpF);
    Check<RExp, float>(
        g, [](double x, double) { return std::exp(x); }, -10.0f, 10.0f, kFewUlpF);
    Check<RLn, float>(
        g, [](double x, double) { return std::log(x); }, 0.01f, 100.0f, kFewUlpF);
}

// Relu.md's mask examples: half, repeat 4 of 128 elements, strides {1, 1, 8, 8}, with the continuous mask
// 256 / sizeof(half) and the bit-wise mask {UINT64_MAX, UINT64_MAX}; float through the unary harness.
struct RReluHalfCont {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&)
    {
        Relu(As<half>(o), As<half>(a), static_cast<uint64_t>(256 / sizeof(half)), 4, {1, 1, 8, 8});
    }
};
struct RReluHalfBits {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&)
    {
        uint64_t mask[2] = {UINT64_MAX, UINT64_MAX};
        Relu(As<half>(o), As<half>(a), mask, 4, {1, 1, 8, 8});
    }
};
TEST_F(VectorRepeatTest, ReluMaskForms)
{
    const auto relu = [](double x, double) { return x > 0.0 ? x : 0.0; };
    Check<RRelu, float>(Geometry{{kAll, 0}, 4, 1, 8, 1, 8, 1, 8}, relu, -100.0f, 100.0f, kExactF);
    Check<RReluHalfCont, half>(Geometry{{kAll, kAll}, 4, 1, 8, 1, 8, 1, 8}, relu, -10.0f, 10.0f, 0.0);
    Check<RReluHalfBits, half>(Geometry{{kAll, kAll}, 4, 1, 8, 1, 8, 1, 8}, relu, -10.0f, 10.0f, 0.0);
}

// ---- Duplicate (Duplicate.md: mask, repeat 2, dstBlockStride 1, dstRepeatStride 8) -----------------------
struct RDupHalf {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>&, const LocalTensor<uint8_t>&)
    {
        const half scalar(18.0f);
        uint64_t mask = 128;
        Duplicate(As<half>(o), scalar, mask, 2, 1, 8);
    }
};
struct RDupFloatBits {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>&, const LocalTensor<uint8_t>&)
    {
        uint64_t mask[2] = {0xF0F0F0F0F0F0F0F0ull, 0};
        Duplicate(As<float>(o), 2.5f, mask, 3, 2, 20);
    }
};
TEST_F(VectorRepeatTest, Duplicate)
{
    Check<RDupHalf, half>(
        Geometry{{kAll, kAll}, 2, 1, 8, 1, 8, 1, 8}, [](double, double) { return 18.0; }, 0.0f, 1.0f, 0.0);
    Check<RDupFloatBits, float>(
        Geometry{{0xF0F0F0F0F0F0F0F0ull, 0}, 3, 2, 20, 1, 8, 1, 8}, [](double, double) { return 2.5; }, 0.0f, 1.0f,
        0.0);
}

// ---- strides: repStride != 8, blkStride 2 --------------------------------------------------------------
struct RAddStrided {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b)
    {
        Add(As<float>(o), As<float>(a), As<float>(b), static_cast<uint64_t>(64), 4, {2, 1, 2, 20, 10, 16});
    }
};
struct RExpStridedHalf {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&)
    {
        Exp(As<half>(o), As<half>(a), static_cast<uint64_t>(128), 3, {2, 2, 24, 16});
    }
};
struct RMulsSrcBroadcast { // srcRepStride 0: every repeat re-reads the first 8 blocks
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&)
    {
        Muls(As<float>(o), As<float>(a), 2.0f, static_cast<uint64_t>(64), 3, {1, 2, 9, 0});
    }
};
TEST_F(VectorRepeatTest, Strided)
{
    Check<RAddStrided, float>(Geometry{{kAll, 0}, 4, 2, 20, 1, 10, 2, 16}, Add2, -100.0f, 100.0f, kUlpF);
    Check<RExpStridedHalf, half>(
        Geometry{{kAll, kAll}, 3, 2, 24, 2, 16, 1, 8}, [](double x, double) { return std::exp(x); }, -3.0f, 3.0f,
        kHalf);
    Check<RMulsSrcBroadcast, float>(
        Geometry{{kAll, 0}, 3, 1, 9, 2, 0, 1, 8}, [](double x, double) { return 2.0 * x; }, -100.0f, 100.0f, kUlpF);
}

// ---- partial continuous mask: only the first k elements of each repeat change ---------------------------
struct RSubMask20 {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b)
    {
        Sub(As<float>(o), As<float>(a), As<float>(b), static_cast<uint64_t>(20), 5, {1, 1, 1, 8, 8, 8});
    }
};
struct RAbsMask100Half {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&)
    {
        Abs(As<half>(o), As<half>(a), static_cast<uint64_t>(100), 4, {1, 1, 8, 8});
    }
};
TEST_F(VectorRepeatTest, PartialContinuousMask)
{
    Check<RSubMask20, float>(
        Geometry{{(1ull << 20) - 1, 0}, 5, 1, 8, 1, 8, 1, 8}, [](double x, double y) { return x - y; }, -100.0f, 100.0f,
        kUlpF);
    Check<RAbsMask100Half, half>(
        Geometry{{kAll, (1ull << 36) - 1}, 4, 1, 8, 1, 8, 1, 8}, [](double x, double) { return std::fabs(x); }, -10.0f,
        10.0f, 0.0);
}

// ---- bit-wise masks: 16-bit types use both words, 32-bit types mask[0] only ------------------------------
struct RMaxBitsHalf {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b)
    {
        uint64_t mask[2] = {0x69A569A569A569A5ull, 0x8000000000000001ull};
        Max(As<half>(o), As<half>(a), As<half>(b), mask, 3, {1, 1, 1, 8, 8, 8});
    }
};
struct RMinBitsFloat { // mask[1] is not used by 32-bit types
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b)
    {
        uint64_t mask[2] = {0x00FF00000000F00Full, UINT64_MAX};
        Min(As<float>(o), As<float>(a), As<float>(b), mask, 2, {2, 1, 1, 16, 8, 8});
    }
};
struct RAddsBitsFloat {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&)
    {
        uint64_t mask[2] = {0x5555555555555555ull, 0};
        Adds(As<float>(o), As<float>(a), 10.0f, mask, 2, {1, 1, 8, 8});
    }
};
TEST_F(VectorRepeatTest, BitwiseMask)
{
    Check<RMaxBitsHalf, half>(
        Geometry{{0x69A569A569A569A5ull, 0x8000000000000001ull}, 3, 1, 8, 1, 8, 1, 8},
        [](double x, double y) { return std::max(x, y); }, -10.0f, 10.0f, 0.0);
    Check<RMinBitsFloat, float>(
        Geometry{{0x00FF00000000F00Full, 0}, 2, 2, 16, 1, 8, 1, 8}, [](double x, double y) { return std::min(x, y); },
        -10.0f, 10.0f, 0.0);
    Check<RAddsBitsFloat, float>(
        Geometry{{0x5555555555555555ull, 0}, 2, 1, 8, 1, 8, 1, 8}, [](double x, double) { return x + 10.0; }, -10.0f,
        10.0f, kUlpF);
}

// In place (dst == src in every repeat, a 100% overlap) is allowed.
struct RSqrtInPlace {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&)
    {
        Sqrt(As<float>(a), As<float>(a), static_cast<uint64_t>(64), 4, {1, 1, 8, 8});
        Adds(As<float>(o), As<float>(a), 0.0f, static_cast<uint64_t>(64), 4, {1, 1, 8, 8});
    }
};
TEST_F(VectorRepeatTest, InPlace)
{
    Check<RSqrtInPlace, float>(
        Geometry{{kAll, 0}, 4, 1, 8, 1, 8, 1, 8}, [](double x, double) { return std::sqrt(x); }, 0.0f, 100.0f, kUlpF);
}

// ---- negative kernels (memcheck), each with its correct twin -----------------------------------------------
// ---- Cast (Cast.md, tensor高维切分计算): the mask and a repeat follow the wider type ------------------
// Element k of repeat r of an operand of type X: DataBlock k / (32 / sizeof(X)), element
// k % (32 / sizeof(X)) of it (host reference below, independent of the sim's engine).
template <class X>
size_t CastAt(uint32_t k, uint32_t r, uint32_t blk, uint32_t rep)
{
    const uint32_t epb = 32 / sizeof(X);
    return (r * rep + (k / epb) * blk) * epb + k % epb;
}

// Cast.md example: half -> int32_t, CAST_CEIL, mask 64 (int32_t decides), repeat 8, {1, 1, 8, 4}.
struct CastHalfToInt32Doc {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&)
    {
        uint64_t mask = 256 / sizeof(int32_t);
        Cast(As<int32_t>(o), As<half>(a), RoundMode::CAST_CEIL, mask, 8, {1, 1, 8, 4});
    }
};
TEST_F(VectorRepeatTest, CastDocExampleHalfToInt32Ceil)
{
    std::vector<half> a(kBytes / sizeof(half));
    const float pattern[6] = {1.4f, 1.5f, 1.6f, 2.4f, 2.5f, 2.6f};
    for (size_t i = 0; i < a.size(); ++i) {
        a[i] = half(pattern[i % 6] + static_cast<float>(i % 50) - 25.0f);
    }
    DeviceBuffer ab = Upload(a), bb(kBytes), ob = Upload(std::vector<int32_t>(kBytes / 4, -99));
    ASSERT_TRUE(Launch(&RepKernel<CastHalfToInt32Doc>, 1, {ab.get(), bb.get(), ob.get()}).ok);
    const auto got = ob.ReadAll<int32_t>();
    for (size_t i = 0; i < got.size(); ++i) {
        const int32_t want = i < 512 ? static_cast<int32_t>(std::ceil(static_cast<double>(static_cast<float>(a[i])))) :
                                       -99;
        ASSERT_EQ(got[i], want) << i;
    }
}

// float -> half, partial continuous mask 40, repeat 3, the half destination's repeats 4 blocks
// apart, its blocks 2 apart; source blocks 1 apart, repeats 8. Values are multiples of 1/8 (exact).
struct CastFloatToHalfStrided {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&)
    {
        Cast(As<half>(o), As<float>(a), RoundMode::CAST_RINT, static_cast<uint64_t>(40), 3, {2, 1, 8, 8});
    }
};
// half -> float, bit-wise mask (every third element of the 64), source blocks 2 apart.
struct CastHalfToFloatBits {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&)
    {
        uint64_t mask[2] = {0x9249249249249249ull, 0};
        Cast(As<float>(o), As<half>(a), RoundMode::CAST_NONE, mask, 2, {1, 2, 8, 8});
    }
};
TEST_F(VectorRepeatTest, CastMixedWidthsStridedAndMasked)
{
    {
        std::vector<float> a(kBytes / 4);
        for (size_t i = 0; i < a.size(); ++i) {
            a[i] = static_cast<float>(static_cast<int>(i % 97) - 48) * 0.125f;
        }
        const std::vector<half> o(kBytes / 2, half(-7.0f));
        DeviceBuffer ab = Upload(a), bb(kBytes), ob = Upload(o);
        ASSERT_TRUE(Launch(&RepKernel<CastFloatToHalfStrided>, 1, {ab.get(), bb.get(), ob.get()}).ok);
        const auto got = ob.ReadAll<half>();
        std::vector<double> want(o.size(), -7.0);
        for (uint32_t r = 0; r < 3; ++r) {
            for (uint32_t k = 0; k < 40; ++k) {
                want[CastAt<half>(k, r, 2, 8)] = a[CastAt<float>(k, r, 1, 8)];
            }
        }
        for (size_t i = 0; i < got.size(); ++i) {
            ASSERT_EQ(static_cast<double>(static_cast<float>(got[i])), want[i]) << i;
        }
    }
    {
        std::vector<half> a(kBytes / 2);
        for (size_t i = 0; i < a.size(); ++i) {
            a[i] = half(static_cast<float>(static_cast<int>(i % 101) - 50) * 0.5f);
        }
        DeviceBuffer ab = Upload(a), bb(kBytes), ob = Upload(std::vector<float>(kBytes / 4, -7.0f));
        ASSERT_TRUE(Launch(&RepKernel<CastHalfToFloatBits>, 1, {ab.get(), bb.get(), ob.get()}).ok);
        const auto got = ob.ReadAll<float>();
        std::vector<float> want(got.size(), -7.0f);
        for (uint32_t r = 0; r < 2; ++r) {
            for (uint32_t k = 0; k < 64; k += 3) {
                want[CastAt<float>(k, r, 1, 8)] = static_cast<float>(a[CastAt<half>(k, r, 2, 8)]);
            }
        }
        EXPECT_EQ(got, want);
    }
}

// ---- Compare / Compares (Compare.md, Compares.md, tensor高维切分计算) -------------------------------
// Compare.md's example inputs: src0 = 8 x each of [2 3 5 7 11 13 17 19], src1 = 8 x each of
// [2 4 6 8 10 12 14 16] (64 floats), LE, one repeat.
struct CompareLeDocBits {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b)
    {
        uint64_t masks[2] = {858993459, 0}; // 0x33333333
        Compare(o, As<float>(a), As<float>(b), CMPMODE::LE, masks, 1, {1, 1, 1, 1, 8, 8});
    }
};
struct CompareLeDocCont {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b)
    {
        uint64_t mask = 28;
        Compare(o, As<float>(a), As<float>(b), CMPMODE::LE, mask, 1, {1, 1, 1, 1, 8, 8});
    }
};
std::vector<uint8_t> RunCompareDoc(void (*kernel)(GM_ADDR, GM_ADDR, GM_ADDR))
{
    std::vector<float> a(kBytes / 4, 0.0f), b(kBytes / 4, 0.0f);
    const float p0[8] = {2, 3, 5, 7, 11, 13, 17, 19}, p1[8] = {2, 4, 6, 8, 10, 12, 14, 16};
    for (int i = 0; i < 64; ++i) {
        a[i] = p0[i / 8];
        b[i] = p1[i / 8];
    }
    DeviceBuffer ab = Upload(a), bb = Upload(b), ob = Upload(std::vector<uint8_t>(kBytes, 0xEE));
    const LaunchOutcome r = Launch(kernel, 1, {ab.get(), bb.get(), ob.get()});
    EXPECT_TRUE(r.ok) << r.report;
    return ob.Read<uint8_t>(10);
}
// Bit-wise: the page's result [51 51 51 51 0 0 0 0] (masked-off elements are 0; 8 bytes written).
// Continuous 28: elements 0..27 enabled and all true for LE -> [255 255 255 15 0 0 0 0]. (The page
// prints "127 127 127 16", which its own inputs cannot produce.)
TEST_F(VectorRepeatTest, CompareDocExamples)
{
    EXPECT_EQ(RunCompareDoc(&RepKernel<CompareLeDocBits>),
              (std::vector<uint8_t>{51, 51, 51, 51, 0, 0, 0, 0, 0xEE, 0xEE}));
    EXPECT_EQ(RunCompareDoc(&RepKernel<CompareLeDocCont>),
              (std::vector<uint8_t>{255, 255, 255, 15, 0, 0, 0, 0, 0xEE, 0xEE}));
}

// half, 3 repeats, strided sources; Compares with a scalar, 2 repeats, continuous mask 100.
struct CompareHalfStrided {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b)
    {
        uint64_t mask[2] = {0xF0F0F0F0F0F0F0F0ull, 0x00000000FFFFFFFFull};
        Compare(o, As<half>(a), As<half>(b), CMPMODE::GT, mask, 3, {1, 2, 1, 0, 16, 9});
    }
};
struct ComparesHalfCont {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&)
    {
        Compares(o, As<half>(a), half(0.5f), CMPMODE::LT, static_cast<uint64_t>(100), 2, {1, 1, 0, 8});
    }
};
TEST_F(VectorRepeatTest, CompareAndComparesHalfRepeats)
{
    const std::vector<half> a = Filled<half>(-2.0f, 2.0f, 11), b = Filled<half>(-2.0f, 2.0f, 12);
    DeviceBuffer ab = Upload(a), bb = Upload(b), ob = Upload(std::vector<uint8_t>(kBytes, 0xEE));
    ASSERT_TRUE(Launch(&RepKernel<CompareHalfStrided>, 1, {ab.get(), bb.get(), ob.get()}).ok);
    auto got = ob.Read<uint8_t>(64);
    const uint64_t m[2] = {0xF0F0F0F0F0F0F0F0ull, 0x00000000FFFFFFFFull};
    for (uint32_t r = 0; r < 3; ++r) {
        for (uint32_t k = 0; k < 128; ++k) {
            const bool on = ((m[k / 64] >> (k % 64)) & 1u) != 0;
            const size_t x = (r * 16 + (k / 16) * 2) * 16 + k % 16, y = (r * 9 + (k / 16) * 1) * 16 + k % 16;
            const bool want = on && static_cast<float>(a[x]) > static_cast<float>(b[y]);
            EXPECT_EQ((got[r * 16 + k / 8] >> (k % 8)) & 1, want ? 1 : 0) << r << "," << k;
        }
    }
    EXPECT_EQ(got[48], 0xEE); // 3 repeats x 16 bytes, nothing beyond
    DeviceBuffer ob2 = Upload(std::vector<uint8_t>(kBytes, 0xEE));
    ASSERT_TRUE(Launch(&RepKernel<ComparesHalfCont>, 1, {ab.get(), bb.get(), ob2.get()}).ok);
    got = ob2.Read<uint8_t>(40);
    for (uint32_t r = 0; r < 2; ++r) {
        for (uint32_t k = 0; k < 128; ++k) {
            const bool want = k < 100 && static_cast<float>(a[r * 128 + k]) < 0.5f;
            EXPECT_EQ((got[r * 16 + k / 8] >> (k % 8)) & 1, want ? 1 : 0) << r << "," << k;
        }
    }
    EXPECT_EQ(got[32], 0xEE);
}

// ---- Select (Select.md, tensor高维切分计算) -------------------------------------------------------
// a = [src0 (2048 bytes) | src1 (2048 bytes)], b = the selMask bytes, o = the destination (kept where
// masked off). Host reference: element k of repeat r uses selMask bit k (VSEL_CMPMASK_SPR) or
// r * (256 / sizeof(T)) + k (the other modes).
template <class T>
std::vector<T> SelectRef(const std::vector<T>& a, const std::vector<uint8_t>& sel, std::vector<T> o,
                         const uint64_t m[2], uint32_t repeats, bool spr, const uint32_t st[6], const T* scalar)
{
    const uint32_t epb = 32 / sizeof(T), elems = 256 / sizeof(T), half = 2048 / sizeof(T);
    for (uint32_t r = 0; r < repeats; ++r) {
        for (uint32_t k = 0; k < elems; ++k) {
            if (((m[k / 64] >> (k % 64)) & 1u) == 0) {
                continue;
            }
            const uint32_t bit = spr ? k : r * elems + k;
            const size_t d = (r * st[3] + (k / epb) * st[0]) * epb + k % epb;
            const size_t x = (r * st[4] + (k / epb) * st[1]) * epb + k % epb;
            const size_t y = (r * st[5] + (k / epb) * st[2]) * epb + k % epb;
            const bool take0 = ((sel[bit / 8] >> (bit % 8)) & 1u) != 0;
            o[d] = take0 ? a[x] : (scalar != nullptr ? *scalar : a[half + y]);
        }
    }
    return o;
}
struct SelectTensorModeFloat { // mode 2, continuous mask 40, 3 repeats, src1 repeats 4 blocks apart
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b)
    {
        LocalTensor<float> s = As<float>(a);
        Select(As<float>(o), b, s, s[512], SELMODE::VSEL_TENSOR_TENSOR_MODE, static_cast<uint64_t>(40), 3,
               {1, 1, 1, 8, 8, 4});
    }
};
struct SelectSprHalf { // mode 0, bit-wise mask, 2 repeats: the same 128 selMask bits twice
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b)
    {
        uint64_t mask[2] = {0x00FF00FF00FF00FFull, 0xFFFF0000FFFF0000ull};
        LocalTensor<half> s = As<half>(a);
        Select(As<half>(o), b, s, s[1024], SELMODE::VSEL_CMPMASK_SPR, mask, 2, {1, 1, 1, 8, 8, 8});
    }
};
struct SelectScalarFloat { // tensor-scalar (mode 1), bit-wise mask, 2 repeats, dst blocks 2 apart
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b)
    {
        uint64_t mask[2] = {0xFFFFFFFF0000FFFFull, 0};
        Select(As<float>(o), b, As<float>(a), -3.5f, SELMODE::VSEL_TENSOR_SCALAR_MODE, mask, 2, {2, 1, 1, 16, 8, 8});
    }
};
template <class Op, class T>
void CheckSelect(const uint64_t m[2], uint32_t repeats, bool spr, const uint32_t st[6], const T* scalar)
{
    const std::vector<T> a = Filled<T>(-4.0f, 4.0f, 21), o = Filled<T>(-7.0f, -5.0f, 22);
    std::vector<uint8_t> sel(kBytes);
    for (size_t i = 0; i < sel.size(); ++i) {
        sel[i] = static_cast<uint8_t>((i * 37u + 11u) & 0xFF);
    }
    DeviceBuffer ab = Upload(a), bb = Upload(sel), ob = Upload(o);
    const LaunchOutcome r = Launch(&RepKernel<Op>, 1, {ab.get(), bb.get(), ob.get()});
    ASSERT_TRUE(r.ok) << r.report;
    const std::vector<T> want = SelectRef(a, sel, o, m, repeats, spr, st, scalar);
    const std::vector<T> got = ob.ReadAll<T>();
    for (size_t i = 0; i < got.size(); ++i) {
        ASSERT_EQ(static_cast<float>(got[i]), static_cast<float>(want[i])) << i;
    }
}
TEST_F(VectorRepeatTest, SelectModesAndMasks)
{
    {
        const uint64_t m[2] = {(1ull << 40) - 1, 0};
        const uint32_t st[6] = {1, 1, 1, 8, 8, 4};
        CheckSelect<SelectTensorModeFloat, float>(m, 3, false, st, nullptr);
    }
    {
        const uint64_t m[2] = {0x00FF00FF00FF00FFull, 0xFFFF0000FFFF0000ull};
        const uint32_t st[6] = {1, 1, 1, 8, 8, 8};
        CheckSelect<SelectSprHalf, half>(m, 2, true, st, nullptr);
    }
    {
        const uint64_t m[2] = {0xFFFFFFFF0000FFFFull, 0};
        const uint32_t st[6] = {2, 1, 1, 16, 8, 8};
        const float scalar = -3.5f;
        CheckSelect<SelectScalarFloat, float>(m, 2, false, st, &scalar);
    }
}

class VectorRepeatMemcheckTest : public KernelTest {};

GlobalTensor<float> Gm(GM_ADDR p, uint64_t n)
{
    GlobalTensor<float> g;
    g.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(p), n);
    return g;
}

// Reads x into a (256 floats), runs `body(src, dst)`, writes dst (256 floats) to z.
template <class Body>
void NegRun(GM_ADDR x, GM_ADDR z, Body&& body)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a, b;
    pipe.InitBuffer(a, 256 * sizeof(float));
    pipe.InitBuffer(b, 256 * sizeof(float));
    LocalTensor<float> src = a.Get<float>(), dst = b.Get<float>();
    DataCopy(src, Gm(x, 256), 256);
    DataCopy(dst, Gm(x, 256), 256);
    KT_FLAG(MTE2_V);
    body(src, dst);
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 256), dst, 256);
}

void RepStrideBeyond(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    NegRun(x, z, [](const LocalTensor<float>& s, const LocalTensor<float>& d) {
        if (Broken()) {
            KT_MARK(g_line);
            Adds(d, s, 1.0f, static_cast<uint64_t>(64), 2, {1, 1, 8, 40});
        } else {
            Adds(d, s, 1.0f, static_cast<uint64_t>(64), 2, {1, 1, 8, 8});
        }
    });
}
TEST_F(VectorRepeatMemcheckTest, RepStrideRunsBeyondTheBuffer)
{
    ExpectBrokenAndTwin(&RepStrideBeyond, "memcheck", "runs outside the LocalTensor's buffer of 1024 bytes", __FILE__);
}

void BlkStrideBeyondDst(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    NegRun(x, z, [](const LocalTensor<float>& s, const LocalTensor<float>& d) {
        uint64_t mask[2] = {UINT64_MAX, 0};
        const uint16_t blk = Broken() ? 5 : 3; // block 7 at 7 * 5 * 32 = 1120 bytes > 1024
        KT_MARK(g_line);
        Abs(d, s, mask, 1, {blk, 1, 8, 8});
    });
}
TEST_F(VectorRepeatMemcheckTest, DstBlkStrideRunsBeyondTheBuffer)
{
    ExpectBrokenAndTwin(&BlkStrideBeyondDst, "memcheck", "runs outside the LocalTensor's buffer", __FILE__);
}

void MisalignedOperand(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    NegRun(x, z, [](const LocalTensor<float>& s, const LocalTensor<float>& d) {
        const uint32_t off = Broken() ? 4 : 8; // 16 bytes: not 32-byte aligned
        KT_MARK(g_line);
        Mul(d, s[off], s[off], static_cast<uint64_t>(64), 2, {1, 1, 1, 8, 8, 8});
    });
}
TEST_F(VectorRepeatMemcheckTest, MisalignedOperand)
{
    ExpectBrokenAndTwin(&MisalignedOperand, "memcheck", "not 32-byte aligned", __FILE__);
}

void ZeroRepeat(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    NegRun(x, z, [](const LocalTensor<float>& s, const LocalTensor<float>& d) {
        const uint8_t repeat = Broken() ? 0 : 1;
        KT_MARK(g_line);
        Exp(d, s, static_cast<uint64_t>(64), repeat, {1, 1, 8, 8});
    });
}
TEST_F(VectorRepeatMemcheckTest, ZeroRepeatTime)
{
    ExpectBrokenAndTwin(&ZeroRepeat, "memcheck", "zero repeatTime is not guaranteed to be a no-op", __FILE__);
}

void MaskOutOfRange(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    NegRun(x, z, [](const LocalTensor<float>& s, const LocalTensor<float>& d) {
        const uint64_t mask = Broken() ? 65 : 64; // 32-bit types: [0, 64]
        KT_MARK(g_line);
        Maxs(d, s, 0.0f, mask, 2, {1, 1, 8, 8});
    });
}
TEST_F(VectorRepeatMemcheckTest, ContinuousMaskOutOfRange)
{
    ExpectBrokenAndTwin(&MaskOutOfRange, "memcheck", "continuous mask 65 outside [0, 64]", __FILE__);
}

void RepeatsChainThroughDst(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    NegRun(x, z, [](const LocalTensor<float>& s, const LocalTensor<float>& d) {
        // In place with repStride 0: repeat 1 reads what repeat 0 wrote (通用地址重叠约束).
        const uint8_t rep = Broken() ? 0 : 8;
        KT_MARK(g_line);
        Ln(s, s, static_cast<uint64_t>(64), 2, {1, 1, rep, rep});
        Adds(d, s, 0.0f, static_cast<uint64_t>(64), 2, {1, 1, 8, 8});
    });
}
TEST_F(VectorRepeatMemcheckTest, OverlapBetweenRepeats)
{
    ExpectBrokenAndTwin(&RepeatsChainThroughDst, "memcheck", "overlap between repeats is not allowed", __FILE__);
}

// Cast's continuous mask follows the wider type: float -> half allows [0, 64], not [0, 128].
void CastMaskOutOfRange(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    NegRun(x, z, [](const LocalTensor<float>& s, const LocalTensor<float>& d) {
        const uint64_t mask = Broken() ? 128 : 64;
        KT_MARK(g_line);
        Cast(d.ReinterpretCast<half>(), s, RoundMode::CAST_RINT, mask, 1, {1, 1, 4, 8});
    });
}
TEST_F(VectorRepeatMemcheckTest, CastContinuousMaskFollowsTheWiderType)
{
    ExpectBrokenAndTwin(&CastMaskOutOfRange, "memcheck", "continuous mask 128 outside [0, 64]", __FILE__);
}

// Select with a tensor src1 and VSEL_TENSOR_SCALAR_MODE: the dav_3510 impl has no such path.
void SelectTensorWithScalarMode(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    NegRun(x, z, [](const LocalTensor<float>& s, const LocalTensor<float>& d) {
        const SELMODE mode = Broken() ? SELMODE::VSEL_TENSOR_SCALAR_MODE : SELMODE::VSEL_TENSOR_TENSOR_MODE;
        KT_MARK(g_line);
        Select(d, s.ReinterpretCast<uint8_t>(), s, s[128], mode, static_cast<uint64_t>(64), 1, {1, 1, 1, 8, 8, 8});
    });
}
TEST_F(VectorRepeatMemcheckTest, SelectTensorSrc1NeedsTensorMode)
{
    ExpectBrokenAndTwin(&SelectTensorWithScalarMode, "memcheck", "a tensor src1 needs SELMODE::VSEL_CMPMASK_SPR",
                        __FILE__);
}

} // namespace
