/**
 * @file asin_grad_tiling.cpp
 * @brief AsinGrad tiling for Ascend 950PR / 950DT.
 *
 * Splits the elements over the vector cores (at least kFusedMinBytesPerCore of dy per core for the
 * fused kernel, kMinBytesPerCore for the reference one), with per-core lengths that are whole 32-byte blocks so no
 * two cores touch the same block of dy, x or dx, and sizes the UB tile from the kernel's real
 * buffers (AsinGradLayout in asin_grad_tiling_data.h). Core count and UB size come from
 * PlatformAscendC; every length is int64.
 */
#include <algorithm>
#include <cstdio>
#include <cstdlib>
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
constexpr int64_t kMinBytesPerCore = 16 * 1024;  // of dy: below this, fewer cores are faster
// The fused kernel: 1 KiB of dy per core at least. On the timing model a core's GM transfer is
// latency-bound below a few KiB and cores run in parallel, so spreading a small tensor wins until a
// core holds a few VLs (bench/asin_grad_bench, N = 1 K to 64 K).
constexpr int64_t kFusedMinBytesPerCore = 256;
// The fused kernel's smallest tile when it splits a core's slice for its four buffers: two VLs.
constexpr int64_t kFusedMinSplitBytes = 512;
constexpr size_t kSysWorkspaceBytes = 0;         // only basic APIs: no system workspace is needed
// Largest tensor the tiling accepts: 2^40 bytes (1 TiB), several times the HBM of any 950
// (128 GB on 950PR, 144 GB on 950DT). Checked before any arithmetic, so every length, product
// and rounding below stays far inside int64.
constexpr int64_t kMaxTensorBytes = int64_t{1} << 40;
// The UB a 950 kernel's TPipe may hand out: GetUBSizeInBytes() returns 248 KB on Ascend 950PR/950DT
// (asc-devkit docs/zh/api/SIMD-API/基础API/工具接口/系统资源与变量/GetUBSizeInBytes.md; the other 8 KB of
// the 256 KB are the 6 KB VF stack and the 2 KB Ascend C reserve, docs/zh/guide/编程指南/高级编程/
// 硬件实现/架构规格/NPU架构版本3510.md). GetCoreMemSize(UB)'s 950 value is not documented (ops-math's
// arch35 tiling tests feed both 253952 and 262144), so the tile is sized to the smaller of the two.
constexpr int64_t kKernelUbBytes950 = 248 * 1024;

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
        case ge::DT_FLOAT: return 4;
        case ge::DT_FLOAT16:
        case ge::DT_BF16: return 2;
        default: return 0;
    }
}
}  // namespace

// The split itself, separate from the context so it can be reasoned about (and tested) alone.
// `impl` is the kernel the tiling key selects (ASIN_GRAD_IMPL_*); it sets the UB layout.
ge::graphStatus ComputeAsinGradTilingFor(int64_t impl, int64_t totalLength, int64_t elemBytes, int64_t coreNum,
                                         int64_t ubBytes, AsinGradTilingData* tiling)
{
    using namespace AsinGradLayout;
    std::memset(tiling, 0, sizeof(*tiling));
    if (totalLength < 0 || elemBytes <= 0 || elemBytes > 8 || coreNum <= 0 || ubBytes <= 0 ||
        ubBytes > kMaxTensorBytes) {
        return Fail("invalid tiling input: length " + std::to_string(totalLength) + ", element bytes " +
                    std::to_string(elemBytes) + ", cores " + std::to_string(coreNum) + ", UB bytes " +
                    std::to_string(ubBytes));
    }
    if (totalLength > kMaxTensorBytes / elemBytes) {
        return Fail("a tensor of " + std::to_string(totalLength) + " elements of " + std::to_string(elemBytes) +
                    " bytes is larger than any Ascend 950 device memory");
    }
    if (impl != ASIN_GRAD_IMPL_FUSED && impl != ASIN_GRAD_IMPL_REFERENCE) {
        return Fail("unknown kernel implementation " + std::to_string(impl));
    }
    const bool fused = impl == ASIN_GRAD_IMPL_FUSED;
    // Tile granule: the reference kernel's 64-element compute chunk; the fused kernel's whole
    // register (64 fp32 or 128 fp16/bf16 elements).
    const int64_t align = fused ? FusedAlignElems(elemBytes) : kComputeAlignElems;
    auto layoutBytes = [&](int64_t tile) {
        return fused ? FusedUbBytesForTile(tile, elemBytes) : UbBytesForTile(tile, elemBytes);
    };
    // Largest tile whose buffers fit. Reference: ubFormer * bytesPerElement + masks (ubFormer / 8
    // each); fused: the queues only.
    int64_t maxTile = fused ? AlignDown(ubBytes / (kFusedBufferNum * kQueueCount * elemBytes), align)
                            : AlignDown(ubBytes * 8 / (8 * UbBytesPerElement(elemBytes) + kMaskCount), align);
    // The estimate ignores the 32-byte rounding of the buffers, so it can be one step too large:
    // step down until the exact layout fits.
    while (maxTile >= align && layoutBytes(maxTile) > ubBytes) {
        maxTile -= align;
    }
    if (maxTile < align) {
        return Fail("the Unified Buffer (" + std::to_string(ubBytes) + " bytes) cannot hold one tile");
    }
    tiling->totalLength = totalLength;
    if (totalLength == 0) {  // empty tensors never launch; keep the data well-defined anyway
        tiling->usedCoreNum = 1;
        tiling->ubFormer = align;
        return ge::GRAPH_SUCCESS;
    }
    const int64_t blockElems = kBlockBytes / elemBytes;
    const int64_t minPerCore = (fused ? kFusedMinBytesPerCore : kMinBytesPerCore) / elemBytes;
    int64_t cores = CeilDiv(totalLength, minPerCore);
    cores = cores < 1 ? 1 : (cores > coreNum ? coreNum : cores);
    tiling->blockFormer = AlignUp(CeilDiv(totalLength, cores), blockElems);
    tiling->usedCoreNum = CeilDiv(totalLength, tiling->blockFormer);
    tiling->blockTail = totalLength - (tiling->usedCoreNum - 1) * tiling->blockFormer;
    const int64_t neededTile = AlignUp(tiling->blockFormer, align);
    tiling->ubFormer = neededTile < maxTile ? neededTile : maxTile;
    // Fused: a core's slice in at least kFusedBufferNum tiles, so that all four queue buffers carry a
    // transfer: the first tile's compute starts after a quarter of the slice has arrived and the last
    // tile's copy-out is a quarter of it. On the timing model (bench/asin_grad_bench) this is up to
    // 12.5 % faster at N = 64 K to 1 M than one or two large tiles. Not below two VLs per tile (smaller
    // slices lose: 16 K elements on 950DT), and a slice of four or more full tiles keeps the largest
    // tile, which is faster there than a balanced split.
    const int64_t quarter = AlignUp(CeilDiv(tiling->blockFormer, kFusedBufferNum), align);
    const bool fewTiles = CeilDiv(tiling->blockFormer, maxTile) < kFusedBufferNum;
    if (fused && fewTiles && quarter * elemBytes >= kFusedMinSplitBytes && quarter < tiling->ubFormer) {
        tiling->ubFormer = quarter;
    }
    return ge::GRAPH_SUCCESS;
}

