// aclrtGetDeviceInfo (docs/zh/api_ref/04_device_management.md#aclrtGetDeviceInfo,
// 25-02_Enumerations.md#aclrtDevAttr) and aclrtGetLastError / aclrtPeekAtLastError
// (docs/zh/api_ref/13_exception_handling.md).
#include <string>
#include <thread>
#include <vector>

#include "acl_test_util.h"
#include "ascsim/soc_profile.h"

namespace {

int64_t Info(aclrtDevAttr attr, uint32_t device = 0)
{
    int64_t value = -1;
    EXPECT_EQ(aclrtGetDeviceInfo(device, attr, &value), ACL_SUCCESS) << "attr " << static_cast<int>(attr);
    return value;
}

class DeviceInfo : public AclTest {
protected:
    void SetUp() override
    {
        AclTest::SetUp();
        (void)aclrtGetLastError(ACL_RT_THREAD_LEVEL);
    }
    void TearDown() override
    {
        ascsim::SetActiveSocProfileForTest("");
        (void)aclrtGetLastError(ACL_RT_THREAD_LEVEL);
        AclTest::TearDown();
    }
};

using LastError = DeviceInfo;

} // namespace

// The enumerators and values of the real include/external/acl/acl_rt.h (hicann/runtime).
TEST(DevAttrEnum, ValuesAreTheRealHeaders)
{
    EXPECT_EQ(ACL_DEV_ATTR_AICPU_CORE_NUM, 1);
    EXPECT_EQ(ACL_DEV_ATTR_AICORE_CORE_NUM, 101);
    EXPECT_EQ(ACL_DEV_ATTR_CUBE_CORE_NUM, 102);
    EXPECT_EQ(ACL_DEV_ATTR_VECTOR_CORE_NUM, 201);
    EXPECT_EQ(ACL_DEV_ATTR_WARP_SIZE, 202);
    EXPECT_EQ(ACL_DEV_ATTR_MAX_THREAD_PER_VECTOR_CORE, 203);
    EXPECT_EQ(ACL_DEV_ATTR_UBUF_PER_VECTOR_CORE, 204);
    EXPECT_EQ(ACL_DEV_ATTR_MAX_GRID_DIM_X, 205);
    EXPECT_EQ(ACL_DEV_ATTR_MAX_GRID_DIM_Y, 206);
    EXPECT_EQ(ACL_DEV_ATTR_MAX_GRID_DIM_Z, 207);
    EXPECT_EQ(ACL_DEV_ATTR_MAX_BLOCK_PER_GRID, 208);
    EXPECT_EQ(ACL_DEV_ATTR_MAX_THREADS_PER_BLOCK, 209);
    EXPECT_EQ(ACL_DEV_ATTR_MAX_BLOCK_DIM_X, 210);
    EXPECT_EQ(ACL_DEV_ATTR_MAX_BLOCK_DIM_Y, 211);
    EXPECT_EQ(ACL_DEV_ATTR_MAX_BLOCK_DIM_Z, 212);
    EXPECT_EQ(ACL_DEV_ATTR_TOTAL_GLOBAL_MEM_SIZE, 301);
    EXPECT_EQ(ACL_DEV_ATTR_L2_CACHE_SIZE, 302);
    EXPECT_EQ(ACL_DEV_ATTR_SMP_ID, 401);
    EXPECT_EQ(ACL_DEV_ATTR_PHY_CHIP_ID, 402);
    EXPECT_EQ(ACL_DEV_ATTR_SUPER_POD_DEVIDE_ID, 403);
    EXPECT_EQ(ACL_DEV_ATTR_SUPER_POD_DEVICE_ID, 403);
    EXPECT_EQ(ACL_DEV_ATTR_SUPER_POD_SERVER_ID, 404);
    EXPECT_EQ(ACL_DEV_ATTR_SUPER_POD_ID, 405);
    EXPECT_EQ(ACL_DEV_ATTR_CUST_OP_PRIVILEGE, 406);
    EXPECT_EQ(ACL_DEV_ATTR_MAINBOARD_ID, 407);
    EXPECT_EQ(ACL_DEV_ATTR_HD_CONNECT_TYPE, 408);
    EXPECT_EQ(ACL_DEV_ATTR_DEVICE_FORM_FACTOR, 409);
    EXPECT_EQ(ACL_DEV_ATTR_IS_VIRTUAL, 501);
    EXPECT_EQ(ACL_DEV_ATTR_NPU_ARCH, 601);
    EXPECT_EQ(ACL_RT_THREAD_LEVEL, 0);
}

