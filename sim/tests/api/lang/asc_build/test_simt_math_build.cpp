// bisheng gives SIMT code the SDK's device math functions: asc_build/simt_math.asc, compiled by the simulator's
// bisheng with --enable-simt, calls atanhf, tanhf, log10f, acoshf, log1pf and atan2f in a SIMT kernel and in a host
// function. At the inputs where glibc's float functions exceed the 1 ulp of 附录/SIMT接口精度标准汇总.md (measured
// exhaustively; simt_api/math_functions.h lists them) the kernel stays within 1 ulp, and the host function gives
// the C library's value: the rewrite reaches SIMT code only.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

#include "acl/acl.h"

void SimtMathOnDevice(void* stream, float* x, float* y, uint32_t n);
float SimtMathOnHost(uint32_t fn, float x);

namespace {

constexpr uint32_t kFunctions = 6;
// Input k: where glibc's function k errs most (atanhf 1.72 ulp, tanhf 2.19, log10f 2.06, acoshf 2.00, log1pf 1.29,
// atan2f(y, 0x1.dab96cp+1) 1.49), then ordinary inputs.
const std::vector<float> kInputs = {0x1.ec2dd8p-4F, 0x1.ddca18p-3F, 0x1.f6e9d6p-1F, 0x1.01cb98p+0F, 0x1.a827b4p-2F,
                                    0x1.e0d2dp-1F,  0.3F,           0.75F,          1.5F,           0.01F};

long double Exact(uint32_t fn, float x)
{
    const long double v = x;
    switch (fn) {
        case 0:
            return std::atanh(v);
        case 1:
            return std::tanh(v);
        case 2:
            return std::log10(v);
        case 3:
            return std::acosh(v);
        case 4:
            return std::log1p(v);
        default:
            return std::atan2(v, static_cast<long double>(0x1.dab96cp+1F));
    }
}

// |got - exact| in units of the float ulp at exact (normal results only).
double UlpError(float got, long double exact)
{
    int e = 0;
    std::frexp(exact, &e);
    return static_cast<double>(std::fabs(static_cast<long double>(got) - exact) / std::ldexp(1.0L, e - 24));
}

TEST(SimtMathBuild, SimtCodeGetsTheDeviceFunctionsAndHostCodeTheCLibrarys)
{
    ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
    ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
    aclrtStream stream = nullptr;
    ASSERT_EQ(aclrtCreateStream(&stream), ACL_SUCCESS);
    const uint32_t n = static_cast<uint32_t>(kInputs.size());
    void* x = nullptr;
    void* y = nullptr;
    ASSERT_EQ(aclrtMalloc(&x, n * sizeof(float), ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    ASSERT_EQ(aclrtMalloc(&y, n * kFunctions * sizeof(float), ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    ASSERT_EQ(aclrtMemcpy(x, n * sizeof(float), kInputs.data(), n * sizeof(float), ACL_MEMCPY_HOST_TO_DEVICE),
              ACL_SUCCESS);
    SimtMathOnDevice(stream, static_cast<float*>(x), static_cast<float*>(y), n);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    std::vector<float> got(n * kFunctions);
    ASSERT_EQ(
        aclrtMemcpy(got.data(), got.size() * sizeof(float), y, got.size() * sizeof(float), ACL_MEMCPY_DEVICE_TO_HOST),
        ACL_SUCCESS);
    for (uint32_t fn = 0; fn < kFunctions; ++fn) {
        for (uint32_t i = 0; i < n; ++i) {
            const long double exact = Exact(fn, kInputs[i]);
            if (!std::isfinite(exact) || std::fabs(exact) < 0x1p-126L) {
                continue; // outside the domain (acoshf below 1)
            }
            EXPECT_LE(UlpError(got[fn * n + i], exact), 1.0) << "device function " << fn << " at " << kInputs[i];
            const float host = SimtMathOnHost(fn, kInputs[i]);
            if (i == fn) { // the C library's worst input: beyond the bound on the host
                EXPECT_GT(UlpError(host, exact), 1.0) << "host function " << fn << " is not the C library's";
                std::printf("  function %u at %a: host (C library) %.2f ulp, SIMT kernel %.2f ulp\n", fn, kInputs[i],
                            UlpError(host, exact), UlpError(got[fn * n + i], exact));
            }
        }
    }
    (void)aclrtFree(x);
    (void)aclrtFree(y);
    (void)aclrtDestroyStream(stream);
    (void)aclrtResetDevice(0);
    (void)aclFinalize();
}

} // namespace
