// Saturation of half / bfloat16_t results by the Memory vector API under each CTRL mode (the
// table of 附录/Reg矢量计算接口边界值汇总.md, e.g. 表34 for Cast, and SetCtrlSpr(ISASI).md 表3 / 表6):
//   G-INF  CTRL[60] = 1, CTRL[48] = 1   inf / NaN kept (IEEE)
//   G-SAT  CTRL[60] = 1, CTRL[48] = 0   the reset state: inf -> +-MAX, NaN -> +0
//   P-*    CTRL[60] = 0                 Memory Cast: saturates (the SDK's hard-coded SatMode::SAT);
//                                       half arithmetic: docs silent, the sim saturates
// Float results never change. Each op runs in one kernel that sets the mode after its TPipe, runs
// the op, and puts CTRL back; the expected values are the numerics layer's IEEE results, saturated
// where the mode says so, plus literal rows of the doc table.
#include <cmath>
#include <limits>

#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

struct Mode {
    int global60;
    int noSat48;
    const char* name;
    bool Saturates() const { return !(global60 == 1 && noSat48 == 1); }
};
constexpr Mode kGInf{1, 1, "G-INF"}, kGSat{1, 0, "G-SAT"}, kPerInstr0{0, 0, "CTRL[60]=0,CTRL[48]=0"},
    kPerInstr1{0, 1, "CTRL[60]=0,CTRL[48]=1"};
constexpr Mode kModes[] = {kGInf, kGSat, kPerInstr0, kPerInstr1};

struct SatTiling {
    uint32_t n; // elements of the op
    uint32_t aBytes;
    uint32_t bBytes;
    uint32_t outBytes;
    int32_t global60;
    int32_t noSat48;
};

constexpr uint32_t Align32(uint32_t b) { return (b + 31) / 32 * 32; }

template <class T>
LocalTensor<T> As(const LocalTensor<uint8_t>& t)
{
    return t.ReinterpretCast<T>();
}

template <class Op>
void SatKernel(GM_ADDR a, GM_ADDR b, GM_ADDR out, GM_ADDR tiling)
{
    GET_TILING_DATA_WITH_STRUCT(SatTiling, t, tiling);
    TPipe pipe;
    TBuf<TPosition::VECOUT> ba, bb, bo;
    pipe.InitBuffer(ba, Align32(t.aBytes));
    pipe.InitBuffer(bb, Align32(t.bBytes));
    pipe.InitBuffer(bo, Align32(t.outBytes));
    GlobalTensor<uint8_t> ga, gb, go;
    ga.SetGlobalBuffer(a, t.aBytes);
    gb.SetGlobalBuffer(b, t.bBytes);
    go.SetGlobalBuffer(out, t.outBytes);
    LocalTensor<uint8_t> la = ba.Get<uint8_t>(), lb = bb.Get<uint8_t>(), lo = bo.Get<uint8_t>();
    DataCopy(la, ga, t.aBytes);
    DataCopy(lb, gb, t.bBytes);
    const int64_t saved60 = GetCtrlSpr<60, 60>(), saved48 = GetCtrlSpr<48, 48>();
    SetCtrlSpr<60, 60>(t.global60);
    SetCtrlSpr<48, 48>(t.noSat48);
    SetFlag<HardEvent::MTE2_V>(EVENT_ID0);
    WaitFlag<HardEvent::MTE2_V>(EVENT_ID0);
    Op::Run(lo, la, lb, t.n);
    SetFlag<HardEvent::V_MTE3>(EVENT_ID0);
    WaitFlag<HardEvent::V_MTE3>(EVENT_ID0);
    DataCopy(go, lo, t.outBytes);
    PipeBarrier<PIPE_ALL>();
    SetCtrlSpr<48, 48>(saved48);
    SetCtrlSpr<60, 60>(saved60);
}

