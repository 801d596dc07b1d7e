// The SIMT <<<>>> launch (ascendc_sim/lang/simt_launch.h): its execution configuration checked against the
// documented limits, then queued as an ordinary launch of grid.x * grid.y * grid.z blocks.
#include "ascendc_sim/lang/simt_launch.h"
#include "ascendc_sim/vf/simt_vf_call.h"

#include <cstdio>
#include <string>

#include "ascsim/runtime.h"
#include "core/core_state.h"
#include "simt/dim_math.h"

namespace ascsim::simt {

using kern::Check;
using kern::Fail;
using kern::Report;

namespace {

// SIMT编程简介/编程模型.md (线程架构): at most 65535 blocks in a grid, 2048 threads in a block.
constexpr unsigned long long kMaxBlocks = 65535;
constexpr unsigned long long kMaxThreads = 2048;
// 编程模型.md (UB划分): UB is 256 KB; 8 KB is reserved and the Data Cache, what remains after the static and
// dynamic UB, must be at least 32 KB.
constexpr unsigned long long kUbBytes = 256 * 1024;
constexpr unsigned long long kReservedBytes = 8 * 1024;
constexpr unsigned long long kMinDataCacheBytes = 32 * 1024;

std::string ConfigError(const dim3& grid, const dim3& threads, long long dyn)
{
    if (Volume(grid) == 0 || Volume(grid) > kMaxBlocks) {
        return "blocks_per_grid " + DimText(grid) + " " + HoldsText(grid, "blocks") + ": a grid holds 1 to " +
               std::to_string(kMaxBlocks);
    }
    if (Volume(threads) == 0 || Volume(threads) > kMaxThreads) {
        return "threads_per_block " + DimText(threads) + " " + HoldsText(threads, "threads") + ": a block holds 1 to " +
               std::to_string(kMaxThreads);
    }
    const unsigned long long most = kUbBytes - kReservedBytes - kMinDataCacheBytes;
    if (dyn < 0 || static_cast<unsigned long long>(dyn) > most) {
        return "dyn_ubuf_size " + std::to_string(dyn) + " is outside [0, " + std::to_string(most) +
               "] bytes: the Data Cache (UB less the static and dynamic UB and the 8 KB reserve) must keep 32 KB";
    }
    return "";
}

} // namespace

dim3 BlockIndexOf(const dim3& grid, unsigned long long index)
{
    const unsigned long long plane = static_cast<unsigned long long>(grid.x) * grid.y;
    return dim3(static_cast<unsigned int>(index % grid.x), static_cast<unsigned int>((index / grid.x) % grid.y),
                static_cast<unsigned int>(index / plane));
}

unsigned long long CurrentLinearBlock() { return kern::CurrentBlockIdx(); }

void NoteRawGmPointer(const void* p)
{
    if (p != nullptr) {
        rt::MarkDeviceAllocationWritten(p);
    }
}

void QueueSimtKernelLaunch(const asc::LaunchSite& site, const dim3& grid, const dim3& threads, long long dynUBufSize,
                           void* stream, std::shared_ptr<const asc::KernelBody> block, bool autoSync,
                           uint8_t ubReservesFreed)
{
    const std::string bad = ConfigError(grid, threads, dynUBufSize);
    if (bad.empty()) {
        asc::QueueKernelLaunch(site, static_cast<long long>(Volume(grid)), dynUBufSize, stream, std::move(block),
                               autoSync, ubReservesFreed);
        return;
    }
    // A configuration beyond the limits of 编程模型.md / 核函数配置.md fails the stream, as a bad SIMD launch does.
    const std::string msg = std::string(site.file) + ":" + std::to_string(site.line) + ": kernel launch " +
                            site.kernel + "<<<...>>>: " + bad;
    const aclError queued = rt::EnqueueTask(stream, [msg]() -> aclError {
        std::fprintf(stderr, "[ascend-sim] %s\n", msg.c_str());
        rt::ReportAsyncError(msg);
        return ACL_ERROR_RT_VECTOR_CORE_EXCEPTION;
    });
    if (queued != ACL_SUCCESS) {
        std::fprintf(stderr, "[ascend-sim] %s\n", msg.c_str());
        rt::ReportError(msg);
    }
}

void RunSimtVf(const dim3& threads, const ThreadBody& body, kern::SrcLoc loc)
{
    if (!kern::InsideKernel()) {
        // rule memcheck.simt-vf-outside-kernel: asc_vf_call of a SIMT VF with no kernel running on the thread
        //   doc: api/SIMT-API/SIMD与SIMT混合编程简介/扩展语法/核函数配置-147.md (asc\_vf\_call调用)
        Fail(Check::kMemcheck, "asc_vf_call", "asc_vf_call of a SIMT VF outside a kernel launch", loc);
    }
    if (InSimtThread()) {
        // rule memcheck.simt-vf-nested: asc_vf_call from a SIMT thread
        //   doc: api/SIMT-API/SIMD与SIMT混合编程简介/扩展语法/核函数配置-147.md (asc\_vf\_call调用)
        //   choice: the page has the SIMD kernel start SIMT VFs; a SIMT thread starting one is rejected
        Fail(Check::kMemcheck, "asc_vf_call", "asc_vf_call inside a SIMT thread: a VF cannot launch a VF", loc);
    }
    if (Volume(threads) == 0 || Volume(threads) > kMaxThreads) {
        // rule memcheck.simt-vf-threads: a SIMT VF of no threads or of more than 2048
        //   doc: api/SIMT-API/SIMD与SIMT混合编程简介/扩展语法/核函数配置-147.md (asc\_vf\_call调用)
        Fail(Check::kMemcheck, "asc_vf_call",
             "threadNums " + DimText(threads) + " " + HoldsText(threads, "threads") + ": a SIMT VF runs 1 to " +
                 std::to_string(kMaxThreads),
             loc);
    }
    RunSimtBlock(dim3(kern::CurrentBlockNum()), threads, dim3(kern::CurrentBlockIdx(), 0, 0), body);
}

} // namespace ascsim::simt
