// Intra-core Mutex (mutex.h), GetTPipePtr (tpipe_ptr.h), WaitPreTaskEnd / SetNextTaskStart
// (task_sync.h), GetSystemCycle / GetRuntimeUBSize (sys_var.h), DataCacheCleanAndInvalid
// (cache_ctrl.h): each against its reference, and each new check with a kernel that makes it fire.
#include <chrono>
#include <thread>

#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

class XcoreMiscTest : public KernelTest {};

constexpr uint32_t kTile = 64;

// ---- Mutex -------------------------------------------------------------------------------------------
// The mutex sample: ping-pong tiles, each stage locking the tile's MutexID on its pipe. z = x + y.
// Broken: Compute does not lock, so V reads what MTE2 writes unordered (synccheck).
constexpr int kTiles = 8;
void MutexAdd(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    constexpr uint32_t kBytes = kTile * sizeof(float);
    LocalTensor<float> xs[2] = {LocalTensor<float>(TPosition::VECIN, 0 * kBytes, kTile),
                                LocalTensor<float>(TPosition::VECIN, 1 * kBytes, kTile)};
    LocalTensor<float> ys[2] = {LocalTensor<float>(TPosition::VECIN, 2 * kBytes, kTile),
                                LocalTensor<float>(TPosition::VECIN, 3 * kBytes, kTile)};
    LocalTensor<float> zs[2] = {LocalTensor<float>(TPosition::VECOUT, 4 * kBytes, kTile),
                                LocalTensor<float>(TPosition::VECOUT, 5 * kBytes, kTile)};
    GlobalTensor<float> xg, yg, zg;
    xg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), kTiles * kTile);
    yg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(y), kTiles * kTile);
    zg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z), kTiles * kTile);
    const MutexID ids[2] = {AllocMutexID(), AllocMutexID()};
    for (int i = 0; i < kTiles; ++i) {
        const int b = i % 2;
        Mutex::Lock<PIPE_MTE2>(ids[b]);
        DataCopy(xs[b], xg[i * kTile], kTile);
        DataCopy(ys[b], yg[i * kTile], kTile);
        Mutex::Unlock<PIPE_MTE2>(ids[b]);
        if (!Broken()) {
            Mutex::Lock<PIPE_V>(ids[b]);
        }
        KT_MARK(g_line);
        Add(zs[b], xs[b], ys[b], kTile);
        if (!Broken()) {
            Mutex::Unlock<PIPE_V>(ids[b]);
        }
        Mutex::Lock<PIPE_MTE3>(ids[b]);
        DataCopy(zg[i * kTile], zs[b], kTile);
        Mutex::Unlock<PIPE_MTE3>(ids[b]);
    }
    ReleaseMutexID(ids[0]);
    ReleaseMutexID(ids[1]);
    PipeBarrier<PIPE_ALL>();
}
TEST_F(XcoreMiscTest, MutexOrdersThePipesOfATile)
{
    const std::vector<float> x = RandomFloats(kTiles * kTile, -2.0f, 2.0f, 1);
    const std::vector<float> y = RandomFloats(kTiles * kTile, -2.0f, 2.0f, 2);
    DeviceBuffer xb = Upload(x), yb = Upload(y), zb(kTiles * kTile * sizeof(float));
    g_broken = false;
    ExpectClean(Launch(&MutexAdd, 1, {xb.get(), yb.get(), zb.get()}, "mutex_add"));
    const std::vector<float> z = zb.Read<float>(kTiles * kTile);
    for (uint32_t i = 0; i < kTiles * kTile; ++i) {
        EXPECT_EQ(z[i], x[i] + y[i]);
    }
    DeviceBuffer zb2(kTiles * kTile * sizeof(float));
    g_broken = true;
    g_line = 0;
    const LaunchOutcome r = Launch(&MutexAdd, 1, {xb.get(), yb.get(), zb2.get()}, "mutex_missing");
    g_broken = false;
    ExpectFinding(r, "synccheck", "RAW hazard", Where(__FILE__, g_line.load()));
}

