// The SIMT 8-bit float conversions of SDK simt_api/asc_fp8.h (docs/zh/api/SIMT-API/数学函数/fp8类型/fp8数据转换函数/):
// float2 / half2 -> hifloat8x2_t (rna CAST_ROUND, rh CAST_HYBRID, each with a _sat form), hifloat8x2_t -> float2 /
// half2, float8_e4m3x2_t / float8_e5m2x2_t -> float2, and __asc_cvt_float2_to_fp8x2. The per-component
// conversions are the SIMD Cast's (types/fp8.h, types/hifloat8.h), which the sim shares between the two APIs.
//
// Saturation: the forms without _sat follow the global mode ("本接口受全局饱和模式影响"; core/saturation.h), the _sat
// forms always saturate (inf and beyond -> +-32768, NaN -> 0). __asc_cvt_float2_to_fp8x2.md gives both an explicit
// `saturate` argument and "受全局饱和模式影响": the sim saturates when the argument is __ASC_SATFINITE or the mode
// saturates (docs silent on which wins; the reset state saturates either way). A saturated NaN gives +0 (the page),
// or NaN when CTRL[50] (fp8 NaN keep) is set, as the SIMD Cast.
// Widening (__hif822float2, __e4m3x22float2, __e5m2x22float2, __hif822half2) is exact: every hifloat8_t value is a
// half (2^-23 ... 2^15); __hif822half2 saturates an inf under the mode (the page's 饱和 column).
#pragma once

#include <cstdint>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/ctrl_bits.h"
#include "ascendc_sim/simt_api/float16_detail.h"
#include "ascendc_sim/types/fp8.h"
#include "ascendc_sim/types/hifloat8.h"

// asc_fp8.h's enumerations and storage type (fp8数据类型简介.md; __asc_cvt_float2_to_fp8x2.md, 参数说明).
typedef enum __asc_fp8_interpretation_t {
    __ASC_E4M3,
    __ASC_E5M2,
} __asc_fp8_interpretation_t;

typedef enum __asc_saturation_t {
    __ASC_NOSAT,
    __ASC_SATFINITE,
} __asc_saturation_t;

typedef unsigned short int __asc_fp8x2_storage_t;

namespace ascsim::simt::fp8 {

inline hifloat8_t ToHif8(float x, ::AscendC::RoundMode rm, h16::Sat s)
{
    return ::ascsim::num::ToHif8(x, rm, h16::Saturating(s));
}
inline hifloat8_t ToHif8(half x, ::AscendC::RoundMode rm, h16::Sat s)
{
    return ::ascsim::num::ToHif8(x, rm, h16::Saturating(s));
}

} // namespace ascsim::simt::fp8

// __float22hif82_rna.md, __float22hif82_rna_sat.md, __float22hif82_rh.md, __float22hif82_rh_sat.md, and the
// __half22hif82_* pages of the same names.
#define ASCSIM_SIMT_HIF8(SUF, RM)                                                                      \
    inline hifloat8x2_t __float22hif82_##SUF(const float2 x)                                           \
    {                                                                                                  \
        using ::ascsim::simt::h16::Sat;                                                                \
        return hifloat8x2_t{::ascsim::simt::fp8::ToHif8(x.x, ::AscendC::RoundMode::RM, Sat::kGlobal),  \
                            ::ascsim::simt::fp8::ToHif8(x.y, ::AscendC::RoundMode::RM, Sat::kGlobal)}; \
    }                                                                                                  \
    inline hifloat8x2_t __float22hif82_##SUF##_sat(const float2 x)                                     \
    {                                                                                                  \
        using ::ascsim::simt::h16::Sat;                                                                \
        return hifloat8x2_t{::ascsim::simt::fp8::ToHif8(x.x, ::AscendC::RoundMode::RM, Sat::kAlways),  \
                            ::ascsim::simt::fp8::ToHif8(x.y, ::AscendC::RoundMode::RM, Sat::kAlways)}; \
    }                                                                                                  \
    inline hifloat8x2_t __half22hif82_##SUF(const half2 x)                                             \
    {                                                                                                  \
        using ::ascsim::simt::h16::Sat;                                                                \
        return hifloat8x2_t{::ascsim::simt::fp8::ToHif8(x.x, ::AscendC::RoundMode::RM, Sat::kGlobal),  \
                            ::ascsim::simt::fp8::ToHif8(x.y, ::AscendC::RoundMode::RM, Sat::kGlobal)}; \
    }                                                                                                  \
    inline hifloat8x2_t __half22hif82_##SUF##_sat(const half2 x)                                       \
    {                                                                                                  \
        using ::ascsim::simt::h16::Sat;                                                                \
        return hifloat8x2_t{::ascsim::simt::fp8::ToHif8(x.x, ::AscendC::RoundMode::RM, Sat::kAlways),  \
                            ::ascsim::simt::fp8::ToHif8(x.y, ::AscendC::RoundMode::RM, Sat::kAlways)}; \
    }
