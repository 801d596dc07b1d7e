// TPipe / TQue / TBuf (docs/zh/api/SIMD-API/基础API/资源管理/), LocalTensor views, GET_TILING_DATA
// (Kernel-Tiling/GET_TILING_DATA.md), GetBlockIdx / GetBlockNum (系统变量访问/), AscendC::printf
// (调试接口/printf.md) and the kernel registry / launcher.
#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

// ---- a double-buffered elementwise pipeline: z = 2 x + y ---------------------------------
struct PipeTiling {
    int64_t total;   // elements
    int64_t perCore; // elements per core (the last core takes the rest)
    int64_t tile;    // elements per UB tile, a multiple of 8
};

class AxpyKernel {
public:
    __aicore__ inline void Init(GM_ADDR x, GM_ADDR y, GM_ADDR z, const PipeTiling& t)
    {
        const int64_t idx = GetBlockIdx();
        const int64_t start = idx * t.perCore;
        len_ = idx == GetBlockNum() - 1 ? t.total - start : t.perCore;
        tile_ = t.tile;
        x_.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x) + start, len_);
        y_.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(y) + start, len_);
        z_.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z) + start, len_);
        const uint32_t bytes = static_cast<uint32_t>(tile_ * sizeof(float));
        pipe_.InitBuffer(xq_, 2, bytes);
        pipe_.InitBuffer(yq_, 2, bytes);
        pipe_.InitBuffer(zq_, 2, bytes);
    }
    __aicore__ inline void Process()
    {
        for (int64_t done = 0; done < len_; done += tile_) {
            const uint32_t n = static_cast<uint32_t>(len_ - done < tile_ ? len_ - done : tile_);
            CopyIn(done, n);
            Compute(n);
            CopyOut(done, n);
        }
    }

private:
    __aicore__ inline void CopyIn(int64_t off, uint32_t n)
    {
        LocalTensor<float> x = xq_.AllocTensor<float>();
        LocalTensor<float> y = yq_.AllocTensor<float>();
        const DataCopyExtParams p{1, static_cast<uint32_t>(n * sizeof(float)), 0, 0, 0};
        const DataCopyPadExtParams<float> pad{false, 0, 0, 0.0f};
        DataCopyPad(x, x_[off], p, pad);
        DataCopyPad(y, y_[off], p, pad);
        xq_.EnQue(x);
        yq_.EnQue(y);
    }
    __aicore__ inline void Compute(uint32_t n)
    {
        LocalTensor<float> x = xq_.DeQue<float>();
        LocalTensor<float> y = yq_.DeQue<float>();
        LocalTensor<float> z = zq_.AllocTensor<float>();
        Muls(z, x, 2.0f, static_cast<int32_t>(n));
        Add(z, z, y, static_cast<int32_t>(n));
        zq_.EnQue(z);
        xq_.FreeTensor(x);
        yq_.FreeTensor(y);
    }
    __aicore__ inline void CopyOut(int64_t off, uint32_t n)
    {
        LocalTensor<float> z = zq_.DeQue<float>();
        DataCopyPad(z_[off], z, DataCopyExtParams{1, static_cast<uint32_t>(n * sizeof(float)), 0, 0, 0});
        zq_.FreeTensor(z);
    }

    TPipe pipe_;
    TQue<TPosition::VECIN, 2> xq_, yq_;
    TQue<TPosition::VECOUT, 2> zq_;
    GlobalTensor<float> x_, y_, z_;
    int64_t len_ = 0, tile_ = 0;
};

__global__ __aicore__ void axpy_kernel(GM_ADDR x, GM_ADDR y, GM_ADDR z, GM_ADDR workspace, GM_ADDR tiling)
{
    (void)workspace;
    KERNEL_TASK_TYPE_DEFAULT(KERNEL_TYPE_AIV_ONLY);
    REGISTER_TILING_DEFAULT(PipeTiling);
    GET_TILING_DATA(t, tiling);
    AxpyKernel op;
    op.Init(x, y, z, t);
    op.Process();
}

struct AxpyRun {
    LaunchOutcome outcome;
    std::vector<float> z;
    std::vector<float> want;
};
AxpyRun RunAxpy(int64_t total, uint32_t cores, int64_t tile)
{
    const auto x = RandomFloats(total, -10, 10, 1);
    const auto y = RandomFloats(total, -10, 10, 2);
    int64_t perCore = (total + cores - 1) / cores;
    perCore = (perCore + 7) / 8 * 8; // whole 32-byte blocks per core
    const PipeTiling t{total, perCore, tile};
    DeviceBuffer xb = Upload(x), yb = Upload(y), zb(total * sizeof(float)), tb = UploadTiling(t);
    AxpyRun r;
    r.outcome = Launch(&axpy_kernel, cores, {xb.get(), yb.get(), zb.get(), nullptr, tb.get()});
    r.z = zb.ReadAll<float>();
    for (int64_t i = 0; i < total; ++i) {
        r.want.push_back(static_cast<float>(2.0 * x[i] + y[i]));
    }
    return r;
}

