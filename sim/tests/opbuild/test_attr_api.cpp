// Attributes through the generated aclnn API: the golden aclnn_sim_attrs.cpp (compiled into this
// test) hands each attribute, or the OpDef default of a null OPTIONAL list / string, to libnnopbase,
// and SimAttrs' tiling function (test_ops.cpp) reads them back as gert::RuntimeAttrs. Then the
// libnnopbase attribute entry points' refusals of malformed calls.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../e2e/e2e_tensor.h"
#include "aclnn_sim_attrs.h"
#include "sim_attrs_seen.h"

// libnnopbase's attribute entry points, declared as the generated code declares them.
extern "C" {
enum NnopbaseAttrDtype { kNnopbaseBool = 0U, kNnopbaseFloat, kNnopbaseInt, kNnopbaseString, kNnopbaseAttrEnd };
void* NnopbaseGetExecutor(void* space, const char* opType, char* inputsDesc, uint32_t inputNum, char* outputsDesc,
                          uint32_t outputNum, char* attrsDesc, uint32_t attrsNum);
aclnnStatus NnopbaseCreateExecutorSpace(void** space);
aclnnStatus NnopbaseAddAttrWithDtype(void* executor, void* attrAddr, size_t attrLen, const size_t index,
                                     const NnopbaseAttrDtype dtype);
aclnnStatus NnopbaseAddIntArrayAttr(void* executor, const aclIntArray* array, const size_t index);
aclnnStatus NnopbaseAddArrayAttrWithDtype(void* executor, void* array, const size_t len, const size_t elementSize,
                                          const size_t index, const NnopbaseAttrDtype dtype);
}

namespace {

constexpr aclnnStatus kTilingError = 561002; // SimAttrs' tiling fails once it has read its attributes

std::string RecentError()
{
    const char* m = aclGetRecentErrMsg();
    return m != nullptr ? m : "";
}

class AttrApi : public ::testing::Test {
protected:
    static void SetUpTestSuite()
    {
        ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
        ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
    }
    static void TearDownTestSuite()
    {
        aclrtResetDevice(0);
        aclFinalize();
    }
    void SetUp() override { ops::g_simAttrsSeen = SimAttrsSeen(); }

