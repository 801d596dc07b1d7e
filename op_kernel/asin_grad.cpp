/**
 * @file asin_grad.cpp
 * @brief AsinGrad kernel entry: one instantiation per data type (asin_grad_tiling_key.h), each the
 *        kernel class KernelAsinGrad (asin_grad.h).
 */
#include "kernel_operator.h"
#include "kernel_tiling/kernel_tiling.h"
#include "asin_grad_tiling_data.h"
#include "asin_grad_tiling_key.h"
#include "asin_grad.h"

template <typename D_T>
__global__ __aicore__ void asin_grad(GM_ADDR dy, GM_ADDR x, GM_ADDR dx, GM_ADDR workspace, GM_ADDR tiling)
{
    (void)workspace;
    KERNEL_TASK_TYPE_DEFAULT(KERNEL_TYPE_AIV_ONLY);
    REGISTER_TILING_DEFAULT(AsinGradTilingData);
    GET_TILING_DATA_WITH_STRUCT(AsinGradTilingData, tilingData, tiling);
    NsAsinGrad::KernelAsinGrad<D_T> op;
    op.Init(dy, x, dx, &tilingData);
    op.Process();
}
