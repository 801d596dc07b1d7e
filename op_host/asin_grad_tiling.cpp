/**
 * @file asin_grad_tiling.cpp
 * @brief AsinGrad tiling for Ascend 950PR / 950DT.
 *
 * Splits the elements over the vector cores (at least one vector register of dy per core), with
 * per-core lengths that are whole 32-byte blocks so no two cores touch the same block of dy, x or
 * dx, and sizes the UB tile from the kernel's real buffers (AsinGradLayout in
 * asin_grad_tiling_data.h). Core count, UB size and vector length come from PlatformAscendC
 * (GetCoreNumAiv, GetCoreMemSize(UB), GetVecRegLen); every length is int64. Nothing else is read:
 * the same shapes on the same platform always give the same tiling.
 */
#include <cstring>
#include <string>
#include <vector>

#include "base/err_msg.h"
#include "register/op_def_registry.h"
#include "tiling/platform/platform_ascendc.h"
#include "../op_kernel/asin_grad_tiling_data.h"
#include "../op_kernel/asin_grad_tiling_key.h"

namespace optiling {
namespace {
constexpr size_t kSysWorkspaceBytes = 0; // only basic APIs: no system workspace is needed
// Largest tensor the tiling accepts: 2^40 bytes (1 TiB), several times the HBM of any 950
// (128 GB on 950PR, 144 GB on 950DT). Checked before any arithmetic, so every length, product
// and rounding below stays far inside int64.
constexpr int64_t kMaxTensorBytes = int64_t{1} << 40;

int64_t CeilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }
int64_t AlignUp(int64_t a, int64_t b) { return CeilDiv(a, b) * b; }
int64_t AlignDown(int64_t a, int64_t b) { return a / b * b; }

ge::graphStatus Fail(const std::string& reason)
{
    const std::vector<const char*> keys = {"value", "paraName", "reason"};
    const std::vector<const char*> values = {"tiling", "AsinGrad", reason.c_str()};
    REPORT_PREDEFINED_ERR_MSG("EZ1010", keys, values);
    return ge::GRAPH_FAILED;
}

int64_t ElementBytes(ge::DataType dtype)
{
    switch (dtype) {
        case ge::DT_FLOAT:
            return 4;
        case ge::DT_FLOAT16:
        case ge::DT_BF16:
            return 2;
        default:
            return 0;
    }
}
} // namespace

// The split itself, separate from the context so it can be reasoned about (and tested) alone.
// vecLenBytes is the vector register width VL (PlatformAscendC::GetVecRegLen, 256 on 950).
ge::graphStatus ComputeAsinGradTiling(int64_t totalLength, int64_t elemBytes, int64_t coreNum, int64_t ubBytes,
                                      int64_t vecLenBytes, AsinGradTilingData* tiling)
{
    using namespace AsinGradLayout;
    std::memset(tiling, 0, sizeof(*tiling));
    if (totalLength < 0 || elemBytes <= 0 || elemBytes > 8 || coreNum <= 0 || ubBytes <= 0 ||
        ubBytes > kMaxTensorBytes || vecLenBytes < 4 * kBlockBytes || vecLenBytes % (4 * kBlockBytes) != 0 ||
        vecLenBytes > kMaxTensorBytes) {
        return Fail("invalid tiling input: length " + std::to_string(totalLength) + ", element bytes " +
                    std::to_string(elemBytes) + ", cores " + std::to_string(coreNum) + ", UB bytes " +
                    std::to_string(ubBytes) + ", vector length " + std::to_string(vecLenBytes));
    }
    if (totalLength > kMaxTensorBytes / elemBytes) {
        return Fail("a tensor of " + std::to_string(totalLength) + " elements of " + std::to_string(elemBytes) +
                    " bytes is larger than any Ascend 950 device memory");
    }
    // Tile granule: one VF loop iteration (one fp32 register) of elements, whatever the data type.
    const int64_t align = VfElems(vecLenBytes);
    // Largest tile whose buffers fit; the estimate ignores the 32-byte rounding of the buffers, so
    // it can be one step too large: step down until the exact layout fits.
    int64_t maxTile = AlignDown(ubBytes / (kBufferNum * kQueueCount * elemBytes), align);
    while (maxTile >= align && UbBytesForTile(maxTile, elemBytes) > ubBytes) {
        maxTile -= align;
    }
    if (maxTile < align) {
        return Fail("the Unified Buffer (" + std::to_string(ubBytes) + " bytes) cannot hold one tile");
    }
    tiling->totalLength = totalLength;
    if (totalLength == 0) { // empty tensors never launch; keep the data well-defined anyway
        tiling->usedCoreNum = 1;
        tiling->ubFormer = align;
        return ge::GRAPH_SUCCESS;
    }
    // At least one vector register (VL bytes) of dy per core; per-core lengths of whole blocks.
    const int64_t blockElems = kBlockBytes / elemBytes;
    const int64_t minPerCore = vecLenBytes / elemBytes;
    int64_t cores = CeilDiv(totalLength, minPerCore);
    cores = cores < 1 ? 1 : (cores > coreNum ? coreNum : cores);
    tiling->blockFormer = AlignUp(CeilDiv(totalLength, cores), blockElems);
    tiling->usedCoreNum = CeilDiv(totalLength, tiling->blockFormer);
    tiling->blockTail = totalLength - (tiling->usedCoreNum - 1) * tiling->blockFormer;
    const int64_t neededTile = AlignUp(tiling->blockFormer, align);
    tiling->ubFormer = neededTile < maxTile ? neededTile : maxTile;
    return ge::GRAPH_SUCCESS;
}

