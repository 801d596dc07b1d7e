// The this_thread_block(block_tile_memory&) rules of ascendc_sim/simt_api/cooperative_groups.h.
#include <string>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/lang/simt_builtins.h"
#include "ascendc_sim/lang/simt_threads.h"
#include "ascendc_sim/simt_api/address_space_functions.h"
#include "ascendc_sim/simt_api/cooperative_groups.h"
#include "simt/dim_math.h"

namespace ascsim::simt {

using kern::Check;
using kern::Fail;

void CheckBlockTileMemory(const void* scratch, unsigned int maxBlockSize, kern::SrcLoc loc)
{
    if (!InSimtThread()) {
        return; // called as a plain function: no block to check against
    }
    const unsigned long long threads = Volume(blockDim);
    if (threads > maxBlockSize) {
        // rule memcheck.simt-cg-block-size: this_thread_block(scratch) in a block of more threads than the
        //     block_tile_memory's MaxBlockSize
        //   doc: api/SIMT-API/协作组/thread_block/thread_block构造函数.md (约束说明)
        //   choice: the page calls it undefined behaviour (the scratch has fewer exchange slots than warps); the
        //     sanitizer fails the launch
        Fail(Check::kMemcheck, "this_thread_block",
             "threads_per_block " + DimText(blockDim) + " " + HoldsText(blockDim, "threads") +
                 ": more than the block_tile_memory's MaxBlockSize " + std::to_string(maxBlockSize),
             loc);
    }
    const space_detail::Space space = space_detail::Classify(scratch);
    if (space == space_detail::Space::kLocal) {
        // rule memcheck.simt-cg-scratch-space: this_thread_block(scratch) with a block_tile_memory on a thread's
        //     stack
        //   doc: api/SIMT-API/协作组/thread_block/thread_block构造函数.md (约束说明)
        //   choice: the page asks for an object in Global Memory or the Unified Buffer, as every thread of the
        //     block must share it; one on the stack is each thread's own
        Fail(Check::kMemcheck, "this_thread_block",
             "the block_tile_memory lies on the thread's stack: it must be in Global Memory or the Unified Buffer",
             loc, "", reinterpret_cast<uintptr_t>(scratch), 0);
    }
}

} // namespace ascsim::simt
