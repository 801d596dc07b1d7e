// aclrtGetDeviceInfo (docs/zh/api_ref/04_device_management.md#aclrtGetDeviceInfo; attributes in
// docs/zh/api_ref/25-02_Enumerations.md#aclrtDevAttr).
//
// Every simulated device is the SoC of the active profile (ascsim::ActiveSocProfile(), ASCEND_SIM_SOC),
// so the hardware numbers come from that profile. The SIMT limits (202..212) are the documented figures
// of the SIMT programming model, which the simulator's <<<>>> launch also enforces
// (sim/src/kernel/simt/simt_launch.cpp); the real runtime answers the same numbers for the 950
// (hicann/runtime src/runtime/config/950/dev_info_reg.cc, core/inc/base_david.hpp,
// core/inc/device/device_properties.h).
//
// Failures:
//  - value == NULL: ACL_ERROR_INVALID_PARAM, the acl layer's null check in the real stack
//    (src/acl/aclrt_impl/device.cpp).
//  - deviceId outside [0, aclrtGetDeviceCount()): ACL_ERROR_RT_INVALID_DEVICEID, the code
//    docs/zh/api_ref/25-01_aclError.md gives for an invalid Device ID and the one the simulator's other
//    device APIs return. (The real runtime's range check in api_error.cc reports the generic
//    ACL_ERROR_RT_PARAM_INVALID instead.)
//  - a value that is no aclrtDevAttr enumerator: ACL_ERROR_RT_PARAM_INVALID, what the real runtime
//    returns for an attribute it does not know (api_impl.cc GetDeviceInfoByAttrMisc).
//  - an enumerator the simulator cannot answer truthfully (AI CPU count, chip / board / SuperPOD
//    identities, connection type, form factor; custom-operator privilege, which the enumeration page
//    says the 950 does not support): ACL_ERROR_RT_FEATURE_NOT_SUPPORT ("特性不支持", 25-01_aclError.md).
// Every failure is reported through Fail(), so aclGetRecentErrMsg names it and the Runtime codes reach
// aclrtGetLastError.
#include "ascsim/soc_profile.h"
#include "internal.h"

