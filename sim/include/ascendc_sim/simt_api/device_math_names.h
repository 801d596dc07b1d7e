// The SIMT math functions of the SDK (include/simt_api/math_functions.h) whose names the C library also declares:
// in SIMT code the simulator's bisheng calls ::ascsim::simt::device_math::<name> for them (device_math.h says why).
// One list for the rewriter (tools/bisheng/simt_gm_rewriter.cpp) and its test, which checks that each name is
// declared in device_math. X(name) per function.
#pragma once

// clang-format off
#define ASCSIM_SIMT_DEVICE_MATH_NAMES(X) \
    X(acosf) X(acoshf) X(asinf) X(asinhf) X(atan2f) X(atanf) X(atanhf) X(cbrtf) X(ceilf) X(copysignf) \
    X(cosf) X(coshf) X(erfcf) X(erff) X(exp10f) X(exp2f) X(expf) X(expm1f) X(fabsf) X(fdimf) X(floorf) \
    X(fmaf) X(fmaxf) X(fminf) X(fmodf) X(frexpf) X(hypotf) X(ilogbf) X(j0f) X(j1f) X(jnf) X(labs) \
    X(ldexpf) X(lgammaf) X(llabs) X(llrintf) X(llroundf) X(log10f) X(log1pf) X(log2f) X(logbf) X(logf) \
    X(lrintf) X(lroundf) X(modff) X(nearbyintf) X(nextafterf) X(powf) X(remainderf) X(remquof) X(rintf) \
    X(roundf) X(scalblnf) X(scalbnf) X(sincosf) X(sinf) X(sinhf) X(sqrtf) X(tanf) X(tanhf) X(tgammaf) \
    X(truncf) X(y0f) X(y1f) X(ynf)
// clang-format on
