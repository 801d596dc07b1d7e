// Variant "a2": an AsinGrad kernel in the style of the Atlas A2 one: one Memory-API pass per step
//   t = x * x;  t = t * -1;  t = t + 1;  t = sqrt(t);  dx = dy / t
// in the storage type (half in half, float in float; bfloat16 widened to float since 950 has no
// bf16 arithmetic), default (INTRINSIC) Sqrt and Div, no special-value handling. One kernel, the
// core's range in UB tiles, double-buffered x / dy / dx queues and one temporary.
#include "kernel_common.h"
#include "kernel_launch.h"
#include "variants.h"

using namespace AscendC;

namespace bench {
namespace {

template <typename T>
class A2AsinGrad {
    using C = NativeComputeT<T>;
    static constexpr bool kWiden = !std::is_same_v<C, T>;

public:
    __aicore__ inline void Init(GM_ADDR dy, GM_ADDR x, GM_ADDR dx, const EltwiseTiling& t)
    {
        int64_t start = 0;
        CoreRange(t, &start, &len_);
        if (len_ == 0) {
            return;
        }
        tile_ = t.tile;
        dyGm_.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(dy) + start, len_);
        xGm_.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(x) + start, len_);
        dxGm_.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(dx) + start, len_);
        const auto bytes = static_cast<uint32_t>(tile_ * sizeof(T));
        pipe_.InitBuffer(dyQ_, t.bufferNum, bytes);
        pipe_.InitBuffer(xQ_, t.bufferNum, bytes);
        pipe_.InitBuffer(dxQ_, t.bufferNum, bytes);
        const auto wide = static_cast<uint32_t>(tile_ * sizeof(C));
        pipe_.InitBuffer(tmp_, wide);
        if constexpr (kWiden) {
            pipe_.InitBuffer(dyWide_, wide);
            pipe_.InitBuffer(xWide_, wide);
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
        LocalTensor<T> x = xQ_.template AllocTensor<T>();
        LocalTensor<T> dy = dyQ_.template AllocTensor<T>();
        DataCopyPad(x, xGm_[off], CopyParams<T>(n), NoPad<T>());
        DataCopyPad(dy, dyGm_[off], CopyParams<T>(n), NoPad<T>());
        xQ_.EnQue(x);
        dyQ_.EnQue(dy);
    }
    // dst = dy / sqrt(1 - x * x), the five passes; dst may be dy.
    __aicore__ inline static void Steps(const LocalTensor<C>& dst, const LocalTensor<C>& dy, const LocalTensor<C>& x,
                                        const LocalTensor<C>& t, int32_t n)
    {
        Mul(t, x, x, n);
        Muls(t, t, static_cast<C>(-1.0f), n);
        Adds(t, t, static_cast<C>(1.0f), n);
        Sqrt(t, t, n);
        Div(dst, dy, t, n);
    }
    __aicore__ inline void Compute(int32_t n)
    {
        LocalTensor<T> x = xQ_.template DeQue<T>();
        LocalTensor<T> dy = dyQ_.template DeQue<T>();
        LocalTensor<T> dx = dxQ_.template AllocTensor<T>();
        LocalTensor<C> t = tmp_.template Get<C>();
        if constexpr (kWiden) {
            LocalTensor<C> xw = xWide_.template Get<C>();
            LocalTensor<C> dyw = dyWide_.template Get<C>();
            Cast(xw, x, RoundMode::CAST_NONE, n);
            Cast(dyw, dy, RoundMode::CAST_NONE, n);
            Steps(dyw, dyw, xw, t, n);
            Cast(dx, dyw, RoundMode::CAST_RINT, n);
        } else {
            Steps(dx, dy, x, t, n);
        }
        dxQ_.EnQue(dx);
        xQ_.FreeTensor(x);
        dyQ_.FreeTensor(dy);
    }
    __aicore__ inline void CopyOut(int64_t off, int64_t n)
    {
        LocalTensor<T> dx = dxQ_.template DeQue<T>();
        DataCopyPad(dxGm_[off], dx, CopyParams<T>(n));
        dxQ_.FreeTensor(dx);
    }

    TPipe pipe_;
    TQue<TPosition::VECIN, 2> dyQ_, xQ_;
    TQue<TPosition::VECOUT, 2> dxQ_;
    TBuf<TPosition::VECCALC> tmp_, dyWide_, xWide_;
    GlobalTensor<T> dyGm_, xGm_, dxGm_;
    int64_t len_ = 0, tile_ = 0;
};

template <typename T>
__global__ __aicore__ void a2_asin_grad(GM_ADDR dy, GM_ADDR x, GM_ADDR dx, GM_ADDR workspace, GM_ADDR tiling)
{
    (void)workspace;
    KERNEL_TASK_TYPE_DEFAULT(KERNEL_TYPE_AIV_ONLY);
    REGISTER_TILING_DEFAULT(EltwiseTiling);
    GET_TILING_DATA(t, tiling);
    A2AsinGrad<T> op;
    op.Init(dy, x, dx, t);
    op.Process();
}

template <typename T>
Profile RunA2(const Case& c, uint64_t key, const char* name)
{
    using C = NativeComputeT<T>;
    const bool widen = !std::is_same_v<C, T>;
    // dy, x, dx double-buffered in T, the temporary, and the float copies of dy and x.
    const auto ubPerElem = static_cast<int64_t>(3 * 2 * sizeof(T) + sizeof(C) + (widen ? 2 * sizeof(float) : 0));
    uint32_t blockDim = 0;
    const EltwiseTiling t = MakeTiling(c.n, 64, 256, ubPerElem, 2, &blockDim);
    Profile acc;
    Launch(BenchKernel{"BenchAsinGradA2", key, name, &a2_asin_grad<T>}, blockDim, c.dy, c.x, c.dx, t, &acc);
    return acc;
}

}  // namespace

Profile RunA2Variant(const Case& c)
{
    switch (c.dtype) {
        case DType::kF32: return RunA2<float>(c, 0, "a2_asin_grad<float>");
        case DType::kF16: return RunA2<half>(c, 1, "a2_asin_grad<half>");
        case DType::kBF16: return RunA2<bfloat16_t>(c, 2, "a2_asin_grad<bfloat16_t>");
    }
    return Profile::Fail("unknown dtype");
}

}  // namespace bench
