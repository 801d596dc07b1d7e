// The Reg data-movement APIs beyond LoadAlign / StoreAlign's plain forms, against references written
// here from the pages' descriptions (docs/zh/api/SIMD-API/基础API/Reg矢量计算/Reg数据搬入/, Reg数据搬出/,
// 寄存器数据类型/AddrReg.md, UnalignRegForLoad-UnalignRegForStore.md, RegTensor.md): AddrReg, the
// two-register and DataBlock forms, the remaining LoadDist modes, unaligned moves with their pointer
// post-update, MaskReg moves, b64 registers with RegTraitNumOne / RegTraitNumTwo, and the MicroAPI alias.
#include <cmath>
#include <limits>

#include "reg_test_util.h"

using namespace AscendC;
using namespace regtest;
namespace R = AscendC::Reg;

namespace {

class RegMoveTest : public KernelTest {};

template <typename T>
std::vector<T> Iota(size_t n, T start = T(0))
{
    std::vector<T> v(n);
    for (size_t i = 0; i < n; ++i) {
        v[i] = static_cast<T>(static_cast<double>(start) + static_cast<double>(i));
    }
    return v;
}

// ---- the MicroAPI name (impl/basic_api/kernel_macros.h: "namespace MicroAPI = Reg" on arch 3510) ------
static_assert(std::is_same_v<AscendC::MicroAPI::RegTensor<float>, AscendC::Reg::RegTensor<float>>);
static_assert(AscendC::MicroAPI::PostLiteral::POST_MODE_UPDATE == AscendC::Reg::PostLiteral::POST_MODE_UPDATE);
static_assert(std::is_same_v<R::ReduceType, AscendC::ReduceType>);
static_assert(std::is_same_v<R::UnalignRegForLoad, R::UnalignRegForStore>); // one type, as in the SDK

// ---- AddrReg (寄存器数据类型/AddrReg.md) ----------------------------------------------------------------
TEST_F(RegMoveTest, AddrRegOffsetsAreIndexTimesStrideElements)
{
    const auto x = RandomFloats(512, -4.0f, 4.0f, 11);
    std::vector<std::vector<uint8_t>> b = {Bytes(x), Bytes(std::vector<float>(512, 0.0f))};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        auto* src = reinterpret_cast<float*>(p0);
        auto* dst = reinterpret_cast<float*>(p1);
        R::MaskReg all = R::CreateMask<float>();
        R::RegTensor<float> r;
        // Two loop levels: offset = i * 256 + j * 64 elements; the VL at that offset, doubled, lands
        // at the mirrored position (3 - j) * 64 of the same row.
        for (uint16_t i = 0; i < 2; ++i) {
            for (uint16_t j = 0; j < 4; ++j) {
                R::AddrReg in = R::CreateAddrReg<float>(i, 256, j, 64);
                R::AddrReg outAt = R::CreateAddrReg<float>(i, 256, uint16_t(3 - j), 64);
                R::LoadAlign(r, src, in);
                R::Muls(r, r, 2.0f, all);
                R::StoreAlign(dst, r, outAt, all);
            }
        }
    });
    ExpectClean(out);
    const auto v = As<float>(b[1], 512);
    for (int i = 0; i < 2; ++i) {
        for (int j = 0; j < 4; ++j) {
            for (int k = 0; k < 64; ++k) {
                EXPECT_EQ(v[i * 256 + (3 - j) * 64 + k], 2.0f * x[i * 256 + j * 64 + k]);
            }
        }
    }
}

