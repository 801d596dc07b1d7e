// The C API's intra-core synchronisation, SDK include/c_api/sync/sync.h (docs/zh/api/SIMD-API/C-API/
// sync/: asc_sync_notify.md, asc_sync_wait.md, asc_sync_pipe.md, asc_sync.md, asc_sync_vec.md,
// asc_lock.md, asc_unlock.md). They feed synccheck exactly as the C++ API's SetFlag / WaitFlag /
// PipeBarrier / Mutex::Lock / Unlock do (core.h SetFlag, WaitFlag, Barrier, BarrierAll; cross_core.h
// MutexLock / MutexUnlock), with the pipes of types/pipes.h.
//   asc_sync_notify(pipe, tpipe, id) / asc_sync_wait(pipe, tpipe, id): SetFlag / WaitFlag of the pair.
//   asc_sync_pipe(pipe): PipeBarrier of one pipe, PIPE_ALL every pipe; PIPE_S is refused as the SDK's
//       3510 PipeBarrier refuses it.
//   asc_sync() ("等待所有流水线操作完成") and asc_sync_vec() ("针对所有流水线执行同步操作"): every pipe.
//   asc_lock / asc_unlock(pipe, mutex_id[, mode]): ASC_LOCK_BLOCK is Mutex::Lock / Unlock. The sim's
//       choice for ASC_LOCK_NON_BLOCK ("不阻塞pipe对应流水线的执行"): it orders nothing, so it is not
//       recorded at all (a hazard it would leave stays a finding).
// Docs-silent choices: a pipe the vector core lacks (PIPE_M, PIPE_MTE1, PIPE_FIX) is a synccheck finding;
// mutex ids follow the C++ Mutex's range (0..27): the C API page's [0, 31] ids 28-31 are reported.
//   asc_sync_data_barrier(mem_dsb_t) (asc_sync_data_barrier.md, "用于解决Scalar的内存依赖"): as the C++
//       DataSyncBarrier, it orders nothing further in the sim, whose scalar accesses complete when issued.
//       mem_dsb_t is the compiler's enumeration on the NPU; the sim declares it with DataSyncBarrier's
//       MemDsbT order (ALL, DDR, UB, SEQ), unscoped so that `mem_dsb_t::DSB_ALL` and `DSB_ALL` both name it.
// Not yet: asc_sync_mte2 / asc_sync_mte3 (their pages do not say what the id selects), the inter-core forms.
#pragma once

#include <cstdint>
#include <string>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/types/enums.h"
#include "ascendc_sim/types/pipes.h"

enum ascMutexExecuteMode { ASC_LOCK_BLOCK = 0, ASC_LOCK_NON_BLOCK = 1 };
enum mem_dsb_t : uint8_t { DSB_ALL = 0, DSB_DDR = 1, DSB_UB = 2, DSB_SEQ = 3 };

namespace AscendC::detail {
// The vector-core pipe of a C API sync argument; a pipe the core lacks is a finding.
inline ascsim::kern::Pipe CApiPipe(pipe_t p, const char* api, ascsim::kern::SrcLoc loc)
{
    if (!PipeModelled(p) && ascsim::kern::InsideKernel()) {
        // rule synccheck.c-api-pipe: a C API synchronisation naming a pipe the vector core does not have (PIPE_M,
        //     PIPE_MTE1, PIPE_FIX), or PIPE_S in asc_sync_pipe
        //   doc: api/SIMD-API/C-API/sync/asc_sync_notify.md (参数说明)
        //   choice: the sim emulates vector cores only (S, V, MTE2, MTE3); PIPE_S has no barrier on 3510, as the C++
        //       PipeBarrier<PIPE_S> is refused by the SDK's 3510 implementation
        ascsim::kern::Fail(ascsim::kern::Check::kSynccheck, api,
                           "pipe " + std::to_string(static_cast<int>(p)) +
                               " is not a pipe of the vector core (PIPE_S, PIPE_V, PIPE_MTE2, PIPE_MTE3)",
                           loc);
    }
    return ToPipe(p);
}
} // namespace AscendC::detail

