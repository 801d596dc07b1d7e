// The C API's loop registers of the GM <-> UB moves, SDK include/c_api/vector_datamove/vector_datamove.h
// (docs/zh/api/SIMD-API/C-API/vector_datamove/asc_set_gm2ub_loop_size.md, asc_set_gm2ub_loop1_stride.md,
// asc_set_gm2ub_loop2_stride.md, asc_set_ub2gm_loop_size.md, asc_set_ub2gm_loop1_stride.md,
// asc_set_ub2gm_loop2_stride.md). The same registers as the C++ SetLoopModePara / ResetLoopModePara
// (basic_api/data_movement/loop_mode.h, cross_core.h XcoreSetLoopMode): each setter writes one pair and
// keeps the others. With a loop size above 1 on a path, every asc_copy_gm2ub(_align)(_sync) /
// asc_copy_ub2gm(_align)(_sync) of that path runs loop2_size x loop1_size times, the GM and UB sides moved
// by the loops' byte strides (CApiLoops below); "循环次数设置为1" resets it, and a kernel that returns
// with a size above 1 is a memcheck finding (约束说明: "需要进行寄存器的复位"). Checked ranges (参数说明):
// sizes below 2^21, the UB-side strides below 2^21 and 32-byte aligned, the GM-side strides below 2^40.
// Docs-silent choices, as the C++ loop mode's: a size of 0 runs once; each iteration is timed as a copy.
#pragma once

#include <cstdint>
#include <string>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/lang/keywords.h"

namespace AscendC::detail {

enum CApiLoopPath : int { kCApiUbToGm = 0, kCApiGmToUb = 1 };

// Writes params[first], params[first + 1] of `path` (0 / 1: sizes, 2 / 3: loop1 strides, 4 / 5: loop2
// strides, each (src, dst)); `ubIndex` is the UB-side one of a stride pair (-1 for the sizes).
inline void CApiSetLoopPair(int path, int first, uint64_t a, uint64_t b, int ubIndex, const char* api,
                            ascsim::kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    XcoreScalarCall(api, loc);
    const uint64_t v[2] = {a, b};
    if (SanitizerEnabled()) {
        for (int k = 0; k < 2; ++k) {
            const bool ub = ubIndex == k, size = ubIndex < 0;
            const uint64_t limit = size || ub ? (uint64_t{1} << 21) : (uint64_t{1} << 40);
            if (v[k] >= limit || (ub && v[k] % 32 != 0)) {
                // rule memcheck.c-loop-range: a C API loop size or stride outside its 950 range (sizes < 2^21, UB-side
                //     strides < 2^21 and 32-byte aligned, GM-side strides < 2^40)
                //   doc: api/SIMD-API/C-API/vector_datamove/asc_set_gm2ub_loop1_stride.md (参数说明)
                //   doc: api/SIMD-API/C-API/vector_datamove/asc_set_ub2gm_loop1_stride.md (参数说明)
                //   doc: api/SIMD-API/C-API/vector_datamove/asc_set_gm2ub_loop_size.md (参数说明)
                Fail(Check::kMemcheck, api,
                     "value " + std::to_string(v[k]) + " is outside its range (" +
                         (size ? "a loop size: [0, 2^21)" :
                          ub   ? "a UB-side stride: [0, 2^21), 32-byte aligned" :
                                 "a GM-side stride: [0, 2^40)") +
                         ")",
                     loc);
            }
        }
    }
    uint64_t p[6];
    XcoreLoopParams(path, p);
    p[first] = a;
    p[first + 1] = b;
    XcoreSetLoopMode(path, p, p[0] > 1 || p[1] > 1, api, loc);
}

// Runs copy(gmOffset, ubOffset) once, or over the loops when the path's loop mode is set.
template <class F>
inline void CApiLoops(int path, const F& copy)
{
    uint64_t lm[6];
    if (!ascsim::kern::XcoreLoopMode(path, lm)) {
        copy(uint64_t{0}, uint64_t{0});
        return;
    }
    const bool toUb = path == kCApiGmToUb; // src is GM on the way in, UB on the way out
    for (uint64_t j = 0; j < (lm[1] == 0 ? 1 : lm[1]); ++j) {
        for (uint64_t i = 0; i < (lm[0] == 0 ? 1 : lm[0]); ++i) {
            const uint64_t src = i * lm[2] + j * lm[4], dst = i * lm[3] + j * lm[5];
            copy(toUb ? src : dst, toUb ? dst : src);
        }
    }
}

} // namespace AscendC::detail

// asc_set_gm2ub_loop_size.md / asc_set_ub2gm_loop_size.md: the inner and outer loop counts.
__aicore__ inline void asc_set_gm2ub_loop_size(uint64_t loop1_size, uint64_t loop2_size,
                                               ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::detail::CApiSetLoopPair(1, 0, loop1_size, loop2_size, -1, "asc_set_gm2ub_loop_size", loc);
}
__aicore__ inline void asc_set_ub2gm_loop_size(uint64_t loop1_size, uint64_t loop2_size,
                                               ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::detail::CApiSetLoopPair(0, 0, loop1_size, loop2_size, -1, "asc_set_ub2gm_loop_size", loc);
}
// The strides between iterations, (source, destination) in bytes: GM -> UB's destination and UB -> GM's
// source are the UB side.
__aicore__ inline void asc_set_gm2ub_loop1_stride(uint64_t loop1_src_stride, uint64_t loop1_dst_stride,
                                                  ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::detail::CApiSetLoopPair(1, 2, loop1_src_stride, loop1_dst_stride, 1, "asc_set_gm2ub_loop1_stride", loc);
}
__aicore__ inline void asc_set_gm2ub_loop2_stride(uint64_t loop2_src_stride, uint64_t loop2_dst_stride,
                                                  ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::detail::CApiSetLoopPair(1, 4, loop2_src_stride, loop2_dst_stride, 1, "asc_set_gm2ub_loop2_stride", loc);
}
__aicore__ inline void asc_set_ub2gm_loop1_stride(uint64_t loop1_src_stride, uint64_t loop1_dst_stride,
                                                  ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::detail::CApiSetLoopPair(0, 2, loop1_src_stride, loop1_dst_stride, 0, "asc_set_ub2gm_loop1_stride", loc);
}
__aicore__ inline void asc_set_ub2gm_loop2_stride(uint64_t loop2_src_stride, uint64_t loop2_dst_stride,
                                                  ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::detail::CApiSetLoopPair(0, 4, loop2_src_stride, loop2_dst_stride, 0, "asc_set_ub2gm_loop2_stride", loc);
}
