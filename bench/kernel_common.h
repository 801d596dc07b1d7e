// Kernel-side helpers of the benchmark's own kernels: the core's element range and the compute type.
#pragma once

#include <algorithm>
#include <type_traits>

#include "kernel_operator.h"
#include "kernel_tiling.h"

namespace bench {

// bfloat16 has no Mul/Muls/Sqrt/Div/Rsqrt on 950 (Reg矢量计算接口理论性能汇总.md lists no bf16 rows):
// every benchmark kernel widens it to float. half and float compute in their own type unless a
// variant says otherwise.
template <typename T>
using NativeComputeT = std::conditional_t<std::is_same_v<T, bfloat16_t>, float, T>;

// [start, start + len) of this core; len 0 when the core has nothing to do.
__aicore__ inline void CoreRange(const EltwiseTiling& t, int64_t* start, int64_t* len)
{
    *start = AscendC::GetBlockIdx() * t.perCore;
    *len = *start >= t.total ? 0 : std::min(t.perCore, t.total - *start);
}

template <typename T>
__aicore__ inline AscendC::DataCopyExtParams CopyParams(int64_t n)
{
    return AscendC::DataCopyExtParams{1, static_cast<uint32_t>(n * sizeof(T)), 0, 0, 0};
}

template <typename T>
__aicore__ inline AscendC::DataCopyPadExtParams<T> NoPad()
{
    return AscendC::DataCopyPadExtParams<T>{false, 0, 0, static_cast<T>(0)};
}

} // namespace bench
