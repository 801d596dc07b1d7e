// platform_ascendc::PlatformAscendC (sim stand-in): hardware facts for host tiling code.
// API reference: asc-devkit docs/zh/api/Utils-API/平台信息获取/PlatformAscendC/*.md and
// docs/zh/api/Utils-API/平台信息获取/PlatformAscendCManager.md; enum values as in CANN's
// include/tiling/platform/platform_ascendc.h (asc-devkit include/utils/tiling/platform/platform_ascendc.h).
// Every query reads the fe::PlatFormInfos it was built over (context->GetPlatformInfo()); the sim fills
// those from the active SoC profile (ASCEND_SIM_SOC).
#ifndef ASCSIM_TILING_PLATFORM_PLATFORM_ASCENDC_H_
#define ASCSIM_TILING_PLATFORM_PLATFORM_ASCENDC_H_

#include <csignal>
#include <cstdint>
#include <mutex>

#include "platform/soc_spec.h"

#ifndef ASCENDC_ASSERT
#define ASCENDC_ASSERT(cond, behavior) \
    do {                               \
        if (!(cond)) {                 \
            behavior;                  \
            raise(SIGABRT);            \
        }                              \
    } while (0)
#endif

namespace fe {
class PlatFormInfos;
}

namespace platform_ascendc {
// GetCoreMemSize.md / GetCoreMemBw.md
enum class CoreMemType { L0_A = 0, L0_B = 1, L0_C = 2, L1 = 3, L2 = 4, UB = 5, HBM = 6, FB = 7, BT = 8, RESERVED };

// GetSocVersion.md: "该枚举类和AI处理器型号的对应关系请通过 include/tiling/platform/platform_ascendc.h 获取".
enum class SocVersion {
    ASCEND910 = 0,
    ASCEND910B,
    ASCEND310P,
    ASCEND310B,
    ASCEND950, // Ascend 950PR / 950DT (NPU arch 3510)
    ASCEND910_55,
    ASCEND910_95 = ASCEND950, // deprecated alias
    AS31XM1,
    ASCEND031,
    ASCEND035,
    ASCEND310,
    ASCEND610,
    ASCEND610Lite,
    ASCEND910_93,
    BS9SX1A,
    BS9SX2A,
    HI3796CV300CS,
    HI3796CV300ES,
    MC61AM21A,
    MC62,
    SD3403,
    KIRINX90,
    KIRIN9030,
    MC32DM11A,
    ASCEND350,
    RESERVED_VERSION = 99999
};

// ReserveLocalMemory.md
enum class ReservedSize {
    RESERVED_SIZE_8K,
    RESERVED_SIZE_16K,
    RESERVED_SIZE_32K,
};

class __attribute__((visibility("default"))) PlatformAscendC {
public:
    PlatformAscendC() = delete;
    ~PlatformAscendC() = default;
    // 构造及析构函数.md
    explicit PlatformAscendC(fe::PlatFormInfos* platformInfo) : platformInfo_(platformInfo) {}

    // GetCoreNum-270.md: separated Cube/Vector architecture (950) -> number of vector cores.
    uint32_t GetCoreNum(void) const;
    // GetCoreNumAic.md: cube cores.
    uint32_t GetCoreNumAic(void) const;
    // GetCoreNumAiv.md: vector cores.
    uint32_t GetCoreNumAiv(void) const;
    // GetCoreNumVector.md: standalone vector cores; 0 on 950.
    uint32_t GetCoreNumVector(void) const;
    // CalcTschNumBlocks.md (CalcTschBlockDim is the deprecated name).
    uint32_t CalcTschBlockDim(uint32_t sliceNum, uint32_t aicCoreNum, uint32_t aivCoreNum) const;
    uint32_t CalcTschNumBlocks(uint32_t sliceNum, uint32_t aicCoreNum, uint32_t aivCoreNum) const;
    // GetLibApiWorkSpaceSize.md / GetResCubeGroupWorkSpaceSize.md / GetResGroupBarrierWorkSpaceSize.md
    uint32_t GetLibApiWorkSpaceSize(void) const;
    uint32_t GetResCubeGroupWorkSpaceSize(void) const;
    uint32_t GetResGroupBarrierWorkSpaceSize(void) const;
    // GetCoreMemSize.md (bytes) / GetCoreMemBw.md (bytes per cycle).
    void GetCoreMemSize(const CoreMemType& memType, uint64_t& size) const;
    void GetCoreMemBw(const CoreMemType& memType, uint64_t& bwSize) const;
    // ReserveLocalMemory.md: later GetCoreMemSize(UB) answers the remaining UB; the last call wins.
    void ReserveLocalMemory(ReservedSize size);
    // GetSocVersion.md / GetCurNpuArch.md / GetVecRegLen.md
    SocVersion GetSocVersion(void) const;
    NpuArch GetCurNpuArch(void) const;
    uint32_t GetVecRegLen(void) const;

private:
    fe::PlatFormInfos* platformInfo_;
    fe::PlatFormInfos* GetPlatFormInfo(void) const;
    uint32_t reservedMemSize_ = 0;
};

// PlatformAscendCManager.md: a process-wide PlatformAscendC for kernel-launch style code.
// Sim: without a customSocVersion the instance follows the active SoC profile (re-read on every
// GetInstance call); the first GetInstance(customSocVersion) with a known name pins that profile.
class __attribute__((visibility("default"))) PlatformAscendCManager {
public:
    static PlatformAscendC* GetInstance();
    static PlatformAscendC* GetInstance(const char* customSocVersion);

private:
    PlatformAscendCManager();
    ~PlatformAscendCManager() = default;
};
} // namespace platform_ascendc

#endif // ASCSIM_TILING_PLATFORM_PLATFORM_ASCENDC_H_