// ---- two registers (LoadAlign 双搬入 DIST_DINTLV_*, StoreAlign 双搬出 DIST_INTLV_*) -------------------
TEST_F(RegMoveTest, DualLoadDeinterleavesAndDualStoreInterleaves)
{
    const auto x = Iota<uint16_t>(256, 1);
    std::vector<std::vector<uint8_t>> b = {Bytes(x), Bytes(std::vector<uint16_t>(512, 0))};
    ptrdiff_t moved = 0;
    const auto out = RunVf(b, [&](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        auto* src = reinterpret_cast<uint16_t*>(p0);
        auto* dst = reinterpret_cast<uint16_t*>(p1);
        R::MaskReg none = R::CreateMask<uint16_t, R::MaskPattern::ALLF>(); // "忽略mask"
        R::RegTensor<uint16_t> even, odd;
        uint16_t* s = src;
        R::LoadAlign<uint16_t, R::PostLiteral::POST_MODE_UPDATE, R::LoadDist::DIST_DINTLV_B16>(even, odd, s, 256);
        moved = s - src;
        // Swap each pair on the way out; then the plain deinterleaved halves for a direct check.
        R::StoreAlign<uint16_t, R::StoreDist::DIST_INTLV_B16>(dst, odd, even, none);
        R::MaskReg all = R::CreateMask<uint16_t>();
        R::StoreAlign(dst + 256, even, all);
        R::StoreAlign(dst + 384, odd, all);
    });
    ExpectClean(out);
    EXPECT_EQ(moved, 256);
    const auto v = As<uint16_t>(b[1], 512);
    for (int i = 0; i < 128; ++i) {
        EXPECT_EQ(v[2 * i], x[2 * i + 1]) << i;
        EXPECT_EQ(v[2 * i + 1], x[2 * i]) << i;
        EXPECT_EQ(v[256 + i], x[2 * i]) << i;
        EXPECT_EQ(v[384 + i], x[2 * i + 1]) << i;
    }
}

// ---- DataBlocks (非连续对齐搬入（LoadAlign）.md / 非连续对齐搬出（StoreAlign）.md) ------------------------
TEST_F(RegMoveTest, DataBlockLoadSkipsUnselectedBlocksAndStoreWritesSelectedElements)
{
    const auto x = Iota<float>(256, 1.0f);
    std::vector<std::vector<uint8_t>> b = {Bytes(x), Bytes(std::vector<float>(256, -1.0f))};
    ptrdiff_t srcMoved = 0, dstMoved = 0;
    const auto out = RunVf(b, [&](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        float* src = reinterpret_cast<float*>(p0);
        float* dst = reinterpret_cast<float*>(p1);
        float* const src0 = src;
        float* const dst0 = dst;
        uint32_t count = 20; // elements 0..19: blocks 0, 1 and part of block 2
        R::MaskReg m = R::UpdateMask<float>(count);
        R::MaskReg all = R::CreateMask<float>();
        R::RegTensor<float> r;
        // Blocks 2 apart: register block j <- UB block 2j; then 16 blocks on.
        R::LoadAlign<float, R::DataCopyMode::DATA_BLOCK_COPY, R::PostLiteral::POST_MODE_UPDATE>(r, src, 2, 16, m);
        srcMoved = src - src0;
        // Selected elements only, blocks 3 apart, at dst; the whole register (unselected blocks are 0)
        // at dst + 128 through the plain form.
        R::StoreAlign<float, R::DataCopyMode::DATA_BLOCK_COPY, R::PostLiteral::POST_MODE_UPDATE>(dst, r, 3, 4, m);
        dstMoved = dst - dst0;
        R::StoreAlign(dst0 + 128, r, all);
    });
    ExpectClean(out);
    EXPECT_EQ(srcMoved, 16 * 8); // repeatStride * 32 B / sizeof(float)
    EXPECT_EQ(dstMoved, 4 * 8);
    const auto v = As<float>(b[1], 256);
    // Register: lane 8j + k = x[16j + k] for the selected blocks 0..2, 0 for blocks 3..7.
    for (int lane = 0; lane < 64; ++lane) {
        const int j = lane / 8, k = lane % 8;
        EXPECT_EQ(v[128 + lane], j < 3 ? x[16 * j + k] : 0.0f) << lane;
    }
    // Store: element e (< 20) of block j at dst + 24j + k; everything else untouched (-1).
    for (int i = 0; i < 128; ++i) {
        const int j = i / 24, k = i % 24;
        const int e = 8 * j + k;
        const bool written = k < 8 && e < 20;
        EXPECT_EQ(v[i], written ? x[16 * j + k] : -1.0f) << i;
    }
}

