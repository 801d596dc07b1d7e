// The timing model's parameters of one launch, from the SoC profile (sim/src/platform/soc_profile.cpp;
// sources and fits in sim/docs/timing_model.md §2, §8.3) and the number of cores the launch occupies.
#include <algorithm>
#include <cmath>

#include "timing/appendix_costs.h"
#include "timing/core_timing.h"

namespace ascsim::kern {

namespace {

// The VF scheduler's parameters (vf_timing.cpp). Latencies in whole cycles: an emulated op sequence
// rounds its Σ lanes/P up.
VfParams MakeVfParams(const SocProfile& soc)
{
    const auto up = [](double v) { return static_cast<int64_t>(std::ceil(v)); };
    VfParams c;
    c.window = std::max<int64_t>(1, soc.vfWindow);
    c.latMask = c.latLoad = c.latStore = c.latSimple = std::max<int64_t>(1, soc.vfLatencyCycles);
    c.latExp[0] = c.latSqrtDiv[0] = up(soc.vecSlowCyclesPerVlB32);
    c.latExp[1] = c.latSqrtDiv[1] = up(soc.vecSlowCyclesPerVlB16);
    c.sqrt1UlpNoFtz[0] = up(soc.vecSqrt1UlpNoFtzCyclesPerVlB32);
    c.sqrt1UlpNoFtz[1] = up(soc.vecSqrt1UlpNoFtzCyclesPerVlB16);
    c.sqrt0UlpNoFtz = up(soc.vecSqrt0UlpNoFtzCyclesPerVlB32);
    c.div0UlpFtz[0] = up(soc.vecDiv0UlpFtzCyclesPerVlB32);
    c.div0UlpFtz[1] = up(soc.vecDiv0UlpFtzCyclesPerVlB16);
    c.div1UlpNoFtz[0] = up(soc.vecDiv1UlpNoFtzCyclesPerVlB32);
    c.div1UlpNoFtz[1] = up(soc.vecDiv1UlpNoFtzCyclesPerVlB16);
    c.div0UlpNoFtz = up(soc.vecDiv0UlpNoFtzCyclesPerVlB32);
    c.divB64 = up(appendix::SequenceCycles(appendix::kDivB64Sequence));
    c.callCycles = soc.vfCallCycles;
    return c;
}

} // namespace

TimingParams MakeTimingParams(const SocProfile& soc, uint32_t activeCores)
{
    TimingParams t;
    // Each active core gets an equal share of HBM bandwidth, capped by the per-core DMA rate
    // (timing_model.md §2, §5.3; both MTE2 and MTE3 draw on it).
    t.activeCores = activeCores;
    const double share = soc.hbmEfficiency * soc.hbmBandwidthBytesPerSec / soc.aivClockHz / t.activeCores;
    t.dmaBytesPerCycle = std::min(share, soc.dmaCoreCapBytesPerCycle);
    t.dmaLatency[0] = DmaLatencyCycles(soc, t.activeCores, false);
    t.dmaLatency[1] = DmaLatencyCycles(soc, t.activeCores, true);
    t.scalarCost = soc.scalarIssueCycles;
    t.ubSlots = soc.vecUbSlotsPerCycle;
    t.ubWrites = soc.vecUbWritesPerCycle;
    t.simple = soc.vecSimpleCyclesPerVl;
    t.slowB32 = soc.vecSlowCyclesPerVlB32;
    t.slowB16 = soc.vecSlowCyclesPerVlB16;
    t.rsqrtB32 = soc.vecRsqrtCyclesPerVlB32;
    t.rsqrtB16 = soc.vecRsqrtCyclesPerVlB16;
    t.recipB32 = soc.vecReciprocalCyclesPerVlB32;
    t.recipB16 = soc.vecReciprocalCyclesPerVlB16;
    t.sqrt1UlpNoFtz[0] = soc.vecSqrt1UlpNoFtzCyclesPerVlB32;
    t.sqrt1UlpNoFtz[1] = soc.vecSqrt1UlpNoFtzCyclesPerVlB16;
    t.sqrt0UlpNoFtz = soc.vecSqrt0UlpNoFtzCyclesPerVlB32;
    t.div0UlpFtz[0] = soc.vecDiv0UlpFtzCyclesPerVlB32;
    t.div0UlpFtz[1] = soc.vecDiv0UlpFtzCyclesPerVlB16;
    t.div1UlpNoFtz[0] = soc.vecDiv1UlpNoFtzCyclesPerVlB32;
    t.div1UlpNoFtz[1] = soc.vecDiv1UlpNoFtzCyclesPerVlB16;
    t.div0UlpNoFtz = soc.vecDiv0UlpNoFtzCyclesPerVlB32;
    // The appendix tables' rates (appendix_costs.h): Gather from UB, b8 through 16-bit lanes (RP 表1,
    // 离散搬入 b8 -> b16) and b16 / b32 (RP 表13); Gatherb (RP 表1, b32); GatherMask as Squeeze (RP 表9);
    // Sort32 / MrgSort (VP 表2).
    namespace ax = appendix;
    t.gatherB8 = t.simple * ax::RateCycles("Gather", "b8", "discrete");
    t.gather = t.simple * ax::RateCycles("Gather", "b32", "");
    t.gatherB = t.simple * ax::RateCycles("GatherB", "b32", "discrete");
    t.squeeze = t.simple * ax::RateCycles("Squeeze", "int32_t");
    t.sortPerCycle = ax::FindRate("Sort32", "float")->value;
    t.vfCallCycles = soc.vfCallCycles;
    t.vfScalarCycles = soc.vfScalarCycles;
    t.loopIterCycles = soc.loopIterationCycles;
    t.vf = MakeVfParams(soc);
    t.simt.warpCycles = soc.simtWarpCycles;
    t.simt.gmLatency = soc.simtGmLatencyCycles;
    t.simt.sectorCycles = soc.simtSectorCycles;
    t.simt.sectorBytes = std::max<uint32_t>(1, soc.simtSectorBytes);
    return t;
}

} // namespace ascsim::kern
