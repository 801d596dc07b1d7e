// The Memory-API instructions of issue 27 (Neg, Prelu, Mull, SubRelu, AbsSub, ExpSub, MulAddDst, FusedMulAdd,
// MulAddRelu, Truncate; engine/ops/unary_arith.h, basic_arith.h, compound.h, cast.h) issue under their rows' names with
// the rows' cost classes, the SDK's older names (FusedAbsSub, FusedExpSub, FusedMulAddRelu) under the rows they alias,
// and the timing model finds each class by name. Values: api/basic_api/test_neg_prelu_mull.cpp, test_compound_sub.cpp,
// test_compound_dst.cpp, test_truncate.cpp.
#include <vector>

#include "memapi_test_util.h"
#include "row_observer.h"

using namespace memapi;

namespace {

class Issue27RowsTest : public KernelTest {};

constexpr uint32_t kN = 64;

MEMAPI_OP(AllForms)
{
    Neg(As<float>(o), As<float>(a), kN);
    Prelu(As<float>(o), As<float>(a), As<float>(b), kN);
    Mull(As<int32_t>(o), As<int32_t>(c), As<int32_t>(a), As<int32_t>(b), kN);
    SubRelu(As<float>(o), As<float>(a), As<float>(b), static_cast<int32_t>(kN));
    SubRelu(As<float>(o), As<float>(a), As<float>(b), static_cast<uint64_t>(64), 1, {1, 1, 1, 8, 8, 8});
    AbsSub(As<float>(o), As<float>(a), As<float>(b), kN);
    FusedAbsSub(As<float>(o), As<float>(a), As<float>(b), kN);
    ExpSub(As<float>(o), As<float>(a), As<float>(b), kN);
    FusedExpSub(As<float>(o), As<half>(a), As<half>(b), kN);
    MulAddDst(As<float>(o), As<float>(a), As<float>(b), static_cast<int32_t>(kN));
    FusedMulAdd(As<float>(o), As<float>(a), As<float>(b), static_cast<uint64_t>(64), 1, {1, 1, 1, 8, 8, 8});
    MulAddRelu(As<float>(o), As<float>(a), As<float>(b), static_cast<int32_t>(kN));
    FusedMulAddRelu(As<float>(o), As<float>(a), As<float>(b), static_cast<int32_t>(kN));
    Truncate<float, RoundMode::CAST_FLOOR>(As<float>(o), As<float>(a), kN);
}

TEST_F(Issue27RowsTest, TheyIssueUnderTheirRowsNamesAndClasses)
{
    oprows::RowObserver obs;
    ascsim::kern::AddLaunchObserver(&obs);
    Io io;
    Io::Put(io.a, RandomVec<float>(kIoBytes / 4, 0.5, 1.0, 1));
    Io::Put(io.b, RandomVec<float>(kIoBytes / 4, 0.5, 1.0, 2));
    Io::Put(io.o, RandomVec<float>(kIoBytes / 4, 0.5, 1.0, 3));
    ExpectClean(RunIo<AllForms>(io));
    ascsim::kern::RemoveLaunchObserver(&obs);
    using ascsim::kern::CostClass;
    const std::vector<CostClass> one{CostClass::kSimple}, two{CostClass::kSimple, CostClass::kSimple};
    EXPECT_EQ(obs.vector["Neg"], one);
    EXPECT_EQ(obs.vector["Prelu"], one);
    EXPECT_EQ(obs.vector["Mull"], one);
    EXPECT_EQ(obs.vector["SubRelu"], two);
    EXPECT_EQ(obs.vector["AbsSub"], two); // FusedAbsSub issues as AbsSub
    EXPECT_EQ(obs.vector["ExpSub"], (std::vector<CostClass>{CostClass::kExpLn, CostClass::kExpLn}));
    EXPECT_EQ(obs.vector["MulAddDst"], one);
    EXPECT_EQ(obs.vector["FusedMulAdd"], one);
    EXPECT_EQ(obs.vector["MulAddRelu"], two); // FusedMulAddRelu issues as MulAddRelu
    EXPECT_EQ(obs.vector["Truncate"], one);
    for (const char* alias : {"FusedAbsSub", "FusedExpSub", "FusedMulAddRelu"}) {
        EXPECT_EQ(obs.vector.count(alias), 0u) << alias;
    }
    oprows::ExpectRowCost<ascsim::ops::Neg>();
    oprows::ExpectRowCost<ascsim::ops::Prelu>();
    oprows::ExpectRowCost<ascsim::ops::Mull>();
    oprows::ExpectRowCost<ascsim::ops::SubRelu>();
    oprows::ExpectRowCost<ascsim::ops::AbsSub>();
    oprows::ExpectRowCost<ascsim::ops::ExpSub>();
    oprows::ExpectRowCost<ascsim::ops::MulAddDst>();
    oprows::ExpectRowCost<ascsim::ops::FusedMulAdd>();
    oprows::ExpectRowCost<ascsim::ops::MulAddRelu>();
    oprows::ExpectRowCost<ascsim::ops::Truncate>();
}

} // namespace
