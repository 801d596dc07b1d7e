// Negative-kernel suite, queuecheck: the TQue / TBuf protocol (docs/zh/api/SIMD-API/基础API/资源管理/
// TQue/AllocTensor.md, EnQue.md, DeQue.md, FreeTensor.md; TPipe/InitBuffer.md).
#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

class QueuecheckTest : public KernelTest {};

void AllocOnFullQueue(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TQue<TPosition::VECOUT, 1> q;
    pipe.InitBuffer(q, 1, 256);
    LocalTensor<float> a = q.AllocTensor<float>();
    if (!Broken()) {
        q.FreeTensor(a);
    }
    KT_MARK(g_line);
    LocalTensor<float> b = q.AllocTensor<float>();
    q.FreeTensor(b);
}
TEST_F(QueuecheckTest, AllocTensorOnFullQueue)
{
    ExpectBrokenAndTwin(&AllocOnFullQueue, "queuecheck",
                        "AllocTensor with every one of the queue's 1 buffers in use: on hardware the core would wait "
                        "forever",
                        __FILE__);
}

void DeQueEmpty(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TQue<TPosition::VECIN, 2> q;
    pipe.InitBuffer(q, 2, 256);
    LocalTensor<float> a = q.AllocTensor<float>();
    q.EnQue(a);
    if (!Broken()) {
        LocalTensor<float> a2 = q.AllocTensor<float>();
        q.EnQue(a2);
    }
    LocalTensor<float> b = q.DeQue<float>();
    KT_MARK(g_line);
    LocalTensor<float> c = q.DeQue<float>();
    q.FreeTensor(b);
    q.FreeTensor(c);
}
TEST_F(QueuecheckTest, DeQueOnEmptyQueue)
{
    ExpectBrokenAndTwin(&DeQueEmpty, "queuecheck", "DeQue on an empty queue", __FILE__);
}

void FreeForeignTensor(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TQue<TPosition::VECIN, 1> qa;
    TQue<TPosition::VECIN, 1> qb;
    pipe.InitBuffer(qa, 1, 256);
    pipe.InitBuffer(qb, 1, 256);
    LocalTensor<float> a = qa.AllocTensor<float>();
    LocalTensor<float> b = qb.AllocTensor<float>();
    qb.FreeTensor(b);
    KT_MARK(g_line);
    (Broken() ? qb : qa).FreeTensor(a);
}
TEST_F(QueuecheckTest, FreeTensorOfTensorFromAnotherQueue)
{
    ExpectBrokenAndTwin(&FreeForeignTensor, "queuecheck", "TQue::FreeTensor", __FILE__);
    ExpectBrokenAndTwin(&FreeForeignTensor, "queuecheck", "tensor does not belong to this queue", __FILE__);
}

// A TBuf tensor handed to a queue API does not belong to it either.
void EnQueTBufTensor(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TQue<TPosition::VECOUT, 1> q;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(q, 1, 256);
    pipe.InitBuffer(buf, 256);
    LocalTensor<float> a = q.AllocTensor<float>();
    LocalTensor<float> t = buf.Get<float>();
    KT_MARK(g_line);
    q.EnQue(Broken() ? t : a);
    LocalTensor<float> d = q.DeQue<float>();
    q.FreeTensor(d);
}
TEST_F(QueuecheckTest, EnQueOfTBufTensor)
{
    ExpectBrokenAndTwin(&EnQueTBufTensor, "queuecheck", "tensor does not belong to this queue", __FILE__);
}

void DoubleEnQue(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TQue<TPosition::VECOUT, 2> q;
    pipe.InitBuffer(q, 2, 256);
    LocalTensor<float> a = q.AllocTensor<float>();
    q.EnQue(a);
    if (Broken()) {
        KT_MARK(g_line);
        q.EnQue(a);
    }
    LocalTensor<float> d = q.DeQue<float>();
    q.FreeTensor(d);
}
TEST_F(QueuecheckTest, DoubleEnQue)
{
    ExpectBrokenAndTwin(&DoubleEnQue, "queuecheck", "tensor is already in the queue (double EnQue)", __FILE__);
}

void EnQueDequeuedTensor(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TQue<TPosition::VECOUT, 1> q;
    pipe.InitBuffer(q, 1, 256);
    LocalTensor<float> a = q.AllocTensor<float>();
    q.EnQue(a);
    a = q.DeQue<float>();
    if (Broken()) {
        KT_MARK(g_line);
        q.EnQue(a); // a DeQue'd tensor goes back with FreeTensor, not EnQue
    }
    q.FreeTensor(a);
}
TEST_F(QueuecheckTest, EnQueOfADequeuedTensor)
{
    ExpectBrokenAndTwin(&EnQueDequeuedTensor, "queuecheck", "EnQue of a tensor that was not obtained with AllocTensor",
                        __FILE__);
}

void EnQueFullDepth(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TQue<TPosition::VECOUT, 1> q; // depth 1, two buffers
    pipe.InitBuffer(q, 2, 256);
    LocalTensor<float> a = q.AllocTensor<float>();
    LocalTensor<float> b = q.AllocTensor<float>();
    q.EnQue(a);
    if (!Broken()) {
        a = q.DeQue<float>();
        q.FreeTensor(a);
    }
    KT_MARK(g_line);
    q.EnQue(b);
    b = q.DeQue<float>();
    q.FreeTensor(b);
    if (Broken()) {
        a = q.DeQue<float>();
        q.FreeTensor(a);
    }
}
TEST_F(QueuecheckTest, EnQueOnFullQueue)
{
    ExpectBrokenAndTwin(&EnQueFullDepth, "queuecheck", "EnQue on a full queue (depth 1)", __FILE__);
}