// Runs Op on a (and b) in `mode`; returns the first `outCount` of its n results (type TO). Byte
// counts are multiples of 32.
template <class Op, class TO, class TA, class TB = TA>
std::vector<TO> RunSat(const std::vector<TA>& a, const std::vector<TB>& b, size_t outCount, uint32_t n, Mode mode)
{
    // The whole result is copied out (never-written UB leaving the core would be a memcheck finding).
    const SatTiling t{n,
                      static_cast<uint32_t>(a.size() * sizeof(TA)),
                      static_cast<uint32_t>(b.empty() ? 32 : b.size() * sizeof(TB)),
                      static_cast<uint32_t>(n * sizeof(TO)),
                      mode.global60,
                      mode.noSat48};
    DeviceBuffer ab = Upload(a), bb(t.bBytes), ob(t.outBytes), tb = UploadTiling(t);
    bb.Fill(b.empty() ? std::vector<TB>(32 / sizeof(TB), TB{}) : b);
    const LaunchOutcome r = Launch(&SatKernel<Op>, 1, {ab.get(), bb.get(), ob.get(), tb.get()});
    EXPECT_TRUE(r.ok) << mode.name << ":\n" << r.report;
    return ob.Read<TO>(outCount);
}

template <class T>
uint32_t RawBits(T v)
{
    if constexpr (std::is_same_v<T, float>) {
        return FloatBits(v);
    } else {
        return v.bits();
    }
}

// got[i] == ref(i), saturated when `saturate` (half / bfloat16_t only); a NaN matches any NaN.
template <class T, class Ref>
void ExpectLanes(const std::vector<T>& got, bool saturate, Ref ref, const char* what, const char* mode)
{
    for (size_t i = 0; i < got.size(); ++i) {
        T want = ref(i);
        if constexpr (ascsim::num::kSaturable<T>) {
            if (saturate) {
                want = ascsim::num::Saturate(want);
            }
        }
        if (ascsim::num::IsNaN(want)) {
            EXPECT_TRUE(ascsim::num::IsNaN(got[i])) << what << " " << mode << " lane " << i;
        } else {
            EXPECT_EQ(RawBits(got[i]), RawBits(want))
                << what << " " << mode << " lane " << i << ": got " << static_cast<float>(got[i]) << ", want "
                << static_cast<float>(want);
        }
    }
}

class SaturationTest : public KernelTest {};

// ---- operands ------------------------------------------------------------------------------
// 16 half values whose sums, products and quotients reach inf and NaN; every (a, b) pair.
const std::vector<float> kHalfSpecials = {0.0f,     -0.0f,     1.0f,     -1.0f,     2.0f,     0.5f,
                                          300.0f,   -300.0f,   40000.0f, -40000.0f, 65504.0f, -65504.0f,
                                          INFINITY, -INFINITY, NAN,      6e-8f};
template <class T>
std::vector<T> PairsA()
{
    std::vector<T> v;
    for (float x : kHalfSpecials) {
        for (size_t j = 0; j < kHalfSpecials.size(); ++j) {
            v.push_back(static_cast<T>(x));
        }
    }
    return v;
}
template <class T>
std::vector<T> PairsB()
{
    std::vector<T> v;
    for (size_t i = 0; i < kHalfSpecials.size(); ++i) {
        for (float y : kHalfSpecials) {
            v.push_back(static_cast<T>(y));
        }
    }
    return v;
}

#define SAT_BINARY(Name, Api, T)                                                                                     \
    struct Name {                                                                                                    \
        static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b, \
                        uint32_t n)                                                                                  \
        {                                                                                                            \
            Api(As<T>(o), As<T>(a), As<T>(b), static_cast<int32_t>(n));                                              \
        }                                                                                                            \
    }
#define SAT_UNARY(Name, Api, T)                                                                                    \
    struct Name {                                                                                                  \
        static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&, \
                        uint32_t n)                                                                                \
        {                                                                                                          \
            Api(As<T>(o), As<T>(a), static_cast<int32_t>(n));                                                      \
        }                                                                                                          \
    }
#define SAT_SCALAR(Name, Api, T, S)                                                                                \
    struct Name {                                                                                                  \
        static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&, \
                        uint32_t n)                                                                                \
        {                                                                                                          \
            Api(As<T>(o), As<T>(a), static_cast<T>(S), static_cast<int32_t>(n));                                   \
        }                                                                                                          \
    }

