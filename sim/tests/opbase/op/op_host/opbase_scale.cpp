// OpbaseScale host side, written as ops-math's arch35 tiling code is: opbase's checks and logs
// (OP_CHECK_NULL_WITH_CONTEXT, OP_CHECK_IF, OP_LOGE, OP_LOGI) and helpers (Ops::Base::CeilDiv,
// CeilAlign, FloorAlign, GetUbSize, GetAivCoreNum), included by their short paths.
#include <algorithm>

#include "register/op_def_registry.h"
#include "register/op_impl_registry.h"
#include "log/log.h"
#include "util/math_util.h"
#include "util/platform_util.h"
#include "../op_kernel/opbase_scale_tiling.h"

namespace optiling {
static ge::graphStatus OpbaseScaleTiling(gert::TilingContext* context)
{
    const gert::StorageShape* xShape = context->GetInputShape(0);
    OP_CHECK_NULL_WITH_CONTEXT(context, xShape);
    const int64_t total = xShape->GetStorageShape().GetShapeSize();
    OP_CHECK_IF(total % 8 != 0, OP_LOGE(context, "OpbaseScale: %ld elements, not a multiple of 8", total),
                return ge::GRAPH_FAILED);
    const int64_t coreNum = Ops::Base::GetAivCoreNum(context);
    const int64_t ubSize = Ops::Base::GetUbSize(context);
    OP_CHECK_IF(coreNum <= 0 || ubSize <= 0, OP_LOGE(context, "no platform info"), return ge::GRAPH_FAILED);
    OpbaseScaleTilingData* tiling = context->GetTilingData<OpbaseScaleTilingData>();
    OP_CHECK_NULL_WITH_CONTEXT(context, tiling);
    tiling->totalNum = total;
    tiling->blockFactor = Ops::Base::CeilAlign(Ops::Base::CeilDiv(total, coreNum), int64_t{8});
    // Two float buffers (x, y), with room for the 8 KB the mask/repeat forms may use.
    tiling->ubFactor = std::min(tiling->blockFactor, Ops::Base::FloorAlign((ubSize - 8192) / 8, int64_t{8}));
    const int64_t blockDim = Ops::Base::CeilDiv(total, tiling->blockFactor);
    context->SetBlockDim(static_cast<uint32_t>(blockDim));
    context->GetWorkspaceSizes(1)[0] = 0;
    OP_LOGI(context, "blockDim %ld blockFactor %ld ubFactor %ld ubSize %ld", blockDim, tiling->blockFactor,
            tiling->ubFactor, ubSize);
    return ge::GRAPH_SUCCESS;
}

struct OpbaseScaleCompileInfo {};
static ge::graphStatus OpbaseScaleTilingParse([[maybe_unused]] gert::TilingParseContext* context)
{
    return ge::GRAPH_SUCCESS;
}
IMPL_OP_OPTILING(OpbaseScale).Tiling(OpbaseScaleTiling).TilingParse<OpbaseScaleCompileInfo>(OpbaseScaleTilingParse);
} // namespace optiling

namespace ops {
static ge::graphStatus OpbaseScaleInferShape(gert::InferShapeContext* context)
{
    const gert::Shape* x = context->GetInputShape(0);
    gert::Shape* y = context->GetOutputShape(0);
    OP_CHECK_NULL_WITH_CONTEXT(context, x);
    OP_CHECK_NULL_WITH_CONTEXT(context, y);
    *y = *x;
    return ge::GRAPH_SUCCESS;
}
IMPL_OP_INFERSHAPE(OpbaseScale).InferShape(OpbaseScaleInferShape);

class OpbaseScale : public OpDef {
public:
    explicit OpbaseScale(const char* name) : OpDef(name)
    {
        this->Input("x").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->Output("y").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->AICore().AddConfig("ascend950");
    }
};
OP_ADD(OpbaseScale);
} // namespace ops
