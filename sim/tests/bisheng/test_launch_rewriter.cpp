// The <<<>>> launch rewriter (sim/tools/bisheng/launch_rewriter.h) on hostile inputs: templated and
// qualified kernels, multi-line configurations and arguments, comments / literals / directives
// holding `<<<`, `>>>` and `)`, shifts, line preservation, and every malformed form.
#include "launch_rewriter.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace {

using ascsim::bisheng::RewriteLaunches;
using ascsim::bisheng::RewriteResult;

const std::string kHeader = "#line 1 \"k.asc\"\n";
const std::string kLambdaPrefix = "[](auto&&... ascsimArgs) { ";

RewriteResult Rewrite(const std::string& src) { return RewriteLaunches(src, "k.asc"); }

// The rewritten text without its #line header; fails the test on errors.
std::string Body(const std::string& src)
{
    const RewriteResult r = Rewrite(src);
    EXPECT_TRUE(r.ok()) << (r.errors.empty() ? "" : r.errors.front());
    EXPECT_EQ(r.text.compare(0, kHeader.size(), kHeader), 0) << r.text;
    return r.text.substr(std::min(kHeader.size(), r.text.size()));
}

// The launch expression the rewriter makes for a one-line launch.
std::string Launch(int line, const std::string& kernel, const std::string& config, const std::string& args)
{
    return "::ascsim::asc::KernelLaunch(::ascsim::asc::LaunchSite{\"k.asc\", " + std::to_string(line) + ", \"" +
           kernel + "\"}, " + config + ", " + kLambdaPrefix + kernel + "(ascsimArgs...); }" +
           (args.empty() ? "" : ", " + args);
}

std::size_t Newlines(const std::string& s) { return static_cast<std::size_t>(std::count(s.begin(), s.end(), '\n')); }

// The 1-based line of the first occurrence of `needle`.
int LineOf(const std::string& text, const std::string& needle)
{
    const auto pos = text.find(needle);
    EXPECT_NE(pos, std::string::npos) << needle << " not in:\n" << text;
    if (pos == std::string::npos)
        return -1;
    return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(pos), '\n'));
}

// Rewrites `src` and checks that it has the same number of lines and that each marker stays on
// its line.
std::string BodyKeepingLines(const std::string& src, const std::vector<std::string>& markers)
{
    const std::string body = Body(src);
    EXPECT_EQ(Newlines(body), Newlines(src)) << body;
    for (const auto& m : markers)
        EXPECT_EQ(LineOf(body, m), LineOf(src, m)) << m << " in:\n" << body;
    return body;
}

std::string OnlyError(const std::string& src)
{
    const RewriteResult r = Rewrite(src);
    EXPECT_EQ(r.errors.size(), 1u) << r.text;
    return r.errors.empty() ? "" : r.errors.front();
}

// ---- the basic forms ----------------------------------------------------------------------------

TEST(LaunchRewriter, ThreeArgumentLaunchHasTheExactForm)
{
    EXPECT_EQ(Body("k<<<8, 0, stream>>>(x, y);"), Launch(1, "k", "(8), (0), (stream)", "x, y)") + ";");
}

TEST(LaunchRewriter, OutputStartsWithLineDirectiveNamingTheSource)
{
    const RewriteResult r = RewriteLaunches("int x;\n", "dir/add \"q\".asc");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.text, "#line 1 \"dir/add \\\"q\\\".asc\"\nint x;\n");
    EXPECT_EQ(r.launches, 0);
}

TEST(LaunchRewriter, FileNameIsEscapedInLaunchSite)
{
    const RewriteResult r = RewriteLaunches("k<<<1, 0>>>();", "a\\b\".asc");
    ASSERT_TRUE(r.ok());
    EXPECT_NE(r.text.find("LaunchSite{\"a\\\\b\\\".asc\", 1, \"k\"}"), std::string::npos) << r.text;
}

TEST(LaunchRewriter, MissingStreamBecomesNullptr)
{
    EXPECT_EQ(Body("k<<<n, 0>>>(x);"), Launch(1, "k", "(n), (0), (nullptr)", "x)") + ";");
}

