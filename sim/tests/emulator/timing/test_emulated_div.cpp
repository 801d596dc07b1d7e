// Div on int64_t / uint64_t in a Vector Function: software-emulated on 950 (附录/
// Reg矢量计算接口软仿情况汇总.md 表3), priced as the SDK's sequence (DivS64Impl: 127 dependent
// instructions, Σ lanes/P = 196 cycles per VL; sim/src/kernel/timing/appendix_costs.h), which holds the
// in-order issue stage: successive VLs do not overlap. Twin: fp32 Div (a hardware VDIV, 4 cycles per VL)
// keeps its rate. Reference figure: the trait example of asc-devkit (int64 Div, RegTraitNumTwo,
// 320 iterations) publishes aiv_vec_time 37.471 µs on a 950, 193 cycles per iteration.
#include <gtest/gtest.h>

#include <cstdint>
#include <cmath>
#include <cstdlib>
#include <type_traits>

#include "kernel_test_util.h"
#include "timing/appendix_costs.h"

namespace {

using namespace AscendC;
using namespace ktest;

constexpr double kClockHz = 1.65e9; // timing_model.md §2 (950PR)
double Cycles(double us) { return us * 1e-6 * kClockHz; }

uint32_t g_vls = 0;
uint32_t g_bad = 0; // 1 + the first wrong element, 0 if none

template <typename T>
__simd_vf__ inline void DivVf(__ubuf__ T* x, __ubuf__ T* y, __ubuf__ T* z, uint32_t vls)
{
    constexpr uint32_t kLanes = 256 / sizeof(T);
    Reg::MaskReg m = Reg::CreateMask<T>();
    Reg::RegTensor<T> a, b, c;
    for (uint32_t i = 0; i < vls; ++i) {
        Reg::LoadAlign(a, x + i * kLanes);
        Reg::LoadAlign(b, y + i * kLanes);
        Reg::Div(c, a, b, m);
        Reg::StoreAlign(z + i * kLanes, c, m);
    }
}

template <typename T>
void DivKernel(GM_ADDR)
{
    constexpr uint32_t kLanes = 256 / sizeof(T);
    const uint32_t n = g_vls * kLanes;
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, 3 * n * sizeof(T));
    LocalTensor<T> x = buf.Get<T>();
    LocalTensor<T> y = x[n];
    LocalTensor<T> z = x[2 * n];
    for (uint32_t i = 0; i < n; ++i) {
        x.SetValue(i, static_cast<T>(1000 + 7 * i));
        y.SetValue(i, static_cast<T>(3 + i % 5));
    }
    asc_vf_call<DivVf<T>>(x.GetPhyAddr(), y.GetPhyAddr(), z.GetPhyAddr(), g_vls);
    // The values: integer math for the integer types, float64 within 1e-6 for fp32.
    for (uint32_t i = 0; i < n; ++i) {
        const double want = static_cast<double>(static_cast<T>(1000 + 7 * i) / static_cast<T>(3 + i % 5));
        const double got = static_cast<double>(z.GetValue(i));
        if (got != want && !(std::is_floating_point_v<T> && std::abs(got - want) <= 1e-6 * std::abs(want))) {
            g_bad = i + 1;
            return;
        }
    }
}

class EmulatedDivTest : public KernelTest {
protected:
    void SetUp() override
    {
        KernelTest::SetUp();
        ascsim::kern::ResetL2Cache();
        unsetenv("ASCEND_SIM_TIMING");
    }
    void TearDown() override
    {
        ascsim::SetActiveSocProfileForTest("");
        KernelTest::TearDown();
    }
    template <typename T>
    double VecCycles(uint32_t vls)
    {
        g_vls = vls;
        g_bad = 0;
        DeviceBuffer dummy(64);
        const LaunchOutcome out = Launch(DivKernel<T>, 1, {dummy.get()}, "div_vf");
        ExpectClean(out);
        EXPECT_TRUE(out.profile.valid);
        EXPECT_EQ(g_bad, 0u) << "element " << g_bad - 1;
        return Cycles(out.profile.aivVecTimeUs);
    }
};

constexpr double kSeq = ascsim::kern::appendix::SequenceCycles(ascsim::kern::appendix::kDivB64Sequence);

TEST_F(EmulatedDivTest, Int64DivCostsItsSequencePerVl)
{
    // The VF's cost grows by the sequence (+ the VL's loads and store, a few cycles) per VL.
    const double per = (VecCycles<int64_t>(40) - VecCycles<int64_t>(8)) / 32.0;
    std::printf("[timing] int64 Div: %.1f cycles per VL (sequence %.0f)\n", per, kSeq);
    EXPECT_GE(per, kSeq);
    EXPECT_LE(per, kSeq + 6.0);
    const double perU = (VecCycles<uint64_t>(40) - VecCycles<uint64_t>(8)) / 32.0;
    EXPECT_NEAR(perU, per, 1e-6);
}

TEST_F(EmulatedDivTest, FloatDivKeepsItsRate)
{
    // fp32: VDIV at 16 elements per cycle (RP 表6), iterations overlap: a few cycles per VL.
    const double per = (VecCycles<float>(40) - VecCycles<float>(8)) / 32.0;
    std::printf("[timing] fp32 Div: %.1f cycles per VL\n", per);
    EXPECT_LE(per, 8.0);
}

} // namespace
