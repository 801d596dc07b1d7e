// Mutex, the intra-core lock between pipes (mutex.h; 同步控制/核内同步/Mutex(ISASI).md, Lock.md,
// Unlock.md, AllocMutexID-(ISASI).md, ReleaseMutexID-(ISASI).md): ids, Lock / Unlock, the exit check.
#include <cstdint>
#include <string>

#include "ascendc_sim/core/cross_core.h"
#include "core/core_state.h"
#include "xcore/xcore.h"
#include "xcore/xcore_internal.h"

namespace ascsim::kern {

namespace {
constexpr uint8_t kMaxMutexId = 27; // MAX_MUTEXID (impl/basic_api/kernel_event.h)

XcoreCore::MutexSlot& MutexSlotOf(CoreState& core, uint8_t id, const char* api, SrcLoc loc)
{
    if (id > kMaxMutexId) {
        // rule synccheck.mutex-id: a MutexID outside [0, 27], exhausted, or released without AllocMutexID
        //   doc: B/同步控制/核内同步/Lock.md (约束说明)
        //   doc: B/同步控制/核内同步/AllocMutexID-(ISASI).md (约束说明)
        //   doc: B/同步控制/核内同步/ReleaseMutexID-(ISASI).md (约束说明)
        Fail(Check::kSynccheck, api,
             "MutexID " + std::to_string(id) + " is outside [0, 27] (max MutexID is 27; 28-31 are reserved)", loc);
    }
    return core.xcore.mutexes[id];
}
} // namespace

uint8_t MutexAllocId(SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core == nullptr) {
        return 0;
    }
    NoteCrossCoreCall(*core, loc, "AllocMutexID");
    for (uint8_t id = 0; id <= kMaxMutexId; ++id) {
        if (!core->xcore.mutexes[id].allocated) {
            core->xcore.mutexes[id].allocated = true;
            return id;
        }
    }
    // see rule synccheck.mutex-id
    Fail(Check::kSynccheck, "AllocMutexID",
         "all 28 MutexIDs (0..27) are allocated: release them with ReleaseMutexID when done (AllocMutexID-(ISASI).md "
         "约束说明: MutexID有数量限制)",
         loc);
}

void MutexReleaseId(uint8_t id, SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core == nullptr) {
        return;
    }
    NoteCrossCoreCall(*core, loc, "ReleaseMutexID");
    // The 3510 implementation asserts id < MAX_MUTEXID here (so 27 cannot be released).
    if (core->check.sanitize && (id >= kMaxMutexId || !core->xcore.mutexes[id].allocated)) {
        // see rule synccheck.mutex-id
        Fail(Check::kSynccheck, "ReleaseMutexID",
             "MutexID " + std::to_string(id) +
                 (id >= kMaxMutexId ? " is not below 27 (max MutexID)" : " was not allocated with AllocMutexID"),
             loc);
    }
    core->xcore.mutexes[id].allocated = false;
}

void MutexLock(Pipe pipe, uint8_t id, SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core == nullptr) {
        return;
    }
    XcoreCore::MutexSlot& m = MutexSlotOf(*core, id, "Mutex::Lock", loc);
    NoteCrossCoreCall(*core, loc, "Mutex::Lock");
    if (core->check.sanitize && m.locked) {
        // rule synccheck.mutex-pairing: Lock of a locked mutex, Unlock of an unlocked one or with another pipe, or a
        //     Lock never unlocked
        //   doc: B/同步控制/核内同步/Lock.md (约束说明)
        //   doc: B/同步控制/核内同步/Unlock.md (约束说明)
        Fail(Check::kSynccheck, "Mutex::Lock",
             std::string("deadlock: Lock<") + PipeName(pipe) + ">(" + std::to_string(id) +
                 ") while the mutex is still "
                 "locked by Lock<" +
                 PipeName(m.pipe) + "> at " + Where(m.lockedAt) +
                 ": Lock and Unlock of one MutexID must strictly alternate (Lock.md 约束说明, 错误写法2); the "
                 "pipe would wait for an Unlock queued behind it",
             loc);
    }
    m.locked = true;
    m.pipe = pipe;
    m.lockedAt = loc;
    if (m.unlock.valid) {
        Acquire(pipe, m.unlock); // the pipe's later instructions wait for the previous Unlock
    }
}

void MutexUnlock(Pipe pipe, uint8_t id, SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core == nullptr) {
        return;
    }
    XcoreCore::MutexSlot& m = MutexSlotOf(*core, id, "Mutex::Unlock", loc);
    NoteCrossCoreCall(*core, loc, "Mutex::Unlock");
    if (core->check.sanitize && !m.locked) {
        // see rule synccheck.mutex-pairing
        Fail(Check::kSynccheck, "Mutex::Unlock",
             std::string("Unlock<") + PipeName(pipe) + ">(" + std::to_string(id) +
                 ") of a mutex that is not locked: Lock must come first (Lock.md 约束说明, 错误写法1)",
             loc);
    }
    if (core->check.sanitize && m.pipe != pipe) {
        // see rule synccheck.mutex-pairing
        Fail(Check::kSynccheck, "Mutex::Unlock",
             std::string("Unlock<") + PipeName(pipe) + ">(" + std::to_string(id) + ") of a mutex locked by Lock<" +
                 PipeName(m.pipe) + "> at " + Where(m.lockedAt) + ": Lock and Unlock must name the same pipe",
             loc);
    }
    m.locked = false;
    m.unlock = Snapshot(pipe); // what the pipe issued before the Unlock completes first
}

void CheckMutexesAtExit(CoreState& core)
{
    for (uint8_t id = 0; id <= kMaxMutexId; ++id) {
        const XcoreCore::MutexSlot& m = core.xcore.mutexes[id];
        if (m.locked) {
            // see rule synccheck.mutex-pairing
            Report(Check::kSynccheck, "Mutex::Lock",
                   std::string("Lock<") + PipeName(m.pipe) + ">(" + std::to_string(id) +
                       ") never unlocked before the kernel returned: a later Lock of the MutexID would wait forever",
                   m.lockedAt);
        }
    }
}

} // namespace ascsim::kern
