/**
 * @file asin_grad.cpp
 * @brief AsinGrad kernel entry: one instantiation per data type and implementation
 *        (asin_grad_tiling_key.h).
 */
#include "asin_grad.h"
#include "asin_grad_fused.h"

template <typename D_T, int IMPL>
__global__ __aicore__ void asin_grad(GM_ADDR dy, GM_ADDR x, GM_ADDR dx, GM_ADDR workspace, GM_ADDR tiling)
{
    (void)workspace;
    KERNEL_TASK_TYPE_DEFAULT(KERNEL_TYPE_AIV_ONLY);
    REGISTER_TILING_DEFAULT(AsinGradTilingData);
    GET_TILING_DATA_WITH_STRUCT(AsinGradTilingData, tilingData, tiling);
    if constexpr (IMPL == ASIN_GRAD_IMPL_REFERENCE) {
        NsAsinGrad::KernelAsinGrad<D_T> op;
        op.Init(dy, x, dx, &tilingData);
        op.Process();
    } else {
        NsAsinGrad::KernelAsinGradFused<D_T> op;
        op.Init(dy, x, dx, &tilingData);
        op.Process();
    }
}