namespace ascsim::rt {
namespace {

constexpr int64_t kKiB = 1024;

// SIMT编程简介/编程模型.md (asc-devkit docs/zh/api/SIMT-API/): a Warp is 32 threads; a grid holds at most
// 65535 thread blocks (gridDim.x * gridDim.y * gridDim.z <= 65535) and a block at most 2048 threads
// (blockDim.x * blockDim.y * blockDim.z <= 2048), so each dimension alone reaches those bounds too.
constexpr int64_t kWarpSize = 32;
constexpr int64_t kMaxBlocksPerGrid = 65535;
constexpr int64_t kMaxThreadsPerBlock = 2048;
// 线程块数量配置优化.md (asc-devkit docs/zh/guide/算子实践参考/SIMT算子性能优化/执行配置/): a Vector Core
// holds one thread block at a time, so at most one block's 2048 threads are resident on it.
constexpr int64_t kMaxThreadsPerVectorCore = kMaxThreadsPerBlock;
// 编程模型.md "UB划分": what UB leaves after static + dynamic memory and the 8 KB reserve is the SIMT
// Data Cache, which must keep at least 32 KB.
constexpr int64_t kSimtMinDataCacheBytes = 32 * kKiB;

// ACL_DEV_ATTR_UBUF_PER_VECTOR_CORE: "the largest Unified Buffer a Vector Core may use". The choice:
//  - not ubTotalBytes (256 KB): it includes the 8 KB the system reserves;
//  - not ubUsableBytes() (248 KB) alone: that is a SIMD kernel's share, but the attribute belongs to the
//    SIMT group (202..212) and a SIMT kernel must leave the 32 KB minimum Data Cache out of it;
//  - so ubUsableBytes() - 32 KB = 216 KB: the most static + dynamic UB a kernel can have, the bound the
//    simulator's <<<>>> launch applies to dyn_ubuf_size, and the real runtime's figure for the 950
//    (RT_SIMT_AVAILBALE_UB_SIZE = 256 KB - 32 KB - 8 KB in base_david.hpp).
int64_t UbufPerVectorCore(const SocProfile& soc)
{
    return static_cast<int64_t>(soc.ubUsableBytes()) - kSimtMinDataCacheBytes;
}

// True and *value set when the simulator can answer `attr`.
bool Answer(int32_t attr, int64_t* value)
{
    const SocProfile& soc = ActiveSocProfile();
    switch (attr) {
        // On the 950 a Cube Core with its Vector Cores forms one AI Core, and AI Cores are counted in
        // Cube Cores (25-02_Enumerations.md, "了解AI Core、Cube Core、Vector Core的关系").
        case ACL_DEV_ATTR_AICORE_CORE_NUM:
        case ACL_DEV_ATTR_CUBE_CORE_NUM:
            *value = soc.aicCores;
            return true;
        case ACL_DEV_ATTR_VECTOR_CORE_NUM:
            *value = soc.aivCores;
            return true;
        case ACL_DEV_ATTR_WARP_SIZE:
            *value = kWarpSize;
            return true;
        case ACL_DEV_ATTR_MAX_THREAD_PER_VECTOR_CORE:
            *value = kMaxThreadsPerVectorCore;
            return true;
        case ACL_DEV_ATTR_UBUF_PER_VECTOR_CORE:
            *value = UbufPerVectorCore(soc);
            return true;
        case ACL_DEV_ATTR_MAX_GRID_DIM_X:
        case ACL_DEV_ATTR_MAX_GRID_DIM_Y:
        case ACL_DEV_ATTR_MAX_GRID_DIM_Z:
        case ACL_DEV_ATTR_MAX_BLOCK_PER_GRID:
            *value = kMaxBlocksPerGrid;
            return true;
        case ACL_DEV_ATTR_MAX_THREADS_PER_BLOCK:
        case ACL_DEV_ATTR_MAX_BLOCK_DIM_X:
        case ACL_DEV_ATTR_MAX_BLOCK_DIM_Y:
        case ACL_DEV_ATTR_MAX_BLOCK_DIM_Z:
            *value = kMaxThreadsPerBlock;
            return true;
        // "Total memory available on the Device": the simulated device's capacity
        // (ASCEND_SIM_DEVICE_MEMORY_MB), the total aclrtGetMemInfo reports and aclrtMalloc draws from,
        // not the profile's physical HBM size. The real runtime likewise answers its memory-info total.
        case ACL_DEV_ATTR_TOTAL_GLOBAL_MEM_SIZE:
            *value = static_cast<int64_t>(detail::ConfiguredDeviceMemoryBytes());
            return true;
        case ACL_DEV_ATTR_L2_CACHE_SIZE:
            *value = static_cast<int64_t>(soc.l2Bytes);
            return true;
        // A simulated device is always a whole device, never a compute-split (virtualised) instance.
        case ACL_DEV_ATTR_IS_VIRTUAL:
            *value = 0;
            return true;
        case ACL_DEV_ATTR_NPU_ARCH:
            *value = soc.npuArch;
            return true;
        default:
            return false;
    }
}

bool IsDevAttr(int32_t attr)
{
    switch (attr) {
        case ACL_DEV_ATTR_AICPU_CORE_NUM:
        case ACL_DEV_ATTR_AICORE_CORE_NUM:
        case ACL_DEV_ATTR_CUBE_CORE_NUM:
        case ACL_DEV_ATTR_VECTOR_CORE_NUM:
        case ACL_DEV_ATTR_WARP_SIZE:
        case ACL_DEV_ATTR_MAX_THREAD_PER_VECTOR_CORE:
        case ACL_DEV_ATTR_UBUF_PER_VECTOR_CORE:
        case ACL_DEV_ATTR_MAX_GRID_DIM_X:
        case ACL_DEV_ATTR_MAX_GRID_DIM_Y:
        case ACL_DEV_ATTR_MAX_GRID_DIM_Z:
        case ACL_DEV_ATTR_MAX_BLOCK_PER_GRID:
        case ACL_DEV_ATTR_MAX_THREADS_PER_BLOCK:
        case ACL_DEV_ATTR_MAX_BLOCK_DIM_X:
        case ACL_DEV_ATTR_MAX_BLOCK_DIM_Y:
        case ACL_DEV_ATTR_MAX_BLOCK_DIM_Z:
        case ACL_DEV_ATTR_TOTAL_GLOBAL_MEM_SIZE:
        case ACL_DEV_ATTR_L2_CACHE_SIZE:
        case ACL_DEV_ATTR_SMP_ID:
        case ACL_DEV_ATTR_PHY_CHIP_ID:
        case ACL_DEV_ATTR_SUPER_POD_DEVICE_ID:
        case ACL_DEV_ATTR_SUPER_POD_SERVER_ID:
        case ACL_DEV_ATTR_SUPER_POD_ID:
        case ACL_DEV_ATTR_CUST_OP_PRIVILEGE:
        case ACL_DEV_ATTR_MAINBOARD_ID:
        case ACL_DEV_ATTR_HD_CONNECT_TYPE:
        case ACL_DEV_ATTR_DEVICE_FORM_FACTOR:
        case ACL_DEV_ATTR_IS_VIRTUAL:
        case ACL_DEV_ATTR_NPU_ARCH:
            return true;
        default:
            return false;
    }
}

} // namespace
} // namespace ascsim::rt

using namespace ascsim::rt;

// docs/zh/api_ref/04_device_management.md#aclrtGetDeviceInfo: deviceId in [0, device count - 1]; the
// device need not be set (the simulator only requires aclInit, which fixes the device count).
extern "C" aclError aclrtGetDeviceInfo(uint32_t deviceId, aclrtDevAttr attr, int64_t* value)
{
    static const char* const kApi = "aclrtGetDeviceInfo";
    const aclError init = detail::RequireInit(kApi);
    if (init != ACL_SUCCESS)
        return init;
    if (value == nullptr)
        return detail::Fail(ACL_ERROR_INVALID_PARAM, kApi, "value must not be null");
    const uint32_t count = detail::ConfiguredDeviceCount();
    if (deviceId >= count) {
        return detail::Fail(ACL_ERROR_RT_INVALID_DEVICEID, kApi, "device id %u is out of range [0, %u)", deviceId,
                            count);
    }
    const int32_t raw = detail::RawEnumValue(attr);
    if (!IsDevAttr(raw))
        return detail::Fail(ACL_ERROR_RT_PARAM_INVALID, kApi, "attr %d is not an aclrtDevAttr value", raw);
    int64_t answer = 0;
    if (!Answer(raw, &answer)) {
        return detail::Fail(ACL_ERROR_RT_FEATURE_NOT_SUPPORT, kApi,
                            "attr %d has no value on the simulator (no simulated hardware behind it)", raw);
    }
    *value = answer;
    return ACL_SUCCESS;
}
