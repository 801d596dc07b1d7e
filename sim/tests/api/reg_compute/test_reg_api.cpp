// The Reg vector API, one family at a time, against float64 references and the docs' own examples
// (docs/zh/api/SIMD-API/基础API/Reg矢量计算/). Every test runs a real Vector Function on an emulated
// core (reg_test_util.h): UB in, registers, UB out.
#include <algorithm>
#include <cmath>
#include <limits>

#include "reg_test_util.h"

using namespace AscendC;
using namespace regtest;
namespace R = AscendC::Reg;

namespace {

class RegApiTest : public KernelTest {};

float F(uint32_t bits) { return BitsFloat(bits); }

// Correctly rounded float / half of a long double (the references).
float RoundF(long double v) { return ascsim::num::RoundLongDouble<float>(v); }

// ---- the docs' AddVF, launched as asc_vf_call.md's Compute() does (VF调用/asc_vf_call.md) -------
template <typename T>
__simd_vf__ inline void DocAddVf(__ubuf__ T* dstAddr, __ubuf__ T* src0Addr, __ubuf__ T* src1Addr, uint32_t count,
                                 uint16_t oneRepeatSize, uint16_t repeatTimes)
{
    R::RegTensor<T> src0Reg, src1Reg, dstReg;
    R::MaskReg mask;
    for (uint16_t i = 0; i < repeatTimes; i++) {
        mask = R::UpdateMask<T>(count);
        R::LoadAlign(src0Reg, src0Addr + i * oneRepeatSize);
        R::LoadAlign(src1Reg, src1Addr + i * oneRepeatSize);
        R::Add(dstReg, src0Reg, src1Reg, mask);
        R::StoreAlign(dstAddr + i * oneRepeatSize, dstReg, mask);
    }
}
template <typename T>
void DocAddKernel(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    constexpr uint32_t kCount = 512;
    TPipe pipe;
    TQue<TPosition::VECIN, 1> inQueueX, inQueueY;
    TQue<TPosition::VECOUT, 1> outQueueZ;
    pipe.InitBuffer(inQueueX, 1, kCount * sizeof(T));
    pipe.InitBuffer(inQueueY, 1, kCount * sizeof(T));
    pipe.InitBuffer(outQueueZ, 1, kCount * sizeof(T));
    GlobalTensor<T> gx, gy, gz;
    gx.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(x), kCount);
    gy.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(y), kCount);
    gz.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(z), kCount);
    LocalTensor<T> lx = inQueueX.AllocTensor<T>(), ly = inQueueY.AllocTensor<T>();
    DataCopy(lx, gx, kCount);
    DataCopy(ly, gy, kCount);
    inQueueX.EnQue(lx);
    inQueueY.EnQue(ly);
    // Compute(), as in asc_vf_call.md
    LocalTensor<T> dst = outQueueZ.AllocTensor<T>();
    LocalTensor<T> src0 = inQueueX.DeQue<T>();
    LocalTensor<T> src1 = inQueueY.DeQue<T>();
    constexpr uint16_t oneRepeatSize = GetVecLen() / sizeof(T);
    uint32_t count = kCount;
    const uint16_t repeatTimes = static_cast<uint16_t>((count + oneRepeatSize - 1) / oneRepeatSize);
    __ubuf__ T* dstAddr = (__ubuf__ T*)dst.GetPhyAddr();
    __ubuf__ T* src0Addr = (__ubuf__ T*)src0.GetPhyAddr();
    __ubuf__ T* src1Addr = (__ubuf__ T*)src1.GetPhyAddr();
    asc_vf_call<DocAddVf<T>>(dstAddr, src0Addr, src1Addr, count, oneRepeatSize, repeatTimes);
    outQueueZ.EnQue(dst);
    inQueueX.FreeTensor(src0);
    inQueueY.FreeTensor(src1);
    LocalTensor<T> out = outQueueZ.DeQue<T>();
    DataCopy(gz, out, kCount);
    outQueueZ.FreeTensor(out);
}
TEST_F(RegApiTest, AscVfCallExampleOfTheDoc)
{
    const auto fx = RandomFloats(512, -50.0f, 50.0f, 7), fy = RandomFloats(512, -50.0f, 50.0f, 8);
    {
        DeviceBuffer x = Upload(fx), y = Upload(fy), z(512 * sizeof(float));
        ExpectClean(Launch(&DocAddKernel<float>, 1, {x.get(), y.get(), z.get()}));
        const auto r = z.Read<float>(512);
        for (int i = 0; i < 512; ++i) {
            EXPECT_EQ(r[i], fx[i] + fy[i]) << i;
        }
    }
    {
        std::vector<half> hx(512), hy(512);
        for (int i = 0; i < 512; ++i) {
            hx[i] = half(fx[i]);
            hy[i] = half(fy[i]);
        }
        DeviceBuffer x = Upload(hx), y = Upload(hy), z(512 * sizeof(half));
        ExpectClean(Launch(&DocAddKernel<half>, 1, {x.get(), y.get(), z.get()}));
        const auto r = z.Read<half>(512);
        for (int i = 0; i < 512; ++i) {
            const double sum = static_cast<double>(static_cast<float>(hx[i])) + static_cast<float>(hy[i]);
            EXPECT_EQ(r[i].bits(), half(sum).bits()) << i;
        }
    }
    EXPECT_EQ(GetVecLen(), 256u);
}

// ---- MaskReg: UpdateMask / CreateMask (寄存器数据类型/MaskReg.md) --------------------------------
TEST_F(RegApiTest, UpdateMaskSelectsTheFirstNAndCountsDown)
{
    std::vector<std::vector<uint8_t>> b = {Bytes(std::vector<float>(192, 0.0f))};
    uint32_t after[3] = {};
    const auto out = RunVf(b, [&](uint8_t* p0, uint8_t*, uint8_t*, uint8_t*) {
        auto* dst = reinterpret_cast<float*>(p0);
        uint32_t count = 100; // 64 + 36
        R::RegTensor<float> ones;
        R::Duplicate(ones, 1.0f);
        for (uint16_t i = 0; i < 3; ++i) {
            R::MaskReg m = R::UpdateMask<float>(count);
            after[i] = count;
            R::StoreAlign(dst + i * 64, ones, m);
        }
    });
    ExpectClean(out);
    EXPECT_EQ(after[0], 36u); // scalarValue - VL_T
    EXPECT_EQ(after[1], 0u);  // (scalarValue < VL_T) ? 0
    EXPECT_EQ(after[2], 0u);
    const auto v = As<float>(b[0], 192);
    for (int i = 0; i < 192; ++i) {
        EXPECT_EQ(v[i], i < 100 ? 1.0f : 0.0f) << i;
    }
}

