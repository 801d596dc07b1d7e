// Where in the kernel source an API was called from, for sanitizer reports. Every emulated API
// takes a trailing defaulted `SrcLoc loc = SrcLoc::Here()` parameter that callers never write:
// GCC/Clang evaluate __builtin_FILE/__builtin_LINE at the outermost call site.
#pragma once

namespace ascsim::kern {

struct SrcLoc {
    const char* file = "?";
    int line = 0;
    static constexpr SrcLoc Here(const char* f = __builtin_FILE(), int l = __builtin_LINE()) { return SrcLoc{f, l}; }
};

} // namespace ascsim::kern
