// Element semantics of the 950 Div and Reciprocal instructions.
//
// Two spellings of each (same semantics):
//   T Div(T a, T b, const AscendC::DivConfig& cfg, uint64_t salt);            runtime config
//   template <class T, const AscendC::DivConfig& cfg = AscendC::DEFAULT_DIV_CONFIG>
//   T Div(T a, T b, uint64_t salt);                                            static_asserts support
// and likewise Reciprocal(x, cfg, salt) / Reciprocal<T, cfg>(x, salt). `salt` only feeds the ulp
// adversary (adversary.h); results are a pure function of (operand bits, cfg, salt, mode).
// A config/type pair the docs do not support returns poison from the runtime form
// (DivSupported / ReciprocalSupported tell in advance).
//
// Div, docs/zh/api/SIMD-API/基础API/Memory矢量计算/基础算术/Div.md (config, 数据类型) and
// docs/zh/api/SIMD-API/基础API/Reg矢量计算/基础算术/Div.md (数据类型 per algo, 关键特性说明, table 8):
//   INTRINSIC, PRECISION_1ULP_FTZ_TRUE: single instruction, max error 1 ulp, Subnormal flushed.
//       half, float, and the integer types.
//   DIFF_COMPENSATION, PRECISION_0ULP_FTZ_TRUE: 0 ulp, Subnormal flushed. float only.
//   PRECISION_0ULP_FTZ_FALSE: 0 ulp, Subnormal kept. float only.
//   PRECISION_1ULP_FTZ_FALSE: 1 ulp, Subnormal kept. half, float.
//   "Subnormal flushed" applies to inputs as well as results: Reg Div.md table 8 shows
//   1 / -5.02e-39 = -inf and 1.86e-39 / 7.70e-39 = NaN without the Subnormal mode, i.e. the
//   subnormal operands were read as zero (精度标准汇总 table 1: "not support denormalized numbers").
//   Special values: IEEE (Reg矢量计算接口边界值汇总.md table 18: x/0 = +-inf, 0/0 = NaN, inf/inf = NaN,
//   x/inf = 0, MAX/MAX = 1). The table prints some zero results without a sign; IEEE signs are used.
//   Integers (int16/uint16/int32/uint32): the docs give no rule; quotient truncated toward zero as
//   in C; division by zero and INT_MIN / -1 have no documented result -> poison.
// Reciprocal, docs/zh/api/SIMD-API/基础API/Memory矢量计算/基础算术/Reciprocal.md:
//   INTRINSIC, PRECISION_1ULP_FTZ_TRUE: "所有Subnormal被近似为0"; PRECISION_1ULP_FTZ_FALSE: Subnormal
//   supported. The page states no error bound; 1 ulp is used (the algo names say 1ULP, and on 950 the
//   SDK computes it as Div(1, x): impl/basic_api/dav_3510/kernel_operator_vec_unary_impl.h).
//   "如果src中的数值为0，可能会产生未知结果" -> +-0 input gives poison. A subnormal input under an FTZ
//   algo is read as zero by the Div it runs on and gives +-inf (as in Reg Div.md table 8).
// Reference: the quotient in long double (64-bit significand). A quotient of two values with
// p <= 24-bit significands is either exactly representable (then the long double quotient is exact)
// or at least 2^-49 relative away from every p-bit value and midpoint, so the 2^-64 long double
// rounding can never put it on the wrong side: brackets and correct rounding are exact.
#pragma once

#include <cstdint>
#include <limits>
#include <type_traits>

#include "ascendc_sim/numerics/adversary.h"
#include "ascendc_sim/numerics/configs.h"
#include "ascendc_sim/numerics/poison.h"
#include "ascendc_sim/numerics/traits.h"