using TPipeTest = KernelTest;

// Many tiles per core: every buffer is reused several times, ordered only by the queues.
TEST_F(TPipeTest, DoubleBufferedPipelineManyTiles)
{
    const AxpyRun r = RunAxpy(4 * 6 * 64 + 37, 4, 64);
    ExpectClean(r.outcome);
    EXPECT_EQ(r.z, r.want);
}

TEST_F(TPipeTest, PipelineOneCoreSingleTile)
{
    const AxpyRun r = RunAxpy(40, 1, 64);
    ExpectClean(r.outcome);
    EXPECT_EQ(r.z, r.want);
}

// More cores than the worker threads (and than the profile's 4 vector cores).
TEST_F(TPipeTest, PipelineMoreBlocksThanThreads)
{
    const AxpyRun r = RunAxpy(9 * 96, 9, 32);
    ExpectClean(r.outcome);
    EXPECT_EQ(r.z, r.want);
}

// ---- queue and buffer bookkeeping --------------------------------------------------------
// Results are written to GM with scalar stores (S pipe), slot by slot.
void QueueStateKernel(GM_ADDR out)
{
    GlobalTensor<int32_t> o;
    o.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(out), 32);
    int k = 0;
    auto put = [&](int64_t v) { o.SetValue(k++, static_cast<int32_t>(v)); };
    TPipe pipe;
    TQue<TPosition::VECIN, 2> q;
    pipe.InitBuffer(q, 2, 100); // lengths are rounded up to 32 bytes when carved
    TBuf<TPosition::VECCALC> a, b;
    pipe.InitBuffer(a, 40);
    pipe.InitBuffer(b, 64);

    put(q.HasIdleBuffer());  // 1
    put(q.VacantInQue());    // 1
    put(q.HasTensorInQue()); // 0
    LocalTensor<float> t0 = q.AllocTensor<float>();
    LocalTensor<float> t1 = q.AllocTensor<float>();
    put(q.HasIdleBuffer());                    // 0
    put(t0.GetSize());                         // 100 / 4 = 25
    put(t1.GetPhyAddr() - t0.GetPhyAddr());    // 128 bytes = 32 floats
    put(t0.GetPosition() == TPosition::VECIN); // 1
    q.EnQue(t0);
    put(q.GetTensorCountInQue()); // 1
    put(q.HasTensorInQue());      // 1
    q.EnQue(t1);
    put(q.VacantInQue()); // 0
    LocalTensor<float> d0 = q.DeQue<float>();
    put(d0.GetPhyAddr() == t0.GetPhyAddr()); // FIFO: 1
    LocalTensor<float> d1 = q.DeQue<float>();
    q.FreeTensor(d0);
    q.FreeTensor(d1);
    put(q.HasIdleBuffer()); // 1

    LocalTensor<float> ta = a.Get<float>();
    LocalTensor<float> tb = b.Get<float>();
    put(ta.GetSize());                                                                              // 10
    put(reinterpret_cast<uint8_t*>(tb.GetPhyAddr()) - reinterpret_cast<uint8_t*>(ta.GetPhyAddr())); // 64
    put(reinterpret_cast<uint8_t*>(ta.GetPhyAddr()) - reinterpret_cast<uint8_t*>(t0.GetPhyAddr())); // 256
    put(b.Get<float>(4).GetSize());                                                                 // 4
    LocalTensor<half> h = b.GetWithOffset<half>(8, 32);
    put(h.GetSize());                                                                              // 8
    put(reinterpret_cast<uint8_t*>(h.GetPhyAddr()) - reinterpret_cast<uint8_t*>(tb.GetPhyAddr())); // 32
    put(tb[4].GetSize());                                                                          // 12
    put(tb.ReinterpretCast<half>().GetSize());                                                     // 32
    put(tb.GetLength());                                                                           // 64

    pipe.Reset(); // the same UB may be handed out again
    TBuf<TPosition::VECCALC> c;
    pipe.InitBuffer(c, 32);
    put(c.Get<uint8_t>().GetPhyAddr() == reinterpret_cast<uint8_t*>(t0.GetPhyAddr())); // 1

    put(pipe.AllocEventID<HardEvent::V_MTE3>()); // 0
    put(pipe.AllocEventID<HardEvent::V_MTE3>()); // 1
    put(pipe.FetchEventID<HardEvent::V_MTE3>()); // 2
    put(pipe.FetchEventID(HardEvent::V_MTE3));   // 2 (the run-time form)
    pipe.Destroy();                              // Init.md: a reused TPipe is Destroyed, then Init'ed
    pipe.Init();
    put(pipe.FetchEventID(HardEvent::V_MTE3)); // 0
    TBuf<TPosition::VECCALC> d;
    pipe.InitBuffer(d, 32);
    put(d.Get<uint8_t>().GetPhyAddr() == reinterpret_cast<uint8_t*>(t0.GetPhyAddr())); // 1
    DataSyncBarrier<MemDsbT::UB>();
    DataSyncBarrier<MemDsbT::ALL>();
}

