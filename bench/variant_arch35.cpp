// Variant "arch35": an AsinGrad kernel in the style of ops-math's built-in one for 950
// (math/asin_grad, op_kernel/arch35): dx = dy / sqrt(1 - x * x) in five Memory-API steps
//   t = x * x;  t = t * -1;  t = t + 1;  t = sqrt(t);  dx = dy / t
// always in float (half / bfloat16 Cast to float first, the result Cast back with rounding),
// default (INTRINSIC) Sqrt and Div, no special-value handling. Its tiling as ops-math sizes it:
// per-core range a multiple of 32 elements; double buffering only above 1024 elements; the UB
// tile from 4 float queues per buffer (float) or 3 T queues per buffer + 4 float buffers (half,
// bf16), aligned to 32 elements.
#include "kernel_common.h"
#include "kernel_launch.h"
#include "kernel_tile_pipeline.h"
#include "variants.h"

using namespace AscendC;

namespace bench {
namespace {

template <typename T>
class Arch35AsinGrad : public TilePipeline<T, Arch35AsinGrad<T>> {
    static constexpr bool kCast = !std::is_same_v<T, float>;

public:
    __aicore__ inline void Init(GM_ADDR dy, GM_ADDR x, GM_ADDR dx, const EltwiseTiling& t)
    {
        if (!this->InitPipeline(dy, x, dx, t)) {
            return;
        }
        const auto floats = static_cast<uint32_t>(this->tile_ * sizeof(float));
        this->pipe_.InitBuffer(tmp_, floats);
        if constexpr (kCast) {
            this->pipe_.InitBuffer(xF_, floats);
            this->pipe_.InitBuffer(dyF_, floats);
            this->pipe_.InitBuffer(dxF_, floats);
        }
    }

private:
    friend class TilePipeline<T, Arch35AsinGrad<T>>;

    __aicore__ inline void Compute(int32_t n)
    {
        LocalTensor<T> x = this->xQ_.template DeQue<T>();
        LocalTensor<T> dy = this->dyQ_.template DeQue<T>();
        LocalTensor<float> t = tmp_.template Get<float>();
        if constexpr (kCast) {
            LocalTensor<float> xf = xF_.template Get<float>();
            LocalTensor<float> dyf = dyF_.template Get<float>();
            LocalTensor<float> dxf = dxF_.template Get<float>();
            Cast(xf, x, RoundMode::CAST_NONE, n);
            Cast(dyf, dy, RoundMode::CAST_NONE, n);
            this->xQ_.FreeTensor(x); // the inputs are free as soon as they are widened
            this->dyQ_.FreeTensor(dy);
            this->FiveSteps(dxf, dyf, xf, t, n);
            LocalTensor<T> dx = this->dxQ_.template AllocTensor<T>();
            Cast(dx, dxf, RoundMode::CAST_RINT, n);
            this->dxQ_.EnQue(dx);
        } else {
            LocalTensor<T> dx = this->dxQ_.template AllocTensor<T>();
            this->FiveSteps(dx, dy, x, t, n);
            this->dxQ_.EnQue(dx);
            this->xQ_.FreeTensor(x);
            this->dyQ_.FreeTensor(dy);
        }
    }

    TBuf<TPosition::VECCALC> tmp_, xF_, dyF_, dxF_;
};

template <typename T>
__global__ __aicore__ void arch35_asin_grad(GM_ADDR dy, GM_ADDR x, GM_ADDR dx, GM_ADDR workspace, GM_ADDR tiling)
{
    (void)workspace;
    KERNEL_TASK_TYPE_DEFAULT(KERNEL_TYPE_AIV_ONLY);
    REGISTER_TILING_DEFAULT(EltwiseTiling);
    GET_TILING_DATA(t, tiling);
    Arch35AsinGrad<T> op;
    op.Init(dy, x, dx, t);
    op.Process();
}

template <typename T>
Profile RunArch35(const Case& c, uint64_t key, const char* name)
{
    const int64_t bufferNum = c.n > 1024 ? 2 : 1;
    // ops-math's UB budget per tile element (the temporary counted as a fourth queue for float).
    const int64_t ubPerElem = std::is_same_v<T, float> ? 4 * 4 * bufferNum : 3 * 2 * bufferNum + 4 * 4;
    uint32_t blockDim = 0;
    const EltwiseTiling t = MakeTiling(c.n, 32, 32, ubPerElem, bufferNum, &blockDim);
    Profile acc;
    Launch(BenchKernel{"BenchAsinGradArch35", key, name, &arch35_asin_grad<T>}, blockDim, c.dy, c.x, c.dx, t, &acc);
    return acc;
}

} // namespace

Profile RunArch35Variant(const Case& c)
{
    switch (c.dtype) {
        case DType::kF32:
            return RunArch35<float>(c, 0, "arch35_asin_grad<float>");
        case DType::kF16:
            return RunArch35<half>(c, 1, "arch35_asin_grad<half>");
        case DType::kBF16:
            return RunArch35<bfloat16_t>(c, 2, "arch35_asin_grad<bfloat16_t>");
    }
    return Profile::Fail("unknown dtype");
}

} // namespace bench
