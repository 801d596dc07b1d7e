// Enum and status values must match CANN's.
#include <gtest/gtest.h>

#include <cstdint>

#include "exe_graph/runtime/tiling_context.h"
#include "graph/ge_error_codes.h"
#include "graph/types.h"
#include "register/op_def_registry.h"

namespace {
// graph/types.h + graph/c_types.h (hicann/metadef inc/external/graph/c_types.h)
static_assert(ge::DT_FLOAT == 0, "DT_FLOAT");
static_assert(ge::DT_FLOAT16 == 1, "DT_FLOAT16");
static_assert(ge::DT_INT8 == 2, "DT_INT8");
static_assert(ge::DT_INT32 == 3, "DT_INT32");
static_assert(ge::DT_UINT8 == 4, "DT_UINT8");
static_assert(ge::DT_INT16 == 6, "DT_INT16");
static_assert(ge::DT_UINT16 == 7, "DT_UINT16");
static_assert(ge::DT_UINT32 == 8, "DT_UINT32");
static_assert(ge::DT_INT64 == 9, "DT_INT64");
static_assert(ge::DT_UINT64 == 10, "DT_UINT64");
static_assert(ge::DT_DOUBLE == 11, "DT_DOUBLE");
static_assert(ge::DT_BOOL == 12, "DT_BOOL");
static_assert(ge::DT_COMPLEX64 == 16, "DT_COMPLEX64");
static_assert(ge::DT_BF16 == 27, "DT_BF16");
static_assert(ge::DT_UNDEFINED == 28, "DT_UNDEFINED");
static_assert(ge::DT_INT4 == 29, "DT_INT4");
static_assert(ge::DT_HIFLOAT8 == 34, "DT_HIFLOAT8");
static_assert(ge::DT_FLOAT8_E5M2 == 35, "DT_FLOAT8_E5M2");
static_assert(ge::DT_FLOAT8_E4M3FN == 36, "DT_FLOAT8_E4M3FN");
static_assert(ge::DT_FLOAT4_E2M1 == 40, "DT_FLOAT4_E2M1");
static_assert(ge::FORMAT_NCHW == 0, "FORMAT_NCHW");
static_assert(ge::FORMAT_NHWC == 1, "FORMAT_NHWC");
static_assert(ge::FORMAT_ND == 2, "FORMAT_ND");
static_assert(ge::FORMAT_NC1HWC0 == 3, "FORMAT_NC1HWC0");
static_assert(ge::FORMAT_FRACTAL_Z == 4, "FORMAT_FRACTAL_Z");
static_assert(ge::FORMAT_FRACTAL_NZ == 29, "FORMAT_FRACTAL_NZ");
static_assert(ge::FORMAT_NCDHW == 30, "FORMAT_NCDHW");
static_assert(ge::FORMAT_MAX == 0xff, "FORMAT_MAX");
// graph/error_codes.h
static_assert(ge::GRAPH_SUCCESS == 0U, "GRAPH_SUCCESS");
static_assert(ge::GRAPH_FAILED == 0xFFFFFFFFU, "GRAPH_FAILED");
static_assert(ge::GRAPH_PARAM_INVALID == 50331649U, "GRAPH_PARAM_INVALID");
static_assert(std::is_same<ge::graphStatus, uint32_t>::value, "graphStatus is uint32_t");
// register/op_def.h
static_assert(ops::REQUIRED == 2 && ops::OPTIONAL == 1 && ops::DYNAMIC == 3, "ops::Option");
// exe_graph/runtime/tiling_context.h
static_assert(gert::TilingContext::kOutputTilingKey == 0 && gert::TilingContext::kOutputBlockDim == 1 &&
                  gert::TilingContext::kOutputTilingData == 3 && gert::TilingContext::kOutputWorkspace == 4 &&
                  gert::TilingContext::kOutputNum == 11,
              "TilingOutputIndex");
static_assert(gert::Shape::kMaxDimNum == 25, "exe_graph/runtime/shape.h kMaxDimNum");

TEST(Types, DataTypeSizes)
{
    EXPECT_EQ(ge::GetSizeByDataType(ge::DT_FLOAT), 4);
    EXPECT_EQ(ge::GetSizeByDataType(ge::DT_FLOAT16), 2);
    EXPECT_EQ(ge::GetSizeByDataType(ge::DT_BF16), 2);
    EXPECT_EQ(ge::GetSizeByDataType(ge::DT_INT64), 8);
    EXPECT_EQ(ge::GetSizeByDataType(ge::DT_INT4), 1004);
    EXPECT_EQ(ge::GetSizeInBytes(3, ge::DT_INT4), 2);
    EXPECT_EQ(ge::GetSizeInBytes(10, ge::DT_FLOAT16), 20);
    EXPECT_EQ(ge::GetSizeInBytes(-1, ge::DT_FLOAT), -1);
    // Counts whose byte size overflows int64 fail instead of wrapping (undefined behaviour).
    EXPECT_EQ(ge::GetSizeInBytes(INT64_MAX, ge::DT_FLOAT), -1);
    EXPECT_EQ(ge::GetSizeInBytes(INT64_MAX / 2 + 1, ge::DT_FLOAT16), -1);
    EXPECT_EQ(ge::GetSizeInBytes(INT64_MAX, ge::DT_INT4), -1);
    EXPECT_EQ(ge::GetSizeInBytes(INT64_MAX / 2, ge::DT_FLOAT16), INT64_MAX - 1);
}

TEST(Types, AscendString)
{
    ge::AscendString a("abc");
    ge::AscendString b("abd", 2);
    EXPECT_STREQ(a.GetString(), "abc");
    EXPECT_EQ(b.GetLength(), 2U);
    EXPECT_TRUE(b < a);
    EXPECT_TRUE(a == "abc");
    EXPECT_STREQ(ge::AscendString().GetString(), "");
}
} // namespace
