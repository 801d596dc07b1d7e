// SimtDouble host side: y = 2 x for FLOAT16 and FLOAT, one SIMT VF per core of up to 4 cores; the staged
// kernel (1280 bytes of SIMT stack per thread) for more than 2000 elements.
#include <algorithm>
#include <cstdint>

#include "register/op_def_registry.h"
#include "../op_kernel/simt_double_tiling.h"

namespace optiling {
static ge::graphStatus SimtDoubleTiling(gert::TilingContext* context)
{
    const int64_t total = context->GetInputShape(0)->GetOriginShape().GetShapeSize();
    if (total <= 0 || total > INT32_MAX) {
        return ge::GRAPH_FAILED;
    }
    SimtDoubleTilingData* tiling = context->GetTilingData<SimtDoubleTilingData>();
    tiling->totalLength = static_cast<uint32_t>(total);
    const int64_t perCore = 256;
    context->SetBlockDim(static_cast<uint32_t>(std::min<int64_t>(4, (total + perCore - 1) / perCore)));
    const uint64_t staged = total > SimtDoubleLimits::kStagedAbove ? 1 : 0;
    ASCENDC_TPL_SEL_PARAM(context, staged);
    context->GetWorkspaceSizes(1)[0] = 0;
    return ge::GRAPH_SUCCESS;
}
} // namespace optiling

namespace ge {
static graphStatus SimtDoubleInferShape(gert::InferShapeContext* context)
{
    *context->GetOutputShape(0) = *context->GetInputShape(0);
    return GRAPH_SUCCESS;
}
static graphStatus SimtDoubleInferDataType(gert::InferDataTypeContext* context)
{
    context->SetOutputDataType(0, context->GetInputDataType(0));
    return GRAPH_SUCCESS;
}
} // namespace ge

namespace ops {
class SimtDouble : public OpDef {
public:
    explicit SimtDouble(const char* name) : OpDef(name)
    {
        this->Input("x")
            .ParamType(REQUIRED)
            .DataType({ge::DT_FLOAT16, ge::DT_FLOAT})
            .Format({ge::FORMAT_ND, ge::FORMAT_ND});
        this->Output("y")
            .ParamType(REQUIRED)
            .DataType({ge::DT_FLOAT16, ge::DT_FLOAT})
            .Format({ge::FORMAT_ND, ge::FORMAT_ND});
        this->SetInferShape(ge::SimtDoubleInferShape).SetInferDataType(ge::SimtDoubleInferDataType);
        this->AICore().SetTiling(optiling::SimtDoubleTiling).AddConfig("ascend950");
    }
};
OP_ADD(SimtDouble);
} // namespace ops
