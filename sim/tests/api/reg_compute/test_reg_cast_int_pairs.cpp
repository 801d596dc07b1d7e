// Reg Cast's integer pairs (Reg矢量计算/类型转换/Cast.md 表3, the CastTrait tables 表6 / 表8 / 表9, 表4 / 表5
// for saturation, 约束说明; RegLayout.md for the layouts; engine/reg_cast_int_pairs.h). Each pair runs as a
// VF through the Reg harness; the expected register is computed here from the page's rules with int64 /
// long double arithmetic: the layout (element r*i + layout of the wider register), the mask read in the
// source type, zeros elsewhere; saturation to the destination's range or its low bits; the five rounding
// modes; NaN -> 0 and +-inf -> the extremes for float -> integer.
#include <cmath>
#include <limits>
#include <type_traits>

#include "cast_ref.h"
#include "reg_test_util.h"

using namespace AscendC;
using namespace regtest;
namespace R = AscendC::Reg;

namespace {

class RegCastIntPairsTest : public KernelTest {};

template <R::RegLayout L, R::SatMode S, RoundMode M>
using Tr = castref::CastTr<L, S, M>;

constexpr CtrlSetup kPerInstruction{0, -1, -1}; // CTRL[60] = 0: the trait's satMode decides (表5)
constexpr CtrlSetup kReset{};                   // CTRL[60] = 1, CTRL[59] = 0: saturate whatever the trait says

bool MaskOn(uint32_t sourceElement) { return sourceElement % 7 != 3; }

// The value of a source element, independent of the sim's numeric types.
template <typename S>
long double ValueOf(const uint8_t* p)
{
    if constexpr (std::is_same_v<S, half>) {
        uint16_t b = 0;
        std::memcpy(&b, p, 2);
        const int e = (b >> 10) & 0x1F;
        const int m = b & 0x3FF;
        const long double mag = e == 0    ? std::ldexp(static_cast<long double>(m), -24) :
                                e == 0x1F ? (m != 0 ? NAN : INFINITY) :
                                            std::ldexp(static_cast<long double>(m | 0x400), e - 25);
        return (b & 0x8000) != 0 ? -mag : mag;
    } else if constexpr (std::is_same_v<S, bfloat16_t>) {
        uint16_t b = 0;
        std::memcpy(&b, p, 2);
        const uint32_t w = static_cast<uint32_t>(b) << 16;
        float f = 0;
        std::memcpy(&f, &w, 4);
        return f;
    } else {
        S v{};
        std::memcpy(&v, p, sizeof(S));
        return static_cast<long double>(v);
    }
}

long double RoundTo(long double v, RoundMode m) { return castref::RefRound(v, castref::RmOf(m)); }

template <typename D>
void Put(uint8_t* p, long double v, RoundMode m, bool saturate)
{
    if constexpr (std::is_same_v<D, half>) {
        const half h(static_cast<float>(castref::RefRoundToFloat(v, 10, castref::RmOf(m)))); // exact: no rounding left
        const uint16_t b = HalfBits(h);
        std::memcpy(p, &b, 2);
    } else if constexpr (std::is_same_v<D, bfloat16_t>) {
        const float f = static_cast<float>(castref::RefRoundToFloat(v, 7, castref::RmOf(m)));
        uint32_t w = 0;
        std::memcpy(&w, &f, 4);
        const uint16_t b = static_cast<uint16_t>(w >> 16); // exact: 8 significant bits
        std::memcpy(p, &b, 2);
    } else if constexpr (std::is_same_v<D, float>) {
        const float f = static_cast<float>(castref::RefRoundToFloat(v, 23, castref::RmOf(m)));
        std::memcpy(p, &f, 4);
    } else {
        const D d = castref::RefToInt<D>(v, castref::RmOf(m), saturate);
        std::memcpy(p, &d, sizeof(D));
    }
}

// Runs Cast<D, S, trait> on one register of source bytes, the mask MaskOn per source element.
template <typename D, typename S, const R::CastTrait& trait>
std::vector<uint8_t> RunCast(const std::vector<uint8_t>& src, const CtrlSetup& ctrl)
{
    std::vector<std::vector<uint8_t>> b = {src, std::vector<uint8_t>(256, 0xAB)};
    const auto out = RunVf(
        b,
        [](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
            using M = typename R::detail::UIntOf<sizeof(S)>::type; // the source's mask granularity
            R::MaskReg m = R::CreateMask<M>();
            for (uint32_t i = 0; i < 256 / sizeof(S); ++i) {
                m.SetActive<M>(i, MaskOn(i), false);
            }
            R::RegTensor<uint8_t> raw;
            R::LoadAlign(raw, p0);
            R::RegTensor<S> s(raw);
            R::RegTensor<D> d;
            R::Cast<D, S, trait>(d, s, m);
            R::RegTensor<uint8_t> back(d);
            R::MaskReg all = R::CreateMask<uint8_t>();
            R::StoreAlign(p1, back, all);
        },
        ctrl);
    EXPECT_TRUE(out.ok) << out.report;
    return b[1];
}

// The expected register (plain pairs: one element per source element).
template <typename D, typename S>
std::vector<uint8_t> Expected(const std::vector<uint8_t>& src, uint32_t layout, RoundMode m, bool saturate)
{
    std::vector<uint8_t> want(256, 0);
    if constexpr (sizeof(D) > sizeof(S)) {
        constexpr uint32_t r = sizeof(D) / sizeof(S);
        for (uint32_t i = 0; i < 256 / sizeof(D); ++i) {
            const uint32_t j = r * i + layout;
            if (MaskOn(j)) {
                Put<D>(&want[i * sizeof(D)], ValueOf<S>(&src[j * sizeof(S)]), m, saturate);
            }
        }
    } else {
        constexpr uint32_t r = sizeof(S) / sizeof(D);
        for (uint32_t i = 0; i < 256 / sizeof(S); ++i) {
            if (MaskOn(i)) {
                Put<D>(&want[(r * i + layout) * sizeof(D)], ValueOf<S>(&src[i * sizeof(S)]), m, saturate);
            }
        }
    }
    return want;
}

template <typename D, typename S, R::RegLayout L, R::SatMode Sat, RoundMode M>
void Check(const std::vector<uint8_t>& src, const CtrlSetup& ctrl, bool saturate)
{
    const auto got = RunCast<D, S, Tr<L, Sat, M>::v>(src, ctrl);
    const uint32_t layout = L == R::RegLayout::UNKNOWN ? 0 : static_cast<uint32_t>(L);
    const auto want = Expected<D, S>(src, layout, M == RoundMode::UNKNOWN ? RoundMode::CAST_RINT : M, saturate);
    for (uint32_t k = 0; k < 256; ++k) {
        ASSERT_EQ(got[k], want[k]) << "byte " << k << " layout " << layout << " sat " << saturate;
    }
}

// 256 source bytes: the type's extremes, small values around 0, and a fixed pseudo-random rest.
template <typename S>
std::vector<uint8_t> IntSource()
{
    std::vector<S> v = {std::numeric_limits<S>::min(), std::numeric_limits<S>::max(), S(0), S(1), S(7), S(8)};
    if constexpr (std::is_signed_v<S>) {
        v.insert(v.end(), {S(-1), S(-8), S(-9), S(-128), S(127)});
    }
    uint64_t x = 0x9E3779B97F4A7C15ull;
    while (v.size() < 256 / sizeof(S)) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        const uint64_t w = x >> (v.size() % 3 == 0 ? 60 : 64 - 8 * sizeof(S)); // some small, some full-width
        v.push_back(static_cast<S>(v.size() % 2 == 0 ? w : 0 - w));
    }
    return Bytes(v);
}

