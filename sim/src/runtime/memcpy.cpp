// Memory copy and set of the simulated runtime (docs/zh/api_ref/11-03_memory_copy_and_set.md).
//
// Checks (every one reported through ReportError, never a crash):
//  - dst/src/devPtr null: ACL_ERROR_INVALID_PARAM; an aclrtMemcpyKind outside the enum:
//    ACL_ERROR_INVALID_PARAM.
//  - count > destMax (maxCount for memset), a kind that contradicts the pointers, a device range
//    that overflows its allocation, a host range that overlaps device memory, memset on memory
//    that is neither device memory nor an aclrtMallocHost block (the docs call that undefined
//    behaviour): ACL_ERROR_RT_PARAM_INVALID ("参数校验失败", docs/zh/api_ref/25-01_aclError.md).
//  - count == 0 is a successful no-op (the docs are silent; the real ACL layer returns success
//    before looking at the pointers, and the simulator follows it).
// Kind: the aclrtMemcpy doc describes kind as reserved, "the system decides from the addresses
// whether the copy is possible and reports an error if not". The simulator is stricter and
// requires the given kind to match the addresses (ACL_MEMCPY_DEFAULT infers it), as
// aclrtMemcpyAsync and the other SoCs do. HOST_TO_BUF_TO_DEVICE is checked as HOST_TO_DEVICE;
// INNER_/INTER_DEVICE_TO_DEVICE require the same/different devices.
// Copies between two devices need peer access (aclrtDeviceEnablePeerAccess, per the aclrtMemcpy
// constraints for the 950), which the simulator does not provide: ACL_ERROR_RT_FEATURE_NOT_SUPPORT.
//
// aclrtMemcpy / aclrtMemset run immediately and do NOT wait for stream tasks (documented: "不会进行
// 隐式的device同步或流同步"), so they can observe memory that queued tasks have not written yet.
// aclrtMemcpyAsync / aclrtMemsetAsync are validated when queued and again when they run (memory
// freed in between fails the task with ACL_ERROR_RT_SYS_DMA, the documented DMA error code).
// With pageable host memory (not from aclrtMallocHost) aclrtMemcpyAsync returns only once the copy
// is done, as documented; with pinned memory it is truly asynchronous.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <future>
#include <memory>
#include <string>

#include "internal.h"

