// Index-driven Reg moves against references written here from the pages
// (docs/zh/api/SIMD-API/基础API/Reg矢量计算/Reg数据搬入/离散搬入（Gather）.md, 离散搬入（GatherB）.md,
// Reg数据搬出/离散搬出（Scatter）.md): masks, the b8 zero-extension and even-element rules, GatherB's
// "是否更新" (unselected DataBlocks keep their value).
#include "reg_test_util.h"

using namespace AscendC;
using namespace regtest;
namespace R = AscendC::Reg;

namespace {

class RegGatherTest : public KernelTest {};

std::vector<uint32_t> Lcg(size_t n, uint32_t seed, uint32_t mod)
{
    std::vector<uint32_t> v(n);
    for (auto& e : v) {
        seed = seed * 1664525u + 1013904223u;
        e = (seed >> 8) % mod;
    }
    return v;
}

TEST_F(RegGatherTest, GatherFromUbPicksElementsByIndex)
{
    std::vector<half> src(1024);
    for (int i = 0; i < 1024; ++i)
        src[i] = half(static_cast<float>(i) * 0.25f - 100.0f);
    const auto r = Lcg(128, 5, 1024);
    std::vector<uint16_t> idx(r.begin(), r.end());
    std::vector<std::vector<uint8_t>> b = {Bytes(src), Bytes(idx), Bytes(std::vector<uint16_t>(128, 0xBEEF))};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
        R::RegTensor<half> d;
        R::RegTensor<uint16_t> ix;
        R::LoadAlign(ix, reinterpret_cast<uint16_t*>(p1));
        uint32_t n = 100;
        R::MaskReg m = R::UpdateMask<half>(n);
        R::Gather(d, reinterpret_cast<half*>(p0), ix, m);
        R::StoreAlign(reinterpret_cast<half*>(p2), d, m);
    });
    ExpectClean(out);
    const auto v = As<uint16_t>(b[2], 128);
    for (int i = 0; i < 128; ++i) {
        EXPECT_EQ(v[i], i < 100 ? src[idx[i]].bits() : 0xBEEF) << i;
    }
}

TEST_F(RegGatherTest, GatherOfBytesZeroExtendsAndOfWordsUsesUint32Indices)
{
    std::vector<int8_t> bytes(256);
    for (int i = 0; i < 256; ++i)
        bytes[i] = static_cast<int8_t>(i * 7 - 128);
    const auto r16 = Lcg(128, 7, 256);
    const auto r32 = Lcg(64, 9, 64);
    const auto f = RandomFloats(64, -9.0f, 9.0f, 61);
    std::vector<uint16_t> i16(r16.begin(), r16.end());
    std::vector<std::vector<uint8_t>> b = {Bytes(bytes), Bytes(i16), Bytes(r32), Bytes(f)};
    b[0].resize(512, 0);
    std::memcpy(b[0].data() + 256, b[3].data(), 256); // the floats behind the bytes
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t* p3) {
        R::RegTensor<int16_t> d16;
        R::RegTensor<uint16_t> ix16;
        R::RegTensor<float> df;
        R::RegTensor<uint32_t> ix32;
        R::MaskReg all = R::CreateMask<uint8_t>();
        R::LoadAlign(ix16, reinterpret_cast<uint16_t*>(p1));
        R::Gather<int16_t, int8_t, uint16_t>(d16, reinterpret_cast<int8_t*>(p0), ix16, all);
        R::LoadAlign(ix32, reinterpret_cast<uint32_t*>(p2));
        R::Gather(df, reinterpret_cast<float*>(p0 + 256), ix32, all);
        R::LocalMemBar<R::MemType::VEC_LOAD, R::MemType::VEC_STORE>();
        R::StoreAlign(reinterpret_cast<int16_t*>(p1), d16, all);
        R::StoreAlign(reinterpret_cast<float*>(p3), df, all);
    });
    ExpectClean(out);
    const auto v16 = As<uint16_t>(b[1], 128);
    for (int i = 0; i < 128; ++i) {
        EXPECT_EQ(v16[i], static_cast<uint8_t>(bytes[r16[i]])) << i; // "高8位自动补0", also for int8_t
    }
    const auto vf = As<float>(b[3], 64);
    for (int i = 0; i < 64; ++i)
        EXPECT_EQ(vf[i], f[r32[i]]) << i;
}

