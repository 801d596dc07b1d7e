/**
 * @file test_st_precision.cpp
 * @brief AsinGrad precision against the exact result (float64), in ulps of the dtype:
 *        fp32 <= 3 ulp over a >= 2 Mi input sample; fp16 / bf16: every one of the 65536 x bit
 *        patterns with several dy, <= 1 ulp and correctly rounded for >= 99.9 % of the inputs.
 *        Measured in the simulator's adversarial numerics mode (the default: results the 950 docs
 *        only bound are picked adversarially inside the bound) and in exact mode. The numbers are
 *        printed on stdout ("[AsinGrad precision] ...") and, with --precision-out=DIR (CTest passes
 *        it), written as JSON lines to DIR/precision_<dtype>.jsonl, from which
 *        tests/st/precision_table.py generates the docs' precision tables and checks them.
 */
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "ascendc_sim/numerics/mode.h"
#include "st_common.h"

using namespace st;
namespace num = ascsim::num;

namespace {

std::string g_outDir; // --precision-out=DIR; empty: no JSON written

struct Stats {
    size_t inputs = 0;
    size_t finite = 0;           // inputs whose rounded reference is finite
    size_t correctlyRounded = 0; // of those
    size_t failures = 0;         // outside the bound, or a special value wrong
    double maxUlp = 0.0;
    std::string worst;
    double worstDy = NAN; // the inputs of maxUlp, NaN while every finite result is exact
    double worstX = NAN;
    std::string firstFailure;

    void Add(DType t, uint32_t dy, uint32_t x, uint32_t dx, double maxAllowed)
    {
        ++inputs;
        const double exact = Reference(Decode(dy, t), Decode(x, t));
        const Check c = CheckElement(dx, exact, t, maxAllowed);
        const double expected = RoundTo(exact, t);
        if (!c.ok) {
            if (failures++ == 0) {
                std::ostringstream os;
                os << "dy=" << Decode(dy, t) << " x=" << Decode(x, t) << " (0x" << std::hex << x << std::dec << ") -> "
                   << Decode(dx, t) << ", exact " << exact << " (" << c.ulp << " ulp)";
                firstFailure = os.str();
            }
        }
        if (std::isfinite(expected)) {
            ++finite;
            correctlyRounded += c.correctlyRounded;
            if (c.ulp > maxUlp) {
                maxUlp = c.ulp;
                std::ostringstream os;
                os.precision(9);
                os << "dy=" << Decode(dy, t) << " x=" << Decode(x, t);
                worst = os.str();
                worstDy = Decode(dy, t);
                worstX = Decode(x, t);
            }
        }
    }
    double CrFraction() const { return finite == 0 ? 1.0 : static_cast<double>(correctlyRounded) / finite; }
    void Merge(const Stats& s)
    {
        inputs += s.inputs;
        finite += s.finite;
        correctlyRounded += s.correctlyRounded;
        failures += s.failures;
        if (s.maxUlp > maxUlp) {
            maxUlp = s.maxUlp;
            worst = s.worst;
            worstDy = s.worstDy;
            worstX = s.worstX;
        }
    }
};

const char* ModeName(num::Mode m) { return m == num::Mode::kExact ? "exact" : "adversarial"; }

void Print(const char* dtype, const std::string& what, num::Mode mode, const Stats& s)
{
    char line[512];
    std::snprintf(line, sizeof line,
                  "[AsinGrad precision] %-8s %-22s %-11s inputs %8zu  max %.4f ulp  correctly rounded %.4f%% "
                  "(%zu of %zu finite)  failures %zu  worst at %s",
                  dtype, what.c_str(), ModeName(mode), s.inputs, s.maxUlp, 100.0 * s.CrFraction(), s.correctlyRounded,
                  s.finite, s.failures, s.worst.c_str());
    std::cout << line << std::endl;
}

std::string JsonNumber(double v)
{
    if (!std::isfinite(v)) {
        return "null";
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.17g", v); // round-trips, so the docs see what was measured
    return buf;
}

// One JSON object per measured input set; `extra` is appended as further members. The bounds are
// the ones this file asserts, so the generated table cannot claim another target. The part names
// are this file's literals, with no '"' or '\', so they go in unescaped.
std::string JsonLine(const char* dtype, const std::string& part, num::Mode mode, const Stats& s, double boundUlp,
                     double minCr, const std::string& extra = "")
{
    std::ostringstream os;
    os << "{\"kernel\": \"fused\", \"dtype\": \"" << dtype << "\", \"mode\": \"" << ModeName(mode) << "\", \"part\": \""
       << part << "\", \"inputs\": " << s.inputs << ", \"finite\": " << s.finite
       << ", \"correctly_rounded\": " << s.correctlyRounded << ", \"failures\": " << s.failures
       << ", \"max_ulp\": " << JsonNumber(s.maxUlp) << ", \"worst_dy\": " << JsonNumber(s.worstDy)
       << ", \"worst_x\": " << JsonNumber(s.worstX) << ", \"bound_ulp\": " << JsonNumber(boundUlp)
       << ", \"min_correctly_rounded\": " << JsonNumber(minCr) << extra << "}";
    return os.str();
}

// Writes a test's lines to g_outDir/precision_<dtype>.jsonl through a temporary file, so a reader
// never sees half a file.
void WriteJson(const char* dtype, const std::vector<std::string>& lines)
{
    if (g_outDir.empty()) {
        return;
    }
    const std::string path = g_outDir + "/precision_" + dtype + ".jsonl";
    const std::string tmp = path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::trunc);
        for (const std::string& line : lines) {
            out << line << "\n";
        }
        ASSERT_TRUE(out.good()) << "cannot write " << tmp;
    }
    ASSERT_EQ(std::rename(tmp.c_str(), path.c_str()), 0) << "cannot rename " << tmp << " to " << path;
}

