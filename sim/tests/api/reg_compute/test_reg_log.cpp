// Reg Log, Log2 and Log10 (docs/zh/api/SIMD-API/基础API/Reg矢量计算/基础算术/Log.md, Log2.md, Log10.md)
// against float64 references written here: within 1 ulp (附录/Reg矢量计算接口精度标准汇总.md) for half and
// float, the specials of 附录/Reg矢量计算接口边界值汇总.md 表3-5 in INF/NAN mode and (half) saturating mode,
// subnormal inputs flushed except with PRECISION_1ULP_FTZ_FALSE, lanes the mask leaves out 0 (ZEROING),
// the SpecificMode pointer forms, and Log equal to Ln bit for bit ("与Ln接口功能等价").
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>

#include "reg_test_util.h"

using namespace AscendC;
using namespace regtest;
namespace R = AscendC::Reg;

namespace {

class RegLogTest : public KernelTest {};

constexpr CtrlSetup kInfNan{1, 1, -1};
enum Which { kLog, kLog2, kLog10 };

double Ref(Which w, double x) { return w == kLog ? std::log(x) : w == kLog2 ? std::log2(x) : std::log10(x); }

// One ulp of E at the magnitude of r (the spacing just below |r|'s binade top; subnormal spacing below).
template <typename E>
double UlpOf(double r)
{
    constexpr int kMan = std::is_same_v<E, half> ? 10 : 23;
    constexpr int kMinExp = std::is_same_v<E, half> ? -14 : -126;
    const int e = std::max(std::ilogb(r), kMinExp);
    return std::ldexp(1.0, e - kMan);
}

template <typename E>
double Val(E v)
{
    return static_cast<double>(static_cast<float>(v));
}

// Runs Log / Log2 / Log10 with `mode` over one register of x (the first n lanes selected).
template <Which w, typename E, auto mode>
std::vector<E> RunLog(const std::vector<E>& x, uint32_t n, CtrlSetup ctrl = {})
{
    std::vector<std::vector<uint8_t>> bufs = {Bytes(x)};
    const auto out = RunVf(
        bufs,
        [n](uint8_t* p0, uint8_t*, uint8_t*, uint8_t*) {
            R::RegTensor<E> r;
            R::LoadAlign(r, reinterpret_cast<E*>(p0));
            uint32_t count = n;
            R::MaskReg m = R::UpdateMask<E>(count);
            R::MaskReg all = R::CreateMask<E>();
            if constexpr (w == kLog) {
                R::Log<E, mode>(r, r, m);
            } else if constexpr (w == kLog2) {
                R::Log2<E, mode>(r, r, m);
            } else {
                R::Log10<E, mode>(r, r, m);
            }
            R::StoreAlign(reinterpret_cast<E*>(p0), r, all);
        },
        ctrl);
    ExpectClean(out);
    return As<E>(bufs[0], x.size());
}

// Random positive values over the whole normal range: within 1 ulp; unselected lanes 0.
template <Which w, typename E>
void CheckAccuracy()
{
    constexpr uint32_t kN = 256 / sizeof(E);
    const double lo = std::is_same_v<E, half> ? -14.0 : -126.0, hi = std::is_same_v<E, half> ? 15.9 : 127.9;
    std::mt19937_64 g(3 + w);
    std::uniform_real_distribution<double> u(lo, hi);
    for (int rep = 0; rep < 8; ++rep) {
        std::vector<E> x(kN);
        for (auto& v : x) {
            v = static_cast<E>(static_cast<float>(std::exp2(u(g))));
        }
        const uint32_t n = kN - 1 - rep;
        const auto y = RunLog<w, E, R::MaskMergeMode::ZEROING>(x, n, kInfNan);
        for (uint32_t i = 0; i < kN; ++i) {
            if (i >= n) {
                EXPECT_EQ(Val(y[i]), 0.0) << i;
                continue;
            }
            const double r = Ref(w, Val(x[i]));
            if (Val(x[i]) == 1.0) {
                EXPECT_EQ(Val(y[i]), 0.0);
                continue;
            }
            EXPECT_LE(std::fabs(Val(y[i]) - r), UlpOf<E>(r)) << w << " x=" << Val(x[i]) << " got " << Val(y[i]);
        }
    }
}

TEST_F(RegLogTest, WithinOneUlpOfFloat64ForHalfAndFloat)
{
    CheckAccuracy<kLog, float>();
    CheckAccuracy<kLog, half>();
    CheckAccuracy<kLog2, float>();
    CheckAccuracy<kLog2, half>();
    CheckAccuracy<kLog10, float>();
    CheckAccuracy<kLog10, half>();
}

// 表3-5: MIN -> nan, MAX -> the log of MAX, +-0 -> -inf, nan -> nan, inf -> inf, -inf -> nan; half in the
// saturating mode: nan -> 0, +-inf -> +-MAX.
template <Which w, typename E>
void CheckSpecials(bool infNan)
{
    const double mx = std::is_same_v<E, half> ? 65504.0 : static_cast<double>(std::numeric_limits<float>::max());
    const double inf = std::numeric_limits<double>::infinity(), nan = std::nan("");
    const std::vector<double> in = {-mx, mx, 0.0, -0.0, nan, inf, -inf, 1.0};
    const std::vector<double> ideal = {nan, Ref(w, mx), -inf, -inf, nan, inf, nan, 0.0};
    std::vector<E> x(256 / sizeof(E), static_cast<E>(2.0f));
    for (size_t i = 0; i < in.size(); ++i) {
        x[i] = static_cast<E>(static_cast<float>(in[i]));
    }
    const auto y = infNan ? RunLog<w, E, R::MaskMergeMode::ZEROING>(x, 64, kInfNan) :
                            RunLog<w, E, R::MaskMergeMode::ZEROING>(x, 64);
    for (size_t i = 0; i < in.size(); ++i) {
        double want = ideal[i];
        if (!infNan && std::is_same_v<E, half>) {
            want = std::isnan(want) ? 0.0 : std::isinf(want) ? std::copysign(65504.0, want) : want;
        }
        const double got = Val(y[i]);
        if (std::isnan(want)) {
            EXPECT_TRUE(std::isnan(got)) << w << " " << in[i];
        } else if (std::isinf(want) || want == 0.0 || std::fabs(want) == 65504.0) {
            EXPECT_EQ(got, want) << w << " " << in[i];
        } else {
            EXPECT_LE(std::fabs(got - want), UlpOf<E>(want)) << w << " " << in[i];
        }
    }
}

TEST_F(RegLogTest, SpecialValuesOfTheBoundaryTables)
{
    for (bool infNan : {true, false}) {
        CheckSpecials<kLog, half>(infNan);
        CheckSpecials<kLog2, half>(infNan);
        CheckSpecials<kLog10, half>(infNan);
    }
    CheckSpecials<kLog, float>(true);
    CheckSpecials<kLog2, float>(true);
    CheckSpecials<kLog10, float>(true);
}

static constexpr R::Log2SpecificMode kLog2NoFtz = {R::MaskMergeMode::ZEROING, Log2Algo::PRECISION_1ULP_FTZ_FALSE};
static constexpr R::Log10SpecificMode kLog10NoFtz = {R::MaskMergeMode::ZEROING, Log10Algo::PRECISION_1ULP_FTZ_FALSE};
static constexpr R::LogSpecificMode kLogNoFtz = {R::MaskMergeMode::ZEROING, LogAlgo::PRECISION_1ULP_FTZ_FALSE};
static constexpr R::LnSpecificMode kLnNoFtz = {R::MaskMergeMode::ZEROING, LnAlgo::PRECISION_1ULP_FTZ_FALSE};
static constexpr R::Log2SpecificMode kLog2Ftz = {R::MaskMergeMode::ZEROING, Log2Algo::PRECISION_1ULP_FTZ_TRUE};

// Float subnormal inputs: -inf under FTZ (INTRINSIC, PRECISION_1ULP_FTZ_TRUE), within 1 ulp of the float64
// value with PRECISION_1ULP_FTZ_FALSE; Log with an LnSpecificMode equals Log with a LogSpecificMode.
TEST_F(RegLogTest, SubnormalInputsFollowTheAlgo)
{
    std::vector<float> x(64);
    for (uint32_t i = 0; i < 64; ++i) {
        x[i] = std::ldexp(1.0f + static_cast<float>(i) / 64.0f, -127 - static_cast<int>(i % 20));
    }
    const auto ftz = RunLog<kLog2, float, &kLog2Ftz>(x, 64);
    const auto intrinsic = RunLog<kLog10, float, R::MaskMergeMode::ZEROING>(x, 64);
    const auto l2 = RunLog<kLog2, float, &kLog2NoFtz>(x, 64);
    const auto l10 = RunLog<kLog10, float, &kLog10NoFtz>(x, 64);
    const auto viaLog = RunLog<kLog, float, &kLogNoFtz>(x, 64);
    const auto viaLn = RunLog<kLog, float, &kLnNoFtz>(x, 64);
    for (uint32_t i = 0; i < 64; ++i) {
        EXPECT_EQ(ftz[i], -std::numeric_limits<float>::infinity()) << i;
        EXPECT_EQ(intrinsic[i], -std::numeric_limits<float>::infinity()) << i;
        const double r2 = std::log2(static_cast<double>(x[i])), r10 = std::log10(static_cast<double>(x[i]));
        EXPECT_LE(std::fabs(l2[i] - r2), UlpOf<float>(r2)) << i;
        EXPECT_LE(std::fabs(l10[i] - r10), UlpOf<float>(r10)) << i;
        EXPECT_LE(std::fabs(viaLog[i] - std::log(static_cast<double>(x[i]))), UlpOf<float>(viaLog[i])) << i;
        EXPECT_EQ(FloatBits(viaLog[i]), FloatBits(viaLn[i])) << i;
    }
}

// Log is Ln: the same lanes, bit for bit, over random data.
TEST_F(RegLogTest, LogIsLnBitForBit)
{
    std::vector<float> x = RandomFloats(64, 1e-3f, 1e6f, 17);
    std::vector<std::vector<uint8_t>> bufs = {Bytes(x), Bytes(x)};
    const auto out = RunVf(bufs, [](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        R::MaskReg all = R::CreateMask<float>();
        R::RegTensor<float> a, b;
        R::LoadAlign(a, reinterpret_cast<float*>(p0));
        R::LoadAlign(b, reinterpret_cast<float*>(p1));
        R::Log(a, a, all);
        R::Ln(b, b, all);
        R::StoreAlign(reinterpret_cast<float*>(p0), a, all);
        R::StoreAlign(reinterpret_cast<float*>(p1), b, all);
    });
    ExpectClean(out);
    EXPECT_EQ(bufs[0], bufs[1]);
}

} // namespace
