// The C API's Reg functions (docs/zh/api/SIMD-API/C-API/reg/), each inside a Vector Function the Reg
// harness runs (reg_test_util.h: four UB buffers in, the VF, four out), against float64 / integer
// references computed here.
#include <cmath>
#include <cstring>

#include "c_api/asc_simd.h"
#include "reg_test_util.h"

using namespace regtest;

namespace {

class RegCapiTest : public KernelTest {};

// ---- the abs example's VF (examples/02_simd_c_api/03_c_api/02_reg_vector_compute/abs), 200 of 256 ----
TEST_F(RegCapiTest, AbsWithUpdateMaskLoop)
{
    const auto x = RandomFloats(256, -100.0f, 100.0f, 3);
    std::vector<std::vector<uint8_t>> bufs = {Bytes(x), Bytes(std::vector<float>(256, 7.0f))};
    ExpectClean(RunVf(bufs, [](uint8_t* b0, uint8_t* b1, uint8_t*, uint8_t*) {
        auto* src = reinterpret_cast<__ubuf__ float*>(b0);
        auto* dst = reinterpret_cast<__ubuf__ float*>(b1);
        uint32_t count = 200;
        vector_bool mask;
        vector_float s, d;
        for (uint16_t i = 0; i < 4; ++i) {
            mask = asc_update_mask_b32(count);
            asc_loadalign(s, src + i * 64);
            asc_abs(d, s, mask);
            asc_storealign(dst + i * 64, d, mask);
        }
        EXPECT_EQ(count, 0u);
    }));
    const auto y = As<float>(bufs[1], 256);
    for (int i = 0; i < 256; ++i) {
        EXPECT_EQ(y[i], i < 200 ? std::fabs(x[i]) : 7.0f) << i; // unselected elements are not stored
    }
}

// ---- binary arithmetic and the zeroing of unselected lanes -----------------------------------
TEST_F(RegCapiTest, FloatBinaryAgainstFloat64)
{
    const auto a = RandomFloats(64, -50.0f, 50.0f, 11), b = RandomFloats(64, 0.5f, 50.0f, 12);
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(b), Bytes(std::vector<float>(4 * 64, 0.0f))};
    ExpectClean(RunVf(bufs, [](uint8_t* b0, uint8_t* b1, uint8_t* b2, uint8_t*) {
        auto* out = reinterpret_cast<__ubuf__ float*>(b2);
        vector_float x, y, r;
        asc_loadalign(x, reinterpret_cast<__ubuf__ float*>(b0));
        asc_loadalign(y, reinterpret_cast<__ubuf__ float*>(b1));
        vector_bool all = asc_create_mask_b32(PAT_ALL);
        vector_bool half = asc_create_mask_b32(PAT_H);
        asc_add(r, x, y, all);
        asc_storealign(out, r, all);
        asc_sub(r, x, y, half); // the upper 32 lanes zeroed, then stored (ALL)
        asc_storealign(out, r, 64, all);
        asc_mul(r, x, y, all);
        asc_storealign(out + 128, r, all);
        asc_div(r, x, y, all);
        asc_storealign(out + 192, r, all);
    }));
    const auto r = As<float>(bufs[2], 256);
    for (int i = 0; i < 64; ++i) {
        const double x = a[i], y = b[i];
        EXPECT_EQ(r[i], static_cast<float>(x + y)) << i;
        EXPECT_EQ(r[64 + i], i < 32 ? static_cast<float>(x - y) : 0.0f) << i;
        EXPECT_EQ(r[128 + i], static_cast<float>(x * y)) << i;
        const float q = static_cast<float>(x / y);
        EXPECT_LE(std::fabs(r[192 + i] - q), std::fabs(std::nextafter(q, 2 * q) - q)) << i; // 1 ulp
    }
}

