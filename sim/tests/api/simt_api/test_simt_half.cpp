// The SIMT half / bfloat16_t / fp8 functions (simt_api/asc_fp16.h, asc_bf16.h, asc_fp8.h) and the short vector
// types (simt_api/vector_functions.h):
//  * arithmetic against an exact reference (__float128: every sum and product of two 16-bit values is exact in it),
//    __hfma correctly rounded on random and hard (near-tie) inputs;
//  * the pages' special-value rows bit for bit (返回值说明 tables), in the reset (saturating) CTRL state;
//  * conversions in every rounding, comparisons ordered / unordered, the masks;
//  * the math library within 1 ulp of long double; the rows of 附录/SIMT接口精度标准汇总.md (math, __hdiv): a value the
//    numerics adversary chooses within that ulp, "Not Support denormalized numbers" as flushes;
//  * the short vector layout (内置数据类型-139.md 表2), make_*, element-wise operators;
//  * inside SIMT kernels: half2 `+` (the short_vector_add example), half2 atomics from many threads, half shuffles
//    and reduces.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <tuple>
#include <utility>
#include <vector>

#include "simt_api/asc_bf16.h"
#include "simt_api/asc_fp16.h"
#include "simt_api/asc_fp8.h"
#include "simt_api/vector_functions.h"
#include "ascendc_sim/numerics/mode.h"
#include "simt_test_util.h"