TEST_F(RegApiTest, CreateMaskPatterns)
{
    // One 128-element half register per pattern: ALL VL16 M3 M4 H Q ALLF VL128.
    std::vector<std::vector<uint8_t>> b = {std::vector<uint8_t>(8 * 256, 0)};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t*, uint8_t*, uint8_t*) {
        auto* dst = reinterpret_cast<half*>(p0);
        R::RegTensor<half> ones;
        R::Duplicate(ones, half(1.0f));
        R::MaskReg m[8] = {R::CreateMask<half>(),
                           R::CreateMask<half, R::MaskPattern::VL16>(),
                           R::CreateMask<half, R::MaskPattern::M3>(),
                           R::CreateMask<half, R::MaskPattern::M4>(),
                           R::CreateMask<half, R::MaskPattern::H>(),
                           R::CreateMask<half, R::MaskPattern::Q>(),
                           R::CreateMask<half, R::MaskPattern::ALLF>(),
                           R::CreateMask<half, R::MaskPattern::VL128>()};
        for (int k = 0; k < 8; ++k) {
            R::StoreAlign(dst + k * 128, ones, m[k]);
        }
    });
    ExpectClean(out);
    const auto v = As<uint16_t>(b[0], 8 * 128);
    auto on = [&](int k, int i) { return v[k * 128 + i] == 0x3C00; };
    for (int i = 0; i < 128; ++i) {
        EXPECT_TRUE(on(0, i));
        EXPECT_EQ(on(1, i), i < 16) << i;
        EXPECT_EQ(on(2, i), i % 3 == 0) << i;
        EXPECT_EQ(on(3, i), i % 4 == 0) << i;
        EXPECT_EQ(on(4, i), i < 64) << i;
        EXPECT_EQ(on(5, i), i < 32) << i;
        EXPECT_FALSE(on(6, i)) << i;
        EXPECT_TRUE(on(7, i)) << i;
    }
}

// ---- LoadAlign / StoreAlign (Reg数据搬入/连续对齐搬入（LoadAlign）.md, Reg数据搬出/...StoreAlign.md) ---
TEST_F(RegApiTest, LoadStoreRoundTripWritesOnlyTheSelectedElements)
{
    // The docs' ComputeMode01: 100 floats through two VL iterations with UpdateMask.
    const auto in = RandomFloats(128, -10.0f, 10.0f, 1);
    std::vector<std::vector<uint8_t>> b = {Bytes(in), Bytes(std::vector<float>(128, -7.0f))};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        auto* src = reinterpret_cast<float*>(p0);
        auto* dst = reinterpret_cast<float*>(p1);
        uint32_t count = 100;
        R::RegTensor<float> r;
        for (uint16_t i = 0; i < 2; ++i) {
            R::MaskReg m = R::UpdateMask<float>(count);
            R::LoadAlign(r, src + i * 64);
            R::StoreAlign(dst + i * 64, r, m);
        }
    });
    ExpectClean(out);
    const auto v = As<float>(b[1], 128);
    for (int i = 0; i < 128; ++i) {
        EXPECT_EQ(FloatBits(v[i]), FloatBits(i < 100 ? in[i] : -7.0f)) << i;
    }
}

TEST_F(RegApiTest, PostUpdateFormsAdvanceTheAddress)
{
    // The docs' ComputeMode02: srcAddr += postUpdateStride after each access.
    const auto in = RandomFloats(256, -1.0f, 1.0f, 2);
    std::vector<std::vector<uint8_t>> b = {Bytes(in), Bytes(std::vector<float>(256, 0.0f))};
    ptrdiff_t moved[2] = {};
    const auto out = RunVf(b, [&](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        auto* src = reinterpret_cast<float*>(p0);
        auto* dst = reinterpret_cast<float*>(p1);
        float* const src0 = src;
        float* const dst0 = dst;
        uint32_t count = 256;
        R::RegTensor<float> r;
        for (uint16_t i = 0; i < 4; ++i) {
            R::MaskReg m = R::UpdateMask<float>(count);
            R::LoadAlign<float, R::PostLiteral::POST_MODE_UPDATE>(r, src, 64);
            R::StoreAlign<float, R::PostLiteral::POST_MODE_UPDATE>(dst, r, 64, m);
        }
        moved[0] = src - src0;
        moved[1] = dst - dst0;
    });
    ExpectClean(out);
    EXPECT_EQ(moved[0], 256);
    EXPECT_EQ(moved[1], 256);
    EXPECT_EQ(As<float>(b[1], 256), in);
}

TEST_F(RegApiTest, BroadcastAndBlockLoads)
{
    std::vector<float> in(64);
    for (int i = 0; i < 64; ++i) {
        in[i] = static_cast<float>(i + 1);
    }
    std::vector<std::vector<uint8_t>> b = {Bytes(in), Bytes(std::vector<float>(128, 0.0f))};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        auto* src = reinterpret_cast<float*>(p0);
        auto* dst = reinterpret_cast<float*>(p1);
        R::MaskReg all = R::CreateMask<float>();
        R::RegTensor<float> r;
        R::LoadAlign<float, R::LoadDist::DIST_BRC_B32>(r, src + 3); // 4-byte alignment suffices
        R::StoreAlign(dst, r, all);
        R::LoadAlign<float, R::LoadDist::DIST_BLK>(r, src + 8); // one 32-byte block, repeated
        R::StoreAlign(dst + 64, r, all);
    });
    ExpectClean(out);
    const auto v = As<float>(b[1], 128);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(v[i], 4.0f);
        EXPECT_EQ(v[64 + i], static_cast<float>(9 + i % 8));
    }
}

TEST_F(RegApiTest, FirstElementStoreIgnoresTheMask)
{
    std::vector<std::vector<uint8_t>> b = {Bytes(std::vector<float>{5.0f, 6.0f}), Bytes(std::vector<float>(8, 0.0f))};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        R::MaskReg none = R::CreateMask<float, R::MaskPattern::ALLF>();
        R::RegTensor<float> r;
        R::LoadAlign<float, R::LoadDist::DIST_BRC_B32>(r, reinterpret_cast<float*>(p0) + 1);
        R::StoreAlign<float, R::StoreDist::DIST_FIRST_ELEMENT_B32>(reinterpret_cast<float*>(p1) + 3, r, none);
    });
    ExpectClean(out);
    EXPECT_EQ(As<float>(b[1], 8), (std::vector<float>{0, 0, 0, 6.0f, 0, 0, 0, 0}));
}

// ---- Cast and the width-changing layouts (类型转换/Cast.md, 辅助数据类型/RegLayout.md) -----------
constexpr R::CastTrait kWiden0 = {R::RegLayout::ZERO, R::SatMode::UNKNOWN, R::MaskMergeMode::ZEROING,
                                  RoundMode::UNKNOWN};
constexpr R::CastTrait kWiden1 = {R::RegLayout::ONE, R::SatMode::UNKNOWN, R::MaskMergeMode::ZEROING,
                                  RoundMode::UNKNOWN};
constexpr R::CastTrait kNarrow0 = {R::RegLayout::ZERO, R::SatMode::NO_SAT, R::MaskMergeMode::ZEROING,
                                   RoundMode::CAST_RINT};
