// AsinGrad prototype (op_host/asin_grad_def.cpp) as the simulator's registry sees it: parameters,
// data types, formats, AutoContiguous, the ascend950 AICore config and the registered functions.
// Simulator-only (ascsim/op_registry.h): CANN has no public reader of a built OpDef (OpDefFactory's
// OpDefCreate / GetAllOp are private to opbuild's generators), so this cannot run on a real toolkit;
// on one, the prototype shows in what opbuild generates (aclnn_asin_grad.h, op_proto.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "asin_grad_tiling_data.h"
#include "ascsim/op_registry.h"
#include "graph/types.h"

namespace {
using ascsim::OpDefInfo;
using ascsim::OpParamInfo;
using ascsim::ParamKind;
constexpr const char* kOpType = "AsinGrad";
const std::vector<ge::DataType> kTypes = {ge::DT_FLOAT, ge::DT_FLOAT16, ge::DT_BF16}; // prototype order

const std::vector<ge::Format> kNd3 = {ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND};

const OpDefInfo& AsinGrad()
{
    const OpDefInfo* op = ascsim::FindOpDef(kOpType);
    if (op == nullptr) {
        static const OpDefInfo kNone;
        ADD_FAILURE() << "AsinGrad is not registered";
        return kNone;
    }
    return *op;
}

std::vector<std::string> Names(const std::vector<OpParamInfo>& params)
{
    std::vector<std::string> names;
    for (const auto& p : params) {
        names.push_back(p.name);
    }
    return names;
}

void ExpectParam(const OpParamInfo& p)
{
    SCOPED_TRACE(p.name);
    EXPECT_EQ(p.kind, ParamKind::kRequired);
    EXPECT_EQ(p.dataTypes, kTypes);
    EXPECT_EQ(p.formats, kNd3);
    EXPECT_EQ(p.unknownShapeFormats, kNd3);
    EXPECT_TRUE(p.autoContiguous);
    EXPECT_FALSE(p.ignoreContiguous);
    EXPECT_FALSE(p.isScalar);
    EXPECT_FALSE(p.isScalarList);
    EXPECT_TRUE(p.valueDepend.empty());
    EXPECT_TRUE(p.follow.empty());
}

TEST(AsinGradOpDef, RegisteredExactlyOnce)
{
    const auto all = ascsim::ListRegisteredOps();
    const auto n = std::count_if(all.begin(), all.end(), [](const OpDefInfo& op) { return op.opType == kOpType; });
    EXPECT_EQ(n, 1);
    EXPECT_EQ(ascsim::FindOpDef("asin_grad"), nullptr); // the op type is case sensitive
}

TEST(AsinGradOpDef, InputsDyXAndOutputDxInOrder)
{
    const OpDefInfo& op = AsinGrad();
    EXPECT_EQ(op.opType, kOpType);
    EXPECT_EQ(Names(op.inputs), (std::vector<std::string>{"dy", "x"}));
    EXPECT_EQ(Names(op.outputs), (std::vector<std::string>{"dx"}));
    EXPECT_TRUE(op.attrs.empty());
}

TEST(AsinGradOpDef, EveryParamTakesFloatFloat16Bf16InNdAndIsAutoContiguous)
{
    const OpDefInfo& op = AsinGrad();
    ASSERT_EQ(op.inputs.size(), 2U);
    ASSERT_EQ(op.outputs.size(), 1U);
    for (const auto& p : op.inputs) {
        ExpectParam(p);
    }
    ExpectParam(op.outputs[0]);
}

TEST(AsinGradOpDef, EachSupportedCombinationHasOneDtypeForAllThreeTensors)
{
    // Column i of every parameter forms one supported (dy, x, dx) combination: never mixed types.
    const OpDefInfo& op = AsinGrad();
    ASSERT_EQ(op.inputs.size(), 2U);
    ASSERT_EQ(op.outputs.size(), 1U);
    const auto& dy = op.inputs[0].dataTypes;
    const auto& x = op.inputs[1].dataTypes;
    const auto& dx = op.outputs[0].dataTypes;
    ASSERT_EQ(dy.size(), 3U);
    ASSERT_EQ(x.size(), dy.size());
    ASSERT_EQ(dx.size(), dy.size());
    for (size_t i = 0; i < dy.size(); ++i) {
        EXPECT_EQ(x[i], dy[i]) << "column " << i;
        EXPECT_EQ(dx[i], dy[i]) << "column " << i;
    }
}

TEST(AsinGradOpDef, Ascend950AICoreConfig)
{
    const OpDefInfo& op = AsinGrad();
    EXPECT_EQ(op.aicoreConfigs, (std::vector<std::string>{"ascend950"}));
    ASSERT_EQ(op.aicoreConfigDetails.size(), 1U);
    const auto& cfg = op.aicoreConfigDetails[0];
    EXPECT_EQ(cfg.soc, "ascend950");
    EXPECT_EQ(cfg.dynamicCompileStatic, 1);
    EXPECT_EQ(cfg.dynamicFormat, 0);
    EXPECT_EQ(cfg.dynamicShapeSupport, 1);
    EXPECT_EQ(cfg.dynamicRankSupport, 1);
    EXPECT_EQ(cfg.needCheckSupport, 0);
    EXPECT_EQ(cfg.precisionReduce, 1);
    const std::vector<std::pair<std::string, std::string>> ext = {{"opFile.value", "asin_grad"}};
    EXPECT_EQ(cfg.extendCfg, ext);
    // The config declares no parameters of its own: it inherits dy, x, dx unchanged.
    EXPECT_FALSE(cfg.hasOwnParams);
    EXPECT_EQ(Names(cfg.inputs), (std::vector<std::string>{"dy", "x"}));
    EXPECT_EQ(Names(cfg.outputs), (std::vector<std::string>{"dx"}));
    for (const auto& p : cfg.inputs) {
        ExpectParam(p);
    }
    for (const auto& p : cfg.outputs) {
        ExpectParam(p);
    }
}

TEST(AsinGradOpDef, InferShapeInferDataTypeTilingAndTilingParseAreRegistered)
{
    const OpDefInfo& op = AsinGrad();
    EXPECT_TRUE(op.hasInferShape);
    EXPECT_TRUE(op.hasInferDataType);
    EXPECT_TRUE(op.hasTiling);
    EXPECT_TRUE(op.hasTilingParse);
    EXPECT_FALSE(op.enableFallBack);
    EXPECT_NE(ascsim::FindTilingFunc(kOpType), nullptr);
    // GetTilingData<AsinGradTilingData> must fit the capacity the framework hands the function.
    EXPECT_GE(ascsim::TilingDataCapacity(kOpType), sizeof(AsinGradTilingData));
}

} // namespace