namespace {

half H(uint16_t b) { return half::FromBits(b); }
bfloat16_t B(uint16_t b) { return bfloat16_t::FromBits(b); }
constexpr uint16_t kInfH = 0x7C00, kMaxH = 0x7BFF, kNanH = 0x7E00;

// The nearest-even half to an exact value v (__float128), found by comparing distances to the neighbours of r.
bool IsNearestEven(half r, __float128 v)
{
    if (std::isnan(static_cast<float>(r))) {
        return false;
    }
    const uint16_t b = r.bits();
    const __float128 rv = static_cast<float>(r);
    const __float128 d = v > rv ? v - rv : rv - v;
    for (int step : {-1, 1}) {
        // neighbours in value order: bits of positive values increase with value, of negative ones decrease
        const bool neg = (b & 0x8000) != 0;
        int nb = neg ? b - step : b + step;
        if ((b & 0x7FFF) == 0 && step == -1) {
            nb = neg ? 0x0001 : 0x8001;
        }
        if (nb < 0 || nb > 0xFFFF || ((nb & 0x7FFF) >= kInfH)) {
            continue;
        }
        const __float128 nv = static_cast<float>(H(static_cast<uint16_t>(nb)));
        const __float128 nd = v > nv ? v - nv : nv - v;
        if (nd < d || (nd == d && (b & 1) != 0)) {
            return false;
        }
    }
    return true;
}

TEST(SimtHalf, ArithmeticIsCorrectlyRoundedAgainstExactReference)
{
    std::mt19937 rng(7);
    std::uniform_int_distribution<uint32_t> bits(0, 0x7BFF); // finite magnitudes
    for (int i = 0; i < 20000; ++i) {
        const half x = H(static_cast<uint16_t>(bits(rng) | (rng() & 1 ? 0x8000 : 0)));
        const half y = H(static_cast<uint16_t>(bits(rng) | (rng() & 1 ? 0x8000 : 0)));
        const half z = H(static_cast<uint16_t>(bits(rng) | (rng() & 1 ? 0x8000 : 0)));
        const __float128 fx = static_cast<float>(x), fy = static_cast<float>(y), fz = static_cast<float>(z);
        const __float128 sum = fx + fy, prod = fx * fy, fma = fx * fy + fz;
        auto check = [](half r, __float128 v, const char* what, half a, half b) {
            if (std::fabs(static_cast<double>(v)) < 65504.0) { // in range: the nearest even half
                EXPECT_TRUE(IsNearestEven(r, v))
                    << what << " 0x" << std::hex << a.bits() << " 0x" << b.bits() << " -> 0x" << r.bits();
            }
        };
        check(__hadd(x, y), sum, "__hadd", x, y);
        check(__hmul(x, y), prod, "__hmul", x, y);
        check(__hfma(x, y, z), fma, "__hfma", x, y);
        const half2 s2 = __haddx2(half2{x, y}, half2{y, z});
        check(s2.y, fy + fz, "__haddx2.y", y, z);
    }
    // A near tie that double rounding through float would get wrong: 1 + 2^-11 + 2^-30 -> 1 + 2^-10.
    const half one = H(0x3C00);
    EXPECT_EQ(__hfma(H(0x1000) /*2^-11*/, one, __hadd(one, H(0x0000))).bits(), 0x3C00); // exact tie -> even (1.0)
    EXPECT_EQ(__hfma(H(0x1001), one, one).bits(), 0x3C01); // 1 + (2^-11)(1 + 2^-10): above the tie -> up
}

TEST(SimtHalf, SaturationInTheResetState)
{
    // __hadd.md 饱和模式: inf -> MAX, nan -> 0; __habs.md: not affected; __hmax.md: not affected.
    EXPECT_EQ(__hadd(H(kInfH), H(0x3C00)).bits(), kMaxH);
    EXPECT_EQ(__hadd(H(kInfH), H(0xFC00)).bits(), 0x0000);
    EXPECT_EQ(__hmul(H(kMaxH), H(0x4000)).bits(), kMaxH);
    EXPECT_EQ(__hdiv(H(0x3C00), H(0x0000)).bits(), kMaxH);
    EXPECT_EQ(__hdiv(H(0xBC00), H(0x0000)).bits(), 0xFBFF);
    EXPECT_EQ(__habs(H(0xFC00)).bits(), kInfH);
    EXPECT_EQ(__hmax(H(kInfH), H(0x3C00)).bits(), kInfH);
    EXPECT_EQ(__hneg(H(kInfH)).bits(), 0xFBFF);
    // bfloat16_t: __hadd-152.md "不受全局饱和模式影响", __hdiv-155.md affected.
    EXPECT_EQ(__hadd(B(0x7F80), B(0x3F80)).bits(), 0x7F80);
    EXPECT_EQ(__hdiv(B(0x3F80), B(0x0000)).bits(), 0x7F7F);
    // Conversions: __float2half_rn.md (inf -> MAX, nan -> 0), __uint2half_rn.md (x >= 65520 -> inf: not affected),
    // _sat always saturates.
    EXPECT_EQ(__float2half_rn(INFINITY).bits(), kMaxH);
    EXPECT_EQ(__float2half_rn(NAN).bits(), 0x0000);
    EXPECT_EQ(__uint2half_rn(65520u).bits(), kInfH);
    EXPECT_EQ(__uint2half_rn_sat(65520u).bits(), kMaxH);
    EXPECT_EQ(__int2half_rn_sat(-70000).bits(), 0xFBFF);
    EXPECT_EQ(hexp(H(0x4C00) /*16*/).bits(), kMaxH); // e^16 overflows
}

TEST(SimtHalf, ConversionPageRows)
{
    // __uint2half_rn.md: 2049 -> 2048, 65505 -> 65504.
    EXPECT_EQ(static_cast<float>(__uint2half_rn(2049u)), 2048.0F);
    EXPECT_EQ(static_cast<float>(__uint2half_rn(65505u)), 65504.0F);
    EXPECT_EQ(static_cast<float>(__uint2half_ru(2049u)), 2050.0F);
    EXPECT_EQ(static_cast<float>(__uint2half_rna(2049u)), 2050.0F); // tie away
    EXPECT_EQ(static_cast<float>(__int2half_rd(-2049)), -2050.0F);
    EXPECT_EQ(static_cast<float>(__ll2half_rz(-2051LL)), -2050.0F);
    EXPECT_EQ(static_cast<float>(__ull2half_rn(1ULL << 40)), INFINITY);
    // __half2int_rn.md: +-0.5 -> 0, inf -> INT_MAX, nan -> 0, MAX -> 65504.
    EXPECT_EQ(__half2int_rn(H(0x3800)), 0);
    EXPECT_EQ(__half2int_rn(H(0xB800)), 0);
    EXPECT_EQ(__half2int_rn(H(kInfH)), std::numeric_limits<int>::max());
    EXPECT_EQ(__half2int_rn(H(0xFC00)), std::numeric_limits<int>::min());
    EXPECT_EQ(__half2int_rn(H(kNanH)), 0);
    EXPECT_EQ(__half2int_rn(H(kMaxH)), 65504);
    EXPECT_EQ(__half2int_rna(H(0x3E00) /*1.5*/), 2);
    EXPECT_EQ(__half2int_rn(H(0x4100) /*2.5*/), 2);
    // __half2uint_rd.md: -MAX -> 0, 1.5 -> 1, MIN_DENORM -> 0.
    EXPECT_EQ(__half2uint_rd(H(0xFBFF)), 0u);
    EXPECT_EQ(__half2uint_rd(H(0x3E00)), 1u);
    EXPECT_EQ(__half2uint_rd(H(0x0001)), 0u);
    EXPECT_EQ(__half2ull_ru(H(0x0001)), 1ull);
    EXPECT_EQ(__half2ll_rz(H(0xC100)), -2ll);
    // float -> half in each rounding: 1 + 2^-11 (a tie) and 1 + 3 * 2^-12.
    const float tie = 1.0F + std::ldexp(1.0F, -11);
    EXPECT_EQ(__float2half_rn(tie).bits(), 0x3C00);
    EXPECT_EQ(__float2half_rna(tie).bits(), 0x3C01);
    EXPECT_EQ(__float2half_ru(tie).bits(), 0x3C01);
    EXPECT_EQ(__float2half_rd(-tie).bits(), 0xBC01);
    EXPECT_EQ(__float2half_rz(-tie).bits(), 0xBC00);
    EXPECT_EQ(__float2half_ro(tie).bits(), 0x3C01);            // inexact -> odd
    EXPECT_EQ(__float2half_ro(1.0F).bits(), 0x3C00);           // exact stays
    EXPECT_EQ(__float2half_ro(65536.0F * 1.5F).bits(), kMaxH); // __float2half_ro.md: beyond MAX, mode saturates
    EXPECT_EQ(__float2half_rz_sat(1e6F).bits(), kMaxH);
    EXPECT_EQ(__half2float(H(0x0001)), std::ldexp(1.0F, -24));
    // __half2half_*.md: integral halves.
    EXPECT_EQ(static_cast<float>(__half2half_rn(H(0x4100))), 2.0F);
    EXPECT_EQ(static_cast<float>(__half2half_rna(H(0x4100))), 3.0F);
    EXPECT_EQ(static_cast<float>(__half2half_rd(H(0xBE00))), -2.0F);
    EXPECT_EQ(__half2half_ru(H(0xB800)).bits(), 0x8000); // -0.5 up: -0
    // Pairs.
    const half2 p = __floats2half2_rn(1.0F, -2.0F);
    EXPECT_EQ(__low2float(p), 1.0F);
    EXPECT_EQ(__high2float(p), -2.0F);
    EXPECT_EQ(__lowhigh2highlow(p).x.bits(), p.y.bits());
    EXPECT_EQ(__lows2half2(p, half2{H(0x4000), H(0x4200)}).y.bits(), 0x4000);
    EXPECT_EQ(__highs2half2(p, half2{H(0x4000), H(0x4200)}).x.bits(), p.y.bits());
    EXPECT_EQ(__half22float2(p).y, -2.0F);
    // bfloat16_t conversions.
    EXPECT_EQ(__float2bfloat16_rn(3.14159F).bits(), 0x4049); // 3.140625
    EXPECT_EQ(__float2bfloat16_rz(-1.0F - std::ldexp(1.0F, -8)).bits(), 0xBF80);
    EXPECT_EQ(__half2bfloat16_rn(H(kInfH)).bits(), 0x7F80);
    EXPECT_EQ(__bfloat162half_rn(B(0x7F7F)).bits(), kMaxH); // beyond half: inf, saturated in the reset state
    EXPECT_EQ(__bfloat162int_rz(B(0xC0B0) /*-5.5*/), -5);
    EXPECT_EQ(__bfloat1622float2(__float2bfloat162_rn(2.0F)).y, 2.0F);
    EXPECT_EQ(__ushort_as_bfloat16(0x3F80).bits(), 0x3F80);
    EXPECT_EQ(ASCRT_MAX_NORMAL_FP16.bits(), kMaxH);
    EXPECT_EQ(ASCRT_INF_BF16.bits(), 0x7F80);
}

TEST(SimtHalf, ComparisonsAndMinMax)
{
    const half nan = H(kNanH), one = H(0x3C00), two = H(0x4000), pz = H(0), nz = H(0x8000);
    EXPECT_FALSE(__heq(nan, nan));
    EXPECT_TRUE(__hequ(nan, one));
    EXPECT_TRUE(__heq(pz, nz));
    EXPECT_TRUE(__hne(nan, one)); // __hne.md: nan -> true
    EXPECT_FALSE(__hne(pz, nz));
    EXPECT_TRUE(__hlt(one, two));
    EXPECT_FALSE(__hlt(nan, two));
    EXPECT_TRUE(__hltu(nan, two));
    EXPECT_TRUE(__hisnan(nan));
    EXPECT_TRUE(__hisinf(H(0xFC00)));
    const half2 a{one, nan}, b{two, one};
    EXPECT_EQ(__hltx2_mask(a, b), 0x0000FFFFu);
    EXPECT_EQ(__hltux2_mask(a, b), 0xFFFFFFFFu);
    EXPECT_EQ(__hnex2_mask(a, b), 0x0000FFFFu); // __hnex2_mask.md: nan -> 0
    EXPECT_FALSE(__hbnex2(a, b));               // __hbnex2.md: nan -> false
    EXPECT_TRUE(__hbneux2(a, b));
    EXPECT_FALSE(__hbltx2(a, b));
    EXPECT_TRUE(__hbltux2(a, b));
    const half2 lt = __hltx2(a, b);
    EXPECT_EQ(lt.x.bits(), 0x3C00);
    EXPECT_EQ(lt.y.bits(), 0x0000);
    const half2 in = __isnanx2(a);
    EXPECT_EQ(in.x.bits(), 0x0000);
    EXPECT_EQ(in.y.bits(), 0x3C00);
    // __hmax.md: nan ignored, max(0, -0) = 0, max(-0, -0) = -0; __hmax_nan.md: nan wins.
    EXPECT_EQ(__hmax(nan, one).bits(), one.bits());
    EXPECT_EQ(__hmax(nz, pz).bits(), 0x0000);
    EXPECT_EQ(__hmin(nz, pz).bits(), 0x8000);
    EXPECT_TRUE(__hisnan(__hmax_nan(nan, one)));
    EXPECT_TRUE(__hisnan(__hmaxx2_nan(a, b).y));
    EXPECT_EQ(__hmaxx2(a, b).y.bits(), 0x0000); // __hmaxx2.md: nan, saturated in the reset state -> 0
    EXPECT_EQ(__hminx2(half2{H(0xFC00), one}, b).x.bits(), 0xFBFF);
}

TEST(SimtHalf, Half2ArithmeticAndComplexFma)
{
    const half2 x{H(0x3C00), H(0x4000)}, y{H(0x4200), H(0x4400)}, z{H(0x3800), H(0xB800)};
    EXPECT_EQ(static_cast<float>(__hmulx2(x, y).y), 8.0F);
    EXPECT_EQ(static_cast<float>(__hsubx2(x, y).x), -2.0F);
    EXPECT_EQ(static_cast<float>(__hdivx2(y, x).y), 2.0F);
    EXPECT_EQ(static_cast<float>(__hfmax2(x, y, z).y), 7.5F);
    EXPECT_EQ(__hfmax2_relu(__hnegx2(x), y, z).x.bits(), 0x0000);
    EXPECT_EQ(static_cast<float>(__habsx2(__hnegx2(x)).y), 2.0F);
    // __hcmadd.md: (1 + 2i)(3 + 4i) + (0.5 - 0.5i) = (3 - 8 + 0.5) + (4 + 6 - 0.5)i.
    const half2 c = __hcmadd(x, y, z);
    EXPECT_EQ(static_cast<float>(c.x), -4.5F);
    EXPECT_EQ(static_cast<float>(c.y), 9.5F);
    // The operators of the short vectors: per component, as half's own.
    const half2 s = x + y;
    EXPECT_EQ(static_cast<float>(s.x), 4.0F);
    EXPECT_EQ(static_cast<float>((y - x).y), 2.0F);
    EXPECT_EQ(static_cast<float>((-x).y), -2.0F);
    half2 acc = x;
    acc *= y;
    EXPECT_EQ(static_cast<float>(acc.y), 8.0F);
    const bfloat16x2_t bs = make_bfloat162(B(0x3F80), B(0x4000)) + make_bfloat162(B(0x3F80), B(0x4000));
    EXPECT_EQ(bs.y.bits(), 0x4080);
    const bfloat16x2_t bc = __hcmadd(make_bfloat162(B(0x3F80), B(0x4000)), make_bfloat162(B(0x4040), B(0x4080)),
                                     make_bfloat162(B(0), B(0)));
    EXPECT_EQ(static_cast<float>(bc.x), -5.0F);
    EXPECT_EQ(static_cast<float>(bc.y), 10.0F);
}

TEST(SimtHalf, MathWithinOneUlp)
{
    struct Fn {
        const char* name;
        half (*h)(half);
        bfloat16_t (*b)(bfloat16_t);
        long double (*ref)(long double);
    };
    const Fn fns[] = {
        {"sin", hsin, hsin, [](long double v) { return std::sin(v); }},
        {"cos", hcos, hcos, [](long double v) { return std::cos(v); }},
        {"tanh", htanh, htanh, [](long double v) { return std::tanh(v); }},
        {"exp", hexp, hexp, [](long double v) { return std::exp(v); }},
        {"exp2", hexp2, hexp2, [](long double v) { return std::exp2(v); }},
        {"exp10", hexp10, hexp10, [](long double v) { return std::pow(10.0L, v); }},
        {"log", hlog, hlog, [](long double v) { return std::log(v); }},
        {"log2", hlog2, hlog2, [](long double v) { return std::log2(v); }},
        {"log10", hlog10, hlog10, [](long double v) { return std::log10(v); }},
        {"sqrt", hsqrt, hsqrt, [](long double v) { return std::sqrt(v); }},
        {"rsqrt", hrsqrt, hrsqrt, [](long double v) { return 1.0L / std::sqrt(v); }},
        {"rcp", hrcp, hrcp, [](long double v) { return 1.0L / v; }},
    };
    for (const Fn& f : fns) {
        for (uint32_t b = 0x0400; b < 0x7C00; b += 7) { // positive normal halves
            for (uint16_t sign : {uint16_t{0}, uint16_t{0x8000}}) {
                const half x = H(static_cast<uint16_t>(b | sign));
                const long double ref = f.ref(static_cast<float>(x));
                if (!std::isfinite(ref) || std::fabs(ref) >= 65504.0L || std::fabs(ref) < 6.1035e-5L) {
                    continue;
                }
                const float r = static_cast<float>(f.h(x));
                const long double ulp = std::ldexp(1.0L, std::ilogb(ref) - 10);
                EXPECT_LE(std::fabs(r - ref), ulp) << "h" << f.name << "(" << static_cast<float>(x) << ")";
                const bfloat16_t xb(static_cast<float>(x));
                const long double refb = f.ref(static_cast<float>(xb));
                if (std::isfinite(refb) && std::fabs(refb) < 3.3e38L && std::fabs(refb) > 1.2e-38L) {
                    const long double ulpb = std::ldexp(1.0L, std::ilogb(refb) - 7);
                    EXPECT_LE(std::fabs(static_cast<float>(f.b(xb)) - refb), ulpb) << "bf16 h" << f.name;
                }
            }
        }
    }
    const half2 r2 = h2sqrt(half2{H(0x4400), H(0x4C00)}); // within 1 ulp of 2 and 4 (the table's row)
    EXPECT_LE(std::fabs(static_cast<float>(r2.x) - 2.0F), 0x1p-9F);
    EXPECT_LE(std::fabs(static_cast<float>(r2.y) - 4.0F), 0x1p-8F);
    EXPECT_EQ(static_cast<float>(hrint(H(0x4100))), 2.0F);
    EXPECT_EQ(static_cast<float>(hfloor(H(0xBE00))), -2.0F);
    EXPECT_EQ(static_cast<float>(h2ceil(half2{H(0x3E00), H(0xBE00)}).y), -1.0F);
    EXPECT_EQ(htrunc(H(0xB800)).bits(), 0x8000);
}

// Whether r is the nearest value of its format to v: within half an ulp of v (the ulp of v's binade, p significand
// bits), the reference independent of the simulator's rounding code.
bool IsNearest(float r, long double v, int p)
{
    if (v == 0.0L) {
        return r == 0.0F;
    }
    return std::fabs(static_cast<long double>(r) - v) <= std::ldexp(0.5L, std::ilogb(v) - (p - 1));
}

// One function of one format over inputs with normal results: the share of results that are the nearest value
// (each within 1 ulp), and whether a second run returned the same bits.
template <typename T>
struct Share {
    double nearest = 0.0;
    bool reproducible = true;
};
template <typename T>
Share<T> NearestShare(T (*fn)(T), long double (*ref)(long double), uint16_t from, uint16_t to, int p)
{
    Share<T> out;
    size_t nearest = 0, n = 0;
    for (uint32_t b = from; b < to; ++b) {
        const T x = T::FromBits(static_cast<uint16_t>(b));
        const long double v = ref(static_cast<float>(x));
        const T r = fn(x);
        const float rf = static_cast<float>(r);
        out.reproducible = out.reproducible && fn(x).bits() == r.bits();
        ++n;
        if (v == 0.0L) { // log of 1: an exact zero has no neighbour within the bound
            EXPECT_EQ(rf, 0.0F) << "0x" << std::hex << b;
            ++nearest;
            continue;
        }
        EXPECT_LE(std::fabs(static_cast<long double>(rf) - v), std::ldexp(1.0L, std::ilogb(v) - (p - 1)))
            << "0x" << std::hex << b;
        nearest += IsNearest(rf, v, p) ? 1 : 0;
    }
    out.nearest = static_cast<double>(nearest) / static_cast<double>(n);
    return out;
}

// 附录/SIMT接口精度标准汇总.md's fp16 / bf16 rows: a value within 1 ulp chosen by the adversary (not always the
// nearest, reproducibly; ASCEND_SIM_NUMERICS=exact: the nearest); a function without a row: the nearest. The
// table parts the half scalar and pair forms (htanh has no row, h2tanh has one).
TEST(SimtHalf, TheTableRowsUseTheirUlp)
{
    struct Case {
        const char* name;
        half (*h)(half);
        half (*h2)(half); // the pair form's first component
        bfloat16_t (*b)(bfloat16_t);
        long double (*ref)(long double);
        bool halfRow, half2Row, bf16Row;
    };
    const Case cases[] = {
        {"exp", hexp,
         [](half x) {
             return h2exp(half2{x, x}).x;
         },
         hexp, [](long double v) { return std::exp(v); }, true, true, true},
        {"log2", hlog2,
         [](half x) {
             return h2log2(half2{x, x}).x;
         },
         hlog2, [](long double v) { return std::log2(v); }, true, true, true},
        {"rsqrt", hrsqrt,
         [](half x) {
             return h2rsqrt(half2{x, x}).x;
         },
         hrsqrt, [](long double v) { return 1.0L / std::sqrt(v); }, true, true, true},
        {"sqrt", hsqrt,
         [](half x) {
             return h2sqrt(half2{x, x}).x;
         },
         hsqrt, [](long double v) { return std::sqrt(v); }, true, true, true},
        {"tanh", htanh,
         [](half x) {
             return h2tanh(half2{x, x}).x;
         },
         htanh, [](long double v) { return std::tanh(v); }, false, true, true},
        {"cos", hcos,
         [](half x) {
             return h2cos(half2{x, x}).x;
         },
         hcos, [](long double v) { return std::cos(v); }, false, false, false},
        {"rcp", hrcp,
         [](half x) {
             return h2rcp(half2{x, x}).x;
         },
         hrcp, [](long double v) { return 1.0L / v; }, false, false, false},
    };
    for (const Case& c : cases) {
        for (const auto mode : {ascsim::num::Mode::kAdversarial, ascsim::num::Mode::kExact}) {
            ascsim::num::ScopedMode scoped(mode);
            const bool exact = mode == ascsim::num::Mode::kExact;
            // inputs 0.5 .. 2: every function's result is normal there
            const Share<half> h = NearestShare<half>(c.h, c.ref, 0x3800, 0x4000, 11);
            const Share<half> h2 = NearestShare<half>(c.h2, c.ref, 0x3800, 0x4000, 11);
            const Share<bfloat16_t> b = NearestShare<bfloat16_t>(c.b, c.ref, 0x3F00, 0x4000, 8);
            for (const auto& [form, share, row] :
                 {std::tuple{"h", h.nearest, c.halfRow}, std::tuple{"h2", h2.nearest, c.half2Row},
                  std::tuple{"bf16 h", b.nearest, c.bf16Row}}) {
                if (row && !exact) {
                    EXPECT_LT(share, 0.75) << form << c.name << " returns the nearest value almost always";
                    EXPECT_GT(share, 0.25) << form << c.name;
                } else {
                    EXPECT_EQ(share, 1.0) << form << c.name << (exact ? " (exact mode)" : " (no row)");
                }
            }
            EXPECT_TRUE(h.reproducible && h2.reproducible && b.reproducible) << c.name;
        }
    }
}

// The rows "Not Support denormalized numbers" and the bfloat16 pages' 约束说明 ("处于Subnormal范围内的输入和输出值，
// 都会被刷新为保留符号的0"): subnormal inputs and results become a zero of their sign; half hexp ("1-ulp") keeps its
// subnormal results, and a function without a row computes with the subnormal. Reset (saturating) CTRL state:
// a flushed operand's inf result is MAX.
TEST(SimtHalf, NotSupportDenormalizedNumbersFlushes)
{
    // exp(-10) = 4.54e-5 is a half subnormal: hexp keeps it, h2exp flushes it.
    EXPECT_NE(hexp(H(0xC900)).bits(), 0x0000);
    EXPECT_EQ(h2exp(half2{H(0xC900), H(0xC900)}).x.bits(), 0x0000);
    EXPECT_EQ(hlog(H(0x0001)).bits(), 0xFBFF);                 // log(+0) = -inf -> -MAX (hlog.md, saturated)
    EXPECT_EQ(hsqrt(H(0x8100)).bits(), 0x8000);                // sqrt(-0) = -0, not nan
    EXPECT_EQ(hrsqrt(H(0x0100)).bits(), kMaxH);                // 1/sqrt(+0) = inf -> MAX
    EXPECT_EQ(hrcp(H(0x0200)).bits(), 0x7800);                 // no row: 1 / 2^-15 = 32768
    EXPECT_EQ(static_cast<float>(htanh(H(0x0200))), 0x1p-15F); // no row: tanh of the subnormal itself
    EXPECT_EQ(h2tanh(half2{H(0x0200), H(0x0200)}).y.bits(), 0x0000);
    // bfloat16_t (hexp-177.md, hsqrt-185.md, hrcp-187.md: "当输入x为Subnormal数据时，会导致本接口最终结果为±inf").
    EXPECT_EQ(hexp(B(0xC2B0) /*-88*/).bits(), 0x0000); // exp(-88) = 6.1e-39, below 2^-126
    EXPECT_EQ(hsqrt(B(0x0040)).bits(), 0x0000);
    EXPECT_EQ(h2sqrt(make_bfloat162(B(0x8040), B(0x0040))).x.bits(), 0x8000);
    EXPECT_EQ(hrcp(B(0x0040)).bits(), 0x7F7F); // +inf -> MAX
    EXPECT_EQ(hrcp(B(0x8040)).bits(), 0xFF7F);
    // __hdiv.md / __hdiv-155.md: a subnormal operand is a zero; a subnormal quotient is a zero.
    EXPECT_EQ(__hdiv(H(0x0001), H(0x3C00)).bits(), 0x0000);
    EXPECT_EQ(__hdiv(H(0x3C00), H(0x8200)).bits(), 0xFBFF); // 1 / -0 = -inf -> -MAX
    EXPECT_EQ(__hdiv(H(0x0400) /*2^-14*/, H(0x4000)).bits(), 0x0000);
    EXPECT_EQ(__hdivx2(half2{H(0x8400), H(0x3C00)}, half2{H(0x4000), H(0x3C00)}).x.bits(), 0x8000);
    EXPECT_EQ(__hdiv(B(0x0080) /*2^-126*/, B(0x4000)).bits(), 0x0000);
    EXPECT_EQ(__hdivx2(make_bfloat162(B(0x0001), B(0x3F80)), make_bfloat162(B(0x3F80), B(0x3F80))).x.bits(), 0x0000);
}

// __hdiv / __hdivx2: 1 ulp (the adversary's choice; the nearest in exact mode) on normal quotients.
TEST(SimtHalf, DivWithinOneUlp)
{
    std::mt19937 rng(11);
    std::uniform_int_distribution<uint32_t> bits(0x3000, 0x4FFF); // 0.125 .. 32: normal quotients
    std::vector<std::pair<half, half>> ops(4096);
    for (auto& [x, y] : ops) {
        x = H(static_cast<uint16_t>(bits(rng)));
        y = H(static_cast<uint16_t>(bits(rng) | (rng() & 1 ? 0x8000 : 0)));
    }
    for (const auto mode : {ascsim::num::Mode::kAdversarial, ascsim::num::Mode::kExact}) {
        ascsim::num::ScopedMode scoped(mode);
        size_t nearest = 0, nearestB = 0;
        for (const auto& [x, y] : ops) {
            const long double q = static_cast<long double>(static_cast<float>(x)) / static_cast<float>(y);
            const float r = static_cast<float>(__hdiv(x, y));
            EXPECT_LE(std::fabs(r - q), std::ldexp(1.0L, std::ilogb(q) - 10));
            EXPECT_EQ(__hdivx2(half2{x, x}, half2{y, y}).y.bits(), __hdiv(x, y).bits());
            nearest += IsNearest(r, q, 11) ? 1 : 0;
            const bfloat16_t xb(static_cast<float>(x)), yb(static_cast<float>(y));
            const long double qb = static_cast<long double>(static_cast<float>(xb)) / static_cast<float>(yb);
            const float rb = static_cast<float>(__hdiv(xb, yb));
            EXPECT_LE(std::fabs(rb - qb), std::ldexp(1.0L, std::ilogb(qb) - 7));
            nearestB += IsNearest(rb, qb, 8) ? 1 : 0;
        }
        const double share = static_cast<double>(nearest) / ops.size();
        const double shareB = static_cast<double>(nearestB) / ops.size();
        if (mode == ascsim::num::Mode::kExact) {
            EXPECT_EQ(share, 1.0);
            EXPECT_EQ(shareB, 1.0);
        } else {
            EXPECT_LT(share, 0.75);
            EXPECT_LT(shareB, 0.75);
        }
    }
}

TEST(SimtVector, LayoutAndMake)
{
    // 内置数据类型-139.md 表2.
    static_assert(sizeof(char2) == 2 && alignof(char2) == 2, "");
    static_assert(sizeof(uchar4) == 4 && alignof(uchar4) == 4, "");
    static_assert(sizeof(short4) == 8 && alignof(short4) == 8, "");
    static_assert(sizeof(int4) == 16 && alignof(int4) == 16, "");
    static_assert(sizeof(long4) == 32 && alignof(long4) == 32, "");
    static_assert(sizeof(ulonglong2) == 16 && alignof(ulonglong2) == 16, "");
    static_assert(sizeof(float2) == 8 && alignof(float2) == 8, "");
    static_assert(sizeof(float4) == 16 && alignof(float4) == 16, "");
    static_assert(sizeof(half2) == 4 && alignof(half2) == 4, "");
    static_assert(sizeof(bfloat16x2_t) == 4 && alignof(bfloat16x2_t) == 4, "");
    static_assert(sizeof(float8_e4m3x2_t) == 2 && sizeof(hifloat8x2_t) == 2, "");
    static_assert(sizeof(int3) == 12 && sizeof(float3) == 12, "");
    const int4 i4 = make_int4(1, 2, 3, 4);
    EXPECT_EQ(i4.w, 4);
    const int4 s = i4 + make_int4(10, 20, 30, 40);
    EXPECT_EQ(s.z, 33);
    EXPECT_EQ((make_char2(100, 100) + make_char2(100, 0)).x, static_cast<signed char>(-56)); // wraps in 8 bits
    EXPECT_EQ(make_float3(1, 2, 3).z, 3.0F);
    EXPECT_EQ(make_ulonglong4(1, 2, 3, ~0ULL).w, ~0ULL);
    EXPECT_EQ((make_float2(1, 2) * make_float2(3, 4)).y, 8.0F);
    EXPECT_EQ(make_half2(H(0x3C00), H(0x4000)).y.bits(), 0x4000);
}

TEST(SimtFp8, Conversions)
{
    // __asc_cvt_float2_to_fp8x2.md: saturating e4m3: +-inf / beyond -> +-448 (0x7E / 0xFE), nan -> +0.
    EXPECT_EQ(__asc_cvt_float2_to_fp8x2(make_float2(448.0F, -1e9F), __ASC_SATFINITE, __ASC_E4M3), 0xFE7E);
    EXPECT_EQ(__asc_cvt_float2_to_fp8x2(make_float2(NAN, 1.0F), __ASC_SATFINITE, __ASC_E4M3), 0x3800);
    EXPECT_EQ(__asc_cvt_float2_to_fp8x2(make_float2(INFINITY, -INFINITY), __ASC_SATFINITE, __ASC_E5M2), 0xFB7B);
    const __asc_fp8x2_storage_t st = __asc_cvt_float2_to_fp8x2(make_float2(1.5F, -0.25F), __ASC_NOSAT, __ASC_E4M3);
    float8_e4m3x2_t v;
    std::memcpy(static_cast<void*>(&v), &st, 2);
    const float2 back = __e4m3x22float2(v);
    EXPECT_EQ(back.x, 1.5F);
    EXPECT_EQ(back.y, -0.25F);
    // hifloat8: 1.0 round trips; beyond 2^15 saturates to 32768 (__float22hif82_rna_sat.md).
    const hifloat8x2_t h = __float22hif82_rna_sat(make_float2(1.0F, 1e9F));
    const float2 hb = __hif822float2(h);
    EXPECT_EQ(hb.x, 1.0F);
    EXPECT_EQ(hb.y, 32768.0F);
    const half2 hh = __hif822half2(__half22hif82_rna(half2{H(0x3C00), H(0xC000)}));
    EXPECT_EQ(static_cast<float>(hh.y), -2.0F);
}

// ---- inside SIMT kernels --------------------------------------------------------------------------------------

__global__ void AddHalf2(half* x, half* y, half* z, uint32_t n)
{
    const half2* x2 = reinterpret_cast<const half2*>(x);
    const half2* y2 = reinterpret_cast<const half2*>(y);
    half2* z2 = reinterpret_cast<half2*>(z);
    const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n / 2) {
        z2[i] = x2[i] + y2[i];
    }
}

