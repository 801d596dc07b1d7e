// A block-scope `__ubuf__ T name[N]` of the C API (docs/zh/guide/编程指南/编程模型/AI-Core-SIMD编程/
// 基于指针的C语言编程/C语言编程概述.md, AIV内部存储之Unified Buffer, 静态申请: a fixed-size array in the
// Unified Buffer, 32-byte aligned by the compiler). `__ubuf__` expands to nothing on the CPU, so such an
// array would live on the host stack, outside the emulated UB; the simulator's bisheng rewrites the
// declaration into a reference to this core's UB slot for it:
//     __ubuf__ T (&name)[N] = *::ascsim::asc::UbArrayAt<T[N]>("<file>:<line>:name");
// A block-scope `__ubuf__ T name;` becomes a one-element slot the same way, so that a SIMT block's threads share
// it. Where the slot lies and how it meets TPipe's buffers: core.h, UbArraySlot.
#pragma once

#include <type_traits>

#include "ascendc_sim/core/core.h"

namespace ascsim::asc {

template <typename A>
inline A* UbArrayAt(const char* site, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())
{
    static_assert(std::is_array<A>::value && std::extent<A>::value != 0,
                  "a __ubuf__ array in UB needs a constant size (C语言编程概述.md, 静态申请)");
    return static_cast<A*>(::ascsim::kern::UbArraySlot(site, sizeof(A), loc));
}

// `extern __ubuf__ T name[];` (AI-Core-SIMT编程/内存层级.md, 共享内存 动态申请): the launch's dynamic UB, which the
// simulator's bisheng makes a reference to an array of unknown bound:
//     __ubuf__ T (&name)[] = *::ascsim::asc::DynamicUbArrayAt<T>("<file>:<line>:name");
template <typename T>
inline T (*DynamicUbArrayAt(const char* /*site*/, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()))[]
{
    return static_cast<T(*)[]>(::ascsim::kern::UbDynamicArray(loc));
}

} // namespace ascsim::asc
