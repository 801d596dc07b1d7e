// MulCast, AddReluCast, SubReluCast, MulsCast / FusedMulsCast (Memory矢量计算/复合计算/MulCast.md,
// AddReluCast.md, SubReluCast.md, MulsCast(ISASI).md), added by following sim/README.md's "Adding an API":
// every 950 type pair against float64 / integer references written here (the product / sum rounded to the
// source type first, then RINT and saturation to the destination; MulsCast CAST_ROUND), the mask forms'
// mixed-width layout, the specials of 附录/Memory矢量计算接口边界值汇总.md 表26 / 表28, the pages' MulsCast
// example, and the findings. Names and classes: emulator/events/test_op_rows_compound_cast.cpp.
#include <cmath>
#include <limits>

#include "memapi_test_util.h"

using namespace memapi;

namespace {

class CompoundCastTest : public KernelTest {};

constexpr uint32_t kN = 256;

// A double rounded to half: nearest-even (away = false) or half away from zero (CAST_ROUND), overflow to
// inf, subnormals kept; independent of the sim's half.
double RoundHalf(double r, bool away = false)
{
    if (std::isnan(r) || std::isinf(r) || r == 0.0) {
        return r;
    }
    const int e = std::max(std::ilogb(r), -14);
    const double scale = std::ldexp(1.0, e - 10);
    const double q = (away ? std::round(r / scale) : std::nearbyint(r / scale)) * scale;
    return std::fabs(q) > 65504.0 ? std::copysign(INFINITY, q) : q;
}
double SatHalf(double r) { return std::isnan(r) ? 0.0 : std::isinf(r) ? std::copysign(65504.0, r) : r; }
// RINT to an integer type, saturating; NaN -> 0.
template <class I>
double RintTo(double r)
{
    if (std::isnan(r)) {
        return 0.0;
    }
    const double q = std::nearbyint(r);
    return std::min(std::max(q, D(std::numeric_limits<I>::min())), D(std::numeric_limits<I>::max()));
}

// ---- MulCast ------------------------------------------------------------------------------------------
MEMAPI_OP(MulCastCounts)
{
    MulCast(As<int8_t>(o), As<half>(a), As<half>(b), kN);
    MulCast(As<uint8_t>(o)[1024], As<half>(a)[1024], As<half>(b)[1024], kN);
    MulCast(As<int32_t>(c), As<int64_t>(a)[512], As<int64_t>(b)[512], kN);
    MulCast(As<float>(c)[512], As<int64_t>(a)[768], As<int64_t>(b)[768], kN);
}
TEST_F(CompoundCastTest, MulCastCountFormsEveryPair)
{
    Io io;
    auto ah = Io::View<half>(io.a), bh = Io::View<half>(io.b);
    const auto r0 = RandomVec<half>(kN, -20, 20, 1), r1 = RandomVec<half>(kN, -20, 20, 2);
    const auto p0 = RandomVec<half>(kN, 0, 16, 3), p1 = RandomVec<half>(kN, 0, 16, 4); // uint8_t: no negatives
    std::copy(r0.begin(), r0.end(), ah.begin());
    std::copy(r1.begin(), r1.end(), bh.begin());
    std::copy(p0.begin(), p0.end(), ah.begin() + 1024);
    std::copy(p1.begin(), p1.end(), bh.begin() + 1024);
    Io::Put(io.a, ah);
    Io::Put(io.b, bh);
    auto a64 = Io::View<int64_t>(io.a), b64 = Io::View<int64_t>(io.b);
    for (uint32_t i = 0; i < kN; ++i) {
        a64[512 + i] = (i % 4 == 0 ? int64_t{3} << 40 : int64_t{i} * 12345) * (i % 3 == 0 ? -1 : 1);
        b64[512 + i] = i % 4 == 0 ? int64_t{1} << 12 : int64_t{i} - 100; // 3 * 2^52 saturates int32_t
        a64[768 + i] = (int64_t{1} << 53) + int64_t{i} * 7 - 300;        // products beyond float's 24 bits
        b64[768 + i] = i % 2 == 0 ? 1 : -3;
    }
    Io::Put(io.a, a64);
    Io::Put(io.b, b64);
    const Io in = io;
    ExpectClean(RunIo<MulCastCounts>(io));
    const auto i8 = Io::View<int8_t>(io.o);
    const auto u8 = Io::View<uint8_t>(io.o);
    const auto i32 = Io::View<int32_t>(io.c);
    const auto f32 = Io::View<float>(io.c);
    const auto ha = Io::View<half>(in.a), hb = Io::View<half>(in.b);
    const auto la = Io::View<int64_t>(in.a), lb = Io::View<int64_t>(in.b);
    for (uint32_t i = 0; i < kN; ++i) {
        EXPECT_EQ(D(i8[i]), RintTo<int8_t>(SatHalf(RoundHalf(D(ha[i]) * D(hb[i]))))) << i;
        EXPECT_EQ(D(u8[1024 + i]), RintTo<uint8_t>(SatHalf(RoundHalf(D(ha[1024 + i]) * D(hb[1024 + i]))))) << i;
        const int64_t p = la[512 + i] * lb[512 + i];
        EXPECT_EQ(i32[i], static_cast<int32_t>(std::clamp<int64_t>(p, INT32_MIN, INT32_MAX))) << i;
        const int64_t q = la[768 + i] * lb[768 + i];
        EXPECT_EQ(f32[512 + i], static_cast<float>(q)) << i; // nearest-even, exact in the host's conversion
    }
}

// The mask form: 128 half sources per repeat, the int8_t results in the first 4 DataBlocks of each
// repeat (MulCast.md 约束说明: srcRepStride 8, dstRepStride 4); masked-out bytes keep their value.
MEMAPI_OP(MulCastMask)
{
    uint64_t mask[2] = {0xF0F0F0F0F0F0F0F0ull, 0x00000000FFFFFFFFull};
    MulCast(As<int8_t>(o), As<half>(a), As<half>(b), mask, 2, {1, 1, 1, 4, 8, 8});
}
TEST_F(CompoundCastTest, MulCastMaskFormLayout)
{
    Io io;
    Io::Put(io.a, RandomVec<half>(kIoBytes / 2, -12, 12, 5));
    Io::Put(io.b, RandomVec<half>(kIoBytes / 2, -12, 12, 6));
    const Io in = io;
    ExpectClean(RunIo<MulCastMask>(io));
    const auto got = Io::View<int8_t>(io.o);
    const auto ha = Io::View<half>(in.a), hb = Io::View<half>(in.b);
    const uint64_t mask[2] = {0xF0F0F0F0F0F0F0F0ull, 0x00000000FFFFFFFFull};
    std::vector<int8_t> want(kIoBytes, static_cast<int8_t>(0xEE));
    for (uint64_t r = 0; r < 2; ++r) {
        for (uint64_t k = 0; k < 128; ++k) {
            if (MaskBit(mask, k)) {
                const size_t s = At<half>(k, r, 1, 8);
                want[At<int8_t>(k, r, 1, 4)] = static_cast<int8_t>(
                    RintTo<int8_t>(SatHalf(RoundHalf(D(ha[s]) * D(hb[s])))));
            }
        }
    }
    for (size_t i = 0; i < 512; ++i) {
        EXPECT_EQ(got[i], want[i]) << i;
    }
}

// 表28 (half -> int8_t): inf and MAX*MAX -> MAX, -inf -> MIN, nan and 0 * inf -> 0, in both CTRL modes.
MEMAPI_OP(MulCastSpecials)
{
    MulCast(As<int8_t>(o), As<half>(a), As<half>(b), 32);
    const int64_t saved = GetCtrlSpr<48, 48>();
    SetCtrlSpr<48, 48>(1);
    MulCast(As<int8_t>(c), As<half>(a), As<half>(b), 32);
    SetCtrlSpr<48, 48>(saved);
}
TEST_F(CompoundCastTest, MulCastSpecialsInBothModes)
{
    Io io;
    Io::Put(io.a, std::vector<half>{half(65504.0f), half(INFINITY), half(65504.0f), half(NAN), half(0.0f), half(-0.0f),
                                    half(2.5f), half(-3.5f)});
    Io::Put(io.b, std::vector<half>{half(65504.0f), half(1.0f), half(-65504.0f), half(1.0f), half(INFINITY), half(1.0f),
                                    half(1.0f), half(1.0f)});
    ExpectClean(RunIo<MulCastSpecials>(io));
    for (const auto& buf : {io.o, io.c}) {
        const auto v = Io::View<int8_t>(buf);
        EXPECT_EQ(v[0], 127);
        EXPECT_EQ(v[1], 127);
        EXPECT_EQ(v[2], -128);
        EXPECT_EQ(v[3], 0);
        EXPECT_EQ(v[4], 0);
        EXPECT_EQ(v[5], 0);
        EXPECT_EQ(v[6], 2); // RINT: ties to even
        EXPECT_EQ(v[7], -4);
    }
}

// ---- AddReluCast / SubReluCast ------------------------------------------------------------------------
template <bool add>
struct ReluCastCounts {
    template <class T, class U>
    static void Call(const LocalTensor<T>& d, const LocalTensor<U>& x, const LocalTensor<U>& y, uint32_t n)
    {
        if constexpr (add) {
            AddReluCast(d, x, y, n);
        } else {
            SubReluCast(d, x, y, n);
        }
    }
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    const LocalTensor<uint8_t>& c)
    {
        Call(As<half>(o), As<float>(a), As<float>(b), kN);                       // a, b [0, 1 KB)
        Call(As<int8_t>(o)[1024], As<half>(a)[512], As<half>(b)[512], kN);       // [1 KB, 1.5 KB)
        Call(As<int8_t>(o)[1536], As<int16_t>(a)[768], As<int16_t>(b)[768], kN); // [1.5 KB, 2 KB)
        Call(As<float>(c), As<int64_t>(a)[256], As<int64_t>(b)[256], kN);        // [2 KB, 4 KB)
        Call(As<int32_t>(c)[512], As<int64_t>(a)[512], As<int64_t>(b)[512], kN); // [4 KB, 6 KB)
    }
};
template <bool add>
void CheckReluCastCounts()
{
    Io io;
    auto af = Io::View<float>(io.a), bf = Io::View<float>(io.b);
    const auto f0 = RandomVec<float>(kN, -300, 300, 7), f1 = RandomVec<float>(kN, -300, 300, 8);
    std::copy(f0.begin(), f0.end(), af.begin());
    std::copy(f1.begin(), f1.end(), bf.begin());
    af[0] = 40000.0f; // 80000 > 65504: saturated to MAX (the default CTRL mode)
    bf[0] = add ? 40000.0f : -40000.0f;
    Io::Put(io.a, af);
    Io::Put(io.b, bf);
    auto ah = Io::View<half>(io.a), bh = Io::View<half>(io.b);
    const auto h0 = RandomVec<half>(kN, -150, 150, 9), h1 = RandomVec<half>(kN, -150, 150, 10);
    std::copy(h0.begin(), h0.end(), ah.begin() + 512);
    std::copy(h1.begin(), h1.end(), bh.begin() + 512);
    Io::Put(io.a, ah);
    Io::Put(io.b, bh);
    auto ai = Io::View<int16_t>(io.a), bi = Io::View<int16_t>(io.b);
    for (uint32_t i = 0; i < kN; ++i) {
        ai[768 + i] = static_cast<int16_t>(static_cast<int>(i * 131) - 16000);
        bi[768 + i] = static_cast<int16_t>(i % 5 == 0 ? 30000 : static_cast<int>(i) - 128); // wraps sometimes
    }
    Io::Put(io.a, ai);
    Io::Put(io.b, bi);
    auto a64 = Io::View<int64_t>(io.a), b64 = Io::View<int64_t>(io.b);
    for (uint32_t i = 0; i < 2 * kN; ++i) {
        a64[256 + i] = (int64_t{1} << (20 + i % 40)) + int64_t{i} * 977 - 70000;
        b64[256 + i] = (i % 3 == 0 ? -1 : 1) * (int64_t{1} << (i % 35));
    }
    Io::Put(io.a, a64);
    Io::Put(io.b, b64);
    const Io in = io;
    ExpectClean(RunIo<ReluCastCounts<add>>(io));
    const auto oh = Io::View<half>(io.o);
    const auto o8 = Io::View<int8_t>(io.o);
    const auto cf = Io::View<float>(io.c);
    const auto c32 = Io::View<int32_t>(io.c);
    const auto xf = Io::View<float>(in.a), yf = Io::View<float>(in.b);
    const auto xh = Io::View<half>(in.a), yh = Io::View<half>(in.b);
    const auto xi = Io::View<int16_t>(in.a), yi = Io::View<int16_t>(in.b);
    const auto xl = Io::View<int64_t>(in.a), yl = Io::View<int64_t>(in.b);
    for (uint32_t i = 0; i < kN; ++i) {
        // float: the sum rounded to float, the relu, RINT to half, saturated.
        const double sf = static_cast<float>(add ? D(xf[i]) + D(yf[i]) : D(xf[i]) - D(yf[i]));
        EXPECT_EQ(D(oh[i]), SatHalf(RoundHalf(std::max(sf, 0.0)))) << i;
        // half: the sum rounded to half first.
        const double sh = RoundHalf(add ? D(xh[512 + i]) + D(yh[512 + i]) : D(xh[512 + i]) - D(yh[512 + i]));
        EXPECT_EQ(D(o8[1024 + i]), RintTo<int8_t>(std::max(sh, 0.0))) << i;
        // int16_t: wraps, relu, through half (RINT), then int8_t.
        const auto w = static_cast<int16_t>(add ? xi[768 + i] + yi[768 + i] : xi[768 + i] - yi[768 + i]);
        EXPECT_EQ(D(o8[1536 + i]), RintTo<int8_t>(RoundHalf(std::max(D(w), 0.0)))) << i;
        // int64_t -> float: nearest-even; -> int32_t: saturated.
        const int64_t s0 = add ? xl[256 + i] + yl[256 + i] : xl[256 + i] - yl[256 + i];
        EXPECT_EQ(cf[i], static_cast<float>(std::max<int64_t>(s0, 0))) << i;
        const int64_t s1 = add ? xl[512 + i] + yl[512 + i] : xl[512 + i] - yl[512 + i];
        EXPECT_EQ(c32[512 + i], static_cast<int32_t>(std::min<int64_t>(std::max<int64_t>(s1, 0), INT32_MAX))) << i;
    }
    EXPECT_EQ(D(oh[0]), 65504.0); // 80000 saturated
}
TEST_F(CompoundCastTest, AddReluCastCountFormsEveryPair) { CheckReluCastCounts<true>(); }
TEST_F(CompoundCastTest, SubReluCastCountFormsEveryPair) { CheckReluCastCounts<false>(); }

