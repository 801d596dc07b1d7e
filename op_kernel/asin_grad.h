/**
 * @file asin_grad.h
 * @brief AsinGrad kernel class, KernelAsinGrad<T> (Ascend 950PR / 950DT): dx = dy / sqrt(1 - x^2),
 *        one fused Reg-API Vector Function per UB tile in a CopyIn (MTE2) -> Compute (V) ->
 *        CopyOut (MTE3) pipeline.
 *
 * The tile pipeline (AsinGradPipeline, CRTP): this core's slice of dy, x and dx, TQue queues of
 * BUFFER_NUM tiles, DataCopyPad in and out, and the CTRL INF/NaN mode around the loop for
 * fp16/bf16. The kernel supplies Compute(count). The test-only Memory-API reference kernel
 * (tests/reference_kernel/) derives from the same pipeline, so the two differ in Compute alone.
 *
 * Compute: the VF loads dy and x once per loop iteration, computes in fp32 registers and stores dx
 * once. An iteration covers one fp32 register, VL / sizeof(float) elements (GetVecLen.md), for
 * every data type: fp16/bf16 take the documented widening idiom, LoadAlign with
 * LoadDist::DIST_UNPACK_B16 (element k into the low half of b32 slot k), Cast with RegLayout::ZERO
 * (exact), the fp32 steps, Cast back with RegLayout::ZERO and CAST_RINT, and StoreAlign with
 * StoreDist::DIST_PACK_B32 — asc-devkit docs/zh/api/SIMD-API/基础API/Reg矢量计算/Reg数据搬入/
 * 连续对齐搬入（LoadAlign）.md 表3, Reg数据搬出/连续对齐搬出（StoreAlign）.md 表3, 类型转换/Cast.md,
 * 辅助数据类型/RegLayout.md; the idiom of ops-math's 950 kernels (e.g. math/dawsn/op_kernel/arch35/).
 * UpdateMask<float> in every iteration makes the tail's partial mask (寄存器数据类型/MaskReg.md, 方式2).
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
 * AsinGradPipeline::Process selects. The VF needs no UB scratch. dy and x bypass L2; dx keeps the
 * hint AsinGradLayout::kDxInL2 gives it (Init).
 */
#ifndef ASIN_GRAD_H
#define ASIN_GRAD_H

#include "kernel_operator.h"
#include "asin_grad_tiling_data.h"

namespace NsAsinGrad {

using namespace AscendC;

// The tile pipeline: Process() runs CopyIn -> Kernel::Compute(count) -> CopyOut over this core's
// slice, tile by tile. Kernel derives from AsinGradPipeline<T, BUFFER_NUM, Kernel> and its
// Compute(count) DeQues dy and x, AllocTensors dx, computes, EnQues dx and frees dy and x.
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

// fp16/bf16 <-> fp32 in the b32 slots a DIST_UNPACK_B16 load fills and a DIST_PACK_B32 store
// drains: RegLayout::ZERO, the low b16 half of each b32 slot (Cast.md, RegLayout.md). Widening is
// exact; narrowing rounds to nearest even (CAST_RINT) without saturation (NO_SAT: inf and NaN are
// kept, with the CTRL INF/NaN mode AsinGradPipeline::Process selects).
constexpr Reg::CastTrait kWiden = {Reg::RegLayout::ZERO, Reg::SatMode::UNKNOWN, Reg::MaskMergeMode::ZEROING,
                                   RoundMode::UNKNOWN};
constexpr Reg::CastTrait kNarrow = {Reg::RegLayout::ZERO, Reg::SatMode::NO_SAT, Reg::MaskMergeMode::ZEROING,
                                    RoundMode::CAST_RINT};

// r = dy / sqrt(1 - x^2) on the lanes of m of one fp32 register (steps: file comment).
template <bool kRefine, bool kDivideDy>
__simd_callee__ inline void AsinGradLanes(Reg::RegTensor<float>& r, Reg::RegTensor<float>& vdy,
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
__simd_vf__ inline void AsinGradVf(__ubuf__ T* dx, __ubuf__ T* dy, __ubuf__ T* x, uint32_t count, uint16_t repeatTimes)
{
    using namespace AscendC::Reg;
    // Elements of one loop iteration: one fp32 register (GetVecLen.md: VL, 256 bytes on 950).
    constexpr uint32_t kVfElems = static_cast<uint32_t>(AsinGradLayout::VfElems(GetVecLen()));
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
            LoadAlign(vdy, dy + i * kVfElems);
            LoadAlign(vx, x + i * kVfElems);
            AsinGradLanes<kRefine, kDivideDy>(r, vdy, vx, one, minusOne, zeroR, inf, m);
            StoreAlign(dx + i * kVfElems, r, m);
        }
    } else {
        RegTensor<T> vdy, vx, vdx;
        RegTensor<float> fdy, fx, r;
        for (uint16_t i = 0; i < repeatTimes; ++i) {
            // One mask for the whole chain: the widest type's (float), as the Cast needs it.
            m = UpdateMask<float>(count);
            LoadAlign<T, LoadDist::DIST_UNPACK_B16>(vdy, dy + i * kVfElems);
            LoadAlign<T, LoadDist::DIST_UNPACK_B16>(vx, x + i * kVfElems);
            Cast<float, T, kWiden>(fdy, vdy, m);
            Cast<float, T, kWiden>(fx, vx, m);
            AsinGradLanes<kRefine, kDivideDy>(r, fdy, fx, one, minusOne, zeroR, inf, m);
            Cast<T, float, kNarrow>(vdx, r, m);
            StoreAlign<T, StoreDist::DIST_PACK_B32>(dx + i * kVfElems, vdx, m);
        }
    }
}

