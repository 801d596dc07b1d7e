// The SIMT float constants (SDK include/simt_api/math_constants.h; docs/zh/api/SIMT-API/SIMT编程简介/扩展语法/
// 内置宏.md). Each value is the float nearest its definition (written as a hex literal, exact), which is also the
// value of the SDK's decimal literal; the integer masks and bounds have the SDK's values and types.
#pragma once

#include <cstdint>

namespace ascsim::simt::math_detail {
// The float whose IEEE 754 encoding is `bits` (a constant expression, also for NaN encodings).
constexpr float FloatFromBits(uint32_t bits) noexcept { return __builtin_bit_cast(float, bits); }
} // namespace ascsim::simt::math_detail

// The encodings behind ASCRT_NAN_F, ASCRT_MIN_DENORM_F, ASCRT_MAX_NORMAL_F and ASCRT_NEG_ZERO_F, as the SDK
// names them (int constants holding the bit patterns).
inline constexpr int ASCRT_NAN_F_VALUE = 0x7fffffff;
inline constexpr int ASCRT_MIN_DENORM_F_VALUE = 0x00000001;
inline constexpr int ASCRT_MAX_NORMAL_F_VALUE = 0x7f7fffff;
inline constexpr int ASCRT_NEG_ZERO_F_VALUE = static_cast<int>(0x80000000U);

// 内置宏.md, the float special values.
#define ASCRT_INF_F (__builtin_inff())                                        // +inf
#define ASCRT_NAN_F (::ascsim::simt::math_detail::FloatFromBits(0x7fffffffU)) // NaN, all ones
#define ASCRT_MIN_DENORM_F 0x1p-149F                                          // 2^-149
#define ASCRT_MAX_NORMAL_F 0x1.fffffep127F                                    // (2 - 2^-23) 2^127
#define ASCRT_NEG_ZERO_F (-0.0F)                                              // -0
#define ASCRT_ZERO_F 0.0F
#define ASCRT_ONE_F 1.0F

// 内置宏.md, the mathematical constants, each rounded to nearest.
#define ASCRT_SQRT_HALF_F 0x1.6a09e6p-1F      // sqrt(1/2)
#define ASCRT_SQRT_HALF_HI_F 0x1.6a09e6p-1F   // sqrt(1/2), the float nearest it
#define ASCRT_SQRT_HALF_LO_F 0x1.9fcef4p-27F  // sqrt(1/2) - ASCRT_SQRT_HALF_HI_F
#define ASCRT_SQRT_TWO_F 0x1.6a09e6p+0F       // sqrt(2)
#define ASCRT_THIRD_F 0x1.555556p-2F          // 1/3
#define ASCRT_PIO4_F 0x1.921fb6p-1F           // pi/4
#define ASCRT_PIO2_F 0x1.921fb6p+0F           // pi/2
#define ASCRT_3PIO4_F 0x1.2d97c8p+1F          // 3 pi/4
#define ASCRT_2_OVER_PI_F 0x1.45f306p-1F      // 2/pi
#define ASCRT_SQRT_2_OVER_PI_F 0x1.988454p-1F // sqrt(2/pi)
#define ASCRT_PI_F 0x1.921fb6p+1F             // pi
#define ASCRT_L2E_F 0x1.715476p+0F            // log2(e)
#define ASCRT_L2T_F 0x1.a934f0p+1F            // log2(10)
#define ASCRT_LG2_F 0x1.344136p-2F            // log10(2)
#define ASCRT_LGE_F 0x1.bcb7b2p-2F            // log10(e)
#define ASCRT_LN2_F 0x1.62e430p-1F            // ln(2)
#define ASCRT_LNT_F 0x1.26bb1cp+1F            // ln(10)
#define ASCRT_LNPI_F 0x1.250d04p+0F           // ln(pi)
#define ASCRT_TWO_TO_M126_F 0x1p-126F         // 2^-126, the smallest normal float
#define ASCRT_TWO_TO_126_F 0x1p+126F          // 2^126
#define ASCRT_NORM_HUGE_F 0x1.fffffep127F     // the largest finite float
#define ASCRT_TWO_TO_23_F 0x1p+23F
#define ASCRT_TWO_TO_24_F 0x1p+24F
#define ASCRT_TWO_TO_31_F 0x1p+31F
#define ASCRT_TWO_TO_32_F 0x1p+32F
#define ASCRT_REMQUO_BITS_F 3U                                // remquof keeps 3 bits of the quotient
#define ASCRT_REMQUO_MASK_F (~((~0U) << ASCRT_REMQUO_BITS_F)) // 7U, those 3 bits
#define ASCRT_TRIG_PLOSS_F 105615.0F                          // 内置宏.md: 105615.0F

// In the SDK header, not in 内置宏.md: more constants its implementation uses.
#define ASCRT_PIO8_F 0x1.921fb6p-2F             // pi/8
#define ASCRT_SCALAR_LN2_F 0x1.62e430p-1F       // ln(2)
#define ASCRT_2OPI_F 0x1.45f306p-1F             // 2/pi
#define ASCRT_MINUS_PIO2_HI_F (-0x1.921fb6p+0F) // -pi/2, the float nearest it
#define ASCRT_MINUS_PIO2_LO_F 0x1.777a5cp-25F   // -pi/2 - ASCRT_MINUS_PIO2_HI_F

// The float fields and the int32 bounds (ASCRT_MIN_VAL_S is, as in the SDK, the unsigned literal 0x80000000:
// the encoding of INT32_MIN).
#define ASCRT_MAN_BIT_FLOAT_U 0x7FFFFFU
#define ASCRT_EXP_BIT_FLOAT_U 0x7F800000U
#define ASCRT_NEG_SIGN_BIT_U 0x80000000U
#define ASCRT_INF_U 0x7F800000U
#define ASCRT_MIN_VAL_S 0x80000000
#define ASCRT_INT32_INF_S 2139095040
#define ASCRT_MAX_VAL_S 0x7FFFFFFF