TEST_F(DeviceInfo, CoreCountsAndArchComeFromTheActiveSocProfile)
{
    for (const char* name : {"Ascend950PR", "Ascend950DT", "Ascend950Test4"}) {
        SCOPED_TRACE(name);
        ASSERT_TRUE(ascsim::SetActiveSocProfileForTest(name));
        const ascsim::SocProfile& soc = ascsim::ActiveSocProfile();
        EXPECT_EQ(Info(ACL_DEV_ATTR_AICORE_CORE_NUM), static_cast<int64_t>(soc.aicCores));
        EXPECT_EQ(Info(ACL_DEV_ATTR_CUBE_CORE_NUM), static_cast<int64_t>(soc.aicCores));
        EXPECT_EQ(Info(ACL_DEV_ATTR_VECTOR_CORE_NUM), static_cast<int64_t>(soc.aivCores));
        EXPECT_EQ(Info(ACL_DEV_ATTR_L2_CACHE_SIZE), static_cast<int64_t>(soc.l2Bytes));
        EXPECT_EQ(Info(ACL_DEV_ATTR_NPU_ARCH), static_cast<int64_t>(soc.npuArch));
        EXPECT_EQ(Info(ACL_DEV_ATTR_UBUF_PER_VECTOR_CORE), static_cast<int64_t>(soc.ubUsableBytes()) - 32 * 1024);
    }
    // The small test profile really changes the answers (they are not constants).
    ASSERT_TRUE(ascsim::SetActiveSocProfileForTest("Ascend950Test4"));
    EXPECT_EQ(Info(ACL_DEV_ATTR_VECTOR_CORE_NUM), 4);
    EXPECT_EQ(Info(ACL_DEV_ATTR_CUBE_CORE_NUM), 2);
    ASSERT_TRUE(ascsim::SetActiveSocProfileForTest("Ascend950PR"));
    EXPECT_EQ(Info(ACL_DEV_ATTR_VECTOR_CORE_NUM), 64);
    EXPECT_EQ(Info(ACL_DEV_ATTR_NPU_ARCH), 3510);
}

// SIMT编程简介/编程模型.md: warp of 32, <= 2048 threads per block, <= 65535 blocks per grid; UB 256 KB less
// the 8 KB reserve and the 32 KB minimum Data Cache.
TEST_F(DeviceInfo, SimtLimitsAreTheDocumentedOnes)
{
    ASSERT_TRUE(ascsim::SetActiveSocProfileForTest("Ascend950PR"));
    EXPECT_EQ(Info(ACL_DEV_ATTR_WARP_SIZE), 32);
    EXPECT_EQ(Info(ACL_DEV_ATTR_MAX_THREAD_PER_VECTOR_CORE), 2048);
    EXPECT_EQ(Info(ACL_DEV_ATTR_UBUF_PER_VECTOR_CORE), (256 - 8 - 32) * 1024);
    EXPECT_EQ(Info(ACL_DEV_ATTR_MAX_GRID_DIM_X), 65535);
    EXPECT_EQ(Info(ACL_DEV_ATTR_MAX_GRID_DIM_Y), 65535);
    EXPECT_EQ(Info(ACL_DEV_ATTR_MAX_GRID_DIM_Z), 65535);
    EXPECT_EQ(Info(ACL_DEV_ATTR_MAX_BLOCK_PER_GRID), 65535);
    EXPECT_EQ(Info(ACL_DEV_ATTR_MAX_THREADS_PER_BLOCK), 2048);
    EXPECT_EQ(Info(ACL_DEV_ATTR_MAX_BLOCK_DIM_X), 2048);
    EXPECT_EQ(Info(ACL_DEV_ATTR_MAX_BLOCK_DIM_Y), 2048);
    EXPECT_EQ(Info(ACL_DEV_ATTR_MAX_BLOCK_DIM_Z), 2048);
    EXPECT_EQ(Info(ACL_DEV_ATTR_IS_VIRTUAL), 0);
    EXPECT_EQ(aclrtPeekAtLastError(ACL_RT_THREAD_LEVEL), ACL_SUCCESS);
    EXPECT_EQ(RecentErr(), "");
}

