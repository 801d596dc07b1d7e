// Mutex: an intra-core lock between pipes (docs/zh/api/SIMD-API/基础API/同步控制/核内同步/Mutex(ISASI).md,
// Lock.md, Unlock.md, AllocMutexID-(ISASI).md, ReleaseMutexID-(ISASI).md; include/basic_api/kernel_common.h).
// "Mutex用于核内异步流水指令之间的同步控制": Lock<pipe>(id) makes the pipe's later instructions wait for
// the instructions issued before the previous Unlock of the id (on whichever pipe), Unlock<pipe>(id)
// releases it once the pipe's earlier instructions are done. synccheck: Lock / Unlock of one id must
// strictly alternate on the same pipe (a second Lock before the Unlock would make the pipe wait for
// itself: reported as a deadlock), an id outside [0, 27], exhausted or unknown ids, a Lock left at
// kernel exit. Docs-silent choices: the ids are 0..27 as the 3510 implementation's MAX_MUTEXID; the
// sim does not count the ids the 3510 TPipe takes for its own queue buffers from the same pool.
#pragma once

#include <cstdint>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/types/enums.h"
#include "ascendc_sim/basic_api/sync/sync.h"

namespace AscendC {

using MutexID = uint8_t;

class Mutex {
public:
    template <pipe_t pipe>
    static __aicore__ inline void Lock(MutexID id, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        static_assert(detail::PipeModelled(pipe) && pipe != PIPE_ALL,
                      "the sim models the vector-core pipes S, V, MTE2, MTE3 only");
        ascsim::kern::MutexLock(detail::ToPipe(pipe), id, loc);
    }

    template <pipe_t pipe>
    static __aicore__ inline void Unlock(MutexID id, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        static_assert(detail::PipeModelled(pipe) && pipe != PIPE_ALL,
                      "the sim models the vector-core pipes S, V, MTE2, MTE3 only");
        ascsim::kern::MutexUnlock(detail::ToPipe(pipe), id, loc);
    }
};

// AllocMutexID-(ISASI).md: the lowest free id.
__aicore__ inline MutexID AllocMutexID(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    return ascsim::kern::MutexAllocId(loc);
}

// ReleaseMutexID-(ISASI).md.
__aicore__ inline void ReleaseMutexID(MutexID id, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::kern::MutexReleaseId(id, loc);
}

} // namespace AscendC
