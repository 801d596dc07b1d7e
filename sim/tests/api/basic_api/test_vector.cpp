// Memory vector API, count form (docs/zh/api/SIMD-API/基础API/Memory矢量计算/), through the kernel
// emulator: results against float64 references, and the docs' own 调用示例 inputs and outputs.
// Each op runs in one generic kernel: operands arrive through VECIN queues (DataCopyPad, byte
// granular), the op computes into a VECOUT queue, the result goes back with DataCopyPad.
#include <cmath>
#include <limits>

#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

struct VecTiling {
    uint32_t n;      // the op's count
    uint32_t aBytes; // operand bytes copied in
    uint32_t bBytes;
    uint32_t outBytes; // result bytes copied out
};

constexpr uint32_t Align32(uint32_t b) { return (b + 31) / 32 * 32; }

template <class Op>
void VecKernel(GM_ADDR a, GM_ADDR b, GM_ADDR out, GM_ADDR tiling)
{
    GET_TILING_DATA_WITH_STRUCT(VecTiling, t, tiling);
    TPipe pipe;
    TQue<TPosition::VECIN, 1> qa, qb;
    TQue<TPosition::VECOUT, 1> qo;
    pipe.InitBuffer(qa, 1, Align32(t.aBytes > 0 ? t.aBytes : 32));
    pipe.InitBuffer(qb, 1, Align32(t.bBytes > 0 ? t.bBytes : 32));
    pipe.InitBuffer(qo, 1, Align32(t.outBytes));
    GlobalTensor<uint8_t> ga, gb, go;
    ga.SetGlobalBuffer(a, t.aBytes);
    gb.SetGlobalBuffer(b, t.bBytes);
    go.SetGlobalBuffer(out, t.outBytes);
    const DataCopyPadExtParams<uint8_t> noPad{false, 0, 0, 0};
    LocalTensor<uint8_t> la = qa.AllocTensor<uint8_t>();
    LocalTensor<uint8_t> lb = qb.AllocTensor<uint8_t>();
    DataCopyPad(la, ga, DataCopyExtParams{1, t.aBytes, 0, 0, 0}, noPad);
    DataCopyPad(lb, gb, DataCopyExtParams{1, t.bBytes, 0, 0, 0}, noPad);
    qa.EnQue(la);
    qb.EnQue(lb);
    la = qa.DeQue<uint8_t>();
    lb = qb.DeQue<uint8_t>();
    LocalTensor<uint8_t> lo = qo.AllocTensor<uint8_t>();
    Op::Run(lo, la, lb, t.n);
    qo.EnQue(lo);
    qa.FreeTensor(la);
    qb.FreeTensor(lb);
    lo = qo.DeQue<uint8_t>();
    DataCopyPad(go, lo, DataCopyExtParams{1, t.outBytes, 0, 0, 0});
    qo.FreeTensor(lo);
}

// Runs Op on `a` (and `b`) and returns `outCount` elements of type TO.
template <class Op, class TO, class TA, class TB = TA>
std::vector<TO> RunVec(const std::vector<TA>& a, const std::vector<TB>& b, size_t outCount, uint32_t n)
{
    const VecTiling t{n, static_cast<uint32_t>(a.size() * sizeof(TA)), static_cast<uint32_t>(b.size() * sizeof(TB)),
                      static_cast<uint32_t>(outCount * sizeof(TO))};
    DeviceBuffer ab = Upload(a), bb(b.empty() ? 32 : b.size() * sizeof(TB)), ob(outCount * sizeof(TO)),
                 tb = UploadTiling(t);
    if (!b.empty()) {
        bb.Fill(b);
    }
    const LaunchOutcome r = Launch(&VecKernel<Op>, 1, {ab.get(), bb.get(), ob.get(), tb.get()});
    EXPECT_TRUE(r.ok) << r.report;
    return ob.Read<TO>(outCount);
}

template <class T>
LocalTensor<T> As(const LocalTensor<uint8_t>& t)
{
    return t.ReinterpretCast<T>();
}

// Op functors: (out, a, b, n).
#define KT_BINARY_OP(Name, Api, T)                                                                                   \
    struct Name {                                                                                                    \
        static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b, \
                        uint32_t n)                                                                                  \
        {                                                                                                            \
            Api(As<T>(o), As<T>(a), As<T>(b), static_cast<int32_t>(n));                                              \
        }                                                                                                            \
    }
#define KT_UNARY_OP(Name, Api, T)                                                                                  \
    struct Name {                                                                                                  \
        static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&, \
                        uint32_t n)                                                                                \
        {                                                                                                          \
            Api(As<T>(o), As<T>(a), static_cast<int32_t>(n));                                                      \
        }                                                                                                          \
    }
#define KT_SCALAR_OP(Name, Api, T, S)                                                                              \
    struct Name {                                                                                                  \
        static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&, \
                        uint32_t n)                                                                                \
        {                                                                                                          \
            Api(As<T>(o), As<T>(a), static_cast<T>(S), static_cast<int32_t>(n));                                   \
        }                                                                                                          \
    }

KT_BINARY_OP(AddF, Add, float);
KT_BINARY_OP(SubF, Sub, float);
KT_BINARY_OP(MulF, Mul, float);
KT_BINARY_OP(DivF, Div, float);
KT_BINARY_OP(MaxF, Max, float);
KT_BINARY_OP(MinF, Min, float);
KT_BINARY_OP(AddH, Add, half);
KT_BINARY_OP(AddI32, Add, int32_t);
KT_SCALAR_OP(AddsF, Adds, float, -1.25f);
KT_SCALAR_OP(MulsF, Muls, float, 3.0f);
KT_SCALAR_OP(MaxsF, Maxs, float, 0.5f);
KT_SCALAR_OP(MinsF, Mins, float, 0.5f);
KT_SCALAR_OP(AddsI16, Adds, int16_t, 2);
KT_UNARY_OP(AbsF, Abs, float);
KT_UNARY_OP(SqrtF, Sqrt, float);
KT_UNARY_OP(RsqrtF, Rsqrt, float);
KT_UNARY_OP(ReciprocalF, Reciprocal, float);
KT_UNARY_OP(ExpF, Exp, float);
KT_UNARY_OP(LnF, Ln, float);
KT_UNARY_OP(ReluF, Relu, float);
KT_UNARY_OP(ReluH, Relu, half);
KT_UNARY_OP(ReluI64, Relu, int64_t);

constexpr DivConfig kDiv0Ulp = {DivAlgo::PRECISION_0ULP_FTZ_FALSE};
constexpr SqrtConfig kSqrt0Ulp = {SqrtAlgo::PRECISION_0ULP_FTZ_FALSE};
struct Div0UlpF {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    uint32_t n)
    {
        Div<float, kDiv0Ulp>(As<float>(o), As<float>(a), As<float>(b), static_cast<int32_t>(n));
    }
};
struct Sqrt0UlpF {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&,
                    uint32_t n)
    {
        Sqrt<float, kSqrt0Ulp>(As<float>(o), As<float>(a), static_cast<int32_t>(n));
    }
};
// In place (dst == src, a 100% overlap, allowed by 通用说明和约束.md).
struct InPlaceMulAdd {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    uint32_t n)
    {
        Mul(As<float>(a), As<float>(a), As<float>(b), static_cast<int32_t>(n));
        Add(As<float>(o), As<float>(a), As<float>(a), static_cast<int32_t>(n));
    }
};

const std::vector<float> kNoFloats;

class VectorTest : public KernelTest {};

std::vector<float> Operands(uint32_t seed)
{
    auto v = RandomFloats(256, -100.0f, 100.0f, seed);
    v[0] = 0.0f;
    v[1] = -0.0f;
    v[2] = 1e-3f;
    v[3] = 65504.0f;
    return v;
}

