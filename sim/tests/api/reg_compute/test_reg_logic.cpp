// The Reg logic instructions against integer references written here from the pages
// (docs/zh/api/SIMD-API/基础API/Reg矢量计算/逻辑计算/And.md, Xor.md, Not.md, ShiftLeft.md, ShiftLefts.md,
// ShiftRight.md, ShiftRights.md): every type of each page's 数据类型, lanes the mask leaves out (ZEROING:
// 0), counts at and beyond the bit width, and a negative count (undefined: an initcheck report and its
// silent twin); the MaskReg forms of And, Xor and Not (MaskReg计算/ and the same pages).
#include <limits>
#include <cstdint>
#include <random>
#include <type_traits>

#include "reg_test_util.h"

using namespace AscendC;
using namespace regtest;
namespace R = AscendC::Reg;

namespace {

class RegLogicTest : public KernelTest {};

template <typename E>
constexpr uint32_t Lanes()
{
    return 256 / sizeof(E);
}

// The host type of an element (bool: its byte).
template <typename E>
using HostT = std::conditional_t<std::is_same_v<E, bool>, uint8_t, E>;

// Random bytes as elements of E (bool: 0 or 1).
template <typename E>
std::vector<HostT<E>> RandomElems(uint32_t seed)
{
    std::mt19937_64 g(seed);
    std::vector<HostT<E>> v(Lanes<E>());
    for (auto& e : v) {
        const uint64_t r = g();
        if constexpr (std::is_same_v<E, bool>) {
            e = static_cast<uint8_t>(r & 1u);
        } else {
            std::memcpy(&e, &r, sizeof(E));
        }
    }
    return v;
}

template <typename E>
uint64_t BitsOf(E v)
{
    uint64_t b = 0;
    std::memcpy(&b, &v, sizeof(E));
    return b;
}

// And and Xor of two registers, the first n lanes selected (ZEROING: the rest 0); bool through uint8_t
// loads (a bool register holds bytes).
template <typename E>
void CheckAndXor()
{
    constexpr uint32_t kN = Lanes<E>();
    const uint32_t n = kN * 3 / 4 - 1;
    const auto a = RandomElems<E>(11 + sizeof(E)), b = RandomElems<E>(23 + sizeof(E));
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(b), std::vector<uint8_t>(256, 0xEE),
                                              std::vector<uint8_t>(256, 0xEE)};
    const auto out = RunVf(bufs, [n](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t* p3) {
        using L = std::conditional_t<std::is_same_v<E, bool>, uint8_t, E>; // the type loads and stores take
        R::RegTensor<E> x, y, z, w;
        R::LoadAlign(reinterpret_cast<R::RegTensor<L>&>(x), reinterpret_cast<L*>(p0));
        R::LoadAlign(reinterpret_cast<R::RegTensor<L>&>(y), reinterpret_cast<L*>(p1));
        uint32_t count = n;
        R::MaskReg m = R::UpdateMask<E>(count);
        R::MaskReg all = R::CreateMask<E>();
        R::And(z, x, y, m);
        R::Xor<E>(w, x, y, m);
        R::StoreAlign(reinterpret_cast<L*>(p2), reinterpret_cast<R::RegTensor<L>&>(z), all);
        R::StoreAlign(reinterpret_cast<L*>(p3), reinterpret_cast<R::RegTensor<L>&>(w), all);
    });
    ExpectClean(out);
    const auto z = As<HostT<E>>(bufs[2], kN), w = As<HostT<E>>(bufs[3], kN);
    for (uint32_t i = 0; i < kN; ++i) {
        const uint64_t ea = BitsOf(a[i]), eb = BitsOf(b[i]);
        EXPECT_EQ(BitsOf(z[i]), i < n ? (ea & eb) : 0u) << sizeof(E) << " " << i;
        EXPECT_EQ(BitsOf(w[i]), i < n ? (ea ^ eb) : 0u) << sizeof(E) << " " << i;
    }
}

TEST_F(RegLogicTest, AndXorEveryTypeOfThePages)
{
    CheckAndXor<bool>();
    CheckAndXor<int8_t>();
    CheckAndXor<uint8_t>();
    CheckAndXor<int16_t>();
    CheckAndXor<uint16_t>();
    CheckAndXor<int32_t>();
    CheckAndXor<uint32_t>();
    CheckAndXor<int64_t>();
    CheckAndXor<uint64_t>();
}

