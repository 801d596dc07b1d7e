// SDK include/simt_api/cooperative_groups.h: the cooperative groups (docs/zh/api/SIMT-API/协作组/), in
// namespace cooperative_groups.
#pragma once

#include "ascendc_sim/simt_api/cooperative_groups.h"
#include "simt_api/device_types.h"
#include "ascendc_sim/simt_api/cooperative_groups_tile.h"
#include "ascendc_sim/simt_api/cooperative_groups_coalesced.h"