// kDxInL2: dx's L2 hint (Init); the operator's is AsinGradLayout::kDxInL2 (the other value exists
// to measure the hint it did not choose).
template <typename T, bool kDxInL2 = AsinGradLayout::kDxInL2>
class KernelAsinGrad : public AsinGradPipeline<T, AsinGradLayout::kBufferNum, KernelAsinGrad<T, kDxInL2>> {
public:
    __aicore__ inline KernelAsinGrad() {}
    __aicore__ inline void Init(GM_ADDR dy, GM_ADDR x, GM_ADDR dx, const AsinGradTilingData* tiling);

private:
    friend class AsinGradPipeline<T, AsinGradLayout::kBufferNum, KernelAsinGrad<T, kDxInL2>>;

    __aicore__ inline void Compute(uint32_t count);
};

// ubFormer is a multiple of AsinGradLayout::VfElems(GetVecLen()): the VF's last load
// reads a whole iteration of the tile, lanes past its count included (never stored). No UB scratch.
template <typename T, bool kDxInL2>
__aicore__ inline void KernelAsinGrad<T, kDxInL2>::Init(GM_ADDR dy, GM_ADDR x, GM_ADDR dx,
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
__aicore__ inline void KernelAsinGrad<T, kDxInL2>::Compute(uint32_t count)
{
    LocalTensor<T> dyLocal = this->dyQueue_.template DeQue<T>();
    LocalTensor<T> xLocal = this->xQueue_.template DeQue<T>();
    LocalTensor<T> dxLocal = this->dxQueue_.template AllocTensor<T>();
    constexpr uint32_t kVfElems = static_cast<uint32_t>(AsinGradLayout::VfElems(GetVecLen()));
    const uint16_t repeatTimes = static_cast<uint16_t>((count + kVfElems - 1) / kVfElems);
    asc_vf_call<AsinGradVf<T>>(reinterpret_cast<__ubuf__ T*>(dxLocal.GetPhyAddr()),
                               reinterpret_cast<__ubuf__ T*>(dyLocal.GetPhyAddr()),
                               reinterpret_cast<__ubuf__ T*>(xLocal.GetPhyAddr()), count, repeatTimes);
    this->dxQueue_.EnQue(dxLocal);
    this->dyQueue_.FreeTensor(dyLocal);
    this->xQueue_.FreeTensor(xLocal);
}

} // namespace NsAsinGrad

#endif // ASIN_GRAD_H
