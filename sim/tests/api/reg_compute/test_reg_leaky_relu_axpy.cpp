// Reg LeakyRelu (基础算术/LeakyRelu.md) and Axpy (复合计算/Axpy.md) against float64 / integer references
// written here: every type of the pages, the special values of 附录/Reg矢量计算接口边界值汇总.md (表24, 表25)
// in INF/NAN mode and, for half, in the saturating mode, and the lanes the mask leaves out (ZEROING: 0).
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>

#include "reg_test_util.h"

using namespace AscendC;
using namespace regtest;
namespace R = AscendC::Reg;

namespace {

class RegLeakyReluAxpyTest : public KernelTest {};

constexpr CtrlSetup kInfNan{1, 1, -1}; // CTRL[60] = 1, CTRL[48] = 1: inf / nan as they are

// Round a double to half, nearest-even (subnormals kept, overflow to inf), independently of the sim's half.
double RoundHalf(double r)
{
    if (std::isnan(r) || std::isinf(r) || r == 0.0) {
        return r;
    }
    const int e = std::max(std::ilogb(r), -14);
    const double scale = std::ldexp(1.0, e - 10);
    const double q = std::nearbyint(r / scale) * scale;
    return std::fabs(q) > 65504.0 ? std::copysign(std::numeric_limits<double>::infinity(), q) : q;
}
template <typename E>
double RoundTo(double r)
{
    return std::is_same_v<E, half> ? RoundHalf(r) : static_cast<double>(static_cast<float>(r));
}
// A half / float result as E would hold it: saturating (half only): inf -> +-MAX, nan -> 0.
template <typename E>
double Saturate(double r, bool sat)
{
    if (!sat || !std::is_same_v<E, half>) {
        return r;
    }
    return std::isnan(r) ? 0.0 : std::isinf(r) ? std::copysign(65504.0, r) : r;
}
template <typename E>
bool SameValue(E got, double want)
{
    const double g = static_cast<double>(static_cast<float>(got));
    if (std::isnan(want)) {
        return std::isnan(g);
    }
    return g == want && std::signbit(g) == std::signbit(want);
}

template <typename E>
std::vector<E> Specials()
{
    const double mx = std::is_same_v<E, half> ? 65504.0 : static_cast<double>(std::numeric_limits<float>::max());
    const double inf = std::numeric_limits<double>::infinity();
    std::vector<double> v = {-mx, mx, 0.0, -0.0, std::nan(""), inf, -inf, 1.5, -2.25, 3e-5, -7e-6};
    std::vector<E> out;
    for (double d : v) {
        out.push_back(static_cast<E>(static_cast<float>(d)));
    }
    return out;
}

// LeakyRelu: every src value against every scalar of the specials (表24), then random lanes; the first
// n lanes selected.
template <typename E>
void CheckLeakyRelu(bool infNan)
{
    constexpr uint32_t kN = 256 / sizeof(E);
    const auto sp = Specials<E>();
    std::vector<E> x(kN * sp.size());
    std::mt19937 g(5);
    std::uniform_real_distribution<float> u(-100.0f, 100.0f);
    for (uint32_t i = 0; i < kN; ++i) {
        const E v = i < sp.size() ? sp[i] : static_cast<E>(u(g));
        for (size_t k = 0; k < sp.size(); ++k) {
            x[k * kN + i] = v;
        }
    }
    const uint32_t n = kN - 3;
    std::vector<std::vector<uint8_t>> bufs = {Bytes(x)};
    const auto body = [&sp, n](uint8_t* p0, uint8_t*, uint8_t*, uint8_t*) {
        R::MaskReg all = R::CreateMask<E>();
        for (size_t k = 0; k < sp.size(); ++k) {
            E* p = reinterpret_cast<E*>(p0) + k * (256 / sizeof(E));
            R::RegTensor<E> r;
            R::LoadAlign(r, p);
            uint32_t count = n;
            R::MaskReg m = R::UpdateMask<E>(count);
            R::LeakyRelu(r, r, sp[k], m);
            R::StoreAlign(p, r, all);
        }
    };
    const auto out = infNan ? RunVf(bufs, body, kInfNan) : RunVf(bufs, body);
    ExpectClean(out);
    const auto y = As<E>(bufs[0], x.size());
    for (size_t k = 0; k < sp.size(); ++k) {
        const double s = static_cast<float>(sp[k]);
        for (uint32_t i = 0; i < kN; ++i) {
            const double v = static_cast<float>(x[k * kN + i]);
            const double want = i >= n ? 0.0 : Saturate<E>(std::signbit(v) ? RoundTo<E>(v * s) : v, !infNan);
            EXPECT_TRUE(SameValue(y[k * kN + i], want)) << sizeof(E) << " x=" << v << " s=" << s << " got "
                                                        << static_cast<float>(y[k * kN + i]) << " want " << want;
        }
    }
}

TEST_F(RegLeakyReluAxpyTest, LeakyReluHalfAndFloatWithTheBoundaryTable)
{
    CheckLeakyRelu<float>(true);
    CheckLeakyRelu<half>(true);
    CheckLeakyRelu<half>(false); // saturating (the launch default): inf -> MAX, nan -> 0
}

// Axpy: dst = scalar * src + dst with one rounding, for each scalar of the specials (表25), dst and src
// from the specials and random values.
template <typename E>
void CheckAxpyFloat()
{
    constexpr uint32_t kN = 256 / sizeof(E);
    const auto sp = Specials<E>();
    std::mt19937 g(9);
    std::uniform_real_distribution<float> u(-8.0f, 8.0f);
    std::vector<E> s(kN), d(kN * sp.size());
    for (uint32_t i = 0; i < kN; ++i) {
        s[i] = i < sp.size() * 2 ? sp[i % sp.size()] : static_cast<E>(u(g));
        for (size_t k = 0; k < sp.size(); ++k) {
            d[k * kN + i] = i < sp.size() * 2 ? sp[(i / sp.size() + i) % sp.size()] : static_cast<E>(u(g));
        }
    }
    const uint32_t n = kN - 7;
    std::vector<std::vector<uint8_t>> bufs = {Bytes(s), Bytes(d)};
    const auto out = RunVf(
        bufs,
        [&sp, n](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
            R::MaskReg all = R::CreateMask<E>();
            R::RegTensor<E> x;
            R::LoadAlign(x, reinterpret_cast<E*>(p0));
            for (size_t k = 0; k < sp.size(); ++k) {
                E* p = reinterpret_cast<E*>(p1) + k * (256 / sizeof(E));
                R::RegTensor<E> acc;
                R::LoadAlign(acc, p);
                uint32_t count = n;
                R::MaskReg m = R::UpdateMask<E>(count);
                R::Axpy(acc, x, sp[k], m);
                R::StoreAlign(p, acc, all);
            }
        },
        kInfNan);
    ExpectClean(out);
    const auto y = As<E>(bufs[1], d.size());
    for (size_t k = 0; k < sp.size(); ++k) {
        const double a = static_cast<float>(sp[k]);
        for (uint32_t i = 0; i < kN; ++i) {
            const double xv = static_cast<float>(s[i]), dv = static_cast<float>(d[k * kN + i]);
            // float: the host's fmaf; half: the product is exact in double and so, in these ranges, the sum.
            const double exact = std::is_same_v<E, float> ?
                                     static_cast<double>(std::fmaf(static_cast<float>(xv), static_cast<float>(a),
                                                                   static_cast<float>(dv))) :
                                     RoundHalf(xv * a + dv);
            const double want = i >= n ? 0.0 : exact;
            EXPECT_TRUE(SameValue(y[k * kN + i], want)) << sizeof(E) << " s=" << a << " x=" << xv << " d=" << dv
                                                        << " got " << static_cast<float>(y[k * kN + i]);
        }
    }
}

template <typename E>
void CheckAxpyInt()
{
    std::mt19937_64 g(13);
    std::vector<E> s(32), d(32);
    for (uint32_t i = 0; i < 32; ++i) {
        s[i] = static_cast<E>(g());
        d[i] = static_cast<E>(g());
    }
    const E a = static_cast<E>(0x9E3779B97F4A7C15ull); // wraps
    std::vector<std::vector<uint8_t>> bufs = {Bytes(s), Bytes(d)};
    const auto out = RunVf(bufs, [a](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        R::MaskReg all = R::CreateMask<E>();
        uint32_t count = 20;
        R::MaskReg m = R::UpdateMask<E>(count);
        R::RegTensor<E> x, acc;
        R::LoadAlign(x, reinterpret_cast<E*>(p0));
        R::LoadAlign(acc, reinterpret_cast<E*>(p1));
        R::Axpy<E>(acc, x, a, m);
        R::StoreAlign(reinterpret_cast<E*>(p1), acc, all);
    });
    ExpectClean(out);
    const auto y = As<E>(bufs[1], 32);
    for (uint32_t i = 0; i < 32; ++i) {
        const uint64_t want = static_cast<uint64_t>(s[i]) * static_cast<uint64_t>(a) + static_cast<uint64_t>(d[i]);
        EXPECT_EQ(static_cast<uint64_t>(y[i]), i < 20 ? want : 0u) << i;
    }
}

TEST_F(RegLeakyReluAxpyTest, AxpyEveryTypeOfThePageWithTheBoundaryTable)
{
    CheckAxpyFloat<float>();
    CheckAxpyFloat<half>();
    CheckAxpyInt<int64_t>();
    CheckAxpyInt<uint64_t>();
}

} // namespace
