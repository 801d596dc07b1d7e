// The C API's system variables, SDK include/c_api/sys_var/sys_var.h (docs/zh/api/SIMD-API/C-API/sys_var/:
// asc_get_block_idx.md, asc_get_block_num.md, asc_get_vf_len.md, asc_get_system_cycle.md,
// asc_get_ctrl.md, asc_set_ctrl.md). The built-in variables block_idx / block_num come with every .asc
// file (lang/asc_prelude.h).
//   asc_get_block_idx / asc_get_block_num: the running core's logical index and the launch's core count.
//   asc_get_vf_len: VL in bytes, 256 on 950 (as GetVecLen, lang/vf_keywords.h).
//   asc_get_system_cycle: the 1 GHz system counter, as GetSystemCycle (basic_api/system/sys_var.h).
//   asc_get_ctrl / asc_set_ctrl: the CTRL register (core/ctrl_bits.h), ctrlcheck included.
// Not yet: the registers the sim does not model (smmu tag, stack base, status, FFTS base, core id,
// sub-block id / num, program counter, arch version, overflow and squeeze status, cube settings).
#pragma once

#include <cstdint>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/lang/keywords.h"

__aicore__ inline int64_t asc_get_block_idx() { return ascsim::kern::CurrentBlockIdx(); }
__aicore__ inline int64_t asc_get_block_num() { return ascsim::kern::CurrentBlockNum(); }
__aicore__ inline constexpr int64_t asc_get_vf_len() { return 256; }

__aicore__ inline int64_t asc_get_system_cycle(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::kern::XcoreScalarCall("asc_get_system_cycle", loc);
    return ascsim::kern::XcoreSystemCycle();
}

__aicore__ inline int64_t asc_get_ctrl() { return static_cast<int64_t>(ascsim::kern::CtrlValue()); }
__aicore__ inline void asc_set_ctrl(uint64_t config, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::kern::CtrlWrite(config, "asc_set_ctrl", loc);
}
