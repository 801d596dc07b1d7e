// The <<<>>> launch as the simulator's bisheng rewrites it (ascsim::asc::KernelLaunch), the
// built-in variables block_idx / block_num, and LocalMemAllocator, on the emulator through a stream.
// The calls below are written in the rewriter's output form by hand; tests/bisheng checks the
// rewriting itself.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "ascendc_sim/lang/asc_prelude.h"
#include "acl/acl.h"
#include "kernel_operator.h"

namespace {

constexpr uint32_t kTile = 256;

// z = x + y, one tile per block, as a static-Tensor kernel (LocalMemAllocator, no TPipe).
template <uint32_t tile>
__vector__ __global__ void add_tiles(__gm__ float* x, __gm__ float* y, __gm__ float* z)
{
    AscendC::GlobalTensor<float> xGm, yGm, zGm;
    xGm.SetGlobalBuffer(x + block_idx * tile, tile);
    yGm.SetGlobalBuffer(y + block_idx * tile, tile);
    zGm.SetGlobalBuffer(z + block_idx * tile, tile);
    AscendC::LocalMemAllocator<AscendC::Hardware::UB> ub;
    EXPECT_EQ(ub.GetCurAddr(), 0U);
    AscendC::LocalTensor<float> xl = ub.Alloc<float, tile>();
    AscendC::LocalTensor<float> yl = ub.Alloc<float>(tile);
    AscendC::LocalTensor<float> zl = ub.Alloc<AscendC::TPosition::VECOUT, float, tile>();
    EXPECT_EQ(ub.GetCurAddr(), 3 * tile * sizeof(float));
    AscendC::DataCopy(xl, xGm, tile);
    AscendC::DataCopy(yl, yGm, tile);
    AscendC::PipeBarrier<PIPE_ALL>();
    AscendC::Add(zl, xl, yl, tile);
    AscendC::PipeBarrier<PIPE_ALL>();
    AscendC::DataCopy(zGm, zl, tile);
    AscendC::PipeBarrier<PIPE_ALL>();
}

// An overload of a C library name, as examples name kernels (`abs`): the launch lambda resolves it.
struct Params {
    float scale;
    uint32_t count;
};
__vector__ __global__ void scale(__gm__ uint8_t* out, Params p)
{
    auto* dst = reinterpret_cast<float*>(out);
    if (block_idx == 0) {
        AscendC::GlobalTensor<float> g;
        g.SetGlobalBuffer(dst, p.count);
        for (uint32_t i = 0; i < p.count; ++i) {
            g.SetValue(i, p.scale * static_cast<float>(block_num));
        }
    }
}
__vector__ __global__ void scale(__gm__ uint8_t* out, int unused) = delete;

// Writes every block's index at its own slot.
// The other qualifiers of SIMD-BuiltIn关键字.md a program may carry: a __cube__ kernel it does not launch
// here, and a vector kernel in batch scheduling mode.
__global__ __cube__ void cube_only(__gm__ int32_t* out) { out[0] = 1; }
__schedmode__(1) __global__ __vector__ void batch_mode_blocks(__gm__ int32_t* out) { out[block_idx] = 7; }

// A fused kernel's core-type branches (SIMD-BuiltIn关键字.md, 内置常量; Async.md): the sim builds the AI
// Vector core's image, so the AIV branches run and the AIC ones are discarded.
static_assert(AscendC::MIX == 0 && AscendC::AIC == 1 && AscendC::AIV == 2 && g_coreType == AscendC::AIV,
              "the SDK's core-type values; the sim's image is the AIV one");
__global__ void core_type_branches(__gm__ int32_t* out)
{
    if ASCEND_IS_AIC {
        out[0] = -2;
        return;
    }
    if ASCEND_IS_AIV {
        out[0] = 2;
    }
    if ASCEND_IS_NOT_AIC {
        out[1] = 3;
    }
    if ASCEND_IS_NOT_AIV {
        out[2] = -2;
    }
    if ASC_IS_AIV { // the C API's spelling
        out[3] = g_coreType;
    }
    if ASC_IS_AIC {
        out[3] = -2;
    }
}

__vector__ __global__ void record_blocks(__gm__ int32_t* out)
{
    AscendC::GlobalTensor<int32_t> g;
    g.SetGlobalBuffer(out + block_idx * 8, 8);
    g.SetValue(0, static_cast<int32_t>(block_idx));
    g.SetValue(1, static_cast<int32_t>(block_num));
}

// Block 0 fails its assert at once; every other block records its index.
__vector__ __global__ void fail_in_block_zero(__gm__ int32_t* out)
{
    ascendc_assert(block_idx != 0);
    AscendC::GlobalTensor<int32_t> g;
    g.SetGlobalBuffer(out + block_idx * 8, 8);
    g.SetValue(0, static_cast<int32_t>(block_idx));
}

// Static Tensor programming without an allocator: tiles at fixed UB byte offsets.
__vector__ __global__ void negate_at_offsets(__gm__ float* io, uint32_t inAddr, uint32_t outAddr)
{
    AscendC::GlobalTensor<float> g;
    g.SetGlobalBuffer(io, kTile);
    AscendC::LocalTensor<float> in(AscendC::TPosition::VECIN, inAddr, kTile);
    AscendC::LocalTensor<float> out(AscendC::TPosition::VECOUT, outAddr, kTile);
    AscendC::DataCopy(in, g, kTile);
    AscendC::PipeBarrier<PIPE_ALL>();
    AscendC::Muls(out, in, -1.0f, kTile);
    AscendC::PipeBarrier<PIPE_ALL>();
    AscendC::DataCopy(g, out, kTile);
    AscendC::PipeBarrier<PIPE_ALL>();
}

// Plain printf in a kernel is the device printf (utils/debug/asc_printf.h): puts/putchar forms too.
__vector__ __global__ void say_hello()
{
    printf("hello %d\n", static_cast<int>(block_idx));
    printf("plain line\n");
    printf("!");
    printf("\n");
}

// Allocates more UB than there is.
__vector__ __global__ void too_much_ub(__gm__ float*)
{
    AscendC::LocalMemAllocator<> ub;
    (void)ub.Alloc<float>(200 * 1024 / sizeof(float));
    (void)ub.Alloc<float>(60 * 1024 / sizeof(float));
}

struct KernelLaunchTest : ::testing::Test {
    void SetUp() override
    {
        ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
        ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
        ASSERT_EQ(aclrtCreateStream(&stream), ACL_SUCCESS);
    }
    void TearDown() override
    {
        (void)aclrtDestroyStream(stream);
        (void)aclrtResetDevice(0);
        (void)aclFinalize();
    }
    template <typename T>
    T* DeviceCopy(const std::vector<T>& host)
    {
        void* d = nullptr;
        EXPECT_EQ(aclrtMalloc(&d, host.size() * sizeof(T), ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
        EXPECT_EQ(
            aclrtMemcpy(d, host.size() * sizeof(T), host.data(), host.size() * sizeof(T), ACL_MEMCPY_HOST_TO_DEVICE),
            ACL_SUCCESS);
        return static_cast<T*>(d);
    }
    template <typename T>
    std::vector<T> HostCopy(const T* dev, size_t n)
    {
        std::vector<T> host(n);
        EXPECT_EQ(aclrtMemcpy(host.data(), n * sizeof(T), dev, n * sizeof(T), ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
        return host;
    }
    aclrtStream stream = nullptr;
};

#define SITE(k) \
    ::ascsim::asc::LaunchSite { __FILE__, __LINE__, k }

TEST_F(KernelLaunchTest, TemplatedKernelOnSeveralBlocksAddsEveryTile)
{
    constexpr uint32_t blocks = 6;
    std::vector<float> x(blocks * kTile), y(blocks * kTile);
    for (size_t i = 0; i < x.size(); ++i) {
        x[i] = 0.5f * static_cast<float>(i);
        y[i] = 1.0f - static_cast<float>(i % 7);
    }
    float* xd = DeviceCopy(x);
    float* yd = DeviceCopy(y);
    float* zd = DeviceCopy(std::vector<float>(x.size(), -1.0f));
    ::ascsim::asc::KernelLaunch(
        SITE("add_tiles<kTile>"), blocks, 0, stream, [](auto&&... a) { add_tiles<kTile>(a...); }, xd, yd, zd);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<float> z = HostCopy(zd, x.size());
    for (size_t i = 0; i < z.size(); ++i) {
        ASSERT_EQ(z[i], static_cast<float>(static_cast<double>(x[i]) + y[i])) << i;
    }
    aclrtFree(xd);
    aclrtFree(yd);
    aclrtFree(zd);
}

TEST_F(KernelLaunchTest, ByValueStructAndOverloadedNameOnTheDefaultStream)
{
    float* out = DeviceCopy(std::vector<float>(4, 0.0f));
    ::ascsim::asc::KernelLaunch(
        SITE("scale"), 3, 0, nullptr, [](auto&&... a) { scale(a...); }, reinterpret_cast<uint8_t*>(out),
        Params{2.5f, 4});
    ASSERT_EQ(aclrtSynchronizeDevice(), ACL_SUCCESS) << aclGetRecentErrMsg();
    for (float v : HostCopy(out, 4)) {
        EXPECT_EQ(v, 7.5f); // 2.5 * block_num
    }
    aclrtFree(out);
}

TEST_F(KernelLaunchTest, MoreBlocksThanCoresRunInWavesWithTheirOwnIndex)
{
    // Ascend950PR has 64 AIV cores: 100 blocks take two waves.
    constexpr uint32_t blocks = 100;
    int32_t* out = DeviceCopy(std::vector<int32_t>(blocks * 8, -1));
    ::ascsim::asc::KernelLaunch(
        SITE("record_blocks"), blocks, 0, nullptr, [](auto&&... a) { record_blocks(a...); }, out);
    ASSERT_EQ(aclrtSynchronizeStream(nullptr), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<int32_t> host = HostCopy(out, blocks * 8);
    for (uint32_t b = 0; b < blocks; ++b) {
        EXPECT_EQ(host[b * 8], static_cast<int32_t>(b));
        EXPECT_EQ(host[b * 8 + 1], static_cast<int32_t>(blocks));
    }
    aclrtFree(out);
}

// The first wave's blocks start together on a chip: block 0's finding does not keep blocks 1..63 from running
// (to their end, or their own finding), whichever the sim's workers reach first; the launch fails.
TEST_F(KernelLaunchTest, AFindingInOneBlockLetsTheRestOfTheFirstWaveRun)
{
    constexpr uint32_t blocks = 64; // Ascend950PR's AIV cores: one wave
    for (int round = 0; round < 3; ++round) {
        int32_t* out = DeviceCopy(std::vector<int32_t>(blocks * 8, -1));
        ::ascsim::asc::KernelLaunch(
            SITE("fail_in_block_zero"), blocks, 0, stream, [](auto&&... a) { fail_in_block_zero(a...); }, out);
        EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
        const std::string msg = aclGetRecentErrMsg();
        EXPECT_NE(msg.find("block_idx != 0"), std::string::npos) << msg;
        const std::vector<int32_t> host = HostCopy(out, blocks * 8);
        EXPECT_EQ(host[0], -1);
        for (uint32_t b = 1; b < blocks; ++b) {
            ASSERT_EQ(host[b * 8], static_cast<int32_t>(b)) << "round " << round;
        }
        aclrtFree(out);
    }
}

TEST_F(KernelLaunchTest, CubeAndSchedModeQualifiersCompileAndAVectorKernelInBatchModeRuns)
{
    int32_t* out = DeviceCopy(std::vector<int32_t>(4, -1));
    ::ascsim::asc::KernelLaunch(
        SITE("batch_mode_blocks"), 4, nullptr, stream, [](auto&&... a) { batch_mode_blocks(a...); }, out);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    EXPECT_EQ(HostCopy(out, 4), std::vector<int32_t>(4, 7));
    (void)&cube_only; // declared __cube__: it compiles; nothing launches it
    aclrtFree(out);
}

TEST_F(KernelLaunchTest, CoreTypeMacrosTakeTheVectorBranches)
{
    int32_t* out = DeviceCopy(std::vector<int32_t>(4, -1));
    ::ascsim::asc::KernelLaunch(
        SITE("core_type_branches"), 1, nullptr, stream, [](auto&&... a) { core_type_branches(a...); }, out);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    EXPECT_EQ(HostCopy(out, 4), (std::vector<int32_t>{2, 3, -1, 2}));
    aclrtFree(out);
}

TEST_F(KernelLaunchTest, BadConfigurationFailsTheStreamWithTheLaunchSite)
{
    int32_t* out = DeviceCopy(std::vector<int32_t>(8, 0));
    ::ascsim::asc::KernelLaunch(
        SITE("record_blocks"), 0, 0, stream, [](auto&&... a) { record_blocks(a...); }, out);
    EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
    std::string msg = aclGetRecentErrMsg();
    EXPECT_NE(msg.find("numBlocks 0 is outside [1, 65535]"), std::string::npos) << msg;
    EXPECT_NE(msg.find("test_launch.cpp"), std::string::npos) << msg;
    ::ascsim::asc::KernelLaunch(
        SITE("record_blocks"), 1, 300 * 1024, stream, [](auto&&... a) { record_blocks(a...); }, out);
    EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
    msg = aclGetRecentErrMsg();
    EXPECT_NE(msg.find("dynUBufSize 307200"), std::string::npos) << msg;
    aclrtFree(out);
}

// Official code passes nullptr as dynUBufSize (<<<numBlocks, nullptr, stream>>>), and the real compiler
// accepts it: a launch with 0 dynamic UB bytes, on a stream or on the default one.
TEST_F(KernelLaunchTest, NullptrAsDynUBufSizeIsZeroBytes)
{
    int32_t* out = DeviceCopy(std::vector<int32_t>(4 * 8, -1));
    ::ascsim::asc::KernelLaunch(
        SITE("record_blocks"), 4, nullptr, stream, [](auto&&... a) { record_blocks(a...); }, out);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<int32_t> got = HostCopy(out, 4 * 8);
    for (int32_t b = 0; b < 4; ++b) {
        EXPECT_EQ(got[b * 8], b);     // block_idx
        EXPECT_EQ(got[b * 8 + 1], 4); // block_num
    }
    ::ascsim::asc::KernelLaunch(
        SITE("record_blocks"), 1, nullptr, nullptr, [](auto&&... a) { record_blocks(a...); }, out);
    ASSERT_EQ(aclrtSynchronizeStream(nullptr), ACL_SUCCESS) << aclGetRecentErrMsg();
    aclrtFree(out);
}

TEST_F(KernelLaunchTest, LocalMemAllocatorBeyondTheUbIsAMemcheckFinding)
{
    float* out = DeviceCopy(std::vector<float>(8, 0.0f));
    ::ascsim::asc::KernelLaunch(
        SITE("too_much_ub"), 1, 0, stream, [](auto&&... a) { too_much_ub(a...); }, out);
    // Every emulated core is an AI Vector core: a kernel fault is a vector core exception (aclError 507035), its
    // message led by the runtime's error-manager code as on a 950 (asc-devkit SIMT 09_log's output).
    EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
    const std::string msg = aclGetRecentErrMsg();
    EXPECT_EQ(msg.rfind("EZ9999: Inner Error!\nrtStreamSynchronize execution failed, reason=vector core exception\n"
                        "aclrtSynchronizeStream failed (error 507035): ",
                        0),
              0u)
        << msg;
    EXPECT_NE(msg.find("memcheck"), std::string::npos) << msg;
    EXPECT_NE(msg.find("LocalMemAllocator::Alloc"), std::string::npos) << msg;
    EXPECT_NE(msg.find("253952 usable bytes"), std::string::npos) << msg;
    aclrtFree(out);
}

TEST_F(KernelLaunchTest, LocalTensorAtAUbOffsetComputesThereAndIsBoundedByTheUb)
{
    std::vector<float> x(kTile);
    for (size_t i = 0; i < x.size(); ++i) {
        x[i] = static_cast<float>(i) - 100.0f;
    }
    float* io = DeviceCopy(x);
    ::ascsim::asc::KernelLaunch(
        SITE("negate_at_offsets"), 1, 0, stream, [](auto&&... a) { negate_at_offsets(a...); }, io, 4096U, 8192U);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<float> y = HostCopy(io, kTile);
    for (size_t i = 0; i < y.size(); ++i) {
        ASSERT_EQ(y[i], -x[i]) << i;
    }
    // The output tile would end 1 KB past the 256 KB of UB (a tile above the kernel's 248 KB share is
    // legal: emulator/check/test_ub_regions.cpp).
    ::ascsim::asc::KernelLaunch(
        SITE("negate_at_offsets"), 1, 0, stream, [](auto&&... a) { negate_at_offsets(a...); }, io, 0U, 256U * 1024U);
    EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
    const std::string msg = aclGetRecentErrMsg();
    EXPECT_NE(msg.find("LocalTensor(pos, addr, tileSize)"), std::string::npos) << msg;
    aclrtFree(io);
}

TEST_F(KernelLaunchTest, PlainPrintfInAKernelIsTheDevicePrintf)
{
    testing::internal::CaptureStdout();
    ::ascsim::asc::KernelLaunch(SITE("say_hello"), 2, 0, stream, [](auto&&... a) { say_hello(a...); });
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    printf("host line\n");
    std::fflush(stdout);
    const std::string out = testing::internal::GetCapturedStdout();
    EXPECT_EQ(out, "[AIV Block 0/2] hello 0\n[AIV Block 0/2] plain line\n[AIV Block 0/2] !\n"
                   "[AIV Block 1/2] hello 1\n[AIV Block 1/2] plain line\n[AIV Block 1/2] !\n"
                   "host line\n");
}

} // namespace