void UseAfterFree(GM_ADDR, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TQue<TPosition::VECOUT, 1> q;
    pipe.InitBuffer(q, 1, 256);
    LocalTensor<float> a = q.AllocTensor<float>();
    Duplicate(a, 1.0f, 64);
    q.EnQue(a);
    LocalTensor<float> d = q.DeQue<float>();
    GlobalTensor<float> out;
    out.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z), 64);
    if (Broken()) {
        q.FreeTensor(d);
        KT_MARK(g_line);
        DataCopy(out, d, 64);
    } else {
        DataCopy(out, d, 64);
        q.FreeTensor(d);
    }
}
TEST_F(QueuecheckTest, UseAfterFreeTensor)
{
    ExpectBrokenAndTwin(&UseAfterFree, "queuecheck",
                        "LocalTensor used after FreeTensor returned its buffer to the queue", __FILE__);
}

// A stale handle from before FreeTensor stays stale after the buffer is handed out again.
void StaleHandleAfterRealloc(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TQue<TPosition::VECOUT, 1> q;
    pipe.InitBuffer(q, 1, 256);
    LocalTensor<float> a = q.AllocTensor<float>();
    q.FreeTensor(a);
    LocalTensor<float> b = q.AllocTensor<float>();
    KT_MARK(g_line);
    Duplicate(Broken() ? a : b, 2.0f, 64);
    q.FreeTensor(b);
}
TEST_F(QueuecheckTest, StaleHandleAfterReallocation)
{
    ExpectBrokenAndTwin(&StaleHandleAfterRealloc, "queuecheck", "LocalTensor used after FreeTensor", __FILE__);
}

void DoubleFree(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TQue<TPosition::VECOUT, 1> q;
    pipe.InitBuffer(q, 1, 256);
    LocalTensor<float> a = q.AllocTensor<float>();
    q.FreeTensor(a);
    if (Broken()) {
        KT_MARK(g_line);
        q.FreeTensor(a);
    }
}
TEST_F(QueuecheckTest, FreeTensorTwice)
{
    ExpectBrokenAndTwin(&DoubleFree, "queuecheck", "already returned with FreeTensor (stale handle)", __FILE__);
}

void FreeWhileQueued(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TQue<TPosition::VECOUT, 1> q;
    pipe.InitBuffer(q, 1, 256);
    LocalTensor<float> a = q.AllocTensor<float>();
    q.EnQue(a);
    if (!Broken()) {
        a = q.DeQue<float>();
    }
    KT_MARK(g_line);
    q.FreeTensor(a);
}
TEST_F(QueuecheckTest, FreeTensorStillInQueue)
{
    ExpectBrokenAndTwin(&FreeWhileQueued, "queuecheck", "FreeTensor of a tensor that is still in the queue", __FILE__);
}

// Reported at the AllocTensor (or DeQue) that handed out the tensor never freed.
void HeldAtExit(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TQue<TPosition::VECIN, 2> q;
    pipe.InitBuffer(q, 2, 256);
    LocalTensor<float> a = q.AllocTensor<float>();
    KT_MARK(g_line);
    LocalTensor<float> b = q.AllocTensor<float>();
    q.FreeTensor(a);
    if (!Broken()) {
        q.FreeTensor(b);
    }
}
TEST_F(QueuecheckTest, TensorStillHeldAtKernelExit)
{
    ExpectBrokenAndTwin(&HeldAtExit, "queuecheck", "tensor still held at kernel exit (allocated, never returned",
                        __FILE__);
}

void HeldAtExitAfterDeQue(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TQue<TPosition::VECOUT, 1> q;
    pipe.InitBuffer(q, 1, 256);
    LocalTensor<float> a = q.AllocTensor<float>();
    q.EnQue(a);
    KT_MARK(g_line);
    a = q.DeQue<float>();
    if (!Broken()) {
        q.FreeTensor(a);
    }
}
TEST_F(QueuecheckTest, DequeuedTensorStillHeldAtKernelExit)
{
    ExpectBrokenAndTwin(&HeldAtExitAfterDeQue, "queuecheck", "tensor still held at kernel exit (dequeued", __FILE__);
}

void QueueBeforeInit(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TQue<TPosition::VECIN, 1> q;
    if (!Broken()) {
        pipe.InitBuffer(q, 1, 256);
    }
    KT_MARK(g_line);
    LocalTensor<float> a = q.AllocTensor<float>();
    q.FreeTensor(a);
}
TEST_F(QueuecheckTest, QueueUsedBeforeInitBuffer)
{
    ExpectBrokenAndTwin(&QueueBeforeInit, "queuecheck", "queue used before TPipe::InitBuffer gave it buffers",
                        __FILE__);
}

void TBufBeforeInit(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> b;
    if (!Broken()) {
        pipe.InitBuffer(b, 256);
    }
    KT_MARK(g_line);
    LocalTensor<float> t = b.Get<float>();
    (void)t;
}
TEST_F(QueuecheckTest, TBufUsedBeforeInitBuffer)
{
    ExpectBrokenAndTwin(&TBufBeforeInit, "queuecheck", "TBuf used before TPipe::InitBuffer gave it a buffer", __FILE__);
}

// A LocalTensor never bound to a buffer.
void UnboundTensor(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> b;
    pipe.InitBuffer(b, 256);
    LocalTensor<float> t;
    if (!Broken()) {
        t = b.Get<float>();
    }
    KT_MARK(g_line);
    Duplicate(t, 1.0f, 64);
}
TEST_F(QueuecheckTest, UnboundLocalTensorIsAMemcheckFinding)
{
    ExpectBrokenAndTwin(&UnboundTensor, "memcheck", "LocalTensor was never bound to a buffer", __FILE__);
}

} // namespace