// Runs dx for dy/x in launches of `chunk` elements (the result of an element does not depend on
// how the tensor is split; StDeterminism checks that), accumulating into stats.
void Measure(DType t, const std::vector<uint32_t>& dy, const std::vector<uint32_t>& x, double maxAllowed, Stats* s,
             size_t chunk = size_t{1} << 18)
{
    for (size_t start = 0; start < dy.size(); start += chunk) {
        const size_t n = std::min(chunk, dy.size() - start);
        const std::vector<uint32_t> a(dy.begin() + static_cast<std::ptrdiff_t>(start),
                                      dy.begin() + static_cast<std::ptrdiff_t>(start + n));
        const std::vector<uint32_t> b(x.begin() + static_cast<std::ptrdiff_t>(start),
                                      x.begin() + static_cast<std::ptrdiff_t>(start + n));
        std::vector<uint32_t> dx;
        const RunResult r = ComputeContiguous(t, {static_cast<int64_t>(n)}, a, b, &dx);
        ASSERT_TRUE(r.ok()) << "phase1 " << r.phase1 << " phase2 " << r.phase2 << " sync " << r.sync << ": "
                            << r.message;
        for (size_t i = 0; i < n; ++i) {
            s->Add(t, a[i], b[i], dx[i], maxAllowed);
        }
    }
}

// ---- fp32: a sample of 2 Mi inputs -------------------------------------------------------------
struct Sample {
    std::vector<uint32_t> dy;
    std::vector<uint32_t> x;
    std::vector<std::string> part;
    std::vector<size_t> partEnd;
};

Sample Fp32Sample()
{
    const DType t = DType::kF32;
    Sample s;
    Rng rng(0xa51e6bad);
    // dy: sign and magnitude 2^[-30, 30); the exponent is drawn first (see Rng, st_common.h).
    auto dyRandom = [&]() {
        const int e = static_cast<int>(rng.Below(60)) - 30;
        const double m = std::ldexp(rng.Uniform(1.0, 2.0), e);
        return Encode(rng.Below(2) ? m : -m, t);
    };
    auto push = [&](double x) {
        s.x.push_back(Encode(x, t));
        s.dy.push_back(dyRandom());
    };
    // 1 Mi uniform over (-1, 1).
    for (int i = 0; i < (1 << 20); ++i) {
        push(rng.Uniform(-1.0, 1.0));
    }
    s.part.push_back("uniform(-1,1)");
    s.partEnd.push_back(s.x.size());
    // Every fp32 within 2^-6 of +-1: x = +-(1 - k * 2^-24), k = 1 .. 2^18.
    for (int k = 1; k <= (1 << 18); ++k) {
        push(1.0 - std::ldexp(static_cast<double>(k), -24));
        push(-(1.0 - std::ldexp(static_cast<double>(k), -24)));
    }
    s.part.push_back("1-k*2^-24 (both signs)");
    s.partEnd.push_back(s.x.size());
    // Tiny |x|: 2^[-149, -1) with random significands, both signs (subnormal x included).
    for (int i = 0; i < (1 << 18); ++i) {
        const int e = -static_cast<int>(rng.Below(149)) - 2;
        const double m = std::ldexp(rng.Uniform(1.0, 2.0), e);
        push(rng.Below(2) ? m : -m);
    }
    s.part.push_back("tiny |x|");
    s.partEnd.push_back(s.x.size());
    // Random bit patterns over [0.5, 1): the binade with the largest error.
    for (int i = 0; i < (1 << 18); ++i) {
        const uint32_t bits = 0x3f000000u | (static_cast<uint32_t>(rng.Next()) & 0x7fffffu);
        s.x.push_back(rng.Below(2) ? bits : (bits | 0x80000000u));
        s.dy.push_back(dyRandom());
    }
    s.part.push_back("random bits [0.5,1)");
    s.partEnd.push_back(s.x.size());
    return s;
}

