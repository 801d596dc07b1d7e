// initcheck: an instruction that consumes a lane in a documented unknown-result domain is reported
// (a warning by default, a finding with ASCEND_SIM_SANITIZER=initcheck=fatal, nothing with
// initcheck=off), with its core, API, source line and lane count; lanes computed from never-written
// UB are not counted. Every reporting kernel has a clean twin. The domains: sim/src/kernel/check/initcheck.cpp.
#include <cmath>
#include <cstdlib>
#include <limits>

#include "reg_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

// Which instruction the kernel runs on its one buffer of floats (in place), and how many elements
// of the buffer come from GM (the rest of the 256-byte chunk is never written).
enum class Op { kSqrt, kRsqrt, kReciprocal, kSqrtRepeat, kPeerAsinGrad, kClampedSqrt };
struct InitTiling {
    uint32_t op;
    uint32_t loaded; // floats copied from GM (a multiple of 8)
    uint32_t n;      // floats the instruction computes
};

std::atomic<int> g_opLine{0};

void InitKernel(GM_ADDR in, GM_ADDR out, GM_ADDR tiling)
{
    GET_TILING_DATA_WITH_STRUCT(InitTiling, t, tiling);
    TPipe pipe;
    TBuf<TPosition::VECOUT> buf, tmp;
    pipe.InitBuffer(buf, t.n * sizeof(float));
    pipe.InitBuffer(tmp, t.n * sizeof(float));
    GlobalTensor<float> gi, go;
    gi.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(in), t.loaded);
    go.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(out), t.n);
    LocalTensor<float> x = buf.Get<float>();
    LocalTensor<float> d = tmp.Get<float>();
    DataCopy(x, gi, t.loaded);
    KT_FLAG(MTE2_V);
    const int n = static_cast<int>(t.n);
    switch (static_cast<Op>(t.op)) {
        case Op::kSqrt:
            KT_MARK(g_opLine);
            Sqrt(x, x, n);
            break;
        case Op::kRsqrt:
            KT_MARK(g_opLine);
            Rsqrt(x, x, n);
            break;
        case Op::kReciprocal:
            KT_MARK(g_opLine);
            Reciprocal(x, x, n);
            break;
        case Op::kSqrtRepeat:
            KT_MARK(g_opLine);
            Sqrt(x, x, static_cast<uint64_t>(64), 1, UnaryRepeatParams{});
            break;
        case Op::kPeerAsinGrad:
            // A peer kernel's 1 - x*x fed straight to Sqrt: for |x| > 1 the docs give no result.
            Mul(d, x, x, n);
            Muls(d, d, -1.0f, n);
            Adds(d, d, 1.0f, n);
            KT_MARK(g_opLine);
            Sqrt(x, d, n);
            break;
        case Op::kClampedSqrt:
            // Its correct twin: Sqrt only sees positive values (AsinGrad's own kernel selects them).
            Mul(d, x, x, n);
            Muls(d, d, -1.0f, n);
            Adds(d, d, 1.0f, n);
            Maxs(d, d, std::numeric_limits<float>::min(), n);
            Sqrt(x, d, n);
            break;
    }
    KT_FLAG(V_MTE3);
    DataCopy(go, x, t.loaded);
}

struct InitRun {
    LaunchOutcome outcome;
    std::vector<float> out;
};

InitRun RunInit(Op op, const std::vector<float>& in, uint32_t n)
{
    const InitTiling t{static_cast<uint32_t>(op), static_cast<uint32_t>(in.size()), n};
    DeviceBuffer ib = Upload(in), ob(n * sizeof(float)), tb = UploadTiling(t);
    InitRun r;
    r.outcome = Launch(&InitKernel, 1, {ib.get(), ob.get(), tb.get()}, "initcheck_kernel");
    r.out = ob.Read<float>(in.size());
    return r;
}

// 64 floats: 5 of them negative, the rest positive.
std::vector<float> FiveNegatives()
{
    std::vector<float> v(64);
    for (size_t i = 0; i < v.size(); ++i) {
        v[i] = 0.25f * static_cast<float>(i + 1);
    }
    v[3] = -1.0f;
    v[10] = -2.5f;
    v[20] = -1e-30f;
    v[40] = -3.0f;
    v[63] = -100.0f;
    return v;
}

std::string Line() { return Where(__FILE__, g_opLine.load()); }

