/**
 * @file asin_grad_reference_kernel.h
 * @brief AsinGrad reference kernel (test-only): dx = dy / sqrt(1 - x^2), for Ascend 950PR / 950DT.
 *
 * The Memory-API kernel that landed first, kept for the tests and the benchmark as the reference
 * the product's fused kernel (op_kernel/asin_grad.h) is compared against. It is not part of
 * the operator package: it is launched directly (asin_grad_reference.cpp), with its own tiling.
 *
 * Every data type is computed in fp32 (fp16/bf16 are widened exactly and the result is rounded
 * once, to nearest even). The denominator is formed as (1 - x)(1 + x): for |x| near 1 the factor
 * 1 - |x| is exact, whereas 1 - x*x loses up to ~600 ulp in fp32 by cancellation.
 *
 * Special values equal PyTorch's dy * rsqrt(1 - x*x) without relying on what Sqrt returns for a
 * non-positive input (the 950 docs call that result unknown): Sqrt only ever sees d > 0, and the
 * other lanes are selected from dy * (+inf where d == 0, NaN where d < 0 or d is NaN), which
 * yields +-inf at |x| = 1 (NaN for dy = 0 or NaN) and NaN for |x| > 1, x = NaN or x = +-inf.
 * For fp16 / bf16 that needs the CTRL register's INF/NaN mode around the final Cast.
 *
 * Pipeline per tile (AsinGradPipeline, the product's, op_kernel/asin_grad.h): CopyIn (MTE2, DataCopyPad for any
 * length) -> Compute (V) -> CopyOut (MTE3), with double-buffered queues; for fp16/bf16 the CTRL
 * register's INF/NaN mode is selected around it (AsinGradPipeline::Process says why). The UB
 * layout is AsinGradReferenceLayout (asin_grad_reference_layout.h).
 */
#ifndef ASIN_GRAD_REFERENCE_KERNEL_H
#define ASIN_GRAD_REFERENCE_KERNEL_H

#include "kernel_operator.h"
#include "asin_grad_tiling_data.h"
#include "asin_grad.h"
#include "asin_grad_reference_layout.h"

