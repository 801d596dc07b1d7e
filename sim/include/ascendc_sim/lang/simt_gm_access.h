// The sanitizer's view of SIMT GM accesses. bisheng rewrites each subscript `p[i]` of a pointer parameter of a
// SIMT function into `p[::ascsim::simt::GmIndex(p, i, kind)]` (tools/bisheng/simt_gm_rewriter.h): GmIndex
// returns i unchanged, and in a SIMT thread first checks the element against the device allocation p points
// into (memcheck.simt-gm-bounds, src/kernel/simt/gm_access_check.cpp). Outside SIMT threads, for pointers
// into anything but a device allocation (UB, the thread's stack, host memory) and for non-pointer operands it
// checks nothing.
#pragma once

#include <climits>
#include <cstddef>
#include <type_traits>

#include "ascendc_sim/core/source_location.h"

namespace ascsim::simt {

bool InSimtThread();

// The element `index` (of `bytes` bytes each) from `base`, read ('r') or written ('w') by the running SIMT thread.
void CheckGmElement(const void* base, long long index, std::size_t bytes, char kind, kern::SrcLoc loc);

// Drops what CheckGmElement remembers of the device allocations (the thread runner calls it as a block starts).
void ForgetGmRanges();

template <typename P, typename I>
inline I GmIndex(const P& base, I index, char kind, kern::SrcLoc loc = kern::SrcLoc::Here())
{
    if constexpr (std::is_pointer<P>::value && std::is_integral<I>::value) {
        using E = std::remove_cv_t<std::remove_pointer_t<P>>;
        if constexpr (std::is_object<E>::value) {
            if (InSimtThread()) {
                // An unsigned index above the signed range is past any allocation: saturate, do not wrap.
                const long long i = std::is_unsigned<I>::value && index > static_cast<I>(LLONG_MAX) ?
                                        LLONG_MAX :
                                        static_cast<long long>(index);
                CheckGmElement(const_cast<const void*>(static_cast<const volatile void*>(base)), i, sizeof(E), kind,
                               loc);
            }
        }
    } else {
        (void)base;
        (void)kind;
        (void)loc;
    }
    return index;
}

} // namespace ascsim::simt
