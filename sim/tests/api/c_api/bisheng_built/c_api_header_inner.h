// Included by c_api_header_kernel.h (a header including a header): its UB array is placed too.
#pragma once

#include "c_api/asc_simd.h"

constexpr uint32_t kInnerLen = 64; // floats

// y[0, kInnerLen) = x[0, kInnerLen) through a UB array declared here.
__aicore__ inline void InnerCopy(__gm__ float* x, __gm__ float* y)
{
    __ubuf__ float inner[kInnerLen];
    asc_copy_gm2ub_align(inner, x, kInnerLen * sizeof(float));
    asc_sync_notify(PIPE_MTE2, PIPE_MTE3, EVENT_ID1);
    asc_sync_wait(PIPE_MTE2, PIPE_MTE3, EVENT_ID1);
    asc_copy_ub2gm_align(y, inner, kInnerLen * sizeof(float));
}
