// The Reg vector API of Ascend 950PR/950DT (NPU arch 3510): register-level Vector Functions
// (docs/zh/api/SIMD-API/基础API/Reg矢量计算/概述.md), the subset a fused elementwise kernel needs.
// A __simd_vf__ function launched with asc_vf_call loads UB into RegTensor registers, computes under
// MaskReg predicates and stores back, all as one V-pipe task on the calling core.
//
//   keywords, GetVecLen                      reg/keywords.h
//   enums, CastTrait, *SpecificMode, RegTrait reg/types.h
//   RegTensor, MaskReg                       reg/registers.h
//   asc_vf_call, LocalMemBar                 reg/vf_scope.h
//   CreateMask, UpdateMask                   reg/mask.h
//   LoadAlign, StoreAlign                    reg/load_store.h
//   Add Sub Mul Max Min Div, Adds Muls Maxs Mins, Abs Neg Sqrt Exp Ln   reg/arith.h
//   Compare, Compares, Select                reg/cmpsel.h
//   Or                                       reg/logic.h
//   Duplicate                                reg/duplicate.h
//   Cast                                     reg/cast.h
// Element semantics come from the numerics layer (ascendc_sim/numerics/), the same functions the
// Memory vector API uses.
#pragma once

#include "ascendc_sim/kernel/reg/keywords.h"
#include "ascendc_sim/kernel/reg/types.h"
#include "ascendc_sim/kernel/reg/registers.h"
#include "ascendc_sim/kernel/reg/vf_scope.h"
#include "ascendc_sim/kernel/reg/mask.h"
#include "ascendc_sim/kernel/reg/load_store.h"
#include "ascendc_sim/kernel/reg/arith.h"
#include "ascendc_sim/kernel/reg/fused.h"
#include "ascendc_sim/kernel/reg/cmpsel.h"
#include "ascendc_sim/kernel/reg/logic.h"
#include "ascendc_sim/kernel/reg/duplicate.h"
#include "ascendc_sim/kernel/reg/cast.h"
#include "ascendc_sim/kernel/reg/enums_ext.h"
#include "ascendc_sim/kernel/reg/addr_reg.h"
#include "ascendc_sim/kernel/reg/load_store_ext.h"
#include "ascendc_sim/kernel/reg/unaligned.h"
#include "ascendc_sim/kernel/reg/mask_move.h"
#include "ascendc_sim/kernel/reg/gather_scatter.h"
#include "ascendc_sim/kernel/reg/reduce.h"
#include "ascendc_sim/kernel/reg/arange.h"
#include "ascendc_sim/kernel/reg/histograms.h"
#include "ascendc_sim/kernel/reg/relayout.h"
#include "ascendc_sim/kernel/reg/truncate.h"
#include "ascendc_sim/kernel/reg/squeeze.h"
