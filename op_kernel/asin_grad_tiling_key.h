/**
 * @file asin_grad_tiling_key.h
 * @brief AsinGrad tiling key: one kernel instantiation per data type
 *        (ASCENDC_TPL_*, see asc-devkit docs/zh/api/Utils-API/Tiling模板编程/).
 */
#ifndef ASIN_GRAD_TILING_KEY_H
#define ASIN_GRAD_TILING_KEY_H

#include "ascendc/host_api/tiling/template_argument.h"

// D_T: the data type of dy, x and dx (all equal), taken from input 0.
ASCENDC_TPL_ARGS_DECL(AsinGrad,
                      ASCENDC_TPL_DATATYPE_DECL(D_T, C_DT_FLOAT, C_DT_FLOAT16, C_DT_BF16, ASCENDC_TPL_INPUT(0)), );

ASCENDC_TPL_SEL(ASCENDC_TPL_ARGS_SEL(ASCENDC_TPL_DATATYPE_SEL(D_T, C_DT_FLOAT)),
                ASCENDC_TPL_ARGS_SEL(ASCENDC_TPL_DATATYPE_SEL(D_T, C_DT_FLOAT16)),
                ASCENDC_TPL_ARGS_SEL(ASCENDC_TPL_DATATYPE_SEL(D_T, C_DT_BF16)), );

#endif // ASIN_GRAD_TILING_KEY_H
