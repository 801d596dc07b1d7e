// Option parsing of options.h.
//
// Accepted and ignored (they tune the device compiler, which the simulator does not have):
//   -dc (compiles as -c), --relocatable-device-code[=...], --cce-* (except --cce-build-static-lib,
//   which is -lib, --cce-auto-sync[=on|off], which becomes -DASCSIM_CCE_AUTO_SYNC=1|0, and
//   --cce-disable-vf-stack-reserved-ubuf / --cce-disable-asc-reserved-ubuf, which define the SDK's
//   __ASC_DISABLE_VF_STACK_RESERVED__ / __ASC_DISABLE_RESERVED_UBUF__),
//   --asc-aicore-lang (makes every source Ascend C), --sanitizer (the emulator's
//   sanitizer is always on), -mllvm <x>, --npu-arch=dav-3510, --npu-soc=Ascend950*,
//   --run-mode=npu|sim|cpu (cpu defines ASCENDC_CPU_DEBUG), --enable-simt (the prelude always has SIMT).
// Refused: --npu-arch / --npu-soc other than the 950, --run-mode other than npu|sim|cpu,
//   --aicore-only (device-only fatbin objects), -###,
//   unbalanced -Xhost-start/-Xhost-end and -Xaicore-start/-Xaicore-end, and every other '--' option
//   except the host compiler's --sysroot, --param and --coverage.
// Unknown single-dash options pass to the host compiler (compile and link).
#include "options.h"

#include <algorithm>
#include <array>

namespace ascsim::bisheng {
namespace {

bool StartsWith(const std::string& s, const std::string& prefix) { return s.compare(0, prefix.size(), prefix) == 0; }

// Options taking a separate value when not joined, and where they apply.
struct ValueOption {
    const char* name;
    bool compile;
    bool link;
};
constexpr std::array<ValueOption, 21> kValueOptions = {{
    {"-D", true, false},          {"-U", true, false},
    {"-I", true, false},          {"-isystem", true, false},
    {"-iquote", true, false},     {"-idirafter", true, false},
    {"-include", true, false},    {"-imacros", true, false},
    {"-iprefix", true, false},    {"-isysroot", true, false},
    {"-MF", true, false},         {"-MT", true, false},
    {"-MQ", true, false},         {"-Xpreprocessor", true, false},
    {"-Xassembler", true, false}, {"-L", false, true},
    {"-l", false, true},          {"-Xlinker", false, true},
    {"-T", false, true},          {"-u", false, true},
    {"-z", false, true},
}};

// Flags of the preprocessor / dependency output: compile only.
constexpr std::array<const char*, 10> kCompileOnlyFlags = {"-M",  "-MM", "-MD",    "-MMD",      "-MP",
                                                           "-MG", "-H",  "-undef", "-nostdinc", "-nostdinc++"};
// Flags of the linker driver: link only.
constexpr std::array<const char*, 11> kLinkOnlyFlags = {
    "-static",   "-static-libgcc", "-static-libstdc++", "-rdynamic", "-pie", "-no-pie",
    "-nostdlib", "-nodefaultlibs", "-nostartfiles",     "-s",        "-r"};

class Parser {
public:
    explicit Parser(const std::vector<std::string>& args) : args_(args) {}

    ParsedOptions Run()
    {
        while (i_ < args_.size())
            One();
        if (!group_.empty())
            // usage: a command line no compiler driver accepts
            Error(group_ + "-start without " + group_ + "-end");
        Check();
        if (opts_.ascLanguage) {
            for (auto& in : opts_.inputs) {
                if (in.language == Language::Cxx || in.language == Language::C)
                    in.language = Language::Asc;
            }
        }
        return {std::move(opts_), std::move(errors_)};
    }

private:
    void Error(const std::string& message) { errors_.push_back(message); }

    void Add(std::vector<std::string> words, bool compile, bool link)
    {
        Item item;
        item.words = std::move(words);
        item.compile = compile;
        item.link = link && group_.empty(); // -X group contents are compile options
        opts_.items.push_back(std::move(item));
    }

    // The value of an option at args_[i_] given as `name value` or `name=value` / `namevalue`;
    // advances past it. `joinedPrefix` is what precedes a joined value.
    bool TakeValue(const std::string& arg, const std::string& joinedPrefix, std::string& value)
    {
        if (arg.size() > joinedPrefix.size() && StartsWith(arg, joinedPrefix)) {
            value = arg.substr(joinedPrefix.size());
            ++i_;
            return true;
        }
        if (i_ + 1 >= args_.size()) {
            // usage: a command line no compiler driver accepts
            Error("missing argument to '" + arg + "'");
            ++i_;
            return false;
        }
        value = args_[i_ + 1];
        i_ += 2;
        return true;
    }

