// 64-bit integer lane semantics: the element functions of the vector instructions on int64_t /
// uint64_t, which the hardware emulates (附录/Reg矢量计算接口软仿情况汇总.md).
#pragma once

#include <cstdint>
#include <limits>
#include <type_traits>

#include "ascendc_sim/numerics/poison.h"

namespace ascsim::num {

// Add / Sub / Mul wrap modulo 2^64 (as the 32-bit integer ones do, 边界值汇总.md); Max / Min compare as signed /
// unsigned; Div truncates toward zero as the 32-bit integer Div of the numerics layer does (Div.md gives no rule), x /
// 0 and INT64_MIN / -1 have no documented result: the poison byte pattern 0x5AA5... (positive), counted as an
// unknown-result lane for initcheck like the 32-bit case. The timing model costs them as the 32-bit instruction.
template <typename E>
inline constexpr bool kIsB64Int = std::is_same_v<E, int64_t> || std::is_same_v<E, uint64_t>;

enum class B64Op { kAdd, kSub, kMul, kMax, kMin, kDiv };
template <B64Op op, typename E>
inline E B64Lane(E a, E b)
{
    const auto ua = static_cast<uint64_t>(a), ub = static_cast<uint64_t>(b);
    switch (op) {
        case B64Op::kAdd:
            return static_cast<E>(ua + ub);
        case B64Op::kSub:
            return static_cast<E>(ua - ub);
        case B64Op::kMul:
            return static_cast<E>(ua * ub);
        case B64Op::kMax:
            return a > b ? a : b;
        case B64Op::kMin:
            return a < b ? a : b;
        case B64Op::kDiv:
            if (b == 0 || (std::is_signed_v<E> && a == std::numeric_limits<E>::min() && b == E(-1))) {
                ++ascsim::num::UnknownLaneCounter();
                return static_cast<E>(0x5AA5A5A5A5A5A5A5ull);
            }
            return static_cast<E>(a / b);
    }
    return a;
}

} // namespace ascsim::num
