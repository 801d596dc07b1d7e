// ascendc_assert (docs/zh/api/SIMD-API/基础API/调试接口/异常检测/ascendc_assert.md; SDK header
// utils/debug/asc_assert.h): when `expr` is false the assertion text and the optional printf-style
// message go to the core's printf output, and the kernel stops ("为false则终止程序"): the launch fails
// with an "assert" finding naming the core and the source line. The check is always on; ASCENDC_DUMP=0
// removes only the printing, as the page says.
#pragma once

#include <cstdio>
#include <string>
#include <utility>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/basic_api/system/system.h"

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

} // namespace ascsim::kern::detail

#define ascendc_assert(expr, ...)                                                              \
    do {                                                                                       \
        if (!(expr)) {                                                                         \
            ::ascsim::kern::detail::AscAssertFailed(#expr, __FILE__, __LINE__, ##__VA_ARGS__); \
        }                                                                                      \
    } while (0)
