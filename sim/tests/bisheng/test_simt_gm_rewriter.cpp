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
    // The declaration is not a subscript (it is a stack array); the use is, and GmIndex checks nothing for an array
    // (lang/simt_gm_access.h), and a shadowing pointer is checked against its own allocation.
    EXPECT_EQ(Rw("__global__ void k(float* x) { { float x[4]; x[0] = 1; } }"),
              "__global__ void k(float* x) { ::ascsim::simt::CheckLaunchBounds(0); { float x[4]; "
              "::ascsim::simt::StackObject ascsim_stack_object_0(sizeof(x)); "
              "x[::ascsim::simt::GmIndex(x, 0, 'w')] = 1; } }");
}

// lang/simt_stack.h: each local array of a SIMT function's blocks counts against its thread's SIMT stack.
TEST(SimtGmRewriter, LocalArraysOfSimtFunctionsGetAStackObject)
{
    const auto r = RewriteSimtGmSubscripts("__global__ void k(float* out)\n{\n    float buf[320];\n"
                                           "    for (int i = 0; i < 4; ++i) { T<int> a[2][3] = {}, *b[4], c; }\n"
                                           "    const float lut[2] = {1.0f, 2.0f}; int n = 3;\n}\n");
    EXPECT_EQ(r.stackArrays, 4);
    EXPECT_EQ(r.text, "__global__ void k(float* out)\n{ ::ascsim::simt::CheckLaunchBounds(0);\n"
                      "    float buf[320]; ::ascsim::simt::StackObject ascsim_stack_object_0(sizeof(buf));\n"
                      "    for (int i = 0; i < 4; ++i) { T<int> a[2][3] = {}, *b[4], c; ::ascsim::simt::StackObject "
                      "ascsim_stack_object_1(sizeof(a)); ::ascsim::simt::StackObject "
                      "ascsim_stack_object_2(sizeof(b)); }\n"
                      "    const float lut[2] = {1.0f, 2.0f}; ::ascsim::simt::StackObject "
                      "ascsim_stack_object_3(sizeof(lut)); int n = 3;\n}\n");
    // A SIMT VF's arrays too; a SIMD kernel's are not on a SIMT stack.
    EXPECT_NE(
        Rw("__simt_vf__ void vf() { uint8_t bytes[64]; }").find("StackObject ascsim_stack_object_0(sizeof(bytes))"),
        std::string::npos);
    EXPECT_EQ(Rw("__global__ __aicore__ void k() { float buf[64]; }").find("StackObject"), std::string::npos);
}

TEST(SimtGmRewriter, ExpressionsStorageClassesSwitchBodiesAndClassBodiesGetNoStackObject)
{
    const char* const bodies[] = {
        "x[3] = 1; a.b[2] = 0; y = z[1]; f(q[2]); *p[1] = 0; delete[] r;", // expressions
        "static float s[8]; constexpr int c[2] = {1, 2}; __ubuf__ float u[64]; extern int e[4];",
        "switch (n) { case 0: float a[4]; a[0] = 1; break; default: break; }", // a case label may jump past it
        "struct S { float v[4]; }; S s{}; auto l = [](int i) { return i; };",  // a class body, an initializer
        "return v[0];"};
    for (const char* body : bodies) {
        const std::string src = std::string("__global__ void k(int n) { ") + body + " }";
        const auto r = RewriteSimtGmSubscripts(src);
        EXPECT_EQ(r.stackArrays, 0) << body;
        EXPECT_EQ(r.text.find("StackObject"), std::string::npos) << body;
    }
    // A block inside a case is a scope of its own.
    EXPECT_NE(Rw("__global__ void k(int n) { switch (n) { case 0: { float a[4]; break; } } }").find("sizeof(a)"),
              std::string::npos);
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

TEST(SimtGmRewriter, MathCallsOfSimtFunctionsCallTheDeviceFunction)
{
    const auto r = RewriteSimtGmSubscripts(
        "__simt_callee__ float f(float v, S s)\n"
        "{\n    return atanhf(v) + ::expf(v) + std::expf(v) + s.expf(v) + N::expf(v) +\n"
        "           T<int>::expf(v) + p->sqrtf(v) + remquof(v, 1.0f, &q);\n}\n");
    EXPECT_EQ(r.mathCalls, 3);
    EXPECT_EQ(r.text,
              "__simt_callee__ float f(float v, S s)\n"
              "{\n    return ::ascsim::simt::device_math::atanhf(v) + ::ascsim::simt::device_math::expf(v) + "
              "std::expf(v) + s.expf(v) + N::expf(v) +\n"
              "           T<int>::expf(v) + p->sqrtf(v) + ::ascsim::simt::device_math::remquof(v, 1.0f, &q);\n}\n");
    // A SIMT kernel and a VF too; names not called, declarations, and functions outside SIMT code are left alone.
    EXPECT_EQ(RewriteSimtGmSubscripts("__global__ void k(float* y) { y[0] = logf(2.0f); }").mathCalls, 1);
    EXPECT_EQ(RewriteSimtGmSubscripts("__simt_vf__ void vf(float v) { float w = cosf(v); }").mathCalls, 1);
    EXPECT_EQ(Rw("__simt_callee__ float g(float v) { return ::atan2f(v, 1.0f); }"),
              "__simt_callee__ float g(float v) { return ::ascsim::simt::device_math::atan2f(v, 1.0f); }");
    for (const std::string src : {
             "__simt_callee__ float f(float v) { auto g = &expf; float expf2 = v; return g(expf2); }",
             "__simt_callee__ float f(float v) { float expf(float); return 0; }",
             "__aicore__ inline float f(float v) { return expf(v); }",
             "float host(float v) { return expf(v); }",
             "__global__ __aicore__ void k(GM_ADDR x) { float v = expf(1.0f); }",
         }) {
        EXPECT_EQ(RewriteSimtGmSubscripts(src).mathCalls, 0) << src;
        EXPECT_EQ(RewriteSimtGmSubscripts(src).text.find("device_math"), std::string::npos) << src;
    }
}

} // namespace
