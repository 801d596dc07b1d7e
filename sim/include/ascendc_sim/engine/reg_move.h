// The engine of Reg Move's masked form (the C++ Reg API's reg_compute/move.h Move<T, MERGING> and the
// C API's asc_copy(dst, src, mask) in c_api/reg_compute/): the selected elements of src into dst, the
// others keep dst's value (MERGING, the only mode: Reg数据搬入/Move.md; C-API/reg/reg_load/asc_copy.md);
// the element's bits copied, NaN payloads included; one simple VF instruction.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/engine/reg_lanes.h"
#include "ascendc_sim/numerics/traits.h"

namespace AscendC::Reg::detail {

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::MERGING, typename U>
inline void MoveMerging(U& dstReg, U& srcReg, MaskReg mask, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    using E = typename U::ActualT;
    static_assert(ascsim::num::kIsOneOf<E, bool, int8_t, uint8_t, int16_t, uint16_t, half, bfloat16_t, int32_t,
                                        uint32_t, float, int64_t, uint64_t>,
                  "Move: element type not supported (Reg数据搬入/Move.md, 数据类型)");
    static_assert(mode == MaskMergeMode::MERGING, "Move: MaskMergeMode::MERGING only (Move.md, 约束说明: ZEROING "
                                                  "is not supported)");
    auto& d = AsBitsReg(dstReg);
    auto& s = AsBitsReg(srcReg);
    using B = typename std::remove_reference_t<decltype(d)>::ActualT;
    VfContext* vf = RequireVf("Move", loc);
    const auto reads = ReadsOf(srcReg, mask, dstReg);
    MaskedLanesSrc<B, MaskMergeMode::MERGING>(d, mask, s.undefined, [&s](uint32_t i) { return s.Lane(i); });
    dstReg.vfDef = Tick(vf, ascsim::kern::VfOp::kSimple, reads);
}

} // namespace AscendC::Reg::detail
