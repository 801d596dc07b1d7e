// What the Reg op-row tests share (test_op_rows_reg_special.cpp, test_op_rows_reg_move.cpp): running
// one VF body in the Reg harness (support/reg_test_util.h) under a RowObserver and checking the class and
// cycles of each Reg instruction it issued (VfOpEvent::op / algo) against the rows'.
#pragma once

#include <gtest/gtest.h>

#include <utility>
#include <vector>

#include "ascendc_sim/engine/op_costs.h"
#include "ascendc_sim/vf/vf_events.h"
#include "reg_test_util.h"
#include "row_observer.h"

namespace oprows {

using ascsim::kern::VfOp;
using regtest::VfBody;

using Ev = std::pair<VfOp, int>; // one Reg instruction's class and cycles, as VfOpIssued reports them

template <typename Row>
Ev RowEv() // a row with a fixed latency
{
    return {Row::kVfOp, Row::kCycles};
}
template <typename Row>
Ev ClassEv() // a row whose latency is its class's (no cycles field)
{
    return {Row::kVfOp, 0};
}
inline Ev Ld() { return {ascsim::ops::LoadAlign::VfOpOf(false), ascsim::ops::LoadAlign::Cycles(false)}; }
inline Ev St() { return {ascsim::ops::StoreAlign::VfOpOf(false), ascsim::ops::StoreAlign::Cycles(false)}; }
inline Ev Mk() { return ClassEv<ascsim::ops::CreateMask>(); }

// Runs `body` in the harness VF with an observer; the launch is clean and its Reg instructions are
// `want`, in order.
inline void RunAndExpect(std::vector<std::vector<uint8_t>>& bufs, VfBody body, const std::vector<Ev>& want)
{
    oprows::RowObserver obs;
    ascsim::kern::AddLaunchObserver(&obs);
    const ktest::LaunchOutcome out = regtest::RunVf(bufs, std::move(body));
    ascsim::kern::RemoveLaunchObserver(&obs);
    ktest::ExpectClean(out);
    std::vector<Ev> got;
    for (size_t i = 0; i < obs.vfOps.size(); ++i) {
        got.emplace_back(obs.vfOps[i], obs.vfCycles[i]);
    }
    ASSERT_EQ(got.size(), want.size());
    for (size_t i = 0; i < want.size(); ++i) {
        EXPECT_EQ(static_cast<int>(got[i].first), static_cast<int>(want[i].first)) << "instruction " << i;
        EXPECT_EQ(got[i].second, want[i].second) << "instruction " << i;
    }
}

inline std::vector<uint8_t> Zeros(size_t n) { return std::vector<uint8_t>(n, 0); }

} // namespace oprows
