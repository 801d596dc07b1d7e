// Element semantics of the 950 Sqrt and Rsqrt instructions.
//
//   T Sqrt(T x, const AscendC::SqrtConfig& cfg, uint64_t salt);               runtime config
//   template <class T, const AscendC::SqrtConfig& cfg = AscendC::DEFAULT_SQRT_CONFIG>
//   T Sqrt(T x, uint64_t salt);                                               static_asserts support
//   (Rsqrt likewise with RsqrtConfig.) Unsupported config/type pairs give poison from the runtime
//   form; SqrtSupported / RsqrtSupported tell in advance.
//
// Sqrt, docs/zh/api/SIMD-API/基础API/Memory矢量计算/基础算术/Sqrt.md (config, 约束说明, 关键特性) and
// docs/zh/api/SIMD-API/基础API/Reg矢量计算/基础算术/Sqrt.md (table 3):
//   INTRINSIC, PRECISION_1ULP_FTZ_TRUE: max error 1 ulp; "其他模式下Subnormal均被FTZ". The Subnormal
//       algos exist to handle subnormal *inputs* (Reg Sqrt.md table 3: sqrt(1.0965e-38) needs them;
//       精度标准汇总: "not support denormalized numbers"), so FTZ here reads subnormal inputs as +-0.
//       half, float.
//   FAST_INVERSE, PRECISION_0ULP_FTZ_FALSE: 0 ulp on [0, 85070596800837026223494223584045301760],
//       "当输入值大于85070596800837026223494223584045301760时，输出为0" (that bound is 2^126 + 2^102,
//       the midpoint above 2^126, so every float >= 2^126*(1+2^-23), +inf included, gives +0).
//       Subnormal kept. float only ("该算法仅支持float数据类型").
//   PRECISION_1ULP_FTZ_FALSE: max error 1 ulp, Subnormal kept. The page says "仅支持half类型的
//       Subnormal数据计算"; the precision summary (精度标准汇总 table 1, Sqrt: "half/float: 1ulp,
//       support denormalized numbers") and the SDK implementation accept float too, so both are
//       supported here.
//   "如果src中的数值为非正数，可能会产生未知结果": a negative input gives poison, EXCEPT the inputs
//   whose result the boundary table pins (Reg矢量计算接口边界值汇总.md table 8): +0 -> +0, -0 -> -0,
//   nan -> nan, -inf -> nan, MIN (most negative finite) -> nan, +inf -> +inf, and half 65504 -> 256.0
//   (not the correctly rounded 255.875: a 1-ulp result; pinned in adversarial mode only, exact mode
//   gives the correctly rounded value).
// Rsqrt, docs/zh/api/SIMD-API/基础API/Memory矢量计算/基础算术/Rsqrt.md:
//   INTRINSIC, PRECISION_1ULP_FTZ_TRUE: 1 ulp, Subnormal flushed (inputs and results). half, float.
//   FAST_INVERSE, PRECISION_0ULP_FTZ_FALSE: 0 ulp on [0, 2^126 + 2^102]; larger inputs (+inf
//       included) give +inf ("输出为inf"); Subnormal kept; float only. Within that range +-0 gives
//       +-inf (the correctly rounded 1/sqrt(+-0)).
//   PRECISION_1ULP_FTZ_FALSE: 1 ulp, Subnormal kept; half and float (same reading as Sqrt).
//   "如果src中的数值为非正数，可能会产生未知结果" and no boundary table for Rsqrt: every non-positive
//   input (+-0 outside the FAST_INVERSE range statement, negatives, -inf, NaN) gives poison.
//   A positive subnormal under an FTZ algo is not non-positive but is read as +0 by the
//   instructions Rsqrt runs on (SDK: Div(1, Sqrt(x))): +inf, as Reciprocal does.
//   +inf (INTRINSIC / 1ULP algos): IEEE 1/sqrt(inf) = +0 (doc silent).
// References: sqrt in long double is exact enough (a non-square's root is >= 2^-49 relative away
// from any 24-bit value or midpoint); Rsqrt is bracketed exactly with an integer test of
// 1 - x*c^2 (x*c^2 has up to 76 bits) because 1/sqrt can come closer to a midpoint than long
// double resolves.
#pragma once