// Lock twice before the Unlock: the pipe would wait for itself (Lock.md 错误写法2).
void MutexDoubleLock(GM_ADDR, GM_ADDR, GM_ADDR)
{
    Mutex::Lock<PIPE_V>(3);
    if (Broken()) {
        KT_MARK(g_line);
        Mutex::Lock<PIPE_V>(3);
    }
    Mutex::Unlock<PIPE_V>(3);
}
// A Lock never unlocked before the kernel returns.
void MutexNeverUnlocked(GM_ADDR, GM_ADDR, GM_ADDR)
{
    KT_MARK(g_line);
    Mutex::Lock<PIPE_MTE2>(5);
    if (!Broken()) {
        Mutex::Unlock<PIPE_MTE2>(5);
    }
}
// Unlock on another pipe than the Lock; Unlock without Lock; an id beyond 27.
void MutexWrongPipe(GM_ADDR, GM_ADDR, GM_ADDR)
{
    Mutex::Lock<PIPE_MTE2>(1);
    if (Broken()) {
        KT_MARK(g_line);
        Mutex::Unlock<PIPE_V>(1);
    } else {
        Mutex::Unlock<PIPE_MTE2>(1);
    }
}
void MutexUnlockFirst(GM_ADDR, GM_ADDR, GM_ADDR)
{
    if (Broken()) {
        KT_MARK(g_line);
        Mutex::Unlock<PIPE_V>(2);
    }
    Mutex::Lock<PIPE_V>(2);
    Mutex::Unlock<PIPE_V>(2);
}
void MutexIdTooLarge(GM_ADDR, GM_ADDR, GM_ADDR)
{
    const MutexID id = Broken() ? 28 : 27;
    KT_MARK(g_line);
    Mutex::Lock<PIPE_S>(id);
    Mutex::Unlock<PIPE_S>(id);
}
void MutexIdsExhausted(GM_ADDR, GM_ADDR, GM_ADDR)
{
    for (int i = 0; i < 28; ++i) {
        (void)AllocMutexID();
    }
    if (Broken()) {
        KT_MARK(g_line);
        (void)AllocMutexID();
    }
}
TEST_F(XcoreMiscTest, MutexMisuseIsReported)
{
    ExpectBrokenAndTwin(&MutexDoubleLock, "synccheck", "deadlock: Lock<V>(3) while the mutex is still locked",
                        __FILE__);
    ExpectBrokenAndTwin(&MutexNeverUnlocked, "synccheck", "Lock<MTE2>(5) never unlocked", __FILE__);
    ExpectBrokenAndTwin(&MutexWrongPipe, "synccheck", "Lock and Unlock must name the same pipe", __FILE__);
    ExpectBrokenAndTwin(&MutexUnlockFirst, "synccheck", "of a mutex that is not locked", __FILE__);
    ExpectBrokenAndTwin(&MutexIdTooLarge, "synccheck", "MutexID 28 is outside [0, 27]", __FILE__);
    ExpectBrokenAndTwin(&MutexIdsExhausted, "synccheck", "all 28 MutexIDs", __FILE__);
}

// ---- GetTPipePtr ----------------------------------------------------------------------------------------
void UsesTPipePtr(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    if (!Broken()) {
        TPipe pipe;
        TQue<TPosition::VECIN, 1> q;
        GetTPipePtr()->InitBuffer(q, 1, kTile * sizeof(float));
        GlobalTensor<float> xg, zg;
        xg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), kTile);
        zg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z), kTile);
        LocalTensor<float> t = q.AllocTensor<float>();
        DataCopy(t, xg, kTile);
        KT_FLAG(MTE2_MTE3);
        DataCopy(zg, t, kTile);
        q.FreeTensor(t);
        pipe.Destroy();
    }
    KT_MARK(g_line);
    TPipe* p = GetTPipePtr(); // after Destroy (or with none): a finding in the broken run
    if (Broken()) {
        (void)p;
    }
}
TEST_F(XcoreMiscTest, GetTPipePtr)
{
    const std::vector<float> x = RandomFloats(kTile, -1.0f, 1.0f, 3);
    {
        DeviceBuffer xb = Upload(x), u(64), zb(kTile * sizeof(float));
        g_broken = true;
        g_line = 0;
        const LaunchOutcome r = Launch(&UsesTPipePtr, 1, {xb.get(), u.get(), zb.get()}, "no_pipe");
        g_broken = false;
        ExpectFinding(r, "memcheck", "no TPipe is alive", Where(__FILE__, g_line.load()));
    }
}
void UsesTPipePtrTwin(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TQue<TPosition::VECIN, 1> q;
    GetTPipePtr()->InitBuffer(q, 1, kTile * sizeof(float));
    GlobalTensor<float> xg, zg;
    xg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), kTile);
    zg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z), kTile);
    LocalTensor<float> t = q.AllocTensor<float>();
    DataCopy(t, xg, kTile);
    KT_FLAG(MTE2_MTE3);
    DataCopy(zg, t, kTile);
    q.FreeTensor(t);
}
TEST_F(XcoreMiscTest, GetTPipePtrReturnsTheLivePipe)
{
    const std::vector<float> x = RandomFloats(kTile, -1.0f, 1.0f, 3);
    DeviceBuffer xb = Upload(x), u(64), zb(kTile * sizeof(float));
    ExpectClean(Launch(&UsesTPipePtrTwin, 1, {xb.get(), u.get(), zb.get()}, "pipe_ptr"));
    EXPECT_EQ(zb.Read<float>(kTile), x);
}

