// AsinGrad shape and data-type inference (op_host/asin_grad_infershape.cpp): dx takes x's shape and
// dtype; dy and x must agree exactly (no broadcasting). Run the way CANN's own op repositories
// unit-test infershape functions (ops-math tests/ut/common/infershape_case_executor.cpp): the
// function from DefaultOpImplSpaceRegistryV2 (base/registry/op_impl_space_registry_v2.h), the context
// from OpInferShapeContextBuilder / OpInferDataTypeContextBuilder (base/context_builder/). The
// op's registration comes from linking cust_optiling (its static IMPL_OP_INFERSHAPE).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "base/context_builder/op_infer_datatype_context_builder.h"
#include "base/context_builder/op_infer_shape_context_builder.h"
#include "base/registry/op_impl_space_registry_v2.h"
#include "exe_graph/runtime/tensor.h"
#include "ut_asin_grad_common.h"

namespace {
using ut_asin_grad::DimsText;
using ut_asin_grad::kOpType;
using ut_asin_grad::MakeShape;

using Dims = std::vector<int64_t>;

const gert::OpImplKernelRegistry::OpImplFunctionsV2* AsinGradFuncs()
{
    auto registry = gert::DefaultOpImplSpaceRegistryV2::GetInstance().GetSpaceRegistry();
    return registry == nullptr ? nullptr : registry->GetOpImpl(kOpType);
}

gert::Tensor TensorOf(const Dims& dims, ge::DataType dt)
{
    gert::StorageShape shape;
    shape.MutableOriginShape() = MakeShape(dims);
    shape.MutableStorageShape() = MakeShape(dims);
    return gert::Tensor(shape, gert::StorageFormat(ge::FORMAT_ND, ge::FORMAT_ND, gert::ExpandDimsType()),
                        gert::kOnDeviceHbm, dt, nullptr);
}

// Runs AsinGrad's infershape on (dy, x); the inferred dx shape in *dx.
ge::graphStatus InferShape(const Dims& dyDims, const Dims& xDims, ge::DataType dt, gert::Shape* dx)
{
    const auto* funcs = AsinGradFuncs();
    if (funcs == nullptr || funcs->infer_shape == nullptr) {
        ADD_FAILURE() << "no infershape function registered for AsinGrad";
        return ge::GRAPH_FAILED;
    }
    gert::Tensor dy = TensorOf(dyDims, dt);
    gert::Tensor x = TensorOf(xDims, dt);
    auto holder = gert::OpInferShapeContextBuilder()
                      .OpType(kOpType)
                      .OpName("asin_grad_ut")
                      .IONum(2, 1)
                      .OutputTensorDesc(0, dt, ge::FORMAT_ND, ge::FORMAT_ND)
                      .InputTensors({&dy, &x})
                      .Build();
    gert::InferShapeContext* ctx = holder.GetContext();
    if (ctx == nullptr) {
        ADD_FAILURE() << "OpInferShapeContextBuilder gave no context";
        return ge::GRAPH_FAILED;
    }
    const ge::graphStatus status = funcs->infer_shape(ctx);
    if (dx != nullptr && ctx->GetOutputShape(0) != nullptr) {
        *dx = *ctx->GetOutputShape(0);
    }
    return status;
}

ge::graphStatus InferDataType(ge::DataType dyType, ge::DataType xType, ge::DataType* dx)
{
    const auto* funcs = AsinGradFuncs();
    if (funcs == nullptr || funcs->infer_datatype == nullptr) {
        ADD_FAILURE() << "no data-type inference registered for AsinGrad";
        return ge::GRAPH_FAILED;
    }
    auto holder = gert::OpInferDataTypeContextBuilder()
                      .OpType(kOpType)
                      .IONum(2, 1)
                      .InputTensorDesc(0, dyType, ge::FORMAT_ND, ge::FORMAT_ND)
                      .InputTensorDesc(1, xType, ge::FORMAT_ND, ge::FORMAT_ND)
                      .OutputTensorDesc(0, ge::FORMAT_ND, ge::FORMAT_ND)
                      .Build();
    gert::InferDataTypeContext* ctx = holder.GetContext();
    if (ctx == nullptr) {
        ADD_FAILURE() << "OpInferDataTypeContextBuilder gave no context";
        return ge::GRAPH_FAILED;
    }
    const ge::graphStatus status = funcs->infer_datatype(ctx);
    *dx = ctx->GetOutputDataType(0);
    return status;
}

// 0-d to 8-d: size-1 dims, odd dims, zero dims (empty tensors), large dims.
const std::vector<Dims>& ShapeCases()
{
    static const std::vector<Dims> cases = {
        {},
        {1},
        {7},
        {0},
        {1024},
        {2147483649LL},
        {1, 1},
        {3, 5},
        {0, 3},
        {5, 0},
        {1, 4097},
        {2, 3, 5},
        {1, 1, 1},
        {7, 0, 9},
        {2, 1, 3, 1},
        {17, 19, 23, 29},
        {3, 5, 7, 9, 11},
        {1, 2, 0, 4, 5},
        {2, 3, 1, 5, 1, 7},
        {1, 1, 1, 1, 1, 1},
        {3, 1, 4, 1, 5, 9, 2},
        {6, 5, 4, 3, 2, 1, 0},
        {2, 2, 2, 2, 2, 2, 2, 2},
        {1, 1, 1, 1, 1, 1, 1, 1},
        {3, 5, 7, 1, 9, 11, 13, 1},
        {1, 2, 3, 4, 5, 6, 7, 0},
    };
    return cases;
}

TEST(AsinGradInferShape, TheFunctionsAreRegistered)
{
    const auto* funcs = AsinGradFuncs();
    ASSERT_NE(funcs, nullptr);
    EXPECT_NE(funcs->infer_shape, nullptr);
    EXPECT_NE(funcs->infer_datatype, nullptr);
}

TEST(AsinGradInferShape, DxTakesXShapeFor0dTo8d)
{
    size_t maxRank = 0;
    for (const ge::DataType dt : ut_asin_grad::SupportedTypes()) {
        for (const Dims& dims : ShapeCases()) {
            SCOPED_TRACE(DimsText(dims) + " " + ut_asin_grad::TypeName(dt));
            gert::Shape dx = MakeShape({99, 99}); // overwritten by a successful inference
            ASSERT_EQ(InferShape(dims, dims, dt, &dx), ge::GRAPH_SUCCESS);
            ASSERT_EQ(dx.GetDimNum(), dims.size());
            for (size_t i = 0; i < dims.size(); ++i) {
                EXPECT_EQ(dx.GetDim(i), dims[i]) << "dim " << i;
            }
            EXPECT_EQ(dx, MakeShape(dims));
            maxRank = dims.size() > maxRank ? dims.size() : maxRank;
        }
    }
    EXPECT_EQ(maxRank, 8U);
}

TEST(AsinGradInferShape, MismatchedShapesAreRejected)
{
    const std::vector<std::pair<Dims, Dims>> cases = {
        {{2, 3}, {3, 2}},                   // same size, other order
        {{6}, {2, 3}},                      // same size, other rank
        {{}, {1}},                          // scalar vs one element
        {{2, 3}, {2, 3, 1}},                // trailing 1 is still a different shape
        {{1, 3}, {4, 3}},                   // broadcastable, but broadcasting is not supported
        {{4, 3}, {1, 3}},    {{0}, {0, 0}}, // both empty
        {{0, 5}, {5, 0}},    {{4}, {5}},    {{2, 2, 2, 2, 2, 2, 2, 2}, {2, 2, 2, 2, 2, 2, 2, 3}},
    };
    for (const auto& c : cases) {
        EXPECT_EQ(InferShape(c.first, c.second, ge::DT_FLOAT, nullptr), ge::GRAPH_FAILED)
            << "dy " << DimsText(c.first) << " x " << DimsText(c.second);
    }
}

TEST(AsinGradInferShape, DxDtypeIsXDtype)
{
    for (const ge::DataType dt : ut_asin_grad::SupportedTypes()) {
        ge::DataType dx = ge::DT_INT64;
        ASSERT_EQ(InferDataType(dt, dt, &dx), ge::GRAPH_SUCCESS) << ut_asin_grad::TypeName(dt);
        EXPECT_EQ(dx, dt);
    }
}

TEST(AsinGradInferShape, MismatchedDtypesAreRejected)
{
    for (const ge::DataType dy : ut_asin_grad::SupportedTypes()) {
        for (const ge::DataType x : ut_asin_grad::SupportedTypes()) {
            if (dy != x) {
                ge::DataType dx = ge::DT_UNDEFINED;
                EXPECT_EQ(InferDataType(dy, x, &dx), ge::GRAPH_FAILED)
                    << "dy " << ut_asin_grad::TypeName(dy) << " x " << ut_asin_grad::TypeName(x);
            }
        }
    }
}

} // namespace
