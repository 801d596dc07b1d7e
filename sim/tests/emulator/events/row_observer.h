// What the op-row tests share (test_op_rows*.cpp, test_memory_op_rows.cpp): an observer of the classes
// the Memory-API instructions issue under each name and of the Reg instructions' VF classes, and the
// check that the timing model finds a row's class by the row's name (engine/op_costs.h).
#pragma once

#include <gtest/gtest.h>

#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "ascendc_sim/engine/op_costs.h"
#include "ascendc_sim/vf/vf_events.h"
#include "core/kernel_events.h"

namespace oprows {

struct RowObserver : ascsim::kern::KernelEventObserver {
    std::mutex mu;
    std::map<std::string, std::vector<ascsim::kern::CostClass>> vector; // per name, each issue's class
    std::vector<ascsim::kern::VfOp> vfOps;
    std::vector<int> vfCycles; // each Reg instruction's latency argument (VfOpEvent::algo)
    void OnVector(const ascsim::kern::OrderingView&, const ascsim::kern::VectorEvent& ev) override
    {
        const std::lock_guard<std::mutex> lock(mu);
        vector[ev.api].push_back(ev.cost);
    }
    void OnVfOp(const ascsim::kern::OrderingView&, const ascsim::kern::VfOpEvent& ev) override
    {
        const std::lock_guard<std::mutex> lock(mu);
        vfOps.push_back(static_cast<ascsim::kern::VfOp>(ev.op));
        vfCycles.push_back(ev.algo);
    }
};

// The timing model's row for Row::kName exists and has the row's class.
template <typename Row>
void ExpectRowCost()
{
    const ascsim::kern::OpCost* row = ascsim::kern::FindMemoryApiCost(Row::kName);
    ASSERT_NE(row, nullptr) << Row::kName;
    EXPECT_EQ(row->cost, Row::kCost) << Row::kName;
}

} // namespace oprows
