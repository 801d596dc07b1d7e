// The run-time rules of the cooperative groups (ascendc_sim/simt_api/cooperative_groups.h, cooperative_groups_tile.h)
// and a tile's rendezvous.
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
             "the block_tile_memory lies on the thread's stack: it must be in Global Memory or the Unified Buffer", loc,
             "", reinterpret_cast<uintptr_t>(scratch), 0);
    }
}

void CheckTileSize(unsigned long long size, unsigned long long parentSize, bool runtime, kern::SrcLoc loc)
{
    if (!InSimtThread()) {
        return;
    }
    const bool powerOfTwo = size != 0 && (size & (size - 1)) == 0;
    if (runtime && (!powerOfTwo || size > 32)) {
        // rule memcheck.simt-cg-tile-size: tiled_partition of a tile size the page does not allow: the run-time form
        //     with a size above 32 or not a power of two, or a template Size that does not divide its parent
        //   doc: api/SIMT-API/协作组/tiled_partition.md (约束说明)
        //   sdk: impl/simt_api/cooperative_groups_impl.h (create_tiled_group: traps on a run-time size that is 0,
        //     above 32 or not a power of two; a parent of fewer threads, or the block's last threads, make one
        //     smaller tile)
        //   choice: the page asks the template form's parent to be a multiple of Size (undefined otherwise); the
        //     sanitizer fails the launch on either
        Fail(Check::kMemcheck, "tiled_partition",
             "tilesz " + std::to_string(size) +
                 ": the run-time tiled_partition makes tiles of 1, 2, 4, 8, 16 or 32 "
                 "threads",
             loc);
    }
    if (!runtime && parentSize % size != 0) {
        // see rule memcheck.simt-cg-tile-size
        Fail(Check::kMemcheck, "tiled_partition",
             "tiles of " + std::to_string(size) + " threads do not divide the parent group's " +
                 std::to_string(parentSize) + " threads",
             loc);
    }
}

void WarpRendezvous(kern::SrcLoc loc) { (void)WarpGather(0, loc); }

} // namespace ascsim::simt
