// Private glue between the source files of libascendcl. Not installed.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>

#include "acl/acl_rt.h"
#include "ascsim/runtime.h"

namespace ascsim::rt::detail {

// The int a C caller passed in an enum parameter. Loading an out-of-range value as the C++ enum
// is undefined behaviour, so public APIs read their enum parameters through this and range-check
// the int before converting.
template <typename Enum>
int32_t RawEnumValue(const Enum& value)
{
    static_assert(sizeof(Enum) == sizeof(int32_t), "acl enums are int-sized");
    int32_t raw = 0;
    std::memcpy(&raw, &value, sizeof(raw));
    return raw;
}

// Upper bound on ASCEND_SIM_DEVICE_COUNT (device ids index fixed-size tables).
constexpr int32_t kMaxDevices = 64;

// ---- errors (errors.cpp) -------------------------------------------------------------------
// ReportError("<api>: <formatted message>") and return code. Use as `return Fail(...)`.
aclError Fail(aclError code, const char* api, const char* fmt, ...) __attribute__((format(printf, 3, 4)));
// Appends to the calling thread's recent error message without logging (already logged).
void AppendRecentError(const std::string& message);
std::string Format(const char* fmt, ...) __attribute__((format(printf, 1, 2)));

// ---- initialisation (init.cpp) --------------------------------------------------------------
// ACL_SUCCESS, or ACL_ERROR_UNINITIALIZE after reporting it for `api`.
aclError RequireInit(const char* api);
// aclrtSetDevice's initialisation of a runtime nobody aclInit'ed (init.cpp).
aclError ImplicitInit();

// ---- device limits (device_limit.cpp) -------------------------------------------------------
// aclInit: the requested limits become the defaults, with these SIMT stack sizes (bytes per thread, per warp).
void ResetDeviceLimits(uint32_t simtThreadStack, uint32_t simtDivergenceStack);
// aclrtSetDevice of a device not in use (reference count 0): the requested limits take effect.
void ApplyDeviceLimits();
// Configuration read by aclInit from the environment.
uint32_t ConfiguredDeviceCount();
size_t ConfiguredDeviceMemoryBytes();

// ---- devices (device.cpp) -------------------------------------------------------------------
// RequireInit, then the calling thread's current device into *device (ACL_ERROR_RT_CONTEXT_NULL
// when none is set).
aclError RequireDevice(const char* api, int32_t* device);
// Blocking APIs must not run on a stream worker (they would wait for themselves).
aclError RejectInStreamTask(const char* api);
// aclFinalize: tear down every device that is still set.
void TeardownAllDevices();
// Worker threads: make CurrentDevice() report `device` on this thread for its whole life.
void BindWorkerThreadToDevice(int32_t device);

// ---- streams (stream.cpp) -------------------------------------------------------------------
// Called by aclrtSetDevice when a device goes from unset to set.
aclError CreateDefaultStream(int32_t device);
// Drains and destroys the default stream and every stream created on `device`.
void ReleaseDeviceStreams(int32_t device);
// Waits for every stream of `device`; returns the first task failure found (and reports all).
// timeoutMs < 0: no timeout.
aclError SynchronizeDeviceStreams(const char* api, int32_t device, int32_t timeoutMs);

// ---- memory (device_memory.cpp) -------------------------------------------------------------
enum class MemoryKind { kNone, kDevice, kHost };
// Frees every device block of `device` (device reset). Returns the number of blocks released.
size_t ReleaseDeviceMemory(int32_t device);
// True when [ptr, ptr+len) lies inside one live aclrtMallocHost block.
bool LookupHostRange(const void* ptr, size_t len);
// True when [ptr, ptr+len) overlaps any live device block.
bool OverlapsDeviceMemory(const void* ptr, size_t len);
// Bytes of device memory currently allocated on `device` (rounded sizes).
size_t DeviceBytesInUse(int32_t device);

} // namespace ascsim::rt::detail