// A warning of core 0 for `api` at the marked line with that many lanes; the launch itself passed.
void ExpectWarning(const LaunchOutcome& o, const std::string& api, const std::string& lanes)
{
    EXPECT_TRUE(o.ok) << o.report;
    EXPECT_TRUE(Contains(o.warnings, "initcheck warning: core 0, " + api + " at ")) << o.warnings;
    EXPECT_TRUE(Contains(o.warnings, Line() + ": " + lanes + " lane(s) in ")) << o.warnings;
}

class InitcheckTest : public KernelTest {};

TEST_F(InitcheckTest, SqrtOfNegativesWarnsWithCoreApiLineAndLaneCount)
{
    const auto in = FiveNegatives();
    const InitRun r = RunInit(Op::kSqrt, in, 64);
    ExpectWarning(r.outcome, "Sqrt", "5"); // a warning does not fail the launch
    EXPECT_TRUE(Contains(r.outcome.warnings, "5 lane(s) in 1 instruction(s)")) << r.outcome.warnings;
    for (size_t i = 0; i < in.size(); ++i) {
        if (in[i] > 0) {
            EXPECT_NEAR(r.out[i], std::sqrt(static_cast<double>(in[i])), 1e-6 * std::sqrt(in[i])) << i;
        } else {
            EXPECT_TRUE(ascsim::num::IsPoison(r.out[i])) << i;
        }
    }
}

TEST_F(InitcheckTest, FatalModeMakesItAFinding)
{
    setenv("ASCEND_SIM_SANITIZER", "initcheck=fatal", 1);
    const InitRun r = RunInit(Op::kSqrt, FiveNegatives(), 64);
    ExpectFinding(r.outcome, "initcheck", "5 lane(s) consumed an input whose result the 950 docs leave unknown",
                  Line());
    EXPECT_EQ(r.outcome.warnings, "");
}

TEST_F(InitcheckTest, OffModeAndSanitizerOffAreSilent)
{
    for (const char* setting : {"initcheck=off", "0"}) {
        setenv("ASCEND_SIM_SANITIZER", setting, 1);
        const InitRun r = RunInit(Op::kSqrt, FiveNegatives(), 64);
        EXPECT_TRUE(r.outcome.ok) << setting << r.outcome.report;
        EXPECT_EQ(r.outcome.warnings, "") << setting;
        EXPECT_TRUE(ascsim::num::IsPoison(r.out[3])) << setting; // the value is still poison
    }
}

TEST_F(InitcheckTest, PositiveInputsAreClean)
{
    setenv("ASCEND_SIM_SANITIZER", "initcheck=fatal", 1);
    auto in = FiveNegatives();
    for (float& v : in) {
        v = std::fabs(v);
    }
    const InitRun r = RunInit(Op::kSqrt, in, 64);
    ExpectClean(r.outcome);
    EXPECT_EQ(r.outcome.warnings, "");
}

TEST_F(InitcheckTest, NeverWrittenLanesAreNotCounted)
{
    // 8 floats loaded, Sqrt over the 64-float chunk: the other 56 lanes hold the UB's fill pattern
    // (0xA5 bytes, a negative float) and are never stored, as on hardware.
    setenv("ASCEND_SIM_SANITIZER", "initcheck=fatal", 1);
    std::vector<float> in(8, 4.0f);
    const InitRun r = RunInit(Op::kSqrt, in, 64);
    ExpectClean(r.outcome);
    for (float v : r.out) {
        EXPECT_NEAR(v, 2.0f, 4e-7f); // Sqrt's INTRINSIC algo: 1 ulp
    }
    // One written negative lane among them is still reported.
    in[5] = -4.0f;
    const InitRun bad = RunInit(Op::kSqrt, in, 64);
    ExpectFinding(bad.outcome, "initcheck", "1 lane(s)", Line()); // Line() after the launch has marked it
}

TEST_F(InitcheckTest, RsqrtOfNonPositiveAndReciprocalOfZero)
{
    std::vector<float> in(64, 4.0f);
    in[0] = 0.0f;
    in[1] = -0.0f;
    in[2] = -9.0f;
    in[3] = std::numeric_limits<float>::quiet_NaN();
    const InitRun rs = RunInit(Op::kRsqrt, in, 64);
    ExpectWarning(rs.outcome, "Rsqrt", "4");
    EXPECT_NEAR(rs.out[10], 0.5f, 1e-7f);

    const InitRun rc = RunInit(Op::kReciprocal, in, 64);
    // +0 and -0 only: NaN and negative inputs have documented results.
    ExpectWarning(rc.outcome, "Reciprocal", "2");
}

