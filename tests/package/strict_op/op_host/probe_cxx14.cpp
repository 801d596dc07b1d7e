// StrictProbe: y = x (FLOAT), written with std::make_unique (C++14), which CANN's C++11 generator rejects.
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/tiling_context.h"
#include "register/op_def_registry.h"
#include "register/op_impl_registry.h"

#include <memory>

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
    auto copy = std::make_unique<gert::Shape>(*x);
    *y = *copy;
    return ge::GRAPH_SUCCESS;
}
IMPL_OP_INFERSHAPE(StrictProbe).InferShape(InferShapeStrictProbe);
}  // namespace ops
