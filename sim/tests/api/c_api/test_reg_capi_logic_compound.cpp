// The C API's logic, shifts, compound and carry functions (docs/zh/api/SIMD-API/C-API/reg/
// logic_compute/, compound_compute/, arithmetic_compute/asc_mull.md, asc_addc.md, asc_leakyrelu.md),
// each inside a Vector Function of the Reg harness, against integer / float64 references.
#include <cmath>
#include <cstring>

#include "c_api/asc_simd.h"
#include "reg_test_util.h"

using namespace regtest;

namespace {

class RegCapiLogicTest : public KernelTest {};

TEST_F(RegCapiLogicTest, BitwiseAndShifts)
{
    std::vector<uint32_t> a(64), b(64);
    std::vector<int32_t> n(64);
    for (uint32_t i = 0; i < 64; ++i) {
        a[i] = 0x9E3779B9u * (i + 1);
        b[i] = 0x85EBCA6Bu ^ (i * 77);
        n[i] = static_cast<int32_t>(i % 32);
    }
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(b), Bytes(n), Bytes(std::vector<uint32_t>(6 * 64, 0))};
    ExpectClean(RunVf(bufs, [](uint8_t* b0, uint8_t* b1, uint8_t* b2, uint8_t* b3) {
        auto* out = reinterpret_cast<__ubuf__ uint32_t*>(b3);
        vector_uint32_t x, y, r;
        vector_int32_t c;
        asc_loadalign(x, reinterpret_cast<__ubuf__ uint32_t*>(b0));
        asc_loadalign(y, reinterpret_cast<__ubuf__ uint32_t*>(b1));
        asc_loadalign(c, reinterpret_cast<__ubuf__ int32_t*>(b2));
        vector_bool all = asc_create_mask_b32(PAT_ALL);
        asc_and(r, x, y, all);
        asc_storealign_postupdate(out, r, 64, all);
        asc_or(r, x, y, all);
        asc_storealign_postupdate(out, r, 64, all);
        asc_xor(r, x, y, asc_create_mask_b32(PAT_H)); // upper half 0
        asc_storealign_postupdate(out, r, 64, all);
        asc_not(r, x, all);
        asc_storealign_postupdate(out, r, 64, all);
        asc_shiftleft_scalar(r, x, 5, all);
        asc_storealign_postupdate(out, r, 64, all);
        asc_shiftright(r, x, c, all);
        asc_storealign_postupdate(out, r, 64, all);
    }));
    const auto r = As<uint32_t>(bufs[3], 6 * 64);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(r[i], a[i] & b[i]) << i;
        EXPECT_EQ(r[64 + i], a[i] | b[i]) << i;
        EXPECT_EQ(r[128 + i], i < 32 ? (a[i] ^ b[i]) : 0u) << i;
        EXPECT_EQ(r[192 + i], ~a[i]) << i;
        EXPECT_EQ(r[256 + i], a[i] << 5) << i;
        EXPECT_EQ(r[320 + i], a[i] >> n[i]) << i; // logical for unsigned
    }
}