template <typename S>
std::vector<uint8_t> FloatSource(const std::vector<float>& extra)
{
    std::vector<S> v;
    for (float f : extra) {
        v.push_back(S(f));
    }
    for (uint32_t i = 0; v.size() < 256 / sizeof(S); ++i) {
        v.push_back(S(std::ldexp(static_cast<float>(i % 13) - 6.3f, static_cast<int>(i % 11) - 2)));
    }
    return Bytes(v);
}

std::vector<float> HalfEdges()
{
    return {0.0f,   -0.0f,  0.5f,   1.5f,    2.5f,     -2.5f,     127.4f,   127.5f,    128.0f, -128.5f, -129.0f, 255.5f,
            256.0f, 257.0f, 300.0f, -300.0f, 65504.0f, -65504.0f, INFINITY, -INFINITY, NAN,    7.5f,    -8.5f};
}

TEST_F(RegCastIntPairsTest, IntegerWideningsAreExactInEveryLayout)
{
    using L = R::RegLayout;
    constexpr auto U = R::SatMode::UNKNOWN;
    constexpr auto N = RoundMode::UNKNOWN;
    Check<int16_t, int8_t, L::ZERO, U, N>(IntSource<int8_t>(), kReset, false);
    Check<int16_t, int8_t, L::ONE, U, N>(IntSource<int8_t>(), kReset, false);
    Check<int32_t, int8_t, L::THREE, U, N>(IntSource<int8_t>(), kReset, false);
    Check<uint16_t, uint8_t, L::ONE, U, N>(IntSource<uint8_t>(), kReset, false);
    Check<uint32_t, uint8_t, L::TWO, U, N>(IntSource<uint8_t>(), kReset, false);
    Check<int32_t, int16_t, L::ONE, U, N>(IntSource<int16_t>(), kReset, false);
    Check<uint32_t, uint16_t, L::ZERO, U, N>(IntSource<uint16_t>(), kReset, false);
    Check<int64_t, int32_t, L::ONE, U, N>(IntSource<int32_t>(), kReset, false);
}

