// The Ascend C kernel API as the sim provides it (the SDK's include/basic_api/kernel_operator.h
// umbrella): keywords, tensors, buffers and queues, data movement, synchronisation, vector
// computation and the data types half / bfloat16_t.
#pragma once

#include "ascendc_sim/kernel/macros.h"
#include "ascendc_sim/kernel/enums.h"
#include "ascendc_sim/kernel/std_type_traits.h"
#include "ascendc_sim/kernel/system.h"
#include "ascendc_sim/kernel/global_tensor.h"
#include "ascendc_sim/kernel/local_tensor.h"
#include "ascendc_sim/kernel/tpipe.h"
#include "ascendc_sim/kernel/local_mem_allocator.h"
#include "ascendc_sim/kernel/data_copy.h"
#include "ascendc_sim/kernel/sync.h"
#include "ascendc_sim/kernel/ctrl_spr.h"
#if __has_include("ascendc_sim/kernel/vector_api.h")
#include "ascendc_sim/kernel/vector_api.h"
#endif
#include "ascendc_sim/kernel/vector_mask_mode.h"
#include "ascendc_sim/kernel/vector_logic.h"
#include "ascendc_sim/kernel/vector_compound.h"
#include "ascendc_sim/kernel/vector_fill.h"
#include "ascendc_sim/kernel/vector_copy.h"
#include "ascendc_sim/kernel/vector_interleave.h"
#include "ascendc_sim/kernel/vector_gather.h"
#include "ascendc_sim/kernel/vector_reduce.h"
#include "ascendc_sim/kernel/vector_sort.h"
#include "ascendc_sim/kernel/vector_transpose.h"
#include "ascendc_sim/kernel/vector_cmpmask.h"
#if __has_include("ascendc_sim/kernel/reg_api.h")
#include "ascendc_sim/kernel/reg_api.h"
#endif
#include "kernel_tiling/kernel_tiling.h"
