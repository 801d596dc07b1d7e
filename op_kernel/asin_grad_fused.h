/**
 * @file asin_grad_fused.h
 * @brief AsinGrad fast kernel: one fused Reg-API Vector Function per tile (Ascend 950PR / 950DT).
 *
 * Per 64 fp32 lanes the VF loads dy and x once (fp16/bf16 are loaded unpacked and widened
 * exactly), computes everything in registers and stores dx once:
 *
 *   nd = x * x - 1                      MulDstAdd: one rounding, so d = 0 - nd is 1 - x^2 correctly
 *                                       rounded (no cancellation error near |x| = 1), and +0 at |x| == 1
 *   r0 = 1 / sqrt(d)                    Sqrt and Div, INTRINSIC (1 ulp each; neither sees a subnormal:
 *                                       a positive d is at least 2^-23 - 2^-48, so sqrt(d) > 2^-12)
 *   fp32 only:
 *   r  = r0 + (r0 / 2) (1 - d r0^2)     one Newton step for 1/sqrt, with Mul, MulDstAdd, Muls and
 *                                       MulAddDst: r0's 2-ulp error would exceed the 3-ulp bound
 *   r  = +inf where d == 0              |x| == 1: the step would make 0 * inf = NaN
 *   dx = dy * r                         Mul rounds once and keeps subnormals (0 ulp), so a subnormal
 *                                       dy or dx is never flushed (INTRINSIC Div would flush a
 *                                       subnormal dividend); bf16 the same without the Newton step
 *   fp16: dx = dy / sqrt(d)             a widened fp16 dy is a normal fp32, so Div cannot flush it
 *
 * fp16/bf16 need no Newton step: 2 ulp of fp32 is 2^-13 of an fp16 ulp. The exhaustive sweeps
 * (tests/st/test_st_precision.cpp) keep <= 1 ulp and >= 99.9 % correctly rounded.
 * Special values come out as PyTorch's dy * rsqrt(1 - x*x): d < 0 (|x| > 1, x = +-inf) gives Sqrt's
 * documented NaN for a negative input (Reg Sqrt.md), d NaN propagates, d == +0 gives dy * inf or
 * dy / +0 (+-inf, NaN for dy = 0 or NaN). No Reg instruction here has an "unknown" result.
 * fp16/bf16: the single rounding to T is the final Cast (CAST_RINT) in the INF/NaN mode that
 * Process selects, as the reference kernel (asin_grad.h) does.
 *
 * Pipeline per tile: CopyIn (MTE2) -> one asc_vf_call (V) -> CopyOut (MTE3) through queues of
 * four buffers (AsinGradLayout::kFusedBufferNum); the VF needs no UB scratch. dy, x and dx bypass
 * L2 (Init).
 */
#ifndef ASIN_GRAD_FUSED_H
#define ASIN_GRAD_FUSED_H

#include "kernel_operator.h"
#include "asin_grad_tiling_data.h"

