// A kernel class in a header beside its .asc, as official projects write them: its block-scope __ubuf__
// array and the __simd_vf__ function it calls by name get the driver's rewrites as the .asc's own do
// (tools/bisheng/include_rewriter.h); without them the array would be on the host stack, outside the UB.
#pragma once

#include "c_api/asc_simd.h"
#include "c_api_header_inner.h"

constexpr uint32_t kHeaderLen = 128; // floats

extern int g_headerVfRuns;

__simd_vf__ inline void header_count_vf() { ++g_headerVfRuns; }

class HeaderCopy {
public:
    // y[kInnerLen, kInnerLen + kHeaderLen) = x[...] through this method's UB array, then the inner header's
    // copy of the first kInnerLen floats, then one direct VF call.
    __aicore__ inline void Run(__gm__ float* x, __gm__ float* y)
    {
        __ubuf__ float buf[kHeaderLen];
        asc_copy_gm2ub_align(buf, x + kInnerLen, kHeaderLen * sizeof(float));
        asc_sync_notify(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
        asc_sync_wait(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
        asc_copy_ub2gm_align(y + kInnerLen, buf, kHeaderLen * sizeof(float));
        InnerCopy(x, y);
        header_count_vf();
        asc_sync();
    }
};