TEST_F(InitcheckTest, RepeatFormIsCheckedToo)
{
    const InitRun r = RunInit(Op::kSqrtRepeat, FiveNegatives(), 64);
    ExpectWarning(r.outcome, "Sqrt", "5");
}

TEST_F(InitcheckTest, PeerKernelOneMinusXSquaredIsCaughtAndItsTwinIsClean)
{
    // x beyond [-1, 1] in 3 lanes: 1 - x*x < 0 there.
    std::vector<float> in(64, 0.5f);
    in[7] = 1.5f;
    in[8] = -2.0f;
    in[30] = 1.0001f;
    setenv("ASCEND_SIM_SANITIZER", "initcheck=fatal", 1);
    const InitRun peer = RunInit(Op::kPeerAsinGrad, in, 64);
    ExpectFinding(peer.outcome, "initcheck", "3 lane(s)", Line());
    const InitRun twin = RunInit(Op::kClampedSqrt, in, 64);
    ExpectClean(twin.outcome);
    EXPECT_NEAR(twin.out[0], std::sqrt(0.75), 1e-6);
}

TEST_F(InitcheckTest, WarningsAreSummedPerCallSite)
{
    // Two launches are independent; within one launch a call site in a loop is one line.
    const InitRun r = RunInit(Op::kSqrt, FiveNegatives(), 64);
    size_t lines = 0;
    for (size_t p = r.outcome.warnings.find("initcheck warning"); p != std::string::npos;
         p = r.outcome.warnings.find("initcheck warning", p + 1)) {
        ++lines;
    }
    EXPECT_EQ(lines, 1U) << r.outcome.warnings;
}

// The Reg API: Sqrt of a negative value is defined (NaN, Reg Sqrt.md), integer Div by 0 is not.
TEST_F(InitcheckTest, RegSqrtNegativeIsDefinedRegIntegerDivByZeroIsNot)
{
    namespace R = AscendC::Reg;
    setenv("ASCEND_SIM_SANITIZER", "initcheck=fatal", 1);
    std::vector<std::vector<uint8_t>> bufs = {regtest::Bytes(FiveNegatives()), regtest::Bytes(std::vector<float>(64))};
    LaunchOutcome o = regtest::RunVf(bufs, [](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        uint32_t count = 64;
        R::RegTensor<float> x, z;
        R::MaskReg m = R::UpdateMask<float>(count);
        R::LoadAlign(x, reinterpret_cast<float*>(p0));
        R::Sqrt(z, x, m);
        R::StoreAlign(reinterpret_cast<float*>(p1), z, m);
    });
    ExpectClean(o);
    EXPECT_TRUE(std::isnan(regtest::As<float>(bufs[1], 64)[3]));

    std::vector<int32_t> a(64, 12), b(64, 4);
    b[9] = 0;
    b[33] = 0;
    bufs = {regtest::Bytes(a), regtest::Bytes(b), regtest::Bytes(std::vector<int32_t>(64))};
    o = regtest::RunVf(bufs, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
        uint32_t count = 64;
        R::RegTensor<int32_t> x, y, z;
        R::MaskReg m = R::UpdateMask<int32_t>(count);
        R::LoadAlign(x, reinterpret_cast<int32_t*>(p0));
        R::LoadAlign(y, reinterpret_cast<int32_t*>(p1));
        KT_MARK(g_opLine);
        R::Div(z, x, y, m);
        R::StoreAlign(reinterpret_cast<int32_t*>(p2), z, m);
    });
    ExpectFinding(o, "initcheck", "2 lane(s)", Line());
}

// A copy-out of never-written UB (hardware copies whatever the UB holds; msSanitizer reports it under
// initcheck): a warning naming the site by default, and the copy carries the UB's poison bytes; a
// finding with initcheck=fatal; nothing with initcheck=off.
void CopiesOutNeverWritten(GM_ADDR in, GM_ADDR out, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> buf;
    pipe.InitBuffer(buf, 64 * sizeof(float));
    GlobalTensor<float> gi, go;
    gi.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(in), 64);
    go.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(out), 64);
    LocalTensor<float> x = buf.Get<float>();
    DataCopy(x, gi, 48);
    KT_FLAG(MTE2_MTE3);
    KT_MARK(g_opLine);
    DataCopy(go, x, 64);
}

