// The C API's 16 x 16 transpose, SDK include/c_api/vector_compute/vector_compute.h, in its Ascend 950 form
// (docs/zh/api/SIMD-API/C-API/vector_compute/asc_transpose.md, which lists 950PR/950DT as supported):
//   asc_transpose(dst, src)       one 16 x 16 block of 2-byte elements (512 bytes), dst[j][i] = src[i][j]
//   asc_transpose_sync(dst, src)  the same, then every pipe is ordered after it ("同步计算")
// int16_t and uint16_t only (the page's prototypes). 约束说明: dst and src 32-byte aligned, the general
// overlap rule (通用说明和约束.md, 通用地址重叠约束). It runs on the engine of the C++ Transpose
// (engine/transpose_engine.h, Transpose16): the same alignment / overlap / bounds checks, V-pipe
// declarations, written state and timing (256 bytes per cycle); findings name asc_transpose (the _sync
// form issues the same instruction, then its barrier).
#pragma once

#include <cstdint>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/engine/gm_ub_copy_engine.h"
#include "ascendc_sim/engine/transpose_engine.h"
#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/types/ub_operand.h"

namespace AscendC::detail {

template <typename T>
inline void CApiTranspose(T* dst, T* src, bool sync, ascsim::kern::SrcLoc loc)
{
    Transpose16<T>(ascsim::ops::AscTranspose::kName, loc, UbOperand<T>::FromUbPointer(dst),
                   UbOperand<T>::FromUbPointer(src));
    if (sync) {
        RawWaitForPipe(ascsim::kern::Pipe::V);
    }
}

} // namespace AscendC::detail

#define ASCSIM_C_API_TRANSPOSE(T)                                                                      \
    __aicore__ inline void asc_transpose(__ubuf__ T* dst, __ubuf__ T* src,                             \
                                         ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())      \
    {                                                                                                  \
        AscendC::detail::CApiTranspose<T>(dst, src, false, loc);                                       \
    }                                                                                                  \
    __aicore__ inline void asc_transpose_sync(__ubuf__ T* dst, __ubuf__ T* src,                        \
                                              ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here()) \
    {                                                                                                  \
        AscendC::detail::CApiTranspose<T>(dst, src, true, loc);                                        \
    }
ASCSIM_C_API_TRANSPOSE(int16_t)
ASCSIM_C_API_TRANSPOSE(uint16_t)
#undef ASCSIM_C_API_TRANSPOSE