template <class F>
void ExpectExact(const std::vector<float>& got, const std::vector<float>& a, const std::vector<float>& b, F ref)
{
    for (size_t i = 0; i < got.size(); ++i) {
        const float want = static_cast<float>(
            ref(static_cast<double>(a[i]), b.empty() ? 0.0 : static_cast<double>(b[i])));
        EXPECT_EQ(FloatBits(got[i]), FloatBits(want)) << i << ": " << a[i] << " " << (b.empty() ? 0 : b[i]);
    }
}

template <class F>
void ExpectUlp(const std::vector<float>& got, const std::vector<float>& a, const std::vector<float>& b, int64_t ulps,
               F ref)
{
    for (size_t i = 0; i < got.size(); ++i) {
        const double exact = ref(static_cast<double>(a[i]), b.empty() ? 0.0 : static_cast<double>(b[i]));
        EXPECT_LE(UlpDistance(got[i], static_cast<float>(exact)), ulps)
            << i << ": " << a[i] << " -> " << got[i] << " vs " << exact;
    }
}

// ---- binary ---------------------------------------------------------------------------------
TEST_F(VectorTest, AddSubMulMaxMinAreCorrectlyRounded)
{
    const auto a = Operands(1), b = Operands(2);
    ExpectExact(RunVec<AddF, float>(a, b, 256, 256), a, b, [](double x, double y) { return x + y; });
    ExpectExact(RunVec<SubF, float>(a, b, 256, 256), a, b, [](double x, double y) { return x - y; });
    ExpectExact(RunVec<MulF, float>(a, b, 256, 256), a, b, [](double x, double y) { return x * y; });
    ExpectExact(RunVec<MaxF, float>(a, b, 256, 256), a, b, [](double x, double y) { return x > y ? x : y; });
    ExpectExact(RunVec<MinF, float>(a, b, 256, 256), a, b, [](double x, double y) { return x < y ? x : y; });
}

// The count need not fill a 256-byte chunk; elements past it are left alone.
TEST_F(VectorTest, CountSmallerThanBuffer)
{
    const auto a = Operands(3), b = Operands(4);
    const auto got = RunVec<AddF, float>(a, b, 37, 37);
    for (size_t i = 0; i < 37; ++i) {
        EXPECT_EQ(got[i], static_cast<float>(static_cast<double>(a[i]) + b[i]));
    }
}

TEST_F(VectorTest, DivWithinOneUlpAndZeroUlpConfigExact)
{
    auto a = Operands(5), b = Operands(6);
    b[0] = 3.0f; // no division by zero here
    b[1] = -7.0f;
    const auto div = [](double x, double y) { return x / y; };
    ExpectUlp(RunVec<DivF, float>(a, b, 256, 256), a, b, 1, div);
    ExpectExact(RunVec<Div0UlpF, float>(a, b, 256, 256), a, b, div);
    {
        ascsim::num::ScopedMode exact(ascsim::num::Mode::kExact);
        ExpectExact(RunVec<DivF, float>(a, b, 256, 256), a, b, div);
    }
}

TEST_F(VectorTest, HalfAndIntegerAdd)
{
    std::vector<half> a, b;
    for (int i = 0; i < 128; ++i) {
        a.push_back(half(0.37f * i - 20.0f));
        b.push_back(half(1000.0f / (i + 1)));
    }
    const auto got = RunVec<AddH, half>(a, b, 128, 128);
    for (int i = 0; i < 128; ++i) {
        const half want(static_cast<double>(static_cast<float>(a[i])) + static_cast<double>(static_cast<float>(b[i])));
        EXPECT_EQ(got[i].bits(), want.bits()) << i;
    }
    std::vector<int32_t> x(64), y(64);
    for (int i = 0; i < 64; ++i) {
        x[i] = i * 1000003 - 7;
        y[i] = -i * 77;
    }
    const auto sum = RunVec<AddI32, int32_t>(x, y, 64, 64);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(sum[i], x[i] + y[i]);
    }
}

TEST_F(VectorTest, InPlaceOperandsAllowed)
{
    const auto a = Operands(7), b = Operands(8);
    const auto got = RunVec<InPlaceMulAdd, float>(a, b, 256, 256);
    for (size_t i = 0; i < 256; ++i) {
        const float m = static_cast<float>(static_cast<double>(a[i]) * b[i]);
        EXPECT_EQ(got[i], static_cast<float>(static_cast<double>(m) + m));
    }
}

// ---- tensor op scalar -----------------------------------------------------------------------
TEST_F(VectorTest, ScalarOps)
{
    const auto a = Operands(9);
    ExpectExact(RunVec<AddsF, float>(a, kNoFloats, 256, 256), a, kNoFloats, [](double x, double) { return x - 1.25; });
    ExpectExact(RunVec<MulsF, float>(a, kNoFloats, 256, 256), a, kNoFloats, [](double x, double) { return x * 3.0; });
    ExpectExact(RunVec<MaxsF, float>(a, kNoFloats, 256, 256), a, kNoFloats,
                [](double x, double) { return x > 0.5 ? x : 0.5; });
    ExpectExact(RunVec<MinsF, float>(a, kNoFloats, 256, 256), a, kNoFloats,
                [](double x, double) { return x < 0.5 ? x : 0.5; });
}

// Adds.md example: int16 [1 2 3 ... 512] + 2 -> [3 4 5 ... 514].
TEST_F(VectorTest, AddsDocExample)
{
    std::vector<int16_t> a(512);
    for (int i = 0; i < 512; ++i) {
        a[i] = static_cast<int16_t>(i + 1);
    }
    const auto got = RunVec<AddsI16, int16_t>(a, std::vector<int16_t>{}, 512, 512);
    for (int i = 0; i < 512; ++i) {
        EXPECT_EQ(got[i], i + 3);
    }
}

// ---- flexible scalar position (Adds（灵活标量位置）.md etc.) and the U-typed scalar form ------------
constexpr BinaryConfig kScalarLeft = {0};
struct FlexAddsElemRight { // a[i] + b[3]: both LocalTensors, default config (src1 is the scalar)
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    uint32_t n)
    {
        Adds(As<float>(o), As<float>(a), As<float>(b)[3], static_cast<int32_t>(n));
    }
};
struct FlexMaxsElemLeft { // max(b[5], a[i]) with scalarTensorIndex 0
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    uint32_t n)
    {
        Maxs<BinaryDefaultType, true, kScalarLeft>(As<float>(o), As<float>(b)[5], As<float>(a),
                                                   static_cast<int32_t>(n));
    }
};
struct FlexMulsElemHalf { // half: a[i] * b[1]
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    uint32_t n)
    {
        Muls(As<half>(o), As<half>(a), As<half>(b)[1], static_cast<int32_t>(n));
    }
};
struct FlexPlainScalars { // scalar first as a double, then scalar last as a double: (2.5 + a) * 3 then min 7
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&,
                    uint32_t n)
    {
        const int32_t c = static_cast<int32_t>(n);
        Adds(As<float>(o), 2.5, As<float>(a), c);
        Muls(As<float>(o), As<float>(o), 3.0, c);
        Mins<BinaryDefaultType>(As<float>(o), 7.0, As<float>(o), c);
    }
};
struct UTypedScalar { // Adds<T, U>: U named explicitly
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&,
                    uint32_t n)
    {
        Adds<float, float>(As<float>(o), As<float>(a), 1.5f, static_cast<int32_t>(n));
        Maxs<float, float, true>(As<float>(o), As<float>(o), -1.0f, static_cast<int32_t>(n));
    }
};

