// Reg Cast with the 8-bit and 4-bit float types (Reg矢量计算/类型转换/Cast.md 表7, 约束说明; RegLayout.md's
// layout pseudocode; engine/reg_cast_lowfp.h). Each pair runs as a VF through the Reg harness; the
// expected register is built here from the layout pseudocode and the type codecs (whose own tests,
// test_lowfp_types.cpp, check them against float64 over every code).
#include <cmath>
#include <limits>

#include "cast_ref.h"
#include "reg_test_util.h"

using namespace AscendC;
using namespace regtest;
namespace R = AscendC::Reg;
namespace num = ascsim::num;

namespace {

class LowFpRegCastTest : public KernelTest {};

template <R::RegLayout L, R::SatMode S, RoundMode M>
using Tr = castref::CastTr<L, S, M>;

std::vector<float> FloatInputs()
{
    std::vector<float> v = {0.0f, -0.0f,    1.0f,      -1.5f, 448.0f,       464.0f, 465.0f, -500.0f, 57344.0f, 61440.0f,
                            1e6f, INFINITY, -INFINITY, NAN,   0.001953125f, 1e-9f,  0.3f,   -7.25f,  240.0f};
    for (int i = 0; v.size() < 64; ++i) {
        v.push_back(std::ldexp(static_cast<float>(i % 7) - 3.1f, i % 19 - 9));
    }
    return v;
}

// float -> D for 64 lanes with layout L: the 256-byte register, every byte.
template <class D, R::RegLayout L, R::SatMode S>
std::vector<uint8_t> FloatToFp8(const std::vector<float>& in, CtrlSetup c, uint64_t maskBits = ~0ull)
{
    std::vector<std::vector<uint8_t>> b = {Bytes(in), std::vector<uint8_t>(256, 0xAB)};
    const auto out = RunVf(
        b,
        [maskBits](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
            R::MaskReg m = R::CreateMask<float>();
            for (uint32_t i = 0; i < 64; ++i) {
                m.SetActive<float>(i, ((maskBits >> i) & 1u) != 0, false);
            }
            R::RegTensor<float> f;
            R::RegTensor<D> d;
            R::LoadAlign(f, reinterpret_cast<float*>(p0));
            R::Cast<D, float, Tr<L, S, RoundMode::CAST_RINT>::v>(d, f, m);
            R::MaskReg all = R::CreateMask<uint8_t>();
            R::StoreAlign(reinterpret_cast<D*>(p1), d, all);
        },
        c);
    ExpectClean(out);
    return b[1];
}

template <class D, R::RegLayout L, R::SatMode S>
void CheckFloatToFp8(const CtrlSetup& c, bool saturate, bool nanKeep)
{
    const auto in = FloatInputs();
    const uint64_t maskBits = 0xFFFF'FFFF'FFFF'FF7Full; // lane 7 off
    const auto got = FloatToFp8<D, L, S>(in, c, maskBits);
    for (uint32_t byte = 0; byte < 256; ++byte) {
        const uint32_t lane = byte / 4;
        uint8_t want = 0;
        if (byte % 4 == static_cast<uint32_t>(L) && ((maskBits >> lane) & 1u)) {
            if constexpr (std::is_same_v<D, fp8_e4m3fn_t>) {
                want = num::ToE4M3(in[lane], RoundMode::CAST_RINT, saturate, nanKeep).storage;
            } else {
                want = num::ToE5M2(in[lane], RoundMode::CAST_RINT, saturate, nanKeep).storage;
            }
        }
        ASSERT_EQ(got[byte], want) << "byte " << byte << " input " << in[lane] << " layout " << int(L);
    }
}

TEST_F(LowFpRegCastTest, FloatToFp8EveryLayoutAndSaturationMode)
{
    const CtrlSetup perInstr{0, -1, -1};
    CheckFloatToFp8<fp8_e4m3fn_t, R::RegLayout::ZERO, R::SatMode::NO_SAT>(perInstr, false, false);
    CheckFloatToFp8<fp8_e4m3fn_t, R::RegLayout::ONE, R::SatMode::SAT>(perInstr, true, false);
    CheckFloatToFp8<fp8_e4m3fn_t, R::RegLayout::TWO, R::SatMode::SAT>(CtrlSetup{0, -1, -1, 1}, true, true);
    CheckFloatToFp8<fp8_e4m3fn_t, R::RegLayout::THREE, R::SatMode::NO_SAT>(CtrlSetup{1, 0, -1}, true, false);
    CheckFloatToFp8<fp8_e5m2_t, R::RegLayout::ZERO, R::SatMode::SAT>(perInstr, true, false);
    CheckFloatToFp8<fp8_e5m2_t, R::RegLayout::ONE, R::SatMode::NO_SAT>(perInstr, false, false);
    CheckFloatToFp8<fp8_e5m2_t, R::RegLayout::TWO, R::SatMode::SAT>(CtrlSetup{1, 1, -1}, false, false);
    CheckFloatToFp8<fp8_e5m2_t, R::RegLayout::THREE, R::SatMode::SAT>(CtrlSetup{0, -1, -1, 1}, true, true);
}

// The page's named outcomes, one by one.
TEST_F(LowFpRegCastTest, FloatToFp8PageCases)
{
    const auto in = FloatInputs();
    const auto noSat = FloatToFp8<fp8_e4m3fn_t, R::RegLayout::ZERO, R::SatMode::NO_SAT>(in, CtrlSetup{0, -1, -1});
    EXPECT_EQ(noSat[4 * 11], 0x7F); // +inf -> NaN: e4m3fn has no inf
    EXPECT_EQ(noSat[4 * 4], 0x7E);  // 448
    EXPECT_EQ(noSat[4 * 6], 0x7F);  // 465 rounds past 448: NaN
    const auto sat = FloatToFp8<fp8_e4m3fn_t, R::RegLayout::ZERO, R::SatMode::SAT>(in, CtrlSetup{0, -1, -1});
    EXPECT_EQ(sat[4 * 13], 0x00); // NaN -> 0 when saturating
    EXPECT_EQ(sat[4 * 12], 0xFE); // -inf -> -448
    const auto keep = FloatToFp8<fp8_e4m3fn_t, R::RegLayout::ZERO, R::SatMode::SAT>(in, CtrlSetup{0, -1, -1, 1});
    EXPECT_EQ(keep[4 * 13], 0x7F); // CTRL[50] = 1: NaN stays NaN
    const auto e5 = FloatToFp8<fp8_e5m2_t, R::RegLayout::ZERO, R::SatMode::NO_SAT>(in, CtrlSetup{0, -1, -1});
    EXPECT_EQ(e5[4 * 11], 0x7C); // +inf
    EXPECT_EQ(e5[4 * 9], 0x7C);  // 61440: the tie above 57344 rounds to even, i.e. inf
    EXPECT_EQ(e5[4 * 8], 0x7B);  // 57344
}

// fp8 -> float: all 256 codes, in four registers of 64, each layout.
template <class S, R::RegLayout L>
void CheckFp8ToFloat()
{
    for (int base = 0; base < 256; base += 64) {
        std::vector<uint8_t> src(256, 0);
        for (int k = 0; k < 64; ++k) {
            src[4 * k + static_cast<int>(L)] = static_cast<uint8_t>(base + k);
        }
        std::vector<std::vector<uint8_t>> b = {src, std::vector<uint8_t>(256, 0xAB)};
        const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
            R::MaskReg m = R::CreateMask<uint8_t>();
            R::RegTensor<S> s;
            R::RegTensor<float> f;
            R::LoadAlign(s, reinterpret_cast<S*>(p0));
            R::Cast<float, S, Tr<L, R::SatMode::UNKNOWN, RoundMode::UNKNOWN>::v>(f, s, m);
            R::MaskReg all = R::CreateMask<float>();
            R::StoreAlign(reinterpret_cast<float*>(p1), f, all);
        });
        ExpectClean(out);
        const auto got = As<float>(b[1], 64);
        for (int k = 0; k < 64; ++k) {
            const double want = num::ToDouble(S{static_cast<uint8_t>(base + k)});
            if (std::isnan(want)) {
                EXPECT_TRUE(std::isnan(got[k])) << base + k;
            } else {
                EXPECT_EQ(static_cast<double>(got[k]), want) << "code " << base + k << " layout " << int(L);
            }
        }
    }
}

