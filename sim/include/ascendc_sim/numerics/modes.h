// Rounding / comparison / selection mode enumerations of the Ascend C kernel API, with the SDK's
// names, underlying types and values.
//   Source of names and values: SDK impl/basic_api/utils/kernel_utils_mode.h (enum class RoundMode,
//   CMPMODE, SELMODE), with the __NPU_ARCH__ == 3510 members of RoundMode enabled (this sim only
//   targets Ascend 950PR/950DT, arch 3510).
//   Semantics: docs/zh/api/SIMD-API/基础API/Memory矢量计算/类型转换/Cast.md ("RoundMode取值说明"),
//   docs/zh/api/SIMD-API/基础API/数据结构/precision_conversion.md (table 1, rounding rules),
//   docs/zh/api/SIMD-API/基础API/Memory矢量计算/比较与选择/Compare.md, Select.md.
#pragma once

#include <cstdint>

namespace AscendC {

enum class RoundMode : uint8_t {
    CAST_NONE = 0, // RINT when the conversion loses precision, no rounding otherwise
    CAST_RINT,     // round to nearest, ties to even
    CAST_FLOOR,    // toward -inf
    CAST_CEIL,     // toward +inf
    CAST_ROUND,    // round to nearest, ties away from zero
    CAST_TRUNC,    // toward zero
    CAST_ODD,      // round to odd (Von Neumann): inexact results get an odd last bit
    CAST_HYBRID,   // stochastic rounding, hifloat8_t outputs only (not modelled by this layer)
    CAST_EVEN,     // arch-3510 member, undocumented; no 950 Cast pair accepts it
    CAST_ZERO,     // arch-3510 member, undocumented; no 950 Cast pair accepts it
    UNKNOWN = 0xFF,
};

enum class CMPMODE : uint8_t {
    LT = 0,
    GT,
    EQ,
    LE,
    GE,
    NE,
};

enum class SELMODE : uint8_t {
    VSEL_CMPMASK_SPR = 0,
    VSEL_TENSOR_SCALAR_MODE,
    VSEL_TENSOR_TENSOR_MODE,
};

} // namespace AscendC
