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
//   asc_sync_mte2(id) / asc_sync_mte3(id) (asc_sync_mte2.md, asc_sync_mte3.md, "针对PIPE_MTE2/MTE3流水线执行
//       同步操作"; the pages' examples then compute on / reuse what the copy moved with no other sync):
//       every pipe's later instructions wait for the pipe's earlier ones. The pages do not say what `id`
//       selects: the sim orders the same whatever its value and consumes no SetFlag / WaitFlag event.
//   asc_sync_inter_arrive / asc_sync_inter_wait(pipe, flag_id) (asc_sync_inter_arrive.md, _wait.md, "组间block的
//       信号同步"): one counter per flag_id for the whole launch; arrive releases `pipe`'s issued work and adds 1,
//       wait blocks while it is 0, then takes 1 and `pipe` acquires that arrival (cross_core.h XcoreFlagArrive /
//       XcoreFlagWait): core A's arrive orders core B's wait. A wait no core will satisfy is the deadlock finding.
//   asc_sync_block_* ("组内block和subblock间") / asc_sync_subblock_* ("组内subblock间"): the same, with a counter
//       per AI Core (group); the sim runs kernels as KERNEL_TYPE_AIV_ONLY (one vector core a group,
//       asc_get_sub_block_num() 1), so a group is the core itself. The block page's kernel-type rule
//       (KERNEL_TYPE_MIX_AIV_1_0 for pure vector code) is not checked: the sim has no kernel types.
//   flag_id outside [0, 15] is a synccheck finding, as a 16th arrival the counter would overflow with.
// asc_sync_intra_* (block-internal AIC <-> AIV flags) is out of scope: api_out_of_scope.tsv.
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

namespace AscendC::detail {
// Every pipe of the core acquires what `producer` has issued so far (a scalar wait on it, after which
// the scalar unit issues the rest).
inline void CApiAllWaitFor(ascsim::kern::Pipe producer, const char* api, ascsim::kern::SrcLoc loc)
{
    ascsim::kern::XcoreScalarCall(api, loc);
    const ascsim::kern::SyncToken token = ascsim::kern::Snapshot(producer);
    for (auto p : {ascsim::kern::Pipe::S, ascsim::kern::Pipe::V, ascsim::kern::Pipe::MTE2, ascsim::kern::Pipe::MTE3}) {
        ascsim::kern::Acquire(p, token);
    }
}
} // namespace AscendC::detail

// asc_sync_mte2.md: later instructions wait for the GM -> UB copies issued so far.
__aicore__ inline void asc_sync_mte2(int id, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    (void)id;
    AscendC::detail::CApiAllWaitFor(ascsim::kern::Pipe::MTE2, "asc_sync_mte2", loc);
}

// asc_sync_mte3.md: later instructions wait for the UB -> GM copies issued so far.
__aicore__ inline void asc_sync_mte3(int id, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    (void)id;
    AscendC::detail::CApiAllWaitFor(ascsim::kern::Pipe::MTE3, "asc_sync_mte3", loc);
}

namespace AscendC::detail {
// Scope of a C API flag counter (cross_core.h XcoreFlagArrive): the launch, or one group (AI Core). The key's
// top byte is the scope; cross_core.cpp reads 1 (kInter) as the one whose waits need every block resident.
enum class CApiFlagScope : uint64_t { kInter = 1, kBlock = 2, kSubblock = 3 };

inline uint64_t CApiFlagKey(CApiFlagScope scope, int64_t flag_id, const char* api, ascsim::kern::SrcLoc loc)
{
    if ((flag_id < 0 || flag_id > 15) && ascsim::kern::InsideKernel() && ascsim::kern::SanitizerEnabled()) {
        // rule synccheck.c-flag-id: a C API inter-core flag_id outside [0, 15]
        //   doc: api/SIMD-API/C-API/sync/asc_sync_block_arrive.md (参数说明)
        //   doc: api/SIMD-API/C-API/sync/asc_sync_inter_wait.md (参数说明)
        ascsim::kern::Fail(ascsim::kern::Check::kSynccheck, api,
                           "flag_id " + std::to_string(flag_id) + " is outside [0, 15]", loc);
    }
    const uint64_t group = scope == CApiFlagScope::kInter ? 0 : ascsim::kern::CurrentBlockIdx();
    return (static_cast<uint64_t>(scope) << 56) | (group << 8) | (static_cast<uint64_t>(flag_id) & 0xff);
}

inline void CApiArrive(CApiFlagScope scope, pipe_t pipe, int64_t flag_id, const char* api, ascsim::kern::SrcLoc loc)
{
    const auto p = CApiPipe(pipe, api, loc);
    ascsim::kern::XcoreFlagArrive(CApiFlagKey(scope, flag_id, api, loc), static_cast<int>(p), api, loc);
}

inline void CApiWait(CApiFlagScope scope, pipe_t pipe, int64_t flag_id, const char* api, const char* arrive,
                     ascsim::kern::SrcLoc loc)
{
    const auto p = CApiPipe(pipe, api, loc);
    ascsim::kern::XcoreFlagWait(CApiFlagKey(scope, flag_id, api, loc), static_cast<int>(p), api, loc,
                                std::string(api) + "(" + std::to_string(flag_id) + ") waits for an " + arrive +
                                    " of flag " + std::to_string(flag_id) + " that no core will make");
}
} // namespace AscendC::detail

#define ASCSIM_CAPI_FLAG_PAIR(kind, scope)                                                                            \
    __aicore__ inline void asc_sync_##kind##_arrive(pipe_t pipe, int64_t flag_id,                                     \
                                                    ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())          \
    {                                                                                                                 \
        AscendC::detail::CApiArrive(scope, pipe, flag_id, "asc_sync_" #kind "_arrive", loc);                          \
    }                                                                                                                 \
    __aicore__ inline void asc_sync_##kind##_wait(pipe_t pipe, int64_t flag_id,                                       \
                                                  ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())            \
    {                                                                                                                 \
        AscendC::detail::CApiWait(scope, pipe, flag_id, "asc_sync_" #kind "_wait", "asc_sync_" #kind "_arrive", loc); \
    }
ASCSIM_CAPI_FLAG_PAIR(inter, AscendC::detail::CApiFlagScope::kInter)
ASCSIM_CAPI_FLAG_PAIR(block, AscendC::detail::CApiFlagScope::kBlock)
ASCSIM_CAPI_FLAG_PAIR(subblock, AscendC::detail::CApiFlagScope::kSubblock)
#undef ASCSIM_CAPI_FLAG_PAIR
