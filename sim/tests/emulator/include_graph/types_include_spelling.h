// Checked as if it stood in include/ascendc_sim/types: a shared type depending on one spelling.
// As: include/ascendc_sim/types
// Expect: rule types: [^\n]*types_include_spelling.h: reaches include/ascendc_sim/basic_api/sync/sync.h
#pragma once

#include "ascendc_sim/basic_api/sync/sync.h"