TEST_F(RegCapiTest, IntegerScalarForms)
{
    std::vector<int32_t> a(64);
    for (int i = 0; i < 64; ++i) {
        a[i] = (i - 30) * 1000003;
    }
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(std::vector<int32_t>(3 * 64, -1))};
    ExpectClean(RunVf(bufs, [](uint8_t* b0, uint8_t* b1, uint8_t*, uint8_t*) {
        auto* out = reinterpret_cast<__ubuf__ int32_t*>(b1);
        vector_int32_t x, r;
        asc_loadalign(x, reinterpret_cast<__ubuf__ int32_t*>(b0));
        vector_bool all = asc_create_mask_b32(PAT_ALL);
        asc_mul_scalar(r, x, 3, all);
        asc_storealign(out, r, all);
        asc_add_scalar(r, x, -7, all);
        asc_storealign(out, r, 64, all);
        asc_max_scalar(r, x, 0, all);
        asc_storealign(out + 128, r, all);
    }));
    const auto r = As<int32_t>(bufs[1], 192);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(r[i], static_cast<int32_t>(static_cast<uint32_t>(a[i]) * 3u)) << i; // wraps
        EXPECT_EQ(r[64 + i], a[i] - 7) << i;
        EXPECT_EQ(r[128 + i], std::max(a[i], 0)) << i;
    }
}

// ---- compare, select, duplicate, copy (MERGING) ------------------------------------------------
TEST_F(RegCapiTest, CompareSelectDuplicateCopy)
{
    const auto a = RandomFloats(64, -10.0f, 10.0f, 21), b = RandomFloats(64, -10.0f, 10.0f, 22);
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(b), Bytes(std::vector<float>(4 * 64, 0.0f))};
    ExpectClean(RunVf(bufs, [](uint8_t* b0, uint8_t* b1, uint8_t* b2, uint8_t*) {
        auto* out = reinterpret_cast<__ubuf__ float*>(b2);
        vector_float x, y, r;
        asc_loadalign(x, reinterpret_cast<__ubuf__ float*>(b0));
        asc_loadalign(y, reinterpret_cast<__ubuf__ float*>(b1));
        vector_bool all = asc_create_mask_b32(PAT_ALL);
        vector_bool gt;
        asc_gt(gt, x, y, all);
        asc_select(r, x, y, gt); // max
        asc_storealign(out, r, all);
        asc_gt_scalar(gt, x, 0.0f, all);
        asc_duplicate_scalar(r, 1.5f, gt); // 1.5 where x > 0, else 0
        asc_storealign(out + 64, r, all);
        r = y;
        asc_copy(r, x, asc_create_mask_b32(PAT_Q)); // x in the lowest 16, y kept elsewhere
        asc_storealign(out + 128, r, all);
        asc_duplicate_scalar(r, 2.0f);
        asc_duplicate(r, x, asc_create_mask_b32(PAT_M4)); // x[0] at every 4th lane, else 0
        asc_storealign(out + 192, r, all);
    }));
    const auto r = As<float>(bufs[2], 256);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(r[i], std::max(a[i], b[i])) << i;
        EXPECT_EQ(r[64 + i], a[i] > 0.0f ? 1.5f : 0.0f) << i;
        EXPECT_EQ(r[128 + i], i < 16 ? a[i] : b[i]) << i;
        EXPECT_EQ(r[192 + i], i % 4 == 0 ? a[0] : 0.0f) << i;
    }
}

