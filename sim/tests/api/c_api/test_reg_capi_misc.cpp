// The C API's histograms, vector_bool interleaves, MASK read and deprecated odd-position forms
// (docs/zh/api/SIMD-API/C-API/reg/histogram_compute/, data_rearrange/asc_intlv.md, asc_deintlv.md,
// reg_data_types/asc_get_mask_spr.md, arithmetic_compute/asc_muls_deprecated.md,
// compound_compute/asc_exp_sub_deprecated.md), each inside a VF the Reg harness runs, against a counting
// loop, a hand-computed permutation or float64.
#include <cmath>
#include <cstring>

#include "c_api/asc_simd.h"
#include "reg_test_util.h"

using namespace regtest;

namespace {

class RegCapiMiscTest : public KernelTest {};

bool Bit(const std::vector<uint8_t>& b, uint32_t j) { return ((b[j / 8] >> (j % 8)) & 1u) != 0; }

// ---- histograms: counts added to dst, against a counting loop over the selected elements --------
TEST_F(RegCapiMiscTest, HistogramsAgainstACountingLoop)
{
    std::vector<uint8_t> src(256);
    for (int i = 0; i < 256; ++i) {
        src[i] = static_cast<uint8_t>((i * 37 + (i / 7) * 11) % 256);
    }
    src[3] = src[4] = src[5] = 200; // repeats in both bins
    src[6] = src[7] = 9;
    std::vector<uint16_t> base(128);
    for (int n = 0; n < 128; ++n) {
        base[n] = static_cast<uint16_t>(1000 + n);
    }
    std::vector<std::vector<uint8_t>> bufs = {Bytes(src), Bytes(base), Bytes(std::vector<uint16_t>(4 * 128, 0))};
    ExpectClean(RunVf(bufs, [](uint8_t* b0, uint8_t* b1, uint8_t* b2, uint8_t*) {
        auto* out = reinterpret_cast<__ubuf__ uint16_t*>(b2);
        vector_uint8_t s;
        vector_uint16_t d;
        asc_loadalign(s, reinterpret_cast<__ubuf__ uint8_t*>(b0));
        vector_bool sel = asc_create_mask_b8(PAT_H); // the first 128 elements only
        vector_bool all16 = asc_create_mask_b16(PAT_ALL);
        auto run = [&](int k, void (*fn)(vector_uint16_t&, vector_uint8_t, vector_bool, ascsim::kern::SrcLoc)) {
            asc_loadalign(d, reinterpret_cast<__ubuf__ uint16_t*>(b1));
            fn(d, s, sel, ascsim::kern::SrcLoc::Here());
            asc_storealign(out + 128 * k, d, all16);
        };
        run(0, asc_frequency_histogram_bin0);
        run(1, asc_frequency_histogram_bin1);
        run(2, asc_cumulative_histogram_bin0);
        run(3, asc_cumulative_histogram_bin1);
    }));
    const auto r = As<uint16_t>(bufs[2], 4 * 128);
    for (int bin = 0; bin < 2; ++bin) {
        uint32_t running = 0;
        for (int n = 0; n < 128; ++n) {
            uint32_t count = 0;
            for (int i = 0; i < 128; ++i) { // PAT_H: elements 128.. ignored
                count += src[i] == bin * 128 + n ? 1u : 0u;
            }
            running += count;
            EXPECT_EQ(r[128 * bin + n], base[n] + count) << bin << " " << n;
            EXPECT_EQ(r[128 * (2 + bin) + n], base[n] + running) << bin << " " << n;
        }
    }
}

// ---- vector_bool interleave / deinterleave: groups of 1 / 2 / 4 bits --------------------------
TEST_F(RegCapiMiscTest, MaskInterleavesMoveBitGroupsAsThePagesPermutation)
{
    std::vector<uint8_t> m0(32), m1(32);
    for (int i = 0; i < 32; ++i) {
        m0[i] = static_cast<uint8_t>(i * 29 + 7);
        m1[i] = static_cast<uint8_t>(i * 53 + 100);
    }
    std::vector<uint8_t> both = m0;
    both.insert(both.end(), m1.begin(), m1.end());
    std::vector<std::vector<uint8_t>> bufs = {both, std::vector<uint8_t>(6 * 64, 0)};
    ExpectClean(RunVf(bufs, [](uint8_t* b0, uint8_t* b1, uint8_t*, uint8_t*) {
        auto* in = reinterpret_cast<__ubuf__ uint32_t*>(b0);
        auto* out = reinterpret_cast<__ubuf__ uint8_t*>(b1);
        vector_bool s0, s1, d0, d1;
        asc_loadalign(s0, in);
        asc_loadalign(s1, in, 32);
        using Fn = void (*)(vector_bool&, vector_bool&, vector_bool, vector_bool, ascsim::kern::SrcLoc);
        const Fn fns[6] = {asc_intlv_b8,   asc_intlv_b16,   asc_intlv_b32,
                           asc_deintlv_b8, asc_deintlv_b16, asc_deintlv_b32};
        for (int k = 0; k < 6; ++k) {
            fns[k](d0, d1, s0, s1, ascsim::kern::SrcLoc::Here());
            asc_storealign(out, d0, 64 * k);
            asc_storealign(out, d1, 64 * k + 32);
        }
    }));
    for (int k = 0; k < 6; ++k) {
        const uint32_t g = k % 3 == 0 ? 1 : (k % 3 == 1 ? 2 : 4); // bits per element
        const uint32_t n = 256 / g;                               // elements per register
        for (uint32_t j = 0; j < 512; ++j) {                      // bit j of dst0:dst1
            const uint32_t e = j / g, b = j % g;
            uint32_t srcBit; // the bit of src0:src1 it comes from
            if (k < 3) {
                srcBit = (e % 2 == 0 ? 0 : 256) + (e / 2) * g + b; // dst elements alternate src0, src1
            } else {
                srcBit = (e < n ? 2 * e : 2 * (e - n) + 1) * g + b; // dst0 the even, dst1 the odd
            }
            const std::vector<uint8_t> out(bufs[1].begin() + 64 * k, bufs[1].begin() + 64 * k + 64);
            EXPECT_EQ(Bit(out, j), Bit(both, srcBit)) << k << " bit " << j;
        }
    }
}

// ---- asc_get_mask_spr: MASK's bits repeated 2 / 4 times; MASK unset is MoveMask's finding -------------
constexpr uint64_t kHigh = 0x0123456789abcdefULL, kLow = 0xfedcba9876543210ULL;

__simd_vf__ inline void MaskSprVf(__ubuf__ uint8_t* out)
{
    KT_MARK(g_line);
    vector_bool m16 = asc_get_mask_spr_b16();
    vector_bool m32 = asc_get_mask_spr_b32();
    asc_storealign(out, m16);
    asc_storealign(out, m32, 32);
}

void MaskSprKernel(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    (void)x;
    (void)y;
    AscendC::TPipe pipe;
    AscendC::TBuf<AscendC::TPosition::VECOUT> buf;
    pipe.InitBuffer(buf, 64);
    AscendC::LocalTensor<uint8_t> t = buf.Get<uint8_t>();
    if (!Broken()) {
        AscendC::SetMaskNorm();
        AscendC::SetVectorMask<half, AscendC::MaskMode::NORMAL>(kHigh, kLow);
    }
    asc_vf_call<MaskSprVf>(t.GetPhyAddr());
    KT_FLAG(V_MTE3);
    AscendC::GlobalTensor<uint8_t> gz;
    gz.SetGlobalBuffer(reinterpret_cast<__gm__ uint8_t*>(z), 64);
    AscendC::DataCopy(gz, t, 64);
}

TEST_F(RegCapiMiscTest, MaskSprReadRepeatsEachBit)
{
    NegBuffers buffers;
    g_broken = false;
    ExpectClean(Launch(&MaskSprKernel, 1, buffers.Args(), "mask_spr"));
    const std::vector<uint8_t> out(buffers.z.get(), buffers.z.get() + 64);
    for (uint32_t j = 0; j < 256; ++j) {
        const uint32_t k16 = j / 2, k32 = j / 4; // the MASK bit mask bit j repeats
        EXPECT_EQ(Bit(out, j), (((k16 < 64 ? kLow : kHigh) >> (k16 % 64)) & 1u) != 0) << j;
        EXPECT_EQ(Bit(out, 256 + j), ((kLow >> k32) & 1u) != 0) << j;
    }
}

TEST_F(RegCapiMiscTest, MaskSprBeforeAnyMaskSettingIsACtrlcheckFinding)
{
    ExpectBrokenAndTwin(&MaskSprKernel, "ctrlcheck", "asc_get_mask_spr_b16", __FILE__);
}

// ---- the deprecated odd-position forms --------------------------------------------------------
// asc_muls / _v2: half(src * value) with ROUND (ties away from zero) into the even / odd slots, the rest 0.
TEST_F(RegCapiMiscTest, MulsRoundsToHalfIntoTheEvenOrOddSlots)
{
    std::vector<float> a(64);
    for (int i = 0; i < 64; ++i) {
        a[i] = 0.25f * static_cast<float>(i - 20); // times 0.5: exact in half
    }
    a[1] = 4098.0f;  // 2049: a tie between 2048 and 2050, away from zero -> 2050
    a[2] = -4098.0f; // -> -2050
    a[3] = 4102.0f;  // 2051: a tie between 2050 and 2052 -> 2052
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(std::vector<uint16_t>(2 * 128, 0x7777))};
    ExpectClean(RunVf(bufs, [](uint8_t* b0, uint8_t* b1, uint8_t*, uint8_t*) {
        auto* out = reinterpret_cast<__ubuf__ half*>(b1);
        vector_float s;
        vector_half d;
        asc_loadalign(s, reinterpret_cast<__ubuf__ float*>(b0));
        vector_bool m = asc_create_mask_b32(PAT_H); // elements 0..31
        vector_bool all = asc_create_mask_b16(PAT_ALL);
        asc_muls(d, s, 0.5f, m);
        asc_storealign(out, d, all);
        asc_muls_v2(d, s, 0.5f, m);
        asc_storealign(out + 128, d, all);
    }));
    const auto r = As<uint16_t>(bufs[1], 256);
    for (int v2 = 0; v2 < 2; ++v2) {
        for (int i = 0; i < 64; ++i) {
            double want = i < 32 ? 0.5 * a[i] : 0.0;
            if (i == 1 || i == 3) {
                want = i == 1 ? 2050.0 : 2052.0;
            } else if (i == 2) {
                want = -2050.0;
            }
            EXPECT_EQ(r[128 * v2 + 2 * i + v2], HalfBits(half(static_cast<float>(want)))) << v2 << " " << i;
            EXPECT_EQ(r[128 * v2 + 2 * i + 1 - v2], 0u) << v2 << " " << i;
        }
    }
}

