// The timing model's scalar cost per loop iteration (sim/docs/timing_model.md §5.8). The emulator runs
// a kernel's scalar code natively, so it sees a loop only through the APIs the loop body calls: an
// API call site that comes round again means control went back over a loop edge, and the scalar unit
// is charged SocProfile::loopIterationCycles for it. Each test compares a loop with the same calls
// written out (or with no API in its body): the expected counts are the loop edges of the C++ code.
#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;
using ascsim::kern::SrcLoc;

namespace {

constexpr int32_t kLanes = 64; // one fp32 VL
int g_iters = 0;

double Cycles(double us) { return us * 1e-6 * ascsim::ActiveSocProfile().aivClockHz; }

class ScalarLoopTest : public KernelTest {
protected:
    void SetUp() override
    {
        KernelTest::SetUp();
        ascsim::kern::ResetL2Cache();
        unsetenv("ASCEND_SIM_TIMING");
    }
};

// The UB both Adds kernels use: a holds 0.5, b takes the sums.
struct AddsUb {
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    LocalTensor<float> a, b;
    AddsUb()
    {
        pipe.InitBuffer(buf, 2 * kLanes * sizeof(float));
        a = buf.Get<float>();
        b = a[kLanes];
        Duplicate(a, 0.5f, kLanes);
    }
};

// g_iters Adds from one call site.
void AddsLoopKernel(GM_ADDR)
{
    AddsUb ub;
    for (int i = 0; i < g_iters; ++i) {
        Adds(ub.b, ub.a, 1.0f, kLanes);
    }
}

// The same 8 Adds, written out: 8 call sites, no loop.
void AddsUnrolledKernel(GM_ADDR)
{
    AddsUb ub;
    Adds(ub.b, ub.a, 1.0f, kLanes);
    Adds(ub.b, ub.a, 1.0f, kLanes);
    Adds(ub.b, ub.a, 1.0f, kLanes);
    Adds(ub.b, ub.a, 1.0f, kLanes);
    Adds(ub.b, ub.a, 1.0f, kLanes);
    Adds(ub.b, ub.a, 1.0f, kLanes);
    Adds(ub.b, ub.a, 1.0f, kLanes);
    Adds(ub.b, ub.a, 1.0f, kLanes);
}

// 3 outer iterations: a DataCopy, then 4 inner iterations of a flag pair and an Adds, then a barrier.
void NestedKernel(GM_ADDR src)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, 2 * kLanes * sizeof(float));
    GlobalTensor<float> s;
    s.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(src), kLanes);
    LocalTensor<float> a = buf.Get<float>();
    LocalTensor<float> b = a[kLanes];
    for (int o = 0; o < 3; ++o) {
        DataCopy(a, s, kLanes);
        SetFlag<HardEvent::MTE2_V>(EVENT_ID0);
        WaitFlag<HardEvent::MTE2_V>(EVENT_ID0);
        for (int i = 0; i < 4; ++i) {
            Adds(b, a, 1.0f, kLanes);
        }
        PipeBarrier<PIPE_ALL>();
    }
}

// Three passes of a loop whose body has 2 x g_iters distinct call sites: lines 1000.. of two files
// (same line, other file: another site). With g_iters = 150 the model's set of sites seen since the
// last back edge has to grow past its first 64 slots several times.
const char kFileA[] = "many_sites_a.cpp";
const char kFileB[] = "many_sites_b.cpp";
void ManySitesKernel(GM_ADDR)
{
    AddsUb ub;
    for (int pass = 0; pass < 3; ++pass) {
        for (int k = 0; k < g_iters; ++k) {
            Adds(ub.b, ub.a, 1.0f, kLanes, SrcLoc{kFileA, 1000 + k});
            Adds(ub.b, ub.a, 1.0f, kLanes, SrcLoc{kFileB, 1000 + k});
        }
    }
}

__simd_vf__ inline void AddOneVf(__ubuf__ float* a)
{
    Reg::RegTensor<float> x;
    Reg::MaskReg m = Reg::CreateMask<float>();
    Reg::LoadAlign(x, a);
    Reg::Adds(x, x, 1.0f, m);
    Reg::StoreAlign(a, x, m);
}

