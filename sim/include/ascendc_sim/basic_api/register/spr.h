// The AR special-purpose register of a core (docs/zh/api/SIMD-API/基础API/特殊寄存器访问/GetSpr.md,
// ClearSpr.md; Reg矢量计算/系统变量访问/ClearSpr.md; Reg矢量计算/比较与选择/Squeeze.md), with the SDK's
// declarations (impl/basic_api/utils/kernel_utils_mode.h: SpecialPurposeReg) plus the sim's SrcLoc.
//   Squeeze<..., GatherMaskMode::STORE_REG> counts the bytes of its selected elements; the AR form of
//   StoreUnAlign stores that many bytes at dstAddr + AR and adds them to AR. ClearSpr<AR> sets AR to 0;
//   GetSpr<AR> reads it (outside a VF).
// The docs give no value at launch ("否则可能会有数据残留"): the sim treats AR as unknown until a
// ClearSpr<AR> of the launch (a Reg API that reads it before is a memcheck finding, reg_compute/unaligned.h;
// GetSpr returns 0 then). AR and the pending Squeeze count are per core and start over at every launch.
#pragma once

#include <cstdint>
#include <string>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/types/enums.h"
#include "ascendc_sim/vf/vf_scope.h"

namespace AscendC {

// ClearSpr<spr>() outside a VF (特殊寄存器访问/ClearSpr.md): AR = 0.
namespace detail {
// "本接口只能在VF函数外调用" (ClearSpr.md, GetSpr.md); inside a VF the Reg:: ClearSpr applies.
inline void RequireOutsideVfSpr(const char* api, ascsim::kern::SrcLoc loc)
{
    if (Reg::detail::t_vf != nullptr && ascsim::kern::SanitizerEnabled()) {
        // rule memcheck.spr-outside-vf: AscendC::ClearSpr / GetSpr inside a Vector Function (the Reg:: forms apply
        //     there)
        //   doc: B/特殊寄存器访问/ClearSpr.md (约束说明)
        //   doc: B/特殊寄存器访问/GetSpr.md (约束说明)
        ascsim::kern::Fail(
            ascsim::kern::Check::kMemcheck, api,
            std::string("AscendC::") + api + " inside a Vector Function: use AscendC::Reg::ClearSpr there", loc);
    }
}
} // namespace detail

template <SpecialPurposeReg spr>
__aicore__ inline void ClearSpr(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(spr == SpecialPurposeReg::AR, "ClearSpr: SpecialPurposeReg::AR");
    detail::RequireOutsideVfSpr("ClearSpr", loc);
    if (ascsim::kern::SprState* s = ascsim::kern::CurrentSpr()) {
        s->ar = 0;
        s->arKnown = true;
    }
}

// GetSpr<spr>() outside a VF (特殊寄存器访问/GetSpr.md): AR's value.
template <SpecialPurposeReg spr>
__aicore__ inline int64_t GetSpr(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(spr == SpecialPurposeReg::AR, "GetSpr: SpecialPurposeReg::AR");
    detail::RequireOutsideVfSpr("GetSpr", loc);
    const ascsim::kern::SprState* s = ascsim::kern::CurrentSpr();
    return s != nullptr ? s->ar : 0;
}

} // namespace AscendC
