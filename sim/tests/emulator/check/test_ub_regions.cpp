// The UB contract by region (架构规格/NPU架构版本3510.md; core.h, UB regions): 248 KB for the kernel's
// allocators by default, any address of the 256 KB legal, a warning for kernel data in the 6 KB SIMD
// VF stack, a memcheck finding for kernel data in the top 8 KB (the VF stack and the 2 KB Ascend C
// reserve) when a mask/repeat form that uses them runs, and the two build options that free the
// reserves (a kernel instance's ubReservesFreed, which bisheng's --cce-disable-*-reserved-ubuf set:
// api/lang/ub_reserves_*.asc).
#include <cfloat>

#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

class UbRegionsTest : public KernelTest {};

constexpr uint32_t kK = 1024;

GlobalTensor<float> Gm(GM_ADDR p, uint64_t n)
{
    GlobalTensor<float> g;
    g.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(p), n);
    return g;
}

// 64 floats of x into a tile placed by address at `addr`, + 1 there, out to z.
void TileAt(GM_ADDR x, GM_ADDR z, uint32_t addr)
{
    LocalTensor<float> t(TPosition::VECCALC, addr, 64);
    DataCopy(t, Gm(x, 64), 64);
    KT_FLAG(MTE2_V);
    Adds(t, t, 1.0f, 64);
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64), t, 64);
}
void TileInAscReserve(GM_ADDR x, GM_ADDR, GM_ADDR z) { TileAt(x, z, 254 * kK); }
void TileInVfStack(GM_ADDR x, GM_ADDR, GM_ADDR z) { TileAt(x, z, 250 * kK); }

void ExpectPlusOne(const NegBuffers& b)
{
    for (uint32_t i = 0; i < 64; ++i) {
        EXPECT_EQ(b.z.as<float>()[i], b.x.as<float>()[i] + 1.0f) << i;
    }
}

TEST_F(UbRegionsTest, ATilePlacedByAddressMayLieAboveTheKernelsShare)
{
    NegBuffers b;
    const LaunchOutcome o = Launch(&TileInAscReserve, 1, b.Args());
    ExpectClean(o);
    EXPECT_EQ(o.warnings, "");
    ExpectPlusOne(b);
}

TEST_F(UbRegionsTest, KernelDataInTheVfStackIsAWarningNamingEachSite)
{
    NegBuffers b;
    const LaunchOutcome o = Launch(&TileInVfStack, 1, b.Args());
    ExpectClean(o);
    ExpectPlusOne(b);
    EXPECT_NE(o.warnings.find("accesses UB in [253952, 260096), the 6 KB SIMD VF stack"), std::string::npos)
        << o.warnings;
    // DataCopy in, Adds, DataCopy out: three sites, one warning each.
    size_t n = 0;
    for (size_t at = o.warnings.find("SIMD VF stack"); at != std::string::npos;
         at = o.warnings.find("SIMD VF stack", at + 1)) {
        ++n;
    }
    EXPECT_EQ(n, 3U) << o.warnings;
}

TEST_F(UbRegionsTest, APastTheUbTileIsStillAFinding)
{
    NegBuffers b;
    auto past = [](GM_ADDR, GM_ADDR, GM_ADDR) {
        KT_MARK(g_line);
        LocalTensor<float> t(TPosition::VECCALC, 256 * kK - 128, 64);
        (void)t;
    };
    const LaunchOutcome o = Launch(+past, 1, b.Args());
    ExpectFinding(o, "memcheck",
                  "a tile of 256 bytes at UB offset 262016 runs past the 262144 bytes of the Unified Buffer",
                  Where(__FILE__, g_line.load()));
}

// A 248 KB TBuf (the whole default share) and a mask/repeat Sqrt: the form's 8 KB lie above it.
void WholeShareWithMaskRepeatForm(GM_ADDR, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> big;
    pipe.InitBuffer(big, 248 * kK);
    LocalTensor<float> t = big.Get<float>();
    Duplicate(t, 4.0f, 64);
    Sqrt(t, t, static_cast<uint64_t>(64), 1, UnaryRepeatParams{});
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64), t, 64);
}
TEST_F(UbRegionsTest, TheMaskRepeatFormsTemporaryLiesAboveTheKernelsShare)
{
    NegBuffers b;
    ExpectClean(Launch(&WholeShareWithMaskRepeatForm, 1, b.Args()));
    EXPECT_NEAR(b.z.as<float>()[0], 2.0f, 2.0f * FLT_EPSILON); // Sqrt: within 1 ulp (Sqrt.md, INTRINSIC)
}