// asc_exp_sub_v2: exp(src0 - src1) from the odd half elements, float64 within 2 ulp; unselected 0.
TEST_F(RegCapiMiscTest, ExpSubV2ReadsTheOddHalfElements)
{
    std::vector<half> x(128), y(128);
    for (int j = 0; j < 128; ++j) {
        x[j] = half(0.0625f * static_cast<float>(j % 50) - 1.0f);
        y[j] = half(0.03125f * static_cast<float>((j * 7) % 40));
    }
    std::vector<std::vector<uint8_t>> bufs = {Bytes(x), Bytes(y), Bytes(std::vector<float>(64, 9.0f))};
    ExpectClean(RunVf(bufs, [](uint8_t* b0, uint8_t* b1, uint8_t* b2, uint8_t*) {
        vector_half s0, s1;
        vector_float d;
        asc_loadalign(s0, reinterpret_cast<__ubuf__ half*>(b0));
        asc_loadalign(s1, reinterpret_cast<__ubuf__ half*>(b1));
        vector_bool m = asc_create_mask_b32(PAT_M4); // every 4th float
        asc_exp_sub_v2(d, s0, s1, m);
        asc_storealign(reinterpret_cast<__ubuf__ float*>(b2), d, asc_create_mask_b32(PAT_ALL));
    }));
    const auto r = As<float>(bufs[2], 64);
    for (int i = 0; i < 64; ++i) {
        const int j = 2 * i + 1;
        if (i % 4 != 0) {
            EXPECT_EQ(r[i], 0.0f) << i;
            continue;
        }
        const double want = std::exp(static_cast<double>(static_cast<float>(x[j])) - static_cast<float>(y[j]));
        EXPECT_NEAR(r[i], want, want * 2.4e-7) << i;
    }
}

} // namespace
