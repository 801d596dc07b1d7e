// aclrtDeviceSetLimit / aclrtDeviceGetLimit (docs/zh/api_ref/04_device_management.md; the limits and their
// ranges: 25-02_Enumerations.md#aclrtDeviceLimit, Ascend 950PR/950DT) and the SIMT stack sizes a kernel gets.
//
// A limit is requested by aclInit's file (SIMT stacks, acl_config.h) or by aclrtDeviceSetLimit, the later
// overriding the earlier, for the whole process; it takes effect at the next aclrtSetDevice of a device not in
// use, and aclrtDeviceGetLimit reports the requested value (约束说明 of both pages). The simulator acts on the
// two SIMT stacks (lang/simt_stack.h); the SIMD stack and the printf FIFO sizes are checked and kept only.
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <mutex>

#include "acl_config.h"
#include "internal.h"

namespace ascsim::rt {
namespace {

constexpr int kLimits = 5;
constexpr size_t kWarpThreads = 32;
// The enumeration page's defaults; the SIMT stacks' are aclInit's too (acl_config.h).
constexpr size_t kDefaults[kLimits] = {SimtStackSizes{}.threadBytes, SimtStackSizes{}.divergenceWarpBytes, 32768, 32768,
                                       2097152};

std::mutex g_mutex;
size_t g_requested[kLimits] = {kDefaults[0], kDefaults[1], kDefaults[2], kDefaults[3], kDefaults[4]};
std::atomic<uint32_t> g_simtThreadStack{SimtStackSizes{}.threadBytes};
std::atomic<uint32_t> g_simtDivergenceStack{SimtStackSizes{}.divergenceWarpBytes};

size_t RoundUp(size_t v, size_t m) { return (v + m - 1) / m * m; }

// The value a request becomes (the page's rounding), or 0 with *why set when it is out of its range.
size_t Normalised(int limit, size_t value, const char** why)
{
    switch (limit) {
        case ACL_RT_DEV_LIMIT_SIMT_STACK_SIZE:
        case ACL_RT_DEV_LIMIT_SIMT_DVG_WARP_STACK_SIZE:
            if (value > UINT32_MAX - kSimtStackGranule) {
                *why = "more than 4294967168 bytes";
                return 0;
            }
            return RoundUp(value, kSimtStackGranule);
        case ACL_RT_DEV_LIMIT_SIMD_STACK_SIZE:
            // (32 KB, 128 KB], rounded up to 16 KB; up to 32 KB is taken as 32 KB.
            if (value > 131072) {
                *why = "outside (32768, 131072] bytes (32 KB or less is taken as 32 KB)";
                return 0;
            }
            return value <= 32768 ? 32768 : RoundUp(value, 16384);
        case ACL_RT_DEV_LIMIT_SIMD_PRINTF_FIFO_SIZE_PER_CORE:
            if (value < 1024 || value > 67108864) {
                *why = "outside [1024, 67108864] bytes";
                return 0;
            }
            return RoundUp(value, 8);
        default: // ACL_RT_DEV_LIMIT_SIMT_PRINTF_FIFO_SIZE
            if (value < 1048576 || value > 67108864) {
                *why = "outside [1048576, 67108864] bytes";
                return 0;
            }
            return RoundUp(value, 8);
    }
}

// Both calls: an initialised runtime and a limit of the enumeration (its int in *raw; `limit` by reference, as
// loading an out-of-range value as the enum is undefined: RawEnumValue reads its bytes).
aclError CheckedLimit(const char* api, const aclrtDeviceLimit& limit, int32_t* raw)
{
    const aclError init = detail::RequireInit(api);
    if (init != ACL_SUCCESS)
        return init;
    *raw = detail::RawEnumValue(limit);
    if (*raw < 0 || *raw >= kLimits) {
        return detail::Fail(ACL_ERROR_RT_FEATURE_NOT_SUPPORT, api, "limit %d is not an aclrtDeviceLimit", *raw);
    }
    return ACL_SUCCESS;
}

} // namespace

namespace detail {

void ResetDeviceLimits(uint32_t simtThreadStack, uint32_t simtDivergenceStack)
{
    std::lock_guard<std::mutex> lock(g_mutex);
    for (int i = 0; i < kLimits; ++i) {
        g_requested[i] = kDefaults[i];
    }
    g_requested[ACL_RT_DEV_LIMIT_SIMT_STACK_SIZE] = simtThreadStack;
    g_requested[ACL_RT_DEV_LIMIT_SIMT_DVG_WARP_STACK_SIZE] = simtDivergenceStack;
}

void ApplyDeviceLimits()
{
    std::lock_guard<std::mutex> lock(g_mutex);
    g_simtThreadStack.store(static_cast<uint32_t>(g_requested[ACL_RT_DEV_LIMIT_SIMT_STACK_SIZE]));
    g_simtDivergenceStack.store(static_cast<uint32_t>(g_requested[ACL_RT_DEV_LIMIT_SIMT_DVG_WARP_STACK_SIZE]));
}

} // namespace detail

uint32_t SimtThreadStackBytes() { return g_simtThreadStack.load(); }
uint32_t SimtDivergenceStackBytes() { return g_simtDivergenceStack.load(); }

} // namespace ascsim::rt

using namespace ascsim::rt;

extern "C" aclError aclrtDeviceSetLimit(aclrtDeviceLimit limit, size_t value)
{
    static const char* const kApi = "aclrtDeviceSetLimit";
    int32_t raw = 0;
    const aclError rc = CheckedLimit(kApi, limit, &raw);
    if (rc != ACL_SUCCESS)
        return rc;
    const char* why = nullptr;
    const size_t normalised = Normalised(raw, value, &why);
    if (why != nullptr) {
        return detail::Fail(ACL_ERROR_RT_PARAM_INVALID, kApi, "limit %d: value %zu is %s", raw, value, why);
    }
    std::lock_guard<std::mutex> lock(g_mutex);
    const bool simt = raw == ACL_RT_DEV_LIMIT_SIMT_STACK_SIZE || raw == ACL_RT_DEV_LIMIT_SIMT_DVG_WARP_STACK_SIZE;
    const int other = raw == ACL_RT_DEV_LIMIT_SIMT_STACK_SIZE ? ACL_RT_DEV_LIMIT_SIMT_DVG_WARP_STACK_SIZE :
                                                                ACL_RT_DEV_LIMIT_SIMT_STACK_SIZE;
    if (simt && normalised == 0 && g_requested[other] == 0) {
        return detail::Fail(ACL_ERROR_RT_PARAM_INVALID, kApi,
                            "the SIMT stack and the SIMT divergence stack cannot both be 0 bytes");
    }
    g_requested[raw] = normalised;
    return ACL_SUCCESS;
}

extern "C" aclError aclrtDeviceGetLimit(aclrtDeviceLimit limit, size_t* value)
{
    static const char* const kApi = "aclrtDeviceGetLimit";
    int32_t raw = 0;
    const aclError rc = CheckedLimit(kApi, limit, &raw);
    if (rc != ACL_SUCCESS)
        return rc;
    if (value == nullptr) {
        return detail::Fail(ACL_ERROR_INVALID_PARAM, kApi, "value is null");
    }
    std::lock_guard<std::mutex> lock(g_mutex);
    // 950: the SIMT stack is reported per warp (the per-thread size times 32), the others as requested.
    *value = g_requested[raw] * (raw == ACL_RT_DEV_LIMIT_SIMT_STACK_SIZE ? kWarpThreads : 1);
    return ACL_SUCCESS;
}
