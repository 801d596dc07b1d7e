// __launch_bounds__(N) of a SIMT kernel (SIMT编程简介/扩展语法/核函数配置.md, __launch_bounds__(N)): the most
// threads per block the kernel is compiled for, 1024 without it; N lies in [1, 2048] and a launch's
// threads_per_block.x * .y * .z must not exceed it. bisheng starts each SIMT kernel's body with
// CheckLaunchBounds(N) (N = 0 without the qualifier; tools/bisheng/simt_gm_rewriter.h), which every thread runs.
#pragma once

#include "ascendc_sim/core/source_location.h"

namespace ascsim::simt {

void CheckLaunchBounds(long long n, kern::SrcLoc loc = kern::SrcLoc::Here());

} // namespace ascsim::simt
