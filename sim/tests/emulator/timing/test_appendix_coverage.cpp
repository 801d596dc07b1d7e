// Coverage of the timing model's instruction costs by the appendix tables (issue 28; the data file
// sim/src/kernel/timing/appendix_costs.h, transcribed from docs/zh/api/附录/): every instruction the
// emulator issues (every op-table row of engine/ops/, engine/op_costs.h) and every Reg instruction class
// (vf/vf_events.h VfOp) has its appendix row, or a stated reason below; every software-emulated
// (instruction, type) pair of Reg矢量计算接口软仿情况汇总.md is priced as its sequence or listed as pending;
// the figures the model already held (SoC profile, op-table cycles) equal the rows'.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "ascendc_sim/engine/op_costs.h"
#include "ascendc_sim/vf/vf_events.h"
#include "kernel_test_util.h"
#include "timing/appendix_costs.h"

namespace {

namespace ax = ascsim::kern::appendix;

bool HasRow(const char* api)
{
    for (const ax::Rate& r : ax::kRates) {
        if (ax::Same(r.api, api)) {
            return true;
        }
    }
    for (const ax::Emulated& e : ax::kEmulated) {
        if (ax::Same(e.api, api)) {
            return true;
        }
    }
    return false;
}

// Instructions named differently in the tables: the row that prices them.
struct Twin {
    const char* api;
    const char* row;
};
constexpr Twin kTwins[] = {
    {"Gatherb", "GatherB"},               // RP 表1 离散搬入 (GatherB)
    {"GatherMask", "Squeeze"},            // RP 表9 (timing.cpp kSqueeze)
    {"DataCopy(UB->UB)", "DataCopy"},     // VP 表3 (UB->UB)
    {"Copy", "DataCopy"},                 // UB -> UB copy of the Memory API: VP 表3
    {"ReducePairElem", "PairReduceElem"}, // RP 表11
    {"ReduceRepeat", "Reduce"},           // RP 表11
    {"ReduceSum", "Reduce"},              // RP 表11 SUM
    {"ReduceMax", "Reduce"},              // RP 表11 MAX
    {"ReduceMin", "Reduce"},              // RP 表11 MIN
    {"CreateVecIndex", "Arange"},         // RP 表17 (VCI)
    {"asc_copy_ub2ub", "DataCopy"},       // the C API's UB -> UB copy: VP 表3 (UB->UB)
    {"asc_transpose", "Transpose"},       // the C API's 16 x 16 transpose: Transpose's row (VP 表1)
    {"asc_bitsort", "Sort32"},            // the C API's Sort32 (vbs): VP 表2
    {"asc_mrgsort4", "MrgSort"},          // the C API's MrgSort (vmrgsort4): VP 表2
};

// Instructions with no row in any table, and why.
struct Exempt {
    const char* api;
    const char* why;
};
constexpr Exempt kExempt[] = {
    // Memory-API instructions with no Reg twin: Vector指令理论性能汇总.md says the 950 Memory API is
    // implemented by Reg instructions and has no figure of its own; the model prices their VF at the
    // simple rate (timing_model.md §5.2).
    {"AddRelu", "Memory API only, no figure (VP note)"},
    {"SubRelu", "Memory API only, no figure (VP note)"},
    {"MulAddRelu", "Memory API only, no figure (VP note)"},
    {"FusedMulAdd", "Memory API only, no figure (VP note)"},
    {"Ands", "Memory API only, no figure (VP note)"},
    {"Ors", "Memory API only, no figure (VP note)"},
    {"Subs", "Memory API only, no figure (VP note)"},
    {"Divs", "Memory API only, priced as Div (VP note)"},
    {"Brcb", "Memory API only, no figure (VP note)"},
    {"Extract", "Memory API only, no figure (VP note)"},
    {"Sort", "Memory API only, no figure (VP note)"},
    {"TransDataTo5HD", "Memory API only, no figure (VP note)"},
    {"asc_transto5hd", "the C API's TransDataTo5HD: Memory API only, no figure (VP note)"},
    {"AddReluCast", "Memory API only, no figure (VP note)"},
    {"SubReluCast", "Memory API only, no figure (VP note)"},
    {"MulCast", "Memory API only, no figure (VP note)"},
    {"AddDeqRelu", "Memory API only, no figure (VP note)"},
    {"CastDequant", "Memory API only: its row (one source VL per cycle) is the simple rate (ops/compound_cast.h)"},
    {"BilinearInterpolation", "Memory API only, no figure: priced as its Gatherb step (ops/basic_arith.h)"},
    // The SDK's own sequences with no row: priced from their code (soc_profile.cpp, timing_model.md §1.2).
    {"Rsqrt", "no 950 row: the sequence of kernel_operator_vec_unary_impl.h RegRsqrt"},
    {"Reciprocal", "no 950 row: the sequence of kernel_operator_vec_unary_impl.h RegReciprocal"},
    // Mask generation: issue rows only (DI 表1: PSET, PLT), no rate table; 1 cycle assumed.
    {"CreateMask", "DI 表1 only (PSET)"},
    {"UpdateMask", "DI 表1 only (PLT)"},
};

// Emulated pairs (SW) the model prices as their SDK sequence.
struct Pair {
    const char* api;
    const char* type;
};
constexpr Pair kSequencePriced[] = {{"Div", "int64_t"}, {"Div", "uint64_t"}};

const char* ReasonOf(const char* api)
{
    for (const Exempt& e : kExempt) {
        if (ax::Same(e.api, api)) {
            return e.why;
        }
    }
    return nullptr;
}

const char* TwinOf(const char* api)
{
    for (const Twin& t : kTwins) {
        if (ax::Same(t.api, api)) {
            return t.row;
        }
    }
    return nullptr;
}

TEST(AppendixCoverage, EveryOpTableRowHasARowOrAReason)
{
    for (const ascsim::kern::OpCost& row : ascsim::kern::kMemoryApiCosts) {
        const char* twin = TwinOf(row.api);
        const bool covered = HasRow(row.api) || (twin != nullptr && HasRow(twin)) || ReasonOf(row.api) != nullptr;
        EXPECT_TRUE(covered) << row.api << ": no row in the appendix tables (appendix_costs_data.inc), no twin, "
                             << "no reason (kExempt)";
    }
}

TEST(AppendixCoverage, NoStaleExemptionOrTwin)
{
    std::set<std::string> names;
    for (const ascsim::kern::OpCost& row : ascsim::kern::kMemoryApiCosts) {
        names.insert(row.api);
    }
    for (const Exempt& e : kExempt) {
        EXPECT_TRUE(names.count(e.api)) << e.api << ": exempt but not an op-table row";
        EXPECT_FALSE(HasRow(e.api)) << e.api << ": exempt but the tables have a row";
    }
    for (const Twin& t : kTwins) {
        EXPECT_TRUE(names.count(t.api)) << t.api << ": twin of no op-table row";
        EXPECT_TRUE(HasRow(t.row)) << t.row << ": twin row missing from the tables";
    }
}

// The row a Reg instruction class is priced by. No default: a new VfOp is a -Wswitch warning here
// (the build is warning-free) until it names its row.
const char* RowOfClass(ascsim::kern::VfOp op)
{
    using ascsim::kern::VfOp;
    switch (op) {
        case VfOp::kMask:
            return "LoadAlign"; // PSET / PLT have issue rows only; the MaskReg LoadAlign row (1 cycle)
        case VfOp::kLoad:
            return "LoadAlign";
        case VfOp::kStore:
            return "StoreAlign";
        case VfOp::kSimple:
            return "Add";
        case VfOp::kExp:
            return "Exp";
        case VfOp::kSqrt:
            return "Sqrt";
        case VfOp::kDiv:
            return "Div";
        case VfOp::kCross:
            return "Squeeze";
        case VfOp::kSimpleN:
            return "Arange";
        case VfOp::kLoadSingle:
            return "GatherB";
        case VfOp::kStoreN:
            return "Scatter";
    }
    return nullptr;
}

TEST(AppendixCoverage, EveryRegClassHasARow)
{
    using ascsim::kern::VfOp;
    for (int op = static_cast<int>(VfOp::kMask); op <= static_cast<int>(VfOp::kStoreN); ++op) {
        const char* row = RowOfClass(static_cast<VfOp>(op));
        ASSERT_NE(row, nullptr) << "VfOp " << op;
        EXPECT_TRUE(HasRow(row)) << "VfOp " << op << ": " << row;
    }
}

// Every (instruction, type) pair the SDK emulates (SW 表1–表16) whose instruction the emulator issues:
// priced as its sequence (kSequencePriced), or still at the native rate of its class (pending, issue 28).
TEST(AppendixCoverage, EmulatedPairsPricedOrPending)
{
    std::set<std::string> names;
    for (const ascsim::kern::OpCost& row : ascsim::kern::kMemoryApiCosts) {
        names.insert(row.api);
    }
    int priced = 0;
    std::set<std::string> pending;
    for (const ax::Emulated& e : ax::kEmulated) {
        if (!names.count(e.api)) {
            continue;
        }
        bool seq = false;
        for (const Pair& p : kSequencePriced) {
            seq = seq || (ax::Same(p.api, e.api) && ax::Same(p.type, e.type));
        }
        if (seq) {
            ++priced;
        } else {
            pending.insert(std::string(e.api) + " " + e.type);
        }
    }
    EXPECT_EQ(priced, 2); // Div int64_t, uint64_t
    // The SW table is fixed data: a change of it (a regenerated .inc) shows here.
    EXPECT_EQ(pending.size(), 117u);
    for (const Pair& p : kSequencePriced) {
        EXPECT_TRUE(ax::IsEmulated(p.api, p.type)) << p.api << " " << p.type << ": priced as a sequence, not emulated";
    }
}

// An emulated pair has no rate row (RP intro: emulated types have no theoretical figure).
TEST(AppendixCoverage, EmulatedPairsHaveNoRate)
{
    for (const ax::Emulated& e : ax::kEmulated) {
        if (ax::Same(e.form, "subnormal")) {
            continue; // the SubNormal variant of a type whose normal form has a row
        }
        EXPECT_EQ(ax::FindRate(e.api, e.type), nullptr) << e.source << " " << e.api << " " << e.type;
    }
}

// The figures the model held before the data file equal the rows'.
TEST(AppendixCoverage, ModelFiguresEqualTheRows)
{
    const auto& soc = ascsim::ActiveSocProfile();
    EXPECT_EQ(soc.vecSimpleCyclesPerVl, ax::RateCycles("Add", "float"));
    EXPECT_EQ(soc.vecSlowCyclesPerVlB32, ax::RateCycles("Exp", "float"));
    EXPECT_EQ(soc.vecSlowCyclesPerVlB16, ax::RateCycles("Exp", "half"));
    EXPECT_EQ(soc.vecSlowCyclesPerVlB32, ax::RateCycles("Div", "float"));
    EXPECT_EQ(soc.vecSlowCyclesPerVlB16, ax::RateCycles("Sqrt", "half"));
    EXPECT_EQ(soc.vecSlowCyclesPerVlB32, ax::RateCycles("Ln", "float"));
    EXPECT_EQ(ascsim::ops::Gather::kCycles, ax::RateCycles("Gather", "b32", ""));
    EXPECT_EQ(ax::RateCycles("Gather", "b16", ""), ax::RateCycles("Gather", "b32", ""));
    EXPECT_EQ(ax::RateCycles("Gather", "b8", "discrete"), 2.0);
    EXPECT_EQ(ax::RateCycles("GatherB", "b32", "discrete"), 2.0);
    EXPECT_EQ(ax::RateCycles("Squeeze", "int16_t"), 5.0);
    EXPECT_EQ(ax::RateCycles("Squeeze", "int32_t"), 5.0);
    EXPECT_EQ(ax::FindRate("Sort32", "float")->value, 2.0);
    EXPECT_EQ(ax::RateCycles("MaskGenWithRegTensor", ""), 4.0);
}

// The int64 Div sequence: 127 instructions of DivS64Impl, Σ lanes/P = 196 cycles per 64 elements.
TEST(AppendixCoverage, DivB64Sequence)
{
    EXPECT_EQ(ax::SequenceLength(ax::kDivB64Sequence), 127);
    EXPECT_EQ(ax::SequenceCycles(ax::kDivB64Sequence), 196.0);
    EXPECT_TRUE(ax::IsEmulated("Div", "int64_t"));
    EXPECT_EQ(ax::FindRate("Div", "int64_t"), nullptr);
}

} // namespace
