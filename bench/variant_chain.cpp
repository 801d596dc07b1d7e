// Variant "chain": the AsinGrad a framework computes without the op, as five separate elementwise
// kernels, each a full GM round trip:
//   t = x * x;  t = -t;  t = t + 1;  t = rsqrt(t);  dx = dy * t
// (the in-place steps on one temporary, as a framework's mul / neg_ / add_ / rsqrt_ / mul would).
// Each kernel: the core's range in UB tiles, CopyIn (MTE2) -> one Memory-API op (V) -> CopyOut
// (MTE3), double-buffered TQues. half computes in half, bfloat16 widened to float and rounded back
// to bfloat16 after every kernel, as its own stored tensor would be.
#include <string>

#include "kernel_common.h"
#include "kernel_launch.h"
#include "variants.h"

using namespace AscendC;

namespace bench {
namespace {

enum Step : int { kSquare, kNegate, kAddOne, kRsqrt, kMul };

template <typename T, int kStep>
class ChainStep {
    using C = NativeComputeT<T>;
    static constexpr bool kWiden = !std::is_same_v<C, T>;
    static constexpr bool kBinary = kStep == kMul;

public:
    __aicore__ inline void Init(GM_ADDR in0, GM_ADDR in1, GM_ADDR out, const EltwiseTiling& t)
    {
        int64_t start = 0;
        CoreRange(t, &start, &len_);
        if (len_ == 0) {
            return;
        }
        tile_ = t.tile;
        in0Gm_.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(in0) + start, len_);
        outGm_.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(out) + start, len_);
        const auto bytes = static_cast<uint32_t>(tile_ * sizeof(T));
        pipe_.InitBuffer(in0Q_, t.bufferNum, bytes);
        pipe_.InitBuffer(outQ_, t.bufferNum, bytes);
        if constexpr (kBinary) {
            in1Gm_.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(in1) + start, len_);
            pipe_.InitBuffer(in1Q_, t.bufferNum, bytes);
        }
        if constexpr (kWiden) {
            const auto wide = static_cast<uint32_t>(tile_ * sizeof(C));
            pipe_.InitBuffer(wide0_, wide);
            pipe_.InitBuffer(wideOut_, wide);
            if constexpr (kBinary) {
                pipe_.InitBuffer(wide1_, wide);
            }
        }
    }
    __aicore__ inline void Process()
    {
        for (int64_t done = 0; done < len_; done += tile_) {
            const int64_t n = std::min(tile_, len_ - done);
            CopyIn(done, n);
            Compute(static_cast<int32_t>(n));
            CopyOut(done, n);
        }
    }

private:
    __aicore__ inline void CopyIn(int64_t off, int64_t n)
    {
        LocalTensor<T> a = in0Q_.template AllocTensor<T>();
        DataCopyPad(a, in0Gm_[off], CopyParams<T>(n), NoPad<T>());
        in0Q_.EnQue(a);
        if constexpr (kBinary) {
            LocalTensor<T> b = in1Q_.template AllocTensor<T>();
            DataCopyPad(b, in1Gm_[off], CopyParams<T>(n), NoPad<T>());
            in1Q_.EnQue(b);
        }
    }
    // The step's one operation on C tensors.
    __aicore__ inline static void Op(const LocalTensor<C>& dst, const LocalTensor<C>& a, const LocalTensor<C>& b,
                                     int32_t n)
    {
        if constexpr (kStep == kSquare) {
            Mul(dst, a, a, n);
        } else if constexpr (kStep == kNegate) {
            Muls(dst, a, static_cast<C>(-1.0f), n);
        } else if constexpr (kStep == kAddOne) {
            Adds(dst, a, static_cast<C>(1.0f), n);
        } else if constexpr (kStep == kRsqrt) {
            Rsqrt(dst, a, n);
        } else {
            Mul(dst, a, b, n);
        }
    }
    __aicore__ inline void Compute(int32_t n)
    {
        LocalTensor<T> a = in0Q_.template DeQue<T>();
        LocalTensor<T> b = a;
        if constexpr (kBinary) {
            b = in1Q_.template DeQue<T>();
        }
        LocalTensor<T> o = outQ_.template AllocTensor<T>();
        if constexpr (kWiden) {
            LocalTensor<C> wa = wide0_.template Get<C>();
            LocalTensor<C> wb = wa;
            LocalTensor<C> wo = wideOut_.template Get<C>();
            Cast(wa, a, RoundMode::CAST_NONE, n); // widening is exact
            if constexpr (kBinary) {
                wb = wide1_.template Get<C>();
                Cast(wb, b, RoundMode::CAST_NONE, n);
            }
            Op(wo, wa, wb, n);
            Cast(o, wo, RoundMode::CAST_RINT, n);
        } else {
            Op(o, a, b, n);
        }
        outQ_.EnQue(o);
        in0Q_.FreeTensor(a);
        if constexpr (kBinary) {
            in1Q_.FreeTensor(b);
        }
    }
    __aicore__ inline void CopyOut(int64_t off, int64_t n)
    {
        LocalTensor<T> o = outQ_.template DeQue<T>();
        DataCopyPad(outGm_[off], o, CopyParams<T>(n));
        outQ_.FreeTensor(o);
    }

    TPipe pipe_;
    TQue<TPosition::VECIN, 2> in0Q_, in1Q_;
    TQue<TPosition::VECOUT, 2> outQ_;
    TBuf<TPosition::VECCALC> wide0_, wide1_, wideOut_;
    GlobalTensor<T> in0Gm_, in1Gm_, outGm_;
    int64_t len_ = 0, tile_ = 0;
};

