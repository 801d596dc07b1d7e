// The compound-and-cast instructions (MulCast, AddReluCast, SubReluCast, MulsCast; engine/ops/compound_cast.h)
// issue under their rows' names with the simple class in every form, FusedMulsCast under MulsCast's row, and
// the timing model finds each class by name. Values: api/basic_api/test_compound_cast.cpp,
// api/reg_compute/test_reg_muls_cast.cpp.
#include <vector>

#include "ascendc_sim/engine/ops/compound_cast.h"
#include "memapi_test_util.h"
#include "row_observer.h"

using namespace memapi;

namespace {

class CompoundCastRowsTest : public KernelTest {};

MEMAPI_OP(AllForms)
{
    MulCast(As<int8_t>(o), As<half>(a), As<half>(b), 128u);
    MulCast(As<int8_t>(o), As<half>(a), As<half>(b), static_cast<uint64_t>(128), 1, {1, 1, 1, 4, 8, 8});
    AddReluCast(As<half>(o), As<float>(a), As<float>(b), 64u);
    AddReluCast(As<half>(o), As<float>(a), As<float>(b), static_cast<uint64_t>(64), 1, {1, 1, 1, 4, 8, 8});
    SubReluCast(As<half>(o), As<float>(a), As<float>(b), 64u);
    MulsCast(As<half>(o), As<float>(a), 0.5f, 64u);
    FusedMulsCast(As<half>(o), As<float>(a), 0.5f, 64u);
}

TEST_F(CompoundCastRowsTest, TheyIssueUnderTheirRowsNamesAndClasses)
{
    oprows::RowObserver obs;
    ascsim::kern::AddLaunchObserver(&obs);
    Io io;
    Io::Put(io.a, RandomVec<float>(kIoBytes / 4, 0.5, 1.0, 1));
    Io::Put(io.b, RandomVec<float>(kIoBytes / 4, 0.5, 1.0, 2));
    ExpectClean(RunIo<AllForms>(io));
    ascsim::kern::RemoveLaunchObserver(&obs);
    using ascsim::kern::CostClass;
    const std::vector<CostClass> one{CostClass::kSimple}, two{CostClass::kSimple, CostClass::kSimple};
    EXPECT_EQ(obs.vector["MulCast"], two);
    EXPECT_EQ(obs.vector["AddReluCast"], two);
    EXPECT_EQ(obs.vector["SubReluCast"], one);
    EXPECT_EQ(obs.vector["MulsCast"], two); // FusedMulsCast issues as MulsCast
    EXPECT_EQ(obs.vector.count("FusedMulsCast"), 0u);
    oprows::ExpectRowCost<ascsim::ops::MulCast>();
    oprows::ExpectRowCost<ascsim::ops::AddReluCast>();
    oprows::ExpectRowCost<ascsim::ops::SubReluCast>();
    oprows::ExpectRowCost<ascsim::ops::MulsCast>();
}

} // namespace
