// An operator package's SIMT kernel gets bisheng's device-code checks: the simulator compiles op kernels
// through bisheng's launcher (sim/tools/bisheng/compile_launcher.h), so SimtDouble's 1280-byte local array
// counts against the SIMT stack (assert.simt-stack-overflow) as it does in a kernel bisheng compiles directly.
// Compiled with the plain C++ compiler, the array went uncounted and the launch passed.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "acl/acl.h"
#include "aclnn/aclnn_base.h"
#include "aclnn_simt_double.h"

namespace {

// y = SimtDouble(x) for n elements; x_i = i % 97 - 48. False if the launch failed (the message in `error`).
bool RunSimtDouble(int64_t n, std::vector<float>& y, std::string& error)
{
    std::vector<float> x(n);
    for (int64_t i = 0; i < n; ++i) {
        x[i] = static_cast<float>(i % 97) - 48.0f;
    }
    const size_t bytes = static_cast<size_t>(n) * sizeof(float);
    void* dev[2] = {nullptr, nullptr};
    for (auto& d : dev) {
        EXPECT_EQ(aclrtMalloc(&d, bytes, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    }
    EXPECT_EQ(aclrtMemcpy(dev[0], bytes, x.data(), bytes, ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
    const int64_t shape[1] = {n};
    const int64_t stride[1] = {1};
    aclTensor* t[2];
    for (int i = 0; i < 2; ++i) {
        t[i] = aclCreateTensor(shape, 1, ACL_FLOAT, stride, 0, ACL_FORMAT_ND, shape, 1, dev[i]);
    }
    uint64_t ws = 0;
    aclOpExecutor* exe = nullptr;
    bool ok = aclnnSimtDoubleGetWorkspaceSize(t[0], t[1], &ws, &exe) == ACLNN_SUCCESS;
    EXPECT_TRUE(ok);
    ok = ok && aclnnSimtDouble(nullptr, ws, exe, nullptr) == ACLNN_SUCCESS;
    ok = ok && aclrtSynchronizeStream(nullptr) == ACL_SUCCESS;
    if (ok) {
        y.resize(n);
        EXPECT_EQ(aclrtMemcpy(y.data(), bytes, dev[1], bytes, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    } else {
        error = aclGetRecentErrMsg();
    }
    for (int i = 0; i < 2; ++i) {
        aclDestroyTensor(t[i]);
        aclrtFree(dev[i]);
    }
    return ok;
}

struct SimtOpKernel : ::testing::Test {
    void TearDown() override
    {
        aclrtResetDevice(0);
        aclFinalize();
    }
};

TEST_F(SimtOpKernel, LocalArrayOverTheDefaultSimtStackStopsTheLaunch)
{
    ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
    ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
    std::vector<float> y;
    std::string error;
    EXPECT_FALSE(RunSimtDouble(1000, y, error));
    EXPECT_NE(error.find("errcode:(354)"), std::string::npos) << error;
    EXPECT_NE(error.find("1280 bytes of its 1152-byte SIMT stack"), std::string::npos) << error;
}

TEST_F(SimtOpKernel, RaisedSimtStackLimitRunsTheKernel)
{
    ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
    ASSERT_EQ(aclrtDeviceSetLimit(ACL_RT_DEV_LIMIT_SIMT_STACK_SIZE, 1280), ACL_SUCCESS);
    ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
    const int64_t n = 3000; // 4 cores of 256 threads, each thread striding over 3 elements or fewer
    std::vector<float> y;
    std::string error;
    ASSERT_TRUE(RunSimtDouble(n, y, error)) << error;
    for (int64_t i = 0; i < n; ++i) {
        ASSERT_EQ(y[i], 2.0f * (static_cast<float>(i % 97) - 48.0f)) << "element " << i;
    }
}

} // namespace
