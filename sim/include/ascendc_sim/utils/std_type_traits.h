// AscendC::Std (docs/zh/api/Utils-API/CPP标准库/; SDK utils/std/): the kernel-side subset of the C++
// standard library Ascend C provides, supported on Ascend 950PR/950DT, one header per SDK header:
// std/type_traits.h, std/utility.h, std/tuple.h, std/algorithm.h, std/cmath.h.
#pragma once

#include "ascendc_sim/utils/std/algorithm.h"
#include "ascendc_sim/utils/std/cmath.h"
#include "ascendc_sim/utils/std/tuple.h"
#include "ascendc_sim/utils/std/type_traits.h"
#include "ascendc_sim/utils/std/utility.h"
