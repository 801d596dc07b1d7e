// An instruction in two op tables (engine/ops/) would have two cost rows, and the timing model's lookup
// would find either: op_costs.h refuses the merged list at compile time. As written the second table
// lacks Add and the merge compiles; with -DASCSIM_BROKEN=1 it holds Add too.
// Expect: an instruction has two cost rows
#include "ascendc_sim/engine/op_costs.h"

namespace {
using ascsim::kern::CostClass;
using ascsim::kern::OpCost;

#if defined(ASCSIM_BROKEN) && ASCSIM_BROKEN
constexpr std::array<OpCost, 2> kOther = {{{"Abs", CostClass::kSimple}, {"Add", CostClass::kSimple}}};
#else
constexpr std::array<OpCost, 2> kOther = {{{"Abs", CostClass::kSimple}, {"Exp", CostClass::kExpLn}}};
#endif
constexpr auto kMerged = ascsim::kern::detail::MergeCosts(kOther, ascsim::ops::kBasicArithCosts);
static_assert(ascsim::kern::detail::NamesUnique(kMerged), "an instruction has two cost rows");
} // namespace

int main() { return kMerged.size() == 7 ? 0 : 1; }