TEST_F(DeviceInfo, TotalGlobalMemIsTheSimulatedDeviceCapacity)
{
    ScopedEnv mem("ASCEND_SIM_DEVICE_MEMORY_MB", "64");
    Reinit();
    EXPECT_EQ(Info(ACL_DEV_ATTR_TOTAL_GLOBAL_MEM_SIZE), int64_t{64} << 20);
    size_t freeBytes = 0;
    size_t totalBytes = 0;
    ASSERT_EQ(aclrtGetMemInfo(ACL_HBM_MEM, &freeBytes, &totalBytes), ACL_SUCCESS);
    EXPECT_EQ(Info(ACL_DEV_ATTR_TOTAL_GLOBAL_MEM_SIZE), static_cast<int64_t>(totalBytes));
}

TEST_F(DeviceInfo, AnyConfiguredDeviceAnswersWithoutBeingSet)
{
    ScopedEnv count("ASCEND_SIM_DEVICE_COUNT", "2");
    Reinit();
    EXPECT_EQ(Info(ACL_DEV_ATTR_VECTOR_CORE_NUM, 1), static_cast<int64_t>(ascsim::ActiveSocProfile().aivCores));
    int64_t value = -1;
    EXPECT_EQ(aclrtGetDeviceInfo(2, ACL_DEV_ATTR_VECTOR_CORE_NUM, &value), ACL_ERROR_RT_INVALID_DEVICEID);
    EXPECT_EQ(value, -1);
    EXPECT_NE(RecentErr().find("aclrtGetDeviceInfo failed (error 107001): device id 2 is out of range [0, 2)"),
              std::string::npos);
}

TEST_F(DeviceInfo, BadArgumentsFailWithTheirCodesAndAreReported)
{
    int64_t value = -1;
    EXPECT_EQ(aclrtGetDeviceInfo(0, ACL_DEV_ATTR_VECTOR_CORE_NUM, nullptr), ACL_ERROR_INVALID_PARAM);
    EXPECT_NE(RecentErr().find("aclrtGetDeviceInfo failed (error 100000): value must not be null"), std::string::npos);

    EXPECT_EQ(aclrtGetDeviceInfo(64, ACL_DEV_ATTR_VECTOR_CORE_NUM, &value), ACL_ERROR_RT_INVALID_DEVICEID);
    EXPECT_EQ(aclrtGetDeviceInfo(0xFFFFFFFFU, ACL_DEV_ATTR_VECTOR_CORE_NUM, &value), ACL_ERROR_RT_INVALID_DEVICEID);
    EXPECT_NE(RecentErr().find("device id 4294967295 is out of range"), std::string::npos);

    // 150 lies in the enumeration's range but names no attribute.
    EXPECT_EQ(aclrtGetDeviceInfo(0, static_cast<aclrtDevAttr>(150), &value), ACL_ERROR_RT_PARAM_INVALID);
    EXPECT_NE(RecentErr().find("attr 150 is not an aclrtDevAttr value"), std::string::npos);
    EXPECT_EQ(value, -1);
}