SAT_BINARY(AddH, Add, half);
SAT_BINARY(SubH, Sub, half);
SAT_BINARY(MulH, Mul, half);
SAT_BINARY(DivH, Div, half);
SAT_BINARY(MaxH, Max, half);
SAT_BINARY(MinH, Min, half);
SAT_SCALAR(AddsH, Adds, half, 65504.0f);
SAT_SCALAR(MulsH, Muls, half, -2.0f);
SAT_SCALAR(MaxsH, Maxs, half, 0.0f);
SAT_SCALAR(MinsH, Mins, half, 0.0f);
SAT_UNARY(AbsH, Abs, half);
SAT_UNARY(SqrtH, Sqrt, half);
SAT_UNARY(RsqrtH, Rsqrt, half);
SAT_UNARY(ReciprocalH, Reciprocal, half);
SAT_UNARY(ExpH, Exp, half);
SAT_UNARY(LnH, Ln, half);
SAT_BINARY(AddB, Add, bfloat16_t);
SAT_BINARY(MulB, Mul, bfloat16_t);
SAT_BINARY(AddF, Add, float);
SAT_BINARY(SubF, Sub, float);
SAT_BINARY(DivF, Div, float);

namespace num = ascsim::num;
constexpr uint64_t kSalt = 0; // the Memory API's salt (engine/ops/precision_arith.h kSalt)

template <class Op, class T, class Ref>
void CheckBinary(const char* what, Ref ref)
{
    const auto a = PairsA<T>(), b = PairsB<T>();
    for (const Mode& m : kModes) {
        const auto got = RunSat<Op, T>(a, b, a.size(), static_cast<uint32_t>(a.size()), m);
        ExpectLanes(
            got, m.Saturates(), [&](size_t i) { return ref(a[i], b[i]); }, what, m.name);
    }
}

template <class Op, class T, class Ref>
void CheckUnary(const char* what, Ref ref)
{
    auto a = PairsA<T>();
    a[1] = static_cast<T>(12.0f); // Exp overflows half
    a[2] = static_cast<T>(-1e-3f);
    for (const Mode& m : kModes) {
        const auto got = RunSat<Op, T>(a, std::vector<T>{}, a.size(), static_cast<uint32_t>(a.size()), m);
        ExpectLanes(
            got, m.Saturates(), [&](size_t i) { return ref(a[i]); }, what, m.name);
    }
}

// ---- half arithmetic (边界值汇总.md: a 饱和模式 column for every one of these) ----------------------
TEST_F(SaturationTest, HalfBinaryArithmetic)
{
    CheckBinary<AddH, half>("Add", [](half x, half y) { return num::Add(x, y); });
    CheckBinary<SubH, half>("Sub", [](half x, half y) { return num::Sub(x, y); });
    CheckBinary<MulH, half>("Mul", [](half x, half y) { return num::Mul(x, y); });
    CheckBinary<DivH, half>("Div", [](half x, half y) { return num::Div(x, y, DEFAULT_DIV_CONFIG, kSalt); });
    CheckBinary<MaxH, half>("Max", [](half x, half y) { return num::Max(x, y); });
    CheckBinary<MinH, half>("Min", [](half x, half y) { return num::Min(x, y); });
}

TEST_F(SaturationTest, HalfScalarArithmetic)
{
    CheckUnary<AddsH, half>("Adds", [](half x) { return num::Adds(x, half(65504.0f)); });
    CheckUnary<MulsH, half>("Muls", [](half x) { return num::Muls(x, half(-2.0f)); });
    CheckUnary<MaxsH, half>("Maxs", [](half x) { return num::Maxs(x, half(0.0f)); });
    CheckUnary<MinsH, half>("Mins", [](half x) { return num::Mins(x, half(0.0f)); });
}

TEST_F(SaturationTest, HalfUnaryArithmetic)
{
    CheckUnary<AbsH, half>("Abs", [](half x) { return num::Abs(x); });
    CheckUnary<SqrtH, half>("Sqrt", [](half x) { return num::Sqrt(x, DEFAULT_SQRT_CONFIG, kSalt); });
    CheckUnary<RsqrtH, half>("Rsqrt", [](half x) { return num::Rsqrt(x, DEFAULT_RSQRT_CONFIG, kSalt); });
    CheckUnary<ReciprocalH, half>("Reciprocal",
                                  [](half x) { return num::Reciprocal(x, DEFAULT_RECIPROCAL_CONFIG, kSalt); });
    CheckUnary<ExpH, half>("Exp", [](half x) { return num::Exp(x, DEFAULT_EXP_CONFIG, kSalt); });
    CheckUnary<LnH, half>("Ln", [](half x) { return num::Ln(x, DEFAULT_LN_CONFIG, kSalt); });
}

