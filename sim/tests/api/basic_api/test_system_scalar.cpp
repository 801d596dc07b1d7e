// The scalar and system utilities of issue 27 (标量计算/GetBitCount.md, CountLeadingZero.md,
// CountBitsCntSameAsSignBit.md, GetSFFValue.md, Cast（float转half-int32_t）.md, Nop.md; 工具接口/系统资源与变量/
// GetSubBlockIdx / GetSubBlockNum / GetTaskRatio / GetArchVersion / GetProgramCounter; 执行模式/Async.md;
// NumericLimits工具类/; 调试接口/异常检测/Trap.md) and the older names of 附录/接口变更说明.md: against the pages'
// examples and loop references written here; Trap's finding, and Nop's barrier with the broken twin without it.
#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include "memapi_test_util.h"

using namespace memapi;

namespace {

class SystemScalarTest : public KernelTest {};

int64_t PopRef(uint64_t x, int v)
{
    int64_t n = 0;
    for (int i = 0; i < 64; ++i) {
        n += static_cast<int>((x >> i) & 1u) == v ? 1 : 0;
    }
    return n;
}
int64_t ClzRef(uint64_t x)
{
    int64_t n = 0;
    for (int i = 63; i >= 0 && ((x >> i) & 1u) == 0; --i) {
        ++n;
    }
    return n;
}
int64_t SignRunRef(int64_t x)
{
    const auto u = static_cast<uint64_t>(x);
    const uint64_t s = u >> 63;
    int64_t n = 0;
    for (int i = 62; i >= 0 && ((u >> i) & 1u) == s; --i) {
        ++n;
    }
    return n;
}
int64_t SffRef(uint64_t x, int v)
{
    for (int i = 0; i < 64; ++i) {
        if (static_cast<int>((x >> i) & 1u) == v) {
            return i;
        }
    }
    return -1;
}

TEST_F(SystemScalarTest, BitFunctionsMatchThePagesAndLoops)
{
    EXPECT_EQ(CountLeadingZero(0x0100000000000020ULL), 7);         // CountLeadingZero.md
    EXPECT_EQ(CountBitsCntSameAsSignBit(0x0100000000000020LL), 6); // CountBitsCntSameAsSignBit.md
    EXPECT_EQ(GetSFFValue<1>(0x1000000000000100ULL), 8);           // GetSFFValue.md
    EXPECT_EQ(CountLeadingZero(0), 64);
    EXPECT_EQ(GetSFFValue<1>(0), -1);
    EXPECT_EQ(GetSFFValue<0>(~0ULL), -1);
    EXPECT_EQ(CountBitsCntSameAsSignBit(0), 63);
    EXPECT_EQ(CountBitsCntSameAsSignBit(-1), 63);
    std::mt19937_64 g(7);
    for (int k = 0; k < 2000; ++k) {
        const uint64_t x = g() >> (k % 64);
        EXPECT_EQ(GetBitCount<1>(x), PopRef(x, 1));
        EXPECT_EQ(GetBitCount<0>(x), PopRef(x, 0));
        EXPECT_EQ(ScalarGetCountOfValue<1>(x), PopRef(x, 1));
        EXPECT_EQ(CountLeadingZero(x), ClzRef(x));
        EXPECT_EQ(ScalarCountLeadingZero(x), ClzRef(x));
        EXPECT_EQ(CountBitsCntSameAsSignBit(static_cast<int64_t>(x)), SignRunRef(static_cast<int64_t>(x)));
        EXPECT_EQ(CountBitsCntSameAsSignBit(-static_cast<int64_t>(x)), SignRunRef(-static_cast<int64_t>(x)));
        EXPECT_EQ(GetSFFValue<1>(x << (k % 13)), SffRef(x << (k % 13), 1));
        EXPECT_EQ(GetSFFValue<0>(x), SffRef(x, 0));
        EXPECT_EQ(ScalarGetSFFValue<0>(x), SffRef(x, 0));
    }
}

TEST_F(SystemScalarTest, ScalarCastRoundModes)
{
    EXPECT_EQ((Cast<float, int32_t, RoundMode::CAST_RINT>(2.5f)), 2);
    EXPECT_EQ((Cast<float, int32_t, RoundMode::CAST_ROUND>(2.5f)), 3);
    EXPECT_EQ((Cast<float, int32_t, RoundMode::CAST_FLOOR>(-2.5f)), -3);
    EXPECT_EQ((Cast<float, int32_t, RoundMode::CAST_CEIL>(-2.5f)), -2);
    EXPECT_EQ((ScalarCast<float, int32_t, RoundMode::CAST_RINT>(3e9f)), INT32_MAX); // saturated
    // CAST_ODD: an inexact result takes the odd neighbour. 1 + 2^-11 lies between 1 and 1 + 2^-10.
    const half h = Cast<float, half, RoundMode::CAST_ODD>(1.00048828125f);
    EXPECT_EQ(static_cast<float>(h), 1.0009765625f);
    EXPECT_EQ(static_cast<float>(Cast<float, half, RoundMode::CAST_ODD>(1.5f)), 1.5f); // exact
}

TEST_F(SystemScalarTest, NumericLimitsScalarForms)
{
    const auto bits16 = [](auto v) {
        uint16_t b = 0;
        std::memcpy(&b, &v, 2);
        return b;
    };
    const auto bits32 = [](float v) {
        uint32_t b = 0;
        std::memcpy(&b, &v, 4);
        return b;
    };
    // Max.md etc. 表2.
    EXPECT_EQ(static_cast<float>(NumericLimits<half>::Max()), 65504.0f);
    EXPECT_EQ(bits16(NumericLimits<bfloat16_t>::Max()), 0x7F7Fu);
    EXPECT_EQ(NumericLimits<float>::Max(), std::numeric_limits<float>::max());
    EXPECT_EQ(NumericLimits<float>::Lowest(), -std::numeric_limits<float>::max());
    EXPECT_EQ(NumericLimits<float>::Min(), std::numeric_limits<float>::min());
    EXPECT_EQ(static_cast<float>(NumericLimits<half>::Min()), std::ldexp(1.0f, -14));
    EXPECT_EQ(NumericLimits<int8_t>::Max(), 127);
    EXPECT_EQ(NumericLimits<int16_t>::Lowest(), -32768);
    EXPECT_EQ(NumericLimits<uint32_t>::Min(), 0u);
    EXPECT_EQ(NumericLimits<int32_t>::Min(), INT32_MIN);
    EXPECT_TRUE(std::isinf(static_cast<float>(NumericLimits<half>::Infinity())));
    EXPECT_EQ(bits16(NumericLimits<half>::NegativeInfinity()), 0xFC00u);
    EXPECT_EQ(bits32(NumericLimits<float>::QuietNaN()), 0x7FC00000u);
    EXPECT_EQ(bits32(NumericLimits<float>::SignalingNaN()), 0x7FA00000u);
    EXPECT_EQ(bits16(NumericLimits<bfloat16_t>::DeNormMin()), 0x0001u);
    EXPECT_EQ(NumericLimits<float>::DeNormMin(), std::numeric_limits<float>::denorm_min());
    static_assert(NumericLimits<int8_t>::Max() == 127, "constexpr");
}

// GetShapeSize (ShapeInfo.md): the product of the shape's extents, 1 for no dimension, exact past 2^32.
TEST_F(SystemScalarTest, GetShapeSizeIsTheProductOfTheExtents)
{
    const uint32_t dims[] = {3, 5, 7};
    EXPECT_EQ(GetShapeSize(ShapeInfo(3, dims)), 105u);
    EXPECT_EQ(GetShapeSize(ShapeInfo()), 1u);
    const uint32_t big[] = {1u << 20, 1u << 20};
    EXPECT_EQ(GetShapeSize(ShapeInfo(2, big)), uint64_t{1} << 40);
}

// The vector forms fill dst through Duplicate; the sub-block queries, arch version, program counter and
// Async run inside a kernel.
inline int g_asyncRuns = 0;
__aicore__ inline void CountRun(int add) { g_asyncRuns += add; }
MEMAPI_OP(KernelSide)
{
    NumericLimits<float>::Max(As<float>(o), 64);
    NumericLimits<half>::NegativeInfinity(As<half>(o)[128], 32);
    auto r = As<int64_t>(c);
    r.SetValue(0, GetSubBlockIdx());
    r.SetValue(1, GetSubBlockNum());
    r.SetValue(2, GetTaskRatio());
    uint32_t v = 0;
    GetArchVersion(v);
    r.SetValue(3, v);
    const int64_t pc0 = GetProgramCounter();
    r.SetValue(4, GetProgramCounter() > pc0 ? 1 : 0);
    Async<EngineType::AIV, CountRun>(1);
    Async<EngineType::AIC, CountRun>(100);
    Nop<5>();
}
TEST_F(SystemScalarTest, KernelSideQueriesAndFills)
{
    Io io;
    g_asyncRuns = 0;
    ExpectClean(RunIo<KernelSide>(io));
    const auto f = Io::View<float>(io.o);
    const auto h = Io::View<uint16_t>(io.o);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(f[i], std::numeric_limits<float>::max()) << i;
    }
    for (int i = 0; i < 32; ++i) {
        EXPECT_EQ(h[128 + i], 0xFC00u) << i;
    }
    const auto r = Io::View<int64_t>(io.c);
    EXPECT_EQ(r[0], 0); // AIV_ONLY: one sub-block
    EXPECT_EQ(r[1], 1);
    EXPECT_EQ(r[2], 1);
    EXPECT_EQ(r[3], 0x351);    // the arch of 950
    EXPECT_EQ(r[4], 1);        // the counter moves on
    EXPECT_EQ(g_asyncRuns, 1); // AIV ran, AIC did not
}

