// The op table of the type conversion (SIMD-API/基础API/Memory矢量计算/类型转换/Cast.md; the Reg page
// Reg矢量计算/类型转换/Cast.md): Cast's row (op_row.h says what a row holds). The Memory API's count and
// mask/repeat forms (basic_api/memory_vector/vector_api.h, vector_repeat.h, vector_cast_int4.h; the
// mask/repeat engine: engine/vector_repeat_cast.h) and the Reg API (reg_compute/cast.h, whose lane is
// its CastTrait's) issue under this row's name and class: simple (附录/Reg矢量计算接口理论性能汇总.md,
// one VL per cycle), ZEROING only (附录/Reg矢量计算接口MergeMode支持情况汇总.md).
//   Supported<D, S>(rm)   whether the pair and RoundMode exist on 950 (numerics/cast.h)
//   Lane<D, S>(x, rm)     one element converted under the RoundMode
//   kSaturable<D, S>      whether the result saturates under CTRL (core/saturation.h): float → half /
//                         bfloat16_t and bfloat16_t → half, as 附录/Reg矢量计算接口边界值汇总.md 表34 lists
//                         them; half → bfloat16_t, the widenings and integer sources cannot produce
//                         inf or NaN from finite values and keep them otherwise
// Truncate (Reg矢量计算/类型转换/Truncate.md; reg_compute/truncate.h) is a Reg-only row of this table:
// VTRC is a dual-issue register instruction with a multi-cycle latency (kSimpleN, 指令单双发汇总.md
// 表1) of 2 cycles (理论性能汇总.md 表10: half / bfloat16_t 64, float 32 per cycle), ZEROING only
// ("MERGING 当前不支持"); cost class kSimple, Cast's (the same table's instruction family; no
// Memory-API spelling issues as Truncate).
#pragma once

#include <type_traits>

#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/op_row.h"
#include "ascendc_sim/numerics/numerics.h"
#include "ascendc_sim/vf/vf_events.h"

namespace ascsim::ops {

struct Cast {
    static constexpr const char* kName = "Cast";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kSimple;
    static constexpr bool kMerging = false;
    template <typename D, typename S>
    static constexpr bool Supported(AscendC::RoundMode rm)
    {
        return num::CastSupported<D, S>(rm);
    }
    template <typename D, typename S>
    static D Lane(S x, AscendC::RoundMode rm)
    {
        return num::Cast<D, S>(x, rm);
    }
    template <typename D, typename S>
    static constexpr bool kSaturable = num::kSaturable<D> &&
                                       (std::is_same_v<S, float> ||
                                        (std::is_same_v<D, half> && std::is_same_v<S, bfloat16_t>));
};

// Truncate (类型转换/Truncate(ISASI).md; the Reg page 类型转换/Truncate.md): each element rounded to an
// integral value in its own type (half, bfloat16_t, float) under CAST_RINT / ROUND / FLOOR / CEIL / TRUNC,
// as the Reg Truncate computes it (reg_compute/truncate.h: the float -> float Cast, exact for half /
// bfloat16_t); specials pass unchanged and nothing saturates (边界值汇总 表33). The appendix prices VTRC at
// half Cast's rate (理论性能汇总 表10: 64 half / 32 float per cycle); the Memory-API classes have no
// two-cycle arithmetic row, so the Memory form is costed at the simple rate (the Reg form at 2 cycles).
struct Truncate {
    static constexpr const char* kName = "Truncate";
    static constexpr kern::CostClass kCost = kern::CostClass::kSimple;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kSimpleN;
    static constexpr bool kMerging = false;
    static constexpr int kCycles = 2;
    template <typename E>
    static E Lane(E x, AscendC::RoundMode rm)
    {
        const float f = num::Cast<float, float>(static_cast<float>(x), rm);
        return static_cast<E>(f); // exact: an integral value of E, or a special
    }
};

inline constexpr auto kCastCosts = CostRows<Cast, Truncate>();

} // namespace ascsim::ops
