// Checked as if it stood in src/kernel/core: a functional file that includes the timing model's state.
#pragma once

#include "core/event_emit.h"
#include "timing/core_timing.h"