TEST_F(LowFpRegCastTest, Fp8AndHif8ToFloatEveryCodeEveryLayout)
{
    CheckFp8ToFloat<fp8_e4m3fn_t, R::RegLayout::ZERO>();
    CheckFp8ToFloat<fp8_e4m3fn_t, R::RegLayout::THREE>();
    CheckFp8ToFloat<fp8_e5m2_t, R::RegLayout::ONE>();
    CheckFp8ToFloat<fp8_e5m2_t, R::RegLayout::TWO>();
    CheckFp8ToFloat<hifloat8_t, R::RegLayout::ZERO>();
    CheckFp8ToFloat<hifloat8_t, R::RegLayout::TWO>();
}

// bfloat16_t -> fp4x2 and back: pairs (2i, 2i+1) -> byte 4i + layout, mask by element 2i.
template <class D, R::RegLayout L, RoundMode M>
void CheckBf16Fp4RoundTrip()
{
    std::vector<bfloat16_t> in(128);
    for (int i = 0; i < 128; ++i) {
        in[i] = bfloat16_t(std::ldexp(static_cast<float>(i % 29) - 14.0f, -(i % 4)) * 0.37f);
    }
    in[0] = bfloat16_t(NAN), in[1] = bfloat16_t(INFINITY), in[2] = bfloat16_t(-1e10f), in[3] = bfloat16_t(2.5f);
    std::vector<std::vector<uint8_t>> b = {Bytes(in), std::vector<uint8_t>(256, 0xAB), std::vector<uint8_t>(256, 0xCD)};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
        R::MaskReg m = R::CreateMask<bfloat16_t>();
        m.SetActive<bfloat16_t>(10, false, false); // pair 5 off
        m.SetActive<bfloat16_t>(13, false, false); // an odd element's bit: ignored
        R::RegTensor<bfloat16_t> s, back;
        R::RegTensor<D> d;
        R::LoadAlign(s, reinterpret_cast<bfloat16_t*>(p0));
        R::Cast<D, bfloat16_t, Tr<L, R::SatMode::UNKNOWN, M>::v>(d, s, m);
        R::MaskReg all8 = R::CreateMask<uint8_t>();
        R::StoreAlign(reinterpret_cast<D*>(p1), d, all8);
        R::Cast<bfloat16_t, D, Tr<L, R::SatMode::UNKNOWN, RoundMode::UNKNOWN>::v>(back, d, all8);
        R::MaskReg all16 = R::CreateMask<bfloat16_t>();
        R::StoreAlign(reinterpret_cast<bfloat16_t*>(p2), back, all16);
    });
    ExpectClean(out);
    for (uint32_t byte = 0; byte < 256; ++byte) {
        const uint32_t pair = byte / 4;
        uint8_t want = 0;
        if (byte % 4 == static_cast<uint32_t>(L) && pair != 5) {
            want = static_cast<uint8_t>(num::ToFp4<D>(static_cast<float>(in[2 * pair]), M) |
                                        num::ToFp4<D>(static_cast<float>(in[2 * pair + 1]), M) << 4);
        }
        ASSERT_EQ(b[1][byte], want) << "byte " << byte;
    }
    const auto back = As<bfloat16_t>(b[2], 128);
    for (uint32_t i = 0; i < 128; ++i) {
        const uint8_t nib = (b[1][4 * (i / 2) + static_cast<uint32_t>(L)] >> (4 * (i % 2))) & 0xF;
        EXPECT_EQ(static_cast<double>(static_cast<float>(back[i])), num::Fp4ToDouble<D>(nib)) << i;
    }
}