// Not: every bit flipped (half / float: their bits, NaN and inf included), unselected lanes 0.
template <typename E>
void CheckNot(std::vector<E> a)
{
    constexpr uint32_t kN = Lanes<E>();
    const uint32_t n = kN / 2 + 3;
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), std::vector<uint8_t>(256, 0xEE)};
    const auto out = RunVf(bufs, [n](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        R::RegTensor<E> x, z;
        R::LoadAlign(x, reinterpret_cast<E*>(p0));
        uint32_t count = n;
        R::MaskReg m = R::UpdateMask<E>(count);
        R::Not(z, x, m);
        R::MaskReg all = R::CreateMask<E>();
        R::StoreAlign(reinterpret_cast<E*>(p1), z, all);
    });
    ExpectClean(out);
    const auto z = As<E>(bufs[1], kN);
    const uint64_t width = sizeof(E) == 8 ? ~uint64_t(0) : (uint64_t(1) << (8 * sizeof(E))) - 1;
    for (uint32_t i = 0; i < kN; ++i) {
        EXPECT_EQ(BitsOf(z[i]), i < n ? (~BitsOf(a[i]) & width) : 0u) << sizeof(E) << " " << i;
    }
}

TEST_F(RegLogicTest, NotFlipsEveryBitOfEveryType)
{
    CheckNot(RandomElems<int8_t>(1));
    CheckNot(RandomElems<uint8_t>(2));
    CheckNot(RandomElems<int16_t>(3));
    CheckNot(RandomElems<uint16_t>(4));
    CheckNot(RandomElems<int32_t>(5));
    CheckNot(RandomElems<uint32_t>(6));
    CheckNot(RandomElems<int64_t>(7));
    CheckNot(RandomElems<uint64_t>(8));
    std::vector<float> f = RandomFloats(64, -1e3f, 1e3f, 9);
    f[0] = std::numeric_limits<float>::quiet_NaN();
    f[1] = std::numeric_limits<float>::infinity();
    f[2] = -0.0f;
    CheckNot(f);
    std::vector<half> h(128);
    for (uint32_t i = 0; i < 128; ++i) {
        h[i] = half::FromBits(static_cast<uint16_t>(0x7C00u + 37u * i)); // inf, NaNs, then wrapped patterns
    }
    CheckNot(h);
}

// The shift reference on 64-bit integers (约束说明: a count beyond the width gives 0, or -1 for a negative
// value shifted right; a count equal to the width counts as beyond, the sim's reading).
// ShiftLeft.md: logical for unsigned E; 算术左移 for signed E (the sign stays, the bits below it shift).
template <typename E>
E ShlRef(E x, int64_t n)
{
    constexpr int64_t w = 8 * sizeof(E);
    if constexpr (std::is_signed_v<E>) {
        const uint64_t below = w == 64 ? ~uint64_t(0) >> 1 : (uint64_t(1) << (w - 1)) - 1;
        const uint64_t moved = n >= w - 1 ? 0 : ((static_cast<uint64_t>(x) & below) << n) & below;
        return x < 0 ? static_cast<E>(std::numeric_limits<E>::min() + static_cast<E>(moved)) : static_cast<E>(moved);
    }
    if (n >= w) {
        return E(0);
    }
    return static_cast<E>(static_cast<uint64_t>(x) << n);
}
template <typename E>
E ShrRef(E x, int64_t n)
{
    constexpr int64_t w = 8 * sizeof(E);
    if constexpr (std::is_signed_v<E>) {
        const int64_t v = static_cast<int64_t>(x);
        return static_cast<E>(n >= w ? (v < 0 ? -1 : 0) : (v >> n)); // arithmetic
    } else {
        return static_cast<E>(n >= w ? 0 : (static_cast<uint64_t>(x) >> n));
    }
}

