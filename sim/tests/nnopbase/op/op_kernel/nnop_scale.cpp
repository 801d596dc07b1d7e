// NnopScale kernel: y = 2 * x (+ bias). Each core takes a contiguous run of elements and walks it
// in UB tiles: CopyIn (MTE2) -> Compute (V) -> CopyOut (MTE3), through double-buffered queues.
#include "kernel_operator.h"
#include "nnop_scale_tiling.h"

using namespace AscendC;

namespace {
constexpr int32_t kBufferNum = 2;

template <typename T>
class KernelNnopScale {
public:
    __aicore__ inline void Init(GM_ADDR x, GM_ADDR bias, GM_ADDR y, const NnopScaleTilingData& t)
    {
        const int64_t idx = GetBlockIdx();
        if (idx >= t.usedCoreNum) {
            return;
        }
        const int64_t offset = idx * t.blockFormer;
        length_ = idx == t.usedCoreNum - 1 ? t.blockTail : t.blockFormer;
        tile_ = t.ubFormer;
        hasBias_ = t.hasBias != 0 && bias != nullptr;
        xGm_.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(x) + offset, length_);
        yGm_.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(y) + offset, length_);
        const uint32_t bytes = static_cast<uint32_t>(tile_ * sizeof(T));
        pipe_.InitBuffer(xQueue_, kBufferNum, bytes);
        pipe_.InitBuffer(yQueue_, kBufferNum, bytes);
        if (hasBias_) {
            biasGm_.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(bias) + offset, length_);
            pipe_.InitBuffer(biasQueue_, kBufferNum, bytes);
        }
    }

    __aicore__ inline void Process()
    {
        for (int64_t done = 0; done < length_; done += tile_) {
            const uint32_t count = static_cast<uint32_t>(length_ - done < tile_ ? length_ - done : tile_);
            CopyIn(done, count);
            Compute(count);
            CopyOut(done, count);
        }
    }

private:
    __aicore__ inline void CopyIn(int64_t offset, uint32_t count)
    {
        const DataCopyExtParams params{1, static_cast<uint32_t>(count * sizeof(T)), 0, 0, 0};
        const DataCopyPadExtParams<T> pad{false, 0, 0, static_cast<T>(0)};
        LocalTensor<T> xLocal = xQueue_.template AllocTensor<T>();
        DataCopyPad(xLocal, xGm_[offset], params, pad);
        xQueue_.EnQue(xLocal);
        if (hasBias_) {
            LocalTensor<T> bLocal = biasQueue_.template AllocTensor<T>();
            DataCopyPad(bLocal, biasGm_[offset], params, pad);
            biasQueue_.EnQue(bLocal);
        }
    }

    __aicore__ inline void Compute(uint32_t count)
    {
        LocalTensor<T> xLocal = xQueue_.template DeQue<T>();
        LocalTensor<T> yLocal = yQueue_.template AllocTensor<T>();
        Muls(yLocal, xLocal, static_cast<T>(2.0f), static_cast<int32_t>(count));
        if (hasBias_) {
            LocalTensor<T> bLocal = biasQueue_.template DeQue<T>();
            Add(yLocal, yLocal, bLocal, static_cast<int32_t>(count));
            biasQueue_.FreeTensor(bLocal);
        }
        yQueue_.EnQue(yLocal);
        xQueue_.FreeTensor(xLocal);
    }

    __aicore__ inline void CopyOut(int64_t offset, uint32_t count)
    {
        LocalTensor<T> yLocal = yQueue_.template DeQue<T>();
        const DataCopyExtParams params{1, static_cast<uint32_t>(count * sizeof(T)), 0, 0, 0};
        DataCopyPad(yGm_[offset], yLocal, params);
        yQueue_.FreeTensor(yLocal);
    }

    TPipe pipe_;
    TQue<TPosition::VECIN, kBufferNum> xQueue_;
    TQue<TPosition::VECIN, kBufferNum> biasQueue_;
    TQue<TPosition::VECOUT, kBufferNum> yQueue_;
    GlobalTensor<T> xGm_;
    GlobalTensor<T> biasGm_;
    GlobalTensor<T> yGm_;
    int64_t length_ = 0;
    int64_t tile_ = 0;
    bool hasBias_ = false;
};
} // namespace

template <typename D_T>
__global__ __aicore__ void nnop_scale(GM_ADDR x, GM_ADDR bias, GM_ADDR y, GM_ADDR workspace, GM_ADDR tiling)
{
    (void)workspace;
    KERNEL_TASK_TYPE_DEFAULT(KERNEL_TYPE_AIV_ONLY);
    REGISTER_TILING_DEFAULT(NnopScaleTilingData);
    GET_TILING_DATA_WITH_STRUCT(NnopScaleTilingData, tilingData, tiling);
    KernelNnopScale<D_T> op;
    op.Init(x, bias, y, tilingData);
    op.Process();
}
