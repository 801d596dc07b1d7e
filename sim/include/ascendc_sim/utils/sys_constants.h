// The on-chip buffer sizes of arch 3510 (SDK utils/base/sys_constants.h, the __NPU_ARCH__ == 3510 branch;
// 架构规格/NPU架构版本3510.md): ASC_UB_SIZE is the UB a kernel gets, 248 KB plus the reserves its build
// frees (--cce-disable-asc-reserved-ubuf: 2 KB, --cce-disable-vf-stack-reserved-ubuf: 6 KB), the same
// contract as the sim's UB (core/core.h UbKernelBytes, lang/ub_reserves.h: the macros these read). The
// other buffers belong to the Cube core, which the sim does not emulate; their sizes are the SDK's.
#pragma once

#include <cstdint>

#include "ascendc_sim/lang/ub_reserves.h"

constexpr uint64_t ASC_UB_SIZE = 248 * 1024 + (ASCSIM_UB_ASC_RESERVE_FREED != 0u ? 2 * 1024 : 0) +
                                 (ASCSIM_UB_VF_STACK_FREED != 0u ? 6 * 1024 : 0);
constexpr uint64_t ASC_L1_SIZE = 512 * 1024;
constexpr uint64_t ASC_L0A_SIZE = 64 * 1024;
constexpr uint64_t ASC_L0B_SIZE = 64 * 1024;
constexpr uint64_t ASC_L0C_SIZE = 256 * 1024;
constexpr uint64_t ASC_BT_SIZE = 4 * 1024;
