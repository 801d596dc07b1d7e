/**
 * @file asin_grad_fused.h
 * @brief AsinGrad fast kernel: one fused Reg-API Vector Function per tile (Ascend 950PR / 950DT).
 *
 * The VF loads dy and x once per vector register (64 fp32 or 128 fp16/bf16 elements), computes
 * everything in registers and stores dx once. fp16/bf16 take one normal load per tensor; Cast with
 * RegLayout::ZERO widens the even elements and RegLayout::ONE the odd ones, exactly, into two fp32
 * registers; each half runs the steps below and its narrowing Cast puts it back into its own b16
 * slots (zeros in the others), an Or joins the two, and one store writes the 128 elements. Against
 * unpacked loads and packed stores per 64 elements this halves the loads and stores and saves
 * an eighth of the issue slots (per 128 elements bf16 21 instead of 24, fp16 19 instead of 22).
 * Per fp32 lane:
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
 * AsinGradPipeline::Process selects, as for the reference kernel (asin_grad.h); the Or moves bits.
 * Tail of a tile of n elements: the b16 mask of n elements drives the widening Casts, the Or and the
 * store; the fp32 steps and narrowing Casts use ceil(n / 2) (even) and floor(n / 2) (odd) lanes.
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

// b16 register (DIST_NORM load: element k in b16 slot k) to two fp32 halves and back (Reg
// Cast.md 功能说明 and 表7, RegLayout.md cast_b16_to_b32 / cast_b32_to_b16):
//   widening: RegLayout::ZERO takes the even elements 2i into fp32 lane i, ONE the odd ones
//     2i + 1; the mask is read per b16 source element (element 2i + layout's bit), so both take
//     the b16 mask of the tile's valid elements (a b32 mask leaves bit 4i + 2, ONE's, unspecified).
//   narrowing (CAST_RINT): fp32 lane i goes to b16 slot 2i (ZERO) or 2i + 1 (ONE), the other slot
//     of the pair is 0; the mask is read per b32 source lane.
// Cast has ZEROING only (Cast.md 表7; 附录/Reg矢量计算接口MergeMode支持情况汇总.md 表5), so the two
// narrowed halves are joined with a bitwise Or (逻辑计算/Or.md, integer types: their uint16_t views).
constexpr Reg::CastTrait kFusedWidenEven = {Reg::RegLayout::ZERO, Reg::SatMode::UNKNOWN,
                                            Reg::MaskMergeMode::ZEROING, RoundMode::UNKNOWN};
constexpr Reg::CastTrait kFusedWidenOdd = {Reg::RegLayout::ONE, Reg::SatMode::UNKNOWN, Reg::MaskMergeMode::ZEROING,
                                           RoundMode::UNKNOWN};
constexpr Reg::CastTrait kFusedNarrowEven = {Reg::RegLayout::ZERO, Reg::SatMode::NO_SAT,
                                             Reg::MaskMergeMode::ZEROING, RoundMode::CAST_RINT};
constexpr Reg::CastTrait kFusedNarrowOdd = {Reg::RegLayout::ONE, Reg::SatMode::NO_SAT, Reg::MaskMergeMode::ZEROING,
                                            RoundMode::CAST_RINT};

// r = dy / sqrt(1 - x^2) on the lanes of m of one fp32 register (steps: file comment).
template <bool kRefine, bool kDivideDy>
__simd_callee__ inline void AsinGradFusedLanes(Reg::RegTensor<float>& r, Reg::RegTensor<float>& vdy,
                                               Reg::RegTensor<float>& vx, Reg::RegTensor<float>& one,
                                               Reg::RegTensor<float>& minusOne, Reg::RegTensor<float>& zeroR,
                                               Reg::RegTensor<float>& inf, Reg::MaskReg& m)
{
    using namespace AscendC::Reg;
    RegTensor<float> nd, d, h, halfR;
    MaskReg zero;
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
}

template <typename T>
__simd_vf__ inline void AsinGradFusedVf(__ubuf__ T* dx, __ubuf__ T* dy, __ubuf__ T* x, uint32_t count,
                                        uint16_t repeatTimes)
{
    using namespace AscendC::Reg;
    constexpr uint32_t kStep = AsinGradLayout::FusedAlignElems(sizeof(T));  // elements of one VL of T
    // fp32 needs the Newton step; fp16 / bf16 round the fp32 result to 11 / 8 bits (file comment).
    constexpr bool kRefine = sizeof(T) == sizeof(float);
    // fp16 only: a widened fp16 dy is a normal fp32 (its smallest subnormal, 2^-24, is normal there),
    // so INTRINSIC Div's flush of subnormal operands cannot touch it and dy / sqrt(d) saves the Mul.
    // A bf16 dy can be an fp32 subnormal, which Div would flush: bf16 multiplies by 1 / sqrt(d).
    constexpr bool kDivideDy = AscendC::Std::is_same<T, half>::value;
    RegTensor<float> one, minusOne, inf, zeroR;
    Duplicate(zeroR, 0.0f);
    Duplicate(one, 1.0f);
    Duplicate(minusOne, -1.0f);
    Duplicate(inf, __builtin_inff());
    // Every VL but the last is full: one mask for them (CreateMask), UpdateMask for the tail only,
    // which saves an issue slot per VL.
    MaskReg full = CreateMask<float>();
    uint32_t tail = count - static_cast<uint32_t>(repeatTimes - 1) * kStep;
    if constexpr (sizeof(T) == sizeof(float)) {
        RegTensor<float> vdy, vx, r;
        for (uint16_t i = 0; i < repeatTimes; ++i) {
            MaskReg m = i + 1 < repeatTimes ? full : UpdateMask<float>(tail);
            LoadAlign(vdy, dy + i * kStep);
            LoadAlign(vx, x + i * kStep);
            AsinGradFusedLanes<kRefine, kDivideDy>(r, vdy, vx, one, minusOne, zeroR, inf, m);
            StoreAlign(dx + i * kStep, r, m);
        }
    } else {
        // One load per tensor and one store per 128 elements: even elements in one fp32 register,
        // odd ones in another. Of a tail of n elements, ceil(n / 2) are even and floor(n / 2) odd.
        MaskReg full16 = CreateMask<T>();
        uint32_t tailEven = (tail + 1) / 2;
        uint32_t tailOdd = tail / 2;
        RegTensor<float> dyEven, xEven, rEven, dyOdd, xOdd, rOdd;
        RegTensor<T> vdy, vx, dxEven, dxOdd;
        for (uint16_t i = 0; i < repeatTimes; ++i) {
            const bool last = i + 1 == repeatTimes;
            MaskReg m = last ? UpdateMask<T>(tail) : full16;
            MaskReg mEven = last ? UpdateMask<float>(tailEven) : full;
            MaskReg mOdd = last ? UpdateMask<float>(tailOdd) : full;
            LoadAlign(vdy, dy + i * kStep);
            LoadAlign(vx, x + i * kStep);
            Cast<float, T, kFusedWidenEven>(dyEven, vdy, m);
            Cast<float, T, kFusedWidenEven>(xEven, vx, m);
            Cast<float, T, kFusedWidenOdd>(dyOdd, vdy, m);
            Cast<float, T, kFusedWidenOdd>(xOdd, vx, m);
            AsinGradFusedLanes<kRefine, kDivideDy>(rEven, dyEven, xEven, one, minusOne, zeroR, inf, mEven);
            AsinGradFusedLanes<kRefine, kDivideDy>(rOdd, dyOdd, xOdd, one, minusOne, zeroR, inf, mOdd);
            Cast<T, float, kFusedNarrowEven>(dxEven, rEven, mEven);
            Cast<T, float, kFusedNarrowOdd>(dxOdd, rOdd, mOdd);
            // Each half holds zeros in the other's slots: Or joins them bit for bit. Or takes integer
            // registers only; the uint16_t view is the SDK's own idiom (e.g. impl/adv_api/detail/
            // activation/softmax/regbase/3510/softmax_impl.h).
            Or((RegTensor<uint16_t>&)dxEven, (RegTensor<uint16_t>&)dxEven, (RegTensor<uint16_t>&)dxOdd, m);
            StoreAlign(dx + i * kStep, dxEven, m);
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

// ubFormer is a multiple of FusedAlignElems (64 fp32, 128 fp16/bf16 elements): the VF's last load
// reads a whole VL of the tile, lanes past its count included (never stored). No UB scratch.
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
    constexpr uint32_t kStep = AsinGradLayout::FusedAlignElems(sizeof(T));
    const uint16_t repeatTimes = static_cast<uint16_t>((count + kStep - 1) / kStep);
    asc_vf_call<AsinGradFusedVf<T>>(reinterpret_cast<__ubuf__ T*>(dxLocal.GetPhyAddr()),
                                    reinterpret_cast<__ubuf__ T*>(dyLocal.GetPhyAddr()),
                                    reinterpret_cast<__ubuf__ T*>(xLocal.GetPhyAddr()), count, repeatTimes);
    this->dxQueue_.EnQue(dxLocal);
    this->dyQueue_.FreeTensor(dyLocal);
    this->xQueue_.FreeTensor(xLocal);
}

}  // namespace NsAsinGrad

#endif  // ASIN_GRAD_FUSED_H