// The reference kernel's tiling (the ut tests check its layout in detail).
ge::graphStatus ComputeAsinGradTiling(int64_t totalLength, int64_t elemBytes, int64_t coreNum, int64_t ubBytes,
                                      AsinGradTilingData* tiling)
{
    return ComputeAsinGradTilingFor(ASIN_GRAD_IMPL_REFERENCE, totalLength, elemBytes, coreNum, ubBytes, tiling);
}

namespace {
// ASIN_GRAD_IMPL=reference selects the reference kernel (for comparing the two on a device);
// unset or "fused" the fused one. Anything else is a tiling error, not a silent default.
bool ImplFromEnvironment(int64_t* impl)
{
    const char* v = std::getenv("ASIN_GRAD_IMPL");
    if (v == nullptr || *v == '\0' || std::strcmp(v, "fused") == 0) {
        *impl = ASIN_GRAD_IMPL_FUSED;
        return true;
    }
    if (std::strcmp(v, "reference") == 0) {
        *impl = ASIN_GRAD_IMPL_REFERENCE;
        return true;
    }
    return false;
}
}  // namespace

static ge::graphStatus AsinGradTilingFunc(gert::TilingContext* context)
{
    auto platformInfo = context->GetPlatformInfo();
    if (platformInfo == nullptr) {
        return Fail("no platform information in the tiling context");
    }
    auto ascendcPlatform = platform_ascendc::PlatformAscendC(platformInfo);
    const int64_t coreNum = static_cast<int64_t>(ascendcPlatform.GetCoreNumAiv());
    uint64_t ubSize = 0;
    ascendcPlatform.GetCoreMemSize(platform_ascendc::CoreMemType::UB, ubSize);
    if (coreNum <= 0 || ubSize == 0) {
        return Fail("platform reports " + std::to_string(coreNum) + " vector cores and " + std::to_string(ubSize) +
                    " bytes of UB");
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
    int64_t impl = ASIN_GRAD_IMPL_FUSED;
    if (!ImplFromEnvironment(&impl)) {
        return Fail(std::string("ASIN_GRAD_IMPL must be \"fused\" or \"reference\", not \"") +
                    std::getenv("ASIN_GRAD_IMPL") + "\"");
    }
    const int64_t ubBytes = std::min(static_cast<int64_t>(std::min<uint64_t>(ubSize, kMaxTensorBytes)), kKernelUbBytes950);
    if (ComputeAsinGradTilingFor(impl, total, elemBytes, coreNum, ubBytes, tiling) != ge::GRAPH_SUCCESS) {
        return ge::GRAPH_FAILED;
    }
    context->SetBlockDim(static_cast<uint32_t>(tiling->usedCoreNum));
    size_t* workspaces = context->GetWorkspaceSizes(1);
    if (workspaces == nullptr) {
        return Fail("no workspace slot");
    }
    workspaces[0] = kSysWorkspaceBytes;
    const uint32_t dTypeKey = static_cast<uint32_t>(dtype);
    const uint32_t implKey = static_cast<uint32_t>(impl);
    ASCENDC_TPL_SEL_PARAM(context, dTypeKey, implKey);
    return ge::GRAPH_SUCCESS;
}

static ge::graphStatus TilingParseForAsinGrad([[maybe_unused]] gert::TilingParseContext* context)
{
    return ge::GRAPH_SUCCESS;
}

struct AsinGradCompileInfo {};

IMPL_OP_OPTILING(AsinGrad).Tiling(AsinGradTilingFunc).TilingParse<AsinGradCompileInfo>(TilingParseForAsinGrad);
}  // namespace optiling
