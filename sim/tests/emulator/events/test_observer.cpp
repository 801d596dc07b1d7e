// The emulator's event stream (sim/src/kernel/core/kernel_events.h): an observer registered next to the
// timing model sees every event of a hand-written kernel, as many as the kernel's source says, with
// the timing model on and off, and the modeled profile does not change because it watches. The same
// for the cross-core events of a SyncAll kernel.
#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "ascendc_sim/vf/vf_events.h"
#include "core/kernel_events.h"
#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;
using ascsim::kern::DmaEvent;
using ascsim::kern::IssueEvent;
using ascsim::kern::KernelEventObserver;
using ascsim::kern::LaunchInfo;
using ascsim::kern::OrderingView;
using ascsim::kern::Pipe;
using ascsim::kern::ReleaseId;
using ascsim::kern::ReleaseSet;
using ascsim::kern::SyncEvent;
using ascsim::kern::SyncKind;
using ascsim::kern::VectorEvent;
using ascsim::kern::VfOp;
using ascsim::kern::VfOpEvent;

namespace {

constexpr uint32_t kTiles = 3;
constexpr uint32_t kTile = 256;    // fp32 elements per tile: 4 VLs
constexpr uint32_t kVfElems = 128; // the VF's elements: 2 VLs
constexpr uint32_t kBlocks = 2;

// Cores run on their own threads: every count is atomic.
struct CountingObserver : KernelEventObserver {
    std::atomic<int> launchBegin{0}, launchEnd{0}, coreBegin{0}, coreEnd{0};
    std::atomic<int> issue[ascsim::kern::kPipeCount] = {};
    std::atomic<int> vfLaunches{0}, vfEntries{0}; // issues that launch a VF; those of asc_vf_call
    std::atomic<int> sync[5] = {};
    std::atomic<int> dmaIn{0}, dmaOut{0}, dmaBytes{0}, dmaWithGm{0};
    std::atomic<int> vector{0}, vfBegin{0}, vfEnd{0};
    std::atomic<int> vfOps[16] = {};
    std::atomic<int> named{0};
    std::atomic<bool> orderingSeen{false}; // a WaitFlag<MTE2_V> made MTE2 known to V
    std::atomic<int> flowChecked{0}, flowErrors{0};

    // AddOneVf's dataflow, followed per thread (a core's VF runs on one): instructions are numbered
    // from the VF's first on, each Adds reads its iteration's Load and mask, each StoreAlign the Adds
    // and the mask.
    struct Flow {
        uint64_t next = 0, mask = 0, load = 0, adds = 0;
    };
    static Flow& ThreadFlow()
    {
        thread_local Flow f;
        return f;
    }
    void CheckReads(const VfOpEvent& ev, uint64_t a, uint64_t b)
    {
        ++flowChecked;
        if (ev.nreads != 2 || ev.reads[0] != a || ev.reads[1] != b) {
            ++flowErrors;
        }
    }