// asc_and / or / xor / not on mask registers (对掩码寄存器操作): bitwise on the bits `mask` marks valid, 0 elsewhere.
TEST_F(RegCapiLogicTest, MaskRegisterLogic)
{
    const auto a = RandomFloats(64, -1.0f, 1.0f, 71), b = RandomFloats(64, -1.0f, 1.0f, 72);
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(b), Bytes(std::vector<float>(4 * 64, -9.0f))};
    ExpectClean(RunVf(bufs, [](uint8_t* b0, uint8_t* b1, uint8_t* b2, uint8_t*) {
        auto* out = reinterpret_cast<__ubuf__ float*>(b2);
        vector_float x, y, zero, one, r;
        asc_loadalign(x, reinterpret_cast<__ubuf__ float*>(b0));
        asc_loadalign(y, reinterpret_cast<__ubuf__ float*>(b1));
        vector_bool all = asc_create_mask_b32(PAT_ALL);
        asc_duplicate_scalar(zero, 0.0f);
        asc_duplicate_scalar(one, 1.0f);
        vector_bool px, py, m;
        asc_gt(px, x, zero, all);
        asc_gt(py, y, zero, all);
        asc_and(m, px, py, all);
        asc_select(r, one, zero, m);
        asc_storealign_postupdate(out, r, 64, all);
        asc_or(m, px, py, asc_create_mask_b32(PAT_H)); // the upper half of the bits is not valid: 0
        asc_select(r, one, zero, m);
        asc_storealign_postupdate(out, r, 64, all);
        asc_xor(m, px, py, all);
        asc_select(r, one, zero, m);
        asc_storealign_postupdate(out, r, 64, all);
        asc_not(m, px, all);
        asc_select(r, one, zero, m);
        asc_storealign_postupdate(out, r, 64, all);
    }));
    const auto r = As<float>(bufs[2], 4 * 64);
    for (int i = 0; i < 64; ++i) {
        const bool p = a[i] > 0.0f, q = b[i] > 0.0f;
        EXPECT_EQ(r[i], p && q ? 1.0f : 0.0f) << i;
        EXPECT_EQ(r[64 + i], i < 32 && (p || q) ? 1.0f : 0.0f) << i;
        EXPECT_EQ(r[128 + i], p != q ? 1.0f : 0.0f) << i;
        EXPECT_EQ(r[192 + i], !p ? 1.0f : 0.0f) << i;
    }
}

// asc_select.md and asc_copy.md on mask registers: select takes src0's bit where the mask is 1 and src1's where it
// is 0; a masked copy leaves 0 where the mask is 0, an unmasked one copies every bit.
TEST_F(RegCapiLogicTest, MaskRegisterSelectAndCopy)
{
    const auto a = RandomFloats(64, -1.0f, 1.0f, 81), b = RandomFloats(64, -1.0f, 1.0f, 82),
               c = RandomFloats(64, -1.0f, 1.0f, 83);
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(b), Bytes(c), Bytes(std::vector<float>(3 * 64, -9.0f))};
    ExpectClean(RunVf(bufs, [](uint8_t* b0, uint8_t* b1, uint8_t* b2, uint8_t* b3) {
        auto* out = reinterpret_cast<__ubuf__ float*>(b3);
        vector_float x, y, z, zero, one, r;
        asc_loadalign(x, reinterpret_cast<__ubuf__ float*>(b0));
        asc_loadalign(y, reinterpret_cast<__ubuf__ float*>(b1));
        asc_loadalign(z, reinterpret_cast<__ubuf__ float*>(b2));
        vector_bool all = asc_create_mask_b32(PAT_ALL);
        asc_duplicate_scalar(zero, 0.0f);
        asc_duplicate_scalar(one, 1.0f);
        vector_bool px, py, pz, m;
        asc_gt(px, x, zero, all);
        asc_gt(py, y, zero, all);
        asc_gt(pz, z, zero, all);
        asc_select(m, px, py, pz); // pz ? px : py
        asc_select(r, one, zero, m);
        asc_storealign_postupdate(out, r, 64, all);
        asc_copy(m, px, pz); // pz ? px : 0
        asc_select(r, one, zero, m);
        asc_storealign_postupdate(out, r, 64, all);
        asc_copy(m, py);
        asc_select(r, one, zero, m);
        asc_storealign_postupdate(out, r, 64, all);
    }));
    const auto r = As<float>(bufs[3], 3 * 64);
    for (int i = 0; i < 64; ++i) {
        const bool p = a[i] > 0.0f, q = b[i] > 0.0f, s = c[i] > 0.0f;
        EXPECT_EQ(r[i], (s ? p : q) ? 1.0f : 0.0f) << i;
        EXPECT_EQ(r[64 + i], (s && p) ? 1.0f : 0.0f) << i;
        EXPECT_EQ(r[128 + i], q ? 1.0f : 0.0f) << i;
    }
}

