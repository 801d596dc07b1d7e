// UB shared by a SIMT block (编程模型/AI-Core-SIMT编程/内存层级.md, 共享内存): a block-scope `__ubuf__` array or
// variable is one per core, seen by every thread of the block; `extern __ubuf__ T name[];` is the launch's dynamic
// UB of dyn_ubuf_size bytes, one region for every declaration (SIMD与SIMT混合编程/内存层级.md, UB划分), and the
// static and dynamic UB must leave the SIMT Data Cache 32 KB. Declarations are written in the form the simulator's
// bisheng gives them (tests/bisheng/test_c_api_rewriter.cpp checks the rewriting).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "c_api/asc_simd.h"
#include "kernel_operator.h"
#include "simt_api/asc_simt.h"
#include "simt_test_util.h"

namespace {

constexpr uint32_t kThreads = 256;
constexpr uint32_t kWarps = kThreads / 32;

// Block sums through the dynamic UB: each warp leaves its sum in smem[warp], thread 0 adds them. A UB variable
// `last` written by thread 0 and read by all after the barrier is shared: every thread writes what it read.
__global__ void block_sum_dynamic(const float* in, float* sums, uint32_t* seen)
{
    __ubuf__ float(&smem)[] = *::ascsim::asc::DynamicUbArrayAt<float>("test:smem");
    __ubuf__ uint32_t& last = (*::ascsim::asc::UbArrayAt<uint32_t[1]>("test:last"))[0];
    const uint32_t idx = blockIdx.x * blockDim.x + threadIdx.x;
    const float sum = asc_reduce_add(in[idx]);
    if (threadIdx.x % warpSize == 0) {
        smem[threadIdx.x / warpSize] = sum;
    }
    if (threadIdx.x == 0) {
        last = 1000u + blockIdx.x;
    }
    asc_syncthreads();
    seen[idx] = last;
    if (threadIdx.x == 0) {
        float total = 0.0f;
        for (uint32_t w = 0; w < blockDim.x / warpSize; ++w) {
            total += smem[w];
        }
        sums[blockIdx.x] = total;
    }
}

// Two declarations of the dynamic UB, in the kernel and in a function it calls, name the same bytes.
__simt_callee__ inline float read_back(uint32_t i)
{
    __ubuf__ int32_t(&other)[] = *::ascsim::asc::DynamicUbArrayAt<int32_t>("test:other");
    return static_cast<float>(other[i]);
}

__global__ void two_names_one_region(float* out)
{
    __ubuf__ int32_t(&mine)[] = *::ascsim::asc::DynamicUbArrayAt<int32_t>("test:mine");
    mine[threadIdx.x] = static_cast<int32_t>(threadIdx.x) * 3;
    asc_syncthreads();
    out[threadIdx.x] = read_back((threadIdx.x + 1) % blockDim.x);
}

// 160 KB of static UB and 64 KB of dynamic: the Data Cache would keep 256 - 8 - 224 = 24 KB.
__global__ void static_ub_too_large(float* out)
{
    __ubuf__ float(&big)[40960] = *::ascsim::asc::UbArrayAt<float[40960]>("test:big");
    big[threadIdx.x] = 1.0f;
    out[threadIdx.x] = big[threadIdx.x];
}

// A SIMD kernel whose dynamic UB a SIMT VF fills and the kernel copies out (the SIMD+SIMT hand-over).
__simt_vf__ __launch_bounds__(64) inline void fill_squares(__ubuf__ float* dst)
{
    dst[threadIdx.x] = static_cast<float>(threadIdx.x * threadIdx.x + blockIdx.x);
}

__global__ __vector__ void mixed_dynamic(__gm__ float* out)
{
    __ubuf__ float(&local)[] = *::ascsim::asc::DynamicUbArrayAt<float>("test:local");
    asc_vf_call<fill_squares>(dim3(64), local);
    asc_sync_notify(PIPE_V, PIPE_MTE3, EVENT_ID0);
    asc_sync_wait(PIPE_V, PIPE_MTE3, EVENT_ID0);
    asc_copy_ub2gm_align(out + 64 * block_idx, local, 1, 64 * sizeof(float),
                         asc_store_l2_cache_mode::NORMAL_FIRST_VICTIM, 0, 0);
}

// 7.97f is 0x40FF0A3D: one of its bytes is the 0xFF of never-written UB. `every` false: threads 2..3 of each 4 skip
// the store, so every other 8-byte group of the destination stays unwritten.
template <bool every>
__simt_vf__ __launch_bounds__(64) inline void fill_797(__ubuf__ float* dst)
{
    if (every || (threadIdx.x / 2) % 2 == 0) {
        dst[threadIdx.x] = 7.97f;
    }
}

template <bool every>
__global__ __vector__ void copy_out_797(__gm__ float* out)
{
    __ubuf__ float(&local)[] = *::ascsim::asc::DynamicUbArrayAt<float>("test:local");
    asc_vf_call<fill_797<every>>(dim3(64), local);
    asc_sync_notify(PIPE_V, PIPE_MTE3, EVENT_ID0);
    asc_sync_wait(PIPE_V, PIPE_MTE3, EVENT_ID0);
    asc_copy_ub2gm_align(out, local, 1, 64 * sizeof(float), asc_store_l2_cache_mode::NORMAL_FIRST_VICTIM, 0, 0);
}

using SharedUb = SimtTest;

TEST_F(SharedUb, DynamicUbAndUbVariablesAreSharedByTheBlock)
{
    constexpr uint32_t blocks = 3;
    std::vector<float> in(blocks * kThreads);
    for (size_t i = 0; i < in.size(); ++i) {
        in[i] = static_cast<float>(i % 17);
    }
    const float* dIn = Device(in);
    float* dSums = Device(std::vector<float>(blocks, -1.0f));
    uint32_t* dSeen = Device(std::vector<uint32_t>(in.size(), 0));
    SIMT_LAUNCH(block_sum_dynamic, dim3(blocks), dim3(kThreads), kWarps * sizeof(float), stream, dIn, dSums, dSeen);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<float> sums = Host(dSums, blocks);
    const std::vector<uint32_t> seen = Host(dSeen, in.size());
    for (uint32_t b = 0; b < blocks; ++b) {
        double want = 0.0;
        for (uint32_t t = 0; t < kThreads; ++t) {
            want += in[b * kThreads + t];
            EXPECT_EQ(seen[b * kThreads + t], 1000u + b) << "block " << b << " thread " << t;
        }
        EXPECT_EQ(sums[b], static_cast<float>(want)) << "block " << b; // small integers: exact in float
    }
}

TEST_F(SharedUb, EveryExternDeclarationNamesTheSameDynamicRegion)
{
    float* dOut = Device(std::vector<float>(64, -1.0f));
    SIMT_LAUNCH(two_names_one_region, dim3(1), dim3(64), 64 * sizeof(int32_t), stream, dOut);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<float> out = Host(dOut, 64);
    for (uint32_t t = 0; t < 64; ++t) {
        EXPECT_EQ(out[t], static_cast<float>(((t + 1) % 64) * 3)) << t;
    }
}

// rule memcheck.simt-data-cache
TEST_F(SharedUb, StaticAndDynamicUbThatLeaveTheDataCacheUnder32KbAreReported)
{
    float* dOut = Device(std::vector<float>(64, 0.0f));
    SIMT_LAUNCH(static_ub_too_large, dim3(1), dim3(64), 64 * 1024, stream, dOut);
    EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
    const std::string err = aclGetRecentErrMsg();
    EXPECT_NE(err.find("memcheck"), std::string::npos) << err;
    EXPECT_NE(err.find("leave the SIMT Data Cache 24576 bytes"), std::string::npos) << err;
}

TEST_F(SharedUb, TheSameStaticUbWithLessDynamicUbRuns)
{
    float* dOut = Device(std::vector<float>(64, 0.0f));
    SIMT_LAUNCH(static_ub_too_large, dim3(1), dim3(64), 32 * 1024, stream, dOut);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    EXPECT_EQ(Host(dOut, 64), std::vector<float>(64, 1.0f));
}

TEST_F(SharedUb, ASimtVfFillsTheDynamicUbTheSimdKernelCopiesOut)
{
    constexpr uint32_t blocks = 2;
    float* dOut = Device(std::vector<float>(blocks * 64, -1.0f));
    ::ascsim::asc::KernelLaunch(
        ::ascsim::asc::LaunchSite{__FILE__, __LINE__, "mixed_dynamic"}, blocks, 64 * sizeof(float), stream,
        [](auto&&... a) { mixed_dynamic(a...); }, dOut);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<float> out = Host(dOut, blocks * 64);
    for (uint32_t b = 0; b < blocks; ++b) {
        for (uint32_t t = 0; t < 64; ++t) {
            EXPECT_EQ(out[b * 64 + t], static_cast<float>(t * t + b)) << b << "," << t;
        }
    }
}

// initcheck sees the UB SIMT threads stored (core.h, SimtUbWritesBegin), values holding a poison byte included: a
// copy-out of what a SIMT VF wrote is clean under initcheck=fatal, and one that includes groups no thread wrote is a
// finding.
TEST_F(SharedUb, InitcheckCountsUbStoredBySimtThreadsAsWritten)
{
    setenv("ASCEND_SIM_SANITIZER", "initcheck=fatal", 1);
    float* dOut = Device(std::vector<float>(64, -1.0f));
    ::ascsim::asc::KernelLaunch(
        ::ascsim::asc::LaunchSite{__FILE__, __LINE__, "copy_out_797<true>"}, 1, 64 * sizeof(float), stream,
        [](auto&&... a) { copy_out_797<true>(a...); }, dOut);
    const aclError full = aclrtSynchronizeStream(stream);
    const char* fullMsg = aclGetRecentErrMsg();
    const std::string fullErr = fullMsg != nullptr ? fullMsg : "";
    ::ascsim::asc::KernelLaunch(
        ::ascsim::asc::LaunchSite{__FILE__, __LINE__, "copy_out_797<false>"}, 1, 64 * sizeof(float), stream,
        [](auto&&... a) { copy_out_797<false>(a...); }, dOut);
    const aclError half = aclrtSynchronizeStream(stream);
    const char* halfMsg = aclGetRecentErrMsg();
    const std::string halfErr = halfMsg != nullptr ? halfMsg : "";
    unsetenv("ASCEND_SIM_SANITIZER");
    EXPECT_EQ(full, ACL_SUCCESS) << fullErr;
    EXPECT_EQ(half, ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
    EXPECT_NE(halfErr.find("initcheck"), std::string::npos) << halfErr;
    EXPECT_NE(halfErr.find("never written"), std::string::npos) << halfErr;
}

} // namespace
