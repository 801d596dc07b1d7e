// fe::PlatFormInfos (sim stand-in): the per-SoC resource table behind context->GetPlatformInfo() and
// PlatformAscendC. CANN ships no public header text for it; the method names used here are the ones
// CANN's PlatformAscendC implementation (asc-devkit impl/utils/tiling/platform/platform_ascendc.cpp)
// and CANN op unit tests call: Init, GetPlatformRes[WithLock], SetPlatformRes[WithLock], GetCoreNum,
// SetCoreNumByCoreType, GetLocalMemSize, GetLocalMemBw.
//
// Resources are string tables: label -> key -> value. Labels/keys the sim fills from its SoC profile:
//   "version":    "Short_SoC_version" (e.g. Ascend950), "SoC_version" (e.g. Ascend950PR_9589), "NpuArch" (3510)
//   "SoCInfo":    "ai_core_cnt", "cube_core_cnt", "vector_core_cnt", "core_type_list" ("CubeCore,VectorCore"),
//                 "l2_size", "memory_size"
//   "AICoreSpec": "ub_size", "l1_size", "l0_a_size", "l0_b_size", "l0_c_size", "bt_size", "fb0_size",
//                 "vector_reg_width", "ubblock_size"
//   "AICoreMemoryRates": "l2_rate", "ddr_rate" (bytes/cycle; only when known)
// GetLocalMemSize / GetLocalMemBw read those keys (0 when absent).
#ifndef ASCSIM_PLATFORM_PLATFORM_INFOS_DEF_H_
#define ASCSIM_PLATFORM_PLATFORM_INFOS_DEF_H_

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace fe {
// Same numbering as platform_ascendc::CoreMemType (PlatformAscendC casts one into the other).
enum class LocalMemType { L0_A = 0, L0_B = 1, L0_C = 2, L1 = 3, L2 = 4, UB = 5, HBM = 6, FB = 7, BT = 8, RESERVED };

class __attribute__((visibility("default"))) PlatFormInfos {
public:
    PlatFormInfos();
    ~PlatFormInfos();
    PlatFormInfos(const PlatFormInfos& other);
    PlatFormInfos& operator=(const PlatFormInfos& other);

    // Clears every resource; always succeeds.
    bool Init();

    bool GetPlatformRes(const std::string& label, const std::string& key, std::string& val);
    bool GetPlatformRes(const std::string& label, std::map<std::string, std::string>& res);
    bool GetPlatformResWithLock(const std::string& label, const std::string& key, std::string& val);
    bool GetPlatformResWithLock(const std::string& label, std::map<std::string, std::string>& res);
    // Replaces the whole table of label.
    void SetPlatformRes(const std::string& label, const std::map<std::string, std::string>& res);
    void SetPlatformResWithLock(const std::string& label, const std::map<std::string, std::string>& res);

    uint32_t GetCoreNum() const;
    void SetCoreNum(const uint32_t& core_num);
    // "AiCore"/"AICore" -> SoCInfo.ai_core_cnt, "VectorCore" -> SoCInfo.vector_core_cnt,
    // "CubeCore" -> SoCInfo.cube_core_cnt; the result becomes GetCoreNum().
    void SetCoreNumByCoreType(const std::string& core_type);
    uint32_t GetCoreNumByType(const std::string& core_type);

    void GetLocalMemSize(const LocalMemType& mem_type, uint64_t& size);
    void GetLocalMemBw(const LocalMemType& mem_type, uint64_t& bw_size);

private:
    bool Lookup(const std::string& label, const std::string& key, std::string& val) const;
    uint64_t LookupU64(const std::string& label, const std::string& key) const;

    std::map<std::string, std::map<std::string, std::string>> res_;
    uint32_t core_num_ = 0;
    mutable std::mutex mutex_;
};

// CANN passes optional compile options alongside PlatFormInfos; the sim only carries the SoC name.
class __attribute__((visibility("default"))) OptionalInfos {
public:
    void SetSocVersion(const std::string& soc_version) { soc_version_ = soc_version; }
    const std::string& GetSocVersion() const { return soc_version_; }

private:
    std::string soc_version_;
};
} // namespace fe

#endif // ASCSIM_PLATFORM_PLATFORM_INFOS_DEF_H_
