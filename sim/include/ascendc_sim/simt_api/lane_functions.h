// The Lane-ID functions (docs/zh/api/SIMT-API/Warp函数/Lane-ID类函数/; SDK include/simt_api/device_functions.h):
// a thread's lane is its linear thread number in the block modulo 32 (Warp函数简介.md: warps of 32 threads by
// linear thread number; 内置变量.md: the linear number is x + y * blockDim.x + z * blockDim.x * blockDim.y).
#pragma once

#include <cstdint>

#include "ascendc_sim/lang/simt_builtins.h"

// laneid.md: the lane, 0 to 31.
inline int32_t laneid()
{
    const uint32_t linear = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
    return static_cast<int32_t>(linear % 32u);
}

namespace ascsim::simt::detail {
// The bits of the lanes below the caller's (lanemask_lt), as an int32_t.
inline uint32_t LanesBelow() { return (1u << static_cast<uint32_t>(laneid())) - 1u; }
} // namespace ascsim::simt::detail

// lanemask_eq.md / lanemask_lt.md / lanemask_le.md / lanemask_gt.md / lanemask_ge.md: the bits of the lanes
// equal to, below, up to, above, from the caller's lane.
inline int32_t lanemask_eq() { return static_cast<int32_t>(1u << static_cast<uint32_t>(laneid())); }
inline int32_t lanemask_lt() { return static_cast<int32_t>(::ascsim::simt::detail::LanesBelow()); }
inline int32_t lanemask_le()
{
    return static_cast<int32_t>(::ascsim::simt::detail::LanesBelow() | (1u << static_cast<uint32_t>(laneid())));
}
inline int32_t lanemask_gt()
{
    return static_cast<int32_t>(~(::ascsim::simt::detail::LanesBelow() | (1u << static_cast<uint32_t>(laneid()))));
}
inline int32_t lanemask_ge() { return static_cast<int32_t>(~::ascsim::simt::detail::LanesBelow()); }