TEST_F(TPipeTest, QueueAndBufferBookkeeping)
{
    DeviceBuffer out = Upload(std::vector<int32_t>(32, -99));
    ExpectClean(Launch(&QueueStateKernel, 1, {out.get()}));
    const auto v = out.ReadAll<int32_t>();
    const std::vector<int32_t> want = {1,   1, 0, 0,  25, 32, 1,  1, 1, 0, 1, 1, 10, 64,
                                       256, 4, 8, 32, 12, 32, 64, 1, 0, 1, 2, 2, 0,  1};
    for (size_t i = 0; i < want.size(); ++i) {
        EXPECT_EQ(v[i], want[i]) << "slot " << i;
    }
}

// The in-place AllocTensor / DeQue forms (TQue/AllocTensor.md, DeQue.md) through a VECIN and a
// VECOUT queue: the hand-offs order MTE2 -> V -> MTE3 as the returning forms do.
void InPlaceQueueKernel(GM_ADDR x, GM_ADDR z)
{
    TPipe pipe;
    TQue<TPosition::VECIN, 1> qi;
    TQue<TPosition::VECOUT, 1> qo;
    pipe.InitBuffer(qi, 1, 64 * sizeof(float));
    pipe.InitBuffer(qo, 1, 64 * sizeof(float));
    GlobalTensor<float> gx, gz;
    gx.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), 64);
    gz.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z), 64);
    LocalTensor<float> in, calc, res, out;
    qi.AllocTensor(in);
    DataCopy(in, gx, 64);
    qi.EnQue(in);
    qi.DeQue(calc);
    qo.AllocTensor(res);
    Muls(res, calc, 3.0f, 64);
    qo.EnQue(res);
    qi.FreeTensor(calc);
    qo.DeQue(out);
    DataCopy(gz, out, 64);
    qo.FreeTensor(out);
}

TEST_F(TPipeTest, InPlaceAllocTensorAndDeQue)
{
    std::vector<float> x(64);
    for (int i = 0; i < 64; ++i) {
        x[i] = 0.5f * static_cast<float>(i) - 3.0f;
    }
    DeviceBuffer xb = Upload(x), zb(64 * sizeof(float));
    ExpectClean(Launch(&InPlaceQueueKernel, 1, {xb.get(), zb.get()}));
    const auto z = zb.ReadAll<float>();
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(z[i], static_cast<float>(3.0 * static_cast<double>(x[i]))) << i;
    }
}

// AllocTensor hands buffers out round robin (the SDK's TQueBind::AllocBuffer advances bufCursor past
// every buffer it looks at), so alloc/free/alloc on a queue gets the next buffer, and the cursor
// skips a buffer that is still held. Writes the buffer index (offset / 64 B) of each allocation.
void RoundRobinKernel(GM_ADDR out)
{
    TPipe pipe;
    TQue<TPosition::VECIN, 2> q;
    pipe.InitBuffer(q, 3, 64);
    GlobalTensor<int32_t> o;
    o.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(out), 8);
    LocalTensor<int32_t> first = q.AllocTensor<int32_t>();
    const uintptr_t base = reinterpret_cast<uintptr_t>(first.GetPhyAddr());
    auto index = [&](const LocalTensor<int32_t>& t) {
        return static_cast<int32_t>((reinterpret_cast<uintptr_t>(t.GetPhyAddr()) - base) / 64);
    };
    q.FreeTensor(first);
    LocalTensor<int32_t> a = q.AllocTensor<int32_t>(); // 1
    q.FreeTensor(a);
    LocalTensor<int32_t> b = q.AllocTensor<int32_t>(); // 2
    LocalTensor<int32_t> c = q.AllocTensor<int32_t>(); // 0 (wraps)
    q.FreeTensor(c);
    LocalTensor<int32_t> d = q.AllocTensor<int32_t>(); // 1
    LocalTensor<int32_t> e = q.AllocTensor<int32_t>(); // 0: skips 2, still held by b
    o.SetValue(0, index(a));
    o.SetValue(1, index(b));
    o.SetValue(2, index(c));
    o.SetValue(3, index(d));
    o.SetValue(4, index(e));
    q.FreeTensor(b);
    q.FreeTensor(d);
    q.FreeTensor(e);
}

