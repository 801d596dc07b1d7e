// The sanitizer switch (ASCEND_SIM_SANITIZER=0, read at every launch) and the launcher's
// robustness: a finding or an exception stops only the launch it happens in, never the process.
#include <stdexcept>
#include <thread>

#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

class RobustnessTest : public KernelTest {};

GlobalTensor<float> Gm(GM_ADDR p, uint64_t n)
{
    GlobalTensor<float> g;
    g.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(p), n);
    return g;
}

// ---- one broken kernel per check family (all of them compute a defined result) ---------------
// memcheck: a 60-element DataCopy (not a multiple of 32 bytes; the data is still moved).
void BadLength(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 64 * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    DataCopy(t, Gm(x, 64), 64);
    KT_FLAG(MTE2_MTE3);
    DataCopy(Gm(z, 64), t, 60);
}
// initcheck (with initcheck=fatal): 16 never-written floats go out.
void UnwrittenOut(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 64 * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    DataCopy(t, Gm(x, 48), 48);
    KT_FLAG(MTE2_MTE3);
    DataCopy(Gm(z, 64), t, 64);
}
// synccheck: V reads MTE2 data without MTE2_V; MTE3 reads V data without V_MTE3; a SetFlag never
// waited for and a WaitFlag never set.
void NoFlags(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 64 * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    DataCopy(t, Gm(x, 64), 64);
    Muls(t, t, 2.0f, 64);
    DataCopy(Gm(z, 64), t, 64);
    SetFlag<HardEvent::V_MTE3>(EVENT_ID5);
    WaitFlag<HardEvent::MTE2_V>(EVENT_ID6);
}
// queuecheck: a tensor used after FreeTensor and another one never freed.
void QueueMisuse(GM_ADDR, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TQue<TPosition::VECOUT, 2> q;
    pipe.InitBuffer(q, 2, 64 * sizeof(float));
    LocalTensor<float> t = q.AllocTensor<float>();
    LocalTensor<float> leaked = q.AllocTensor<float>();
    (void)leaked;
    Duplicate(t, 7.0f, 64);
    q.EnQue(t);
    t = q.DeQue<float>();
    q.FreeTensor(t);
    DataCopy(Gm(z, 64), t, 64);
}
// racecheck: every core writes its own slice of x to the same GM bytes.
void AllCoresOneRange(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 64 * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    DataCopy(t, Gm(x + GetBlockIdx() * 64 * sizeof(float), 64), 64); // each core other bytes
    KT_FLAG(MTE2_MTE3);
    DataCopy(Gm(z, 64), t, 64);
}

struct Family {
    const char* check;
    NegKernel fn;
    uint32_t blockDim;
};
const Family kFamilies[] = {
    {"memcheck", &BadLength, 1},     {"initcheck", &UnwrittenOut, 1},     {"synccheck", &NoFlags, 1},
    {"queuecheck", &QueueMisuse, 1}, {"racecheck", &AllCoresOneRange, 4},
};

// tsan: racing kernel
TEST_F(RobustnessTest, SanitizerSwitchTurnsFindingsOff)
{
    for (const Family& f : kFamilies) {
        SCOPED_TRACE(f.check);
        // initcheck reports are findings only with initcheck=fatal (a warning by default).
        const bool initcheck = std::string(f.check) == "initcheck";
        setenv("ASCEND_SIM_SANITIZER", initcheck ? "initcheck=fatal" : "1", 1);
        {
            NegBuffers b;
            const LaunchOutcome on = Launch(f.fn, f.blockDim, b.Args());
            ExpectFinding(on, f.check, "", "");
        }
        setenv("ASCEND_SIM_SANITIZER", "0", 1);
        {
            NegBuffers b;
            const LaunchOutcome off = Launch(f.fn, f.blockDim, b.Args());
            ExpectClean(off);
        }
        setenv("ASCEND_SIM_SANITIZER", initcheck ? "initcheck=fatal,x" : "1", 1); // anything but "0" is on
        {
            NegBuffers b;
            ExpectFinding(Launch(f.fn, f.blockDim, b.Args()), f.check, "", "");
        }
        unsetenv("ASCEND_SIM_SANITIZER");
    }
}

// With the sanitizer off the values are still computed.
TEST_F(RobustnessTest, SanitizerOffStillComputes)
{
    setenv("ASCEND_SIM_SANITIZER", "0", 1);
    NegBuffers b;
    ExpectClean(Launch(&NoFlags, 1, b.Args()));
    for (uint32_t i = 0; i < 64; ++i) {
        EXPECT_EQ(b.z.as<float>()[i], 2.0f * (i + 1));
    }
    NegBuffers c;
    ExpectClean(Launch(&BadLength, 1, c.Args()));
    for (uint32_t i = 0; i < 64; ++i) {
        EXPECT_EQ(c.z.as<float>()[i], i < 60 ? static_cast<float>(i + 1) : 0.0f);
    }
}

