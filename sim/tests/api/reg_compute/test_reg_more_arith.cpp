// Reg Prelu, Mull, AbsSub, ExpSub (Reg矢量计算/基础算术/Prelu.md, Mull.md; 复合计算/AbsSub.md, ExpSub.md) against
// references from the pages' formulas, bit for bit equal to their Memory-API rows (engine/ops/), ZEROING
// of the inactive lanes, a destination that is also a source (Mull), ExpSub's half-source layouts.
#include <cmath>
#include <limits>

#include "reg_test_util.h"

using namespace AscendC;
using namespace regtest;
namespace R = AscendC::Reg;

namespace {

class RegMoreArithTest : public KernelTest {};

TEST_F(RegMoreArithTest, PreluAndAbsSubFollowTheirRows)
{
    std::vector<float> x = RandomFloats(64, -20.0f, 20.0f, 1), y = RandomFloats(64, 0.0f, 1.0f, 2);
    x[0] = -0.0f;
    std::vector<std::vector<uint8_t>> b = {Bytes(x), Bytes(y), Bytes(std::vector<float>(128, -7.0f))};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
        auto* d = reinterpret_cast<float*>(p2);
        R::RegTensor<float> a, c, r;
        R::LoadAlign(a, reinterpret_cast<float*>(p0));
        R::LoadAlign(c, reinterpret_cast<float*>(p1));
        uint32_t n = 40;
        R::MaskReg m = R::UpdateMask<float>(n);
        R::MaskReg all = R::CreateMask<float>();
        R::Prelu(r, a, c, m);
        R::StoreAlign(d, r, all);
        R::AbsSub(r, a, c, m);
        R::StoreAlign(d + 64, r, all);
    });
    ExpectClean(out);
    const auto v = As<float>(b[2], 128);
    for (int i = 0; i < 64; ++i) {
        const float pre = i < 40 ? (x[i] >= 0 ? x[i] : static_cast<float>(static_cast<double>(x[i]) * y[i])) : 0.0f;
        const float abs = i < 40 ? std::fabs(static_cast<float>(static_cast<double>(x[i]) - y[i])) : 0.0f;
        EXPECT_EQ(FloatBits(v[i]), FloatBits(pre)) << i;
        EXPECT_EQ(FloatBits(v[64 + i]), FloatBits(abs)) << i;
        if (i < 40) {
            EXPECT_EQ(FloatBits(v[i]), FloatBits(ascsim::ops::Prelu::Lane<float>(x[i], y[i]))) << i;
        }
    }
    EXPECT_EQ(FloatBits(v[0]), FloatBits(-0.0f)); // -0 >= 0: kept
}

TEST_F(RegMoreArithTest, MullWritesBothWordsEvenOverItsSource)
{
    std::vector<int32_t> x(64), y(64);
    for (int i = 0; i < 64; ++i) {
        x[i] = static_cast<int32_t>(0x9E3779B9u * (i + 3));
        y[i] = static_cast<int32_t>(0x85EBCA6Bu * (i + 5));
    }
    x[0] = -2039520159; // Mull.md's example
    y[0] = -1791575569;
    std::vector<std::vector<uint8_t>> b = {Bytes(x), Bytes(y), Bytes(std::vector<int32_t>(128, 9))};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
        auto* d = reinterpret_cast<int32_t*>(p2);
        R::RegTensor<int32_t> a, c, hi;
        R::LoadAlign(a, reinterpret_cast<int32_t*>(p0));
        R::LoadAlign(c, reinterpret_cast<int32_t*>(p1));
        R::MaskReg m = R::CreateMask<int32_t>();
        R::Mull(a, hi, a, c, m); // the low word over src0
        R::StoreAlign(d, a, m);
        R::StoreAlign(d + 64, hi, m);
    });
    ExpectClean(out);
    const auto v = As<int32_t>(b[2], 128);
    EXPECT_EQ(v[0], -1560359025);
    EXPECT_EQ(v[64], 850752575);
    for (int i = 0; i < 64; ++i) {
        const int64_t p = static_cast<int64_t>(x[i]) * y[i];
        EXPECT_EQ(v[i], static_cast<int32_t>(static_cast<uint32_t>(static_cast<uint64_t>(p)))) << i;
        EXPECT_EQ(v[64 + i], static_cast<int32_t>(p >> 32)) << i;
    }
}

TEST_F(RegMoreArithTest, ExpSubWidensHalfLanesByLayout)
{
    std::vector<float> xf = RandomFloats(128, -4.0f, 4.0f, 7), yf = RandomFloats(128, -4.0f, 4.0f, 8);
    std::vector<half> xh(128), yh(128);
    for (int i = 0; i < 128; ++i) {
        xh[i] = half(xf[i]);
        yh[i] = half(yf[i]);
    }
    std::vector<std::vector<uint8_t>> b = {Bytes(xh), Bytes(yh), Bytes(std::vector<float>(192, -7.0f)), Bytes(xf)};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t* p3) {
        auto* d = reinterpret_cast<float*>(p2);
        R::RegTensor<half> a, c;
        R::RegTensor<float> r, f0;
        R::LoadAlign(a, reinterpret_cast<half*>(p0));
        R::LoadAlign(c, reinterpret_cast<half*>(p1));
        R::LoadAlign(f0, reinterpret_cast<float*>(p3));
        R::MaskReg m = R::CreateMask<float>();
        R::ExpSub(r, a, c, m); // RegLayout::ZERO: even half lanes
        R::StoreAlign(d, r, m);
        R::ExpSub<float, half, R::RegLayout::ONE>(r, a, c, m); // odd half lanes
        R::StoreAlign(d + 64, r, m);
        R::ExpSub(r, f0, f0, m); // e^0 = 1
        R::StoreAlign(d + 128, r, m);
    });
    ExpectClean(out);
    const auto v = As<float>(b[2], 192);
    for (int i = 0; i < 64; ++i) {
        for (int layout = 0; layout < 2; ++layout) {
            const int j = 2 * i + layout;
            EXPECT_EQ(FloatBits(v[64 * layout + i]), FloatBits(ascsim::ops::ExpSub::Lane<half>(xh[j], yh[j]))) << j;
            const double want = std::exp(static_cast<double>(static_cast<float>(xh[j]) - static_cast<float>(yh[j])));
            EXPECT_NEAR(v[64 * layout + i], want, want * 2.4e-7) << j;
        }
        EXPECT_EQ(v[128 + i], 1.0f) << i;
    }
}

} // namespace