// ---- WaitPreTaskEnd / SetNextTaskStart -------------------------------------------------------------------
void TaskSync(GM_ADDR, GM_ADDR, GM_ADDR)
{
    WaitPreTaskEnd();
    if (Broken()) {
        KT_MARK(g_line);
        WaitPreTaskEnd();
    }
    SetNextTaskStart();
}
void TaskSyncSomeCores(GM_ADDR, GM_ADDR, GM_ADDR)
{
    if (!Broken() || GetBlockIdx() != 3) {
        KT_MARK(g_line);
        WaitPreTaskEnd();
    }
}
TEST_F(XcoreMiscTest, TaskSyncOncePerCoreOnEveryCore)
{
    ExpectBrokenAndTwin(&TaskSync, "synccheck", "WaitPreTaskEnd called a second time on this core", __FILE__, 2);
    ExpectBrokenAndTwin(&TaskSyncSomeCores, "synccheck", "calls WaitPreTaskEnd but core 3 does not", __FILE__, 4);
}

// ---- GetSystemCycle / GetRuntimeUBSize ---------------------------------------------------------------------
void SystemCounter(GM_ADDR out, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> b;
    pipe.InitBuffer(b, 4096 * sizeof(float));
    LocalTensor<float> t = b.Get<float>();
    GlobalTensor<int64_t> o;
    o.SetGlobalBuffer(reinterpret_cast<__gm__ int64_t*>(out), 4);
    const int64_t t0 = GetSystemCycle();
    Duplicate(t, 1.0f, 4096);
    Exp(t, t, 4096);
    PipeBarrier<PIPE_ALL>();
    const int64_t t1 = GetSystemCycle();
    o.SetValue(0, t0);
    o.SetValue(1, t1);
    o.SetValue(2, GetRuntimeUBSize());
}
TEST_F(XcoreMiscTest, SystemCycleCountsTheModeledTime)
{
    DeviceBuffer out = Upload(std::vector<int64_t>(4, -1)), u(64), u2(64);
    const LaunchOutcome r = Launch(&SystemCounter, 1, {out.get(), u.get(), u2.get()}, "cycles");
    ExpectClean(r);
    const std::vector<int64_t> o = out.Read<int64_t>(3);
    EXPECT_GE(o[0], 0);
    // Exp of 4096 floats = 16 VLs at several cycles each, plus the VF launches: hundreds of cycles.
    EXPECT_GT(o[1] - o[0], 100);
    EXPECT_LE(static_cast<double>(o[1]), r.profile.aivTimeUs * 1000.0 + 1.0); // 1 GHz ticks
    EXPECT_EQ(o[2], 248 * 1024);
}

