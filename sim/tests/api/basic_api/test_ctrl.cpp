// The CTRL special register (docs/zh/api/SIMD-API/基础API/特殊寄存器访问/SetCtrlSpr(ISASI).md,
// GetCtrlSpr(ISASI).md, ResetCtrlSpr(ISASI).md; 工具接口/系统初始化/InitSocState.md): the launch state,
// Set / Get / Reset round trips, InitSocState and the TPipe that runs it, and ctrlcheck (a broken
// kernel and its correct twin for every finding). What the saturation bits change is in
// test_saturation.cpp and sim/tests/api/reg_compute/test_reg_saturation.cpp.
#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;
namespace ctrl = ascsim::kern::ctrl;

namespace {

// The bit ranges SetCtrlSpr / ResetCtrlSpr accept (the static_asserts use these predicates).
static_assert(ctrl::SetRangeOk(6, 8) && ctrl::SetRangeOk(9, 10) && ctrl::SetRangeOk(6, 10) && ctrl::SetRangeOk(7, 7));
static_assert(ctrl::SetRangeOk(45, 45) && ctrl::SetRangeOk(48, 48) && ctrl::SetRangeOk(50, 50));
static_assert(ctrl::SetRangeOk(53, 53) && ctrl::SetRangeOk(59, 59) && ctrl::SetRangeOk(60, 60));
static_assert(!ctrl::SetRangeOk(5, 6) && !ctrl::SetRangeOk(10, 11) && !ctrl::SetRangeOk(48, 49));
static_assert(!ctrl::SetRangeOk(3, 3) && !ctrl::SetRangeOk(0, 63) && !ctrl::SetRangeOk(47, 47));
static_assert(!ctrl::SetRangeOk(48, 45) && !ctrl::RangeOk(-1, 3) && !ctrl::RangeOk(60, 64) && ctrl::RangeOk(0, 63));
static_assert(ctrl::ResetRangeOk(48, 48) && ctrl::ResetRangeOk(6, 10) && !ctrl::ResetRangeOk(45, 45));
static_assert(ctrl::FieldMask(0, 63) == ~uint64_t(0) && ctrl::FieldMask(6, 8) == 0x1C0u);
static_assert(ctrl::AfterInitSocState(~uint64_t(0)) == (ctrl::kResetValue | ctrl::Bit(48)));
static_assert(ctrl::AfterInitSocState(0) == ctrl::kResetValue);

class CtrlTest : public KernelTest {};

// Runs `fn` on one core with an int64 output buffer of `n` values and returns them.
std::vector<int64_t> RunCollect(void (*fn)(GM_ADDR), size_t n, LaunchOutcome* outcome = nullptr)
{
    DeviceBuffer out(n * sizeof(int64_t));
    out.Fill(std::vector<int64_t>(n, -1));
    const LaunchOutcome r = Launch(fn, 1, {out.get()});
    if (outcome != nullptr) {
        *outcome = r;
    } else {
        EXPECT_TRUE(r.ok) << r.report;
    }
    return out.Read<int64_t>(n);
}

// Scalar stores of CTRL reads into GM, in order.
struct Recorder {
    explicit Recorder(GM_ADDR out) { gm.SetGlobalBuffer(reinterpret_cast<__gm__ int64_t*>(out), 64); }
    void Put(int64_t v) { gm.SetValue(next++, v); }
    GlobalTensor<int64_t> gm;
    uint32_t next = 0;
};

void ReadLaunchState(GM_ADDR out)
{
    Recorder r(out);
    r.Put(GetCtrlSpr<0, 63>());
    r.Put(GetCtrlSpr<60, 60>());
    r.Put(GetCtrlSpr<48, 48>());
    r.Put(GetCtrlSpr<59, 59>());
    r.Put(GetCtrlSpr<3, 3>());
    r.Put(GetCtrlSpr<6, 10>());
}
TEST_F(CtrlTest, EveryLaunchStartsFromTheDocumentedResetValue)
{
    const auto v = RunCollect(&ReadLaunchState, 6);
    EXPECT_EQ(static_cast<uint64_t>(v[0]), 0x1000000000000008ull);
    EXPECT_EQ(v[1], 1); // global saturation selection
    EXPECT_EQ(v[2], 0); // ... saturating
    EXPECT_EQ(v[3], 0);
    EXPECT_EQ(v[4], 1);
    EXPECT_EQ(v[5], 0);
}

void SetGetReset(GM_ADDR out)
{
    Recorder r(out);
    SetCtrlSpr<48, 48>(1);
    r.Put(GetCtrlSpr<48, 48>());
    r.Put(GetCtrlSpr<0, 63>());
    SetCtrlSpr<60, 60>(0);
    SetCtrlSpr<59, 59>(1);
    SetCtrlSpr<45, 45>(1);
    SetCtrlSpr<50, 50>(1);
    r.Put(GetCtrlSpr<0, 63>());
    r.Put(GetCtrlSpr<59, 60>()); // a two-bit read, right-aligned: CTRL[60] = 0, CTRL[59] = 1
    SetCtrlSpr<6, 10>(0);        // the atomic bits at their default: allowed
    ResetCtrlSpr<48, 48>();
    r.Put(GetCtrlSpr<48, 48>());
    ResetCtrlSpr<60, 60>();
    ResetCtrlSpr<59, 59>();
    ResetCtrlSpr<50, 50>();
    SetCtrlSpr<45, 45>(0); // ResetCtrlSpr does not take CTRL[45] (ResetCtrlSpr(ISASI).md)
    ResetCtrlSpr<6, 10>();
    r.Put(GetCtrlSpr<0, 63>());
}
TEST_F(CtrlTest, SetGetAndResetRoundTrips)
{
    const auto v = RunCollect(&SetGetReset, 6);
    EXPECT_EQ(v[0], 1);
    EXPECT_EQ(static_cast<uint64_t>(v[1]), 0x1001000000000008ull);
    EXPECT_EQ(static_cast<uint64_t>(v[2]), 0x0805200000000008ull); // bits 59, 50, 48, 45, 3
    EXPECT_EQ(v[3], 1);
    EXPECT_EQ(v[4], 0);
    EXPECT_EQ(static_cast<uint64_t>(v[5]), 0x1000000000000008ull);
}

// InitSocState (and the TPipe constructor and TPipe::Reset that run it): every bit to its default
// except CTRL[48].
void InitSocStateKeeps48(GM_ADDR out)
{
    Recorder r(out);
    SetCtrlSpr<48, 48>(1);
    SetCtrlSpr<60, 60>(0);
    SetCtrlSpr<59, 59>(1);
    InitSocState();
    r.Put(GetCtrlSpr<0, 63>());
    SetCtrlSpr<48, 48>(0);
    SetCtrlSpr<60, 60>(0);
    {
        TPipe pipe;
        r.Put(GetCtrlSpr<0, 63>());
        SetCtrlSpr<48, 48>(1);
        SetCtrlSpr<50, 50>(1);
        pipe.Reset();
        r.Put(GetCtrlSpr<0, 63>());
    }
    ResetCtrlSpr<48, 48>();
}
TEST_F(CtrlTest, InitSocStateResetsEveryBitButCtrl48)
{
    const auto v = RunCollect(&InitSocStateKeeps48, 3);
    EXPECT_EQ(static_cast<uint64_t>(v[0]), 0x1001000000000008ull);
    EXPECT_EQ(static_cast<uint64_t>(v[1]), 0x1000000000000008ull);
    EXPECT_EQ(static_cast<uint64_t>(v[2]), 0x1001000000000008ull);
}

// ---- ctrlcheck ---------------------------------------------------------------------------------
// A kernel that selects the INF/NaN mode and does not restore it changes the operators that run
// after it on hardware (InitSocState keeps CTRL[48]).
void LeavesCtrl48Set(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    const int64_t saved = GetCtrlSpr<48, 48>();
    KT_MARK(g_line);
    SetCtrlSpr<48, 48>(1);
    if (!Broken()) {
        SetCtrlSpr<48, 48>(saved);
    }
}
TEST_F(CtrlTest, KernelReturningWithCtrl48ChangedIsReported)
{
    const LaunchOutcome bad = ExpectBrokenAndTwin(
        &LeavesCtrl48Set, "ctrlcheck", "kernel returned with CTRL[48] = 1, launch value CTRL[48] = 0", __FILE__);
    EXPECT_TRUE(Contains(bad.report, "SetCtrlSpr at")) << bad.report;
}

// The finding names the call that last changed each bit left changed; bits put back are not reported.
void LeavesCtrl60Cleared(GM_ADDR, GM_ADDR, GM_ADDR)
{
    KT_MARK(g_line);
    SetCtrlSpr<60, 60>(0);
    SetCtrlSpr<48, 48>(1);
    ResetCtrlSpr<48, 48>();
    if (!Broken()) {
        ResetCtrlSpr<60, 60>();
    }
}
TEST_F(CtrlTest, KernelReturningWithCtrl60ChangedIsReported)
{
    const LaunchOutcome bad = ExpectBrokenAndTwin(
        &LeavesCtrl60Cleared, "ctrlcheck", "kernel returned with CTRL[60] = 0, launch value CTRL[60] = 1", __FILE__);
    EXPECT_FALSE(Contains(bad.report, "returned with CTRL[48]")) << bad.report;
}

// The next launch starts from the reset value again, whatever the previous kernel left behind.
TEST_F(CtrlTest, NextLaunchStartsFromResetAfterAKernelLeftCtrlChanged)
{
    {
        NegBuffers buffers;
        g_broken = true;
        const LaunchOutcome bad = Launch(&LeavesCtrl48Set, 1, buffers.Args(), "broken_kernel");
        EXPECT_FALSE(bad.ok);
    }
    const auto v = RunCollect(&ReadLaunchState, 6);
    EXPECT_EQ(static_cast<uint64_t>(v[0]), 0x1000000000000008ull);
}

// With the sanitizer off there is no finding (the values still follow CTRL).
TEST_F(CtrlTest, NoCtrlcheckWithTheSanitizerOff)
{
    setenv("ASCEND_SIM_SANITIZER", "0", 1);
    NegBuffers buffers;
    g_broken = true;
    const LaunchOutcome r = Launch(&LeavesCtrl48Set, 1, buffers.Args(), "broken_kernel");
    ExpectClean(r);
}

// SetCtrlSpr's value must fit the field: the doc promises a compile error, the SDK shifts it in
// unmasked (into CTRL[49] here).
void ValueWiderThanField(GM_ADDR, GM_ADDR, GM_ADDR)
{
    KT_MARK(g_line);
    SetCtrlSpr<48, 48>(Broken() ? 2 : 1);
    ResetCtrlSpr<48, 48>();
}
TEST_F(CtrlTest, ValueWiderThanTheFieldIsReported)
{
    ExpectBrokenAndTwin(&ValueWiderThanField, "ctrlcheck", "value 2 does not fit CTRL[48:48]", __FILE__);
}

// Integer saturation is not modelled: setting it is reported rather than silently computing
// something else. The DMA atomic (CTRL[8:6] type, CTRL[10:9] operation) is modelled (atomic.h): an
// undocumented code is reported when written, and a kernel that returns with the atomic still set is
// reported at exit like any other changed bit.
void SetsIntegerSaturation(GM_ADDR, GM_ADDR, GM_ADDR)
{
    KT_MARK(g_line);
    SetCtrlSpr<53, 53>(Broken() ? 1 : 0);
}
void SetsUndocumentedAtomicType(GM_ADDR, GM_ADDR, GM_ADDR)
{
    KT_MARK(g_line);
    SetCtrlSpr<6, 8>(Broken() ? 7 : 0);
}
void LeavesAtomicOn(GM_ADDR, GM_ADDR, GM_ADDR)
{
    KT_MARK(g_line);
    SetCtrlSpr<6, 8>(1); // float atomic add
    if (!Broken()) {
        SetCtrlSpr<6, 8>(0);
    }
}
TEST_F(CtrlTest, UnmodelledBitsAreReported)
{
    ExpectBrokenAndTwin(&SetsIntegerSaturation, "ctrlcheck", "CTRL[53] = 1", __FILE__);
    ExpectBrokenAndTwin(&SetsUndocumentedAtomicType, "ctrlcheck", "not a documented DMA atomic type", __FILE__);
    ExpectBrokenAndTwin(&LeavesAtomicOn, "ctrlcheck", "kernel returned with CTRL[6] = 1", __FILE__);
}

// Reg/类型转换/Cast.md: "SetCtrlSpr需在SIMD_VF外调用".
__simd_vf__ inline void VfSettingCtrl(int32_t broken)
{
    if (broken != 0) {
        KT_MARK(g_line);
        SetCtrlSpr<48, 48>(0);
    }
}
void CtrlInsideVf(GM_ADDR, GM_ADDR, GM_ADDR) { asc_vf_call<VfSettingCtrl>(Broken() ? 1 : 0); }
TEST_F(CtrlTest, SetCtrlSprInsideAVectorFunctionIsReported)
{
    ExpectBrokenAndTwin(&CtrlInsideVf, "ctrlcheck", "SetCtrlSpr inside a Vector Function", __FILE__);
}

// Every core of a launch starts from the reset value, and is checked on its own.
void PerCore(GM_ADDR out, GM_ADDR, GM_ADDR)
{
    GlobalTensor<int64_t> gm;
    gm.SetGlobalBuffer(reinterpret_cast<__gm__ int64_t*>(out), 8);
    gm.SetValue(GetBlockIdx(), GetCtrlSpr<0, 63>());
    if (GetBlockIdx() == 2 && Broken()) {
        KT_MARK(g_line);
        SetCtrlSpr<59, 59>(1);
    }
}
TEST_F(CtrlTest, EachCoreHasItsOwnCtrl)
{
    DeviceBuffer out(8 * sizeof(int64_t)), y(32), z(32);
    g_broken = false;
    ExpectClean(Launch(&PerCore, 4, {out.get(), y.get(), z.get()}));
    for (int64_t v : out.Read<int64_t>(4)) {
        EXPECT_EQ(static_cast<uint64_t>(v), 0x1000000000000008ull);
    }
    g_broken = true;
    const LaunchOutcome bad = Launch(&PerCore, 4, {out.get(), y.get(), z.get()});
    ExpectFinding(bad, "ctrlcheck", "core 2, SetCtrlSpr", Where(__FILE__, g_line.load()));
}

} // namespace