TEST_F(TPipeTest, AllocTensorIsRoundRobin)
{
    DeviceBuffer out = Upload(std::vector<int32_t>(8, -1));
    ExpectClean(Launch(&RoundRobinKernel, 1, {out.get()}));
    const auto v = out.ReadAll<int32_t>();
    EXPECT_EQ((std::vector<int32_t>(v.begin(), v.begin() + 5)), (std::vector<int32_t>{1, 2, 0, 1, 0}));
}

// LocalTensor scalar access (S pipe): SetValue then GetValue, ordered by S_V / V_S flags around
// the vector instruction.
void ScalarAccessKernel(GM_ADDR out)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, 64 * sizeof(float));
    LocalTensor<float> t = buf.Get<float>();
    for (uint32_t i = 0; i < 64; ++i) {
        t.SetValue(i, static_cast<float>(i));
    }
    SetFlag<HardEvent::S_V>(EVENT_ID0);
    WaitFlag<HardEvent::S_V>(EVENT_ID0);
    Adds(t, t, 0.5f, 64);
    SetFlag<HardEvent::V_S>(EVENT_ID1);
    WaitFlag<HardEvent::V_S>(EVENT_ID1);
    GlobalTensor<float> o;
    o.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(out), 64);
    for (uint32_t i = 0; i < 64; ++i) {
        o.SetValue(i, t.GetValue(i) * 2.0f);
    }
}

TEST_F(TPipeTest, ScalarGetSetValue)
{
    DeviceBuffer out(64 * sizeof(float));
    ExpectClean(Launch(&ScalarAccessKernel, 1, {out.get()}));
    const auto v = out.ReadAll<float>();
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(v[i], 2.0f * (i + 0.5f));
    }
}

// ---- GET_TILING_DATA ---------------------------------------------------------------------------
struct OddTiling {
    int32_t a;
    float b;
    uint64_t c;
    int16_t d[3];
};
void TilingKernel(GM_ADDR out, GM_ADDR tiling)
{
    REGISTER_TILING_DEFAULT(OddTiling);
    GET_TILING_DATA(t, tiling);
    GET_TILING_DATA_WITH_STRUCT(OddTiling, t2, tiling);
    GET_TILING_DATA_PTR_WITH_STRUCT(OddTiling, tp, tiling);
    GlobalTensor<int64_t> o;
    o.SetGlobalBuffer(reinterpret_cast<__gm__ int64_t*>(out), 8);
    o.SetValue(0, t.a);
    o.SetValue(1, static_cast<int64_t>(t.b * 4));
    o.SetValue(2, static_cast<int64_t>(t2.c));
    o.SetValue(3, tp->d[0] + tp->d[1] + tp->d[2]);
}

TEST_F(TPipeTest, GetTilingData)
{
    const OddTiling t{-17, 2.25f, 1ULL << 40, {1, 20, 300}};
    DeviceBuffer tb = UploadTiling(t), out(8 * sizeof(int64_t));
    ExpectClean(Launch(&TilingKernel, 1, {out.get(), tb.get()}));
    const auto v = out.Read<int64_t>(4);
    EXPECT_EQ(v[0], -17);
    EXPECT_EQ(v[1], 9);
    EXPECT_EQ(v[2], int64_t{1} << 40);
    EXPECT_EQ(v[3], 321);
}

// A tiling pointer outside device memory is a GM memcheck finding of GET_TILING_DATA.
TEST_F(TPipeTest, GetTilingDataFromHostMemoryIsReported)
{
    OddTiling host{};
    DeviceBuffer out(8 * sizeof(int64_t));
    const LaunchOutcome r = Launch(&TilingKernel, 1, {out.get(), reinterpret_cast<uint8_t*>(&host)});
    ExpectFinding(r, "memcheck", "GET_TILING_DATA", "not inside any live device allocation");
}

