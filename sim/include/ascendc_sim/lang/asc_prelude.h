// Force-included by the simulator's bisheng (sim/tools/bisheng) into every .asc translation unit:
// what the real bisheng provides without any #include (docs/zh/guide/编程指南/语言扩展层/
// SIMD-BuiltIn关键字.md): the function execution space qualifiers, the built-in variables
// block_idx / block_num, and the <<<numBlocks, dynUBufSize, stream>>> launch, which the driver
// rewrites into a call of ascsim::asc::KernelLaunch (kernel_launch.h), and the C API's block-scope
// `__ubuf__ T name[N]` arrays, which it places in the core's UB (ub_array.h). __NPU_ARCH__ (3510) is
// defined by the driver on its command line.
#pragma once

#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/lang/vf_keywords.h"
#include "ascendc_sim/lang/kernel_launch.h"
#include "ascendc_sim/lang/ub_array.h"
#include "ascendc_sim/lang/simt_prelude.h"

// __vector__ marks a kernel that runs on AI Vector cores (SIMD-BuiltIn关键字.md, 函数执行空间限定符);
// __cube__ and __mix__ kernels need AI Cube cores, which the simulator does not emulate: they compile,
// and their launch is refused at run time only if they use cube APIs (there are none in the sim).
#ifndef __vector__
#define __vector__
#endif

// block_idx: the logical core ID of the running core, in [0, block_num - 1]; block_num: numBlocks of
// the launch (核函数.md, "block_idx和block_num"). Built-in variables on the NPU; read-only values here.
#define block_idx (::ascsim::asc::BuiltinBlockIdx())
#define block_num (::ascsim::asc::BuiltinBlockNum())
