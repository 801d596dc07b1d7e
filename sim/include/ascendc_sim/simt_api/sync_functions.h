// The SIMT barrier and memory fences (docs/zh/api/SIMT-API/同步与内存栅栏/; SDK
// include/simt_api/device_sync_functions.h).
#pragma once

#include <atomic>

#include "ascendc_sim/core/source_location.h"
#include "ascendc_sim/lang/simt_threads.h"

// 同步接口/asc_syncthreads.md: waits until every thread of the block has arrived; the memory operations
// before it are then visible to the block. Every thread must reach it (a thread that returns first is a
// synccheck finding: on the chip the block would hang).
inline void asc_syncthreads(::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())
{
    ::ascsim::simt::SyncThreads(loc);
}

// 内存栅栏接口/asc_threadfence.md, asc_threadfence_block.md: the calling thread's earlier memory operations
// become visible, in order, to the grid (the block) before its later ones. The simulator's memory is the
// host's; a sequentially consistent fence gives that order between host threads.
inline void asc_threadfence() { std::atomic_thread_fence(std::memory_order_seq_cst); }
inline void asc_threadfence_block() { std::atomic_thread_fence(std::memory_order_seq_cst); }
