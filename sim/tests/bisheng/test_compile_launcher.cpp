// bisheng --ascsim-compile-launcher (compile_launcher.h): the compile command it runs for CMake's, and what
// it leaves behind (the rewritten source, the depfile naming the original headers).
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "compile_launcher.h"

namespace ascsim::bisheng {
namespace {

namespace fs = std::filesystem;

TEST(CompileLauncher, RunsTheCommandOnTheRewriteWithThePreludeFirst)
{
    const LauncherCommand plan = PlanLauncherCommand(
        {"/usr/bin/c++", "-DX=1", "-O2", "-MD", "-MT", "dir/k.cpp.o", "-MF", "dir/k.cpp.o.d", "-o", "dir/k.cpp.o", "-c",
         "/src/gen/k.cpp"},
        "/tk/include");
    ASSERT_EQ(plan.error, "");
    const std::vector<std::string> expected = {"/usr/bin/c++",
                                               "-include",
                                               "ascendc_sim/lang/asc_prelude.h",
                                               "-iquote",
                                               "/src/gen",
                                               "-I/tk/include",
                                               "-DX=1",
                                               "-O2",
                                               "-MD",
                                               "-MT",
                                               "dir/k.cpp.o",
                                               "-MF",
                                               "dir/k.cpp.o.d",
                                               "-o",
                                               "dir/k.cpp.o",
                                               "-c",
                                               "dir/k.cpp.o.ascsim.cpp"};
    EXPECT_EQ(plan.argv, expected);
    EXPECT_EQ(plan.source, "/src/gen/k.cpp");
    EXPECT_EQ(plan.rewritten, "dir/k.cpp.o.ascsim.cpp");
    EXPECT_EQ(plan.depfile, "dir/k.cpp.o.d");
    EXPECT_EQ(plan.depTarget, "dir/k.cpp.o");
}

TEST(CompileLauncher, RefusesACommandWithoutOneSourceAndAnObject)
{
    EXPECT_NE(PlanLauncherCommand({}, "").error, "");
    EXPECT_NE(PlanLauncherCommand({"c++", "-c", "k.cpp"}, "").error, "");        // no -o
    EXPECT_NE(PlanLauncherCommand({"c++", "-o", "k.o", "k.cpp"}, "").error, ""); // no -c
    EXPECT_EQ(PlanLauncherCommand({"c++", "-o", "k.o", "-c", "a.cpp", "-c", "b.cpp"}, "").error,
              "more than one '-c <source>'");
    testing::internal::CaptureStderr();
    EXPECT_EQ(RunCompileLauncher({"c++", "-c", "k.cpp"}, Toolkit{}), 2);
    EXPECT_NE(testing::internal::GetCapturedStderr().find("--ascsim-compile-launcher: expected"), std::string::npos);
}

std::string Read(const fs::path& p)
{
    std::ifstream in(p);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

TEST(CompileLauncher, RewritesTheSourceAndItsHeadersAndNamesTheOriginalsInTheDepfile)
{
    const fs::path dir = fs::temp_directory_path() / ("ascsim_launcher_" + std::to_string(getpid()));
    fs::create_directories(dir / "kernel");
    std::ofstream(dir / "kernel" / "k.h") << "__simt_vf__ inline void f(__gm__ float* p) { p[3] = 1; }\n";
    std::ofstream(dir / "kernel" / "k.cpp") << "#include \"k.h\"\n";
    std::ofstream(dir / "gen.cpp") << "#include \"" << (dir / "kernel" / "k.cpp").string() << "\"\n";
    const std::string object = (dir / "gen.o").string();
    std::ofstream(object + ".d") << "gen.o: gen.o.ascsim.cpp\n";
    // `true` stands for the compiler: the launcher's own work is what is checked.
    ASSERT_EQ(
        RunCompileLauncher({"true", "-MF", object + ".d", "-o", object, "-c", (dir / "gen.cpp").string()}, Toolkit{}),
        0);
    const std::string rewrittenHeader = Read(dir / "gen.o.ascsim.cpp.d" / "1_k.h");
    EXPECT_NE(rewrittenHeader.find("GmIndex"), std::string::npos) << rewrittenHeader;
    const std::string dep = Read(object + ".d");
    EXPECT_NE(dep.find("gen.o: gen.o.ascsim.cpp\n"), std::string::npos) << dep;
    EXPECT_NE(dep.find((dir / "kernel" / "k.cpp").string()), std::string::npos) << dep;
    EXPECT_NE(dep.find((dir / "kernel" / "k.h").string()), std::string::npos) << dep;
    fs::remove_all(dir);
}

} // namespace
} // namespace ascsim::bisheng
