// Small kernel-side helpers of the AscendC namespace that kernels (the official examples among them)
// call although no API page documents them; their declarations come from the SDK's headers, the
// behaviour is the obvious one written anew:
//   DivCeil(a, b), AlignUp(a, b), ConstCeil(a, b), Ceil(a, b)   uint32_t ceiling division / round-up
//                                     (impl/basic_api/utils/kernel_utils_ceil_oom_que.h)
//   CeilDivision(num1, num2)          int32_t ceiling division, 0 when num2 is 0 (same header, the 3510
//                                     branch)
//   Conditional<cond, T1, T2>::type, ConditionalMulti<c1, c2, T1, T2, T3, T4>::type
//                                     (impl/basic_api/utils/kernel_utils_constants.h)
//   BoolInst<b> (::value, ::Type), TrueType, FalseType, IsSameType<T, U>::value, Tuple<...>,
//   SupportType<T, U, ...>(), SupportEnum<v, w, ...>(), SupportBytes<T, n, ...>()
//                                     compile-time dispatch helpers (kernel_utils_ceil_oom_que.h; the
//                                     docs' own samples use AscendC::IsSameType, e.g. Fixpipe（L0C到L1数据
//                                     搬运）.md): whether T is one of the types, v one of the values, sizeof(T)
//                                     one of the byte counts. Complex<T> of the same header is not
//                                     provided: the sim models no complex32 / complex64 (types/reg_tensor.h).
// The docs are silent on a zero divisor for DivCeil / AlignUp / ConstCeil / Ceil (the SDK divides by
// it); the sim stops the kernel with a memcheck finding instead of dividing by zero.
// (The documented type trait is AscendC::Std::conditional, Utils-API/CPP标准库/类型特性/conditional.md.)
#pragma once

#include <cstdint>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/lang/keywords.h"

namespace AscendC {

namespace detail {
constexpr uint32_t CeilQuotient(uint32_t a, uint32_t b, const char* api, ascsim::kern::SrcLoc loc)
{
    if (b == 0) {
        // not a constant expression: a constexpr use with b == 0 fails to compile, a run-time one stops
        // rule memcheck.ceil-div-zero: CeilDivision / DivCeil-style helpers with a zero divisor
        //   choice: the SDK divides unchecked; a zero divisor is undefined behaviour in C++
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api, "division by zero", loc);
    }
    return (a + b - 1) / b; // uint32_t arithmetic as the SDK's (a + b - 1 wraps for a near 2^32)
}
} // namespace detail

using ascsim::kern::SrcLoc;
__aicore__ constexpr inline uint32_t DivCeil(uint32_t a, uint32_t b, SrcLoc loc = SrcLoc::Here())
{
    return detail::CeilQuotient(a, b, "DivCeil", loc);
}
__aicore__ constexpr inline uint32_t AlignUp(uint32_t a, uint32_t b, SrcLoc loc = SrcLoc::Here())
{
    return detail::CeilQuotient(a, b, "AlignUp", loc) * b;
}
__aicore__ constexpr inline uint32_t ConstCeil(uint32_t a, uint32_t b, SrcLoc loc = SrcLoc::Here())
{
    return detail::CeilQuotient(a, b, "ConstCeil", loc);
}
__aicore__ inline uint32_t Ceil(uint32_t a, uint32_t b, SrcLoc loc = SrcLoc::Here())
{
    return detail::CeilQuotient(a, b, "Ceil", loc);
}
__aicore__ constexpr inline int32_t CeilDivision(int32_t num1, int32_t num2)
{
    return num2 == 0 ? 0 : (num1 + num2 - 1) / num2;
}

template <bool condition, class T1, class T2>
struct Conditional {
    using type = T1;
};
template <class T1, class T2>
struct Conditional<false, T1, T2> {
    using type = T2;
};
template <bool condition1, bool condition2, class T1, class T2, class T3, class T4>
struct ConditionalMulti {
    using type = typename Conditional<condition1, typename Conditional<condition2, T1, T2>::type,
                                      typename Conditional<condition2, T3, T4>::type>::type;
};

template <bool b>
struct BoolInst {
    using Type = BoolInst<b>;
    static constexpr bool value = b;
};
using TrueType = BoolInst<true>;
using FalseType = BoolInst<false>;

template <typename T, typename U>
struct IsSameType : FalseType {};
template <typename T>
struct IsSameType<T, T> : TrueType {};

template <typename... Arg>
struct Tuple {};

template <typename T, typename U, typename... Args>
__aicore__ constexpr bool SupportType()
{
    return (IsSameType<T, U>::value || ... || IsSameType<T, Args>::value);
}
template <auto T, auto U, auto... Args>
__aicore__ constexpr bool SupportEnum()
{
    return ((T == U) || ... || (T == Args));
}
template <typename T, int U, int... Args>
__aicore__ constexpr bool SupportBytes()
{
    constexpr int64_t bytes = static_cast<int64_t>(sizeof(T));
    return ((bytes == U) || ... || (bytes == Args));
}

} // namespace AscendC
