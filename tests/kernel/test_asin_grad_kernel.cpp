// The product kernel on its own: asin_grad<T> (op_kernel/asin_grad.cpp) launched with <<<>>>
// (asin_grad_kernel_launch.asc) on a few cores with a tiling written here by hand - not produced by
// op_host - and small tiles, so every core runs several tiles and a short last one. dx is checked
// element by element against the shared float64 reference (tests/reference), and the bytes past
// the tensor are checked untouched. Only the ACL runtime API is used on the host
// (aclrtMalloc / aclrtMemcpy / aclrtSynchronizeStream).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "asin_grad_kernel_launch.h"
#include "asin_grad_ref.h"
#include "asin_grad_tiling_data.h"

namespace {
using asin_grad_ref::DType;

struct Runtime {
    aclrtStream stream = nullptr;
    Runtime()
    {
        EXPECT_EQ(aclInit(nullptr), ACL_SUCCESS);
        EXPECT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
        EXPECT_EQ(aclrtCreateStream(&stream), ACL_SUCCESS);
    }
    ~Runtime()
    {
        (void)aclrtDestroyStream(stream);
        (void)aclrtResetDevice(0);
        (void)aclFinalize();
    }
};

Runtime& Rt()
{
    static Runtime rt;
    return rt;
}

size_t Bytes(DType t) { return t == DType::kF32 ? 4 : 2; }
const char* Name(DType t) { return t == DType::kF32 ? "fp32" : t == DType::kF16 ? "fp16" : "bf16"; }

std::vector<uint8_t> Pack(const std::vector<uint32_t>& bits, DType t)
{
    std::vector<uint8_t> out(bits.size() * Bytes(t));
    for (size_t i = 0; i < bits.size(); ++i) {
        std::memcpy(&out[i * Bytes(t)], &bits[i], Bytes(t)); // little endian: the low bytes
    }
    return out;
}

// A device buffer of `bytes` plus a guard of 64 bytes filled with 0x5a after it.
struct DeviceBuffer {
    void* ptr = nullptr;
    size_t bytes = 0;
    static constexpr size_t kGuard = 64;
    explicit DeviceBuffer(size_t n) : bytes(n)
    {
        EXPECT_EQ(aclrtMalloc(&ptr, n + kGuard, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
        const std::vector<uint8_t> guard(n + kGuard, 0x5a);
        EXPECT_EQ(aclrtMemcpy(ptr, n + kGuard, guard.data(), guard.size(), ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
    }
    ~DeviceBuffer() { (void)aclrtFree(ptr); }
    DeviceBuffer(const DeviceBuffer&) = delete;
    DeviceBuffer& operator=(const DeviceBuffer&) = delete;
    void Upload(const void* src, size_t n)
    {
        ASSERT_EQ(aclrtMemcpy(ptr, bytes + kGuard, src, n, ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
    }
    std::vector<uint8_t> Download() const
    {
        std::vector<uint8_t> out(bytes + kGuard);
        EXPECT_EQ(aclrtMemcpy(out.data(), out.size(), ptr, out.size(), ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
        return out;
    }
    uint8_t* Get() const { return static_cast<uint8_t*>(ptr); }
};

// Inputs: the special values of asin' first (x = +-1, +-0, |x| > 1, +-inf, NaN; dy = 0, inf, NaN),
// then x uniform in (-1, 1) (a tenth of it within 2^-10 of +-1) and dy uniform in [-4, 4].
void MakeInputs(int64_t n, DType t, uint32_t seed, std::vector<uint32_t>* dy, std::vector<uint32_t>* x)
{
    const double kSpecialX[] = {1.0, -1.0, 0.0, -0.0, 1.5, -2.0, INFINITY, -INFINITY, NAN, 0.5, -0.5};
    const double kSpecialDy[] = {1.0, -2.0, 0.0, 3.0, 1.0, 1.0, 1.0, 1.0, 1.0, INFINITY, NAN};
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    dy->resize(static_cast<size_t>(n));
    x->resize(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) {
        double xv;
        double dyv;
        if (i < 11) {
            xv = kSpecialX[i];
            dyv = kSpecialDy[i];
        } else {
            xv = u(rng);
            if (i % 10 == 0) {
                xv = std::copysign(1.0 - std::ldexp(std::fabs(xv), -10), xv);
            }
            dyv = 4.0 * u(rng);
        }
        (*x)[static_cast<size_t>(i)] = asin_grad_ref::Encode(xv, t);
        uint32_t xb = (*x)[static_cast<size_t>(i)];
        if (std::fabs(asin_grad_ref::Decode(xb, t)) >= 1.0 && i >= 11) { // rounded onto +-1: step inside
            xb -= 1;
            (*x)[static_cast<size_t>(i)] = xb;
        }
        (*dy)[static_cast<size_t>(i)] = asin_grad_ref::Encode(dyv, t);
    }
}

void Launch(DType t, uint32_t blocks, uint8_t* dy, uint8_t* x, uint8_t* dx, uint8_t* tiling)
{
    switch (t) {
        case DType::kF32:
            LaunchAsinGradFloat(blocks, Rt().stream, dy, x, dx, tiling);
            break;
        case DType::kF16:
            LaunchAsinGradHalf(blocks, Rt().stream, dy, x, dx, tiling);
            break;
        case DType::kBF16:
            LaunchAsinGradBf16(blocks, Rt().stream, dy, x, dx, tiling);
            break;
    }
}

// Runs the kernel with `td` and checks all of dx (fp32 within 3 ulp, fp16/bf16 within 1 ulp;
// special values exact) and that no byte after dx changed.
::testing::AssertionResult RunAndCheck(DType t, const AsinGradTilingData& td, uint32_t seed)
{
    (void)Rt(); // the runtime first: the buffers below are device memory
    const int64_t n = td.totalLength;
    std::vector<uint32_t> dyBits;
    std::vector<uint32_t> xBits;
    MakeInputs(n, t, seed, &dyBits, &xBits);
    const size_t bytes = static_cast<size_t>(n) * Bytes(t);
    DeviceBuffer dy(bytes), x(bytes), dx(bytes), tiling(sizeof(td));
    const std::vector<uint8_t> dyHost = Pack(dyBits, t);
    const std::vector<uint8_t> xHost = Pack(xBits, t);
    dy.Upload(dyHost.data(), bytes);
    x.Upload(xHost.data(), bytes);
    tiling.Upload(&td, sizeof(td));
    Launch(t, static_cast<uint32_t>(td.usedCoreNum), dy.Get(), x.Get(), dx.Get(), tiling.Get());
    const aclError sync = aclrtSynchronizeStream(Rt().stream);
    if (sync != ACL_SUCCESS) {
        return ::testing::AssertionFailure() << "the launch failed: " << sync << " " << aclGetRecentErrMsg();
    }
    const std::vector<uint8_t> out = dx.Download();
    const double maxUlp = t == DType::kF32 ? 3.0 : 1.0;
    int64_t bad = 0;
    std::ostringstream first;
    for (int64_t i = 0; i < n; ++i) {
        uint32_t got = 0;
        std::memcpy(&got, &out[static_cast<size_t>(i) * Bytes(t)], Bytes(t));
        const double dyv = asin_grad_ref::Decode(dyBits[static_cast<size_t>(i)], t);
        const double xv = asin_grad_ref::Decode(xBits[static_cast<size_t>(i)], t);
        const double exact = asin_grad_ref::Reference(dyv, xv);
        if (!asin_grad_ref::CheckElement(got, exact, t, maxUlp).ok && bad++ < 5) {
            first << " dx[" << i << "] = " << asin_grad_ref::Decode(got, t) << " (bits 0x" << std::hex << got
                  << std::dec << "), want " << exact << " for dy " << dyv << ", x " << xv << ";";
        }
    }
    for (size_t b = bytes; b < out.size(); ++b) {
        if (out[b] != 0x5a) {
            return ::testing::AssertionFailure() << "byte " << b - bytes << " after dx was written";
        }
    }
    if (bad != 0) {
        return ::testing::AssertionFailure() << bad << " of " << n << " elements wrong:" << first.str();
    }
    return ::testing::AssertionSuccess();
}

// A hand-made split: `cores` cores of `perCore` elements (whole 32-byte blocks), the last one
// shorter, in tiles of `tile` elements (whole VF iterations: 64 elements with VL = 256 bytes).
AsinGradTilingData HandTiling(int64_t n, int64_t perCore, int64_t tile)
{
    AsinGradTilingData td{};
    td.totalLength = n;
    td.blockFormer = perCore;
    td.usedCoreNum = (n + perCore - 1) / perCore;
    td.blockTail = n - (td.usedCoreNum - 1) * perCore;
    td.ubFormer = tile;
    return td;
}

class AsinGradKernel : public ::testing::TestWithParam<DType> {};

TEST_P(AsinGradKernel, FourCoresOfSeveralSmallTilesEach)
{
    // 1000 elements: 3 cores of 256 and one of 232, tiles of 64 (4 per full core, the last 40).
    const AsinGradTilingData td = HandTiling(1000, 256, 64);
    ASSERT_EQ(td.usedCoreNum, 4);
    ASSERT_EQ(td.blockTail, 232);
    EXPECT_TRUE(RunAndCheck(GetParam(), td, 1)) << Name(GetParam());
}

TEST_P(AsinGradKernel, SevenCoresWithAShortLastCoreAndTile)
{
    // 1365 elements: 6 cores of 208 (a tile of 128 and one of 80) and a last core of 117.
    const AsinGradTilingData td = HandTiling(1365, 208, 128);
    ASSERT_EQ(td.usedCoreNum, 7);
    ASSERT_EQ(td.blockTail, 117);
    EXPECT_TRUE(RunAndCheck(GetParam(), td, 2)) << Name(GetParam());
}

TEST_P(AsinGradKernel, OneCoreShorterThanOneTile)
{
    EXPECT_TRUE(RunAndCheck(GetParam(), HandTiling(11, 16, 64), 3)) << Name(GetParam());
}

TEST_P(AsinGradKernel, TwoCoresOfOneLargeTileEach)
{
    EXPECT_TRUE(RunAndCheck(GetParam(), HandTiling(3001, 1504, 1536), 4)) << Name(GetParam());
}

INSTANTIATE_TEST_SUITE_P(Types, AsinGradKernel, ::testing::Values(DType::kF32, DType::kF16, DType::kBF16),
                         [](const ::testing::TestParamInfo<DType>& info) { return std::string(Name(info.param)); });

} // namespace
