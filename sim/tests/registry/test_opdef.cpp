// ListRegisteredOps / FindOpDef report what the OP_ADD classes of test_ops.cpp declare.
#include <gtest/gtest.h>

#include <algorithm>

#include "ascsim/op_registry.h"
#include "ascsim/soc_profile.h"
#include "register/op_def_registry.h"

namespace {
using ascsim::OpDefInfo;
using ascsim::OpParamInfo;
using ascsim::ParamKind;

const OpDefInfo& Find(const std::vector<OpDefInfo>& all, const std::string& name)
{
    static const OpDefInfo kNone;
    for (const auto& op : all) {
        if (op.opType == name) {
            return op;
        }
    }
    ADD_FAILURE() << name << " not listed";
    return kNone;
}

TEST(OpDefRegistry, ListsEveryOpAddInRegistrationOrder)
{
    const auto all = ascsim::ListRegisteredOps();
    std::vector<std::string> names;
    for (const auto& op : all) {
        names.push_back(op.opType);
    }
    const std::vector<std::string> expected = {"SimAdd",    "SimScale", "SimConcat",
                                               "SimFollow", "SimMixed", "SimNoTiling"};
    EXPECT_EQ(names, expected);
    EXPECT_EQ(ascsim::ListRegisteredOps().size(), expected.size()); // instantiated once, stable
    EXPECT_EQ(ascsim::FindOpDef("SimBig"), nullptr);                // IMPL_OP only: not an OP_ADD
    EXPECT_EQ(ascsim::FindOpDef("Nope"), nullptr);
}

TEST(OpDefRegistry, SimAddExactly)
{
    const OpDefInfo* op = ascsim::FindOpDef("SimAdd");
    ASSERT_NE(op, nullptr);
    const std::vector<ge::DataType> dts = {ge::DT_FLOAT, ge::DT_FLOAT16, ge::DT_BF16};
    const std::vector<ge::Format> nd3 = {ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND};
    ASSERT_EQ(op->inputs.size(), 2U);
    ASSERT_EQ(op->outputs.size(), 1U);
    const std::vector<std::string> names = {op->inputs[0].name, op->inputs[1].name, op->outputs[0].name};
    EXPECT_EQ(names, (std::vector<std::string>{"x", "y", "z"}));
    for (const OpParamInfo* p : {&op->inputs[0], &op->inputs[1], &op->outputs[0]}) {
        EXPECT_EQ(p->kind, ParamKind::kRequired);
        EXPECT_EQ(p->dataTypes, dts);
        EXPECT_EQ(p->formats, nd3);
        EXPECT_TRUE(p->autoContiguous);
        EXPECT_TRUE(p->effectiveAutoContiguous);
        EXPECT_FALSE(p->ignoreContiguous);
        EXPECT_TRUE(p->follow.empty());
    }
    EXPECT_EQ(op->aicoreConfigs, (std::vector<std::string>{"ascend950"}));
    ASSERT_EQ(op->aicoreConfigDetails.size(), 1U);
    const auto& cfg = op->aicoreConfigDetails[0];
    // AddConfig.md: AddConfig(soc) without a config -> documented defaults.
    EXPECT_EQ(cfg.dynamicCompileStatic, 1);
    EXPECT_EQ(cfg.dynamicFormat, 1);
    EXPECT_EQ(cfg.dynamicRankSupport, 1);
    EXPECT_EQ(cfg.dynamicShapeSupport, 1);
    EXPECT_EQ(cfg.needCheckSupport, 0);
    EXPECT_EQ(cfg.precisionReduce, 1);
    EXPECT_FALSE(cfg.hasOwnParams);
    EXPECT_TRUE(op->hasInferShape);
    EXPECT_TRUE(op->hasInferDataType);
    EXPECT_TRUE(op->hasTiling);
    EXPECT_FALSE(op->hasTilingParse);
    EXPECT_TRUE(op->attrs.empty());
}

TEST(OpDefRegistry, ConfigFlagsExtendCfgAttrsAndImplFunctions)
{
    const auto all = ascsim::ListRegisteredOps();
    const OpDefInfo& op = Find(all, "SimScale");
    ASSERT_EQ(op.aicoreConfigDetails.size(), 1U);
    const auto& cfg = op.aicoreConfigDetails[0];
    EXPECT_EQ(cfg.soc, "ascend950");
    EXPECT_EQ(cfg.dynamicCompileStatic, 1);
    EXPECT_EQ(cfg.dynamicFormat, 0);
    EXPECT_EQ(cfg.needCheckSupport, 0);
    ASSERT_EQ(cfg.extendCfg.size(), 1U);
    EXPECT_EQ(cfg.extendCfg[0].first, "opFile.value");
    EXPECT_EQ(cfg.extendCfg[0].second, "sim_scale");
    ASSERT_EQ(op.attrs.size(), 2U);
    EXPECT_EQ(op.attrs[0].name, "scale");
    EXPECT_EQ(op.attrs[0].kind, ascsim::AttrKind::kFloat);
    EXPECT_FALSE(op.attrs[0].required);
    ASSERT_TRUE(op.attrs[0].hasDefault);
    EXPECT_FLOAT_EQ(op.attrs[0].defaultValue.f, 1.5f);
    EXPECT_EQ(op.attrs[1].name, "axis");
    EXPECT_EQ(op.attrs[1].kind, ascsim::AttrKind::kInt);
    EXPECT_TRUE(op.attrs[1].required);
    EXPECT_FALSE(op.attrs[1].hasDefault);
    // Infer shape / dtype only through IMPL_OP_INFERSHAPE; tiling parse through IMPL_OP_OPTILING.
    EXPECT_TRUE(op.hasInferShape);
    EXPECT_TRUE(op.hasInferDataType);
    EXPECT_TRUE(op.hasTiling);
    EXPECT_TRUE(op.hasTilingParse);
}

TEST(OpDefRegistry, DynamicAndOptionalKindsAndFollow)
{
    const auto all = ascsim::ListRegisteredOps();
    const OpDefInfo& concat = Find(all, "SimConcat");
    ASSERT_EQ(concat.inputs.size(), 1U);
    EXPECT_EQ(concat.inputs[0].kind, ParamKind::kDynamic);
    EXPECT_FALSE(concat.hasTiling);
    EXPECT_FALSE(concat.hasInferDataType);

    EXPECT_FALSE(concat.inputs[0].effectiveAutoContiguous);

    const OpDefInfo& f = Find(all, "SimFollow");
    EXPECT_EQ(f.aicoreConfigs, (std::vector<std::string>{"ascend950", "ascend910b"}));
    ASSERT_EQ(f.inputs.size(), 2U);
    ASSERT_EQ(f.outputs.size(), 2U);
    EXPECT_EQ(f.inputs[1].kind, ParamKind::kOptional);
    const std::vector<ge::DataType> dts = {ge::DT_FLOAT, ge::DT_INT32};
    const std::vector<ge::Format> fmts = {ge::FORMAT_ND, ge::FORMAT_NCHW};
    EXPECT_EQ(f.inputs[1].dataTypes, dts);
    EXPECT_EQ(f.inputs[1].formats, fmts);
    EXPECT_EQ(f.inputs[1].follow, "x1");
    EXPECT_EQ(f.inputs[1].followType, "ALL");
    EXPECT_EQ(f.outputs[0].dataTypes, dts);
    EXPECT_EQ(f.outputs[0].formats, fmts);
    EXPECT_EQ(f.outputs[1].dataTypes, dts);
    EXPECT_EQ(f.outputs[1].formats, (std::vector<ge::Format>{ge::FORMAT_ND, ge::FORMAT_ND}));
    EXPECT_EQ(f.outputs[1].followType, "DTYPE");
    EXPECT_FALSE(f.hasInferShape);
}

TEST(OpDefRegistry, ListsExpandAndSocConfigParamsReplaceOpParams)
{
    const OpDefInfo* op = ascsim::FindOpDef("SimMixed");
    ASSERT_NE(op, nullptr);
    ASSERT_EQ(op->inputs.size(), 3U);
    ASSERT_EQ(op->outputs.size(), 1U);
    using ge::DT_BF16;
    using ge::DT_FLOAT;
    using ge::DT_FLOAT16;
    using ge::DT_INT32;
    // 3 columns x 2 DataTypeList values = 6 combinations (first list varies fastest within a column).
    EXPECT_EQ(op->inputs[0].dataTypes,
              (std::vector<ge::DataType>{DT_FLOAT16, DT_BF16, DT_FLOAT16, DT_BF16, DT_FLOAT16, DT_BF16}));
    EXPECT_EQ(op->inputs[0].formats, std::vector<ge::Format>(6, ge::FORMAT_ND));
    // ascend950's own "y" replaces the op-level one.
    EXPECT_EQ(op->inputs[1].dataTypes, std::vector<ge::DataType>(6, DT_FLOAT));
    EXPECT_TRUE(op->inputs[1].valueDepend.empty());
    EXPECT_EQ(op->inputs[2].kind, ParamKind::kOptional);
    EXPECT_TRUE(op->inputs[2].isScalar);
    EXPECT_EQ(op->inputs[2].scalarToName, "y");
    EXPECT_EQ(op->inputs[2].formats, std::vector<ge::Format>(6, ge::FORMAT_ND)); // unset format: ND
    EXPECT_EQ(op->outputs[0].dataTypes,
              (std::vector<ge::DataType>{DT_FLOAT16, DT_FLOAT16, DT_FLOAT, DT_FLOAT, DT_INT32, DT_INT32}));
    EXPECT_TRUE(op->outputs[0].outputShapeDependOnCompute);
    EXPECT_TRUE(op->enableFallBack);
    ASSERT_EQ(op->aicoreConfigDetails.size(), 1U);
    EXPECT_TRUE(op->aicoreConfigDetails[0].hasOwnParams);
    ASSERT_EQ(op->attrs.size(), 2U);
    EXPECT_EQ(op->attrs[0].kind, ascsim::AttrKind::kString);
    EXPECT_EQ(op->attrs[0].defaultValue.s, "fast");
    EXPECT_TRUE(op->attrs[0].required); // CANN's default attribute type is REQUIRED
    EXPECT_EQ(op->attrs[1].defaultValue.listInt, (std::vector<int64_t>{1, 2}));
}

TEST(OpDefRegistry, OpDefObjectsBehaveLikeCann)
{
    ops::OpDef def("Local");
    def.Input("a").DataType({ge::DT_FLOAT});
    def.Input("a").ParamType(ops::OPTIONAL); // same name: same param
    def.Input("b");
    def.Output("c");
    def.Attr("k").Int(3);
    EXPECT_TRUE(def.Attr("k").IsRequired());
    EXPECT_STREQ(def.Attr("k").GetName().GetString(), "k");
    def.SetInferShape(nullptr);
    EXPECT_EQ(def.GetInferShape(), nullptr);
    ops::OpDef copy(def);
    copy.Input("z");
    const auto info = ascsim::DescribeOpDef(copy);
    ASSERT_EQ(info.inputs.size(), 3U);
    EXPECT_EQ(info.inputs[0].kind, ParamKind::kOptional);
    EXPECT_EQ(ascsim::DescribeOpDef(def).inputs.size(), 2U); // deep copy
    ops::OpAICoreConfig unset;
    ops::OpAICoreConfig copied(unset);
    def.AICore().AddConfig("ascend950", copied);
    const auto info2 = ascsim::DescribeOpDef(def);
    ASSERT_EQ(info2.aicoreConfigDetails.size(), 1U);
    EXPECT_EQ(info2.aicoreConfigDetails[0].dynamicShapeSupport, -1); // default constructor leaves flags unset
}

TEST(OpDefRegistry, AutoContiguousSpreadsToInputsNotIgnoringIt)
{
    ops::OpDef def("Contig");
    def.Input("x").DataType({ge::DT_FLOAT}).AutoContiguous();
    def.Input("y").DataType({ge::DT_FLOAT});
    def.Input("w").DataType({ge::DT_FLOAT}).IgnoreContiguous();
    def.Output("z").DataType({ge::DT_FLOAT});
    const auto info = ascsim::DescribeOpDef(def);
    EXPECT_TRUE(info.inputs[0].effectiveAutoContiguous);
    EXPECT_FALSE(info.inputs[1].autoContiguous);
    EXPECT_TRUE(info.inputs[1].effectiveAutoContiguous);
    EXPECT_FALSE(info.inputs[2].effectiveAutoContiguous);
    EXPECT_TRUE(info.inputs[2].ignoreContiguous);
    EXPECT_FALSE(info.outputs[0].effectiveAutoContiguous);
}
} // namespace
