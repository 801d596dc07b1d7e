// A launch's outcome from its blocks' results (block_result.h).
#include <algorithm>
#include <sstream>
#include <utility>

#include "launch/block_result.h"

namespace ascsim::kern {

namespace {

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

// Every line a block printed, prefixed as the device printf prints it on 950:
// "[AIV Block <block>/<blockDim>] " (Utils-API/调测接口/printf.md, 调用示例 output).
void AppendPrintf(const std::string& text, uint32_t block, uint32_t blockDim, std::string& out)
{
    const std::string prefix = "[AIV Block " + std::to_string(block) + "/" + std::to_string(blockDim) + "] ";
    for (size_t begin = 0; begin < text.size();) {
        const size_t nl = text.find('\n', begin);
        const size_t end = nl == std::string::npos ? text.size() : nl + 1;
        out += prefix + text.substr(begin, end - begin);
        begin = end;
    }
}

// WaitPreTaskEnd / SetNextTaskStart: "需要保证此接口在每个核上都被调用" (task_sync.h). False (and the
// finding in `report`) when some blocks call one and others do not.
bool CheckTaskSync(const std::vector<BlockResult>& results, std::ostringstream& report)
{
    const auto blockDim = static_cast<uint32_t>(results.size());
    for (int k = 0; k < 2; ++k) {
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
            report << "[ascend-sim sanitizer] synccheck: core " << with << ", " << api << " at "
                   << results[with].taskAt[k].file << ":" << results[with].taskAt[k].line << ": core " << with
                   << " calls " << api << " but core " << without << " does not: every core must call it once (" << api
                   << ".md 约束说明), otherwise the task synchronisation hangs\n";
            return false;
        }
    }
    return true;
}

} // namespace

BlockResult TakeBlockResult(CoreState& core, uint32_t idx)
{
    BlockResult r;
    for (int k = 0; k < 2; ++k) {
        r.taskCalls[k] = core.xcore.taskCalls[k];
        r.taskAt[k] = core.xcore.taskAt[k];
    }
    r.findings = std::move(core.check.findings);
    r.warnings = UnknownResultWarnings(core);
    for (std::string& w : UbRegionWarnings(core)) {
        r.warnings.push_back(std::move(w));
    }
    r.printfText = std::move(core.printfText);
    // An MTE2 load whose UB bytes nothing used is no read for racecheck (racecheck.cpp, rule racecheck.read-write).
    DropUnusedLoads(core.check.gmReads, std::move(core.check.mte2Filled), std::move(core.check.mte2Used));
    r.traffic = CoreTraffic{idx, std::move(core.check.gmReads), std::move(core.check.gmWrites),
                            std::move(core.xcore.clocks)};
    core.check.findings.clear();
    core.check.gmReads.clear();
    core.check.gmWrites.clear();
    return r;
}

void MergeBlockResults(std::vector<BlockResult>& results, const std::string& kernel, bool sanitize,
                       LaunchOutcome& outcome)
{
    const auto blockDim = static_cast<uint32_t>(results.size());
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
        AppendPrintf(results[i].printfText, i, blockDim, outcome.printfText);
        traffic.push_back(std::move(results[i].traffic));
    }
    if (outcome.ok && sanitize && !CheckTaskSync(results, report)) {
        outcome.ok = false;
    }
    if (outcome.ok && sanitize) {
        const std::string race = FindCrossCoreRace(traffic);
        if (!race.empty()) {
            outcome.ok = false;
            report << "[ascend-sim sanitizer] racecheck: kernel " << kernel << ": " << race << "\n";
        }
    }
    if (warningLines > kMaxWarningLines) {
        outcome.warnings += "[ascend-sim sanitizer] ... " + std::to_string(warningLines - kMaxWarningLines) +
                            " more warning line(s) of this launch not shown\n";
    }
    outcome.report = report.str();
}

} // namespace ascsim::kern
