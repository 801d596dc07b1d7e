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
#include "simt/fiber.h"

thread_local dim3 threadIdx{0, 0, 0};
thread_local dim3 blockIdx{0, 0, 0};
thread_local dim3 blockDim{1, 1, 1};
thread_local dim3 gridDim{1, 1, 1};

namespace ascsim::simt {

using kern::Check;
using kern::Fail;
using kern::Report;

namespace {

// Unwinds a thread parked at a barrier when its block stops (a finding of another thread).
struct Unwind {};

struct ThreadFiber {
    std::unique_ptr<Fiber> fiber;
    uint32_t tid = 0;       // the thread the fiber runs now
    bool finished = false;  // its entry returned: no unstarted thread was left
};

struct Block {
    dim3 dims{1, 1, 1};
    uint32_t threads = 0;
    const ThreadBody* body = nullptr;
    uint32_t nextThread = 0;   // the first thread not started yet
    uint32_t returned = 0;     // threads whose body returned
    ThreadFiber* current = nullptr;
    std::vector<ThreadFiber*> parked;   // at the barrier, in arrival order
    std::deque<ThreadFiber*> released;  // to resume
    kern::SrcLoc barrierAt{};           // the first arrival's call site, for reports
    std::exception_ptr error;           // the first thing a thread threw
    bool stopping = false;
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

void FiberEntry()
{
    Block& b = *tBlock;
    ThreadFiber& self = *b.current;
    self.fiber->Started();
    while (!b.stopping && b.nextThread < b.threads) {
        self.tid = b.nextThread++;
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
    }
    self.finished = true;
    self.fiber->SwitchOut(/*finished=*/true);
}

ThreadFiber* TakeFiber()
{
    if (tPool.idle.empty()) {
        tPool.all.push_back(std::make_unique<ThreadFiber>());
        tPool.all.back()->fiber = std::make_unique<Fiber>(&FiberEntry);
        tPool.idle.push_back(tPool.all.back().get());
    } else {
        tPool.idle.back()->fiber->Restart();
    }
    ThreadFiber* f = tPool.idle.back();
    tPool.idle.pop_back();
    f->finished = false;
    return f;
}

std::string Dim(const dim3& d)
{
    return "(" + std::to_string(d.x) + ", " + std::to_string(d.y) + ", " + std::to_string(d.z) + ")";
}

// No thread can run and some wait at the barrier: open it, or report the threads that never come.
void AtStall(Block& b)
{
    if (b.stopping || b.returned == 0) {
        // every started thread waits (or the block is stopping and they must unwind): resume them all
        b.released.assign(b.parked.begin(), b.parked.end());
        b.parked.clear();
        b.barrierAt = kern::SrcLoc{};
        return;
    }
    // rule synccheck.simt-barrier-divergence: asc_syncthreads not reached by every thread of the block
    //   doc: api/SIMT-API/同步与内存栅栏/同步接口/asc_syncthreads.md (约束说明)
    //   choice: the page says the waiting threads deadlock on the chip; the simulator stops the block and
    //     reports the threads that returned without reaching the barrier instead of hanging
    Report(Check::kSynccheck, "asc_syncthreads",
                 std::to_string(b.parked.size()) + " of the " + std::to_string(b.threads) + " threads of block " +
                     Dim(blockIdx) + " wait at asc_syncthreads, " + std::to_string(b.returned) +
                     " returned without reaching it: every thread of a block must reach the barrier (on the "
                     "chip the block never finishes)",
                 b.barrierAt);
    b.stopping = true;
    if (!b.error) {
        b.error = std::make_exception_ptr(kern::KernelAbort{});
    }
    b.released.assign(b.parked.begin(), b.parked.end());
    b.parked.clear();
}

} // namespace

void RunSimtBlock(const dim3& grid, const dim3& block, const dim3& blockIndex, const ThreadBody& body)
{
    Block b;
    b.dims = block;
    b.threads = block.x * block.y * block.z;
    b.body = &body;
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
        } else if (!b.parked.empty()) {
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
    self->fiber->SwitchOut(/*finished=*/false);
    if (b->stopping) {
        throw Unwind{};
    }
}

bool InSimtThread() { return tBlock != nullptr; }

} // namespace ascsim::simt
