// aclInit / aclFinalize and device management
// (docs/zh/api_ref/02_initialization_and_deinitialization.md, 04_device_management.md).
#include <unistd.h>

#include <cstdio>
#include <string>
#include <thread>

#include "acl_test_util.h"

namespace {

struct Uninitialised : ::testing::Test {
    void SetUp() override
    {
        (void)aclFinalize();
        (void)aclGetRecentErrMsg();
    }
    void TearDown() override
    {
        (void)aclFinalize();
        (void)aclGetRecentErrMsg();
    }
};

std::string WriteTempFile(const std::string& content)
{
    char path[] = "/tmp/ascsim_acl_cfg_XXXXXX";
    const int fd = mkstemp(path);
    EXPECT_GE(fd, 0);
    EXPECT_EQ(write(fd, content.data(), content.size()), static_cast<ssize_t>(content.size()));
    close(fd);
    return path;
}

} // namespace

TEST_F(Uninitialised, CallsBeforeAclInitReturnUninitialize)
{
    uint32_t count = 0;
    EXPECT_EQ(aclrtGetDeviceCount(&count), ACL_ERROR_UNINITIALIZE);
    EXPECT_NE(RecentErr().find("aclInit"), std::string::npos);
    void* p = nullptr;
    EXPECT_EQ(aclrtMalloc(&p, 64, ACL_MEM_MALLOC_HUGE_FIRST), ACL_ERROR_UNINITIALIZE);
    EXPECT_EQ(aclrtMallocHost(&p, 64), ACL_ERROR_UNINITIALIZE);
    aclrtStream s = nullptr;
    EXPECT_EQ(aclrtCreateStream(&s), ACL_ERROR_UNINITIALIZE);
    EXPECT_EQ(aclrtSynchronizeDevice(), ACL_ERROR_UNINITIALIZE);
    const std::string msg = RecentErr();
    EXPECT_NE(msg.find("aclrtCreateStream"), std::string::npos);
    EXPECT_NE(msg.find("aclrtSynchronizeDevice"), std::string::npos);
    EXPECT_FALSE(ascsim::rt::IsInitialized());
}

// aclrtSetDevice before aclInit initialises the runtime (the official hello_world example does
// it); a later aclInit is accepted once, a second one is a repeat, aclFinalize ends both.
TEST_F(Uninitialised, SetDeviceInitialisesImplicitlyAndOneLaterAclInitIsAccepted)
{
    ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
    EXPECT_TRUE(ascsim::rt::IsInitialized());
    aclrtStream s = nullptr;
    ASSERT_EQ(aclrtCreateStream(&s), ACL_SUCCESS);
    EXPECT_EQ(aclInit(nullptr), ACL_SUCCESS);
    EXPECT_EQ(aclInit(nullptr), ACL_ERROR_REPEAT_INITIALIZE);
    EXPECT_EQ(aclrtDestroyStream(s), ACL_SUCCESS);
    EXPECT_EQ(aclrtResetDevice(0), ACL_SUCCESS);
    EXPECT_EQ(aclFinalize(), ACL_SUCCESS);
    EXPECT_FALSE(ascsim::rt::IsInitialized());
    // After aclFinalize the runtime is down again until the next aclInit or aclrtSetDevice.
    uint32_t count = 0;
    EXPECT_EQ(aclrtGetDeviceCount(&count), ACL_ERROR_UNINITIALIZE);
}

