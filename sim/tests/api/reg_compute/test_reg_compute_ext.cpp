// The Reg compute APIs of the second set against references written here from the pages' descriptions
// (docs/zh/api/SIMD-API/基础API/Reg矢量计算/): reductions (归约计算/), Arange (索引操作/), Histograms
// (直方图计算/), Interleave / DeInterleave / Pack / UnPack (数据重排/, 数据压缩/), Truncate and the new Cast
// pairs (类型转换/), Squeeze with the AR register (比较与选择/Squeeze.md, 系统变量访问/ClearSpr.md), the
// register Gather (离散操作/Gather.md); plus what the VF timing model charges for them.
#include <cmath>
#include <limits>

#include "reg_test_util.h"

using namespace AscendC;
using namespace regtest;
namespace R = AscendC::Reg;

namespace {

class RegComputeTest : public KernelTest {};

// ---- Reduce (归约计算/Reduce.md) ----------------------------------------------------------------------
// The binary tree of Reduce.md ("data1和data2相加得到data01 ..."), in float, unselected elements left out.
float TreeSumRef(std::vector<float> v, std::vector<bool> on)
{
    for (size_t w = v.size(); w > 1; w /= 2) {
        for (size_t i = 0; i < w / 2; ++i) {
            const bool a = on[2 * i], b = on[2 * i + 1];
            v[i] = a && b ? v[2 * i] + v[2 * i + 1] : a ? v[2 * i] : v[2 * i + 1];
            on[i] = a || b;
        }
    }
    return on[0] ? v[0] : 0.0f;
}

TEST_F(RegComputeTest, ReduceSumAddsInABinaryTree)
{
    // Large and small values alternate so that the order of additions shows in the float result.
    std::vector<float> x(64);
    for (int i = 0; i < 64; ++i) {
        x[i] = (i % 4 == 0) ? 1e8f : (i % 4 == 1) ? 3.0f : (i % 4 == 2) ? -1e8f : 1.25f + static_cast<float>(i);
    }
    std::vector<std::vector<uint8_t>> b = {Bytes(x), Bytes(std::vector<float>(3 * 64, -7.0f))};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        auto* d = reinterpret_cast<float*>(p1);
        R::RegTensor<float> s, r;
        R::LoadAlign(s, reinterpret_cast<float*>(p0));
        R::MaskReg all = R::CreateMask<float>();
        uint32_t n = 45;
        R::MaskReg part = R::UpdateMask<float>(n);
        R::MaskReg none = R::CreateMask<float, R::MaskPattern::ALLF>();
        R::Reduce<R::ReduceType::SUM>(r, s, all);
        R::StoreAlign(d, r, all);
        R::Reduce<R::ReduceType::SUM>(r, s, part);
        R::StoreAlign(d + 64, r, all);
        R::Reduce<R::ReduceType::SUM>(r, s, none);
        R::StoreAlign(d + 128, r, all);
    });
    ExpectClean(out);
    const auto v = As<float>(b[1], 3 * 64);
    std::vector<bool> allOn(64, true), partOn(64, false);
    for (int i = 0; i < 45; ++i)
        partOn[i] = true;
    const float tree = TreeSumRef(x, allOn);
    float sequential = 0.0f;
    for (float e : x)
        sequential += e;
    ASSERT_NE(FloatBits(tree), FloatBits(sequential)); // the data tells the two orders apart
    EXPECT_EQ(FloatBits(v[0]), FloatBits(tree));
    EXPECT_EQ(FloatBits(v[64]), FloatBits(TreeSumRef(x, partOn)));
    EXPECT_EQ(v[128], 0.0f); // "当所有元素均不参与计算时，将目的操作数数据类型的0写入dstReg"
    for (int k = 0; k < 3; ++k) {
        for (int i = 1; i < 64; ++i) {
            EXPECT_EQ(v[64 * k + i], 0.0f) << k << " " << i; // ZEROING: the other lanes 0
        }
    }
}