    void OnLaunchBegin(const LaunchInfo&) override { ++launchBegin; }
    void OnLaunchEnd(const LaunchInfo&) override { ++launchEnd; }
    void OnCoreBegin(const OrderingView&) override { ++coreBegin; }
    void OnCoreEnd(const OrderingView&) override { ++coreEnd; }
    void OnIssue(const OrderingView& v, const IssueEvent& ev) override
    {
        EXPECT_EQ(v.Clock(ev.pipe), ev.seq); // the view shows the ordering at the moment of the event
        ++issue[static_cast<int>(ev.pipe)];
        if (ev.vfLaunch != nullptr) {
            EXPECT_EQ(ev.pipe, Pipe::V);
            ++vfLaunches;
            vfEntries += ev.vfEntry != nullptr ? 1 : 0;
        }
    }
    void OnSync(const OrderingView& v, const SyncEvent& ev) override
    {
        ++sync[static_cast<int>(ev.kind)];
        if (ev.kind == SyncKind::kWaitFlag && ev.src == Pipe::MTE2 &&
            v.Known(Pipe::V, Pipe::MTE2) == v.Clock(Pipe::MTE2)) {
            orderingSeen = true;
        }
    }
    void OnDma(const OrderingView&, const DmaEvent& ev) override
    {
        ++(ev.pipe == Pipe::MTE2 ? dmaIn : dmaOut);
        dmaBytes += static_cast<int>(ev.bytes);
        dmaWithGm += ev.gm != nullptr ? 1 : 0;
    }
    void OnVector(const OrderingView&, const VectorEvent&) override { ++vector; }
    void OnVfBegin(const OrderingView&, uint64_t, uint64_t firstDef) override
    {
        ++vfBegin;
        ThreadFlow() = Flow{firstDef, 0, 0, 0};
    }
    void OnVfOp(const OrderingView&, const VfOpEvent& ev) override
    {
        ++vfOps[ev.op];
        Flow& f = ThreadFlow();
        flowErrors += ev.def == f.next ? 0 : 1;
        f.next = ev.def + 1;
        switch (static_cast<VfOp>(ev.op)) {
            case VfOp::kMask:
                flowErrors += ev.nreads == 0 ? 0 : 1;
                f.mask = ev.def;
                break;
            case VfOp::kLoad:
                flowErrors += ev.nreads == 0 ? 0 : 1;
                f.load = ev.def;
                break;
            case VfOp::kSimple:
                CheckReads(ev, f.load, f.mask);
                f.adds = ev.def;
                break;
            case VfOp::kStore:
                CheckReads(ev, f.adds, f.mask);
                break;
            default:
                ++flowErrors;
        }
    }
    void OnVfEnd(const OrderingView&) override { ++vfEnd; }
    void OnInstructionNamed(const OrderingView&, Pipe, uint64_t, const char*) override { ++named; }
};

__simd_vf__ inline void AddOneVf(__ubuf__ float* a, __ubuf__ float* b)
{
    Reg::RegTensor<float> x, y;
    for (uint32_t i = 0; i < kVfElems / 64; ++i) {
        Reg::MaskReg m = Reg::CreateMask<float>();
        Reg::LoadAlign(x, a + i * 64);
        Reg::Adds(y, x, 1.0f, m);
        Reg::StoreAlign(b + i * 64, y, m);
    }
}

// Per tile: copy in, MTE2_V, Adds, V_MTE3, copy out, MTE3_MTE2 before the next copy in; then one VF
// and PipeBarrier<PIPE_V>, and PipeBarrier<PIPE_ALL> at the end.
void CountedKernel(GM_ADDR src, GM_ADDR dst)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, 2 * kTile * sizeof(float));
    LocalTensor<float> in = buf.Get<float>();
    LocalTensor<float> out = in[kTile];
    GlobalTensor<float> x, y;
    const uint32_t base = GetBlockIdx() * kTiles * kTile;
    x.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(src) + base, kTiles * kTile);
    y.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(dst) + base, kTiles * kTile);
    for (uint32_t t = 0; t < kTiles; ++t) {
        DataCopy(in, x[t * kTile], kTile);
        SetFlag<HardEvent::MTE2_V>(EVENT_ID0);
        WaitFlag<HardEvent::MTE2_V>(EVENT_ID0);
        Adds(out, in, 1.0f, static_cast<int32_t>(kTile));
        SetFlag<HardEvent::V_MTE3>(EVENT_ID0);
        WaitFlag<HardEvent::V_MTE3>(EVENT_ID0);
        DataCopy(y[t * kTile], out, kTile);
        SetFlag<HardEvent::MTE3_MTE2>(EVENT_ID0);
        WaitFlag<HardEvent::MTE3_MTE2>(EVENT_ID0);
        SetFlag<HardEvent::MTE3_V>(EVENT_ID0);
        WaitFlag<HardEvent::MTE3_V>(EVENT_ID0);
    }
    asc_vf_call<AddOneVf>(in.GetPhyAddr(), out.GetPhyAddr());
    PipeBarrier<PIPE_V>();
    PipeBarrier<PIPE_ALL>();
}

