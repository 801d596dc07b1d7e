// Subs and Divs (engine/ops/scalar_arith.h; api/basic_api/test_subs_divs.cpp checks their values) issue
// under their rows' names with the rows' cost classes, and the timing model finds those classes by name.
#include <vector>

#include "memapi_test_util.h"
#include "row_observer.h"

using namespace memapi;

namespace {

class SubsDivsRowsTest : public KernelTest {};

constexpr uint32_t kN = 64;

struct SubsAndDivs {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    const LocalTensor<uint8_t>& c)
    {
        Subs(As<float>(o), As<float>(a), 1.5f, static_cast<int32_t>(kN));
        Divs(As<float>(c), As<float>(b)[0], As<float>(a), static_cast<int32_t>(kN));
    }
};

TEST_F(SubsDivsRowsTest, TheyIssueUnderTheirRowsNamesAndClasses)
{
    oprows::RowObserver obs;
    ascsim::kern::AddLaunchObserver(&obs);
    Io io;
    Io::Put(io.a, RandomVec<float>(kN, 1.0, 2.0, 1));
    Io::Put(io.b, RandomVec<float>(kN, 1.0, 2.0, 2));
    ExpectClean(RunIo<SubsAndDivs>(io));
    ascsim::kern::RemoveLaunchObserver(&obs);
    using ascsim::kern::CostClass;
    EXPECT_EQ(obs.vector["Subs"], std::vector<CostClass>{CostClass::kSimple});
    EXPECT_EQ(obs.vector["Divs"], std::vector<CostClass>{CostClass::kDiv});
    oprows::ExpectRowCost<ascsim::ops::Subs>();
    oprows::ExpectRowCost<ascsim::ops::Divs>();
}

} // namespace