// The mask form of float -> half: 64 floats per repeat, the halves in the first 4 DataBlocks.
MEMAPI_OP(AddReluCastMask)
{
    AddReluCast(As<half>(o), As<float>(a), As<float>(b), static_cast<uint64_t>(40), 3, {1, 1, 1, 4, 8, 8});
}
TEST_F(CompoundCastTest, AddReluCastMaskFormLayout)
{
    Io io;
    Io::Put(io.a, RandomVec<float>(kIoBytes / 4, -50, 50, 11));
    Io::Put(io.b, RandomVec<float>(kIoBytes / 4, -50, 50, 12));
    const Io in = io;
    ExpectClean(RunIo<AddReluCastMask>(io));
    const auto got = Io::View<uint16_t>(io.o);
    const auto x = Io::View<float>(in.a), y = Io::View<float>(in.b);
    std::vector<uint16_t> want(kIoBytes / 2, 0xEEEE);
    for (uint64_t r = 0; r < 3; ++r) {
        for (uint64_t k = 0; k < 40; ++k) {
            const size_t s = At<float>(k, r, 1, 8);
            const double v = SatHalf(RoundHalf(std::max(D(static_cast<float>(D(x[s]) + D(y[s]))), 0.0)));
            want[At<half>(k, r, 1, 4)] = static_cast<uint16_t>(Bits(half(static_cast<float>(v))));
        }
    }
    for (size_t i = 0; i < 3 * 64; ++i) {
        EXPECT_EQ(got[i], want[i]) << i;
    }
}

