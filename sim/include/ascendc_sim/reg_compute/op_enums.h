// The enumerations and the namespace alias the second set of Reg APIs takes (ReduceType, PairReduce,
// IndexOrder, HistogramsBinType, HistogramsType, GatherMaskMode, MaskDist, DataCopyMode, StoreMode,
// RoundControl, MicroAPI): declared in types/reg_op_enums.h, which the engines and the C API share.
#pragma once

#include "ascendc_sim/types/reg_op_enums.h"
