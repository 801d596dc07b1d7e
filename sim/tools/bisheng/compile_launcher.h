// The simulator's compile of an operator package's kernel sources. The real toolchain compiles an op
// kernel with bisheng (asc-devkit cmake/asc/fwk_modules/func.cmake, the per-op kernel targets), so
// the kernel gets bisheng's language: its built-ins without an #include and the device-code checks
// (the SIMT GM subscripts, launch bounds and stack arrays of simt_gm_rewriter.h). The simulator's
// npu_op_kernel_library (sim/cmake/asc_functions.cmake) compiles the generated instance files, which
// include the kernel source, with CMake's C++ compiler; this launcher, the target's
// CXX_COMPILER_LAUNCHER, puts bisheng in between:
//   bisheng --ascsim-compile-launcher <compiler> <args...> -o <object> -c <source>
// rewrites <source> as bisheng rewrites an Ascend C source (source_rewrite.h) into
// <object>.ascsim.cpp, runs the command on that file with the prelude force-included (what bisheng
// provides without an #include), and adds the original headers to the compiler's depfile (-MF), so
// that editing one rebuilds the object.
#pragma once

#include <string>
#include <vector>

#include "toolkit_paths.h"

namespace ascsim::bisheng {

constexpr const char* kCompileLauncherFlag = "--ascsim-compile-launcher";

// The compile command the launcher runs for `command` (<compiler> <args...>), with `source` replaced by
// `rewritten` and an Ascend C source's flags first (AscSourceFlags: the prelude, the source's directory, the
// toolkit's include directory); `error` set if `command` has no single `-c <source>` and `-o <object>`.
struct LauncherCommand {
    std::vector<std::string> argv;
    std::string source, object, rewritten, depfile, depTarget;
    std::string error;
};
LauncherCommand PlanLauncherCommand(const std::vector<std::string>& command, const std::string& toolkitIncludeDir);

// The launcher: the exit code of the compile, 2 for a command it cannot use, 1 for a failed rewrite.
int RunCompileLauncher(const std::vector<std::string>& command, const Toolkit& toolkit);

} // namespace ascsim::bisheng
