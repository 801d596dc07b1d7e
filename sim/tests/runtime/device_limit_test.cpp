// aclrtDeviceSetLimit / aclrtDeviceGetLimit (docs/zh/api_ref/04_device_management.md; 25-02_Enumerations.md
// #aclrtDeviceLimit, Ascend 950PR/950DT): ranges and rounding per limit, the SIMT stack reported per warp, and a
// request taking effect at the next aclrtSetDevice of a device not in use.
#include "acl_test_util.h"

namespace {

using ascsim::rt::SimtDivergenceStackBytes;
using ascsim::rt::SimtThreadStackBytes;

struct DeviceLimit : ::testing::Test {
    void SetUp() override
    {
        (void)aclFinalize();
        ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
        (void)aclGetRecentErrMsg();
    }
    void TearDown() override
    {
        (void)aclFinalize();
        (void)aclGetRecentErrMsg();
    }
    size_t Get(aclrtDeviceLimit limit)
    {
        size_t v = 0;
        EXPECT_EQ(aclrtDeviceGetLimit(limit, &v), ACL_SUCCESS);
        return v;
    }
};

TEST_F(DeviceLimit, DefaultsAndTheSimtStackPerWarp)
{
    EXPECT_EQ(Get(ACL_RT_DEV_LIMIT_SIMT_STACK_SIZE), 1152u * 32);
    EXPECT_EQ(Get(ACL_RT_DEV_LIMIT_SIMT_DVG_WARP_STACK_SIZE), 1024u);
    EXPECT_EQ(Get(ACL_RT_DEV_LIMIT_SIMD_STACK_SIZE), 32768u);
    EXPECT_EQ(Get(ACL_RT_DEV_LIMIT_SIMD_PRINTF_FIFO_SIZE_PER_CORE), 32768u);
    EXPECT_EQ(Get(ACL_RT_DEV_LIMIT_SIMT_PRINTF_FIFO_SIZE), 2097152u);
    // The enumeration page's example: 256 set, 8192 reported; the divergence stack is reported as set.
    ASSERT_EQ(aclrtDeviceSetLimit(ACL_RT_DEV_LIMIT_SIMT_STACK_SIZE, 256), ACL_SUCCESS);
    EXPECT_EQ(Get(ACL_RT_DEV_LIMIT_SIMT_STACK_SIZE), 8192u);
    ASSERT_EQ(aclrtDeviceSetLimit(ACL_RT_DEV_LIMIT_SIMT_DVG_WARP_STACK_SIZE, 500), ACL_SUCCESS);
    EXPECT_EQ(Get(ACL_RT_DEV_LIMIT_SIMT_DVG_WARP_STACK_SIZE), 512u); // rounded up to 128
}

TEST_F(DeviceLimit, RangesAndRounding)
{
    ASSERT_EQ(aclrtDeviceSetLimit(ACL_RT_DEV_LIMIT_SIMD_STACK_SIZE, 40000), ACL_SUCCESS);
    EXPECT_EQ(Get(ACL_RT_DEV_LIMIT_SIMD_STACK_SIZE), 49152u); // up to a multiple of 16 KB
    ASSERT_EQ(aclrtDeviceSetLimit(ACL_RT_DEV_LIMIT_SIMD_STACK_SIZE, 100), ACL_SUCCESS);
    EXPECT_EQ(Get(ACL_RT_DEV_LIMIT_SIMD_STACK_SIZE), 32768u); // 32 KB or less is 32 KB
    EXPECT_EQ(aclrtDeviceSetLimit(ACL_RT_DEV_LIMIT_SIMD_STACK_SIZE, 131073), ACL_ERROR_RT_PARAM_INVALID);
    ASSERT_EQ(aclrtDeviceSetLimit(ACL_RT_DEV_LIMIT_SIMD_PRINTF_FIFO_SIZE_PER_CORE, 1025), ACL_SUCCESS);
    EXPECT_EQ(Get(ACL_RT_DEV_LIMIT_SIMD_PRINTF_FIFO_SIZE_PER_CORE), 1032u);
    EXPECT_EQ(aclrtDeviceSetLimit(ACL_RT_DEV_LIMIT_SIMD_PRINTF_FIFO_SIZE_PER_CORE, 1023), ACL_ERROR_RT_PARAM_INVALID);
    EXPECT_EQ(aclrtDeviceSetLimit(ACL_RT_DEV_LIMIT_SIMT_PRINTF_FIFO_SIZE, 1048575), ACL_ERROR_RT_PARAM_INVALID);
    EXPECT_EQ(aclrtDeviceSetLimit(ACL_RT_DEV_LIMIT_SIMT_PRINTF_FIFO_SIZE, 67108865), ACL_ERROR_RT_PARAM_INVALID);
    EXPECT_NE(RecentErr().find("outside [1048576, 67108864]"), std::string::npos);
    // One SIMT stack may be 0, not both.
    ASSERT_EQ(aclrtDeviceSetLimit(ACL_RT_DEV_LIMIT_SIMT_DVG_WARP_STACK_SIZE, 0), ACL_SUCCESS);
    EXPECT_EQ(aclrtDeviceSetLimit(ACL_RT_DEV_LIMIT_SIMT_STACK_SIZE, 0), ACL_ERROR_RT_PARAM_INVALID);
    EXPECT_NE(RecentErr().find("both be 0"), std::string::npos);
    // A value that is no limit, and no place for the answer.
    EXPECT_EQ(aclrtDeviceSetLimit(static_cast<aclrtDeviceLimit>(5), 1), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
    size_t v = 0;
    EXPECT_EQ(aclrtDeviceGetLimit(static_cast<aclrtDeviceLimit>(7), &v), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
    EXPECT_EQ(aclrtDeviceGetLimit(ACL_RT_DEV_LIMIT_SIMD_STACK_SIZE, nullptr), ACL_ERROR_INVALID_PARAM);
}

TEST_F(DeviceLimit, ARequestTakesEffectAtTheNextSetDeviceOfAnUnusedDevice)
{
    ASSERT_EQ(aclrtDeviceSetLimit(ACL_RT_DEV_LIMIT_SIMT_STACK_SIZE, 1280), ACL_SUCCESS);
    EXPECT_EQ(SimtThreadStackBytes(), 1152u); // not yet: no aclrtSetDevice since
    ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
    EXPECT_EQ(SimtThreadStackBytes(), 1280u);
    // A request while the device is in use waits for its reset and the next set.
    ASSERT_EQ(aclrtDeviceSetLimit(ACL_RT_DEV_LIMIT_SIMT_DVG_WARP_STACK_SIZE, 2048), ACL_SUCCESS);
    EXPECT_EQ(Get(ACL_RT_DEV_LIMIT_SIMT_DVG_WARP_STACK_SIZE), 2048u); // what was requested ...
    ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
    EXPECT_EQ(SimtDivergenceStackBytes(), 1024u); // ... not yet in effect
    ASSERT_EQ(aclrtResetDevice(0), ACL_SUCCESS);
    ASSERT_EQ(aclrtResetDevice(0), ACL_SUCCESS);
    ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
    EXPECT_EQ(SimtDivergenceStackBytes(), 2048u);
    // aclInit starts again from its file (here none: the defaults).
    ASSERT_EQ(aclFinalize(), ACL_SUCCESS);
    ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
    ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
    EXPECT_EQ(SimtThreadStackBytes(), 1152u);
    EXPECT_EQ(SimtDivergenceStackBytes(), 1024u);
}

TEST(DeviceLimitUninitialised, NeedsAclInit)
{
    (void)aclFinalize();
    size_t v = 0;
    EXPECT_EQ(aclrtDeviceSetLimit(ACL_RT_DEV_LIMIT_SIMT_STACK_SIZE, 1280), ACL_ERROR_UNINITIALIZE);
    EXPECT_EQ(aclrtDeviceGetLimit(ACL_RT_DEV_LIMIT_SIMT_STACK_SIZE, &v), ACL_ERROR_UNINITIALIZE);
    (void)aclGetRecentErrMsg();
}

} // namespace
