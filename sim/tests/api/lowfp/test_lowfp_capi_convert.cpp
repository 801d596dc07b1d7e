// The C API's low-precision conversions (c_api/reg_compute/reg_convert_lowfp.h; SDK
// c_api/reg_compute/reg_convert.h; C-API/reg/data_type_convert/asc_*e4m3*, *e5m2*, *hif8*, *e2m1x2*,
// *e1m2x2* pages): every name, each on a vector of specials and ordinary values, against the type
// codecs (test_lowfp_types.cpp checks them over every code) and the page's layout: the suffix-less
// name writes / reads byte 4i (2i for the 2:1 pairs), _v2 / _v3 / _v4 bytes 4i + 1 / 2 / 3; the rest
// of the register is 0. Saturation follows CTRL (CTRL[60] = 0 here: the name decides).
#include <cmath>

#include "c_api/asc_simd.h"
#include "reg_test_util.h"

using namespace regtest;
namespace num = ascsim::num;
using AscendC::RoundMode;
namespace R = AscendC::Reg;

namespace {

class LowFpCapiTest : public KernelTest {};

const CtrlSetup kPerName{0, -1, -1};

std::vector<float> Floats()
{
    std::vector<float> v = {0.0f, -0.0f, 1.0f, -1.5f, 448.0f, 465.0f, -1e6f, INFINITY, NAN, 20.5f, 3e-7f, 57344.0f};
    for (int i = 0; v.size() < 64; ++i) {
        v.push_back(std::ldexp(static_cast<float>(i % 11) - 5.3f, i % 23 - 11));
    }
    return v;
}

// dst register bytes of a b32 -> b8 conversion `fn` (64 lanes, lane 3 masked off).
template <class D, class F>
std::vector<uint8_t> RunNarrow32(F fn, const std::vector<float>& in)
{
    std::vector<std::vector<uint8_t>> b = {Bytes(in), std::vector<uint8_t>(256, 0xAB)};
    ExpectClean(RunVf(
        b,
        [fn](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
            vector_bool m = asc_create_mask_b32(PAT_ALL);
            m.SetActive<float>(3, false, false);
            vector_float s;
            R::RegTensor<D> d;
            asc_loadalign(s, reinterpret_cast<__ubuf__ float*>(p0));
            fn(d, s, m);
            R::MaskReg all = R::CreateMask<uint8_t>();
            R::StoreAlign(reinterpret_cast<D*>(p1), d, all);
        },
        kPerName));
    return b[1];
}

template <class D, class Enc>
void ExpectNarrow32(const std::vector<uint8_t>& got, const std::vector<float>& in, uint32_t layout, Enc enc,
                    const char* name)
{
    for (uint32_t byte = 0; byte < 256; ++byte) {
        const uint32_t lane = byte / 4;
        const uint8_t want = (byte % 4 == layout && lane != 3) ? enc(in[lane]) : 0;
        ASSERT_EQ(got[byte], want) << name << " byte " << byte << " input " << in[lane];
    }
}

#define LOWFP_NARROW32(fn, D, layout, enc)                                                                            \
    ExpectNarrow32<D>(RunNarrow32<D>([](R::RegTensor<D>& d, vector_float s, vector_bool m) { fn(d, s, m); }, in), in, \
                      layout, enc, #fn)

TEST_F(LowFpCapiTest, FloatToFp8AndHif8)
{
    const auto in = Floats();
    auto e4 = [](bool sat) {
        return [sat](float x) { return num::ToE4M3(x, RoundMode::CAST_RINT, sat, false).storage; };
    };
    auto e5 = [](bool sat) {
        return [sat](float x) { return num::ToE5M2(x, RoundMode::CAST_RINT, sat, false).storage; };
    };
    auto h8 = [](RoundMode rm, bool sat) { return [rm, sat](float x) { return num::ToHif8(x, rm, sat).storage; }; };
    LOWFP_NARROW32(asc_float2e4m3_rn, fp8_e4m3fn_t, 0, e4(false));
    LOWFP_NARROW32(asc_float2e4m3_rn_v2, fp8_e4m3fn_t, 1, e4(false));
    LOWFP_NARROW32(asc_float2e4m3_rn_v3, fp8_e4m3fn_t, 2, e4(false));
    LOWFP_NARROW32(asc_float2e4m3_rn_v4, fp8_e4m3fn_t, 3, e4(false));
    LOWFP_NARROW32(asc_float2e4m3_rn_sat, fp8_e4m3fn_t, 0, e4(true));
    LOWFP_NARROW32(asc_float2e4m3_rn_sat_v2, fp8_e4m3fn_t, 1, e4(true));
    LOWFP_NARROW32(asc_float2e4m3_rn_sat_v3, fp8_e4m3fn_t, 2, e4(true));
    LOWFP_NARROW32(asc_float2e4m3_rn_sat_v4, fp8_e4m3fn_t, 3, e4(true));
    LOWFP_NARROW32(asc_float2e5m2_rn, fp8_e5m2_t, 0, e5(false));
    LOWFP_NARROW32(asc_float2e5m2_rn_v2, fp8_e5m2_t, 1, e5(false));
    LOWFP_NARROW32(asc_float2e5m2_rn_v3, fp8_e5m2_t, 2, e5(false));
    LOWFP_NARROW32(asc_float2e5m2_rn_v4, fp8_e5m2_t, 3, e5(false));
    LOWFP_NARROW32(asc_float2e5m2_rn_sat, fp8_e5m2_t, 0, e5(true));
    LOWFP_NARROW32(asc_float2e5m2_rn_sat_v2, fp8_e5m2_t, 1, e5(true));
    LOWFP_NARROW32(asc_float2e5m2_rn_sat_v3, fp8_e5m2_t, 2, e5(true));
    LOWFP_NARROW32(asc_float2e5m2_rn_sat_v4, fp8_e5m2_t, 3, e5(true));
    const RoundMode rna = RoundMode::CAST_ROUND, rh = RoundMode::CAST_HYBRID;
    LOWFP_NARROW32(asc_float2hif8_rna, hifloat8_t, 0, h8(rna, false));
    LOWFP_NARROW32(asc_float2hif8_rna_v2, hifloat8_t, 1, h8(rna, false));
    LOWFP_NARROW32(asc_float2hif8_rna_v3, hifloat8_t, 2, h8(rna, false));
    LOWFP_NARROW32(asc_float2hif8_rna_v4, hifloat8_t, 3, h8(rna, false));
    LOWFP_NARROW32(asc_float2hif8_rna_sat, hifloat8_t, 0, h8(rna, true));
    LOWFP_NARROW32(asc_float2hif8_rna_sat_v2, hifloat8_t, 1, h8(rna, true));
    LOWFP_NARROW32(asc_float2hif8_rna_sat_v3, hifloat8_t, 2, h8(rna, true));
    LOWFP_NARROW32(asc_float2hif8_rna_sat_v4, hifloat8_t, 3, h8(rna, true));
    LOWFP_NARROW32(asc_float2hif8_rh, hifloat8_t, 0, h8(rh, false));
    LOWFP_NARROW32(asc_float2hif8_rh_v2, hifloat8_t, 1, h8(rh, false));
    LOWFP_NARROW32(asc_float2hif8_rh_v3, hifloat8_t, 2, h8(rh, false));
    LOWFP_NARROW32(asc_float2hif8_rh_v4, hifloat8_t, 3, h8(rh, false));
    LOWFP_NARROW32(asc_float2hif8_rh_sat, hifloat8_t, 0, h8(rh, true));
    LOWFP_NARROW32(asc_float2hif8_rh_sat_v2, hifloat8_t, 1, h8(rh, true));
    LOWFP_NARROW32(asc_float2hif8_rh_sat_v3, hifloat8_t, 2, h8(rh, true));
    LOWFP_NARROW32(asc_float2hif8_rh_sat_v4, hifloat8_t, 3, h8(rh, true));
    // the pages' outcomes, spelled out once
    const auto e4NoSat = RunNarrow32<fp8_e4m3fn_t>(
        [](R::RegTensor<fp8_e4m3fn_t>& d, vector_float s, vector_bool m) { asc_float2e4m3_rn(d, s, m); }, in);
    EXPECT_EQ(e4NoSat[4 * 7], 0x7F); // +inf -> NaN (no inf in e4m3fn)
    EXPECT_EQ(e4NoSat[4 * 4], 0x7E); // 448
}

// b8 -> float: every code in four registers of 64.
template <class S, class F>
void CheckWiden32(F fn, uint32_t layout, const char* name)
{
    for (int base = 0; base < 256; base += 64) {
        std::vector<uint8_t> src(256, 0x5A);
        for (int k = 0; k < 64; ++k) {
            src[4 * k + layout] = static_cast<uint8_t>(base + k);
        }
        std::vector<std::vector<uint8_t>> b = {src, std::vector<uint8_t>(256, 0xAB)};
        ExpectClean(RunVf(b, [fn](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
            vector_bool m = asc_create_mask_b8(PAT_ALL);
            R::RegTensor<S> s;
            vector_float d;
            R::LoadAlign(s, reinterpret_cast<S*>(p0));
            fn(d, s, m);
            vector_bool all = asc_create_mask_b32(PAT_ALL);
            asc_storealign(reinterpret_cast<__ubuf__ float*>(p1), d, all);
        }));
        const auto got = As<float>(b[1], 64);
        for (int k = 0; k < 64; ++k) {
            const double want = num::ToDouble(S{static_cast<uint8_t>(base + k)});
            if (std::isnan(want)) {
                ASSERT_TRUE(std::isnan(got[k])) << name << " code " << base + k;
            } else {
                ASSERT_EQ(static_cast<double>(got[k]), want) << name << " code " << base + k;
            }
        }
    }
}
#define LOWFP_WIDEN32(fn, S, layout) \
    CheckWiden32<S>([](vector_float& d, R::RegTensor<S> s, vector_bool m) { fn(d, s, m); }, layout, #fn)

TEST_F(LowFpCapiTest, Fp8AndHif8ToFloat)
{
    LOWFP_WIDEN32(asc_e4m32float, fp8_e4m3fn_t, 0);
    LOWFP_WIDEN32(asc_e4m32float_v2, fp8_e4m3fn_t, 1);
    LOWFP_WIDEN32(asc_e4m32float_v3, fp8_e4m3fn_t, 2);
    LOWFP_WIDEN32(asc_e4m32float_v4, fp8_e4m3fn_t, 3);
    LOWFP_WIDEN32(asc_e5m22float, fp8_e5m2_t, 0);
    LOWFP_WIDEN32(asc_e5m22float_v2, fp8_e5m2_t, 1);
    LOWFP_WIDEN32(asc_e5m22float_v3, fp8_e5m2_t, 2);
    LOWFP_WIDEN32(asc_e5m22float_v4, fp8_e5m2_t, 3);
    LOWFP_WIDEN32(asc_hif82float, hifloat8_t, 0);
    LOWFP_WIDEN32(asc_hif82float_v2, hifloat8_t, 1);
    LOWFP_WIDEN32(asc_hif82float_v3, hifloat8_t, 2);
    LOWFP_WIDEN32(asc_hif82float_v4, hifloat8_t, 3);
}

// half <-> hifloat8_t (2:1): half -> hif8 writes byte 2i + layout; hif8 -> half reads it.
template <class F>
void CheckHalfToHif8(F fn, uint32_t layout, RoundMode rm, bool sat, const char* name)
{
    std::vector<half> in(128);
    for (int i = 0; i < 128; ++i) {
        in[i] = half(std::ldexp(1.0f + (i % 13) * 0.07f, i % 41 - 25) * ((i & 4) ? -1.0f : 1.0f));
    }
    in[0] = half(NAN), in[1] = half(-INFINITY), in[2] = half(65504.0f), in[3] = half(0.0f);
    std::vector<std::vector<uint8_t>> b = {Bytes(in), std::vector<uint8_t>(256, 0xAB)};
    ExpectClean(RunVf(
        b,
        [fn](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
            vector_bool m = asc_create_mask_b16(PAT_ALL);
            vector_half s;
            R::RegTensor<hifloat8_t> d;
            asc_loadalign(s, reinterpret_cast<__ubuf__ half*>(p0));
            fn(d, s, m);
            R::MaskReg all = R::CreateMask<uint8_t>();
            R::StoreAlign(reinterpret_cast<hifloat8_t*>(p1), d, all);
        },
        kPerName));
    for (uint32_t byte = 0; byte < 256; ++byte) {
        const uint8_t want = byte % 2 == layout ? num::ToHif8(in[byte / 2], rm, sat).storage : 0;
        ASSERT_EQ(b[1][byte], want) << name << " byte " << byte;
    }
}
#define LOWFP_HALF2HIF8(fn, layout, rm, sat)                                                                         \
    CheckHalfToHif8([](R::RegTensor<hifloat8_t>& d, vector_half s, vector_bool m) { fn(d, s, m); }, layout, rm, sat, \
                    #fn)

TEST_F(LowFpCapiTest, HalfHif8)
{
    const RoundMode rna = RoundMode::CAST_ROUND, rh = RoundMode::CAST_HYBRID;
    LOWFP_HALF2HIF8(asc_half2hif8_rna, 0, rna, false);
    LOWFP_HALF2HIF8(asc_half2hif8_rna_v2, 1, rna, false);
    LOWFP_HALF2HIF8(asc_half2hif8_rna_sat, 0, rna, true);
    LOWFP_HALF2HIF8(asc_half2hif8_rna_sat_v2, 1, rna, true);
    LOWFP_HALF2HIF8(asc_half2hif8_rh, 0, rh, false);
    LOWFP_HALF2HIF8(asc_half2hif8_rh_v2, 1, rh, false);
    LOWFP_HALF2HIF8(asc_half2hif8_rh_sat, 0, rh, true);
    LOWFP_HALF2HIF8(asc_half2hif8_rh_sat_v2, 1, rh, true);
    for (uint32_t layout = 0; layout < 2; ++layout) {
        std::vector<uint8_t> src(256, 0x77);
        for (int k = 0; k < 128; ++k) {
            src[2 * k + layout] = static_cast<uint8_t>(2 * k + layout); // codes 0..255 across the two
        }
        std::vector<std::vector<uint8_t>> b = {src, std::vector<uint8_t>(256, 0xAB)};
        ExpectClean(RunVf(b, [layout](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
            vector_bool m = asc_create_mask_b8(PAT_ALL);
            R::RegTensor<hifloat8_t> s;
            vector_half d;
            R::LoadAlign(s, reinterpret_cast<hifloat8_t*>(p0));
            if (layout == 0) {
                asc_hif82half(d, s, m);
            } else {
                asc_hif82half_v2(d, s, m);
            }
            vector_bool all = asc_create_mask_b16(PAT_ALL);
            asc_storealign(reinterpret_cast<__ubuf__ half*>(p1), d, all);
        }));
        const auto got = As<half>(b[1], 128);
        for (int k = 0; k < 128; ++k) {
            const double want = num::ToDouble(hifloat8_t{static_cast<uint8_t>(2 * k + layout)});
            if (std::isnan(want)) {
                EXPECT_TRUE(num::IsNaN(got[k])) << k;
            } else {
                EXPECT_EQ(static_cast<double>(static_cast<float>(got[k])), want) << "layout " << layout << " k " << k;
            }
        }
    }
}

// bfloat16_t <-> fp4x2: pairs (2i, 2i+1) to / from byte 4i + layout, low nibble first.
template <class D, class F>
void CheckBf16ToFp4(F fn, uint32_t layout, RoundMode rm, const char* name)
{
    std::vector<bfloat16_t> in(128);
    for (int i = 0; i < 128; ++i) {
        in[i] = bfloat16_t((static_cast<float>(i % 31) - 15.0f) * 0.23f);
    }
    in[4] = bfloat16_t(NAN), in[5] = bfloat16_t(-INFINITY), in[6] = bfloat16_t(2.5f), in[7] = bfloat16_t(-0.625f);
    std::vector<std::vector<uint8_t>> b = {Bytes(in), std::vector<uint8_t>(256, 0xAB)};
    ExpectClean(RunVf(b, [fn](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        vector_bool m = asc_create_mask_b16(PAT_ALL);
        vector_bfloat16_t s;
        R::RegTensor<D> d;
        asc_loadalign(s, reinterpret_cast<__ubuf__ bfloat16_t*>(p0));
        fn(d, s, m);
        R::MaskReg all = R::CreateMask<uint8_t>();
        R::StoreAlign(reinterpret_cast<D*>(p1), d, all);
    }));
    for (uint32_t byte = 0; byte < 256; ++byte) {
        const uint32_t p = byte / 4;
        const uint8_t want = byte % 4 == layout ?
                                 static_cast<uint8_t>(num::ToFp4<D>(static_cast<float>(in[2 * p]), rm) |
                                                      num::ToFp4<D>(static_cast<float>(in[2 * p + 1]), rm) << 4) :
                                 0;
        ASSERT_EQ(b[1][byte], want) << name << " byte " << byte;
    }
}
#define LOWFP_BF2FP4(fn, D, layout, rm) \
    CheckBf16ToFp4<D>([](R::RegTensor<D>& d, vector_bfloat16_t s, vector_bool m) { fn(d, s, m); }, layout, rm, #fn)
#define LOWFP_BF2FP4_ALL(pre, D, rm)  \
    LOWFP_BF2FP4(pre, D, 0, rm);      \
    LOWFP_BF2FP4(pre##_v2, D, 1, rm); \
    LOWFP_BF2FP4(pre##_v3, D, 2, rm); \
    LOWFP_BF2FP4(pre##_v4, D, 3, rm)

TEST_F(LowFpCapiTest, Bf16ToFp4EveryRoundingAndLayout)
{
    LOWFP_BF2FP4_ALL(asc_bfloat162e2m1x2_rn, fp4x2_e2m1_t, RoundMode::CAST_RINT);
    LOWFP_BF2FP4_ALL(asc_bfloat162e2m1x2_rna, fp4x2_e2m1_t, RoundMode::CAST_ROUND);
    LOWFP_BF2FP4_ALL(asc_bfloat162e2m1x2_rd, fp4x2_e2m1_t, RoundMode::CAST_FLOOR);
    LOWFP_BF2FP4_ALL(asc_bfloat162e2m1x2_ru, fp4x2_e2m1_t, RoundMode::CAST_CEIL);
    LOWFP_BF2FP4_ALL(asc_bfloat162e2m1x2_rz, fp4x2_e2m1_t, RoundMode::CAST_TRUNC);
    LOWFP_BF2FP4_ALL(asc_bfloat162e1m2x2_rn, fp4x2_e1m2_t, RoundMode::CAST_RINT);
    LOWFP_BF2FP4_ALL(asc_bfloat162e1m2x2_rna, fp4x2_e1m2_t, RoundMode::CAST_ROUND);
    LOWFP_BF2FP4_ALL(asc_bfloat162e1m2x2_rd, fp4x2_e1m2_t, RoundMode::CAST_FLOOR);
    LOWFP_BF2FP4_ALL(asc_bfloat162e1m2x2_ru, fp4x2_e1m2_t, RoundMode::CAST_CEIL);
    LOWFP_BF2FP4_ALL(asc_bfloat162e1m2x2_rz, fp4x2_e1m2_t, RoundMode::CAST_TRUNC);
}

template <class S, class F>
void CheckFp4ToBf16(F fn, uint32_t layout, const char* name)
{
    std::vector<uint8_t> src(256, 0x99);
    for (int p = 0; p < 64; ++p) {
        src[4 * p + layout] = static_cast<uint8_t>(p * 37 + 11); // varied nibble pairs
    }
    std::vector<std::vector<uint8_t>> b = {src, std::vector<uint8_t>(256, 0xAB)};
    ExpectClean(RunVf(b, [fn](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        vector_bool m = asc_create_mask_b8(PAT_ALL);
        R::RegTensor<S> s;
        vector_bfloat16_t d;
        R::LoadAlign(s, reinterpret_cast<S*>(p0));
        fn(d, s, m);
        vector_bool all = asc_create_mask_b16(PAT_ALL);
        asc_storealign(reinterpret_cast<__ubuf__ bfloat16_t*>(p1), d, all);
    }));
    const auto got = As<bfloat16_t>(b[1], 128);
    for (int i = 0; i < 128; ++i) {
        const uint8_t nib = (src[4 * (i / 2) + layout] >> (4 * (i % 2))) & 0xF;
        ASSERT_EQ(static_cast<double>(static_cast<float>(got[i])), num::Fp4ToDouble<S>(nib)) << name << " " << i;
    }
}
#define LOWFP_FP42BF(fn, S, layout) \
    CheckFp4ToBf16<S>([](vector_bfloat16_t& d, R::RegTensor<S> s, vector_bool m) { fn(d, s, m); }, layout, #fn)

TEST_F(LowFpCapiTest, Fp4ToBf16EveryLayout)
{
    LOWFP_FP42BF(asc_e2m1x22bfloat16, fp4x2_e2m1_t, 0);
    LOWFP_FP42BF(asc_e2m1x22bfloat16_v2, fp4x2_e2m1_t, 1);
    LOWFP_FP42BF(asc_e2m1x22bfloat16_v3, fp4x2_e2m1_t, 2);
    LOWFP_FP42BF(asc_e2m1x22bfloat16_v4, fp4x2_e2m1_t, 3);
    LOWFP_FP42BF(asc_e1m2x22bfloat16, fp4x2_e1m2_t, 0);
    LOWFP_FP42BF(asc_e1m2x22bfloat16_v2, fp4x2_e1m2_t, 1);
    LOWFP_FP42BF(asc_e1m2x22bfloat16_v3, fp4x2_e1m2_t, 2);
    LOWFP_FP42BF(asc_e1m2x22bfloat16_v4, fp4x2_e1m2_t, 3);
}

} // namespace
