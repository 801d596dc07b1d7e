#include "model_bounds.h"

namespace bench {

ModelBounds AsinGradModelBounds(const ascsim::SocProfile& soc, uint64_t tensorBytes)
{
    const double hbm = soc.hbmEfficiency * soc.hbmBandwidthBytesPerSec;
    const bool fitted = ascsim::EffectiveL2Model(soc) == ascsim::SocProfile::L2Model::kFittedBypassGain;
    const double readRate = fitted ? hbm * soc.l2BypassGain : hbm;
    const double bytes = static_cast<double>(tensorBytes);
    ModelBounds b;
    b.rooflineUs = (2.0 * bytes / readRate + bytes / hbm) * 1e6;
    const double latencyUs = soc.dmaLatencyCycles / soc.aivClockHz * 1e6;
    b.lowerBoundUs = soc.launchOverheadUs + latencyUs + b.rooflineUs + latencyUs;
    return b;
}

} // namespace bench