TEST_F(RegGatherTest, GatherBMovesDataBlocksAndLeavesUnselectedOnes)
{
    std::vector<float> src(8 * 32);
    for (int i = 0; i < 256; ++i)
        src[i] = static_cast<float>(i);
    const std::vector<uint32_t> offs = {7 * 32, 0, 31 * 32, 2 * 32, 2 * 32, 19 * 32, 5 * 32, 30 * 32};
    std::vector<std::vector<uint8_t>> b = {Bytes(src), Bytes(offs), Bytes(std::vector<float>(64, 0.0f))};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
        R::RegTensor<float> d;
        R::RegTensor<uint32_t> ix;
        R::Duplicate(d, -3.0f);
        R::LoadAlign(ix, reinterpret_cast<uint32_t*>(p1));
        uint32_t n = 5; // DataBlocks 0..4 (bits 0, 4, ..., 16 of a b32 mask)
        R::MaskReg m = R::UpdateMask<uint32_t>(n);
        R::GatherB(d, reinterpret_cast<float*>(p0), ix, m);
        R::MaskReg all = R::CreateMask<float>();
        R::StoreAlign(reinterpret_cast<float*>(p2), d, all);
    });
    ExpectClean(out);
    const auto v = As<float>(b[2], 64);
    for (int j = 0; j < 8; ++j) {
        for (int k = 0; k < 8; ++k) {
            EXPECT_EQ(v[8 * j + k], j < 5 ? src[offs[j] / 4 + k] : -3.0f) << j << " " << k;
        }
    }
}

TEST_F(RegGatherTest, ScatterWritesSelectedElementsAndEvenBytes)
{
    std::vector<uint16_t> perm(128);
    for (int i = 0; i < 128; ++i)
        perm[i] = static_cast<uint16_t>((i * 53 + 11) % 128); // a permutation
    std::vector<half> src(128);
    for (int i = 0; i < 128; ++i)
        src[i] = half(static_cast<float>(i) + 0.5f);
    std::vector<int8_t> bytes(256);
    for (int i = 0; i < 256; ++i)
        bytes[i] = static_cast<int8_t>(i);
    std::vector<std::vector<uint8_t>> b = {Bytes(src), Bytes(perm), Bytes(bytes),
                                           Bytes(std::vector<uint16_t>(256, 0x7777))};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t* p3) {
        R::RegTensor<half> s;
        R::RegTensor<uint16_t> ix;
        R::RegTensor<int8_t> s8;
        R::LoadAlign(s, reinterpret_cast<half*>(p0));
        R::LoadAlign(ix, reinterpret_cast<uint16_t*>(p1));
        R::LoadAlign(s8, reinterpret_cast<int8_t*>(p2));
        uint32_t n = 90;
        R::MaskReg m = R::UpdateMask<half>(n);
        R::Scatter(reinterpret_cast<half*>(p3), s, ix, m);
        R::MaskReg all8 = R::CreateMask<int8_t>();
        R::Scatter(reinterpret_cast<int8_t*>(p3 + 256), s8, ix, all8); // lane j takes element 2j
    });
    ExpectClean(out);
    const auto v = As<uint16_t>(b[3], 128);
    std::vector<uint16_t> ref(128, 0x7777);
    for (int i = 0; i < 90; ++i)
        ref[perm[i]] = src[i].bits();
    for (int i = 0; i < 128; ++i)
        EXPECT_EQ(v[i], ref[i]) << i;
    std::vector<uint8_t> ref8(256, 0x77);
    for (int j = 0; j < 128; ++j)
        ref8[perm[j]] = static_cast<uint8_t>(bytes[2 * j]);
    for (int i = 0; i < 256; ++i)
        EXPECT_EQ(b[3][256 + i], ref8[i]) << i;
}

} // namespace
