// The C API rewrites of the simulator's bisheng (sim/tools/bisheng/c_api_rewriter.h): block-scope
// `__ubuf__ T name[N];` arrays placed in UB, direct calls of __simd_vf__ functions made VF launches, and
// what each leaves alone (pointers, parameters, namespace and class scope, declarations, asc_vf_call).
#include "c_api_rewriter.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace {

using ascsim::bisheng::CApiRewriteResult;
using ascsim::bisheng::RewriteCApi;

CApiRewriteResult Rewrite(const std::string& src) { return RewriteCApi(src, "k.asc"); }

std::size_t Newlines(const std::string& s) { return static_cast<std::size_t>(std::count(s.begin(), s.end(), '\n')); }

TEST(CApiRewriter, PlacesABlockScopeUbArray)
{
    const auto r = Rewrite("void k() {\n    __ubuf__ float x_local[N * 2];\n}\n");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.ubArrays, 1);
    EXPECT_EQ(r.text, "void k() {\n    __ubuf__ float (&x_local)[N * 2] = "
                      "*::ascsim::asc::UbArrayAt<float[N * 2]>(\"k.asc:2:x_local\");\n}\n");
}

TEST(CApiRewriter, PlacesMultiDimensionalAndTemplateTypedArraysAndKeepsLines)
{
    const std::string src = "template <typename T> void k() { if (1) {\n__ubuf__ ns::V<T, 2> t[A][\nB];\n} }\n";
    const auto r = Rewrite(src);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.ubArrays, 1);
    EXPECT_NE(r.text.find("__ubuf__ ns::V<T, 2> (&t)[A][\nB] = *::ascsim::asc::UbArrayAt<ns::V<T, 2>[A][ B]>("
                          "\"k.asc:2:t\");"),
              std::string::npos)
        << r.text;
    EXPECT_EQ(Newlines(r.text), Newlines(src));
}

TEST(CApiRewriter, LeavesPointersParametersAndOtherScopesAlone)
{
    const std::string src = "__ubuf__ float g[8];\n"
                            "struct S { __ubuf__ float m[8]; };\n"
                            "void f(__ubuf__ float a[8], __ubuf__ float* p) {\n"
                            "    __ubuf__ float* q = p;\n"
                            "    extern __ubuf__ char dyn[];\n"
                            "    // __ubuf__ float c[8];\n"
                            "    const char* s = \"__ubuf__ float d[8];\";\n"
                            "}\n";
    const auto r = Rewrite(src);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.ubArrays, 0);
    EXPECT_EQ(r.text, src);
}

TEST(CApiRewriter, RefusesUbArraysItCannotPlace)
{
    EXPECT_FALSE(Rewrite("void k() { __ubuf__ float a[4] = {1, 2, 3, 4}; }").ok());
    EXPECT_FALSE(Rewrite("void k() { __ubuf__ float a[4], b[4]; }").ok());
    const auto r = Rewrite("void k() {\n __ubuf__ float a[]; }");
    ASSERT_EQ(r.errors.size(), 1U);
    EXPECT_EQ(r.errors[0].rfind("k.asc:2: error:", 0), 0U) << r.errors[0];
}

TEST(CApiRewriter, MakesDirectVfCallsLaunches)
{
    const std::string src = "__simd_vf__ inline void abs_vf(float* x, int n)\n{ }\n"
                            "template <typename T> __simd_vf__ inline void tvf(T* x) { }\n"
                            "__global__ void k(float* x) {\n"
                            "    abs_vf(x, 4);\n"
                            "    tvf<float>(x);\n"
                            "    asc_vf_call<abs_vf>(x, 4);\n"
                            "    auto* f = &abs_vf;\n"
                            "    if (x) abs_vf(x, 1); else abs_vf(x, 2);\n"
                            "}\n";
    const auto r = Rewrite(src);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.vfCalls, 4);
    EXPECT_NE(r.text.find("    asc_vf_call<abs_vf>(x, 4);\n    asc_vf_call<tvf<float> >(x);\n    "
                          "asc_vf_call<abs_vf>(x, 4);\n    auto* f = &abs_vf;\n"),
              std::string::npos)
        << r.text;
    EXPECT_NE(r.text.find("if (x) asc_vf_call<abs_vf>(x, 1); else asc_vf_call<abs_vf>(x, 2);"), std::string::npos);
    EXPECT_NE(r.text.find("__simd_vf__ inline void abs_vf(float* x, int n)"), std::string::npos);
    EXPECT_EQ(Newlines(r.text), Newlines(src));
}

TEST(CApiRewriter, LeavesFunctionsNotDeclaredSimdVfAlone)
{
    const std::string src = "__aicore__ void helper(float* x) { }\nvoid k(float* x) { helper(x); }\n";
    const auto r = Rewrite(src);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.vfCalls, 0);
    EXPECT_EQ(r.text, src);
}

} // namespace
