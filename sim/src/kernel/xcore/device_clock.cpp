// clock() in kernel code (SDK include/utils/debug/asc_time.h; Utils-API/调测接口/clock.md: the clock cycles
// since the program started, in SIMD and in SIMT code). bisheng resolves an unqualified clock() in a kernel
// to the device's: the SIMD one reads the system counter (get_sys_cnt, as GetSystemCycle does), the SIMT
// one the SIMT clock register. Compiled as host C++ by the simulator's bisheng, the call reaches the C
// library's clock() instead, whose value (host CPU time) means nothing to a kernel. As with printf
// (printf/device_printf.cpp), this library interposes the C library's symbol: on a thread that runs an
// emulated core, clock() in SIMD code is that core's system counter (XcoreSystemCycle: the timing model's
// time at the call, in 1 GHz ticks since the launch started; 0 with the model off), and in a SIMT thread the
// SIMT clock: the model's time of that thread (timing/simt_timing.h), in AIV cycles since the launch started
// (the SIMT clock register's rate is not documented; the published SIMT cycle counts fit the core clock,
// timing_model.md §10). Anywhere else it is the C library's.
#include <dlfcn.h>

#include <ctime>

#include "ascendc_sim/core/cross_core.h"
#include "printf/device_printf_sink.h"
#include "simt/thread_events.h"

extern "C" clock_t clock() noexcept
{
    double simtCycles = 0.0;
    if (ascsim::simt::SimtThreadClock(&simtCycles)) {
        return static_cast<clock_t>(simtCycles);
    }
    if (ascsim::kern::InKernelThread()) {
        ascsim::kern::XcoreScalarCall("clock", ascsim::kern::SrcLoc{});
        return static_cast<clock_t>(ascsim::kern::XcoreSystemCycle());
    }
    using ClockFn = clock_t (*)();
    static const ClockFn next = reinterpret_cast<ClockFn>(dlsym(RTLD_NEXT, "clock"));
    return next();
}