// The literal rows: 65504 + 65504, inf - inf, 1 / 0, 0 / 0, Abs(-inf) in G-INF and G-SAT.
TEST_F(SaturationTest, HalfTableRows)
{
    const std::vector<half> a = {half(65504.0f), half(INFINITY), half(1.0f), half(0.0f), half(-300.0f), half(NAN)};
    const std::vector<half> b = {half(65504.0f), half(INFINITY), half(0.0f), half(0.0f), half(300.0f), half(1.0f)};
    auto pad = [](std::vector<half> v) {
        v.resize(128, half(1.0f));
        return v;
    };
    const auto inf = RunSat<SubH, half>(pad(a), pad(b), 6, 128, kGInf);
    const auto sat = RunSat<SubH, half>(pad(a), pad(b), 6, 128, kGSat);
    EXPECT_EQ(inf[0].bits(), 0x0000); // 65504 - 65504
    EXPECT_TRUE(num::IsNaN(inf[1]));  // inf - inf
    EXPECT_EQ(sat[1].bits(), 0x0000); // NaN -> +0
    EXPECT_EQ(inf[4].bits(), 0xE0B0); // -600, finite: the same in every mode
    EXPECT_EQ(sat[4].bits(), 0xE0B0);
    EXPECT_EQ(sat[5].bits(), 0x0000); // NaN - 1
    const auto addInf = RunSat<AddH, half>(pad(a), pad(b), 6, 128, kGInf);
    const auto addSat = RunSat<AddH, half>(pad(a), pad(b), 6, 128, kGSat);
    EXPECT_EQ(addInf[0].bits(), 0x7C00); // 65504 + 65504 = +inf
    EXPECT_EQ(addSat[0].bits(), 0x7BFF); // ... 65504
    EXPECT_EQ(addSat[1].bits(), 0x7BFF); // inf + inf
    const auto divInf = RunSat<DivH, half>(pad(a), pad(b), 6, 128, kGInf);
    const auto divSat = RunSat<DivH, half>(pad(a), pad(b), 6, 128, kGSat);
    EXPECT_EQ(divInf[2].bits(), 0x7C00); // 1 / 0
    EXPECT_EQ(divSat[2].bits(), 0x7BFF);
    EXPECT_TRUE(num::IsNaN(divInf[3])); // 0 / 0
    EXPECT_EQ(divSat[3].bits(), 0x0000);
    const std::vector<half> negInf = pad({half(-INFINITY), half(NAN)});
    EXPECT_EQ((RunSat<AbsH, half>(negInf, {}, 2, 128, kGInf)[0].bits()), 0x7C00);
    EXPECT_EQ((RunSat<AbsH, half>(negInf, {}, 2, 128, kGSat)[0].bits()), 0x7BFF);
    EXPECT_EQ((RunSat<AbsH, half>(negInf, {}, 2, 128, kPerInstr1)[1].bits()), 0x0000);
}

// bfloat16_t arithmetic: docs silent on 950 (表3 names half only), the sim saturates too.
TEST_F(SaturationTest, Bf16ArithmeticSaturatesToo)
{
    CheckBinary<AddB, bfloat16_t>("Add bf16", [](bfloat16_t x, bfloat16_t y) { return num::Add(x, y); });
    CheckBinary<MulB, bfloat16_t>("Mul bf16", [](bfloat16_t x, bfloat16_t y) { return num::Mul(x, y); });
    std::vector<bfloat16_t> big(128, bfloat16_t::FromBits(0x7F7F));
    EXPECT_EQ((RunSat<AddB, bfloat16_t>(big, big, 1, 128, kGInf)[0].bits()), 0x7F80);
    EXPECT_EQ((RunSat<AddB, bfloat16_t>(big, big, 1, 128, kGSat)[0].bits()), 0x7F7F);
}

