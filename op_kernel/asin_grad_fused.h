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
 * AsinGradPipeline::Process selects, as for the reference kernel (asin_grad.h).
 *
 * Pipeline per tile (AsinGradPipeline, asin_grad_pipeline.h): CopyIn (MTE2) -> one asc_vf_call (V)
 * -> CopyOut (MTE3) through queues of four buffers (AsinGradLayout::kFusedBufferNum); the VF needs
 * no UB scratch. dy, x and dx bypass L2 (Init).
 */
#ifndef ASIN_GRAD_FUSED_H
#define ASIN_GRAD_FUSED_H

#include "kernel_operator.h"
#include "asin_grad_tiling_data.h"
#include "asin_grad_pipeline.h"

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
class KernelAsinGradFused
    : public AsinGradPipeline<T, AsinGradLayout::kFusedBufferNum, KernelAsinGradFused<T>> {
public:
    __aicore__ inline KernelAsinGradFused() {}
    __aicore__ inline void Init(GM_ADDR dy, GM_ADDR x, GM_ADDR dx, const AsinGradTilingData* tiling);

private:
    friend class AsinGradPipeline<T, AsinGradLayout::kFusedBufferNum, KernelAsinGradFused<T>>;

    __aicore__ inline void Compute(uint32_t count);
};

// ubFormer is a multiple of 64: the VF's last load reads a whole VL (fp32) or half a VL (unpacked
// b16) of the tile, lanes past its count included (never stored). The VF needs no UB scratch.
template <typename T>
__aicore__ inline void KernelAsinGradFused<T>::Init(GM_ADDR dy, GM_ADDR x, GM_ADDR dx,
                                                    const AsinGradTilingData* tiling)
{
    if (!this->InitPipeline(dy, x, dx, tiling)) {
        return;
    }
    // Every tensor is streamed once: all three bypass L2, so they neither pay its allocation and
    // write-back nor push out data other operators reuse (asc-devkit docs/zh/api/SIMD-API/基础API/
    // 数据结构/GlobalTensor/SetL2CacheHint.md; examples/01_simd_cpp_api/05_best_practices/
    // 00_vector_compute/add_high_performance/README.md, Case 5, bypasses its streamed inputs).
    this->dyGm_.SetL2CacheHint(CacheMode::CACHE_MODE_DISABLE);
    this->xGm_.SetL2CacheHint(CacheMode::CACHE_MODE_DISABLE);
    this->dxGm_.SetL2CacheHint(CacheMode::CACHE_MODE_DISABLE);
}

template <typename T>
__aicore__ inline void KernelAsinGradFused<T>::Compute(uint32_t count)
{
    LocalTensor<T> dyLocal = this->dyQueue_.template DeQue<T>();
    LocalTensor<T> xLocal = this->xQueue_.template DeQue<T>();
    LocalTensor<T> dxLocal = this->dxQueue_.template AllocTensor<T>();
    const uint16_t repeatTimes = static_cast<uint16_t>(
        (count + AsinGradLayout::kComputeAlignElems - 1) / AsinGradLayout::kComputeAlignElems);
    asc_vf_call<AsinGradFusedVf<T>>(reinterpret_cast<__ubuf__ T*>(dxLocal.GetPhyAddr()),
                                    reinterpret_cast<__ubuf__ T*>(dyLocal.GetPhyAddr()),
                                    reinterpret_cast<__ubuf__ T*>(xLocal.GetPhyAddr()), count, repeatTimes);
    this->dxQueue_.EnQue(dxLocal);
    this->dyQueue_.FreeTensor(dyLocal);
    this->xQueue_.FreeTensor(xLocal);
}

}  // namespace NsAsinGrad

#endif  // ASIN_GRAD_FUSED_H
