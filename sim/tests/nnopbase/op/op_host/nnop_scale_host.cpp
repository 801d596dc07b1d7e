// NnopScale host side: prototype, shape / data-type inference and tiling.
// y = 2 * x (+ bias, an OPTIONAL input of x's shape). The OpDef lists FLOAT, FLOAT16 and INT32;
// the kernel library has FLOAT and FLOAT16 kernels only.
#include <string>
#include <vector>

#include "base/err_msg.h"
#include "exe_graph/runtime/infer_datatype_context.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "register/op_def_registry.h"
#include "register/op_impl_registry.h"
#include "tiling/platform/platform_ascendc.h"
#include "../op_kernel/nnop_scale_tiling.h"

namespace {
void ReportInvalid(const std::string& paraName, const std::string& value, const std::string& reason)
{
    const std::vector<const char*> keys = {"value", "paraName", "reason"};
    const std::vector<const char*> values = {value.c_str(), paraName.c_str(), reason.c_str()};
    REPORT_PREDEFINED_ERR_MSG("EZ1010", keys, values);
}
} // namespace

namespace ops {
class NnopScale : public OpDef {
public:
    explicit NnopScale(const char* name) : OpDef(name)
    {
        // FLOAT16 before FLOAT: the "supported:" list of a dtype rejection must still name both.
        const std::vector<ge::DataType> dataTypes = {ge::DT_FLOAT16, ge::DT_FLOAT, ge::DT_INT32};
        const std::vector<ge::Format> formats = {ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND};
        this->Input("x").ParamType(REQUIRED).DataType(dataTypes).Format(formats).AutoContiguous();
        this->Input("bias").ParamType(OPTIONAL).DataType(dataTypes).Format(formats).AutoContiguous();
        this->Output("y").ParamType(REQUIRED).DataType(dataTypes).Format(formats).AutoContiguous();
        this->AICore().AddConfig("ascend950");
    }
};
OP_ADD(NnopScale);

static ge::graphStatus InferShapeNnopScale(gert::InferShapeContext* context)
{
    const gert::Shape* x = context->GetInputShape(0);
    const gert::Shape* bias = context->GetOptionalInputShape(1);
    gert::Shape* y = context->GetOutputShape(0);
    // A scalar x fails without an explanation: nnopbase reports that as an internal InferShape
    // error (561001); the bias mismatch below is an invalid argument (EZ1010, 161002).
    if (x == nullptr || y == nullptr || x->GetDimNum() == 0) {
        return ge::GRAPH_FAILED;
    }
    if (bias != nullptr && !(*bias == *x)) {
        ReportInvalid("bias", std::to_string(bias->GetShapeSize()), "NnopScale: bias must have the shape of x");
        return ge::GRAPH_FAILED;
    }
    *y = *x;
    return ge::GRAPH_SUCCESS;
}

static ge::graphStatus InferDataTypeNnopScale(gert::InferDataTypeContext* context)
{
    return context->SetOutputDataType(0, context->GetInputDataType(0));
}

IMPL_OP_INFERSHAPE(NnopScale).InferShape(InferShapeNnopScale).InferDataType(InferDataTypeNnopScale);
} // namespace ops

namespace optiling {
static ge::graphStatus NnopScaleTiling(gert::TilingContext* context)
{
    using namespace NnopScaleLimits;
    const gert::StorageShape* x = context->GetInputShape(0);
    const auto* xDesc = context->GetInputDesc(0);
    if (x == nullptr || xDesc == nullptr) {
        return ge::GRAPH_FAILED;
    }
    const int64_t total = x->GetStorageShape().GetShapeSize();
    if (total > kMaxElements) {
        ReportInvalid("x", std::to_string(total),
                      "NnopScale tiling: more than " + std::to_string(kMaxElements) + " elements");
        return ge::GRAPH_FAILED;
    }
    auto platform = platform_ascendc::PlatformAscendC(context->GetPlatformInfo());
    const int64_t cores = static_cast<int64_t>(platform.GetCoreNumAiv());
    if (cores <= 0) {
        return ge::GRAPH_FAILED;
    }
    auto* t = context->GetTilingData<NnopScaleTilingData>();
    if (t == nullptr) {
        return ge::GRAPH_FAILED;
    }
    // Per-core runs of whole 32-byte blocks: 16 elements are one block of fp16, two of fp32.
    const int64_t align = 16;
    int64_t used = (total + kMinElementsPerCore - 1) / kMinElementsPerCore;
    used = used < 1 ? 1 : (used > cores ? cores : used);
    int64_t former = (total + used - 1) / used;
    former = (former + align - 1) / align * align;
    used = (total + former - 1) / former;
    t->totalLength = total;
    t->blockFormer = former;
    t->usedCoreNum = used < 1 ? 1 : used;
    t->blockTail = total - (t->usedCoreNum - 1) * former;
    t->ubFormer = kUbTile;
    t->hasBias = context->GetOptionalInputShape(1) != nullptr ? 1 : 0;
    context->SetBlockDim(static_cast<uint32_t>(t->usedCoreNum));
    size_t* ws = context->GetWorkspaceSizes(1);
    if (ws == nullptr) {
        return ge::GRAPH_FAILED;
    }
    ws[0] = 0;
    const uint32_t dTypeKey = static_cast<uint32_t>(xDesc->GetDataType());
    ASCENDC_TPL_SEL_PARAM(context, dTypeKey);
    return ge::GRAPH_SUCCESS;
}

struct NnopScaleCompileInfo {};
static ge::graphStatus NnopScaleTilingParse([[maybe_unused]] gert::TilingParseContext* context)
{
    return ge::GRAPH_SUCCESS;
}

IMPL_OP_OPTILING(NnopScale).Tiling(NnopScaleTiling).TilingParse<NnopScaleCompileInfo>(NnopScaleTilingParse);
} // namespace optiling