static ge::graphStatus AsinGradTilingFunc(gert::TilingContext* context)
{
    auto platformInfo = context->GetPlatformInfo();
    if (platformInfo == nullptr) {
        return Fail("no platform information in the tiling context");
    }
    auto ascendcPlatform = platform_ascendc::PlatformAscendC(platformInfo);
    const int64_t coreNum = static_cast<int64_t>(ascendcPlatform.GetCoreNumAiv());
    // GetCoreMemSize(UB): the UB a kernel may use (GetCoreMemSize.md calls it from a tiling function
    // exactly so); on 950 the 248 KB GetUBSizeInBytes() returns in the kernel (GetUBSizeInBytes.md).
    uint64_t ubSize = 0;
    ascendcPlatform.GetCoreMemSize(platform_ascendc::CoreMemType::UB, ubSize);
    const int64_t vecLen = static_cast<int64_t>(ascendcPlatform.GetVecRegLen()); // GetVecRegLen.md
    if (coreNum <= 0 || ubSize == 0 || vecLen <= 0) {
        return Fail("platform reports " + std::to_string(coreNum) + " vector cores, " + std::to_string(ubSize) +
                    " bytes of UB and a vector length of " + std::to_string(vecLen) + " bytes");
    }

    const gert::StorageShape* dyShape = context->GetInputShape(0);
    const gert::StorageShape* xShape = context->GetInputShape(1);
    const gert::StorageShape* dxShape = context->GetOutputShape(0);
    auto dyDesc = context->GetInputDesc(0);
    auto xDesc = context->GetInputDesc(1);
    auto dxDesc = context->GetOutputDesc(0);
    if (dyShape == nullptr || xShape == nullptr || dxShape == nullptr || dyDesc == nullptr || xDesc == nullptr ||
        dxDesc == nullptr) {
        return Fail("missing input or output description");
    }
    if (xDesc->GetDataType() != dyDesc->GetDataType() || dxDesc->GetDataType() != dyDesc->GetDataType()) {
        return Fail("dy, x and dx must have the same data type");
    }
    // A rank-0 tensor is one element (GetShapeSize of an empty shape is 1).
    const int64_t total = dyShape->GetStorageShape().GetShapeSize();
    if (total != xShape->GetStorageShape().GetShapeSize() || total != dxShape->GetStorageShape().GetShapeSize()) {
        return Fail("dy, x and dx must have the same number of elements");
    }
    const ge::DataType dtype = dyDesc->GetDataType();
    const int64_t elemBytes = ElementBytes(dtype);
    if (elemBytes == 0) {
        return Fail("unsupported data type " + std::to_string(static_cast<int>(dtype)));
    }

    AsinGradTilingData* tiling = context->GetTilingData<AsinGradTilingData>();
    if (tiling == nullptr) {
        return Fail("no tiling data buffer");
    }
    const int64_t ubBytes = static_cast<int64_t>(ubSize < static_cast<uint64_t>(kMaxTensorBytes) ? ubSize :
                                                                                                   kMaxTensorBytes);
    if (ComputeAsinGradTiling(total, elemBytes, coreNum, ubBytes, vecLen, tiling) != ge::GRAPH_SUCCESS) {
        return ge::GRAPH_FAILED;
    }
    context->SetBlockDim(static_cast<uint32_t>(tiling->usedCoreNum));
    size_t* workspaces = context->GetWorkspaceSizes(1);
    if (workspaces == nullptr) {
        return Fail("no workspace slot");
    }
    workspaces[0] = kSysWorkspaceBytes;
    const uint32_t dTypeKey = static_cast<uint32_t>(dtype);
    ASCENDC_TPL_SEL_PARAM(context, dTypeKey);
    return ge::GRAPH_SUCCESS;
}

static ge::graphStatus TilingParseForAsinGrad([[maybe_unused]] gert::TilingParseContext* context)
{
    return ge::GRAPH_SUCCESS;
}

struct AsinGradCompileInfo {};

IMPL_OP_OPTILING(AsinGrad).Tiling(AsinGradTilingFunc).TilingParse<AsinGradCompileInfo>(TilingParseForAsinGrad);
} // namespace optiling