namespace ascsim::rt {
namespace {

using detail::Fail;

const char* KindName(aclrtMemcpyKind kind)
{
    switch (kind) {
        case ACL_MEMCPY_HOST_TO_HOST:
            return "ACL_MEMCPY_HOST_TO_HOST";
        case ACL_MEMCPY_HOST_TO_DEVICE:
            return "ACL_MEMCPY_HOST_TO_DEVICE";
        case ACL_MEMCPY_DEVICE_TO_HOST:
            return "ACL_MEMCPY_DEVICE_TO_HOST";
        case ACL_MEMCPY_DEVICE_TO_DEVICE:
            return "ACL_MEMCPY_DEVICE_TO_DEVICE";
        case ACL_MEMCPY_DEFAULT:
            return "ACL_MEMCPY_DEFAULT";
        case ACL_MEMCPY_HOST_TO_BUF_TO_DEVICE:
            return "ACL_MEMCPY_HOST_TO_BUF_TO_DEVICE";
        case ACL_MEMCPY_INNER_DEVICE_TO_DEVICE:
            return "ACL_MEMCPY_INNER_DEVICE_TO_DEVICE";
        case ACL_MEMCPY_INTER_DEVICE_TO_DEVICE:
            return "ACL_MEMCPY_INTER_DEVICE_TO_DEVICE";
    }
    return "unknown";
}

std::string Where(bool isDevice, const DeviceRange& range)
{
    return isDevice ? detail::Format("device memory (device %d)", range.deviceId) : std::string("host memory");
}

struct CopyPlan {
    bool dstDevice = false;
    bool srcDevice = false;
    bool pageableHost = false; // a host side is not an aclrtMallocHost block
};

aclError ValidateCopy(const char* api, void* dst, size_t destMax, const void* src, size_t count, int32_t rawKind,
                      CopyPlan* plan)
{
    if (dst == nullptr)
        return Fail(ACL_ERROR_INVALID_PARAM, api, "dst must not be null");
    if (src == nullptr)
        return Fail(ACL_ERROR_INVALID_PARAM, api, "src must not be null");
    if (rawKind < ACL_MEMCPY_HOST_TO_HOST || rawKind > ACL_MEMCPY_INTER_DEVICE_TO_DEVICE) {
        return Fail(ACL_ERROR_INVALID_PARAM, api, "unknown aclrtMemcpyKind %d", rawKind);
    }
    const auto kind = static_cast<aclrtMemcpyKind>(rawKind);
    if (count > destMax) {
        return Fail(ACL_ERROR_RT_PARAM_INVALID, api, "count %zu exceeds destMax %zu", count, destMax);
    }
    DeviceRange dr;
    DeviceRange sr;
    const bool dstDevice = LookupDeviceRange(dst, 0, &dr);
    const bool srcDevice = LookupDeviceRange(src, 0, &sr);
    bool wantDst = dstDevice;
    bool wantSrc = srcDevice;
    switch (kind) {
        case ACL_MEMCPY_HOST_TO_HOST:
            wantSrc = false;
            wantDst = false;
            break;
        case ACL_MEMCPY_HOST_TO_DEVICE:
        case ACL_MEMCPY_HOST_TO_BUF_TO_DEVICE:
            wantSrc = false;
            wantDst = true;
            break;
        case ACL_MEMCPY_DEVICE_TO_HOST:
            wantSrc = true;
            wantDst = false;
            break;
        case ACL_MEMCPY_DEVICE_TO_DEVICE:
        case ACL_MEMCPY_INNER_DEVICE_TO_DEVICE:
        case ACL_MEMCPY_INTER_DEVICE_TO_DEVICE:
            wantSrc = true;
            wantDst = true;
            break;
        case ACL_MEMCPY_DEFAULT:
            break;
    }
    if (dstDevice != wantDst) {
        return Fail(ACL_ERROR_RT_PARAM_INVALID, api, "%s needs %s as destination, but dst %p is %s", KindName(kind),
                    wantDst ? "device memory" : "host memory", dst, Where(dstDevice, dr).c_str());
    }
    if (srcDevice != wantSrc) {
        return Fail(ACL_ERROR_RT_PARAM_INVALID, api, "%s needs %s as source, but src %p is %s", KindName(kind),
                    wantSrc ? "device memory" : "host memory", src, Where(srcDevice, sr).c_str());
    }
    if (dstDevice) {
        const size_t offset = reinterpret_cast<uintptr_t>(dst) - dr.base;
        if (count > dr.size - offset) {
            return Fail(ACL_ERROR_RT_PARAM_INVALID, api,
                        "writing %zu bytes at offset %zu overflows the %zu-byte device allocation at %p", count, offset,
                        dr.size, reinterpret_cast<void*>(dr.base));
        }
    } else if (detail::OverlapsDeviceMemory(dst, count)) {
        return Fail(ACL_ERROR_RT_PARAM_INVALID, api, "host destination [%p, +%zu) overlaps device memory", dst, count);
    }
    if (srcDevice) {
        const size_t offset = reinterpret_cast<uintptr_t>(src) - sr.base;
        if (count > sr.size - offset) {
            return Fail(ACL_ERROR_RT_PARAM_INVALID, api,
                        "reading %zu bytes at offset %zu overflows the %zu-byte device allocation at %p", count, offset,
                        sr.size, reinterpret_cast<void*>(sr.base));
        }
    } else if (detail::OverlapsDeviceMemory(src, count)) {
        return Fail(ACL_ERROR_RT_PARAM_INVALID, api, "host source [%p, +%zu) overlaps device memory", src, count);
    }
    if (dstDevice && srcDevice) {
        const bool sameDevice = dr.deviceId == sr.deviceId;
        if (kind == ACL_MEMCPY_INNER_DEVICE_TO_DEVICE && !sameDevice) {
            return Fail(ACL_ERROR_RT_PARAM_INVALID, api, "%s needs both pointers on one device, got devices %d and %d",
                        KindName(kind), dr.deviceId, sr.deviceId);
        }
        if (kind == ACL_MEMCPY_INTER_DEVICE_TO_DEVICE && sameDevice) {
            return Fail(ACL_ERROR_RT_PARAM_INVALID, api,
                        "%s needs two different devices, both pointers are on device %d", KindName(kind), dr.deviceId);
        }
        if (!sameDevice) {
            return Fail(ACL_ERROR_RT_FEATURE_NOT_SUPPORT, api,
                        "copy from device %d to device %d needs peer access, which the simulator does not provide",
                        sr.deviceId, dr.deviceId);
        }
    }
    plan->dstDevice = dstDevice;
    plan->srcDevice = srcDevice;
    plan->pageableHost = (!dstDevice && !detail::LookupHostRange(dst, count)) ||
                         (!srcDevice && !detail::LookupHostRange(src, count));
    return ACL_SUCCESS;
}

// isDevice: target is device memory (else an aclrtMallocHost block).
aclError ValidateSet(const char* api, void* devPtr, size_t maxCount, size_t count, bool* isDevice)
{
    if (devPtr == nullptr)
        return Fail(ACL_ERROR_INVALID_PARAM, api, "devPtr must not be null");
    if (count > maxCount) {
        return Fail(ACL_ERROR_RT_PARAM_INVALID, api, "count %zu exceeds maxCount %zu", count, maxCount);
    }
    DeviceRange range;
    if (LookupDeviceRange(devPtr, 0, &range)) {
        const size_t offset = reinterpret_cast<uintptr_t>(devPtr) - range.base;
        if (count > range.size - offset) {
            return Fail(ACL_ERROR_RT_PARAM_INVALID, api,
                        "setting %zu bytes at offset %zu overflows the %zu-byte device allocation at %p", count, offset,
                        range.size, reinterpret_cast<void*>(range.base));
        }
        *isDevice = true;
        return ACL_SUCCESS;
    }
    if (detail::LookupHostRange(devPtr, count)) {
        *isDevice = false;
        return ACL_SUCCESS;
    }
    if (detail::LookupHostRange(devPtr, 0)) {
        return Fail(ACL_ERROR_RT_PARAM_INVALID, api, "setting %zu bytes at %p overflows its aclrtMallocHost block",
                    count, devPtr);
    }
    return Fail(ACL_ERROR_RT_PARAM_INVALID, api,
                "%p is neither device memory nor an aclrtMallocHost block (undefined behaviour per the docs)", devPtr);
}

// Inside a task: the device side(s) must still be allocated when the task runs.
aclError RecheckAtRun(const char* what, const void* ptr, size_t count, std::string* why)
{
    if (LookupDeviceRange(ptr, count, nullptr))
        return ACL_SUCCESS;
    *why = detail::Format("%s: device memory [%p, +%zu) is no longer allocated when the task runs", what, ptr, count);
    return ACL_ERROR_RT_SYS_DMA;
}

// ASCEND_SIM_SANITIZER as the kernel sanitizer reads it (sim/src/kernel/check/initcheck.cpp): "0" turns
// every check off; initcheck=off / warn (default) / fatal, the last one given winning.
enum class ReadBackMode { kOff, kWarn, kFatal };
ReadBackMode ReadBackSetting()
{
    const char* v = std::getenv("ASCEND_SIM_SANITIZER");
    if (v == nullptr)
        return ReadBackMode::kWarn;
    const std::string all(v);
    if (all == "0")
        return ReadBackMode::kOff;
    ReadBackMode mode = ReadBackMode::kWarn;
    size_t pos = 0;
    while (pos <= all.size()) {
        const size_t end = std::min(all.find(',', pos), all.size());
        const std::string item = all.substr(pos, end - pos);
        if (item == "initcheck=off")
            mode = ReadBackMode::kOff;
        if (item == "initcheck=fatal")
            mode = ReadBackMode::kFatal;
        if (item == "initcheck=warn")
            mode = ReadBackMode::kWarn;
        pos = end + 1;
    }
    return mode;
}

// initcheck of a copy from device memory to the host: bytes nothing wrote since aclrtMalloc hold
// whatever the memory held on the device ("本接口分配的内存不会对内容初始化", 11-01 aclrtMalloc 约束说明),
// so a result that depends on them is not the program's. A warning on stderr by default (the copy
// carries the fresh block's zeros, see device_memory.cpp), with initcheck=fatal an error: the copy is
// not made.
aclError CheckReadBack(const char* api, const void* src, size_t count, std::string* why)
{
    const ReadBackMode mode = ReadBackSetting();
    if (mode == ReadBackMode::kOff)
        return ACL_SUCCESS;
    size_t first = 0;
    DeviceRange range;
    const size_t n = UnwrittenFreshBytes(src, count, &first, &range);
    if (n == 0)
        return ACL_SUCCESS;
    const std::string text = detail::Format(
        "%s (device to host): %zu of the %zu bytes copied were never written since aclrtMalloc (first at byte "
        "%zu of the %zu-byte device allocation at %p): no host copy, aclrtMemset or kernel store reached them, and "
        "aclrtMalloc does not initialise memory (docs/zh/api_ref/11-01_device_memory_malloc_and_free.md, "
        "aclrtMalloc 约束说明: initialise it with aclrtMemset or write every byte the host reads back); they "
        "read as 0x%02X here, what a fresh allocation holds on the device, but a reused one holds stale data",
        api, n, count, first, range.size, reinterpret_cast<void*>(range.base), kDeviceFreshByte);
    if (mode == ReadBackMode::kWarn) {
        std::fprintf(stderr,
                     "[ascend-sim sanitizer] initcheck warning: %s (ASCEND_SIM_SANITIZER=initcheck=fatal "
                     "makes this an error)\n",
                     text.c_str());
        return ACL_SUCCESS;
    }
    std::fprintf(stderr, "[ascend-sim sanitizer] initcheck: %s\n", text.c_str());
    *why = text;
    return ACL_ERROR_INVALID_PARAM;
}

// What a finished copy wrote into device memory.
void NoteCopied(const CopyPlan& plan, void* dst, size_t count)
{
    if (plan.dstDevice)
        MarkDeviceWritten(dst, count);
}

} // namespace
} // namespace ascsim::rt