// ShiftLeft / ShiftRight by a count register (counts 0 .. width + 2, cycling) and ShiftLefts /
// ShiftRights by the scalar 3 and by width; the first n lanes selected.
template <typename E>
void CheckShifts()
{
    using C = std::make_signed_t<E>;
    constexpr uint32_t kN = Lanes<E>();
    constexpr int64_t kW = 8 * sizeof(E);
    const uint32_t n = kN - 5;
    const auto a = RandomElems<E>(31 + sizeof(E));
    std::vector<C> c(kN);
    for (uint32_t i = 0; i < kN; ++i) {
        c[i] = static_cast<C>(i % (kW + 3));
    }
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(c), std::vector<uint8_t>(1024, 0xEE)};
    const auto out = RunVf(bufs, [n](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
        R::RegTensor<E> x, r;
        R::RegTensor<C> k;
        R::LoadAlign(x, reinterpret_cast<E*>(p0));
        R::LoadAlign(k, reinterpret_cast<C*>(p1));
        uint32_t count = n;
        R::MaskReg m = R::UpdateMask<E>(count);
        R::MaskReg all = R::CreateMask<E>();
        auto* d = reinterpret_cast<E*>(p2);
        R::ShiftLeft(r, x, k, m);
        R::StoreAlign(d, r, all);
        R::ShiftRight<E, C>(r, x, k, m);
        R::StoreAlign(d + Lanes<E>(), r, all);
        R::ShiftLefts(r, x, static_cast<int16_t>(3), m);
        R::StoreAlign(d + 2 * Lanes<E>(), r, all);
        R::ShiftRights(r, x, static_cast<int16_t>(8 * sizeof(E)), m);
        R::StoreAlign(d + 3 * Lanes<E>(), r, all);
    });
    ExpectClean(out);
    const auto v = As<E>(bufs[2], 4 * kN);
    for (uint32_t i = 0; i < kN; ++i) {
        const bool on = i < n;
        EXPECT_EQ(v[i], on ? ShlRef(a[i], c[i]) : E(0)) << sizeof(E) << " shl " << i;
        EXPECT_EQ(v[kN + i], on ? ShrRef(a[i], c[i]) : E(0)) << sizeof(E) << " shr " << i;
        EXPECT_EQ(v[2 * kN + i], on ? ShlRef(a[i], 3) : E(0)) << sizeof(E) << " shls " << i;
        EXPECT_EQ(v[3 * kN + i], on ? ShrRef(a[i], kW) : E(0)) << sizeof(E) << " shrs " << i;
    }
}

TEST_F(RegLogicTest, ShiftsEveryTypeOfThePages)
{
    CheckShifts<int8_t>();
    CheckShifts<uint8_t>();
    CheckShifts<int16_t>();
    CheckShifts<uint16_t>();
    CheckShifts<int32_t>();
    CheckShifts<uint32_t>();
    CheckShifts<int64_t>();
    CheckShifts<uint64_t>();
}

// "srcReg1不支持设置为负数，负数行为未定义": a negative count in a selected lane is reported (initcheck warning
// naming the instruction), in an unselected lane it is not.
TEST_F(RegLogicTest, ANegativeShiftCountIsReportedOnlyWhereSelected)
{
    for (bool broken : {true, false}) {
        std::vector<int32_t> a(64, 0x1234), c(64, 2);
        c[40] = -1;
        std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(c), std::vector<uint8_t>(256, 0)};
        const auto out = RunVf(bufs, [broken](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
            R::RegTensor<int32_t> x, k, r;
            R::LoadAlign(x, reinterpret_cast<int32_t*>(p0));
            R::LoadAlign(k, reinterpret_cast<int32_t*>(p1));
            uint32_t count = broken ? 64 : 40; // lane 40 selected or not
            R::MaskReg m = R::UpdateMask<int32_t>(count);
            R::ShiftLeft(r, x, k, m);
            R::MaskReg all = R::CreateMask<int32_t>();
            R::StoreAlign(reinterpret_cast<int32_t*>(p2), r, all);
        });
        ExpectClean(out); // a warning by default, not a finding
        if (broken) {
            EXPECT_TRUE(Contains(out.warnings, "initcheck")) << out.warnings;
            EXPECT_TRUE(Contains(out.warnings, "ShiftLeft")) << out.warnings;
            EXPECT_EQ(As<int32_t>(bufs[2], 64)[40], ascsim::num::kPoisonI32);
        } else {
            EXPECT_EQ(out.warnings, "");
        }
        EXPECT_EQ(As<int32_t>(bufs[2], 64)[0], 0x1234 << 2);
    }
}