class ObserverTest : public KernelTest {
protected:
    void TearDown() override
    {
        unsetenv("ASCEND_SIM_TIMING");
        KernelTest::TearDown();
    }
};

LaunchOutcome RunCounted(KernelEventObserver* observer)
{
    const size_t bytes = kBlocks * kTiles * kTile * sizeof(float);
    DeviceBuffer src(bytes);
    DeviceBuffer dst(bytes);
    src.Fill(std::vector<float>(kBlocks * kTiles * kTile, 0.5f));
    if (observer != nullptr) {
        ascsim::kern::AddLaunchObserver(observer);
    }
    LaunchOutcome out = Launch(CountedKernel, kBlocks, {src.get(), dst.get()}, "counted");
    if (observer != nullptr) {
        ascsim::kern::RemoveLaunchObserver(observer);
    }
    return out;
}

// The counts the kernel's source implies, for kBlocks cores.
void ExpectEveryEvent(const CountingObserver& c)
{
    EXPECT_EQ(c.launchBegin, 1);
    EXPECT_EQ(c.launchEnd, 1);
    EXPECT_EQ(c.coreBegin, static_cast<int>(kBlocks));
    EXPECT_EQ(c.coreEnd, static_cast<int>(kBlocks));
    const int perCore = static_cast<int>(kTiles);
    const int n = static_cast<int>(kBlocks);
    EXPECT_EQ(c.sync[static_cast<int>(SyncKind::kSetFlag)], 4 * perCore * n);
    EXPECT_EQ(c.sync[static_cast<int>(SyncKind::kWaitFlag)], 4 * perCore * n);
    EXPECT_EQ(c.sync[static_cast<int>(SyncKind::kPipeBarrier)], n);
    EXPECT_EQ(c.sync[static_cast<int>(SyncKind::kBarrierAll)], n);
    EXPECT_EQ(c.sync[static_cast<int>(SyncKind::kAutoScalarWait)], 0);
    EXPECT_EQ(c.dmaIn, perCore * n);
    EXPECT_EQ(c.dmaOut, perCore * n);
    EXPECT_EQ(c.dmaBytes, 2 * perCore * n * static_cast<int>(kTile * sizeof(float)));
    EXPECT_EQ(c.dmaWithGm, 2 * perCore * n);
    EXPECT_EQ(c.vector, perCore * n);
    EXPECT_EQ(c.issue[static_cast<int>(Pipe::MTE2)], perCore * n);
    EXPECT_EQ(c.issue[static_cast<int>(Pipe::MTE3)], perCore * n);
    EXPECT_EQ(c.issue[static_cast<int>(Pipe::V)], (perCore + 1) * n); // the Adds and the VF
    EXPECT_EQ(c.vfLaunches, (perCore + 1) * n);                       // each is a VF of its own
    EXPECT_EQ(c.vfEntries, n);                                        // the asc_vf_call names its entry
    EXPECT_EQ(c.vfBegin, n);
    EXPECT_EQ(c.vfEnd, n);
    const int vls = static_cast<int>(kVfElems / 64);
    EXPECT_EQ(c.vfOps[static_cast<int>(VfOp::kMask)], vls * n);
    EXPECT_EQ(c.vfOps[static_cast<int>(VfOp::kLoad)], vls * n);
    EXPECT_EQ(c.vfOps[static_cast<int>(VfOp::kSimple)], vls * n);
    EXPECT_EQ(c.vfOps[static_cast<int>(VfOp::kStore)], vls * n);
    EXPECT_EQ(c.flowChecked, 2 * vls * n);
    EXPECT_EQ(c.flowErrors, 0);
    EXPECT_GT(c.named, 0); // the transfers and the Adds name their instructions
    EXPECT_TRUE(c.orderingSeen);
}

TEST_F(ObserverTest, CountingObserverSeesEveryEventWithTimingOn)
{
    CountingObserver c;
    const LaunchOutcome out = RunCounted(&c);
    ASSERT_TRUE(out.ok) << out.report;
    ASSERT_TRUE(out.profile.valid);
    ExpectEveryEvent(c);
}

