// The C API's mask-register rearrangements and the MASK special register read (docs/zh/api/SIMD-API/
// C-API/reg/data_rearrange/asc_intlv.md, asc_deintlv.md (the vector_bool forms), reg_data_types/
// asc_get_mask_spr.md; SDK include/c_api/reg_compute/reg_vector.h, reg_load.h):
//   asc_intlv_b8 / b16 / b32(dst0, dst1, src0, src1)    the groups of 1 / 2 / 4 mask bits (one element of
//                                                       the width) of src0 and src1 alternately, dst0 then dst1
//   asc_deintlv_b8 / b16 / b32(dst0, dst1, src0, src1)  the even groups of src0:src1 to dst0, the odd to dst1
//   asc_get_mask_spr_b16 / b32()                        MASK's 128 / 64 bits, each repeated 2 / 4 times
// As the C++ Reg API's MaskReg Interleave<T> / DeInterleave<T> and MoveMask<T> (reg_compute/relayout.h,
// move.h), on their engine pieces (engine/reg_relayout.h MaskGroups, engine/mask_plan.h), MoveMask's finding
// included (MASK read before any mask setting: ctrlcheck).
#pragma once

#include <cstdint>
#include <string>

#include "ascendc_sim/c_api/reg_compute/reg_types.h"
#include "ascendc_sim/core/core.h"
#include "ascendc_sim/engine/mask_plan.h"
#include "ascendc_sim/engine/ops/rearrange.h"
#include "ascendc_sim/engine/reg_lanes.h"
#include "ascendc_sim/engine/reg_relayout.h"

namespace ascsim::capi {
template <uint32_t kBytes, class Row>
inline void MaskRelayout(vector_bool& dst0, vector_bool& dst1, vector_bool& src0, vector_bool& src1, bool interleave,
                         kern::SrcLoc loc)
{
    namespace d = AscendC::Reg::detail;
    d::CheckDistinctDst(dst0, dst1, Row::kName, loc);
    d::VfContext* vf = d::RequireVf(Row::kName, loc);
    const auto reads = d::ReadsOf(src0, src1);
    d::MaskGroups<kBytes>(dst0, dst1, src0, src1, interleave);
    dst0.vfDef = dst1.vfDef = d::Tick(vf, Row::kVfOp, reads, {}, Row::kCycles);
}

// MASK's bits, each `spread` times (2: b16 over {MASK1, MASK0}; 4: b32 over MASK0).
inline vector_bool MaskSpr(uint32_t spread, const char* api, kern::SrcLoc loc)
{
    namespace d = AscendC::Reg::detail;
    d::VfContext* vf = d::RequireVf(api, loc);
    const kern::VecSpr& spr = kern::CurrentVecSpr();
    if (kern::SanitizerEnabled() && spr.maskState != kern::MaskSprState::kSet) {
        AscendC::detail::MaskModeFail(
            api,
            spr.maskState == kern::MaskSprState::kUnset ?
                std::string(
                    "reads the MASK register, which no mask setting has written in this launch (as MoveMask.md, "
                    "约束说明)") :
                std::string("reads the MASK register, last overwritten as a side effect by ") + spr.maskWriter,
            loc);
    }
    const bool counter = AscendC::detail::IsCounterMode();
    vector_bool r;
    for (uint32_t j = 0; j < d::kVL; ++j) {
        const uint32_t k = j / spread;
        const uint64_t word = k < 64 ? spr.maskLow : spr.maskHigh;
        r.SetBit(j, ((word >> (k % 64)) & 1u) != 0, counter);
    }
    r.vfDef = d::Tick(vf, kern::VfOp::kMask, d::ReadsOf());
    return r;
}
} // namespace ascsim::capi

#define ASCSIM_CAPI_MASK_RELAYOUT(name, bytes, Row, interleave)                                                \
    __simd_callee__ inline void name(vector_bool& dst0, vector_bool& dst1, vector_bool src0, vector_bool src1, \
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                  \
    {                                                                                                          \
        ascsim::capi::MaskRelayout<bytes, ascsim::ops::Row>(dst0, dst1, src0, src1, interleave, loc);          \
    }
ASCSIM_CAPI_MASK_RELAYOUT(asc_intlv_b8, 1, Interleave, true)
ASCSIM_CAPI_MASK_RELAYOUT(asc_intlv_b16, 2, Interleave, true)
ASCSIM_CAPI_MASK_RELAYOUT(asc_intlv_b32, 4, Interleave, true)
ASCSIM_CAPI_MASK_RELAYOUT(asc_deintlv_b8, 1, DeInterleave, false)
ASCSIM_CAPI_MASK_RELAYOUT(asc_deintlv_b16, 2, DeInterleave, false)
ASCSIM_CAPI_MASK_RELAYOUT(asc_deintlv_b32, 4, DeInterleave, false)
#undef ASCSIM_CAPI_MASK_RELAYOUT

__simd_callee__ inline vector_bool asc_get_mask_spr_b16(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    return ascsim::capi::MaskSpr(2, "asc_get_mask_spr_b16", loc);
}
__simd_callee__ inline vector_bool asc_get_mask_spr_b32(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    return ascsim::capi::MaskSpr(4, "asc_get_mask_spr_b32", loc);
}
