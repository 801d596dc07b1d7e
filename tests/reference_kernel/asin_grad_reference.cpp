/**
 * @file asin_grad_reference.cpp
 * @brief The test-only AsinGrad reference kernel: its entry point (one instance per data type),
 *        its tiling, and its direct launch on the simulator's kernel registry.
 */
#include "asin_grad_reference.h"

#include <algorithm>
#include <mutex>
#include <vector>

#include "acl/acl.h"
#include "kernel_operator.h"
#include "kernel_tiling/kernel_tiling.h"
#include "tiling/platform/platform_ascendc.h"
#include "asin_grad_reference_kernel.h"

// The kernel entry, as the operator's own (op_kernel/asin_grad.cpp) but for the reference kernel.
template <typename T>
__global__ __aicore__ void asin_grad_reference_kernel(GM_ADDR dy, GM_ADDR x, GM_ADDR dx, GM_ADDR workspace,
                                                      GM_ADDR tiling)
{
    (void)workspace;
    KERNEL_TASK_TYPE_DEFAULT(KERNEL_TYPE_AIV_ONLY);
    REGISTER_TILING_DEFAULT(AsinGradTilingData);
    GET_TILING_DATA_WITH_STRUCT(AsinGradTilingData, tilingData, tiling);
    NsAsinGrad::KernelAsinGradReference<T> op;
    op.Init(dy, x, dx, &tilingData);
    op.Process();
}

namespace asin_grad_reference {
namespace {
constexpr const char* kOpType = "AsinGradReference"; // registry key: not the product's op type

int64_t CeilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }
int64_t AlignUp(int64_t a, int64_t b) { return CeilDiv(a, b) * b; }
int64_t AlignDown(int64_t a, int64_t b) { return a / b * b; }

const ascsim::kern::KernelInstance* Instance(ge::DataType dtype)
{
    static std::mutex mu;
    std::lock_guard<std::mutex> lock(mu);
    const uint64_t key = static_cast<uint64_t>(dtype);
    const ascsim::kern::KernelInstance* inst = ascsim::kern::FindKernelInstance(kOpType, key);
    if (inst != nullptr) {
        return inst;
    }
    switch (dtype) {
        case ge::DT_FLOAT:
            ascsim::kern::RegisterKernel(kOpType, key, "asin_grad_reference_kernel<float>",
                                         &asin_grad_reference_kernel<float>);
            break;
        case ge::DT_FLOAT16:
            ascsim::kern::RegisterKernel(kOpType, key, "asin_grad_reference_kernel<half>",
                                         &asin_grad_reference_kernel<half>);
            break;
        case ge::DT_BF16:
            ascsim::kern::RegisterKernel(kOpType, key, "asin_grad_reference_kernel<bfloat16_t>",
                                         &asin_grad_reference_kernel<bfloat16_t>);
            break;
        default:
            return nullptr;
    }
    return ascsim::kern::FindKernelInstance(kOpType, key);
}
} // namespace

std::string ComputeTiling(int64_t totalLength, int64_t elemBytes, int64_t coreNum, int64_t ubBytes,
                          AsinGradTilingData* tiling)
{
    using namespace AsinGradReferenceLayout;
    *tiling = AsinGradTilingData{};
    if (totalLength < 0 || (elemBytes != 2 && elemBytes != 4) || coreNum <= 0 || ubBytes <= 0) {
        return "invalid tiling input";
    }
    const int64_t align = kComputeAlignElems;
    // Largest tile whose buffers fit: ubFormer * bytesPerElement + masks (ubFormer / 8 each), then
    // step down for the 32-byte rounding of every buffer.
    int64_t maxTile = AlignDown(ubBytes * 8 / (8 * UbBytesPerElement(elemBytes) + kMaskCount), align);
    while (maxTile >= align && UbBytesForTile(maxTile, elemBytes) > ubBytes) {
        maxTile -= align;
    }
    if (maxTile < align) {
        return "the Unified Buffer cannot hold one tile";
    }
    tiling->totalLength = totalLength;
    if (totalLength == 0) {
        tiling->usedCoreNum = 1;
        tiling->ubFormer = align;
        return "";
    }
    int64_t cores = std::clamp<int64_t>(CeilDiv(totalLength, kMinBytesPerCore / elemBytes), 1, coreNum);
    tiling->blockFormer = AlignUp(CeilDiv(totalLength, cores), kBlockBytes / elemBytes);
    tiling->usedCoreNum = CeilDiv(totalLength, tiling->blockFormer);
    tiling->blockTail = totalLength - (tiling->usedCoreNum - 1) * tiling->blockFormer;
    tiling->ubFormer = std::min(AlignUp(tiling->blockFormer, align), maxTile);
    return "";
}

Result Run(ge::DataType dtype, int64_t n, void* dy, void* x, void* dx)
{
    Result r;
    const int64_t elemBytes = dtype == ge::DT_FLOAT ? 4 : 2;
    const ascsim::kern::KernelInstance* inst = Instance(dtype);
    if (inst == nullptr) {
        r.message = "unsupported data type " + std::to_string(static_cast<int>(dtype));
        return r;
    }
    // The platform as a host tiling function sees it (GetCoreNumAiv.md, GetCoreMemSize.md).
    auto* platform = platform_ascendc::PlatformAscendCManager::GetInstance();
    uint64_t ub = 0;
    platform->GetCoreMemSize(platform_ascendc::CoreMemType::UB, ub);
    r.message = ComputeTiling(n, elemBytes, platform->GetCoreNumAiv(), static_cast<int64_t>(ub), &r.tiling);
    if (!r.message.empty() || n == 0) {
        r.ok = r.message.empty();
        return r;
    }
    void* devTiling = nullptr;
    if (aclrtMalloc(&devTiling, sizeof(r.tiling), ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS ||
        aclrtMemcpy(devTiling, sizeof(r.tiling), &r.tiling, sizeof(r.tiling), ACL_MEMCPY_HOST_TO_DEVICE) !=
            ACL_SUCCESS) {
        (void)aclrtFree(devTiling);
        r.message = "could not upload the tiling";
        return r;
    }
    const std::vector<uint8_t*> args = {static_cast<uint8_t*>(dy), static_cast<uint8_t*>(x), static_cast<uint8_t*>(dx),
                                        nullptr, static_cast<uint8_t*>(devTiling)};
    const ascsim::kern::LaunchOutcome out = ascsim::kern::LaunchKernel(
        *inst, static_cast<uint32_t>(r.tiling.usedCoreNum), args, inst->tilingKey);
    (void)aclrtFree(devTiling);
    r.ok = out.ok;
    r.message = out.ok ? "" : inst->name + ": launch failed:\n" + out.report;
    r.profile = out.profile;
    return r;
}

} // namespace asin_grad_reference
