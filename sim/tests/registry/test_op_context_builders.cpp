// gert::OpInferShapeContextBuilder / OpInferDataTypeContextBuilder / ContextHolder and
// gert::DefaultOpImplSpaceRegistryV2 (metadef's base/context_builder/ and base/registry/ headers):
// the functions of the test ops (test_ops.cpp) found through the space registry and run on
// contexts built by the builders, as ops-math's tests/ut/common/infershape_case_executor.cpp does.
#include <gtest/gtest.h>

#include <vector>

#include "base/context_builder/op_infer_datatype_context_builder.h"
#include "base/context_builder/op_infer_shape_context_builder.h"
#include "base/registry/op_impl_space_registry_v2.h"
#include "exe_graph/runtime/tensor.h"
#include "tiling/context/context_builder.h"

namespace {
gert::StorageShape Shape(std::initializer_list<int64_t> dims)
{
    gert::StorageShape s;
    for (const int64_t d : dims) {
        s.MutableOriginShape().AppendDim(d);
        s.MutableStorageShape().AppendDim(d);
    }
    return s;
}

gert::Tensor MakeTensor(std::initializer_list<int64_t> dims, ge::DataType dt)
{
    return gert::Tensor(Shape(dims), gert::StorageFormat(ge::FORMAT_ND, ge::FORMAT_ND, gert::ExpandDimsType()),
                        gert::kOnHost, dt, nullptr);
}

const gert::OpImplKernelRegistry::OpImplFunctionsV2* Funcs(const char* op)
{
    auto registry = gert::DefaultOpImplSpaceRegistryV2::GetInstance().GetSpaceRegistry();
    return registry == nullptr ? nullptr : registry->GetOpImpl(op);
}

TEST(OpImplSpaceRegistry, FindsImplOpAndOpDefFunctions)
{
    // SimScale: IMPL_OP_INFERSHAPE + IMPL_OP_OPTILING (tiling data capacity 64, a parse function).
    const auto* scale = Funcs("SimScale");
    ASSERT_NE(scale, nullptr);
    EXPECT_NE(scale->infer_shape, nullptr);
    EXPECT_NE(scale->tiling, nullptr);
    EXPECT_NE(scale->tiling_parse, nullptr);
    EXPECT_NE(scale->compile_info_creator, nullptr);
    EXPECT_EQ(scale->max_tiling_data_size, 64U);
    // SimAdd: functions set on its OpDef only (SetInferShape / SetInferDataType / AICore().SetTiling).
    const auto* add = Funcs("SimAdd");
    ASSERT_NE(add, nullptr);
    EXPECT_NE(add->infer_shape, nullptr);
    EXPECT_NE(add->infer_datatype, nullptr);
    EXPECT_NE(add->tiling, nullptr);
    // The same tiling function OpTilingRegistry hands out.
    EXPECT_EQ(add->tiling, context_ascendc::OpTilingRegistry().GetTilingFunc("SimAdd"));
    EXPECT_EQ(Funcs("NoSuchOp"), nullptr);
    EXPECT_EQ(Funcs(nullptr), nullptr);
    // Stable pointer for one op type.
    EXPECT_EQ(Funcs("SimAdd"), add);
}

TEST(OpImplSpaceRegistry, SetAndClearReplaceTheRegistries)
{
    auto& def = gert::DefaultOpImplSpaceRegistryV2::GetInstance();
    const auto original = def.GetSpaceRegistry();
    ASSERT_NE(original, nullptr);
    EXPECT_EQ(def.GetSpaceRegistry(gert::OppImplVersionTag::kOppKernel), nullptr);
    auto other = std::make_shared<gert::OpImplSpaceRegistryV2>();
    EXPECT_EQ(def.SetSpaceRegistry(other, gert::OppImplVersionTag::kOppKernel), ge::GRAPH_SUCCESS);
    EXPECT_EQ(def.GetSpaceRegistry(gert::OppImplVersionTag::kOppKernel), other);
    EXPECT_EQ(def.SetSpaceRegistry(other, gert::OppImplVersionTag::kVersionEnd), ge::GRAPH_FAILED);
    def.ClearSpaceRegistry();
    EXPECT_EQ(def.GetSpaceRegistry(), nullptr);
    EXPECT_EQ(def.GetSpaceRegistry(gert::OppImplVersionTag::kOppKernel), nullptr);
    EXPECT_EQ(def.SetSpaceRegistry(original), ge::GRAPH_SUCCESS);
    EXPECT_EQ(def.GetSpaceRegistry(), original);
}

TEST(OpInferShapeContextBuilder, RunsAnInferShapeFunction)
{
    gert::Tensor x = MakeTensor({2, 3, 4}, ge::DT_FLOAT);
    gert::Tensor y = MakeTensor({2, 3, 4}, ge::DT_FLOAT);
    auto holder = gert::OpInferShapeContextBuilder()
                      .OpType("SimAdd")
                      .OpName("add_1")
                      .IONum(2, 1)
                      .OutputTensorDesc(0, ge::DT_FLOAT, ge::FORMAT_ND, ge::FORMAT_ND)
                      .InputTensors({&x, &y})
                      .Build();
    gert::InferShapeContext* ctx = holder.GetContext();
    ASSERT_NE(ctx, nullptr);
    EXPECT_STREQ(ctx->GetNodeType(), "SimAdd");
    EXPECT_STREQ(ctx->GetNodeName(), "add_1");
    ASSERT_NE(ctx->GetInputShape(1), nullptr);
    EXPECT_EQ(ctx->GetInputShape(1)->GetDim(2), 4);
    EXPECT_EQ(ctx->GetInputShape(2), nullptr);
    ASSERT_EQ(Funcs("SimAdd")->infer_shape(ctx), ge::GRAPH_SUCCESS);
    const gert::Shape* z = ctx->GetOutputShape(0);
    ASSERT_NE(z, nullptr);
    EXPECT_EQ(*z, Shape({2, 3, 4}).GetOriginShape());
    // A rank mismatch is SimAdd's failure.
    gert::Tensor y2 = MakeTensor({2, 3}, ge::DT_FLOAT);
    auto bad = gert::OpInferShapeContextBuilder().OpType("SimAdd").IONum(2, 1).InputTensors({&x, &y2}).Build();
    ASSERT_NE(bad.GetContext(), nullptr);
    EXPECT_EQ(Funcs("SimAdd")->infer_shape(bad.GetContext()), ge::GRAPH_FAILED);
}

TEST(OpInferShapeContextBuilder, AttributesAndDynamicInputs)
{
    // SimScale doubles the dim named by attribute 1 ("axis").
    gert::Tensor x = MakeTensor({5, 7}, ge::DT_FLOAT16);
    auto holder = gert::OpInferShapeContextBuilder()
                      .OpType("SimScale")
                      .IONum(1, 1)
                      .AppendAttr(1.5f)
                      .AppendAttr(int64_t{1})
                      .InputTensors({&x})
                      .Build();
    ASSERT_NE(holder.GetContext(), nullptr);
    ASSERT_EQ(Funcs("SimScale")->infer_shape(holder.GetContext()), ge::GRAPH_SUCCESS);
    EXPECT_EQ(holder.GetContext()->GetOutputShape(0)->GetDim(1), 14);
    // SimConcat: one dynamic input of three instances, concatenated along dim 0.
    gert::Tensor a = MakeTensor({1, 4}, ge::DT_FLOAT), b = MakeTensor({2, 4}, ge::DT_FLOAT),
                 c = MakeTensor({3, 4}, ge::DT_FLOAT);
    auto cat = gert::OpInferShapeContextBuilder()
                   .OpType("SimConcat")
                   .IOInstanceNum({3}, {1})
                   .InputTensors({&a, &b, &c})
                   .Build();
    ASSERT_NE(cat.GetContext(), nullptr);
    ASSERT_EQ(Funcs("SimConcat")->infer_shape(cat.GetContext()), ge::GRAPH_SUCCESS);
    EXPECT_EQ(cat.GetContext()->GetOutputShape(0)->GetDim(0), 6);
}

TEST(OpInferShapeContextBuilder, TensorCountMismatchGivesNoContext)
{
    gert::Tensor x = MakeTensor({2}, ge::DT_FLOAT);
    auto holder = gert::OpInferShapeContextBuilder().OpType("SimAdd").IONum(2, 1).InputTensors({&x}).Build();
    EXPECT_EQ(holder.GetContext(), nullptr);
    gert::ContextHolder<gert::InferShapeContext> empty;
    EXPECT_EQ(empty.GetContext(), nullptr);
}

TEST(OpInferDataTypeContextBuilder, RunsAnInferDataTypeFunction)
{
    auto holder = gert::OpInferDataTypeContextBuilder()
                      .OpType("SimAdd")
                      .IONum(2, 1)
                      .InputTensorDesc(0, ge::DT_BF16, ge::FORMAT_ND, ge::FORMAT_ND)
                      .InputTensorDesc(1, ge::DT_BF16, ge::FORMAT_ND, ge::FORMAT_ND)
                      .OutputTensorDesc(0, ge::FORMAT_ND, ge::FORMAT_ND)
                      .Build();
    gert::InferDataTypeContext* ctx = holder.GetContext();
    ASSERT_NE(ctx, nullptr);
    EXPECT_EQ(ctx->GetInputDataType(1), ge::DT_BF16);
    EXPECT_EQ(ctx->GetOutputDataType(0), ge::DT_UNDEFINED);
    ASSERT_EQ(Funcs("SimAdd")->infer_datatype(ctx), ge::GRAPH_SUCCESS);
    EXPECT_EQ(ctx->GetOutputDataType(0), ge::DT_BF16);
}
} // namespace