TEST_F(DeviceInfo, AttributesWithoutSimulatedHardwareAreUnsupported)
{
    const std::vector<aclrtDevAttr> unsupported = {ACL_DEV_ATTR_AICPU_CORE_NUM,      ACL_DEV_ATTR_SMP_ID,
                                                   ACL_DEV_ATTR_PHY_CHIP_ID,         ACL_DEV_ATTR_SUPER_POD_DEVICE_ID,
                                                   ACL_DEV_ATTR_SUPER_POD_SERVER_ID, ACL_DEV_ATTR_SUPER_POD_ID,
                                                   ACL_DEV_ATTR_CUST_OP_PRIVILEGE,   ACL_DEV_ATTR_MAINBOARD_ID,
                                                   ACL_DEV_ATTR_HD_CONNECT_TYPE,     ACL_DEV_ATTR_DEVICE_FORM_FACTOR};
    for (aclrtDevAttr attr : unsupported) {
        int64_t value = -1;
        EXPECT_EQ(aclrtGetDeviceInfo(0, attr, &value), ACL_ERROR_RT_FEATURE_NOT_SUPPORT) << static_cast<int>(attr);
        EXPECT_EQ(value, -1);
        const std::string msg = RecentErr();
        EXPECT_NE(msg.find("aclrtGetDeviceInfo failed (error 207000): attr " + std::to_string(static_cast<int>(attr))),
                  std::string::npos)
            << msg;
    }
}

TEST(DeviceInfoUninitialised, NeedsAclInit)
{
    (void)aclFinalize();
    (void)aclGetRecentErrMsg();
    int64_t value = -1;
    EXPECT_EQ(aclrtGetDeviceInfo(0, ACL_DEV_ATTR_VECTOR_CORE_NUM, &value), ACL_ERROR_UNINITIALIZE);
    EXPECT_NE(RecentErr().find("aclrtGetDeviceInfo"), std::string::npos);
}

// 13_exception_handling.md#aclrtGetLastError: the thread's runtime error code, cleared by reading it.
TEST_F(LastError, GetReturnsTheFailedCallsCodeThenClearsIt)
{
    EXPECT_EQ(aclrtGetLastError(ACL_RT_THREAD_LEVEL), ACL_SUCCESS);
    EXPECT_EQ(aclrtSetDevice(999), ACL_ERROR_RT_INVALID_DEVICEID);
    EXPECT_EQ(aclrtPeekAtLastError(ACL_RT_THREAD_LEVEL), ACL_ERROR_RT_INVALID_DEVICEID);
    EXPECT_EQ(aclrtPeekAtLastError(ACL_RT_THREAD_LEVEL), ACL_ERROR_RT_INVALID_DEVICEID); // peek keeps it
    EXPECT_EQ(aclrtGetLastError(ACL_RT_THREAD_LEVEL), ACL_ERROR_RT_INVALID_DEVICEID);
    EXPECT_EQ(aclrtGetLastError(ACL_RT_THREAD_LEVEL), ACL_SUCCESS); // cleared
    EXPECT_EQ(aclrtPeekAtLastError(ACL_RT_THREAD_LEVEL), ACL_SUCCESS);
    // The message stays for aclGetRecentErrMsg, which is a separate record.
    EXPECT_NE(RecentErr().find("aclrtSetDevice failed (error 107001)"), std::string::npos);
}