TEST_F(RegComputeTest, ReduceMaxMinGiveTheFirstIndexAndNaNWins)
{
    std::vector<float> x = RandomFloats(64, -50.0f, 50.0f, 21);
    x[10] = 77.0f;
    x[40] = 77.0f; // a second maximum: the first index counts
    x[12] = -0.0f;
    std::vector<float> z(64, -0.0f);
    z[30] = 0.0f; // max(-0, +0) = +0, at index 30; min = -0 at index 0
    std::vector<float> n = RandomFloats(64, -1.0f, 1.0f, 22);
    n[17] = std::numeric_limits<float>::quiet_NaN();
    n[50] = std::numeric_limits<float>::quiet_NaN();
    std::vector<std::vector<uint8_t>> b = {Bytes(x), Bytes(z), Bytes(n), Bytes(std::vector<float>(6 * 64, 0.0f))};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t* p3) {
        auto* d = reinterpret_cast<float*>(p3);
        R::MaskReg all = R::CreateMask<float>();
        R::MaskReg two = R::CreateMask<float, R::MaskPattern::VL2>();
        R::RegTensor<float> s, r;
        R::LoadAlign(s, reinterpret_cast<float*>(p0));
        R::Reduce<R::ReduceType::MAX>(r, s, all);
        R::StoreAlign(d, r, two);
        R::Reduce<R::ReduceType::MIN>(r, s, all);
        R::StoreAlign(d + 64, r, two);
        R::LoadAlign(s, reinterpret_cast<float*>(p1));
        R::Reduce<R::ReduceType::MAX>(r, s, all);
        R::StoreAlign(d + 128, r, two);
        R::Reduce<R::ReduceType::MIN>(r, s, all);
        R::StoreAlign(d + 192, r, two);
        R::LoadAlign(s, reinterpret_cast<float*>(p2));
        R::Reduce<R::ReduceType::MAX>(r, s, all);
        R::StoreAlign(d + 256, r, two);
        // Only the first 5 selected, all of them -inf: the unselected elements' stand-in (the lowest
        // finite value) wins; only the value is specified, so only lane 0 is stored.
        R::Duplicate(s, -std::numeric_limits<float>::infinity());
        uint32_t five = 5;
        R::MaskReg m5 = R::UpdateMask<float>(five);
        R::MaskReg one = R::CreateMask<float, R::MaskPattern::VL1>();
        R::Reduce<R::ReduceType::MAX>(r, s, m5);
        R::StoreAlign(d + 320, r, one);
    });
    ExpectClean(out);
    const auto v = As<float>(b[3], 6 * 64);
    const auto idx = As<uint32_t>(b[3], 6 * 64);
    float mn = x[0];
    uint32_t mi = 0;
    for (uint32_t i = 1; i < 64; ++i) {
        if (x[i] < mn) {
            mn = x[i];
            mi = i;
        }
    }
    EXPECT_EQ(v[0], 77.0f);
    EXPECT_EQ(idx[1], 10u);
    EXPECT_EQ(v[64], mn);
    EXPECT_EQ(idx[65], mi);
    EXPECT_EQ(FloatBits(v[128]), 0u); // +0
    EXPECT_EQ(idx[129], 30u);
    EXPECT_EQ(FloatBits(v[192]), 0x80000000u); // -0
    EXPECT_EQ(idx[193], 0u);
    EXPECT_TRUE(std::isnan(v[256]));
    EXPECT_EQ(idx[257], 17u);
    EXPECT_EQ(v[320], -std::numeric_limits<float>::max());
}

TEST_F(RegComputeTest, ReduceWidensInt16SumsAndReducesPerDataBlock)
{
    std::vector<int16_t> h(128);
    std::vector<uint16_t> u(128);
    for (int i = 0; i < 128; ++i) {
        h[i] = static_cast<int16_t>(i % 2 ? 30000 - 13 * i : -20000 + 7 * i);
        u[i] = static_cast<uint16_t>((i * 7919) % 65536);
    }
    const auto f = RandomFloats(64, -3.0f, 3.0f, 23);
    std::vector<std::vector<uint8_t>> b = {Bytes(h), Bytes(u), Bytes(f), Bytes(std::vector<int32_t>(4 * 64, -1))};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t* p3) {
        auto* d = reinterpret_cast<int32_t*>(p3);
        R::RegTensor<int16_t> s16;
        R::RegTensor<int32_t> r32;
        R::RegTensor<uint16_t> su, ru;
        R::RegTensor<float> sf, rf;
        R::MaskReg all = R::CreateMask<uint8_t>();
        R::LoadAlign(s16, reinterpret_cast<int16_t*>(p0));
        R::Reduce<R::ReduceType::SUM, int32_t, int16_t>(r32, s16, all);
        R::StoreAlign(d, r32, all);
        R::ReduceDataBlock<R::ReduceType::SUM, int32_t, int16_t>(r32, s16, all); // the (S, V) form
        R::StoreAlign(d + 64, r32, all);
        R::LoadAlign(su, reinterpret_cast<uint16_t*>(p1));
        uint32_t n = 100;
        R::MaskReg m = R::UpdateMask<uint16_t>(n); // blocks 0-5 whole, block 6 has 4, block 7 none
        R::ReduceDataBlock<R::ReduceType::MAX>(ru, su, m);
        R::StoreAlign(reinterpret_cast<uint16_t*>(d + 128), ru, all);
        R::LoadAlign(sf, reinterpret_cast<float*>(p2));
        R::ReduceDataBlock<R::ReduceType::SUM>(rf, sf, all);
        R::StoreAlign(reinterpret_cast<float*>(d + 192), rf, all);
    });
    ExpectClean(out);
    const auto v = As<int32_t>(b[3], 4 * 64);
    int64_t sum = 0;
    for (auto e : h)
        sum += e;
    EXPECT_EQ(v[0], sum);
    for (int j = 0; j < 8; ++j) {
        int64_t bs = 0;
        for (int e = 0; e < 16; ++e)
            bs += h[16 * j + e];
        EXPECT_EQ(v[64 + j], bs) << j;
    }
    std::vector<uint16_t> ru(128);
    std::memcpy(ru.data(), b[3].data() + 128 * 4, 256);
    for (int j = 0; j < 8; ++j) {
        uint16_t mx = 0; // the lowest uint16_t: what an empty block gives
        for (int e = 0; e < 16; ++e) {
            if (16 * j + e < 100)
                mx = std::max(mx, u[16 * j + e]);
        }
        EXPECT_EQ(ru[j], mx) << j;
    }
    for (int j = 8; j < 128; ++j)
        EXPECT_EQ(ru[j], 0) << j;
    std::vector<float> rf(64);
    std::memcpy(rf.data(), b[3].data() + 192 * 4, 256);
    for (int j = 0; j < 8; ++j) {
        std::vector<float> blk(f.begin() + 8 * j, f.begin() + 8 * j + 8);
        EXPECT_EQ(FloatBits(rf[j]), FloatBits(TreeSumRef(blk, std::vector<bool>(8, true)))) << j;
    }
}