std::vector<float> RunCopyOut(const char* setting, LaunchOutcome& o)
{
    const ScopedSanitizerSetting scoped(setting);
    std::vector<float> in(64);
    for (size_t i = 0; i < in.size(); ++i) {
        in[i] = static_cast<float>(i) + 0.5f;
    }
    DeviceBuffer ib = Upload(in), ob = Upload(std::vector<float>(64, 7.0f)), tb(32);
    o = Launch(&CopiesOutNeverWritten, 1, {ib.get(), ob.get(), tb.get()}, "copy_out_kernel");
    return ob.Read<float>(64);
}

TEST_F(InitcheckTest, CopyOutOfNeverWrittenUbWarnsAndCarriesPoison)
{
    LaunchOutcome o;
    const std::vector<float> out = RunCopyOut("initcheck=warn", o);
    EXPECT_TRUE(o.ok) << o.report;
    EXPECT_TRUE(Contains(o.warnings, "initcheck warning: core 0, DataCopy(UB->GM) at ")) << o.warnings;
    EXPECT_TRUE(Contains(o.warnings, Line() + ": MTE3 read UB bytes that were never written")) << o.warnings;
    EXPECT_TRUE(Contains(o.warnings, "up to 64 bytes")) << o.warnings;
    for (size_t i = 0; i < 48; ++i) {
        EXPECT_EQ(out[i], static_cast<float>(i) + 0.5f) << i;
    }
    for (size_t i = 48; i < 64; ++i) { // neither the GM's old 7.0 nor a zero: the UB's poison
        uint32_t bits;
        std::memcpy(&bits, &out[i], 4);
        EXPECT_EQ(bits, 0xFFFFFFFFU) << i;
    }

    const std::vector<float> fatal = RunCopyOut("initcheck=fatal", o);
    ExpectFinding(o, "initcheck",
                  "MTE3 reads UB bytes that were never written, or were computed from "
                  "never-written bytes (first at UB offset 192)",
                  Line());
    (void)fatal;

    RunCopyOut("initcheck=off", o);
    ExpectClean(o);
    EXPECT_EQ(o.warnings, "");
}

// ---- read-back of device memory nothing wrote (runtime memcpy.cpp, CheckReadBack) -------------------
// A kernel stores z[0, 8) only; the host copies z[0, 64) back. The stores the sanitizer saw mark their
// GM bytes written, so the report names exactly the 224 bytes nobody wrote (aclrtMalloc does not
// initialise memory: runtime docs/zh/api_ref/11-01_device_memory_malloc_and_free.md).
void StoreEightFloats(GM_ADDR, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 8 * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    Duplicate(t, 2.5f, 8);
    SetFlag<HardEvent::V_MTE3>(EVENT_ID0);
    WaitFlag<HardEvent::V_MTE3>(EVENT_ID0);
    GlobalTensor<float> g;
    g.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z), 64);
    DataCopy(g, t, 8);
}
TEST_F(InitcheckTest, ReadBackOfDeviceMemoryNoKernelStoreReachedWarns)
{
    DeviceBuffer unused(64), z(64 * sizeof(float)); // fresh device memory: poison, never written
    ExpectClean(Launch(&StoreEightFloats, 1, {unused.get(), unused.get(), z.get()}, "store8"));
    std::vector<float> back(64, 0.0f);
    testing::internal::CaptureStderr();
    ASSERT_EQ(aclrtMemcpy(back.data(), 256, z.get(), 256, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    const std::string err = testing::internal::GetCapturedStderr();
    EXPECT_NE(err.find("initcheck warning: aclrtMemcpy (device to host): 224 of the 256 bytes copied were never "
                       "written since aclrtMalloc (first at byte 32 "),
              std::string::npos)
        << err;
    EXPECT_EQ(back[7], 2.5f);
    // Copying back only what the kernel stored is clean.
    testing::internal::CaptureStderr();
    ASSERT_EQ(aclrtMemcpy(back.data(), 32, z.get(), 32, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    EXPECT_EQ(testing::internal::GetCapturedStderr(), "");
}

} // namespace
