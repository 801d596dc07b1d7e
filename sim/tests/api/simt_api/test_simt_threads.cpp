// SIMT kernels on the emulator: each thread of each block runs once with its own threadIdx / blockIdx
// (SIMT编程简介/编程模型.md, 线程架构), asc_syncthreads orders the phases of a block
// (同步接口/asc_syncthreads.md), a thread that never reaches the barrier is reported instead of hanging,
// and a launch beyond the documented limits fails its stream.
// assert is live in this file whatever the build type (asc_assert.h makes it nothing under NDEBUG).
#undef NDEBUG
#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <numeric>
#include <stdexcept>
#include <string>
#include <vector>

#include "simt_api/asc_simt.h"
#include "utils/debug/asc_assert.h"
#include "simt_test_util.h"

namespace {

// out[global thread id] = the thread's coordinates, packed: a test of the built-in variables.
__global__ void record_coords(uint32_t* out)
{
    const uint32_t tInBlock = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
    const uint32_t block = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
    const uint32_t threads = blockDim.x * blockDim.y * blockDim.z;
    out[block * threads + tInBlock] = (threadIdx.x << 24) | (threadIdx.y << 16) | (threadIdx.z << 12) |
                                      (blockIdx.x << 8) | (blockIdx.y << 4) | blockIdx.z;
}

// Each thread writes its slot of the block's scratch, waits, then reads its right neighbour's slot: without
// the barrier a thread would read a slot its neighbour has not written yet.
__global__ void rotate_through_scratch(const float* in, float* scratch, float* out)
{
    const uint32_t n = blockDim.x;
    const uint32_t base = blockIdx.x * n;
    scratch[base + threadIdx.x] = 2.0f * in[base + threadIdx.x];
    asc_syncthreads();
    out[base + threadIdx.x] = scratch[base + (threadIdx.x + 1) % n];
}

// A tree reduction: log2(blockDim.x) barriers in a loop, every thread at each.
__global__ void tree_sum(const float* in, float* scratch, float* out)
{
    const uint32_t t = threadIdx.x;
    scratch[t] = in[t];
    asc_syncthreads();
    for (uint32_t half = blockDim.x / 2; half > 0; half /= 2) {
        if (t < half) {
            scratch[t] += scratch[t + half];
        }
        asc_syncthreads();
    }
    if (t == 0) {
        out[0] = scratch[0];
    }
}

// Thread `quitter` returns before the barrier the others wait at.
__global__ void early_return_before_barrier(uint32_t quitter, uint32_t* out)
{
    if (threadIdx.x == quitter) {
        return;
    }
    asc_syncthreads();
    out[threadIdx.x] = 1;
}

// Counts the stack objects destroyed: the threads parked at a barrier are unwound when the block stops.
std::atomic<int> g_unwound{0};
struct UnwindCounter {
    ~UnwindCounter() { g_unwound.fetch_add(1); }
};

__global__ void throw_while_others_wait(uint32_t thrower)
{
    UnwindCounter c;
    if (threadIdx.x == thrower) {
        throw std::runtime_error("thread gives up");
    }
    asc_syncthreads();
}

// Utils-API/调测接口/assert-291.md: a false assert in SIMT code prints the SIMT form and fails the kernel.
__global__ void assert_in_one_thread(uint32_t limit) { assert(threadIdx.x < limit); }

using SimtLaunchTest = SimtTest;

TEST_F(SimtLaunchTest, EveryThreadOfAThreeDimensionalGridRunsOnceWithItsCoordinates)
{
    const dim3 grid(3, 2, 2), block(8, 4, 2);
    const size_t n = 12 * 64;
    uint32_t* out = Device(std::vector<uint32_t>(n, 0xFFFFFFFFu));
    SIMT_LAUNCH(record_coords, grid, block, 0, stream, out);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<uint32_t> got = Host(out, n);
    size_t i = 0;
    for (uint32_t bz = 0; bz < 2; ++bz)
        for (uint32_t by = 0; by < 2; ++by)
            for (uint32_t bx = 0; bx < 3; ++bx)
                for (uint32_t tz = 0; tz < 2; ++tz)
                    for (uint32_t ty = 0; ty < 4; ++ty)
                        for (uint32_t tx = 0; tx < 8; ++tx, ++i) {
                            const uint32_t want = (tx << 24) | (ty << 16) | (tz << 12) | (bx << 8) | (by << 4) | bz;
                            ASSERT_EQ(got[i], want) << "slot " << i;
                        }
}

TEST_F(SimtLaunchTest, TheBarrierLetsEveryThreadReadWhatItsNeighbourWrote)
{
    const uint32_t blocks = 4, threads = 256;
    std::vector<float> in(blocks * threads);
    std::iota(in.begin(), in.end(), 1.0f);
    float* inD = Device(in);
    float* scratch = Device(std::vector<float>(in.size(), -1.0f));
    float* out = Device(std::vector<float>(in.size(), 0.0f));
    SIMT_LAUNCH(rotate_through_scratch, blocks, threads, 0, stream, inD, scratch, out);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<float> got = Host(out, in.size());
    for (uint32_t b = 0; b < blocks; ++b) {
        for (uint32_t t = 0; t < threads; ++t) {
            ASSERT_EQ(got[b * threads + t], 2.0 * in[b * threads + (t + 1) % threads]) << b << " " << t;
        }
    }
}

TEST_F(SimtLaunchTest, ATreeReductionWithABarrierPerLevelSumsABlock)
{
    const uint32_t threads = 1024;
    std::vector<float> in(threads);
    for (uint32_t i = 0; i < threads; ++i) {
        in[i] = static_cast<float>(i % 7) - 2.5f;
    }
    const double want = std::accumulate(in.begin(), in.end(), 0.0);
    float* inD = Device(in);
    float* scratch = Device(std::vector<float>(threads, 0.0f));
    float* out = Device(std::vector<float>(1, 0.0f));
    SIMT_LAUNCH(tree_sum, 1, threads, 0, nullptr, inD, scratch, out);
    ASSERT_EQ(aclrtSynchronizeDevice(), ACL_SUCCESS) << aclGetRecentErrMsg();
    EXPECT_EQ(Host(out, 1)[0], want); // the partial sums are exact in float (halves of 7-periodic integers)
}

// asc_syncthreads.md (约束说明): every thread of the block must reach the barrier; on the chip the others hang.
TEST_F(SimtLaunchTest, AThreadReturningBeforeTheBarrierIsReportedNotAHang)
{
    uint32_t* out = Device(std::vector<uint32_t>(64, 0));
    SIMT_LAUNCH(early_return_before_barrier, 2, 64, 0, stream, 5u, out);
    EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
    const std::string err = aclGetRecentErrMsg();
    EXPECT_NE(err.find("synccheck"), std::string::npos) << err;
    EXPECT_NE(err.find("63 of the 64 threads of block (0, 0, 0) wait at asc_syncthreads, 1 returned without "
                       "reaching it"),
              std::string::npos)
        << err;
    EXPECT_NE(err.find("test_simt_threads.cpp"), std::string::npos) << err; // the barrier's call site
}

TEST_F(SimtLaunchTest, AThreadThatThrowsStopsItsBlockAndUnwindsTheWaitingThreads)
{
    g_unwound = 0;
    SIMT_LAUNCH(throw_while_others_wait, 1, 32, 0, stream, 7u);
    EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
    const std::string err = aclGetRecentErrMsg();
    EXPECT_NE(err.find("kernel threw: thread gives up"), std::string::npos) << err;
    // threads 0..6 waited at the barrier and were unwound, thread 7 threw; 8..31 never started
    EXPECT_EQ(g_unwound.load(), 8);
}

TEST_F(SimtLaunchTest, AFalseAssertInOneThreadFailsTheKernel)
{
    SIMT_LAUNCH(assert_in_one_thread, 1, 32, 0, stream, 32u);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    SIMT_LAUNCH(assert_in_one_thread, 1, 32, 0, stream, 31u);
    EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
    const std::string err = aclGetRecentErrMsg();
    EXPECT_NE(err.find("assert: core 0, assert at "), std::string::npos) << err;
    EXPECT_NE(err.find(": assertion `threadIdx.x < limit' failed"), std::string::npos) << err;
}

// assert-291.md's SIMT example prints the function as the clang-based device compiler spells it ("void
// simt_kernel(float *)"); the host compiler's __PRETTY_FUNCTION__ is respelled so.
TEST(SimtAssertMessage, TheFunctionIsSpelledAsTheDeviceCompilerDoes)
{
    using ascsim::kern::detail::DeviceSpelledFunction;
    EXPECT_EQ(DeviceSpelledFunction("void add_custom(float*, float*, float*, uint64_t)"),
              "void add_custom(float *, float *, float *, uint64_t)");
    EXPECT_EQ(DeviceSpelledFunction("void k(const char**, int&, T&&) [with T = int; U = float*]"),
              "void k(const char **, int &, T &&) [T = int; U = float *]");
    EXPECT_EQ(DeviceSpelledFunction("T S::operator*(T) const"), "T S::operator*(T) const");
    EXPECT_EQ(DeviceSpelledFunction("void simt_kernel(float *)"), "void simt_kernel(float *)");
    const auto spelled = [](float* x) {
        (void)x;
        return DeviceSpelledFunction(__PRETTY_FUNCTION__);
    };
    EXPECT_NE(spelled(nullptr).find("(float *)"), std::string::npos) << spelled(nullptr);
}

// SIMT编程简介/编程模型.md (线程架构, UB划分) and 核函数配置.md (<<<>>>调用).
TEST_F(SimtLaunchTest, ALaunchBeyondTheDocumentedLimitsFailsItsStream)
{
    uint32_t* out = Device(std::vector<uint32_t>(1, 0));
    struct Case {
        dim3 grid, block;
        long long dyn;
        const char* message;
    };
    const Case cases[] = {
        {dim3(256, 256), dim3(1), 0, "blocks_per_grid (256, 256, 1) holds 65536 blocks: a grid holds 1 to 65535"},
        {dim3(1, 0), dim3(1), 0, "blocks_per_grid (1, 0, 1) holds 0 blocks"},
        {dim3(1), dim3(32, 8, 9), 0, "threads_per_block (32, 8, 9) holds 2304 threads: a block holds 1 to 2048"},
        {dim3(1), dim3(32), 221185, "dyn_ubuf_size 221185 is outside [0, 221184] bytes"},
        // extents whose 64-bit product wraps to 0: counted without wrapping, not run as an empty launch
        {dim3(1u << 22, 1u << 21, 1u << 21), dim3(1), 0,
         "blocks_per_grid (4194304, 2097152, 2097152) holds more than 2^64 - 2 blocks"},
        {dim3(1), dim3(1u << 22, 1u << 21, 1u << 21), 0,
         "threads_per_block (4194304, 2097152, 2097152) holds more than 2^64 - 2 threads"},
    };
    for (const Case& c : cases) {
        SIMT_LAUNCH(record_coords, c.grid, c.block, c.dyn, stream, out);
        EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION) << c.message;
        const std::string err = aclGetRecentErrMsg();
        EXPECT_NE(err.find(c.message), std::string::npos) << err;
    }
    // the largest documented configuration runs
    uint32_t* big = Device(std::vector<uint32_t>(2048, 0));
    SIMT_LAUNCH(record_coords, dim3(1), dim3(2048), 221184, stream, big);
    EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
}

} // namespace