TEST_F(LastError, TheNewestRuntimeFailureWinsAndSuccessesDoNotClearIt)
{
    int64_t value = 0;
    EXPECT_EQ(aclrtGetDeviceInfo(7, ACL_DEV_ATTR_WARP_SIZE, &value), ACL_ERROR_RT_INVALID_DEVICEID);
    EXPECT_EQ(aclrtGetDeviceInfo(0, ACL_DEV_ATTR_AICPU_CORE_NUM, &value), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
    EXPECT_EQ(aclrtGetDeviceInfo(0, ACL_DEV_ATTR_WARP_SIZE, &value), ACL_SUCCESS);
    EXPECT_EQ(aclrtGetLastError(ACL_RT_THREAD_LEVEL), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
    EXPECT_EQ(aclrtGetLastError(ACL_RT_THREAD_LEVEL), ACL_SUCCESS);
}

// Only Runtime codes (rt_error_codes.h) are kept: the acl layer's own checks do not set it.
TEST_F(LastError, AclLayerCodesAreNotRuntimeErrors)
{
    EXPECT_EQ(aclrtMalloc(nullptr, 64, ACL_MEM_MALLOC_HUGE_FIRST), ACL_ERROR_INVALID_PARAM);
    EXPECT_EQ(aclrtGetDeviceInfo(0, ACL_DEV_ATTR_WARP_SIZE, nullptr), ACL_ERROR_INVALID_PARAM);
    EXPECT_EQ(aclrtGetLastError(ACL_RT_THREAD_LEVEL), ACL_SUCCESS);
    EXPECT_NE(RecentErr(), "");
}

TEST_F(LastError, IsPerThread)
{
    EXPECT_EQ(aclrtSetDevice(-1), ACL_ERROR_RT_INVALID_DEVICEID);
    aclError seenByOther = -1;
    aclError otherOwn = -1;
    std::thread([&] {
        seenByOther = aclrtGetLastError(ACL_RT_THREAD_LEVEL);
        int32_t device = 0;
        (void)aclrtGetDevice(&device); // no device set on this thread: ACL_ERROR_RT_CONTEXT_NULL
        otherOwn = aclrtGetLastError(ACL_RT_THREAD_LEVEL);
        (void)aclGetRecentErrMsg();
    }).join();
    EXPECT_EQ(seenByOther, ACL_SUCCESS);
    EXPECT_EQ(otherOwn, ACL_ERROR_RT_CONTEXT_NULL);
    EXPECT_EQ(aclrtGetLastError(ACL_RT_THREAD_LEVEL), ACL_ERROR_RT_INVALID_DEVICEID);
}

TEST_F(LastError, OnlyTheThreadLevelExists)
{
    EXPECT_EQ(aclrtSetDevice(999), ACL_ERROR_RT_INVALID_DEVICEID);
    (void)aclGetRecentErrMsg();
    const auto contextLevel = static_cast<aclrtLastErrLevel>(1);
    EXPECT_EQ(aclrtGetLastError(contextLevel), ACL_ERROR_INVALID_PARAM);
    EXPECT_NE(RecentErr().find("aclrtGetLastError failed (error 100000): level 1 is not ACL_RT_THREAD_LEVEL"),
              std::string::npos);
    EXPECT_EQ(aclrtPeekAtLastError(contextLevel), ACL_ERROR_INVALID_PARAM);
    EXPECT_NE(RecentErr().find("aclrtPeekAtLastError failed (error 100000)"), std::string::npos);
    // The rejected calls neither read nor replaced the thread's error.
    EXPECT_EQ(aclrtGetLastError(ACL_RT_THREAD_LEVEL), ACL_ERROR_RT_INVALID_DEVICEID);
}

TEST(LastErrorUninitialised, NeedsNoAclInit)
{
    (void)aclFinalize();
    (void)aclGetRecentErrMsg();
    (void)aclrtGetLastError(ACL_RT_THREAD_LEVEL);
    int32_t device = 0;
    EXPECT_EQ(aclrtGetDevice(&device), ACL_ERROR_UNINITIALIZE); // an acl-layer code: not recorded
    EXPECT_EQ(aclrtGetLastError(ACL_RT_THREAD_LEVEL), ACL_SUCCESS);
    (void)aclGetRecentErrMsg();
}
