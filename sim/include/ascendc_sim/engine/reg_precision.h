// The `auto mode` template argument of Reg Div / Sqrt / Exp / Ln: a MaskMergeMode, or a pointer to
// a static constexpr DivSpecificMode / SqrtSpecificMode / ExpSpecificMode / LnSpecificMode
// (基础算术/Div.md, Sqrt.md, Exp.md, Ln.md, 表1 mode). Here it is turned into the numerics layer's
// precision configuration (ascendc_sim/numerics/configs.h), whose element semantics are those of the
// same algorithm names on the Memory API, so a Reg kernel and its Memory-API twin agree bit for bit.
//
// Which algorithm a SpecificMode selects follows the docs' mode descriptions as the SDK dispatches
// them (impl/basic_api/reg_compute/dav_3510/kernel_reg_compute_vec_binary_impl.h DivImpl,
// ..._vec_unary_impl.h SqrtImpl):
//   Div, float:  precisionMode -> PRECISION_0ULP_FTZ_FALSE if that is the algo, else the 0-ulp FTZ
//                difference compensation (DIFF_COMPENSATION);
//                no precisionMode -> PRECISION_0ULP_FTZ_FALSE / PRECISION_1ULP_FTZ_FALSE /
//                PRECISION_0ULP_FTZ_TRUE as named; INTRINSIC, PRECISION_1ULP_FTZ_TRUE and
//                DIFF_COMPENSATION (Div.md: 0 ulp only "当precisionMode为true时") -> the single
//                1-ulp FTZ instruction.
//   Div, half:   PRECISION_1ULP_FTZ_FALSE as named, anything else the 1-ulp FTZ instruction.
//   Div, integers: the instruction (INTRINSIC).
//   Sqrt:        precisionMode (float) or PRECISION_0ULP_FTZ_FALSE (float) -> the 0-ulp fast
//                inverse; PRECISION_1ULP_FTZ_FALSE as named; anything else (FAST_INVERSE without
//                precisionMode included) -> the 1-ulp FTZ instruction.
//   Exp / Ln:    the algo as named.
// Combinations the docs restrict to some types are compile errors for the others; MERGING is a
// compile error for all four ("MERGING模式当前不支持").
#pragma once

#include <type_traits>

#include "ascendc_sim/types/reg_enums.h"
#include "ascendc_sim/numerics/configs.h"
#include "ascendc_sim/numerics/traits.h"

namespace AscendC::Reg::detail {

template <typename Spec, auto mode>
constexpr Spec SpecOf()
{
    if constexpr (std::is_same_v<decltype(mode), MaskMergeMode>) {
        Spec s{};
        s.mrgMode = mode;
        return s;
    } else {
        static_assert(std::is_same_v<decltype(mode), const Spec*>,
                      "mode must be a MaskMergeMode or a pointer to a static constexpr *SpecificMode");
        return *mode;
    }
}

template <typename E>
constexpr DivConfig DivConfigOf(const DivSpecificMode& s)
{
    using A = DivAlgo;
    if constexpr (std::is_same_v<E, float>) {
        if (s.precisionMode) {
            return {s.algo == A::PRECISION_0ULP_FTZ_FALSE ? A::PRECISION_0ULP_FTZ_FALSE : A::DIFF_COMPENSATION};
        }
        if (s.algo == A::PRECISION_0ULP_FTZ_FALSE || s.algo == A::PRECISION_1ULP_FTZ_FALSE ||
            s.algo == A::PRECISION_0ULP_FTZ_TRUE) {
            return {s.algo};
        }
        return {A::INTRINSIC};
    } else if constexpr (std::is_same_v<E, half>) {
        return {s.algo == A::PRECISION_1ULP_FTZ_FALSE ? A::PRECISION_1ULP_FTZ_FALSE : A::INTRINSIC};
    } else {
        return {A::INTRINSIC};
    }
}
template <typename E>
constexpr bool DivSpecOk(const DivSpecificMode& s)
{
    using A = DivAlgo;
    if (s.mrgMode != MaskMergeMode::ZEROING)
        return false;
    if (s.precisionMode && !std::is_same_v<E, float>)
        return false;
    if ((s.algo == A::PRECISION_0ULP_FTZ_FALSE || s.algo == A::PRECISION_0ULP_FTZ_TRUE) && !std::is_same_v<E, float>)
        return false;
    if (s.algo == A::PRECISION_1ULP_FTZ_FALSE && !ascsim::num::kIsOneOf<E, half, float>)
        return false;
    return true;
}

template <typename E>
constexpr SqrtConfig SqrtConfigOf(const SqrtSpecificMode& s)
{
    using A = SqrtAlgo;
    if (s.precisionMode || s.algo == A::PRECISION_0ULP_FTZ_FALSE) {
        return {s.precisionMode ? A::FAST_INVERSE : A::PRECISION_0ULP_FTZ_FALSE};
    }
    return {s.algo == A::PRECISION_1ULP_FTZ_FALSE ? A::PRECISION_1ULP_FTZ_FALSE : A::INTRINSIC};
}
template <typename E>
constexpr bool SqrtSpecOk(const SqrtSpecificMode& s)
{
    if (s.mrgMode != MaskMergeMode::ZEROING)
        return false;
    if ((s.precisionMode || s.algo == SqrtAlgo::PRECISION_0ULP_FTZ_FALSE) && !std::is_same_v<E, float>)
        return false;
    return true;
}

} // namespace AscendC::Reg::detail
