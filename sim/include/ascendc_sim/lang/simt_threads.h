// The SIMT thread runner: runs the threads of one thread block on the core that runs the block
// (docs/zh/api/SIMT-API/SIMT编程简介/编程模型.md, 线程架构). Every thread runs the same body with its own
// threadIdx; a thread runs to its end or to a block barrier, so a block with no barrier runs its threads one
// after another on one stack, and a barrier suspends each arriving thread (a fiber with its own stack) until
// every thread of the block has arrived.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>

#include "ascendc_sim/core/source_location.h"
#include "ascendc_sim/lang/dim3.h"

namespace ascsim::simt {

using ThreadBody = std::function<void()>;

// Runs `body` once for each of the block.x * block.y * block.z threads of the block at `blockIndex` of a grid
// of `grid` blocks, with threadIdx, blockIdx, blockDim and gridDim set for each. A finding of any thread stops
// the block (the threads suspended at a barrier are unwound) and is rethrown here.
void RunSimtBlock(const dim3& grid, const dim3& block, const dim3& blockIndex, const ThreadBody& body);

// asc_syncthreads: the calling thread waits until every thread of its block has arrived.
void SyncThreads(kern::SrcLoc loc);

// Whether the caller runs as a SIMT thread (inside RunSimtBlock).
bool InSimtThread();

// The stack the calling SIMT thread runs on (its local memory, for __isLocal and the __cvta_* functions):
// false outside a SIMT thread.
bool CurrentThreadStack(const void** low, size_t* bytes);

// The warp functions' exchange (SIMT-API/Warp函数/Warp函数简介.md): a block's threads form warps of 32 by linear
// thread number. The calling lane waits until every live lane of its warp has reached a warp function, the
// block barrier, or its end; the lanes that reached a warp function at the same call site are that
// function's active lanes (a divergent warp runs each path's lanes as one group) and see each other's values.
struct WarpView {
    uint32_t lane = 0;   // the caller's lane (laneid)
    uint32_t active = 0; // bit l: lane l took part
    uint64_t values[32] = {};
};
WarpView WarpGather(uint64_t value, kern::SrcLoc site);

} // namespace ascsim::simt