TEST(LaunchRewriter, NullptrIsKeptAndALiteralZeroStreamBecomesNullptr)
{
    EXPECT_EQ(Body("k<<<n, nullptr, nullptr>>>(x);"), Launch(1, "k", "(n), (nullptr), (nullptr)", "x)") + ";");
    // dynUBufSize 0 stays an integer; a literal 0 stream is a null pointer constant.
    EXPECT_EQ(Body("k<<<n, 0, 0>>>(x);"), Launch(1, "k", "(n), (0), (nullptr)", "x)") + ";");
    for (const char* zero : {"0U", "0ul", "0x0", "00", "0'0"}) {
        EXPECT_EQ(Body(std::string("k<<<n, 0, ") + zero + ">>>(x);"), Launch(1, "k", "(n), (0), (nullptr)", "x)") + ";")
            << zero;
    }
    // Anything else is passed as written: an integer variable or 1 is then a compile error
    // (kernel_launch.h), as on the real compiler, where it does not convert to aclrtStream.
    EXPECT_EQ(Body("k<<<n, 0, 1>>>(x);"), Launch(1, "k", "(n), (0), (1)", "x)") + ";");
    EXPECT_EQ(Body("k<<<n, 0, s0>>>(x);"), Launch(1, "k", "(n), (0), (s0)", "x)") + ";");
}

TEST(LaunchRewriter, NoArgumentsMakesTheLambdaLast)
{
    EXPECT_EQ(Body("k<<<1, 0, s>>>();"), Launch(1, "k", "(1), (0), (s)", "") + ");");
    // only a comment between the parentheses: still no arguments, the comment stays
    EXPECT_EQ(Body("k<<<1, 0, s>>>( /* none, ) */ );"), Launch(1, "k", "(1), (0), (s)", "") + " /* none, ) */ );");
}

TEST(LaunchRewriter, LaunchCountIsReported)
{
    EXPECT_EQ(Rewrite("a<<<1,0>>>(); b<<<1,0>>>();\nc<<<1,0>>>();").launches, 3);
}

// ---- kernel names -------------------------------------------------------------------------------

TEST(LaunchRewriter, TemplatedKernels)
{
    EXPECT_EQ(Body("add_custom<BLOCK_LENGTH><<<num_blocks, 0, stream>>>(x, y, z);"),
              Launch(1, "add_custom<BLOCK_LENGTH>", "(num_blocks), (0), (stream)", "x, y, z)") + ";");
    EXPECT_EQ(Body("k<T, N><<<1, 0>>>(x);"), Launch(1, "k<T, N>", "(1), (0), (nullptr)", "x)") + ";");
    EXPECT_EQ(Body("k<float, uint8_t, 256, 8, 32><<<1, 0>>>(x);"),
              Launch(1, "k<float, uint8_t, 256, 8, 32>", "(1), (0), (nullptr)", "x)") + ";");
}

TEST(LaunchRewriter, NestedTemplateArgumentsClosedByShiftTokens)
{
    EXPECT_EQ(Body("k<Foo<int>><<<1, 0>>>(x);"), Launch(1, "k<Foo<int>>", "(1), (0), (nullptr)", "x)") + ";");
    // `>>>` closing three levels right before `<<<`
    EXPECT_EQ(Body("k<A<B<int>>><<<1, 0>>>(x);"), Launch(1, "k<A<B<int>>>", "(1), (0), (nullptr)", "x)") + ";");
    EXPECT_EQ(Body("k< Foo<int> ><<<1, 0>>>(x);"), Launch(1, "k< Foo<int> >", "(1), (0), (nullptr)", "x)") + ";");
}

TEST(LaunchRewriter, TemplateArgumentsWithParenthesesAndCommas)
{
    EXPECT_EQ(Body("k<(a > b)><<<1, 0>>>(x);"), Launch(1, "k<(a > b)>", "(1), (0), (nullptr)", "x)") + ";");
    EXPECT_EQ(Body("k<sizeof(int), std::max(1, 2), (N >> 1)><<<1, 0>>>(x);"),
              Launch(1, "k<sizeof(int), std::max(1, 2), (N >> 1)>", "(1), (0), (nullptr)", "x)") + ";");
}

