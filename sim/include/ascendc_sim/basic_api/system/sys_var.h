// System counter and runtime UB size (docs/zh/api/SIMD-API/基础API/工具接口/系统资源与变量/
// GetSystemCycle(ISASI).md, GetRuntimeUBSize.md; include/basic_api/kernel_operator_sys_var_intf.h), the
// sub-block queries (GetSubBlockIdx(ISASI).md, GetSubBlockNum(ISASI).md, GetTaskRatio.md), GetArchVersion.md,
// GetProgramCounter(ISASI).md and Trap (调试接口/异常检测/Trap.md; sys_var_intf.h:43-55).
// The sim runs every kernel on vector cores as KERNEL_TYPE_AIV_ONLY (lang/keywords.h), whose column of
// the pages' tables gives SubBlockNum 1, SubBlockIdx 0 and TaskRatio 1.
#pragma once

#include <cstdint>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/lang/keywords.h"

namespace AscendC {

// GetSystemCycle: a PIPE_S instruction reading the system counter, which on 950 runs at 1 GHz
// ("time = (cycle数/1000)us"). The sim returns the timing model's clock of the scalar unit at the
// call, in 1 GHz ticks since the launch started (cores of one launch share the counter); 0 when the
// timing model is off (ASCEND_SIM_TIMING=0). As on hardware, other pipes' work is only inside the
// difference of two readings if a PipeBarrier waited for it first.
__aicore__ inline int64_t GetSystemCycle(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::kern::XcoreScalarCall("GetSystemCycle", loc);
    return ascsim::kern::XcoreSystemCycle();
}

// GetRuntimeUBSize: "非SIMD与SIMT混合场景返回值为固定值248KB" (the sim has no SIMT).
__aicore__ inline uint32_t GetRuntimeUBSize() { return 248U * 1024U; }

// GetSsbufBaseAddr.md: this AIV's 1 KB of SSBuffer (outside MIX mode "每个核...可以独立占用1KB"). Its contents
// are dirty at a launch's first call ("SSBuffer中存在脏数据，读取时数据不保证全为0"): a non-zero pattern. Accesses
// through the pointer are plain host accesses: the 1 KB bound and the 32-byte access rule are not checked.
__aicore__ inline __ssbuf__ void* GetSsbufBaseAddr()
{
    ascsim::kern::VecSpr& r = ascsim::kern::CurrentVecSpr();
    if (!r.ssbufDirtied) {
        for (uint32_t i = 0; i < sizeof(r.ssbuf); ++i) {
            r.ssbuf[i] = static_cast<uint8_t>((i * 37u + 0x5Bu) | 1u);
        }
        r.ssbufDirtied = true;
    }
    return r.ssbuf;
}

__aicore__ inline int64_t GetSubBlockIdx() { return 0; }
__aicore__ inline int64_t GetSubBlockNum() { return 1; }
__aicore__ inline int64_t GetTaskRatio() { return 1; }

// The core version field of the arch register (the SDK's dav_3510 impl takes bits [43:32] of it); the
// page prints it in hex and names no value: the sim reports the arch, 0x351 (NPU架构版本3510).
__aicore__ inline void GetArchVersion(uint32_t& coreVersion) { coreVersion = 0x351u; }

// The page promises only "the program counter's value" (48 bits in the SDK's impl); the sim has no
// instruction addresses, so it returns a pseudo address that grows by 4 with every call on the thread
// (distinct readings, increasing as the program runs).
__aicore__ inline int64_t GetProgramCounter()
{
    static thread_local int64_t pc = 0x10000;
    pc += 4;
    return pc & 0xFFFFFFFFFFFF;
}

// Trap: "NPU模式下会中断AI Core的运行，CPU模式下等同于assert": the launch fails with a finding at the call.
__aicore__ inline void Trap(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    // rule assert.trap: a kernel called Trap()
    //   doc: B/调试接口/异常检测/Trap.md (功能说明)
    ascsim::kern::Fail(ascsim::kern::Check::kAssert, "Trap", "Trap() interrupts the AI Core", loc);
}

} // namespace AscendC