constexpr R::CastTrait kNarrow1 = {R::RegLayout::ONE, R::SatMode::NO_SAT, R::MaskMergeMode::ZEROING,
                                   RoundMode::CAST_RINT};
constexpr R::CastTrait kNarrowSat = {R::RegLayout::ZERO, R::SatMode::SAT, R::MaskMergeMode::ZEROING,
                                     RoundMode::CAST_RINT};

TEST_F(RegApiTest, HalfToFloatWithUnpackLoadAndLayouts)
{
    // The docs' 场景1 flow: DIST_UNPACK_B16 puts UB element k in b16 slot 2k; layout ZERO then
    // converts slot 2i into float lane i. Layout ONE on a plain DIST_NORM load converts the odd
    // slots 2i + 1, read with a b16 mask (every element valid).
    std::vector<half> in(128);
    for (int i = 0; i < 128; ++i) {
        in[i] = half(0.25f * static_cast<float>(i) - 7.0f);
    }
    std::vector<std::vector<uint8_t>> b = {Bytes(in), Bytes(std::vector<float>(128, -1.0f))};
    const auto out = RunVf(b, [](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        auto* src = reinterpret_cast<half*>(p0);
        auto* dst = reinterpret_cast<float*>(p1);
        uint32_t count = 64;
        R::MaskReg m = R::UpdateMask<float>(count);
        R::RegTensor<half> h;
        R::RegTensor<float> f;
        R::LoadAlign<half, R::LoadDist::DIST_UNPACK_B16>(h, src);
        R::Cast<float, half, kWiden0>(f, h, m);
        R::StoreAlign(dst, f, m);
        R::MaskReg m16 = R::CreateMask<half>();
        R::LoadAlign(h, src);
        R::Cast<float, half, kWiden1>(f, h, m16);
        R::StoreAlign(dst + 64, f, m);
    });
    ExpectClean(out);
    const auto v = As<float>(b[1], 128);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(v[i], static_cast<float>(in[i])) << i;
        EXPECT_EQ(v[64 + i], static_cast<float>(in[2 * i + 1])) << i;
    }
}

TEST_F(RegApiTest, FloatToHalfLayoutAndPackStore)
{
    // 场景2's flow: the b16 results sit in slot 2i + layout, the other slot of the pair is 0
    // (RegLayout.md cast_b32_to_b16); DIST_PACK_B32 stores the low halves contiguously. CTRL[60] = 0
    // so that the trait's satMode decides (Cast.md 表5; test_reg_saturation.cpp has the other modes).
    std::vector<float> in = RandomFloats(64, -100.0f, 100.0f, 3);
    in[5] = 1e6f; // overflows half: +inf with NO_SAT, 65504 with SAT
    in[6] = std::numeric_limits<float>::quiet_NaN();
    std::vector<std::vector<uint8_t>> b = {Bytes(in), std::vector<uint8_t>(256, 0xAB), std::vector<uint8_t>(256, 0xAB),
                                           std::vector<uint8_t>(128, 0)};
    const auto out = RunVf(
        b,
        [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t* p3) {
            auto* src = reinterpret_cast<float*>(p0);
            uint32_t count = 40;
            R::MaskReg m = R::UpdateMask<float>(count);
            R::MaskReg all16 = R::CreateMask<half>();
            R::RegTensor<float> f;
            R::RegTensor<half> h;
            R::LoadAlign(f, src);
            R::Cast<half, float, kNarrow0>(h, f, m);
            R::StoreAlign(reinterpret_cast<half*>(p1), h, all16); // the raw b16 slots
            R::Cast<half, float, kNarrow1>(h, f, m);
            R::StoreAlign(reinterpret_cast<half*>(p2), h, all16);
            R::Cast<half, float, kNarrowSat>(h, f, m);
            R::StoreAlign<half, R::StoreDist::DIST_PACK_B32>(reinterpret_cast<half*>(p3), h, m);
        },
        CtrlSetup{0, -1, -1});
    ExpectClean(out);
    const auto zero = As<uint16_t>(b[1], 128), one = As<uint16_t>(b[2], 128), packed = As<uint16_t>(b[3], 64);
    for (int i = 0; i < 64; ++i) {
        const uint16_t expect = i < 40 ? half(in[i]).bits() : 0;
        EXPECT_EQ(zero[2 * i], expect) << i;
        EXPECT_EQ(zero[2 * i + 1], 0) << i;
        EXPECT_EQ(one[2 * i], 0) << i;
        EXPECT_EQ(one[2 * i + 1], expect) << i;
    }
    EXPECT_EQ(zero[10], 0x7C00); // 1e6 -> +inf without saturation
    EXPECT_EQ(zero[12] & 0x7C00, 0x7C00);
    EXPECT_NE(zero[12] & 0x03FF, 0); // NaN stays NaN
    for (int i = 0; i < 64; ++i) {
        uint16_t expect = i < 40 ? half(in[i]).bits() : 0;
        if (i == 5)
            expect = 0x7BFF; // SAT: the largest finite half
        if (i == 6)
            expect = 0;                    // SAT: NaN -> 0
        EXPECT_EQ(packed[i], expect) << i; // unselected elements are not written (0 uploaded)
    }
}

TEST_F(RegApiTest, FloatInt32AndHalfBf16Casts)
{
    static constexpr R::CastTrait toIntSat = {R::RegLayout::UNKNOWN, R::SatMode::SAT, R::MaskMergeMode::ZEROING,
                                              RoundMode::CAST_ROUND};
    static constexpr R::CastTrait toIntWrap = {R::RegLayout::UNKNOWN, R::SatMode::NO_SAT, R::MaskMergeMode::ZEROING,
                                               RoundMode::CAST_FLOOR};
    static constexpr R::CastTrait toFloat = {R::RegLayout::UNKNOWN, R::SatMode::UNKNOWN, R::MaskMergeMode::ZEROING,
                                             RoundMode::CAST_RINT};
    std::vector<float> in(64, 0.0f);
    in[0] = 2.5f;
    in[1] = -2.5f;
    in[2] = 6442450944.0f; // 1.5 * 2^32: low 32 bits 2^31
    in[3] = std::numeric_limits<float>::infinity();
    in[4] = std::numeric_limits<float>::quiet_NaN();
    in[5] = -1.7f;
    std::vector<int32_t> ints(64, 0);
    ints[0] = 16777217; // 2^24 + 1: RINT to 2^24
    ints[1] = -3;
    std::vector<std::vector<uint8_t>> b = {Bytes(in), Bytes(ints), Bytes(std::vector<int32_t>(128, 0))};
    const auto out = RunVf(
        b,
        [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
            R::MaskReg m = R::CreateMask<float>();
            R::RegTensor<float> f;
            R::RegTensor<int32_t> i;
            auto* dst = reinterpret_cast<int32_t*>(p2);
            R::LoadAlign(f, reinterpret_cast<float*>(p0));
            R::Cast<int32_t, float, toIntSat>(i, f, m);
            R::StoreAlign(dst, i, m);
            R::Cast<int32_t, float, toIntWrap>(i, f, m);
            R::StoreAlign(dst + 64, i, m);
            R::LoadAlign(i, reinterpret_cast<int32_t*>(p1));
            R::Cast<float, int32_t, toFloat>(f, i, m);
            R::StoreAlign(reinterpret_cast<float*>(p1), f, m);
        },
        CtrlSetup{0, -1, -1}); // CTRL[60] = 0: the trait's satMode decides (Cast.md 表5)
    ExpectClean(out);
    const auto r = As<int32_t>(b[2], 128);
    EXPECT_EQ(r[0], 3); // CAST_ROUND: half away from zero
    EXPECT_EQ(r[1], -3);
    EXPECT_EQ(r[2], 2147483647); // SAT
    EXPECT_EQ(r[3], 2147483647);
    EXPECT_EQ(r[4], 0);
    EXPECT_EQ(r[5], -2);
    EXPECT_EQ(r[64 + 0], 2); // FLOOR
    EXPECT_EQ(r[64 + 1], -3);
    EXPECT_EQ(r[64 + 2], static_cast<int32_t>(0x80000000u)); // NO_SAT keeps the low 32 bits
    EXPECT_EQ(r[64 + 3], 2147483647);                        // +inf -> MAX even without SAT
    EXPECT_EQ(r[64 + 4], 0);
    EXPECT_EQ(r[64 + 5], -2);
    const auto fl = As<float>(b[1], 2);
    EXPECT_EQ(fl[0], 16777216.0f);
    EXPECT_EQ(fl[1], -3.0f);
}