ASCSIM_SIMT_HIF8(rna, CAST_ROUND)
ASCSIM_SIMT_HIF8(rh, CAST_HYBRID)
#undef ASCSIM_SIMT_HIF8

// __hif822float2.md, __hif822half2.md, __e4m3x22float2.md, __e5m2x22float2.md: exact.
inline float2 __hif822float2(const hifloat8x2_t x)
{
    return float2{static_cast<float>(::ascsim::num::ToDouble(x.x)), static_cast<float>(::ascsim::num::ToDouble(x.y))};
}
inline half2 __hif822half2(const hifloat8x2_t x)
{
    using ::ascsim::simt::h16::Finish;
    using ::ascsim::simt::h16::Sat;
    return half2{Finish(half(::ascsim::num::ToDouble(x.x)), Sat::kGlobal),
                 Finish(half(::ascsim::num::ToDouble(x.y)), Sat::kGlobal)};
}
inline float2 __e4m3x22float2(const float8_e4m3x2_t x)
{
    return float2{static_cast<float>(::ascsim::num::ToDouble(x.x)), static_cast<float>(::ascsim::num::ToDouble(x.y))};
}
inline float2 __e5m2x22float2(const float8_e5m2x2_t x)
{
    return float2{static_cast<float>(::ascsim::num::ToDouble(x.x)), static_cast<float>(::ascsim::num::ToDouble(x.y))};
}

// __asc_cvt_float2_to_fp8x2.md: both components rounded CAST_RINT into e4m3 or e5m2, packed x in the low byte, y in
// the high byte (the memory order of a float8_e4m3x2_t / float8_e5m2x2_t).
inline __asc_fp8x2_storage_t __asc_cvt_float2_to_fp8x2(const float2 x, const __asc_saturation_t saturate,
                                                       const __asc_fp8_interpretation_t fp8_interpretation)
{
    const bool sat = saturate == __ASC_SATFINITE || ::ascsim::kern::FloatSaturationOn();
    const bool nanKeep = ::ascsim::kern::ctrl::Has(::ascsim::kern::CtrlValue(), ::ascsim::kern::ctrl::kFp8NanKeep);
    const auto rm = ::AscendC::RoundMode::CAST_RINT;
    uint8_t lo = 0;
    uint8_t hi = 0;
    if (fp8_interpretation == __ASC_E4M3) {
        lo = ::ascsim::num::ToE4M3(x.x, rm, sat, nanKeep).storage;
        hi = ::ascsim::num::ToE4M3(x.y, rm, sat, nanKeep).storage;
    } else {
        lo = ::ascsim::num::ToE5M2(x.x, rm, sat, nanKeep).storage;
        hi = ::ascsim::num::ToE5M2(x.y, rm, sat, nanKeep).storage;
    }
    return static_cast<__asc_fp8x2_storage_t>(lo | (hi << 8));
}
