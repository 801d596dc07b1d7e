// The system workspace pointer (docs/zh/api/SIMD-API/基础API/资源管理/workspace/SetSysWorkSpace.md,
// GetSysWorkSpacePtr.md; SDK basic_api/kernel_operator_swap_mem_intf.h:43 declares GetSysWorkSpacePtr in the
// global namespace, the 3510 impl AscendC::SetSysWorkspace). Per core and launch (core.h VecSpr). Choices:
//   * the sim's frameworks do not set it (the page: op projects and <<<>>> with HAVE_WORKSPACE set it
//     automatically; the sim reserves no system workspace, GetLibApiWorkSpaceSize's part of the user's
//     workspace stays the user's): until a SetSysWorkspace, GetSysWorkSpacePtr returns nullptr;
//   * SetSysWorkspace keeps the first pointer it is given in a launch (the 3510 impl sets it only while
//     unset); a null pointer is a finding (the SDK's CPU-debug assertion "workspace can not be nullptr").
// SetSysWorkSpacePtr, deprecated and without a page, is not emulated (sim/docs/api_out_of_scope.tsv).
#pragma once

#include <cstdint>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/lang/keywords.h"

namespace AscendC {

__aicore__ inline void SetSysWorkspace(GM_ADDR workspace, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    if (workspace == nullptr && ascsim::kern::SanitizerEnabled()) {
        // rule memcheck.sys-workspace-null: SetSysWorkspace with a null pointer
        //   doc: B/资源管理/workspace/SetSysWorkSpace.md (功能说明)
        //   sdk: impl/basic_api/dav_3510/kernel_operator_common_impl.h (SetSysWorkspace: "workspace can not be
        //       nullptr")
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, "SetSysWorkspace", "workspace can not be nullptr", loc);
    }
    ascsim::kern::VecSpr& r = ascsim::kern::CurrentVecSpr();
    if (r.sysWorkspace == nullptr) {
        r.sysWorkspace = workspace;
    }
}

} // namespace AscendC

__aicore__ inline __gm__ uint8_t* __gm__ GetSysWorkSpacePtr() { return ascsim::kern::CurrentVecSpr().sysWorkspace; }