TEST_F(RegComputeTest, PairReduceElemAddsNeighboursIntoTheLowHalf)
{
    const auto x = RandomFloats(64, -10.0f, 10.0f, 24);
    std::vector<std::vector<uint8_t>> b = {Bytes(x), Bytes(std::vector<float>(64, 5.0f))};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        R::RegTensor<float> s, r;
        R::LoadAlign(s, reinterpret_cast<float*>(p0));
        uint32_t n = 37; // pair 18 has only its first element
        R::MaskReg m = R::UpdateMask<float>(n);
        R::MaskReg all = R::CreateMask<float>();
        R::PairReduceElem<R::PairReduce::SUM>(r, s, m);
        R::StoreAlign(reinterpret_cast<float*>(p1), r, all);
    });
    ExpectClean(out);
    const auto v = As<float>(b[1], 64);
    for (int i = 0; i < 32; ++i) {
        const bool a = 2 * i < 37, c = 2 * i + 1 < 37;
        const float expect = a && c ? x[2 * i] + x[2 * i + 1] : a ? x[2 * i] : 0.0f;
        EXPECT_EQ(FloatBits(v[i]), FloatBits(expect)) << i;
        EXPECT_EQ(v[32 + i], 0.0f) << i; // "dst中仅前一半元素为有效数据，后一半填充为0"
    }
}

// ---- Arange (索引操作/Arange.md; 边界值汇总.md 表38) ------------------------------------------------------
TEST_F(RegComputeTest, ArangeCountsUpOrDownAndWraps)
{
    std::vector<std::vector<uint8_t>> b = {std::vector<uint8_t>(4 * 256, 0)};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t*, uint8_t*, uint8_t*) {
        R::MaskReg all = R::CreateMask<uint8_t>();
        R::RegTensor<float> f;
        R::RegTensor<int16_t> s;
        R::RegTensor<int32_t> w;
        R::Arange(f, 2.5f);
        R::StoreAlign(reinterpret_cast<float*>(p0), f, all);
        R::Arange<float, R::IndexOrder::DECREASE_ORDER>(f, -10);
        R::StoreAlign(reinterpret_cast<float*>(p0 + 256), f, all);
        R::Arange(s, int16_t(32700));
        R::StoreAlign(reinterpret_cast<int16_t*>(p0 + 512), s, all);
        R::Arange<int32_t, R::IndexOrder::DECREASE_ORDER>(w, int32_t(-2147483647 - 1));
        R::StoreAlign(reinterpret_cast<int32_t*>(p0 + 768), w, all);
    });
    ExpectClean(out);
    const auto f = As<float>(b[0], 128);
    std::vector<int16_t> s(128);
    std::memcpy(s.data(), b[0].data() + 512, 256);
    std::vector<int32_t> w(64);
    std::memcpy(w.data(), b[0].data() + 768, 256);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(f[i], 2.5f + static_cast<float>(i)) << i;
        EXPECT_EQ(f[64 + i], -10.0f + static_cast<float>(63 - i)) << i; // scalarValue is the last value
        EXPECT_EQ(w[i], static_cast<int32_t>(static_cast<int64_t>(INT32_MIN) + (63 - i))) << i;
    }
    for (int i = 0; i < 128; ++i) {
        EXPECT_EQ(s[i], static_cast<int16_t>(static_cast<uint16_t>(32700 + i))) << i; // wraps past 32767
    }
}

TEST_F(RegComputeTest, ArangeHalfRoundsTiesUpAsTable38Shows)
{
    std::vector<std::vector<uint8_t>> b = {std::vector<uint8_t>(3 * 256, 0)};
    auto body = [](uint8_t* p0, uint8_t*, uint8_t*, uint8_t*) {
        R::MaskReg all = R::CreateMask<half>();
        R::RegTensor<half> h;
        R::Arange(h, half(65504.0f));
        R::StoreAlign(reinterpret_cast<half*>(p0), h, all);
        R::Arange(h, half(-65504.0f));
        R::StoreAlign(reinterpret_cast<half*>(p0 + 256), h, all);
        R::Arange(h, half(0.0f));
        R::StoreAlign(reinterpret_cast<half*>(p0 + 512), h, all);
    };
    const auto outInf = RunVf(b, body, CtrlSetup{1, 1, -1}); // INF/NAN mode
    ExpectClean(outInf);
    const auto v = As<uint16_t>(b[0], 384);
    for (int i = 0; i < 128; ++i) {
        EXPECT_EQ(v[i], i < 16 ? half(65504.0f).bits() : 0x7C00) << i; // "16个65504，其余为inf"
        const float lowExpect = i < 16  ? -65504.0f :
                                i < 48  ? -65472.0f :
                                i < 80  ? -65440.0f :
                                i < 112 ? -65408.0f :
                                          -65376.0f;
        EXPECT_EQ(v[128 + i], half(lowExpect).bits()) << i;
        EXPECT_EQ(v[256 + i], half(static_cast<float>(i)).bits()) << i;
    }
    b = {std::vector<uint8_t>(3 * 256, 0)};
    ExpectClean(RunVf(b, body)); // the reset state: saturating
    const auto s = As<uint16_t>(b[0], 128);
    for (int i = 0; i < 128; ++i) {
        EXPECT_EQ(s[i], half(65504.0f).bits()) << i;
    }
}