TEST(LaunchRewriter, QuotesInKernelTextAreEscapedInLaunchSiteOnly)
{
    const std::string body = Body("k<'\"'><<<1, 0>>>(x);");
    EXPECT_NE(body.find("LaunchSite{\"k.asc\", 1, \"k<'\\\"'>\"}"), std::string::npos) << body;
    EXPECT_NE(body.find("{ k<'\"'>(ascsimArgs...); }"), std::string::npos) << body;
}

TEST(LaunchRewriter, KernelTextIsWhitespaceNormalised)
{
    // a comment counts as whitespace
    const std::string body = Body("k<float,\n     8 /* lanes */><<<1, 0>>>(x);");
    EXPECT_NE(body.find("LaunchSite{\"k.asc\", 1, \"k<float, 8 >\"}"), std::string::npos) << body;
    EXPECT_NE(body.find("{ k<float, 8 >(ascsimArgs...); }"), std::string::npos) << body;
    EXPECT_EQ(Newlines(body), 1u);
}

TEST(LaunchRewriter, QualifiedKernels)
{
    EXPECT_EQ(Body("ns::kernel<<<1, 0>>>(x);"), Launch(1, "ns::kernel", "(1), (0), (nullptr)", "x)") + ";");
    EXPECT_EQ(Body("::a::b::k<int><<<1, 0>>>(x);"), Launch(1, "::a::b::k<int>", "(1), (0), (nullptr)", "x)") + ";");
    EXPECT_EQ(Body("Outer<int>::k<<<1, 0>>>(x);"), Launch(1, "Outer<int>::k", "(1), (0), (nullptr)", "x)") + ";");
    EXPECT_EQ(Body("return ns :: k<<<1, 0>>>(x);"),
              "return " + Launch(1, "ns :: k", "(1), (0), (nullptr)", "x)") + ";");
}

TEST(LaunchRewriter, LaunchSiteLineIsTheKernelNameLine)
{
    // As in the examples: the kernel name on one line, the launch configuration on the next.
    const std::string src = "int a;\n    k<float, 8>\n        <<<numBlocks, 0, stream>>>(x, y);\nint after;\n";
    const std::string body = BodyKeepingLines(src, {"x, y);", "int after;"});
    EXPECT_NE(body.find("LaunchSite{\"k.asc\", 2, \"k<float, 8>\"}"), std::string::npos) << body;
}

// ---- launch configurations ----------------------------------------------------------------------

TEST(LaunchRewriter, ConfigSplitsOnTopLevelCommasOnly)
{
    EXPECT_EQ(Body("k<<<std::min(a, b), 0, s>>>(x);"), Launch(1, "k", "(std::min(a, b)), (0), (s)", "x)") + ";");
    EXPECT_EQ(Body("k<<<v[i, j], T{1, 2}, [&]{ return s; }()>>>(x);"),
              Launch(1, "k", "(v[i, j]), (T{1, 2}), ([&]{ return s; }())", "x)") + ";");
}

TEST(LaunchRewriter, ShiftsInsideTheConfigStayShifts)
{
    EXPECT_EQ(Body("k<<<n >> 1, 0, s>>>(x);"), Launch(1, "k", "(n >> 1), (0), (s)", "x)") + ";");
    EXPECT_EQ(Body("k<<<(n>>1), m<<2, s>>>(x);"), Launch(1, "k", "((n>>1)), (m<<2), (s)", "x)") + ";");
    EXPECT_EQ(Body("k<<<a > b ? 1 : 2, a >= b, p->s>>>(x);"),
              Launch(1, "k", "(a > b ? 1 : 2), (a >= b), (p->s)", "x)") + ";");
    EXPECT_EQ(Body("k<<<1'000, 0x1p-3, 0>>>(x);"), Launch(1, "k", "(1'000), (0x1p-3), (nullptr)", "x)") + ";");
}

TEST(LaunchRewriter, MultiLineConfigKeepsEveryLine)
{
    const std::string src = "void f() {\n"
                            "    k<<<\n"
                            "        n,       // blocks, with a comma, and >>>\n"
                            "        0 /* ubuf ) */,\n"
                            "        stream\n"
                            "    >>>(x,\n"
                            "        y);  int marker1;\n"
                            "    int marker2;\n"
                            "}\n";
    const std::string body = BodyKeepingLines(src, {"y);  int marker1;", "int marker2;", "x,\n"});
    EXPECT_NE(body.find("(n)"), std::string::npos) << body;
    EXPECT_NE(body.find("(0)"), std::string::npos) << body;
    EXPECT_NE(body.find("(stream)"), std::string::npos) << body;
    EXPECT_EQ(body.find("ubuf"), std::string::npos) << "edge comments are dropped:\n" << body;
}

