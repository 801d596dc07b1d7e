// AsinGrad shape and data-type inference (op_host/asin_grad_infershape.cpp): dx takes x's
// shape and dtype; dy and x must agree exactly (no broadcasting), and a mismatch is reported.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "ut_asin_grad_common.h"

namespace {
using ut_asin_grad::DimsText;
using ut_asin_grad::kOpType;
using ut_asin_grad::MakeShape;
using ut_asin_grad::Meta;

using Dims = std::vector<int64_t>;

class AsinGradInferShape : public ::testing::Test {
protected:
    void SetUp() override { (void)ascsim::TakeReportedMessages(); }  // start from a clean report
    std::string error_;
};

// 0-d to 8-d: size-1 dims, odd dims, zero dims (empty tensors), large dims.
const std::vector<Dims>& ShapeCases()
{
    static const std::vector<Dims> cases = {
        {},
        {1}, {7}, {0}, {1024}, {2147483649LL},
        {1, 1}, {3, 5}, {0, 3}, {5, 0}, {1, 4097},
        {2, 3, 5}, {1, 1, 1}, {7, 0, 9},
        {2, 1, 3, 1}, {17, 19, 23, 29},
        {3, 5, 7, 9, 11}, {1, 2, 0, 4, 5},
        {2, 3, 1, 5, 1, 7}, {1, 1, 1, 1, 1, 1},
        {3, 1, 4, 1, 5, 9, 2}, {6, 5, 4, 3, 2, 1, 0},
        {2, 2, 2, 2, 2, 2, 2, 2}, {1, 1, 1, 1, 1, 1, 1, 1}, {3, 5, 7, 1, 9, 11, 13, 1}, {1, 2, 3, 4, 5, 6, 7, 0},
    };
    return cases;
}

TEST_F(AsinGradInferShape, DxTakesXShapeFor0dTo8d)
{
    size_t maxRank = 0;
    for (const ge::DataType dt : ut_asin_grad::SupportedTypes()) {
        for (const Dims& dims : ShapeCases()) {
            SCOPED_TRACE(DimsText(dims) + " " + ut_asin_grad::TypeName(dt));
            std::vector<gert::Shape> out;
            ASSERT_EQ(ascsim::RunInferShape(kOpType, {Meta(dims, dt), Meta(dims, dt)}, 1, &out, &error_),
                      ge::GRAPH_SUCCESS)
                << error_;
            ASSERT_EQ(out.size(), 1U);
            ASSERT_EQ(out[0].GetDimNum(), dims.size());
            for (size_t i = 0; i < dims.size(); ++i) {
                EXPECT_EQ(out[0].GetDim(i), dims[i]) << "dim " << i;
            }
            EXPECT_EQ(out[0], MakeShape(dims));
            EXPECT_EQ(ascsim::TakeReportedMessages(), "");
            maxRank = dims.size() > maxRank ? dims.size() : maxRank;
        }
    }
    EXPECT_EQ(maxRank, 8U);
}

TEST_F(AsinGradInferShape, MismatchedShapesAreRejectedNamingBoth)
{
    const std::vector<std::pair<Dims, Dims>> cases = {
        {{2, 3}, {3, 2}},       // same size, other order
        {{6}, {2, 3}},          // same size, other rank
        {{}, {1}},              // scalar vs one element
        {{2, 3}, {2, 3, 1}},    // trailing 1 is still a different shape
        {{1, 3}, {4, 3}},       // broadcastable, but broadcasting is not supported
        {{4, 3}, {1, 3}},
        {{0}, {0, 0}},          // both empty
        {{0, 5}, {5, 0}},
        {{4}, {5}},
        {{2, 2, 2, 2, 2, 2, 2, 2}, {2, 2, 2, 2, 2, 2, 2, 3}},
    };
    for (const auto& c : cases) {
        const std::string dyText = DimsText(c.first);
        const std::string xText = DimsText(c.second);
        SCOPED_TRACE("dy " + dyText + " x " + xText);
        std::vector<gert::Shape> out;
        EXPECT_EQ(ascsim::RunInferShape(kOpType, {Meta(c.first, ge::DT_FLOAT), Meta(c.second, ge::DT_FLOAT)}, 1,
                                        &out, &error_),
                  ge::GRAPH_FAILED);
        EXPECT_FALSE(error_.empty());
        const std::string msg = ascsim::TakeReportedMessages();
        EXPECT_NE(msg.find("EZ1010"), std::string::npos) << msg;
        EXPECT_NE(msg.find("shape of dy " + dyText), std::string::npos) << msg;
        EXPECT_NE(msg.find("shape of x " + xText), std::string::npos) << msg;
        EXPECT_EQ(ascsim::TakeReportedMessages(), "");  // taking the messages cleared them
    }
}

TEST_F(AsinGradInferShape, DxDtypeIsXDtype)
{
    for (const ge::DataType dt : ut_asin_grad::SupportedTypes()) {
        SCOPED_TRACE(ut_asin_grad::TypeName(dt));
        std::vector<ge::DataType> out = {ge::DT_INT64};
        ASSERT_EQ(ascsim::RunInferDataType(kOpType, {dt, dt}, 1, &out, &error_), ge::GRAPH_SUCCESS) << error_;
        EXPECT_EQ(out, (std::vector<ge::DataType>{dt}));
        EXPECT_EQ(ascsim::TakeReportedMessages(), "");
    }
}

TEST_F(AsinGradInferShape, MismatchedDtypesAreRejected)
{
    for (const ge::DataType dy : ut_asin_grad::SupportedTypes()) {
        for (const ge::DataType x : ut_asin_grad::SupportedTypes()) {
            if (dy == x) {
                continue;
            }
            SCOPED_TRACE("dy " + ut_asin_grad::TypeName(dy) + " x " + ut_asin_grad::TypeName(x));
            std::vector<ge::DataType> out;
            EXPECT_EQ(ascsim::RunInferDataType(kOpType, {dy, x}, 1, &out, &error_), ge::GRAPH_FAILED);
            const std::string msg = ascsim::TakeReportedMessages();
            EXPECT_NE(msg.find("same data type"), std::string::npos) << msg;
        }
    }
}

}  // namespace