// 约束说明: int16_t -> uint32_t takes only the saturating mode, a negative value becomes 0, whatever CTRL says.
TEST_F(RegCastIntPairsTest, ANegativeInt16ToUint32SaturatesToZero)
{
    const auto src = IntSource<int16_t>();
    Check<uint32_t, int16_t, R::RegLayout::ONE, R::SatMode::UNKNOWN, RoundMode::UNKNOWN>(src, kReset, true);
    Check<uint32_t, int16_t, R::RegLayout::ZERO, R::SatMode::UNKNOWN, RoundMode::UNKNOWN>(src, CtrlSetup{1, -1, 1},
                                                                                          true);
}

// 表9's narrowings: NO_SAT keeps the low bits (表4 "输入int32_t值为256，输出uint8_t值为0"), SAT clamps; with
// CTRL[60] = 1 (the reset state) CTRL[59] decides instead of the trait (表5).
TEST_F(RegCastIntPairsTest, IntegerNarrowingsWrapOrSaturateAsCtrlAndTheTraitSay)
{
    using L = R::RegLayout;
    constexpr auto NS = R::SatMode::NO_SAT;
    constexpr auto S = R::SatMode::SAT;
    constexpr auto N = RoundMode::UNKNOWN;
    const auto i32 = IntSource<int32_t>();
    Check<uint8_t, int32_t, L::ZERO, NS, N>(i32, kPerInstruction, false);
    Check<uint8_t, int32_t, L::THREE, S, N>(i32, kPerInstruction, true);
    Check<uint8_t, int32_t, L::TWO, NS, N>(i32, kReset, true);              // CTRL[59] = 0: saturates
    Check<uint8_t, int32_t, L::ONE, S, N>(i32, CtrlSetup{1, -1, 1}, false); // CTRL[59] = 1: wraps
    Check<int16_t, int32_t, L::ONE, NS, N>(i32, kPerInstruction, false);
    Check<uint16_t, int32_t, L::ZERO, S, N>(i32, kPerInstruction, true);
    const auto u32 = IntSource<uint32_t>();
    Check<uint8_t, uint32_t, L::ONE, S, N>(u32, kPerInstruction, true);
    Check<int16_t, uint32_t, L::ZERO, S, N>(u32, kPerInstruction, true);
    Check<uint16_t, uint32_t, L::ONE, NS, N>(u32, kPerInstruction, false);
    Check<uint8_t, int16_t, L::ONE, NS, N>(IntSource<int16_t>(), kPerInstruction, false);
    Check<uint8_t, uint16_t, L::ZERO, S, N>(IntSource<uint16_t>(), kPerInstruction, true);
    Check<int32_t, int64_t, L::ONE, S, N>(IntSource<int64_t>(), kPerInstruction, true);
    Check<int32_t, int64_t, L::ZERO, NS, N>(IntSource<int64_t>(), kPerInstruction, false);
}

