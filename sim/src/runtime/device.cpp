// Device management of the simulated runtime (docs/zh/api_ref/04_device_management.md).
//
//  - aclrtSetDevice selects the calling thread's device and counts a reference on it; the first
//    reference creates the device's default context with its default stream.
//  - aclrtResetDevice drops one reference; at zero the device's default stream and every stream
//    created on it are drained (pending tasks finish first, as documented) and destroyed.
//    Simulator choice (docs silent): the device's remaining device-memory blocks are released
//    too, as the driver does when the context goes away, and every thread that had selected the
//    device no longer has a current device (its context is gone).
//  - Resetting a device that is not set: the docs are silent; the simulator fails with
//    ACL_ERROR_RT_CONTEXT_NULL rather than ignoring the call.
//  - aclrtGetDevice without a device set "returns an error": ACL_ERROR_RT_CONTEXT_NULL
//    (docs/zh/api_ref/25-01_aclError.md: "请检查是否调用aclrtSetCurrentContext或aclrtSetDevice").
//  - An out-of-range device id fails with ACL_ERROR_RT_INVALID_DEVICEID.
#include <array>
#include <atomic>
#include <mutex>

#include "internal.h"

namespace ascsim::rt {
namespace {

using detail::kMaxDevices;

std::mutex g_deviceMutex;
std::array<int, kMaxDevices> g_refCount{};
// Bumped whenever a device is torn down, invalidating every thread's selection of it.
std::array<std::atomic<uint64_t>, kMaxDevices> g_epoch{};

struct ThreadDevice {
    int32_t device = -1;
    uint64_t epoch = 0;
    bool worker = false; // stream worker: bound to its stream's device for life
};
thread_local ThreadDevice t_device;

// Caller holds g_deviceMutex. Draining happens under the lock: stream tasks never take it
// (device-management calls are refused inside stream tasks).
void TeardownLocked(int32_t device)
{
    g_refCount[device] = 0;
    g_epoch[device].fetch_add(1);
    detail::ReleaseDeviceStreams(device);
    const size_t blocks = detail::ReleaseDeviceMemory(device);
    if (blocks != 0) {
        Log(LogLevel::kWarning, "ASCENDCL", "device %d reset: released %zu device memory block(s) that were not freed",
            device, blocks);
    }
}

bool ValidDeviceId(int32_t id) { return id >= 0 && static_cast<uint32_t>(id) < detail::ConfiguredDeviceCount(); }

aclError InvalidDevice(const char* api, int32_t id)
{
    return detail::Fail(ACL_ERROR_RT_INVALID_DEVICEID, api, "device id %d is out of range [0, %u)", id,
                        detail::ConfiguredDeviceCount());
}

} // namespace

int32_t CurrentDevice()
{
    const ThreadDevice& t = t_device;
    if (t.device < 0)
        return -1;
    if (t.worker)
        return t.device;
    if (g_epoch[t.device].load() != t.epoch)
        return -1;
    return t.device;
}

bool InStreamTask() { return t_device.worker; }

namespace detail {

aclError RequireDevice(const char* api, int32_t* device)
{
    const aclError init = RequireInit(api);
    if (init != ACL_SUCCESS)
        return init;
    const int32_t current = CurrentDevice();
    if (current < 0) {
        return Fail(ACL_ERROR_RT_CONTEXT_NULL, api, "no device is set on this thread; call aclrtSetDevice first");
    }
    *device = current;
    return ACL_SUCCESS;
}

aclError RejectInStreamTask(const char* api)
{
    if (!InStreamTask())
        return ACL_SUCCESS;
    return Fail(ACL_ERROR_API_NOT_SUPPORT, api,
                "must not be called from inside a stream task (it would wait for or tear down the running stream)");
}

void TeardownAllDevices()
{
    std::lock_guard<std::mutex> lock(g_deviceMutex);
    for (int32_t d = 0; d < kMaxDevices; ++d) {
        if (g_refCount[d] > 0) {
            TeardownLocked(d);
        } else {
            ReleaseDeviceMemory(d);
        }
    }
}

void BindWorkerThreadToDevice(int32_t device)
{
    t_device.device = device;
    t_device.epoch = g_epoch[device].load();
    t_device.worker = true;
}

} // namespace detail
} // namespace ascsim::rt

using namespace ascsim::rt;