// g_iters launches of one VF (asc_vf_call has no call-site argument: the VF entry stands for it), and
// a pure scalar loop that calls no API at all, which the model cannot see.
void VfLoopKernel(GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, kLanes * sizeof(float));
    LocalTensor<float> a = buf.Get<float>();
    Duplicate(a, 0.5f, kLanes);
    volatile int sink = 0;
    for (int i = 0; i < 100; ++i) {
        sink = sink + i;
    }
    for (int i = 0; i < g_iters; ++i) {
        asc_vf_call<AddOneVf>(a.GetPhyAddr());
    }
}

TEST_F(ScalarLoopTest, EachLoopIterationCostsTheScalarUnitItsCycles)
{
    DeviceBuffer dummy(64);
    g_iters = 8;
    const LaunchOutcome loop = Launch(AddsLoopKernel, 1, {dummy.get()}, "adds_loop");
    const LaunchOutcome flat = Launch(AddsUnrolledKernel, 1, {dummy.get()}, "adds_unrolled");
    ExpectClean(loop);
    ExpectClean(flat);
    ASSERT_TRUE(loop.profile.valid && flat.profile.valid);
    EXPECT_EQ(loop.profile.loopIterations, 7U); // 8 passes, 7 back edges
    EXPECT_EQ(flat.profile.loopIterations, 0U);
    const double perIter = ascsim::ActiveSocProfile().loopIterationCycles;
    ASSERT_GT(perIter, 0.0);
    EXPECT_NEAR(Cycles(loop.profile.aivScalarTimeUs) - Cycles(flat.profile.aivScalarTimeUs), 7.0 * perIter, 1e-6);
    EXPECT_NEAR(loop.profile.aivVecTimeUs, flat.profile.aivVecTimeUs, 1e-12); // the same vector work
}

TEST_F(ScalarLoopTest, NestedLoopsCountEveryBackEdgeOnEveryPipePath)
{
    DeviceBuffer src(kLanes * sizeof(float));
    src.Fill(std::vector<float>(kLanes, 0.25f));
    const LaunchOutcome out = Launch(NestedKernel, 1, {src.get()}, "nested");
    ExpectClean(out);
    ASSERT_TRUE(out.profile.valid);
    EXPECT_EQ(out.profile.loopIterations, 3U * 3U + 2U); // 3 inner back edges per outer pass, 2 outer
}

TEST_F(ScalarLoopTest, ALoopBodyWithManyCallSitesCountsOnlyItsBackEdges)
{
    DeviceBuffer dummy(64);
    for (int sites : {1, 31, 32, 33, 150}) {
        g_iters = sites;
        const LaunchOutcome out = Launch(ManySitesKernel, 1, {dummy.get()}, "many_sites");
        ExpectClean(out);
        ASSERT_TRUE(out.profile.valid);
        EXPECT_EQ(out.profile.loopIterations, 2U) << 2 * sites << " sites per pass";
    }
}

TEST_F(ScalarLoopTest, VfLaunchesCountByEntryAndApiFreeLoopsAreNotSeen)
{
    DeviceBuffer dummy(64);
    g_iters = 5;
    const LaunchOutcome out = Launch(VfLoopKernel, 1, {dummy.get()}, "vf_loop");
    ExpectClean(out);
    ASSERT_TRUE(out.profile.valid);
    EXPECT_EQ(out.profile.loopIterations, 4U);
}

TEST_F(ScalarLoopTest, NoTimingNoCount)
{
    setenv("ASCEND_SIM_TIMING", "0", 1);
    DeviceBuffer dummy(64);
    g_iters = 8;
    const LaunchOutcome out = Launch(AddsLoopKernel, 1, {dummy.get()}, "adds_loop");
    unsetenv("ASCEND_SIM_TIMING");
    ExpectClean(out);
    EXPECT_FALSE(out.profile.valid);
    EXPECT_EQ(out.profile.loopIterations, 0U);
}

} // namespace
