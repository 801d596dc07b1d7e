// Device memory registry and the allocation APIs of the simulated runtime.
//
// Device memory is host memory tracked in a thread-safe registry (base, size, device).
// docs/zh/api_ref/11-01_device_memory_malloc_and_free.md (aclrtMalloc):
//  - the start address is 64-byte aligned; on Ascend 950PR/950DT the size is rounded up to a
//    multiple of 32 bytes (no extra 32-byte padding on this SoC). The registered (usable) size
//    is that rounded size.
//  - size must not be 0 (ACL_ERROR_INVALID_PARAM). The page promises nothing about the contents of a
//    new block; the simulator gives zero bytes (kDeviceFreshByte), what a fresh allocation holds on
//    the hardware and in CANN's own CPU twin: AscendC::GmAlloc (asc-devkit docs/zh/api/SIMD-API/基础API/
//    调试接口/CPU孪生调试/GmAlloc.md) maps a newly created /tmp file, whose bytes read as zero. Programs
//    verified on 950 depend on it: a kernel writes part of an output and the host expects zeros in the
//    rest. A poison fill made such a run a silent wrong answer (the host copied the poison back and
//    nothing reported it), which is worse than either the hardware's value or a finding.
//  - a policy outside aclrtMemMallocPolicy is accepted (documented fallback to page rules).
// aclrtFree (same doc): a null pointer is an error (ACL_ERROR_INVALID_PARAM); freeing is immediate,
// without waiting for tasks. A pointer that is not the base of a live block (unknown, interior,
// double free, host memory) fails with ACL_ERROR_RT_MEMORY_FREE ("内存释放失败",
// docs/zh/api_ref/25-01_aclError.md).
// Out of (simulated) device memory: ACL_ERROR_RT_MEMORY_ALLOCATION (25-01: "内存申请失败";
// rt_error_codes.h: "only used by out of memory"). Capacity per device: ASCEND_SIM_DEVICE_MEMORY_MB.
// aclrtMallocHost / aclrtFreeHost: docs/zh/api_ref/11-02_host_memory_management.md; host blocks are
// registered too so aclrtMemset / async copies can tell them from pageable memory.
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <vector>

#include "internal.h"

