// The SIMT GM-access rewrite of the simulator's bisheng (sim/tools/bisheng/simt_gm_rewriter.h): subscripts of
// a SIMT function's pointer parameters get a GmIndex with the access kind; SIMD kernels, members, shadowing
// locals and other pointers are left alone.
#include "simt_gm_rewriter.h"

#include <gtest/gtest.h>

#include <string>

namespace {

using ascsim::bisheng::RewriteSimtGmSubscripts;

std::string Rw(const std::string& src) { return RewriteSimtGmSubscripts(src).text; }

TEST(SimtGmRewriter, ReadsAndWritesOfPointerParametersOfASimtKernel)
{
    const std::string src = "__global__ __launch_bounds__(1024) void gather(const float* __restrict__ in,\n"
                            "    int32_t* index, float* out, uint32_t n)\n"
                            "{\n    out[i] = in[index[i]];\n    out[i] += 1; ++out[i]; out[i]--; n = out[i] == 0;\n}\n";
    const auto r = RewriteSimtGmSubscripts(src);
    EXPECT_EQ(r.subscripts, 7);
    EXPECT_EQ(r.kernels, 1);
    EXPECT_EQ(r.text,
              "__global__ __launch_bounds__(1024) void gather(const float* __restrict__ in,\n"
              "    int32_t* index, float* out, uint32_t n)\n{ ::ascsim::simt::CheckLaunchBounds(1024);\n"
              "    out[::ascsim::simt::GmIndex(out, i, 'w')] = in[::ascsim::simt::GmIndex(in, "
              "index[::ascsim::simt::GmIndex(index, i, 'r')], 'r')];\n"
              "    out[::ascsim::simt::GmIndex(out, i, 'w')] += 1; ++out[::ascsim::simt::GmIndex(out, i, 'w')]; "
              "out[::ascsim::simt::GmIndex(out, i, 'w')]--; n = out[::ascsim::simt::GmIndex(out, i, 'r')] == "
              "0;\n}\n");
}

TEST(SimtGmRewriter, SimtVfsAndCalleesAreSimtFunctions)
{
    EXPECT_NE(Rw("__simt_vf__ inline void vf(__gm__ float* y) { y[threadIdx.x] = 0; }").find("GmIndex(y, "),
              std::string::npos);
    EXPECT_NE(Rw("namespace a { __simt_callee__ float f(const float* x) { return x[1]; } }").find("GmIndex(x, 1, 'r')"),
              std::string::npos);
    EXPECT_NE(Rw("template <typename T> __global__ void k(std::pair<int, T>* p) { p[0].first = 1; }")
                  .find("GmIndex(p, 0, 'r')"),
              std::string::npos);
}

TEST(SimtGmRewriter, LeavesSimdKernelsMembersShadowsAndOtherPointersAlone)
{
    for (const std::string src : {
             "__global__ __aicore__ void k(GM_ADDR x) { x[0] = 1; }",
             "__global__ __vector__ void k(float* x) { x[0] = 1; }",
             "__aicore__ inline float f(float* x) { return x[0]; }",
             "void host(float* x) { x[0] = 1; }",
             "__global__ void k(float* x, S s) { s.x[0] = 1; s->x[1] = 2; }",
             "__global__ void k(float* x) { float* q = x + 8; q[0] = 1; *x = 2; }",
             "__global__ void k(float x, int* n) { n[] ; }",
         }) {
        const auto r = RewriteSimtGmSubscripts(src);
        EXPECT_EQ(r.subscripts, 0) << src;
        // Nothing but a SIMT kernel's launch-bounds check after its body's brace.
        std::string expected = src;
        if (src.rfind("__global__ void", 0) == 0) {
            expected.insert(expected.find('{') + 1, " ::ascsim::simt::CheckLaunchBounds(0);");
        }
        EXPECT_EQ(r.text, expected);
    }
}

TEST(SimtGmRewriter, EverySimtKernelStartsWithItsLaunchBoundsCheck)
{
    EXPECT_EQ(Rw("template <int B> __global__ __launch_bounds__(B * 2) void k(int n) { f(n); }"),
              "template <int B> __global__ __launch_bounds__(B * 2) void k(int n) { "
              "::ascsim::simt::CheckLaunchBounds(B * 2); f(n); }");
    EXPECT_EQ(Rw("__global__ void k(int n);\n__global__ void k(int n) {}"),
              "__global__ void k(int n);\n__global__ void k(int n) { ::ascsim::simt::CheckLaunchBounds(0);}");
    // SIMD kernels, VFs and callees have no launch bounds.
    for (const std::string src :
         {"__global__ __aicore__ void k() {}", "__simt_vf__ void v() {}", "__simt_callee__ void c() {}"}) {
        EXPECT_EQ(RewriteSimtGmSubscripts(src).kernels, 0) << src;
    }
}

TEST(SimtGmRewriter, ALocalShadowingAParameterIsDeclaredAsWrittenAndItsUsesGetAGmIndex)
{
    // The declaration is not a subscript; the use is, and GmIndex checks nothing for an array (lang/simt_gm_access.h),
    // and a shadowing pointer is checked against its own allocation.
    EXPECT_EQ(Rw("__global__ void k(float* x) { { float x[4]; x[0] = 1; } }"),
              "__global__ void k(float* x) { ::ascsim::simt::CheckLaunchBounds(0); { float x[4]; "
              "x[::ascsim::simt::GmIndex(x, 0, 'w')] = 1; } }");
}

TEST(SimtGmRewriter, KeepsLinesAndSkipsDirectivesStringsAndComments)
{
    const std::string
        src = "__global__ void k(float* x)\n{\n#define X0 x[0]\n    // x[1]\n    const char* s = \"x[2]\";\n"
              "    x[\n3] = 1;\n}\n";
    const auto r = RewriteSimtGmSubscripts(src);
    EXPECT_EQ(r.subscripts, 1);
    EXPECT_EQ(r.text, "__global__ void k(float* x)\n{ ::ascsim::simt::CheckLaunchBounds(0);\n#define X0 x[0]\n    // "
                      "x[1]\n    const char* s = \"x[2]\";\n"
                      "    x[\n::ascsim::simt::GmIndex(x, 3, 'w')] = 1;\n}\n");
}

} // namespace