// ---- arithmetic against float64 (基础算术/, 附录/Reg矢量计算接口精度标准汇总.md) ---------------------
// A VF applying one binary op to 256 float pairs, four VL iterations.
template <typename Op>
std::vector<float> BinaryFloat(const std::vector<float>& a, const std::vector<float>& b, Op op)
{
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(b), Bytes(std::vector<float>(a.size(), 0.0f))};
    const auto out = RunVf(bufs, [&](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
        uint32_t count = static_cast<uint32_t>(a.size());
        R::RegTensor<float> x, y, z;
        for (uint16_t i = 0; i < (a.size() + 63) / 64; ++i) {
            R::MaskReg m = R::UpdateMask<float>(count);
            R::LoadAlign(x, reinterpret_cast<float*>(p0) + i * 64);
            R::LoadAlign(y, reinterpret_cast<float*>(p1) + i * 64);
            op(z, x, y, m);
            R::StoreAlign(reinterpret_cast<float*>(p2) + i * 64, z, m);
        }
    });
    EXPECT_TRUE(out.ok) << out.report;
    return As<float>(bufs[2], a.size());
}

std::vector<float> Operands(uint32_t seed)
{
    auto v = RandomFloats(256, -1000.0f, 1000.0f, seed);
    v[0] = F(0x00000003); // subnormals: Add / Mul keep them (0ulp, support denormalized numbers)
    v[1] = F(0x80400000);
    v[2] = 0.0f;
    v[3] = -0.0f;
    v[4] = std::numeric_limits<float>::infinity();
    v[5] = 3.0e38f;
    return v;
}

TEST_F(RegApiTest, ExactArithmeticIsCorrectlyRounded)
{
    const auto a = Operands(11), b = Operands(12);
    const auto add = BinaryFloat(a, b, [](auto& z, auto& x, auto& y, auto& m) { R::Add(z, x, y, m); });
    const auto sub = BinaryFloat(a, b, [](auto& z, auto& x, auto& y, auto& m) { R::Sub(z, x, y, m); });
    const auto mul = BinaryFloat(a, b, [](auto& z, auto& x, auto& y, auto& m) { R::Mul(z, x, y, m); });
    const auto mx = BinaryFloat(a, b, [](auto& z, auto& x, auto& y, auto& m) { R::Max(z, x, y, m); });
    const auto mn = BinaryFloat(a, b, [](auto& z, auto& x, auto& y, auto& m) { R::Min(z, x, y, m); });
    for (size_t i = 0; i < a.size(); ++i) {
        const double x = a[i], y = b[i];
        // NaN results (inf - inf, 0 * inf) are the canonical NaN 0x7FFFFFFF (numerics/arith.h).
        auto same = [](float got, double want) {
            const float w = static_cast<float>(want);
            return std::isnan(w) ? FloatBits(got) == 0x7FFFFFFFu : FloatBits(got) == FloatBits(w);
        };
        EXPECT_TRUE(same(add[i], x + y)) << i;
        EXPECT_TRUE(same(sub[i], x - y)) << i;
        EXPECT_TRUE(same(mul[i], x * y)) << i;
        EXPECT_EQ(mx[i], std::fmax(a[i], b[i])) << i;
        EXPECT_EQ(mn[i], std::fmin(a[i], b[i])) << i;
    }
    EXPECT_EQ(FloatBits(mul[4]), FloatBits(std::numeric_limits<float>::infinity() * b[4]));
}

// MulAddDst / MulDstAdd (复合计算/MulAddDst.md, MulDstAdd.md): one rounding, as Fma (精度标准汇总).
// Reference: libm's std::fma (an independent implementation of the one-rounding result).
TEST_F(RegApiTest, MulAddDstAndMulDstAddAreFusedWithOneRounding)
{
    const auto a = Operands(21), b = Operands(22), c = Operands(23);
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(b), Bytes(c), Bytes(std::vector<float>(512, 0.0f))};
    const auto out = RunVf(bufs, [&](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t* p3) {
        uint32_t count = 256;
        R::RegTensor<float> x, y, z, acc;
        for (uint16_t i = 0; i < 4; ++i) {
            R::MaskReg m = R::UpdateMask<float>(count);
            R::LoadAlign(x, reinterpret_cast<float*>(p0) + i * 64);
            R::LoadAlign(y, reinterpret_cast<float*>(p1) + i * 64);
            R::LoadAlign(z, reinterpret_cast<float*>(p2) + i * 64);
            acc = z;
            R::MulAddDst(acc, x, y, m); // x * y + z
            R::StoreAlign(reinterpret_cast<float*>(p3) + i * 64, acc, m);
            acc = x;
            R::MulDstAdd(acc, y, z, m); // x * y + z
            R::StoreAlign(reinterpret_cast<float*>(p3) + 256 + i * 64, acc, m);
        }
    });
    ExpectClean(out);
    const auto v = As<float>(bufs[3], 512);
    int fusedOnly = 0; // cases where fma and mul-then-add differ: the test can tell them apart
    for (size_t i = 0; i < 256; ++i) {
        const float want = std::fma(a[i], b[i], c[i]);
        if (std::isnan(want)) {
            EXPECT_TRUE(std::isnan(v[i])) << i;
        } else {
            EXPECT_EQ(FloatBits(v[i]), FloatBits(want)) << i;
        }
        EXPECT_EQ(FloatBits(v[256 + i]), FloatBits(v[i])) << i;
        fusedOnly += FloatBits(a[i] * b[i] + c[i]) != FloatBits(want) ? 1 : 0;
    }
    EXPECT_GT(fusedOnly, 0);
    // 1 - x*x for x = 1 - 2^-24: the separate Mul rounds x*x to 1 - 2^-23 (d = 2^-23); the fused
    // form keeps the 2^-48 (d = 2^-23 - 2^-48).
    std::vector<std::vector<uint8_t>> one = {Bytes(std::vector<float>(64, 1.0f - 0x1p-24f)),
                                             Bytes(std::vector<float>(64, 0.0f))};
    ExpectClean(RunVf(one, [&](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        R::RegTensor<float> x, nx, d, unit;
        R::MaskReg m = R::CreateMask<float>();
        R::LoadAlign(x, reinterpret_cast<float*>(p0));
        R::Duplicate(unit, 1.0f, m);
        R::Neg(nx, x, m);
        d = nx;
        R::MulDstAdd(d, x, unit, m);
        R::StoreAlign(reinterpret_cast<float*>(p1), d, m);
    }));
    EXPECT_EQ(As<float>(one[1], 1)[0], static_cast<float>(0x1p-23 - 0x1p-48));
}

