// Registry of kernel instances (include/ascendc_sim/launch/kernel_registry.h).
#include "ascendc_sim/launch/kernel_registry.h"

#include <cstdio>
#include <list>
#include <map>
#include <mutex>
#include <utility>

namespace ascsim::kern {

namespace {
struct Registry {
    std::mutex mutex;
    // templated: one per (tiling key, dtype column)
    std::map<std::string, std::map<std::pair<uint64_t, int32_t>, KernelInstance>> byOp;
    std::map<std::string, std::list<KernelInstance>> anyKeyByOp; // untemplated: per dtype column
};
Registry& GetRegistry()
{
    static Registry registry;
    return registry;
}
} // namespace

bool RegisterKernelInstance(const KernelInstance& instance)
{
    Registry& r = GetRegistry();
    std::lock_guard<std::mutex> lock(r.mutex);
    if (instance.anyTilingKey) {
        auto& list = r.anyKeyByOp[instance.opType];
        for (const auto& k : list) {
            if (k.dtypeCombo == instance.dtypeCombo) {
                std::fprintf(stderr, "[ascend-sim] kernel %s: dtype column %d registered twice (%s, %s)\n",
                             instance.opType.c_str(), instance.dtypeCombo, k.name.c_str(), instance.name.c_str());
                return false;
            }
        }
        list.push_back(instance);
        return true;
    }
    auto& keys = r.byOp[instance.opType];
    const std::pair<uint64_t, int32_t> id{instance.tilingKey, instance.dtypeCombo};
    if (keys.count(id) != 0) {
        std::fprintf(stderr, "[ascend-sim] kernel %s: tiling key %llu (dtype column %d) registered twice (%s, %s)\n",
                     instance.opType.c_str(), static_cast<unsigned long long>(instance.tilingKey), instance.dtypeCombo,
                     keys[id].name.c_str(), instance.name.c_str());
        return false;
    }
    keys[id] = instance;
    return true;
}

const KernelInstance* FindKernelInstance(const std::string& opType, uint64_t tilingKey, int32_t dtypeCombo)
{
    Registry& r = GetRegistry();
    std::lock_guard<std::mutex> lock(r.mutex);
    auto op = r.byOp.find(opType);
    if (op != r.byOp.end()) {
        // The column's own instance, else one compiled for any column.
        for (const int32_t column : {dtypeCombo, -1}) {
            auto k = op->second.find({tilingKey, column});
            if (k != op->second.end()) {
                return &k->second; // map nodes are stable
            }
        }
    }
    auto any = r.anyKeyByOp.find(opType);
    if (any != r.anyKeyByOp.end()) {
        for (const auto& k : any->second) {
            if (k.dtypeCombo == -1 || k.dtypeCombo == dtypeCombo) {
                return &k; // list nodes are stable
            }
        }
    }
    return nullptr;
}

std::vector<KernelInstance> ListKernelInstances(const std::string& opType)
{
    Registry& r = GetRegistry();
    std::lock_guard<std::mutex> lock(r.mutex);
    std::vector<KernelInstance> out;
    auto op = r.byOp.find(opType);
    if (op != r.byOp.end()) {
        for (const auto& kv : op->second) {
            out.push_back(kv.second);
        }
    }
    auto any = r.anyKeyByOp.find(opType);
    if (any != r.anyKeyByOp.end()) {
        out.insert(out.end(), any->second.begin(), any->second.end());
    }
    return out;
}

} // namespace ascsim::kern
