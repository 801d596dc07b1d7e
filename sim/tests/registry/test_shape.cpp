// gert::Shape / StorageShape / Tensor / TilingData / ContinuousVector edge cases.
#include <gtest/gtest.h>

#include <limits>

#include "exe_graph/runtime/continuous_vector.h"
#include "exe_graph/runtime/runtime_tensor.h"
#include "exe_graph/runtime/storage_shape.h"
#include "exe_graph/runtime/tiling_data.h"

namespace {
using gert::Shape;

TEST(Shape, RankZeroIsScalarOfSizeOne)
{
    Shape s;
    EXPECT_EQ(s.GetDimNum(), 0U);
    EXPECT_TRUE(s.IsScalar());
    EXPECT_EQ(s.GetShapeSize(), 1);
    Shape braces{};
    EXPECT_EQ(braces.GetShapeSize(), 1);
}

TEST(Shape, ZeroDimGivesZeroSize)
{
    Shape s{2, 0, 3};
    EXPECT_EQ(s.GetDimNum(), 3U);
    EXPECT_EQ(s.GetShapeSize(), 0);
}

TEST(Shape, EightAndMaxDims)
{
    Shape s8{1, 2, 3, 4, 5, 6, 7, 8};
    EXPECT_EQ(s8.GetDimNum(), 8U);
    EXPECT_EQ(s8.GetShapeSize(), 40320);
    EXPECT_EQ(s8.GetDim(7), 8);
    Shape s;
    for (size_t i = 0; i < Shape::kMaxDimNum; ++i) {
        s.AppendDim(2);
    }
    EXPECT_EQ(s.GetDimNum(), Shape::kMaxDimNum);
    EXPECT_EQ(s.GetShapeSize(), int64_t{1} << 25);
}

TEST(Shape, AppendBeyondMaxIsIgnoredWithoutCorruption)
{
    struct Guarded {
        Shape shape;
        int64_t canary = 0x5a5a5a5a;
    } g;
    for (int i = 0; i < 40; ++i) {
        g.shape.AppendDim(7);
    }
    EXPECT_EQ(g.shape.GetDimNum(), Shape::kMaxDimNum);
    EXPECT_EQ(g.canary, 0x5a5a5a5a);
    g.shape.SetDim(Shape::kMaxDimNum, 9); // out of range: ignored
    g.shape.SetDimNum(1000);              // clamped
    EXPECT_EQ(g.shape.GetDimNum(), Shape::kMaxDimNum);
    EXPECT_EQ(g.shape.GetDim(Shape::kMaxDimNum), Shape::kInvalidDimValue);
    EXPECT_EQ(g.canary, 0x5a5a5a5a);
    Shape tooLong{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    EXPECT_EQ(tooLong.GetDimNum(), 0U); // CANN ignores an over-long initializer list
}

TEST(Shape, SetDimSetDimNumAndEquality)
{
    Shape s;
    s.SetDimNum(3);
    s.SetDim(0, 4);
    s.SetDim(1, 5);
    s.SetDim(2, 6);
    EXPECT_EQ(s, (Shape{4, 5, 6}));
    EXPECT_NE(s, (Shape{4, 5}));
    EXPECT_NE(s, (Shape{4, 5, 7}));
    Shape q;
    q.SetDim(2, 9); // CANN: rank becomes idx (2), not idx + 1
    EXPECT_EQ(q.GetDimNum(), 2U);
    Shape copy = s;
    copy.SetDim(0, 1);
    EXPECT_EQ(s.GetDim(0), 4);
    copy = s;
    EXPECT_EQ(copy, s);
    s[1] = 50;
    EXPECT_EQ(s.GetDim(1), 50);
}

TEST(Shape, OverflowReportsInvalid)
{
    Shape s{std::numeric_limits<int64_t>::max(), 2};
    EXPECT_EQ(s.GetShapeSize(), Shape::kInvalidDimValue);
}

TEST(StorageShape, OriginAndStorage)
{
    gert::StorageShape ss({2, 3}, {2, 16});
    EXPECT_EQ(ss.GetOriginShape(), (Shape{2, 3}));
    EXPECT_EQ(ss.GetShape(), (Shape{2, 3}));
    EXPECT_EQ(ss.GetStorageShape(), (Shape{2, 16}));
    ss.MutableStorageShape().AppendDim(1);
    EXPECT_EQ(ss.GetStorageShape().GetDimNum(), 3U);
    // A StorageShape reads as its origin shape (what contexts rely on).
    EXPECT_EQ(reinterpret_cast<const Shape*>(&ss)->GetShapeSize(), 6);
}

TEST(Tensor, ShapeSizeDataAndFollowing)
{
    float data[6] = {1, 2, 3, 4, 5, 6};
    gert::Tensor t(gert::StorageShape({2, 3}, {2, 3}), gert::StorageFormat(ge::FORMAT_ND, ge::FORMAT_ND, {}),
                   gert::kOnHost, ge::DT_FLOAT, data);
    EXPECT_EQ(t.GetShapeSize(), 6);
    EXPECT_EQ(t.GetSize(), 24U);
    EXPECT_EQ(t.GetData<float>()[5], 6.0f);
    EXPECT_EQ(t.GetDataType(), ge::DT_FLOAT);
    EXPECT_EQ(t.GetOriginShape(), (Shape{2, 3}));
    size_t total = 0;
    auto holder = gert::Tensor::CreateFollowing(4, ge::DT_INT32, total);
    ASSERT_NE(holder, nullptr);
    EXPECT_EQ(total, sizeof(gert::Tensor) + 16U);
    auto* ft = reinterpret_cast<gert::Tensor*>(holder.get());
    EXPECT_EQ(ft->GetPlacement(), gert::kFollowing);
    EXPECT_EQ(ft->GetAddr(), holder.get() + sizeof(gert::Tensor));
}

TEST(TilingData, CapacityBoundsAppendAndExpand)
{
    auto buf = gert::TilingData::CreateCap(16);
    auto* td = reinterpret_cast<gert::TilingData*>(buf.get());
    EXPECT_EQ(td->GetCapacity(), 16U);
    EXPECT_EQ(td->GetDataSize(), 0U);
    EXPECT_EQ(td->Append<uint64_t>(7), ge::GRAPH_SUCCESS);
    *td << uint32_t{9};
    EXPECT_EQ(td->GetDataSize(), 12U);
    EXPECT_EQ(td->Append<uint64_t>(1), ge::GRAPH_FAILED); // 20 > 16
    EXPECT_EQ(td->GetDataSize(), 12U);
    EXPECT_EQ(td->Expand(4) != nullptr, true);
    EXPECT_EQ(td->Expand(1), nullptr);
    EXPECT_EQ(static_cast<const uint64_t*>(td->GetData())[0], 7U);
}

TEST(ContinuousVector, SizeIsBoundedByCapacity)
{
    auto holder = gert::ContinuousVector::Create<size_t>(3);
    auto* cv = reinterpret_cast<gert::TypedContinuousVector<size_t>*>(holder.get());
    EXPECT_EQ(cv->GetCapacity(), 3U);
    EXPECT_EQ(cv->SetSize(3), ge::GRAPH_SUCCESS);
    cv->MutableData()[2] = 42;
    EXPECT_EQ(cv->GetData()[2], 42U);
    EXPECT_NE(cv->SetSize(4), ge::GRAPH_SUCCESS);
    EXPECT_EQ(cv->GetSize(), 3U);
}
} // namespace