// ---- DataCacheCleanAndInvalid: flags through the data cache ------------------------------------------------
// gm_by_dcache: every core stores its partial result with DataCopy, then its flag with SetValue and a
// clean of the line; core 0 polls the flags (invalidate + GetValue), then copies every partial result
// to z. Broken: core 0 does not wait for the flags (racecheck).
constexpr uint32_t kCores = 4;
void DcciFlags(GM_ADDR part, GM_ADDR flags, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> b;
    pipe.InitBuffer(b, 8 * kCores * sizeof(float));
    LocalTensor<float> t = b.Get<float>();
    const int64_t me = GetBlockIdx();
    GlobalTensor<float> pg, zg;
    GlobalTensor<int32_t> fg;
    pg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(part), 8 * kCores);
    fg.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(flags), 16 * kCores);
    zg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z), 8 * kCores);
    Duplicate(t, static_cast<float>(me + 1), 8);
    KT_FLAG(V_MTE3);
    DataCopy(pg[me * 8], t, 8);
    KT_FLAG(MTE3_S);
    fg.SetValue(me * 16, static_cast<int32_t>(me + 1));
    DataCacheCleanAndInvalid<int32_t, CacheLine::SINGLE_CACHE_LINE, DcciDst::CACHELINE_OUT>(fg[me * 16]);
    if (me != 0) {
        return;
    }
    bool ready = Broken();
    while (!ready) {
        ready = true;
        for (uint32_t c = 0; c < kCores; ++c) {
            DataCacheCleanAndInvalid<int32_t, CacheLine::SINGLE_CACHE_LINE, DcciDst::CACHELINE_OUT>(fg[c * 16]);
            if (fg.GetValue(c * 16) != static_cast<int32_t>(c + 1)) {
                ready = false;
                break;
            }
        }
    }
    KT_FLAG(S_MTE2);
    KT_FLAG(MTE3_MTE2);
    KT_FLAG(V_MTE2);
    KT_MARK(g_line);
    DataCopy(t, pg, 8 * kCores);
    KT_FLAG(MTE2_MTE3);
    DataCopy(zg, t, 8 * kCores);
}
TEST_F(XcoreMiscTest, FlagsThroughTheDataCache)
{
    for (int rep = 0; rep < 3; ++rep) {
        DeviceBuffer part(8 * kCores * sizeof(float)), flags = Upload(std::vector<int32_t>(16 * kCores, 0));
        DeviceBuffer z(8 * kCores * sizeof(float));
        g_broken = false;
        ExpectClean(Launch(&DcciFlags, kCores, {part.get(), flags.get(), z.get()}, "dcci_flags"));
        const std::vector<float> out = z.Read<float>(8 * kCores);
        for (uint32_t i = 0; i < 8 * kCores; ++i) {
            EXPECT_EQ(out[i], static_cast<float>(i / 8 + 1));
        }
    }
    DeviceBuffer part(8 * kCores * sizeof(float)), flags = Upload(std::vector<int32_t>(16 * kCores, 0));
    DeviceBuffer z(8 * kCores * sizeof(float));
    g_broken = true;
    g_line = 0;
    const LaunchOutcome r = Launch(&DcciFlags, kCores, {part.get(), flags.get(), z.get()}, "dcci_no_wait");
    g_broken = false;
    ExpectFinding(r, "racecheck", "core 0 reads what core", Where(__FILE__, g_line.load()));
}

// The same hand-off with the two interleavings the poll loop above leaves to chance, forced with host
// atomics (not a device API: they only order the two worker threads). The reader invalidates the flag's
// line first; the writer stores the flag (and, in the second case, cleans the line) before the reader's
// load. That load misses the invalidated line and fetches it from GM when it runs, so it sees the flag
// only once the writer's clean put it there, and with it everything the clean released: a correct
// hand-off, no finding. (The sim's scalar stores write GM at once; before the load waited for the clean
// and acquired it, both orders were reported as races: CI saw the first one once.)
std::atomic<int> g_step{0};
std::atomic<bool> g_cleanBeforeLoad{false}; // the second interleaving
void WaitStep(int step)
{
    while (g_step.load(std::memory_order_acquire) < step) {
        std::this_thread::yield();
    }
}
void DcciLateStore(GM_ADDR part, GM_ADDR flags, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> b;
    pipe.InitBuffer(b, 8 * sizeof(float));
    LocalTensor<float> t = b.Get<float>();
    GlobalTensor<float> pg, zg;
    GlobalTensor<int32_t> fg;
    pg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(part), 8);
    fg.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(flags), 16);
    zg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z), 8);
    const bool cleanBeforeLoad = g_cleanBeforeLoad.load();
    if (GetBlockIdx() == 1) {
        WaitStep(1);
        Duplicate(t, 5.0f, 8);
        KT_FLAG(V_MTE3);
        DataCopy(pg, t, 8);
        KT_FLAG(MTE3_S);
        fg.SetValue(0, 1);
        if (!cleanBeforeLoad) {
            g_step.store(2, std::memory_order_release);
        }
        DataCacheCleanAndInvalid<int32_t, CacheLine::SINGLE_CACHE_LINE, DcciDst::CACHELINE_OUT>(fg);
        g_step.store(2, std::memory_order_release);
        return;
    }
    DataCacheCleanAndInvalid<int32_t, CacheLine::SINGLE_CACHE_LINE, DcciDst::CACHELINE_OUT>(fg);
    g_step.store(1, std::memory_order_release);
    WaitStep(2);
    if (fg.GetValue(0) != 1) {
        return; // cannot happen: the load waits for the writer's clean
    }
    KT_FLAG(S_MTE2);
    DataCopy(t, pg, 8);
    KT_FLAG(MTE2_MTE3);
    DataCopy(zg, t, 8);
}
TEST_F(XcoreMiscTest, ALoadAfterTheInvalidateSeesTheFlagWithWhatItsCleanReleased)
{
    if (std::thread::hardware_concurrency() < 2) {
        GTEST_SKIP() << "the two blocks must run at once (one worker thread each)";
    }
    for (const bool cleanBeforeLoad : {false, true}) {
        DeviceBuffer part(8 * sizeof(float)), flags = Upload(std::vector<int32_t>(16, 0));
        DeviceBuffer z = Upload(std::vector<float>(8, 0.0f));
        g_step = 0;
        g_cleanBeforeLoad = cleanBeforeLoad;
        ExpectClean(Launch(&DcciLateStore, 2, {part.get(), flags.get(), z.get()}, "dcci_late_store"));
        EXPECT_EQ(z.Read<float>(8), std::vector<float>(8, 5.0f)) << "cleanBeforeLoad " << cleanBeforeLoad;
    }
}