// asc_sync_notify.md: the source pipe signals event `id` to the target pipe (SetFlag). The page writes
// `event_t id`, but the SDK's asc_sync_notify / asc_sync_wait are macros onto the compiler's set_flag /
// wait_flag (include/c_api/sync/sync.h), which official code calls with an int32_t id (the ping-pong
// `eventID = i & 1 ? EVENT_ID1 : EVENT_ID0`): the id is an integer here, and event_t converts to it.
__aicore__ inline void asc_sync_notify(pipe_t pipe, pipe_t tpipe, int32_t id,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    const auto src = AscendC::detail::CApiPipe(pipe, "asc_sync_notify", loc);
    const auto dst = AscendC::detail::CApiPipe(tpipe, "asc_sync_notify", loc);
    ascsim::kern::SetFlag(src, dst, id, loc);
}

// asc_sync_wait.md: the target pipe waits for the matching asc_sync_notify (WaitFlag).
__aicore__ inline void asc_sync_wait(pipe_t pipe, pipe_t tpipe, int32_t id,
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    const auto src = AscendC::detail::CApiPipe(pipe, "asc_sync_wait", loc);
    const auto dst = AscendC::detail::CApiPipe(tpipe, "asc_sync_wait", loc);
    ascsim::kern::WaitFlag(src, dst, id, loc);
}

// asc_sync_pipe.md: later instructions of `pipe` wait for its earlier ones; PIPE_ALL for every pipe's.
__aicore__ inline void asc_sync_pipe(pipe_t pipe, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    if (pipe == PIPE_ALL) {
        ascsim::kern::BarrierAll(loc);
        return;
    }
    if (pipe == PIPE_S && ascsim::kern::InsideKernel()) {
        // see rule synccheck.c-api-pipe
        ascsim::kern::Fail(ascsim::kern::Check::kSynccheck, "asc_sync_pipe",
                           "asc_sync_pipe(PIPE_S): the scalar pipe has no barrier on Ascend 950", loc);
    }
    ascsim::kern::Barrier(AscendC::detail::CApiPipe(pipe, "asc_sync_pipe", loc), loc);
}

// asc_sync.md: wait for every pipe.
__aicore__ inline void asc_sync(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::kern::BarrierAll(loc);
}

// asc_sync_vec.md: synchronise every pipe.
__aicore__ inline void asc_sync_vec(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::kern::BarrierAll(loc);
}

// asc_lock.md / asc_unlock.md: the intra-core mutex between pipes.
__aicore__ inline void asc_lock(pipe_t pipe, uint8_t mutex_id, const ascMutexExecuteMode mode,
                                ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    const auto p = AscendC::detail::CApiPipe(pipe, "asc_lock", loc);
    if (mode == ASC_LOCK_BLOCK) {
        ascsim::kern::MutexLock(p, mutex_id, loc);
    }
}
__aicore__ inline void asc_lock(pipe_t pipe, uint8_t mutex_id, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    asc_lock(pipe, mutex_id, ASC_LOCK_BLOCK, loc);
}
__aicore__ inline void asc_unlock(pipe_t pipe, uint8_t mutex_id, const ascMutexExecuteMode mode,
                                  ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    const auto p = AscendC::detail::CApiPipe(pipe, "asc_unlock", loc);
    if (mode == ASC_LOCK_BLOCK) {
        ascsim::kern::MutexUnlock(p, mutex_id, loc);
    }
}
__aicore__ inline void asc_unlock(pipe_t pipe, uint8_t mutex_id,
                                  ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    asc_unlock(pipe, mutex_id, ASC_LOCK_BLOCK, loc);
}

// asc_sync_data_barrier.md: the scalar unit waits for its earlier memory accesses.
__aicore__ inline void asc_sync_data_barrier(mem_dsb_t arg, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    (void)arg;
    ascsim::kern::XcoreScalarCall("asc_sync_data_barrier", loc);
}