// ---- the load / store distribution modes --------------------------------------------------------
TEST_F(RegCapiTest, LoadAndStoreModes)
{
    std::vector<uint16_t> a(256);
    for (int i = 0; i < 256; ++i) {
        a[i] = static_cast<uint16_t>(0x1234 + 0x101 * i);
    }
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(std::vector<uint16_t>(5 * 128, 0xEEEE))};
    ExpectClean(RunVf(bufs, [](uint8_t* b0, uint8_t* b1, uint8_t*, uint8_t*) {
        auto* src = reinterpret_cast<__ubuf__ uint16_t*>(b0);
        auto* out = reinterpret_cast<__ubuf__ uint16_t*>(b1);
        vector_bool all = asc_create_mask_b16(PAT_ALL);
        vector_uint16_t r;
        asc_loadalign_brc(r, src, 5); // element 5 everywhere
        asc_storealign_postupdate(out, r, 128, all);
        asc_loadalign_upsample(r, src); // element k at 2k, 2k + 1
        asc_storealign_postupdate(out, r, 128, all);
        asc_loadalign_unpack(r, src); // element k at 2k, 0 at 2k + 1
        asc_storealign_postupdate(out, r, 128, all);
        __ubuf__ uint16_t* p = src;
        asc_loadalign_postupdate(r, p, 128);
        asc_loadalign_postupdate(r, p, 128); // the second 128 elements
        asc_storealign_pack(out, r, all);    // their low bytes, 128 bytes
    }));
    const auto r = As<uint16_t>(bufs[1], 5 * 128);
    for (int i = 0; i < 128; ++i) {
        EXPECT_EQ(r[i], a[5]) << i;
        EXPECT_EQ(r[128 + i], a[i / 2]) << i;
        EXPECT_EQ(r[256 + i], i % 2 == 0 ? a[i / 2] : 0) << i;
    }
    std::vector<uint8_t> packed(bufs[1].begin() + 384 * 2, bufs[1].begin() + 384 * 2 + 128);
    for (int i = 0; i < 128; ++i) {
        EXPECT_EQ(packed[i], static_cast<uint8_t>(a[128 + i] & 0xFF)) << i;
    }
    EXPECT_EQ(r[384 + 64], 0xEEEE); // the pack wrote 128 bytes only
}

// ---- reductions --------------------------------------------------------------------------------
TEST_F(RegCapiTest, Reductions)
{
    const auto a = RandomFloats(64, -4.0f, 4.0f, 31);
    std::vector<int16_t> h(128);
    for (int i = 0; i < 128; ++i) {
        h[i] = static_cast<int16_t>(300 * i - 17000);
    }
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(h), Bytes(std::vector<float>(3 * 64, 9.0f)),
                                              Bytes(std::vector<int32_t>(64, 9))};
    ExpectClean(RunVf(bufs, [](uint8_t* b0, uint8_t* b1, uint8_t* b2, uint8_t* b3) {
        auto* out = reinterpret_cast<__ubuf__ float*>(b2);
        vector_float x, r;
        asc_loadalign(x, reinterpret_cast<__ubuf__ float*>(b0));
        vector_bool all = asc_create_mask_b32(PAT_ALL);
        asc_reduce_sum(r, x, all);
        asc_storealign(out, r, all);
        asc_reduce_sum_datablock(r, x, all);
        asc_storealign(out, r, 64, all);
        asc_pair_reduce_sum(r, x, all);
        asc_storealign(out + 128, r, all);
        vector_int16_t y;
        vector_int32_t s;
        asc_loadalign(y, reinterpret_cast<__ubuf__ int16_t*>(b1));
        asc_reduce_sum(s, y, asc_create_mask_b16(PAT_ALL)); // int16_t sums into int32_t
        asc_storealign(reinterpret_cast<__ubuf__ int32_t*>(b3), s, all);
    }));
    const auto r = As<float>(bufs[2], 192);
    // float64 references: each pairwise sum rounds to float, so allow the tree's few ulps
    double total = 0;
    for (float v : a) {
        total += v;
    }
    EXPECT_NEAR(r[0], total, 1e-4);
    for (int i = 1; i < 64; ++i) {
        EXPECT_EQ(r[i], 0.0f) << i;
    }
    for (int j = 0; j < 8; ++j) {
        double block = 0;
        for (int e = 0; e < 8; ++e) {
            block += a[8 * j + e];
        }
        EXPECT_NEAR(r[64 + j], block, 1e-5) << j;
    }
    for (int i = 0; i < 32; ++i) {
        EXPECT_EQ(r[128 + i], a[2 * i] + a[2 * i + 1]) << i;
        EXPECT_EQ(r[160 + i], 0.0f) << i;
    }
    int64_t isum = 0;
    for (int16_t v : h) {
        isum += v;
    }
    EXPECT_EQ(As<int32_t>(bufs[3], 1)[0], static_cast<int32_t>(isum));
}