__global__ void AtomicHalf2(half2* acc, half* maxSlot, half* shfl, half* red)
{
    asc_atomic_add(acc, half2{half(1.0F), half(0.5F)});
    asc_atomic_max(maxSlot, half(static_cast<float>(threadIdx.x)));
    const half mine = half(static_cast<float>(threadIdx.x % 32));
    shfl[threadIdx.x] = asc_shfl_xor(mine, 1);
    red[threadIdx.x] = asc_reduce_add(mine);
}

struct SimtHalfKernel : SimtTest {};

TEST_F(SimtHalfKernel, Half2AddMatchesPerElementHalfAdd)
{
    const uint32_t n = 4096;
    std::vector<half> x(n), y(n);
    std::mt19937 rng(3);
    std::uniform_real_distribution<float> d(-100.0F, 100.0F);
    for (uint32_t i = 0; i < n; ++i) {
        x[i] = half(d(rng));
        y[i] = half(d(rng));
    }
    half* dx = Device(x);
    half* dy = Device(y);
    half* dz = Device(std::vector<half>(n));
    SIMT_LAUNCH(AddHalf2, 8, 256, 0, stream, dx, dy, dz, n);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS);
    const std::vector<half> z = Host(dz, n);
    for (uint32_t i = 0; i < n; ++i) {
        const __float128 exact = static_cast<__float128>(static_cast<float>(x[i])) + static_cast<float>(y[i]);
        ASSERT_TRUE(IsNearestEven(z[i], exact)) << i;
    }
}

TEST_F(SimtHalfKernel, AtomicsShufflesReduces)
{
    half2* acc = Device(std::vector<half2>{half2{half(0.0F), half(0.0F)}});
    half* mx = Device(std::vector<half>{half(-1.0F)});
    half* sh = Device(std::vector<half>(64));
    half* rd = Device(std::vector<half>(64));
    SIMT_LAUNCH(AtomicHalf2, 1, 64, 0, stream, acc, mx, sh, rd);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS);
    const half2 a = Host(acc, 1)[0];
    EXPECT_EQ(static_cast<float>(a.x), 64.0F); // small integers: every order gives the exact sum
    EXPECT_EQ(static_cast<float>(a.y), 32.0F);
    EXPECT_EQ(static_cast<float>(Host(mx, 1)[0]), 63.0F);
    const std::vector<half> s = Host(sh, 64);
    const std::vector<half> r = Host(rd, 64);
    for (uint32_t t = 0; t < 64; ++t) {
        EXPECT_EQ(static_cast<float>(s[t]), static_cast<float>((t % 32) ^ 1u)) << t;
        EXPECT_EQ(static_cast<float>(r[t]), 496.0F) << t; // 0 + ... + 31, exact in half
    }
}

} // namespace
