// bisheng of the CANN simulator: the Ascend C compiler driver that the CMake ASC language
// (asc-devkit cmake/asc/asc_modules/CMakeASCInformation.cmake) and the examples' command lines
// call. Ascend C sources get their <<<>>> launches rewritten (launch_rewriter.h) and are compiled,
// host and kernel code alike, by the host C++ compiler; links add the simulator's libraries.
// Environment: ASCSIM_HOST_CXX (host compiler, default c++), ASCSIM_PRELUDE (the prelude header
// force-included into Ascend C sources), AR (archiver of -lib), TMPDIR.
#include "compile_launcher.h"
#include "driver.h"
#include "options.h"
#include "toolkit_paths.h"

#include <iostream>

namespace {

const char* kUsage = "usage: bisheng [options] <sources and objects>\n"
                     "  -c / -dc            compile each source to an object (-o <object>)\n"
                     "  -E                  preprocess (after the <<<>>> rewrite)\n"
                     "  -shared             link a shared library; -lib: a static library (-o <lib.a>)\n"
                     "  (none)              compile the sources and link an executable\n"
                     "  --npu-arch=dav-3510 the only architecture the simulator emulates\n"
                     "  --run-mode=npu|sim|cpu, -x asc|c++|c|none, --asc-aicore-lang\n"
                     "  -Xhost-start ... -Xhost-end, -Xaicore-start ... -Xaicore-end: options for the host compiler\n"
                     "  -v                  print the host compiler commands\n"
                     "  --ascsim-compile-launcher <compiler> <args...>: the simulator's op-kernel compile\n"
                     "                      (compile_launcher.h; its CMake functions use it)\n"
                     "Other single-dash options go to the host compiler (ASCSIM_HOST_CXX, default c++).\n";

} // namespace

int main(int argc, char** argv)
{
    using namespace ascsim::bisheng;
    if (argc > 1 && std::string(argv[1]) == kCompileLauncherFlag)
        return RunCompileLauncher(std::vector<std::string>(argv + 2, argv + argc), LocateToolkit());
    const ParsedOptions parsed = ParseOptions(std::vector<std::string>(argv + 1, argv + argc));
    if (!parsed.errors.empty()) {
        for (const auto& e : parsed.errors)
            std::cerr << "bisheng (CANN simulator): " << e << "\n";
        return 1;
    }
    if (parsed.options.mode == Mode::Version) {
        std::cout << VersionLine() << "\n";
        return 0;
    }
    if (parsed.options.mode == Mode::Help) {
        std::cout << kUsage;
        return 0;
    }
    return RunDriver(parsed.options, LocateToolkit());
}
