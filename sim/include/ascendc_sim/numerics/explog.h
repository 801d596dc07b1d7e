// Element semantics of the 950 Exp and Ln instructions.
//
//   T Exp(T x, const AscendC::ExpConfig& cfg, uint64_t salt);   template <class T, const
//   AscendC::ExpConfig& cfg = AscendC::DEFAULT_EXP_CONFIG> T Exp(T x, uint64_t salt);
//   (Ln likewise with LnConfig.) half and float only.
//
// Exp, docs/zh/api/SIMD-API/基础API/Memory矢量计算/基础算术/Exp.md (config, 关键特性):
//   INTRINSIC, PRECISION_1ULP_FTZ_TRUE: "最大精度误差为1ulp", "所有Subnormal被近似为0" (results; inputs
//       are read as +-0 too, 精度标准汇总 table 1: "not support denormalized numbers").
//   PRECISION_1ULP_FTZ_FALSE: 1 ulp, Subnormal kept (Reg Exp.md table 3 examples, e.g. half
//       exp(-9.703125) = 6.0975551605e-05 = 0x03FF).
//   Special values, Reg矢量计算接口边界值汇总.md table 1 (IEEE): +-0 -> 1 (pinned exactly), nan -> nan,
//   +inf -> +inf, -inf -> 0, MAX -> inf, MIN -> 0 (the last two follow from the bracket).
// Ln, docs/zh/api/SIMD-API/基础API/Memory矢量计算/基础算术/Ln.md:
//   INTRINSIC, PRECISION_1ULP_FTZ_TRUE: 1 ulp, Subnormal flushed (a subnormal input reads as +-0 and
//       gives -inf); PRECISION_1ULP_FTZ_FALSE: 1 ulp, Subnormal inputs computed.
//   The page documents no "unknown result"; the boundary table 2 gives IEEE results: +-0 -> -inf,
//   negative / -inf -> nan, nan -> nan, +inf -> +inf. So no poison here. ln(1) = +0 exactly.
// Log2 / Log10, docs/zh/api/SIMD-API/基础API/Reg矢量计算/基础算术/Log2.md, Log10.md (software sequences,
//   附录/Reg矢量计算接口精度标准汇总.md: "1ulp, not support denormalized numbers" / "1ulp, support
//   denormalized numbers"): Ln's domain and specials (边界值汇总.md 表4 / 表5, IEEE: +-0 -> -inf, negative
//   and -inf -> nan, nan -> nan, +inf -> +inf), 1 ulp of T around the exact value, subnormal inputs
//   flushed unless PRECISION_1ULP_FTZ_FALSE. half is computed in float and converted (关键特性说明): the
//   sim keeps the bound at 1 ulp of half. log2 of a power of two and log10 of a power of ten are exact
//   reals but the sequence (ln times a constant) need not hit them: the neighbours are allowed too,
//   except log(1) = +0.
//   (Log itself is Ln: Log.md "与Ln接口功能等价".)
// Reference: expl/logl in long double (~2^-63 relative error). exp/ln of a float argument (other
// than exp(0), ln(1)) is transcendental, so it is never a representable value or midpoint; the
// reference misplaces it only if it lies within ~2^-62 relative of one, far closer than the
// hardest-to-round binary32 cases reported in the literature; for half the margin is larger still.
#pragma once

#include <cmath>
#include <cstdint>

#include "ascendc_sim/numerics/adversary.h"
#include "ascendc_sim/numerics/configs.h"
#include "ascendc_sim/numerics/poison.h"
#include "ascendc_sim/numerics/traits.h"

