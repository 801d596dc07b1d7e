// Force-included by the simulator's bisheng (sim/tools/bisheng) into every .asc translation unit:
// what the real bisheng provides without any #include (docs/zh/guide/编程指南/语言扩展层/
// SIMD-BuiltIn关键字.md): the function execution space qualifiers, the built-in variables
// block_idx / block_num, the built-in constant g_coreType with ASCEND_IS_AIV / ASCEND_IS_AIC (core_type.h),
// and the <<<numBlocks, dynUBufSize, stream>>> launch, which the driver
// rewrites into a call of ascsim::asc::KernelLaunch (kernel_launch.h), and the C API's block-scope
// `__ubuf__ T name[N]` arrays, which it places in the core's UB (ub_array.h). __NPU_ARCH__ (3510) is
// defined by the driver on its command line.
#pragma once

#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/lang/core_type.h"
#include "ascendc_sim/lang/scalar_builtins.h"
#include "ascendc_sim/lang/vf_keywords.h"
#include "ascendc_sim/lang/kernel_launch.h"
#include "ascendc_sim/lang/ub_array.h"
#include "ascendc_sim/lang/simt_prelude.h"

// Kernel qualifiers of SIMD-BuiltIn关键字.md (函数执行空间限定符): __vector__ marks a kernel that runs on
// AI Vector cores only, __cube__ one that runs on AI Cube cores only, __schedmode__(mode) the launch's
// scheduling mode (0 normal, 1 batch: whether a launch waits until all the cores it needs are free; the
// sim runs one launch at a time, so both modes run alike). The sim emulates vector cores: a __cube__
// kernel compiles (a program may hold one it does not launch on every path) and runs only as far as the
// APIs it calls exist here; the cube unit's own (Mmad, the L0 buffers) do not (sim/docs/api_out_of_scope.tsv).
// __mix__(cube, vec) is not defined: a mixed launch's block_idx (the same on the vector cores of one
// group) is not emulated, and a compile error naming the qualifier is better than wrong indices.
#ifndef __vector__
#define __vector__
#endif
#ifndef __cube__
#define __cube__
#endif
#ifndef __schedmode__
#define __schedmode__(mode)
#endif

// block_idx: the logical core ID of the running core, in [0, block_num - 1]; block_num: numBlocks of
// the launch (核函数.md, "block_idx和block_num"). Built-in variables on the NPU; read-only values here.
#define block_idx (::ascsim::asc::BuiltinBlockIdx())
#define block_num (::ascsim::asc::BuiltinBlockNum())
