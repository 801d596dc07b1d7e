// The VF scheduler prices a lane-wise Reg instruction by its own appendix row for its element type
// (附录/Reg矢量计算接口理论性能汇总.md 表6: Add int32_t 32 elements per cycle = 2 cycles per VL, float 64 = 1;
// Mul int16_t 64 = 2 cycles per VL of 128 lanes, half 128 = 1), not by its class (kSimple: 1 cycle).
// Measured as the latency of a dependent chain: K instructions each reading the previous result, the
// VF's cost growing by K × lanes/P. Twins: the float / half chains keep 1 cycle per instruction.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>

#include "kernel_test_util.h"
#include "timing/appendix_costs.h"

namespace {

using namespace AscendC;
using namespace ktest;

constexpr double kClockHz = 1.65e9; // timing_model.md §2 (950PR)
double Cycles(double us) { return us * 1e-6 * kClockHz; }

uint32_t g_chain = 0;

template <typename T, bool kMul>
__simd_vf__ inline void ChainVf(__ubuf__ T* x, __ubuf__ T* z, uint32_t chain)
{
    Reg::MaskReg m = Reg::CreateMask<T>();
    Reg::RegTensor<T> a, c;
    Reg::LoadAlign(a, x);
    Reg::LoadAlign(c, x);
    for (uint32_t i = 0; i < chain; ++i) {
        if constexpr (kMul) {
            Reg::Mul(c, c, a, m);
        } else {
            Reg::Add(c, c, a, m);
        }
    }
    Reg::StoreAlign(z, c, m);
}

template <typename T, bool kMul>
void ChainKernel(GM_ADDR)
{
    constexpr uint32_t kLanes = 256 / sizeof(T);
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, 2 * kLanes * sizeof(T));
    LocalTensor<T> x = buf.Get<T>();
    LocalTensor<T> z = x[kLanes];
    for (uint32_t i = 0; i < kLanes; ++i) {
        x.SetValue(i, static_cast<T>(1));
    }
    asc_vf_call<ChainVf<T, kMul>>(x.GetPhyAddr(), z.GetPhyAddr(), g_chain);
}

class NamedCostTest : public KernelTest {
protected:
    void SetUp() override
    {
        KernelTest::SetUp();
        ascsim::kern::ResetL2Cache();
        unsetenv("ASCEND_SIM_TIMING");
    }
    template <typename T, bool kMul>
    double VecCycles(uint32_t chain)
    {
        g_chain = chain;
        DeviceBuffer dummy(64);
        const LaunchOutcome out = Launch(ChainKernel<T, kMul>, 1, {dummy.get()}, "chain_vf");
        ExpectClean(out);
        EXPECT_TRUE(out.profile.valid);
        return Cycles(out.profile.aivVecTimeUs);
    }
    // Cycles each instruction of the chain adds.
    template <typename T, bool kMul = false>
    double PerInstruction()
    {
        return (VecCycles<T, kMul>(80) - VecCycles<T, kMul>(16)) / 64.0;
    }
};

namespace ax = ascsim::kern::appendix;

TEST_F(NamedCostTest, Int32AddTakesItsRowsCycles)
{
    EXPECT_EQ(ax::RateCycles("Add", "int32_t", ""), 2.0);
    EXPECT_NEAR(PerInstruction<int32_t>(), 2.0, 0.05);
    EXPECT_NEAR(PerInstruction<uint32_t>(), 2.0, 0.05);
}

TEST_F(NamedCostTest, FloatAddKeepsOneCycle)
{
    EXPECT_EQ(ax::RateCycles("Add", "float", ""), 1.0);
    EXPECT_NEAR(PerInstruction<float>(), 1.0, 0.05);
}

TEST_F(NamedCostTest, Int16MulTakesItsRowsCyclesHalfMulOne)
{
    EXPECT_EQ(ax::RateCycles("Mul", "int16_t", ""), 2.0);
    EXPECT_NEAR((PerInstruction<int16_t, true>()), 2.0, 0.05);
    EXPECT_NEAR((PerInstruction<half, true>()), 1.0, 0.05);
}

TEST_F(NamedCostTest, Int8MaxAtItsRowIsOneCycleAddTwo)
{
    // Max int8_t 256 per cycle: one cycle per VL of 256 lanes; Add int8_t 128: two.
    EXPECT_EQ(ax::RateCycles("Max", "int8_t", ""), 1.0);
    EXPECT_EQ(ax::RateCycles("Add", "int8_t", ""), 2.0);
    EXPECT_NEAR(PerInstruction<int8_t>(), 2.0, 0.05);
}

} // namespace
