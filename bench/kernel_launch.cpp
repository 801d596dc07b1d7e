// Registration and launch of the benchmark's own kernels (kernel_launch.h).
#include "kernel_launch.h"

#include <algorithm>
#include <mutex>
#include <string>
#include <vector>

#include "ascendc_sim/launch/kernel_registry.h"
#include "tiling/platform/platform_ascendc.h"

namespace bench {
namespace {
int64_t CeilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }
int64_t AlignUp(int64_t a, int64_t b) { return CeilDiv(a, b) * b; }
} // namespace

EltwiseTiling MakeTiling(int64_t n, int64_t coreAlign, int64_t tileAlign, int64_t ubBytesPerElem, int64_t bufferNum,
                         uint32_t* blockDim)
{
    EltwiseTiling t;
    t.total = n;
    t.bufferNum = bufferNum;
    const int64_t cores = std::max<int64_t>(1, AivCoreCount());
    t.perCore = AlignUp(CeilDiv(n, cores), coreAlign);
    *blockDim = static_cast<uint32_t>(CeilDiv(n, t.perCore));
    const int64_t fit = kKernelUbBytes / ubBytesPerElem / tileAlign * tileAlign;
    t.tile = std::max<int64_t>(tileAlign, std::min(fit, AlignUp(t.perCore, tileAlign)));
    return t;
}

uint32_t AivCoreCount() { return platform_ascendc::PlatformAscendCManager::GetInstance()->GetCoreNumAiv(); }

const ascsim::kern::KernelInstance* Registered(const BenchKernel& k, Profile* acc)
{
    static std::mutex mu;
    const ascsim::kern::KernelInstance* inst = nullptr;
    {
        std::lock_guard<std::mutex> lock(mu);
        inst = ascsim::kern::FindKernelInstance(k.opType, k.tilingKey);
        if (inst == nullptr) {
            ascsim::kern::RegisterKernel(k.opType, k.tilingKey, k.name.c_str(), k.fn);
            inst = ascsim::kern::FindKernelInstance(k.opType, k.tilingKey);
        }
    }
    if (inst == nullptr) {
        *acc = Profile::Fail(k.name + ": kernel registration failed");
    }
    return inst;
}

bool Launch(const BenchKernel& k, uint32_t blockDim, void* in0, void* in1, void* out, const EltwiseTiling& tiling,
            Profile* acc)
{
    const ascsim::kern::KernelInstance* inst = Registered(k, acc);
    return inst != nullptr &&
           LaunchInstance(*inst, k.tilingKey, blockDim, {in0, in1, out, nullptr}, &tiling, sizeof(tiling), acc);
}

bool LaunchInstance(const ascsim::kern::KernelInstance& inst, uint64_t tilingKey, uint32_t blockDim,
                    const std::vector<void*>& args, const void* tiling, size_t tilingBytes, Profile* acc)
{
    void* devTiling = nullptr;
    if (aclrtMalloc(&devTiling, tilingBytes, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS ||
        aclrtMemcpy(devTiling, tilingBytes, tiling, tilingBytes, ACL_MEMCPY_HOST_TO_DEVICE) != ACL_SUCCESS) {
        *acc = Profile::Fail(inst.name + ": could not upload the tiling");
        return false;
    }
    std::vector<uint8_t*> gm;
    for (void* a : args) {
        gm.push_back(static_cast<uint8_t*>(a));
    }
    gm.push_back(static_cast<uint8_t*>(devTiling));
    const ascsim::kern::LaunchOutcome res = ascsim::kern::LaunchKernel(inst, blockDim, gm, tilingKey);
    (void)aclrtFree(devTiling);
    if (!res.ok) {
        *acc = Profile::Fail(inst.name + ": launch failed:\n" + res.report);
        return false;
    }
    if (!res.profile.valid) {
        *acc = Profile::Fail(inst.name + ": no modeled profile (is ASCEND_SIM_TIMING=0?)");
        return false;
    }
    acc->Add(res.profile);
    return true;
}

} // namespace bench