namespace ascsim::num {

template <class T>
constexpr bool DivSupported(const AscendC::DivConfig& cfg) noexcept
{
    using A = AscendC::DivAlgo;
    switch (cfg.algo) {
        case A::INTRINSIC:
        case A::PRECISION_1ULP_FTZ_TRUE:
            return kIsOneOf<T, half, float, int16_t, uint16_t, int32_t, uint32_t>;
        case A::DIFF_COMPENSATION:
        case A::PRECISION_0ULP_FTZ_TRUE:
        case A::PRECISION_0ULP_FTZ_FALSE:
            return std::is_same_v<T, float>;
        case A::PRECISION_1ULP_FTZ_FALSE:
            return kIsOneOf<T, half, float>;
    }
    return false;
}

template <class T>
constexpr bool ReciprocalSupported(const AscendC::ReciprocalConfig& cfg) noexcept
{
    using A = AscendC::ReciprocalAlgo;
    return kIsOneOf<T, half, float> && (cfg.algo == A::INTRINSIC || cfg.algo == A::PRECISION_1ULP_FTZ_TRUE ||
                                        cfg.algo == A::PRECISION_1ULP_FTZ_FALSE);
}

template <class T>
inline T Div(T a, T b, const AscendC::DivConfig& cfg, uint64_t salt) noexcept
{
    using A = AscendC::DivAlgo;
    if (!DivSupported<T>(cfg))
        return Poison<T>();
    if constexpr (kIsSimInt<T>) {
        if (b == 0)
            return UnknownResult<T>();
        if constexpr (std::is_signed_v<T>) {
            if (a == std::numeric_limits<T>::min() && b == T(-1))
                return UnknownResult<T>();
        }
        return static_cast<T>(a / b);
    } else {
        const bool ftz = cfg.algo == A::INTRINSIC || cfg.algo == A::PRECISION_1ULP_FTZ_TRUE ||
                         cfg.algo == A::DIFF_COMPENSATION || cfg.algo == A::PRECISION_0ULP_FTZ_TRUE;
        const bool zero_ulp = cfg.algo == A::DIFF_COMPENSATION || cfg.algo == A::PRECISION_0ULP_FTZ_TRUE ||
                              cfg.algo == A::PRECISION_0ULP_FTZ_FALSE;
        const uint64_t hash = ElementHash(OpId::kDiv, Bits(a), Bits(b), salt);
        if (ftz) {
            a = FlushSubnormal(a);
            b = FlushSubnormal(b);
        }
        if (IsNaN(a) || IsNaN(b))
            return CanonicalNaN<T>();
        const bool neg = SignBit(a) != SignBit(b);
        if (IsInf(a))
            return IsInf(b) ? CanonicalNaN<T>() : SignedInf<T>(neg);
        if (IsInf(b))
            return SignedZero<T>(neg);
        if (IsZero(b))
            return IsZero(a) ? CanonicalNaN<T>() : SignedInf<T>(neg);
        if (IsZero(a))
            return SignedZero<T>(neg);
        // Boundary table 18 pins MAX/MAX, MIN/MIN = 1 and MAX/MIN, MIN/MAX = -1.
        if (Bits(a) == Bits(MaxFinite<T>(SignBit(a))) && Bits(b) == Bits(MaxFinite<T>(SignBit(b)))) {
            return neg ? T(-1.0f) : T(1.0f);
        }
        const Bracket<T> br = BracketOf<T>(ToLongDouble(a) / ToLongDouble(b));
        // An exactly representable quotient comes out exact under every algo: the 1-ulp bound is
        // used only where the quotient needs rounding. Evidence: asc-devkit's 950 example
        // 03_basic_api/02_reg_vector_compute/subnormal (PRECISION_1ULP_FTZ_FALSE and _TRUE) expects
        // the exact power-of-two quotients of its golden, as the chip gives them.
        if (br.exact) {
            const T r = FromBits<T>(br.cr);
            return ftz ? FlushSubnormal(r) : r;
        }
        T r = zero_ulp ? FromBits<T>(br.cr) : WithinOneUlp(br, hash, ftz);
        return ftz ? FlushSubnormal(r) : r;
    }
}

template <class T, const AscendC::DivConfig& cfg = AscendC::DEFAULT_DIV_CONFIG>
inline T Div(T a, T b, uint64_t salt) noexcept
{
    static_assert(DivSupported<T>(cfg), "Div: this DivConfig does not support this type on Ascend 950");
    return Div<T>(a, b, cfg, salt);
}

template <class T>
inline T Reciprocal(T x, const AscendC::ReciprocalConfig& cfg, uint64_t salt) noexcept
{
    if (!ReciprocalSupported<T>(cfg))
        return Poison<T>();
    const bool ftz = cfg.algo != AscendC::ReciprocalAlgo::PRECISION_1ULP_FTZ_FALSE;
    const uint64_t hash = ElementHash(OpId::kReciprocal, Bits(x), 0, salt);
    if (IsNaN(x))
        return CanonicalNaN<T>();
    if (IsZero(x))
        return UnknownResult<T>();
    if (ftz)
        x = FlushSubnormal(x);
    if (IsZero(x))
        return SignedInf<T>(SignBit(x));
    if (IsInf(x))
        return SignedZero<T>(SignBit(x));
    const Bracket<T> br = BracketOf<T>(1.0L / ToLongDouble(x));
    const T r = WithinOneUlp(br, hash, ftz);
    return ftz ? FlushSubnormal(r) : r;
}

template <class T, const AscendC::ReciprocalConfig& cfg = AscendC::DEFAULT_RECIPROCAL_CONFIG>
inline T Reciprocal(T x, uint64_t salt) noexcept
{
    static_assert(ReciprocalSupported<T>(cfg),
                  "Reciprocal: this ReciprocalConfig does not support this type on Ascend 950");
    return Reciprocal<T>(x, cfg, salt);
}

} // namespace ascsim::num