TEST_F(VectorTest, FlexibleScalarLocalTensorElement)
{
    const auto a = Operands(21);
    const auto b = Operands(22);
    const auto sum = RunVec<FlexAddsElemRight, float>(a, b, 256, 256);
    const auto mx = RunVec<FlexMaxsElemLeft, float>(a, b, 256, 256);
    for (size_t i = 0; i < 256; ++i) {
        EXPECT_EQ(sum[i], static_cast<float>(static_cast<double>(a[i]) + b[3])) << i;
        EXPECT_EQ(mx[i], std::max(a[i], b[5])) << i;
    }
    std::vector<half> ah(128), bh(16);
    for (size_t i = 0; i < ah.size(); ++i) {
        ah[i] = half(static_cast<float>(i) * 0.25f - 16.0f);
    }
    for (size_t i = 0; i < bh.size(); ++i) {
        bh[i] = half(static_cast<float>(i) + 0.5f); // b[1] = 1.5
    }
    const auto prod = RunVec<FlexMulsElemHalf, half>(ah, bh, 128, 128);
    for (size_t i = 0; i < 128; ++i) {
        const double want = static_cast<double>(static_cast<float>(ah[i])) * 1.5; // exact in half
        EXPECT_EQ(static_cast<double>(static_cast<float>(prod[i])), want) << i;
    }
}

TEST_F(VectorTest, FlexibleScalarPlainValueEitherSide)
{
    const auto a = Operands(23);
    const auto got = RunVec<FlexPlainScalars, float>(a, kNoFloats, 256, 256);
    for (size_t i = 0; i < 256; ++i) {
        const float s = static_cast<float>(2.5 + static_cast<double>(a[i]));
        const float p = static_cast<float>(static_cast<double>(s) * 3.0);
        EXPECT_EQ(got[i], std::min(p, 7.0f)) << i;
    }
}

TEST_F(VectorTest, ScalarAsNamedU)
{
    const auto a = Operands(24);
    const auto got = RunVec<UTypedScalar, float>(a, kNoFloats, 256, 256);
    for (size_t i = 0; i < 256; ++i) {
        EXPECT_EQ(got[i], std::max(static_cast<float>(static_cast<double>(a[i]) + 1.5), -1.0f)) << i;
    }
}

// The mask / repeat forms of the flexible-scalar APIs and of the U-typed scalar (float: 64 lanes a
// repeat, default strides; 4 repeats cover 256 elements). dst starts at -9 so that unselected lanes show.
struct FlexRepeatForms {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    uint32_t)
    {
        const LocalTensor<float> out = As<float>(o);
        const UnaryRepeatParams rp;
        Duplicate(out, -9.0f, 1024);
        // [0, 256): 10 - a[i] in the lanes 0-31 of each repeat (continuous mask, scalar first).
        Subs<BinaryDefaultType>(out, 10.0f, As<float>(a), uint64_t{32}, 4, rp);
        // [256, 512): a[i] / b[2] in the odd lanes (bit mask, scalar element second).
        uint64_t oddLanes[2] = {0xAAAAAAAAAAAAAAAAULL, 0};
        Divs(out[256], As<float>(a), As<float>(b)[2], oddLanes, 4, rp);
        // [512, 768): b[5] + a[i], the scalar element first (scalarTensorIndex 0), every lane.
        Adds<BinaryDefaultType, true, kScalarLeft>(out[512], As<float>(b)[5], As<float>(a), uint64_t{64}, 4, rp);
        // [768, 1024): Muls<T, U> with U named, every lane.
        Muls<float, float>(out[768], As<float>(a), 2.0f, uint64_t{64}, 4, rp);
    }
};

TEST_F(VectorTest, FlexibleScalarAndNamedUMaskRepeatForms)
{
    const auto a = Operands(25);
    std::vector<float> b(8, 1.0f);
    b[2] = 4.0f; // a division by a power of two is exact
    b[5] = 0.75f;
    const auto got = RunVec<FlexRepeatForms, float>(a, b, 1024, 256);
    for (size_t i = 0; i < 256; ++i) {
        const float sub = (i % 64) < 32 ? static_cast<float>(10.0 - static_cast<double>(a[i])) : -9.0f;
        const float div = (i % 2) == 1 ? a[i] / 4.0f : -9.0f;
        EXPECT_EQ(got[i], sub) << i;
        EXPECT_EQ(got[256 + i], div) << i;
        EXPECT_EQ(got[512 + i], static_cast<float>(0.75 + static_cast<double>(a[i]))) << i;
        EXPECT_EQ(got[768 + i], a[i] * 2.0f) << i;
    }
}

// ---- unary ----------------------------------------------------------------------------------
TEST_F(VectorTest, AbsIsExact)
{
    const auto a = Operands(10);
    ExpectExact(RunVec<AbsF, float>(a, kNoFloats, 256, 256), a, kNoFloats,
                [](double x, double) { return std::fabs(x); });
}

// Relu.md, count form: max(0, x) for float, half and int64_t; a half NaN / inf becomes 0 / 65504 in the
// CTRL state a launch starts in (saturating: Memory矢量计算接口边界值汇总.md 表8, 饱和模式).
TEST_F(VectorTest, ReluCountForm)
{
    auto a = Operands(14);
    a[0] = -0.0f;
    a[1] = -std::numeric_limits<float>::infinity();
    a[2] = std::numeric_limits<float>::infinity();
    a[3] = std::numeric_limits<float>::quiet_NaN();
    const auto f = RunVec<ReluF, float>(a, kNoFloats, 256, 256);
    EXPECT_EQ(FloatBits(f[0]), 0u);
    EXPECT_EQ(FloatBits(f[1]), 0u);
    EXPECT_EQ(f[2], std::numeric_limits<float>::infinity());
    EXPECT_TRUE(std::isnan(f[3])); // float never saturates
    for (size_t i = 4; i < 256; ++i) {
        EXPECT_EQ(FloatBits(f[i]), FloatBits(a[i] > 0.0f ? a[i] : 0.0f)) << i;
    }
    std::vector<half> h(128);
    for (size_t i = 0; i < h.size(); ++i) {
        h[i] = half(static_cast<float>(i) * 0.5f - 32.0f);
    }
    h[0] = half::FromBits(0x7E00); // NaN
    h[1] = half::FromBits(0x7C00); // +inf
    h[2] = half::FromBits(0xFC00); // -inf
    h[3] = half::FromBits(0x8000); // -0
    h[4] = half(65504.0f);
    const auto hr = RunVec<ReluH, half>(h, std::vector<half>{}, 128, 128);
    EXPECT_EQ(hr[0].bits(), 0x0000);
    EXPECT_EQ(hr[1].bits(), 0x7BFF);
    EXPECT_EQ(hr[2].bits(), 0x0000);
    EXPECT_EQ(hr[3].bits(), 0x0000);
    EXPECT_EQ(hr[4].bits(), 0x7BFF);
    for (size_t i = 5; i < 128; ++i) {
        EXPECT_EQ(hr[i].bits(), (static_cast<float>(h[i]) > 0.0f ? h[i] : half(0.0f)).bits()) << i;
    }
    const std::vector<int64_t> n = {-5, 7, std::numeric_limits<int64_t>::min(), std::numeric_limits<int64_t>::max()};
    const std::vector<int64_t> want = {0, 7, 0, std::numeric_limits<int64_t>::max()};
    const auto got = RunVec<ReluI64, int64_t>(n, std::vector<int64_t>{}, 4, 4);
    EXPECT_EQ(got, want);
}