TEST_F(ObserverTest, CountingObserverSeesEveryEventWithTimingOff)
{
    setenv("ASCEND_SIM_TIMING", "0", 1);
    CountingObserver c;
    const LaunchOutcome out = RunCounted(&c);
    ASSERT_TRUE(out.ok) << out.report;
    EXPECT_FALSE(out.profile.valid);
    ExpectEveryEvent(c);
}

TEST_F(ObserverTest, WatchingDoesNotChangeTheModel)
{
    const LaunchOutcome alone = RunCounted(nullptr);
    CountingObserver c;
    const LaunchOutcome watched = RunCounted(&c);
    ASSERT_TRUE(alone.ok && watched.ok);
    EXPECT_EQ(alone.profile.aivTotalCycles, watched.profile.aivTotalCycles);
    EXPECT_EQ(alone.profile.taskDurationUs, watched.profile.taskDurationUs);
    EXPECT_EQ(alone.profile.aivScalarTimeUs, watched.profile.aivScalarTimeUs);
}

// An observer that wants no per-instruction events gets the launch's begin and end only, the end
// with the profile the launch returns.
struct LaunchOnlyObserver final : CountingObserver {
    const ascsim::kern::LaunchProfile* seen = nullptr;
    double taskDurationUs = -1.0;
    bool WantsCoreEvents() const override { return false; }
    void OnLaunchEnd(const LaunchInfo& info) override
    {
        ++launchEnd;
        seen = info.profile;
        taskDurationUs = info.profile != nullptr ? info.profile->taskDurationUs : -1.0;
    }
};

TEST_F(ObserverTest, LaunchOnlyObserverSeesBeginAndEndWithTheProfile)
{
    LaunchOnlyObserver c;
    const LaunchOutcome out = RunCounted(&c);
    ASSERT_TRUE(out.ok) << out.report;
    EXPECT_EQ(c.launchBegin, 1);
    EXPECT_EQ(c.launchEnd, 1);
    EXPECT_EQ(c.coreBegin, 0);
    EXPECT_EQ(c.vector, 0);
    EXPECT_EQ(c.issue[static_cast<int>(Pipe::V)], 0);
    ASSERT_NE(c.seen, nullptr);
    EXPECT_EQ(c.taskDurationUs, out.profile.taskDurationUs);
}

TEST_F(ObserverTest, ProfileSinkGetsEachLaunchsProfileWhileItExists)
{
    std::vector<ascsim::kern::LaunchProfile> got;
    LaunchOutcome first;
    {
        const ascsim::kern::ScopedProfileSink sink([&](const ascsim::kern::LaunchProfile& p) { got.push_back(p); });
        first = RunCounted(nullptr);
    }
    ASSERT_TRUE(first.ok) << first.report;
    ASSERT_EQ(got.size(), 1U);
    EXPECT_EQ(got[0].kernel, first.profile.kernel);
    EXPECT_EQ(got[0].taskDurationUs, first.profile.taskDurationUs);
    EXPECT_EQ(got[0].aivTotalCycles, first.profile.aivTotalCycles);
    ASSERT_TRUE(RunCounted(nullptr).ok); // after the sink's scope: not delivered
    EXPECT_EQ(got.size(), 1U);
    setenv("ASCEND_SIM_TIMING", "0", 1); // no model, no profile
    {
        const ascsim::kern::ScopedProfileSink sink([&](const ascsim::kern::LaunchProfile& p) { got.push_back(p); });
        ASSERT_TRUE(RunCounted(nullptr).ok);
    }
    EXPECT_EQ(got.size(), 1U);
}

// ---- cross-core synchronisation -------------------------------------------------------------------
constexpr uint32_t kSyncRounds = 2;

