// Which of the UB reserves a kernel's build hands back to the kernel (架构规格/NPU架构版本3510.md,
// 编译选项): --cce-disable-vf-stack-reserved-ubuf frees the 6 KB SIMD VF stack, and
// --cce-disable-asc-reserved-ubuf the 2 KB Ascend C reserve. The compiler defines the macros the SDK
// tests (include/utils/base/sys_constants.h: ASC_UB_SIZE = 248 KB plus what is freed); the
// simulator's bisheng defines the same ones. A launch carries the value of the file that launches
// or registers the kernel (lang/kernel_launch.h, launch/kernel_registry.h), as a macro so that no
// inline definition differs between files built with different options.
#pragma once

#include <cstdint>

#if defined(__ASC_DISABLE_VF_STACK_RESERVED__)
#define ASCSIM_UB_VF_STACK_FREED 1u
#else
#define ASCSIM_UB_VF_STACK_FREED 0u
#endif
#if defined(__ASC_DISABLE_RESERVED_UBUF__)
#define ASCSIM_UB_ASC_RESERVE_FREED 2u
#else
#define ASCSIM_UB_ASC_RESERVE_FREED 0u
#endif
// The freed reserves as core.h's UbReserves bits (kUbVfStackFreed | kUbAscReserveFreed).
#define ASCSIM_UB_RESERVES_FREED static_cast<uint8_t>(ASCSIM_UB_VF_STACK_FREED | ASCSIM_UB_ASC_RESERVE_FREED)
