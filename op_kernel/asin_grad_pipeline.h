/**
 * @file asin_grad_pipeline.h
 * @brief What both AsinGrad kernels share: the core's slice of dy, x and dx, the TQue pipeline
 *        CopyIn (MTE2) -> Compute (V) -> CopyOut (MTE3) over tiles of ubFormer elements, and the
 *        CTRL INF/NaN mode around it for fp16/bf16.
 *
 * A kernel derives from AsinGradPipeline<T, BUFFER_NUM, Kernel> (CRTP) and supplies
 * Compute(count): DeQue dy and x, AllocTensor dx, compute, EnQue dx, FreeTensor dy and x.
 */
#ifndef ASIN_GRAD_PIPELINE_H
#define ASIN_GRAD_PIPELINE_H

#include "kernel_operator.h"
#include "asin_grad_tiling_data.h"

namespace NsAsinGrad {

using namespace AscendC;

template <typename T, int32_t BUFFER_NUM, typename Kernel>
class AsinGradPipeline {
public:
    __aicore__ inline void Process();

protected:
    static constexpr bool kIsFloat = sizeof(T) == sizeof(float);

    // Binds this core's slice (the last core takes blockTail) and gives each queue BUFFER_NUM tiles.
    // False on a core the tiling left idle: it must not touch GM or UB.
    __aicore__ inline bool InitPipeline(GM_ADDR dy, GM_ADDR x, GM_ADDR dx, const AsinGradTilingData* tiling);
    __aicore__ inline void CopyIn(int64_t offset, uint32_t count);
    __aicore__ inline void CopyOut(int64_t offset, uint32_t count);

    TPipe pipe_;
    TQue<TPosition::VECIN, BUFFER_NUM> dyQueue_;
    TQue<TPosition::VECIN, BUFFER_NUM> xQueue_;
    TQue<TPosition::VECOUT, BUFFER_NUM> dxQueue_;
    GlobalTensor<T> dyGm_;
    GlobalTensor<T> xGm_;
    GlobalTensor<T> dxGm_;
    int64_t blockLength_ = 0;
    int64_t ubFormer_ = 0;
};

template <typename T, int32_t BUFFER_NUM, typename Kernel>
__aicore__ inline bool AsinGradPipeline<T, BUFFER_NUM, Kernel>::InitPipeline(GM_ADDR dy, GM_ADDR x, GM_ADDR dx,
                                                                             const AsinGradTilingData* tiling)
{
    const int64_t blockIdx = GetBlockIdx();
    if (blockIdx >= tiling->usedCoreNum) {
        return false;
    }
    const int64_t offset = blockIdx * tiling->blockFormer;
    blockLength_ = (blockIdx == tiling->usedCoreNum - 1) ? tiling->blockTail : tiling->blockFormer;
    ubFormer_ = tiling->ubFormer;
    dyGm_.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(dy) + offset, blockLength_);
    xGm_.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(x) + offset, blockLength_);
    dxGm_.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(dx) + offset, blockLength_);
    const uint32_t tileBytes = static_cast<uint32_t>(ubFormer_ * sizeof(T));
    pipe_.InitBuffer(dyQueue_, BUFFER_NUM, tileBytes);
    pipe_.InitBuffer(xQueue_, BUFFER_NUM, tileBytes);
    pipe_.InitBuffer(dxQueue_, BUFFER_NUM, tileBytes);
    return true;
}

// fp16 / bf16: the final float -> T Cast keeps inf and NaN only in the global INF/NaN mode,
// CTRL[60] = 1 and CTRL[48] = 1 (asc-devkit docs/zh/api/SIMD-API/基础API/特殊寄存器访问/
// SetCtrlSpr(ISASI).md 表3 and 表6; docs/zh/api/附录/Reg矢量计算接口边界值汇总.md 表34). The register's
// documented default, CTRL[48] = 0, saturates (inf -> +-MAX, NaN -> 0), and the docs disagree on
// what a kernel finds at launch, so the mode is set here, after the TPipe constructor's InitSocState
// (docs/zh/api/SIMD-API/基础API/工具接口/系统初始化/InitSocState.md), as the official sample
// examples/01_simd_cpp_api/03_basic_api/09_utils/ctrl_spr does, and the values found are put back
// afterwards (GetCtrlSpr(ISASI).md): CTRL survives into later operators (InitSocState keeps
// CTRL[48]), and ResetCtrlSpr would write the default rather than what was found. The restore
// waits for every pipe first, so that no vector instruction of this kernel is still running when
// the mode changes back. fp32 needs none of this: float arithmetic never saturates.
template <typename T, int32_t BUFFER_NUM, typename Kernel>
__aicore__ inline void AsinGradPipeline<T, BUFFER_NUM, Kernel>::Process()
{
    int64_t savedGlobalSat = 0;
    int64_t savedNoSat = 0;
    if constexpr (!kIsFloat) {
        savedGlobalSat = GetCtrlSpr<60, 60>();
        savedNoSat = GetCtrlSpr<48, 48>();
        SetCtrlSpr<60, 60>(1);
        SetCtrlSpr<48, 48>(1);
    }
    for (int64_t done = 0; done < blockLength_; done += ubFormer_) {
        const int64_t left = blockLength_ - done;
        const uint32_t count = static_cast<uint32_t>(left < ubFormer_ ? left : ubFormer_);
        CopyIn(done, count);
        static_cast<Kernel*>(this)->Compute(count);
        CopyOut(done, count);
    }
    if constexpr (!kIsFloat) {
        PipeBarrier<PIPE_ALL>();
        SetCtrlSpr<48, 48>(savedNoSat);
        SetCtrlSpr<60, 60>(savedGlobalSat);
    }
}

// DataCopyPad: any count, the UB side padded to 32 bytes (the pad bytes are never stored back).
template <typename T, int32_t BUFFER_NUM, typename Kernel>
__aicore__ inline void AsinGradPipeline<T, BUFFER_NUM, Kernel>::CopyIn(int64_t offset, uint32_t count)
{
    LocalTensor<T> dyLocal = dyQueue_.template AllocTensor<T>();
    LocalTensor<T> xLocal = xQueue_.template AllocTensor<T>();
    const DataCopyExtParams copyParams{1, static_cast<uint32_t>(count * sizeof(T)), 0, 0, 0};
    const DataCopyPadExtParams<T> padParams{false, 0, 0, static_cast<T>(0)};
    DataCopyPad(dyLocal, dyGm_[offset], copyParams, padParams);
    DataCopyPad(xLocal, xGm_[offset], copyParams, padParams);
    dyQueue_.EnQue(dyLocal);
    xQueue_.EnQue(xLocal);
}

template <typename T, int32_t BUFFER_NUM, typename Kernel>
__aicore__ inline void AsinGradPipeline<T, BUFFER_NUM, Kernel>::CopyOut(int64_t offset, uint32_t count)
{
    LocalTensor<T> dxLocal = dxQueue_.template DeQue<T>();
    const DataCopyExtParams copyParams{1, static_cast<uint32_t>(count * sizeof(T)), 0, 0, 0};
    DataCopyPad(dxGm_[offset], dxLocal, copyParams);
    dxQueue_.FreeTensor(dxLocal);
}

} // namespace NsAsinGrad

#endif // ASIN_GRAD_PIPELINE_H