// A core polling a flag through the cache that nobody sets: reported, not spun on.
void DcciNeverSet(GM_ADDR flags, GM_ADDR, GM_ADDR)
{
    GlobalTensor<int32_t> fg;
    fg.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(flags), 16);
    if (GetBlockIdx() == 1) {
        while (true) {
            KT_MARK(g_line);
            DataCacheCleanAndInvalid<int32_t, CacheLine::SINGLE_CACHE_LINE, DcciDst::CACHELINE_OUT>(fg);
            if (fg.GetValue(0) == 1) {
                break;
            }
        }
    }
}
TEST_F(XcoreMiscTest, APollThroughTheCacheThatNobodySatisfiesIsADeadlockFinding)
{
    DeviceBuffer flags = Upload(std::vector<int32_t>(16, 0)), u(64), u2(64);
    g_line = 0;
    const auto t0 = std::chrono::steady_clock::now();
    const LaunchOutcome r = Launch(&DcciNeverSet, 2, {flags.get(), u.get(), u2.get()}, "dcci_never");
    EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(), 10.0);
    ExpectFinding(r, "synccheck", "deadlock: DataCacheCleanAndInvalid polls GM", Where(__FILE__, g_line.load()));
}

// ---- InitOutput ------------------------------------------------------------------------------------------
// Fills 4992 int32_t (more than one 255-block burst) with 7 and 8 more with the default 0, as the
// group_barrier sample uses it: the fill is in flight until a barrier. Without a TPipe it is a finding.
void InitOutputKernel(GM_ADDR out, GM_ADDR, GM_ADDR)
{
    if (!Broken()) {
        TPipe pipe;
        TQue<TPosition::VECIN, 1> q;
        pipe.InitBuffer(q, 1, 1024);
        GlobalTensor<int32_t> o;
        o.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(out), 5000);
        InitOutput<int32_t>(o, 4992, 7);
        PipeBarrier<PIPE_ALL>(); // both fill the same UB after the TPipe's buffers; the copies are in flight
        InitOutput(o[4992], 8);  // the value defaults to 0 (kernel_operator_common_intf.h:64)
        PipeBarrier<PIPE_ALL>();
        return;
    }
    GlobalTensor<int32_t> o;
    o.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(out), 5000);
    KT_MARK(g_line);
    InitOutput<int32_t>(o, 5000, 7);
}
TEST_F(XcoreMiscTest, InitOutputFillsGm)
{
    DeviceBuffer out = Upload(std::vector<int32_t>(5008, -1)), u(64), u2(64);
    g_broken = false;
    ExpectClean(Launch(&InitOutputKernel, 1, {out.get(), u.get(), u2.get()}, "init_output"));
    const std::vector<int32_t> o = out.Read<int32_t>(5008);
    for (uint32_t i = 0; i < 5000; ++i) {
        ASSERT_EQ(o[i], i < 4992 ? 7 : 0) << i;
    }
    EXPECT_EQ(o[5000], -1);
    DeviceBuffer out2 = Upload(std::vector<int32_t>(5008, -1));
    g_broken = true;
    g_line = 0;
    const LaunchOutcome r = Launch(&InitOutputKernel, 1, {out2.get(), u.get(), u2.get()}, "init_output_no_pipe");
    g_broken = false;
    ExpectFinding(r, "synccheck", "needs a live TPipe", Where(__FILE__, g_line.load()));
}