TEST_F(VectorTest, SqrtRsqrtReciprocalWithinOneUlp)
{
    auto a = RandomFloats(256, 1e-3f, 1e4f, 11);
    a[0] = 1.0f;
    a[1] = 2.0f;
    a[2] = 3.0f;
    a[3] = 4.0f;
    const auto sqrtRef = [](double x, double) { return std::sqrt(x); };
    const auto sq = RunVec<SqrtF, float>(a, kNoFloats, 256, 256);
    ExpectUlp(sq, a, kNoFloats, 1, sqrtRef);
    // Sqrt.md example: [1.0 2.0 3.0 4.0 ...] -> [1.0 1.414 1.732 2.0 ...].
    // (INTRINSIC allows 1 ulp even where the root is exact: the adversary may return a neighbour.)
    EXPECT_NEAR(sq[0], 1.0f, 1e-6f);
    EXPECT_NEAR(sq[1], 1.414f, 1e-3f);
    EXPECT_NEAR(sq[2], 1.732f, 1e-3f);
    EXPECT_NEAR(sq[3], 2.0f, 1e-6f);
    ExpectExact(RunVec<Sqrt0UlpF, float>(a, kNoFloats, 256, 256), a, kNoFloats, sqrtRef);
    ExpectUlp(RunVec<RsqrtF, float>(a, kNoFloats, 256, 256), a, kNoFloats, 1,
              [](double x, double) { return 1.0 / std::sqrt(x); });
    ExpectUlp(RunVec<ReciprocalF, float>(a, kNoFloats, 256, 256), a, kNoFloats, 1,
              [](double x, double) { return 1.0 / x; });
    ascsim::num::ScopedMode exact(ascsim::num::Mode::kExact);
    ExpectExact(RunVec<SqrtF, float>(a, kNoFloats, 256, 256), a, kNoFloats, sqrtRef);
}

TEST_F(VectorTest, ExpLnWithinOneUlp)
{
    const auto e = RandomFloats(256, -20.0f, 20.0f, 12);
    ExpectUlp(RunVec<ExpF, float>(e, kNoFloats, 256, 256), e, kNoFloats, 1,
              [](double x, double) { return std::exp(x); });
    const auto l = RandomFloats(256, 1e-6f, 1e6f, 13);
    ExpectUlp(RunVec<LnF, float>(l, kNoFloats, 256, 256), l, kNoFloats, 1,
              [](double x, double) { return std::log(x); });
    const auto one = RunVec<LnF, float>(std::vector<float>(64, 1.0f), kNoFloats, 64, 64);
    EXPECT_EQ(FloatBits(one[0]), 0u); // ln(1) = +0 exactly
    const auto zero = RunVec<ExpF, float>(std::vector<float>(64, 0.0f), kNoFloats, 64, 64);
    EXPECT_EQ(zero[5], 1.0f);
}

// ---- Duplicate ------------------------------------------------------------------------------
struct DuplicateH {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>&, const LocalTensor<uint8_t>&, uint32_t n)
    {
        const half v(18.0f);
        Duplicate(As<half>(o), v, static_cast<int32_t>(n));
    }
};
struct DuplicateF {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>&, const LocalTensor<uint8_t>&, uint32_t n)
    {
        Duplicate(As<float>(o), -2.5f, static_cast<int32_t>(n));
    }
};

// Duplicate.md example: half 18.0 over 256 elements.
struct DuplicateFromTensorH {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&,
                    uint32_t n)
    {
        Duplicate<half>(As<half>(o), As<half>(a), static_cast<int32_t>(n));
    }
};

// Duplicate.md, 950 example with a LocalTensor source: srcLocal [18.0 1.0 2.0 ... 255.0] -> 256 x 18.0.
TEST_F(VectorTest, DuplicateFromTensorDocExample)
{
    std::vector<half> src(256);
    src[0] = half(18.0f);
    for (int i = 1; i < 256; ++i) {
        src[i] = half(static_cast<float>(i));
    }
    const auto got = RunVec<DuplicateFromTensorH, half>(src, std::vector<half>{}, 256, 256);
    for (int i = 0; i < 256; ++i) {
        EXPECT_EQ(static_cast<float>(got[i]), 18.0f) << i;
    }
}

TEST_F(VectorTest, DuplicateDocExample)
{
    const auto got = RunVec<DuplicateH, half>(std::vector<half>(16, half(0.0f)), std::vector<half>{}, 256, 256);
    for (const half& h : got) {
        EXPECT_EQ(static_cast<float>(h), 18.0f);
    }
    const auto f = RunVec<DuplicateF, float>(kNoFloats, kNoFloats, 72, 72);
    EXPECT_EQ(f, std::vector<float>(72, -2.5f));
}

// ---- Cast -----------------------------------------------------------------------------------
template <class D, class S, RoundMode rm>
struct CastOp {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&,
                    uint32_t n)
    {
        Cast(As<D>(o), As<S>(a), rm, n);
    }
};

template <RoundMode rm>
std::vector<int32_t> CastDocHalfToInt()
{
    std::vector<half> in;
    const float pattern[6] = {1.4f, 1.5f, 1.6f, 2.4f, 2.5f, 2.6f};
    for (int i = 0; i < 64; ++i) {
        in.push_back(half(pattern[i % 6]));
    }
    return RunVec<CastOp<int32_t, half, rm>, int32_t>(in, std::vector<half>{}, 64, 64);
}

// Cast.md example: half [1.4, 1.5, 1.6, 2.4, 2.5, 2.6] -> int32_t under each RoundMode.
TEST_F(VectorTest, CastHalfToInt32DocExample)
{
    auto first6 = [](const std::vector<int32_t>& v) { return std::vector<int32_t>(v.begin(), v.begin() + 6); };
    EXPECT_EQ(first6(CastDocHalfToInt<RoundMode::CAST_CEIL>()), (std::vector<int32_t>{2, 2, 2, 3, 3, 3}));
    EXPECT_EQ(first6(CastDocHalfToInt<RoundMode::CAST_RINT>()), (std::vector<int32_t>{1, 2, 2, 2, 2, 3}));
    EXPECT_EQ(first6(CastDocHalfToInt<RoundMode::CAST_FLOOR>()), (std::vector<int32_t>{1, 1, 1, 2, 2, 2}));
    EXPECT_EQ(first6(CastDocHalfToInt<RoundMode::CAST_ROUND>()), (std::vector<int32_t>{1, 2, 2, 2, 3, 3}));
    EXPECT_EQ(first6(CastDocHalfToInt<RoundMode::CAST_TRUNC>()), (std::vector<int32_t>{1, 1, 1, 2, 2, 2}));
}

