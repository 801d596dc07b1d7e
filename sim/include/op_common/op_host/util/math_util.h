// Ops::Base integer helpers of host (tiling) code (sim stand-in of opbase
// include/op_common/op_host/util/math_util.h, installed by CANN's opbase package as
// <cann>/include/op_common/op_host/util/math_util.h; ops-math tiling code includes it as
// "op_common/op_host/util/math_util.h" or, with <cann>/include/op_common/op_host on the include
// path, "util/math_util.h").
// Semantics as documented there:
//   FloorDiv(x, y)    x / y, and x when y is 0;
//   FloorAlign(x, a)  x rounded down to a multiple of a, and 0 when a is 0;
//   CeilDiv(x, y)     x / y rounded up (signed: towards +inf when x and y have the same sign,
//                     else truncated), and x when x or y is 0;
//   CeilAlign(x, a)   CeilDiv(x, a) * a, saturating at the type's maximum, and 0 when a is 0;
//   IsFloatEqual(a, b)  false when either is NaN; when either is infinite, whether the signs agree;
//                       else |a - b| <= epsilon.
// Not provided: the out-of-line functions of libops_base (LastPow2, MurmurHash, SplitResult,
// SplitIntoEqualByParts / ByFactor); a host source using them does not compile on the simulator.
#ifndef ASCSIM_OP_COMMON_OP_HOST_UTIL_MATH_UTIL_H
#define ASCSIM_OP_COMMON_OP_HOST_UTIL_MATH_UTIL_H

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "op_common/op_host/util/opbase_export.h"

namespace Ops {
namespace Base {

template <typename T>
auto FloorDiv(T x, T y) -> typename std::enable_if<std::is_integral<T>::value, T>::type
{
    return y == 0 ? x : x / y;
}

template <typename T>
auto FloorAlign(T x, T align) -> typename std::enable_if<std::is_integral<T>::value, T>::type
{
    return align == 0 ? 0 : x / align * align;
}

template <typename T>
auto CeilDiv(T x, T y) -> typename std::enable_if<std::is_signed<T>::value, T>::type
{
    if (x == 0 || y == 0) {
        return x;
    }
    const T q = x / y;
    const bool sameSign = (x < 0) == (y < 0);
    return (x % y != 0 && sameSign) ? q + 1 : q;
}

template <typename T>
auto CeilDiv(T x, T y) -> typename std::enable_if<std::is_unsigned<T>::value, T>::type
{
    if (x == 0 || y == 0) {
        return x;
    }
    return x / y + (x % y != 0 ? 1 : 0);
}

template <typename T>
auto CeilAlign(T x, T align) -> typename std::enable_if<std::is_integral<T>::value, T>::type
{
    if (align == 0) {
        return 0;
    }
    const T blocks = CeilDiv(x, align);
    if (blocks > std::numeric_limits<T>::max() / align) {
        return std::numeric_limits<T>::max();
    }
    return blocks * align;
}

template <typename T>
auto IsFloatEqual(T a, T b) -> typename std::enable_if<std::is_floating_point<T>::value, bool>::type
{
    if (std::isnan(a) || std::isnan(b)) {
        return false;
    }
    if (std::isinf(a) || std::isinf(b)) {
        return std::signbit(a) == std::signbit(b);
    }
    return std::fabs(a - b) <= std::numeric_limits<T>::epsilon();
}

} // namespace Base
} // namespace Ops

#endif // ASCSIM_OP_COMMON_OP_HOST_UTIL_MATH_UTIL_H