// Trap fails the launch where it was called; the kernels above (no Trap) stay clean.
MEMAPI_OP(Trapping)
{
    MEMAPI_MARK();
    Trap();
}
// Nop drains every pipe (its PipeBarrier<PIPE_ALL>): V reading what MTE2 wrote is ordered by it, and
// reported without it.
struct ReadAfterNop {
    static constexpr bool kSkipInputSync = true;
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&,
                    const LocalTensor<uint8_t>&)
    {
        Nop();
        Adds(As<float>(o), As<float>(a), 1.0f, 64);
    }
};
struct ReadWithoutNop {
    static constexpr bool kSkipInputSync = true;
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&,
                    const LocalTensor<uint8_t>&)
    {
        MEMAPI_MARK();
        Adds(As<float>(o), As<float>(a), 1.0f, 64);
    }
};
TEST_F(SystemScalarTest, TrapAndNop)
{
    ExpectIoFinding<Trapping>("assert", "Trap()", __FILE__);
    ExpectIoFinding<ReadWithoutNop>("synccheck", "written by MTE2", __FILE__);
    Io io;
    ExpectClean(RunIo<ReadAfterNop>(io));
}

// GetUintDivMagicAndShift's pair makes AscendC::Simt::UintDiv divide exactly (SDK kernel_operator_scalar_intf.h:50,
// simt_api/cpp/kernel_simt_math_intf.h:22): checked against integer division for small divisors, powers of two and
// their neighbours, the top of the range, and random ones, with dividends below 2^(W-1) (the SDK's sum of the
// dividend and the high product is in T).
template <typename T>
void ExpectUintDivIsDivision(std::mt19937_64& rng)
{
    constexpr unsigned kBits = sizeof(T) * 8;
    const T most = std::numeric_limits<T>::max() >> 1;
    std::vector<T> divisors;
    for (T d = 1; d <= 300; ++d) {
        divisors.push_back(d);
    }
    for (unsigned b = 1; b < kBits - 1; ++b) {
        const T p = static_cast<T>(T(1) << b);
        divisors.insert(divisors.end(), {static_cast<T>(p - 1), p, static_cast<T>(p + 1)});
    }
    divisors.insert(divisors.end(), {static_cast<T>(most - 1), most});
    for (int i = 0; i < 200; ++i) {
        divisors.push_back(static_cast<T>(rng() % most + 1));
    }
    for (const T d : divisors) {
        T magic = 0, shift = 0;
        GetUintDivMagicAndShift(magic, shift, d);
        std::vector<T> dividends = {0, 1, static_cast<T>(d - 1), d, static_cast<T>(d + 1), most};
        for (int i = 0; i < 64; ++i) {
            dividends.push_back(static_cast<T>(rng() % (static_cast<uint64_t>(most) + 1)));
        }
        for (const T n : dividends) {
            ASSERT_EQ(AscendC::Simt::UintDiv(n, magic, shift), static_cast<T>(n / d))
                << kBits << "-bit " << n << " / " << d << " (magic " << magic << ", shift " << shift << ")";
        }
    }
}
TEST_F(SystemScalarTest, UintDivWithTheMagicNumberAndShiftIsIntegerDivision)
{
    std::mt19937_64 rng(20261207);
    ExpectUintDivIsDivision<uint32_t>(rng);
    ExpectUintDivIsDivision<uint64_t>(rng);
    uint32_t magic = 0, shift = 0;
    GetUintDivMagicAndShift(magic, shift, 7u); // ceil(log2 7) = 3, floor(2^32 * (8 - 7) / 7) + 1
    EXPECT_EQ(shift, 3u);
    EXPECT_EQ(magic, 613566757u);
}

// memcheck.uint-div-divisor: a divisor of 0, or past INT32_MAX for uint32_t.
MEMAPI_OP(UintDivByZero)
{
    uint32_t magic = 0, shift = 0;
    MEMAPI_MARK();
    GetUintDivMagicAndShift(magic, shift, 0u);
}
MEMAPI_OP(UintDivPastInt32Max)
{
    uint32_t magic = 0, shift = 0;
    MEMAPI_MARK();
    GetUintDivMagicAndShift(magic, shift, 0x80000000u);
}
TEST_F(SystemScalarTest, UintDivMagicOfABadDivisorIsAFinding)
{
    ExpectIoFinding<UintDivByZero>("memcheck", "divisor 0 is outside [1, 2147483647]", __FILE__);
    ExpectIoFinding<UintDivPastInt32Max>("memcheck", "divisor 2147483648 is outside [1, 2147483647]", __FILE__);
}

} // namespace
