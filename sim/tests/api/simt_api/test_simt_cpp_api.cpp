// The C++ SIMT API, namespace AscendC::Simt (SDK include/simt_api/cpp/*.h; sim
// ascendc_sim/simt_api/simt_cpp_api.h), reached through kernel_operator.h as in the SDK: a SIMD kernel starts
// each VF with AscendC::Simt::VF_CALL, and the results are checked against values computed here on the host
// (the launch geometry, float64 std:: math, the sums and lane permutations the warp functions define).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "ascendc_sim/lang/asc_prelude.h"
#include "kernel_operator.h"
#include "simt_test_util.h"

namespace {

namespace Simt = AscendC::Simt;

constexpr uint32_t kBlocks = 3;
constexpr uint32_t kFields = 11;

// ---- geometry: each thread records what the Simt getters return ---------------------------------------------
__simt_vf__ __launch_bounds__(128) inline void record_geometry(__gm__ uint32_t* out)
{
    const uint32_t t = Simt::GetThreadIdx<0>() + Simt::GetThreadIdx<1>() * Simt::GetThreadNum<0>() +
                       Simt::GetThreadIdx<2>() * Simt::GetThreadNum<0>() * Simt::GetThreadNum<1>();
    __gm__ uint32_t* o = out + (Simt::GetBlockIdx() * 128 + t) * kFields;
    o[0] = Simt::GetThreadIdx<0>();
    o[1] = Simt::GetThreadIdx<1>();
    o[2] = Simt::GetThreadIdx<2>();
    o[3] = Simt::GetThreadIdx();
    o[4] = Simt::GetThreadNum<0>();
    o[5] = Simt::GetThreadNum<1>();
    o[6] = Simt::GetThreadNum<2>();
    o[7] = Simt::GetThreadNum();
    o[8] = Simt::GetBlockIdx();
    o[9] = Simt::GetBlockNum();
    o[10] = static_cast<uint32_t>(Simt::GetWarpSize());
}

__global__ __vector__ void geometry_kernel(__gm__ uint32_t* out)
{
    Simt::VF_CALL<record_geometry>(Simt::Dim3(16, 4, 2), out);
}

// ---- math: one input per thread, several wrappers per input -------------------------------------------------
constexpr uint32_t kMathThreads = 64;
constexpr uint32_t kMathOut = 11;

__simt_vf__ __launch_bounds__(kMathThreads) inline void math_vf(__gm__ float* x, __gm__ float* out)
{
    const uint32_t t = Simt::GetThreadIdx();
    const float v = x[t];
    const float w = x[(t + 1) % kMathThreads];
    __gm__ float* o = out + t * kMathOut;
    o[0] = Simt::Exp(v);
    o[1] = Simt::Sqrt(Simt::Abs(v));
    o[2] = Simt::Sin(v);
    o[3] = Simt::Pow(Simt::Abs(v), 1.5f);
    o[4] = Simt::Fma(v, w, 0.25f);
    o[5] = Simt::Max(v, w);
    o[6] = Simt::Min(v, w);
    o[7] = Simt::Abs(v);
    o[8] = Simt::Log(Simt::Abs(v) + 1.0f);
    o[9] = static_cast<float>(Simt::IsNan(v) + 2 * Simt::IsInf(v) + 4 * Simt::IsFinite(v));
    o[10] = static_cast<float>(Simt::Max(Simt::IsFinite(v) ? static_cast<int32_t>(v) : 0, -3));
}

__global__ __vector__ void math_kernel(__gm__ float* x, __gm__ float* out)
{
    Simt::VF_CALL<math_vf>(Simt::Dim3{kMathThreads}, x, out);
}

// ---- atomics: every thread of every block adds to one counter ----------------------------------------------
// LAUNCH_BOUND(N): the spelling the SDK's own SIMT tests and ops-math give a VF (lang/simt_keywords.h).
__simt_vf__ LAUNCH_BOUND(256) inline void atomic_vf(__gm__ int32_t* counter, __gm__ int32_t* maximum)
{
    const int32_t v = static_cast<int32_t>(Simt::GetThreadIdx() + 1 + 1000 * Simt::GetBlockIdx());
    (void)Simt::AtomicAdd(counter, v);
    (void)Simt::AtomicMax(maximum, v);
}

__global__ __vector__ void atomic_kernel(__gm__ int32_t* counter, __gm__ int32_t* maximum)
{
    Simt::VF_CALL<atomic_vf>(Simt::Dim3(256), counter, maximum);
}

// ---- warp functions over two warps ---------------------------------------------------------------------------
constexpr uint32_t kWarpThreads = 64;
constexpr uint32_t kWarpOut = 9;

__simt_vf__ __launch_bounds__(kWarpThreads) inline void warp_vf(__gm__ int32_t* out)
{
    const uint32_t t = Simt::GetThreadIdx();
    const int32_t v = static_cast<int32_t>(t * 3 + 1);
    __gm__ int32_t* o = out + t * kWarpOut;
    o[0] = Simt::WarpShflSync(v, 7);
    o[1] = Simt::WarpShflSync(v, 2, 8);
    o[2] = Simt::WarpShflXorSync(v, 1);
    o[3] = Simt::WarpShflDownSync(v, 4u);
    o[4] = Simt::WarpShflUpSync(v, 3u);
    o[5] = Simt::WarpReduceAddSync(v);
    o[6] = static_cast<int32_t>(Simt::WarpBallotSync(t % 3 == 0));
    o[7] = Simt::WarpAnySync(t == 5) + 10 * Simt::WarpAllSync(t < 1000);
    o[8] = Simt::WarpReduceMaxSync(v) - Simt::WarpReduceMinSync(v);
}

__global__ __vector__ void warp_kernel(__gm__ int32_t* out) { Simt::VF_CALL<warp_vf>(Simt::Dim3(kWarpThreads), out); }

struct SimtCppApiTest : SimtTest {}; // simt_test_util.h: a device, a stream, Device / Host buffers

// Distance in ulps of float `got` from the float64 reference (the spacing at the reference's magnitude).
double Ulps(float got, double ref)
{
    const float r = static_cast<float>(ref);
    const double ulp = static_cast<double>(std::nextafter(std::fabs(r), std::numeric_limits<float>::infinity())) -
                       static_cast<double>(std::fabs(r));
    return std::fabs(static_cast<double>(got) - ref) / ulp;
}

TEST_F(SimtCppApiTest, VfCallGettersReportTheLaunchGeometry)
{
    uint32_t* out = Device(std::vector<uint32_t>(kBlocks * 128 * kFields, 0xdeadbeef));
    ::ascsim::asc::KernelLaunch(
        ::ascsim::asc::LaunchSite{__FILE__, __LINE__, "geometry_kernel"}, kBlocks, 0, stream,
        [](auto&&... a) { geometry_kernel(a...); }, out);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<uint32_t> got = Host(out, kBlocks * 128 * kFields);
    for (uint32_t b = 0; b < kBlocks; ++b) {
        for (uint32_t z = 0; z < 2; ++z) {
            for (uint32_t y = 0; y < 4; ++y) {
                for (uint32_t x = 0; x < 16; ++x) {
                    const uint32_t* o = &got[(b * 128 + z * 64 + y * 16 + x) * kFields];
                    const uint32_t want[kFields] = {x, y, z, x, 16, 4, 2, 16, b, kBlocks, 32};
                    for (uint32_t k = 0; k < kFields; ++k) {
                        EXPECT_EQ(o[k], want[k])
                            << "block " << b << " thread " << x << "," << y << "," << z << " field " << k;
                    }
                }
            }
        }
    }
}

TEST_F(SimtCppApiTest, MathWrappersAgreeWithFloat64References)
{
    std::vector<float> x(kMathThreads);
    for (uint32_t i = 0; i < kMathThreads; ++i) {
        x[i] = -7.3f + 0.2371f * static_cast<float>(i);
    }
    x[10] = std::numeric_limits<float>::quiet_NaN();
    x[20] = std::numeric_limits<float>::infinity();
    float* dx = Device(x);
    float* out = Device(std::vector<float>(kMathThreads * kMathOut, -12345.0f));
    ::ascsim::asc::KernelLaunch(
        ::ascsim::asc::LaunchSite{__FILE__, __LINE__, "math_kernel"}, 1, 0, stream,
        [](auto&&... a) { math_kernel(a...); }, dx, out);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<float> got = Host(out, kMathThreads * kMathOut);
    for (uint32_t i = 0; i < kMathThreads; ++i) {
        const float v = x[i];
        const float w = x[(i + 1) % kMathThreads];
        const double dv = v;
        const float* o = &got[i * kMathOut];
        // The classification (IsNan + 2 IsInf + 4 IsFinite) and the integer Max of the truncated value.
        const bool nan = std::isnan(v);
        const bool inf = std::isinf(v);
        EXPECT_EQ(o[9], nan ? 1.0f : inf ? 2.0f : 4.0f) << i;
        EXPECT_EQ(o[10], static_cast<float>(std::max(nan || inf ? 0 : static_cast<int32_t>(v), -3))) << i;
        if (nan || inf || std::isnan(w) || std::isinf(w)) {
            continue;
        }
        EXPECT_LE(Ulps(o[0], std::exp(dv)), 1.0) << "Exp " << v;
        EXPECT_LE(Ulps(o[1], std::sqrt(std::fabs(dv))), 1.0) << "Sqrt " << v; // the table's 1 ulp, not rounded
        EXPECT_LE(Ulps(o[2], std::sin(dv)), 1.0) << "Sin " << v;
        EXPECT_LE(Ulps(o[3], std::pow(std::fabs(dv), 1.5)), 1.0) << "Pow " << v;
        EXPECT_EQ(o[4], static_cast<float>(dv * static_cast<double>(w) + 0.25)) << "Fma " << v << " " << w;
        EXPECT_EQ(o[5], v > w ? v : w) << "Max";
        EXPECT_EQ(o[6], v < w ? v : w) << "Min";
        EXPECT_EQ(o[7], v < 0 ? -v : v) << "Abs";
        EXPECT_LE(Ulps(o[8], std::log(static_cast<double>(std::fabs(v) + 1.0f))), 1.0) << "Log " << v;
    }
}

TEST_F(SimtCppApiTest, AtomicAddFromEveryThreadSumsAllValues)
{
    int32_t* counter = Device(std::vector<int32_t>{5});
    int32_t* maximum = Device(std::vector<int32_t>{-1});
    ::ascsim::asc::KernelLaunch(
        ::ascsim::asc::LaunchSite{__FILE__, __LINE__, "atomic_kernel"}, kBlocks, 0, stream,
        [](auto&&... a) { atomic_kernel(a...); }, counter, maximum);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    int64_t want = 5;
    for (uint32_t b = 0; b < kBlocks; ++b) {
        for (uint32_t t = 0; t < 256; ++t) {
            want += t + 1 + 1000 * b;
        }
    }
    EXPECT_EQ(Host(counter, 1)[0], want);
    EXPECT_EQ(Host(maximum, 1)[0], static_cast<int32_t>(256 + 1000 * (kBlocks - 1)));
}

// A sanitizer finding inside a wrapper names the caller's line: the wrappers pass their call site on to the
// C-style function (a misaligned word, rule memcheck.simt-atomic-align).
__simt_vf__ __launch_bounds__(32) inline void misaligned_atomic_vf(__gm__ int32_t* counter)
{
    auto* word = reinterpret_cast<__gm__ int32_t*>(reinterpret_cast<__gm__ uint8_t*>(counter) + 2);
    Simt::AtomicAdd(word, 1); // kMisalignedAtomicLine
}
constexpr int kMisalignedAtomicLine = __LINE__ - 2;

__global__ __vector__ void misaligned_atomic_kernel(__gm__ int32_t* counter)
{
    Simt::VF_CALL<misaligned_atomic_vf>(Simt::Dim3(32), counter);
}

TEST_F(SimtCppApiTest, AFindingInAWrapperNamesTheCallersLine)
{
    int32_t* counter = Device(std::vector<int32_t>{0, 0});
    ::ascsim::asc::KernelLaunch(
        ::ascsim::asc::LaunchSite{__FILE__, __LINE__, "misaligned_atomic_kernel"}, 1, 0, stream,
        [](auto&&... a) { misaligned_atomic_kernel(a...); }, counter);
    ASSERT_NE(aclrtSynchronizeStream(stream), ACL_SUCCESS);
    const std::string msg = aclGetRecentErrMsg();
    EXPECT_NE(msg.find("test_simt_cpp_api.cpp:" + std::to_string(kMisalignedAtomicLine)), std::string::npos) << msg;
    EXPECT_NE(msg.find("not aligned"), std::string::npos) << msg;
    EXPECT_EQ(msg.find("simt_cpp_api.h"), std::string::npos) << msg;
}

TEST_F(SimtCppApiTest, WarpFunctionsMatchTheLanePermutationsAndReductions)
{
    int32_t* out = Device(std::vector<int32_t>(kWarpThreads * kWarpOut, -7));
    ::ascsim::asc::KernelLaunch(
        ::ascsim::asc::LaunchSite{__FILE__, __LINE__, "warp_kernel"}, 1, 0, stream,
        [](auto&&... a) { warp_kernel(a...); }, out);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<int32_t> got = Host(out, kWarpThreads * kWarpOut);
    auto value = [](uint32_t t) { return static_cast<int32_t>(t * 3 + 1); };
    for (uint32_t t = 0; t < kWarpThreads; ++t) {
        const uint32_t base = t / 32 * 32;
        const uint32_t lane = t % 32;
        const int32_t* o = &got[t * kWarpOut];
        int32_t sum = 0;
        uint32_t ballot = 0;
        for (uint32_t l = 0; l < 32; ++l) {
            sum += value(base + l);
            ballot |= ((base + l) % 3 == 0 ? 1u : 0u) << l;
        }
        EXPECT_EQ(o[0], value(base + 7)) << t;
        EXPECT_EQ(o[1], value(base + lane / 8 * 8 + 2)) << t;
        EXPECT_EQ(o[2], value(t ^ 1)) << t;
        EXPECT_EQ(o[3], value(lane + 4 < 32 ? t + 4 : t)) << t;
        EXPECT_EQ(o[4], value(lane >= 3 ? t - 3 : t)) << t;
        EXPECT_EQ(o[5], sum) << t;
        EXPECT_EQ(static_cast<uint32_t>(o[6]), ballot) << t;
        EXPECT_EQ(o[7], (base == 0 ? 1 : 0) + 10) << t;
        EXPECT_EQ(o[8], value(base + 31) - value(base)) << t;
    }
}

} // namespace
