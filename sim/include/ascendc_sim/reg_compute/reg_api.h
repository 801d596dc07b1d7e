// The Reg vector API of Ascend 950PR/950DT (NPU arch 3510): register-level Vector Functions
// (docs/zh/api/SIMD-API/基础API/Reg矢量计算/概述.md), the subset a fused elementwise kernel needs.
// A __simd_vf__ function launched with asc_vf_call loads UB into RegTensor registers, computes under
// MaskReg predicates and stores back, all as one V-pipe task on the calling core.
//
//   keywords, GetVecLen                      reg_compute/keywords.h
//   enums, CastTrait, *SpecificMode, RegTrait reg_compute/types.h
//   RegTensor, MaskReg                       reg_compute/registers.h
//   asc_vf_call                              vf/vf_scope.h
//   LocalMemBar                              reg_compute/membar.h
//   CreateMask, UpdateMask                   reg_compute/mask.h
//   LoadAlign, StoreAlign                    reg_compute/load_store.h
//   Add Sub Mul Max Min Div, Adds Muls Maxs Mins, Abs Neg Sqrt Exp Ln   reg_compute/arith.h
//   Log Log2 Log10                           reg_compute/logarithm.h
//   AddC SubC                                reg_compute/carry.h
//   Prelu Mull AbsSub ExpSub                 reg_compute/more_arith.h
//   Compare, Compares, Select                reg_compute/cmpsel.h
//   And Or Xor Not ShiftLeft(s) ShiftRight(s) reg_compute/logic.h
//   Move, MoveMask                           reg_compute/move.h
//   Duplicate                                reg_compute/duplicate.h
//   Cast                                     reg_compute/cast.h
// Element semantics come from the numerics layer (ascendc_sim/numerics/), the same functions the
// Memory vector API uses.
#pragma once

#include "ascendc_sim/lang/vf_keywords.h"
#include "ascendc_sim/types/reg_enums.h"
#include "ascendc_sim/types/reg_tensor.h"
#include "ascendc_sim/vf/vf_scope.h"
#include "ascendc_sim/reg_compute/membar.h"
#include "ascendc_sim/reg_compute/mask.h"
#include "ascendc_sim/reg_compute/load_store.h"
#include "ascendc_sim/reg_compute/arith.h"
#include "ascendc_sim/reg_compute/fused.h"
#include "ascendc_sim/reg_compute/logarithm.h"
#include "ascendc_sim/reg_compute/carry.h"
#include "ascendc_sim/reg_compute/more_arith.h"
#include "ascendc_sim/reg_compute/cmpsel.h"
#include "ascendc_sim/reg_compute/logic.h"
#include "ascendc_sim/reg_compute/move.h"
#include "ascendc_sim/reg_compute/duplicate.h"
#include "ascendc_sim/reg_compute/cast.h"
#include "ascendc_sim/reg_compute/op_enums.h"
#include "ascendc_sim/reg_compute/addr_reg.h"
#include "ascendc_sim/reg_compute/load_store_dual_block.h"
#include "ascendc_sim/reg_compute/unaligned.h"
#include "ascendc_sim/reg_compute/mask_move.h"
#include "ascendc_sim/reg_compute/gather_scatter.h"
#include "ascendc_sim/reg_compute/reduce.h"
#include "ascendc_sim/reg_compute/arange.h"
#include "ascendc_sim/reg_compute/histograms.h"
#include "ascendc_sim/reg_compute/relayout.h"
#include "ascendc_sim/reg_compute/truncate.h"
#include "ascendc_sim/reg_compute/muls_cast.h"
#include "ascendc_sim/reg_compute/squeeze.h"
