// OpbaseScale kernel: y = 2 x over this core's blockFactor elements, ubFactor at a time.
#include "kernel_operator.h"
#include "opbase_scale_tiling.h"

extern "C" __global__ __aicore__ void opbase_scale(GM_ADDR x, GM_ADDR y, GM_ADDR workspace, GM_ADDR tiling)
{
    (void)workspace;
    GET_TILING_DATA_WITH_STRUCT(OpbaseScaleTilingData, t, tiling);
    const int64_t start = t.blockFactor * AscendC::GetBlockIdx();
    const int64_t length = t.totalNum - start < t.blockFactor ? t.totalNum - start : t.blockFactor;
    AscendC::GlobalTensor<float> xGm;
    AscendC::GlobalTensor<float> yGm;
    xGm.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x) + start, length);
    yGm.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(y) + start, length);
    AscendC::TPipe pipe;
    AscendC::TQue<AscendC::TPosition::VECIN, 1> inQueue;
    AscendC::TQue<AscendC::TPosition::VECOUT, 1> outQueue;
    pipe.InitBuffer(inQueue, 1, t.ubFactor * sizeof(float));
    pipe.InitBuffer(outQueue, 1, t.ubFactor * sizeof(float));
    for (int64_t done = 0; done < length; done += t.ubFactor) {
        const int32_t n = static_cast<int32_t>(length - done < t.ubFactor ? length - done : t.ubFactor);
        AscendC::LocalTensor<float> xLocal = inQueue.AllocTensor<float>();
        AscendC::DataCopy(xLocal, xGm[done], n);
        inQueue.EnQue(xLocal);
        xLocal = inQueue.DeQue<float>();
        AscendC::LocalTensor<float> yLocal = outQueue.AllocTensor<float>();
        AscendC::Muls(yLocal, xLocal, 2.0f, n);
        outQueue.EnQue(yLocal);
        inQueue.FreeTensor(xLocal);
        yLocal = outQueue.DeQue<float>();
        AscendC::DataCopy(yGm[done], yLocal, n);
        outQueue.FreeTensor(yLocal);
    }
}
