/**
 * @file asin_grad_tiling_key.h
 * @brief AsinGrad tiling key: one kernel instantiation per data type and implementation
 *        (ASCENDC_TPL_*, see asc-devkit docs/zh/api/Utils-API/Tiling模板编程/).
 */
#ifndef ASIN_GRAD_TILING_KEY_H
#define ASIN_GRAD_TILING_KEY_H

#include "ascendc/host_api/tiling/template_argument.h"

// IMPL: which kernel computes the tile.
//   ASIN_GRAD_IMPL_FUSED      one Reg-API Vector Function per tile (asin_grad_fused.h), the default
//   ASIN_GRAD_IMPL_REFERENCE  the Memory-API kernel with 0-ulp Sqrt/Div (asin_grad.h), kept as the
//                             reference the tests compare the fused kernel against
#define ASIN_GRAD_IMPL_FUSED 0
#define ASIN_GRAD_IMPL_REFERENCE 1

// D_T: the data type of dy, x and dx (all equal), taken from input 0.
ASCENDC_TPL_ARGS_DECL(AsinGrad,
    ASCENDC_TPL_DATATYPE_DECL(D_T, C_DT_FLOAT, C_DT_FLOAT16, C_DT_BF16, ASCENDC_TPL_INPUT(0)),
    ASCENDC_TPL_UINT_DECL(IMPL, 1, ASCENDC_TPL_UI_LIST, ASIN_GRAD_IMPL_FUSED, ASIN_GRAD_IMPL_REFERENCE), );

ASCENDC_TPL_SEL(
    ASCENDC_TPL_ARGS_SEL(ASCENDC_TPL_DATATYPE_SEL(D_T, C_DT_FLOAT),
        ASCENDC_TPL_UINT_SEL(IMPL, ASCENDC_TPL_UI_LIST, ASIN_GRAD_IMPL_FUSED, ASIN_GRAD_IMPL_REFERENCE)),
    ASCENDC_TPL_ARGS_SEL(ASCENDC_TPL_DATATYPE_SEL(D_T, C_DT_FLOAT16),
        ASCENDC_TPL_UINT_SEL(IMPL, ASCENDC_TPL_UI_LIST, ASIN_GRAD_IMPL_FUSED, ASIN_GRAD_IMPL_REFERENCE)),
    ASCENDC_TPL_ARGS_SEL(ASCENDC_TPL_DATATYPE_SEL(D_T, C_DT_BF16),
        ASCENDC_TPL_UINT_SEL(IMPL, ASCENDC_TPL_UI_LIST, ASIN_GRAD_IMPL_FUSED, ASIN_GRAD_IMPL_REFERENCE)), );

#endif  // ASIN_GRAD_TILING_KEY_H