// asc_copy.md (矢量数据寄存器复制到掩码寄存器, 关键特性说明): block `part` of a vector register, 16 bytes for
// uint16_t and 8 for uint32_t, each bit broadcast over the 2 / 4 mask bits of one lane, so lane i is
// selected iff bit i of the block is set.
TEST_F(RegCapiLogicTest, VectorRegisterBlockToMaskRegister)
{
    std::vector<uint8_t> src(256);
    for (uint32_t i = 0; i < 256; ++i) {
        src[i] = static_cast<uint8_t>((i * 0x9Du) ^ 0x5Au);
    }
    std::vector<std::vector<uint8_t>> bufs = {src, Bytes(std::vector<uint16_t>(128, 9)),
                                              Bytes(std::vector<uint32_t>(64, 9))};
    ExpectClean(RunVf(bufs, [](uint8_t* b0, uint8_t* b1, uint8_t* b2, uint8_t*) {
        vector_uint16_t v16, one16, zero16, r16;
        vector_uint32_t v32, one32, zero32, r32;
        asc_loadalign(v16, reinterpret_cast<__ubuf__ uint16_t*>(b0));
        asc_loadalign(v32, reinterpret_cast<__ubuf__ uint32_t*>(b0));
        asc_duplicate_scalar(one16, uint16_t{1});
        asc_duplicate_scalar(zero16, uint16_t{0});
        asc_duplicate_scalar(one32, 1u);
        asc_duplicate_scalar(zero32, 0u);
        vector_bool m;
        asc_copy(m, v16, 5); // bytes 80..95
        asc_select(r16, one16, zero16, m);
        asc_storealign(reinterpret_cast<__ubuf__ uint16_t*>(b1), r16, asc_create_mask_b16(PAT_ALL));
        asc_copy(m, v32, 31); // bytes 248..255
        asc_select(r32, one32, zero32, m);
        asc_storealign(reinterpret_cast<__ubuf__ uint32_t*>(b2), r32, asc_create_mask_b32(PAT_ALL));
    }));
    const auto r16 = As<uint16_t>(bufs[1], 128);
    const auto r32 = As<uint32_t>(bufs[2], 64);
    for (uint32_t i = 0; i < 128; ++i) {
        EXPECT_EQ(r16[i], (src[80 + i / 8] >> (i % 8)) & 1u) << i;
    }
    for (uint32_t i = 0; i < 64; ++i) {
        EXPECT_EQ(r32[i], (src[248 + i / 8] >> (i % 8)) & 1u) << i;
    }
}

TEST_F(RegCapiLogicTest, VectorRegisterToMaskRegisterPartBeyondTheRegisterIsAFinding)
{
    std::vector<std::vector<uint8_t>> bufs = {std::vector<uint8_t>(256, 1)};
    const LaunchOutcome r = RunVf(bufs, [](uint8_t* b0, uint8_t*, uint8_t*, uint8_t*) {
        vector_uint16_t v;
        asc_loadalign(v, reinterpret_cast<__ubuf__ uint16_t*>(b0));
        vector_bool m;
        const int16_t part = 16; // b16: [0, 15]
        asc_copy(m, v, part);
    });
    ExpectFinding(r, "memcheck", "part 16 is outside [0, 15]", "");
}

TEST_F(RegCapiLogicTest, FloatBitwiseThroughUnsignedTwins)
{
    const auto a = RandomFloats(64, -8.0f, 8.0f, 51);
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(std::vector<float>(64, 0.0f))};
    ExpectClean(RunVf(bufs, [](uint8_t* b0, uint8_t* b1, uint8_t*, uint8_t*) {
        vector_float x, m, r;
        asc_loadalign(x, reinterpret_cast<__ubuf__ float*>(b0));
        vector_bool all = asc_create_mask_b32(PAT_ALL);
        asc_duplicate_scalar(m, -0.0f); // the sign bit
        asc_xor(r, x, m, all);          // negation
        asc_storealign(reinterpret_cast<__ubuf__ float*>(b1), r, all);
    }));
    const auto r = As<float>(bufs[1], 64);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(r[i], -a[i]) << i;
    }
}

