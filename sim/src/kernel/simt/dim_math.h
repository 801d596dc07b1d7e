// dim3 arithmetic shared by the SIMT launch and the thread runner: the thread or block count of a dim3 without
// overflow (three 32-bit extents can exceed 64 bits: a wrapped product would pass a limit check), and its text.
#pragma once

#include <limits>
#include <string>

#include "ascendc_sim/lang/dim3.h"

namespace ascsim::simt {

// x * y * z, saturated at the largest unsigned long long.
inline unsigned long long Volume(const dim3& d)
{
    unsigned long long xy = 0, xyz = 0;
    if (__builtin_mul_overflow(static_cast<unsigned long long>(d.x), d.y, &xy) ||
        __builtin_mul_overflow(xy, static_cast<unsigned long long>(d.z), &xyz)) {
        return std::numeric_limits<unsigned long long>::max();
    }
    return xyz;
}

inline std::string DimText(const dim3& d)
{
    return "(" + std::to_string(d.x) + ", " + std::to_string(d.y) + ", " + std::to_string(d.z) + ")";
}

// "holds N <what>" for a report; a saturated count reads "more than 2^64 - 2".
inline std::string HoldsText(const dim3& d, const char* what)
{
    const unsigned long long n = Volume(d);
    return "holds " +
           (n == std::numeric_limits<unsigned long long>::max() ? std::string("more than 2^64 - 2") :
                                                                  std::to_string(n)) +
           " " + what;
}

} // namespace ascsim::simt