TEST(LaunchRewriter, CommentsBetweenConfigTokensStayInside)
{
    const std::string src = "k<<<a /* one */ + // two\n b, 0>>>(x);\nint marker;";
    const std::string body = BodyKeepingLines(src, {"int marker;", "x);"});
    EXPECT_NE(body.find("(a /* one */ + // two\n b)"), std::string::npos) << body;
}

TEST(LaunchRewriter, MultiLineArgumentsAreVerbatim)
{
    const std::string src = "k<<<1, 0, s>>>(x, // first )\n"
                            "    \"str, with ) and >>> inside\",\n"
                            "    /* block\n"
                            "       comment ) */ y,\n"
                            "    R\"d(raw ) \"quoted\" >>> <<<\n"
                            "    )d\");  int marker;\n";
    const std::string body = BodyKeepingLines(src, {"int marker;", "comment ) */ y,"});
    const std::string args = src.substr(src.find('(') + 1);
    EXPECT_EQ(body, Launch(1, "k", "(1), (0), (s)", args));
}

TEST(LaunchRewriter, CommentsAndStringsAroundTheLaunch)
{
    const std::string
        src = "/* k<<<1, 0>>>(x) */ f(\"<<<\", ')', \")\"); k<<<n /* >>> */, 0, s>>>(g(\")\"), /* ) */ x); // <<<\n";
    const std::string body = Body(src);
    EXPECT_EQ(body, "/* k<<<1, 0>>>(x) */ f(\"<<<\", ')', \")\"); " +
                        Launch(1, "k", "(n), (0), (s)", "g(\")\"), /* ) */ x); // <<<\n"));
}

TEST(LaunchRewriter, CommentBetweenConfigAndArguments)
{
    const std::string src = "k<<<1, 0>>> /* args:\n */ (x);\nint marker;";
    const std::string body = BodyKeepingLines(src, {"int marker;", "x);"});
    EXPECT_NE(body.find("(nullptr)\n, [](auto&&"), std::string::npos) << body;
}

TEST(LaunchRewriter, TwoLaunchesOnOneLine)
{
    EXPECT_EQ(Body("a<<<1, 0>>>(x); b<int><<<2, 0, s>>>(y);"),
              Launch(1, "a", "(1), (0), (nullptr)", "x)") + "; " + Launch(1, "b<int>", "(2), (0), (s)", "y)") + ";");
}

TEST(LaunchRewriter, LaunchInsideKernelArguments)
{
    const std::string body = Body("a<<<1, 0>>>(b<<<2, 0>>>());");
    EXPECT_EQ(body, Launch(1, "a", "(1), (0), (nullptr)", Launch(1, "b", "(2), (0), (nullptr)", "") + "))") + ";");
}

// ---- text that is not a launch ------------------------------------------------------------------

TEST(LaunchRewriter, ShiftsAndTemplatesAreUntouched)
{
    const std::string src = "int a = b << 3; int c = d >> 2; x <<= 1; y >>= 1;\n"
                            "std::vector<std::vector<std::vector<int>>> v; std::cout << a << std::endl;\n"
                            "auto z = f<g<h<int>>>(1); bool q = a<b && c>d; auto s = a <=> b;\n"
                            "template <> struct S<int> {}; p->q; auto o = &operator<<<int>;\n";
    EXPECT_EQ(Body(src), src);
}

TEST(LaunchRewriter, LaunchLookalikesInCommentsAndLiteralsAreUntouched)
{
    const std::string src = "// k<<<1, 0>>>(x);\n"
                            "/* k<<<1, 0>>>(x);\n   still comment */\n"
                            "const char* s = \"k<<<1, 0>>>(x)\";\n"
                            "const char* e = \"esc \\\" k<<<1, 0>>>(x) \\\\\";\n"
                            "const char* r = R\"x(k<<<1, 0>>>(y) )\" k<<<2,0>>>() )x\";\n"
                            "const char* u = u8R\"(k<<<1, 0>>>(y))\";\n"
                            "char c = '<'; char d = '\\''; wchar_t w = L'>';\n"
                            "// spliced comment \\\n"
                            "   k<<<1, 0>>>(x);\n";
    EXPECT_EQ(Body(src), src);
}