TEST_F(RegCapiLogicTest, CompoundAndCarry)
{
    const auto a = RandomFloats(64, -4.0f, 4.0f, 61), b = RandomFloats(64, -4.0f, 4.0f, 62),
               d = RandomFloats(64, -4.0f, 4.0f, 63);
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(b), Bytes(d), Bytes(std::vector<float>(4 * 64, 0.0f))};
    ExpectClean(RunVf(bufs, [](uint8_t* b0, uint8_t* b1, uint8_t* b2, uint8_t* b3) {
        auto* out = reinterpret_cast<__ubuf__ float*>(b3);
        vector_float x, y, z, r;
        asc_loadalign(x, reinterpret_cast<__ubuf__ float*>(b0));
        asc_loadalign(y, reinterpret_cast<__ubuf__ float*>(b1));
        asc_loadalign(z, reinterpret_cast<__ubuf__ float*>(b2));
        vector_bool all = asc_create_mask_b32(PAT_ALL);
        r = z;
        asc_madd(r, x, y, all); // z * x + y
        asc_storealign_postupdate(out, r, 64, all);
        r = z;
        asc_axpy(r, x, 0.5f, all); // x * 0.5 + z
        asc_storealign_postupdate(out, r, 64, all);
        asc_abs_sub(r, x, y, all);
        asc_storealign_postupdate(out, r, 64, all);
        asc_leakyrelu(r, x, 0.25f, all);
        asc_storealign_postupdate(out, r, 64, all);
    }));
    const auto r = As<float>(bufs[3], 4 * 64);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(r[i], std::fma(d[i], a[i], b[i])) << i;
        EXPECT_EQ(r[64 + i], std::fma(a[i], 0.5f, d[i])) << i;
        EXPECT_EQ(r[128 + i], std::fabs(a[i] - b[i])) << i;
        EXPECT_EQ(r[192 + i], a[i] > 0.0f ? a[i] : a[i] * 0.25f) << i;
    }
}

TEST_F(RegCapiLogicTest, MullAndAddc)
{
    std::vector<uint32_t> a(64), b(64);
    for (uint32_t i = 0; i < 64; ++i) {
        a[i] = 0xFFFFFFF0u + i;
        b[i] = 3u * i + 0x10u;
    }
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(b), Bytes(std::vector<uint32_t>(3 * 64, 0))};
    ExpectClean(RunVf(bufs, [](uint8_t* b0, uint8_t* b1, uint8_t* b2, uint8_t*) {
        auto* out = reinterpret_cast<__ubuf__ uint32_t*>(b2);
        vector_uint32_t x, y, lo, hi;
        asc_loadalign(x, reinterpret_cast<__ubuf__ uint32_t*>(b0));
        asc_loadalign(y, reinterpret_cast<__ubuf__ uint32_t*>(b1));
        vector_bool all = asc_create_mask_b32(PAT_ALL);
        asc_mull(lo, hi, x, y, all);
        asc_storealign_postupdate(out, lo, 64, all);
        asc_storealign_postupdate(out, hi, 64, all);
        vector_bool carry, none = asc_create_mask_b32(PAT_ALLF);
        asc_addc(carry, lo, x, y, none, all); // no carry in
        vector_uint32_t one, zero, c;
        asc_duplicate_scalar(one, 1u);
        asc_duplicate_scalar(zero, 0u);
        asc_select(c, one, zero, carry); // the carry out as 0 / 1
        asc_storealign(out, c, all);
    }));
    const auto r = As<uint32_t>(bufs[2], 3 * 64);
    for (int i = 0; i < 64; ++i) {
        const uint64_t p = uint64_t(a[i]) * b[i];
        EXPECT_EQ(r[i], static_cast<uint32_t>(p)) << i;
        EXPECT_EQ(r[64 + i], static_cast<uint32_t>(p >> 32)) << i;
        EXPECT_EQ(r[128 + i], (uint64_t(a[i]) + b[i]) >> 32) << i;
    }
}

