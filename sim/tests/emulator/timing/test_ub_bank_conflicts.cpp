// UB bank conflicts of one Reg instruction (避免bank冲突（NPU架构版本3510）.md; engine/ub_banks.h): the
// beats a set of 32-byte blocks takes by the page's per-beat limits, and their price in a Vector
// Function: a DataBlock StoreAlign whose 8 blocks all fall in bank 0 (dataBlockStride 144 = 16 x 9,
// the example the page's figures and the nd2nz bank-conflict practice describe) holds the UB write port
// for 8 beats where stride 145 (eight bank groups) takes one.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <vector>

#include "ascendc_sim/engine/ub_banks.h"
#include "kernel_test_util.h"

namespace {

using namespace AscendC;
using namespace ktest;
using ascsim::kern::UbBeats;

std::vector<uint64_t> Strided(uint32_t strideBlocks, uint32_t n = 8)
{
    std::vector<uint64_t> v;
    for (uint32_t j = 0; j < n; ++j) {
        v.push_back(uint64_t(j) * strideBlocks * 32);
    }
    return v;
}

TEST(UbBanksTest, BeatsFollowThePagesPerBeatLimits)
{
    // Contiguous: bank groups 0..7 once each.
    EXPECT_EQ(UbBeats(Strided(1).data(), 8, true), 1u);
    EXPECT_EQ(UbBeats(Strided(1).data(), 8, false), 1u);
    // Stride 144 blocks: every block in bank 0 (the page's 低位交织: bank = block % 16).
    EXPECT_EQ(UbBeats(Strided(144).data(), 8, true), 8u);
    EXPECT_EQ(UbBeats(Strided(144).data(), 8, false), 8u);
    // Stride 145: banks 0..7, one per group.
    EXPECT_EQ(UbBeats(Strided(145).data(), 8, true), 1u);
    // Stride 8: one group, banks 0 and 8 alternating: a group takes one write per beat but two reads
    // when they are in different banks.
    EXPECT_EQ(UbBeats(Strided(8).data(), 8, true), 8u);
    EXPECT_EQ(UbBeats(Strided(8).data(), 8, false), 4u);
    // The page's 两读一写 example 2: the same address read twice is one read.
    const uint64_t same[2] = {0x0, 0x0};
    EXPECT_EQ(UbBeats(same, 2, false), 1u);
    // Two VLs contiguous (16 blocks): each group twice, in its two banks: one beat to read, two to write.
    EXPECT_EQ(UbBeats(Strided(1, 16).data(), 16, false), 1u);
    EXPECT_EQ(UbBeats(Strided(1, 16).data(), 16, true), 2u);
}

constexpr double kClockHz = 1.65e9; // timing_model.md §2 (950PR)
uint32_t g_stride = 1;
constexpr uint32_t kStores = 256;

__simd_vf__ inline void StoreBlocksVf(__ubuf__ half* src, __ubuf__ half* dst, uint32_t stride)
{
    Reg::MaskReg m = Reg::CreateMask<half>();
    Reg::RegTensor<half> r;
    Reg::LoadAlign(r, src);
    for (uint32_t i = 0; i < kStores; ++i) {
        Reg::StoreAlign<half, Reg::DataCopyMode::DATA_BLOCK_COPY>(dst + (i % 16) * 16, r, stride, m);
    }
}

void StoreBlocksKernel(GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, 160 * 1024);
    LocalTensor<half> t = buf.Get<half>();
    Duplicate(t, half(1.0f), 128);
    PipeBarrier<PIPE_V>();
    asc_vf_call<StoreBlocksVf>(t.GetPhyAddr(), t[128].GetPhyAddr(), g_stride);
}

class UbBankTimingTest : public KernelTest {
protected:
    void SetUp() override
    {
        KernelTest::SetUp();
        unsetenv("ASCEND_SIM_TIMING");
    }
    double VecCycles(uint32_t stride)
    {
        g_stride = stride;
        DeviceBuffer dummy(64);
        const LaunchOutcome out = Launch(StoreBlocksKernel, 1, {dummy.get()}, "store_blocks");
        ExpectClean(out);
        EXPECT_TRUE(out.profile.valid);
        return out.profile.aivVecTimeUs * 1e-6 * kClockHz;
    }
};

TEST_F(UbBankTimingTest, ADataBlockStoreIntoOneBankTakesEightBeats)
{
    const double c144 = VecCycles(144), c145 = VecCycles(145), c1 = VecCycles(1);
    std::printf("[timing] %u DataBlock stores: stride 144 %.0f cycles, 145 %.0f, 1 %.0f\n", kStores, c144, c145, c1);
    EXPECT_NEAR(c145, c1, 0.05 * c1); // no conflict either way
    // Seven more beats per store, the write port being the bottleneck.
    EXPECT_NEAR((c144 - c145) / kStores, 7.0, 0.5);
}

} // namespace