namespace NsAsinGrad {

using namespace AscendC;

// Widening Cast of an unpacked b16 load (element k in b16 slot 2k, RegLayout::ZERO) and the
// narrowing Cast that rounds to nearest even into slot 2k (Reg Cast.md, RegLayout.md).
constexpr Reg::CastTrait kFusedWiden = {Reg::RegLayout::ZERO, Reg::SatMode::UNKNOWN, Reg::MaskMergeMode::ZEROING,
                                        RoundMode::UNKNOWN};
constexpr Reg::CastTrait kFusedNarrow = {Reg::RegLayout::ZERO, Reg::SatMode::NO_SAT, Reg::MaskMergeMode::ZEROING,
                                         RoundMode::CAST_RINT};

template <typename T>
__simd_vf__ inline void AsinGradFusedVf(__ubuf__ T* dx, __ubuf__ T* dy, __ubuf__ T* x, uint32_t count,
                                        uint16_t repeatTimes)
{
    using namespace AscendC::Reg;
    constexpr uint32_t kStep = AsinGradLayout::kComputeAlignElems;  // fp32 lanes of one VL
    // fp32 needs the Newton step; fp16 / bf16 round the fp32 result to 11 / 8 bits (file comment).
    constexpr bool kRefine = sizeof(T) == sizeof(float);
    // fp16 only: a widened fp16 dy is a normal fp32 (its smallest subnormal, 2^-24, is normal there),
    // so INTRINSIC Div's flush of subnormal operands cannot touch it and dy / sqrt(d) saves the Mul.
    // A bf16 dy can be an fp32 subnormal, which Div would flush: bf16 multiplies by 1 / sqrt(d).
    constexpr bool kDivideDy = AscendC::Std::is_same<T, half>::value;
    RegTensor<float> vdy, vx, nd, d, r, h, halfR, one, minusOne, inf, zeroR;
    MaskReg zero;
    Duplicate(zeroR, 0.0f);
    Duplicate(one, 1.0f);
    Duplicate(minusOne, -1.0f);
    Duplicate(inf, __builtin_inff());
    // Every VL but the last is full: one mask for them (CreateMask), UpdateMask for the tail only,
    // which saves an issue slot per VL.
    MaskReg full = CreateMask<float>();
    uint32_t tail = count - static_cast<uint32_t>(repeatTimes - 1) * kStep;
    for (uint16_t i = 0; i < repeatTimes; ++i) {
        MaskReg m = i + 1 < repeatTimes ? full : UpdateMask<float>(tail);
        if constexpr (sizeof(T) == sizeof(float)) {
            LoadAlign(vdy, dy + i * kStep);
            LoadAlign(vx, x + i * kStep);
        } else {
            RegTensor<T> packed;
            LoadAlign<T, LoadDist::DIST_UNPACK_B16>(packed, dy + i * kStep);
            Cast<float, T, kFusedWiden>(vdy, packed, m);
            LoadAlign<T, LoadDist::DIST_UNPACK_B16>(packed, x + i * kStep);
            Cast<float, T, kFusedWiden>(vx, packed, m);
        }
        nd = vx;
        MulDstAdd(nd, vx, minusOne, m);            // nd = x * x - 1, one rounding
        Sub(d, zeroR, nd, m);                      // d = 1 - x^2; +0 (not -0) at |x| == 1
        Sqrt(r, d, m);
        if constexpr (kDivideDy) {
            Div(r, vdy, r, m);                     // dx = dy / sqrt(d): dy is a normal fp32 here
        } else {
            Div(r, one, r, m);                     // r0 = 1 / sqrt(d); +inf at |x| == 1
        }
        if constexpr (kRefine) {
            Mul(h, nd, r, m);                      // -d r0
            MulDstAdd(h, r, one, m);               // e = 1 - d r0^2
            Muls(halfR, r, 0.5f, m);
            MulAddDst(r, halfR, h, m);             // r = r0 + (r0 / 2) e
            Compares<float, CMPMODE::EQ>(zero, d, 0.0f, m);
            Select(r, inf, r, zero);               // |x| == 1: the step made 0 * inf = NaN; dy * inf
        }
        if constexpr (!kDivideDy) {
            Mul(r, vdy, r, m);                     // dx = dy * r
        }
        if constexpr (sizeof(T) == sizeof(float)) {
            StoreAlign(dx + i * kStep, r, m);
        } else {
            RegTensor<T> packed;
            Cast<T, float, kFusedNarrow>(packed, r, m);
            StoreAlign<T, StoreDist::DIST_PACK_B32>(dx + i * kStep, packed, m);
        }
    }
}

template <typename T>
class KernelAsinGradFused {
public:
    __aicore__ inline KernelAsinGradFused() {}
    __aicore__ inline void Init(GM_ADDR dy, GM_ADDR x, GM_ADDR dx, const AsinGradTilingData* tiling);
    __aicore__ inline void Process();

private:
    static constexpr bool kIsFloat = sizeof(T) == sizeof(float);

    __aicore__ inline void CopyIn(int64_t offset, uint32_t count);
    __aicore__ inline void Compute(uint32_t count);
    __aicore__ inline void CopyOut(int64_t offset, uint32_t count);

