// A kernel launch: blockDim emulated cores on a pool of worker threads, each core with its own
// poisoned UB and pipes; afterwards the end-of-kernel checks and racecheck.
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <sstream>
#include <thread>

#include "ascendc_sim/kernel/kernel_registry.h"
#include "ascsim/soc_profile.h"
#include "core_state.h"
#include "racecheck.h"

namespace ascsim::kern {

namespace {

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
}

struct CoreResult {
    std::vector<Finding> findings;
    std::vector<std::string> warnings;
    std::string printfText;
    CoreTraffic traffic;
};

}  // namespace

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
    const InitcheckMode initcheck = InitcheckSetting();
    const uint32_t hw = std::max(1U, std::thread::hardware_concurrency());
    const uint32_t workers = std::min(blockDim, hw);
    std::vector<CoreResult> results(blockDim);
    std::atomic<uint32_t> next{0};
    std::atomic<bool> stop{false};

    auto work = [&]() {
        CoreState core;
        std::vector<uint8_t*> argv(args);
        for (uint32_t idx = next++; idx < blockDim && !stop.load(); idx = next++) {
            core.Reset(idx, blockDim, soc.ubTotalBytes, soc.ubUsableBytes(), sanitize);
            core.tilingKey = tilingKey;
            core.initcheck = initcheck;
            BindCore(&core);
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
            BindCore(nullptr);
            if (!core.findings.empty()) {
                stop = true;
            }
            CoreResult& r = results[idx];
            r.findings = std::move(core.findings);
            r.warnings = UnknownResultWarnings(core);
            r.printfText = std::move(core.printfText);
            r.traffic = CoreTraffic{idx, std::move(core.gmReads), std::move(core.gmWrites)};
            core.findings.clear();
            core.gmReads.clear();
            core.gmWrites.clear();
        }
    };
    std::vector<std::thread> pool;
    for (uint32_t i = 1; i < workers; ++i) {
        pool.emplace_back(work);
    }
    work();
    for (auto& t : pool) {
        t.join();
    }

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
        if (!results[i].printfText.empty()) {
            outcome.printfText += "[core " + std::to_string(i) + "] " + results[i].printfText;
        }
        traffic.push_back(std::move(results[i].traffic));
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
    return outcome;
}

}  // namespace ascsim::kern
