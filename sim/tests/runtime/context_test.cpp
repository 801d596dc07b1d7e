// Contexts (hicann/runtime docs/zh/api_ref/05_context_management.md) on the simulator's model: a
// context holds a reference on its device and selects it for the calling thread.
#include "acl_test_util.h"

namespace {

struct ContextTest : ::testing::Test {
    void SetUp() override { ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS); }
    void TearDown() override
    {
        (void)aclFinalize();
        (void)aclGetRecentErrMsg();
    }
};

TEST_F(ContextTest, CreateSelectsTheDeviceAndDestroyReleasesIt)
{
    aclrtContext ctx = nullptr;
    ASSERT_EQ(aclrtCreateContext(&ctx, 0), ACL_SUCCESS);
    ASSERT_NE(ctx, nullptr);
    int32_t device = -1;
    EXPECT_EQ(aclrtGetDevice(&device), ACL_SUCCESS);
    EXPECT_EQ(device, 0);
    aclrtContext current = nullptr;
    EXPECT_EQ(aclrtGetCurrentContext(&current), ACL_SUCCESS);
    EXPECT_EQ(current, ctx);
    // The default stream works while the context lives.
    void* dev = nullptr;
    ASSERT_EQ(aclrtMalloc(&dev, 64, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    EXPECT_EQ(aclrtMemsetAsync(dev, 64, 0, 64, nullptr), ACL_SUCCESS);
    EXPECT_EQ(aclrtSynchronizeDevice(), ACL_SUCCESS);
    EXPECT_EQ(aclrtFree(dev), ACL_SUCCESS);
    EXPECT_EQ(aclrtSetCurrentContext(ctx), ACL_SUCCESS);
    ASSERT_EQ(aclrtDestroyContext(ctx), ACL_SUCCESS);
    // The context held the only reference: the device is gone with it.
    EXPECT_NE(aclrtGetDevice(&device), ACL_SUCCESS);
}

TEST_F(ContextTest, DestroyedOrBogusContextsAreRejected)
{
    aclrtContext ctx = nullptr;
    ASSERT_EQ(aclrtCreateContext(&ctx, 0), ACL_SUCCESS);
    ASSERT_EQ(aclrtDestroyContext(ctx), ACL_SUCCESS);
    (void)aclGetRecentErrMsg();
    EXPECT_EQ(aclrtDestroyContext(ctx), ACL_ERROR_INVALID_PARAM);
    EXPECT_NE(RecentErr().find("aclrtDestroyContext"), std::string::npos);
    EXPECT_EQ(aclrtSetCurrentContext(ctx), ACL_ERROR_INVALID_PARAM);
    EXPECT_EQ(aclrtCreateContext(nullptr, 0), ACL_ERROR_INVALID_PARAM);
    EXPECT_EQ(aclrtCreateContext(&ctx, 4096), ACL_ERROR_RT_INVALID_DEVICEID);
}

TEST_F(ContextTest, ContextAndSetDeviceShareTheDevice)
{
    ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
    aclrtContext ctx = nullptr;
    ASSERT_EQ(aclrtCreateContext(&ctx, 0), ACL_SUCCESS);
    ASSERT_EQ(aclrtDestroyContext(ctx), ACL_SUCCESS);
    int32_t device = -1;
    EXPECT_EQ(aclrtGetDevice(&device), ACL_SUCCESS); // aclrtSetDevice's reference remains
    EXPECT_EQ(aclrtResetDevice(0), ACL_SUCCESS);
}

} // namespace