TEST_F(VectorTest, CastFloatPairs)
{
    const std::vector<float> in = {-2.5f, -1.5f,  -0.5f,    0.5f,     1.5f,        2.5f,    3.7f, -3.7f,
                                   1e10f, -1e10f, 65519.0f, 65520.0f, 1.0f / 3.0f, 100.25f, 7.0f, -0.0f};
    std::vector<float> a;
    for (int i = 0; i < 4; ++i) {
        a.insert(a.end(), in.begin(), in.end());
    }
    const auto r = RunVec<CastOp<int32_t, float, RoundMode::CAST_RINT>, int32_t>(a, kNoFloats, 64, 64);
    const std::vector<int32_t> rint = {-2, -2, 0, 0, 2, 2, 4, -4, INT32_MAX, INT32_MIN, 65519, 65520, 0, 100, 7, 0};
    EXPECT_EQ(std::vector<int32_t>(r.begin(), r.begin() + 16), rint);
    const auto t = RunVec<CastOp<int32_t, float, RoundMode::CAST_TRUNC>, int32_t>(a, kNoFloats, 64, 64);
    EXPECT_EQ(t[0], -2);
    EXPECT_EQ(t[6], 3);
    EXPECT_EQ(t[7], -3);
    // float -> half: 65519 rounds to 65504, 65520 overflows (RINT), to 65504 in the saturating reset
    // state of CTRL (test_saturation.cpp has the other modes); CAST_ODD gives an odd last bit.
    const auto h = RunVec<CastOp<half, float, RoundMode::CAST_RINT>, half>(a, kNoFloats, 64, 64);
    EXPECT_EQ(static_cast<float>(h[10]), 65504.0f);
    EXPECT_EQ(static_cast<float>(h[11]), 65504.0f);
    EXPECT_EQ(h[12].bits(), half(1.0 / 3.0).bits());
    const auto odd = RunVec<CastOp<half, float, RoundMode::CAST_ODD>, half>(a, kNoFloats, 64, 64);
    EXPECT_EQ(odd[12].bits() & 1u, 1u);
    EXPECT_EQ(static_cast<float>(odd[14]), 7.0f); // exact stays exact
    const auto bf = RunVec<CastOp<bfloat16_t, float, RoundMode::CAST_TRUNC>, bfloat16_t>(a, kNoFloats, 64, 64);
    EXPECT_EQ(static_cast<float>(bf[13]), 100.0f); // 100.25 truncated to 8 significant bits
    // float -> float rounds to an integral value.
    const auto ff = RunVec<CastOp<float, float, RoundMode::CAST_FLOOR>, float>(a, kNoFloats, 64, 64);
    EXPECT_EQ(ff[6], 3.0f);
    EXPECT_EQ(ff[7], -4.0f);
    // Widening is exact.
    std::vector<half> hs;
    for (int i = 0; i < 64; ++i) {
        hs.push_back(half::FromBits(static_cast<uint16_t>(0x3C00 + 37 * i)));
    }
    const auto w = RunVec<CastOp<float, half, RoundMode::CAST_NONE>, float>(hs, std::vector<half>{}, 64, 64);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(w[i], static_cast<float>(hs[i]));
    }
    // int32 -> float RINT: 2^24 + 1 is not representable.
    std::vector<int32_t> ints(64, (1 << 24) + 1);
    const auto fi = RunVec<CastOp<float, int32_t, RoundMode::CAST_RINT>, float>(ints, std::vector<int32_t>{}, 64, 64);
    EXPECT_EQ(fi[0], 16777216.0f);
    const auto fc = RunVec<CastOp<float, int32_t, RoundMode::CAST_CEIL>, float>(ints, std::vector<int32_t>{}, 64, 64);
    EXPECT_EQ(fc[0], 16777218.0f);
}

// ---- Compare / Compares -------------------------------------------------------------------
template <CMPMODE mode>
struct CompareOp {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    uint32_t n)
    {
        Compare(o, As<float>(a), As<float>(b), mode, n);
    }
};
template <CMPMODE mode>
struct ComparesOp {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&,
                    uint32_t n)
    {
        Compares(o, As<float>(a), 10.0f, mode, n);
    }
};

// Compare.md example: src0 [2 3 5 7 11 13 17 19 ...], src1 [2 4 6 8 10 12 14 16 ...]: GT 240
// (0b11110000), GE 241, LE 15, EQ 1: element i is bit i % 8 of byte i / 8, LSB first. (The page's
// NE result "126(0b01111110)" contradicts its own inputs, 19 != 16, and its GT/EQ results: NE is
// the complement of EQ, 254. Its LT line uses other inputs; here LT = 3<4, 5<6, 7<8 = 14.)
TEST_F(VectorTest, CompareDocExampleBitLayout)
{
    std::vector<float> a, b;
    const float p0[8] = {2, 3, 5, 7, 11, 13, 17, 19}, p1[8] = {2, 4, 6, 8, 10, 12, 14, 16};
    for (int i = 0; i < 64; ++i) {
        a.push_back(p0[i % 8]);
        b.push_back(p1[i % 8]);
    }
    EXPECT_EQ((RunVec<CompareOp<CMPMODE::GT>, uint8_t>(a, b, 8, 64)), std::vector<uint8_t>(8, 240));
    EXPECT_EQ((RunVec<CompareOp<CMPMODE::GE>, uint8_t>(a, b, 8, 64)), std::vector<uint8_t>(8, 241));
    EXPECT_EQ((RunVec<CompareOp<CMPMODE::LE>, uint8_t>(a, b, 8, 64)), std::vector<uint8_t>(8, 15));
    EXPECT_EQ((RunVec<CompareOp<CMPMODE::EQ>, uint8_t>(a, b, 8, 64)), std::vector<uint8_t>(8, 1));
    EXPECT_EQ((RunVec<CompareOp<CMPMODE::NE>, uint8_t>(a, b, 8, 64)), std::vector<uint8_t>(8, 254));
    EXPECT_EQ((RunVec<CompareOp<CMPMODE::LT>, uint8_t>(a, b, 8, 64)), std::vector<uint8_t>(8, 14));
}

TEST_F(VectorTest, CompareRandomAndNaN)
{
    auto a = Operands(14), b = Operands(15);
    a[7] = std::numeric_limits<float>::quiet_NaN();
    b[9] = std::numeric_limits<float>::quiet_NaN();
    b[0] = 0.0f; // +0 == -0
    b[1] = 0.0f;
    const auto lt = RunVec<CompareOp<CMPMODE::LT>, uint8_t>(a, b, 32, 256);
    const auto ne = RunVec<CompareOp<CMPMODE::NE>, uint8_t>(a, b, 32, 256);
    for (int i = 0; i < 256; ++i) {
        EXPECT_EQ((lt[i / 8] >> (i % 8)) & 1, a[i] < b[i] ? 1 : 0) << i;
        EXPECT_EQ((ne[i / 8] >> (i % 8)) & 1, !(a[i] == b[i]) ? 1 : 0) << i;
    }
    const auto ge = RunVec<ComparesOp<CMPMODE::GE>, uint8_t>(a, kNoFloats, 32, 256);
    for (int i = 0; i < 256; ++i) {
        EXPECT_EQ((ge[i / 8] >> (i % 8)) & 1, a[i] >= 10.0f ? 1 : 0) << i;
    }
}

// Compares（灵活标量位置）.md: scalar right as b[4] (default config), scalar left as b[4]
// (scalarTensorIndex 0), and a plain scalar on the left. LT is not symmetric, so the operand order shows.
struct ComparesElemRight {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    uint32_t n)
    {
        Compares(o, As<float>(a), As<float>(b)[4], CMPMODE::LT, n);
    }
};
struct ComparesElemLeft {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    uint32_t n)
    {
        Compares<BinaryDefaultType, BinaryDefaultType, true, kScalarLeft>(o, As<float>(b)[4], As<float>(a), CMPMODE::LT,
                                                                          n);
    }
};
struct CompareScalarOld {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&,
                    uint32_t n)
    {
        CompareScalar(o, As<float>(a), 0.25f, CMPMODE::GE, n);
    }
};
struct ComparesValueLeft {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&,
                    uint32_t n)
    {
        Compares(o, 0.25, As<float>(a), CMPMODE::LT, n); // a double, converted to float
    }
};

// The mask / repeat forms of CompareScalar and of the flexible-scalar Compares / CompareScalar: 4 repeats
// of 64 floats, every lane (continuous mask 64) or the even lanes (bit mask); result bits of repeat r at
// bytes [8r, 8r + 8).
struct ComparesRepeatForms {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    uint32_t)
    {
        const UnaryRepeatParams rp;
        Duplicate(o.ReinterpretCast<uint16_t>(), uint16_t{0}, 64);
        CompareScalar(o, As<float>(a), 0.25f, CMPMODE::GE, uint64_t{64}, 4, rp); // a >= 0.25
        Compares(o[32], 0.5, As<float>(a), CMPMODE::LT, uint64_t{64}, 4, rp);    // 0.5 < a (value left)
        Compares<BinaryDefaultType, BinaryDefaultType, true, kScalarLeft>(o[64], As<float>(b)[4], As<float>(a),
                                                                          CMPMODE::GT, uint64_t{64}, 4, rp); // b4 > a
        uint64_t evenLanes[2] = {0x5555555555555555ULL, 0};
        CompareScalar(o[96], As<float>(a), As<float>(b)[4], CMPMODE::LE, evenLanes, 4, rp); // a <= b4, even lanes
    }
};