// "scalarValue不支持设置为负数": a negative scalar count makes every selected lane undefined (initcheck warning
// naming ShiftRights, poison); a count of 0 is silent and leaves the value.
TEST_F(RegLogicTest, ANegativeScalarShiftCountIsReported)
{
    for (bool broken : {true, false}) {
        std::vector<uint16_t> a(128, 0x1234);
        std::vector<std::vector<uint8_t>> bufs = {Bytes(a)};
        const auto out = RunVf(bufs, [broken](uint8_t* p0, uint8_t*, uint8_t*, uint8_t*) {
            R::RegTensor<uint16_t> x;
            R::LoadAlign(x, reinterpret_cast<uint16_t*>(p0));
            R::MaskReg all = R::CreateMask<uint16_t>();
            R::ShiftRights(x, x, static_cast<int16_t>(broken ? -2 : 0), all);
            R::StoreAlign(reinterpret_cast<uint16_t*>(p0), x, all);
        });
        ExpectClean(out);
        const auto v = As<uint16_t>(bufs[0], 128);
        if (broken) {
            EXPECT_TRUE(Contains(out.warnings, "ShiftRights")) << out.warnings;
            EXPECT_EQ(v[7], ascsim::num::kPoisonU16);
        } else {
            EXPECT_EQ(out.warnings, "");
            EXPECT_EQ(v[7], 0x1234);
        }
    }
}

// The MaskReg forms, used as Adds masks as the pages' examples do: element i (float) is active iff the
// mask selects it and src0 op src1 holds (Not: !src).
TEST_F(RegLogicTest, MaskRegAndXorNotWithinTheMask)
{
    std::vector<float> a(64);
    for (int i = 0; i < 64; ++i) {
        a[i] = 1.5f + static_cast<float>(i);
    }
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(a), Bytes(a)};
    const auto out = RunVf(bufs, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
        uint32_t count = 40;
        R::MaskReg mask = R::UpdateMask<float>(count);
        R::MaskReg first16 = R::CreateMask<float, R::MaskPattern::VL16>();
        R::MaskReg every4th = R::CreateMask<float, R::MaskPattern::M4>();
        R::MaskReg all = R::CreateMask<float>();
        R::MaskReg dAnd, dXor, dNot;
        R::And(dAnd, first16, every4th, mask);
        R::Xor(dXor, first16, every4th, mask);
        R::Not(dNot, first16, mask);
        uint8_t* p[3] = {p0, p1, p2};
        R::MaskReg* d[3] = {&dAnd, &dXor, &dNot};
        for (int k = 0; k < 3; ++k) {
            R::RegTensor<float> x;
            R::LoadAlign(x, reinterpret_cast<float*>(p[k]));
            R::Adds(x, x, 100.0f, *d[k]);
            R::StoreAlign(reinterpret_cast<float*>(p[k]), x, all);
        }
    });
    ExpectClean(out);
    for (int k = 0; k < 3; ++k) {
        const auto v = As<float>(bufs[k], 64);
        for (int i = 0; i < 64; ++i) {
            const bool s0 = i < 16, s1 = i % 4 == 0;
            const bool op = k == 0 ? (s0 && s1) : k == 1 ? (s0 != s1) : !s0;
            const bool on = i < 40 && op;
            EXPECT_EQ(v[i], on ? a[i] + 100.0f : 0.0f) << k << " " << i;
        }
    }
}

// Select's MaskReg form (kernel_reg_compute_maskreg_intf.h): bit i is src0's where the mask selects it and
// src1's elsewhere (no zeroing).
TEST_F(RegLogicTest, MaskRegSelectTakesSrc1WhereTheMaskIsZero)
{
    std::vector<float> a(64);
    for (int i = 0; i < 64; ++i) {
        a[i] = 1.5f + static_cast<float>(i);
    }
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a)};
    const auto out = RunVf(bufs, [](uint8_t* p0, uint8_t*, uint8_t*, uint8_t*) {
        R::MaskReg first16 = R::CreateMask<float, R::MaskPattern::VL16>();
        R::MaskReg every4th = R::CreateMask<float, R::MaskPattern::M4>();
        uint32_t count = 40;
        R::MaskReg pick = R::UpdateMask<float>(count);
        R::MaskReg all = R::CreateMask<float>();
        R::MaskReg d;
        R::Select(d, first16, every4th, pick); // i < 40 ? i < 16 : i % 4 == 0
        R::RegTensor<float> x;
        R::LoadAlign(x, reinterpret_cast<float*>(p0));
        R::Adds(x, x, 100.0f, d);
        R::StoreAlign(reinterpret_cast<float*>(p0), x, all);
    });
    ExpectClean(out);
    const auto v = As<float>(bufs[0], 64);
    for (int i = 0; i < 64; ++i) {
        const bool on = i < 40 ? i < 16 : i % 4 == 0;
        EXPECT_EQ(v[i], on ? a[i] + 100.0f : 0.0f) << i;
    }
}

} // namespace
