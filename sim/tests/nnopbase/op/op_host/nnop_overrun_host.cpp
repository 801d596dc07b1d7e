// NnopOverrun host side: y = x for FLOAT, one core, at most NnopOverrunLimits::kMaxElements.
// The kernel carries a planted out-of-bounds read (op_kernel/nnop_overrun.cpp).
#include "exe_graph/runtime/infer_shape_context.h"
#include "register/op_def_registry.h"
#include "register/op_impl_registry.h"
#include "../op_kernel/nnop_overrun_tiling.h"

namespace ops {
class NnopOverrun : public OpDef {
public:
    explicit NnopOverrun(const char* name) : OpDef(name)
    {
        this->Input("x").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->Output("y").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->AICore().AddConfig("ascend950");
    }
};
OP_ADD(NnopOverrun);

static ge::graphStatus InferShapeNnopOverrun(gert::InferShapeContext* context)
{
    const gert::Shape* x = context->GetInputShape(0);
    gert::Shape* y = context->GetOutputShape(0);
    if (x == nullptr || y == nullptr) {
        return ge::GRAPH_FAILED;
    }
    *y = *x;
    return ge::GRAPH_SUCCESS;
}
IMPL_OP_INFERSHAPE(NnopOverrun).InferShape(InferShapeNnopOverrun);
} // namespace ops

namespace optiling {
static ge::graphStatus NnopOverrunTiling(gert::TilingContext* context)
{
    const gert::StorageShape* x = context->GetInputShape(0);
    auto* t = context->GetTilingData<NnopOverrunTilingData>();
    if (x == nullptr || t == nullptr) {
        return ge::GRAPH_FAILED;
    }
    t->totalLength = x->GetStorageShape().GetShapeSize();
    if (t->totalLength > NnopOverrunLimits::kMaxElements) {
        return ge::GRAPH_FAILED;
    }
    context->SetBlockDim(1);
    context->SetTilingKey(0);
    size_t* ws = context->GetWorkspaceSizes(1);
    if (ws == nullptr) {
        return ge::GRAPH_FAILED;
    }
    ws[0] = 0;
    return ge::GRAPH_SUCCESS;
}
IMPL_OP_OPTILING(NnopOverrun).Tiling(NnopOverrunTiling);
} // namespace optiling