TEST_F(RegApiTest, ScalarFormsAndUnary)
{
    const auto a = Operands(13);
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(std::vector<float>(256 * 4, 0.0f))};
    const auto out = RunVf(bufs, [&](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        auto* src = reinterpret_cast<float*>(p0);
        auto* dst = reinterpret_cast<float*>(p1);
        uint32_t count = 256;
        R::RegTensor<float> x, z;
        for (uint16_t i = 0; i < 4; ++i) {
            R::MaskReg m = R::UpdateMask<float>(count);
            R::LoadAlign(x, src + i * 64);
            R::Adds(z, x, 0.75f, m);
            R::StoreAlign(dst + i * 64, z, m);
            R::Muls(z, x, -3, m); // an int scalar is converted to the element type
            R::StoreAlign(dst + 256 + i * 64, z, m);
            R::Abs(z, x, m);
            R::StoreAlign(dst + 512 + i * 64, z, m);
            R::Neg(z, x, m);
            R::StoreAlign(dst + 768 + i * 64, z, m);
        }
    });
    ExpectClean(out);
    const auto v = As<float>(bufs[1], 1024);
    for (size_t i = 0; i < 256; ++i) {
        const double x = a[i];
        EXPECT_EQ(FloatBits(v[i]), FloatBits(static_cast<float>(x + 0.75))) << i;
        EXPECT_EQ(FloatBits(v[256 + i]), FloatBits(static_cast<float>(x * -3.0))) << i;
        EXPECT_EQ(FloatBits(v[512 + i]), FloatBits(a[i]) & 0x7FFFFFFFu) << i;
        EXPECT_EQ(FloatBits(v[768 + i]), FloatBits(a[i]) ^ 0x80000000u) << i;
    }
}

// Relu.md's example VF (UpdateMask, LoadAlign, Relu, StoreAlign per register) over 200 floats and 100
// int32_t: max(0, x), the tail's inactive lanes never stored.
template <typename T>
void ReluVf(T* dst, T* src, uint32_t count, uint16_t oneRepeatSize, uint16_t repeatTimes)
{
    R::RegTensor<T> srcReg, dstReg;
    R::MaskReg mask;
    for (uint16_t i = 0; i < repeatTimes; i++) {
        mask = R::UpdateMask<T>(count);
        R::LoadAlign(srcReg, src + i * oneRepeatSize);
        R::Relu(dstReg, srcReg, mask);
        R::StoreAlign(dst + i * oneRepeatSize, dstReg, mask);
    }
}

TEST_F(RegApiTest, ReluExampleOfTheDoc)
{
    const auto a = Operands(15);
    std::vector<int32_t> n(128);
    for (size_t i = 0; i < n.size(); ++i) {
        n[i] = static_cast<int32_t>(i * 7919) - 400000;
    }
    n[0] = std::numeric_limits<int32_t>::min();
    n[1] = std::numeric_limits<int32_t>::max();
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(std::vector<float>(256, -1.0f)), Bytes(n),
                                              Bytes(std::vector<int32_t>(128, -1))};
    const auto out = RunVf(bufs, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t* p3) {
        ReluVf(reinterpret_cast<float*>(p1), reinterpret_cast<float*>(p0), 200, 64, 4);
        ReluVf(reinterpret_cast<int32_t*>(p3), reinterpret_cast<int32_t*>(p2), 100, 64, 2);
    });
    ExpectClean(out);
    const auto f = As<float>(bufs[1], 256);
    for (size_t i = 0; i < 256; ++i) {
        const float want = i < 200 ? (a[i] > 0.0f ? a[i] : 0.0f) : -1.0f;
        EXPECT_EQ(FloatBits(f[i]), FloatBits(want)) << i;
    }
    const auto r = As<int32_t>(bufs[3], 128);
    for (size_t i = 0; i < 128; ++i) {
        EXPECT_EQ(r[i], i < 100 ? std::max(n[i], 0) : -1) << i;
    }
}

// Relu on int64_t registers (Relu.md, 数据类型): 32 lanes of b64 per register.
TEST_F(RegApiTest, ReluInt64)
{
    std::vector<int64_t> n(64);
    for (size_t i = 0; i < n.size(); ++i) {
        n[i] = (static_cast<int64_t>(i) - 30) * (int64_t{1} << 35);
    }
    n[0] = std::numeric_limits<int64_t>::min();
    n[1] = std::numeric_limits<int64_t>::max();
    std::vector<std::vector<uint8_t>> bufs = {Bytes(n), Bytes(std::vector<int64_t>(64, -1))};
    ExpectClean(RunVf(bufs, [](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        ReluVf(reinterpret_cast<int64_t*>(p1), reinterpret_cast<int64_t*>(p0), 50, 32, 2);
    }));
    const auto r = As<int64_t>(bufs[1], 64);
    for (size_t i = 0; i < 64; ++i) {
        EXPECT_EQ(r[i], i < 50 ? std::max<int64_t>(n[i], 0) : -1) << i;
    }
}

