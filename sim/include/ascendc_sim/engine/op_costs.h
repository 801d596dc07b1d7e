// What a Memory-API vector instruction costs the timing model, as a class: each class is one row of
// the appendix tables (docs/zh/api/附录/Reg矢量计算接口理论性能汇总.md, Vector指令理论性能汇总.md) that
// sim/src/kernel/timing/timing.cpp prices. The functional side names the class with the instruction
// (core/kernel_events.h, VectorEvent::cost); the model never looks at an API's name. An instruction
// without a row stops the emulator (event_emit.cpp): every instruction issued has a class, which its
// op-table row (engine/ops/, one table per SDK category) states once. (The Reg API's instructions
// carry their class as vf/vf_events.h's VfOp.)
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/basic_arith.h"
#include "ascendc_sim/engine/ops/cast.h"
#include "ascendc_sim/engine/ops/compare_select.h"
#include "ascendc_sim/engine/ops/compound.h"
#include "ascendc_sim/engine/ops/compound_cast.h"
#include "ascendc_sim/engine/ops/compress.h"
#include "ascendc_sim/engine/ops/data_move.h"
#include "ascendc_sim/engine/ops/fill.h"
#include "ascendc_sim/engine/ops/gather.h"
#include "ascendc_sim/engine/ops/histograms.h"
#include "ascendc_sim/engine/ops/index.h"
#include "ascendc_sim/engine/ops/layout.h"
#include "ascendc_sim/engine/ops/logic.h"
#include "ascendc_sim/engine/ops/mask_reg.h"
#include "ascendc_sim/engine/ops/precision_arith.h"
#include "ascendc_sim/engine/ops/rearrange.h"
#include "ascendc_sim/engine/ops/reduce.h"
#include "ascendc_sim/engine/ops/scalar_arith.h"
#include "ascendc_sim/engine/ops/sort.h"
#include "ascendc_sim/engine/ops/unary_arith.h"

namespace ascsim::kern {

namespace detail {
constexpr bool NameBefore(const char* a, const char* b)
{
    while (*a != '\0' && *a == *b) {
        ++a;
        ++b;
    }
    return static_cast<unsigned char>(*a) < static_cast<unsigned char>(*b);
}
// The op tables' rows, sorted by name (an insertion sort at compile time).
template <size_t... M>
constexpr std::array<OpCost, (0 + ... + M)> MergeCosts(const std::array<OpCost, M>&... tables)
{
    std::array<OpCost, (0 + ... + M)> rows{};
    size_t n = 0;
    const auto insert = [&rows, &n](const OpCost& row) {
        size_t i = n++;
        while (i > 0 && NameBefore(row.api, rows[i - 1].api)) {
            rows[i] = rows[i - 1];
            --i;
        }
        rows[i] = row;
    };
    const auto insertTable = [&insert](const auto& table) {
        for (const OpCost& row : table) {
            insert(row);
        }
    };
    (insertTable(tables), ...);
    return rows;
}

// Whether no name appears twice in sorted rows (an instruction in two tables).
template <size_t N>
constexpr bool NamesUnique(const std::array<OpCost, N>& rows)
{
    for (size_t i = 1; i < N; ++i) {
        if (!NameBefore(rows[i - 1].api, rows[i].api)) {
            return false;
        }
    }
    return true;
}
} // namespace detail

// Every vector instruction, by the name it issues under; sorted by name. One op table per line
// (engine/ops/): the Memory API's categories, whose tables also hold their Reg twins and Reg-only
// instructions, then the Reg-only categories (数据压缩, 直方图计算, 索引操作, MaskReg). The Memory API
// issues only its own names; a Reg-only row's class is never priced but says what it would be.
inline constexpr auto kMemoryApiCosts = detail::MergeCosts(ops::kBasicArithCosts,     //
                                                           ops::kUnaryArithCosts,     //
                                                           ops::kPrecisionArithCosts, //
                                                           ops::kScalarArithCosts,    //
                                                           ops::kCompoundCosts,       //
                                                           ops::kCompoundCastCosts,   //
                                                           ops::kLogicCosts,          //
                                                           ops::kCompareSelectCosts,  //
                                                           ops::kCastCosts,           //
                                                           ops::kReduceCosts,         //
                                                           ops::kGatherCosts,         //
                                                           ops::kSortCosts,           //
                                                           ops::kFillCosts,           //
                                                           ops::kDataMoveCosts,       //
                                                           ops::kRearrangeCosts,      //
                                                           ops::kLayoutCosts,         //
                                                           ops::kCompressCosts,       //
                                                           ops::kHistogramsCosts,     //
                                                           ops::kIndexCosts,          //
                                                           ops::kMaskRegCosts);
static_assert(detail::NamesUnique(kMemoryApiCosts), "an instruction has two cost rows (engine/ops/)");

// The row of `api`, or nullptr.
inline const OpCost* FindMemoryApiCost(const char* api)
{
    size_t lo = 0;
    size_t hi = kMemoryApiCosts.size();
    while (lo < hi) {
        const size_t mid = (lo + hi) / 2;
        const int c = std::strcmp(kMemoryApiCosts[mid].api, api);
        if (c == 0) {
            return &kMemoryApiCosts[mid];
        }
        if (c < 0) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    return nullptr;
}

} // namespace ascsim::kern