// ---- gather, arange, interleave, pack, floor ----------------------------------------------------
TEST_F(RegCapiTest, GatherArangeIntlvPackFloor)
{
    std::vector<float> t(64);
    for (int i = 0; i < 64; ++i) {
        t[i] = 0.25f * static_cast<float>(i * i) - 100.5f;
    }
    std::vector<std::vector<uint8_t>> bufs = {Bytes(t), Bytes(std::vector<float>(4 * 64, 9.0f)),
                                              Bytes(std::vector<uint16_t>(64, 0xEEEE))};
    ExpectClean(RunVf(bufs, [](uint8_t* b0, uint8_t* b1, uint8_t* b2, uint8_t*) {
        auto* src = reinterpret_cast<__ubuf__ float*>(b0);
        auto* out = reinterpret_cast<__ubuf__ float*>(b1);
        vector_bool all = asc_create_mask_b32(PAT_ALL);
        vector_int32_t ramp;
        asc_arange_descend(ramp, 0); // 63, 62, ..., 0
        vector_uint32_t idx;
        asc_copy(idx, *reinterpret_cast<vector_uint32_t*>(&ramp), all);
        vector_float g;
        asc_gather(g, src, idx, asc_create_mask_b32(PAT_H)); // t[63 - i] in the low half, 0 above
        asc_storealign(out, g, all);
        vector_float x, lo, hi;
        asc_loadalign(x, src);
        asc_intlv(lo, hi, x, g);
        asc_storealign(out, lo, 64, all);
        asc_floor(x, x, all);
        asc_storealign(out + 128, x, all);
        vector_uint32_t w;
        asc_arange(ramp, 70000);
        asc_copy(w, *reinterpret_cast<vector_uint32_t*>(&ramp), all);
        vector_uint16_t p;
        asc_pack_to_low(p, w); // the low 16 bits of 70000 + i in lanes 0..63
        asc_storealign(reinterpret_cast<__ubuf__ uint16_t*>(b2), p, asc_create_mask_b16(PAT_H));
    }));
    const auto r = As<float>(bufs[1], 192);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(r[i], i < 32 ? t[63 - i] : 0.0f) << i;
        EXPECT_EQ(r[64 + i], i % 2 == 0 ? t[i / 2] : t[63 - i / 2]) << i; // x0 g0 x1 g1 ...
        EXPECT_EQ(r[128 + i], std::floor(t[i])) << i;
    }
    const auto p = As<uint16_t>(bufs[2], 64);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(p[i], static_cast<uint16_t>((70000 + i) & 0xFFFF)) << i;
    }
}