// ---- Histograms (直方图计算/Histograms.md) ---------------------------------------------------------------
TEST_F(RegComputeTest, HistogramsCountValuesIntoTheDestination)
{
    std::vector<uint8_t> x(512);
    uint32_t s = 99;
    for (auto& e : x) {
        s = s * 1664525u + 1013904223u;
        e = static_cast<uint8_t>(s >> 24);
    }
    std::vector<uint16_t> init(128);
    for (int i = 0; i < 128; ++i)
        init[i] = static_cast<uint16_t>(1000 + i);
    std::vector<std::vector<uint8_t>> b = {x, Bytes(init), std::vector<uint8_t>(3 * 256, 0)};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
        R::RegTensor<uint8_t> src;
        R::RegTensor<uint16_t> f0, f1, acc;
        R::Duplicate(f0, uint16_t(0));
        R::Duplicate(f1, uint16_t(0));
        R::LoadAlign(acc, reinterpret_cast<uint16_t*>(p1));
        uint32_t count = 400; // 256 + 144
        for (uint16_t i = 0; i < 2; ++i) {
            R::MaskReg m = R::UpdateMask<uint8_t>(count);
            R::LoadAlign(src, p0 + 256 * i);
            R::Histograms<uint8_t, uint16_t, R::HistogramsBinType::BIN0, R::HistogramsType::FREQUENCY>(f0, src, m);
            R::Histograms<uint8_t, uint16_t, R::HistogramsBinType::BIN1, R::HistogramsType::FREQUENCY>(f1, src, m);
            R::Histograms<uint8_t, uint16_t, R::HistogramsBinType::BIN1, R::HistogramsType::ACCUMULATE>(acc, src, m);
        }
        R::MaskReg all = R::CreateMask<uint16_t>();
        auto* d = reinterpret_cast<uint16_t*>(p2);
        R::StoreAlign(d, f0, all);
        R::StoreAlign(d + 128, f1, all);
        R::StoreAlign(d + 256, acc, all);
    });
    ExpectClean(out);
    const auto v = As<uint16_t>(b[2], 384);
    uint32_t freq[256] = {};
    for (int i = 0; i < 400; ++i)
        ++freq[x[i]];
    uint32_t running = 0;
    uint32_t accRef[128] = {};
    for (int pass = 0; pass < 2; ++pass) { // ACCUMULATE adds the cumulative counts of each call
        uint32_t cnt[256] = {};
        for (int i = 256 * pass; i < std::min(400, 256 * (pass + 1)); ++i)
            ++cnt[x[i]];
        running = 0;
        for (int n = 0; n < 128; ++n) {
            running += cnt[128 + n];
            accRef[n] += running;
        }
    }
    for (int n = 0; n < 128; ++n) {
        EXPECT_EQ(v[n], freq[n]) << n;
        EXPECT_EQ(v[128 + n], freq[128 + n]) << n;
        EXPECT_EQ(v[256 + n], init[n] + accRef[n]) << n;
    }
}

// ---- Interleave / DeInterleave / Pack / UnPack (数据重排/, 数据压缩/) -------------------------------------
TEST_F(RegComputeTest, InterleaveDeInterleavePackUnPack)
{
    const auto a = RandomFloats(64, -1.0f, 1.0f, 31), c = RandomFloats(64, 2.0f, 3.0f, 32);
    std::vector<uint32_t> w(64);
    std::vector<int8_t> s8(256);
    for (int i = 0; i < 64; ++i)
        w[i] = 0x10000u * static_cast<uint32_t>(i) + 0x8000u + static_cast<uint32_t>(i);
    for (int i = 0; i < 256; ++i)
        s8[i] = static_cast<int8_t>(i * 37);
    std::vector<std::vector<uint8_t>> b = {Bytes(a), Bytes(c), Bytes(w), std::vector<uint8_t>(512, 0)};
    std::memcpy(b[3].data(), s8.data(), 256);
    const auto res = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t* p3) {
        // The results go back into the buffers the sources came from, after a VEC_LOAD -> VEC_STORE barrier.
        R::MaskReg all = R::CreateMask<uint8_t>();
        R::RegTensor<float> x, y, i0, i1, d0, d1;
        R::LoadAlign(x, reinterpret_cast<float*>(p0));
        R::LoadAlign(y, reinterpret_cast<float*>(p1));
        R::Interleave(i0, i1, x, y);
        R::DeInterleave(d0, d1, i0, i1);
        R::RegTensor<uint32_t> ww;
        R::RegTensor<uint16_t> lo, hi;
        R::LoadAlign(ww, reinterpret_cast<uint32_t*>(p2));
        R::Pack<uint16_t, uint32_t, R::HighLowPart::LOWEST>(lo, ww);
        R::Pack<uint16_t, uint32_t, R::HighLowPart::HIGHEST>(hi, ww);
        R::RegTensor<int8_t> b8;
        R::RegTensor<int16_t> e16;
        R::LoadAlign(b8, reinterpret_cast<int8_t*>(p3));
        R::UnPack<int16_t, int8_t, R::HighLowPart::HIGHEST>(e16, b8);
        R::LocalMemBar<R::MemType::VEC_LOAD, R::MemType::VEC_STORE>();
        R::StoreAlign(reinterpret_cast<float*>(p0), i0, all);
        R::StoreAlign(reinterpret_cast<float*>(p1), i1, all);
        R::StoreAlign(reinterpret_cast<float*>(p3), d1, all);
        // Each Pack defines one half of its register: HIGHEST's whole register first, then LOWEST's
        // defined half over its undefined one.
        uint32_t n64 = 64;
        R::MaskReg lowHalf = R::UpdateMask<uint16_t>(n64);
        auto* d = reinterpret_cast<uint16_t*>(p2);
        R::StoreAlign(d, hi, all);
        R::StoreAlign(d, lo, lowHalf);
        R::StoreAlign(reinterpret_cast<int16_t*>(p3 + 256), e16, all);
    });
    ExpectClean(res);
    const auto i0 = As<float>(b[0], 64), i1 = As<float>(b[1], 64), d1 = As<float>(b[3], 64);
    for (int k = 0; k < 128; ++k) { // z[2i] = a[i], z[2i + 1] = c[i]
        const float z = k % 2 == 0 ? a[k / 2] : c[k / 2];
        EXPECT_EQ(k < 64 ? i0[k] : i1[k - 64], z) << k;
    }
    for (int i = 0; i < 64; ++i)
        EXPECT_EQ(d1[i], c[i]) << i; // DeInterleave undoes it
    const auto p = As<uint16_t>(b[2], 128);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(p[i], static_cast<uint16_t>(w[i])) << i;      // LOWEST: the low half of dst
        EXPECT_EQ(p[64 + i], static_cast<uint16_t>(w[i])) << i; // HIGHEST: the high half
    }
    std::vector<int16_t> e(128);
    std::memcpy(e.data(), b[3].data() + 256, 256);
    for (int i = 0; i < 128; ++i)
        EXPECT_EQ(e[i], static_cast<int16_t>(s8[128 + i])) << i; // sign-extended
}