namespace NsAsinGrad {

using namespace AscendC;

// Precision modes (950 only; Sqrt.md and Div.md, config template argument):
// PRECISION_0ULP_FTZ_FALSE is correctly rounded and keeps subnormals, so the fp32 result stays
// within 3 ulp of the exact value and a subnormal dy or dx is not flushed (PyTorch on CPU does not
// flush either). INTRINSIC would add up to 1 ulp per instruction and flush subnormals.
constexpr SqrtConfig kSqrtConfig = {SqrtAlgo::PRECISION_0ULP_FTZ_FALSE};
constexpr DivConfig kDivConfig = {DivAlgo::PRECISION_0ULP_FTZ_FALSE};

template <typename T>
class KernelAsinGradReference
    : public AsinGradPipeline<T, AsinGradReferenceLayout::kBufferNum, KernelAsinGradReference<T>> {
public:
    __aicore__ inline KernelAsinGradReference() {}
    __aicore__ inline void Init(GM_ADDR dy, GM_ADDR x, GM_ADDR dx, const AsinGradTilingData* tiling);

private:
    friend class AsinGradPipeline<T, AsinGradReferenceLayout::kBufferNum, KernelAsinGradReference<T>>;
    static constexpr bool kIsFloat = sizeof(T) == sizeof(float);

    __aicore__ inline void Compute(uint32_t count);
    __aicore__ inline void ComputeFp32(const LocalTensor<float>& dy, const LocalTensor<float>& x,
                                       const LocalTensor<float>& out, uint32_t alignedCount);

    TBuf<TPosition::VECCALC> tmpA_;
    TBuf<TPosition::VECCALC> tmpB_;
    TBuf<TPosition::VECCALC> dyFp32_; // fp16/bf16 only
    TBuf<TPosition::VECCALC> xFp32_;  // fp16/bf16 only
    TBuf<TPosition::VECCALC> positiveMask_;
    TBuf<TPosition::VECCALC> zeroMask_;
};

template <typename T>
__aicore__ inline void KernelAsinGradReference<T>::Init(GM_ADDR dy, GM_ADDR x, GM_ADDR dx,
                                                        const AsinGradTilingData* tiling)
{
    if (!this->InitPipeline(dy, x, dx, tiling)) {
        return;
    }
    const uint32_t fp32Bytes = static_cast<uint32_t>(this->ubFormer_ * sizeof(float));
    const uint32_t maskBytes = static_cast<uint32_t>(this->ubFormer_ / 8);
    this->pipe_.InitBuffer(tmpA_, fp32Bytes);
    this->pipe_.InitBuffer(tmpB_, fp32Bytes);
    if constexpr (!kIsFloat) {
        this->pipe_.InitBuffer(dyFp32_, fp32Bytes);
        this->pipe_.InitBuffer(xFp32_, fp32Bytes);
    }
    this->pipe_.InitBuffer(positiveMask_, maskBytes);
    this->pipe_.InitBuffer(zeroMask_, maskBytes);
}

template <typename T>
__aicore__ inline void KernelAsinGradReference<T>::ComputeFp32(const LocalTensor<float>& dy,
                                                               const LocalTensor<float>& x,
                                                               const LocalTensor<float>& out, uint32_t alignedCount)
{
    const uint32_t n = alignedCount;
    LocalTensor<float> a = tmpA_.Get<float>();
    LocalTensor<float> b = tmpB_.Get<float>();
    LocalTensor<uint8_t> positive = positiveMask_.Get<uint8_t>();
    LocalTensor<uint8_t> zero = zeroMask_.Get<uint8_t>();
    const float inf = __builtin_inff();
    const float nan = __builtin_nanf("");

    Adds(a, x, 1.0f, n);                                               // a = 1 + x
    Muls(b, x, -1.0f, n);                                              // b = -x
    Adds(b, b, 1.0f, n);                                               // b = 1 - x
    Mul(a, a, b, n);                                                   // a = d = (1 - x)(1 + x)
    Compares(positive, a, 0.0f, CMPMODE::GT, n);                       // d > 0 (false for NaN)
    Compares(zero, a, 0.0f, CMPMODE::EQ, n);                           // d == 0, i.e. |x| == 1
    Select(b, positive, a, 1.0f, SELMODE::VSEL_TENSOR_SCALAR_MODE, n); // Sqrt sees positives only
    Sqrt<float, kSqrtConfig>(b, b, n);
    Div<float, kDivConfig>(b, dy, b, n); // b = dy / sqrt(d) where d > 0
    Duplicate(a, inf, n);
    Select(a, zero, a, nan, SELMODE::VSEL_TENSOR_SCALAR_MODE, n); // +inf if d == 0 else NaN
    Mul(a, dy, a, n);                                             // dy * inf (or NaN) where d <= 0
    Select(out, positive, b, a, SELMODE::VSEL_TENSOR_TENSOR_MODE, n);
}

template <typename T>
__aicore__ inline void KernelAsinGradReference<T>::Compute(uint32_t count)
{
    // Compares evaluates whole 256-byte chunks only, so every instruction runs on the rounded-up
    // length; lanes past `count` hold stale data and are never copied out.
    const uint32_t aligned = static_cast<uint32_t>((count + AsinGradReferenceLayout::kComputeAlignElems - 1) /
                                                   AsinGradReferenceLayout::kComputeAlignElems *
                                                   AsinGradReferenceLayout::kComputeAlignElems);
    LocalTensor<T> dyLocal = this->dyQueue_.template DeQue<T>();
    LocalTensor<T> xLocal = this->xQueue_.template DeQue<T>();
    LocalTensor<T> dxLocal = this->dxQueue_.template AllocTensor<T>();
    if constexpr (kIsFloat) {
        ComputeFp32(dyLocal, xLocal, dxLocal, aligned);
    } else {
        LocalTensor<float> dyF = dyFp32_.Get<float>();
        LocalTensor<float> xF = xFp32_.Get<float>();
        Cast(dyF, dyLocal, RoundMode::CAST_NONE, aligned); // widening is exact
        Cast(xF, xLocal, RoundMode::CAST_NONE, aligned);
        ComputeFp32(dyF, xF, xF, aligned);                // x is dead once d is formed
        Cast(dxLocal, xF, RoundMode::CAST_RINT, aligned); // the single rounding to T
    }
    this->dxQueue_.EnQue(dxLocal);
    this->dyQueue_.FreeTensor(dyLocal);
    this->xQueue_.FreeTensor(xLocal);
}

} // namespace NsAsinGrad

#endif // ASIN_GRAD_REFERENCE_KERNEL_H
