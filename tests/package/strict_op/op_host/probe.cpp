// StrictProbe: y = x (FLOAT), written in C++11 as CANN's generator compiles op_host sources.
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/tiling_context.h"
#include "register/op_def_registry.h"
#include "register/op_impl_registry.h"

namespace ops {
class StrictProbe : public OpDef {
public:
    explicit StrictProbe(const char* name) : OpDef(name)
    {
        this->Input("x").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->Output("y").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->AICore().AddConfig("ascend950");
    }
};
OP_ADD(StrictProbe);

static ge::graphStatus InferShapeStrictProbe(gert::InferShapeContext* context)
{
    const gert::Shape* x = context->GetInputShape(0);
    gert::Shape* y = context->GetOutputShape(0);
    if (x == nullptr || y == nullptr) {
        return ge::GRAPH_FAILED;
    }
    *y = *x;
    return ge::GRAPH_SUCCESS;
}
IMPL_OP_INFERSHAPE(StrictProbe).InferShape(InferShapeStrictProbe);
}  // namespace ops
