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
                            "    __ubuf__ float& r = *p;\n"
                            "    // __ubuf__ float c[8];\n"
                            "    const char* s = \"__ubuf__ float d[8];\";\n"
                            "}\n";
    const auto r = Rewrite(src);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.ubArrays, 0);
    EXPECT_EQ(r.text, src);
}

// 内存层级.md (共享内存, 动态申请): every `extern __ubuf__ T name[];` names the launch's one dynamic UB region.
TEST(CApiRewriter, MakesExternUbArraysTheDynamicUb)
{
    const auto r = Rewrite("void k() {\n    extern __ubuf__ float smem[];\n    extern  __ubuf__ ns::V<int> v[];\n}\n");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.ubArrays, 2);
    EXPECT_EQ(r.text, "void k() {\n    __ubuf__ float (&smem)[] = *::ascsim::asc::DynamicUbArrayAt<float>("
                      "\"k.asc:2:smem\");\n    __ubuf__ ns::V<int> (&v)[] = "
                      "*::ascsim::asc::DynamicUbArrayAt<ns::V<int>>(\"k.asc:3:v\");\n}\n");
    EXPECT_FALSE(Rewrite("void k() { extern __ubuf__ float a[], b[]; }").ok());
    EXPECT_FALSE(Rewrite("void k() { extern __ubuf__ float a[4]; }").ok());
}

// A block-scope UB scalar is one per core, shared by a SIMT block's threads (内存层级.md, 共享内存).
TEST(CApiRewriter, PlacesABlockScopeUbScalar)
{
    const auto r = Rewrite("void k() {\n    __ubuf__ uint32_t is_last;\n}\n");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.ubArrays, 1);
    EXPECT_EQ(r.text, "void k() {\n    __ubuf__ uint32_t &is_last = (*::ascsim::asc::UbArrayAt<uint32_t[1]>("
                      "\"k.asc:2:is_last\"))[0];\n}\n");
    EXPECT_FALSE(Rewrite("void k() { __ubuf__ int x = 0; }").ok());
    EXPECT_FALSE(Rewrite("void k() { __ubuf__ int x, y; }").ok());
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

// ---- asc_update_addr_reg_bN: the enclosing for-loops' variables, innermost first ----------------------

namespace {

std::string AddrRegBody(const std::string& body)
{
    return "__simd_vf__ inline void vf(__ubuf__ half* p) {\n    addr_reg r;\n" + body + "}\n";
}

} // namespace

TEST(CApiRewriter, PassesTheOneEnclosingLoopVariable)
{
    const std::string src = AddrRegBody("    for (uint32_t i = 0; i < n; ++i) {\n"
                                        "        r = asc_update_addr_reg_b16(step);\n    }\n");
    const auto r = Rewrite(src);
    ASSERT_TRUE(r.ok()) << r.errors.front();
    EXPECT_EQ(r.addrRegUpdates, 1);
    EXPECT_NE(r.text.find("r = asc_update_addr_reg_b16(::ascsim::capi::LoopIndices{i}, step);"), std::string::npos)
        << r.text;
    EXPECT_EQ(Newlines(r.text), Newlines(src));
}

TEST(CApiRewriter, PassesNestedLoopVariablesInnermostFirstAcrossIfsAndBraceLessLoops)
{
    const auto r = Rewrite(AddrRegBody("    for (uint16_t j = 0; j < m; j++) {\n"
                                       "        if (c) { for (int k{0}; k < 2; k += 1)\n"
                                       "            for (uint16_t i = 0U; i < n; ++i)\n"
                                       "                r = asc_update_addr_reg_b32(a, b, c);\n"
                                       "        }\n    }\n"));
    ASSERT_TRUE(r.ok()) << r.errors.front();
    EXPECT_NE(r.text.find("asc_update_addr_reg_b32(::ascsim::capi::LoopIndices{i, k, j}, a, b, c)"), std::string::npos)
        << r.text;
}

TEST(CApiRewriter, LeavesAnAddrRegDeclarationAndSiblingLoopsAlone)
{
    const auto r = Rewrite("addr_reg asc_update_addr_reg_b8(uint32_t offset);\n" +
                           AddrRegBody("    for (int j = 0; j < 2; ++j) { }\n"
                                       "    for (int i = 0; i < 2; ++i) { r = asc_update_addr_reg_b8(1); }\n"));
    ASSERT_TRUE(r.ok()) << r.errors.front();
    EXPECT_EQ(r.addrRegUpdates, 1);
    EXPECT_NE(r.text.find("addr_reg asc_update_addr_reg_b8(uint32_t offset);"), std::string::npos);
    EXPECT_NE(r.text.find("asc_update_addr_reg_b8(::ascsim::capi::LoopIndices{i}, 1)"), std::string::npos) << r.text;
}

TEST(CApiRewriter, RefusesAnAddrRegUpdateOutsideAnyLoop)
{
    const auto r = Rewrite(AddrRegBody("    r = asc_update_addr_reg_b16(8);\n"));
    ASSERT_EQ(r.errors.size(), 1u);
    EXPECT_NE(r.errors[0].find("k.asc:3: error: asc_update_addr_reg_b16 inside 0 for-loops"), std::string::npos)
        << r.errors[0];
}

TEST(CApiRewriter, RefusesMoreThanFourLoops)
{
    std::string body;
    for (const char* v : {"a", "b", "c", "d", "e"})
        body += std::string("for (int ") + v + " = 0; " + v + " < 2; ++" + v + ") ";
    const auto r = Rewrite(AddrRegBody(body + "{ r = asc_update_addr_reg_b16(8); }\n"));
    ASSERT_EQ(r.errors.size(), 1u);
    EXPECT_NE(r.errors[0].find("inside 5 for-loops"), std::string::npos) << r.errors[0];
}

TEST(CApiRewriter, RefusesLoopsWhoseIterationCountIsNotTheirVariable)
{
    const char* bad[] = {"for (int i = 1; i < n; ++i)", "for (int i = 0; i < n; i += 2)", "for (; i < n; ++i)",
                         "while (n--)"};
    const char* why[] = {"`i` does not start at 0", "`i` does not step by 1", "no `T v = 0`", "a while-loop"};
    for (int k = 0; k < 4; ++k) {
        const auto r = Rewrite(AddrRegBody(std::string("    ") + bad[k] + " { r = asc_update_addr_reg_b8(4); }\n"));
        ASSERT_EQ(r.errors.size(), 1u) << bad[k];
        EXPECT_NE(r.errors[0].find(why[k]), std::string::npos) << r.errors[0];
    }
}