// ---- GetBlockIdx / GetBlockNum / printf ---------------------------------------------------------
void IdentityKernel(GM_ADDR out)
{
    const int64_t idx = GetBlockIdx();
    const int64_t num = GetBlockNum();
    GlobalTensor<int32_t> o;
    o.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(out) + 8 * idx, 2);
    o.SetValue(0, static_cast<int32_t>(idx));
    o.SetValue(1, static_cast<int32_t>(num));
    AscendC::printf("block %ld of %ld\n", static_cast<long>(idx), static_cast<long>(num));
    if (idx == 0) {
        PRINTF("x=%d y=%.2f s=%s\n", 7, 1.5, "ok");
    }
}

TEST_F(TPipeTest, BlockIdxBlockNumAndPrintf)
{
    const uint32_t n = 7;
    DeviceBuffer out = Upload(std::vector<int32_t>(8 * n, -1));
    const LaunchOutcome r = Launch(&IdentityKernel, n, {out.get()});
    ExpectClean(r);
    const auto v = out.ReadAll<int32_t>();
    for (uint32_t i = 0; i < n; ++i) {
        EXPECT_EQ(v[8 * i], static_cast<int32_t>(i));
        EXPECT_EQ(v[8 * i + 1], static_cast<int32_t>(n));
    }
    // Core by core, in core order, every line prefixed as the 950 device printf does (printf.md).
    EXPECT_EQ(r.printfText.find("[AIV Block 0/7] block 0 of 7\n[AIV Block 0/7] x=7 y=1.50 s=ok\n"), 0u) << r.printfText;
    size_t at = 0;
    for (uint32_t i = 0; i < n; ++i) {
        const std::string line = "[AIV Block " + std::to_string(i) + "/7] block " + std::to_string(i) + " of 7\n";
        const size_t pos = r.printfText.find(line);
        ASSERT_NE(pos, std::string::npos) << r.printfText;
        EXPECT_GE(pos, at);
        at = pos;
    }
}

// Outside a launch the identity queries answer core 0 of 1.
TEST(KernelHostSide, BlockQueriesOutsideLaunch)
{
    EXPECT_EQ(GetBlockIdx(), 0);
    EXPECT_EQ(GetBlockNum(), 1);
    EXPECT_FALSE(ascsim::kern::InsideKernel());
}

// ---- the registry and the launcher ---------------------------------------------------------------
void RegisteredKernel(GM_ADDR out, GM_ADDR tiling)
{
    (void)tiling;
    GlobalTensor<int32_t> o;
    o.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(out), 1);
    if (GetBlockIdx() == 0) {
        o.SetValue(0, 1234);
    }
}

TEST_F(TPipeTest, RegisterFindLaunch)
{
    using namespace ascsim::kern;
    static int round = 0; // the registry lives as long as the process (--gtest_repeat)
    const std::string op = "KtRegisteredOp" + std::to_string(round++);
    EXPECT_TRUE(RegisterKernel(op.c_str(), 3, "registered<int>", &RegisteredKernel));
    EXPECT_FALSE(RegisterKernel(op.c_str(), 3, "again", &RegisteredKernel)); // same key twice
    EXPECT_TRUE(RegisterKernel(op.c_str(), 4, "registered<float>", &RegisteredKernel));
    const KernelInstance* k = FindKernelInstance(op, 3);
    ASSERT_NE(k, nullptr);
    EXPECT_EQ(k->name, "registered<int>");
    EXPECT_EQ(k->numArgs, 2u);
    EXPECT_EQ(FindKernelInstance(op, 5), nullptr);
    EXPECT_EQ(FindKernelInstance("KtNoSuchOp", 3), nullptr);
    EXPECT_EQ(ListKernelInstances(op).size(), 2u);

    DeviceBuffer out = Upload(std::vector<int32_t>{0});
    ExpectClean(LaunchKernel(*k, 2, {out.get(), nullptr}));
    EXPECT_EQ(out.ReadAll<int32_t>()[0], 1234);
}

TEST_F(TPipeTest, LaunchRejectsBadArguments)
{
    DeviceBuffer out(32);
    LaunchOutcome r = Launch(&RegisteredKernel, 1, {out.get()});
    EXPECT_FALSE(r.ok);
    EXPECT_TRUE(Contains(r.report, "takes 2 arguments, 1 given")) << r.report;
    r = Launch(&RegisteredKernel, 0, {out.get(), nullptr});
    EXPECT_FALSE(r.ok);
    EXPECT_TRUE(Contains(r.report, "blockDim 0")) << r.report;
}

} // namespace
