// assert.simt-stack-overflow (内存层级.md, GM上的SIMT栈空间; aclInit, SIMT算子栈空间大小配置示例): a SIMT thread's
// local arrays live on its SIMT stack, 1152 bytes by default and simt_stack_size bytes (rounded up to 128) when
// aclInit's file or aclrtDeviceSetLimit sets it; a thread that needs more stops the kernel with the runtime's
// errcode 354. The kernels are written in the form bisheng gives them: a StackObject after each local array
// (tests/bisheng checks it).
#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "simt_api/asc_simt.h"
#include "simt_test_util.h"

namespace {

// out[i] = sum of a local array of N floats filled with 1..N; with `inner`, a nested block holds a second array
// of M floats while the first is live. Source: `float buf[N]; ... { float more[M]; ... }`.
template <uint32_t N, uint32_t M = 0>
__global__ void sum_local(float* out, uint32_t n)
{
    ::ascsim::simt::CheckLaunchBounds(0);
    const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) {
        return;
    }
    float buf[N];
    ::ascsim::simt::StackObject ascsim_stack_object_0(sizeof(buf));
    float sum = 0;
    for (uint32_t k = 0; k < N; ++k) {
        buf[k] = static_cast<float>(k + 1);
    }
    for (uint32_t k = 0; k < N; ++k) {
        sum += buf[k];
    }
    if constexpr (M != 0) {
        float more[M];
        ::ascsim::simt::StackObject ascsim_stack_object_1(sizeof(more));
        for (uint32_t k = 0; k < M; ++k) {
            more[k] = 1.0f;
            sum += more[k];
        }
    }
    out[::ascsim::simt::GmIndex(out, i, 'w')] = sum;
}

// A loop whose body declares a 1 KB array: each iteration's array ends with the iteration.
__global__ void loop_local(float* out, uint32_t n)
{
    ::ascsim::simt::CheckLaunchBounds(0);
    const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    float sum = 0;
    for (uint32_t it = 0; it < 4; ++it) {
        float tmp[256];
        ::ascsim::simt::StackObject ascsim_stack_object_0(sizeof(tmp));
        tmp[it] = static_cast<float>(it);
        sum += tmp[it];
    }
    if (i < n) {
        out[::ascsim::simt::GmIndex(out, i, 'w')] = sum;
    }
}

constexpr uint32_t kThreads = 64;

struct SimtStack : SimtTest {
    float* out = nullptr;
    void SetUp() override
    {
        SimtTest::SetUp();
        out = Device(std::vector<float>(kThreads, 0.0f));
    }
    // Restarts the runtime with aclInit(file holding `json`).
    void Reinit(const std::string& json)
    {
        SimtTest::TearDown();
        owned.clear();
        char path[] = "/tmp/ascsim_simt_stack_XXXXXX";
        const int fd = mkstemp(path);
        ASSERT_GE(fd, 0);
        ASSERT_EQ(write(fd, json.data(), json.size()), static_cast<ssize_t>(json.size()));
        close(fd);
        ASSERT_EQ(aclInit(path), ACL_SUCCESS);
        std::remove(path);
        ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
        ASSERT_EQ(aclrtCreateStream(&stream), ACL_SUCCESS);
        out = Device(std::vector<float>(kThreads, 0.0f));
    }
    std::string Failure()
    {
        EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
        return aclGetRecentErrMsg();
    }
    void ExpectSums(float expected)
    {
        ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
        for (float v : Host(out, kThreads)) {
            ASSERT_EQ(v, expected);
        }
    }
};

const char kOverflow[] = "The extend info: errcode:(354) errorStr: The VEC SIMT stack overflows.";

TEST_F(SimtStack, ArraysUpToTheDefault1152BytesRun)
{
    SIMT_LAUNCH((sum_local<288>), dim3(1), dim3(kThreads), 0, stream, out, kThreads); // 1152 bytes
    ExpectSums(288.0f * 289.0f / 2);
    SIMT_LAUNCH((sum_local<200, 88>), dim3(1), dim3(kThreads), 0, stream, out, kThreads); // 800 + 352 bytes
    ExpectSums(200.0f * 201.0f / 2 + 88);
    SIMT_LAUNCH(loop_local, dim3(1), dim3(kThreads), 0, stream, out, kThreads); // 1 KB at a time, 4 times
    ExpectSums(0 + 1 + 2 + 3);
}

TEST_F(SimtStack, AThreadWhoseArraysPassTheDefaultStopsTheKernelWithErrcode354)
{
    SIMT_LAUNCH((sum_local<320>), dim3(1), dim3(kThreads), 0, stream, out, kThreads); // 1280 bytes
    std::string msg = Failure();
    EXPECT_NE(msg.find(kOverflow), std::string::npos) << msg;
    EXPECT_NE(msg.find("thread (0, 0, 0) of block (0, 0, 0): its local arrays take 1280 bytes of its 1152-byte"),
              std::string::npos)
        << msg;
    // Two arrays live together count together.
    SIMT_LAUNCH((sum_local<200, 89>), dim3(1), dim3(kThreads), 0, stream, out, kThreads); // 800 + 356 bytes
    msg = Failure();
    EXPECT_NE(msg.find("take 1156 bytes"), std::string::npos) << msg;
}

TEST_F(SimtStack, SimtStackSizeOfAclInitsFileRaisesTheLimitRoundedUpTo128)
{
    Reinit(R"({"StackSize": {"simt_stack_size": 1200, "simt_divergence_stack_size": 512}})"); // 1280 bytes
    SIMT_LAUNCH((sum_local<320>), dim3(1), dim3(kThreads), 0, stream, out, kThreads);
    ExpectSums(320.0f * 321.0f / 2);
    SIMT_LAUNCH((sum_local<321>), dim3(1), dim3(kThreads), 0, stream, out, kThreads); // 1284 bytes
    const std::string msg = Failure();
    EXPECT_NE(msg.find("take 1284 bytes of its 1280-byte"), std::string::npos) << msg;
}

TEST_F(SimtStack, AclrtDeviceSetLimitBeforeSetDeviceSetsTheStackToo)
{
    SimtTest::TearDown();
    owned.clear();
    ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
    ASSERT_EQ(aclrtDeviceSetLimit(ACL_RT_DEV_LIMIT_SIMT_STACK_SIZE, 1280), ACL_SUCCESS);
    ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
    ASSERT_EQ(aclrtCreateStream(&stream), ACL_SUCCESS);
    out = Device(std::vector<float>(kThreads, 0.0f));
    SIMT_LAUNCH((sum_local<320>), dim3(1), dim3(kThreads), 0, stream, out, kThreads);
    ExpectSums(320.0f * 321.0f / 2);
}

} // namespace