// Core 0 works before each SyncAll (the others wait for it); every core then reads its system counter.
void SyncAllRounds(GM_ADDR stamps, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, kTile * sizeof(float));
    LocalTensor<float> t = buf.Get<float>();
    Duplicate(t, 1.0f, kTile);
    for (uint32_t r = 0; r < kSyncRounds; ++r) {
        if (GetBlockIdx() == 0) {
            Exp(t, t, kTile);
        }
        PipeBarrier<PIPE_ALL>();
        SyncAll();
    }
    GlobalTensor<int64_t> out;
    out.SetGlobalBuffer(reinterpret_cast<__gm__ int64_t*>(stamps), kBlocks);
    out.SetValue(GetBlockIdx(), GetSystemCycle());
}

// The cross-core events. Releases, acquires and the block scheduler's events come with the launch's
// cross-core lock held (kernel_events.h): their state has no lock of its own, and every release an
// acquire names must have been seen before it.
struct XcoreObserver : KernelEventObserver {
    std::mutex callsMu;
    std::map<std::string, int> calls; // OnCrossCoreCall by API (guarded by callsMu)
    std::set<std::pair<uint32_t, uint32_t>> released;
    int releases = 0, acquires = 0, namedIds = 0, unknownIds = 0, scheduled = 0, retired = 0, joins = 0;
    size_t mostIds = 0; // the most releases one acquire named
    uint32_t blockDim = 0;

    void OnLaunchBegin(const LaunchInfo& info) override { blockDim = info.blockDim; }
    std::vector<std::set<uint32_t>> blocksPerAcquire;

    void OnBlockScheduled(uint32_t) override { ++scheduled; }
    void OnBlockRetired(uint32_t) override { ++retired; }
    void OnCrossCoreCall(const OrderingView&, ascsim::kern::SrcLoc, const char* api) override
    {
        const std::lock_guard<std::mutex> lock(callsMu);
        ++calls[api];
    }
    void OnXcoreRelease(const OrderingView& v, int, ReleaseId id) override
    {
        ++releases;
        EXPECT_EQ(id.block, v.Block());
        EXPECT_TRUE(released.insert({id.block, id.epoch}).second) << "a release id is unique";
    }
    void OnXcoreJoin(const OrderingView&, ReleaseId joined, const ReleaseSet& parts) override
    {
        ++joins;
        EXPECT_EQ(joined.block, blockDim) << "joins are named in a row of their own";
        for (const ReleaseId& id : parts) {
            unknownIds += released.count({id.block, id.epoch}) == 0 ? 1 : 0;
        }
        EXPECT_TRUE(released.insert({joined.block, joined.epoch}).second) << "a join id is unique";
    }
    void OnXcoreAcquire(const OrderingView&, int, const ReleaseSet& ids, const char*) override
    {
        ++acquires;
        mostIds = std::max(mostIds, ids.size());
        std::set<uint32_t> blocks;
        for (const ReleaseId& id : ids) {
            ++namedIds;
            unknownIds += released.count({id.block, id.epoch}) == 0 ? 1 : 0;
            blocks.insert(id.block);
        }
        blocksPerAcquire.push_back(blocks);
    }
};

struct SyncRun {
    LaunchOutcome out;
    std::vector<int64_t> stamps;
};

SyncRun RunSyncAll(KernelEventObserver* observer)
{
    DeviceBuffer stamps(kBlocks * sizeof(int64_t)), unused(64);
    if (observer != nullptr) {
        ascsim::kern::AddLaunchObserver(observer);
    }
    SyncRun run{Launch(SyncAllRounds, kBlocks, {stamps.get(), unused.get()}, "sync_all_rounds"), {}};
    if (observer != nullptr) {
        ascsim::kern::RemoveLaunchObserver(observer);
    }
    run.stamps = stamps.Read<int64_t>(kBlocks);
    return run;
}