TEST_F(LowFpRegCastTest, Bf16Fp4EveryLayoutAndMode)
{
    CheckBf16Fp4RoundTrip<fp4x2_e2m1_t, R::RegLayout::ZERO, RoundMode::CAST_RINT>();
    CheckBf16Fp4RoundTrip<fp4x2_e2m1_t, R::RegLayout::ONE, RoundMode::CAST_ROUND>();
    CheckBf16Fp4RoundTrip<fp4x2_e2m1_t, R::RegLayout::TWO, RoundMode::CAST_FLOOR>();
    CheckBf16Fp4RoundTrip<fp4x2_e1m2_t, R::RegLayout::THREE, RoundMode::CAST_CEIL>();
    CheckBf16Fp4RoundTrip<fp4x2_e1m2_t, R::RegLayout::ZERO, RoundMode::CAST_TRUNC>();
}

// bfloat16_t <-> fp8_e8m0_t (b16 <-> b8, layouts ZERO / ONE), half <-> hifloat8_t likewise.
TEST_F(LowFpRegCastTest, Bf16E8M0AndHalfHif8)
{
    std::vector<bfloat16_t> in(128);
    for (int i = 0; i < 128; ++i) {
        in[i] = bfloat16_t(std::ldexp(1.0f + (i % 5) * 0.3f, i - 64) * ((i & 1) ? -1.0f : 1.0f));
    }
    in[0] = bfloat16_t(NAN), in[1] = bfloat16_t(-INFINITY), in[2] = bfloat16_t(0.0f);
    std::vector<std::vector<uint8_t>> b = {Bytes(in), std::vector<uint8_t>(256, 0xAB), std::vector<uint8_t>(256, 0)};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
        R::MaskReg m = R::CreateMask<bfloat16_t>();
        R::RegTensor<bfloat16_t> s, back;
        R::RegTensor<fp8_e8m0_t> d;
        R::LoadAlign(s, reinterpret_cast<bfloat16_t*>(p0));
        R::Cast<fp8_e8m0_t, bfloat16_t, Tr<R::RegLayout::ONE, R::SatMode::UNKNOWN, RoundMode::UNKNOWN>::v>(d, s, m);
        R::MaskReg all8 = R::CreateMask<uint8_t>();
        R::StoreAlign(reinterpret_cast<fp8_e8m0_t*>(p1), d, all8);
        R::Cast<bfloat16_t, fp8_e8m0_t, Tr<R::RegLayout::ONE, R::SatMode::UNKNOWN, RoundMode::UNKNOWN>::v>(back, d,
                                                                                                           all8);
        R::StoreAlign(reinterpret_cast<bfloat16_t*>(p2), back, m);
    });
    ExpectClean(out);
    for (uint32_t i = 0; i < 128; ++i) {
        const uint8_t want = num::ToE8M0(in[i]).storage;
        EXPECT_EQ(b[1][2 * i], 0) << i;
        EXPECT_EQ(b[1][2 * i + 1], want) << i;
        const bfloat16_t r = As<bfloat16_t>(b[2], 128)[i];
        EXPECT_EQ(r.bits(), num::ToBf16(fp8_e8m0_t{want}).bits()) << i;
    }
    EXPECT_EQ(b[1][1], 0xFF); // NaN
    EXPECT_EQ(b[1][3], 0xFE); // -inf -> the largest

    std::vector<half> hin(128);
    for (int i = 0; i < 128; ++i) {
        hin[i] = half(std::ldexp(1.0f + (i % 9) * 0.11f, i % 40 - 24) * ((i & 2) ? -1.0f : 1.0f));
    }
    hin[5] = half(NAN), hin[6] = half(INFINITY), hin[7] = half(60000.0f);
    for (int satMode = 0; satMode < 2; ++satMode) {
        std::vector<std::vector<uint8_t>> h = {Bytes(hin), std::vector<uint8_t>(256, 0xAB)};
        const auto o = RunVf(
            h,
            [satMode](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
                R::MaskReg m = R::CreateMask<half>();
                R::RegTensor<half> s;
                R::RegTensor<hifloat8_t> d;
                R::LoadAlign(s, reinterpret_cast<half*>(p0));
                if (satMode) {
                    R::Cast<hifloat8_t, half, Tr<R::RegLayout::ZERO, R::SatMode::SAT, RoundMode::CAST_ROUND>::v>(d, s,
                                                                                                                 m);
                } else {
                    R::Cast<hifloat8_t, half, Tr<R::RegLayout::ZERO, R::SatMode::NO_SAT, RoundMode::CAST_HYBRID>::v>(
                        d, s, m);
                }
                R::MaskReg all8 = R::CreateMask<uint8_t>();
                R::StoreAlign(reinterpret_cast<hifloat8_t*>(p1), d, all8);
            },
            CtrlSetup{0, -1, -1});
        ExpectClean(o);
        for (uint32_t i = 0; i < 128; ++i) {
            const RoundMode rm = satMode ? RoundMode::CAST_ROUND : RoundMode::CAST_HYBRID;
            EXPECT_EQ(h[1][2 * i], num::ToHif8(hin[i], rm, satMode != 0).storage) << i;
            EXPECT_EQ(h[1][2 * i + 1], 0) << i;
        }
        EXPECT_EQ(h[1][2 * 6], satMode ? 0x6E : 0x6F); // +inf: 2^15 saturated, inf otherwise
        EXPECT_EQ(h[1][2 * 5], satMode ? 0x00 : 0x80); // NaN
    }
}

} // namespace
