// Register moves against references written here from the pages (docs/zh/api/SIMD-API/基础API/Reg矢量计算/
// Reg数据搬入/Move.md: MERGING, the unselected lanes keep dstReg; MaskReg计算/Move.md: "无效元素填0";
// MaskReg计算/MoveMask.md: b16 each MASK bit twice, b32 each MASK0 bit four times), every type of Move.md's
// 数据类型, and MoveMask's 约束说明 (MASK set first) as a ctrlcheck finding with its correct twin.
#include <cstdint>
#include <random>
#include <type_traits>

#include "reg_test_util.h"

using namespace AscendC;
using namespace regtest;
namespace R = AscendC::Reg;

namespace {

class RegMoveTest : public KernelTest {};

template <typename E>
using HostT = std::conditional_t<std::is_same_v<E, bool>, uint8_t, E>;

// Move with a mask of the first n lanes into a register holding other data (MERGING keeps it), and Move
// without a mask; NaN payloads and bool bytes copied as they are.
template <typename E>
void CheckMove()
{
    constexpr uint32_t kN = 256 / sizeof(E);
    const uint32_t n = kN / 3 + 1;
    std::mt19937_64 g(7 + sizeof(E));
    std::vector<uint8_t> a(256), b(256);
    for (uint32_t i = 0; i < 256; ++i) {
        a[i] = static_cast<uint8_t>(g());
        b[i] = static_cast<uint8_t>(g());
    }
    if constexpr (std::is_same_v<E, bool>) {
        for (uint32_t i = 0; i < 256; ++i) {
            a[i] &= 1u;
            b[i] &= 1u;
        }
    }
    std::vector<std::vector<uint8_t>> bufs = {a, b, std::vector<uint8_t>(256, 0xEE), std::vector<uint8_t>(256, 0xEE)};
    const auto out = RunVf(bufs, [n](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t* p3) {
        using L = HostT<E>;
        R::RegTensor<E> x, y, z;
        R::LoadAlign(reinterpret_cast<R::RegTensor<L>&>(x), reinterpret_cast<L*>(p0));
        R::LoadAlign(reinterpret_cast<R::RegTensor<L>&>(y), reinterpret_cast<L*>(p1));
        uint32_t count = n;
        R::MaskReg m = R::UpdateMask<E>(count);
        R::MaskReg all = R::CreateMask<E>();
        R::Move(y, x, m); // lanes n.. keep y
        R::Move<E>(z, x);
        R::StoreAlign(reinterpret_cast<L*>(p2), reinterpret_cast<R::RegTensor<L>&>(y), all);
        R::StoreAlign(reinterpret_cast<L*>(p3), reinterpret_cast<R::RegTensor<L>&>(z), all);
    });
    ExpectClean(out);
    for (uint32_t i = 0; i < 256; ++i) {
        const bool on = i / sizeof(E) < n;
        EXPECT_EQ(bufs[2][i], on ? a[i] : b[i]) << sizeof(E) << " byte " << i;
        EXPECT_EQ(bufs[3][i], a[i]) << sizeof(E) << " byte " << i;
    }
}

TEST_F(RegMoveTest, MoveMergesEveryTypeOfThePage)
{
    CheckMove<bool>();
    CheckMove<int8_t>();
    CheckMove<uint8_t>();
    CheckMove<int16_t>();
    CheckMove<uint16_t>();
    CheckMove<half>();
    CheckMove<bfloat16_t>();
    CheckMove<int32_t>();
    CheckMove<uint32_t>();
    CheckMove<float>();
    CheckMove<int64_t>();
    CheckMove<uint64_t>();
}

// MaskReg Move: with a mask, the bits it selects and 0 elsewhere; without, a copy. Used as Adds masks.
TEST_F(RegMoveTest, MaskRegMoveCopiesWithinTheMask)
{
    std::vector<float> a(64);
    for (int i = 0; i < 64; ++i) {
        a[i] = 2.0f * static_cast<float>(i) - 7.0f;
    }
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(a)};
    const auto out = RunVf(bufs, [](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        uint32_t count = 50;
        R::MaskReg mask = R::UpdateMask<float>(count);
        R::MaskReg m3 = R::CreateMask<float, R::MaskPattern::M3>();
        R::MaskReg all = R::CreateMask<float>();
        R::MaskReg sel, copy;
        R::Move(sel, m3, mask);
        R::Move(copy, m3);
        R::RegTensor<float> x, y;
        R::LoadAlign(x, reinterpret_cast<float*>(p0));
        R::Adds(x, x, 0.5f, sel);
        R::StoreAlign(reinterpret_cast<float*>(p0), x, all);
        R::LoadAlign(y, reinterpret_cast<float*>(p1));
        R::Adds(y, y, 0.5f, copy);
        R::StoreAlign(reinterpret_cast<float*>(p1), y, all);
    });
    ExpectClean(out);
    const auto s = As<float>(bufs[0], 64), c = As<float>(bufs[1], 64);
    for (int i = 0; i < 64; ++i) {
        const bool m3 = i % 3 == 0; // MaskReg.md 表1: M3, every third element
        EXPECT_EQ(s[i], m3 && i < 50 ? a[i] + 0.5f : 0.0f) << i;
        EXPECT_EQ(c[i], m3 ? a[i] + 0.5f : 0.0f) << i;
    }
}

