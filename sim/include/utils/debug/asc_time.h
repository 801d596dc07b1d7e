// clock() (docs/zh/api/Utils-API/调测接口/clock.md; SDK include/utils/debug/asc_time.h): the clock cycles
// since the program started, read in SIMD code (namespace __asc_aicore: the system counter, get_sys_cnt in
// the SDK's impl, as GetSystemCycle reads it) and in SIMT code (namespace __asc_simt_vf).
//
// The SDK declares the two with one name and the compiler picks by where the call is; an unqualified
// clock() in a kernel is the device's. On the CPU the unqualified name is the C library's clock(), which the
// kernel library interposes (sim/src/kernel/xcore/device_clock.cpp): on a thread running an emulated core
// it returns the core's system counter (the timing model's time at the call, 1 GHz ticks since the launch
// started; 0 with the model off), elsewhere the C library's. Both namespaced forms read that same
// function, so this header declares <ctime>'s clock too. In SIMT code the counter advances only with the
// SIMD work around it: the timing model has no SIMT costs yet.
// Not yet in the sim: asc_time_stamp, asc_prof_start / asc_prof_stop, asc_mark_stamp, TRACE_START / TRACE_STOP.
#pragma once

#include <cstdint>
#include <ctime>

#include "ascendc_sim/lang/keywords.h"

namespace __asc_simt_vf {
inline uint64_t clock(void) { return static_cast<uint64_t>(::clock()); }
} // namespace __asc_simt_vf

namespace __asc_aicore {
__aicore__ inline uint64_t clock(void) { return static_cast<uint64_t>(::clock()); }
} // namespace __asc_aicore