TEST_F(Uninitialised, InitFinalizeAndRepeats)
{
    EXPECT_EQ(aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
    EXPECT_NE(RecentErr().find("aclFinalize"), std::string::npos);
    EXPECT_EQ(aclInit(nullptr), ACL_SUCCESS);
    EXPECT_TRUE(ascsim::rt::IsInitialized());
    // Documented: a repeated aclInit returns ACL_ERROR_REPEAT_INITIALIZE; one aclFinalize suffices.
    EXPECT_EQ(aclInit(nullptr), ACL_ERROR_REPEAT_INITIALIZE);
    EXPECT_NE(RecentErr().find("already initialised"), std::string::npos);
    EXPECT_EQ(aclFinalize(), ACL_SUCCESS);
    EXPECT_FALSE(ascsim::rt::IsInitialized());
    EXPECT_EQ(aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
    // Sequential re-initialisation is supported.
    EXPECT_EQ(aclInit(nullptr), ACL_SUCCESS);
    EXPECT_EQ(aclFinalize(), ACL_SUCCESS);
}

TEST_F(Uninitialised, ConfigFile)
{
    const std::string good = WriteTempFile("  {\n}\n");
    EXPECT_EQ(aclInit(good.c_str()), ACL_SUCCESS);
    EXPECT_EQ(aclFinalize(), ACL_SUCCESS);
    const std::string dump = WriteTempFile(R"({"dump": {"dump_path": "/tmp"}})");
    EXPECT_EQ(aclInit(dump.c_str()), ACL_SUCCESS);
    EXPECT_EQ(aclFinalize(), ACL_SUCCESS);

    EXPECT_EQ(aclInit("/nonexistent/ascsim/acl.json"), ACL_ERROR_INVALID_FILE);
    EXPECT_NE(RecentErr().find("/nonexistent/ascsim/acl.json"), std::string::npos);
    EXPECT_FALSE(ascsim::rt::IsInitialized());

    const std::string bad = WriteTempFile("not json");
    EXPECT_EQ(aclInit(bad.c_str()), ACL_ERROR_PARSE_FILE);
    EXPECT_NE(RecentErr().find("JSON"), std::string::npos);
    const std::string empty = WriteTempFile("");
    EXPECT_EQ(aclInit(empty.c_str()), ACL_ERROR_PARSE_FILE);
    EXPECT_FALSE(ascsim::rt::IsInitialized());
    std::remove(good.c_str());
    std::remove(dump.c_str());
    std::remove(bad.c_str());
    std::remove(empty.c_str());
}

// aclInit, "SIMT算子栈空间大小配置示例": "StackSize" sets the SIMT stack (bytes per thread, default 1152) and the
// divergence stack (bytes per warp, default 1024), each rounded up to a multiple of 128; aclInit(nullptr) and
// an implicit initialisation use the defaults.
TEST_F(Uninitialised, ConfigFileSetsTheSimtStackSizes)
{
    using ascsim::rt::SimtDivergenceStackBytes;
    using ascsim::rt::SimtThreadStackBytes;
    const std::string sized = WriteTempFile(
        R"({"StackSize": {"simt_stack_size": 1280, "simt_divergence_stack_size": 500}, "x": [1, {}]})");
    ASSERT_EQ(aclInit(sized.c_str()), ACL_SUCCESS);
    ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS); // limits take effect when a device is set (device_limit_test.cpp)
    EXPECT_EQ(SimtThreadStackBytes(), 1280u);
    EXPECT_EQ(SimtDivergenceStackBytes(), 512u); // rounded up to 128
    EXPECT_EQ(aclFinalize(), ACL_SUCCESS);
    ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
    ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
    EXPECT_EQ(SimtThreadStackBytes(), 1152u);
    EXPECT_EQ(SimtDivergenceStackBytes(), 1024u);
    EXPECT_EQ(aclFinalize(), ACL_SUCCESS);
    // One of the two may be 0.
    const std::string noDivergence = WriteTempFile(R"({"StackSize": {"simt_divergence_stack_size": 0}})");
    ASSERT_EQ(aclInit(noDivergence.c_str()), ACL_SUCCESS);
    ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
    EXPECT_EQ(SimtDivergenceStackBytes(), 0u);
    EXPECT_EQ(aclFinalize(), ACL_SUCCESS);
    std::remove(noDivergence.c_str());

    // A size that is not a whole number of bytes, a "StackSize" that is not an object, broken JSON, nesting past
    // aclInit's 10 levels and two SIMT stacks of 0 bytes are refused with the reason.
    const char* const bad[] = {R"({"StackSize": {"simt_stack_size": -128}})",
                               R"({"StackSize": {"simt_stack_size": "1280"}})",
                               R"({"StackSize": {"simt_stack_size": {"bytes": 1280}}})",
                               R"({"StackSize": {"simt_divergence_stack_size": 12.5}})",
                               R"({"StackSize": 1280})",
                               R"({"StackSize": {"simt_stack_size": 1280,}})",
                               R"({"a": [[[[[[[[[[[1]]]]]]]]]]]})",
                               R"({"a": 1} x)",
                               R"({"StackSize": {"simt_stack_size": 0, "simt_divergence_stack_size": 0}})"};
    const char* const why[] = {"whole number", "not a number", "not a number", "whole number", "not an object",
                               "not a string", "10 levels",    "text after",   "both 0"};
    static_assert(sizeof(bad) == sizeof(why), "one reason per file");
    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); ++i) {
        const std::string path = WriteTempFile(bad[i]);
        EXPECT_EQ(aclInit(path.c_str()), ACL_ERROR_PARSE_FILE) << bad[i];
        EXPECT_NE(RecentErr().find(why[i]), std::string::npos) << bad[i];
        EXPECT_FALSE(ascsim::rt::IsInitialized());
        std::remove(path.c_str());
    }
    std::remove(sized.c_str());
}

