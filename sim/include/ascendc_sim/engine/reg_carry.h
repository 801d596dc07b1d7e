// The engine of Reg AddC / SubC (the C++ Reg API's reg_compute/carry.h, the C API's asc_addc / asc_subc and
// the carry forms of asc_add / asc_sub in c_api/reg_compute/); carry.h's head comment gives the rules.
#pragma once

#include <cstdint>
#include <type_traits>
#include "ascendc_sim/engine/ops/basic_arith.h"
#include "ascendc_sim/engine/reg_lanes.h"
#include "ascendc_sim/numerics/traits.h"

namespace AscendC::Reg::detail {

using ascsim::kern::SrcLoc;

template <typename Row, typename T, typename U>
inline void WithCarry(ascsim::kern::SrcLoc loc, MaskReg& carry, U& dst, U& a, U& b, MaskReg& carrySrc, MaskReg& mask)
{
    static_assert(IsRegTensor<U>::value && U::REG_NUM == 1, "operands must be RegTensor");
    static_assert(kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    using E = typename U::ActualT;
    static_assert(ascsim::num::kIsOneOf<E, int32_t, uint32_t>, "AddC / SubC: int32_t / uint32_t only (数据类型)");
    VfContext* vf = RequireVf(Row::kName, loc);
    const auto reads = ReadsOf(a, b, carrySrc, mask);
    U out{NoFillTag{}};
    out.ZeroDefined();
    MaskReg c = MaskReg::Cleared<E>();
    for (uint32_t i = 0; i < U::kLanes; ++i) {
        const uint32_t bit = i * 4;
        const bool on = mask.Bit(bit), mUndef = mask.BitUndefined(bit);
        if (!on && !mUndef) {
            c.SetBit(bit, false, true); // unspecified: 0, undefined
            continue;
        }
        bool cout = false;
        const E v = on ? Row::template Lane<E>(a.Lane(i), b.Lane(i), carrySrc.Bit(bit), cout) : E(0);
        const bool undef = mUndef || a.LaneUndefined(i) || b.LaneUndefined(i) || carrySrc.BitUndefined(bit);
        out.SetLane(i, v, undef);
        for (uint32_t k = 0; k < 4; ++k) {
            c.SetBit(bit + k, on && cout, undef);
        }
    }
    const uint64_t def = Tick(vf, Row::kVfOp, reads, ascsim::kern::VfElemOf<E>(), Row::kCycles, Row::kName);
    dst = out;
    dst.vfDef = def;
    c.vfDef = def;
    carry = c;
}

} // namespace AscendC::Reg::detail
