// The strictness probe: y = x (FLOAT), written in C++11 as CANN's generator compiles op_host
// sources. Its wrong twins (strict_op/CMakeLists.txt): STRICT_OP_TYPE=AsinGrad names an op type
// that is also a built-in; STRICT_CXX14 uses std::make_unique, which C++11 does not have.
#include "exe_graph/runtime/infer_shape_context.h"
#include "register/op_def_registry.h"
#include "register/op_impl_registry.h"

#include <memory>

#ifndef STRICT_OP_TYPE
#define STRICT_OP_TYPE StrictProbe
#endif
// The registration macros stringize their argument: expand STRICT_OP_TYPE first.
#define STRICT_OP_ADD(type) OP_ADD(type)
#define STRICT_IMPL_OP_INFERSHAPE(type) IMPL_OP_INFERSHAPE(type)

namespace ops {
class STRICT_OP_TYPE : public OpDef {
public:
    explicit STRICT_OP_TYPE(const char* name) : OpDef(name)
    {
        this->Input("x").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->Output("y").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->AICore().AddConfig("ascend950");
    }
};
STRICT_OP_ADD(STRICT_OP_TYPE);

static ge::graphStatus StrictInferShape(gert::InferShapeContext* context)
{
    const gert::Shape* x = context->GetInputShape(0);
    gert::Shape* y = context->GetOutputShape(0);
    if (x == nullptr || y == nullptr) {
        return ge::GRAPH_FAILED;
    }
#ifdef STRICT_CXX14
    auto copy = std::make_unique<gert::Shape>(*x);
#else
    std::unique_ptr<gert::Shape> copy(new gert::Shape(*x));
#endif
    *y = *copy;
    return ge::GRAPH_SUCCESS;
}
STRICT_IMPL_OP_INFERSHAPE(STRICT_OP_TYPE).InferShape(StrictInferShape);
} // namespace ops