TEST_F(VectorTest, ComparesMaskRepeatFormsTakeTheScalarOnEitherSide)
{
    auto a = Operands(33);
    const auto b = Operands(34);
    a[9] = b[4];
    a[70] = 0.5f;
    const auto got = RunVec<ComparesRepeatForms, uint8_t>(a, b, 128, 256);
    auto bit = [&](int base, int i) { return (got[base + i / 8] >> (i % 8)) & 1; };
    for (int i = 0; i < 256; ++i) {
        EXPECT_EQ(bit(0, i), a[i] >= 0.25f ? 1 : 0) << i;
        EXPECT_EQ(bit(32, i), 0.5f < a[i] ? 1 : 0) << i;
        EXPECT_EQ(bit(64, i), b[4] > a[i] ? 1 : 0) << i;
        if (i % 2 == 0) { // the odd lanes' bits are left as the instruction leaves them: not checked
            EXPECT_EQ(bit(96, i), a[i] <= b[4] ? 1 : 0) << i;
        }
    }
}

TEST_F(VectorTest, ComparesFlexibleScalarPosition)
{
    auto a = Operands(31);
    const auto b = Operands(32);
    a[17] = b[4]; // equal: LT false both ways
    a[40] = 0.25f;
    const auto right = RunVec<ComparesElemRight, uint8_t>(a, b, 32, 256);
    const auto left = RunVec<ComparesElemLeft, uint8_t>(a, b, 32, 256);
    const auto value = RunVec<ComparesValueLeft, uint8_t>(a, kNoFloats, 32, 256);
    const auto old = RunVec<CompareScalarOld, uint8_t>(a, kNoFloats, 32, 256);
    for (int i = 0; i < 256; ++i) {
        EXPECT_EQ((right[i / 8] >> (i % 8)) & 1, a[i] < b[4] ? 1 : 0) << i;
        EXPECT_EQ((left[i / 8] >> (i % 8)) & 1, b[4] < a[i] ? 1 : 0) << i;
        EXPECT_EQ((value[i / 8] >> (i % 8)) & 1, 0.25f < a[i] ? 1 : 0) << i;
        EXPECT_EQ((old[i / 8] >> (i % 8)) & 1, a[i] >= 0.25f ? 1 : 0) << i;
    }
}

// ---- Select (the three SELMODEs) ------------------------------------------------------------
// Operand a = [src0 | src1] (n floats each), b = the mask bytes.
template <SELMODE mode>
struct SelectOp {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    uint32_t n)
    {
        LocalTensor<float> src0 = As<float>(a);
        LocalTensor<float> src1 = src0[n];
        if constexpr (mode == SELMODE::VSEL_TENSOR_SCALAR_MODE) {
            Select(As<float>(o), b, src0, 0.0f, mode, n);
        } else {
            Select(As<float>(o), b, src0, src1, mode, n);
        }
    }
};

// The first 16 elements of Select.md's example operands and mode-2/mode-1 outputs, and elements
// 64..71 with the mode-0 output (mask bytes 0..7 reused in the second repeat).
const float kSelSrc0[16] = {-80.4933, 52.2499, -50.6124, -72.3737, -33.7107, -83.4001, 34.3954,  61.3188,
                            96.5484,  27.1321, -56.8153, 9.80549,  9.11199,  -53.1848, -77.2548, -0.0681466};
const float kSelSrc1[16] = {35.8789, 44.0334, 54.9997,  44.8567, -30.8579, -53.714, -59.8013, 71.1663,
                            46.3484, 8.56818, -59.4716, 6.07412, -39.0137, 64.5595, 17.0849,  45.2641};
const float kSelMode2Out[16] = {35.8789, 44.0334, -50.6124, -72.3737, -33.7107, -83.4001, -59.8013, 71.1663,
                                46.3484, 8.56818, -59.4716, 6.07412,  -39.0137, -53.1848, 17.0849,  45.2641};
const float kSelMode1Out[16] = {0, 0, -50.6124, -72.3737, -33.7107, -83.4001, 0, 0, 0, 0, 0, 0, 0, -53.1848, 0, 0};
const float kSelSrc0At64[8] = {79.6631, 66.8743, 18.1016, -27.7082, -67.0339, -11.9576, 52.0373, -11.5452};
const float kSelSrc1At64[8] = {-74.3328, 77.2781, 52.7964, -0.932984, 70.8957, -68.1249, 85.895, 25.4119};
const float kSelMode0OutAt64[8] = {-74.3328, 77.2781, 18.1016, -27.7082, -67.0339, -11.9576, 85.895, 25.4119};

struct SelectCase {
    std::vector<float> a; // src0 | src1
    std::vector<uint8_t> mask;
};
SelectCase MakeSelectCase(uint32_t n)
{
    SelectCase c;
    auto s0 = RandomFloats(n, -100, 100, 21), s1 = RandomFloats(n, -100, 100, 22);
    for (int i = 0; i < 16; ++i) {
        s0[i] = kSelSrc0[i];
        s1[i] = kSelSrc1[i];
    }
    for (int i = 0; i < 8 && 64 + i < static_cast<int>(n); ++i) {
        s0[64 + i] = kSelSrc0At64[i];
        s1[64 + i] = kSelSrc1At64[i];
    }
    c.a = s0;
    c.a.insert(c.a.end(), s1.begin(), s1.end());
    const uint8_t docMask[8] = {60, 32, 10, 7, 42, 52, 38, 26};
    for (uint32_t i = 0; i < n / 8; ++i) {
        c.mask.push_back(i < 8 ? docMask[i] : static_cast<uint8_t>(i * 37 + 11));
    }
    return c;
}

TEST_F(VectorTest, SelectTensorTensorModeConsumesMaskContinuously)
{
    const uint32_t n = 128;
    const SelectCase c = MakeSelectCase(n);
    const auto got = RunVec<SelectOp<SELMODE::VSEL_TENSOR_TENSOR_MODE>, float>(c.a, c.mask, n, n);
    for (int i = 0; i < 16; ++i) {
        EXPECT_EQ(got[i], kSelMode2Out[i]) << i;
    }
    for (uint32_t i = 0; i < n; ++i) {
        const bool bit = (c.mask[i / 8] >> (i % 8)) & 1;
        EXPECT_EQ(FloatBits(got[i]), FloatBits(bit ? c.a[i] : c.a[n + i])) << i;
    }
}

TEST_F(VectorTest, SelectTensorScalarMode)
{
    const uint32_t n = 128;
    const SelectCase c = MakeSelectCase(n);
    const auto got = RunVec<SelectOp<SELMODE::VSEL_TENSOR_SCALAR_MODE>, float>(c.a, c.mask, n, n);
    for (int i = 0; i < 16; ++i) {
        EXPECT_EQ(got[i], kSelMode1Out[i]) << i;
    }
    for (uint32_t i = 0; i < n; ++i) {
        const bool bit = (c.mask[i / 8] >> (i % 8)) & 1;
        EXPECT_EQ(FloatBits(got[i]), FloatBits(bit ? c.a[i] : 0.0f)) << i;
    }
}