using namespace ascsim::rt;

extern "C" aclError aclrtMemcpy(void* dst, size_t destMax, const void* src, size_t count, aclrtMemcpyKind kind)
{
    static const char* const kApi = "aclrtMemcpy";
    int32_t device = -1;
    aclError rc = detail::RequireDevice(kApi, &device);
    if (rc != ACL_SUCCESS)
        return rc;
    if (count == 0)
        return ACL_SUCCESS;
    CopyPlan plan;
    rc = ValidateCopy(kApi, dst, destMax, src, count, detail::RawEnumValue(kind), &plan);
    if (rc != ACL_SUCCESS)
        return rc;
    if (plan.srcDevice && !plan.dstDevice) {
        std::string why;
        rc = CheckReadBack(kApi, src, count, &why);
        if (rc != ACL_SUCCESS)
            return Fail(rc, kApi, "%s", why.c_str());
    }
    if (dst != src)
        std::memmove(dst, src, count);
    NoteCopied(plan, dst, count);
    return ACL_SUCCESS;
}

extern "C" aclError aclrtMemset(void* devPtr, size_t maxCount, int32_t value, size_t count)
{
    static const char* const kApi = "aclrtMemset";
    int32_t device = -1;
    aclError rc = detail::RequireDevice(kApi, &device);
    if (rc != ACL_SUCCESS)
        return rc;
    if (count == 0)
        return ACL_SUCCESS;
    bool isDevice = false;
    rc = ValidateSet(kApi, devPtr, maxCount, count, &isDevice);
    if (rc != ACL_SUCCESS)
        return rc;
    std::memset(devPtr, static_cast<unsigned char>(value), count);
    if (isDevice)
        MarkDeviceWritten(devPtr, count);
    return ACL_SUCCESS;
}

