// The `<<<>>>` launch rewriter of the simulator's bisheng: turns an Ascend C source (host code and
// kernels in one .asc file) into plain C++ by replacing every kernel launch
//
//     KERNEL<<<NB, UB[, STREAM]>>>(ARGS)
//
// where KERNEL is an identifier, optionally ::-qualified, optionally with balanced template
// arguments (`k<T, N>`, `k<Foo<int>>`, `k<(a > b)>`), by
//
//     ::ascsim::asc::KernelLaunch(::ascsim::asc::LaunchSite{"<file>", <line>, "<KERNEL>"},
//         (NB), (UB), (STREAM or nullptr), [](auto&&... ascsimArgs) { KERNEL(ascsimArgs...); }, ARGS)
//
// (one line; with no ARGS the lambda is the last argument). A SIMT launch
// KERNEL<<<GRID, BLOCK, UB, STREAM>>>(ARGS) becomes ::ascsim::simt::SimtKernelLaunch(... (GRID), (BLOCK),
// (UB), (STREAM), ...) the same way (ascendc_sim/lang/simt_launch.h). <line> is the line of the kernel
// name, <KERNEL> its tokens with whitespace normalised to single spaces, quotes escaped. The
// configuration is split on top-level commas only; ARGS are kept verbatim. Every newline of the
// original stays on its line (those inside the replaced `KERNEL<<<...>>>(` are put back inside the
// replacement), and the output starts with `#line 1 "<file>"`, so diagnostics and __FILE__ name
// the original source at its own lines. `<<<` in comments, literals and directives other than
// #define is not a launch; launches inside #define bodies are rewritten (newlines as splices).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace ascsim::bisheng {

struct RewriteResult {
    std::string text;                // the rewritten source (meaningless when errors is not empty)
    std::vector<std::string> errors; // "<file>:<line>: error: <message>", in source order
    int launches = 0;                // launches rewritten
    bool ok() const { return errors.empty(); }
};

// `fileName` is used for the #line directive, LaunchSite and error messages.
RewriteResult RewriteLaunches(std::string_view source, const std::string& fileName);

// `text` as the body of a C++ string literal: backslashes and double quotes escaped.
std::string EscapeForStringLiteral(std::string_view text);

} // namespace ascsim::bisheng
