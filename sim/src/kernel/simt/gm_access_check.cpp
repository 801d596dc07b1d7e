// memcheck of SIMT GM accesses (lang/simt_gm_access.h): the element a SIMT thread reads or writes through a
// kernel's pointer parameter must lie inside the device allocation the pointer points into.
#include <string>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/lang/simt_builtins.h"
#include "ascendc_sim/lang/simt_gm_access.h"
#include "ascsim/runtime.h"
#include "simt/dim_math.h"
#include "simt/thread_events.h"

namespace ascsim::simt {

using kern::Check;
using kern::Fail;

namespace {

// The allocation of the last pointer checked on this host thread: a kernel's threads index few allocations, and
// the registry's lookup takes a process-wide lock. Forgotten when a SIMT block starts (allocations do not change
// while a block runs; between launches one may be freed and another take its address).
thread_local rt::DeviceRange tLastRange;
thread_local bool tLastValid = false;

bool RangeOf(const void* base, rt::DeviceRange* range)
{
    const auto p = reinterpret_cast<uintptr_t>(base);
    if (tLastValid && p >= tLastRange.base && p - tLastRange.base < tLastRange.size) {
        *range = tLastRange;
        return true;
    }
    if (!rt::LookupDeviceRange(base, 1, range)) {
        return false;
    }
    tLastRange = *range;
    tLastValid = true;
    return true;
}

} // namespace

void ForgetGmRanges() { tLastValid = false; }

void CheckGmElement(const void* base, long long index, std::size_t bytes, char kind, kern::SrcLoc loc)
{
    rt::DeviceRange range;
    const bool checked = kern::SanitizerEnabled();
    const bool observed = SimtGmObserved();
    if (base == nullptr || (!checked && !observed) || !RangeOf(base, &range)) {
        return; // UB, the thread's stack or host memory: not GM
    }
    // The element's byte offset in the allocation; an index whose offset overflows is outside it.
    long long scaled = 0, at = 0;
    const bool overflow = __builtin_mul_overflow(index, static_cast<long long>(bytes), &scaled) ||
                          __builtin_add_overflow(static_cast<long long>(reinterpret_cast<uintptr_t>(base) - range.base),
                                                 scaled, &at);
    const bool inside = !overflow && at >= 0 && static_cast<unsigned long long>(at) + bytes <= range.size;
    if (observed && !overflow) {
        NoteSimtGmAccess(range.base + static_cast<uintptr_t>(at), bytes, kind == 'w'); // the timing model's
    }
    if (inside || !checked) {
        return;
    }
    // rule memcheck.simt-gm-bounds: a SIMT thread's element access through a kernel pointer parameter outside the
    //     device allocation the pointer points into
    //   doc: api/SIMT-API/SIMT编程简介/扩展语法/核函数配置.md (核函数定义)
    //   choice: GM has no per-buffer bounds on the chip (an access past an allocation reads or corrupts whatever
    //     lies there); the sanitizer bounds each pointer parameter by its allocation, as the SIMD GM accesses are
    //     (memcheck.gm-bounds), and reports the thread and block
    const char* verb = kind == 'w' ? "writes" : "reads";
    const bool before = overflow ? index < 0 : at < 0;
    const std::string where = overflow ? "a byte offset beyond the address space" : "byte offset " + std::to_string(at);
    Fail(Check::kMemcheck, "SIMT GM access",
         "thread " + DimText(threadIdx) + " of block " + DimText(blockIdx) + " " + verb + " " + std::to_string(bytes) +
             " bytes at element " + std::to_string(index) + " of a pointer parameter: " + where + " of its " +
             std::to_string(range.size) + "-byte device allocation, " + (before ? "before its start" : "past its end"),
         loc, "GM", overflow ? 0 : static_cast<uintptr_t>(static_cast<long long>(range.base) + at),
         overflow ? 0 : bytes);
}

} // namespace ascsim::simt