// Per core: kSyncRounds SyncAll (one scalar call, one release, one acquire of every core's arrival
// each) and one GetSystemCycle.
void ExpectSyncAllEvents(XcoreObserver& x)
{
    const int n = static_cast<int>(kBlocks);
    const int rounds = static_cast<int>(kSyncRounds);
    EXPECT_EQ(x.calls["SyncAll"], rounds * n);
    EXPECT_EQ(x.calls["GetSystemCycle"], n);
    EXPECT_EQ(x.calls.size(), 2U);
    EXPECT_EQ(x.releases, rounds * n);
    EXPECT_EQ(x.acquires, rounds * n);
    EXPECT_EQ(x.namedIds, rounds * n * n);
    EXPECT_EQ(x.unknownIds, 0);
    for (const auto& blocks : x.blocksPerAcquire) {
        EXPECT_EQ(blocks.size(), kBlocks); // leaving SyncAll waits for every core's arrival
    }
    EXPECT_EQ(x.scheduled, n);
    EXPECT_EQ(x.retired, n);
}

TEST_F(ObserverTest, ObserverSeesTheCrossCoreEventsOfSyncAll)
{
    XcoreObserver x;
    const SyncRun run = RunSyncAll(&x);
    ASSERT_TRUE(run.out.ok) << run.out.report;
    ASSERT_TRUE(run.out.profile.valid);
    ExpectSyncAllEvents(x);
    // Core 0 arrives last: every core leaves the last SyncAll after it, at the same modeled time.
    EXPECT_GT(run.stamps[0], 0);
    EXPECT_EQ(run.stamps[1], run.stamps[0]);
}

// Without the timing model the same events reach the observer; the emulator has no clock of its own.
TEST_F(ObserverTest, CrossCoreEventsWithTimingOffAndNoClock)
{
    setenv("ASCEND_SIM_TIMING", "0", 1);
    XcoreObserver x;
    const SyncRun run = RunSyncAll(&x);
    ASSERT_TRUE(run.out.ok) << run.out.report;
    EXPECT_FALSE(run.out.profile.valid);
    ExpectSyncAllEvents(x);
    EXPECT_EQ(run.stamps, std::vector<int64_t>(kBlocks, 0));
}

TEST_F(ObserverTest, WatchingCrossCoreEventsDoesNotChangeTheModel)
{
    const SyncRun alone = RunSyncAll(nullptr);
    XcoreObserver x;
    const SyncRun watched = RunSyncAll(&x);
    ASSERT_TRUE(alone.out.ok && watched.out.ok);
    EXPECT_EQ(alone.stamps, watched.stamps);
    EXPECT_EQ(alone.out.profile.aivTotalCycles, watched.out.profile.aivTotalCycles);
    EXPECT_EQ(alone.out.profile.taskDurationUs, watched.out.profile.taskDurationUs);
    EXPECT_EQ(alone.out.profile.aivTimeUs, watched.out.profile.aivTimeUs);
    EXPECT_EQ(alone.out.profile.aivScalarTimeUs, watched.out.profile.aivScalarTimeUs);
    EXPECT_EQ(alone.out.profile.aivVecTimeUs, watched.out.profile.aivVecTimeUs);
}

// Blocks 0 and 1 arrive at a GroupBarrier and blocks 2 and 3 wait for them, kGroupRounds times: the
// arrive counter is a GM word both arrivals add to atomically, every round.
constexpr uint32_t kGroupRounds = 32;
constexpr uint32_t kGroupBlocks = 4;
void GroupBarrierRounds(GM_ADDR ws, GM_ADDR)
{
    TPipe pipe;
    GroupBarrier<PipeMode::MTE3_MODE> bar(ws, 2, 2);
    const uint32_t id = GetBlockIdx();
    for (uint32_t r = 0; r < kGroupRounds; ++r) {
        if (id < 2) {
            bar.Arrive(id);
        } else {
            bar.Wait(id - 2);
        }
    }
}

// The counter's stamp names one joined release, not every contribution so far: what a wait names stays
// bounded however many rounds ran (without the joins it grows by two releases a round).
TEST_F(ObserverTest, AnAtomicCounterNamesOneJoinedReleaseWhateverTheRounds)
{
    AlignedWorkspace ws(2 * 512);
    DeviceBuffer unused(64);
    XcoreObserver x;
    ascsim::kern::AddLaunchObserver(&x);
    const LaunchOutcome out = Launch(GroupBarrierRounds, kGroupBlocks, {ws.ptr, unused.get()}, "group_rounds");
    ascsim::kern::RemoveLaunchObserver(&x);
    ASSERT_TRUE(out.ok) << out.report;
    EXPECT_EQ(x.unknownIds, 0);
    EXPECT_GE(x.joins, static_cast<int>(kGroupRounds));
    EXPECT_GE(x.acquires, static_cast<int>(2 * kGroupRounds));
    EXPECT_LE(x.mostIds, 4U);
}

