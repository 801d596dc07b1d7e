// The graph prototype library (cust_op_proto): AsinGrad's GE prototype has this package's parameter
// order, dy then x, output dx (the built-in AsinGrad of ops-math has y, dy -> z).
// Simulator-only: the parameter list is read through ascsim/op_proto_registry.h (the sim has no graph
// engine behind ge::Operator's descriptor getters).
#include <gtest/gtest.h>

#include "ascsim/op_proto_registry.h"
#include "op_proto.h" // the generated prototypes (ge::op::AsinGrad)

namespace {
TEST(AsinGradProto, InputsAreDyThenXOutputDx)
{
    const ge::OpProtoDef* proto = ascsim::FindOpProto("AsinGrad");
    ASSERT_NE(proto, nullptr);
    const auto& params = proto->Params();
    ASSERT_EQ(params.size(), 3U);
    EXPECT_EQ(params[0].kind, ge::OpProtoParamKind::kInput);
    EXPECT_EQ(params[0].name, "dy");
    EXPECT_EQ(params[1].kind, ge::OpProtoParamKind::kInput);
    EXPECT_EQ(params[1].name, "x");
    EXPECT_EQ(params[2].kind, ge::OpProtoParamKind::kOutput);
    EXPECT_EQ(params[2].name, "dx");
}

TEST(AsinGradProto, OperatorClassCarriesTheType)
{
    ge::op::AsinGrad node("asin_grad_1");
    EXPECT_EQ(node.GetOpType(), "AsinGrad");
    EXPECT_EQ(node.GetName(), "asin_grad_1");
}
} // namespace
