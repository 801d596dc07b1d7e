// Saturation in the Reg vector API under each CTRL mode (特殊寄存器访问/SetCtrlSpr(ISASI).md 表3 / 表6;
// Reg矢量计算/类型转换/Cast.md 表4 / 表5; 附录/Reg矢量计算接口边界值汇总.md):
//   * Cast float -> half / bfloat16_t, bfloat16_t -> half: with CTRL[60] = 1 (the reset state) the
//     trait's satMode is ignored and CTRL[48] decides (0 = saturate); with CTRL[60] = 0 the trait
//     decides. float -> int32_t likewise with CTRL[59] (0 = saturate).
//   * half / bfloat16_t arithmetic: saturates unless CTRL[60] = 1 and CTRL[48] = 1 (with
//     CTRL[60] = 0 the docs are silent; the sim saturates). Float never saturates.
// The harness (reg_test_util.h) sets the bits outside the VF and puts them back after it.
#include <cmath>
#include <limits>

#include "reg_test_util.h"

using namespace AscendC;
using namespace regtest;
namespace R = AscendC::Reg;
namespace num = ascsim::num;

namespace {

class RegSaturationTest : public KernelTest {};

const CtrlSetup kGInf{1, 1, -1}, kGSat{1, 0, -1}, kPerInstr0{0, 0, -1}, kPerInstr1{0, 1, -1};
const CtrlSetup kModes[] = {kGInf, kGSat, kPerInstr0, kPerInstr1};
std::string Name(const CtrlSetup& c)
{
    return "CTRL[60]=" + std::to_string(c.global60) + " CTRL[48]=" + std::to_string(c.noSat48);
}
bool ArithSaturates(const CtrlSetup& c) { return !(c.global60 == 1 && c.noSat48 == 1); }

template <class T>
uint32_t RawBits(T v)
{
    if constexpr (std::is_same_v<T, float>) {
        return FloatBits(v);
    } else {
        return v.bits();
    }
}

// ---- Cast ------------------------------------------------------------------------------------
template <R::SatMode sat>
struct Traits {
    static constexpr R::CastTrait toHalf = {R::RegLayout::ZERO, sat, R::MaskMergeMode::ZEROING, RoundMode::CAST_RINT};
    static constexpr R::CastTrait same = {R::RegLayout::UNKNOWN, sat, R::MaskMergeMode::ZEROING, RoundMode::CAST_RINT};
};

std::vector<float> CastInputs()
{
    std::vector<float> v = {INFINITY, -INFINITY, NAN,      -NAN, 65519.0f, 65520.0f, -65520.0f, 1e6f,
                            3.4e38f,  -3.4e38f,  3.39e38f, 1.0f, 0.1f,     -0.0f,    1e-10f,    -70000.0f};
    v.resize(64, 2.5f);
    return v;
}

// float -> D (half / bfloat16_t) of 64 lanes, packed to 64 contiguous results.
template <class D, R::SatMode sat>
std::vector<D> NarrowFloat(const std::vector<float>& in, const CtrlSetup& c)
{
    std::vector<std::vector<uint8_t>> b = {Bytes(in), std::vector<uint8_t>(128, 0)};
    const auto out = RunVf(
        b,
        [](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
            R::MaskReg m = R::CreateMask<float>();
            R::RegTensor<float> f;
            R::RegTensor<D> h;
            R::LoadAlign(f, reinterpret_cast<float*>(p0));
            R::Cast<D, float, Traits<sat>::toHalf>(h, f, m);
            R::StoreAlign<D, R::StoreDist::DIST_PACK_B32>(reinterpret_cast<D*>(p1), h, m);
        },
        c);
    ExpectClean(out);
    return As<D>(b[1], 64);
}

template <class D, R::SatMode sat>
void CheckNarrow(const std::vector<float>& in)
{
    for (const CtrlSetup& c : kModes) {
        const bool saturate = c.global60 == 1 ? c.noSat48 == 0 : sat == R::SatMode::SAT;
        const auto got = NarrowFloat<D, sat>(in, c);
        for (size_t i = 0; i < in.size(); ++i) {
            D want = num::Cast<D, float>(in[i], RoundMode::CAST_RINT);
            if (saturate) {
                want = num::Saturate(want);
            }
            if (num::IsNaN(want)) {
                EXPECT_TRUE(num::IsNaN(got[i])) << Name(c) << " lane " << i;
            } else {
                EXPECT_EQ(got[i].bits(), want.bits()) << Name(c) << " sat " << static_cast<int>(sat) << " lane " << i;
            }
        }
    }
}

TEST_F(RegSaturationTest, CastFloatToHalfAndBf16FollowsCtrl)
{
    const auto in = CastInputs();
    CheckNarrow<half, R::SatMode::NO_SAT>(in);
    CheckNarrow<half, R::SatMode::SAT>(in);
    CheckNarrow<bfloat16_t, R::SatMode::NO_SAT>(in);
    CheckNarrow<bfloat16_t, R::SatMode::SAT>(in);
}

// The table's rows: with CTRL[60] = 1 the trait does not matter.
TEST_F(RegSaturationTest, CastTableRows)
{
    const auto in = CastInputs();
    const auto noSatInGSat = NarrowFloat<half, R::SatMode::NO_SAT>(in, kGSat);
    EXPECT_EQ(noSatInGSat[0].bits(), 0x7BFF); // +inf -> 65504 although the trait says NO_SAT
    EXPECT_EQ(noSatInGSat[2].bits(), 0x0000); // NaN -> 0
    EXPECT_EQ(noSatInGSat[5].bits(), 0x7BFF); // 65520 overflows -> 65504
    const auto satInGInf = NarrowFloat<half, R::SatMode::SAT>(in, kGInf);
    EXPECT_EQ(satInGInf[0].bits(), 0x7C00); // +inf kept although the trait says SAT
    EXPECT_TRUE(num::IsNaN(satInGInf[2]));
    const auto perNo = NarrowFloat<half, R::SatMode::NO_SAT>(in, kPerInstr0);
    EXPECT_EQ(perNo[1].bits(), 0xFC00); // CTRL[60] = 0: the trait decides
    const auto perSat = NarrowFloat<half, R::SatMode::SAT>(in, kPerInstr1);
    EXPECT_EQ(perSat[1].bits(), 0xFBFF);
    const auto bf = NarrowFloat<bfloat16_t, R::SatMode::NO_SAT>(in, kGSat);
    EXPECT_EQ(bf[0].bits(), 0x7F7F); // +inf -> 3.39e38
    EXPECT_EQ(bf[8].bits(), 0x7F7F); // 3.4e38 overflows bfloat16_t
}

// bfloat16_t -> half (same width, layout UNKNOWN).
template <R::SatMode sat>
std::vector<half> Bf16ToHalf(const std::vector<bfloat16_t>& in, const CtrlSetup& c)
{
    std::vector<std::vector<uint8_t>> b = {Bytes(in), std::vector<uint8_t>(256, 0)};
    const auto out = RunVf(
        b,
        [](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
            R::MaskReg m = R::CreateMask<bfloat16_t>();
            R::RegTensor<bfloat16_t> s;
            R::RegTensor<half> h;
            R::LoadAlign(s, reinterpret_cast<bfloat16_t*>(p0));
            R::Cast<half, bfloat16_t, Traits<sat>::same>(h, s, m);
            R::MaskReg all = R::CreateMask<half>();
            R::StoreAlign(reinterpret_cast<half*>(p1), h, all);
        },
        c);
    ExpectClean(out);
    return As<half>(b[1], 128);
}
TEST_F(RegSaturationTest, CastBf16ToHalfFollowsCtrl)
{
    std::vector<bfloat16_t> in = {bfloat16_t(INFINITY), bfloat16_t(-INFINITY), bfloat16_t(NAN),
                                  bfloat16_t(1e10f),    bfloat16_t(-1e10f),    bfloat16_t(1.5f)};
    in.resize(128, bfloat16_t(0.25f));
    for (const CtrlSetup& c : kModes) {
        const auto no = Bf16ToHalf<R::SatMode::NO_SAT>(in, c);
        const auto sat = Bf16ToHalf<R::SatMode::SAT>(in, c);
        const bool noSaturates = c.global60 == 1 ? c.noSat48 == 0 : false;
        const bool satSaturates = c.global60 == 1 ? c.noSat48 == 0 : true;
        EXPECT_EQ(no[0].bits(), noSaturates ? 0x7BFF : 0x7C00) << Name(c);
        EXPECT_EQ(no[3].bits(), noSaturates ? 0x7BFF : 0x7C00) << Name(c); // 1e10 overflows half
        EXPECT_EQ(sat[1].bits(), satSaturates ? 0xFBFF : 0xFC00) << Name(c);
        EXPECT_EQ(sat[4].bits(), satSaturates ? 0xFBFF : 0xFC00) << Name(c);
        EXPECT_EQ(num::IsNaN(no[2]), !noSaturates) << Name(c);
        EXPECT_EQ(sat[5].bits(), half(1.5f).bits()) << Name(c);
    }
}

// The widening half -> float keeps inf and NaN in every mode (表34).
TEST_F(RegSaturationTest, WideningNeverSaturates)
{
    static constexpr R::CastTrait widen = {R::RegLayout::ZERO, R::SatMode::UNKNOWN, R::MaskMergeMode::ZEROING,
                                           RoundMode::UNKNOWN};
    std::vector<half> in = {half(INFINITY), half(NAN), half(-INFINITY)};
    in.resize(128, half(1.0f));
    for (const CtrlSetup& c : kModes) {
        std::vector<std::vector<uint8_t>> b = {Bytes(in), std::vector<uint8_t>(256, 0)};
        ExpectClean(RunVf(
            b,
            [](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
                R::MaskReg m = R::CreateMask<float>();
                R::RegTensor<half> h;
                R::RegTensor<float> f;
                R::LoadAlign<half, R::LoadDist::DIST_UNPACK_B16>(h, reinterpret_cast<half*>(p0));
                R::Cast<float, half, widen>(f, h, m);
                R::StoreAlign(reinterpret_cast<float*>(p1), f, m);
            },
            c));
        const auto f = As<float>(b[1], 3);
        EXPECT_TRUE(std::isinf(f[0]) && f[0] > 0) << Name(c);
        EXPECT_TRUE(std::isnan(f[1])) << Name(c);
        EXPECT_TRUE(std::isinf(f[2]) && f[2] < 0) << Name(c);
    }
}

// float -> int32_t: CTRL[59] decides with CTRL[60] = 1 (0 = saturate), the trait with CTRL[60] = 0.
TEST_F(RegSaturationTest, CastFloatToInt32FollowsCtrl59)
{
    static constexpr R::CastTrait wrap = {R::RegLayout::UNKNOWN, R::SatMode::NO_SAT, R::MaskMergeMode::ZEROING,
                                          RoundMode::CAST_RINT};
    std::vector<float> in(64, 0.0f);
    in[0] = 6442450944.0f; // 1.5 * 2^32: low 32 bits 2^31
    const CtrlSetup modes[] = {{1, -1, 0}, {1, -1, 1}, {0, -1, 0}};
    const int32_t want[] = {INT32_MAX, INT32_MIN, INT32_MIN};
    for (int k = 0; k < 3; ++k) {
        std::vector<std::vector<uint8_t>> b = {Bytes(in), Bytes(std::vector<int32_t>(64, 0))};
        ExpectClean(RunVf(
            b,
            [](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
                R::MaskReg m = R::CreateMask<float>();
                R::RegTensor<float> f;
                R::RegTensor<int32_t> i;
                R::LoadAlign(f, reinterpret_cast<float*>(p0));
                R::Cast<int32_t, float, wrap>(i, f, m);
                R::StoreAlign(reinterpret_cast<int32_t*>(p1), i, m);
            },
            modes[k]));
        EXPECT_EQ(As<int32_t>(b[1], 1)[0], want[k]) << "mode " << k;
    }
}

// ---- arithmetic -------------------------------------------------------------------------------
const std::vector<float> kSpecials = {0.0f,     -0.0f,     1.0f,     -1.0f,     2.0f,     0.5f,      300.0f, -300.0f,
                                      40000.0f, -40000.0f, 65504.0f, -65504.0f, INFINITY, -INFINITY, NAN,    12.0f};

// Every (a, b) pair of kSpecials: 256 elements of T, a in p0, b in p1.
template <class T>
std::vector<std::vector<uint8_t>> PairBuffers()
{
    std::vector<T> a, b;
    for (float x : kSpecials) {
        for (float y : kSpecials) {
            a.push_back(static_cast<T>(x));
            b.push_back(static_cast<T>(y));
        }
    }
    return {Bytes(a), Bytes(b), Bytes(std::vector<T>(256, T(0.0f)))};
}

using BinaryOp = void (*)(R::RegTensor<half>&, R::RegTensor<half>&, R::RegTensor<half>&, R::MaskReg&);
struct NamedOp {
    const char* name;
    BinaryOp op;
};
const NamedOp kHalfOps[] = {
    {"Add", [](auto& d, auto& a, auto& b, auto& m) { R::Add(d, a, b, m); }},
    {"Sub", [](auto& d, auto& a, auto& b, auto& m) { R::Sub(d, a, b, m); }},
    {"Mul", [](auto& d, auto& a, auto& b, auto& m) { R::Mul(d, a, b, m); }},
    {"Div", [](auto& d, auto& a, auto& b, auto& m) { R::Div(d, a, b, m); }},
    {"Max", [](auto& d, auto& a, auto& b, auto& m) { R::Max(d, a, b, m); }},
    {"Min", [](auto& d, auto& a, auto& b, auto& m) { R::Min(d, a, b, m); }},
    {"Adds", [](auto& d, auto& a, auto&, auto& m) { R::Adds(d, a, 65504.0f, m); }},
    {"Muls", [](auto& d, auto& a, auto&, auto& m) { R::Muls(d, a, -2.0f, m); }},
    {"Maxs", [](auto& d, auto& a, auto&, auto& m) { R::Maxs(d, a, 0.0f, m); }},
    {"Mins", [](auto& d, auto& a, auto&, auto& m) { R::Mins(d, a, 0.0f, m); }},
    {"Abs", [](auto& d, auto& a, auto&, auto& m) { R::Abs(d, a, m); }},
    {"Neg", [](auto& d, auto& a, auto&, auto& m) { R::Neg(d, a, m); }},
    {"Relu", [](auto& d, auto& a, auto&, auto& m) { R::Relu(d, a, m); }},
    {"Sqrt", [](auto& d, auto& a, auto&, auto& m) { R::Sqrt(d, a, m); }},
    {"Exp", [](auto& d, auto& a, auto&, auto& m) { R::Exp(d, a, m); }},
    {"Ln", [](auto& d, auto& a, auto&, auto& m) { R::Ln(d, a, m); }},
};

BinaryOp g_op = nullptr;

std::vector<half> RunHalfOp(BinaryOp op, const CtrlSetup& c)
{
    auto b = PairBuffers<half>();
    g_op = op;
    const auto out = RunVf(
        b,
        [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
            for (int k = 0; k < 2; ++k) {
                R::MaskReg m = R::CreateMask<half>();
                R::RegTensor<half> a, bb, d;
                R::LoadAlign(a, reinterpret_cast<half*>(p0) + 128 * k);
                R::LoadAlign(bb, reinterpret_cast<half*>(p1) + 128 * k);
                g_op(d, a, bb, m);
                R::StoreAlign(reinterpret_cast<half*>(p2) + 128 * k, d, m);
            }
        },
        c);
    ExpectClean(out);
    return As<half>(b[2], 256);
}

// Each op's results in every saturating mode are its G-INF results saturated; G-INF has specials.
TEST_F(RegSaturationTest, HalfArithmeticFollowsCtrl)
{
    for (const NamedOp& op : kHalfOps) {
        const auto ieee = RunHalfOp(op.op, kGInf);
        size_t specials = 0;
        for (const half& h : ieee) {
            specials += (num::IsNaN(h) || num::IsInf(h)) ? 1 : 0;
        }
        EXPECT_GT(specials, 0u) << op.name;
        for (const CtrlSetup& c : kModes) {
            if (!ArithSaturates(c)) {
                continue;
            }
            const auto got = RunHalfOp(op.op, c);
            for (size_t i = 0; i < got.size(); ++i) {
                EXPECT_EQ(got[i].bits(), num::Saturate(ieee[i]).bits()) << op.name << " " << Name(c) << " lane " << i;
            }
        }
    }
}

// 边界值汇总.md rows: 65504 + 65504, Neg(NaN), Sqrt(-1) in G-INF and G-SAT.
TEST_F(RegSaturationTest, HalfTableRows)
{
    const size_t k65504x65504 = 10 * 16 + 10, kNanLane = 14 * 16, kMinusOne = 3 * 16;
    const auto addInf = RunHalfOp(kHalfOps[0].op, kGInf), addSat = RunHalfOp(kHalfOps[0].op, kGSat);
    EXPECT_EQ(addInf[k65504x65504].bits(), 0x7C00);
    EXPECT_EQ(addSat[k65504x65504].bits(), 0x7BFF);
    const auto negSat = RunHalfOp(kHalfOps[11].op, kGSat);
    EXPECT_EQ(negSat[kNanLane].bits(), 0x0000);
    const auto sqrtInf = RunHalfOp(kHalfOps[13].op, kGInf), sqrtSat = RunHalfOp(kHalfOps[13].op, kGSat);
    EXPECT_TRUE(num::IsNaN(sqrtInf[kMinusOne]));
    EXPECT_EQ(sqrtSat[kMinusOne].bits(), 0x0000);
}

// bfloat16_t arithmetic saturates too (docs silent), float never.
TEST_F(RegSaturationTest, Bf16SaturatesFloatDoesNot)
{
    for (const CtrlSetup& c : kModes) {
        std::vector<std::vector<uint8_t>> b = {Bytes(std::vector<bfloat16_t>(128, bfloat16_t::FromBits(0x7F7F))),
                                               Bytes(std::vector<float>(64, 3e38f)), std::vector<uint8_t>(256, 0)};
        ExpectClean(RunVf(
            b,
            [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
                R::MaskReg mb = R::CreateMask<bfloat16_t>();
                R::MaskReg mf = R::CreateMask<float>();
                R::RegTensor<bfloat16_t> x, y;
                R::RegTensor<float> f, g;
                R::LoadAlign(x, reinterpret_cast<bfloat16_t*>(p0));
                R::Add(y, x, x, mb);
                R::StoreAlign(reinterpret_cast<bfloat16_t*>(p0), y, mb);
                R::LoadAlign(f, reinterpret_cast<float*>(p1));
                R::Add(g, f, f, mf);
                R::StoreAlign(reinterpret_cast<float*>(p2), g, mf);
            },
            c));
        EXPECT_EQ(As<bfloat16_t>(b[0], 1)[0].bits(), ArithSaturates(c) ? 0x7F7F : 0x7F80) << Name(c);
        const float f = As<float>(b[2], 1)[0];
        EXPECT_TRUE(std::isinf(f) && f > 0) << Name(c);
    }
}

} // namespace