    void One()
    {
        const std::string& arg = args_[i_];
        if (arg.empty() || arg[0] != '-' || arg == "-") {
            if (arg == "-")
                // usage: reading a source from standard input, which the simulator's two-step compile (rewrite, then
                // host compiler) cannot do
                Error("reading a source from standard input ('-') is not supported");
            Input(arg);
            ++i_;
            return;
        }
        if (StartsWith(arg, "--"))
            return DoubleDash(arg);
        SingleDash(arg);
    }

    void Input(const std::string& path)
    {
        Language lang = language_.empty()                        ? LanguageOfPath(path) :
                        language_ == "asc" || language_ == "cce" ? Language::Asc :
                        language_ == "c"                         ? Language::C :
                                                                   Language::Cxx;
        opts_.inputs.push_back({path, lang});
        Item item;
        item.input = opts_.inputs.size() - 1;
        opts_.items.push_back(item);
        if (!group_.empty())
            // usage: a command line no compiler driver accepts
            Error("input file '" + path + "' inside " + group_ + "-start/" + group_ + "-end");
    }

    void Group(const std::string& name, bool start)
    {
        if (start) {
            if (!group_.empty())
                // usage: a command line no compiler driver accepts
                Error(name + "-start inside " + group_ + "-start/" + group_ + "-end");
            group_ = name;
        } else {
            if (group_ != name)
                // usage: a command line no compiler driver accepts
                Error(name + "-end without " + name + "-start");
            group_.clear();
        }
        ++i_;
    }

    void SingleDash(const std::string& arg)
    {
        if (arg == "-Xhost-start" || arg == "-Xhost-end")
            return Group("-Xhost", arg == "-Xhost-start");
        if (arg == "-Xaicore-start" || arg == "-Xaicore-end")
            return Group("-Xaicore", arg == "-Xaicore-start");
        std::string value;
        if (arg == "-c" || arg == "-dc")
            return SetMode(Mode::Compile, arg);
        if (arg == "-E")
            return SetMode(Mode::Preprocess, arg);
        if (arg == "-shared")
            return SetMode(Mode::SharedLink, arg);
        if (arg == "-lib")
            return SetMode(Mode::StaticLib, arg);
        if (arg == "-help")
            return SetMode(Mode::Help, arg);
        if (arg == "-v") {
            opts_.verbose = true;
            ++i_;
            return;
        }
        if (arg == "-###") {
            // usage: -### prints host commands without running them; the simulator's driver has no dry run
            Error("-### is not supported; -v prints the host compiler commands as they run");
            ++i_;
            return;
        }
        if (StartsWith(arg, "-o")) {
            if (TakeValue(arg, "-o", value))
                opts_.output = value;
            return;
        }
        if (StartsWith(arg, "-x")) {
            if (TakeValue(arg, "-x", value))
                SetLanguage(value);
            return;
        }
        if (StartsWith(arg, "-std=")) {
            opts_.stdFlag = arg;
            ++i_;
            return;
        }
        if (arg == "-mllvm") { // an LLVM (device compiler) option: ignored with its value
            TakeValue(arg, "-mllvm", value);
            return;
        }
        // Exact flags first (-undef is not `-u ndef`).
        const bool compileOnly = std::find(kCompileOnlyFlags.begin(), kCompileOnlyFlags.end(), arg) !=
                                     kCompileOnlyFlags.end() ||
                                 StartsWith(arg, "-Wp,") || StartsWith(arg, "-Wa,");
        const bool linkOnly = std::find(kLinkOnlyFlags.begin(), kLinkOnlyFlags.end(), arg) != kLinkOnlyFlags.end() ||
                              StartsWith(arg, "-Wl,");
        if (compileOnly || linkOnly) {
            Add({arg}, compileOnly, linkOnly);
            ++i_;
            return;
        }
        for (const auto& opt : kValueOptions) {
            const std::string name = opt.name;
            if (arg == name) {
                if (TakeValue(arg, name, value))
                    Add({arg, value}, opt.compile, opt.link);
                return;
            }
            if (arg.size() > name.size() && StartsWith(arg, name)) { // joined: -DX, -I/x, -lfoo ...
                Add({arg}, opt.compile, opt.link);
                ++i_;
                return;
            }
        }
        Add({arg}, true, true);
        ++i_;
    }