// ---- the remaining single-load LoadDist modes (连续对齐搬入（LoadAlign）.md 表3) -------------------------
TEST_F(RegMoveTest, UpsampleDownsampleUnpackAndElementToBlockLoads)
{
    const auto h = Iota<uint16_t>(256, 100);
    const auto w = Iota<uint32_t>(64, 7000);
    const auto c = Iota<uint8_t>(64, 1);
    std::vector<std::vector<uint8_t>> b = {Bytes(h), Bytes(w), Bytes(c), Bytes(std::vector<uint32_t>(5 * 64, 0))};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t* p3) {
        auto* dst = reinterpret_cast<uint32_t*>(p3);
        R::MaskReg all = R::CreateMask<uint8_t>();
        R::RegTensor<uint16_t> r16;
        R::RegTensor<uint32_t> r32;
        R::RegTensor<uint8_t> r8;
        R::LoadAlign<uint16_t, R::LoadDist::DIST_US_B16>(r16, reinterpret_cast<uint16_t*>(p0) + 16);
        R::StoreAlign(reinterpret_cast<uint16_t*>(dst), r16, all);
        R::LoadAlign<uint16_t, R::LoadDist::DIST_DS_B16>(r16, reinterpret_cast<uint16_t*>(p0));
        R::StoreAlign(reinterpret_cast<uint16_t*>(dst + 64), r16, all);
        R::LoadAlign<uint32_t, R::LoadDist::DIST_E2B_B32>(r32, reinterpret_cast<uint32_t*>(p1) + 8);
        R::StoreAlign(dst + 128, r32, all);
        R::LoadAlign<uint32_t, R::LoadDist::DIST_UNPACK_B32>(r32, reinterpret_cast<uint32_t*>(p1) + 32);
        R::StoreAlign(dst + 192, r32, all);
        R::LoadAlign<uint8_t, R::LoadDist::DIST_UNPACK4_B8>(r8, p2);
        R::StoreAlign(reinterpret_cast<uint8_t*>(dst + 256), r8, all);
    });
    ExpectClean(out);
    const auto v16 = As<uint16_t>(b[3], 256);
    const auto v32 = As<uint32_t>(b[3], 5 * 64);
    std::vector<uint8_t> v8(b[3].begin() + 256 * 4, b[3].begin() + 256 * 4 + 256);
    for (int i = 0; i < 128; ++i) {
        EXPECT_EQ(v16[i], h[16 + i / 2]) << "US " << i;  // each element twice
        EXPECT_EQ(v16[128 + i], h[2 * i]) << "DS " << i; // every other element of 2 VL
    }
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(v32[128 + i], w[8 + i / 8]) << "E2B " << i; // element k fills DataBlock k
        EXPECT_EQ(v32[192 + i], i % 2 == 0 ? w[32 + i / 2] : 0u) << "UNPACK_B32 " << i;
    }
    for (int i = 0; i < 256; ++i) {
        EXPECT_EQ(v8[i], i % 4 == 0 ? c[i / 4] : 0) << "UNPACK4_B8 " << i;
    }
}

// ---- unaligned moves (连续非对齐搬入（LoadUnAlign）.md, 连续非对齐搬出（StoreUnAlign）.md) -----------------
TEST_F(RegMoveTest, UnalignedCopyStreamsThroughTheUnalignedRegisters)
{
    // The pages' 图2 flow: 128 uint32_t from an address 16 bytes past a block boundary, two iterations
    // with post-update, StoreUnAlignPost once at the end; the destination 4 elements in.
    const auto x = Iota<uint32_t>(320, 1);
    std::vector<std::vector<uint8_t>> b = {Bytes(x), Bytes(std::vector<uint32_t>(320, 0xEEEEEEEEu))};
    ptrdiff_t srcMoved = 0, dstMoved = 0;
    const auto out = RunVf(b, [&](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        uint32_t* src = reinterpret_cast<uint32_t*>(p0) + 4;
        uint32_t* dst = reinterpret_cast<uint32_t*>(p1) + 3;
        uint32_t* const src0 = src;
        uint32_t* const dst0 = dst;
        R::RegTensor<uint32_t> r;
        R::UnalignRegForLoad ul;
        R::UnalignRegForStore us;
        R::LoadUnAlignPre(ul, src);
        for (uint16_t i = 0; i < 2; ++i) {
            R::LoadUnAlign(r, ul, src, 64);
            R::StoreUnAlign(dst, r, us, 64);
        }
        R::StoreUnAlignPost(dst, us, 5);
        srcMoved = src - src0;
        dstMoved = dst - dst0;
    });
    ExpectClean(out);
    EXPECT_EQ(srcMoved, 128);
    EXPECT_EQ(dstMoved, 128 + 5);
    const auto v = As<uint32_t>(b[1], 320);
    for (int i = 0; i < 320; ++i) {
        EXPECT_EQ(v[i], (i >= 3 && i < 131) ? x[4 + i - 3] : 0xEEEEEEEEu) << i;
    }
}

