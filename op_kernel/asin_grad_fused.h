/**
 * @file asin_grad_fused.h
 * @brief AsinGrad kernel: one fused Reg-API Vector Function per tile (Ascend 950PR / 950DT).
 *
 * The VF loads dy and x once per loop iteration, computes everything in fp32 registers and stores
 * dx once. An iteration covers one fp32 register, VL / sizeof(float) elements (GetVecLen.md), for
 * every data type: fp16/bf16 take the documented widening idiom, LoadAlign with
 * LoadDist::DIST_UNPACK_B16 (element k into the low half of b32 slot k), Cast with RegLayout::ZERO
 * (exact), the fp32 steps, Cast back with RegLayout::ZERO and CAST_RINT, and StoreAlign with
 * StoreDist::DIST_PACK_B32 (the low half of every b32 slot, contiguous) — asc-devkit
 * docs/zh/api/SIMD-API/基础API/Reg矢量计算/Reg数据搬入/连续对齐搬入（LoadAlign）.md 表3,
 * Reg数据搬出/连续对齐搬出（StoreAlign）.md 表3, 类型转换/Cast.md, 辅助数据类型/RegLayout.md; the
 * same idiom as ops-math's 950 kernels (e.g. math/dawsn/op_kernel/arch35/). The mask is made by
 * UpdateMask<float> in every iteration (寄存器数据类型/MaskReg.md, 方式2: in the loop, the count
 * decremented by one register per call), which gives the tail its partial mask.
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
 * fp16/bf16: the single rounding to T is the narrowing Cast (CAST_RINT) in the INF/NaN mode that
 * AsinGradPipeline::Process selects.
 *
 * Pipeline per tile (AsinGradPipeline, asin_grad_pipeline.h): CopyIn (MTE2) -> one asc_vf_call (V)
 * -> CopyOut (MTE3) through queues of AsinGradLayout::kBufferNum buffers; the VF needs no UB
 * scratch. dy, x and dx bypass L2 (Init).
 */
#ifndef ASIN_GRAD_FUSED_H
#define ASIN_GRAD_FUSED_H

#include "kernel_operator.h"
#include "asin_grad_tiling_data.h"
#include "asin_grad_pipeline.h"

namespace NsAsinGrad {

using namespace AscendC;

// fp16/bf16 <-> fp32 in the b32 slots a DIST_UNPACK_B16 load fills and a DIST_PACK_B32 store
// drains: RegLayout::ZERO, the low b16 half of each b32 slot (Cast.md, RegLayout.md). Widening is
// exact; narrowing rounds to nearest even (CAST_RINT) without saturation (NO_SAT: inf and NaN are
// kept, with the CTRL INF/NaN mode AsinGradPipeline::Process selects).
constexpr Reg::CastTrait kFusedWiden = {Reg::RegLayout::ZERO, Reg::SatMode::UNKNOWN, Reg::MaskMergeMode::ZEROING,
                                        RoundMode::UNKNOWN};
constexpr Reg::CastTrait kFusedNarrow = {Reg::RegLayout::ZERO, Reg::SatMode::NO_SAT, Reg::MaskMergeMode::ZEROING,
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
    MulDstAdd(nd, vx, minusOne, m); // nd = x * x - 1, one rounding
    Sub(d, zeroR, nd, m);           // d = 1 - x^2; +0 (not -0) at |x| == 1
    Sqrt(r, d, m);
    if constexpr (kDivideDy) {
        Div(r, vdy, r, m); // dx = dy / sqrt(d): dy is a normal fp32 here
    } else {
        Div(r, one, r, m); // r0 = 1 / sqrt(d); +inf at |x| == 1
    }
    if constexpr (kRefine) {
        Mul(h, nd, r, m);        // -d r0
        MulDstAdd(h, r, one, m); // e = 1 - d r0^2
        Muls(halfR, r, 0.5f, m);
        MulAddDst(r, halfR, h, m); // r = r0 + (r0 / 2) e
        Compares<float, CMPMODE::EQ>(zero, d, 0.0f, m);
        Select(r, inf, r, zero); // |x| == 1: the step made 0 * inf = NaN; dy * inf
    }
    if constexpr (!kDivideDy) {
        Mul(r, vdy, r, m); // dx = dy * r
    }
}

template <typename T>
__simd_vf__ inline void AsinGradFusedVf(__ubuf__ T* dx, __ubuf__ T* dy, __ubuf__ T* x, uint32_t count,
                                        uint16_t repeatTimes)
{
    using namespace AscendC::Reg;
    // Elements of one loop iteration: one fp32 register (GetVecLen.md: VL, 256 bytes on 950).
    constexpr uint32_t kFusedVfElems = static_cast<uint32_t>(AsinGradLayout::VfElems(GetVecLen()));
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
    MaskReg m;
    if constexpr (sizeof(T) == sizeof(float)) {
        RegTensor<float> vdy, vx, r;
        for (uint16_t i = 0; i < repeatTimes; ++i) {
            m = UpdateMask<float>(count); // the first min(count, 64) lanes; count -= 64
            LoadAlign(vdy, dy + i * kFusedVfElems);
            LoadAlign(vx, x + i * kFusedVfElems);
            AsinGradFusedLanes<kRefine, kDivideDy>(r, vdy, vx, one, minusOne, zeroR, inf, m);
            StoreAlign(dx + i * kFusedVfElems, r, m);
        }
    } else {
        RegTensor<T> vdy, vx, vdx;
        RegTensor<float> fdy, fx, r;
        for (uint16_t i = 0; i < repeatTimes; ++i) {
            // One mask for the whole chain: the widest type's (float), as the Cast needs it.
            m = UpdateMask<float>(count);
            LoadAlign<T, LoadDist::DIST_UNPACK_B16>(vdy, dy + i * kFusedVfElems);
            LoadAlign<T, LoadDist::DIST_UNPACK_B16>(vx, x + i * kFusedVfElems);
            Cast<float, T, kFusedWiden>(fdy, vdy, m);
            Cast<float, T, kFusedWiden>(fx, vx, m);
            AsinGradFusedLanes<kRefine, kDivideDy>(r, fdy, fx, one, minusOne, zeroR, inf, m);
            Cast<T, float, kFusedNarrow>(vdx, r, m);
            StoreAlign<T, StoreDist::DIST_PACK_B32>(dx + i * kFusedVfElems, vdx, m);
        }
    }
}

// kDxInL2: dx's L2 hint (Init); the operator's is AsinGradLayout::kDxInL2.
template <typename T, bool kDxInL2 = AsinGradLayout::kDxInL2>
class KernelAsinGradFused : public AsinGradPipeline<T, AsinGradLayout::kBufferNum, KernelAsinGradFused<T, kDxInL2>> {
public:
    __aicore__ inline KernelAsinGradFused() {}
    __aicore__ inline void Init(GM_ADDR dy, GM_ADDR x, GM_ADDR dx, const AsinGradTilingData* tiling);

private:
    friend class AsinGradPipeline<T, AsinGradLayout::kBufferNum, KernelAsinGradFused<T, kDxInL2>>;

