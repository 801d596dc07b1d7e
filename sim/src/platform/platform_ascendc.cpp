// platform_ascendc::PlatformAscendC / PlatformAscendCManager over fe::PlatFormInfos.
#include "tiling/platform/platform_ascendc.h"

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>

#include "ascsim/soc_profile.h"
#include "platform/platform_infos_def.h"

namespace platform_ascendc {
namespace {

void Report(const char* fmt, const char* arg)
{
    std::fprintf(stderr, "[ascsim platform] ");
    std::fprintf(stderr, fmt, arg);
    std::fprintf(stderr, "\n");
}

// Short_SoC_version strings -> SocVersion (GetSocVersion.md; A3 answers like A2 per its 约束说明).
SocVersion MapShortSocVersion(const std::string& s)
{
    static const std::map<std::string, SocVersion> table = {
        {"Ascend310P", SocVersion::ASCEND310P},
        {"Ascend910", SocVersion::ASCEND910},
        {"Ascend910B", SocVersion::ASCEND910B},
        {"Ascend910_93", SocVersion::ASCEND910B},
        {"Ascend310B", SocVersion::ASCEND310B},
        {"Ascend950", SocVersion::ASCEND950},
        {"Ascend350", SocVersion::ASCEND350},
        {"AS31XM1", SocVersion::AS31XM1},
        {"Ascend031", SocVersion::ASCEND031},
        {"Ascend035", SocVersion::ASCEND035},
        {"Ascend310", SocVersion::ASCEND310},
        {"Ascend610", SocVersion::ASCEND610},
        {"Ascend610Lite", SocVersion::ASCEND610Lite},
        {"BS9SX1A", SocVersion::BS9SX1A},
        {"BS9SX2A", SocVersion::BS9SX2A},
        {"Hi3796CV300CS", SocVersion::HI3796CV300CS},
        {"Hi3796CV300ES", SocVersion::HI3796CV300ES},
        {"MC61AM21A", SocVersion::MC61AM21A},
        {"MC62", SocVersion::MC62},
        {"SD3403", SocVersion::SD3403},
        {"KirinX90", SocVersion::KIRINX90},
        {"Kirin9030", SocVersion::KIRIN9030},
        {"MC32DM11A", SocVersion::MC32DM11A},
    };
    const auto it = table.find(s);
    return it == table.end() ? SocVersion::RESERVED_VERSION : it->second;
}

bool IsDecimal(const std::string& s)
{
    if (s.empty()) {
        return false;
    }
    for (const char c : s) {
        if (std::isdigit(static_cast<unsigned char>(c)) == 0) {
            return false;
        }
    }
    return true;
}

uint32_t ReadU32(fe::PlatFormInfos* infos, const char* label, const char* key)
{
    std::string v;
    if (!infos->GetPlatformResWithLock(label, key, v) || !IsDecimal(v)) {
        return 0;
    }
    return static_cast<uint32_t>(std::strtoul(v.c_str(), nullptr, 10));
}

uint32_t CoreNumByType(fe::PlatFormInfos* infos, bool vector)
{
    std::string list;
    (void)infos->GetPlatformResWithLock("SoCInfo", "core_type_list", list);
    if (list != "CubeCore,VectorCore") { // coupled architecture: one kind of AI Core
        return ReadU32(infos, "SoCInfo", "ai_core_cnt");
    }
    return ReadU32(infos, "SoCInfo", vector ? "vector_core_cnt" : "cube_core_cnt");
}

constexpr uint32_t kWorkspace16M = 16U * 1024U * 1024U;
constexpr uint32_t kWorkspace2M = 2U * 1024U * 1024U;
constexpr uint32_t kWorkspace1M = 1U * 1024U * 1024U;
constexpr uint32_t kFailedU32 = 0xFFFFFFFFU;
} // namespace

fe::PlatFormInfos* PlatformAscendC::GetPlatFormInfo(void) const
{
    ASCENDC_ASSERT(platformInfo_ != nullptr,
                   std::fprintf(stderr, "[ascsim platform] PlatformAscendC built over a null PlatFormInfos\n"));
    return platformInfo_;
}

uint32_t PlatformAscendC::GetCoreNum(void) const { return GetPlatFormInfo()->GetCoreNum(); }

uint32_t PlatformAscendC::GetCoreNumAic(void) const { return CoreNumByType(GetPlatFormInfo(), false); }

uint32_t PlatformAscendC::GetCoreNumAiv(void) const { return CoreNumByType(GetPlatFormInfo(), true); }

uint32_t PlatformAscendC::GetCoreNumVector(void) const
{
    // GetCoreNumVector.md: only Atlas inference products (310P) have standalone vector cores.
    if (GetSocVersion() != SocVersion::ASCEND310P) {
        return 0;
    }
    return ReadU32(GetPlatFormInfo(), "SoCInfo", "vector_core_cnt");
}

uint32_t PlatformAscendC::CalcTschNumBlocks(uint32_t sliceNum, uint32_t aicCoreNum, uint32_t aivCoreNum) const
{
    // CalcTschNumBlocks.md: one launched block = one AIC plus its AIVs, so the AIV-sliced work is divided
    // by the AIV:AIC ratio (40 AIV + 20 AIC, 40 slices -> 20). Pure cube or pure vector use: sliceNum.
    if (aicCoreNum == 0 || aivCoreNum == 0 || aicCoreNum > aivCoreNum) {
        return sliceNum;
    }
    const uint32_t ratio = aivCoreNum / aicCoreNum;
    const uint32_t blocks = (sliceNum + ratio - 1U) / ratio;
    // As CANN's implementation: with a 1:2 mix the result may not exceed the cube core count (0 = error).
    if (ratio == 2U && blocks > aicCoreNum) {
        std::fprintf(stderr, "[ascsim platform] CalcTschNumBlocks: %u blocks exceed %u cube cores\n", blocks,
                     aicCoreNum);
        return 0;
    }
    return blocks;
}

uint32_t PlatformAscendC::CalcTschBlockDim(uint32_t sliceNum, uint32_t aicCoreNum, uint32_t aivCoreNum) const
{
    return CalcTschNumBlocks(sliceNum, aicCoreNum, aivCoreNum);
}

uint32_t PlatformAscendC::GetLibApiWorkSpaceSize(void) const
{
    // GetLibApiWorkSpaceSize.md gives no number; the sizes are those of CANN's implementation
    // (asc-devkit impl/utils/tiling/platform/platform_ascendc.cpp): 16 MiB on arch 2201 and 3510.
    const NpuArch arch = GetCurNpuArch();
    if (arch == NpuArch::DAV_RESV) {
        Report("GetLibApiWorkSpaceSize: %s", "unknown NPU architecture");
        return kFailedU32;
    }
    if (arch == NpuArch::DAV_2201 || arch == NpuArch::DAV_3510) {
        return kWorkspace16M;
    }
    return kWorkspace2M;
}

uint32_t PlatformAscendC::GetResCubeGroupWorkSpaceSize(void) const
{
    // Supported on Atlas A2/A3 only (CANN implementation); other SoCs report failure (0xFFFFFFFF).
    if (GetSocVersion() == SocVersion::ASCEND910B) {
        return kWorkspace1M;
    }
    Report("GetResCubeGroupWorkSpaceSize: %s", "not supported on this SoC");
    return kFailedU32;
}

uint32_t PlatformAscendC::GetResGroupBarrierWorkSpaceSize(void) const
{
    if (GetSocVersion() == SocVersion::ASCEND910B) {
        return kWorkspace1M;
    }
    Report("GetResGroupBarrierWorkSpaceSize: %s", "not supported on this SoC");
    return kFailedU32;
}

void PlatformAscendC::GetCoreMemSize(const CoreMemType& memType, uint64_t& size) const
{
    GetPlatFormInfo()->GetLocalMemSize(static_cast<fe::LocalMemType>(memType), size);
    if (memType == CoreMemType::UB || memType == CoreMemType::L1) {
        // CANN keeps 256 B of UB/L1 for its KFC on Atlas A2/A3 only; nothing extra on 950.
        if (GetSocVersion() == SocVersion::ASCEND910B && size >= 256U) {
            size -= 256U;
        }
    }
    if (memType == CoreMemType::UB) {
        size = size > reservedMemSize_ ? size - reservedMemSize_ : 0U;
    }
}

void PlatformAscendC::GetCoreMemBw(const CoreMemType& memType, uint64_t& bwSize) const
{
    GetPlatFormInfo()->GetLocalMemBw(static_cast<fe::LocalMemType>(memType), bwSize);
}

void PlatformAscendC::ReserveLocalMemory(ReservedSize size)
{
    switch (size) {
        case ReservedSize::RESERVED_SIZE_8K:
            reservedMemSize_ = 8U * 1024U;
            break;
        case ReservedSize::RESERVED_SIZE_16K:
            reservedMemSize_ = 16U * 1024U;
            break;
        case ReservedSize::RESERVED_SIZE_32K:
            reservedMemSize_ = 32U * 1024U;
            break;
        default:
            Report("ReserveLocalMemory: %s", "unknown ReservedSize");
            break;
    }
}

SocVersion PlatformAscendC::GetSocVersion(void) const
{
    std::string s;
    if (!GetPlatFormInfo()->GetPlatformResWithLock("version", "Short_SoC_version", s)) {
        Report("GetSocVersion: %s", "platform info has no version/Short_SoC_version");
        return SocVersion::RESERVED_VERSION;
    }
    const SocVersion v = MapShortSocVersion(s);
    if (v == SocVersion::RESERVED_VERSION) {
        Report("GetSocVersion: unknown short SoC version %s", s.c_str());
    }
    return v;
}

NpuArch PlatformAscendC::GetCurNpuArch(void) const
{
    std::string s;
    if (!GetPlatFormInfo()->GetPlatformResWithLock("version", "NpuArch", s) || !IsDecimal(s)) {
        return NpuArch::DAV_RESV;
    }
    const unsigned long v = std::strtoul(s.c_str(), nullptr, 10);
    return v == 0 ? NpuArch::DAV_RESV : static_cast<NpuArch>(v);
}

uint32_t PlatformAscendC::GetVecRegLen(void) const
{
    // GetVecRegLen.md: vector unit width on RegBase architectures (3510), 0 elsewhere. The doc's example
    // divides it by sizeof(float) to get elements, i.e. the value is in bytes (VL = 256 B on 3510).
    return ReadU32(GetPlatFormInfo(), "AICoreSpec", "vector_reg_width");
}

namespace {
struct ManagerState {
    std::mutex mutex;
    fe::PlatFormInfos infos;
    PlatformAscendC* platform = nullptr;
    const ascsim::SocProfile* pinned = nullptr;
};
ManagerState& State()
{
    static ManagerState* s = new ManagerState(); // never destroyed: usable from static destructors
    return *s;
}
PlatformAscendC* Refresh(ManagerState& s)
{
    const ascsim::SocProfile& p = s.pinned != nullptr ? *s.pinned : ascsim::ActiveSocProfile();
    ascsim::FillPlatformInfos(p, &s.infos);
    if (s.platform == nullptr) {
        s.platform = new PlatformAscendC(&s.infos);
    }
    return s.platform;
}
} // namespace

PlatformAscendC* PlatformAscendCManager::GetInstance()
{
    ManagerState& s = State();
    std::lock_guard<std::mutex> lock(s.mutex);
    return Refresh(s);
}

PlatformAscendC* PlatformAscendCManager::GetInstance(const char* customSocVersion)
{
    ManagerState& s = State();
    std::lock_guard<std::mutex> lock(s.mutex);
    if (s.platform == nullptr && s.pinned == nullptr && customSocVersion != nullptr) {
        s.pinned = ascsim::FindSocProfileByCannName(customSocVersion);
        if (s.pinned == nullptr) {
            Report("PlatformAscendCManager: unknown SoC %s", customSocVersion);
            return nullptr;
        }
    }
    return Refresh(s);
}

} // namespace platform_ascendc
