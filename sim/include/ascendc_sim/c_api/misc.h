// The C API's miscellany, SDK include/c_api/misc/misc.h (docs/zh/api/SIMD-API/C-API/misc/asc_init.md).
//   asc_init ("初始化NPU状态"): the page says no more; the sim's choice is what the C++ API's
//   InitSocState does (工具接口/系统初始化/InitSocState.md): CTRL back to its defaults except CTRL[48].
#pragma once

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/ctrl_bits.h"
#include "ascendc_sim/lang/keywords.h"

__aicore__ inline void asc_init(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::kern::CtrlWrite(ascsim::kern::ctrl::AfterInitSocState(ascsim::kern::CtrlValue()), "asc_init", loc);
}
