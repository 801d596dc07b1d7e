// Truncate (Memory矢量计算/类型转换/Truncate(ISASI).md; count form), added by following sim/README.md's
// "Adding an API": each of the page's five RoundModes on half, float and bfloat16_t against the C library's
// rint / round / floor / ceil / trunc, the specials of 边界值汇总 表33 (±inf, NaN, ±MAX unchanged, also for
// half in 950's default saturating mode), and the zero-count finding. Name and class:
// emulator/events/test_op_rows_issue27.cpp.
#include <cmath>

#include "memapi_test_util.h"

using namespace memapi;

namespace {

class TruncateTest : public KernelTest {};

constexpr uint32_t kN = 128;

template <class T>
struct TruncateAll {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&,
                    const LocalTensor<uint8_t>&)
    {
        Truncate<T, RoundMode::CAST_RINT>(As<T>(o), As<T>(a), kN);
        Truncate<T, RoundMode::CAST_ROUND>(As<T>(o)[kN], As<T>(a), kN);
        Truncate<T, RoundMode::CAST_FLOOR>(As<T>(o)[2 * kN], As<T>(a), kN);
        Truncate<T, RoundMode::CAST_CEIL>(As<T>(o)[3 * kN], As<T>(a), kN);
        Truncate<T, RoundMode::CAST_TRUNC>(As<T>(o)[4 * kN], As<T>(a), kN);
    }
};

template <class T>
void ExpectTruncate(uint32_t seed)
{
    auto x = RandomVec<float>(kN, -300.0, 300.0, seed);
    x[0] = 2.5f; // ties: RINT to even, ROUND away from zero
    x[1] = -2.5f;
    x[2] = -0.25f; // keeps its sign: -0
    x[3] = INFINITY;
    x[4] = -INFINITY;
    x[5] = NAN;
    std::vector<T> a(kN);
    for (uint32_t i = 0; i < kN; ++i) {
        a[i] = static_cast<T>(x[i]);
    }
    if constexpr (std::is_same_v<T, half>) {
        a[6] = half(65504.0f);
    }
    Io io;
    Io::Put(io.a, a);
    ExpectClean(RunIo<TruncateAll<T>>(io));
    const auto o = Io::View<T>(io.o);
    double (*const refs[5])(double) = {std::nearbyint, std::round, std::floor, std::ceil, std::trunc};
    for (int m = 0; m < 5; ++m) {
        for (uint32_t i = 0; i < kN; ++i) {
            const double in = D(a[i]), got = D(o[m * kN + i]);
            if (std::isnan(in)) {
                EXPECT_TRUE(std::isnan(got)) << m << " " << i;
                continue;
            }
            const double want = refs[m](in); // nearbyint: the default FE_TONEAREST, ties to even
            EXPECT_EQ(got, want) << "mode " << m << " element " << i << " of " << in;
            EXPECT_EQ(std::signbit(got), std::signbit(want)) << m << " " << i;
        }
    }
}

TEST_F(TruncateTest, EveryModeOnEveryType)
{
    ExpectTruncate<float>(1);
    ExpectTruncate<half>(2);
    ExpectTruncate<bfloat16_t>(3);
}

MEMAPI_OP(TruncateZeroCount)
{
    MEMAPI_MARK();
    Truncate<float, RoundMode::CAST_FLOOR>(As<float>(o), As<float>(a), 0);
}
TEST_F(TruncateTest, Findings) { ExpectIoFinding<TruncateZeroCount>("memcheck", "zero count", __FILE__); }

} // namespace