TEST_F(Uninitialised, DeviceCountComesFromTheEnvironment)
{
    {
        ScopedEnv env("ASCEND_SIM_DEVICE_COUNT", nullptr);
        ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
        uint32_t count = 0;
        EXPECT_EQ(aclrtGetDeviceCount(&count), ACL_SUCCESS);
        EXPECT_EQ(count, 1u);
        EXPECT_EQ(aclFinalize(), ACL_SUCCESS);
    }
    {
        ScopedEnv env("ASCEND_SIM_DEVICE_COUNT", "3");
        ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
        uint32_t count = 0;
        EXPECT_EQ(aclrtGetDeviceCount(&count), ACL_SUCCESS);
        EXPECT_EQ(count, 3u);
        EXPECT_EQ(aclrtSetDevice(2), ACL_SUCCESS);
        EXPECT_EQ(aclrtSetDevice(3), ACL_ERROR_RT_INVALID_DEVICEID);
        EXPECT_EQ(aclFinalize(), ACL_SUCCESS);
    }
    {
        ScopedEnv env("ASCEND_SIM_DEVICE_COUNT", "banana"); // invalid: warning, default 1
        ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
        uint32_t count = 0;
        EXPECT_EQ(aclrtGetDeviceCount(&count), ACL_SUCCESS);
        EXPECT_EQ(count, 1u);
        EXPECT_EQ(aclrtGetDeviceCount(nullptr), ACL_ERROR_INVALID_PARAM);
        EXPECT_EQ(aclFinalize(), ACL_SUCCESS);
    }
}

TEST_F(Uninitialised, SocNameDefaultsToAscend950PRAndFollowsTheEnvironment)
{
    {
        ScopedEnv env("ASCEND_SIM_SOC", nullptr);
        ASSERT_NE(aclrtGetSocName(), nullptr);
        EXPECT_STREQ(aclrtGetSocName(), "Ascend950PR");
    }
    const char* before = aclrtGetSocName();
    {
        ScopedEnv env("ASCEND_SIM_SOC", "Ascend950DT");
        EXPECT_STREQ(aclrtGetSocName(), "Ascend950DT");
    }
    EXPECT_STREQ(before, "Ascend950PR"); // earlier pointers stay valid
}

TEST_F(AclTest, GetDeviceAndRunMode)
{
    int32_t device = -1;
    EXPECT_EQ(aclrtGetDevice(&device), ACL_SUCCESS);
    EXPECT_EQ(device, 0);
    EXPECT_EQ(ascsim::rt::CurrentDevice(), 0);
    EXPECT_EQ(aclrtGetDevice(nullptr), ACL_ERROR_INVALID_PARAM);
    aclrtRunMode mode = ACL_DEVICE;
    EXPECT_EQ(aclrtGetRunMode(&mode), ACL_SUCCESS);
    EXPECT_EQ(mode, ACL_HOST);
    EXPECT_EQ(aclrtGetRunMode(nullptr), ACL_ERROR_INVALID_PARAM);
}

