// The C API Reg compute functions, SDK include/c_api/reg_compute/reg_vector.h (docs/zh/api/SIMD-API/
// C-API/reg/), by the docs' folders:
//   sync_control        asc_mem_bar, MEM_TYPE                                        reg_membar.h
//   reg_data_types      asc_create_mask_b8/b16/b32, asc_update_mask_b8/b16/b32        reg_mask.h
//   arithmetic_compute  asc_add ... asc_ln                                           reg_arith.h
//   compare_and_select  asc_eq ... asc_le(_scalar), asc_select                       reg_cmpsel.h
//   data_fill           asc_duplicate_scalar, asc_duplicate                          reg_fill.h
//   reduce_compute      asc_reduce_sum / max / min (_datablock), asc_pair_reduce_sum  reg_reduce.h
//   index_operate, data_rearrange, data_compress: asc_arange(_descend), asc_intlv, asc_deintlv,
//                       asc_pack_to_low / high, asc_unpack_lower / upper             reg_relayout.h
//   asc_squeeze(_with_status), asc_unsqueeze, asc_clear_ar_spr                       reg_squeeze.h
//   logic_compute       asc_and / or / xor / not, asc_shiftleft / right (_scalar)    reg_logic.h
//   compound_compute, carry: asc_madd, asc_axpy, asc_abs_sub, asc_exp_sub, asc_mull, asc_prelu,
//                       asc_leakyrelu, asc_addc, asc_subc                            reg_compound.h
//   histogram_compute   asc_frequency / cumulative_histogram_bin0 / bin1            reg_histogram.h
//   asc_intlv_b8/16/32, asc_deintlv_b8/16/32 (vector_bool), asc_get_mask_spr_b16/b32  reg_mask_relayout.h
//   the deprecated asc_muls, asc_muls_v2, asc_exp_sub_v2                            reg_deprecated.h
#pragma once

#include "ascendc_sim/c_api/reg_compute/reg_types.h"
#include "ascendc_sim/c_api/reg_compute/reg_mask.h"
#include "ascendc_sim/c_api/reg_compute/reg_arith.h"
#include "ascendc_sim/c_api/reg_compute/reg_cmpsel.h"
#include "ascendc_sim/c_api/reg_compute/reg_fill.h"
#include "ascendc_sim/c_api/reg_compute/reg_reduce.h"
#include "ascendc_sim/c_api/reg_compute/reg_relayout.h"
#include "ascendc_sim/c_api/reg_compute/reg_logic.h"
#include "ascendc_sim/c_api/reg_compute/reg_compound.h"
#include "ascendc_sim/c_api/reg_compute/reg_membar.h"
#include "ascendc_sim/c_api/reg_compute/reg_squeeze.h"
#include "ascendc_sim/c_api/reg_compute/reg_histogram.h"
#include "ascendc_sim/c_api/reg_compute/reg_mask_relayout.h"
#include "ascendc_sim/c_api/reg_compute/reg_deprecated.h"