extern "C" aclError aclrtMemcpyAsync(void* dst, size_t destMax, const void* src, size_t count, aclrtMemcpyKind kind,
                                     aclrtStream stream)
{
    static const char* const kApi = "aclrtMemcpyAsync";
    int32_t device = -1;
    aclError rc = detail::RequireDevice(kApi, &device);
    if (rc != ACL_SUCCESS)
        return rc;
    if (count == 0)
        return ACL_SUCCESS;
    CopyPlan plan;
    rc = ValidateCopy(kApi, dst, destMax, src, count, detail::RawEnumValue(kind), &plan);
    if (rc != ACL_SUCCESS)
        return rc;
    auto copy = [dst, src, count, plan](std::string* why) -> aclError {
        if (plan.dstDevice) {
            const aclError check = RecheckAtRun("aclrtMemcpyAsync destination", dst, count, why);
            if (check != ACL_SUCCESS)
                return check;
        }
        if (plan.srcDevice) {
            const aclError check = RecheckAtRun("aclrtMemcpyAsync source", src, count, why);
            if (check != ACL_SUCCESS)
                return check;
        }
        if (plan.srcDevice && !plan.dstDevice) {
            const aclError check = CheckReadBack("aclrtMemcpyAsync", src, count, why);
            if (check != ACL_SUCCESS)
                return check;
        }
        if (dst != src)
            std::memmove(dst, src, count);
        NoteCopied(plan, dst, count);
        return ACL_SUCCESS;
    };
    if (!plan.pageableHost) {
        return EnqueueTask(stream, [copy]() -> aclError {
            std::string why;
            const aclError code = copy(&why);
            if (code != ACL_SUCCESS)
                ReportAsyncError(why);
            return code;
        });
    }

    // Pageable host memory: the call returns once the copy has run and reports its result itself
    // (the stream is not marked).
    if (detail::RejectInStreamTask(kApi) != ACL_SUCCESS)
        return ACL_ERROR_API_NOT_SUPPORT;
    using Outcome = std::pair<aclError, std::string>;
    auto done = std::make_shared<std::promise<Outcome>>();
    std::future<Outcome> result = done->get_future();
    // Only the task owns the promise: if the stream drops the task unrun, the future breaks.
    rc = EnqueueTask(stream, [copy, done = std::move(done)]() -> aclError {
        std::string why;
        const aclError code = copy(&why);
        done->set_value(Outcome{code, why});
        return ACL_SUCCESS;
    });
    if (rc != ACL_SUCCESS)
        return rc;
    try {
        const Outcome outcome = result.get();
        if (outcome.first != ACL_SUCCESS)
            return Fail(outcome.first, kApi, "%s", outcome.second.c_str());
    } catch (const std::future_error&) {
        // The task was dropped unrun: its stream stopped after a failure (ACL_STOP_ON_FAILURE).
        return Fail(ACL_ERROR_RT_STREAM_ABORT, kApi, "the stream skipped the copy after an earlier failed task");
    }
    return ACL_SUCCESS;
}