    E2eTensor<float> x_{ACL_FLOAT, std::vector<float>{1.0f, 2.0f}};
    E2eTensor<float> y_{ACL_FLOAT, 2};
    uint64_t workspace_ = 0;
    aclOpExecutor* executor_ = nullptr;
};

TEST_F(AttrApi, EachGivenAttributeReachesTheTiling)
{
    char mode[] = "fast";
    char name[] = "n1";
    const float scales[] = {3.0f, 4.0f, 5.0f};
    const int64_t dims[] = {-1, 1LL << 40};
    const bool mask[] = {false};
    const int64_t pads[] = {9};
    aclFloatArray* scalesArray = aclCreateFloatArray(scales, 3);
    aclIntArray* dimsArray = aclCreateIntArray(dims, 2);
    aclBoolArray* maskArray = aclCreateBoolArray(mask, 1);
    aclIntArray* padsArray = aclCreateIntArray(pads, 1);
    EXPECT_EQ(aclnnSimAttrsGetWorkspaceSize(x_.get(), 0.1, -2.5, 7, false, mode, name, scalesArray, dimsArray,
                                            maskArray, padsArray, y_.get(), &workspace_, &executor_),
              kTilingError);
    const SimAttrsSeen& seen = ops::g_simAttrsSeen;
    EXPECT_EQ(seen.count, 10u);
    EXPECT_EQ(seen.alpha, 0.1f); // the API's double, narrowed to the attribute's float
    EXPECT_EQ(seen.beta, -2.5f);
    EXPECT_EQ(seen.steps, 7);
    EXPECT_FALSE(seen.flag);
    EXPECT_EQ(seen.mode, "fast");
    EXPECT_EQ(seen.name, "n1");
    EXPECT_EQ(seen.scales, (std::vector<float>{3.0f, 4.0f, 5.0f}));
    EXPECT_EQ(seen.dims, (std::vector<int64_t>{-1, 1LL << 40}));
    EXPECT_EQ(seen.mask, (std::vector<bool>{false}));
    EXPECT_EQ(seen.padsSize, 1u);
    aclDestroyFloatArray(scalesArray);
    aclDestroyIntArray(dimsArray);
    aclDestroyBoolArray(maskArray);
    aclDestroyIntArray(padsArray);
}

TEST_F(AttrApi, NullOptionalListsAndStringsTakeTheOpDefDefaults)
{
    char name[] = "n2";
    const int64_t dims[] = {4};
    aclIntArray* dimsArray = aclCreateIntArray(dims, 1);
    EXPECT_EQ(aclnnSimAttrsGetWorkspaceSize(x_.get(), 1.0, 0.1, -3, true, nullptr, name, nullptr, dimsArray, nullptr,
                                            nullptr, y_.get(), &workspace_, &executor_),
              kTilingError);
    const SimAttrsSeen& seen = ops::g_simAttrsSeen;
    EXPECT_EQ(seen.mode, "say \"hi\"\\"); // SimAttrs' defaults (test_ops.cpp)
    EXPECT_EQ(seen.scales, (std::vector<float>{0.25f, 1.0f}));
    EXPECT_EQ(seen.mask, (std::vector<bool>{true, false, true}));
    EXPECT_EQ(seen.padsSize, 0u);
    EXPECT_EQ(seen.beta, 0.1f);
    EXPECT_EQ(seen.dims, (std::vector<int64_t>{4}));
    aclDestroyIntArray(dimsArray);
}

TEST_F(AttrApi, NullRequiredListOrStringIsRejectedBeforeTheOpRuns)
{
    char name[] = "n3";
    const int64_t dims[] = {4};
    aclIntArray* dimsArray = aclCreateIntArray(dims, 1);
    EXPECT_EQ(aclnnSimAttrsGetWorkspaceSize(x_.get(), 1.0, 0.0, 0, true, nullptr, name, nullptr, nullptr, nullptr,
                                            nullptr, y_.get(), &workspace_, &executor_),
              ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_NE(RecentError().find("dims is null"), std::string::npos) << RecentError();
    EXPECT_EQ(aclnnSimAttrsGetWorkspaceSize(x_.get(), 1.0, 0.0, 0, true, nullptr, nullptr, nullptr, dimsArray, nullptr,
                                            nullptr, y_.get(), &workspace_, &executor_),
              ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_NE(RecentError().find("name is null"), std::string::npos) << RecentError();
    EXPECT_EQ(ops::g_simAttrsSeen.count, 0u); // the tiling never ran
    aclDestroyIntArray(dimsArray);
}

// Malformed calls of the entry points themselves (not produced by generated code): each a status and
// a message, and the executor released (the generated caller returns at once).
TEST_F(AttrApi, MalformedAttributeCallsAreRefused)
{
    void* space = nullptr;
    ASSERT_EQ(NnopbaseCreateExecutorSpace(&space), 0);
    char in[] = {1};
    char out[] = {1};
    char attrs[] = {1, 1};
    auto executor = [&] { return NnopbaseGetExecutor(space, "SimAttrs", in, 1, out, 1, attrs, 2); };
    int64_t v = 5;
    EXPECT_EQ(NnopbaseAddAttrWithDtype(executor(), &v, sizeof(v), 2, kNnopbaseInt), ACLNN_ERR_PARAM_INVALID);
    EXPECT_NE(RecentError().find("attribute index 2 out of range (the op has 2)"), std::string::npos) << RecentError();
    EXPECT_EQ(NnopbaseAddAttrWithDtype(executor(), &v, 4, 0, kNnopbaseInt), ACLNN_ERR_PARAM_INVALID);
    EXPECT_NE(RecentError().find("attribute 0: data type 2 with 4 bytes"), std::string::npos) << RecentError();
    char unterminated[3] = {'a', 'b', 'c'};
    EXPECT_EQ(NnopbaseAddAttrWithDtype(executor(), unterminated, 3, 1, kNnopbaseString), ACLNN_ERR_PARAM_INVALID);
    EXPECT_NE(RecentError().find("must end at its first NUL"), std::string::npos) << RecentError();
    EXPECT_EQ(NnopbaseAddAttrWithDtype(executor(), nullptr, 8, 0, kNnopbaseInt), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_EQ(NnopbaseAddIntArrayAttr(executor(), nullptr, 0), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_EQ(NnopbaseAddArrayAttrWithDtype(executor(), nullptr, 2, sizeof(int64_t), 0, kNnopbaseInt),
              ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_EQ(NnopbaseAddArrayAttrWithDtype(executor(), &v, 1, 4, 0, kNnopbaseInt), ACLNN_ERR_PARAM_INVALID);
    EXPECT_EQ(NnopbaseAddAttrWithDtype(nullptr, &v, sizeof(v), 0, kNnopbaseInt), ACLNN_ERR_PARAM_NULLPTR);
}

} // namespace