TEST_F(RegMoveTest, UnalignedLoadKeepsTheBlockOfTheNextAddress)
{
    // move_reg_scenario_2's pattern: stride 2 floats (8 bytes) through one DataBlock, only the first
    // 8 bytes used; then a stride that leaves the block read (no Pre again: the register followed it).
    const auto x = Iota<float>(128, 1.0f);
    std::vector<std::vector<uint8_t>> b = {Bytes(x), Bytes(std::vector<float>(8 * 64, 0.0f))};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        float* src = reinterpret_cast<float*>(p0) + 1;
        auto* dst = reinterpret_cast<float*>(p1);
        R::MaskReg all = R::CreateMask<float>();
        R::RegTensor<float> r;
        R::UnalignRegForLoad ul;
        R::LoadUnAlignPre(ul, src);
        for (uint16_t i = 0; i < 4; ++i) {
            R::LoadUnAlign(r, ul, src, 2);
            R::StoreAlign(dst + 64 * i, r, all);
        }
        for (uint16_t i = 4; i < 8; ++i) {
            R::LoadUnAlign(r, ul, src, 13); // 52 bytes: the next block is inside what was read
            R::StoreAlign(dst + 64 * i, r, all);
        }
    });
    ExpectClean(out);
    const auto v = As<float>(b[1], 8 * 64);
    int start = 1;
    for (int i = 0; i < 8; ++i) {
        for (int k = 0; k < 64; ++k) {
            const int e = start + k;
            EXPECT_EQ(v[64 * i + k], e < 128 ? x[e] : v[64 * i + k]) << i << " " << k;
        }
        start += i < 4 ? 2 : 13;
    }
}

TEST_F(RegMoveTest, UnalignedAddrRegFormsAndLoadStoreHelpers)
{
    const auto x = Iota<uint16_t>(512, 3);
    std::vector<std::vector<uint8_t>> b = {Bytes(x), Bytes(std::vector<uint16_t>(512, 0)),
                                           Bytes(std::vector<uint16_t>(512, 0))};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
        uint16_t* src = reinterpret_cast<uint16_t*>(p0) + 5;
        uint16_t* dst = reinterpret_cast<uint16_t*>(p1) + 7;
        R::RegTensor<uint16_t> r;
        R::UnalignRegForLoad ul;
        R::UnalignRegForStore us;
        R::AddrReg a;
        for (uint16_t i = 0; i < 3; ++i) { // LoadUnAlign.md's LoadUnAlignVF3
            a = R::CreateAddrReg<uint16_t>(i, 128);
            R::LoadUnAlignPre(ul, src, a);
            R::LoadUnAlign(r, ul, src, a, 0);
            R::StoreUnAlign(dst, r, us, a);
        }
        R::StoreUnAlignPost(dst, us, a);
        // Load / Store: one VL from an unaligned address; Store of 37 elements.
        auto* d2 = reinterpret_cast<uint16_t*>(p2);
        R::Load(r, reinterpret_cast<uint16_t*>(p0) + 9);
        R::Store(d2 + 1, r);
        R::Store(d2 + 200, r, 37);
    });
    ExpectClean(out);
    const auto v = As<uint16_t>(b[1], 512), w = As<uint16_t>(b[2], 512);
    for (int i = 0; i < 512; ++i) {
        EXPECT_EQ(v[i], (i >= 7 && i < 7 + 384) ? x[5 + i - 7] : 0) << i;
        uint16_t expect = 0;
        if (i >= 1 && i < 129)
            expect = x[9 + i - 1];
        if (i >= 200 && i < 237)
            expect = x[9 + i - 200];
        EXPECT_EQ(w[i], expect) << i;
    }
}

// ---- MaskReg moves (MaskReg搬入（LoadAlign）.md, MaskReg搬出（StoreAlign）.md,
//      MaskReg搬入（MaskGenWithRegTensor）.md, MaskReg非对齐搬出（StoreUnAlign）.md) -----------------
bool BitOf(const std::vector<uint8_t>& bytes, size_t off, uint32_t j)
{
    return ((bytes[off + j / 8] >> (j % 8)) & 1) != 0;
}