// The numerics mode is an inline function's static (ascendc_sim/numerics/mode.h), a GNU unique
// symbol shared by this binary and the kernel library, so SetMode here switches the emulator the
// kernel runs on (a kernel mutated to 1-ulp Sqrt/Div measures 3.43 ulp adversarial, 2.14 exact).
TEST(StPrecision, Fp32SampleWithin3UlpInAdversarialAndExactMode)
{
    const Sample sample = Fp32Sample();
    ASSERT_GE(sample.x.size(), size_t{2} << 20);
    constexpr double kBound = 3.0;
    std::vector<std::string> json;
    for (num::Mode mode : {num::Mode::kAdversarial, num::Mode::kExact}) {
        num::ScopedMode scoped(mode);
        ASSERT_EQ(num::GetMode(), mode);
        Stats all;
        size_t begin = 0;
        for (size_t p = 0; p < sample.part.size(); ++p) {
            const std::vector<uint32_t> dy(sample.dy.begin() + static_cast<std::ptrdiff_t>(begin),
                                           sample.dy.begin() + static_cast<std::ptrdiff_t>(sample.partEnd[p]));
            const std::vector<uint32_t> x(sample.x.begin() + static_cast<std::ptrdiff_t>(begin),
                                          sample.x.begin() + static_cast<std::ptrdiff_t>(sample.partEnd[p]));
            Stats s;
            Measure(DType::kF32, dy, x, kBound, &s);
            if (HasFatalFailure()) {
                return;
            }
            Print("float32", sample.part[p], mode, s);
            json.push_back(JsonLine("float32", sample.part[p], mode, s, kBound, 0.0));
            EXPECT_EQ(s.failures, 0u) << sample.part[p] << ", first: " << s.firstFailure;
            EXPECT_LE(s.maxUlp, kBound) << sample.part[p];
            all.Merge(s);
            begin = sample.partEnd[p];
        }
        Print("float32", "all", mode, all);
        std::string parts = ", \"parts\": [";
        for (size_t p = 0; p < sample.part.size(); ++p) {
            parts += (p ? ", \"" : "\"") + sample.part[p] + "\"";
        }
        json.push_back(JsonLine("float32", "all", mode, all, kBound, 0.0, parts + "]"));
        EXPECT_LE(all.maxUlp, kBound);
    }
    WriteJson("float32", json);
}

// ---- fp16 / bf16: every x bit pattern ----------------------------------------------------------
class StPrecision16 : public ::testing::TestWithParam<DType> {};

TEST_P(StPrecision16, AllXPatternsWithin1UlpAndCorrectlyRounded)
{
    const DType t = GetParam();
    const char* name = FormatOf(t).name;
    const double dys[] = {1.0, -1.0, 0.3, 1000.0, std::ldexp(1.0, -10), -7.5};
    constexpr double kBound = 1.0;
    constexpr double kMinCr = 0.999;
    std::vector<std::string> json;
    for (num::Mode mode : {num::Mode::kAdversarial, num::Mode::kExact}) {
        num::ScopedMode scoped(mode);
        Stats all;
        for (double dyValue : dys) {
            std::vector<uint32_t> dy(65536, Encode(dyValue, t));
            std::vector<uint32_t> x(65536);
            for (uint32_t i = 0; i < 65536; ++i) {
                x[i] = i;
            }
            Stats s;
            Measure(t, dy, x, kBound, &s, 65536);
            if (HasFatalFailure()) {
                return;
            }
            std::ostringstream what;
            what << "all x, dy=" << Decode(dy[0], t);
            Print(name, what.str(), mode, s);
            json.push_back(JsonLine(name, what.str(), mode, s, kBound, kMinCr));
            EXPECT_EQ(s.failures, 0u) << what.str() << ", first: " << s.firstFailure;
            EXPECT_LE(s.maxUlp, kBound) << what.str();
            EXPECT_GE(s.CrFraction(), kMinCr) << what.str();
            all.Merge(s);
        }
        Print(name, "all x, all dy", mode, all);
        const std::string shape = ", \"x_patterns\": 65536, \"dy_values\": " + std::to_string(std::size(dys));
        json.push_back(JsonLine(name, "all", mode, all, kBound, kMinCr, shape));
        EXPECT_GE(all.CrFraction(), kMinCr);
    }
    WriteJson(name, json);
}

INSTANTIATE_TEST_SUITE_P(HalfTypes, StPrecision16, ::testing::Values(DType::kF16, DType::kBF16),
                         [](const ::testing::TestParamInfo<DType>& info) {
                             return std::string(FormatOf(info.param).name);
                         });

} // namespace

// gtest's main plus --precision-out=DIR, which CTest passes (tests/st/CMakeLists.txt).
int main(int argc, char** argv)
{
    ::testing::InitGoogleTest(&argc, argv);
    const char kOut[] = "--precision-out=";
    for (int i = 1; i < argc; ++i) {
        if (std::strncmp(argv[i], kOut, sizeof kOut - 1) == 0) {
            g_outDir = argv[i] + sizeof kOut - 1;
        } else {
            std::fprintf(stderr, "st_asin_grad_precision: unknown argument %s\n", argv[i]);
            return 2;
        }
    }
    return RUN_ALL_TESTS();
}
