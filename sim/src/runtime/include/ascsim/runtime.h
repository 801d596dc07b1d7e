// Internal interface of the simulated ACL runtime (libascendcl), used by the other sim
// libraries (nnopbase, kernel emulator). Not part of the CANN API; never included by op code.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

#include "acl/acl_base.h"
#include "acl/acl_rt.h"

namespace ascsim::rt {

// ---- device memory registry -------------------------------------------------------------
// Every aclrtMalloc'd block (and every block from DeviceAlloc) is registered here.
struct DeviceRange {
    uintptr_t base = 0;
    size_t size = 0;
    int32_t deviceId = 0;
    uint64_t serial = 0; // unique per allocation (a later block at the same address differs)
};
// True when [ptr, ptr+len) lies entirely inside one live device allocation; fills *out.
// markWritten: also records the range as written (MarkDeviceWritten).
bool LookupDeviceRange(const void* ptr, size_t len, DeviceRange* out, bool markWritten = false);
// Device bytes written since aclrtMalloc: host copies and aclrtMemset mark their destination, the
// kernel sanitizer the GM its instructions store to. aclrtMalloc does not initialise memory
// (docs/zh/api_ref/11-01_device_memory_malloc_and_free.md, aclrtMalloc 约束说明).
void MarkDeviceWritten(const void* ptr, size_t len);
// The whole live allocation holding `ptr` (none: nothing): for stores the sanitizer cannot see, such as a
// SIMT thread's through a plain pointer (ascendc_sim/lang/simt_raw_gm.h).
void MarkDeviceAllocationWritten(const void* ptr);
// Bytes of [ptr, ptr+len) never marked written that still hold kDeviceFreshByte (a store the
// sanitizer did not see, e.g. through a raw pointer, changed the others); *firstOffset: the first
// one's offset in its allocation, *range: the allocation. 0 outside device memory.
size_t UnwrittenFreshBytes(const void* ptr, size_t len, size_t* firstOffset, DeviceRange* range);
// Internal device allocation (tiling data, contiguous copies made by nnopbase). nullptr on failure.
// *serial (when given) names this allocation: a device reset releases the block and a later
// allocation may reuse its address, so an owner that may outlive a reset frees and checks by it.
void* DeviceAlloc(size_t size, uint64_t* serial = nullptr);
void DeviceFree(void* ptr);
// Frees ptr only while it is still the block `serial` names; otherwise (already released by a
// device reset) does nothing.
void DeviceFreeOwned(void* ptr, uint64_t serial);
bool IsLiveDeviceBlock(const void* ptr, uint64_t serial);
// Called by aclFinalize before the devices are torn down (streams drained first), so that layers
// above the runtime can release what they still hold (nnopbase: executors never run).
void AddFinalizeHook(void (*hook)());

// ---- streams -----------------------------------------------------------------------------
// A task runs on the stream's worker thread, in FIFO order with everything else queued on it.
// A non-success return marks the stream failed: aclrtSynchronizeStream returns that code (and
// the message passed to ReportAsyncError is appended to the syncing thread's recent error).
using StreamTask = std::function<aclError()>;
// stream == nullptr means the default stream of the current device. Returns an ACL error when
// the stream is unknown/destroyed or no device is set.
aclError EnqueueTask(aclrtStream stream, StreamTask task);
// Called from inside a task to attach a message to the error it is about to return.
void ReportAsyncError(const std::string& message);

// ---- errors and logging -------------------------------------------------------------------
// Appends to the calling thread's "recent error message" (aclGetRecentErrMsg) and logs at ERROR.
void ReportError(const std::string& message);

enum class LogLevel : int { kDebug = 0, kInfo = 1, kWarning = 2, kError = 3, kNull = 4 };
// Honours ASCEND_GLOBAL_LOG_LEVEL (0 debug .. 3 error, 4 null; default 3) and
// ASCEND_SLOG_PRINT_TO_STDOUT (1 = stdout, otherwise stderr). printf-style.
void Log(LogLevel level, const char* module, const char* fmt, ...) __attribute__((format(printf, 3, 4)));
bool LogEnabled(LogLevel level);

// Current device of the calling thread (aclrtSetDevice), -1 when none.
int32_t CurrentDevice();

// ---- additions made with the implementation ---------------------------------------------
// Device memory: start addresses are 64-byte aligned and sizes are rounded up to 32 bytes
// (docs/zh/api_ref/11-01_device_memory_malloc_and_free.md, aclrtMalloc, Ascend 950PR/950DT).
// DeviceRange::size is that rounded size. Fresh blocks read as kDeviceFreshByte (zero), see
// device_memory.cpp for why.
constexpr size_t kDeviceAddressAlignment = 64;
constexpr size_t kDeviceSizeGranularity = 32;
constexpr uint8_t kDeviceFreshByte = 0x00;
struct DeviceMemoryStats {
    size_t liveBlocks = 0;
    size_t liveBytes = 0; // rounded sizes
};
DeviceMemoryStats GetDeviceMemoryStats();

// True between a successful aclInit and aclFinalize.
bool IsInitialized();
// The SIMT stack sizes in effect (device_limit.cpp: aclInit's file or aclrtDeviceSetLimit, applied at the last
// aclrtSetDevice of an unused device): bytes of each thread's SIMT stack and of each warp's divergence stack;
// 1152 and 1024 by default.
uint32_t SimtThreadStackBytes();
uint32_t SimtDivergenceStackBytes();
// True when the caller runs inside a stream task (on a stream worker thread). Blocking ACL calls
// (synchronise, destroy stream, set/reset device, aclInit/aclFinalize) made from a task fail with
// ACL_ERROR_API_NOT_SUPPORT instead of deadlocking.
bool InStreamTask();
// Codes a failing task should return (docs/zh/api_ref/25-01_aclError.md, runtime table): a kernel
// fault on an AI Vector core, which is every core the simulator emulates, is
// ACL_ERROR_RT_VECTOR_CORE_EXCEPTION 507035 ("vector core执行异常"; ACL_ERROR_RT_AICORE_EXCEPTION 507015
// is the cube / AI Core one). Evidence from 950 runs: hicann/runtime's
// example/1_basic_features/stream/1_stream_with_failure_mode (a trapping `__global__ __aicore__` kernel,
// 507035 at aclrtSynchronizeStream) and asc-devkit's SIMT 09_log (an assert, 507035 at
// aclrtSynchronizeDevice). A throwing task counts as ACL_ERROR_RT_INTERNAL_ERROR 507000.

// Log with a source location: "[LEVEL] MODULE(pid,prog):date [file:line] message".
void LogAt(LogLevel level, const char* module, const char* file, int line, const char* fmt, ...)
    __attribute__((format(printf, 5, 6)));
// The log configuration is read from the environment once (first use) and again by aclInit;
// call this after changing ASCEND_GLOBAL_LOG_LEVEL / ASCEND_*LOG_PRINT_TO_STDOUT at run time.
void ReloadLogConfigFromEnv();

} // namespace ascsim::rt