// Select（灵活标量位置）.md (mode 1): src1[3] as the scalar (config {1}), src0[5] as the scalar
// (config {0}), and a plain scalar on the left; the selMask bits are consumed continuously.
constexpr BinaryConfig kScalarRight = {1};
template <int kind>
struct SelectFlexOp {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    uint32_t n)
    {
        const LocalTensor<float> s0 = As<float>(a), s1 = s0[n], d = As<float>(o);
        if constexpr (kind == 0) {
            Select<BinaryDefaultType, uint8_t, kScalarRight>(d, b, s0, s1[3], SELMODE::VSEL_TENSOR_SCALAR_MODE, n);
        } else if constexpr (kind == 1) {
            Select<BinaryDefaultType, uint8_t, kScalarLeft>(d, b, s0[5], s1, SELMODE::VSEL_TENSOR_SCALAR_MODE, n);
        } else {
            Select(d, b, -2.5f, s1, SELMODE::VSEL_TENSOR_SCALAR_MODE, n);
        }
    }
};
TEST_F(VectorTest, SelectFlexibleScalarPosition)
{
    const uint32_t n = 128;
    const SelectCase c = MakeSelectCase(n);
    const auto right = RunVec<SelectFlexOp<0>, float>(c.a, c.mask, n, n);
    const auto left = RunVec<SelectFlexOp<1>, float>(c.a, c.mask, n, n);
    const auto value = RunVec<SelectFlexOp<2>, float>(c.a, c.mask, n, n);
    for (uint32_t i = 0; i < n; ++i) {
        const bool bit = (c.mask[i / 8] >> (i % 8)) & 1;
        EXPECT_EQ(FloatBits(right[i]), FloatBits(bit ? c.a[i] : c.a[n + 3])) << i;
        EXPECT_EQ(FloatBits(left[i]), FloatBits(bit ? c.a[5] : c.a[n + i])) << i;
        EXPECT_EQ(FloatBits(value[i]), FloatBits(bit ? -2.5f : c.a[n + i])) << i;
    }
}

// Select（灵活标量位置）.md, mask / repeat forms (mode 1): the scalar as src0 (a value: a set bit picks it)
// and as src1's element b[3] with the bit mask selecting the even lanes (the odd lanes keep dst's -1).
struct SelectFlexRepeatOp {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    uint32_t n)
    {
        const LocalTensor<float> s0 = As<float>(a), s1 = s0[n], d = As<float>(o);
        const BinaryRepeatParams rp;
        Duplicate(d, -1.0f, 2 * n);
        Select(d, b, 7.0f, s0, SELMODE::VSEL_TENSOR_SCALAR_MODE, uint64_t{64}, static_cast<uint8_t>(n / 64), rp);
        uint64_t evenLanes[2] = {0x5555555555555555ULL, 0};
        Select<BinaryDefaultType, uint8_t, true, kScalarRight>(d[n], b, s0, s1[3], SELMODE::VSEL_TENSOR_SCALAR_MODE,
                                                               evenLanes, static_cast<uint8_t>(n / 64), rp);
    }
};

TEST_F(VectorTest, SelectFlexibleScalarMaskRepeatForms)
{
    const uint32_t n = 128;
    const SelectCase c = MakeSelectCase(n);
    const auto got = RunVec<SelectFlexRepeatOp, float>(c.a, c.mask, 2 * n, n);
    for (uint32_t i = 0; i < n; ++i) {
        const bool bit = (c.mask[i / 8] >> (i % 8)) & 1;
        EXPECT_EQ(FloatBits(got[i]), FloatBits(bit ? 7.0f : c.a[i])) << i;
        const float sel = (i % 2) == 0 ? (bit ? c.a[i] : c.a[n + 3]) : -1.0f;
        EXPECT_EQ(FloatBits(got[n + i]), FloatBits(sel)) << i;
    }
}

// Mode 0: only the first 256 / sizeof(T) = 64 mask bits count, reused by every repeat.
TEST_F(VectorTest, SelectCmpMaskSprReusesFirstBits)
{
    const uint32_t n = 128;
    SelectCase c = MakeSelectCase(n);
    c.mask.resize(8); // the doc's 8 bytes; nothing else is read
    const auto got = RunVec<SelectOp<SELMODE::VSEL_CMPMASK_SPR>, float>(c.a, c.mask, n, n);
    for (int i = 0; i < 16; ++i) {
        EXPECT_EQ(got[i], kSelMode2Out[i]) << i;
    }
    for (int i = 0; i < 8; ++i) {
        EXPECT_EQ(got[64 + i], kSelMode0OutAt64[i]) << i;
    }
    for (uint32_t i = 0; i < n; ++i) {
        const bool bit = (c.mask[(i % 64) / 8] >> (i % 8)) & 1;
        EXPECT_EQ(FloatBits(got[i]), FloatBits(bit ? c.a[i] : c.a[n + i])) << i;
    }
}

// Other element widths take the generic loop: half, 128 lanes per 256-byte repeat, so mode 0
// reuses the first 16 mask bytes.
template <SELMODE mode>
struct SelectHalfOp {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    uint32_t n)
    {
        LocalTensor<half> src0 = As<half>(a);
        Select(As<half>(o), b, src0, src0[n], mode, n);
    }
};
TEST_F(VectorTest, SelectHalfBothMaskLayouts)
{
    const uint32_t n = 256;
    std::vector<half> a;
    for (uint32_t i = 0; i < 2 * n; ++i) {
        a.push_back(half(static_cast<float>(i) * (i < n ? 1.0f : -1.0f)));
    }
    std::vector<uint8_t> mask(n / 8);
    for (uint32_t i = 0; i < n / 8; ++i) {
        mask[i] = static_cast<uint8_t>(i * 73 + 5);
    }
    const auto cont = RunVec<SelectHalfOp<SELMODE::VSEL_TENSOR_TENSOR_MODE>, half>(a, mask, n, n);
    const auto spr = RunVec<SelectHalfOp<SELMODE::VSEL_CMPMASK_SPR>, half>(a, mask, n, n);
    for (uint32_t i = 0; i < n; ++i) {
        const bool c = (mask[i / 8] >> (i % 8)) & 1;
        const bool r = (mask[(i % 128) / 8] >> (i % 8)) & 1;
        EXPECT_EQ(cont[i].bits(), (c ? a[i] : a[n + i]).bits()) << i;
        EXPECT_EQ(spr[i].bits(), (r ? a[i] : a[n + i]).bits()) << i;
    }
}

// ---- the fp32 fast paths are the numerics layer's results ------------------------------------
// vector_fast.h computes Add/Sub/Mul/Adds/Muls/Sqrt/Div of fp32 with host arithmetic; every
// result must have the bits ascsim::num gives, in both numerics modes and for every config.
std::vector<float> FastPathOperands(size_t n, uint32_t seed)
{
    std::vector<float> v;
    uint64_t s = seed * 0x9E3779B97F4A7C15ull + 7;
    auto next = [&]() {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        return static_cast<uint32_t>(s >> 32);
    };
    const uint32_t specials[] = {0x00000000u, 0x80000000u, 0x00000001u, 0x007FFFFFu, 0x00800000u, 0x00800001u,
                                 0x3F800000u, 0x40800000u, 0x7E7FFFFFu, 0x7E800000u, 0x7E800001u, 0x7F000000u,
                                 0x7F7FFFFFu, 0xFF7FFFFFu, 0x7F800000u, 0xFF800000u, 0x7FC00000u, 0x7FA00001u,
                                 0xFFC00000u, 0xBF800000u, 0x3F7FFFFFu, 0x1F800000u, 0x5F800000u};
    for (uint32_t b : specials) {
        v.push_back(BitsFloat(b));
    }
    while (v.size() < n) {
        const uint32_t r = next();
        switch (r % 4) {
            case 0:
                v.push_back(BitsFloat(next()));
                break; // any pattern
            case 1:
                v.push_back(BitsFloat((next() & 0x807FFFFFu) | ((100 + next() % 56) << 23)));
                break; // near 1
            case 2:
                v.push_back(static_cast<float>(static_cast<int32_t>(next() % 4001) - 2000));
                break; // integers
            default:
                v.push_back(BitsFloat(next() & 0x80FFFFFFu));
                break; // tiny / subnormal
        }
    }
    return v;
}

constexpr SqrtConfig kSqrtCfgs[] = {{SqrtAlgo::INTRINSIC},
                                    {SqrtAlgo::FAST_INVERSE},
                                    {SqrtAlgo::PRECISION_1ULP_FTZ_TRUE},
                                    {SqrtAlgo::PRECISION_0ULP_FTZ_FALSE},
                                    {SqrtAlgo::PRECISION_1ULP_FTZ_FALSE}};