namespace ascsim::rt {
namespace {

using detail::Fail;
using detail::kMaxDevices;

struct Block {
    size_t size = 0;      // rounded (usable) size
    size_t requested = 0; // size asked for
    int32_t device = 0;
    uint64_t serial = 0; // unique per allocation: tells a block from a later one at its address
    // One bit per byte: written since aclrtMalloc by a host copy, an aclrtMemset or a kernel store the
    // sanitizer saw (MarkDeviceWritten); read by UnwrittenFreshBytes.
    std::vector<uint64_t> written;
    bool allWritten = false; // every bit of `written` set (MarkDeviceAllocationWritten): a repeat costs nothing
};

struct Registry {
    std::mutex mu;
    std::map<uintptr_t, Block> device;
    std::map<uintptr_t, size_t> host;
    size_t bytes[kMaxDevices] = {};
    uint64_t nextSerial = 1;
};

Registry& Reg()
{
    static Registry* registry = new Registry(); // never destroyed (used until process exit)
    return *registry;
}

bool RoundUp(size_t value, size_t granularity, size_t* out)
{
    if (value > SIZE_MAX - (granularity - 1))
        return false;
    *out = (value + granularity - 1) / granularity * granularity;
    return true;
}

// Caller holds reg.mu. Block containing address p (or map end).
template <typename Map>
typename Map::const_iterator Containing(const Map& blocks, uintptr_t p,
                                        size_t (*sizeOf)(const typename Map::value_type&))
{
    auto it = blocks.upper_bound(p);
    if (it == blocks.begin())
        return blocks.end();
    --it;
    return p - it->first < sizeOf(*it) ? it : blocks.end();
}
size_t DeviceSizeOf(const std::map<uintptr_t, Block>::value_type& v) { return v.second.size; }
size_t HostSizeOf(const std::map<uintptr_t, size_t>::value_type& v) { return v.second; }

// Allocates a device block on `device`; on failure returns the ACL code and fills *why.
aclError Allocate(int32_t device, size_t size, void** out, std::string* why, uint64_t* serial = nullptr)
{
    size_t rounded = 0;
    if (!RoundUp(size, kDeviceSizeGranularity, &rounded)) {
        *why = detail::Format("size %zu cannot be rounded up to %zu bytes", size, kDeviceSizeGranularity);
        return ACL_ERROR_RT_MEMORY_ALLOCATION;
    }
    Registry& reg = Reg();
    const size_t capacity = detail::ConfiguredDeviceMemoryBytes();
    {
        std::lock_guard<std::mutex> lock(reg.mu);
        if (reg.bytes[device] > capacity || rounded > capacity - reg.bytes[device]) {
            *why = detail::Format("out of device memory on device %d: %zu bytes requested, %zu of %zu in use", device,
                                  rounded, reg.bytes[device], capacity);
            return ACL_ERROR_RT_MEMORY_ALLOCATION;
        }
        reg.bytes[device] += rounded; // reserve while allocating outside the lock
    }
    void* p = nullptr;
    if (posix_memalign(&p, kDeviceAddressAlignment, rounded) != 0 || p == nullptr) {
        std::lock_guard<std::mutex> lock(reg.mu);
        reg.bytes[device] -= rounded;
        *why = detail::Format("host allocation of %zu bytes backing device memory failed", rounded);
        return ACL_ERROR_RT_MEMORY_ALLOCATION;
    }
    std::memset(p, kDeviceFreshByte, rounded);
    {
        std::lock_guard<std::mutex> lock(reg.mu);
        const uint64_t id = reg.nextSerial++;
        reg.device[reinterpret_cast<uintptr_t>(p)] = Block{rounded, size, device, id,
                                                           std::vector<uint64_t>((rounded + 63) / 64, 0)};
        if (serial != nullptr)
            *serial = id;
    }
    *out = p;
    return ACL_SUCCESS;
}

// Releases a device block; on failure returns ACL_ERROR_RT_MEMORY_FREE and fills *why.
aclError Release(void* ptr, std::string* why)
{
    Registry& reg = Reg();
    const uintptr_t p = reinterpret_cast<uintptr_t>(ptr);
    {
        std::lock_guard<std::mutex> lock(reg.mu);
        const auto it = reg.device.find(p);
        if (it != reg.device.end()) {
            reg.bytes[it->second.device] -= it->second.size;
            reg.device.erase(it);
        } else {
            const auto inside = Containing(reg.device, p, DeviceSizeOf);
            if (inside != reg.device.end()) {
                *why = detail::Format("%p is inside the device block at %p (offset %zu), not its start address", ptr,
                                      reinterpret_cast<void*>(inside->first), static_cast<size_t>(p - inside->first));
            } else if (reg.host.count(p) != 0) {
                *why = detail::Format("%p is host memory from aclrtMallocHost; release it with aclrtFreeHost", ptr);
            } else {
                *why = detail::Format("%p is not a live device allocation (never allocated, or already freed)", ptr);
            }
            return ACL_ERROR_RT_MEMORY_FREE;
        }
    }
    std::free(ptr);
    return ACL_SUCCESS;
}

} // namespace

namespace {
// Caller holds reg.mu. Sets the written bits of [offset, offset + len) of `block`.
void SetWrittenBits(Block& block, size_t offset, size_t len)
{
    size_t i = offset;
    const size_t end = offset + len;
    while (i < end && i % 64 != 0)
        block.written[i / 64] |= uint64_t(1) << (i % 64), ++i;
    while (i + 64 <= end)
        block.written[i / 64] = ~uint64_t(0), i += 64;
    while (i < end)
        block.written[i / 64] |= uint64_t(1) << (i % 64), ++i;
}
} // namespace

bool LookupDeviceRange(const void* ptr, size_t len, DeviceRange* out, bool markWritten)
{
    Registry& reg = Reg();
    const uintptr_t p = reinterpret_cast<uintptr_t>(ptr);
    std::lock_guard<std::mutex> lock(reg.mu);
    const auto it = Containing(reg.device, p, DeviceSizeOf);
    if (it == reg.device.end())
        return false;
    const size_t offset = p - it->first;
    if (len > it->second.size - offset)
        return false;
    if (markWritten) {
        SetWrittenBits(reg.device.find(it->first)->second, offset, len);
    }
    if (out != nullptr) {
        out->base = it->first;
        out->size = it->second.size;
        out->deviceId = it->second.device;
        out->serial = it->second.serial;
    }
    return true;
}

void MarkDeviceWritten(const void* ptr, size_t len) { (void)LookupDeviceRange(ptr, len, nullptr, true); }

void MarkDeviceAllocationWritten(const void* ptr)
{
    Registry& reg = Reg();
    std::lock_guard<std::mutex> lock(reg.mu);
    const auto it = Containing(reg.device, reinterpret_cast<uintptr_t>(ptr), DeviceSizeOf);
    if (it != reg.device.end() && !it->second.allWritten) {
        Block& block = reg.device.find(it->first)->second;
        SetWrittenBits(block, 0, block.size);
        block.allWritten = true;
    }
}

size_t UnwrittenFreshBytes(const void* ptr, size_t len, size_t* firstOffset, DeviceRange* range)
{
    Registry& reg = Reg();
    const uintptr_t p = reinterpret_cast<uintptr_t>(ptr);
    std::lock_guard<std::mutex> lock(reg.mu);
    const auto it = Containing(reg.device, p, DeviceSizeOf);
    if (it == reg.device.end())
        return 0;
    const size_t offset = p - it->first;
    const size_t end = offset + std::min(len, it->second.size - offset);
    const Block& block = it->second;
    const auto* bytes = reinterpret_cast<const uint8_t*>(it->first);
    size_t count = 0;
    for (size_t i = offset; i < end; ++i) {
        if ((block.written[i / 64] >> (i % 64) & 1) == 0 && bytes[i] == kDeviceFreshByte) {
            if (count++ == 0 && firstOffset != nullptr)
                *firstOffset = i;
        }
    }
    if (range != nullptr) {
        range->base = it->first;
        range->size = block.size;
        range->deviceId = block.device;
        range->serial = block.serial;
    }
    return count;
}

void* DeviceAlloc(size_t size, uint64_t* serial)
{
    const int32_t device = CurrentDevice();
    if (device < 0) {
        ReportError("DeviceAlloc failed: no device is set on this thread");
        return nullptr;
    }
    if (size == 0) {
        ReportError("DeviceAlloc failed: size must not be 0");
        return nullptr;
    }
    void* p = nullptr;
    std::string why;
    if (Allocate(device, size, &p, &why, serial) != ACL_SUCCESS) {
        ReportError("DeviceAlloc failed: " + why);
        return nullptr;
    }
    return p;
}

// Like free(): a null pointer is ignored.
void DeviceFree(void* ptr)
{
    if (ptr == nullptr)
        return;
    std::string why;
    if (Release(ptr, &why) != ACL_SUCCESS)
        ReportError("DeviceFree failed: " + why);
}

bool IsLiveDeviceBlock(const void* ptr, uint64_t serial)
{
    Registry& reg = Reg();
    std::lock_guard<std::mutex> lock(reg.mu);
    const auto it = reg.device.find(reinterpret_cast<uintptr_t>(ptr));
    return it != reg.device.end() && it->second.serial == serial;
}

void DeviceFreeOwned(void* ptr, uint64_t serial)
{
    Registry& reg = Reg();
    {
        std::lock_guard<std::mutex> lock(reg.mu);
        const auto it = reg.device.find(reinterpret_cast<uintptr_t>(ptr));
        if (it == reg.device.end() || it->second.serial != serial)
            return; // released by a device reset
        reg.bytes[it->second.device] -= it->second.size;
        reg.device.erase(it);
    }
    std::free(ptr);
}

DeviceMemoryStats GetDeviceMemoryStats()
{
    Registry& reg = Reg();
    std::lock_guard<std::mutex> lock(reg.mu);
    DeviceMemoryStats stats;
    stats.liveBlocks = reg.device.size();
    for (const auto& entry : reg.device)
        stats.liveBytes += entry.second.size;
    return stats;
}

namespace detail {

size_t ReleaseDeviceMemory(int32_t device)
{
    std::vector<void*> doomed;
    {
        Registry& reg = Reg();
        std::lock_guard<std::mutex> lock(reg.mu);
        for (auto it = reg.device.begin(); it != reg.device.end();) {
            if (it->second.device == device) {
                doomed.push_back(reinterpret_cast<void*>(it->first));
                it = reg.device.erase(it);
            } else {
                ++it;
            }
        }
        reg.bytes[device] = 0;
    }
    for (void* p : doomed)
        std::free(p);
    return doomed.size();
}

bool LookupHostRange(const void* ptr, size_t len)
{
    Registry& reg = Reg();
    const uintptr_t p = reinterpret_cast<uintptr_t>(ptr);
    std::lock_guard<std::mutex> lock(reg.mu);
    const auto it = Containing(reg.host, p, HostSizeOf);
    return it != reg.host.end() && len <= it->second - (p - it->first);
}

bool OverlapsDeviceMemory(const void* ptr, size_t len)
{
    Registry& reg = Reg();
    const uintptr_t p = reinterpret_cast<uintptr_t>(ptr);
    const uintptr_t end = len > UINTPTR_MAX - p ? UINTPTR_MAX : p + len;
    std::lock_guard<std::mutex> lock(reg.mu);
    if (Containing(reg.device, p, DeviceSizeOf) != reg.device.end())
        return true;
    const auto next = reg.device.upper_bound(p);
    return next != reg.device.end() && next->first < end;
}

size_t DeviceBytesInUse(int32_t device)
{
    Registry& reg = Reg();
    std::lock_guard<std::mutex> lock(reg.mu);
    return reg.bytes[device];
}

} // namespace detail
} // namespace ascsim::rt

