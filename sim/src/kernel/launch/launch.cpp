// A kernel launch: blockDim emulated blocks on worker threads, each with its own poisoned UB and
// pipes; afterwards the end-of-kernel checks and racecheck.
//
// Residency. As on hardware, at most min(blockDim, AIV cores) blocks are resident at once (a block
// runs to completion on its core; later blocks wait for a free core). The launch starts
// min(resident, hardware threads) workers; when a block waits in a cross-core synchronisation (or
// spins on a GM flag) while blocks are still pending, another worker starts the next pending block,
// up to the resident limit, so that the wait is met by real concurrency. When every resident block
// waits and none can go on, each waiting block reports a deadlock (xcore.h, LaunchSync).
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <memory>
#include <mutex>
#include <sstream>
#include <thread>

#include "ascendc_sim/launch/kernel_registry.h"
#include "ascsim/soc_profile.h"
#include "check/racecheck.h"
#include "core/core_state.h"
#include "core/event_emit.h"
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

std::string Format(const Finding& f)
{
    std::ostringstream os;
    os << "[ascend-sim sanitizer] " << CheckName(f.check) << ": core " << f.core << ", " << f.api << " at "
       << f.loc.file << ":" << f.loc.line << ": " << f.message;
    if (!f.space.empty() && f.len != 0) {
        os << " (" << f.space << " 0x" << std::hex << f.addr << std::dec << ", " << f.len << " bytes)";
    }
    return os.str();
}

// Checks that need the whole kernel to have run.
void EndOfKernelChecks(CoreState& core)
{
    if (!core.sanitize) {
        return;
    }
    for (const auto& kv : core.flags) {
        if (!kv.second.empty()) {
            const auto src = static_cast<Pipe>((kv.first >> 16) & 0xFF);
            const auto dst = static_cast<Pipe>((kv.first >> 8) & 0xFF);
            // Reported at the SetFlag that is left pending (the kernel's exit has no source line).
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

struct CoreResult {
    bool ran = false;               // the block ran to its end without a finding
    uint32_t taskCalls[2] = {0, 0}; // WaitPreTaskEnd / SetNextTaskStart
    SrcLoc taskAt[2];
    std::vector<Finding> findings;
    std::vector<std::string> warnings;
    std::string printfText;
    CoreTraffic traffic;
};

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
    std::vector<CoreResult> results(blockDim);
    LaunchSync sync(blockDim, soc.aivCores, resident);
    sync.clockHz = soc.aivClockHz;
    sync.observers = observers.all.empty() ? nullptr : &observers.all;

    // One worker: runs block `first` (or takes one), then further blocks until none is left.
    auto work = [&](uint32_t first) {
        CoreState core;
        std::vector<uint8_t*> argv(args);
        uint32_t idx = first;
        if (idx == UINT32_MAX && !sync.TakeNext(&idx)) {
            return;
        }
        do {
            core.Reset(idx, blockDim, soc.ubTotalBytes, soc.ubUsableBytes(), sanitize);
            core.autoSync = instance.autoSync;
            core.xcore.launch = &sync;
            core.tilingKey = tilingKey;
            core.initcheck = initcheck;
            observers.Attach(core);
            sync.Started(idx, &core);
            BindCore(&core);
            Emit(core, [](KernelEventObserver& o, const OrderingView& v) { o.OnCoreBegin(v); });
            try {
                instance.thunk(instance.fn, argv.data());
                EndOfKernelChecks(core);
            } catch (const KernelAbort&) {
            } catch (const std::exception& e) {
                Report(Check::kMemcheck, "kernel", std::string("kernel threw: ") + e.what(), SrcLoc{"?", 0});
            } catch (...) {
                // Anything else thrown by kernel code stops this core only: letting it escape the
                // worker thread would terminate the whole process.
                Report(Check::kMemcheck, "kernel", "kernel threw a non-standard exception", SrcLoc{"?", 0});
            }
            Emit(core, [](KernelEventObserver& o, const OrderingView& v) { o.OnCoreEnd(v); });
            BindCore(nullptr);
            if (!core.findings.empty()) {
                sync.SetStop(); // no further block starts; blocks waiting for this one stop
            }
            CoreResult& r = results[idx];
            r.ran = core.findings.empty();
            for (int k = 0; k < 2; ++k) {
                r.taskCalls[k] = core.xcore.taskCalls[k];
                r.taskAt[k] = core.xcore.taskAt[k];
            }
            r.findings = std::move(core.findings);
            r.warnings = UnknownResultWarnings(core);
            r.printfText = std::move(core.printfText);
            r.traffic = CoreTraffic{idx, std::move(core.gmReads), std::move(core.gmWrites),
                                    std::move(core.xcore.clocks)};
            core.findings.clear();
            core.gmReads.clear();
            core.gmWrites.clear();
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

    std::ostringstream report;
    std::vector<CoreTraffic> traffic;
    // Warnings: at most kMaxWarningLines lines per launch (a loop over 64 cores would flood the log).
    constexpr size_t kMaxWarningLines = 16;
    size_t warningLines = 0;
    for (uint32_t i = 0; i < blockDim; ++i) {
        for (const auto& w : results[i].warnings) {
            if (warningLines++ < kMaxWarningLines) {
                outcome.warnings += w + "\n";
            }
        }
        for (const auto& f : results[i].findings) {
            outcome.ok = false;
            report << Format(f) << "\n";
        }
        // Every line a core printed, prefixed as the device printf prints it on 950:
        // "[AIV Block <block>/<blockDim>] " (Utils-API/调测接口/printf.md, 调用示例 output).
        const std::string prefix = "[AIV Block " + std::to_string(i) + "/" + std::to_string(blockDim) + "] ";
        const std::string& text = results[i].printfText;
        for (size_t begin = 0; begin < text.size();) {
            const size_t nl = text.find('\n', begin);
            const size_t end = nl == std::string::npos ? text.size() : nl + 1;
            outcome.printfText += prefix + text.substr(begin, end - begin);
            begin = end;
        }
        traffic.push_back(std::move(results[i].traffic));
    }
    if (outcome.ok && sanitize) {
        // WaitPreTaskEnd / SetNextTaskStart: "需要保证此接口在每个核上都被调用" (task_sync.h).
        for (int k = 0; k < 2 && outcome.ok; ++k) {
            uint32_t with = blockDim;
            uint32_t without = blockDim;
            for (uint32_t i = 0; i < blockDim; ++i) {
                if (results[i].taskCalls[k] != 0) {
                    with = std::min(with, i);
                } else {
                    without = std::min(without, i);
                }
            }
            if (with < blockDim && without < blockDim) {
                const char* api = k == 0 ? "WaitPreTaskEnd" : "SetNextTaskStart";
                outcome.ok = false;
                report << "[ascend-sim sanitizer] synccheck: core " << with << ", " << api << " at "
                       << results[with].taskAt[k].file << ":" << results[with].taskAt[k].line << ": core " << with
                       << " calls " << api << " but core " << without << " does not: every core must call it once ("
                       << api << ".md 约束说明), otherwise the task synchronisation hangs\n";
            }
        }
    }
    if (outcome.ok && sanitize) {
        const std::string race = FindCrossCoreRace(traffic);
        if (!race.empty()) {
            outcome.ok = false;
            report << "[ascend-sim sanitizer] racecheck: kernel " << instance.name << ": " << race << "\n";
        }
    }
    if (warningLines > kMaxWarningLines) {
        outcome.warnings += "[ascend-sim sanitizer] ... " + std::to_string(warningLines - kMaxWarningLines) +
                            " more warning line(s) of this launch not shown\n";
    }
    outcome.report = report.str();
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
