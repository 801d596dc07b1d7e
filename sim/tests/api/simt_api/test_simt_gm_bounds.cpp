// memcheck.simt-gm-bounds: a SIMT thread's element access through a kernel pointer parameter must lie in the
// device allocation the pointer points into (SIMT编程简介/扩展语法/核函数配置.md, 核函数定义: pointer parameters
// point to Global Memory). The kernels are written in the form bisheng gives them
// (tests/bisheng/test_simt_gm_rewriter.cpp checks the rewriting).
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "simt_api/asc_simt.h"
#include "simt_test_util.h"

namespace {

constexpr uint32_t kBlocks = 4;
constexpr uint32_t kThreads = 64;
constexpr uint32_t kN = kBlocks * kThreads;

// out[i] = in[i + shift] * 2 (source: `out[i] = in[i + shift] * 2.0f;`)
__global__ void copy_shifted(const float* in, float* out, int32_t shift)
{
    const int32_t i = static_cast<int32_t>(blockIdx.x * blockDim.x + threadIdx.x);
    out[::ascsim::simt::GmIndex(out, i, 'w')] = in[::ascsim::simt::GmIndex(in, i + shift, 'r')] * 2.0f;
}

// out[i - shift] = in[i] (source: `out[i - shift] = in[i];`)
__global__ void store_shifted(const float* in, float* out, int32_t shift)
{
    const int32_t i = static_cast<int32_t>(blockIdx.x * blockDim.x + threadIdx.x);
    out[::ascsim::simt::GmIndex(out, i - shift, 'w')] = in[::ascsim::simt::GmIndex(in, i, 'r')];
}

// out[i] = in[at] (source: `out[i] = in[at];` with a 64-bit unsigned index)
__global__ void read_at(const float* in, float* out, uint64_t at)
{
    out[::ascsim::simt::GmIndex(out, threadIdx.x, 'w')] = in[::ascsim::simt::GmIndex(in, at, 'r')];
}

// A pointer into the thread's own stack and one into UB are not GM: nothing to check (source:
// `float local[2] = {...}; float* p = local; out[i] = p[1] + ub[0];` with p and ub pointer parameters of a callee).
__simt_callee__ inline float sum_of(const float* p, const float* ub)
{
    return p[::ascsim::simt::GmIndex(p, 1, 'r')] + ub[::ascsim::simt::GmIndex(ub, 0, 'r')];
}

__global__ void not_gm(float* out)
{
    __ubuf__ float(&ub)[4] = *::ascsim::asc::UbArrayAt<float[4]>("test:ub");
    const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x == 0) {
        ub[0] = 10.0f;
    }
    asc_syncthreads();
    float local[2] = {1.0f, static_cast<float>(i)};
    out[::ascsim::simt::GmIndex(out, i, 'w')] = sum_of(local, ub);
}

struct SimtGmBounds : SimtTest {
    std::vector<float> Input() const
    {
        std::vector<float> in(kN);
        for (uint32_t i = 0; i < kN; ++i) {
            in[i] = static_cast<float>(i) * 0.5f;
        }
        return in;
    }
};

TEST_F(SimtGmBounds, InBoundsAccessesAreSilentAndCompute)
{
    const std::vector<float> in = Input();
    float* dIn = Device(in);
    float* dOut = Device(std::vector<float>(kN, 0.0f));
    SIMT_LAUNCH(copy_shifted, dim3(kBlocks), dim3(kThreads), 0, stream, static_cast<const float*>(dIn), dOut, 0);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<float> out = Host(dOut, kN);
    for (uint32_t i = 0; i < kN; ++i) {
        ASSERT_EQ(out[i], in[i] * 2.0f) << i;
    }
}

TEST_F(SimtGmBounds, AReadOneElementPastTheAllocationIsReportedWithItsThread)
{
    float* dIn = Device(Input());
    float* dOut = Device(std::vector<float>(kN, 0.0f));
    SIMT_LAUNCH(copy_shifted, dim3(kBlocks), dim3(kThreads), 0, stream, static_cast<const float*>(dIn), dOut, 1);
    EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
    const std::string msg = aclGetRecentErrMsg();
    EXPECT_NE(msg.find("memcheck"), std::string::npos) << msg;
    EXPECT_NE(msg.find("thread (63, 0, 0) of block (3, 0, 0) reads 4 bytes at element 256 of a pointer parameter: "
                       "byte offset 1024 of its 1024-byte device allocation, past its end"),
              std::string::npos)
        << msg;
    EXPECT_NE(msg.find("SIMT GM access at "), std::string::npos) << msg;
    EXPECT_NE(msg.find("test_simt_gm_bounds.cpp:25: thread"), std::string::npos) << msg;
}

TEST_F(SimtGmBounds, AWriteBeforeTheAllocationIsReported)
{
    float* dIn = Device(Input());
    float* dOut = Device(std::vector<float>(kN, 0.0f));
    SIMT_LAUNCH(store_shifted, dim3(kBlocks), dim3(kThreads), 0, stream, static_cast<const float*>(dIn), dOut, 2);
    EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
    const std::string msg = aclGetRecentErrMsg();
    EXPECT_NE(msg.find("thread (0, 0, 0) of block (0, 0, 0) writes 4 bytes at element -2 of a pointer parameter: "
                       "byte offset -8 of its 1024-byte device allocation, before its start"),
              std::string::npos)
        << msg;
}

TEST_F(SimtGmBounds, AnIndexWhoseByteOffsetOverflowsIsPastTheEnd)
{
    float* dIn = Device(Input());
    float* dOut = Device(std::vector<float>(kN, 0.0f));
    SIMT_LAUNCH(read_at, dim3(1), dim3(1), 0, stream, static_cast<const float*>(dIn), dOut, ~uint64_t{0});
    EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
    const std::string msg = aclGetRecentErrMsg();
    EXPECT_NE(msg.find("reads 4 bytes at element 9223372036854775807 of a pointer parameter: a byte offset beyond the "
                       "address space of its 1024-byte device allocation, past its end"),
              std::string::npos)
        << msg;
}

TEST_F(SimtGmBounds, PointersIntoTheStackOrUbAreNotGm)
{
    float* dOut = Device(std::vector<float>(kN, 0.0f));
    SIMT_LAUNCH(not_gm, dim3(kBlocks), dim3(kThreads), 0, stream, dOut);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<float> out = Host(dOut, kN);
    for (uint32_t i = 0; i < kN; ++i) {
        ASSERT_EQ(out[i], static_cast<float>(i) + 10.0f) << i;
    }
}

} // namespace