TEST(LaunchRewriter, DirectivesOtherThanDefineAreNotLaunches)
{
    const std::string src = "#include \"x<<<y>>>(z).h\"\n"
                            "#include <a<<<b>>>(c)>\n"
                            "#pragma message(\"k<<<1, 0>>>()\")\n"
                            "#error don't k<<<1, 0>>>()\n"
                            "  #  if A <<<B\n"
                            "#endif\n";
    EXPECT_EQ(Body(src), src);
}

TEST(LaunchRewriter, LaunchInsideDefineKeepsItsSplices)
{
    const std::string src = "#define LAUNCH(x) k<int><<<1, \\\n"
                            "    0, s>>>(x)\n"
                            "LAUNCH(a); int marker;\n";
    const std::string body = BodyKeepingLines(src, {"LAUNCH(a); int marker;"});
    EXPECT_NE(body.find("#define LAUNCH(x) ::ascsim::asc::KernelLaunch("), std::string::npos) << body;
    EXPECT_NE(body.find("(1),  \\\n(0), (s), [](auto&&"), std::string::npos) << body;
    EXPECT_NE(body.find("}, x)\nLAUNCH(a)"), std::string::npos) << body;
}

TEST(LaunchRewriter, DirectivesAmongKernelArgumentsStay)
{
    const std::string src = "k<<<1, 0>>>(x,\n#ifdef Y\n  y)\n#else\n  z)\n#endif\n;\nint marker;\n";
    const std::string body = BodyKeepingLines(src, {"int marker;", "#ifdef Y", "#else", "  z)"});
    EXPECT_EQ(body, Launch(1, "k", "(1), (0), (nullptr)", src.substr(src.find('(') + 1)));
}

TEST(LaunchRewriter, Utf8ByteOrderMarkIsDropped) { EXPECT_EQ(Body("\xEF\xBB\xBFint x;"), "int x;"); }

// ---- malformed launches -------------------------------------------------------------------------

TEST(LaunchRewriter, UnterminatedConfig)
{
    EXPECT_EQ(OnlyError("int a;\nk<<<1, 0, s(x);\n"), "k.asc:2: error: '<<<' has no matching '>>>'");
    EXPECT_EQ(OnlyError("k<<<1, 0, s"), "k.asc:1: error: '<<<' has no matching '>>>'");
    EXPECT_EQ(OnlyError("k<<<(1, 0>>>(x)"), "k.asc:1: error: '<<<' has no matching '>>>'");
}

TEST(LaunchRewriter, WrongNumberOfConfigArguments)
{
    const std::string need = "a kernel launch takes 2 or 3 configuration arguments "
                             "<<<numBlocks, dynUBufSize[, stream]>>>, or 4 for a SIMT kernel "
                             "<<<blocks_per_grid, threads_per_block, dyn_ubuf_size, stream>>>, got ";
    EXPECT_EQ(OnlyError("\nk<<<1>>>(x);"), "k.asc:2: error: " + need + "1");
    EXPECT_EQ(OnlyError("k<<<>>>(x);"), "k.asc:1: error: " + need + "0");
    EXPECT_EQ(OnlyError("k<<<1, 2, 3, 4, 5>>>(x);"), "k.asc:1: error: " + need + "5");
}

// SIMT编程简介/扩展语法/核函数配置.md (<<<>>>调用): <<<blocks_per_grid, threads_per_block, dyn_ubuf_size, stream>>>
// is the SIMT launch; its stream is the fourth argument, and a literal 0 there is the null stream.
TEST(LaunchRewriter, FourArgumentLaunchIsTheSimtLaunch)
{
    const std::string simt = "::ascsim::simt::SimtKernelLaunch(::ascsim::asc::LaunchSite{\"k.asc\", 1, \"k\"}, ";
    EXPECT_EQ(Body("k<<<dim3(2, 3), 64, 0, s>>>(x);"),
              simt + "(dim3(2, 3)), (64), (0), (s), " + kLambdaPrefix + "k(ascsimArgs...); }, x);");
    EXPECT_EQ(Body("k<<<g, b, 0, 0>>>();"),
              simt + "(g), (b), (0), (nullptr), " + kLambdaPrefix + "k(ascsimArgs...); });");
}

