/**
 * @file asin_grad_infershape.cpp
 * @brief AsinGrad shape and data-type inference: dx takes x's shape and dtype; dy and x must
 *        have identical shapes (no broadcasting).
 */
#include <string>
#include <vector>

#include "base/err_msg.h"
#include "exe_graph/runtime/infer_datatype_context.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "register/op_impl_registry.h"

namespace ops {
namespace {
constexpr size_t kInputDy = 0;
constexpr size_t kInputX = 1;
constexpr size_t kOutputDx = 0;

std::string ShapeToString(const gert::Shape& shape)
{
    std::string text = "[";
    for (size_t i = 0; i < shape.GetDimNum(); ++i) {
        text += (i == 0 ? "" : ",") + std::to_string(shape.GetDim(i));
    }
    return text + "]";
}

// An "invalid argument" (EZ1010) message for the caller's aclGetRecentErrMsg.
void ReportInvalid(const std::string& paraName, const std::string& value, const std::string& reason)
{
    const std::vector<const char*> keys = {"value", "paraName", "reason"};
    const std::vector<const char*> values = {value.c_str(), paraName.c_str(), reason.c_str()};
    REPORT_PREDEFINED_ERR_MSG("EZ1010", keys, values);
}
} // namespace

static ge::graphStatus InferShapeForAsinGrad(gert::InferShapeContext* context)
{
    const gert::Shape* dyShape = context->GetInputShape(kInputDy);
    const gert::Shape* xShape = context->GetInputShape(kInputX);
    gert::Shape* dxShape = context->GetOutputShape(kOutputDx);
    if (dyShape == nullptr || xShape == nullptr || dxShape == nullptr) {
        return ge::GRAPH_FAILED;
    }
    if (!(*dyShape == *xShape)) {
        ReportInvalid("dy", ShapeToString(*dyShape),
                      "AsinGrad: the shape of dy " + ShapeToString(*dyShape) + " must equal the shape of x " +
                          ShapeToString(*xShape) + " (no broadcasting)");
        return ge::GRAPH_FAILED;
    }
    *dxShape = *xShape;
    return ge::GRAPH_SUCCESS;
}

static ge::graphStatus InferDataTypeForAsinGrad(gert::InferDataTypeContext* context)
{
    const ge::DataType dyType = context->GetInputDataType(kInputDy);
    const ge::DataType xType = context->GetInputDataType(kInputX);
    if (dyType != xType) {
        ReportInvalid("dy", std::to_string(static_cast<int>(dyType)),
                      "AsinGrad: dy and x must have the same data type");
        return ge::GRAPH_FAILED;
    }
    return context->SetOutputDataType(kOutputDx, xType);
}

IMPL_OP_INFERSHAPE(AsinGrad).InferShape(InferShapeForAsinGrad).InferDataType(InferDataTypeForAsinGrad);
} // namespace ops
