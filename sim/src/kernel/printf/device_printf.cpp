// The device printf of kernels that call plain `printf` (SDK include/utils/debug/asc_printf.h;
// Utils-API/调测接口/printf.md). bisheng compiles an unqualified printf inside a kernel to the
// device printf, whose lines come out after the kernel, prefixed "[AIV Block i/N] " (the
// quickstart hello_world example checks exactly that). Compiled as host C++ by the simulator's
// bisheng, such a call reaches the C library instead. This library therefore interposes the C
// library's printf family (a shared library loaded before libc wins the symbol): called on a thread
// that is running an emulated core, the text goes to that core's device printf buffer (as
// AscendC::printf); anywhere else (host code) the call is passed on to the C library unchanged.
// puts and putchar are included because compilers turn printf("text\n") into puts("text") and a
// one-character printf into putchar; __printf_chk / __vprintf_chk are what _FORTIFY_SOURCE builds call.
// This file includes no C stdio header: glibc's optimised <stdio.h> defines vprintf and putchar as
// extern inline functions, which C++ may not redefine (clang refuses). The formatting lives in
// device_printf_sink.cpp.
#include <dlfcn.h>

#include <cstdarg>

#include "printf/device_printf_sink.h"

namespace {

using VprintfFn = int (*)(const char*, va_list);
using PutsFn = int (*)(const char*);
using PutcharFn = int (*)(int);

template <typename Fn>
Fn Next(const char* name)
{
    return reinterpret_cast<Fn>(dlsym(RTLD_NEXT, name));
}

using ascsim::kern::DeviceVprintf;
using ascsim::kern::InKernelThread;

} // namespace

extern "C" {

int vprintf(const char* fmt, va_list ap)
{
    if (InKernelThread()) {
        return DeviceVprintf(fmt, ap);
    }
    static const VprintfFn next = Next<VprintfFn>("vprintf");
    return next(fmt, ap);
}

int printf(const char* fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    const int n = InKernelThread() ? DeviceVprintf(fmt, ap) : vprintf(fmt, ap);
    va_end(ap);
    return n;
}

// _FORTIFY_SOURCE builds call the checking variants.
int __printf_chk(int /*flag*/, const char* fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    const int n = InKernelThread() ? DeviceVprintf(fmt, ap) : vprintf(fmt, ap);
    va_end(ap);
    return n;
}

int __vprintf_chk(int /*flag*/, const char* fmt, va_list ap) { return vprintf(fmt, ap); }

int puts(const char* s)
{
    if (InKernelThread()) {
        ascsim::kern::DeviceText(s, true);
        return 1;
    }
    static const PutsFn next = Next<PutsFn>("puts");
    return next(s);
}

int putchar(int c)
{
    if (InKernelThread()) {
        const char text[2] = {static_cast<char>(c), '\0'};
        ascsim::kern::DeviceText(text, false);
        return static_cast<unsigned char>(c);
    }
    static const PutcharFn next = Next<PutcharFn>("putchar");
    return next(c);
}

} // extern "C"