TEST_F(RegApiTest, DivAndSqrtWithinTheirUlpBounds)
{
    auto a = RandomFloats(256, 0.001f, 1000.0f, 21);
    auto b = RandomFloats(256, 0.001f, 1000.0f, 22);
    static constexpr R::DivSpecificMode kDiv0 = {R::MaskMergeMode::ZEROING, false, DivAlgo::PRECISION_0ULP_FTZ_FALSE};
    static constexpr R::SqrtSpecificMode kSqrt0 = {R::MaskMergeMode::ZEROING, true, SqrtAlgo::INTRINSIC};
    const auto div1 = BinaryFloat(a, b, [](auto& z, auto& x, auto& y, auto& m) { R::Div(z, x, y, m); });
    const auto div0 = BinaryFloat(a, b, [](auto& z, auto& x, auto& y, auto& m) { R::Div<float, &kDiv0>(z, x, y, m); });
    const auto sqrt1 = BinaryFloat(a, b, [](auto& z, auto& x, auto&, auto& m) { R::Sqrt(z, x, m); });
    const auto sqrt0 = BinaryFloat(a, b, [](auto& z, auto& x, auto&, auto& m) { R::Sqrt<float, &kSqrt0>(z, x, m); });
    int inexactPicks = 0;
    for (size_t i = 0; i < a.size(); ++i) {
        const float q = RoundF(static_cast<long double>(a[i]) / b[i]);
        const float s = RoundF(std::sqrt(static_cast<long double>(a[i])));
        EXPECT_LE(UlpDistance(div1[i], q), 1) << i;
        EXPECT_EQ(div0[i], q) << i;
        EXPECT_LE(UlpDistance(sqrt1[i], s), 1) << i;
        EXPECT_EQ(sqrt0[i], s) << i;
        inexactPicks += (div1[i] != q) + (sqrt1[i] != s);
    }
    // Adversarial mode (the default) does not hand out the correctly rounded value every time.
    EXPECT_GT(inexactPicks, 0);
    {
        ascsim::num::ScopedMode exact(ascsim::num::Mode::kExact);
        const auto d = BinaryFloat(a, b, [](auto& z, auto& x, auto& y, auto& m) { R::Div(z, x, y, m); });
        for (size_t i = 0; i < a.size(); ++i) {
            EXPECT_EQ(d[i], RoundF(static_cast<long double>(a[i]) / b[i])) << i;
        }
    }
}

TEST_F(RegApiTest, DivSubnormalExamplesOfTheDoc)
{
    // Div.md 表8: with PRECISION_0ULP_FTZ_FALSE / without a Subnormal algo.
    static constexpr R::DivSpecificMode kSub = {R::MaskMergeMode::ZEROING, true, DivAlgo::PRECISION_0ULP_FTZ_FALSE};
    std::vector<float> a(64, 1.0f), b(64, 1.0f);
    a[0] = F(0x3F800000);
    b[0] = F(0x8036A794);
    a[1] = F(0x0014440B);
    b[1] = F(0x0053E3CF);
    const auto sub = BinaryFloat(a, b, [](auto& z, auto& x, auto& y, auto& m) { R::Div<float, &kSub>(z, x, y, m); });
    const auto ftz = BinaryFloat(a, b, [](auto& z, auto& x, auto& y, auto& m) { R::Div(z, x, y, m); });
    EXPECT_EQ(FloatBits(sub[0]), 0xFF15E301u);
    EXPECT_EQ(FloatBits(sub[1]), 0x3E775FBCu);
    EXPECT_EQ(FloatBits(ftz[0]), 0xFF800000u); // -inf
    EXPECT_TRUE(std::isnan(ftz[1]));
}

TEST_F(RegApiTest, SqrtSpecialsAndSubnormalExample)
{
    // Sqrt.md 约束说明: negative -> nan, -0 -> -0; 表3: sqrt(0x00776672).
    static constexpr R::SqrtSpecificMode kSub0 = {R::MaskMergeMode::ZEROING, false, SqrtAlgo::PRECISION_0ULP_FTZ_FALSE};
    static constexpr R::SqrtSpecificMode kSub1 = {R::MaskMergeMode::ZEROING, false, SqrtAlgo::PRECISION_1ULP_FTZ_FALSE};
    std::vector<float> a(64, 4.0f);
    a[0] = -4.0f;
    a[1] = -0.0f;
    a[2] = F(0x00776672);
    a[3] = -std::numeric_limits<float>::infinity();
    const auto intr = BinaryFloat(a, a, [](auto& z, auto& x, auto&, auto& m) { R::Sqrt(z, x, m); });
    const auto s0 = BinaryFloat(a, a, [](auto& z, auto& x, auto&, auto& m) { R::Sqrt<float, &kSub0>(z, x, m); });
    const auto s1 = BinaryFloat(a, a, [](auto& z, auto& x, auto&, auto& m) { R::Sqrt<float, &kSub1>(z, x, m); });
    for (const auto* r : {&intr, &s0, &s1}) {
        EXPECT_TRUE(std::isnan((*r)[0]));
        EXPECT_EQ(FloatBits((*r)[1]), 0x80000000u);
        EXPECT_TRUE(std::isnan((*r)[3]));
        EXPECT_LE(UlpDistance((*r)[4], 2.0f), 1); // exact root: 1-ulp algos may pick a neighbour
    }
    EXPECT_EQ(s0[4], 2.0f);
    EXPECT_EQ(FloatBits(s0[2]), 0x1FF7402Bu);
    EXPECT_LE(UlpDistance(s1[2], F(0x1FF7402B)), 1);
    EXPECT_EQ(FloatBits(intr[2]), 0u); // the FTZ instruction reads the subnormal as +0
}

TEST_F(RegApiTest, ExpAndLnWithinOneUlp)
{
    auto a = RandomFloats(256, -20.0f, 20.0f, 31);
    auto pos = RandomFloats(256, 1e-3f, 1e6f, 32);
    const auto e = BinaryFloat(a, a, [](auto& z, auto& x, auto&, auto& m) { R::Exp(z, x, m); });
    const auto l = BinaryFloat(pos, pos, [](auto& z, auto& x, auto&, auto& m) { R::Ln(z, x, m); });
    for (size_t i = 0; i < 256; ++i) {
        EXPECT_LE(UlpDistance(e[i], RoundF(std::exp(static_cast<long double>(a[i])))), 1) << i;
        EXPECT_LE(UlpDistance(l[i], RoundF(std::log(static_cast<long double>(pos[i])))), 1) << i;
    }
}

TEST_F(RegApiTest, HalfArithmeticMatchesRoundedDouble)
{
    std::vector<half> a(128), b(128);
    const auto fa = RandomFloats(128, -60.0f, 60.0f, 41), fb = RandomFloats(128, -60.0f, 60.0f, 42);
    for (int i = 0; i < 128; ++i) {
        a[i] = half(fa[i]);
        b[i] = half(fb[i]);
    }
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(b), Bytes(std::vector<half>(256, half(0.0f)))};
    const auto out = RunVf(bufs, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
        R::MaskReg m = R::CreateMask<half>();
        R::RegTensor<half> x, y, z;
        R::LoadAlign(x, reinterpret_cast<half*>(p0));
        R::LoadAlign(y, reinterpret_cast<half*>(p1));
        R::Mul(z, x, y, m);
        R::StoreAlign(reinterpret_cast<half*>(p2), z, m);
        R::Div(z, x, y, m);
        R::StoreAlign(reinterpret_cast<half*>(p2) + 128, z, m);
    });
    ExpectClean(out);
    const auto v = As<half>(bufs[2], 256);
    for (int i = 0; i < 128; ++i) {
        const double x = static_cast<float>(a[i]), y = static_cast<float>(b[i]);
        EXPECT_EQ(v[i].bits(), half(x * y).bits()) << i; // exact product, one rounding
        const half q = half(x / y);
        const int d = std::abs(static_cast<int>(v[128 + i].bits()) - static_cast<int>(q.bits()));
        EXPECT_LE(d, 1) << i;
    }
}

