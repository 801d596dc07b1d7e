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

} // namespace