constexpr DivConfig kDivCfgs[] = {{DivAlgo::INTRINSIC},
                                  {DivAlgo::DIFF_COMPENSATION},
                                  {DivAlgo::PRECISION_1ULP_FTZ_TRUE},
                                  {DivAlgo::PRECISION_0ULP_FTZ_TRUE},
                                  {DivAlgo::PRECISION_0ULP_FTZ_FALSE},
                                  {DivAlgo::PRECISION_1ULP_FTZ_FALSE}};

TEST(VectorFastPaths, ElementwiseArithmeticMatchesNumerics)
{
    const auto a = FastPathOperands(200000, 31), b = FastPathOperands(200000, 32);
    std::vector<float> d(a.size());
    detail::fast::AddF(d.data(), a.data(), b.data(), a.size());
    for (size_t i = 0; i < a.size(); ++i) {
        ASSERT_EQ(FloatBits(d[i]), FloatBits(ascsim::num::Add(a[i], b[i]))) << a[i] << " + " << b[i];
    }
    detail::fast::SubF(d.data(), a.data(), b.data(), a.size());
    for (size_t i = 0; i < a.size(); ++i) {
        ASSERT_EQ(FloatBits(d[i]), FloatBits(ascsim::num::Sub(a[i], b[i]))) << a[i] << " - " << b[i];
    }
    detail::fast::MulF(d.data(), a.data(), b.data(), a.size());
    for (size_t i = 0; i < a.size(); ++i) {
        ASSERT_EQ(FloatBits(d[i]), FloatBits(ascsim::num::Mul(a[i], b[i]))) << a[i] << " * " << b[i];
    }
    for (float scalar : {0.5f, -3.0f, 1e-40f, 3e38f, std::numeric_limits<float>::infinity()}) {
        detail::fast::AddsF(d.data(), a.data(), scalar, a.size());
        for (size_t i = 0; i < a.size(); ++i) {
            ASSERT_EQ(FloatBits(d[i]), FloatBits(ascsim::num::Adds(a[i], scalar))) << a[i] << " + " << scalar;
        }
        detail::fast::MulsF(d.data(), a.data(), scalar, a.size());
        for (size_t i = 0; i < a.size(); ++i) {
            ASSERT_EQ(FloatBits(d[i]), FloatBits(ascsim::num::Muls(a[i], scalar))) << a[i] << " * " << scalar;
        }
    }
}

TEST(VectorFastPaths, FmaMatchesStdFmaBitForBit)
{
    auto a = FastPathOperands(100000, 51), b = FastPathOperands(100000, 52), c = FastPathOperands(100000, 53);
    // NaNs with different payloads in two or three operands: the library fma decides those lanes.
    const float nans[] = {BitsFloat(0x7FC00001u), BitsFloat(0xFFC00002u), BitsFloat(0x7F800003u),
                          BitsFloat(0x7FFFFFFFu)};
    for (size_t i = 0; i < 4000; ++i) {
        a[i] = nans[i % 4];
        (i % 3 == 0 ? c : b)[i] = nans[(i / 4) % 4];
        if (i % 5 == 0) {
            c[i] = nans[(i / 16) % 4];
        }
    }
    std::vector<float> d(a.size());
    detail::fast::FmaF(d.data(), a.data(), b.data(), c.data(), a.size());
    // The library's fmaf with the operands in this order (a direct call lets the compiler swap the
    // factors, which changes the NaN a two-NaN lane returns).
    float (*volatile libFma)(float, float, float) = ::fmaf;
    for (size_t i = 0; i < a.size(); ++i) {
        ASSERT_EQ(FloatBits(d[i]), FloatBits(libFma(a[i], b[i], c[i])))
            << i << ": " << std::hex << FloatBits(a[i]) << " * " << FloatBits(b[i]) << " + " << FloatBits(c[i]);
    }
    std::vector<float> inPlace = c; // dst == addend, as MulAddDst runs it
    detail::fast::FmaF(inPlace.data(), a.data(), b.data(), inPlace.data(), a.size());
    for (size_t i = 0; i < a.size(); ++i) {
        ASSERT_EQ(FloatBits(inPlace[i]), FloatBits(d[i])) << i;
    }
}

TEST(VectorFastPaths, OpHashIsElementHash)
{
    uint64_t s = 99;
    for (int i = 0; i < 10000; ++i) {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        const uint64_t a = s >> 32, b = s & 0xFFFFFFFFu, salt = i % 3;
        for (auto op : {ascsim::num::OpId::kSqrt, ascsim::num::OpId::kDiv}) {
            ASSERT_EQ(detail::fast::OpHash(op, salt)(a, b), ascsim::num::ElementHash(op, a, b, salt));
        }
    }
}

TEST(VectorFastPaths, SqrtAndDivMatchNumericsInBothModes)
{
    auto x = FastPathOperands(60000, 41);
    auto y = FastPathOperands(60000, 42);
    for (size_t i = 0; i < 2000; ++i) { // exact quotients and perfect squares
        y[i] = static_cast<float>(i % 97 + 1);
        x[i] = y[i] * static_cast<float>(i % 13 + 1) * (i % 2 ? -1.0f : 1.0f);
    }
    for (auto mode : {ascsim::num::Mode::kAdversarial, ascsim::num::Mode::kExact}) {
        ascsim::num::ScopedMode scoped(mode);
        for (const SqrtConfig& cfg : kSqrtCfgs) {
            for (size_t i = 0; i < x.size(); ++i) {
                const float sq = x[i] * x[i];
                for (float v : {x[i], sq}) {
                    ASSERT_EQ(FloatBits(detail::fast::Sqrt(v, cfg, 0)), FloatBits(ascsim::num::Sqrt(v, cfg, 0)))
                        << "sqrt " << v << " algo " << static_cast<int>(cfg.algo);
                }
            }
        }
        for (const DivConfig& cfg : kDivCfgs) {
            for (size_t i = 0; i < x.size(); ++i) {
                ASSERT_EQ(FloatBits(detail::fast::Div(x[i], y[i], cfg, 0)),
                          FloatBits(ascsim::num::Div(x[i], y[i], cfg, 0)))
                    << x[i] << " / " << y[i] << " algo " << static_cast<int>(cfg.algo);
            }
        }
        // The whole-array forms, also in place (dst == src), with a salt.
        std::vector<float> d(x.size());
        for (const SqrtConfig& cfg : kSqrtCfgs) {
            detail::fast::SqrtArray(d.data(), x.data(), x.size(), cfg, 5);
            std::vector<float> inPlace = x;
            detail::fast::SqrtArray(inPlace.data(), inPlace.data(), inPlace.size(), cfg, 5);
            for (size_t i = 0; i < x.size(); ++i) {
                const uint32_t want = FloatBits(ascsim::num::Sqrt(x[i], cfg, 5));
                ASSERT_EQ(FloatBits(d[i]), want) << "sqrt " << x[i] << " algo " << static_cast<int>(cfg.algo);
                ASSERT_EQ(FloatBits(inPlace[i]), want) << i;
            }
        }
        for (const DivConfig& cfg : kDivCfgs) {
            detail::fast::DivArray(d.data(), x.data(), y.data(), x.size(), cfg, 5);
            std::vector<float> inPlace = y;
            detail::fast::DivArray(inPlace.data(), x.data(), inPlace.data(), x.size(), cfg, 5);
            for (size_t i = 0; i < x.size(); ++i) {
                const uint32_t want = FloatBits(ascsim::num::Div(x[i], y[i], cfg, 5));
                ASSERT_EQ(FloatBits(d[i]), want) << x[i] << " / " << y[i] << " algo " << static_cast<int>(cfg.algo);
                ASSERT_EQ(FloatBits(inPlace[i]), want) << i;
            }
        }
    }
}

} // namespace