    void DoubleDash(const std::string& arg)
    {
        std::string value;
        if (arg == "--version")
            return SetMode(Mode::Version, arg);
        if (arg == "--help")
            return SetMode(Mode::Help, arg);
        if (arg == "--shared")
            return SetMode(Mode::SharedLink, arg);
        if (arg == "--cce-build-static-lib")
            return SetMode(Mode::StaticLib, arg);
        if (arg == "--asc-aicore-lang") {
            opts_.ascLanguage = true;
            ++i_;
            return;
        }
        if (StartsWith(arg, "--npu-arch")) {
            if (ValueOf(arg, "--npu-arch", value))
                NpuArch(value);
            return;
        }
        if (StartsWith(arg, "--npu-soc")) {
            if (ValueOf(arg, "--npu-soc", value) && !StartsWith(value, "Ascend950")) {
                // AI-Core算子编译基本用法.md: the simulator emulates one SoC; another is refused, not miscompiled
                Error("--npu-soc=" + value +
                      " is not supported; the simulator emulates Ascend950PR/Ascend950DT "
                      "(dav-3510) only");
            }
            return;
        }
        if (StartsWith(arg, "--run-mode")) {
            if (ValueOf(arg, "--run-mode", value))
                RunModeOption(value);
            return;
        }
        if (arg == "--cce-auto-sync" || StartsWith(arg, "--cce-auto-sync=")) {
            // The compiler's automatic S<->V/MTE synchronisation (AI-Core算子编译基本用法.md, 常用的编译选项;
            // on by default, 同步控制/核内同步/关键特性说明.md): the emulator models it unless it is turned
            // off (ascendc_sim/lang/kernel_launch.h, ASCSIM_CCE_AUTO_SYNC). The last one given wins.
            const std::string v = arg.size() > 16 ? arg.substr(16) : "on";
            if (v == "off" || v == "false" || v == "0") {
                Add({"-DASCSIM_CCE_AUTO_SYNC=0"}, true, false);
            } else if (v == "on" || v == "true" || v == "1") {
                Add({"-DASCSIM_CCE_AUTO_SYNC=1"}, true, false);
            } else {
                // AI-Core算子编译基本用法.md (常用的编译选项): --cce-auto-sync takes on or off
                Error("--cce-auto-sync=" + v + ": expected on or off");
            }
        } else if (arg == "--cce-disable-vf-stack-reserved-ubuf" || arg == "--cce-disable-asc-reserved-ubuf") {
            // The UB reserves handed to the kernel (AI-Core算子编译基本用法.md, 常用的编译选项;
            // 架构规格/NPU架构版本3510.md): the SDK's headers read them as these macros
            // (include/utils/base/sys_constants.h, ASC_UB_SIZE), and so do the simulator's
            // (ascendc_sim/lang/ub_reserves.h).
            Add({arg == "--cce-disable-vf-stack-reserved-ubuf" ? "-D__ASC_DISABLE_VF_STACK_RESERVED__" :
                                                                 "-D__ASC_DISABLE_RESERVED_UBUF__"},
                true, false);
        } else if (arg == "--enable-simt") {
            // AI-Core算子编译基本用法.md (AI Core SIMT编译): --enable-simt compiles SIMT kernels. The simulator's
            // prelude always has what SIMT code needs (ascendc_sim/lang/simt_prelude.h), as the SIMD and SIMT
            // mix needs it without the option (asc_vf_call with thread dimensions): nothing to add.
        } else if (arg == "--aicore-only") {
            // usage: --aicore-only (no page lists it) asks for device code only, which a host-compiled kernel cannot
            // give
            Error("--aicore-only is not supported: the simulator compiles kernels as host code and cannot "
                  "produce device-only (fatbin) objects");
        } else if (StartsWith(arg, "--cce-") || StartsWith(arg, "--relocatable-device-code") || arg == "--sanitizer") {
            // device-compiler tuning: ignored
        } else if (StartsWith(arg, "--sysroot") || arg == "--coverage" || StartsWith(arg, "--param=")) {
            Add({arg}, true, true);
        } else if (arg == "--param") {
            if (TakeValue(arg, "--param", value))
                Add({arg, value}, true, false);
            return;
        } else {
            // AI-Core算子编译基本用法.md (常用的编译选项): a '--' option the page does not list is refused, not
            // silently ignored
            Error("unknown option '" + arg +
                  "' (the simulator's bisheng passes single-dash options to the host "
                  "compiler but refuses unknown '--' options)");
        }
        ++i_;
    }

