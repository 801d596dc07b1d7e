// The memory bounds an AsinGrad launch is measured against in the bench's JSON: the roofline and the
// small-N lower bound, both on the simulator's timing model (sim/docs/timing_model.md §2, §5.7).
#pragma once

#include <cstdint>

#include "ascsim/soc_profile.h"

namespace bench {

struct ModelBounds {
    // The operator's compulsory HBM traffic (dy and x read once, dx written once) at the fastest rate the
    // model grants each direction: with the fitted L2 model a read that bypasses L2 moves at
    // l2BypassGain x the HBM rate and no write moves faster than the HBM rate; with the mechanism model
    // every byte moves at the HBM rate.
    double rooflineUs = 0.0;
    // Launch overhead + one GM read latency + the roofline + one GM write latency: what a launch costs
    // at best when it is too short to hide a latency behind streaming (the definition; the
    // model can overlap the first read's latency with other cores' transfers, so a kernel may beat it).
    double lowerBoundUs = 0.0;
};

ModelBounds AsinGradModelBounds(const ascsim::SocProfile& soc, uint64_t tensorBytes);

} // namespace bench
