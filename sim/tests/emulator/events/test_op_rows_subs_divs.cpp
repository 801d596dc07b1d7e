// Subs and Divs (engine/ops/scalar_arith.h; api/basic_api/test_subs_divs.cpp checks their values) issue
// under their rows' names with the rows' cost classes, and the timing model finds those classes by name.
#include <map>
#include <mutex>
#include <string>

#include "ascendc_sim/engine/op_costs.h"
#include "core/kernel_events.h"
#include "memapi_test_util.h"

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

struct NameObserver : ascsim::kern::KernelEventObserver {
    std::mutex mu;
    std::map<std::string, ascsim::kern::CostClass> seen;
    void OnVector(const ascsim::kern::OrderingView&, const ascsim::kern::VectorEvent& ev) override
    {
        const std::lock_guard<std::mutex> lock(mu);
        seen[ev.api] = ev.cost;
    }
};

TEST_F(SubsDivsRowsTest, TheyIssueUnderTheirRowsNamesAndClasses)
{
    NameObserver obs;
    ascsim::kern::AddLaunchObserver(&obs);
    Io io;
    Io::Put(io.a, RandomVec<float>(kN, 1.0, 2.0, 1));
    Io::Put(io.b, RandomVec<float>(kN, 1.0, 2.0, 2));
    ExpectClean(RunIo<SubsAndDivs>(io));
    ascsim::kern::RemoveLaunchObserver(&obs);
    ASSERT_EQ(obs.seen.count("Subs"), 1U);
    ASSERT_EQ(obs.seen.count("Divs"), 1U);
    EXPECT_EQ(obs.seen["Subs"], ascsim::kern::CostClass::kSimple);
    EXPECT_EQ(obs.seen["Divs"], ascsim::kern::CostClass::kDiv);
    const ascsim::kern::OpCost* subs = ascsim::kern::FindMemoryApiCost("Subs");
    const ascsim::kern::OpCost* divs = ascsim::kern::FindMemoryApiCost("Divs");
    ASSERT_NE(subs, nullptr);
    ASSERT_NE(divs, nullptr);
    EXPECT_EQ(subs->cost, ascsim::ops::Subs::kCost);
    EXPECT_EQ(divs->cost, ascsim::ops::Divs::kCost);
}

} // namespace