// A DeQue on an empty queue cannot be emulated (the core would hang): even with the sanitizer off
// it stops the launch, reported, without taking the process down.
void DeQueEmpty(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TQue<TPosition::VECIN, 1> q;
    pipe.InitBuffer(q, 1, 256);
    LocalTensor<float> t = q.DeQue<float>();
    q.FreeTensor(t);
}
TEST_F(RobustnessTest, HangIsReportedEvenWithSanitizerOff)
{
    setenv("ASCEND_SIM_SANITIZER", "0", 1);
    NegBuffers b;
    ExpectFinding(Launch(&DeQueEmpty, 1, b.Args()), "queuecheck", "DeQue on an empty queue", "");
}

// Every finding of a launch is in the report: Report-style findings (kernel end) accumulate.
void TwoPendingFlags(GM_ADDR, GM_ADDR, GM_ADDR)
{
    SetFlag<HardEvent::V_MTE3>(EVENT_ID1);
    SetFlag<HardEvent::MTE2_V>(EVENT_ID2);
}
TEST_F(RobustnessTest, EndOfKernelFindingsAccumulate)
{
    NegBuffers b;
    const LaunchOutcome r = Launch(&TwoPendingFlags, 1, b.Args());
    ExpectFinding(r, "synccheck", "SetFlag<V_MTE3>(1) never waited for", "");
    EXPECT_TRUE(Contains(r.report, "SetFlag<MTE2_V>(2) never waited for")) << r.report;
}

// A failing check stops its core at once: nothing after it runs.
void StopsAtFinding(GM_ADDR, GM_ADDR, GM_ADDR z)
{
    GlobalTensor<float> out = Gm(z, 4);
    WaitFlag<HardEvent::S_V>(EVENT_ID0); // never set
    out.SetValue(0, 99.0f);
}
TEST_F(RobustnessTest, FindingStopsTheCore)
{
    NegBuffers b;
    ExpectFinding(Launch(&StopsAtFinding, 1, b.Args()), "synccheck", "with no matching SetFlag", "");
    EXPECT_EQ(b.z.as<float>()[0], 0.0f);
}

// Findings on many cores at once: no crash, every report line well-formed, the process goes on.
TEST_F(RobustnessTest, FindingsOnManyCores)
{
    for (int round = 0; round < 3; ++round) {
        NegBuffers b;
        const LaunchOutcome r = Launch(&NoFlags, 16, b.Args());
        ExpectFinding(r, "synccheck", "RAW hazard", "");
        EXPECT_EQ(r.report.rfind("[ascend-sim sanitizer] ", 0), 0u) << r.report;
    }
    NegBuffers b;
    ExpectClean(Launch(&AllCoresOneRange, 1, b.Args()));
}

// ---- exceptions from kernel code ------------------------------------------------------------
void ThrowsStd(GM_ADDR, GM_ADDR, GM_ADDR)
{
    if (GetBlockIdx() == 2) {
        throw std::runtime_error("boom");
    }
}
void ThrowsInt(GM_ADDR, GM_ADDR, GM_ADDR)
{
    if (GetBlockIdx() == 1) {
        throw 42;
    }
}
// Throws while holding queue tensors: their end-of-kernel check must stay quiet.
void ThrowsHoldingTensor(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TQue<TPosition::VECIN, 1> q;
    pipe.InitBuffer(q, 1, 256);
    LocalTensor<float> t = q.AllocTensor<float>();
    (void)t;
    throw std::logic_error("held");
}

TEST_F(RobustnessTest, KernelExceptionStopsOnlyThatLaunch)
{
    NegBuffers b;
    LaunchOutcome r = Launch(&ThrowsStd, 4, b.Args());
    EXPECT_FALSE(r.ok);
    EXPECT_TRUE(Contains(r.report, "core 2, kernel at ?:0: kernel threw: boom")) << r.report;
    r = Launch(&ThrowsInt, 4, b.Args());
    EXPECT_FALSE(r.ok);
    EXPECT_TRUE(Contains(r.report, "kernel threw a non-standard exception")) << r.report;
    r = Launch(&ThrowsHoldingTensor, 1, b.Args());
    EXPECT_FALSE(r.ok);
    EXPECT_TRUE(Contains(r.report, "kernel threw: held")) << r.report;
    EXPECT_FALSE(Contains(r.report, "still held")) << r.report;
    // The emulator is fine afterwards.
    ExpectClean(Launch(&AllCoresOneRange, 1, b.Args()));
}

// Launches from several host threads at once are independent.
TEST_F(RobustnessTest, ConcurrentLaunches)
{
    std::vector<std::thread> threads;
    std::atomic<int> clean{0}, failed{0};
    for (int i = 0; i < 4; ++i) {
        threads.emplace_back([&, i] {
            (void)aclrtSetDevice(0);
            NegBuffers b;
            const LaunchOutcome r = Launch(i % 2 == 0 ? &AllCoresOneRange : &NoFlags, 1, b.Args());
            (r.ok ? clean : failed)++;
        });
    }
    for (auto& t : threads) {
        t.join();
    }
    EXPECT_EQ(clean.load(), 2);
    EXPECT_EQ(failed.load(), 2);
}

} // namespace
