// NnopOverrun kernel: y = x, except that it reads 16 elements more than the GlobalTensor it
// declared: a planted out-of-bounds GM read that the simulator's sanitizer must catch.
#include "kernel_operator.h"
#include "nnop_overrun_tiling.h"

using namespace AscendC;

__global__ __aicore__ void nnop_overrun(GM_ADDR x, GM_ADDR y, GM_ADDR workspace, GM_ADDR tiling)
{
    (void)workspace;
    KERNEL_TASK_TYPE_DEFAULT(KERNEL_TYPE_AIV_ONLY);
    REGISTER_TILING_DEFAULT(NnopOverrunTilingData);
    GET_TILING_DATA_WITH_STRUCT(NnopOverrunTilingData, t, tiling);
    const uint32_t n = static_cast<uint32_t>(t.totalLength);
    const uint32_t readCount = n + static_cast<uint32_t>(NnopOverrunLimits::kOverrun);
    GlobalTensor<float> xGm;
    GlobalTensor<float> yGm;
    xGm.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), n);
    yGm.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(y), n);
    TPipe pipe;
    TQue<TPosition::VECIN, 1> inQueue;
    TQue<TPosition::VECOUT, 1> outQueue;
    constexpr uint32_t kBufBytes = (NnopOverrunLimits::kMaxElements + NnopOverrunLimits::kOverrun) * sizeof(float);
    pipe.InitBuffer(inQueue, 1, kBufBytes);
    pipe.InitBuffer(outQueue, 1, kBufBytes);
    LocalTensor<float> in = inQueue.AllocTensor<float>();
    const DataCopyPadExtParams<float> pad{false, 0, 0, 0.0f};
    DataCopyPad(in, xGm[0], DataCopyExtParams{1, static_cast<uint32_t>(readCount * sizeof(float)), 0, 0, 0},
                pad); // BUG (planted): reads past the end of x
    inQueue.EnQue(in);
    in = inQueue.DeQue<float>();
    LocalTensor<float> out = outQueue.AllocTensor<float>();
    Muls(out, in, 1.0f, static_cast<int32_t>(n));
    outQueue.EnQue(out);
    inQueue.FreeTensor(in);
    out = outQueue.DeQue<float>();
    DataCopyPad(yGm[0], out, DataCopyExtParams{1, static_cast<uint32_t>(n * sizeof(float)), 0, 0, 0});
    outQueue.FreeTensor(out);
}