TEST(LaunchRewriter, EmptyConfigArgument)
{
    EXPECT_EQ(OnlyError("k<<<1, , s>>>(x);"), "k.asc:1: error: empty argument 2 in the kernel launch configuration");
    EXPECT_EQ(OnlyError("k<<<1, 0, /* none */>>>(x);"),
              "k.asc:1: error: empty argument 3 in the kernel launch configuration");
    EXPECT_EQ(OnlyError("k<<<, 0>>>(x);"), "k.asc:1: error: empty argument 1 in the kernel launch configuration");
}

TEST(LaunchRewriter, UnbalancedBracketInConfig)
{
    EXPECT_EQ(OnlyError("k<<<1, f(a]), 0>>>(x);"), "k.asc:1: error: unbalanced ']' in the kernel launch configuration");
}

TEST(LaunchRewriter, ConfigNotFollowedByArguments)
{
    EXPECT_EQ(OnlyError("k<<<1, 0, s>>>;"), "k.asc:1: error: '>>>' must be followed by the kernel arguments '(...)'");
    EXPECT_EQ(OnlyError("k<<<1, 0,\n s>>>\n"),
              "k.asc:2: error: '>>>' must be followed by the kernel arguments '(...)'");
}

TEST(LaunchRewriter, UnterminatedArguments)
{
    EXPECT_EQ(OnlyError("k<<<1, 0, s>>>(x,\n y;"), "k.asc:1: error: unterminated kernel argument list");
}

TEST(LaunchRewriter, NoKernelName)
{
    EXPECT_EQ(OnlyError("<<<1, 0>>>(x);"), "k.asc:1: error: no kernel name before '<<<'");
    EXPECT_EQ(OnlyError("f(<<<1, 0>>>(x));"),
              "k.asc:1: error: no kernel name before '<<<' (expected a kernel function name, found '(')");
    EXPECT_EQ(OnlyError("(k)<<<1, 0>>>(x);"),
              "k.asc:1: error: no kernel name before '<<<' (expected a kernel function name, found ')')");
    EXPECT_EQ(OnlyError("x = <int><<<1, 0>>>(x);"),
              "k.asc:1: error: no kernel name before the template arguments of the launch");
}

TEST(LaunchRewriter, UnbalancedTemplateArguments)
{
    EXPECT_EQ(OnlyError("f(k<int>><<<1, 0>>>(x));"),
              "k.asc:1: error: unbalanced template arguments in the kernel name before '<<<'");
    EXPECT_EQ(OnlyError("int>><<<1, 0>>>(x);"),
              "k.asc:1: error: unbalanced template arguments in the kernel name before '<<<'");
}

TEST(LaunchRewriter, MemberLaunchIsRefused)
{
    EXPECT_EQ(OnlyError("obj.k<<<1, 0>>>(x);"),
              "k.asc:1: error: launching a member function with '<<<' is not supported");
}

TEST(LaunchRewriter, DirectiveInsideALaunchIsRefused)
{
    EXPECT_EQ(OnlyError("k<<<1,\n#ifdef X\n 0>>>(x);\n#endif\n"),
              "k.asc:2: error: '<<<' has no matching '>>>' (preprocessor directives inside a kernel launch are "
              "not supported)");
}

TEST(LaunchRewriter, EveryErrorIsReportedWithItsLine)
{
    const RewriteResult r = Rewrite("a<<<1>>>(x);\nb<<<1, 0>>>(y);\n\nc<<<1, 0, s>>>;\n");
    ASSERT_EQ(r.errors.size(), 2u);
    EXPECT_EQ(r.errors[0].rfind("k.asc:1: error: ", 0), 0u) << r.errors[0];
    EXPECT_EQ(r.errors[1].rfind("k.asc:4: error: ", 0), 0u) << r.errors[1];
}

} // namespace
