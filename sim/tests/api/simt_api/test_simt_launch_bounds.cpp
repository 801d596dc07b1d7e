// memcheck.simt-launch-bounds (SIMT编程简介/扩展语法/核函数配置.md, __launch_bounds__(N)): a block holds at most N
// threads, 1024 for a kernel without the qualifier, and N lies in [1, 2048]. The kernels are written in the form
// bisheng gives them (tests/bisheng/test_simt_gm_rewriter.cpp checks the rewriting).
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "simt_api/asc_simt.h"
#include "simt_test_util.h"

namespace {

// out[block * threads + flat thread id] = that flat id + 1.
__simt_callee__ inline void Record(uint32_t* out)
{
    const uint32_t threads = blockDim.x * blockDim.y * blockDim.z;
    const uint32_t flat = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    out[blockIdx.x * threads + flat] = flat + 1;
}

// Source: `__global__ __launch_bounds__(N) void count(uint32_t* out)`, and for N = 0 the kernel without the qualifier.
template <long long N>
__global__ void count(uint32_t* out)
{
    ::ascsim::simt::CheckLaunchBounds(N);
    Record(out);
}

struct SimtLaunchBounds : SimtTest {
    uint32_t* out = nullptr;
    void SetUp() override
    {
        SimtTest::SetUp();
        out = Device(std::vector<uint32_t>(2 * 2048, 0));
    }
    std::string Failure()
    {
        EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
        return aclGetRecentErrMsg();
    }
};

TEST_F(SimtLaunchBounds, BlocksWithinTheBoundRun)
{
    uint32_t* a = Device(std::vector<uint32_t>(2 * 1024, 0));
    uint32_t* b = Device(std::vector<uint32_t>(2 * 2048, 0));
    uint32_t* c = Device(std::vector<uint32_t>(2 * 256, 0));
    SIMT_LAUNCH(count<0>, dim3(2), dim3(32, 32), 0, stream, a);
    SIMT_LAUNCH(count<2048>, dim3(2), dim3(2048), 0, stream, b);
    SIMT_LAUNCH(count<256>, dim3(2), dim3(16, 4, 4), 0, stream, c);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    for (const auto& [dev, threads] : {std::pair<uint32_t*, uint32_t>{a, 1024}, {b, 2048}, {c, 256}}) {
        const std::vector<uint32_t> host = Host(dev, 2 * threads);
        for (uint32_t i = 0; i < 2 * threads; ++i) {
            ASSERT_EQ(host[i], i % threads + 1) << threads << " " << i;
        }
    }
}

TEST_F(SimtLaunchBounds, WithoutTheQualifierABlockHoldsAt1024Threads)
{
    SIMT_LAUNCH(count<0>, dim3(1), dim3(1025), 0, stream, out);
    const std::string msg = Failure();
    EXPECT_NE(msg.find("memcheck"), std::string::npos) << msg;
    EXPECT_NE(msg.find("threads_per_block (1025, 1, 1) holds 1025 threads: more than 1024, the most a kernel without "
                       "__launch_bounds__ takes"),
              std::string::npos)
        << msg;
}

TEST_F(SimtLaunchBounds, ABlockBeyondTheKernelsBoundFails)
{
    SIMT_LAUNCH(count<256>, dim3(1), dim3(16, 16, 2), 0, stream, out);
    const std::string msg = Failure();
    EXPECT_NE(
        msg.find("threads_per_block (16, 16, 2) holds 512 threads: more than the kernel's __launch_bounds__(256)"),
        std::string::npos)
        << msg;
}

TEST_F(SimtLaunchBounds, ABoundOutsideTheRangeFails)
{
    SIMT_LAUNCH(count<4096>, dim3(1), dim3(64), 0, stream, out);
    const std::string msg = Failure();
    EXPECT_NE(msg.find("__launch_bounds__(4096) is outside [1, 2048]"), std::string::npos) << msg;
}

} // namespace