template <typename T, int kStep>
__global__ __aicore__ void chain_step(GM_ADDR in0, GM_ADDR in1, GM_ADDR out, GM_ADDR workspace, GM_ADDR tiling)
{
    (void)workspace;
    KERNEL_TASK_TYPE_DEFAULT(KERNEL_TYPE_AIV_ONLY);
    REGISTER_TILING_DEFAULT(EltwiseTiling);
    GET_TILING_DATA(t, tiling);
    ChainStep<T, kStep> op;
    op.Init(in0, in1, out, t);
    op.Process();
}

template <typename T>
Profile RunChain(const Case& c, uint64_t dtypeKey, const char* typeName)
{
    const bool widen = !std::is_same_v<NativeComputeT<T>, T>;
    // UB per tile element: in0 (+ in1) and out, each bufferNum deep, plus the float copies.
    auto ubPerElem = [&](bool binary) {
        const int64_t ios = binary ? 3 : 2;
        return static_cast<int64_t>(ios * 2 * sizeof(T) + (widen ? (ios * sizeof(float)) : 0));
    };
    struct StepRun {
        int step;
        const char* name;
        KernelEntry fn;
        void* in0;
        void* in1;
        void* out;
    };
    const StepRun steps[] = {
        {kSquare, "chain_square", &chain_step<T, kSquare>, c.x, nullptr, c.scratch},
        {kNegate, "chain_neg", &chain_step<T, kNegate>, c.scratch, nullptr, c.scratch},
        {kAddOne, "chain_adds", &chain_step<T, kAddOne>, c.scratch, nullptr, c.scratch},
        {kRsqrt, "chain_rsqrt", &chain_step<T, kRsqrt>, c.scratch, nullptr, c.scratch},
        {kMul, "chain_mul", &chain_step<T, kMul>, c.dy, c.scratch, c.dx},
    };
    Profile acc;
    for (const StepRun& s : steps) {
        uint32_t blockDim = 0;
        const int64_t coreAlign = 64; // 128 or 256 bytes: whole 32-byte blocks per core
        const EltwiseTiling t = MakeTiling(c.n, coreAlign, 256, ubPerElem(s.step == kMul), 2, &blockDim);
        const BenchKernel k{"BenchAsinGradChain", static_cast<uint64_t>(s.step) * 8 + dtypeKey,
                            std::string(s.name) + "<" + typeName + ">", s.fn};
        if (!Launch(k, blockDim, s.in0, s.in1, s.out, t, &acc)) {
            return acc;
        }
    }
    return acc;
}

// The next operator of a backward pass reading dx: out = -dx into the scratch tensor, one chain_neg
// kernel with the default CacheMode (NORMAL) on both tensors, as most kernels leave it.
template <typename T>
bool RunConsumer(const Case& c, uint64_t dtypeKey, const char* typeName, Profile* acc)
{
    const bool widen = !std::is_same_v<NativeComputeT<T>, T>;
    const int64_t ubPerElem = static_cast<int64_t>(2 * 2 * sizeof(T) + (widen ? 2 * sizeof(float) : 0));
    uint32_t blockDim = 0;
    const EltwiseTiling t = MakeTiling(c.n, 64, 256, ubPerElem, 2, &blockDim);
    const BenchKernel k{"BenchAsinGradChain", static_cast<uint64_t>(kNegate) * 8 + dtypeKey,
                        std::string("chain_neg<") + typeName + ">", &chain_step<T, kNegate>};
    return Launch(k, blockDim, c.dx, nullptr, c.scratch, t, acc);
}

} // namespace

bool RunDxConsumer(const Case& c, Profile* acc)
{
    switch (c.dtype) {
        case DType::kF32:
            return RunConsumer<float>(c, 0, "float", acc);
        case DType::kF16:
            return RunConsumer<half>(c, 1, "half", acc);
        case DType::kBF16:
            return RunConsumer<bfloat16_t>(c, 2, "bfloat16_t", acc);
    }
    *acc = Profile::Fail("unknown dtype");
    return false;
}

Profile RunChainVariant(const Case& c)
{
    switch (c.dtype) {
        case DType::kF32:
            return RunChain<float>(c, 0, "float");
        case DType::kF16:
            return RunChain<half>(c, 1, "half");
        case DType::kBF16:
            return RunChain<bfloat16_t>(c, 2, "bfloat16_t");
    }
    return Profile::Fail("unknown dtype");
}

} // namespace bench
