// Memory vector API, logic family (逻辑计算/And.md, Or.md, Not.md, Ands.md, Ors.md, ShiftLeft.md,
// ShiftRight.md, ShiftLeft/ShiftRight（位数为Tensor）.md) against plain integer references: count forms
// over 8..64-bit types, the mask forms with strides and both mask kinds, the flexible scalar
// position of Ands / Ors (the element_wise_logic example's Ors<BinaryDefaultType, true, {0}>), and
// the sanitizer findings (alignment of a scalar LocalTensor, an undefined shift count, a missing
// MTE2 -> V flag).
#include <limits>
#include "memapi_test_util.h"

using namespace memapi;

namespace {

class LogicApiTest : public KernelTest {};

template <class T>
std::vector<T> Bits(size_t n, uint32_t seed)
{
    std::vector<T> v(n);
    uint64_t s = seed * 0x9E3779B97F4A7C15ull + 7;
    for (auto& x : v) {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        x = static_cast<T>(s >> 13);
    }
    return v;
}

// ---- count forms ---------------------------------------------------------------------------------------
MEMAPI_OP(AndOrNotCount)
{
    And(As<uint16_t>(o), As<uint16_t>(a), As<uint16_t>(b), 512);
    Or(As<int8_t>(o)[1024], As<int8_t>(a)[1024], As<int8_t>(b)[1024], 96);
    Not(As<uint64_t>(o)[256], As<uint64_t>(a)[256], 40);
    And(As<int64_t>(o)[512], As<int64_t>(a)[512], As<int64_t>(b)[512], 24);
}
TEST_F(LogicApiTest, CountForms)
{
    Io io;
    io.a = Bits<uint8_t>(kIoBytes, 1);
    io.b = Bits<uint8_t>(kIoBytes, 2);
    const auto o0 = io.o;
    ASSERT_TRUE(RunIo<AndOrNotCount>(io).ok);
    std::vector<uint8_t> want = o0;
    for (size_t i = 0; i < 1024; ++i) { // 512 uint16 = 1024 bytes: bitwise on bytes is the same
        want[i] = io.a[i] & io.b[i];
    }
    for (size_t i = 1024; i < 1024 + 96; ++i) {
        want[i] = io.a[i] | io.b[i];
    }
    for (size_t i = 2048; i < 2048 + 40 * 8; ++i) {
        want[i] = static_cast<uint8_t>(~io.a[i]);
    }
    for (size_t i = 4096; i < 4096 + 24 * 8; ++i) {
        want[i] = io.a[i] & io.b[i];
    }
    EXPECT_EQ(io.o, want);
}

// ---- mask forms -----------------------------------------------------------------------------------------
MEMAPI_OP(AndOrMask)
{
    uint64_t bits[2] = {0x0F0F0F0F0F0F0F0Full, 0xFFFF00000000FFFFull};
    And(As<int16_t>(o), As<int16_t>(a), As<int16_t>(b), bits, 3, {1, 2, 1, 9, 16, 8});
    Or(As<uint32_t>(o)[1024], As<uint32_t>(a), As<uint32_t>(b), static_cast<uint64_t>(37), 2, {2, 1, 1, 16, 8, 8});
    Not(As<uint16_t>(c), As<uint16_t>(a), static_cast<uint64_t>(100), 2, {1, 1, 8, 8});
}
TEST_F(LogicApiTest, MaskForms)
{
    Io io;
    io.a = Bits<uint8_t>(kIoBytes, 3);
    io.b = Bits<uint8_t>(kIoBytes, 4);
    const auto a16 = Io::View<int16_t>(io.a), b16 = Io::View<int16_t>(io.b);
    const auto a32 = Io::View<uint32_t>(io.a), b32 = Io::View<uint32_t>(io.b);
    auto want16 = Io::View<int16_t>(io.o);
    auto want32 = Io::View<uint32_t>(io.o);
    auto wantNot = Io::View<uint16_t>(io.c);
    ASSERT_TRUE(RunIo<AndOrMask>(io).ok);
    const uint64_t m[2] = {0x0F0F0F0F0F0F0F0Full, 0xFFFF00000000FFFFull};
    for (uint64_t r = 0; r < 3; ++r) {
        for (uint64_t k = 0; k < 128; ++k) {
            if (MaskBit(m, k)) {
                want16[At<int16_t>(k, r, 1, 9)] = static_cast<int16_t>(a16[At<int16_t>(k, r, 2, 16)] &
                                                                       b16[At<int16_t>(k, r, 1, 8)]);
            }
        }
    }
    for (uint64_t r = 0; r < 2; ++r) {
        for (uint64_t k = 0; k < 37; ++k) {
            want32[1024 + At<uint32_t>(k, r, 2, 16)] = a32[At<uint32_t>(k, r, 1, 8)] | b32[At<uint32_t>(k, r, 1, 8)];
        }
    }
    const auto au16 = Io::View<uint16_t>(io.a);
    for (uint64_t r = 0; r < 2; ++r) {
        for (uint64_t k = 0; k < 100; ++k) {
            wantNot[r * 128 + k] = static_cast<uint16_t>(~au16[r * 128 + k]);
        }
    }
    // The And (bytes [0, 4096)) and the Or (from byte 4096) write disjoint parts of o.
    const auto got16 = Io::View<int16_t>(io.o);
    const auto got32 = Io::View<uint32_t>(io.o);
    for (size_t i = 0; i < 2048; ++i) {
        ASSERT_EQ(got16[i], want16[i]) << "And element " << i;
    }
    for (size_t i = 1024; i < 2048; ++i) {
        ASSERT_EQ(got32[i], want32[i]) << "Or element " << i;
    }
    EXPECT_EQ(Io::View<uint16_t>(io.c), wantNot);
}

// ---- Ands / Ors, flexible scalar position ---------------------------------------------------------------
// element_wise_logic.asc scenario 2: config {0}: src0Local[0] is the scalar, src1Local the vector.
MEMAPI_OP(OrsExampleShape)
{
    static constexpr BinaryConfig config = {0};
    Ors<BinaryDefaultType, true, config>(As<uint16_t>(o), As<uint16_t>(a)[0], As<uint16_t>(b), 512);
    // a scalar value on the left, int64_t (count form only)
    Ands(As<int64_t>(c), static_cast<int64_t>(0x00FF00FF00FF00FFll), As<int64_t>(b), 64);
}
TEST_F(LogicApiTest, OrsAndsFlexibleCount)
{
    Io io;
    io.a = Bits<uint8_t>(kIoBytes, 5);
    io.b = Bits<uint8_t>(kIoBytes, 6);
    const auto a16 = Io::View<uint16_t>(io.a), b16 = Io::View<uint16_t>(io.b);
    const auto b64 = Io::View<int64_t>(io.b);
    auto wantC = Io::View<int64_t>(io.c);
    ASSERT_TRUE(RunIo<OrsExampleShape>(io).ok);
    const auto got = Io::View<uint16_t>(io.o);
    for (size_t i = 0; i < 512; ++i) {
        ASSERT_EQ(got[i], static_cast<uint16_t>(a16[0] | b16[i])) << i;
    }
    EXPECT_EQ(got[512], 0xEEEEu);
    for (size_t i = 0; i < 64; ++i) {
        wantC[i] = b64[i] & 0x00FF00FF00FF00FFll;
    }
    EXPECT_EQ(Io::View<int64_t>(io.c), wantC);
}

// Mask forms: the scalar element of `c` (config {1}: src1 is the scalar), and a plain scalar.
MEMAPI_OP(AndsOrsMask)
{
    static constexpr BinaryConfig config = {1};
    uint64_t bits[2] = {0xAAAAAAAAAAAAAAAAull, 0x5555555555555555ull};
    Ands<BinaryDefaultType, true, config>(As<int16_t>(o), As<int16_t>(a), As<int16_t>(c)[16], bits, 2, {1, 1, 8, 8});
    Ors(As<uint16_t>(o)[2048], static_cast<uint16_t>(0x8001), As<uint16_t>(b), static_cast<uint64_t>(70), 3,
        {2, 1, 16, 8});
}
TEST_F(LogicApiTest, AndsOrsMaskForms)
{
    Io io;
    io.a = Bits<uint8_t>(kIoBytes, 7);
    io.b = Bits<uint8_t>(kIoBytes, 8);
    io.c = Bits<uint8_t>(kIoBytes, 9);
    const auto a16 = Io::View<int16_t>(io.a);
    const auto b16 = Io::View<uint16_t>(io.b);
    const int16_t s = Io::View<int16_t>(io.c)[16];
    auto want = Io::View<int16_t>(io.o);
    ASSERT_TRUE(RunIo<AndsOrsMask>(io).ok);
    const uint64_t m[2] = {0xAAAAAAAAAAAAAAAAull, 0x5555555555555555ull};
    for (uint64_t r = 0; r < 2; ++r) {
        for (uint64_t k = 0; k < 128; ++k) {
            if (MaskBit(m, k)) {
                want[r * 128 + k] = static_cast<int16_t>(a16[r * 128 + k] & s);
            }
        }
    }
    for (uint64_t r = 0; r < 3; ++r) {
        for (uint64_t k = 0; k < 70; ++k) {
            want[2048 + At<uint16_t>(k, r, 2, 16)] = static_cast<int16_t>(b16[At<uint16_t>(k, r, 1, 8)] | 0x8001);
        }
    }
    EXPECT_EQ(Io::View<int16_t>(io.o), want);
}

// ---- shifts ---------------------------------------------------------------------------------------------
// Per-element counts (element_wise_logic.asc scenario 3: uint16_t by int16_t), counts past the width;
// scalar counts (scenario 4: ShiftRight by 2); arithmetic shifts of signed types; mask forms.
MEMAPI_OP(Shifts)
{
    ShiftLeft(As<uint16_t>(o), As<uint16_t>(a), As<int16_t>(b), 256);
    ShiftRight(As<int32_t>(o)[256], As<int32_t>(a)[256], As<int32_t>(b)[256], 128);
    constexpr uint16_t kShift = 2;
    ShiftRight(As<uint16_t>(c), As<uint16_t>(a), kShift, 512);
    ShiftRight(As<int16_t>(c)[512], As<int16_t>(a)[512], static_cast<int16_t>(17), 128);
    uint64_t bits[2] = {0xFFFF0000FFFF0000ull, 0};
    ShiftLeft(As<int32_t>(c)[512], As<int32_t>(a)[512], static_cast<int32_t>(5), bits, 2, {1, 1, 8, 8});
    ShiftRight(As<int32_t>(c)[768], As<int32_t>(a)[768], static_cast<int32_t>(31), static_cast<uint64_t>(10), 1,
               {1, 1, 8, 8}, true);
}
// ShiftLeft.md: logical for unsigned T; 算术左移 for signed T (the sign stays, the bits below it shift):
// the value bits times 2^n modulo 2^(w-1), plus the minimum for a negative x.
template <class T>
T Shl(T x, int64_t n)
{
    using UT = std::make_unsigned_t<T>;
    constexpr int64_t w = 8 * sizeof(T);
    if constexpr (std::is_signed_v<T>) {
        const uint64_t below = (uint64_t(1) << (w - 1)) - 1;
        const uint64_t moved = n >= w - 1 ? 0 : ((static_cast<uint64_t>(x) & below) << n) & below;
        return x < 0 ? static_cast<T>(std::numeric_limits<T>::min() + static_cast<T>(moved)) : static_cast<T>(moved);
    } else {
        return n >= w ? T(0) : static_cast<T>(static_cast<UT>(static_cast<UT>(x) << n));
    }
}
template <class T>
T Shr(T x, int64_t n)
{
    const int64_t w = 8 * sizeof(T);
    if (std::is_signed_v<T>) {
        const int64_t v = static_cast<int64_t>(x);
        return static_cast<T>(n >= w ? (v < 0 ? -1 : 0) : (v >> n)); // floor division by 2^n
    }
    return n >= w ? T(0) : static_cast<T>(static_cast<uint64_t>(x) >> n);
}
TEST_F(LogicApiTest, Shifts)
{
    Io io;
    io.a = Bits<uint8_t>(kIoBytes, 10);
    auto b16 = Io::View<int16_t>(io.b);
    for (size_t i = 0; i < 256; ++i) {
        b16[i] = static_cast<int16_t>(i % 20); // 0..19: 16..19 are past the width
    }
    Io::Put(io.b, b16);
    auto b32 = Io::View<int32_t>(io.b);
    for (size_t i = 256; i < 384; ++i) {
        b32[i] = static_cast<int32_t>((i * 7) % 40);
    }
    Io::Put(io.b, b32);
    const auto a16 = Io::View<uint16_t>(io.a);
    const auto s16 = Io::View<int16_t>(io.a);
    const auto a32 = Io::View<int32_t>(io.a);
    ASSERT_TRUE(RunIo<Shifts>(io).ok);
    const auto o16 = Io::View<uint16_t>(io.o);
    const auto o32 = Io::View<int32_t>(io.o);
    for (size_t i = 0; i < 256; ++i) {
        ASSERT_EQ(o16[i], Shl<uint16_t>(a16[i], b16[i])) << i;
    }
    for (size_t i = 256; i < 384; ++i) {
        ASSERT_EQ(o32[i], Shr<int32_t>(a32[i], b32[i])) << i;
    }
    const auto c16 = Io::View<uint16_t>(io.c);
    const auto cs16 = Io::View<int16_t>(io.c);
    const auto c32 = Io::View<int32_t>(io.c);
    for (size_t i = 0; i < 512; ++i) {
        ASSERT_EQ(c16[i], Shr<uint16_t>(a16[i], 2)) << i;
    }
    for (size_t i = 512; i < 640; ++i) {
        ASSERT_EQ(cs16[i], Shr<int16_t>(s16[i], 17)) << i; // 0 or -1
    }
    const uint64_t m[2] = {0xFFFF0000FFFF0000ull, 0};
    for (size_t r = 0; r < 2; ++r) {
        for (size_t k = 0; k < 64; ++k) {
            const size_t i = 512 + r * 64 + k;
            if (MaskBit(m, k)) {
                ASSERT_EQ(c32[i], Shl<int32_t>(a32[i], 5)) << i;
            }
        }
    }
    for (size_t k = 0; k < 10; ++k) {
        ASSERT_EQ(c32[768 + k], Shr<int32_t>(a32[768 + k], 31)) << k;
    }
}

// ---- findings ---------------------------------------------------------------------------------------------
// Ors.md: a LocalTensor scalar operand is 32-byte aligned; a[1] is 2 bytes in.
MEMAPI_OP(OrsScalarMisaligned)
{
    static constexpr BinaryConfig config = {0};
    MEMAPI_MARK();
    Ors<BinaryDefaultType, true, config>(As<uint16_t>(o), As<uint16_t>(a)[1], As<uint16_t>(b), 256);
}
MEMAPI_OP(ShiftNegativeScalar)
{
    MEMAPI_MARK();
    ShiftRight(As<int16_t>(o), As<int16_t>(a), static_cast<int16_t>(-1), 128);
}
// Ands mask form with the scalar element inside the destination.
MEMAPI_OP(AndsScalarInDst)
{
    static constexpr BinaryConfig config = {1};
    const auto scalarInDst = As<int16_t>(o)[16];
    MEMAPI_MARK();
    Ands<BinaryDefaultType, true, config>(As<int16_t>(o), As<int16_t>(a), scalarInDst, 128ul, 1, {1, 1, 8, 8});
}
// The inputs were copied in with no MTE2 -> V flag.
struct AndWithoutSync {
    static constexpr bool kSkipInputSync = true;
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    const LocalTensor<uint8_t>&)
    {
        MEMAPI_MARK();
        And(As<uint16_t>(o), As<uint16_t>(a), As<uint16_t>(b), 128);
    }
};
TEST_F(LogicApiTest, Findings)
{
    ExpectIoFinding<OrsScalarMisaligned>("memcheck", "not 32-byte aligned", __FILE__);
    ExpectIoFinding<ShiftNegativeScalar>("memcheck", "shift count -1 is negative", __FILE__);
    ExpectIoFinding<AndsScalarInDst>("memcheck", "source and destination may not overlap", __FILE__);
    ExpectIoFinding<AndWithoutSync>("synccheck", "V accesses a block written by MTE2", __FILE__);
}

