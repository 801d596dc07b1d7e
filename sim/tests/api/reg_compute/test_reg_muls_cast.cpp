// Reg MulsCast (Reg矢量计算/复合计算/MulsCast.md): half(src * scalar) with CAST_ROUND, source lane i into
// destination lane 2i (RegLayout ZERO) or 2i + 1 (ONE), the other lane 0, against float64 references written
// here; the specials of 附录/Reg矢量计算接口边界值汇总.md 表30 in both CTRL modes; the lanes the mask leaves
// out (0).
#include <cmath>
#include <cstdint>
#include <limits>

#include "reg_test_util.h"

using namespace AscendC;
using namespace regtest;
namespace R = AscendC::Reg;

namespace {

class RegMulsCastTest : public KernelTest {};

constexpr CtrlSetup kInfNan{1, 1, -1}; // CTRL[60] = 1, CTRL[48] = 1: inf / nan as they are

// float product rounded to float, then to half with ties away from zero; overflow -> inf.
double MulsCastRef(float x, float s, bool sat)
{
    const double p = static_cast<float>(static_cast<double>(x) * static_cast<double>(s));
    double q = p;
    if (std::isfinite(p) && p != 0.0) {
        const int e = std::max(std::ilogb(p), -14);
        const double scale = std::ldexp(1.0, e - 10);
        q = std::round(p / scale) * scale;
        if (std::fabs(q) > 65504.0) {
            q = std::copysign(INFINITY, q);
        }
    }
    if (sat) {
        q = std::isnan(q) ? 0.0 : std::isinf(q) ? std::copysign(65504.0, q) : q;
    }
    return q;
}
bool Same(half got, double want)
{
    const double g = static_cast<float>(got);
    return std::isnan(want) ? std::isnan(g) : (g == want && std::signbit(g) == std::signbit(want));
}

template <R::RegLayout layout>
void Check(bool infNan, float s)
{
    std::vector<float> x(64);
    const float mx = std::numeric_limits<float>::max();
    const std::vector<float> sp = {-mx, mx, 0.0f, -0.0f, NAN, INFINITY, -INFINITY, 1.00048828125f, 3e-5f, -7e3f};
    for (uint32_t i = 0; i < 64; ++i) {
        x[i] = i < sp.size() ? sp[i] : static_cast<float>(i) * 13.25f - 400.0f;
    }
    std::vector<half> y(128, half(7.0f));
    const uint32_t n = 61; // the last 3 lanes masked out
    std::vector<std::vector<uint8_t>> bufs = {Bytes(x), Bytes(y)};
    const auto body = [s, n](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        R::RegTensor<float> src;
        R::RegTensor<half> dst;
        R::LoadAlign(src, reinterpret_cast<float*>(p0));
        uint32_t count = n;
        R::MaskReg m = R::UpdateMask<float>(count);
        R::MulsCast<half, float, float, layout>(dst, src, s, m);
        R::MaskReg all = R::CreateMask<half>();
        R::StoreAlign(reinterpret_cast<half*>(p1), dst, all);
    };
    const auto out = infNan ? RunVf(bufs, body, kInfNan) : RunVf(bufs, body);
    ExpectClean(out);
    const auto got = As<half>(bufs[1], 128);
    const uint32_t on = layout == R::RegLayout::ONE ? 1 : 0;
    for (uint32_t i = 0; i < 64; ++i) {
        const double want = i < n ? MulsCastRef(x[i], s, !infNan) : 0.0;
        EXPECT_TRUE(Same(got[2 * i + on], want))
            << "x=" << x[i] << " s=" << s << " got " << static_cast<float>(got[2 * i + on]) << " want " << want;
        EXPECT_EQ(static_cast<float>(got[2 * i + 1 - on]), 0.0f) << i;
    }
}

TEST_F(RegMulsCastTest, LayoutZeroAndOneAgainstFloat64)
{
    Check<R::RegLayout::ZERO>(false, 2.0f);
    Check<R::RegLayout::ONE>(false, -0.3f);
}
TEST_F(RegMulsCastTest, BoundaryTableInBothModes)
{
    for (float s : {0.0f, -0.0f, NAN, INFINITY, -INFINITY, std::numeric_limits<float>::max(), 1.5f}) {
        Check<R::RegLayout::ZERO>(true, s);
        Check<R::RegLayout::ZERO>(false, s);
    }
}

} // namespace