TEST_F(RegMoveTest, MaskLoadsSelectAndMaskStoresWriteTheBits)
{
    std::vector<uint8_t> bits(128);
    uint32_t s = 12345;
    for (auto& byte : bits) {
        s = s * 1103515245u + 12345u;
        byte = static_cast<uint8_t>(s >> 16);
    }
    const auto x = Iota<float>(64, 1.0f);
    const auto y = Iota<float>(64, -100.0f);
    std::vector<std::vector<uint8_t>> b = {bits, Bytes(x), Bytes(y), std::vector<uint8_t>(3 * 256 + 128, 0)};
    ptrdiff_t moved = 0;
    const auto out = RunVf(b, [&](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t* p3) {
        R::RegTensor<float> a, c, z;
        R::LoadAlign(a, reinterpret_cast<float*>(p1));
        R::LoadAlign(c, reinterpret_cast<float*>(p2));
        R::MaskReg all = R::CreateMask<float>();
        R::MaskReg m;
        uint8_t* mp = p0;
        R::LoadAlign<uint8_t, R::PostLiteral::POST_MODE_UPDATE>(m, mp, 32); // offset in bytes
        moved = mp - p0;
        R::Select(z, a, c, m);
        R::StoreAlign(reinterpret_cast<float*>(p3), z, all);
        R::LoadAlign<uint8_t, R::MaskDist::DIST_US>(m, p0 + 32);
        R::StoreAlign(p3 + 256, m);
        R::LoadAlign<uint8_t, R::MaskDist::DIST_DS>(m, p0 + 64);
        R::StoreAlign(p3 + 288, m);
        R::LoadAlign(m, p0);
        R::StoreAlign<uint8_t, R::MaskDist::DIST_PACK>(p3 + 320, m);
        // MaskGenWithRegTensor: the 8-byte block 3 of a b32 register, the 16-byte block 5 of a b16 one.
        R::RegTensor<uint32_t> r32;
        R::RegTensor<uint16_t> r16;
        R::LoadAlign(r32, reinterpret_cast<uint32_t*>(p0));
        R::MaskGenWithRegTensor<uint32_t, 3>(m, r32);
        R::StoreAlign(p3 + 352, m);
        R::LoadAlign(r16, reinterpret_cast<uint16_t*>(p0));
        R::MaskGenWithRegTensor<uint16_t, 5>(m, r16);
        R::StoreAlign(p3 + 384, m);
        // MaskReg StoreUnAlign: b32 packs every 4th bit (8 bytes), b16 every 2nd (16 bytes).
        R::UnalignRegForStore us;
        R::LoadAlign(m, p0);
        uint32_t* d32 = reinterpret_cast<uint32_t*>(p3 + 416 + 8);
        R::StoreUnAlign(d32, m, us);
        R::StoreUnAlignPost(d32, us, 0);
        uint16_t* d16 = reinterpret_cast<uint16_t*>(p3 + 448 + 16);
        R::StoreUnAlign(d16, m, us);
        R::StoreUnAlignPost(d16, us, 0);
    });
    ExpectClean(out);
    EXPECT_EQ(moved, 32);
    const auto z = As<float>(b[3], 64);
    for (uint32_t i = 0; i < 64; ++i) {
        EXPECT_EQ(z[i], BitOf(bits, 0, 4 * i) ? x[i] : y[i]) << i; // b32 element i: bit 4i
    }
    const auto& o = b[3];
    for (uint32_t j = 0; j < 256; ++j) {
        EXPECT_EQ(BitOf(o, 256, j), BitOf(bits, 32, j / 2)) << "US " << j;
        EXPECT_EQ(BitOf(o, 288, j), BitOf(bits, 64, 2 * j)) << "DS " << j;
        EXPECT_EQ(BitOf(o, 352, j), BitOf(bits, 3 * 8, j / 4)) << "MaskGen b32 " << j;
        EXPECT_EQ(BitOf(o, 384, j), BitOf(bits, 5 * 16, j / 2)) << "MaskGen b16 " << j;
    }
    for (uint32_t j = 0; j < 128; ++j) {
        EXPECT_EQ(BitOf(o, 320, j), BitOf(bits, 0, 2 * j)) << "PACK " << j;
        EXPECT_EQ(BitOf(o, 448 + 16, j), BitOf(bits, 0, 2 * j)) << "StoreUnAlign b16 " << j;
    }
    for (uint32_t j = 0; j < 64; ++j) {
        EXPECT_EQ(BitOf(o, 416 + 8, j), BitOf(bits, 0, 4 * j)) << "StoreUnAlign b32 " << j;
    }
    for (int k = 0; k < 8; ++k) {
        EXPECT_EQ(o[416 + k], 0) << k;      // before the unaligned b32 store: untouched
        EXPECT_EQ(o[416 + 16 + k], 0) << k; // after its 8 bytes
    }
}