    TPipe pipe_;
    TQue<TPosition::VECIN, AsinGradLayout::kFusedBufferNum> dyQueue_;
    TQue<TPosition::VECIN, AsinGradLayout::kFusedBufferNum> xQueue_;
    TQue<TPosition::VECOUT, AsinGradLayout::kFusedBufferNum> dxQueue_;
    GlobalTensor<T> dyGm_;
    GlobalTensor<T> xGm_;
    GlobalTensor<T> dxGm_;
    int64_t blockLength_ = 0;
    int64_t ubFormer_ = 0;
};

template <typename T>
__aicore__ inline void KernelAsinGradFused<T>::Init(GM_ADDR dy, GM_ADDR x, GM_ADDR dx,
                                                    const AsinGradTilingData* tiling)
{
    const int64_t blockIdx = GetBlockIdx();
    if (blockIdx >= tiling->usedCoreNum) {
        return;
    }
    const int64_t offset = blockIdx * tiling->blockFormer;
    blockLength_ = (blockIdx == tiling->usedCoreNum - 1) ? tiling->blockTail : tiling->blockFormer;
    ubFormer_ = tiling->ubFormer;
    dyGm_.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(dy) + offset, blockLength_);
    xGm_.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(x) + offset, blockLength_);
    dxGm_.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(dx) + offset, blockLength_);
    // Every tensor is streamed once: all three bypass L2, so they neither pay its allocation and
    // write-back nor push out data other operators reuse (asc-devkit docs/zh/api/SIMD-API/基础API/
    // 数据结构/GlobalTensor/SetL2CacheHint.md; examples/01_simd_cpp_api/05_best_practices/
    // 00_vector_compute/add_high_performance/README.md, Case 5, bypasses its streamed inputs).
    dyGm_.SetL2CacheHint(CacheMode::CACHE_MODE_DISABLE);
    xGm_.SetL2CacheHint(CacheMode::CACHE_MODE_DISABLE);
    dxGm_.SetL2CacheHint(CacheMode::CACHE_MODE_DISABLE);
    // ubFormer is a multiple of 64: the VF's last load reads a whole VL (fp32) or half a VL
    // (unpacked b16) of it, lanes past the tile's count included (never stored).
    const uint32_t tileBytes = static_cast<uint32_t>(ubFormer_ * sizeof(T));
    pipe_.InitBuffer(dyQueue_, AsinGradLayout::kFusedBufferNum, tileBytes);
    pipe_.InitBuffer(xQueue_, AsinGradLayout::kFusedBufferNum, tileBytes);
    pipe_.InitBuffer(dxQueue_, AsinGradLayout::kFusedBufferNum, tileBytes);
}

// CTRL's INF/NaN mode for the fp16/bf16 narrowing Cast, saved and restored: see
// KernelAsinGrad::Process (asin_grad.h) for the sources.
template <typename T>
__aicore__ inline void KernelAsinGradFused<T>::Process()
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
        Compute(count);
        CopyOut(done, count);
    }
    if constexpr (!kIsFloat) {
        PipeBarrier<PIPE_ALL>();
        SetCtrlSpr<48, 48>(savedNoSat);
        SetCtrlSpr<60, 60>(savedGlobalSat);
    }
}

template <typename T>
__aicore__ inline void KernelAsinGradFused<T>::CopyIn(int64_t offset, uint32_t count)
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

template <typename T>
__aicore__ inline void KernelAsinGradFused<T>::Compute(uint32_t count)
{
    LocalTensor<T> dyLocal = dyQueue_.template DeQue<T>();
    LocalTensor<T> xLocal = xQueue_.template DeQue<T>();
    LocalTensor<T> dxLocal = dxQueue_.template AllocTensor<T>();
    const uint16_t repeatTimes = static_cast<uint16_t>(
        (count + AsinGradLayout::kComputeAlignElems - 1) / AsinGradLayout::kComputeAlignElems);
    asc_vf_call<AsinGradFusedVf<T>>(reinterpret_cast<__ubuf__ T*>(dxLocal.GetPhyAddr()),
                                    reinterpret_cast<__ubuf__ T*>(dyLocal.GetPhyAddr()),
                                    reinterpret_cast<__ubuf__ T*>(xLocal.GetPhyAddr()), count, repeatTimes);
    dxQueue_.EnQue(dxLocal);
    dyQueue_.FreeTensor(dyLocal);
    xQueue_.FreeTensor(xLocal);
}

template <typename T>
__aicore__ inline void KernelAsinGradFused<T>::CopyOut(int64_t offset, uint32_t count)
{
    LocalTensor<T> dxLocal = dxQueue_.template DeQue<T>();
    const DataCopyExtParams copyParams{1, static_cast<uint32_t>(count * sizeof(T)), 0, 0, 0};
    DataCopyPad(dxGm_[offset], dxLocal, copyParams);
    dxQueue_.FreeTensor(dxLocal);
}

}  // namespace NsAsinGrad

#endif  // ASIN_GRAD_FUSED_H
