// The simulator's bisheng command line (sim/tools/bisheng/options.h) and the host commands made of
// it (host_commands.h): the CMake ASC rules' compile and link lines, architectures, run modes,
// -X groups, the accepted-and-ignored and the refused device options, the toolkit location.
#include "host_commands.h"
#include "options.h"
#include "toolkit_paths.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <unistd.h>

namespace {

using namespace ascsim::bisheng;

ParsedOptions Parse(std::vector<std::string> args) { return ParseOptions(args); }

Options ParseOk(std::vector<std::string> args)
{
    ParsedOptions p = ParseOptions(args);
    EXPECT_TRUE(p.errors.empty()) << p.errors.front();
    return p.options;
}

std::string OnlyError(std::vector<std::string> args)
{
    const ParsedOptions p = ParseOptions(args);
    EXPECT_EQ(p.errors.size(), 1u);
    return p.errors.empty() ? "" : p.errors.front();
}

bool Has(const std::vector<std::string>& v, const std::string& s)
{
    return std::find(v.begin(), v.end(), s) != v.end();
}

std::ptrdiff_t IndexOf(const std::vector<std::string>& v, const std::string& s)
{
    return std::find(v.begin(), v.end(), s) - v.begin();
}

// Host command environment of the tests: the default compiler and prelude.
class BishengHostCommands : public ::testing::Test {
protected:
    void SetUp() override
    {
        unsetenv("ASCSIM_HOST_CXX");
        unsetenv("ASCSIM_PRELUDE");
    }
    const Toolkit toolkit_{"/tk/include", {"/tk/lib64", "/b/kernel"}};

