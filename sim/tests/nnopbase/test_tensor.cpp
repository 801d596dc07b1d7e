// aclCreateTensor & co. (aclnn/acl_meta.h): argument validation, the getters, destroy, and
// aclGetRecentErrMsg's contract (nullptr when empty, cleared on read).
#include "nnop_test_util.h"

namespace nnoptest {
namespace {

TEST(TensorApi, RecentErrMsgIsNullWhenEmptyAndClearsOnRead)
{
    DrainErrors();
    EXPECT_EQ(aclGetRecentErrMsg(), nullptr);
    const int64_t dims[] = {-1};
    const int64_t strides[] = {1};
    EXPECT_EQ(aclCreateTensor(dims, 1, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, dims, 1, nullptr), nullptr);
    const char* first = aclGetRecentErrMsg();
    ASSERT_NE(first, nullptr);
    EXPECT_NE(std::string(first).find("aclCreateTensor"), std::string::npos);
    EXPECT_EQ(aclGetRecentErrMsg(), nullptr); // read once, gone
}

TEST(TensorApi, CreateRejectsInvalidArguments)
{
    DrainErrors();
    const int64_t dims[] = {2, 3};
    const int64_t strides[] = {3, 1};
    const int64_t storage[] = {6};
    int dummy = 0;
    struct Case {
        const char* what;
        aclTensor* got;
    };
    std::vector<Case> cases;
    auto add = [&](const char* what, aclTensor* got) { cases.push_back({what, got}); };
    add("null viewDims", aclCreateTensor(nullptr, 2, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, storage, 1, &dummy));
    std::string m0 = TakeErr();
    add("null stride", aclCreateTensor(dims, 2, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, storage, 1, &dummy));
    std::string m1 = TakeErr();
    add("null storageDims", aclCreateTensor(dims, 2, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, nullptr, 1, &dummy));
    std::string m2 = TakeErr();
    std::vector<int64_t> many(65, 1);
    add("65 dims", aclCreateTensor(many.data(), 65, ACL_FLOAT, many.data(), 0, ACL_FORMAT_ND, storage, 1, &dummy));
    std::string m3 = TakeErr();
    add("negative offset", aclCreateTensor(dims, 2, ACL_FLOAT, strides, -1, ACL_FORMAT_ND, storage, 1, &dummy));
    std::string m4 = TakeErr();
    const int64_t negDims[] = {2, -3};
    add("negative view dim", aclCreateTensor(negDims, 2, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, storage, 1, &dummy));
    std::string m5 = TakeErr();
    const int64_t negStorage[] = {-6};
    add("negative storage dim", aclCreateTensor(dims, 2, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, negStorage, 1, &dummy));
    std::string m6 = TakeErr();
    for (const auto& c : cases) {
        EXPECT_EQ(c.got, nullptr) << c.what;
    }
    EXPECT_NE(m0.find("must not be null"), std::string::npos) << m0;
    EXPECT_NE(m1.find("must not be null"), std::string::npos) << m1;
    EXPECT_NE(m2.find("must not be null"), std::string::npos) << m2;
    EXPECT_NE(m3.find("64 dimensions"), std::string::npos) << m3;
    EXPECT_NE(m4.find("offset -1"), std::string::npos) << m4;
    EXPECT_NE(m5.find("view dimension -3"), std::string::npos) << m5;
    EXPECT_NE(m6.find("storage dimension -6"), std::string::npos) << m6;
}

TEST(TensorApi, GettersReturnWhatWasCreated)
{
    const int64_t dims[] = {4, 3};
    const int64_t strides[] = {1, 4}; // a transposed view
    const int64_t storage[] = {3, 4, 2};
    float data[32] = {};
    aclTensor* t = aclCreateTensor(dims, 2, ACL_FLOAT16, strides, 5, ACL_FORMAT_NCHW, storage, 3, data);
    ASSERT_NE(t, nullptr);

    int64_t* got = nullptr;
    uint64_t num = 0;
    ASSERT_EQ(aclGetViewShape(t, &got, &num), 0);
    EXPECT_EQ(std::vector<int64_t>(got, got + num), (std::vector<int64_t>{4, 3}));
    delete[] got;
    ASSERT_EQ(aclGetViewStrides(t, &got, &num), 0);
    EXPECT_EQ(std::vector<int64_t>(got, got + num), (std::vector<int64_t>{1, 4}));
    delete[] got;
    ASSERT_EQ(aclGetStorageShape(t, &got, &num), 0);
    EXPECT_EQ(std::vector<int64_t>(got, got + num), (std::vector<int64_t>{3, 4, 2}));
    delete[] got;
    int64_t offset = -1;
    ASSERT_EQ(aclGetViewOffset(t, &offset), 0);
    EXPECT_EQ(offset, 5);
    aclFormat format = ACL_FORMAT_ND;
    ASSERT_EQ(aclGetFormat(t, &format), 0);
    EXPECT_EQ(format, ACL_FORMAT_NCHW);
    aclDataType dtype = ACL_FLOAT;
    ASSERT_EQ(aclGetDataType(t, &dtype), 0);
    EXPECT_EQ(dtype, ACL_FLOAT16);
    EXPECT_EQ(aclDestroyTensor(t), 0);
}

TEST(TensorApi, ScalarTensorHasRankZero)
{
    float value = 1.0f;
    aclTensor* t = aclCreateTensor(nullptr, 0, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, nullptr, 0, &value);
    ASSERT_NE(t, nullptr) << TakeErr();
    int64_t* got = nullptr;
    uint64_t num = 7;
    ASSERT_EQ(aclGetViewShape(t, &got, &num), 0);
    EXPECT_EQ(num, 0u);
    delete[] got;
    EXPECT_EQ(aclDestroyTensor(t), 0);
}

TEST(TensorApi, GettersRejectNullArguments)
{
    DrainErrors();
    const int64_t dims[] = {2};
    const int64_t strides[] = {1};
    float data[2] = {};
    aclTensor* t = aclCreateTensor(dims, 1, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, dims, 1, data);
    ASSERT_NE(t, nullptr);
    int64_t* got = nullptr;
    uint64_t num = 0;
    int64_t offset = 0;
    aclFormat format;
    aclDataType dtype;
    EXPECT_EQ(aclGetViewShape(nullptr, &got, &num), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_EQ(aclGetViewShape(t, nullptr, &num), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_EQ(aclGetViewShape(t, &got, nullptr), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_EQ(aclGetStorageShape(nullptr, &got, &num), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_EQ(aclGetViewStrides(t, nullptr, &num), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_EQ(aclGetViewOffset(nullptr, &offset), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_EQ(aclGetViewOffset(t, nullptr), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_EQ(aclGetFormat(t, nullptr), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_EQ(aclGetFormat(nullptr, &format), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_EQ(aclGetDataType(t, nullptr), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_EQ(aclGetDataType(nullptr, &dtype), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_NE(TakeErr().find("null"), std::string::npos);
    EXPECT_EQ(aclDestroyTensor(t), 0);
}

TEST(TensorApi, DestroyTwiceIsAnErrorNotACrash)
{
    DrainErrors();
    const int64_t dims[] = {2};
    const int64_t strides[] = {1};
    float data[2] = {};
    aclTensor* t = aclCreateTensor(dims, 1, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, dims, 1, data);
    ASSERT_NE(t, nullptr);
    EXPECT_EQ(aclDestroyTensor(t), 0);
    EXPECT_EQ(aclGetRecentErrMsg(), nullptr);
    EXPECT_EQ(aclDestroyTensor(t), ACLNN_ERR_PARAM_INVALID);
    EXPECT_NE(TakeErr().find("destroyed twice"), std::string::npos);
    // The getters on the destroyed handle: an error code too.
    aclDataType dtype;
    EXPECT_EQ(aclGetDataType(t, &dtype), ACLNN_ERR_PARAM_INVALID);
    EXPECT_NE(TakeErr().find("not a live aclTensor"), std::string::npos);
    EXPECT_EQ(aclDestroyTensor(nullptr), 0);
}

TEST(TensorApi, IntArrayAndTensorList)
{
    DrainErrors();
    const int64_t values[] = {1, 2, 3};
    aclIntArray* a = aclCreateIntArray(values, 3);
    ASSERT_NE(a, nullptr);
    EXPECT_EQ(aclDestroyIntArray(a), 0);
    EXPECT_EQ(aclCreateIntArray(nullptr, 3), nullptr);
    EXPECT_NE(TakeErr().find("aclCreateIntArray"), std::string::npos);

    const int64_t dims[] = {2};
    const int64_t strides[] = {1};
    float data[2] = {};
    aclTensor* t = aclCreateTensor(dims, 1, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, dims, 1, data);
    const aclTensor* list[] = {t, t};
    aclTensorList* l = aclCreateTensorList(list, 2);
    ASSERT_NE(l, nullptr);
    EXPECT_EQ(aclDestroyTensorList(l), 0);
    EXPECT_EQ(aclCreateTensorList(nullptr, 1), nullptr);
    EXPECT_NE(TakeErr().find("aclCreateTensorList"), std::string::npos);
    EXPECT_EQ(aclDestroyTensor(t), 0);
}

} // namespace
} // namespace nnoptest