// ---- conversions (reg_convert.h): layouts, rounding, saturation -----------------------------------
TEST_F(RegCapiTest, Conversions)
{
    std::vector<half> h(128);
    std::vector<float> f(64);
    for (int i = 0; i < 128; ++i) {
        h[i] = half(0.75f * static_cast<float>(i) - 40.3f);
    }
    for (int i = 0; i < 64; ++i) {
        f[i] = (i % 2 == 0 ? 1.0f : -1.0f) * (2.5f + 1000.0f * static_cast<float>(i)); // beyond int16 from i = 33
    }
    std::vector<std::vector<uint8_t>> bufs = {Bytes(h), Bytes(f), Bytes(std::vector<int32_t>(128, 7)),
                                              Bytes(std::vector<int16_t>(128, 7))};
    ExpectClean(RunVf(bufs, [](uint8_t* b0, uint8_t* b1, uint8_t* b2, uint8_t* b3) {
        vector_half x;
        asc_loadalign(x, reinterpret_cast<__ubuf__ half*>(b0));
        vector_bool all16 = asc_create_mask_b16(PAT_ALL);
        vector_bool all32 = asc_create_mask_b32(PAT_ALL);
        vector_int32_t i32;
        asc_half2int32_rd(i32, x, all16); // the even elements
        asc_storealign(reinterpret_cast<__ubuf__ int32_t*>(b2), i32, all32);
        asc_half2int32_rd_v2(i32, x, all16); // the odd elements
        asc_storealign(reinterpret_cast<__ubuf__ int32_t*>(b2), i32, 64, all32);
        vector_float y;
        asc_loadalign(y, reinterpret_cast<__ubuf__ float*>(b1));
        vector_int16_t i16;
        asc_float2int16_rna_sat(i16, y, all32); // to the even b16 slots, 0 in the odd ones
        asc_storealign(reinterpret_cast<__ubuf__ int16_t*>(b3), i16, all16);
    }));
    const auto r = As<int32_t>(bufs[2], 128);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(r[i], static_cast<int32_t>(std::floor(static_cast<float>(h[2 * i])))) << i;
        EXPECT_EQ(r[64 + i], static_cast<int32_t>(std::floor(static_cast<float>(h[2 * i + 1])))) << i;
    }
    const auto s = As<int16_t>(bufs[3], 128);
    for (int i = 0; i < 64; ++i) {
        const double v = std::round(static_cast<double>(f[i])); // round half away from zero
        const double sat = std::min(32767.0, std::max(-32768.0, v));
        EXPECT_EQ(s[2 * i], static_cast<int16_t>(sat)) << i;
        EXPECT_EQ(s[2 * i + 1], 0) << i;
    }
}

// ---- a mask from UB (select example's pattern), a register cast, a packed store (cast example's) ----
TEST_F(RegCapiTest, MaskFromUbCastAndPackedStore)
{
    const auto a = RandomFloats(64, -3.0e4f, 3.0e4f, 41), b = RandomFloats(64, -10.0f, 10.0f, 42);
    std::vector<uint8_t> bits(32);
    for (int j = 0; j < 32; ++j) {
        bits[j] = static_cast<uint8_t>(0x35 * j + 11);
    }
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(b), bits, Bytes(std::vector<int16_t>(128, 7))};
    ExpectClean(RunVf(bufs, [](uint8_t* b0, uint8_t* b1, uint8_t* b2, uint8_t* b3) {
        vector_float x, y, r;
        asc_loadalign(x, reinterpret_cast<__ubuf__ float*>(b0));
        asc_loadalign(y, reinterpret_cast<__ubuf__ float*>(b1));
        vector_bool m;
        __ubuf__ uint32_t* mp = reinterpret_cast<__ubuf__ uint32_t*>(b2);
        asc_loadalign_postupdate(m, mp, 32); // bit j of the 32 bytes; the pointer moves 32 bytes
        asc_select(r, x, y, m);              // element i: bit 4i
        vector_int16_t h;
        asc_float2int16_rz_sat(h, r, asc_create_mask_b32(PAT_ALL)); // the even b16 slots
        auto* out = reinterpret_cast<__ubuf__ int16_t*>(b3);
        asc_storealign_pack(reinterpret_cast<__ubuf__ int32_t*>(out), (vector_int32_t)h, asc_create_mask_b32(PAT_ALL));
        asc_storealign(reinterpret_cast<__ubuf__ uint8_t*>(out + 64), m); // the mask back, 32 bytes
    }));
    const auto h = As<int16_t>(bufs[3], 80);
    for (int i = 0; i < 64; ++i) {
        const bool take = ((bits[(4 * i) / 8] >> ((4 * i) % 8)) & 1) != 0;
        const double v = std::trunc(static_cast<double>(take ? a[i] : b[i]));
        EXPECT_EQ(h[i], static_cast<int16_t>(std::min(32767.0, std::max(-32768.0, v)))) << i;
    }
    EXPECT_EQ(std::vector<uint8_t>(bufs[3].begin() + 128, bufs[3].begin() + 160), bits);
}

} // namespace
