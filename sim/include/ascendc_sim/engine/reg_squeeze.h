// The engine of Reg Squeeze / Unsqueeze / ClearSpr (the C++ Reg API's reg_compute/squeeze.h, the C API's
// asc_squeeze / asc_squeeze_with_status / asc_unsqueeze / asc_clear_ar_spr in c_api/reg_compute/); squeeze.h's
// head comment gives the rules.
#pragma once

#include <cstdint>
#include <string>
#include <type_traits>
#include "ascendc_sim/engine/ops/compare_select.h"
#include "ascendc_sim/engine/ops/compress.h"
#include "ascendc_sim/engine/reg_lanes.h"
#include "ascendc_sim/numerics/traits.h"
#include "ascendc_sim/types/enums.h"
#include "ascendc_sim/types/reg_op_enums.h"

namespace AscendC::Reg::detail {

using ascsim::kern::SrcLoc;

template <typename T = DefaultType, GatherMaskMode store = GatherMaskMode::NO_STORE_REG, typename U>
inline void SqueezeRegs(U& dstReg, U& srcReg, MaskReg& mask, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    using E = typename U::ActualT;
    static_assert(ascsim::num::kIsOneOf<E, int8_t, uint8_t, int16_t, uint16_t, half, int32_t, uint32_t, float>,
                  "Squeeze: element type not supported (数据类型)");
    using namespace ascsim::kern;
    using Row = ascsim::ops::Squeeze;
    VfContext* vf = RequireVf(Row::kName, loc);
    U out;
    out.ZeroDefined();
    uint32_t k = 0;
    bool unknown = false; // an undefined mask bit seen: positions from here on are unknown
    for (uint32_t i = 0; i < U::kLanes; ++i) {
        unknown = unknown || mask.LaneUndefinedBit<U>(i);
        if (!mask.LaneOn<U>(i)) {
            continue;
        }
        out.SetLane(k, srcReg.Lane(i), unknown || srcReg.LaneUndefined(i));
        ++k;
    }
    if (unknown) {
        for (uint32_t j = 0; j < U::kLanes; ++j) {
            if (j >= k || out.LaneUndefined(j)) {
                out.SetLane(j, out.Lane(j), true);
            }
        }
    }
    if constexpr (store == GatherMaskMode::STORE_REG) {
        SprState* spr = CurrentSpr();
        if (SanitizerEnabled()) {
            if (unknown) {
                // rule memcheck.reg-squeeze-count-undefined: the byte count Squeeze<STORE_REG> keeps for StoreUnAlign
                // depends on
                //     undefined mask bits
                //   choice: the count steers the next store's address; an unknown address cannot be judged
                Fail(Check::kMemcheck, Row::kName,
                     "the byte count Squeeze<STORE_REG> keeps for StoreUnAlign depends on undefined mask bits", loc);
            }
            if (spr != nullptr && spr->sqzBytes >= 0) {
                // rule memcheck.reg-squeeze-store-alternate: a second Squeeze<STORE_REG> before a StoreUnAlign used the
                // first count
                //   doc: B/Reg矢量计算/比较与选择/Squeeze.md (约束说明)
                Fail(Check::kMemcheck, Row::kName,
                     "a second Squeeze<..., GatherMaskMode::STORE_REG> before a StoreUnAlign used the first one's "
                     "count (StoreUnAlign指令和Squeeze指令必须交替使用)",
                     loc);
            }
        }
        if (spr != nullptr) {
            spr->sqzBytes = static_cast<int64_t>(k) * static_cast<int64_t>(sizeof(E));
        }
    }
    out.vfDef = Tick(vf, Row::kVfOp, ReadsOf(srcReg, mask), ascsim::kern::VfElemOf<E>(), Row::kCycles);
    dstReg = out;
}

template <typename T = DefaultType, typename U>
inline void UnsqueezeRegs(U& dstReg, MaskReg& mask, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "dstReg must be a RegTensor");
    static_assert(kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    using E = typename U::ActualT;
    static_assert(ascsim::num::kIsOneOf<E, int8_t, uint8_t, int16_t, uint16_t, int32_t, uint32_t>,
                  "Unsqueeze: int8_t / uint8_t / int16_t / uint16_t / int32_t / uint32_t (数据类型)");
    using Row = ascsim::ops::Unsqueeze;
    VfContext* vf = RequireVf(Row::kName, loc);
    U out;
    uint32_t count = 0;
    bool unknown = false;
    for (uint32_t i = 0; i < U::kLanes; ++i) {
        out.SetLane(i, static_cast<E>(count), unknown);
        count += mask.LaneOn<U>(i) ? 1 : 0;
        unknown = unknown || mask.LaneUndefinedBit<U>(i);
    }
    out.vfDef = Tick(vf, Row::kVfOp, ReadsOf(mask, dstReg), {}, Row::kCycles);
    dstReg = out;
}

template <SpecialPurposeReg spr>
inline void ClearSprRegs(ascsim::kern::SrcLoc loc)
{
    static_assert(spr == SpecialPurposeReg::AR, "ClearSpr: SpecialPurposeReg::AR (ClearSpr.md 表2)");
    // Not a vector instruction (it sets a special register, ticks nothing): no op-table row.
    RequireVf("ClearSpr", loc);
    if (ascsim::kern::SprState* s = ascsim::kern::CurrentSpr()) {
        s->ar = 0;
        s->arKnown = true;
    }
}

} // namespace AscendC::Reg::detail