// 表6: the five rounding modes; beyond the range the low bits or the extremes; NaN 0, +-inf the extremes.
TEST_F(RegCastIntPairsTest, FloatToIntegerRoundsAndSaturates)
{
    using L = R::RegLayout;
    constexpr auto NS = R::SatMode::NO_SAT;
    constexpr auto S = R::SatMode::SAT;
    const auto h = FloatSource<half>(HalfEdges());
    Check<int8_t, half, L::ZERO, NS, RoundMode::CAST_RINT>(h, kPerInstruction, false);
    Check<int8_t, half, L::ONE, S, RoundMode::CAST_ROUND>(h, kPerInstruction, true);
    Check<uint8_t, half, L::ZERO, S, RoundMode::CAST_FLOOR>(h, kPerInstruction, true);
    Check<uint8_t, half, L::ONE, NS, RoundMode::CAST_CEIL>(h, kPerInstruction, false);
    Check<int16_t, half, L::UNKNOWN, NS, RoundMode::CAST_TRUNC>(h, kPerInstruction, false);
    Check<int16_t, half, L::UNKNOWN, S, RoundMode::CAST_RINT>(h, kPerInstruction, true);
    const auto bf = FloatSource<bfloat16_t>({3e9f, -3e9f, 2.5f, -0.5f, 1e38f, INFINITY, NAN, 65536.5f});
    Check<int32_t, bfloat16_t, L::ONE, NS, RoundMode::CAST_RINT>(bf, kPerInstruction, false);
    Check<int32_t, bfloat16_t, L::ZERO, S, RoundMode::CAST_CEIL>(bf, kPerInstruction, true);
    const auto f = FloatSource<float>({1e19f, -1e19f, 9.3e18f, 2.5f, -2.5f, 1e30f, -INFINITY, NAN, 0.49999997f});
    Check<int64_t, float, L::ZERO, NS, RoundMode::CAST_ROUND>(f, kPerInstruction, false);
    Check<int64_t, float, L::ONE, S, RoundMode::CAST_TRUNC>(f, kPerInstruction, true);
    Check<int64_t, float, L::ONE, NS, RoundMode::CAST_FLOOR>(f, kReset, true); // the reset state saturates
}

// 表8: exact widenings, and the rounding ones (int16_t -> half past 2048, int64_t -> float past 2^24).
TEST_F(RegCastIntPairsTest, IntegerToFloatRoundsByTheTrait)
{
    using L = R::RegLayout;
    constexpr auto U = R::SatMode::UNKNOWN;
    Check<half, int8_t, L::ONE, U, RoundMode::UNKNOWN>(IntSource<int8_t>(), kReset, false);
    Check<half, uint8_t, L::ZERO, U, RoundMode::UNKNOWN>(IntSource<uint8_t>(), kReset, false);
    Check<float, int16_t, L::ONE, U, RoundMode::UNKNOWN>(IntSource<int16_t>(), kReset, false);
    const auto i16 = IntSource<int16_t>();
    Check<half, int16_t, L::UNKNOWN, U, RoundMode::CAST_RINT>(i16, kReset, false);
    Check<half, int16_t, L::UNKNOWN, U, RoundMode::CAST_ROUND>(i16, kReset, false);
    Check<half, int16_t, L::UNKNOWN, U, RoundMode::CAST_FLOOR>(i16, kReset, false);
    Check<half, int16_t, L::UNKNOWN, U, RoundMode::CAST_CEIL>(i16, kReset, false);
    Check<half, int16_t, L::UNKNOWN, U, RoundMode::CAST_TRUNC>(i16, kReset, false);
    const auto i64 = IntSource<int64_t>();
    Check<float, int64_t, L::ZERO, U, RoundMode::CAST_RINT>(i64, kReset, false);
    Check<float, int64_t, L::ONE, U, RoundMode::CAST_CEIL>(i64, kReset, false);
    Check<float, int64_t, L::ONE, U, RoundMode::CAST_TRUNC>(i64, kReset, false);
}

