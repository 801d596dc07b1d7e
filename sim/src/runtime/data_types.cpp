// Data-type helpers of acl_base.h (docs/zh/api_ref/24_other_APIs.md).
#include <cmath>
#include <cstring>

#include "internal.h"

// Element size in bytes. The docs only say "the size of the aclDataType in bytes"; for the packed
// sub-byte types (INT4, UINT1, FLOAT4_*, FLOAT6_*) the simulator reports 1 (the smallest
// addressable unit), and 0 for ACL_DT_UNDEFINED, ACL_STRING and unknown values.
extern "C" size_t aclDataTypeSize(aclDataType dataType)
{
    // Read as an int: a caller may pass any value, and loading an out-of-range one as the C++
    // enum is undefined behaviour.
    int32_t raw = 0;
    static_assert(sizeof(raw) == sizeof(dataType));
    std::memcpy(&raw, &dataType, sizeof(raw));
    switch (raw) {
        case ACL_BOOL:
        case ACL_INT8:
        case ACL_UINT8:
        case ACL_HIFLOAT8:
        case ACL_FLOAT8_E5M2:
        case ACL_FLOAT8_E4M3FN:
        case ACL_FLOAT8_E8M0:
        case ACL_INT4:
        case ACL_UINT1:
        case ACL_FLOAT6_E3M2:
        case ACL_FLOAT6_E2M3:
        case ACL_FLOAT4_E2M1:
        case ACL_FLOAT4_E1M2:
            return 1;
        case ACL_FLOAT16:
        case ACL_BF16:
        case ACL_INT16:
        case ACL_UINT16:
            return 2;
        case ACL_FLOAT:
        case ACL_INT32:
        case ACL_UINT32:
        case ACL_COMPLEX32:
            return 4;
        case ACL_INT64:
        case ACL_UINT64:
        case ACL_DOUBLE:
        case ACL_COMPLEX64:
            return 8;
        case ACL_COMPLEX128:
            return 16;
        case ACL_DT_UNDEFINED:
        case ACL_STRING:
            return 0;
    }
    return 0;
}

// Documented special values: exponent 31 is decoded like a normal exponent, so +Inf (0x7C00)
// gives 65536.0, -Inf (0xFC00) -65536.0 and NaN 0x7E00 98304.0.
extern "C" float aclFloat16ToFloat(aclFloat16 value)
{
    const bool negative = (value & 0x8000U) != 0;
    const int exponent = (value >> 10) & 0x1F;
    const int mantissa = value & 0x3FF;
    float magnitude = 0.0f;
    if (exponent == 0) {
        magnitude = std::ldexp(static_cast<float>(mantissa), -24); // zero / subnormal
    } else {
        magnitude = std::ldexp(static_cast<float>(1024 + mantissa), exponent - 25);
    }
    return negative ? -magnitude : magnitude;
}

// Round to nearest even; documented saturation: NaN and +Inf give 65504 (0x7BFF), -Inf gives
// -65504 (0xFBFF). Finite values that round beyond 65504 saturate the same way.
extern "C" aclFloat16 aclFloatToFloat16(float value)
{
    if (std::isnan(value))
        return 0x7BFF;
    uint32_t bits = 0;
    std::memcpy(&bits, &value, sizeof bits);
    const uint16_t sign = static_cast<uint16_t>((bits >> 16) & 0x8000U);
    const uint32_t magnitude = bits & 0x7FFFFFFFU;
    if (magnitude >= 0x477FF000U)
        return static_cast<aclFloat16>(sign | 0x7BFFU); // >= 65520 or Inf
    if (magnitude < 0x38800000U) {                      // below 2^-14
        // Subnormal half: value * 2^24 rounded to an integer (0..1024, 1024 = smallest normal).
        float absValue = 0.0f;
        std::memcpy(&absValue, &magnitude, sizeof absValue);
        const auto units = static_cast<uint16_t>(std::nearbyint(std::ldexp(absValue, 24)));
        return static_cast<aclFloat16>(sign | units);
    }
    const uint32_t exponent = (magnitude >> 23) - 127 + 15;
    const uint32_t mantissa = magnitude & 0x7FFFFFU;
    uint32_t half = (exponent << 10) | (mantissa >> 13);
    const uint32_t rest = mantissa & 0x1FFFU;
    if (rest > 0x1000U || (rest == 0x1000U && (half & 1U) != 0))
        ++half; // carries into the exponent
    return static_cast<aclFloat16>(sign | half);
}
