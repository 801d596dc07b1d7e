// Checked as if it stood in include/ascendc_sim/types: a shared type depending on one spelling.
#pragma once

#include "ascendc_sim/basic_api/sync/sync.h"