TEST_F(RegComputeTest, MaskInterleaveGroupsBitsAndUnsqueezeCountsThem)
{
    std::vector<uint8_t> bits(64);
    uint32_t s = 7;
    for (auto& e : bits) {
        s = s * 22695477u + 1u;
        e = static_cast<uint8_t>(s >> 16);
    }
    std::vector<std::vector<uint8_t>> b = {bits, std::vector<uint8_t>(4 * 32, 0), std::vector<uint8_t>(256, 0)};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
        R::MaskReg a, c, i0, i1, d0, d1;
        R::LoadAlign(a, p0);
        R::LoadAlign(c, p0 + 32);
        R::Interleave<uint32_t>(i0, i1, a, c);   // groups of 4 bits
        R::DeInterleave<uint16_t>(d0, d1, a, c); // groups of 2 bits
        R::StoreAlign(p1, i0);
        R::StoreAlign(p1 + 32, i1);
        R::StoreAlign(p1 + 64, d0);
        R::StoreAlign(p1 + 96, d1);
        R::RegTensor<uint16_t> u;
        R::Duplicate(u, uint16_t(0xFFFF));
        R::Unsqueeze(u, a); // element i of b16: bit 2i
        R::MaskReg all = R::CreateMask<uint16_t>();
        R::StoreAlign(reinterpret_cast<uint16_t*>(p2), u, all);
    });
    ExpectClean(out);
    auto bit = [](const std::vector<uint8_t>& v, size_t off, uint32_t j) {
        return ((v[off + j / 8] >> (j % 8)) & 1) != 0;
    };
    for (uint32_t j = 0; j < 256; ++j) {
        // Interleave, G = 4: z group k = (k odd ? c : a) group k / 2; dst0 = z groups 0..63, dst1 = 64..127.
        const uint32_t g = j / 4, x = j % 4;
        const uint32_t k0 = g, k1 = 64 + g;
        EXPECT_EQ(bit(b[1], 0, j), bit(bits, (k0 % 2) ? 32 : 0, (k0 / 2) * 4 + x)) << j;
        EXPECT_EQ(bit(b[1], 32, j), bit(bits, (k1 % 2) ? 32 : 0, (k1 / 2) * 4 + x)) << j;
        // DeInterleave, G = 2: z = a's groups then c's; dst0 group i = z group 2i, dst1 group i = z 2i + 1.
        const uint32_t h = j / 2, y = j % 2;
        const uint32_t e0 = 2 * h, e1 = 2 * h + 1;
        EXPECT_EQ(bit(b[1], 64, j), bit(bits, e0 < 128 ? 0 : 32, (e0 % 128) * 2 + y)) << j;
        EXPECT_EQ(bit(b[1], 96, j), bit(bits, e1 < 128 ? 0 : 32, (e1 % 128) * 2 + y)) << j;
    }
    const auto u = As<uint16_t>(b[2], 128);
    uint16_t count = 0;
    for (uint32_t i = 0; i < 128; ++i) {
        EXPECT_EQ(u[i], count) << i;
        count = static_cast<uint16_t>(count + (bit(bits, 0, 2 * i) ? 1 : 0));
    }
}

