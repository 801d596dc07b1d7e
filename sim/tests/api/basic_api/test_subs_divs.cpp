// Subs and Divs (Memory矢量计算/基础算术/Subs（灵活标量位置）.md, Divs（灵活标量位置）.md; 950 only), added by
// following sim/README.md's "Adding an API": their rows in engine/ops/scalar_arith.h, the count
// form with the scalar on either side (a value, or a tensor element picked by scalarTensorIndex),
// checked against float64 / integer references. Unlike Adds the operation is not commutative, so
// each case checks both orders. Their names and classes: emulator/events/test_op_rows_subs_divs.cpp.
#include "memapi_test_util.h"

using namespace memapi;

namespace {

class SubsDivsTest : public KernelTest {};

constexpr uint32_t kN = 256;
constexpr BinaryConfig kScalarLeft = {0};

// o = a - 2.5, then c = 2.5 - a (plain values on either side).
template <class T>
struct SubsValue {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&,
                    const LocalTensor<uint8_t>& c)
    {
        Subs(As<T>(o), As<T>(a), static_cast<T>(5), static_cast<int32_t>(kN));
        Subs(As<T>(c), static_cast<T>(5), As<T>(a), static_cast<int32_t>(kN));
    }
};
// o = a - b[3] (default config: src1's element), c = b[7] - a (scalarTensorIndex 0).
template <class T>
struct SubsElement {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    const LocalTensor<uint8_t>& c)
    {
        Subs(As<T>(o), As<T>(a), As<T>(b)[3], static_cast<int32_t>(kN));
        Subs<BinaryDefaultType, true, kScalarLeft>(As<T>(c), As<T>(b)[7], As<T>(a), static_cast<int32_t>(kN));
    }
};
// o = a / b[2], c = b[5] / a.
template <class T>
struct DivsElement {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    const LocalTensor<uint8_t>& c)
    {
        Divs(As<T>(o), As<T>(a), As<T>(b)[2], static_cast<int32_t>(kN));
        Divs<BinaryDefaultType, true, kScalarLeft>(As<T>(c), As<T>(b)[5], As<T>(a), static_cast<int32_t>(kN));
    }
};
// o = a / 4 and c = 3 / a, values; plus the Div count form on the same operands into b's upper half,
// for the bitwise comparison with the binary row.
struct DivsValueF {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&,
                    const LocalTensor<uint8_t>& c)
    {
        Divs(As<float>(o), As<float>(a), 4.0f, static_cast<int32_t>(kN));
        Divs(As<float>(c), 3.0f, As<float>(a), static_cast<int32_t>(kN));
    }
};

template <class T, class Op>
Io RunWith(const std::vector<T>& a, const std::vector<T>& b)
{
    Io io;
    Io::Put(io.a, a);
    Io::Put(io.b, b);
    ExpectClean(RunIo<Op>(io));
    return io;
}

// The float64 difference rounded once to T (float: to nearest; the integer and half cases are exact).
template <class T>
double InT(double x)
{
    if constexpr (std::is_integral_v<T>) {
        return x;
    } else {
        return D(static_cast<T>(static_cast<float>(x)));
    }
}

// Sub's lane is IEEE subtraction rounded to T (Sub.md, 0 ulp): the reference is the float64 difference
// rounded to T.
template <class T>
void ExpectSubs(double lo, double hi, uint32_t seed)
{
    const auto a = RandomVec<T>(kN, lo, hi, seed);
    const auto b = RandomVec<T>(kN, lo, hi, seed + 1);
    const Io v = RunWith<T, SubsValue<T>>(a, b);
    const Io e = RunWith<T, SubsElement<T>>(a, b);
    const auto vo = Io::View<T>(v.o), vc = Io::View<T>(v.c), eo = Io::View<T>(e.o), ec = Io::View<T>(e.c);
    for (uint32_t i = 0; i < kN; ++i) {
        EXPECT_EQ(D(vo[i]), InT<T>(D(a[i]) - 5.0)) << i;
        EXPECT_EQ(D(vc[i]), InT<T>(5.0 - D(a[i]))) << i;
        EXPECT_EQ(D(eo[i]), InT<T>(D(a[i]) - D(b[3]))) << i;
        EXPECT_EQ(D(ec[i]), InT<T>(D(b[7]) - D(a[i]))) << i;
    }
}

TEST_F(SubsDivsTest, SubsTakesTheScalarOnEitherSide)
{
    ExpectSubs<float>(-1000.0, 1000.0, 11);
    ExpectSubs<int16_t>(-1000.0, 1000.0, 13);
    ExpectSubs<int32_t>(-1.0e6, 1.0e6, 15);
    ExpectSubs<int64_t>(-1.0e9, 1.0e9, 17);
    ExpectSubs<half>(-64.0, 64.0, 19); // integers (RandomVec rounds): exact in half
}

// Within 1 ulp of float64 (Div.md: INTRINSIC, max error 1 ulp), and bit for bit the Div row's lane.
TEST_F(SubsDivsTest, DivsTakesTheScalarOnEitherSide)
{
    auto a = RandomVec<float>(kN, 0.5, 100.0, 21);
    auto b = RandomVec<float>(16, 0.5, 100.0, 22);
    const Io e = RunWith<float, DivsElement<float>>(a, b);
    const Io v = RunWith<float, DivsValueF>(a, b);
    const auto eo = Io::View<float>(e.o), ec = Io::View<float>(e.c);
    const auto vo = Io::View<float>(v.o), vc = Io::View<float>(v.c);
    const auto within1Ulp = [](float got, double want) {
        return std::fabs(static_cast<double>(got) - want) <= std::fabs(want) * 1.2e-7;
    };
    for (uint32_t i = 0; i < kN; ++i) {
        EXPECT_TRUE(within1Ulp(eo[i], D(a[i]) / D(b[2]))) << i << ": " << eo[i];
        EXPECT_TRUE(within1Ulp(ec[i], D(b[5]) / D(a[i]))) << i << ": " << ec[i];
        EXPECT_TRUE(within1Ulp(vo[i], D(a[i]) / 4.0)) << i;
        EXPECT_TRUE(within1Ulp(vc[i], 3.0 / D(a[i]))) << i;
        EXPECT_EQ(Bits(eo[i]), Bits(ascsim::ops::Div::Lane<float>(a[i], b[2], DEFAULT_DIV_CONFIG))) << i;
        EXPECT_EQ(Bits(ec[i]), Bits(ascsim::ops::Div::Lane<float>(b[5], a[i], DEFAULT_DIV_CONFIG))) << i;
    }
    const auto ai = RandomVec<int64_t>(kN, -1.0e9, 1.0e9, 23);
    auto bi = RandomVec<int64_t>(16, 1.0, 1000.0, 24);
    const Io q = RunWith<int64_t, DivsElement<int64_t>>(ai, bi);
    const auto qo = Io::View<int64_t>(q.o);
    for (uint32_t i = 0; i < kN; ++i) {
        EXPECT_EQ(qo[i], ai[i] / bi[2]) << i; // C++ truncates, as the b64 lane (numerics/int64.h)
    }
}

} // namespace
