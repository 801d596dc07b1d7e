// asc_vf_call<funcPtr>(dim3, args...): a SIMD kernel starts a SIMT VF on its core
// (SIMD与SIMT混合编程简介/扩展语法/核函数配置-147.md, asc_vf_call调用): the VF's grid is one-dimensional,
// gridDim.x = block_num and blockIdx.x = block_idx (same page, <<<>>>调用), and it runs 1 to 2048 threads.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "ascendc_sim/lang/asc_prelude.h"
#include "kernel_operator.h"
#include "simt_api/asc_simt.h"

namespace {

constexpr uint32_t kThreads = 64;

__simt_vf__ __launch_bounds__(kThreads) inline void simt_record(__gm__ uint32_t* out, uint32_t salt)
{
    const uint32_t t = threadIdx.x + threadIdx.y * blockDim.x;
    out[blockIdx.x * kThreads + t] = salt + gridDim.x * 100000 + blockIdx.x * 1000 + threadIdx.y * 100 + threadIdx.x +
                                     (blockIdx.y + blockIdx.z + gridDim.y + gridDim.z - 2) * 7;
}

__global__ __vector__ void mixed_kernel(__gm__ uint32_t* out) { asc_vf_call<simt_record>(dim3(32, 2), out, 5u); }

__global__ __vector__ void too_many_threads(__gm__ uint32_t* out) { asc_vf_call<simt_record>(dim3(64, 33), out, 0u); }

struct SimtVfCallTest : ::testing::Test {
    void SetUp() override
    {
        ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
        ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
        ASSERT_EQ(aclrtCreateStream(&stream), ACL_SUCCESS);
        ASSERT_EQ(aclrtMalloc(reinterpret_cast<void**>(&out), kBlocks * kThreads * sizeof(uint32_t),
                              ACL_MEM_MALLOC_HUGE_FIRST),
                  ACL_SUCCESS);
    }
    void TearDown() override
    {
        (void)aclrtFree(out);
        (void)aclrtDestroyStream(stream);
        (void)aclrtResetDevice(0);
        (void)aclFinalize();
    }
    static constexpr uint32_t kBlocks = 3;
    aclrtStream stream = nullptr;
    uint32_t* out = nullptr;
};

TEST_F(SimtVfCallTest, TheVfSeesTheKernelsBlocksAsAOneDimensionalGrid)
{
    ::ascsim::asc::KernelLaunch(
        ::ascsim::asc::LaunchSite{__FILE__, __LINE__, "mixed_kernel"}, kBlocks, 0, stream,
        [](auto&&... a) { mixed_kernel(a...); }, out);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    std::vector<uint32_t> got(kBlocks * kThreads);
    ASSERT_EQ(aclrtMemcpy(got.data(), got.size() * 4, out, got.size() * 4, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    for (uint32_t b = 0; b < kBlocks; ++b) {
        for (uint32_t y = 0; y < 2; ++y) {
            for (uint32_t x = 0; x < 32; ++x) {
                EXPECT_EQ(got[b * kThreads + y * 32 + x], 5 + kBlocks * 100000 + b * 1000 + y * 100 + x)
                    << b << " " << y << " " << x;
            }
        }
    }
}

TEST_F(SimtVfCallTest, AVfOfMoreThan2048ThreadsIsRefused)
{
    ::ascsim::asc::KernelLaunch(
        ::ascsim::asc::LaunchSite{__FILE__, __LINE__, "too_many_threads"}, 1, 0, stream,
        [](auto&&... a) { too_many_threads(a...); }, out);
    EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
    const std::string err = aclGetRecentErrMsg();
    EXPECT_NE(err.find("threadNums (64, 33, 1) holds 2112 threads: a SIMT VF runs 1 to 2048"), std::string::npos)
        << err;
    EXPECT_NE(err.find("kernel launch too_many_threads<<<...>>> failed"), std::string::npos) << err;
}

} // namespace