// Float results: "float数据类型输入仅支持INF/NAN模式" in every mode.
TEST_F(SaturationTest, FloatArithmeticNeverSaturates)
{
    std::vector<float> a(64, 3e38f), b(64, 3e38f);
    a[1] = INFINITY;
    b[1] = INFINITY;
    a[2] = 0.0f;
    b[2] = 0.0f;
    for (const Mode& m : kModes) {
        const auto add = RunSat<AddF, float>(a, b, 64, 64, m);
        EXPECT_TRUE(std::isinf(add[0]) && add[0] > 0) << m.name;
        const auto sub = RunSat<SubF, float>(a, b, 64, 64, m);
        EXPECT_TRUE(std::isnan(sub[1])) << m.name;
        const auto div = RunSat<DivF, float>(a, b, 64, 64, m);
        EXPECT_TRUE(std::isnan(div[2])) << m.name;
    }
}

// ---- Cast (类型转换/Cast.md; 表34) -------------------------------------------------------------
template <class D, class S, RoundMode rm>
struct CastOp {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&,
                    uint32_t n)
    {
        Cast(As<D>(o), As<S>(a), rm, n);
    }
};

std::vector<float> FloatCastInputs()
{
    std::vector<float> v = {INFINITY, -INFINITY, NAN,      -NAN, 65519.0f, 65520.0f, -65520.0f, 1e6f,
                            3.4e38f,  -3.4e38f,  3.39e38f, 1.0f, 0.1f,     -0.0f,    1e-10f,    -70000.0f};
    v.resize(64, 2.5f);
    return v;
}

// Memory Cast saturates unless G-INF (CTRL[60] = 0: the SDK's hard-coded SatMode::SAT).
template <class D, class S, RoundMode rm>
void CheckCast(const std::vector<S>& in, bool saturable, const char* what)
{
    for (const Mode& m : kModes) {
        const auto n = static_cast<uint32_t>(in.size());
        const auto got = RunSat<CastOp<D, S, rm>, D>(in, std::vector<S>{}, in.size(), n, m);
        ExpectLanes(
            got, saturable && m.Saturates(), [&](size_t i) { return num::Cast<D, S>(in[i], rm); }, what, m.name);
    }
}

TEST_F(SaturationTest, MemoryCastToHalfAndBf16)
{
    const auto f = FloatCastInputs();
    CheckCast<half, float, RoundMode::CAST_RINT>(f, true, "float->half RINT");
    CheckCast<half, float, RoundMode::CAST_TRUNC>(f, true, "float->half TRUNC");
    CheckCast<half, float, RoundMode::CAST_ODD>(f, true, "float->half ODD");
    CheckCast<bfloat16_t, float, RoundMode::CAST_RINT>(f, true, "float->bf16 RINT");
    std::vector<bfloat16_t> bf;
    for (float x : f) {
        bf.push_back(bfloat16_t(x));
    }
    bf[4] = bfloat16_t(1e10f);
    CheckCast<half, bfloat16_t, RoundMode::CAST_RINT>(bf, true, "bf16->half");
    // Not saturated in any mode (表34): widenings and half -> bfloat16_t.
    std::vector<half> h = {half(INFINITY), half(-INFINITY), half(NAN), half(65504.0f)};
    h.resize(128, half(1.0f));
    CheckCast<float, half, RoundMode::CAST_NONE>(h, false, "half->float");
    CheckCast<bfloat16_t, half, RoundMode::CAST_RINT>(h, false, "half->bf16");
    CheckCast<float, bfloat16_t, RoundMode::CAST_NONE>(bf, false, "bf16->float");
}