// 表26 (float -> half): a NaN sum gives +0 in both CTRL modes; inf gives MAX (saturating) or inf (INF/NAN).
MEMAPI_OP(AddReluCastSpecials)
{
    AddReluCast(As<half>(o), As<float>(a), As<float>(b), 64u);
    const int64_t saved = GetCtrlSpr<48, 48>();
    SetCtrlSpr<48, 48>(1);
    AddReluCast(As<half>(c), As<float>(a), As<float>(b), 64u);
    SetCtrlSpr<48, 48>(saved);
}
TEST_F(CompoundCastTest, AddReluCastSpecialsInBothModes)
{
    Io io;
    Io::Put(io.a, std::vector<float>{NAN, INFINITY, -INFINITY, -0.0f, 1e30f});
    Io::Put(io.b, std::vector<float>{1.0f, -INFINITY, 1.0f, -0.0f, 1.0f});
    ExpectClean(RunIo<AddReluCastSpecials>(io));
    const auto sat = Io::View<uint16_t>(io.o), ieee = Io::View<uint16_t>(io.c);
    for (int i : {0, 1}) { // nan, inf + -inf
        EXPECT_EQ(sat[i], 0u) << i;
        EXPECT_EQ(ieee[i], 0u) << i;
    }
    EXPECT_EQ(sat[2], 0u);       // -inf -> relu +0
    EXPECT_EQ(sat[3], 0u);       // -0 -> +0
    EXPECT_EQ(sat[4], 0x7BFFu);  // MAX
    EXPECT_EQ(ieee[4], 0x7C00u); // inf
}