extern "C" aclError aclrtMemsetAsync(void* devPtr, size_t maxCount, int32_t value, size_t count, aclrtStream stream)
{
    static const char* const kApi = "aclrtMemsetAsync";
    int32_t device = -1;
    aclError rc = detail::RequireDevice(kApi, &device);
    if (rc != ACL_SUCCESS)
        return rc;
    if (count == 0)
        return ACL_SUCCESS;
    bool isDevice = false;
    rc = ValidateSet(kApi, devPtr, maxCount, count, &isDevice);
    if (rc != ACL_SUCCESS)
        return rc;
    return EnqueueTask(stream, [devPtr, value, count, isDevice]() -> aclError {
        if (isDevice) {
            std::string why;
            const aclError check = RecheckAtRun("aclrtMemsetAsync", devPtr, count, &why);
            if (check != ACL_SUCCESS) {
                ReportAsyncError(why);
                return check;
            }
        } else if (!detail::LookupHostRange(devPtr, count)) {
            ReportAsyncError(
                detail::Format("aclrtMemsetAsync: host block at %p was freed before the task ran", devPtr));
            return ACL_ERROR_RT_SYS_DMA;
        }
        std::memset(devPtr, static_cast<unsigned char>(value), count);
        if (isDevice)
            MarkDeviceWritten(devPtr, count);
        return ACL_SUCCESS;
    });
}