// ---- inactive lanes: ZEROING / MERGING (辅助数据类型/MaskMergeMode.md) ----------------------------
TEST_F(RegApiTest, ZeroingAndMergingOfInactiveLanes)
{
    std::vector<float> a(64, 2.0f), b(64, 3.0f);
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(b), Bytes(std::vector<float>(256, -1.0f))};
    const auto out = RunVf(bufs, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
        auto* dst = reinterpret_cast<float*>(p2);
        R::MaskReg all = R::CreateMask<float>();
        R::MaskReg low = R::CreateMask<float, R::MaskPattern::VL8>();
        R::RegTensor<float> x, y, z;
        R::LoadAlign(x, reinterpret_cast<float*>(p0));
        R::LoadAlign(y, reinterpret_cast<float*>(p1));
        R::Duplicate(z, 9.0f);
        R::Add(z, x, y, low); // ZEROING
        R::StoreAlign(dst, z, all);
        R::Duplicate(z, 9.0f);
        R::Add<float, R::MaskMergeMode::MERGING>(z, x, y, low);
        R::StoreAlign(dst + 64, z, all);
        R::Duplicate(z, 9.0f);
        R::Duplicate<float, R::MaskMergeMode::MERGING>(z, 4.0f, low);
        R::StoreAlign(dst + 128, z, all);
        R::Duplicate(z, 4.0f, low); // ZEROING
        R::StoreAlign(dst + 192, z, all);
    });
    ExpectClean(out);
    const auto v = As<float>(bufs[2], 256);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(v[i], i < 8 ? 5.0f : 0.0f) << i;
        EXPECT_EQ(v[64 + i], i < 8 ? 5.0f : 9.0f) << i;
        EXPECT_EQ(v[128 + i], i < 8 ? 4.0f : 9.0f) << i;
        EXPECT_EQ(v[192 + i], i < 8 ? 4.0f : 0.0f) << i;
    }
}

// ---- Compare / Compares / Select (比较与选择/) ----------------------------------------------------
TEST_F(RegApiTest, CompareSelectExampleOfTheDoc)
{
    // Compare.md's example: EQ of these half rows gives [1,0,1,0,0,1,0,0,0,0,1,0,0,0,1,0,...],
    // and Select takes src0 where the bit is 1, src1 elsewhere.
    const float s0[16] = {1, 4, 3, 2, 5, 6, 7, 8, 1, 2, 9, 3, 4, 6, 5, 7};
    const float s1[16] = {1, 3, 3, 5, 2, 6, 9, 4, 2, 5, 9, 1, 8, 3, 5, 6};
    const int eq[16] = {1, 0, 1, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0};
    std::vector<half> a(128), b(128);
    for (int i = 0; i < 128; ++i) {
        a[i] = half(s0[i % 16] + static_cast<float>(i / 16) * 100.0f);
        b[i] = half(s1[i % 16] + static_cast<float>(i / 16) * 100.0f);
    }
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(b), Bytes(std::vector<half>(256, half(-1.0f)))};
    const auto out = RunVf(bufs, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
        uint32_t count = 128;
        R::MaskReg m = R::UpdateMask<half>(count);
        R::MaskReg vl4 = R::CreateMask<half, R::MaskPattern::VL4>();
        R::MaskReg cmp;
        R::RegTensor<half> x, y, z;
        R::LoadAlign(x, reinterpret_cast<half*>(p0));
        R::LoadAlign(y, reinterpret_cast<half*>(p1));
        R::Compare<half, CMPMODE::EQ>(cmp, x, y, m);
        R::Select(z, x, y, cmp);
        R::StoreAlign(reinterpret_cast<half*>(p2), z, m);
        R::Compare<half, CMPMODE::EQ>(cmp, x, y, vl4); // unselected elements compare as 0
        R::Select(z, x, y, cmp);
        R::StoreAlign(reinterpret_cast<half*>(p2) + 128, z, m);
    });
    ExpectClean(out);
    const auto v = As<half>(bufs[2], 256);
    for (int i = 0; i < 128; ++i) {
        EXPECT_EQ(v[i].bits(), (eq[i % 16] ? a[i] : b[i]).bits()) << i;
        EXPECT_EQ(v[128 + i].bits(), (i < 4 && eq[i] ? a[i] : b[i]).bits()) << i;
    }
}

TEST_F(RegApiTest, ComparesIsIeee)
{
    std::vector<float> a(64, 1.0f);
    a[0] = std::numeric_limits<float>::quiet_NaN();
    a[1] = -0.0f;
    a[2] = 0.0f;
    a[3] = -1.0f;
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(std::vector<float>(256, 0.0f))};
    const auto out = RunVf(bufs, [](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        auto* dst = reinterpret_cast<float*>(p1);
        R::MaskReg all = R::CreateMask<float>();
        R::MaskReg c;
        R::RegTensor<float> x, one, zero, z;
        R::LoadAlign(x, reinterpret_cast<float*>(p0));
        R::Duplicate(one, 1.0f);
        R::Duplicate(zero, 0.0f);
        R::Compares<float, CMPMODE::GT>(c, x, 0.0f, all);
        R::Select(z, one, zero, c);
        R::StoreAlign(dst, z, all);
        R::Compares<float, CMPMODE::EQ>(c, x, 0.0f, all);
        R::Select(z, one, zero, c);
        R::StoreAlign(dst + 64, z, all);
        R::Compares<float, CMPMODE::NE>(c, x, 0.0f, all);
        R::Select(z, one, zero, c);
        R::StoreAlign(dst + 128, z, all);
        R::Compares<float, CMPMODE::LE>(c, x, 0.0f, all);
        R::Select(z, one, zero, c);
        R::StoreAlign(dst + 192, z, all);
    });
    ExpectClean(out);
    const auto v = As<float>(bufs[1], 256);
    const float gt[4] = {0, 0, 0, 0}, eqv[4] = {0, 1, 1, 0}, ne[4] = {1, 0, 0, 1}, le[4] = {0, 1, 1, 1};
    for (int i = 0; i < 4; ++i) {
        EXPECT_EQ(v[i], gt[i]) << i;
        EXPECT_EQ(v[64 + i], eqv[i]) << i;
        EXPECT_EQ(v[128 + i], ne[i]) << i;
        EXPECT_EQ(v[192 + i], le[i]) << i;
    }
    EXPECT_EQ(v[4], 1.0f);
}