// ---- MulsCast / FusedMulsCast ---------------------------------------------------------------------------
constexpr BinaryConfig kScalarFirst = {0};
MEMAPI_OP(MulsCastForms)
{
    MulsCast(As<half>(o), As<float>(a), 0.3f, kN);                    // scalar after
    MulsCast(As<half>(o)[kN], 2.0f, As<float>(a), kN);                // scalar before
    MulsCast(As<half>(o)[2 * kN], As<float>(a), As<float>(b)[0], kN); // element of src1
    MulsCast<BinaryDefaultType, BinaryDefaultType, kScalarFirst>(As<half>(o)[3 * kN], As<float>(b)[8], As<float>(a),
                                                                 kN); // element of src0
    FusedMulsCast(As<half>(c), As<float>(a), -1.7f, kN);
}
TEST_F(CompoundCastTest, MulsCastEveryScalarPositionAndTheOldName)
{
    Io io;
    auto x = RandomVec<float>(kIoBytes / 4, -30000, 30000, 13);
    x[1] = 1.00048828125f; // 1 + 2^-11: times 2 a tie between 2 and 2 + 2^-9; CAST_ROUND goes away from zero
    x[2] = -x[1];
    Io::Put(io.a, x);
    auto y = RandomVec<float>(kIoBytes / 4, -3, 3, 14);
    y[8] = 2.5f;
    Io::Put(io.b, y);
    const Io in = io;
    ExpectClean(RunIo<MulsCastForms>(io));
    const auto got = Io::View<half>(io.o), old = Io::View<half>(io.c);
    const auto xa = Io::View<float>(in.a), yb = Io::View<float>(in.b);
    const auto want = [](float v, float s) { return SatHalf(RoundHalf(D(static_cast<float>(D(v) * D(s))), true)); };
    for (uint32_t i = 0; i < kN; ++i) {
        EXPECT_EQ(D(got[i]), want(xa[i], 0.3f)) << i;
        EXPECT_EQ(D(got[kN + i]), want(xa[i], 2.0f)) << i;
        EXPECT_EQ(D(got[2 * kN + i]), want(xa[i], yb[0])) << i;
        EXPECT_EQ(D(got[3 * kN + i]), want(xa[i], 2.5f)) << i;
        EXPECT_EQ(D(old[i]), want(xa[i], -1.7f)) << i;
    }
    EXPECT_EQ(D(got[kN + 1]), 2.0 + 1.0 / 512); // RINT would give 2
    EXPECT_EQ(D(got[kN + 2]), -2.0 - 1.0 / 512);
}