// Kernel data in the Ascend C reserve (a tile placed by address) while a mask/repeat Sqrt runs: the
// form takes that UB. The twin uses the count form, which takes none, and keeps its data.
void ReserveDataAcrossMaskRepeatForm(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> work;
    pipe.InitBuffer(work, 64 * sizeof(float));
    LocalTensor<float> w = work.Get<float>();
    LocalTensor<float> kept(TPosition::VECCALC, 254 * kK, 64);
    DataCopy(kept, Gm(x, 64), 64);
    KT_FLAG(MTE2_V);
    Duplicate(w, 4.0f, 64);
    if (Broken()) {
        KT_MARK(g_line);
        Sqrt(w, w, static_cast<uint64_t>(64), 1, UnaryRepeatParams{});
    } else {
        Sqrt(w, w, 64);
    }
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64), kept, 64);
}
TEST_F(UbRegionsTest, KernelDataInTheReservesCollidesWithAMaskRepeatForm)
{
    ExpectBrokenAndTwin(&ReserveDataAcrossMaskRepeatForm, "memcheck",
                        "the mask/repeat form uses the top 8 KB of UB, the SIMD VF stack and the Ascend C reserve",
                        __FILE__);
    NegBuffers b;
    g_broken = false;
    ExpectClean(Launch(&ReserveDataAcrossMaskRepeatForm, 1, b.Args()));
    for (uint32_t i = 0; i < 64; ++i) {
        EXPECT_EQ(b.z.as<float>()[i], b.x.as<float>()[i]) << i;
    }
}

// With the sanitizer off nothing stops the kernel: the form clobbers the reserves (poison), the count
// form leaves them alone.
TEST_F(UbRegionsTest, TheMaskRepeatFormClobbersTheReserves)
{
    setenv("ASCEND_SIM_SANITIZER", "0", 1);
    for (bool broken : {true, false}) {
        NegBuffers b;
        g_broken = broken;
        EXPECT_TRUE(Launch(&ReserveDataAcrossMaskRepeatForm, 1, b.Args()).ok);
        const float first = b.z.as<float>()[0];
        if (broken) {
            EXPECT_TRUE(ascsim::num::IsPoison(first)) << first;
        } else {
            EXPECT_EQ(first, b.x.as<float>()[0]);
        }
    }
}

// A build that freed both reserves (bisheng --cce-disable-vf-stack-reserved-ubuf
// --cce-disable-asc-reserved-ubuf) gives TPipe the whole 256 KB, without the VF-stack warning; the
// default build refuses one byte past 248 KB.
void WholeUb(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> all;
    pipe.InitBuffer(all, 256 * kK);
    LocalTensor<float> t = all.Get<float>()[(256 * kK - 256) / sizeof(float)];
    DataCopy(t, Gm(x, 64), 64);
    KT_FLAG(MTE2_V);
    Adds(t, t, 1.0f, 64);
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64), t, 64);
}
LaunchOutcome LaunchFreed(void (*fn)(GM_ADDR, GM_ADDR, GM_ADDR), uint8_t freed, const NegBuffers& b)
{
    ascsim::kern::KernelInstance k = MakeInstance("ub_regions", fn);
    k.ubReservesFreed = freed;
    return ascsim::kern::LaunchKernel(k, 1, b.Args());
}
TEST_F(UbRegionsTest, ABuildThatFreedBothReservesGivesTPipeTheWholeUb)
{
    NegBuffers b;
    const LaunchOutcome freed = LaunchFreed(&WholeUb, ascsim::kern::kUbVfStackFreed | ascsim::kern::kUbAscReserveFreed,
                                            b);
    ExpectClean(freed);
    EXPECT_EQ(freed.warnings, "");
    ExpectPlusOne(b);
    NegBuffers c;
    const LaunchOutcome kept = LaunchFreed(&WholeUb, 0, c);
    EXPECT_FALSE(kept.ok);
    EXPECT_NE(kept.report.find("TPipe buffers need 262144 bytes but the Unified Buffer has 253952 usable bytes"),
              std::string::npos)
        << kept.report;
}

// One reserve freed: the kernel's share grows by it, and the other stays at the top.
TEST_F(UbRegionsTest, EachOptionFreesItsOwnReserve)
{
    auto share = [](GM_ADDR, GM_ADDR, GM_ADDR z) { reinterpret_cast<uint64_t*>(z)[0] = ascsim::kern::UbUsableBytes(); };
    const std::pair<uint8_t, uint64_t> cases[] = {
        {0, 248 * kK}, {ascsim::kern::kUbVfStackFreed, 254 * kK}, {ascsim::kern::kUbAscReserveFreed, 250 * kK}};
    for (const auto& c : cases) {
        NegBuffers b;
        ExpectClean(LaunchFreed(+share, c.first, b));
        EXPECT_EQ(reinterpret_cast<uint64_t*>(b.z.get())[0], c.second) << int(c.first);
    }
    // Only the Ascend C reserve freed: the VF stack is the top 6 KB, [250 KB, 256 KB).
    NegBuffers b;
    const LaunchOutcome o = LaunchFreed(&TileInAscReserve, ascsim::kern::kUbAscReserveFreed, b);
    ExpectClean(o);
    EXPECT_NE(o.warnings.find("accesses UB in [256000, 262144)"), std::string::npos) << o.warnings;
}

// A build without the Ascend C reserve cannot call a form that uses it (静态Tensor编程.md: a compile
// error on the real toolkit); the sim stops the kernel at the call.
TEST_F(UbRegionsTest, AMaskRepeatFormInABuildWithoutTheAscReserveIsAFinding)
{
    NegBuffers b;
    const LaunchOutcome o = LaunchFreed(&WholeShareWithMaskRepeatForm, ascsim::kern::kUbAscReserveFreed, b);
    EXPECT_FALSE(o.ok);
    EXPECT_NE(o.report.find("the mask/repeat form uses the Ascend C reserved UB, which this kernel's build gave up"),
              std::string::npos)
        << o.report;
}

} // namespace
