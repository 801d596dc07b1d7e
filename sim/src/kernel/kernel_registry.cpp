// Registry of kernel instances (include/ascendc_sim/kernel/kernel_registry.h).
#include "ascendc_sim/kernel/kernel_registry.h"

#include <cstdio>
#include <map>
#include <mutex>

namespace ascsim::kern {

namespace {
struct Registry {
    std::mutex mutex;
    std::map<std::string, std::map<uint64_t, KernelInstance>> byOp;
};
Registry& GetRegistry()
{
    static Registry registry;
    return registry;
}
}  // namespace

bool RegisterKernelInstance(const KernelInstance& instance)
{
    Registry& r = GetRegistry();
    std::lock_guard<std::mutex> lock(r.mutex);
    auto& keys = r.byOp[instance.opType];
    if (keys.count(instance.tilingKey) != 0) {
        std::fprintf(stderr, "[ascend-sim] kernel %s: tiling key %llu registered twice (%s, %s)\n",
                     instance.opType.c_str(), static_cast<unsigned long long>(instance.tilingKey),
                     keys[instance.tilingKey].name.c_str(), instance.name.c_str());
        return false;
    }
    keys[instance.tilingKey] = instance;
    return true;
}

const KernelInstance* FindKernelInstance(const std::string& opType, uint64_t tilingKey)
{
    Registry& r = GetRegistry();
    std::lock_guard<std::mutex> lock(r.mutex);
    auto op = r.byOp.find(opType);
    if (op == r.byOp.end()) {
        return nullptr;
    }
    auto k = op->second.find(tilingKey);
    return k == op->second.end() ? nullptr : &k->second;  // map nodes are stable
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
    return out;
}

}  // namespace ascsim::kern
