// TQueBind (资源管理/TQueBind/TQueBind简介.md 表1; tpipe.h): VECIN -> VECOUT moves GM data through one UB buffer
// with the MTE2 -> MTE3 hand-off of EnQue / DeQue (the result against the input), GM -> VECIN and VECOUT -> GM
// behave as TQue<VECIN> / TQue<VECOUT> (a copy through a vector step), and without the hand-off the MTE3 read
// of what MTE2 wrote is a synccheck finding (its twin: with EnQue / DeQue).
#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

class TQueBindTest : public KernelTest {};

constexpr uint32_t kN = 256;

void BindCopy(GM_ADDR x, GM_ADDR y, GM_ADDR)
{
    TPipe pipe;
    TQueBind<TPosition::VECIN, TPosition::VECOUT, 1> que;
    pipe.InitBuffer(que, 2, kN * sizeof(float));
    GlobalTensor<float> xg, yg;
    xg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), kN);
    yg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(y), kN);
    LocalTensor<float> t = que.AllocTensor<float>();
    DataCopy(t, xg, kN);
    if (!Broken()) {
        que.EnQue(t);
        t = que.DeQue<float>();
    }
    KT_MARK(g_line);
    DataCopy(yg, t, kN);
    que.FreeTensor(t);
}
TEST_F(TQueBindTest, VecinToVecoutCopiesThroughOneBuffer)
{
    NegBuffers buffers;
    g_broken = false;
    ExpectClean(Launch(&BindCopy, 1, buffers.Args(), "tque_bind"));
    EXPECT_EQ(buffers.y.Read<float>(kN), buffers.x.Read<float>(kN));
}
TEST_F(TQueBindTest, WithoutTheHandOffMte3ReadsUnordered)
{
    ExpectBrokenAndTwin(&BindCopy, "synccheck", "MTE3", __FILE__);
}

// GM -> VECIN and VECOUT -> GM: TQue<VECIN> / TQue<VECOUT> under their TQueBind names.
void BindInOut(GM_ADDR x, GM_ADDR y, GM_ADDR)
{
    TPipe pipe;
    TQueBind<TPosition::GM, TPosition::VECIN, 1> inQ;
    TQueBind<TPosition::VECOUT, TPosition::GM, 1> outQ;
    pipe.InitBuffer(inQ, 1, kN * sizeof(float));
    pipe.InitBuffer(outQ, 1, kN * sizeof(float));
    GlobalTensor<float> xg, yg;
    xg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), kN);
    yg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(y), kN);
    LocalTensor<float> a = inQ.AllocTensor<float>();
    DataCopy(a, xg, kN);
    inQ.EnQue(a);
    a = inQ.DeQue<float>();
    LocalTensor<float> b = outQ.AllocTensor<float>();
    Muls(b, a, 3.0f, kN);
    outQ.EnQue(b);
    inQ.FreeTensor(a);
    b = outQ.DeQue<float>();
    DataCopy(yg, b, kN);
    outQ.FreeTensor(b);
}
TEST_F(TQueBindTest, GmVecinAndVecoutGmAreTQues)
{
    NegBuffers buffers;
    ExpectClean(Launch(&BindInOut, 1, buffers.Args(), "tque_bind_in_out"));
    const std::vector<float> x = buffers.x.Read<float>(kN);
    const std::vector<float> y = buffers.y.Read<float>(kN);
    for (uint32_t i = 0; i < kN; ++i) {
        EXPECT_EQ(y[i], 3.0f * x[i]) << i;
    }
}

} // namespace
