// Between device_printf.cpp (the interposed C library entry points, which must not see <stdio.h>)
// and device_printf_sink.cpp (the formatting into the running core's printf buffer).
#pragma once

#include <cstdarg>

namespace ascsim::kern {

// True on a thread that is running an emulated core.
bool InKernelThread();
// Formats like vprintf into the running core's device printf buffer; returns the character count.
int DeviceVprintf(const char* fmt, va_list ap);
// Appends `text` (and a newline when asked) to the running core's device printf buffer.
void DeviceText(const char* text, bool newline);

} // namespace ascsim::kern