    std::vector<std::string> Compile(const Options& o, std::size_t input = 0) const
    {
        return CompileCommand(o, toolkit_, CompileJob{&o.inputs.at(input), "/o/a.o.ascsim.cpp", "/o/a.o", false});
    }
};

// The compile line of CMakeASCInformation.cmake for a Release target with the examples' options.
const std::vector<std::string> kCMakeCompile = {"-DSCENARIO_NUM=1",
                                                "-I/src/include",
                                                "-isystem",
                                                "/sys/inc",
                                                "-std=c++17",
                                                "-O3",
                                                "-DNDEBUG",
                                                "-fPIC",
                                                "--npu-arch=dav-3510",
                                                "--cce-simd-vf-fusion=false",
                                                "-MD",
                                                "-MT",
                                                "CMakeFiles/demo.dir/add.asc.o",
                                                "-MF",
                                                "CMakeFiles/demo.dir/add.asc.o.d",
                                                "-o",
                                                "CMakeFiles/demo.dir/add.asc.o",
                                                "-c",
                                                "--asc-aicore-lang",
                                                "/src/add.asc"};

// ---- modes --------------------------------------------------------------------------------------

TEST(BishengOptions, Modes)
{
    EXPECT_EQ(ParseOk({"-c", "a.asc"}).mode, Mode::Compile);
    EXPECT_EQ(ParseOk({"-dc", "a.asc", "-o", "a.o"}).mode, Mode::Compile);
    EXPECT_EQ(ParseOk({"-dc", "-c", "a.asc"}).mode, Mode::Compile);
    EXPECT_EQ(ParseOk({"-E", "a.asc"}).mode, Mode::Preprocess);
    EXPECT_EQ(ParseOk({"-shared", "a.o", "-o", "liba.so"}).mode, Mode::SharedLink);
    EXPECT_EQ(ParseOk({"--shared", "a.asc", "-o", "liba.so"}).mode, Mode::SharedLink);
    EXPECT_EQ(ParseOk({"-lib", "a.asc", "-o", "liba.a"}).mode, Mode::StaticLib);
    EXPECT_EQ(ParseOk({"--cce-build-static-lib", "a.asc", "-o", "liba.a"}).mode, Mode::StaticLib);
    EXPECT_EQ(ParseOk({"main.o", "k.o", "-o", "demo"}).mode, Mode::Link);
    EXPECT_EQ(ParseOk({"--version"}).mode, Mode::Version);
    EXPECT_EQ(ParseOk({"--help"}).mode, Mode::Help);
    EXPECT_EQ(OnlyError({"-c", "-shared", "a.asc"}),
              "'-shared' conflicts with an earlier mode option (-c, -E, -shared, -lib)");
}

TEST(BishengOptions, InputChecks)
{
    EXPECT_EQ(OnlyError({"-c"}), "no input files");
    EXPECT_EQ(OnlyError({"-c", "a.o"}), "no source files to compile");
    EXPECT_EQ(OnlyError({"-c", "a.asc", "b.asc", "-o", "x.o"}),
              "cannot specify -o with -c or -E and more than one source file");
    EXPECT_EQ(OnlyError({"-lib", "a.asc"}), "-lib needs -o <library.a>");
    EXPECT_EQ(Parse({"a.o", "-o"}).errors.front(), "missing argument to '-o'");
    EXPECT_EQ(ParseOk({"-c", "a.asc", "b.asc"}).inputs.size(), 2u);
}

// ---- architectures and run modes ----------------------------------------------------------------

TEST(BishengOptions, ArchDav3510IsTheDefaultAndAccepted)
{
    EXPECT_EQ(ParseOk({"-c", "a.asc"}).npuArch, "dav-3510");
    EXPECT_EQ(ParseOk({"-c", "a.asc", "--npu-arch=dav-3510"}).npuArch, "dav-3510");
    EXPECT_EQ(ParseOk({"-c", "a.asc", "--npu-arch", "dav-3510"}).npuArch, "dav-3510");
    ParseOk({"-c", "a.asc", "--npu-soc=Ascend950PR_9599"});
}

TEST(BishengOptions, OtherArchitecturesAreRefused)
{
    EXPECT_EQ(OnlyError({"-c", "a.asc", "--npu-arch=dav-2201"}),
              "--npu-arch=dav-2201 is not supported; the simulator emulates dav-3510 (Ascend 950PR/950DT) only");
    EXPECT_EQ(OnlyError({"--npu-arch", "dav-c220", "-c", "a.asc"}),
              "--npu-arch=dav-c220 is not supported; the simulator emulates dav-3510 (Ascend 950PR/950DT) only");
    EXPECT_EQ(OnlyError({"-c", "a.asc", "--npu-soc=Ascend910B1"}),
              "--npu-soc=Ascend910B1 is not supported; the simulator emulates Ascend950PR/Ascend950DT (dav-3510) "
              "only");
}

TEST_F(BishengHostCommands, RunModes)
{
    EXPECT_EQ(ParseOk({"-c", "a.asc"}).runMode, RunMode::Npu);
    EXPECT_EQ(ParseOk({"-c", "a.asc", "--run-mode=npu"}).runMode, RunMode::Npu);
    EXPECT_EQ(ParseOk({"-c", "a.asc", "--run-mode=sim"}).runMode, RunMode::Sim);
    EXPECT_EQ(ParseOk({"-c", "a.asc", "--run-mode", "cpu"}).runMode, RunMode::Cpu);
    EXPECT_EQ(OnlyError({"-c", "a.asc", "--run-mode=gpu"}), "--run-mode=gpu is not supported (npu, sim or cpu)");
    EXPECT_TRUE(Has(Compile(ParseOk({"-c", "a.asc", "--run-mode=cpu"})), "-DASCENDC_CPU_DEBUG"));
    EXPECT_FALSE(Has(Compile(ParseOk({"-c", "a.asc", "--run-mode=sim"})), "-DASCENDC_CPU_DEBUG"));
    EXPECT_FALSE(Has(Compile(ParseOk({"-c", "a.asc"})), "-DASCENDC_CPU_DEBUG"));
}

// ---- device options -----------------------------------------------------------------------------

TEST_F(BishengHostCommands, DeviceTuningOptionsAreIgnored)
{
    const Options o = ParseOk({"-c", "a.asc", "--cce-simd-vf-fusion=true", "--cce-auto-sync", "-dc",
                               "--relocatable-device-code=true", "--sanitizer", "-mllvm", "-cce-aicore-x=1",
                               "--asc-aicore-lang", "--run-mode=sim"});
    const auto cmd = Compile(o);
    for (const auto& w : cmd) {
        EXPECT_EQ(w.find("cce"), std::string::npos) << w;
        EXPECT_NE(w, "-dc");
        EXPECT_NE(w, "-mllvm");
        EXPECT_NE(w, "--sanitizer");
        EXPECT_EQ(w.find("run-mode"), std::string::npos) << w;
    }
}

// AI-Core算子编译基本用法.md (AI Core SIMT编译): --enable-simt compiles SIMT kernels; the prelude always
// carries the SIMT language (ascendc_sim/lang/simt_prelude.h), so the option adds nothing to the command.
TEST_F(BishengHostCommands, EnableSimtIsAcceptedAndAddsNothing)
{
    const auto plain = Compile(ParseOk({"-c", "a.asc"}));
    const auto simt = Compile(ParseOk({"-c", "a.asc", "--enable-simt"}));
    EXPECT_EQ(plain, simt);
}

TEST(BishengOptions, RefusedOptions)
{
    EXPECT_EQ(OnlyError({"-c", "a.asc", "--aicore-only"}),
              "--aicore-only is not supported: the simulator compiles kernels as host code and cannot produce "
              "device-only (fatbin) objects");
    EXPECT_EQ(OnlyError({"-c", "a.asc", "--fsycl"}),
              "unknown option '--fsycl' (the simulator's bisheng passes single-dash options to the host compiler but "
              "refuses unknown '--' options)");
    EXPECT_EQ(OnlyError({"-c", "a.asc", "-###"}),
              "-### is not supported; -v prints the host compiler commands as they run");
    EXPECT_EQ(OnlyError({"-x", "cu", "-c", "a.asc"}), "-x cu is not supported (asc, c++, c or none)");
}

TEST_F(BishengHostCommands, UnknownSingleDashOptionsPassToTheHostCompiler)
{
    const Options o = ParseOk({"-c", "a.asc", "-fsycl", "-Wfoo", "-march=native"});
    const auto cmd = Compile(o);
    EXPECT_TRUE(Has(cmd, "-fsycl"));
    EXPECT_TRUE(Has(cmd, "-Wfoo"));
    EXPECT_TRUE(Has(cmd, "-march=native"));
    EXPECT_TRUE(Has(LinkCommand(ParseOk({"a.o", "-fsycl"}), toolkit_, {"a.o"}), "-fsycl"));
}

// --cce-auto-sync (AI-Core算子编译基本用法.md; on by default): off reaches the kernel headers as
// ASCSIM_CCE_AUTO_SYNC=0 (ascendc_sim/lang/kernel_launch.h), the last one given winning.
TEST_F(BishengHostCommands, CceAutoSyncOffBecomesAMacro)
{
    EXPECT_TRUE(Has(Compile(ParseOk({"-c", "a.asc", "--cce-auto-sync=off"})), "-DASCSIM_CCE_AUTO_SYNC=0"));
    const auto both = Compile(ParseOk({"-c", "a.asc", "--cce-auto-sync=off", "--cce-auto-sync=on"}));
    EXPECT_TRUE(Has(both, "-DASCSIM_CCE_AUTO_SYNC=1"));
    EXPECT_FALSE(Has(Compile(ParseOk({"-c", "a.asc"})), "-DASCSIM_CCE_AUTO_SYNC=0"));
    EXPECT_FALSE(Has(Compile(ParseOk({"-c", "a.asc", "--cce-auto-sync-log=sync.log"})), "-DASCSIM_CCE_AUTO_SYNC=0"));
}

// --cce-disable-vf-stack-reserved-ubuf / --cce-disable-asc-reserved-ubuf (AI-Core算子编译基本用法.md) reach
// the kernel headers as the macros the SDK's sys_constants.h tests (ascendc_sim/lang/ub_reserves.h).
TEST_F(BishengHostCommands, UbReserveOptionsBecomeTheSdkMacros)
{
    const auto both = Compile(
        ParseOk({"-c", "a.asc", "--cce-disable-vf-stack-reserved-ubuf", "--cce-disable-asc-reserved-ubuf"}));
    EXPECT_TRUE(Has(both, "-D__ASC_DISABLE_VF_STACK_RESERVED__"));
    EXPECT_TRUE(Has(both, "-D__ASC_DISABLE_RESERVED_UBUF__"));
    const auto none = Compile(ParseOk({"-c", "a.asc"}));
    EXPECT_FALSE(Has(none, "-D__ASC_DISABLE_VF_STACK_RESERVED__"));
    EXPECT_FALSE(Has(none, "-D__ASC_DISABLE_RESERVED_UBUF__"));
    EXPECT_FALSE(Has(LinkCommand(ParseOk({"a.o", "--cce-disable-asc-reserved-ubuf"}), toolkit_, {"a.o"}),
                     "-D__ASC_DISABLE_RESERVED_UBUF__"));
}

TEST_F(BishengHostCommands, XGroupsGoToHostCompilesOnly)
{
    const Options o = ParseOk({"-Xaicore-start", "-DAICORE=1", "--cce-auto-sync", "-Xaicore-end", "-Xhost-start",
                               "-DHOST=1", "-Wl,--no-undefined", "-Xhost-end", "-c", "a.asc"});
    const auto cmd = Compile(o);
    EXPECT_TRUE(Has(cmd, "-DAICORE=1"));
    EXPECT_TRUE(Has(cmd, "-DHOST=1"));
    EXPECT_FALSE(Has(cmd, "--cce-auto-sync"));
    EXPECT_FALSE(Has(cmd, "-Xhost-start"));
    EXPECT_FALSE(Has(cmd, "-Xaicore-end"));
    Options link = ParseOk({"-Xhost-start", "-DHOST=1", "-Xhost-end", "a.o"});
    EXPECT_FALSE(Has(LinkCommand(link, toolkit_, {"a.o"}), "-DHOST=1"));
}

TEST(BishengOptions, UnbalancedXGroups)
{
    EXPECT_EQ(OnlyError({"-c", "a.asc", "-Xhost-start", "-O2"}), "-Xhost-start without -Xhost-end");
    EXPECT_EQ(OnlyError({"-c", "a.asc", "-Xhost-end"}), "-Xhost-end without -Xhost-start");
    EXPECT_EQ(Parse({"-c", "a.asc", "-Xhost-start", "-Xaicore-start", "-Xaicore-end", "-Xhost-end"}).errors.front(),
              "-Xaicore-start inside -Xhost-start/-Xhost-end");
    EXPECT_EQ(OnlyError({"-c", "-Xaicore-start", "a.asc", "-Xaicore-end"}),
              "input file 'a.asc' inside -Xaicore-start/-Xaicore-end");
}

// ---- languages ----------------------------------------------------------------------------------

TEST(BishengOptions, Languages)
{
    EXPECT_EQ(LanguageOfPath("dir.v1/add.asc"), Language::Asc);
    EXPECT_EQ(LanguageOfPath("main.cpp"), Language::Cxx);
    EXPECT_EQ(LanguageOfPath("main.cc"), Language::Cxx);
    EXPECT_EQ(LanguageOfPath("x.c"), Language::C);
    EXPECT_EQ(LanguageOfPath("k.o"), Language::Object);
    EXPECT_EQ(LanguageOfPath("libm.so.6"), Language::Object);
    EXPECT_EQ(LanguageOfPath("dir.v1/noext"), Language::Object);
    EXPECT_EQ(ParseOk({"-c", "main.cpp"}).inputs[0].language, Language::Cxx);
    EXPECT_EQ(ParseOk({"-c", "main.cpp", "--asc-aicore-lang"}).inputs[0].language, Language::Asc);
    EXPECT_EQ(ParseOk({"-c", "-x", "asc", "main.cpp"}).inputs[0].language, Language::Asc);
    EXPECT_EQ(ParseOk({"-c", "-xasc", "k.cpp", "-x", "none", "m.cpp"}).inputs[1].language, Language::Cxx);
}

// ---- host commands ------------------------------------------------------------------------------

TEST_F(BishengHostCommands, CMakeCompileLine)
{
    const Options o = ParseOk(kCMakeCompile);
    EXPECT_EQ(o.mode, Mode::Compile);
    EXPECT_EQ(o.output, "CMakeFiles/demo.dir/add.asc.o");
    ASSERT_EQ(o.inputs.size(), 1u);
    EXPECT_EQ(o.inputs[0].language, Language::Asc);
    const std::vector<std::string> cmd = CompileCommand(o, toolkit_,
                                                        CompileJob{&o.inputs[0], "x.o.ascsim.cpp", "x.o", false});
    const std::vector<std::string> expected = {"c++",
                                               "-x",
                                               "c++",
                                               "-std=c++17",
                                               "-include",
                                               kDefaultPrelude,
                                               "-iquote",
                                               "/src",
                                               "-I/tk/include",
                                               "-D__NPU_ARCH__=3510",
                                               "-pthread",
                                               "-DSCENARIO_NUM=1",
                                               "-I/src/include",
                                               "-isystem",
                                               "/sys/inc",
                                               "-O3",
                                               "-DNDEBUG",
                                               "-fPIC",
                                               "-MD",
                                               "-MT",
                                               "CMakeFiles/demo.dir/add.asc.o",
                                               "-MF",
                                               "CMakeFiles/demo.dir/add.asc.o.d",
                                               "-c",
                                               "x.o.ascsim.cpp",
                                               "-o",
                                               "x.o"};
    EXPECT_EQ(cmd, expected);
}

TEST_F(BishengHostCommands, UserStdAndDebugFlags)
{
    const auto cmd = Compile(ParseOk({"-std=c++20", "-O0", "-g", "-D_GLIBCXX_USE_CXX11_ABI=0", "-c", "a.asc"}));
    EXPECT_TRUE(Has(cmd, "-std=c++20"));
    EXPECT_FALSE(Has(cmd, "-std=c++17"));
    EXPECT_TRUE(Has(cmd, "-O0"));
    EXPECT_TRUE(Has(cmd, "-g"));
    EXPECT_TRUE(Has(cmd, "-D_GLIBCXX_USE_CXX11_ABI=0"));
}

TEST_F(BishengHostCommands, HostSourcesAreNotRewrittenNorGivenThePrelude)
{
    const Options o = ParseOk({"-c", "main.cpp", "-o", "main.o", "-std=c++17"});
    const auto cmd = CompileCommand(o, toolkit_, CompileJob{&o.inputs[0], "main.cpp", "main.o", false});
    EXPECT_FALSE(Has(cmd, "-include"));
    EXPECT_FALSE(Has(cmd, "-D__NPU_ARCH__=3510"));
    EXPECT_TRUE(Has(cmd, "-I/tk/include"));
    EXPECT_TRUE(Has(cmd, "main.cpp"));
    const Options c = ParseOk({"-c", "x.c", "-std=c++17"});
    const auto ccmd = CompileCommand(c, toolkit_, CompileJob{&c.inputs[0], "x.c", "x.o", false});
    EXPECT_EQ(ccmd[2], "c");
    EXPECT_FALSE(Has(ccmd, "-std=c++17"));
}

TEST_F(BishengHostCommands, EnvironmentOverrides)
{
    setenv("ASCSIM_HOST_CXX", "ccache g++-12", 1);
    setenv("ASCSIM_PRELUDE", "/stub/prelude.h", 1);
    const auto cmd = Compile(ParseOk({"-c", "a.asc"}));
    EXPECT_EQ(cmd[0], "ccache");
    EXPECT_EQ(cmd[1], "g++-12");
    EXPECT_EQ(cmd[IndexOf(cmd, "-include") + 1], "/stub/prelude.h");
}

TEST_F(BishengHostCommands, PreprocessCommand)
{
    const Options o = ParseOk({"-E", "a.asc"});
    const auto cmd = CompileCommand(o, toolkit_, CompileJob{&o.inputs[0], "/t/a.ascsim.cpp", "", true});
    EXPECT_TRUE(Has(cmd, "-E"));
    EXPECT_FALSE(Has(cmd, "-c"));
    EXPECT_FALSE(Has(cmd, "-o"));
}

TEST_F(BishengHostCommands, CMakeLinkLine)
{
    const Options o = ParseOk({"-O3", "-DNDEBUG", "--npu-arch=dav-3510", "CMakeFiles/demo.dir/add.asc.o", "-o", "demo",
                               "-ltiling_api", "-lregister", "-lplatform", "-lm", "-ldl", "-L/user/lib",
                               "-Wl,-rpath,/user/lib"});
    EXPECT_EQ(o.mode, Mode::Link);
    const auto cmd = LinkCommand(o, toolkit_, {"CMakeFiles/demo.dir/add.asc.o"});
    EXPECT_EQ(cmd.front(), "c++");
    EXPECT_LT(IndexOf(cmd, "CMakeFiles/demo.dir/add.asc.o"), IndexOf(cmd, "-ltiling_api"));
    EXPECT_LT(IndexOf(cmd, "-ldl"), IndexOf(cmd, "-lascendc_kernel_sim"));
    EXPECT_EQ(cmd[IndexOf(cmd, "-o") + 1], "demo");
    for (const char* w :
         {"-L/tk/lib64", "-L/b/kernel", "-Wl,-rpath,/tk/lib64", "-Wl,-rpath,/b/kernel", "-lascendcl", "-lplatform",
          "-lregister", "-lnnopbase", "-pthread", "-L/user/lib", "-Wl,-rpath,/user/lib"}) {
        EXPECT_TRUE(Has(cmd, w)) << w;
    }
    const std::vector<std::string> tail(cmd.end() - 6, cmd.end());
    EXPECT_EQ(tail, (std::vector<std::string>{"-lascendc_kernel_sim", "-lascendcl", "-lplatform", "-lregister",
                                              "-lnnopbase", "-pthread"}));
    EXPECT_FALSE(Has(cmd, "--npu-arch=dav-3510"));
}

TEST_F(BishengHostCommands, CompileOnlyAndLinkOnlyOptionsStayOnTheirSide)
{
    const Options o = ParseOk({"-MD", "-MF", "a.d", "-MT", "a.o", "-I/i", "-undef", "-lfoo", "-L/l", "-Wl,-z,now",
                               "-Xlinker", "-Map=x", "a.asc", "b.o", "-o", "demo"});
    const auto compile = Compile(o);
    for (const char* w : {"-lfoo", "-L/l", "-Wl,-z,now", "-Xlinker", "-Map=x", "b.o"})
        EXPECT_FALSE(Has(compile, w)) << w;
    for (const char* w : {"-MD", "-MF", "a.d", "-MT", "-I/i", "-undef"})
        EXPECT_TRUE(Has(compile, w)) << w;
    const auto link = LinkCommand(o, toolkit_, {"/tmp/x/0_a.o", "b.o"});
    for (const char* w : {"-MD", "-MF", "a.d", "-MT", "-I/i", "-undef", "a.asc"})
        EXPECT_FALSE(Has(link, w)) << w;
    for (const char* w : {"-lfoo", "-L/l", "-Wl,-z,now", "-Xlinker", "-Map=x", "/tmp/x/0_a.o", "b.o"}) {
        EXPECT_TRUE(Has(link, w)) << w;
    }
    EXPECT_LT(IndexOf(link, "/tmp/x/0_a.o"), IndexOf(link, "b.o"));
}

TEST_F(BishengHostCommands, SharedLinkAndArchive)
{
    const Options s = ParseOk({"-fPIC", "-shared", "-Wl,-soname,libk.so", "-o", "libk.so", "k.o"});
    const auto link = LinkCommand(s, toolkit_, {"k.o"});
    EXPECT_EQ(link[1], "-shared");
    EXPECT_EQ(std::count(link.begin(), link.end(), "-shared"), 1);
    EXPECT_TRUE(Has(link, "-Wl,-soname,libk.so"));
    const Options a = ParseOk({"-lib", "k.asc", "m.o", "-o", "libk.a"});
    EXPECT_EQ(ArchiveCommand(a, {"/t/0_k.o", "m.o"}),
              (std::vector<std::string>{"ar", "rcs", "libk.a", "/t/0_k.o", "m.o"}));
}

// ---- toolkit location ---------------------------------------------------------------------------

TEST(BishengToolkit, InstalledPrefixIsFoundFromTheDriverPath)
{
    namespace fs = std::filesystem;
    const fs::path prefix = fs::temp_directory_path() / ("bisheng_tk_" + std::to_string(::getpid()));
    fs::create_directories(prefix / "bin");
    fs::create_directories(prefix / "include");
    std::ofstream(prefix / "include" / "kernel_operator.h") << "\n";
    const Toolkit installed = LocateToolkitFrom((prefix / "bin" / "bisheng").string());
    EXPECT_EQ(installed.includeDir, (prefix / "include").string());
    EXPECT_EQ(installed.libDirs, (std::vector<std::string>{(prefix / "lib64").string()}));
    fs::remove_all(prefix);
    // Not an installed prefix: the build tree's compiled-in paths.
    const Toolkit build = LocateToolkitFrom((prefix / "bin" / "bisheng").string());
    EXPECT_TRUE(std::filesystem::exists(build.includeDir + "/kernel_operator.h")) << build.includeDir;
    EXPECT_FALSE(build.libDirs.empty());
}

} // namespace
