// Variant "a2": an AsinGrad kernel in the style of the Atlas A2 one: one Memory-API pass per step
//   t = x * x;  t = t * -1;  t = t + 1;  t = sqrt(t);  dx = dy / t
// in the storage type (half in half, float in float; bfloat16 widened to float since 950 has no
// bf16 arithmetic), default (INTRINSIC) Sqrt and Div, no special-value handling. One kernel, the
// core's range in UB tiles, double-buffered x / dy / dx queues and one temporary.
#include "kernel_common.h"
#include "kernel_launch.h"
#include "kernel_tile_pipeline.h"
#include "variants.h"

using namespace AscendC;

namespace bench {
namespace {

template <typename T>
class A2AsinGrad : public TilePipeline<T, A2AsinGrad<T>> {
    using C = NativeComputeT<T>;
    static constexpr bool kWiden = !std::is_same_v<C, T>;

public:
    __aicore__ inline void Init(GM_ADDR dy, GM_ADDR x, GM_ADDR dx, const EltwiseTiling& t)
    {
        if (!this->InitPipeline(dy, x, dx, t)) {
            return;
        }
        const auto wide = static_cast<uint32_t>(this->tile_ * sizeof(C));
        this->pipe_.InitBuffer(tmp_, wide);
        if constexpr (kWiden) {
            this->pipe_.InitBuffer(dyWide_, wide);
            this->pipe_.InitBuffer(xWide_, wide);
        }
    }

private:
    friend class TilePipeline<T, A2AsinGrad<T>>;

    __aicore__ inline void Compute(int32_t n)
    {
        LocalTensor<T> x = this->xQ_.template DeQue<T>();
        LocalTensor<T> dy = this->dyQ_.template DeQue<T>();
        LocalTensor<T> dx = this->dxQ_.template AllocTensor<T>();
        LocalTensor<C> t = tmp_.template Get<C>();
        if constexpr (kWiden) {
            LocalTensor<C> xw = xWide_.template Get<C>();
            LocalTensor<C> dyw = dyWide_.template Get<C>();
            Cast(xw, x, RoundMode::CAST_NONE, n);
            Cast(dyw, dy, RoundMode::CAST_NONE, n);
            this->FiveSteps(dyw, dyw, xw, t, n);
            Cast(dx, dyw, RoundMode::CAST_RINT, n);
        } else {
            this->FiveSteps(dx, dy, x, t, n);
        }
        this->dxQ_.EnQue(dx);
        this->xQ_.FreeTensor(x);
        this->dyQ_.FreeTensor(dy);
    }

    TBuf<TPosition::VECCALC> tmp_, dyWide_, xWide_;
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

} // namespace

Profile RunA2Variant(const Case& c)
{
    switch (c.dtype) {
        case DType::kF32:
            return RunA2<float>(c, 0, "a2_asin_grad<float>");
        case DType::kF16:
            return RunA2<half>(c, 1, "a2_asin_grad<half>");
        case DType::kBF16:
            return RunA2<bfloat16_t>(c, 2, "a2_asin_grad<bfloat16_t>");
    }
    return Profile::Fail("unknown dtype");
}

} // namespace bench