// ---- Truncate and the new Cast pairs (类型转换/Truncate.md, Cast.md 表6) ------------------------------------
TEST_F(RegComputeTest, TruncateRoundsToIntegralValuesInPlaceType)
{
    std::vector<float> x = {2.5f, -2.5f, 3.5f, -0.5f, 0.49999997f, 1e20f, -7.75f, 7.25f, -0.0f, 100.5f};
    x.push_back(std::numeric_limits<float>::infinity());
    x.push_back(std::numeric_limits<float>::quiet_NaN());
    x.resize(64, 0.0f);
    for (int i = 12; i < 64; ++i)
        x[i] = -20.0f + 0.625f * static_cast<float>(i);
    std::vector<half> hx(128);
    for (int i = 0; i < 128; ++i)
        hx[i] = half(x[i % 64]);
    std::vector<std::vector<uint8_t>> b = {Bytes(x), Bytes(hx), std::vector<uint8_t>(6 * 256, 0),
                                           std::vector<uint8_t>(256, 0)};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t* p3) {
        auto* d = reinterpret_cast<float*>(p2);
        R::MaskReg all = R::CreateMask<float>();
        R::RegTensor<float> f, r;
        R::LoadAlign(f, reinterpret_cast<float*>(p0));
        R::Truncate<float, RoundMode::CAST_FLOOR>(r, f, all);
        R::StoreAlign(d, r, all);
        R::Truncate<float, RoundMode::CAST_CEIL>(r, f, all);
        R::StoreAlign(d + 64, r, all);
        R::Truncate<float, RoundMode::CAST_ROUND>(r, f, all);
        R::StoreAlign(d + 128, r, all);
        R::Truncate<float, RoundMode::CAST_TRUNC>(r, f, all);
        R::StoreAlign(d + 192, r, all);
        uint32_t n = 50;
        R::MaskReg m = R::UpdateMask<float>(n);
        R::Truncate(r, f, m); // CAST_NONE = CAST_RINT; ZEROING past 50
        R::StoreAlign(d + 256, r, all);
        R::RegTensor<half> h, hr;
        R::MaskReg allh = R::CreateMask<half>();
        R::LoadAlign(h, reinterpret_cast<half*>(p1));
        R::Truncate<half, RoundMode::CAST_ROUND>(hr, h, allh);
        R::StoreAlign(reinterpret_cast<half*>(p3), hr, allh);
    });
    ExpectClean(out);
    const auto v = As<float>(b[2], 6 * 64);
    for (int i = 0; i < 64; ++i) {
        const double e = x[i];
        const auto same = [&](float got, double want) {
            if (std::isnan(want))
                return std::isnan(got);
            return FloatBits(got) == FloatBits(static_cast<float>(want));
        };
        EXPECT_TRUE(same(v[i], std::floor(e))) << i;
        EXPECT_TRUE(same(v[64 + i], std::ceil(e))) << i;
        EXPECT_TRUE(same(v[128 + i], std::round(e))) << i; // half away from zero
        EXPECT_TRUE(same(v[192 + i], std::trunc(e))) << i;
        EXPECT_TRUE(i < 50 ? same(v[256 + i], std::nearbyint(e)) : FloatBits(v[256 + i]) == 0) << i;
    }
    const auto hv = As<uint16_t>(b[3], 128);
    for (int i = 0; i < 128; ++i) {
        const double e = static_cast<float>(hx[i]);
        if (std::isnan(e)) {
            EXPECT_TRUE((hv[i] & 0x7C00) == 0x7C00 && (hv[i] & 0x3FF) != 0) << i;
        } else {
            EXPECT_EQ(hv[i], half(static_cast<float>(std::round(e))).bits()) << i;
        }
    }
}

constexpr R::CastTrait kHalfToInt = {R::RegLayout::ZERO, R::SatMode::UNKNOWN, R::MaskMergeMode::ZEROING,
                                     RoundMode::CAST_FLOOR};
constexpr R::CastTrait kHalfToInt1 = {R::RegLayout::ONE, R::SatMode::UNKNOWN, R::MaskMergeMode::ZEROING,
                                      RoundMode::CAST_CEIL};
constexpr R::CastTrait kFloatToShortSat = {R::RegLayout::ZERO, R::SatMode::SAT, R::MaskMergeMode::ZEROING,
                                           RoundMode::CAST_ROUND};
constexpr R::CastTrait kFloatToShortNoSat = {R::RegLayout::ZERO, R::SatMode::NO_SAT, R::MaskMergeMode::ZEROING,
                                             RoundMode::CAST_ROUND};

