// ascendc_assert (docs/zh/api/SIMD-API/基础API/调试接口/异常检测/ascendc_assert.md; SDK header
// utils/debug/asc_assert.h): when `expr` is false the assertion text and the optional printf-style
// message go to the core's printf output, and the kernel stops ("为false则终止程序"): the launch fails
// with an "assert" finding naming the core and the source line. The check is always on; ASCENDC_DUMP=0
// removes only the printing, as the page says.
#pragma once

#include <cassert>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/basic_api/system/system.h"
#include "ascendc_sim/lang/simt_threads.h"

namespace ascsim::kern::detail {

template <typename... Args>
[[noreturn]] inline void AscAssertFailed(const char* expr, const char* file, int line, const char* fmt = nullptr,
                                         Args&&... args)
{
    const std::string msg = fmt != nullptr ? FormatPrintf(fmt, std::forward<Args>(args)...) : std::string();
    AscendC::printf("[ASSERT] %s:%d: Assertion `%s' %s\n", file, line, expr, msg.c_str());
    // rule assert.ascendc-assert: a failed ascendc_assert / assert in kernel code
    //   doc: B/调试接口/异常检测/ascendc_assert.md (功能说明)
    //   doc: B/调试接口/异常检测/assert.md (功能说明)
    Fail(Check::kAssert, "ascendc_assert",
         std::string("assertion `") + expr + "' failed" + (msg.empty() ? std::string() : ": " + msg),
         SrcLoc{file, line});
}

// __PRETTY_FUNCTION__ as the device compiler (clang-based bisheng) spells it, from the host compiler's: a pointer
// or reference declarator set off by a space ("float *", "int &&"; assert-291.md's SIMT example prints
// "void simt_kernel(float *)" where GCC writes "float*"), template arguments as "[T = int]" (GCC: "[with T = int]").
inline std::string DeviceSpelledFunction(const char* function)
{
    std::string in(function);
    const std::string with = "[with ";
    for (size_t at = in.find(with); at != std::string::npos; at = in.find(with, at + 1)) {
        in.erase(at + 1, with.size() - 1);
    }
    std::string out;
    for (size_t i = 0; i < in.size(); ++i) {
        const char c = in[i];
        const bool declarator = c == '*' || c == '&';
        if (declarator && !out.empty()) {
            const char prev = out.back();
            const bool afterOperator = out.size() >= 8 && out.compare(out.size() - 8, 8, "operator") == 0;
            if (prev != ' ' && prev != '(' && prev != '*' && prev != '&' && !afterOperator) {
                out += ' ';
            }
        }
        out += c;
    }
    return out;
}

// assert (docs/zh/api/Utils-API/调测接口/assert-291.md; SDK utils/debug/asc_assert.h, which replaces the C
// library's macro): in kernel code a false `expr` prints "[ASSERT] file:line: function: Assertion `expr'
// failed." (the SIMT form of the page; its SIMD example leaves the function empty) and the kernel fails. In
// host code it is the C library's assert.
template <typename... Args>
inline void AssertFailed(const char* expr, const char* file, int line, const char* function, const char* fmt = nullptr,
                         Args&&... args)
{
    if (!InsideKernel()) {
        // the C library's message and abort (its __assert_fail is not declared under NDEBUG)
        std::fprintf(stderr, "%s:%d: %s: Assertion `%s' failed.\n", file, line, function, expr);
        std::abort();
    }
    const std::string msg = fmt != nullptr ? FormatPrintf(fmt, std::forward<Args>(args)...) : std::string();
    const std::string shown = ::ascsim::simt::InSimtThread() ? DeviceSpelledFunction(function) : std::string();
    AscendC::printf("[ASSERT] %s:%d: %s: Assertion `%s' failed.%s%s\n", file, line, shown.c_str(), expr,
                    msg.empty() ? "" : " ", msg.c_str());
    // see rule assert.ascendc-assert
    Fail(Check::kAssert, "assert",
         std::string("assertion `") + expr + "' failed" + (msg.empty() ? std::string() : ": " + msg),
         SrcLoc{file, line});
}

} // namespace ascsim::kern::detail

// As the SDK's: assert(expr) or assert(expr, fmt, args...); nothing with NDEBUG or ASCENDC_DUMP=0.
#undef assert
#if !(defined(ASCENDC_DUMP) && ASCENDC_DUMP == 0) && !defined(NDEBUG)
#define assert(expr, ...)      \
    (static_cast<bool>(expr) ? \
         void(0) :             \
         ::ascsim::kern::detail::AssertFailed(#expr, __FILE__, __LINE__, __PRETTY_FUNCTION__, ##__VA_ARGS__))
#else
#define assert(...) static_cast<void>(0)
#endif

#define ascendc_assert(expr, ...)                                                              \
    do {                                                                                       \
        if (!(expr)) {                                                                         \
            ::ascsim::kern::detail::AscAssertFailed(#expr, __FILE__, __LINE__, ##__VA_ARGS__); \
        }                                                                                      \
    } while (0)
