// gert::OppImplVersionTag (sim stand-in): which op package a space registry serves. As in CANN's
// base/registry/opp_package_utils.h (hicann/metadef inc/external/base/registry/); the sim has no
// op package loading (OppSoDesc is not provided).
#ifndef ASCSIM_BASE_REGISTRY_OPP_PACKAGE_UTILS_H_
#define ASCSIM_BASE_REGISTRY_OPP_PACKAGE_UTILS_H_

#include "graph/ascend_string.h"

namespace gert {
enum class OppImplVersionTag { kOpp, kOppKernel, kVersionEnd = 20 };
} // namespace gert

#endif // ASCSIM_BASE_REGISTRY_OPP_PACKAGE_UTILS_H_
