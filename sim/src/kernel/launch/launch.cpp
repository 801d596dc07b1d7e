// A kernel launch: blockDim emulated blocks on worker threads, each with its own poisoned UB and
// pipes (RunBlock), then the outcome from every block's result (block_result.h: the report, racecheck).
//
// Residency. As on hardware, at most min(blockDim, AIV cores) blocks are resident at once (a block
// runs to completion on its core; later blocks wait for a free core). The launch starts
// min(resident, hardware threads) workers; when a block waits in a cross-core synchronisation (or
// spins on a GM flag) while blocks are still pending, another worker starts the next pending block,
// up to the resident limit, so that the wait is met by real concurrency. When every resident block
// waits and none can go on, each waiting block reports a deadlock (xcore.h, LaunchSync).
#include <algorithm>
#include <cstdlib>
#include <exception>
#include <string>
#include <thread>
#include <vector>

#include "ascendc_sim/launch/kernel_registry.h"
#include "ascsim/soc_profile.h"
#include "core/core_state.h"
#include "core/event_emit.h"
#include "launch/block_result.h"
#include "launch/launch_observers.h"
#include "xcore/xcore.h"

namespace ascsim::kern {

namespace {

// ASCEND_SIM_TIMING: the timing model, on unless "0".
bool TimingSwitch()
{
    const char* v = std::getenv("ASCEND_SIM_TIMING");
    return v == nullptr || std::string(v) != "0";
}

bool SanitizerSwitch()
{
    const char* v = std::getenv("ASCEND_SIM_SANITIZER");
    return v == nullptr || std::string(v) != "0";
}

// Checks that need the whole kernel to have run.
void EndOfKernelChecks(CoreState& core)
{
    if (!core.check.sanitize) {
        return;
    }
    for (const auto& kv : core.chip.flags) {
        if (!kv.second.empty()) {
            const auto src = static_cast<Pipe>((kv.first >> 16) & 0xFF);
            const auto dst = static_cast<Pipe>((kv.first >> 8) & 0xFF);
            // Reported at the SetFlag that is left pending (the kernel's exit has no source line).
            // see rule synccheck.flag-pairing
            Report(Check::kSynccheck, "SetFlag",
                   std::string("SetFlag<") + PipeName(src) + "_" + PipeName(dst) + ">(" +
                       std::to_string(kv.first & 0xFF) + ") never waited for before the kernel returned",
                   kv.second.front().loc);
        }
    }
    CheckCtrlAtExit(core);
    CheckMutexesAtExit(core);
    CheckLoopModeAtExit(core);
}

// What every block of one launch shares.
struct LaunchContext {
    const KernelInstance& instance;
    uint32_t blockDim;
    uint64_t tilingKey;
    const SocProfile& soc;
    bool sanitize;
    InitcheckMode initcheck;
    const LaunchObservers& observers;
    LaunchSync& sync;
};

// Runs block `idx` on `core` (the worker's, reset for it): the kernel, then the end-of-kernel checks;
// a finding or anything the kernel throws stops this block only, and no block of a later wave starts.
void RunBlock(const LaunchContext& l, CoreState& core, uint32_t idx, std::vector<uint8_t*>& argv)
{
    // The kernel's share of UB: the profile's, plus the reserves its build freed (core.h, UB regions).
    const uint8_t freed = l.instance.ubReservesFreed;
    const size_t usable = static_cast<size_t>(l.soc.ubUsableBytes() + UbKernelBytes(freed) - kUbKernelDefaultBytes);
    core.Reset(idx, l.blockDim, l.soc.ubTotalBytes, usable < l.soc.ubTotalBytes ? usable : l.soc.ubTotalBytes,
               l.sanitize);
    core.chip.ubReservesFreed = freed;
    core.chip.ubDynBytes = l.instance.dynUbufBytes;
    core.autoSync = l.instance.autoSync;
    core.xcore.launch = &l.sync;
    core.tilingKey = l.tilingKey;
    core.check.initcheck = l.initcheck;
    l.observers.Attach(core);
    l.sync.Started(idx, &core);
    BindCore(&core);
    Emit(core, [](KernelEventObserver& o, const OrderingView& v) { o.OnCoreBegin(v); });
    try {
        l.instance.thunk(l.instance.fn, argv.data());
        EndOfKernelChecks(core);
    } catch (const KernelAbort&) {
    } catch (const std::exception& e) {
        // rule memcheck.kernel-threw: kernel code that throws a C++ exception
        //   choice: no NPU kernel can throw; the sim stops that core and reports instead of terminating the process
        Report(Check::kMemcheck, "kernel", std::string("kernel threw: ") + e.what(), SrcLoc{"?", 0});
    } catch (...) {
        // Anything else thrown by kernel code stops this core only: letting it escape the
        // worker thread would terminate the whole process.
        // see rule memcheck.kernel-threw
        Report(Check::kMemcheck, "kernel", "kernel threw a non-standard exception", SrcLoc{"?", 0});
    }
    Emit(core, [](KernelEventObserver& o, const OrderingView& v) { o.OnCoreEnd(v); });
    BindCore(nullptr);
    if (!core.check.findings.empty()) {
        l.sync.SetStop(); // no block of a later wave starts; blocks waiting for this one stop
    }
}

} // namespace

LaunchOutcome LaunchKernel(const KernelInstance& instance, uint32_t blockDim, const std::vector<uint8_t*>& args,
                           uint64_t tilingKey)
{
    LaunchOutcome outcome;
    if (args.size() != instance.numArgs) {
        outcome.ok = false;
        outcome.report = "kernel " + instance.name + " takes " + std::to_string(instance.numArgs) + " arguments, " +
                         std::to_string(args.size()) + " given";
        return outcome;
    }
    const SocProfile& soc = ActiveSocProfile();
    if (blockDim == 0 || blockDim > 65535) {
        outcome.ok = false;
        outcome.report = "blockDim " + std::to_string(blockDim) + " is outside [1, 65535]";
        return outcome;
    }
    const bool sanitize = SanitizerSwitch();
    const bool timing = TimingSwitch();
    const InitcheckMode initcheck = InitcheckSetting();
    const LaunchObservers observers = ObserversForLaunch(timing);
    // Blocks run on min(blockDim, AIV cores) cores at once (the rest in later waves).
    const uint32_t resident = std::max(1U, std::min(blockDim, soc.aivCores));
    LaunchInfo info{instance.name.c_str(), blockDim, resident};
    for (KernelEventObserver* o : observers.launch) {
        o->OnLaunchBegin(info);
    }
    const uint32_t hw = std::max(1U, std::thread::hardware_concurrency());
    const uint32_t workers = std::min(resident, hw);
    std::vector<BlockResult> results(blockDim);
    LaunchSync sync(blockDim, soc.aivCores, resident);
    sync.clockHz = soc.aivClockHz;
    sync.observers = observers.all.empty() ? nullptr : &observers.all;
    const LaunchContext launch{instance, blockDim, tilingKey, soc, sanitize, initcheck, observers, sync};

    // One worker: runs block `first` (or takes one), then further blocks until none is left.
    auto work = [&](uint32_t first) {
        CoreState core;
        std::vector<uint8_t*> argv(args);
        uint32_t idx = first;
        if (idx == UINT32_MAX && !sync.TakeNext(&idx)) {
            return;
        }
        do {
            RunBlock(launch, core, idx, argv);
            results[idx] = TakeBlockResult(core, idx);
            sync.Finished(idx);
        } while (sync.TakeNext(&idx));
    };
    sync.spawnBody = work;
    std::vector<std::thread> pool;
    for (uint32_t i = 1; i < workers; ++i) {
        pool.emplace_back(work, UINT32_MAX);
    }
    work(UINT32_MAX);
    for (auto& t : pool) {
        t.join();
    }
    sync.JoinSpawned();

    MergeBlockResults(results, instance.name, sanitize, outcome);
    if (observers.timing) {
        outcome.profile = observers.timing->Summary(sync.used());
        info.profile = &outcome.profile;
    }
    for (KernelEventObserver* o : observers.launch) {
        o->OnLaunchEnd(info);
    }
    return outcome;
}

} // namespace ascsim::kern