// The page's example: [6 5 11 ...] * 2 -> [12 10 22 ...].
MEMAPI_OP(MulsCastPageExample) { MulsCast(As<half>(o), As<float>(a), As<float>(b)[0], 512); }
TEST_F(CompoundCastTest, MulsCastPageExample)
{
    Io io;
    std::vector<float> x(512);
    for (size_t i = 0; i < x.size(); ++i) {
        x[i] = static_cast<float>((i * 7 + 6) % 23);
    }
    x[0] = 6;
    x[1] = 5;
    x[2] = 11;
    Io::Put(io.a, x);
    Io::Put(io.b, std::vector<float>{2.0f});
    ExpectClean(RunIo<MulsCastPageExample>(io));
    const auto got = Io::View<half>(io.o);
    for (size_t i = 0; i < x.size(); ++i) {
        EXPECT_EQ(D(got[i]), 2.0 * x[i]) << i;
    }
}

// ---- findings ------------------------------------------------------------------------------------------
MEMAPI_OP(MulsCastScalarOverlap)
{
    MEMAPI_MARK();
    MulsCast(As<half>(o), As<float>(a), As<float>(o)[4], 64u); // the scalar element inside dst
}
MEMAPI_OP(MulCastCountOverlap)
{
    MEMAPI_MARK();
    MulCast(As<int8_t>(a)[64], As<half>(a), As<half>(b), 128u);
}
MEMAPI_OP(ReluCastMaskOverlap)
{
    MEMAPI_MARK();
    SubReluCast(As<int8_t>(b)[32], As<half>(a), As<half>(b), static_cast<uint64_t>(128), 1, {1, 1, 1, 4, 8, 8});
}
MEMAPI_OP(MulCastMisaligned)
{
    MEMAPI_MARK();
    MulCast(As<int8_t>(o)[8], As<half>(a), As<half>(b), 64u);
}
TEST_F(CompoundCastTest, Findings)
{
    ExpectIoFinding<MulsCastScalarOverlap>("memcheck", "may not overlap", __FILE__);
    ExpectIoFinding<MulCastCountOverlap>("memcheck", "overlap", __FILE__);
    ExpectIoFinding<ReluCastMaskOverlap>("memcheck", "overlap", __FILE__);
    ExpectIoFinding<MulCastMisaligned>("memcheck", "not 32-byte aligned", __FILE__);
}
// Their twins: the same calls on disjoint, aligned operands stay silent.
MEMAPI_OP(FindingTwins)
{
    MulsCast(As<half>(o), As<float>(a), As<float>(c)[4], 64u);
    MulCast(As<int8_t>(c)[64], As<half>(a), As<half>(b), 128u);
    SubReluCast(As<int8_t>(o)[32], As<half>(a), As<half>(b), static_cast<uint64_t>(128), 1, {1, 1, 1, 4, 8, 8});
    MulCast(As<int8_t>(o)[32], As<half>(a), As<half>(b), 64u);
}
TEST_F(CompoundCastTest, FindingTwinsStaySilent)
{
    Io io;
    Io::Put(io.a, RandomVec<half>(kIoBytes / 2, -4, 4, 15));
    Io::Put(io.b, RandomVec<half>(kIoBytes / 2, -4, 4, 16));
    ExpectClean(RunIo<FindingTwins>(io));
}

} // namespace