TEST_F(SaturationTest, MemoryCastTableRows)
{
    const auto f = FloatCastInputs();
    const auto inf = RunSat<CastOp<half, float, RoundMode::CAST_RINT>, half>(f, {}, 16, 64, kGInf);
    const auto sat = RunSat<CastOp<half, float, RoundMode::CAST_RINT>, half>(f, {}, 16, 64, kGSat);
    const auto per = RunSat<CastOp<half, float, RoundMode::CAST_RINT>, half>(f, {}, 16, 64, kPerInstr1);
    EXPECT_EQ(inf[0].bits(), 0x7C00);
    EXPECT_EQ(inf[1].bits(), 0xFC00);
    EXPECT_TRUE(num::IsNaN(inf[2]));
    EXPECT_EQ(inf[5].bits(), 0x7C00); // 65520 overflows
    for (const auto& r : {sat, per}) {
        EXPECT_EQ(r[0].bits(), 0x7BFF); // +inf -> 65504
        EXPECT_EQ(r[1].bits(), 0xFBFF);
        EXPECT_EQ(r[2].bits(), 0x0000); // NaN -> 0
        EXPECT_EQ(r[3].bits(), 0x0000); // -NaN -> +0 (sign: docs silent)
        EXPECT_EQ(r[4].bits(), 0x7BFF); // 65519 rounds to 65504 anyway
        EXPECT_EQ(r[5].bits(), 0x7BFF);
        EXPECT_EQ(r[6].bits(), 0xFBFF);
        EXPECT_EQ(r[11].bits(), 0x3C00); // 1.0 unchanged
    }
    const auto bfSat = RunSat<CastOp<bfloat16_t, float, RoundMode::CAST_RINT>, bfloat16_t>(f, {}, 16, 64, kGSat);
    const auto bfInf = RunSat<CastOp<bfloat16_t, float, RoundMode::CAST_RINT>, bfloat16_t>(f, {}, 16, 64, kGInf);
    EXPECT_EQ(bfSat[0].bits(), 0x7F7F); // +inf -> 3.39e38
    EXPECT_EQ(bfSat[2].bits(), 0x0000);
    EXPECT_EQ(bfSat[8].bits(), 0x7F7F); // 3.4e38 overflows bfloat16_t
    EXPECT_EQ(bfInf[8].bits(), 0x7F80);
    EXPECT_EQ(bfSat[10].bits(), 0x7F7F); // 3.39e38 rounds to MAX
}

// ---- the mask / repeat forms (vector_repeat.h) and Duplicate -----------------------------------
struct RepAddH {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    uint32_t)
    {
        Add(As<half>(o), As<half>(a), As<half>(b), 128, 2, BinaryRepeatParams{1, 1, 1, 8, 8, 8});
    }
};
struct RepMulsH {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&, uint32_t)
    {
        Muls(As<half>(o), As<half>(a), half(-2.0f), 128, 2, UnaryRepeatParams{1, 1, 8, 8});
    }
};
struct RepAbsH {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&, uint32_t)
    {
        Abs(As<half>(o), As<half>(a), 128, 2, UnaryRepeatParams{1, 1, 8, 8});
    }
};
// Duplicate is a fill, not arithmetic: inf stays inf in every mode.
struct DupInfH {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>&, const LocalTensor<uint8_t>&, uint32_t n)
    {
        Duplicate(As<half>(o), half(INFINITY), static_cast<int32_t>(n));
    }
};

TEST_F(SaturationTest, RepeatFormsAndDuplicate)
{
    const auto a = PairsA<half>(), b = PairsB<half>();
    for (const Mode& m : kModes) {
        ExpectLanes(
            RunSat<RepAddH, half>(a, b, a.size(), 256, m), m.Saturates(),
            [&](size_t i) { return num::Add(a[i], b[i]); }, "Add (repeat)", m.name);
        ExpectLanes(
            RunSat<RepMulsH, half>(a, {}, a.size(), 256, m), m.Saturates(),
            [&](size_t i) { return num::Muls(a[i], half(-2.0f)); }, "Muls (repeat)", m.name);
        ExpectLanes(
            RunSat<RepAbsH, half>(a, {}, a.size(), 256, m), m.Saturates(), [&](size_t i) { return num::Abs(a[i]); },
            "Abs (repeat)", m.name);
        const auto dup = RunSat<DupInfH, half>(a, {}, 128, 128, m);
        EXPECT_EQ(dup[0].bits(), 0x7C00) << m.name;
        EXPECT_EQ(dup[127].bits(), 0x7C00) << m.name;
    }
}

// With the sanitizer off the values still follow CTRL.
TEST_F(SaturationTest, SanitizerOffStillSaturates)
{
    setenv("ASCEND_SIM_SANITIZER", "0", 1);
    const auto f = FloatCastInputs();
    EXPECT_EQ((RunSat<CastOp<half, float, RoundMode::CAST_RINT>, half>(f, {}, 16, 64, kGSat)[0].bits()), 0x7BFF);
    EXPECT_EQ((RunSat<CastOp<half, float, RoundMode::CAST_RINT>, half>(f, {}, 16, 64, kGInf)[0].bits()), 0x7C00);
}

} // namespace
