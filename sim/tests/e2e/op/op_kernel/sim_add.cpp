// SimAdd kernel, written like the official add_custom: element types come from the DTYPE_X /
// DTYPE_Y / DTYPE_Z macros the toolchain defines per OpDef dtype column, and the variant from
// TILING_KEY_IS.
#include "kernel_operator.h"
#include "sim_add_tiling.h"

namespace {
constexpr int32_t kBufferNum = 2;

class KernelSimAdd {
public:
    __aicore__ inline void Init(GM_ADDR x, GM_ADDR y, GM_ADDR z, uint32_t totalLength, uint32_t tileLength)
    {
        blockLength_ = totalLength / AscendC::GetBlockNum();
        tileLength_ = tileLength;
        const uint64_t offset = static_cast<uint64_t>(blockLength_) * AscendC::GetBlockIdx();
        xGm_.SetGlobalBuffer(reinterpret_cast<__gm__ DTYPE_X*>(x) + offset, blockLength_);
        yGm_.SetGlobalBuffer(reinterpret_cast<__gm__ DTYPE_Y*>(y) + offset, blockLength_);
        zGm_.SetGlobalBuffer(reinterpret_cast<__gm__ DTYPE_Z*>(z) + offset, blockLength_);
        pipe_.InitBuffer(xQueue_, kBufferNum, tileLength_ * sizeof(DTYPE_X));
        pipe_.InitBuffer(yQueue_, kBufferNum, tileLength_ * sizeof(DTYPE_Y));
        pipe_.InitBuffer(zQueue_, kBufferNum, tileLength_ * sizeof(DTYPE_Z));
    }

    __aicore__ inline void Process(bool doubled)
    {
        for (uint32_t done = 0; done < blockLength_; done += tileLength_) {
            AscendC::LocalTensor<DTYPE_X> xLocal = xQueue_.AllocTensor<DTYPE_X>();
            AscendC::LocalTensor<DTYPE_Y> yLocal = yQueue_.AllocTensor<DTYPE_Y>();
            AscendC::DataCopy(xLocal, xGm_[done], tileLength_);
            AscendC::DataCopy(yLocal, yGm_[done], tileLength_);
            xQueue_.EnQue(xLocal);
            yQueue_.EnQue(yLocal);

            xLocal = xQueue_.DeQue<DTYPE_X>();
            yLocal = yQueue_.DeQue<DTYPE_Y>();
            AscendC::LocalTensor<DTYPE_Z> zLocal = zQueue_.AllocTensor<DTYPE_Z>();
            AscendC::Add(zLocal, xLocal, yLocal, static_cast<int32_t>(tileLength_));
            if (doubled) {
                AscendC::Muls(zLocal, zLocal, static_cast<DTYPE_Z>(2.0f), static_cast<int32_t>(tileLength_));
            }
            zQueue_.EnQue(zLocal);
            xQueue_.FreeTensor(xLocal);
            yQueue_.FreeTensor(yLocal);

            zLocal = zQueue_.DeQue<DTYPE_Z>();
            AscendC::DataCopy(zGm_[done], zLocal, tileLength_);
            zQueue_.FreeTensor(zLocal);
        }
    }

private:
    AscendC::TPipe pipe_;
    AscendC::TQue<AscendC::TPosition::VECIN, kBufferNum> xQueue_;
    AscendC::TQue<AscendC::TPosition::VECIN, kBufferNum> yQueue_;
    AscendC::TQue<AscendC::TPosition::VECOUT, kBufferNum> zQueue_;
    AscendC::GlobalTensor<DTYPE_X> xGm_;
    AscendC::GlobalTensor<DTYPE_Y> yGm_;
    AscendC::GlobalTensor<DTYPE_Z> zGm_;
    uint32_t blockLength_ = 0;
    uint32_t tileLength_ = 0;
};
} // namespace

extern "C" __global__ __aicore__ void sim_add(GM_ADDR x, GM_ADDR y, GM_ADDR z, GM_ADDR workspace, GM_ADDR tiling)
{
    (void)workspace;
    GET_TILING_DATA_WITH_STRUCT(SimAddTilingData, tilingData, tiling);
    KernelSimAdd op;
    op.Init(x, y, z, tilingData.totalLength, tilingData.tileLength);
    if (TILING_KEY_IS(1)) {
        op.Process(false);
    } else if (TILING_KEY_IS(2)) {
        op.Process(true);
    }
}