using namespace ascsim::rt;

extern "C" aclError aclrtMalloc(void** devPtr, size_t size, aclrtMemMallocPolicy policy)
{
    static const char* const kApi = "aclrtMalloc";
    (void)policy; // every page policy maps to the same host memory
    int32_t device = -1;
    const aclError rc = detail::RequireDevice(kApi, &device);
    if (rc != ACL_SUCCESS)
        return rc;
    if (devPtr == nullptr)
        return Fail(ACL_ERROR_INVALID_PARAM, kApi, "devPtr must not be null");
    if (size == 0)
        return Fail(ACL_ERROR_INVALID_PARAM, kApi, "size must not be 0");
    std::string why;
    const aclError alloc = Allocate(device, size, devPtr, &why);
    if (alloc != ACL_SUCCESS)
        return Fail(alloc, kApi, "%s", why.c_str());
    return ACL_SUCCESS;
}

extern "C" aclError aclrtFree(void* devPtr)
{
    static const char* const kApi = "aclrtFree";
    const aclError init = detail::RequireInit(kApi);
    if (init != ACL_SUCCESS)
        return init;
    if (devPtr == nullptr)
        return Fail(ACL_ERROR_INVALID_PARAM, kApi, "devPtr must not be null");
    std::string why;
    const aclError rc = Release(devPtr, &why);
    if (rc != ACL_SUCCESS)
        return Fail(rc, kApi, "%s", why.c_str());
    return ACL_SUCCESS;
}

