// Making masks, shared by the C++ Reg API's CreateMask / UpdateMask (reg_compute/mask.h) and the C
// API's asc_create_mask_b8/b16/b32 / asc_update_mask_b8/b16/b32 (c_api/reg_compute/): the elements a
// MaskPattern selects, and the first-n mask with its count decremented (MaskReg.md, 表1, 表2;
// C-API/reg/reg_data_types/asc_create_mask.md, asc_update_mask.md).
#pragma once

#include <cstdint>

#include "ascendc_sim/engine/ops/mask_reg.h"
#include "ascendc_sim/types/reg_tensor.h"
#include "ascendc_sim/vf/vf_scope.h"

namespace AscendC::Reg::detail {
// How many leading elements a VLn / H / Q pattern selects (0 for the others).
constexpr uint32_t PatternCount(MaskPattern p, uint32_t lanes)
{
    switch (p) {
        case MaskPattern::VL1:
            return 1;
        case MaskPattern::VL2:
            return 2;
        case MaskPattern::VL3:
            return 3;
        case MaskPattern::VL4:
            return 4;
        case MaskPattern::VL8:
            return 8;
        case MaskPattern::VL16:
            return 16;
        case MaskPattern::VL32:
            return 32;
        case MaskPattern::VL64:
            return 64;
        case MaskPattern::VL128:
            return 128;
        case MaskPattern::H:
            return lanes / 2;
        case MaskPattern::Q:
            return lanes / 4;
        case MaskPattern::ALL:
            return lanes;
        default:
            return 0;
    }
}

// The mask of pattern `mode` for registers R (M3 / M4: every 3rd / 4th element from 0; ALLF: none).
template <typename R>
inline MaskReg PatternMask(MaskPattern mode, ascsim::kern::SrcLoc loc)
{
    using Row = ascsim::ops::CreateMask;
    VfContext* vf = RequireVf(Row::kName, loc);
    MaskReg m = MaskReg::ForElements<typename R::MaskElemT>([mode](uint32_t i) {
        switch (mode) {
            case MaskPattern::M3:
                return i % 3 == 0;
            case MaskPattern::M4:
                return i % 4 == 0;
            case MaskPattern::ALLF:
                return false;
            default:
                return i < PatternCount(mode, R::kLanes);
        }
    });
    m.vfDef = Tick(vf, Row::kVfOp, {});
    return m;
}

// The first min(n, lanes) elements active; n = (n < lanes) ? 0 : (n - lanes).
template <typename R>
inline MaskReg FirstLanesMask(uint32_t& n, ascsim::kern::SrcLoc loc)
{
    using Row = ascsim::ops::UpdateMask;
    VfContext* vf = RequireVf(Row::kName, loc);
    const uint32_t count = n;
    n = count < R::kLanes ? 0 : count - R::kLanes;
    MaskReg m = MaskReg::FirstElements<typename R::MaskElemT>(count);
    m.vfDef = Tick(vf, Row::kVfOp, {});
    return m;
}

} // namespace AscendC::Reg::detail