TEST_F(RegComputeTest, CastHalfToInt32AndFloatToInt16)
{
    std::vector<half> h(128);
    for (int i = 0; i < 128; ++i)
        h[i] = half(-40.0f + 0.7f * static_cast<float>(i));
    h[3] = half(std::numeric_limits<float>::infinity());
    std::vector<float> f = RandomFloats(64, -1000.0f, 1000.0f, 41);
    f[0] = 40000.5f; // beyond int16: 32767 saturating, the low 16 bits of 40001 otherwise
    f[1] = -70000.4f;
    f[2] = 2.5f; // CAST_ROUND: half away from zero -> 3
    f[3] = std::numeric_limits<float>::quiet_NaN();
    std::vector<std::vector<uint8_t>> b = {Bytes(h), Bytes(f), std::vector<uint8_t>(2 * 256, 0),
                                           std::vector<uint8_t>(2 * 128, 0)};
    const auto out = RunVf(
        b,
        [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t* p3) {
            R::MaskReg m32 = R::CreateMask<int32_t>();
            R::MaskReg m16 = R::CreateMask<half>();
            R::RegTensor<half> hv;
            R::RegTensor<int32_t> iv;
            R::LoadAlign<half, R::LoadDist::DIST_UNPACK_B16>(hv, reinterpret_cast<half*>(p0));
            R::Cast<int32_t, half, kHalfToInt>(iv, hv, m32);
            R::StoreAlign(reinterpret_cast<int32_t*>(p2), iv, m32);
            R::LoadAlign(hv, reinterpret_cast<half*>(p0));
            R::Cast<int32_t, half, kHalfToInt1>(iv, hv, m16); // odd b16 slots
            R::StoreAlign(reinterpret_cast<int32_t*>(p2 + 256), iv, m32);
            R::RegTensor<float> fv;
            R::RegTensor<int16_t> sv;
            R::MaskReg mf = R::CreateMask<float>();
            R::LoadAlign(fv, reinterpret_cast<float*>(p1));
            R::Cast<int16_t, float, kFloatToShortSat>(sv, fv, mf);
            R::StoreAlign<int16_t, R::StoreDist::DIST_PACK_B32>(reinterpret_cast<int16_t*>(p3), sv, mf);
            R::Cast<int16_t, float, kFloatToShortNoSat>(sv, fv, mf);
            R::StoreAlign<int16_t, R::StoreDist::DIST_PACK_B32>(reinterpret_cast<int16_t*>(p3 + 128), sv, mf);
        },
        CtrlSetup{0, -1, -1}); // CTRL[60] = 0: the trait's satMode decides (Cast.md 表5)
    ExpectClean(out);
    const auto i0 = As<int32_t>(b[2], 128);
    for (int i = 0; i < 64; ++i) {
        const double e0 = static_cast<float>(h[i]), e1 = static_cast<float>(h[2 * i + 1]);
        EXPECT_EQ(i0[i], i == 3 ? INT32_MAX : static_cast<int32_t>(std::floor(e0))) << i;
        EXPECT_EQ(i0[64 + i], 2 * i + 1 == 3 ? INT32_MAX : static_cast<int32_t>(std::ceil(e1))) << i;
    }
    std::vector<int16_t> sat(64), wrap(64);
    std::memcpy(sat.data(), b[3].data(), 128);
    std::memcpy(wrap.data(), b[3].data() + 128, 128);
    for (int i = 0; i < 64; ++i) {
        if (i == 3) {
            EXPECT_EQ(sat[i], 0);
            EXPECT_EQ(wrap[i], 0);
            continue;
        }
        const double r = std::round(static_cast<double>(f[i]));
        const double clamped = std::min(32767.0, std::max(-32768.0, r));
        EXPECT_EQ(sat[i], static_cast<int16_t>(clamped)) << i;
        EXPECT_EQ(wrap[i], static_cast<int16_t>(static_cast<uint16_t>(static_cast<int64_t>(r) & 0xFFFF))) << i;
    }
}

// ---- Squeeze and the AR register (比较与选择/Squeeze.md, 系统变量访问/ClearSpr.md, 特殊寄存器访问/GetSpr.md) -----
int64_t g_arAfter = -1;

__simd_vf__ inline void SqueezeVf(__ubuf__ float* x, __ubuf__ float* y, uint32_t repeat)
{
    R::MaskReg m = R::CreateMask<float, R::MaskPattern::M3>();
    R::RegTensor<float> a, s;
    R::UnalignRegForStore ureg;
    R::ClearSpr<SpecialPurposeReg::AR>();
    for (uint16_t i = 0; i < repeat; ++i) {
        R::LoadAlign<float, R::PostLiteral::POST_MODE_UPDATE>(a, x, 64);
        R::Squeeze<float, R::GatherMaskMode::STORE_REG>(s, a, m);
        R::StoreUnAlign<float, R::PostLiteral::POST_MODE_UPDATE>(y, s, ureg);
    }
    R::StoreUnAlignPost(y, ureg);
}

void SqueezeKernel(GM_ADDR x, GM_ADDR y)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> in, out;
    pipe.InitBuffer(in, 256 * sizeof(float));
    pipe.InitBuffer(out, 128 * sizeof(float));
    LocalTensor<float> a = in.Get<float>(), b = out.Get<float>();
    GlobalTensor<float> gx, gy;
    gx.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), 256);
    gy.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(y), 128);
    DataCopy(a, gx, 256);
    Duplicate(b, -1.0f, 128);
    KT_FLAG(MTE2_V);
    asc_vf_call<SqueezeVf>(a.GetPhyAddr(), b.GetPhyAddr(), 4u);
    KT_FLAG(V_MTE3);
    DataCopy(gy, b, 128);
    PipeBarrier<PIPE_ALL>();
    g_arAfter = GetSpr<SpecialPurposeReg::AR>();
}