// Host memory needs aclInit but no device (simulator choice). Blocks are 64-byte aligned and not
// poisoned (the simulator does not touch pageable-size host allocations).
extern "C" aclError aclrtMallocHost(void** hostPtr, size_t size)
{
    static const char* const kApi = "aclrtMallocHost";
    const aclError init = detail::RequireInit(kApi);
    if (init != ACL_SUCCESS)
        return init;
    if (hostPtr == nullptr)
        return Fail(ACL_ERROR_INVALID_PARAM, kApi, "hostPtr must not be null");
    if (size == 0)
        return Fail(ACL_ERROR_INVALID_PARAM, kApi, "size must not be 0");
    void* p = nullptr;
    if (posix_memalign(&p, kDeviceAddressAlignment, size) != 0 || p == nullptr) {
        return Fail(ACL_ERROR_RT_MEMORY_ALLOCATION, kApi, "host allocation of %zu bytes failed", size);
    }
    Registry& reg = Reg();
    {
        std::lock_guard<std::mutex> lock(reg.mu);
        reg.host[reinterpret_cast<uintptr_t>(p)] = size;
    }
    *hostPtr = p;
    return ACL_SUCCESS;
}

extern "C" aclError aclrtFreeHost(void* hostPtr)
{
    static const char* const kApi = "aclrtFreeHost";
    const aclError init = detail::RequireInit(kApi);
    if (init != ACL_SUCCESS)
        return init;
    if (hostPtr == nullptr)
        return Fail(ACL_ERROR_INVALID_PARAM, kApi, "hostPtr must not be null");
    Registry& reg = Reg();
    const uintptr_t p = reinterpret_cast<uintptr_t>(hostPtr);
    {
        std::lock_guard<std::mutex> lock(reg.mu);
        if (reg.host.erase(p) == 0) {
            if (reg.device.count(p) != 0) {
                return Fail(ACL_ERROR_RT_MEMORY_FREE, kApi, "%p is device memory; release it with aclrtFree", hostPtr);
            }
            return Fail(ACL_ERROR_RT_MEMORY_FREE, kApi,
                        "%p is not a live aclrtMallocHost block (never allocated, or already freed)", hostPtr);
        }
    }
    std::free(hostPtr);
    return ACL_SUCCESS;
}