namespace ascsim::num {

// Exp, Ln, Log2 and Log10 (their pages' 数据类型 and algo lists): half or float, with INTRINSIC or either
// 1-ulp algorithm; each config's algo enumeration spells the three alike.
template <class T, class Config>
constexpr bool HalfFloatThreeAlgos(const Config& cfg) noexcept
{
    using A = decltype(cfg.algo);
    return kIsOneOf<T, half, float> && (cfg.algo == A::INTRINSIC || cfg.algo == A::PRECISION_1ULP_FTZ_TRUE ||
                                        cfg.algo == A::PRECISION_1ULP_FTZ_FALSE);
}

template <class T>
constexpr bool ExpSupported(const AscendC::ExpConfig& cfg) noexcept
{
    return HalfFloatThreeAlgos<T>(cfg);
}

template <class T>
constexpr bool LnSupported(const AscendC::LnConfig& cfg) noexcept
{
    return HalfFloatThreeAlgos<T>(cfg);
}

template <class T>
inline T Exp(T x, const AscendC::ExpConfig& cfg, uint64_t salt) noexcept
{
    if (!ExpSupported<T>(cfg))
        return Poison<T>();
    const bool ftz = cfg.algo != AscendC::ExpAlgo::PRECISION_1ULP_FTZ_FALSE;
    const uint64_t hash = ElementHash(OpId::kExp, Bits(x), 0, salt);
    if (IsNaN(x))
        return CanonicalNaN<T>();
    if (IsInf(x))
        return SignBit(x) ? SignedZero<T>(false) : x;
    if (ftz)
        x = FlushSubnormal(x);
    if (IsZero(x))
        return T(1.0f);
    const Bracket<T> br = BracketOf<T>(std::exp(ToLongDouble(x)));
    const T r = WithinOneUlp(br, hash, ftz);
    return ftz ? FlushSubnormal(r) : r;
}

template <class T, const AscendC::ExpConfig& cfg = AscendC::DEFAULT_EXP_CONFIG>
inline T Exp(T x, uint64_t salt) noexcept
{
    static_assert(ExpSupported<T>(cfg), "Exp: this ExpConfig does not support this type on Ascend 950");
    return Exp<T>(x, cfg, salt);
}

template <class T>
inline T Ln(T x, const AscendC::LnConfig& cfg, uint64_t salt) noexcept
{
    if (!LnSupported<T>(cfg))
        return Poison<T>();
    const bool ftz = cfg.algo != AscendC::LnAlgo::PRECISION_1ULP_FTZ_FALSE;
    const uint64_t hash = ElementHash(OpId::kLn, Bits(x), 0, salt);
    if (IsNaN(x))
        return CanonicalNaN<T>();
    if (ftz)
        x = FlushSubnormal(x);
    if (IsZero(x))
        return SignedInf<T>(true);
    if (SignBit(x))
        return CanonicalNaN<T>();
    if (IsInf(x))
        return x;
    const long double ref = std::log(ToLongDouble(x));
    if (ref == 0)
        return SignedZero<T>(false);
    const Bracket<T> br = BracketOf<T>(ref);
    const T r = WithinOneUlp(br, hash, ftz);
    return ftz ? FlushSubnormal(r) : r;
}

template <class T, const AscendC::LnConfig& cfg = AscendC::DEFAULT_LN_CONFIG>
inline T Ln(T x, uint64_t salt) noexcept
{
    static_assert(LnSupported<T>(cfg), "Ln: this LnConfig does not support this type on Ascend 950");
    return Ln<T>(x, cfg, salt);
}

namespace detail {
// Log2 / Log10 after the algo is known: ftz for INTRINSIC / PRECISION_1ULP_FTZ_TRUE.
template <class T>
inline T LogBase(T x, bool ftz, long double (*ref)(long double), OpId op, uint64_t salt) noexcept
{
    const uint64_t hash = ElementHash(op, Bits(x), 0, salt);
    if (IsNaN(x))
        return CanonicalNaN<T>();
    if (ftz)
        x = FlushSubnormal(x);
    if (IsZero(x))
        return SignedInf<T>(true);
    if (SignBit(x))
        return CanonicalNaN<T>();
    if (IsInf(x))
        return x;
    const long double r = ref(ToLongDouble(x));
    if (r == 0)
        return SignedZero<T>(false);
    const T v = WithinOneUlp(BracketOf<T>(r), hash, ftz);
    return ftz ? FlushSubnormal(v) : v;
}
inline long double Log2Ref(long double x) { return std::log2(x); }
inline long double Log10Ref(long double x) { return std::log10(x); }
} // namespace detail

template <class T>
constexpr bool Log2Supported(const AscendC::Log2Config& cfg) noexcept
{
    return HalfFloatThreeAlgos<T>(cfg);
}
template <class T>
constexpr bool Log10Supported(const AscendC::Log10Config& cfg) noexcept
{
    return HalfFloatThreeAlgos<T>(cfg);
}

template <class T>
inline T Log2(T x, const AscendC::Log2Config& cfg, uint64_t salt) noexcept
{
    if (!Log2Supported<T>(cfg))
        return Poison<T>();
    return detail::LogBase(x, cfg.algo != AscendC::Log2Algo::PRECISION_1ULP_FTZ_FALSE, &detail::Log2Ref, OpId::kLog2,
                           salt);
}
template <class T>
inline T Log10(T x, const AscendC::Log10Config& cfg, uint64_t salt) noexcept
{
    if (!Log10Supported<T>(cfg))
        return Poison<T>();
    return detail::LogBase(x, cfg.algo != AscendC::Log10Algo::PRECISION_1ULP_FTZ_FALSE, &detail::Log10Ref, OpId::kLog10,
                           salt);
}

} // namespace ascsim::num
