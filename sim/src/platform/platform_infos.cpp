// fe::PlatFormInfos: string resource tables (see platform/platform_infos_def.h).
#include "platform/platform_infos_def.h"

#include <cstdlib>

namespace fe {
namespace {
struct MemKey {
    const char* label;
    const char* key;
};
MemKey SizeKey(LocalMemType t)
{
    switch (t) {
        case LocalMemType::L0_A:
            return {"AICoreSpec", "l0_a_size"};
        case LocalMemType::L0_B:
            return {"AICoreSpec", "l0_b_size"};
        case LocalMemType::L0_C:
            return {"AICoreSpec", "l0_c_size"};
        case LocalMemType::L1:
            return {"AICoreSpec", "l1_size"};
        case LocalMemType::L2:
            return {"SoCInfo", "l2_size"};
        case LocalMemType::UB:
            return {"AICoreSpec", "ub_size"};
        case LocalMemType::HBM:
            return {"SoCInfo", "memory_size"};
        case LocalMemType::FB:
            return {"AICoreSpec", "fb0_size"};
        case LocalMemType::BT:
            return {"AICoreSpec", "bt_size"};
        default:
            return {nullptr, nullptr};
    }
}
MemKey RateKey(LocalMemType t)
{
    switch (t) {
        case LocalMemType::L2:
            return {"AICoreMemoryRates", "l2_rate"};
        case LocalMemType::HBM:
            return {"AICoreMemoryRates", "ddr_rate"};
        case LocalMemType::UB:
            return {"AICoreMemoryRates", "ub_rate"};
        case LocalMemType::L1:
            return {"AICoreMemoryRates", "l1_rate"};
        default:
            return {nullptr, nullptr};
    }
}
} // namespace

PlatFormInfos::PlatFormInfos() = default;
PlatFormInfos::~PlatFormInfos() = default;

PlatFormInfos::PlatFormInfos(const PlatFormInfos& other)
{
    std::lock_guard<std::mutex> lock(other.mutex_);
    res_ = other.res_;
    core_num_ = other.core_num_;
}

PlatFormInfos& PlatFormInfos::operator=(const PlatFormInfos& other)
{
    if (this == &other) {
        return *this;
    }
    std::map<std::string, std::map<std::string, std::string>> res;
    uint32_t core_num = 0;
    {
        std::lock_guard<std::mutex> lock(other.mutex_);
        res = other.res_;
        core_num = other.core_num_;
    }
    std::lock_guard<std::mutex> lock(mutex_);
    res_ = std::move(res);
    core_num_ = core_num;
    return *this;
}

bool PlatFormInfos::Init()
{
    std::lock_guard<std::mutex> lock(mutex_);
    res_.clear();
    core_num_ = 0;
    return true;
}

bool PlatFormInfos::Lookup(const std::string& label, const std::string& key, std::string& val) const
{
    const auto it = res_.find(label);
    if (it == res_.end()) {
        return false;
    }
    const auto kv = it->second.find(key);
    if (kv == it->second.end()) {
        return false;
    }
    val = kv->second;
    return true;
}

uint64_t PlatFormInfos::LookupU64(const std::string& label, const std::string& key) const
{
    std::string v;
    if (!Lookup(label, key, v) || v.empty()) {
        return 0;
    }
    return std::strtoull(v.c_str(), nullptr, 10);
}

bool PlatFormInfos::GetPlatformRes(const std::string& label, const std::string& key, std::string& val)
{
    return GetPlatformResWithLock(label, key, val);
}

bool PlatFormInfos::GetPlatformRes(const std::string& label, std::map<std::string, std::string>& res)
{
    return GetPlatformResWithLock(label, res);
}

bool PlatFormInfos::GetPlatformResWithLock(const std::string& label, const std::string& key, std::string& val)
{
    std::lock_guard<std::mutex> lock(mutex_);
    return Lookup(label, key, val);
}

bool PlatFormInfos::GetPlatformResWithLock(const std::string& label, std::map<std::string, std::string>& res)
{
    std::lock_guard<std::mutex> lock(mutex_);
    const auto it = res_.find(label);
    if (it == res_.end()) {
        return false;
    }
    res = it->second;
    return true;
}

void PlatFormInfos::SetPlatformRes(const std::string& label, const std::map<std::string, std::string>& res)
{
    SetPlatformResWithLock(label, res);
}

void PlatFormInfos::SetPlatformResWithLock(const std::string& label, const std::map<std::string, std::string>& res)
{
    std::lock_guard<std::mutex> lock(mutex_);
    res_[label] = res;
}

uint32_t PlatFormInfos::GetCoreNum() const
{
    std::lock_guard<std::mutex> lock(mutex_);
    return core_num_;
}

void PlatFormInfos::SetCoreNum(const uint32_t& core_num)
{
    std::lock_guard<std::mutex> lock(mutex_);
    core_num_ = core_num;
}

uint32_t PlatFormInfos::GetCoreNumByType(const std::string& core_type)
{
    std::lock_guard<std::mutex> lock(mutex_);
    if (core_type == "VectorCore") {
        return static_cast<uint32_t>(LookupU64("SoCInfo", "vector_core_cnt"));
    }
    if (core_type == "CubeCore") {
        return static_cast<uint32_t>(LookupU64("SoCInfo", "cube_core_cnt"));
    }
    return static_cast<uint32_t>(LookupU64("SoCInfo", "ai_core_cnt"));
}

void PlatFormInfos::SetCoreNumByCoreType(const std::string& core_type)
{
    const uint32_t n = GetCoreNumByType(core_type);
    std::lock_guard<std::mutex> lock(mutex_);
    core_num_ = n;
}

void PlatFormInfos::GetLocalMemSize(const LocalMemType& mem_type, uint64_t& size)
{
    const MemKey k = SizeKey(mem_type);
    std::lock_guard<std::mutex> lock(mutex_);
    size = k.label == nullptr ? 0 : LookupU64(k.label, k.key);
}

void PlatFormInfos::GetLocalMemBw(const LocalMemType& mem_type, uint64_t& bw_size)
{
    const MemKey k = RateKey(mem_type);
    std::lock_guard<std::mutex> lock(mutex_);
    bw_size = k.label == nullptr ? 0 : LookupU64(k.label, k.key);
}

} // namespace fe
