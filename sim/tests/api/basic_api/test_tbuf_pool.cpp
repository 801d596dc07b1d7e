// TBufPool and EXTERN_IMPL_BUFPOOL (tbuf_pool.h; TPipe::InitBufPool in tpipe.h), on the three
// scenarios of the official tbufpool_management sample: pool reuse (shared mode), subdivision, and
// a custom pool; z = x + y through the pools' queues. Pools that overflow are findings.
#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

class TBufPoolTest : public KernelTest {};

constexpr uint32_t kLen = 256; // half elements per copy
constexpr uint32_t kBuf = kLen * sizeof(half);

class MyBufPool {
public:
    __aicore__ inline MyBufPool() { Init(); }
    template <class T>
    __aicore__ inline bool InitBuffer(T& que, uint8_t num, uint32_t len)
    {
        len = (len + 32 - 1) / 32 * 32;
        auto ptr = this->GetBufHandle(this->GetCurBufSize());
        auto curPoolAddr = this->GetCurAddr();
        que.InitStartBufHandle(ptr, num, len);
        for (uint32_t i = 0; i < num; i++) {
            que.InitBufHandle(this, i, ptr, curPoolAddr + i * len, len);
        }
        this->SetCurAddr(curPoolAddr + num * len);
        this->SetCurBufSize(this->GetCurBufSize() + num);
        return true;
    }
    template <TPosition bufPos>
    __aicore__ inline bool InitBuffer(TBuf<bufPos>& buf, uint32_t len)
    {
        len = (len + 32 - 1) / 32 * 32;
        auto ptr = this->GetBufHandle(this->GetCurBufSize());
        auto curPoolAddr = this->GetCurAddr();
        buf.InitStartBufHandle(ptr, 1, len);
        buf.InitBufHandle(this, 0, ptr, curPoolAddr, len);
        this->SetCurAddr(curPoolAddr + len);
        this->SetCurBufSize(this->GetCurBufSize() + 1);
        return true;
    }
    EXTERN_IMPL_BUFPOOL(MyBufPool, TPosition::VECCALC, 16);
};

template <int scenario>
class Kernel {
public:
    __aicore__ inline void Init(GM_ADDR x, GM_ADDR y, GM_ADDR z, TPipe* p)
    {
        pipe = p;
        xg.SetGlobalBuffer(reinterpret_cast<__gm__ half*>(x), kLen);
        yg.SetGlobalBuffer(reinterpret_cast<__gm__ half*>(y), kLen);
        zg.SetGlobalBuffer(reinterpret_cast<__gm__ half*>(z), 2 * kLen);
    }
    __aicore__ inline void Process()
    {
        if constexpr (scenario == 1) { // reuse: pool2 shares pool1's range
            pipe->InitBufPool(pool1, kBuf * 3);
            pipe->InitBufPool(pool2, kBuf * 3, pool1);
            pool1.InitBuffer(a, 1, kBuf);
            pool1.InitBuffer(b, 1, kBuf);
            pool1.InitBuffer(o, 1, kBuf);
            Run(0);
            pool1.Reset();
            pool2.InitBuffer(a2, 1, kBuf);
            pool2.InitBuffer(b2, 1, kBuf);
            pool2.InitBuffer(o2, 1, kBuf);
            Run2(1);
            pool2.Reset();
        } else if constexpr (scenario == 2) { // subdivision
            pipe->InitBufPool(pool0, kBuf * 4);
            pool0.InitBufPool(pool1, kBuf * 2);
            pool0.InitBuffer(a, 1, kBuf * 2);
            pool0.InitBufPool(pool2, kBuf * 2, pool1);
            pool1.InitBuffer(b, 1, kBuf);
            pool1.InitBuffer(o, 1, kBuf);
            Run(0);
            pool1.Reset();
            pool2.InitBuffer(b2, 1, kBuf);
            pool2.InitBuffer(o2, 1, kBuf);
            Run3(1);
            pool2.Reset();
            pool0.Reset();
            pipe->Reset();
        } else { // custom pool
            pipe->InitBufPool(mine, kBuf * 3);
            mine.InitBuffer(a, 1, kBuf);
            mine.InitBuffer(tb, kBuf);
            mine.InitBuffer(o, 1, kBuf);
            LocalTensor<half> x = a.AllocTensor<half>();
            LocalTensor<half> y = tb.Get<half>();
            DataCopy(x, xg, kLen);
            DataCopy(y, yg, kLen);
            a.EnQue(x);
            x = a.DeQue<half>();
            KT_FLAG(MTE2_V);
            LocalTensor<half> r = o.AllocTensor<half>();
            Add(r, x, y, kLen);
            o.EnQue(r);
            a.FreeTensor(x);
            r = o.DeQue<half>();
            DataCopy(zg, r, kLen);
            o.FreeTensor(r);
            mine.Reset();
            pipe->Reset();
        }
    }

private:
    template <class A, class B, class O>
    __aicore__ inline void Add3(A& qa, B& qb, O& qo, uint32_t slot)
    {
        LocalTensor<half> x = qa.template AllocTensor<half>();
        LocalTensor<half> y = qb.template AllocTensor<half>();
        DataCopy(x, xg, kLen);
        DataCopy(y, yg, kLen);
        qa.EnQue(x);
        qb.EnQue(y);
        x = qa.template DeQue<half>();
        y = qb.template DeQue<half>();
        LocalTensor<half> r = qo.template AllocTensor<half>();
        Add(r, x, y, kLen);
        qo.EnQue(r);
        qa.FreeTensor(x);
        qb.FreeTensor(y);
        r = qo.template DeQue<half>();
        DataCopy(zg[slot * kLen], r, kLen);
        qo.FreeTensor(r);
    }
    __aicore__ inline void Run(uint32_t slot) { Add3(a, b, o, slot); }
    __aicore__ inline void Run2(uint32_t slot) { Add3(a2, b2, o2, slot); }
    __aicore__ inline void Run3(uint32_t slot) { Add3(a, b2, o2, slot); }

