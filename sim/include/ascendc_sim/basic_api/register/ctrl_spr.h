// Access to the CTRL special register (docs/zh/api/SIMD-API/基础API/特殊寄存器访问/), with the
// SDK's declarations (include/basic_api/kernel_operator_common_intf.h:77-84) plus the sim's
// trailing SrcLoc. The register is per core (ascsim::kern::CtrlValue / CtrlWrite); what its
// saturation bits change is in saturation.h.
#pragma once

#include <cstdint>
#include <string>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/ctrl_bits.h"
#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/vf/vf_scope.h"

namespace AscendC {

namespace detail {
// Reg/类型转换/Cast.md: "SetCtrlSpr需在SIMD_VF外调用" (a VF runs on the vector unit; CTRL is written
// by the scalar unit).
inline void RequireOutsideVf(const char* api, ascsim::kern::SrcLoc loc)
{
    if (Reg::detail::t_vf != nullptr && ascsim::kern::SanitizerEnabled()) {
        // rule ctrlcheck.ctrl-outside-vf: SetCtrlSpr / ResetCtrlSpr inside a Vector Function
        //   doc: B/Reg矢量计算/类型转换/Cast.md (参数说明)
        ascsim::kern::Fail(ascsim::kern::Check::kCtrlcheck, api,
                           std::string(api) + " inside a Vector Function: CTRL is set outside __simd_vf__ functions",
                           loc);
    }
}
} // namespace detail

// SetCtrlSpr<startBit, endBit>(value): CTRL[endBit:startBit] = value (SetCtrlSpr(ISASI).md; on 950
// only CTRL[8:6], [10:9], [45], [48], [50], [53], [59], [60]).
template <int8_t startBit, int8_t endBit>
__aicore__ static inline void SetCtrlSpr(int64_t value, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    namespace ctrl = ascsim::kern::ctrl;
    static_assert(ctrl::RangeOk(startBit, endBit), "SetCtrlSpr: need 0 <= startBit <= endBit <= 63");
    static_assert(ctrl::SetRangeOk(startBit, endBit),
                  "SetCtrlSpr: Ascend 950 allows CTRL[8:6], [10:9], [45], [48], [50], [53], [59], [60] only");
    detail::RequireOutsideVf("SetCtrlSpr", loc);
    const auto v = static_cast<uint64_t>(value);
    // The doc promises a compile error for a value wider than the field; the SDK shifts it in
    // unmasked, into the neighbouring bits (kernel_operator_common_impl.h:102). Neither is
    // something to rely on: ctrlcheck.
    if (ascsim::kern::SanitizerEnabled() && (v >> (endBit - startBit + 1)) != 0) {
        // rule ctrlcheck.ctrl-field-width: a SetCtrlSpr value wider than its CTRL field
        //   doc: B/特殊寄存器访问/SetCtrlSpr(ISASI).md (功能说明)
        //   exempt: the page promises a compile error; the SDK shifts the value in unmasked, so the sim reports it at
        //   run
        //       time
        ascsim::kern::Fail(ascsim::kern::Check::kCtrlcheck, "SetCtrlSpr",
                           "value " + std::to_string(value) + " does not fit CTRL[" + std::to_string(endBit) + ":" +
                               std::to_string(startBit) + "]",
                           loc);
    }
    const uint64_t mask = ctrl::FieldMask(startBit, endBit);
    ascsim::kern::CtrlWrite((ascsim::kern::CtrlValue() & ~mask) | (v << startBit), "SetCtrlSpr", loc);
}

// GetCtrlSpr<startBit, endBit>(): CTRL[endBit:startBit], right-aligned (GetCtrlSpr(ISASI).md).
template <int8_t startBit, int8_t endBit>
__aicore__ static inline int64_t GetCtrlSpr()
{
    namespace ctrl = ascsim::kern::ctrl;
    static_assert(ctrl::RangeOk(startBit, endBit), "GetCtrlSpr: need 0 <= startBit <= endBit <= 63");
    return static_cast<int64_t>((ascsim::kern::CtrlValue() & ctrl::FieldMask(startBit, endBit)) >> startBit);
}

// ResetCtrlSpr<startBit, endBit>(): CTRL[endBit:startBit] back to the 表3 defaults, i.e. the SDK's
// reset value 0x1000000000000008 (ResetCtrlSpr(ISASI).md; 950 only).
template <int8_t startBit, int8_t endBit>
__aicore__ static inline void ResetCtrlSpr(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    namespace ctrl = ascsim::kern::ctrl;
    static_assert(ctrl::RangeOk(startBit, endBit), "ResetCtrlSpr: need 0 <= startBit <= endBit <= 63");
    static_assert(ctrl::ResetRangeOk(startBit, endBit),
                  "ResetCtrlSpr: Ascend 950 allows CTRL[8:6], [10:9], [48], [50], [53], [59], [60] only");
    detail::RequireOutsideVf("ResetCtrlSpr", loc);
    const uint64_t mask = ctrl::FieldMask(startBit, endBit);
    ascsim::kern::CtrlWrite((ascsim::kern::CtrlValue() & ~mask) | (ctrl::kResetValue & mask), "ResetCtrlSpr", loc);
}

} // namespace AscendC
