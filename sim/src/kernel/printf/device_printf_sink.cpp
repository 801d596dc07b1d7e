// The device side of device_printf.cpp: formats into the running core's printf buffer. Kept apart so
// that device_printf.cpp includes no C stdio header (glibc's optimised <stdio.h> defines vprintf and
// putchar as extern inline functions, which a C++ translation unit may not redefine).
#include <cstdarg>
#include <cstdio>
#include <string>

#include "core/core_state.h"
#include "printf/device_printf_sink.h"

namespace ascsim::kern {

bool InKernelThread() { return BoundCore() != nullptr; }

int DeviceVprintf(const char* fmt, va_list ap)
{
    va_list copy;
    va_copy(copy, ap);
    const int n = std::vsnprintf(nullptr, 0, fmt, copy);
    va_end(copy);
    if (n <= 0) {
        return n;
    }
    std::string text(static_cast<size_t>(n) + 1, '\0');
    std::vsnprintf(text.data(), text.size(), fmt, ap);
    text.resize(static_cast<size_t>(n));
    AppendPrintf(text);
    return n;
}

void DeviceText(const char* text, bool newline)
{
    std::string s(text);
    if (newline) {
        s += '\n';
    }
    AppendPrintf(s);
}

} // namespace ascsim::kern