    TPipe* pipe;
    TBufPool<TPosition::VECCALC> pool0, pool1, pool2;
    MyBufPool mine;
    TBuf<TPosition::VECIN> tb;
    TQue<TPosition::VECIN, 1> a, b, a2, b2;
    TQue<TPosition::VECOUT, 1> o, o2;
    GlobalTensor<half> xg, yg, zg;
};

template <int scenario>
void PoolKernel(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    TPipe pipe;
    Kernel<scenario> op;
    op.Init(x, y, z, &pipe);
    op.Process();
}

template <int scenario>
void RunScenario()
{
    std::vector<half> x(kLen), y(kLen);
    for (uint32_t i = 0; i < kLen; ++i) {
        x[i] = half(static_cast<float>(i % 17));
        y[i] = half(static_cast<float>(i % 5) * 0.5f);
    }
    DeviceBuffer xb = Upload(x), yb = Upload(y), zb = Upload(std::vector<half>(2 * kLen, half(-1.0f)));
    ExpectClean(Launch(&PoolKernel<scenario>, 1, {xb.get(), yb.get(), zb.get()}, "tbufpool"));
    const std::vector<half> z = zb.Read<half>(2 * kLen);
    const uint32_t copies = scenario == 3 ? 1 : 2;
    for (uint32_t c = 0; c < copies; ++c) {
        for (uint32_t i = 0; i < kLen; ++i) {
            EXPECT_EQ(static_cast<float>(z[c * kLen + i]), static_cast<float>(x[i]) + static_cast<float>(y[i]));
        }
    }
}

TEST_F(TBufPoolTest, SharedPoolsReuseTheSameUb) { RunScenario<1>(); }
TEST_F(TBufPoolTest, PoolsSubdivideAPool) { RunScenario<2>(); }
TEST_F(TBufPoolTest, CustomPoolWithExternImplBufPool) { RunScenario<3>(); }

// The same kernels writing into a fresh, never-uploaded output four times longer than what they
// write, the host reading all of it back. The kernel's part is x + y; the rest is what a fresh
// device allocation holds, zero (device_memory.cpp). This used to come back as the allocator's
// 0xA5A5 poison with no report at all: a silent wrong answer for a program whose golden expects
// zeros there.
template <int scenario>
void RunScenarioIntoFreshOutput()
{
    std::vector<half> x(kLen), y(kLen);
    for (uint32_t i = 0; i < kLen; ++i) {
        x[i] = half(static_cast<float>((i * 7) % 23) * 0.25f);
        y[i] = half(static_cast<float>(i % 11) - 3.0f);
    }
    const size_t total = 8 * kLen;
    DeviceBuffer xb = Upload(x), yb = Upload(y), zb(total * sizeof(half));
    ExpectClean(Launch(&PoolKernel<scenario>, 1, {xb.get(), yb.get(), zb.get()}, "tbufpool_fresh"));
    const std::vector<half> z = zb.Read<half>(total);
    const uint32_t copies = scenario == 3 ? 1 : 2;
    for (size_t i = 0; i < total; ++i) {
        const float want = i < size_t{copies} * kLen ?
                               static_cast<float>(x[i % kLen]) + static_cast<float>(y[i % kLen]) :
                               0.0f;
        ASSERT_EQ(static_cast<float>(z[i]), want) << "element " << i;
    }
}

TEST_F(TBufPoolTest, SharedPoolsLeaveAFreshOutputsTailZero) { RunScenarioIntoFreshOutput<1>(); }
TEST_F(TBufPoolTest, SubdividedPoolsLeaveAFreshOutputsTailZero) { RunScenarioIntoFreshOutput<2>(); }
TEST_F(TBufPoolTest, CustomPoolLeavesAFreshOutputsTailZero) { RunScenarioIntoFreshOutput<3>(); }

// A pool too small for its buffers; a shared pool asking for more than it shares.
void PoolOverflow(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBufPool<TPosition::VECCALC> pool;
    TQue<TPosition::VECIN, 1> q1, q2;
    pipe.InitBufPool(pool, 2 * kBuf);
    pool.InitBuffer(q1, 1, kBuf);
    KT_MARK(g_line);
    pool.InitBuffer(q2, 1, Broken() ? 2 * kBuf : kBuf);
}
void SharedTooLong(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBufPool<TPosition::VECCALC> p1, p2;
    pipe.InitBufPool(p1, kBuf);
    KT_MARK(g_line);
    pipe.InitBufPool(p2, Broken() ? 2 * kBuf : kBuf, p1);
}
TEST_F(TBufPoolTest, OverflowsAreFindings)
{
    ExpectBrokenAndTwin(&PoolOverflow, "memcheck", "does not fit the pool's", __FILE__);
    ExpectBrokenAndTwin(&SharedTooLong, "memcheck", "exceed the shared pool's", __FILE__);
}

} // namespace
