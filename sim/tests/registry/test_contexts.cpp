// gert contexts built with context_ascendc::ContextBuilder, as CANN op unit tests build them.
#include <gtest/gtest.h>

#include "ascsim/soc_profile.h"
#include "register/op_def_registry.h"
#include "test_ops.h"
#include "tiling/context/context_builder.h"

namespace {
struct BigTiling {
    uint8_t bytes[4096];
};

TEST(Contexts, TilingContextFromBuilder)
{
    ASSERT_TRUE(ascsim::SetActiveSocProfileForTest("Ascend950PR"));
    gert::StorageShape xShape = {{2, 3}, {2, 3}};
    gert::StorageShape yShape = {{2, 3}, {2, 16}};
    gert::StorageShape zShape = {{2, 3}, {2, 3}};
    auto holder = context_ascendc::ContextBuilder()
                      .SetOpNameType("add_node", "SimAdd")
                      .NodeIoNum(2, 1)
                      .IrInstanceNum({1, 1})
                      .AddInputTd(0, ge::DT_FLOAT16, ge::FORMAT_ND, ge::FORMAT_ND, xShape)
                      .AddInputTd(1, ge::DT_FLOAT16, ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, yShape)
                      .AddOutputTd(0, ge::DT_FLOAT, ge::FORMAT_ND, ge::FORMAT_ND, zShape)
                      .AddAttr("alpha", 2.5f)
                      .AddAttr("axis", static_cast<int64_t>(-1))
                      .AddAttr("name", std::string("relu"))
                      .AddAttr("dims", std::vector<int64_t>{3, 4, 5})
                      .AddAttr("flags", std::vector<bool>{true, false})
                      .AddAttr("pairs", std::vector<std::vector<int64_t>>{{1, 2}, {3}})
                      .AddPlatformInfo(nullptr)
                      .BuildTilingContext();
    gert::TilingContext* ctx = holder->GetContext<gert::TilingContext>();
    ASSERT_NE(ctx, nullptr);
    EXPECT_STREQ(ctx->GetNodeName(), "add_node");
    EXPECT_STREQ(ctx->GetNodeType(), "SimAdd");
    EXPECT_EQ(ctx->GetComputeNodeInputNum(), 2U);
    EXPECT_EQ(ctx->GetComputeNodeOutputNum(), 1U);
    ASSERT_NE(ctx->GetInputShape(1), nullptr);
    EXPECT_EQ(ctx->GetInputShape(0)->GetOriginShape().GetShapeSize(), 6);
    EXPECT_EQ(ctx->GetInputShape(1)->GetStorageShape(), (gert::Shape{2, 16}));
    EXPECT_EQ(ctx->GetInputShape(2), nullptr);
    EXPECT_EQ(ctx->GetInputTensor(2), nullptr);
    EXPECT_EQ(ctx->GetInputTensor(0)->GetShapeSize(), 6);
    EXPECT_EQ(ctx->GetInputTensor(0)->GetData<uint16_t>(), nullptr); // no host data
    EXPECT_EQ(ctx->GetInputDesc(0)->GetDataType(), ge::DT_FLOAT16);
    EXPECT_EQ(ctx->GetInputDesc(1)->GetOriginFormat(), ge::FORMAT_NCHW);
    EXPECT_EQ(ctx->GetInputDesc(1)->GetStorageFormat(), ge::FORMAT_NC1HWC0);
    EXPECT_EQ(ctx->GetInputDesc(2), nullptr);
    EXPECT_EQ(ctx->GetOutputDesc(0)->GetDataType(), ge::DT_FLOAT);
    EXPECT_EQ(ctx->GetOutputDesc(1), nullptr);
    EXPECT_EQ(ctx->GetOutputShape(0)->GetOriginShape(), (gert::Shape{2, 3}));
    EXPECT_EQ(ctx->GetOutputShape(1), nullptr);
    EXPECT_EQ(ctx->GetOptionalInputShape(1)->GetStorageShape(), (gert::Shape{2, 16}));
    EXPECT_EQ(ctx->GetDynamicInputShape(1, 1), nullptr);
    EXPECT_EQ(ctx->GetIrInputInstanceInfo(2), nullptr);

    const gert::RuntimeAttrs* attrs = ctx->GetAttrs();
    ASSERT_NE(attrs, nullptr);
    EXPECT_EQ(attrs->GetAttrNum(), 6U);
    EXPECT_FLOAT_EQ(*attrs->GetFloat(0), 2.5f);
    EXPECT_EQ(*attrs->GetInt(1), -1);
    EXPECT_STREQ(attrs->GetStr(2), "relu");
    const auto* dims = attrs->GetListInt(3);
    ASSERT_NE(dims, nullptr);
    ASSERT_EQ(dims->GetSize(), 3U);
    EXPECT_EQ(dims->GetData()[2], 5);
    const auto* flags = attrs->GetAttrPointer<gert::TypedContinuousVector<bool>>(4);
    ASSERT_EQ(flags->GetSize(), 2U);
    EXPECT_TRUE(flags->GetData()[0]);
    EXPECT_FALSE(flags->GetData()[1]);
    const auto* pairs = attrs->GetListListInt(5);
    ASSERT_EQ(pairs->GetSize(), 2U);
    ASSERT_EQ(pairs->Get(0)->GetSize(), 2U);
    EXPECT_EQ(static_cast<const int64_t*>(pairs->Get(0)->GetData())[1], 2);
    EXPECT_EQ(static_cast<const int64_t*>(pairs->Get(1)->GetData())[0], 3);
    EXPECT_EQ(pairs->Get(2), nullptr);
    EXPECT_EQ(attrs->GetInt(6), nullptr);

    // Results.
    EXPECT_EQ(ctx->GetTilingKey(), 0U);
    EXPECT_EQ(ctx->SetTilingKey(77), ge::GRAPH_SUCCESS);
    EXPECT_EQ(ctx->GetTilingKey(), 77U);
    EXPECT_EQ(ctx->SetBlockDim(12), ge::GRAPH_SUCCESS);
    EXPECT_EQ(ctx->GetBlockDim(), 12U);
    EXPECT_EQ(ctx->SetSimdNumBlocks(13), ge::GRAPH_SUCCESS);
    EXPECT_EQ(ctx->GetSimdNumBlocks(), 13U);
    EXPECT_EQ(ctx->SetScheduleMode(1), ge::GRAPH_SUCCESS);
    EXPECT_EQ(ctx->GetScheduleMode(), 1U);
    EXPECT_EQ(ctx->SetSimtGridDim(gert::Dim3(4, 2)), ge::GRAPH_SUCCESS);
    EXPECT_EQ(ctx->GetSimtGridDim()->y, 2U);
    gert::TilingData* raw = ctx->GetRawTilingData();
    ASSERT_NE(raw, nullptr);
    EXPECT_EQ(raw->GetCapacity(), 2048U);
    EXPECT_EQ(ctx->GetTilingData<BigTiling>(), nullptr); // larger than the capacity
    auto* td = ctx->GetTilingData<SimAddTilingData>();
    ASSERT_NE(td, nullptr);
    EXPECT_EQ(td->totalLength, 0U); // zeroed
    EXPECT_EQ(raw->GetDataSize(), sizeof(SimAddTilingData));
    size_t* ws = ctx->GetWorkspaceSizes(2);
    ASSERT_NE(ws, nullptr);
    ws[1] = 99;
    EXPECT_EQ(ctx->GetWorkspaceNum(), 2U);
    EXPECT_EQ(ctx->GetWorkspaceSizes(1000), nullptr);
    EXPECT_EQ(ctx->GetWorkspaceNum(), 2U);
    // Platform info from the active profile.
    ASSERT_NE(ctx->GetPlatformInfo(), nullptr);
    auto plat = platform_ascendc::PlatformAscendC(ctx->GetPlatformInfo());
    EXPECT_EQ(plat.GetCoreNumAiv(), 64U);
    EXPECT_EQ(ctx->GetCompileInfo(), nullptr);
    EXPECT_EQ(ctx->GetDeterministic(), 0);

    // The node info handed back by the holder is the one the context reads.
    gert::ComputeNodeInfo* info = holder->MutableComputeNodeInfo();
    ASSERT_NE(info, nullptr);
    info->MutableInputTdInfo(0)->SetDataType(ge::DT_BF16);
    EXPECT_EQ(ctx->GetInputDesc(0)->GetDataType(), ge::DT_BF16);
    ascsim::SetActiveSocProfileForTest("");
}

TEST(Contexts, BuilderRunsARegisteredTilingFunction)
{
    context_ascendc::OpTilingRegistry registry;
    context_ascendc::TilingFunc fn = registry.GetTilingFunc("SimAdd");
    ASSERT_NE(fn, nullptr);
    EXPECT_EQ(registry.GetTilingFunc("NoSuchOp"), nullptr);
    EXPECT_FALSE(registry.LoadTilingLibrary("/nonexistent/liboptiling.so"));
    fe::PlatFormInfos platform;
    ascsim::FillPlatformInfos(*ascsim::FindSocProfile("Ascend950Test4"), &platform);
    auto tilingData = gert::TilingData::CreateCap(256);
    auto workspace = gert::ContinuousVector::Create<size_t>(8);
    gert::StorageShape shape = {{4096}, {4096}};
    auto holder = context_ascendc::ContextBuilder()
                      .SetOpNameType("n", "SimAdd")
                      .NodeIoNum(2, 1)
                      .IrInstanceNum({1, 1})
                      .AddInputTd(0, ge::DT_BF16, ge::FORMAT_ND, ge::FORMAT_ND, shape)
                      .AddInputTd(1, ge::DT_BF16, ge::FORMAT_ND, ge::FORMAT_ND, shape)
                      .AddOutputTd(0, ge::DT_BF16, ge::FORMAT_ND, ge::FORMAT_ND, shape)
                      .PlatformInfo(&platform)
                      .TilingData(tilingData.get())
                      .Workspace(reinterpret_cast<gert::ContinuousVector*>(workspace.get()))
                      .BuildTilingContext();
    gert::TilingContext* ctx = holder->GetContext<gert::TilingContext>();
    ASSERT_EQ(fn(ctx), ge::GRAPH_SUCCESS);
    EXPECT_EQ(ctx->GetTilingKey(), kSimAddKeyBf16);
    EXPECT_EQ(ctx->GetBlockDim(), 4U); // 4 blocks of 1024, 4 AIV
    const auto* td = reinterpret_cast<gert::TilingData*>(tilingData.get());
    EXPECT_EQ(td->GetDataSize(), sizeof(SimAddTilingData));
    EXPECT_EQ(static_cast<const SimAddTilingData*>(td->GetData())->coreNum, 4U);
    EXPECT_EQ(reinterpret_cast<gert::TypedContinuousVector<size_t>*>(workspace.get())->GetSize(), 1U);
}

TEST(Contexts, ConstInputsDynamicInstancesAndNamedPlatform)
{
    std::vector<float> values = {1.0f, 2.5f, -2.0f, 65504.0f};
    std::vector<int64_t> ints = {7, 8};
    gert::StorageShape s4 = {{4}, {4}};
    gert::StorageShape s2 = {{2}, {2}};
    auto holder = context_ascendc::ContextBuilder()
                      .NodeIoNum(3, 1)
                      .IrInstanceNum({1, 2, 1})
                      .SetOpNameType("n", "T")
                      .AddInputTd(0, ge::DT_FLOAT16, ge::FORMAT_ND, ge::FORMAT_ND, s4, values.data())
                      .AddInputTd(1, ge::DT_BF16, ge::FORMAT_ND, ge::FORMAT_ND, s4, values.data())
                      .AddInputTd(2, ge::DT_INT64, ge::FORMAT_ND, ge::FORMAT_ND, s2, ints.data())
                      .AddInputTd(3, ge::DT_FLOAT, ge::FORMAT_ND, ge::FORMAT_ND, s4)
                      .AddPlatformInfo("Ascend950DT_9591")
                      .BuildTilingContext();
    gert::TilingContext* ctx = holder->GetContext<gert::TilingContext>();
    const uint16_t* h = ctx->GetInputTensor(0)->GetData<uint16_t>();
    ASSERT_NE(h, nullptr);
    EXPECT_EQ(h[0], 0x3C00);
    EXPECT_EQ(h[1], 0x4100);
    EXPECT_EQ(h[2], 0xC000);
    EXPECT_EQ(h[3], 0x7BFF);
    const uint16_t* b = ctx->GetDynamicInputTensor(1, 0)->GetData<uint16_t>();
    EXPECT_EQ(b[0], 0x3F80);
    EXPECT_EQ(b[1], 0x4020);
    EXPECT_EQ(ctx->GetDynamicInputTensor(1, 1)->GetData<int64_t>()[1], 8);
    EXPECT_EQ(ctx->GetDynamicInputTensor(1, 2), nullptr);
    EXPECT_EQ(ctx->GetIrInputInstanceInfo(1)->GetInstanceStart(), 1U);
    EXPECT_EQ(ctx->GetIrInputInstanceInfo(1)->GetInstanceNum(), 2U);
    EXPECT_EQ(ctx->GetRequiredInputShape(2)->GetOriginShape().GetShapeSize(), 4);
    EXPECT_EQ(ctx->GetDynamicInputDesc(1, 1)->GetDataType(), ge::DT_INT64);
    EXPECT_EQ(ctx->GetAttrs()->GetAttrNum(), 0U);
    uint64_t hbm = 0;
    platform_ascendc::PlatformAscendC(ctx->GetPlatformInfo()).GetCoreMemSize(platform_ascendc::CoreMemType::HBM, hbm);
    EXPECT_EQ(hbm, 144ULL * 1024 * 1024 * 1024);
}

TEST(Contexts, KernelRunContextForTilingParse)
{
    fe::PlatFormInfos platform;
    ascsim::FillPlatformInfos(*ascsim::FindSocProfile("Ascend950PR"), &platform);
    SimScaleCompileInfo info;
    const char* json = "{\"k\": 1}";
    auto holder = context_ascendc::ContextBuilder()
                      .Inputs({const_cast<char*>(json), reinterpret_cast<void*>(&platform)})
                      .Outputs({&info})
                      .BuildKernelRunContext();
    auto* parse = holder->GetContext<gert::TilingParseContext>();
    EXPECT_STREQ(parse->GetCompiledJson(), json);
    EXPECT_EQ(parse->GetPlatformInfo(), &platform);
    EXPECT_EQ(parse->GetCompiledInfo<SimScaleCompileInfo>(), &info);
    gert::KernelContext* kc = holder->GetContext<gert::KernelContext>();
    EXPECT_EQ(kc->GetInputNum(), 2U);
    EXPECT_EQ(kc->GetOutputNum(), 1U);
    EXPECT_EQ(kc->GetInput(2), nullptr);
    EXPECT_EQ(kc->GetOutput(1), nullptr);
    EXPECT_EQ(kc->GetInputPointer<int64_t>(5), nullptr);
}

TEST(Contexts, DefaultConstructedContextIsSafe)
{
    gert::TilingContext ctx{};
    EXPECT_EQ(ctx.GetInputShape(0), nullptr);
    EXPECT_EQ(ctx.GetPlatformInfo(), nullptr);
    EXPECT_EQ(ctx.GetRawTilingData(), nullptr);
    EXPECT_EQ(ctx.GetTilingData<SimAddTilingData>(), nullptr);
    EXPECT_EQ(ctx.GetWorkspaceSizes(1), nullptr);
    EXPECT_EQ(ctx.SetBlockDim(1), ge::GRAPH_FAILED);
    EXPECT_EQ(ctx.GetNodeName(), nullptr);
    gert::InferShapeContext shapeCtx{};
    EXPECT_EQ(shapeCtx.GetInputShape(0), nullptr);
    EXPECT_EQ(shapeCtx.GetOutputShape(0), nullptr);
    gert::InferDataTypeContext dtCtx{};
    EXPECT_EQ(dtCtx.GetInputDataType(0), ge::DT_UNDEFINED);
    EXPECT_EQ(dtCtx.SetOutputDataType(0, ge::DT_FLOAT), ge::GRAPH_FAILED);
}
} // namespace
