// The C API's register types and mask patterns (docs/zh/api/SIMD-API/C-API/reg/reg_data_types/
// data_type_definition.md; SDK include/c_api/reg_compute/, arch 3510 only).
//   vector_<T>   a vector data register of VL = 256 bytes: 256 / sizeof(T) elements of T (表1). The
//                same register the C++ Reg API's RegTensor<T> is (types/reg_tensor.h), so both APIs
//                share its lanes, its undefined-byte tracking and its VF def/use timing.
//   vector_bool  the 256-bit mask register (MaskReg): element i of a b8 / b16 / b32 type governed by
//                bit i * sizeof(T), only the lowest bit of each group valid (图1).
//   PAT_*        asc_create_mask's patterns (reg_data_types/asc_create_mask.md, 表1).
// The 8-bit / 4-bit float registers (vector_fp8_e4m3fn_t, vector_fp8_e5m2_t, vector_fp8_e8m0_t,
// vector_hifloat8_t, vector_fp4x2_e2m1_t, vector_fp4x2_e1m2_t: types/fp8.h, hifloat8.h, fp4x2.h) hold
// 256 one-byte elements; the conversions are the functions of these types the sim has
// (reg_convert_lowfp.h). vector_int4x2_t (types/int4x2.h) holds 256 bytes of two int4 values each
// (reg_convert_int4.h). b64 registers (vector_int64_t, vector_uint64_t) hold 32 elements.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/lang/vf_keywords.h"
#include "ascendc_sim/numerics/bfloat16.h"
#include "ascendc_sim/numerics/half.h"
#include "ascendc_sim/types/fp4x2.h"
#include "ascendc_sim/types/fp8.h"
#include "ascendc_sim/types/hifloat8.h"
#include "ascendc_sim/types/int4x2.h"
#include "ascendc_sim/types/reg_enums.h"
#include "ascendc_sim/types/reg_tensor.h"

using vector_int8_t = AscendC::Reg::RegTensor<int8_t>;
using vector_uint8_t = AscendC::Reg::RegTensor<uint8_t>;
using vector_int16_t = AscendC::Reg::RegTensor<int16_t>;
using vector_uint16_t = AscendC::Reg::RegTensor<uint16_t>;
using vector_half = AscendC::Reg::RegTensor<half>;
using vector_bfloat16_t = AscendC::Reg::RegTensor<bfloat16_t>;
using vector_int32_t = AscendC::Reg::RegTensor<int32_t>;
using vector_uint32_t = AscendC::Reg::RegTensor<uint32_t>;
using vector_float = AscendC::Reg::RegTensor<float>;
using vector_int64_t = AscendC::Reg::RegTensor<int64_t>;
using vector_uint64_t = AscendC::Reg::RegTensor<uint64_t>;
using vector_bool = AscendC::Reg::MaskReg;
using vector_fp8_e4m3fn_t = AscendC::Reg::RegTensor<fp8_e4m3fn_t>;
using vector_fp8_e5m2_t = AscendC::Reg::RegTensor<fp8_e5m2_t>;
using vector_fp8_e8m0_t = AscendC::Reg::RegTensor<fp8_e8m0_t>;
using vector_hifloat8_t = AscendC::Reg::RegTensor<hifloat8_t>;
using vector_fp4x2_e2m1_t = AscendC::Reg::RegTensor<fp4x2_e2m1_t>;
using vector_fp4x2_e1m2_t = AscendC::Reg::RegTensor<fp4x2_e1m2_t>;
using vector_int4x2_t = AscendC::Reg::RegTensor<int4x2_t>;

// asc_create_mask_b8/b16/b32's pat_mode values.
inline constexpr AscendC::Reg::MaskPattern PAT_ALL = AscendC::Reg::MaskPattern::ALL;
inline constexpr AscendC::Reg::MaskPattern PAT_VL1 = AscendC::Reg::MaskPattern::VL1;
inline constexpr AscendC::Reg::MaskPattern PAT_VL2 = AscendC::Reg::MaskPattern::VL2;
inline constexpr AscendC::Reg::MaskPattern PAT_VL3 = AscendC::Reg::MaskPattern::VL3;
inline constexpr AscendC::Reg::MaskPattern PAT_VL4 = AscendC::Reg::MaskPattern::VL4;
inline constexpr AscendC::Reg::MaskPattern PAT_VL8 = AscendC::Reg::MaskPattern::VL8;
inline constexpr AscendC::Reg::MaskPattern PAT_VL16 = AscendC::Reg::MaskPattern::VL16;
inline constexpr AscendC::Reg::MaskPattern PAT_VL32 = AscendC::Reg::MaskPattern::VL32;
inline constexpr AscendC::Reg::MaskPattern PAT_VL64 = AscendC::Reg::MaskPattern::VL64;
inline constexpr AscendC::Reg::MaskPattern PAT_VL128 = AscendC::Reg::MaskPattern::VL128;
inline constexpr AscendC::Reg::MaskPattern PAT_M3 = AscendC::Reg::MaskPattern::M3;
inline constexpr AscendC::Reg::MaskPattern PAT_M4 = AscendC::Reg::MaskPattern::M4;
inline constexpr AscendC::Reg::MaskPattern PAT_H = AscendC::Reg::MaskPattern::H;
inline constexpr AscendC::Reg::MaskPattern PAT_Q = AscendC::Reg::MaskPattern::Q;
inline constexpr AscendC::Reg::MaskPattern PAT_ALLF = AscendC::Reg::MaskPattern::ALLF;

namespace ascsim::capi {

// vreg<T>: vector_<T>. The C API's functions are templates on the element type T that exist for the
// SDK overloads' types only (ASCSIM_CAPI_TYPES: SFINAE, so another type finds no overload, as with
// the SDK's fixed overload sets); their scalar parameters are not deduced (NoDeduce), so a literal of
// another arithmetic type converts as it does for the SDK's non-template overloads.
template <typename T>
using vreg = AscendC::Reg::RegTensor<T>;
template <typename T, typename... Ts>
inline constexpr bool kIn = (std::is_same_v<T, Ts> || ...);
template <typename T>
struct Same {
    using type = T;
};
template <typename T>
using NoDeduce = typename Same<T>::type;

} // namespace ascsim::capi

#define ASCSIM_CAPI_TYPES(T, ...) std::enable_if_t<ascsim::capi::kIn<T, __VA_ARGS__>, int> = 0
// The type lists the SDK's overload sets use most.
#define ASCSIM_CAPI_B8_32 int8_t, uint8_t, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float
#define ASCSIM_CAPI_B8_64 ASCSIM_CAPI_B8_32, int64_t, uint64_t