// ---- b64 registers (寄存器数据类型/RegTensor.md 图3; the trait example's Div) ---------------------------
TEST_F(RegMoveTest, Int64RegistersWithOneAndTwoVectorRegisters)
{
    std::vector<int64_t> x(192), y(192);
    for (int i = 0; i < 192; ++i) {
        x[i] = (int64_t(1) << 40) * (i % 7 - 3) + 977 * i - 5;
        y[i] = (i % 5 == 0) ? -3 : 1000003 + 17 * i;
    }
    std::vector<std::vector<uint8_t>> b = {Bytes(x), Bytes(y), Bytes(std::vector<int64_t>(192, 42)),
                                           Bytes(std::vector<int64_t>(192, 42))};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t* p3) {
        { // RegTraitNumOne: 32 elements per register, post-update by 32
            int64_t* xa = reinterpret_cast<int64_t*>(p0);
            int64_t* ya = reinterpret_cast<int64_t*>(p1);
            int64_t* za = reinterpret_cast<int64_t*>(p2);
            R::MaskReg m = R::CreateMask<int64_t, R::MaskPattern::ALL, R::RegTraitNumOne>();
            R::RegTensor<int64_t, R::RegTraitNumOne> a, c, q;
            for (uint16_t i = 0; i < 6; ++i) {
                R::LoadAlign<int64_t, R::PostLiteral::POST_MODE_UPDATE>(a, xa, 32);
                R::LoadAlign<int64_t, R::PostLiteral::POST_MODE_UPDATE>(c, ya, 32);
                R::Div(q, a, c, m);
                R::StoreAlign<int64_t, R::PostLiteral::POST_MODE_UPDATE>(za, q, 32, m);
            }
        }
        { // RegTraitNumTwo: 64 elements per register; UpdateMask counts 64 at a time, 150 in all
            int64_t* xa = reinterpret_cast<int64_t*>(p0);
            int64_t* ya = reinterpret_cast<int64_t*>(p1);
            int64_t* za = reinterpret_cast<int64_t*>(p3);
            uint32_t count = 150;
            R::RegTensor<int64_t, R::RegTraitNumTwo> a, c, s;
            for (uint16_t i = 0; i < 3; ++i) {
                R::MaskReg m = R::UpdateMask<int64_t, R::RegTraitNumTwo>(count);
                R::LoadAlign<int64_t, R::PostLiteral::POST_MODE_UPDATE>(a, xa, 64);
                R::LoadAlign<int64_t, R::PostLiteral::POST_MODE_UPDATE>(c, ya, 64);
                R::Add(s, a, c, m);
                R::Sub(s, s, c, m);
                R::Mul(s, s, c, m);
                R::StoreAlign<int64_t, R::PostLiteral::POST_MODE_UPDATE>(za, s, 64, m);
            }
        }
    });
    ExpectClean(out);
    const auto q = As<int64_t>(b[2], 192), s = As<int64_t>(b[3], 192);
    for (int i = 0; i < 192; ++i) {
        EXPECT_EQ(q[i], x[i] / y[i]) << i; // truncation toward zero, as C
        const int64_t prod = static_cast<int64_t>(static_cast<uint64_t>(x[i]) * static_cast<uint64_t>(y[i]));
        EXPECT_EQ(s[i], i < 150 ? prod : 42) << i;
    }
}

TEST_F(RegMoveTest, Int64MaskPatternsCountTheRegistersElements)
{
    std::vector<std::vector<uint8_t>> b = {Bytes(std::vector<int64_t>(64 + 32, 0))};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t*, uint8_t*, uint8_t*) {
        auto* d = reinterpret_cast<int64_t*>(p0);
        R::RegTensor<int64_t, R::RegTraitNumTwo> two;
        R::RegTensor<int64_t> one;
        R::Duplicate(two, int64_t(-9));
        R::Duplicate(one, int64_t(7));
        R::MaskReg h2 = R::CreateMask<int64_t, R::MaskPattern::H, R::RegTraitNumTwo>(); // 32 of 64
        R::MaskReg q1 = R::CreateMask<int64_t, R::MaskPattern::Q>();                    // 8 of 32
        R::StoreAlign(d, two, h2);
        R::StoreAlign(d + 64, one, q1);
    });
    ExpectClean(out);
    const auto v = As<int64_t>(b[0], 96);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(v[i], i < 32 ? -9 : 0) << i;
    }
    for (int i = 0; i < 32; ++i) {
        EXPECT_EQ(v[64 + i], i < 8 ? 7 : 0) << i;
    }
}

} // namespace
