// The tile pipeline the "a2" and "arch35" benchmark kernels share: the core's range of dy, x and dx,
// double-buffered (or single, EltwiseTiling::bufferNum) x / dy / dx queues, and per tile CopyIn
// (MTE2) -> Compute (V) -> CopyOut (MTE3). A kernel derives from TilePipeline<T, Kernel> (CRTP) and
// supplies Compute(n). FiveSteps is the formula both kernels compute, one Memory-API pass per step.
#pragma once

#include "kernel_common.h"

namespace bench {

template <typename T, typename Kernel>
class TilePipeline {
public:
    __aicore__ inline void Process()
    {
        for (int64_t done = 0; done < len_; done += tile_) {
            const int64_t n = std::min(tile_, len_ - done);
            CopyIn(done, n);
            static_cast<Kernel*>(this)->Compute(static_cast<int32_t>(n));
            CopyOut(done, n);
        }
    }

protected:
    // Binds the core's range and gives each queue t.bufferNum tiles; false on an idle core.
    __aicore__ inline bool InitPipeline(GM_ADDR dy, GM_ADDR x, GM_ADDR dx, const EltwiseTiling& t)
    {
        int64_t start = 0;
        CoreRange(t, &start, &len_);
        if (len_ == 0) {
            return false;
        }
        tile_ = t.tile;
        dyGm_.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(dy) + start, len_);
        xGm_.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(x) + start, len_);
        dxGm_.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(dx) + start, len_);
        const auto bytes = static_cast<uint32_t>(tile_ * sizeof(T));
        pipe_.InitBuffer(xQ_, t.bufferNum, bytes);
        pipe_.InitBuffer(dyQ_, t.bufferNum, bytes);
        pipe_.InitBuffer(dxQ_, t.bufferNum, bytes);
        return true;
    }

    // dst = dy / sqrt(1 - x * x): t = x * x; t = -t; t = t + 1; t = sqrt(t); dst = dy / t. dst may be dy.
    template <typename C>
    __aicore__ inline static void FiveSteps(const AscendC::LocalTensor<C>& dst, const AscendC::LocalTensor<C>& dy,
                                            const AscendC::LocalTensor<C>& x, const AscendC::LocalTensor<C>& t,
                                            int32_t n)
    {
        AscendC::Mul(t, x, x, n);
        AscendC::Muls(t, t, static_cast<C>(-1.0f), n);
        AscendC::Adds(t, t, static_cast<C>(1.0f), n);
        AscendC::Sqrt(t, t, n);
        AscendC::Div(dst, dy, t, n);
    }

    AscendC::TPipe pipe_;
    AscendC::TQue<AscendC::TPosition::VECIN, 2> xQ_, dyQ_;
    AscendC::TQue<AscendC::TPosition::VECOUT, 2> dxQ_;
    AscendC::GlobalTensor<T> dyGm_, xGm_, dxGm_;
    int64_t len_ = 0, tile_ = 0;

private:
    __aicore__ inline void CopyIn(int64_t off, int64_t n)
    {
        AscendC::LocalTensor<T> x = xQ_.template AllocTensor<T>();
        AscendC::LocalTensor<T> dy = dyQ_.template AllocTensor<T>();
        AscendC::DataCopyPad(x, xGm_[off], CopyParams<T>(n), NoPad<T>());
        AscendC::DataCopyPad(dy, dyGm_[off], CopyParams<T>(n), NoPad<T>());
        xQ_.EnQue(x);
        dyQ_.EnQue(dy);
    }
    __aicore__ inline void CopyOut(int64_t off, int64_t n)
    {
        AscendC::LocalTensor<T> dx = dxQ_.template DeQue<T>();
        AscendC::DataCopyPad(dxGm_[off], dx, CopyParams<T>(n));
        dxQ_.FreeTensor(dx);
    }
};

} // namespace bench