TEST_F(RegApiTest, DuplicateOfTheLowestElement)
{
    std::vector<int32_t> a(64);
    for (int i = 0; i < 64; ++i) {
        a[i] = 100 + i;
    }
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(std::vector<int32_t>(64, -1))};
    const auto out = RunVf(bufs, [](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        uint32_t count = 10;
        R::MaskReg m = R::UpdateMask<int32_t>(count);
        R::RegTensor<int32_t> x, z;
        R::LoadAlign(x, reinterpret_cast<int32_t*>(p0));
        R::Duplicate(z, x, m); // Duplicate.md 示例三
        R::StoreAlign(reinterpret_cast<int32_t*>(p1), z, m);
    });
    ExpectClean(out);
    const auto v = As<int32_t>(bufs[1], 64);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(v[i], i < 10 ? 100 : -1) << i;
    }
}

// ---- Or (逻辑计算/Or.md) --------------------------------------------------------------------------
TEST_F(RegApiTest, OrIsBitwiseAndZeroesUnselectedLanes)
{
    std::vector<uint16_t> a(128), b(128);
    std::vector<int32_t> c(64), d(64);
    for (int i = 0; i < 128; ++i) {
        a[i] = static_cast<uint16_t>(0x1234u * static_cast<uint32_t>(i + 1));
        b[i] = static_cast<uint16_t>(0x8001u ^ (0x0F0Fu * static_cast<uint32_t>(i)));
    }
    for (int i = 0; i < 64; ++i) {
        c[i] = -1000 * i;
        d[i] = 0x40000000 >> (i % 31);
    }
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(b), Bytes(std::vector<uint16_t>(128, 0xABCD)), Bytes(c)};
    bufs[3].resize(512, 0);
    std::memcpy(bufs[3].data() + 256, d.data(), 256);
    const auto out = RunVf(bufs, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t* p3) {
        auto* dst = reinterpret_cast<uint16_t*>(p2);
        uint32_t count = 77;
        R::MaskReg m = R::UpdateMask<uint16_t>(count);
        R::MaskReg all16 = R::CreateMask<uint16_t>();
        R::RegTensor<uint16_t> x, y, z;
        R::LoadAlign(x, reinterpret_cast<uint16_t*>(p0));
        R::LoadAlign(y, reinterpret_cast<uint16_t*>(p1));
        R::Or(z, x, y, m); // ZEROING: elements 77.. become 0
        R::StoreAlign(dst, z, all16);
        auto* ints = reinterpret_cast<int32_t*>(p3);
        R::MaskReg all32 = R::CreateMask<int32_t>();
        R::RegTensor<int32_t> u, v;
        R::LoadAlign(u, ints);
        R::LoadAlign(v, ints + 64);
        R::Or(u, u, v, all32); // the destination may be a source
        R::StoreAlign(ints, u, all32);
    });
    ExpectClean(out);
    const auto z = As<uint16_t>(bufs[2], 128);
    const auto u = As<int32_t>(bufs[3], 64);
    for (int i = 0; i < 128; ++i) {
        EXPECT_EQ(z[i], i < 77 ? static_cast<uint16_t>(a[i] | b[i]) : 0) << i;
    }
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(u[i], c[i] | d[i]) << i;
    }
}

// The MaskReg form: element i of dst is active iff mask selects it and src0 or src1 does. Used as an
// Adds mask, as Or.md's own example does; an inactive element keeps ZEROING's 0.
TEST_F(RegApiTest, OrOfMasksSelectsTheUnionWithinTheMask)
{
    std::vector<float> a(64);
    for (int i = 0; i < 64; ++i) {
        a[i] = 1.5f + static_cast<float>(i);
    }
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a)};
    const auto out = RunVf(bufs, [](uint8_t* p0, uint8_t*, uint8_t*, uint8_t*) {
        auto* f = reinterpret_cast<float*>(p0);
        uint32_t count = 40;
        R::MaskReg mask = R::UpdateMask<float>(count);
        R::MaskReg first16 = R::CreateMask<float, R::MaskPattern::VL16>();
        R::MaskReg every4th = R::CreateMask<float, R::MaskPattern::M4>();
        R::MaskReg all = R::CreateMask<float>();
        R::MaskReg dst;
        R::Or(dst, first16, every4th, mask);
        R::RegTensor<float> x;
        R::LoadAlign(x, f);
        R::Adds(x, x, 100.0f, dst);
        R::StoreAlign(f, x, all);
    });
    ExpectClean(out);
    const auto v = As<float>(bufs[0], 64);
    for (int i = 0; i < 64; ++i) {
        const bool on = i < 40 && (i < 16 || i % 4 == 0);
        EXPECT_EQ(v[i], on ? a[i] + 100.0f : 0.0f) << i;
    }
}

TEST_F(RegApiTest, EvenAndOddHalvesOfOneB16RegisterRoundTripThroughOr)
{
    // The fused b16 pattern: one DIST_NORM load of n = 77 halves; layout ZERO widens the even
    // elements, ONE the odd ones, both read with the b16 mask of n elements (element 2i + layout's
    // bit); each half is narrowed back into its own slots under its b32 mask (ceil(n / 2) and
    // floor(n / 2) lanes; the other slots ZEROING 0); Or through the uint16_t views joins them and
    // one store writes the n elements.
    std::vector<half> in(128);
    for (int i = 0; i < 128; ++i) {
        in[i] = half(0.375f * static_cast<float>(i) - 20.0f);
    }
    in[3] = half(-0.0f); // an odd element: its sign must survive the Or
    std::vector<std::vector<uint8_t>> bufs = {Bytes(in), Bytes(std::vector<half>(128, half(7.0f)))};
    const auto out = RunVf(bufs, [](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        uint32_t n = 77, even = 39, odd = 38;
        R::MaskReg m16 = R::UpdateMask<half>(n);
        R::MaskReg mEven = R::UpdateMask<float>(even);
        R::MaskReg mOdd = R::UpdateMask<float>(odd);
        R::RegTensor<half> h, lo, hi;
        R::RegTensor<float> fe, fo;
        R::LoadAlign(h, reinterpret_cast<half*>(p0));
        R::Cast<float, half, kWiden0>(fe, h, m16);
        R::Cast<float, half, kWiden1>(fo, h, m16);
        R::Muls(fe, fe, 2.0f, mEven);
        R::Muls(fo, fo, 2.0f, mOdd);
        R::Cast<half, float, kNarrow0>(lo, fe, mEven);
        R::Cast<half, float, kNarrow1>(hi, fo, mOdd);
        R::Or((R::RegTensor<uint16_t>&)lo, (R::RegTensor<uint16_t>&)lo, (R::RegTensor<uint16_t>&)hi, m16);
        R::StoreAlign(reinterpret_cast<half*>(p1), lo, m16);
    });
    ExpectClean(out);
    const auto v = As<half>(bufs[1], 128);
    for (int i = 0; i < 128; ++i) {
        EXPECT_EQ(v[i].bits(), i < 77 ? half(2.0f * static_cast<float>(in[i])).bits() : half(7.0f).bits()) << i;
    }
    EXPECT_EQ(v[3].bits(), 0x8000);
}

} // namespace