// ---- MoveMask: a kernel that sets MASK (or, broken, does not) and a VF that turns it into masks -------
constexpr uint64_t kHigh = 0xF0F0000012345678ull, kLow = 0x8000000000000001ull | 0x00FF00F0A5A50000ull;

__simd_vf__ inline void MoveMaskVf(__ubuf__ half* h, __ubuf__ float* f)
{
    R::MaskReg all16 = R::CreateMask<half>();
    R::MaskReg all32 = R::CreateMask<float>();
    KT_MARK(g_line);
    R::MaskReg m16 = R::MoveMask<half>();
    R::MaskReg m32 = R::MoveMask<float>();
    R::RegTensor<half> x;
    R::RegTensor<float> y;
    R::LoadAlign(x, h);
    R::Adds(x, x, half(1.0f), m16);
    R::StoreAlign(h, x, all16);
    R::LoadAlign(y, f);
    R::Adds(y, y, 1.0f, m32);
    R::StoreAlign(f, y, all32);
}

void MoveMaskKernel(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    (void)y;
    TPipe pipe;
    TBuf<TPosition::VECOUT> buf;
    pipe.InitBuffer(buf, 512);
    LocalTensor<half> h = buf.Get<half>();
    LocalTensor<float> f = h[128].ReinterpretCast<float>();
    GlobalTensor<half> gx;
    GlobalTensor<half> gz;
    gx.SetGlobalBuffer(reinterpret_cast<__gm__ half*>(x), 256);
    gz.SetGlobalBuffer(reinterpret_cast<__gm__ half*>(z), 256);
    Duplicate(h, half(2.0f), 128);
    Duplicate(f, 3.0f, 64);
    if (!ktest::Broken()) {
        SetMaskNorm();
        SetVectorMask<half, MaskMode::NORMAL>(kHigh, kLow);
    }
    asc_vf_call<MoveMaskVf>(h.GetPhyAddr(), f.GetPhyAddr());
    KT_FLAG(V_MTE3);
    DataCopy(gz, h, 256);
}

TEST_F(RegMoveTest, MoveMaskSpreadsTheMaskRegisterBits)
{
    NegBuffers buffers;
    g_broken = false;
    const LaunchOutcome out = Launch(&MoveMaskKernel, 1, buffers.Args(), "move_mask");
    ExpectClean(out);
    const half* h = reinterpret_cast<const half*>(buffers.z.get());
    const float* f = reinterpret_cast<const float*>(buffers.z.get() + 256);
    for (uint32_t i = 0; i < 128; ++i) { // b16: element i is governed by bit i of {MASK1, MASK0}
        const bool on = (((i < 64 ? kLow : kHigh) >> (i % 64)) & 1u) != 0;
        EXPECT_EQ(static_cast<float>(h[i]), on ? 3.0f : 0.0f) << i;
    }
    for (uint32_t i = 0; i < 64; ++i) { // b32: element i by bit i of MASK0
        const bool on = ((kLow >> i) & 1u) != 0;
        EXPECT_EQ(f[i], on ? 4.0f : 0.0f) << i;
    }
}

// 约束说明: MASK must be set (SetVectorMask) before MoveMask reads it.
TEST_F(RegMoveTest, MoveMaskBeforeSetVectorMaskIsACtrlcheckFinding)
{
    ExpectBrokenAndTwin(&MoveMaskKernel, "ctrlcheck", "MoveMask", __FILE__);
}

} // namespace