// int4x2_t (约束说明: with b16, the instruction reads and writes pairs; a narrowing's mask is its even
// element's bit): int4x2_t byte 4i + layout holds destination elements 2i (low nibble) and 2i + 1.
int32_t Nibble(uint8_t b, uint32_t hi) { return static_cast<int32_t>(static_cast<int8_t>((b >> (4 * hi)) << 4)) >> 4; }

template <typename D, R::RegLayout L>
void CheckInt4Widen()
{
    const auto src = IntSource<uint8_t>();
    const auto got = RunCast<D, int4x2_t, Tr<L, R::SatMode::UNKNOWN, RoundMode::UNKNOWN>::v>(src, kReset);
    std::vector<uint8_t> want(256, 0);
    for (uint32_t i = 0; i < 64; ++i) {
        const uint32_t j = 4 * i + static_cast<uint32_t>(L);
        for (uint32_t h = 0; h < 2 && MaskOn(j); ++h) {
            Put<D>(&want[(2 * i + h) * 2], Nibble(src[j], h), RoundMode::CAST_RINT, false);
        }
    }
    for (uint32_t k = 0; k < 256; ++k) {
        ASSERT_EQ(got[k], want[k]) << "byte " << k;
    }
}

template <typename S, R::RegLayout L, R::SatMode Sat, RoundMode M>
void CheckInt4Narrow(const std::vector<uint8_t>& src, const CtrlSetup& ctrl, bool saturate)
{
    const auto got = RunCast<int4x2_t, S, Tr<L, Sat, M>::v>(src, ctrl);
    std::vector<uint8_t> want(256, 0);
    const RoundMode m = M == RoundMode::UNKNOWN ? RoundMode::CAST_RINT : M;
    for (uint32_t i = 0; i < 64; ++i) {
        if (!MaskOn(2 * i)) {
            continue;
        }
        uint8_t packed = 0;
        for (uint32_t h = 0; h < 2; ++h) {
            const long double v = ValueOf<S>(&src[(2 * i + h) * 2]);
            const int32_t q = std::isnan(v) ? 0 : (std::isinf(v) ? (v < 0 ? -8 : 7) : 0);
            int64_t n = q;
            if (std::isfinite(v)) {
                n = static_cast<int64_t>(RoundTo(v, m));
                n = saturate ? (n < -8 ? -8 : (n > 7 ? 7 : n)) : n;
            }
            packed = static_cast<uint8_t>(packed | ((static_cast<uint64_t>(n) & 0xF) << (4 * h)));
        }
        want[4 * i + static_cast<uint32_t>(L)] = packed;
    }
    for (uint32_t k = 0; k < 256; ++k) {
        ASSERT_EQ(got[k], want[k]) << "byte " << k << " sat " << saturate;
    }
}

TEST_F(RegCastIntPairsTest, Int4x2PairsWithB16)
{
    CheckInt4Widen<half, R::RegLayout::ZERO>();
    CheckInt4Widen<bfloat16_t, R::RegLayout::THREE>();
    CheckInt4Widen<int16_t, R::RegLayout::ONE>();
    const auto h = FloatSource<half>(HalfEdges());
    CheckInt4Narrow<half, R::RegLayout::TWO, R::SatMode::SAT, RoundMode::CAST_RINT>(h, kPerInstruction, true);
    CheckInt4Narrow<half, R::RegLayout::ONE, R::SatMode::NO_SAT, RoundMode::CAST_FLOOR>(h, kPerInstruction, false);
    const auto i16 = IntSource<int16_t>();
    CheckInt4Narrow<int16_t, R::RegLayout::ZERO, R::SatMode::SAT, RoundMode::UNKNOWN>(i16, kPerInstruction, true);
    CheckInt4Narrow<int16_t, R::RegLayout::THREE, R::SatMode::NO_SAT, RoundMode::UNKNOWN>(i16, kPerInstruction, false);
    CheckInt4Narrow<int16_t, R::RegLayout::TWO, R::SatMode::NO_SAT, RoundMode::UNKNOWN>(i16, kReset, true);
}

} // namespace
