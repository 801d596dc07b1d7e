// What a SIMT source sees with no include (bisheng --enable-simt; the official SIMT kernels use threadIdx
// and launch <<<grid, block, dyn, stream>>> without including a header): dim3, the built-in variables,
// the qualifiers and the launch. Included by the prelude (lang/asc_prelude.h) and by simt_api/.
#pragma once

#include "ascendc_sim/lang/simt_builtins.h"
#include "ascendc_sim/lang/simt_gm_access.h"
#include "ascendc_sim/lang/dim3.h"
#include "ascendc_sim/lang/simt_keywords.h"
#include "ascendc_sim/lang/simt_launch.h"
#include "ascendc_sim/lang/simt_launch_bounds.h"
#include "ascendc_sim/lang/simt_stack.h"
#include "ascendc_sim/simt_api/device_math.h" // the math calls the SIMT rewrite gives their device function
