// The C API's system variables, SDK include/c_api/sys_var/sys_var.h (docs/zh/api/SIMD-API/C-API/sys_var/:
// asc_get_block_idx.md, asc_get_block_num.md, asc_get_vf_len.md, asc_get_system_cycle.md,
// asc_get_ctrl.md, asc_set_ctrl.md). The built-in variables block_idx / block_num come with every .asc
// file (lang/asc_prelude.h).
//   asc_get_block_idx / asc_get_block_num: the running core's logical index and the launch's core count.
//   asc_get_vf_len: VL in bytes, 256 on 950 (as GetVecLen, lang/vf_keywords.h).
//   asc_get_system_cycle: the 1 GHz system counter, as GetSystemCycle (basic_api/system/sys_var.h).
//   asc_get_ctrl / asc_set_ctrl: the CTRL register (core/ctrl_bits.h), ctrlcheck included.
//   asc_get_sub_block_id / asc_get_sub_block_num (asc_get_sub_block_id.md, asc_get_sub_block_num.md):
//       0 and 1, the KERNEL_TYPE_AIV_ONLY column the sim runs every kernel as (as GetSubBlockIdx / Num; the
//       values, not the C++ header: a spelling includes no other, sim/tests/emulator/include_graph/).
//   asc_get_core_id (asc_get_core_id.md, "当前核的编号"): the page names no numbering; the sim places
//       block i on core i of the launch, so it is the block index.
//   asc_get_arch_ver (asc_get_arch_ver.md): 0x351, as GetArchVersion (basic_api/system/sys_var.h).
//   asc_get_program_counter (asc_get_program_counter.md): GetProgramCounter's increasing pseudo address.
//   asc_get_phy_buf_addr(offset) (asc_get_phy_buf_addr.md): this core's UB at `offset`; an offset past the
//       UB ("范围是0~物理内存大小") is a memcheck finding.
//   asc_get_squeeze_status (asc_get_squeeze_status.md): the AR register asc_squeeze_with_status wrote
//       (reg_squeeze.h), as GetSpr<SpecialPurposeReg::AR> reads it.
//   asc_get_phy_stack_base (asc_get_phy_stack_base.md, "物理堆栈基地址"): the page leaves the address to
//       the chip; the sim's model of the stack is the UB's VF-stack region (core/core.h, UB regions: the
//       6 KB above the kernel's default 248 KB), so its address in this core's emulated UB.
//   asc_get_smmu_tag_version (asc_get_smmu_tag_version.md): the page gives the fields (bits 27:14 year,
//       13:8 month, 7:2 day, 1:0 sub-version; 63:28 reserved, 0) and leaves the value to the chip: the
//       sim has no SMMU and reports a fixed tag, 2025-01-01 sub-version 0 (kSimSmmuTag below).
//   asc_get_status (asc_get_status.md): the status bits (5 overflow, 6 underflow, 7, ..., 61) are set by
//       exceptions the sim does not record (its results follow CTRL's saturation instead): a call is refused
//       at run time (rule ctrlcheck.status-unmodelled) rather than answer "no exception".
//   asc_get_sys_virtual_base (asc_get_sys_virtual_base.md, "系统虚拟基地址"): the sim's GM addresses are
//       the host process's own (no address translation), so the base it models is 0.
// Not yet: the overflow status register. asc_get_ffts_base_addr / asc_set_ffts_base_addr ("Ascend 950PR/Ascend
// 950DT：不支持") and the Cube core's settings are out of scope (sim/docs/api_out_of_scope.tsv).
#pragma once

#include <cstdint>

#include <string>

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

__aicore__ inline int64_t asc_get_sub_block_id() { return 0; }
__aicore__ inline int64_t asc_get_sub_block_num() { return 1; }
__aicore__ inline int64_t asc_get_core_id() { return ascsim::kern::CurrentBlockIdx(); }
__aicore__ inline void asc_get_arch_ver(uint32_t& core_version) { core_version = 0x351u; }
__aicore__ inline int64_t asc_get_program_counter()
{
    static thread_local int64_t pc = 0x10000; // GetProgramCounter's scheme: +4 a reading, 48 bits
    pc += 4;
    return pc & 0xFFFFFFFFFFFF;
}

__aicore__ inline uint64_t asc_get_phy_buf_addr(uint64_t offset,
                                                ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::kern::XcoreScalarCall("asc_get_phy_buf_addr", loc);
    if (offset > ascsim::kern::UbTotalBytes() && ascsim::kern::SanitizerEnabled()) {
        // rule memcheck.c-phy-buf-offset: an asc_get_phy_buf_addr offset beyond the UB
        //   doc: api/SIMD-API/C-API/sys_var/asc_get_phy_buf_addr.md (参数说明)
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, "asc_get_phy_buf_addr",
                           "offset " + std::to_string(offset) + " is beyond the UB's " +
                               std::to_string(ascsim::kern::UbTotalBytes()) + " bytes (范围是0~物理内存大小)",
                           loc);
    }
    return static_cast<uint64_t>(reinterpret_cast<uintptr_t>(ascsim::kern::UbBase() + offset));
}

namespace ascsim::capi {
// asc_get_smmu_tag_version's fixed tag: year 2025 in bits 27:14, month 1 in 13:8, day 1 in 7:2, sub 0.
inline constexpr int64_t kSimSmmuTag = (int64_t(2025) << 14) | (int64_t(1) << 8) | (int64_t(1) << 2);
} // namespace ascsim::capi

// asc_get_phy_stack_base.md
__aicore__ inline int64_t asc_get_phy_stack_base(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::kern::XcoreScalarCall("asc_get_phy_stack_base", loc);
    return static_cast<int64_t>(
        reinterpret_cast<uintptr_t>(ascsim::kern::UbBase() + ascsim::kern::kUbKernelDefaultBytes));
}
// asc_get_smmu_tag_version.md
__aicore__ inline int64_t asc_get_smmu_tag_version() { return ascsim::capi::kSimSmmuTag; }
// asc_get_status.md
__aicore__ inline int64_t asc_get_status(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    // rule ctrlcheck.status-unmodelled: asc_get_status, whose bits record exceptions (overflow, underflow, NaN or
    //     INF inputs of scalar, vector and transfer instructions) the sim does not track
    //   choice: not modelled: a 0 would tell the kernel that no exception happened whether or not one did
    ascsim::kern::Fail(ascsim::kern::Check::kCtrlcheck, "asc_get_status",
                       "the status register (asc_get_status.md: exception bits 5-15, 61) is not modelled by the "
                       "simulator",
                       loc);
}
// asc_get_sys_virtual_base.md
__aicore__ inline int64_t asc_get_sys_virtual_base() { return 0; }

__aicore__ inline int64_t asc_get_squeeze_status(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    (void)loc;
    const ascsim::kern::SprState* s = ascsim::kern::CurrentSpr(); // AR, as GetSpr<AR> reads it
    return s != nullptr ? s->ar : 0;
}