// ---- ascendc_assert ----------------------------------------------------------------------------------------
void Asserts(GM_ADDR, GM_ADDR, GM_ADDR)
{
    const int64_t n = GetBlockNum();
    ascendc_assert(n != 0 && "block dim can not be zero!");
    ascendc_assert(n > 0, "block num %ld", static_cast<long>(n));
    if (Broken()) {
        KT_MARK(g_line);
        ascendc_assert(n > 100, "too few blocks: %ld", static_cast<long>(n));
    }
}
TEST_F(XcoreMiscTest, AscendcAssertStopsTheKernel)
{
    const LaunchOutcome r = ExpectBrokenAndTwin(&Asserts, "assert", "assertion `n > 100' failed: too few blocks: 1",
                                                __FILE__);
    EXPECT_TRUE(Contains(r.printfText, "[ASSERT]")) << r.printfText;
}

// ---- ListTensorDesc ----------------------------------------------------------------------------------------
// The list_tensor_desc_input layout: two 2-D tensors (8 x 16 floats); z = x + y through the decoded
// pointers and shapes.
void ListTensorAdd(GM_ADDR list, GM_ADDR z, GM_ADDR)
{
    ListTensorDesc desc(reinterpret_cast<__gm__ void*>(list), Broken() ? 100 : 0xffffffff, Broken() ? 2 : 0xffffffff);
    uint64_t shape[2] = {0, 0};
    TensorDesc<float> xd;
    xd.SetShapeAddr(shape);
    desc.GetDesc(xd, 0);
    const uint64_t n = xd.GetShape(0) * xd.GetShape(1);
    TPipe pipe;
    TBuf<TPosition::VECIN> a, b;
    TBuf<TPosition::VECOUT> c;
    pipe.InitBuffer(a, n * sizeof(float));
    pipe.InitBuffer(b, n * sizeof(float));
    pipe.InitBuffer(c, n * sizeof(float));
    GlobalTensor<float> xg = xd.GetDataObj();
    GlobalTensor<float> yg, zg;
    yg.SetGlobalBuffer(desc.GetDataPtr<float>(1), n);
    zg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z), n);
    LocalTensor<float> x = a.Get<float>(), y = b.Get<float>(), r = c.Get<float>();
    DataCopy(x, xg, static_cast<uint32_t>(n));
    DataCopy(y, yg, static_cast<uint32_t>(n));
    KT_FLAG(MTE2_V);
    Add(r, x, y, static_cast<uint32_t>(n));
    KT_FLAG(V_MTE3);
    DataCopy(zg, r, static_cast<uint32_t>(n));
}
TEST_F(XcoreMiscTest, ListTensorDescDecodesTheBlock)
{
    const std::vector<float> x = RandomFloats(128, -1.0f, 1.0f, 8), y = RandomFloats(128, -1.0f, 1.0f, 9);
    DeviceBuffer xb = Upload(x), yb = Upload(y), zb(128 * sizeof(float));
    // ptrOffset, [dim 2 | index 0, 8, 16], [dim 2 | index 1, 8, 16], x, y
    const uint64_t words[] = {(1 + 3 * 2) * 8,
                              2,
                              8,
                              16,
                              2 | (uint64_t{1} << 32),
                              8,
                              16,
                              reinterpret_cast<uint64_t>(xb.get()),
                              reinterpret_cast<uint64_t>(yb.get())};
    DeviceBuffer list(sizeof(words));
    std::memcpy(list.get(), words, sizeof(words));
    DeviceBuffer u(64);
    g_broken = false;
    ExpectClean(Launch(&ListTensorAdd, 1, {list.get(), zb.get(), u.get()}, "list_tensor"));
    const std::vector<float> z = zb.Read<float>(128);
    for (uint32_t i = 0; i < 128; ++i) {
        EXPECT_EQ(z[i], x[i] + y[i]);
    }
    g_broken = true; // a length that does not match the block
    const LaunchOutcome r = Launch(&ListTensorAdd, 1, {list.get(), zb.get(), u.get()}, "list_tensor_bad");
    g_broken = false;
    ExpectFinding(r, "memcheck", "the block does not decode consistently", "");
}

} // namespace