// ---- squeeze, unsqueeze, deinterleaving load, interleaving store -----------------------------------
TEST_F(RegCapiLogicTest, SqueezeAndDualRegisterMoves)
{
    std::vector<int32_t> a(128);
    for (int i = 0; i < 128; ++i) {
        a[i] = 1000 + i;
    }
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(std::vector<int32_t>(4 * 64, -1))};
    ExpectClean(RunVf(bufs, [](uint8_t* b0, uint8_t* b1, uint8_t*, uint8_t*) {
        auto* src = reinterpret_cast<__ubuf__ int32_t*>(b0);
        auto* out = reinterpret_cast<__ubuf__ int32_t*>(b1);
        vector_bool all = asc_create_mask_b32(PAT_ALL);
        vector_int32_t ev, od, r;
        asc_loadalign_deintlv(ev, od, src);              // a[0], a[2], ... and a[1], a[3], ...
        asc_squeeze(r, ev, asc_create_mask_b32(PAT_M3)); // ev[0], ev[3], ev[6], ... then 0
        asc_storealign(out, r, all);
        asc_unsqueeze(r, asc_create_mask_b32(PAT_M4));
        asc_storealign(out, r, 64, all);
        asc_storealign_intlv(out, od, ev, 128); // od[0], ev[0], od[1], ev[1], ...
    }));
    const auto r = As<int32_t>(bufs[1], 4 * 64);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(r[i], i < 22 ? a[2 * 3 * i] : 0) << i;
        EXPECT_EQ(r[64 + i], (i + 3) / 4) << i; // selected among 0 .. i - 1
    }
    for (int k = 0; k < 128; ++k) {
        EXPECT_EQ(r[128 + k], a[2 * (k / 2) + (k % 2 == 0 ? 1 : 0)]) << k;
    }
}

// ---- unaligned moves: the data_type_definition.md pattern (pre, load, compute, store, post) ----------
TEST_F(RegCapiLogicTest, UnalignedLoadComputeStore)
{
    std::vector<int8_t> a(640);
    for (int i = 0; i < 640; ++i) {
        a[i] = static_cast<int8_t>(i * 7 - 100);
    }
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), std::vector<uint8_t>(1024, 0xAB)};
    ExpectClean(RunVf(bufs, [](uint8_t* b0, uint8_t* b1, uint8_t*, uint8_t*) {
        auto* src = reinterpret_cast<__ubuf__ int8_t*>(b0) + 3;
        auto* dst = reinterpret_cast<__ubuf__ int8_t*>(b1) + 5;
        uint32_t count = 300;
        vector_int8_t x, y;
        vector_load_unalign lu;
        vector_store_unalign su;
        for (uint16_t i = 0; i < 2; ++i) {
            vector_bool mask = asc_update_mask_b8(count);
            asc_loadunalign_pre(lu, src + i * 256);
            asc_loadunalign(x, lu, src + i * 256);
            asc_neg(y, x, mask);
            asc_storeunalign(dst + i * 256, su, y, 256);
            asc_storeunalign_post(dst + i * 256, su, 0);
        }
        vector_int8_t z;
        asc_load(z, src + 600 - 256 + 1); // the last VL ending at src + 601
        asc_store(dst + 700, z, 10);      // UB bytes 705 .. 714 of the buffer
    }));
    const std::vector<uint8_t>& r = bufs[1];
    for (int i = 0; i < 512; ++i) {
        const int8_t want = i < 300 ? static_cast<int8_t>(-a[3 + i]) : 0; // zeroed beyond the mask
        EXPECT_EQ(static_cast<int8_t>(r[5 + i]), want) << i;
    }
    EXPECT_EQ(r[4], 0xAB);
    for (int i = 0; i < 10; ++i) {
        EXPECT_EQ(static_cast<int8_t>(r[705 + i]), a[3 + 345 + i]) << i;
    }
    EXPECT_EQ(r[715], 0xAB);
}

} // namespace
