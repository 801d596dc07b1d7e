// The SIMT GM-access rewrite of the simulator's bisheng, run after the C API rewrites (c_api_rewriter.h) and
// before the <<<>>> rewriter, keeping every newline where it was.
//
// SIMT code reads and writes GM through the plain pointers its kernel receives (SIMT编程简介/扩展语法/核函数配置
// .md), which the emulator cannot see on the CPU. In a SIMT function -- a `__global__` kernel that is not
// `__aicore__` / `__vector__` / `__cube__` (those are SIMD kernels), a `__simt_vf__` VF or a `__simt_callee__`
// function -- every subscript `p[i]` of a pointer parameter `p` becomes
//     p[::ascsim::simt::GmIndex(p, i, 'w')]
// ('w' when an assignment, a compound assignment or an increment / decrement writes the element, 'r'
// otherwise). GmIndex (lang/simt_gm_access.h) returns i unchanged after the sanitizer has checked the element
// against the device allocation p points into, for the thread that runs it. Not seen: accesses through a
// pointer copied or offset into a local (`float* q = p + 8; q[0]`), `*p`, `p->x`, and casts
// (`reinterpret_cast<float4*>(p)[i]`).
//
// A SIMT kernel's body also starts with `::ascsim::simt::CheckLaunchBounds(N);`, N its `__launch_bounds__(N)`
// argument or 0 without one (lang/simt_launch_bounds.h: the block must fit N, or 1024 by default).
//
// Each statement of a SIMT function's blocks that declares local arrays (`float buf[320];`) is followed by
// `::ascsim::simt::StackObject ascsim_stack_object_N(sizeof(buf));` per array (lang/simt_stack.h: the array's
// bytes count against the thread's SIMT stack while it is in scope). Not in switch bodies, where the object
// could be jumped over; not for static, extern, constexpr, __ubuf__ or __gm__ arrays, which are not on the stack.
//
// A call of an SDK SIMT math function that the C library also declares (`atanhf(x)`; the list is
// ascendc_sim/simt_api/device_math_names.h) becomes `::ascsim::simt::device_math::atanhf(x)`: in SIMT code the
// SDK's device function is called (ascendc_sim/simt_api/device_math.h), not the host's C library. Calls by name
// only: `std::expf(x)`, members, `&expf` and calls outside SIMT functions keep the C library's.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace ascsim::bisheng {

struct SimtGmRewriteResult {
    std::string text;    // the rewritten source (no #line added)
    int subscripts = 0;  // subscripts given a GmIndex
    int kernels = 0;     // SIMT kernels given a CheckLaunchBounds
    int stackArrays = 0; // local arrays given a StackObject
    int mathCalls = 0;   // math calls given their device function
};

SimtGmRewriteResult RewriteSimtGmSubscripts(std::string_view source);

} // namespace ascsim::bisheng