extern "C" aclError aclrtSetDevice(int32_t deviceId)
{
    static const char* const kApi = "aclrtSetDevice";
    if (detail::RejectInStreamTask(kApi) != ACL_SUCCESS)
        return ACL_ERROR_API_NOT_SUPPORT;
    const aclError implicitInit = detail::ImplicitInit();
    if (implicitInit != ACL_SUCCESS)
        return implicitInit;
    std::lock_guard<std::mutex> lock(g_deviceMutex);
    const aclError init = detail::RequireInit(kApi);
    if (init != ACL_SUCCESS)
        return init;
    if (!ValidDeviceId(deviceId))
        return InvalidDevice(kApi, deviceId);
    if (g_refCount[deviceId] == 0) {
        const aclError rc = detail::CreateDefaultStream(deviceId);
        if (rc != ACL_SUCCESS)
            return rc;
        detail::ApplyDeviceLimits(); // aclrtDeviceSetLimit 约束说明: limits take effect at this point
    }
    ++g_refCount[deviceId];
    t_device.device = deviceId;
    t_device.epoch = g_epoch[deviceId].load();
    return ACL_SUCCESS;
}

extern "C" aclError aclrtResetDevice(int32_t deviceId)
{
    static const char* const kApi = "aclrtResetDevice";
    if (detail::RejectInStreamTask(kApi) != ACL_SUCCESS)
        return ACL_ERROR_API_NOT_SUPPORT;
    std::lock_guard<std::mutex> lock(g_deviceMutex);
    const aclError init = detail::RequireInit(kApi);
    if (init != ACL_SUCCESS)
        return init;
    if (!ValidDeviceId(deviceId))
        return InvalidDevice(kApi, deviceId);
    if (g_refCount[deviceId] == 0) {
        return detail::Fail(ACL_ERROR_RT_CONTEXT_NULL, kApi, "device %d is not set (no aclrtSetDevice to pair with)",
                            deviceId);
    }
    if (--g_refCount[deviceId] == 0)
        TeardownLocked(deviceId);
    return ACL_SUCCESS;
}

extern "C" aclError aclrtGetDevice(int32_t* deviceId)
{
    static const char* const kApi = "aclrtGetDevice";
    const aclError init = detail::RequireInit(kApi);
    if (init != ACL_SUCCESS)
        return init;
    if (deviceId == nullptr)
        return detail::Fail(ACL_ERROR_INVALID_PARAM, kApi, "deviceId must not be null");
    int32_t current = -1;
    const aclError rc = detail::RequireDevice(kApi, &current);
    if (rc != ACL_SUCCESS)
        return rc;
    *deviceId = current;
    return ACL_SUCCESS;
}

extern "C" aclError aclrtGetDeviceCount(uint32_t* count)
{
    static const char* const kApi = "aclrtGetDeviceCount";
    const aclError init = detail::RequireInit(kApi);
    if (init != ACL_SUCCESS)
        return init;
    if (count == nullptr)
        return detail::Fail(ACL_ERROR_INVALID_PARAM, kApi, "count must not be null");
    *count = detail::ConfiguredDeviceCount();
    return ACL_SUCCESS;
}

// docs/zh/api_ref/25-02_Enumerations.md#aclrtRunMode: ACL_DEVICE is not supported on the 950,
// the software stack runs on the host CPU.
extern "C" aclError aclrtGetRunMode(aclrtRunMode* runMode)
{
    static const char* const kApi = "aclrtGetRunMode";
    const aclError init = detail::RequireInit(kApi);
    if (init != ACL_SUCCESS)
        return init;
    if (runMode == nullptr)
        return detail::Fail(ACL_ERROR_INVALID_PARAM, kApi, "runMode must not be null");
    *runMode = ACL_HOST;
    return ACL_SUCCESS;
}

extern "C" aclError aclrtSynchronizeDevice(void)
{
    static const char* const kApi = "aclrtSynchronizeDevice";
    if (detail::RejectInStreamTask(kApi) != ACL_SUCCESS)
        return ACL_ERROR_API_NOT_SUPPORT;
    int32_t device = -1;
    const aclError rc = detail::RequireDevice(kApi, &device);
    if (rc != ACL_SUCCESS)
        return rc;
    return detail::SynchronizeDeviceStreams(kApi, device, -1);
}

// timeout: -1 waits forever, > 0 is in milliseconds (docs: only those values are described, so
// 0 and values below -1 are rejected with ACL_ERROR_INVALID_PARAM). On expiry the documented
// ACL_ERROR_RT_STREAM_SYNC_TIMEOUT is returned.
extern "C" aclError aclrtSynchronizeDeviceWithTimeout(int32_t timeout)
{
    static const char* const kApi = "aclrtSynchronizeDeviceWithTimeout";
    if (detail::RejectInStreamTask(kApi) != ACL_SUCCESS)
        return ACL_ERROR_API_NOT_SUPPORT;
    int32_t device = -1;
    const aclError rc = detail::RequireDevice(kApi, &device);
    if (rc != ACL_SUCCESS)
        return rc;
    if (timeout == 0 || timeout < -1) {
        return detail::Fail(ACL_ERROR_INVALID_PARAM, kApi, "timeout %d must be -1 or > 0 milliseconds", timeout);
    }
    return detail::SynchronizeDeviceStreams(kApi, device, timeout);
}