    __aicore__ inline void Compute(uint32_t count);
};

// ubFormer is a multiple of AsinGradLayout::VfElems(GetVecLen()): the VF's last load
// reads a whole iteration of the tile, lanes past its count included (never stored). No UB scratch.
template <typename T, bool kDxInL2>
__aicore__ inline void KernelAsinGradFused<T, kDxInL2>::Init(GM_ADDR dy, GM_ADDR x, GM_ADDR dx,
                                                             const AsinGradTilingData* tiling)
{
    static_assert(AsinGradLayout::kBlockBytes == GetDataBlockSizeInBytes(),
                  "the tiling's block size is the SDK's data block (GetDataBlockSizeInBytes.md)");
    if (!this->InitPipeline(dy, x, dx, tiling)) {
        return;
    }
    // dy and x are read once: they bypass L2, so they do not push out data other operators reuse, dx
    // among them (asc-devkit docs/zh/api/SIMD-API/基础API/数据结构/GlobalTensor/SetL2CacheHint.md;
    // docs/zh/guide/算子实践参考/SIMD算子性能优化/内存访问/设置合理的L2-CacheMode.md;
    // examples/01_simd_cpp_api/05_best_practices/00_vector_compute/add_high_performance/README.md,
    // Case 5, bypasses its streamed inputs and keeps its output in L2). dx is read next by the
    // operator that consumes the gradient: kDxInL2 (the operator's: AsinGradLayout::kDxInL2,
    // asin_grad_tiling_data.h) says whether it stays in L2 (CACHE_MODE_NORMAL, the default) for that read.
    this->dyGm_.SetL2CacheHint(CacheMode::CACHE_MODE_DISABLE);
    this->xGm_.SetL2CacheHint(CacheMode::CACHE_MODE_DISABLE);
    if constexpr (!kDxInL2) {
        this->dxGm_.SetL2CacheHint(CacheMode::CACHE_MODE_DISABLE);
    }
}

template <typename T, bool kDxInL2>
__aicore__ inline void KernelAsinGradFused<T, kDxInL2>::Compute(uint32_t count)
{
    LocalTensor<T> dyLocal = this->dyQueue_.template DeQue<T>();
    LocalTensor<T> xLocal = this->xQueue_.template DeQue<T>();
    LocalTensor<T> dxLocal = this->dxQueue_.template AllocTensor<T>();
    constexpr uint32_t kFusedVfElems = static_cast<uint32_t>(AsinGradLayout::VfElems(GetVecLen()));
    const uint16_t repeatTimes = static_cast<uint16_t>((count + kFusedVfElems - 1) / kFusedVfElems);
    asc_vf_call<AsinGradFusedVf<T>>(reinterpret_cast<__ubuf__ T*>(dxLocal.GetPhyAddr()),
                                    reinterpret_cast<__ubuf__ T*>(dyLocal.GetPhyAddr()),
                                    reinterpret_cast<__ubuf__ T*>(xLocal.GetPhyAddr()), count, repeatTimes);
    this->dxQueue_.EnQue(dxLocal);
    this->dyQueue_.FreeTensor(dyLocal);
    this->xQueue_.FreeTensor(xLocal);
}

} // namespace NsAsinGrad

#endif // ASIN_GRAD_FUSED_H