TEST_F(ObserverTest, RemovedObserverSeesNothing)
{
    CountingObserver c;
    ascsim::kern::AddLaunchObserver(&c);
    ascsim::kern::RemoveLaunchObserver(&c);
    ASSERT_TRUE(RunCounted(nullptr).ok);
    EXPECT_EQ(c.launchBegin, 0);
    EXPECT_EQ(c.coreBegin, 0);
}

// The model is told what an instruction costs, never its name alone: a Memory-API instruction carries
// its cost class (engine/op_costs.h), a Reg instruction its class (VfOp) and the element type its cost
// depends on, so that an int64 Div is told apart from an fp32 one.
struct ClassObserver : KernelEventObserver {
    std::mutex mu;
    std::map<std::string, ascsim::kern::CostClass> vectorCost;
    std::vector<std::pair<VfOp, ascsim::kern::VfElem>> vfOps;
    void OnVector(const OrderingView&, const VectorEvent& ev) override
    {
        std::lock_guard<std::mutex> lock(mu);
        vectorCost[ev.api] = ev.cost;
    }
    void OnVfOp(const OrderingView&, const VfOpEvent& ev) override
    {
        std::lock_guard<std::mutex> lock(mu);
        vfOps.emplace_back(static_cast<VfOp>(ev.op), ev.elem);
    }
};

__simd_vf__ inline void DivVf(__ubuf__ float* f, __ubuf__ int64_t* i)
{
    Reg::RegTensor<float> fx, fq;
    Reg::RegTensor<int64_t> ix, iq;
    Reg::MaskReg mf = Reg::CreateMask<float>();
    Reg::MaskReg mi = Reg::CreateMask<int64_t>();
    Reg::LoadAlign(fx, f);
    Reg::Div(fq, fx, fx, mf);
    Reg::LoadAlign(ix, i);
    Reg::Div(iq, ix, ix, mi);
    Reg::StoreAlign(f, fq, mf);
    Reg::StoreAlign(i, iq, mi);
}

void ClassKernel(GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, 3 * 256);
    LocalTensor<float> a = buf.Get<float>();
    LocalTensor<float> b = a[64];
    LocalTensor<int64_t> n = buf.Get<int64_t>()[64];
    Duplicate(a, 2.0f, 64);
    Exp(b, a, 64);
    Sqrt(b, a, 64);
    Duplicate(n, static_cast<int64_t>(3), 32);
    PipeBarrier<PIPE_V>();
    asc_vf_call<DivVf>(a.GetPhyAddr(), n.GetPhyAddr());
}

TEST_F(ObserverTest, TheModelIsToldEachInstructionsCostClass)
{
    ClassObserver c;
    DeviceBuffer unused(64);
    ascsim::kern::AddLaunchObserver(&c);
    const LaunchOutcome out = Launch(ClassKernel, 1, {unused.get()}, "classes");
    ascsim::kern::RemoveLaunchObserver(&c);
    ExpectClean(out);
    using ascsim::kern::CostClass;
    EXPECT_EQ(c.vectorCost,
              (std::map<std::string, CostClass>{
                  {"Duplicate", CostClass::kSimple}, {"Exp", CostClass::kExpLn}, {"Sqrt", CostClass::kSqrt}}));
    std::vector<std::pair<int, int>> divs; // (bytes, isFloat) of each Div
    for (const auto& [op, elem] : c.vfOps) {
        if (op == VfOp::kDiv) {
            divs.emplace_back(elem.bytes, elem.isFloat ? 1 : 0);
        }
    }
    EXPECT_EQ(divs, (std::vector<std::pair<int, int>>{{4, 1}, {8, 0}}));
}

} // namespace
