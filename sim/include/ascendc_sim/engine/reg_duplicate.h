// The engine of Reg Duplicate (the C++ Reg API's reg_compute/duplicate.h, the C API's
// asc_duplicate_scalar / asc_duplicate in c_api/reg_compute/): the Duplicate row (engine/ops/fill.h)
// over every lane, the selected lanes, or the selected lanes from a register's lowest element.
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_sim/engine/ops/fill.h"
#include "ascendc_sim/engine/reg_lanes.h"

namespace AscendC::Reg::detail {

template <typename T = DefaultType, typename U, typename S, std::enable_if_t<!IsRegTensor<U>::value, int> = 0>
inline void DuplicateAll(S& dstReg, U scalarValue, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<S>::value, "dstReg must be a RegTensor");
    static_assert(kTypeMatches<T, S>, "T must be DefaultType or the RegTensor's element type");
    using Row = ascsim::ops::Duplicate;
    using E = typename S::ActualT;
    VfContext* vf = RequireVf(Row::kName, loc);
    const E v = static_cast<E>(scalarValue);
    for (uint32_t i = 0; i < S::kLanes; ++i) {
        std::memcpy(dstReg.bytes + i * sizeof(E), &v, sizeof(E));
    }
    dstReg.undefined = FlagsN<S::kBytes / 64>::All(false);
    dstReg.vfDef = Tick(vf, Row::kVfOp, {});
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U, typename S,
          std::enable_if_t<!IsRegTensor<U>::value, int> = 0>
inline void DuplicateMasked(S& dstReg, U scalarValue, MaskReg& mask, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<S>::value, "dstReg must be a RegTensor");
    static_assert(kTypeMatches<T, S>, "T must be DefaultType or the RegTensor's element type");
    using Row = ascsim::ops::Duplicate;
    static_assert(kMergeModeOk<mode, Row::kMerging>, "Duplicate: ZEROING or MERGING");
    using E = typename S::ActualT;
    VfContext* vf = RequireVf(Row::kName, loc);
    const auto reads = mode == MaskMergeMode::MERGING ? ReadsOfMerging<S>(mask, dstReg) : ReadsOf(mask);
    const E v = static_cast<E>(scalarValue);
    MaskedLanesSrc<E, mode>(dstReg, mask, FlagsN<S::kBytes / 64>::All(false), [v](uint32_t) { return v; });
    dstReg.vfDef = Tick(vf, Row::kVfOp, reads);
}

template <typename T = DefaultType, HighLowPart pos = HighLowPart::LOWEST, MaskMergeMode mode = MaskMergeMode::ZEROING,
          typename S>
inline void DuplicateLowest(S& dstReg, S& srcReg, MaskReg& mask, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<S>::value, "operands must be RegTensor");
    static_assert(kTypeMatches<T, S>, "T must be DefaultType or the RegTensor's element type");
    using Row = ascsim::ops::Duplicate;
    static_assert(pos == HighLowPart::LOWEST, "Duplicate: pos LOWEST only (Duplicate.md)");
    static_assert(kMergeModeOk<mode, Row::kMerging>, "Duplicate: ZEROING or MERGING");
    using E = typename S::ActualT;
    VfContext* vf = RequireVf(Row::kName, loc);
    const auto reads = mode == MaskMergeMode::MERGING ? ReadsOf(srcReg, mask, dstReg) : ReadsOf(srcReg, mask);
    const E v = srcReg.Lane(0);
    const bool undefined = srcReg.LaneUndefined(0);
    MaskedLanesSrc<E, mode>(dstReg, mask, FlagsN<S::kBytes / 64>::All(undefined), [v](uint32_t) { return v; });
    dstReg.vfDef = Tick(vf, Row::kVfOp, reads);
}

} // namespace AscendC::Reg::detail