    // `--name=value` or `--name value`.
    bool ValueOf(const std::string& arg, const std::string& name, std::string& value)
    {
        if (arg == name)
            return TakeValue(arg, name, value);
        if (StartsWith(arg, name + "=")) {
            value = arg.substr(name.size() + 1);
            ++i_;
            return true;
        }
        // usage: a command line no compiler driver accepts
        Error("unknown option '" + arg + "'");
        ++i_;
        return false;
    }

    void NpuArch(const std::string& value)
    {
        opts_.npuArch = value;
        if (value != "dav-3510") {
            // AI-Core算子编译基本用法.md (--npu-arch=dav-<npu architecture>): only dav-3510 is emulated
            Error("--npu-arch=" + value +
                  " is not supported; the simulator emulates dav-3510 (Ascend "
                  "950PR/950DT) only");
        }
    }

    void RunModeOption(const std::string& value)
    {
        if (value == "npu") {
            opts_.runMode = RunMode::Npu;
        } else if (value == "sim") {
            opts_.runMode = RunMode::Sim;
        } else if (value == "cpu") {
            opts_.runMode = RunMode::Cpu;
        } else {
            // AI-Core算子编译基本用法.md (常用的编译选项): --run-mode takes npu, sim or cpu
            Error("--run-mode=" + value + " is not supported (npu, sim or cpu)");
        }
    }

    void SetLanguage(const std::string& value)
    {
        if (value == "none") {
            language_.clear();
        } else if (value == "asc" || value == "cce" || value == "c++" || value == "c") {
            language_ = value;
        } else {
            // usage: a command line no compiler driver accepts
            Error("-x " + value + " is not supported (asc, c++, c or none)");
        }
    }

    void SetMode(Mode mode, const std::string& arg)
    {
        // Version and help win; otherwise the first of -c / -E / -shared / -lib stands.
        if (mode == Mode::Version || mode == Mode::Help) {
            opts_.mode = mode;
        } else if (opts_.mode == Mode::Link || opts_.mode == mode) {
            opts_.mode = mode;
        } else if (opts_.mode != Mode::Version && opts_.mode != Mode::Help) {
            // usage: a command line no compiler driver accepts
            Error("'" + arg + "' conflicts with an earlier mode option (-c, -E, -shared, -lib)");
        }
        ++i_;
    }

    void Check()
    {
        const Mode mode = opts_.mode;
        if (mode == Mode::Version || mode == Mode::Help)
            return;
        if (opts_.inputs.empty()) {
            // usage: a command line no compiler driver accepts
            Error("no input files");
            return;
        }
        const auto sources = std::count_if(opts_.inputs.begin(), opts_.inputs.end(),
                                           [](const InputFile& in) { return IsSource(in.language); });
        if ((mode == Mode::Compile || mode == Mode::Preprocess) && sources > 1 && !opts_.output.empty()) {
            // usage: a command line no compiler driver accepts
            Error("cannot specify -o with -c or -E and more than one source file");
        }
        if ((mode == Mode::Compile || mode == Mode::Preprocess) && sources == 0) {
            // usage: a command line no compiler driver accepts
            Error("no source files to compile");
        }
        if (mode == Mode::StaticLib && opts_.output.empty())
            // usage: a command line no compiler driver accepts
            Error("-lib needs -o <library.a>");
    }

    const std::vector<std::string>& args_;
    std::size_t i_ = 0;
    std::string group_;    // "-Xhost" / "-Xaicore" while inside a group
    std::string language_; // the last -x, empty for "by extension"
    Options opts_;
    std::vector<std::string> errors_;
};

} // namespace

Language LanguageOfPath(const std::string& path)
{
    const auto dot = path.find_last_of('.');
    const auto slash = path.find_last_of('/');
    if (dot == std::string::npos || (slash != std::string::npos && dot < slash))
        return Language::Object;
    const std::string ext = path.substr(dot + 1);
    if (ext == "asc")
        return Language::Asc;
    if (ext == "c" || ext == "i")
        return Language::C;
    static constexpr std::array<const char*, 8> kCxx = {"cpp", "cc", "cxx", "c++", "cp", "C", "CPP", "ii"};
    for (const char* e : kCxx) {
        if (ext == e)
            return Language::Cxx;
    }
    return Language::Object;
}

bool IsSource(Language language) { return language != Language::Object; }

ParsedOptions ParseOptions(const std::vector<std::string>& args) { return Parser(args).Run(); }

} // namespace ascsim::bisheng