// docs: free/total of the current device's memory of the given attribute; attributes the
// hardware lacks report 0/0. The 950 has HBM, so the DDR attributes report 0.
extern "C" aclError aclrtGetMemInfo(aclrtMemAttr attr, size_t* free, size_t* total)
{
    static const char* const kApi = "aclrtGetMemInfo";
    int32_t device = -1;
    const aclError rc = detail::RequireDevice(kApi, &device);
    if (rc != ACL_SUCCESS)
        return rc;
    if (free == nullptr || total == nullptr)
        return Fail(ACL_ERROR_INVALID_PARAM, kApi, "free/total must not be null");
    switch (detail::RawEnumValue(attr)) {
        case ACL_DDR_MEM:
        case ACL_DDR_MEM_HUGE:
        case ACL_DDR_MEM_NORMAL:
        case ACL_DDR_MEM_P2P_HUGE:
        case ACL_DDR_MEM_P2P_NORMAL:
            *free = 0;
            *total = 0;
            return ACL_SUCCESS;
        case ACL_HBM_MEM:
        case ACL_HBM_MEM_HUGE:
        case ACL_HBM_MEM_NORMAL:
        case ACL_HBM_MEM_P2P_HUGE:
        case ACL_HBM_MEM_P2P_NORMAL:
        case ACL_HBM_MEM_HUGE1G:
        case ACL_HBM_MEM_P2P_HUGE1G:
        case ACL_MEM_NORMAL:
        case ACL_MEM_HUGE:
        case ACL_MEM_HUGE1G:
        case ACL_MEM_P2P_NORMAL:
        case ACL_MEM_P2P_HUGE:
        case ACL_MEM_P2P_HUGE1G: {
            const size_t capacity = detail::ConfiguredDeviceMemoryBytes();
            const size_t used = detail::DeviceBytesInUse(device);
            *total = capacity;
            *free = used < capacity ? capacity - used : 0;
            return ACL_SUCCESS;
        }
    }
    return Fail(ACL_ERROR_INVALID_PARAM, kApi, "unknown memory attribute %d", detail::RawEnumValue(attr));
}
