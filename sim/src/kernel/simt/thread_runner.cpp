// The SIMT thread runner (ascendc_sim/lang/simt_threads.h). One block runs on the host thread of its core.
// Threads start in threadIdx order on a fiber; a thread that returns lets the same fiber take the next
// unstarted thread, so a block without barriers costs one stack switch. A thread that reaches
// asc_syncthreads parks its fiber; when no thread can run and every live thread waits, the barrier opens.
#include "ascendc_sim/lang/simt_threads.h"

#include <cstdint>
#include <deque>
#include <exception>
#include <memory>
#include <string>
#include <vector>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/lang/simt_builtins.h"
#include "ascendc_sim/lang/simt_gm_access.h"
#include "ascendc_sim/vf/vf_events.h"
#include "ascsim/runtime.h"
#include "core/event_emit.h"
#include "simt/dim_math.h"
#include "simt/fiber.h"
#include "simt/thread_events.h"

thread_local dim3 threadIdx{0, 0, 0};
thread_local dim3 blockIdx{0, 0, 0};
thread_local dim3 blockDim{1, 1, 1};
thread_local dim3 gridDim{1, 1, 1};

namespace ascsim::simt {

using kern::Check;
using kern::Fail;
using kern::Report;

namespace {

// Unwinds a thread parked at a barrier or a warp function when its block stops (a finding of another thread).
struct Unwind {};

constexpr uint32_t kWarpLanes = 32;

struct ThreadFiber {
    std::unique_ptr<Fiber> fiber;
    uint32_t tid = 0;        // the thread the fiber runs now
    bool finished = false;   // no unstarted thread was left: it waits in the pool
    uint64_t stackBytes = 0; // the running thread's SIMT stack in use (stack_check.cpp)
    WarpView view;           // the warp function's result, set when its warp completes it
};

// One warp's lanes: which exist, which returned, which wait at the barrier or at a warp function.
struct Warp {
    uint32_t exists = 0;
    uint32_t returned = 0;
    uint32_t atBarrier = 0;
    uint32_t atWarpFn = 0;
    uint64_t values[kWarpLanes] = {};
    kern::SrcLoc sites[kWarpLanes] = {};
    ThreadFiber* fibers[kWarpLanes] = {};
};

struct Block {
    dim3 dims{1, 1, 1};
    uint32_t threads = 0;
    const ThreadBody* body = nullptr;
    uint32_t nextThread = 0; // the first thread not started yet
    uint32_t returned = 0;   // threads whose body returned
    ThreadFiber* current = nullptr;
    std::vector<ThreadFiber*> parked;  // at the barrier, in arrival order
    std::vector<Warp> warps;           // thread t is lane t % 32 of warp t / 32
    uint32_t atWarpFn = 0;             // threads parked at a warp function
    std::deque<ThreadFiber*> released; // to resume
    kern::SrcLoc barrierAt{};          // the first arrival's call site, for reports
    std::exception_ptr error;          // the first thing a thread threw
    bool stopping = false;
    // The core when its observers (the timing model) see the block (else null), and each thread's count of its
    // GM accesses so far (empty when nothing observes).
    kern::CoreState* core = nullptr;
    std::vector<uint32_t> gmOrdinal;
    uint32_t stackLimit = 0; // bytes of each thread's SIMT stack (aclInit's simt_stack_size)
};

thread_local Block* tBlock = nullptr;

// The idle fibers of this host thread, reused from block to block.
struct FiberPool {
    std::vector<std::unique_ptr<ThreadFiber>> all;
    std::vector<ThreadFiber*> idle;
};
thread_local FiberPool tPool;

void SetCoords(const Block& b, uint32_t tid)
{
    threadIdx = dim3(tid % b.dims.x, (tid / b.dims.x) % b.dims.y, tid / (b.dims.x * b.dims.y));
}

uint32_t Bit(uint32_t tid) { return 1u << (tid % kWarpLanes); }

// When every live lane of warp `w` waits (at the barrier or a warp function) and some wait at a warp function,
// the warp function runs: the lanes at one call site form one group, each gets the group's view. `running`:
// the lane that arrived last, which goes on without parking.
void TryCompleteWarp(Block& b, uint32_t w, ThreadFiber* running)
{
    Warp& warp = b.warps[w];
    const uint32_t live = warp.exists & ~warp.returned;
    if (warp.atWarpFn == 0 || (warp.atWarpFn | warp.atBarrier) != live) {
        return;
    }
    uint32_t left = warp.atWarpFn;
    while (left != 0) {
        const uint32_t first = static_cast<uint32_t>(__builtin_ctz(left));
        WarpView view;
        for (uint32_t l = first; l < kWarpLanes; ++l) {
            if ((left >> l & 1u) != 0 && warp.sites[l].file == warp.sites[first].file &&
                warp.sites[l].line == warp.sites[first].line) {
                view.active |= 1u << l;
                view.values[l] = warp.values[l];
            }
        }
        left &= ~view.active;
        for (uint32_t l = first; l < kWarpLanes; ++l) {
            if ((view.active >> l & 1u) != 0) {
                ThreadFiber* f = warp.fibers[l];
                f->view = view;
                f->view.lane = l;
                if (f != running) {
                    b.released.push_back(f);
                    --b.atWarpFn;
                }
                warp.fibers[l] = nullptr;
            }
        }
    }
    warp.atWarpFn = 0;
}

void NoteReturned(Block& b, uint32_t tid)
{
    b.warps[tid / kWarpLanes].returned |= Bit(tid);
    TryCompleteWarp(b, tid / kWarpLanes, nullptr);
}

// A fiber's whole life: it runs threads of the current block until none is left unstarted, switches out
// finished, and starts again from the top when TakeFiber hands it out next (in this block or a later one).
void FiberEntry()
{
    tBlock->current->fiber->Started();
    for (;;) {
        Block& b = *tBlock;
        ThreadFiber& self = *b.current;
        while (!b.stopping && b.nextThread < b.threads) {
            self.tid = b.nextThread++;
            self.stackBytes = 0;
            SetCoords(b, self.tid);
            try {
                (*b.body)();
            } catch (const Unwind&) {
            } catch (...) {
                if (!b.error) {
                    b.error = std::current_exception();
                }
                b.stopping = true;
            }
            ++b.returned;
            NoteReturned(b, self.tid);
        }
        self.finished = true;
        self.fiber->SwitchOut();
    }
}

ThreadFiber* TakeFiber()
{
    if (tPool.idle.empty()) {
        tPool.all.push_back(std::make_unique<ThreadFiber>());
        tPool.all.back()->fiber = std::make_unique<Fiber>(&FiberEntry);
        tPool.idle.push_back(tPool.all.back().get());
    }
    ThreadFiber* f = tPool.idle.back();
    tPool.idle.pop_back();
    f->finished = false;
    return f;
}

// No thread can run and some wait at the barrier: open it, or report the threads that never come.
void AtStall(Block& b)
{
    if (!b.stopping && b.returned != 0 && !b.parked.empty()) {
        // rule synccheck.simt-barrier-divergence: asc_syncthreads not reached by every thread of the block
        //   doc: api/SIMT-API/同步与内存栅栏/同步接口/asc_syncthreads.md (约束说明)
        //   choice: the page says the waiting threads deadlock on the chip; the simulator stops the block and
        //     reports the threads that returned without reaching the barrier instead of hanging
        Report(Check::kSynccheck, "asc_syncthreads",
               std::to_string(b.parked.size()) + " of the " + std::to_string(b.threads) + " threads of block " +
                   DimText(blockIdx) + " wait at asc_syncthreads, " + std::to_string(b.returned) +
                   " returned without reaching it: every thread of a block must reach the barrier (on the "
                   "chip the block never finishes)",
               b.barrierAt);
        b.stopping = true;
        if (!b.error) {
            b.error = std::make_exception_ptr(kern::KernelAbort{});
        }
    }
    // Open the barrier (every live thread waits at it), or release everything to unwind when stopping.
    b.released.insert(b.released.end(), b.parked.begin(), b.parked.end());
    b.parked.clear();
    b.barrierAt = kern::SrcLoc{};
    for (Warp& warp : b.warps) {
        warp.atBarrier = 0;
        if (b.stopping) {
            for (ThreadFiber*& f : warp.fibers) {
                if (f != nullptr) {
                    b.released.push_back(f);
                    f = nullptr;
                }
            }
            warp.atWarpFn = 0;
        }
    }
    if (b.stopping) {
        b.atWarpFn = 0;
    }
    if (b.released.empty()) {
        // rule synccheck.simt-warp-stall: every thread waits at a warp function that can never complete
        //   doc: api/SIMT-API/Warp函数/Warp函数简介.md (使用建议)
        //   choice: a guard: a warp function completes once every live lane of its warp waits somewhere, so this
        //     cannot happen unless the runner is wrong; it stops the block instead of spinning
        Report(Check::kSynccheck, "warp function", "the block's threads wait at warp functions that cannot complete",
               kern::SrcLoc{});
        b.stopping = true;
        if (!b.error) {
            b.error = std::make_exception_ptr(kern::KernelAbort{});
        }
        AtStall(b);
    }
}

} // namespace

void RunSimtBlock(const dim3& grid, const dim3& block, const dim3& blockIndex, const ThreadBody& body)
{
    kern::NoteSimtDataCache();
    kern::SimtUbWritesBegin();
    ForgetGmRanges();
    Block b;
    b.dims = block;
    b.threads = block.x * block.y * block.z;
    b.body = &body;
    b.stackLimit = rt::SimtThreadStackBytes();
    b.warps.resize((b.threads + kWarpLanes - 1) / kWarpLanes);
    for (uint32_t t = 0; t < b.threads; ++t) {
        b.warps[t / kWarpLanes].exists |= Bit(t);
    }
    // The block is one task of its core's V pipe, issued as a SIMD VF is (vf/vf_events.h); the observers (the
    // timing model) then see its GM accesses.
    (void)kern::IssueVf(&b.core, nullptr, 0);
    if (b.core != nullptr) {
        b.gmOrdinal.assign(b.threads, 0);
        kern::Emit(*b.core,
                   [&](kern::KernelEventObserver& o, const kern::OrderingView& v) { o.OnSimtBegin(v, b.threads); });
    }
    Block* const outer = tBlock;
    const dim3 savedIdx = threadIdx, savedBlockIdx = blockIdx, savedBlockDim = blockDim, savedGridDim = gridDim;
    tBlock = &b;
    blockIdx = blockIndex;
    blockDim = block;
    gridDim = grid;
    for (;;) {
        ThreadFiber* f = nullptr;
        if (!b.released.empty()) {
            f = b.released.front();
            b.released.pop_front();
            SetCoords(b, f->tid);
        } else if (!b.stopping && b.nextThread < b.threads) {
            f = TakeFiber();
        } else if (!b.parked.empty() || b.atWarpFn != 0) {
            AtStall(b);
            continue;
        } else {
            break;
        }
        b.current = f;
        f->fiber->SwitchIn();
        if (f->finished) {
            tPool.idle.push_back(f);
        }
    }
    tBlock = outer;
    threadIdx = savedIdx;
    blockIdx = savedBlockIdx;
    blockDim = savedBlockDim;
    gridDim = savedGridDim;
    if (b.error) {
        std::rethrow_exception(b.error);
    }
    if (b.core != nullptr) {
        kern::Emit(*b.core, [](kern::KernelEventObserver& o, const kern::OrderingView& v) { o.OnSimtEnd(v); });
        kern::VfReturned(b.core);
    }
    kern::SimtUbWritesEnd();
}

void SyncThreads(kern::SrcLoc loc)
{
    Block* b = tBlock;
    if (b == nullptr) {
        // rule memcheck.simt-outside-thread: a SIMT-only API called outside a SIMT kernel or VF
        //   doc: api/SIMT-API/SIMT编程简介/扩展语法/函数执行空间限定符.md (函数执行空间限定符)
        Fail(Check::kMemcheck, "asc_syncthreads", "called outside a SIMT thread", loc);
    }
    if (b->parked.empty()) {
        b->barrierAt = loc;
    }
    ThreadFiber* self = b->current;
    b->parked.push_back(self);
    b->warps[self->tid / kWarpLanes].atBarrier |= Bit(self->tid);
    TryCompleteWarp(*b, self->tid / kWarpLanes, nullptr);
    self->fiber->SwitchOut();
    if (b->stopping) {
        throw Unwind{};
    }
}

WarpView WarpGather(uint64_t value, kern::SrcLoc site)
{
    Block* b = tBlock;
    if (b == nullptr) {
        // rule memcheck.simt-warp-outside-thread: a warp function called outside a SIMT kernel or VF
        //   doc: api/SIMT-API/Warp函数/Warp函数简介.md (基本概念)
        Fail(Check::kMemcheck, "warp function", "called outside a SIMT thread", site);
    }
    ThreadFiber* self = b->current;
    const uint32_t lane = self->tid % kWarpLanes;
    Warp& warp = b->warps[self->tid / kWarpLanes];
    warp.values[lane] = value;
    warp.sites[lane] = site;
    warp.fibers[lane] = self;
    warp.atWarpFn |= Bit(self->tid);
    ++b->atWarpFn;
    TryCompleteWarp(*b, self->tid / kWarpLanes, self);
    if (warp.fibers[lane] == nullptr) {
        --b->atWarpFn; // completed by this lane's arrival: it goes on
        return self->view;
    }
    self->fiber->SwitchOut();
    if (b->stopping) {
        throw Unwind{};
    }
    return self->view;
}

bool InSimtThread() { return tBlock != nullptr; }

uint64_t* SimtThreadStack(uint32_t* limit)
{
    if (tBlock == nullptr || tBlock->current == nullptr) {
        return nullptr;
    }
    *limit = tBlock->stackLimit;
    return &tBlock->current->stackBytes;
}

bool SimtGmObserved() { return tBlock != nullptr && !tBlock->gmOrdinal.empty(); }

void NoteSimtGmAccess(uintptr_t addr, std::size_t bytes, bool write)
{
    Block* b = tBlock;
    if (b == nullptr || b->gmOrdinal.empty() || b->current == nullptr) {
        return;
    }
    const uint32_t tid = b->current->tid;
    const kern::SimtGmAccess ev{tid, b->gmOrdinal[tid]++, addr, static_cast<uint32_t>(bytes), write};
    kern::Emit(*b->core, [&](kern::KernelEventObserver& o, const kern::OrderingView& v) { o.OnSimtGmAccess(v, ev); });
}

bool SimtThreadClock(double* cycles)
{
    Block* b = tBlock;
    if (b == nullptr || b->core == nullptr || b->current == nullptr) {
        return false;
    }
    bool known = false;
    const uint32_t tid = b->current->tid;
    kern::Emit(*b->core, [&](kern::KernelEventObserver& o, const kern::OrderingView& v) {
        known = known || o.ModeledSimtClock(v, tid, cycles);
    });
    return known;
}

bool CurrentThreadStack(const void** low, size_t* bytes)
{
    if (tBlock == nullptr || tBlock->current == nullptr) {
        return false;
    }
    *low = tBlock->current->fiber->StackLow();
    *bytes = tBlock->current->fiber->StackBytes();
    return true;
}

} // namespace ascsim::simt
