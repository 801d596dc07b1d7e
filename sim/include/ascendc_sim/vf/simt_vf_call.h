// asc_vf_call<funcPtr>(dim3 threadNums, args...): a SIMD kernel starts a SIMT VF of threadNums threads on its
// core (docs/zh/api/SIMT-API/SIMD与SIMT混合编程简介/扩展语法/核函数配置-147.md, asc_vf_call调用; SDK
// simt_api/common_functions.h). The grid of a mixed kernel is one-dimensional: gridDim.x is the launch's
// block_num and blockIdx.x the core's block_idx (same page, <<<>>>调用). Each thread calls funcPtr with the
// arguments as lvalues (a by-value parameter gets the thread's own copy). As for the SIMD asc_vf_call
// (vf/vf_scope.h), a report names the launch, not the line: a parameter pack leaves no room for the
// defaulted call-site argument the other APIs take.
#pragma once

#include <utility>

#include "ascendc_sim/core/source_location.h"
#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/lang/dim3.h"
#include "ascendc_sim/lang/simt_raw_gm.h"
#include "ascendc_sim/lang/simt_threads.h"

namespace ascsim::simt {

// Checks that a SIMT VF may start here with `threads` threads, then runs them (lang/simt_threads.h).
void RunSimtVf(const dim3& threads, const ThreadBody& body, kern::SrcLoc loc);

} // namespace ascsim::simt

template <auto funcPtr, typename... Args>
__aicore__ inline void asc_vf_call(dim3 threadNums, Args&&... args)
{
    ::ascsim::simt::NoteRawGmPointers(args...);
    ::ascsim::simt::RunSimtVf(
        threadNums, [&]() { funcPtr(args...); }, ::ascsim::kern::SrcLoc{});
}