#include <cmath>
#include <cstdint>
#include <type_traits>

#include "ascendc_sim/numerics/adversary.h"
#include "ascendc_sim/numerics/configs.h"
#include "ascendc_sim/numerics/poison.h"
#include "ascendc_sim/numerics/traits.h"

namespace ascsim::num {

template <class T>
constexpr bool SqrtSupported(const AscendC::SqrtConfig& cfg) noexcept
{
    using A = AscendC::SqrtAlgo;
    switch (cfg.algo) {
        case A::INTRINSIC:
        case A::PRECISION_1ULP_FTZ_TRUE:
        case A::PRECISION_1ULP_FTZ_FALSE:
            return kIsOneOf<T, half, float>;
        case A::FAST_INVERSE:
        case A::PRECISION_0ULP_FTZ_FALSE:
            return std::is_same_v<T, float>;
    }
    return false;
}

template <class T>
constexpr bool RsqrtSupported(const AscendC::RsqrtConfig& cfg) noexcept
{
    using A = AscendC::RsqrtAlgo;
    switch (cfg.algo) {
        case A::INTRINSIC:
        case A::PRECISION_1ULP_FTZ_TRUE:
        case A::PRECISION_1ULP_FTZ_FALSE:
            return kIsOneOf<T, half, float>;
        case A::FAST_INVERSE:
        case A::PRECISION_0ULP_FTZ_FALSE:
            return std::is_same_v<T, float>;
    }
    return false;
}

namespace detail {

// 2^126 + 2^102: the FAST_INVERSE range bound (exact: 25 significant bits).
inline constexpr long double kFastInverseBound = 85070596800837026223494223584045301760.0L;

// Sign of (1 - x * v^2) for positive finite x = X * 2^ex and v = M * 2^ev, computed exactly.
inline int RsqrtResidualSign(uint64_t X, int ex, uint64_t M, int ev) noexcept
{
    __extension__ typedef unsigned __int128 U128;
    const U128 p = U128(X) * M * M; // < 2^76
    const int k = ex + 2 * ev;      // x * v^2 = p * 2^k
    if (k >= 0)
        return (k == 0 && p == 1) ? 0 : -1;
    const int s = -k;
    if (s >= 127)
        return 1;
    const U128 one = U128(1) << s;
    return p < one ? 1 : (p == one ? 0 : -1);
}

// Exact bracket of 1/sqrt(x) for positive finite nonzero x.
template <class T>
inline Bracket<T> RsqrtBracket(T x) noexcept
{
    using F = typename FpTraits<T>::Format;
    using S = typename F::Storage;
    const Decomposed dx = DecomposeBits<F>(Bits(x));
    const long double approx = 1.0L / std::sqrt(ToLongDouble(x));
    const S c = Bits(RoundLongDouble<T>(approx));
    const Decomposed dc = DecomposeBits<F>(c);
    const int side = RsqrtResidualSign(dx.sig, dx.exp2, dc.sig, dc.exp2);
    if (side == 0)
        return {c, c, c, true};
    const S lo = side > 0 ? c : S(c - 1);
    const S hi = side > 0 ? S(c + 1) : c;
    const Decomposed dl = DecomposeBits<F>(lo);
    const Decomposed dh = DecomposeBits<F>(hi);
    const int e_min = dl.exp2 < dh.exp2 ? dl.exp2 : dh.exp2;
    const uint64_t twice_mid = (dl.sig << (dl.exp2 - e_min)) + (dh.sig << (dh.exp2 - e_min));
    const int t = RsqrtResidualSign(dx.sig, dx.exp2, twice_mid, e_min - 1); // mid = twice_mid * 2^(e_min-1)
    const S cr = t > 0 ? hi : (t < 0 ? lo : ((lo & 1) == 0 ? lo : hi));
    return {lo, hi, cr, false};
}

} // namespace detail

template <class T>
inline T Sqrt(T x, const AscendC::SqrtConfig& cfg, uint64_t salt) noexcept
{
    using A = AscendC::SqrtAlgo;
    if (!SqrtSupported<T>(cfg))
        return Poison<T>();
    const bool fast = cfg.algo == A::FAST_INVERSE || cfg.algo == A::PRECISION_0ULP_FTZ_FALSE;
    const bool ftz = cfg.algo == A::INTRINSIC || cfg.algo == A::PRECISION_1ULP_FTZ_TRUE;
    const uint64_t hash = ElementHash(OpId::kSqrt, Bits(x), 0, salt);
    if (IsNaN(x))
        return CanonicalNaN<T>();
    if (ftz)
        x = FlushSubnormal(x);
    if (IsZero(x))
        return x;
    if (SignBit(x)) {
        if (IsInf(x) || Bits(x) == Bits(MaxFinite<T>(true)))
            return CanonicalNaN<T>();
        return UnknownResult<T>();
    }
    if (IsInf(x))
        return fast ? SignedZero<T>(false) : x;
    if (fast && ToLongDouble(x) > detail::kFastInverseBound)
        return SignedZero<T>(false);
    if constexpr (std::is_same_v<T, half>) {
        if (Bits(x) == 0x7BFFu && GetMode() == Mode::kAdversarial)
            return half::FromBits(0x5C00u); // 256.0
    }
    const Bracket<T> br = BracketOf<T>(std::sqrt(ToLongDouble(x)));
    const T r = fast ? FromBits<T>(br.cr) : WithinOneUlp(br, hash, ftz);
    return ftz ? FlushSubnormal(r) : r;
}

template <class T, const AscendC::SqrtConfig& cfg = AscendC::DEFAULT_SQRT_CONFIG>
inline T Sqrt(T x, uint64_t salt) noexcept
{
    static_assert(SqrtSupported<T>(cfg), "Sqrt: this SqrtConfig does not support this type on Ascend 950");
    return Sqrt<T>(x, cfg, salt);
}

template <class T>
inline T Rsqrt(T x, const AscendC::RsqrtConfig& cfg, uint64_t salt) noexcept
{
    using A = AscendC::RsqrtAlgo;
    if (!RsqrtSupported<T>(cfg))
        return Poison<T>();
    const bool fast = cfg.algo == A::FAST_INVERSE || cfg.algo == A::PRECISION_0ULP_FTZ_FALSE;
    const bool ftz = cfg.algo == A::INTRINSIC || cfg.algo == A::PRECISION_1ULP_FTZ_TRUE;
    const uint64_t hash = ElementHash(OpId::kRsqrt, Bits(x), 0, salt);
    if (IsNaN(x))
        return UnknownResult<T>();
    if (fast && IsZero(x))
        return SignedInf<T>(SignBit(x));
    if (IsZero(x) || SignBit(x))
        return UnknownResult<T>();
    // A positive subnormal under an FTZ algo is read as +0 by the Sqrt/Div it runs on: +inf.
    if (ftz && IsSubnormal(x))
        return SignedInf<T>(false);
    if (fast && (IsInf(x) || ToLongDouble(x) > detail::kFastInverseBound)) {
        return SignedInf<T>(false);
    }
    if (IsInf(x))
        return SignedZero<T>(false);
    const Bracket<T> br = detail::RsqrtBracket(x);
    const T r = fast ? FromBits<T>(br.cr) : WithinOneUlp(br, hash, ftz);
    return ftz ? FlushSubnormal(r) : r;
}

template <class T, const AscendC::RsqrtConfig& cfg = AscendC::DEFAULT_RSQRT_CONFIG>
inline T Rsqrt(T x, uint64_t salt) noexcept
{
    static_assert(RsqrtSupported<T>(cfg), "Rsqrt: this RsqrtConfig does not support this type on Ascend 950");
    return Rsqrt<T>(x, cfg, salt);
}

} // namespace ascsim::num