TEST_F(AclTest, ThreadWithoutDeviceGetsContextNull)
{
    aclError rc = ACL_SUCCESS;
    int32_t current = 0;
    std::string msg;
    std::thread([&] {
        int32_t device = -1;
        rc = aclrtGetDevice(&device);
        current = ascsim::rt::CurrentDevice();
        msg = RecentErr();
    }).join();
    EXPECT_EQ(rc, ACL_ERROR_RT_CONTEXT_NULL);
    EXPECT_EQ(current, -1);
    EXPECT_NE(msg.find("aclrtSetDevice"), std::string::npos);
    EXPECT_EQ(RecentErr(), ""); // the other thread's message is not ours
}

TEST_F(AclTest, InvalidDeviceIds)
{
    EXPECT_EQ(aclrtSetDevice(1), ACL_ERROR_RT_INVALID_DEVICEID);
    EXPECT_NE(RecentErr().find("device id 1"), std::string::npos);
    EXPECT_EQ(aclrtSetDevice(-1), ACL_ERROR_RT_INVALID_DEVICEID);
    EXPECT_EQ(aclrtResetDevice(7), ACL_ERROR_RT_INVALID_DEVICEID);
}

TEST_F(AclTest, SetAndResetAreReferenceCounted)
{
    EXPECT_EQ(aclrtSetDevice(0), ACL_SUCCESS); // second reference
    EXPECT_EQ(aclrtResetDevice(0), ACL_SUCCESS);
    int32_t device = -1;
    EXPECT_EQ(aclrtGetDevice(&device), ACL_SUCCESS); // one reference left: still set
    EXPECT_EQ(aclrtResetDevice(0), ACL_SUCCESS);
    EXPECT_EQ(aclrtGetDevice(&device), ACL_ERROR_RT_CONTEXT_NULL);
    EXPECT_EQ(ascsim::rt::CurrentDevice(), -1);
    (void)aclGetRecentErrMsg();
    EXPECT_EQ(aclrtResetDevice(0), ACL_ERROR_RT_CONTEXT_NULL); // not set any more
    EXPECT_NE(RecentErr().find("not set"), std::string::npos);
    EXPECT_EQ(aclrtSetDevice(0), ACL_SUCCESS); // usable again
    EXPECT_EQ(aclrtGetDevice(&device), ACL_SUCCESS);
}

TEST_F(AclTest, FinalizeResetsDevices)
{
    ASSERT_EQ(aclFinalize(), ACL_SUCCESS);
    ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
    int32_t device = -1;
    EXPECT_EQ(aclrtGetDevice(&device), ACL_ERROR_RT_CONTEXT_NULL);
}

TEST_F(AclTest, SynchronizeDevice)
{
    EXPECT_EQ(aclrtSynchronizeDevice(), ACL_SUCCESS);
    EXPECT_EQ(aclrtSynchronizeDeviceWithTimeout(-1), ACL_SUCCESS);
    EXPECT_EQ(aclrtSynchronizeDeviceWithTimeout(100), ACL_SUCCESS);
    EXPECT_EQ(aclrtSynchronizeDeviceWithTimeout(0), ACL_ERROR_INVALID_PARAM);
    EXPECT_EQ(aclrtSynchronizeDeviceWithTimeout(-5), ACL_ERROR_INVALID_PARAM);
    EXPECT_NE(RecentErr().find("timeout"), std::string::npos);
}

TEST_F(Uninitialised, MultipleDevicesPerThread)
{
    ScopedEnv env("ASCEND_SIM_DEVICE_COUNT", "2");
    ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
    EXPECT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
    EXPECT_EQ(aclrtSetDevice(1), ACL_SUCCESS);
    int32_t device = -1;
    EXPECT_EQ(aclrtGetDevice(&device), ACL_SUCCESS);
    EXPECT_EQ(device, 1);
    EXPECT_EQ(aclrtSetDevice(0), ACL_SUCCESS); // switch back
    EXPECT_EQ(aclrtGetDevice(&device), ACL_SUCCESS);
    EXPECT_EQ(device, 0);
    EXPECT_EQ(aclrtResetDevice(1), ACL_SUCCESS); // device 1 gone, device 0 still current
    EXPECT_EQ(aclrtGetDevice(&device), ACL_SUCCESS);
    EXPECT_EQ(device, 0);
    EXPECT_EQ(aclFinalize(), ACL_SUCCESS);
}
