// RunInferShape / RunInferDataType / RunTiling on the test_ops.cpp ops.
#include <gtest/gtest.h>

#include <cstring>

#include "ascsim/op_registry.h"
#include "ascsim/soc_profile.h"
#include "test_ops.h"

namespace {
using ascsim::TensorMeta;

TensorMeta Meta(std::initializer_list<int64_t> shape, ge::DataType dt = ge::DT_FLOAT)
{
    TensorMeta m;
    m.shape = gert::StorageShape(shape, shape);
    m.dataType = dt;
    return m;
}

template <class T>
T As(const std::vector<uint8_t>& bytes)
{
    T v{};
    EXPECT_EQ(bytes.size(), sizeof(T));
    std::memcpy(&v, bytes.data(), bytes.size() < sizeof(T) ? bytes.size() : sizeof(T));
    return v;
}

class RunTest : public ::testing::Test {
protected:
    void SetUp() override { ASSERT_TRUE(ascsim::SetActiveSocProfileForTest("Ascend950PR")); }
    void TearDown() override { ascsim::SetActiveSocProfileForTest(""); }
    std::string error_;
};

TEST_F(RunTest, InferShapeAndDataTypeThroughOpDefFunctions)
{
    std::vector<gert::Shape> shapes;
    ASSERT_EQ(ascsim::RunInferShape("SimAdd", {Meta({4, 5}), Meta({4, 5})}, 1, &shapes, &error_), ge::GRAPH_SUCCESS)
        << error_;
    ASSERT_EQ(shapes.size(), 1U);
    EXPECT_EQ(shapes[0], (gert::Shape{4, 5}));
    std::vector<ge::DataType> dts;
    ASSERT_EQ(ascsim::RunInferDataType("SimAdd", {ge::DT_BF16, ge::DT_BF16}, 1, &dts, &error_), ge::GRAPH_SUCCESS);
    EXPECT_EQ(dts, (std::vector<ge::DataType>{ge::DT_BF16}));
}

TEST_F(RunTest, TilingSeesShapesDtypeAndTheActiveProfile)
{
    ascsim::TilingResult r;
    ASSERT_EQ(ascsim::RunTiling("SimAdd", {Meta({8, 1000}, ge::DT_FLOAT16), Meta({8, 1000}, ge::DT_FLOAT16)},
                                {Meta({8, 1000}, ge::DT_FLOAT16)}, &r, &error_),
              ge::GRAPH_SUCCESS)
        << error_;
    EXPECT_EQ(r.tilingKey, kSimAddKeyHalf);
    EXPECT_EQ(r.blockDim, 8U); // ceil(8000 / 1024)
    const auto td = As<SimAddTilingData>(r.tilingData);
    EXPECT_EQ(td.totalLength, 8000U);
    EXPECT_EQ(td.tileNum, 8U);
    EXPECT_EQ(td.coreNum, 64U);
    EXPECT_EQ(td.ubSize, 253952U); // GetCoreMemSize(UB): 248 KB, the SDK's 3510 TOTAL_UB_SIZE
    EXPECT_EQ(r.workspaceSizes, (std::vector<size_t>{16U * 1024U * 1024U + 256U}));
    EXPECT_EQ(r.tilingDataCapacity, 2048U); // OP_ADD SetTiling: default capacity

    // Same op on the 4-core test profile: core count and block dim follow.
    ASSERT_TRUE(ascsim::SetActiveSocProfileForTest("Ascend950Test4"));
    ASSERT_EQ(ascsim::RunTiling("SimAdd", {Meta({8, 1000}), Meta({8, 1000})}, {Meta({8, 1000})}, &r, &error_),
              ge::GRAPH_SUCCESS)
        << error_;
    EXPECT_EQ(r.tilingKey, kSimAddKeyFloat);
    EXPECT_EQ(r.blockDim, 4U);
    EXPECT_EQ(As<SimAddTilingData>(r.tilingData).coreNum, 4U);
}

TEST_F(RunTest, ImplRegistrationWinsAndGetsCompileInfoAttrsAndPrivateAttrs)
{
    ascsim::RunOptions opt;
    opt.attrs = {ascsim::AttrValue(), ascsim::AttrValue::Int(1)}; // scale: default 1.5, axis = 1
    ascsim::TilingResult r;
    ASSERT_EQ(ascsim::RunTiling("SimScale", {Meta({2, 3})}, {Meta({2, 6})}, opt, &r, &error_), ge::GRAPH_SUCCESS)
        << error_;
    EXPECT_EQ(r.tilingKey, 227U); // IMPL_OP_OPTILING tiling (222) + private attr "secret" (5); not the OpDef's 111
    EXPECT_EQ(r.blockDim, 64U);   // from the TilingParse compile info
    const auto td = As<SimScaleTilingData>(r.tilingData);
    EXPECT_FLOAT_EQ(td.scale, 1.5f);
    EXPECT_EQ(td.coreNum, 64U);
    EXPECT_EQ(td.axis, 1);
    EXPECT_EQ(r.workspaceSizes, (std::vector<size_t>{16, 32}));
    EXPECT_EQ(r.scheduleMode, 1U);
    EXPECT_TRUE(r.needAtomic);
    EXPECT_EQ(r.localMemorySize, 1024U);
    EXPECT_EQ(r.tilingDataCapacity, 64U); // Tiling(fn, 64)

    opt.attrs = {ascsim::AttrValue::Float(3.0f), ascsim::AttrValue::Int(0)};
    ASSERT_EQ(ascsim::RunTiling("SimScale", {Meta({2, 3})}, {Meta({4, 3})}, opt, &r, &error_), ge::GRAPH_SUCCESS);
    EXPECT_FLOAT_EQ(As<SimScaleTilingData>(r.tilingData).scale, 3.0f);

    std::vector<gert::Shape> shapes;
    ASSERT_EQ(ascsim::RunInferShape("SimScale", {Meta({2, 3})}, 1, opt, &shapes, &error_), ge::GRAPH_SUCCESS) << error_;
    EXPECT_EQ(shapes[0], (gert::Shape{4, 3}));
    std::vector<ge::DataType> dts;
    ASSERT_EQ(ascsim::RunInferDataType("SimScale", {ge::DT_FLOAT16}, 1, &dts, &error_), ge::GRAPH_SUCCESS);
    EXPECT_EQ(dts[0], ge::DT_FLOAT16); // InferOutDataTypeSameWithFirstInput
}

TEST_F(RunTest, FailuresCarryTheirReason)
{
    ascsim::TilingResult r;
    EXPECT_EQ(ascsim::RunTiling("SimNoTiling", {Meta({1})}, {Meta({1})}, &r, &error_), ge::GRAPH_FAILED);
    EXPECT_EQ(error_, "SimNoTiling: no tiling function registered");
    EXPECT_EQ(ascsim::RunTiling("SimAdd", {Meta({0, 4}), Meta({0, 4})}, {Meta({0, 4})}, &r, &error_), ge::GRAPH_FAILED);
    EXPECT_EQ(error_, "SimAdd: tiling function returned GRAPH_FAILED");
    EXPECT_EQ(ascsim::RunTiling("NoSuchOp", {}, {}, &r, &error_), ge::GRAPH_FAILED);
    EXPECT_EQ(error_, "NoSuchOp: op is not registered (no OP_ADD or IMPL_OP registration)");
    EXPECT_EQ(ascsim::RunTiling("SimBig", {Meta({1})}, {Meta({1})}, &r, &error_), ge::GRAPH_FAILED);
    EXPECT_EQ(error_, "SimBig: tiling function returned GRAPH_FAILED"); // 128-byte struct, 64-byte capacity
    EXPECT_EQ(ascsim::RunTiling("SimAdd", {Meta({4})}, {Meta({4})}, &r, &error_), ge::GRAPH_FAILED);
    EXPECT_EQ(error_, "SimAdd: 1 input tensors do not match the 2 prototype params; pass RunOptions instance counts");

    std::vector<gert::Shape> shapes;
    EXPECT_EQ(ascsim::RunInferShape("SimAdd", {Meta({4, 5}), Meta({4})}, 1, &shapes, &error_), ge::GRAPH_FAILED);
    EXPECT_EQ(error_, "SimAdd: infershape function returned GRAPH_FAILED");
    EXPECT_EQ(ascsim::RunInferShape("SimNoTiling", {Meta({1})}, 1, &shapes, &error_), ge::GRAPH_FAILED);
    EXPECT_EQ(error_, "SimNoTiling: no infershape function registered");
    std::vector<ge::DataType> dts;
    EXPECT_EQ(ascsim::RunInferDataType("SimConcat", {ge::DT_FLOAT}, 1, &dts, &error_), ge::GRAPH_FAILED);
    EXPECT_EQ(error_, "SimConcat: no infer datatype function registered");

    ascsim::RunOptions opt;
    opt.attrs = {ascsim::AttrValue::Int(2)};
    EXPECT_EQ(ascsim::RunTiling("SimScale", {Meta({2})}, {Meta({2})}, opt, &r, &error_), ge::GRAPH_FAILED);
    EXPECT_EQ(error_, "SimScale: attribute 'scale' is Float, got Int");
    opt.attrs = {}; // axis (required, no default) missing: tiling sees a null attribute and fails
    EXPECT_EQ(ascsim::RunTiling("SimScale", {Meta({2})}, {Meta({2})}, opt, &r, &error_), ge::GRAPH_FAILED);
    EXPECT_EQ(error_, "SimScale: tiling function returned GRAPH_FAILED");
}

TEST_F(RunTest, DynamicInputInstancesAreDerivedOrGiven)
{
    std::vector<gert::Shape> shapes;
    ASSERT_EQ(ascsim::RunInferShape("SimConcat", {Meta({2, 4}), Meta({3, 4}), Meta({5, 4})}, 1, &shapes, &error_),
              ge::GRAPH_SUCCESS)
        << error_;
    EXPECT_EQ(shapes[0], (gert::Shape{10, 4}));
    ascsim::RunOptions opt;
    opt.inputInstanceNum = {2};
    EXPECT_EQ(ascsim::RunInferShape("SimConcat", {Meta({2, 4}), Meta({3, 4}), Meta({5, 4})}, 1, opt, &shapes, &error_),
              ge::GRAPH_FAILED);
    EXPECT_EQ(error_, "SimConcat: input instance counts list 1 params / 2 tensors but the prototype has 1 params and "
                      "3 tensors were given");
}

TEST_F(RunTest, FollowFillsShapesAndDtypesWithoutFunctions)
{
    std::vector<ge::DataType> dts;
    ASSERT_EQ(ascsim::RunInferDataType("SimFollow", {ge::DT_INT32, ge::DT_FLOAT}, 2, &dts, &error_), ge::GRAPH_SUCCESS)
        << error_;
    EXPECT_EQ(dts, (std::vector<ge::DataType>{ge::DT_INT32, ge::DT_FLOAT}));
    std::vector<gert::Shape> shapes;
    // y2 follows x2 for the dtype only, so its shape has no source.
    EXPECT_EQ(ascsim::RunInferShape("SimFollow", {Meta({3}), Meta({4})}, 2, &shapes, &error_), ge::GRAPH_FAILED);
    EXPECT_EQ(error_, "SimFollow: no infershape function registered");
    // The optional x2 may be left out (trailing optional input).
    EXPECT_EQ(ascsim::RunInferDataType("SimFollow", {ge::DT_INT32}, 2, &dts, &error_), ge::GRAPH_FAILED);
    EXPECT_EQ(error_, "SimFollow: no infer datatype function registered");
}

TEST_F(RunTest, FindTilingFuncAndCapacity)
{
    EXPECT_NE(ascsim::FindTilingFunc("SimAdd"), nullptr);
    EXPECT_NE(ascsim::FindTilingFunc("SimScale"), nullptr);
    EXPECT_EQ(ascsim::FindTilingFunc("SimNoTiling"), nullptr);
    EXPECT_EQ(ascsim::TilingDataCapacity("SimScale"), 64U);
    EXPECT_EQ(ascsim::TilingDataCapacity("SimAdd"), 2048U);
}
} // namespace
