// The <<<>>> kernel launch of .asc programs (ascendc_sim/lang/kernel_launch.h): queued on the stream
// like any task, run on the emulator as an ordinary launch (cores, waves, sanitizer, timing model).
#include <cstdio>
#include <memory>
#include <string>

#include "ascendc_sim/lang/kernel_launch.h"
#include "ascendc_sim/launch/kernel_registry.h"
#include "ascsim/runtime.h"
#include "ascsim/soc_profile.h"
#include "core/core_state.h"

namespace ascsim::asc {

namespace {

// numBlocks: at least 1 and at most 65535 (SIMD-BuiltIn关键字.md, 核函数配置: a launch beyond the
// AI Vector core count runs in waves).
constexpr long long kMaxBlocks = 65535;

std::string Where(const LaunchSite& site)
{
    return std::string(site.file) + ":" + std::to_string(site.line) + ": kernel launch " + site.kernel + "<<<...>>>";
}

void RunBody(void* fn, uint8_t** /*args*/) { (*static_cast<const KernelBody*>(fn))(); }

// Checks the execution configuration; an empty string when it can run.
std::string ConfigError(long long numBlocks, long long dynUBufSize, uint8_t ubReservesFreed)
{
    if (numBlocks < 1 || numBlocks > kMaxBlocks) {
        return "numBlocks " + std::to_string(numBlocks) + " is outside [1, " + std::to_string(kMaxBlocks) + "]";
    }
    const SocProfile& soc = ActiveSocProfile();
    // dynUBufSize: the UB a launch reserves for dynamic allocation (核函数.md); it cannot exceed the
    // UB the kernel may use (the reserves its build freed included: core.h, UB regions).
    const unsigned long long share = soc.ubUsableBytes() + kern::UbKernelBytes(ubReservesFreed) -
                                     kern::kUbKernelDefaultBytes;
    if (dynUBufSize < 0 || static_cast<unsigned long long>(dynUBufSize) > share) {
        return "dynUBufSize " + std::to_string(dynUBufSize) + " is outside [0, " + std::to_string(share) + "] bytes";
    }
    return "";
}

} // namespace

void QueueKernelLaunch(const LaunchSite& site, long long numBlocks, long long dynUBufSize, void* stream,
                       std::shared_ptr<const KernelBody> body, bool autoSync, uint8_t ubReservesFreed)
{
    const std::string where = Where(site);
    const std::string kernelName = site.kernel;
    const aclError queued = rt::EnqueueTask(
        stream, [where, kernelName, numBlocks, dynUBufSize, body, autoSync, ubReservesFreed]() -> aclError {
            const std::string bad = ConfigError(numBlocks, dynUBufSize, ubReservesFreed);
            if (!bad.empty()) {
                const std::string msg = where + ": " + bad;
                std::fprintf(stderr, "[ascend-sim] %s\n", msg.c_str());
                rt::ReportAsyncError(msg);
                return ACL_ERROR_RT_VECTOR_CORE_EXCEPTION;
            }
            kern::KernelInstance instance;
            instance.name = kernelName;
            instance.numArgs = 0;
            instance.fn = const_cast<KernelBody*>(body.get());
            instance.thunk = &RunBody;
            instance.autoSync = autoSync;
            instance.ubReservesFreed = ubReservesFreed;
            instance.dynUbufBytes = static_cast<uint64_t>(dynUBufSize);
            const kern::LaunchOutcome outcome = kern::LaunchKernel(instance, static_cast<uint32_t>(numBlocks), {}, 0);
            if (!outcome.printfText.empty()) {
                std::fputs(outcome.printfText.c_str(), stdout);
                std::fflush(stdout);
            }
            if (!outcome.warnings.empty()) {
                std::fprintf(stderr, "%s:\n%s", where.c_str(), outcome.warnings.c_str());
            }
            if (!outcome.ok) {
                std::fprintf(stderr, "%s failed on the simulator:\n%s", where.c_str(), outcome.report.c_str());
                rt::ReportAsyncError(where + " failed on the simulator:\n" + outcome.report);
                return ACL_ERROR_RT_VECTOR_CORE_EXCEPTION;
            }
            return ACL_SUCCESS;
        });
    if (queued != ACL_SUCCESS) {
        const std::string msg = where + ": could not be queued (ACL error " + std::to_string(queued) +
                                "; is a device set and the stream alive?)";
        std::fprintf(stderr, "[ascend-sim] %s\n", msg.c_str());
        rt::ReportError(msg);
    }
}

int64_t BuiltinBlockIdx() { return static_cast<int64_t>(kern::CurrentBlockIdx()); }

int64_t BuiltinBlockNum() { return static_cast<int64_t>(kern::CurrentBlockNum()); }

} // namespace ascsim::asc