// A negative per-element count: undefined; the lane gets poison and initcheck reports it (a warning by
// default, a finding with initcheck=fatal).
MEMAPI_OP(ShiftNegativeElement) { ShiftLeft(As<uint16_t>(o), As<uint16_t>(a), As<int16_t>(b), 128); }
TEST_F(LogicApiTest, NegativeElementCountIsInitcheck)
{
    Io io;
    auto b16 = Io::View<int16_t>(io.b);
    b16[5] = -3;
    Io::Put(io.b, b16);
    const LaunchOutcome r = RunIo<ShiftNegativeElement>(io);
    ASSERT_TRUE(r.ok) << r.report;
    EXPECT_TRUE(Contains(r.warnings, "initcheck")) << r.warnings;
    EXPECT_TRUE(Contains(r.warnings, "ShiftLeft")) << r.warnings;
    EXPECT_EQ(Io::View<uint16_t>(io.o)[5], ascsim::num::kPoisonU16);
    setenv("ASCEND_SIM_SANITIZER", "initcheck=fatal", 1);
    Io io2;
    Io::Put(io2.b, b16);
    const LaunchOutcome f = RunIo<ShiftNegativeElement>(io2);
    unsetenv("ASCEND_SIM_SANITIZER");
    EXPECT_FALSE(f.ok);
    EXPECT_TRUE(Contains(f.report, "initcheck")) << f.report;
}

} // namespace