TEST_F(RegComputeTest, SqueezeCompactsAndStoreUnAlignFollowsAR)
{
    const auto x = RandomFloats(256, -5.0f, 5.0f, 51);
    DeviceBuffer gx = Upload(x), gy(128 * sizeof(float));
    ExpectClean(Launch(&SqueezeKernel, 1, {gx.get(), gy.get()}));
    // Each VL of 64 keeps elements 0, 3, ..., 63 (22 of them); four VLs stream them contiguously.
    std::vector<float> expect;
    for (int i = 0; i < 4; ++i) {
        for (int k = 0; k < 64; k += 3)
            expect.push_back(x[64 * i + k]);
    }
    const auto y = gy.Read<float>(128);
    for (size_t i = 0; i < 128; ++i) {
        EXPECT_EQ(y[i], i < expect.size() ? expect[i] : -1.0f) << i;
    }
    EXPECT_EQ(g_arAfter, static_cast<int64_t>(expect.size() * sizeof(float))); // AR counted every byte
}

TEST_F(RegComputeTest, SqueezeWithoutStoreRegZeroesTheRest)
{
    const auto x = RandomFloats(128, -5.0f, 5.0f, 52);
    std::vector<half> hx(128);
    for (int i = 0; i < 128; ++i)
        hx[i] = half(x[i]);
    std::vector<std::vector<uint8_t>> b = {Bytes(hx), Bytes(std::vector<half>(128, half(9.0f)))};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        R::RegTensor<half> a, s;
        R::LoadAlign(a, reinterpret_cast<half*>(p0));
        R::MaskReg gt;
        R::MaskReg all = R::CreateMask<half>();
        R::Compares<half, CMPMODE::GT>(gt, a, half(0.0f), all);
        R::Squeeze(s, a, gt);
        R::StoreAlign(reinterpret_cast<half*>(p1), s, all);
    });
    ExpectClean(out);
    std::vector<uint16_t> expect;
    for (int i = 0; i < 128; ++i) {
        if (static_cast<float>(hx[i]) > 0.0f)
            expect.push_back(hx[i].bits());
    }
    const auto v = As<uint16_t>(b[1], 128);
    for (size_t i = 0; i < 128; ++i) {
        EXPECT_EQ(v[i], i < expect.size() ? expect[i] : 0) << i;
    }
}

// ---- register Gather (离散操作/Gather.md) -----------------------------------------------------------------
TEST_F(RegComputeTest, RegisterGatherWrapsIndicesModuloTheLaneCount)
{
    std::vector<half> src(128);
    std::vector<uint16_t> idx(128);
    for (int i = 0; i < 128; ++i) {
        src[i] = half(static_cast<float>(i) * 0.5f);
        idx[i] = static_cast<uint16_t>((i * 37 + 5) % 300); // some beyond 127: "i % (VL/sizeof(T))"
    }
    std::vector<std::vector<uint8_t>> b = {Bytes(src), Bytes(idx), Bytes(std::vector<half>(128))};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
        R::RegTensor<half> s, d;
        R::RegTensor<uint16_t> ix;
        R::LoadAlign(s, reinterpret_cast<half*>(p0));
        R::LoadAlign(ix, reinterpret_cast<uint16_t*>(p1));
        R::Gather<half, uint16_t>(d, s, ix);
        R::MaskReg all = R::CreateMask<half>();
        R::StoreAlign(reinterpret_cast<half*>(p2), d, all);
    });
    ExpectClean(out);
    const auto v = As<uint16_t>(b[2], 128);
    for (int i = 0; i < 128; ++i)
        EXPECT_EQ(v[i], src[idx[i] % 128].bits()) << i;
}

// ---- VF timing of the new instructions (vf_timing.cpp; 附录 单双发 / 理论性能 tables) ---------------------
constexpr double kClockHz = 1.65e9;
double VecCycles(const LaunchOutcome& o) { return o.profile.aivVecTimeUs * 1e-6 * kClockHz; }

TEST_F(RegComputeTest, TimingChargesLatencyAndSingleIssue)
{
    std::vector<std::vector<uint8_t>> b;
    auto run = [&](int kind) {
        b = {Bytes(std::vector<float>(64, 1.0f))};
        const auto out = RunVf(b, [kind](uint8_t* p0, uint8_t*, uint8_t*, uint8_t*) {
            R::MaskReg all = R::CreateMask<float>();
            R::RegTensor<float> r, t[8];
            R::LoadAlign(r, reinterpret_cast<float*>(p0));
            for (int i = 0; i < 64; ++i) {
                switch (kind) {
                    case 0:
                        R::Adds(r, r, 1.0f, all);
                        break; // dependent, 1 cycle each
                    case 1:
                        R::Squeeze(r, r, all);
                        break; // dependent, 5 cycles each
                    case 2:
                        R::Adds(t[i % 8], r, 1.0f, all);
                        break; // independent, dual issue
                    case 3:
                        R::Reduce<R::ReduceType::MAX>(t[i % 8], r, all);
                        break; // independent, single issue
                }
            }
        });
        ExpectClean(out);
        EXPECT_TRUE(out.profile.valid);
        return VecCycles(out);
    };
    const double chainAdd = run(0), chainSqueeze = run(1), wideAdd = run(2), wideReduce = run(3);
    std::printf("[timing] 64 Adds chained %.1f, Squeezes chained %.1f, Adds independent %.1f, Reduces %.1f cycles\n",
                chainAdd, chainSqueeze, wideAdd, wideReduce);
    EXPECT_NEAR(chainSqueeze - chainAdd, 64 * 4.0, 8.0); // 表9: 64 / 12.8 = 5 cycles instead of 1
    EXPECT_NEAR(wideReduce - wideAdd, 64 * 0.5, 4.0);    // two slots each instead of one
}

} // namespace
