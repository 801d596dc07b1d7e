// The emulator's side of cross-core synchronisation, for the kernel API headers (block_sync.h,
// determine_sync.h, group_barrier.h, gm_scalar.h, atomic.h). Implemented in sim/src/kernel/xcore/
// (cross_core.cpp; the data cache in data_cache.cpp, GmStore in atomics.cpp, the Mutex in mutex.cpp,
// the per-core system state from XcoreTPipe on in system_state.cpp); the model (resident blocks,
// waits, deadlock detection, the happens-before order racecheck uses, the timing of waits) is
// described in sim/src/kernel/xcore/xcore.h.
//
// The synchronisation protocols keep their state where the SDK keeps it (flags in the user's GM
// workspace, counters in its UB workspace), so a workspace that is too small, not initialised or
// shared wrongly behaves as on hardware. Where the hardware would spin on GM, the emulated core
// blocks until the condition holds; every protocol step that reads or writes such a flag runs under
// the launch's cross-core lock (XcoreLock).
#pragma once

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <string>

#include "ascendc_sim/core/core.h"

namespace ascsim::kern {

constexpr int kAllPipes = -1; // a release / acquire by every pipe (after PipeBarrier<PIPE_ALL>)

// The bound launch's cross-core mutex (a process-wide one outside a launch).
std::mutex& XcoreMutex();

class XcoreLock;
// The XcoreLock the calling thread holds (nullptr when none).
XcoreLock*& XcoreHeldLock();

// Held across one protocol step. Waits release it while blocked. A thread that already holds one
// (a DMA atomic inside a synchronisation protocol) reuses it.
class XcoreLock {
public:
    XcoreLock() : outer_(XcoreHeldLock())
    {
        if (outer_ == nullptr) {
            lk_ = std::unique_lock<std::mutex>(XcoreMutex());
            XcoreHeldLock() = this;
        }
    }
    ~XcoreLock()
    {
        if (outer_ == nullptr) {
            XcoreHeldLock() = nullptr;
        }
    }
    XcoreLock(const XcoreLock&) = delete;
    XcoreLock& operator=(const XcoreLock&) = delete;
    std::unique_lock<std::mutex>& Get() { return outer_ != nullptr ? outer_->Get() : lk_; }

private:
    XcoreLock* outer_;
    std::unique_lock<std::mutex> lk_;
};

// Marks the launch as synchronising across cores (the timing summary then places blocks on their
// modeled cores in absolute time). With `requireResident`, a launch of more blocks than the SoC has
// AIV cores is a synccheck finding at `loc` (the numBlocks constraint of SyncAll.md / IBSet.md ...:
// the blocks of a later wave never meet the cores that wait for them).
void XcoreBegin(const char* api, SrcLoc loc, const char* docPage, bool requireResident);

// Blocks (the lock released while waiting) until pred(arg) holds. When every resident block of the
// launch waits and none can go on, a synccheck finding "deadlock" at `loc` naming `api` and `what`
// (each waiting core reports its own); when another core's finding stopped the launch, the core
// stops without a finding of its own.
void XcoreWaitUntilImpl(XcoreLock& lock, bool (*pred)(const void*), const void* arg, const char* api, SrcLoc loc,
                        const std::string& what);
template <class F>
inline void XcoreWaitUntil(XcoreLock& lock, const F& pred, const char* api, SrcLoc loc, const std::string& what)
{
    XcoreWaitUntilImpl(
        lock, [](const void* p) { return (*static_cast<const F*>(p))(); }, &pred, api, loc, what);
}

// Release by `pipe` (a Pipe as int, or kAllPipes): the GM words [gm, gm + bytes) now carry this core's
// knowledge and the time `pipe` completes its issued instructions; waiters are woken.
// (`count` ranges of `bytes`, `stride` bytes apart.) `accumulate`: the write was an atomic
// read-modify-write (a counter several cores add to), which continues the releases already on the
// words instead of replacing them: a core that reads the total acquires every contribution.
void XcoreRelease(XcoreLock& lock, const void* gm, size_t bytes, int pipe, size_t count = 1, size_t stride = 0,
                  bool accumulate = false);
// Acquire by `pipe`: joins what releases left on [gm, gm + bytes); `pipe` (kAllPipes: the scalar
// unit) continues no earlier than the latest of them. `seq` is the acquiring instruction on `pipe`
// (0: the next one the pipe issues).
void XcoreAcquire(XcoreLock& lock, const void* gm, size_t bytes, int pipe, uint64_t seq = 0);

// CrossCoreSetFlag / CrossCoreWaitFlag in mode 0 (CrossCoreSetFlag(ISASI).md: every AIV core of the
// launch): a set releases `pipe`'s earlier work; when every block has set flagId once more, each block's
// counter of flagId rises by one; a wait blocks until its counter is not 0, takes one from it, and orders
// `pipe` (kAllPipes: the scalar unit) after every set of that round. A counter above 15 is a finding.
void XcoreCrossFlagSet(int pipe, uint16_t flagId, const char* api, SrcLoc loc);
void XcoreCrossFlagWait(int pipe, uint16_t flagId, const char* api, SrcLoc loc);

// SyncAll's hardware barrier of every block of the launch (SyncAllConfig: trigger / wait pipe as
// Pipe ints or kAllPipes).
void XcoreHardSyncAll(int triggerPipe, int waitPipe, const char* api, SrcLoc loc);

// The C API's hardware flag counters (asc_sync_block / subblock / inter _arrive / _wait): one counter per
// `key` and launch, 0 at its start. Arrive: `pipe`'s issued work is released and the counter grows by 1
// (a 16th unconsumed arrival is a synccheck finding). Wait: blocks until the counter is above 0, then
// takes the oldest arrival (the counter drops by 1) and `pipe` acquires it; a wait nothing can satisfy
// is the deadlock finding, naming `what`.
void XcoreFlagArrive(uint64_t key, int pipe, const char* api, SrcLoc loc);
void XcoreFlagWait(uint64_t key, int pipe, const char* api, SrcLoc loc, const std::string& what);

// GM accesses recorded while one is alive are protocol accesses (racecheck: they never race with
// each other, only with plain accesses they are not ordered with).
struct XcoreSyncScope {
    XcoreSyncScope();
    ~XcoreSyncScope();
    XcoreSyncScope(const XcoreSyncScope&) = delete;
    XcoreSyncScope& operator=(const XcoreSyncScope&) = delete;
};

// While one is alive, findings of the instructions a synchronisation API issues internally are
// reported at the API's call in the kernel (`loc`), their message prefixed with the API's name.
class XcoreApiScope {
public:
    XcoreApiScope(const char* api, SrcLoc loc);
    ~XcoreApiScope();
    XcoreApiScope(const XcoreApiScope&) = delete;
    XcoreApiScope& operator=(const XcoreApiScope&) = delete;

private:
    bool owner_ = false;
};

// A scalar poll of GM at `addr` (ReadGmByPassDCache, DataCacheCleanAndInvalid): a core that polls an
// address again while nothing in the launch's GM changed since its last poll of it waits until
// something changes, and counts as waiting for the deadlock detection (a flag nobody will write is
// reported instead of spinning forever).
void XcorePoll(const char* api, SrcLoc loc, const void* addr);

// DataCacheCleanAndInvalid of GM at `addr` (`entire`: the whole data cache; `clean`: dirty lines are
// written out, DcciDst CACHELINE_OUT / CACHELINE_ALL): a poll point; the scalar accesses of this core
// to the line become protocol accesses; a clean releases the scalar unit's writes, the invalidation
// acquires what other cores released to the line.
void XcoreDcci(const void* addr, bool entire, bool clean, const char* api, SrcLoc loc);

// A protocol write to GM done under the lock (not through a DataCopy): progress for pollers.
void XcoreNoteWrite(XcoreLock& lock);

// The GM side of a transfer to GM (DataCopy / DataCopyPad UB -> GM): a plain copy, or with the DMA
// atomic of CTRL[8:6] / CTRL[10:9] (SetAtomicAdd / SetAtomicMax / SetAtomicMin) the element-wise
// accumulation, done under the launch's cross-core lock so that several cores sum exactly.
void GmStore(void* dst, const void* src, size_t bytes);

// Mutex (intra-core pipe lock, mutex.h): ids 0..27 (MAX_MUTEXID of the 3510 implementation).
uint8_t MutexAllocId(SrcLoc loc);
void MutexReleaseId(uint8_t id, SrcLoc loc);
void MutexLock(Pipe pipe, uint8_t id, SrcLoc loc);
void MutexUnlock(Pipe pipe, uint8_t id, SrcLoc loc);

// The TPipe the core constructed last and has not destroyed (GetTPipePtr; kernel_common.h: "创建TPipe
// 对象时，对象初始化会设置全局唯一的TPipe指针").
void* XcoreTPipe();
void XcoreSetTPipe(void* pipe);
void XcoreDropTPipe(void* pipe); // when it is destroyed (the pointer is cleared if it is the current one)

// WaitPreTaskEnd (setNext false) / SetNextTaskStart (true): counted per core; a second call on a
// core is a synccheck finding, and so is a launch in which some cores call it and others do not.
void XcoreTaskSync(bool setNext, SrcLoc loc);

// The UB after the TPipe's buffers (the SDK's PopStackBuffer): its start offset in UB and its length
// up to the end of the usable UB (0 when nothing is left).
void XcoreStackBuffer(uint64_t* offset, uint64_t* bytes);

// NdDmaDci (set = true) / whether this core called it (set = false).
bool XcoreNdDmaDci(bool set);

// Loop mode of the data-movement paths (loop_mode.h; path 0 UB -> GM, 1 GM -> UB): params =
// loop1Size, loop2Size, loop1SrcStride, loop1DstStride, loop2SrcStride, loop2DstStride. Set / reset
// it; XcoreLoopMode tells whether it is set (and its params).
void XcoreSetLoopMode(int path, const uint64_t params[6], bool set, const char* api, SrcLoc loc);
bool XcoreLoopMode(int path, uint64_t params[6]);
// The six registers as last written, set or not (the C API writes them one pair at a time).
void XcoreLoopParams(int path, uint64_t params[6]);

// The scalar unit issues one instruction of `what` (timing: one API call at `loc`).
void XcoreScalarCall(const char* what, SrcLoc loc);

// The system counter (GetSystemCycle) at the core's scalar clock, in 1 GHz ticks from the launch's
// start (0 with the timing model off).
int64_t XcoreSystemCycle();

} // namespace ascsim::kern
